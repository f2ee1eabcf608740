// Short sound cues made with WebAudio (no audio files): a chime when a decision is
// yours.  Muted state is remembered; the mute button is always in the top bar.  Browsers
// let a page make sound only after a user gesture: the audio context is made (or
// resumed) on the first tap or key press, so the chime works from then on.

import { h, icon } from "./dom.js";
import { t } from "./i18n.js";
import { store } from "./store.js";

let ctx = null;

function context() {
  if (ctx === null && typeof AudioContext !== "undefined" && navigator.userActivation?.hasBeenActive) {
    ctx = new AudioContext();
  }
  return ctx;
}

function unlock() {
  const audio = context();
  if (audio && audio.state === "suspended") audio.resume().catch(() => {});
  if (audio) {
    window.removeEventListener("pointerdown", unlock, true);
    window.removeEventListener("keydown", unlock, true);
  }
}
window.addEventListener("pointerdown", unlock, true);
window.addEventListener("keydown", unlock, true);

export const sound = {
  play(kind) {
    if (store.muted) return;
    const audio = context();
    if (!audio || audio.state !== "running") return;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = kind === "decision" ? 660 : 440;
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.25);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.25);
  },

  /** The mute switch for the top bar. */
  toggle() {
    const muted = store.muted;
    const label = t(muted ? "web.sound_off" : "web.sound_on");
    return h("button.icon-button.mute", {
      type: "button", "aria-pressed": String(muted), "aria-label": label, title: label,
      onclick: (event) => {
        store.muted = !store.muted;
        const now = store.muted;
        const button = event.currentTarget;
        button.setAttribute("aria-pressed", String(now));
        const text = t(now ? "web.sound_off" : "web.sound_on");
        button.setAttribute("aria-label", text);
        button.title = text;
        button.replaceChildren(icon(now ? "sound-off" : "sound-on"));
        if (!now) context()?.resume();
      },
    }, icon(muted ? "sound-off" : "sound-on"));
  },
};
