// Messages in the viewer's language, rendered from the same catalogues as the terminal
// (GET /api/i18n/{lang} serves the shared game catalogue merged with the web keys).
// renderMessage follows the shared message spec: {key, args} with arguments typed by shape.

import { cardInfo } from "./catalog.js";

// The languages the server offers (GET /api/languages: every installed catalogue, named
// in itself, and the one its Accept-Language prefers); English alone until it answers.
export const LANGUAGES = ["en"];
const NATIVE = { "en": "English" };
let preferred = "en";

/** Ask the server which languages it has (call once, before the first loadLanguage). */
export async function loadLanguages() {
  try {
    const response = await fetch("/api/languages");
    if (!response.ok) throw new Error(`languages: HTTP ${response.status}`);
    const body = await response.json();
    LANGUAGES.splice(0, LANGUAGES.length, ...body.languages.map((l) => l.code));
    for (const l of body.languages) NATIVE[l.code] = l.name;
    if (LANGUAGES.includes(body.preferred)) preferred = body.preferred;
  } catch {
    // An older server: English and both Chinese scripts, as before the list existed.
    LANGUAGES.splice(0, LANGUAGES.length, "en", "zh-Hant", "zh-Hans");
    Object.assign(NATIVE, { "zh-Hant": "繁體中文", "zh-Hans": "简体中文" });
  }
  return LANGUAGES;
}

export function languageName(code) { return NATIVE[code] || code; }
export function currentLanguage() { return lang; }

/** The offered language one tag means, or null (the rules of bang.i18n.match_language):
 *  the code itself (any case, "_" or "-"), Chinese by script or region (zh-TW/HK/MO or
 *  Hant: 繁體中文, any other: 简体中文), else by its language part (es-MX: es, pt-PT: pt-BR). */
export function matchLanguage(tag, offered = LANGUAGES) {
  const code = String(tag || "").trim().split(".")[0].split("@")[0].replace(/_/g, "-").toLowerCase();
  if (!code || code === "*") return null;
  const exact = offered.find((l) => l.toLowerCase() === code);
  if (exact) return exact;
  const parts = code.split("-");
  if (parts[0] === "zh") {
    const hant = parts.includes("hant") || parts.slice(1).some((p) => ["tw", "hk", "mo"].includes(p));
    const want = hant ? "zh-Hant" : "zh-Hans";
    if (offered.includes(want)) return want;
  }
  return offered.find((l) => l.toLowerCase().split("-")[0] === parts[0]) || null;
}

/** The language a browser asks for: the first of its list the server offers, else the
 *  one the server's Accept-Language negotiation chose, else English. */
export function languageFromBrowser(list) {
  for (const raw of list || []) {
    const found = matchLanguage(raw);
    if (found) return found;
  }
  return LANGUAGES.includes(preferred) ? preferred : "en";
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
  plurals = main["@plurals"] || {};
  delete main["@plurals"];
  if (english) delete english["@plurals"];
  catalogue = main;
  fallback = english || main;
  rules = { main: pluralRules(want), fallback: pluralRules("en") };
  lang = want;
  document.documentElement.lang = want;
}

/** What renderMessage needs from the table: the display names of seats, the viewer. */
export function setContext(next) { context = { ...context, ...next }; }

function pluralRules(code) {
  try {
    return new Intl.PluralRules(code);
  } catch {
    return null;
  }
}

/** The CLDR plural category of ``n`` ("one", "few", "many", "other" ...) by ``rule``. */
function category(rule, n) {
  const number = typeof n === "number" ? n : Number(n);
  if (!rule || n === null || n === undefined || n === "" || !Number.isFinite(number)) return "other";
  return rule.select(number);
}

/** The words of ``key`` in ``table`` (the plural form for the count in ``args`` when the
 *  key takes a count), or undefined. */
function lookup(table, rule, key, args) {
  if (key in table) return table[key];
  if (!(key in plurals)) return undefined;
  const form = table[`${key}_${category(rule, (args || {})[plurals[key]])}`];
  return form !== undefined ? form : table[`${key}_other`];
}

/** The plural category of ``n`` in the current language (for tests and the page). */
export function pluralCategory(n) { return category(rules.main, n); }

export function has(key) {
  return key in catalogue || key in fallback
    || (key in plurals && (`${key}_other` in catalogue || `${key}_other` in fallback));
}

/** ``key`` if the catalogue has it, else ``other``. */
export function tOr(key, other, args) { return t(has(key) ? key : other, args); }

/** The template ``key`` with ``{name}`` placeholders filled from plain strings. */
export function t(key, args) {
  let text = lookup(catalogue, rules.main, key, args);
  if (text === undefined) text = lookup(fallback, rules.fallback, key, args);
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

/** The list separator of the language (", " / "、"). */
function separator() { return has("ui.list_sep") ? t("ui.list_sep") : (lang === "en" ? ", " : "、"); }

export function joinList(items) { return items.join(separator()); }

export function cardKindName(kind) { return t(`card.${slug(kind)}`); }

/** "BANG! A♠": card ``id`` by name, rank and suit (the catalogue has every id). */
export function cardName(id) {
  if (typeof id !== "number" || id < 0) return t("ui.no_card");
  const info = cardInfo(id);
  if (!info) return `#${id}`;
  return `${info.name || cardKindName(info.kind)} ${info.rank}${info.suit}`;
}

export function characterName(name) {
  const key = `character.${slug(name)}`;
  return has(key) ? t(key) : name;
}

export function roleName(role) { return t(`role.${role || "unknown"}`); }

/** A player by name, with the character and "you" as details: "Ada (Lucky Duke, you)". */
function seatLabel(seat, arg) {
  if (typeof seat !== "number" || seat < 0) return t("ui.nobody");
  const name = context.seatName(seat);
  const details = [];
  if (arg && arg.character) details.push(characterName(arg.character));
  if (context.viewer === seat) details.push(t("ui.you"));
  if (!details.length) return name;
  if (!has("ui.name_details")) return `${name} (${joinList(details)})`;
  return t("ui.name_details", { name, details: joinList(details) });
}

/** One argument rendered by its shape, first match wins (the shared message rules of
 *  bang.i18n.messages, which the terminal follows too). */
export function renderArg(value) {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  if ("message" in value) return renderMessage(value.message);
  if ("seats" in value) return joinList(value.seats.map((s) => seatLabel(s, {})));
  if ("seat" in value) return seatLabel(value.seat, value);
  if ("cards" in value) {
    return value.cards.length ? joinList(value.cards.map(cardName)) : t("ui.none");
  }
  if ("card" in value) return cardName(value.card);
  if ("count" in value) return t("ui.cards", { n: value.count });
  if ("key" in value) return t(String(value.key));
  if ("list" in value) return joinList(value.list.map(renderArg));
  return JSON.stringify(value);
}

function renderArgs(args) {
  const out = {};
  for (const [name, value] of Object.entries(args || {})) out[name] = renderArg(value);
  return out;
}

/** A message {key, args} as text in the current language: the template (this language,
 *  else English, else the key), each {name} filled by its argument; a name without an
 *  argument stays as written. */
export function renderMessage(message) {
  if (!message) return "";
  if (typeof message === "string") return message;
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
