// The table's settings, remembered in the browser: how fast the moves are shown, the
// turn notices (sound, title badge, system notification, vibration) and whether a
// forced answer (a decision with one legal option) is played at once or confirmed.
// ``settingsPanel`` is the menu the top bar opens.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { store } from "./store.js";

/** Milliseconds a shown change stays before the next one, per pace. */
export const PACES = { slow: 1600, normal: 900, fast: 400, instant: 0 };

const DEFAULTS = {
  pace: "normal",
  notify: true,
  vibrate: true,
  title: true,
  confirmForced: false,
  feedOpen: true,
};

export const settings = {
  get(name) {
    const value = store.setting(name, DEFAULTS[name]);
    if (name === "pace" && !(value in PACES)) return DEFAULTS.pace;
    return value;
  },
  set(name, value) { store.setSetting(name, value); },
  /** The pause after a shown change, in ms. */
  paceMs() { return PACES[this.get("pace")]; },
};

/** The settings menu: a pace choice and one switch per notice and for forced answers.
 *  ``onChange(name, value)`` is told of every change (it is already saved). */
export function settingsPanel({ onChange, notifyState }) {
  const pace = h("select", {
    dataset: { setting: "pace" }, "aria-label": t("web.settings.pace"),
    onchange: (event) => { settings.set("pace", event.target.value); onChange("pace", event.target.value); },
  }, ...Object.keys(PACES).map((p) => h("option", {
    value: p, selected: settings.get("pace") === p, text: t(`web.pace.${p}`),
  })));
  const toggle = (name, label, help) => h("label.choice.setting", {},
    h("input", {
      type: "checkbox", checked: Boolean(settings.get(name)), dataset: { setting: name },
      onchange: (event) => { settings.set(name, event.target.checked); onChange(name, event.target.checked); },
    }),
    h("span", { text: label }), help ? h("small", { text: help }) : null);
  const muted = store.muted;
  const sound = h("label.choice.setting", {},
    h("input", {
      type: "checkbox", checked: !muted, dataset: { setting: "sound" },
      onchange: (event) => { store.muted = !event.target.checked; onChange("sound", event.target.checked); },
    }),
    h("span", { text: t("web.settings.sound") }));
  return h("div.settings", {},
    h("label.field", {}, h("span", { text: t("web.settings.pace") }), pace,
      h("small", { text: t("web.settings.pace.help") })),
    sound,
    toggle("title", t("web.settings.title"), null),
    toggle("notify", t("web.settings.notify"), notifyState),
    toggle("vibrate", t("web.settings.vibrate"), null),
    toggle("confirmForced", t("web.settings.confirm_forced"), t("web.settings.confirm_forced.help")));
}
