// The game data the page draws from, served by the server in the viewer's language
// (GET /api/catalog?lang=, built from the engines' tables and the message catalogues):
// every card id with its kind, suit and rank; every kind's name, pictogram, effect line,
// full text and target word; characters, the event cards, roles, die faces, rule options
// and the variants' rules.  Nothing here knows a card by name, so a new card needs no script.

import { api } from "./api.js";

const EMPTY = {
  cards: {}, kinds: {}, characters: { cards: {}, dice: {} }, events: {}, roles: [], faces: [],
  role_info: {}, face_info: {}, options: { cards: [], dice: [] }, targets: {},
  variants: { cards: [], dice: [] }, bot_levels: ["normal"], level_names: {},
};
let data = EMPTY;

/** Load the catalogue in ``lang`` (again on a language switch). */
export async function loadCatalog(lang) {
  try {
    data = { ...EMPTY, ...(await api.catalog(lang)) };
  } catch {
    data = EMPTY;
  }
  return data;
}

export function catalog() { return data; }

/** Card ``id`` with its kind's words: {id, kind, suit, rank, colour, name, effect, help,
 *  icon, target, hostile, range}, or null for an id the catalogue does not have. */
export function cardInfo(id) {
  const card = data.cards[String(id)];
  if (!card) return null;
  return { ...(data.kinds[card.kind] || {}), ...card, id };
}

export function kindInfo(kind) { return data.kinds[kind] || null; }

export function characterInfo(game, name) {
  const table = data.characters[game === "dice" ? "dice" : "cards"] || {};
  return table[name] || null;
}

/** Event card ``key`` (High Noon, A Fistful of Cards): {deck, final, extra, revival,
 *  prompts, name, help}, or null. */
export function eventInfo(key) { return (key && data.events[key]) || null; }

/** The event card whose own prompt ``kind`` is (The Daltons' discard), or null: a
 *  decision an event brings is named by its card, with no words per prompt. */
export function eventOfPrompt(kind) {
  for (const [key, info] of Object.entries(data.events)) {
    if ((info.prompts || []).includes(kind)) return key;
  }
  return null;
}

export function roleInfo(role) { return data.role_info[role] || null; }

export function faceInfo(face) { return data.face_info[face] || null; }

/** What a target button says for an action kind that names a player, and whether the
 *  action helps him (a Beer, healing, an arrow taken away) rather than harms him. */
export function targetInfo(kind) { return data.targets[kind] || null; }

export function optionSpecs(game) { return data.options[game] || []; }

export function optionSpec(game, name) {
  return optionSpecs(game).find((o) => o.name === name) || null;
}

export function botLevels() { return data.bot_levels && data.bot_levels.length ? data.bot_levels : ["normal"]; }

export function levelName(level) { return data.level_names[level] || level; }

export function variants(game) { return data.variants[game] || []; }
