// Messages in the viewer's language, rendered from the same catalogues as the terminal
// (GET /api/i18n/{lang} serves the shared game catalogue merged with the web keys).
// renderMessage follows the shared message spec: {key, args} with arguments typed by shape.

export const LANGUAGES = ["en", "zh-Hant", "zh-Hans"];
const NATIVE = { "en": "English", "zh-Hant": "繁體中文", "zh-Hans": "简体中文" };

let lang = "en";
let catalogue = {};
let fallback = {};
let context = { seatName: (seat) => `#${seat + 1}`, cards: {} };

export function languageName(code) { return NATIVE[code] || code; }
export function currentLanguage() { return lang; }

/** The language a browser asks for: zh-TW/HK/MO or a Hant script give 繁體中文, any other
 *  Chinese 简体中文, everything else English (as the terminal reads a locale). */
export function languageFromBrowser(list) {
  for (const raw of list || []) {
    const code = String(raw).toLowerCase();
    if (code.startsWith("zh")) {
      return /hant|-tw|-hk|-mo/.test(code) ? "zh-Hant" : "zh-Hans";
    }
    if (code.startsWith("en")) return "en";
  }
  return "en";
}

export async function loadLanguage(code) {
  const want = LANGUAGES.includes(code) ? code : "en";
  const fetchOne = async (c) => {
    const response = await fetch(`/api/i18n/${encodeURIComponent(c)}`);
    if (!response.ok) throw new Error(`catalogue ${c}: HTTP ${response.status}`);
    return response.json();
  };
  const [main, english] = await Promise.all([
    fetchOne(want), want === "en" ? null : fetchOne("en"),
  ]);
  catalogue = main;
  fallback = english || main;
  lang = want;
  document.documentElement.lang = want;
}

/** What renderMessage needs from the table: display names of seats and card data. */
export function setContext(next) { context = { ...context, ...next }; }

export function has(key) { return key in catalogue || key in fallback; }

/** ``key`` if the catalogue has it, else ``other``. */
export function tOr(key, other, args) { return t(has(key) ? key : other, args); }

/** The template ``key`` with ``{name}`` placeholders filled from plain strings. */
export function t(key, args) {
  let text = catalogue[key];
  if (text === undefined) text = fallback[key];
  if (text === undefined) {
    console.warn(`missing message key ${key}`);
    text = key;
  }
  return args ? fill(text, args) : text;
}

function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    name in values ? String(values[name]) : whole);
}

/** "BANG!" -> "bang", "Rev. Carabine" -> "rev_carabine": the catalogue key of a name. */
export function slug(name) {
  return String(name).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim().replace(/ +/g, "_");
}

export function joinList(items) {
  return items.join(lang === "en" ? ", " : "、");
}

export function cardKindName(kind) { return t(`card.${slug(kind)}`); }

export function cardName(id) {
  const info = context.cards[id] || context.cards[id % 80];
  if (!info) return `#${id}`;
  return `${cardKindName(info.kind)} ${info.rank}${info.suit}`;
}

export function characterName(name) {
  const key = `character.${slug(name)}`;
  return has(key) ? t(key) : name;
}

export function roleName(role) { return t(`role.${role || "unknown"}`); }

export function hiddenCards(count) {
  return t(count === 1 ? "web.hidden_card" : "web.hidden_cards", { count });
}

/** One argument rendered by its shape (the shared message spec). */
export function renderArg(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "string") return String(value);
  if (Array.isArray(value)) return joinList(value.map(renderArg));
  if (typeof value !== "object") return String(value);
  if ("message" in value) return renderMessage(value.message);
  if ("seats" in value) return joinList(value.seats.map((s) => context.seatName(s)));
  if ("seat" in value) return context.seatName(value.seat);
  if ("cards" in value) return joinList(value.cards.map(cardName));
  if ("card" in value) return cardName(value.card);
  if ("count" in value) return hiddenCards(value.count);
  if ("n" in value && "one" in value) {
    return t(value.n === 1 ? value.one : value.other, { n: value.n });
  }
  if ("key" in value) return t(value.key, value.args ? renderArgs(value.args) : undefined);
  if ("face" in value) return t(`face.${value.face}`);
  if ("role" in value) return roleName(value.role);
  return JSON.stringify(value);
}

function renderArgs(args) {
  const out = {};
  for (const [name, value] of Object.entries(args || {})) out[name] = renderArg(value);
  return out;
}

/** A message {key, args} as text in the current language.  A key no catalogue knows
 *  (a server newer than the page) shows its plain arguments rather than the key. */
export function renderMessage(message) {
  if (!message) return "";
  if (typeof message === "string") return message;
  if (!has(message.key)) {
    const args = Object.values(message.args || {}).map(renderArg).filter(Boolean);
    return args.length ? args.join(" ") : message.key;
  }
  return t(message.key, renderArgs(message.args));
}

/** Put every [data-i18n] text (and [data-i18n-label] aria-label) of ``root`` in the
 *  current language. */
export function translateTree(root) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-label]")) {
    const text = t(el.dataset.i18nLabel);
    el.setAttribute("aria-label", text);
    el.title = text;
  }
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) {
    el.placeholder = t(el.dataset.i18nPlaceholder);
  }
}
