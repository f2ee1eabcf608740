// What the account pages share: their top bar (back to the lobby, the page's title, the
// account bar, the language switch) and the words of ratings, games, bands and dates.

import { accountBar } from "./account.js";
import { h, icon } from "./dom.js";
import { currentLanguage, has, t } from "./i18n.js";

export function pageHeader(app, title, iconId, cls = "") {
  return h(`header.topbar.page-bar${cls ? `.${cls}` : ""}`, {},
    h("a.lobby-link", { href: "/#/", text: `← ${t("web.lobby")}` }),
    h("h1.game-title", {}, icon(iconId), h("span", { text: title })),
    h("span.spacer"), accountBar(), app.languageSelect());
}

/** The engine a rating's game key belongs to: "dice" or "cards". */
export function baseGame(key) { return String(key || "").startsWith("dice") ? "dice" : "cards"; }

/** A rating's game in words: "cards" or "dice" with its ghost variant (``variant``, or
 *  a key "cards:dead_reckonin") as the card game and the variant. */
export function gameLabel(key, variant) {
  if (variant && variant !== "none") return gameLabel(`${key}:${variant}`);
  const text = String(key || "");
  if (has(`web.game.${text}`)) return t(`web.game.${text}`);
  const ghost = text.split(/[:+/]/).pop();
  if (has(`variant.${ghost}`)) return t("web.game_variant", { game: t(`web.game.${baseGame(text)}`), variant: t(`variant.${ghost}`) });
  return text;
}

/** "5-6" -> "5–6 players". */
export function bandLabel(band) {
  if (!band || band === "all") return t("web.band.all");
  return t("web.band", { band: String(band).replace("-", "–") });
}

export function fixed(value, digits = 1) {
  return typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "–";
}

/** μ ± σ, the rating and its uncertainty: "25.3 ± 2.1". */
export function ratingText(mu, sigma) { return `${fixed(mu)} ± ${fixed(sigma)}`; }

/** A rating change with its sign: "+1.4", "−0.8"; null: not rated. */
export function changeText(change) {
  if (typeof change !== "number" || !Number.isFinite(change)) return null;
  if (Math.abs(change) < 0.05) return "±0.0";
  return `${change > 0 ? "+" : "−"}${Math.abs(change).toFixed(1)}`;
}

/** A time from the server (ISO text, or epoch seconds or milliseconds) as a date in
 *  the viewer's language. */
export function dateText(value, withTime = true) {
  if (value === null || value === undefined || value === "") return "";
  let ms;
  if (typeof value === "number") ms = value < 1e12 ? value * 1000 : value;
  else ms = Date.parse(String(value));
  if (!Number.isFinite(ms)) return String(value);
  const options = withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" };
  try {
    return new Intl.DateTimeFormat(currentLanguage(), options).format(new Date(ms));
  } catch {
    return new Date(ms).toISOString().slice(0, 16).replace("T", " ");
  }
}

/** A share as a whole percentage ("67%"); none of none: "–". */
export function percent(part, whole) {
  return whole ? `${Math.round((100 * part) / whole)}%` : "–";
}
