// Telling a player that a decision is his when he is not looking: a badge in the page
// title while the tab is in the background, a system notification (permission asked
// once, on his first tap at a table), a vibration on phones and the chime.  Each is a
// switch of settings.js; browsers allow sound and vibration only after a first
// interaction, so those wait for it.

import { t } from "./i18n.js";
import { settings } from "./settings.js";
import { sound } from "./sound.js";
import { store } from "./store.js";

const BASE_TITLE = "BANG!";
let badged = false;
let lastNotice = null;

function looking() { return document.visibilityState === "visible" && document.hasFocus(); }

function clearBadge() {
  if (!badged) return;
  badged = false;
  document.title = BASE_TITLE;
  if (lastNotice) {
    lastNotice.close();
    lastNotice = null;
  }
}

document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") clearBadge(); });
window.addEventListener("focus", clearBadge);

export const notices = {
  /** Ask for the notification permission once (browsers want a user gesture). */
  askOnce() {
    if (typeof Notification === "undefined" || Notification.permission !== "default") return;
    if (store.setting("notifyAsked", false) || !settings.get("notify")) return;
    store.setSetting("notifyAsked", true);
    try {
      Notification.requestPermission().catch(() => {});
    } catch {
      // Old browsers take a callback and return nothing: nothing to wait for.
    }
  },

  permission() { return typeof Notification === "undefined" ? "unsupported" : Notification.permission; },

  /** A decision became the viewer's: ``text`` says what it is. */
  yourTurn(text) {
    sound.play("decision");
    if (settings.get("vibrate") && navigator.vibrate && navigator.userActivation?.hasBeenActive) {
      try { navigator.vibrate([120, 60, 120]); } catch { /* not allowed: no vibration */ }
    }
    if (looking()) return;
    if (settings.get("title")) {
      badged = true;
      document.title = t("web.title_badge", { title: BASE_TITLE });
    }
    if (settings.get("notify") && this.permission() === "granted") {
      try {
        if (lastNotice) lastNotice.close();
        lastNotice = new Notification(t("web.notify_title"), { body: text, tag: "bang-turn" });
        lastNotice.onclick = () => { window.focus(); clearBadge(); };
      } catch {
        lastNotice = null;  // some phones allow notifications only from a service worker
      }
    }
  },

  /** The decision is answered or gone. */
  done() { clearBadge(); },

  reset() { clearBadge(); },
};
