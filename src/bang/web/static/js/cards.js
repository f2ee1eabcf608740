// Cards drawn in CSS: name on top, one pictogram, a short effect line, rank and suit in a
// corner (hearts and diamonds red), the border by kind (brown/blue) plus a word, so
// colour is never the only cue.

import { h, icon } from "./dom.js";
import { cardKindName, cardName, slug, t, has } from "./i18n.js";

let CARDS = {};

export function setCardData(cards) { CARDS = cards || {}; }

export function cardInfo(id) {
  return CARDS[id] || CARDS[String(id)] || CARDS[id % 80] || CARDS[String(id % 80)] || null;
}

const ICONS = new Set([
  "bang", "missed", "beer", "cat_balou", "panic", "duel", "general_store", "stagecoach",
  "gatling", "saloon", "wells_fargo", "barrel", "dynamite", "jail", "mustang", "scope",
  "volcanic", "schofield", "remington", "rev_carabine", "winchester",
]);

function isRed(suit) { return suit === "♥" || suit === "♦"; }

/** The card's picture: its icon, or for Indians! a word, not a pictogram of people. */
function art(kindSlug) {
  if (ICONS.has(kindSlug)) return icon(kindSlug, "card-icon");
  return h("span.card-icon.card-icon-text", { "aria-hidden": "true", text: "!" });
}

/**
 * A card element.  ``opts.size``: "full" (hand, dialogs) or "mini" (equipment, discard).
 * ``opts.tag``: "div" (a picture, role=img) or "button" (a control; the caller adds
 * data-action or data-card).
 */
export function cardElement(id, opts = {}) {
  const info = cardInfo(id);
  const size = opts.size || "full";
  const tag = opts.tag || "div";
  if (!info) {
    return h(`${tag}.card.card-${size}.card-unknown`, { "aria-label": `#${id}` }, `#${id}`);
  }
  const kind = slug(info.kind);
  const colour = info.colour || info.color || "brown";
  const name = cardKindName(info.kind);
  const effectKey = `web.effect.${kind}`;
  const effect = has(effectKey) ? t(effectKey) : "";
  const helpKey = `help.card.${kind}`;
  const help = has(helpKey) ? t(helpKey) : effect;
  const label = `${cardName(id)}, ${t(`web.colour.${colour}`)}. ${help}`;
  const attrs = {
    "aria-label": label, title: help,
    dataset: { card: String(id), kind },
    class: `card-${colour}${isRed(info.suit) ? " suit-red" : ""}`,
  };
  if (tag === "div") attrs.role = "img";
  if (tag === "button") attrs.type = "button";
  const el = h(`${tag}.card.card-${size}`, attrs,
    h("span.card-name", { "aria-hidden": "true", text: name }),
    art(kind),
    size === "full" ? h("span.card-effect", { "aria-hidden": "true", text: effect }) : null,
    h("span.card-corner", { "aria-hidden": "true", text: `${info.rank}${info.suit}` }),
    size === "full" ? h("span.card-colour", { "aria-hidden": "true",
      text: t(`web.colour.${colour}`) }) : null);
  return el;
}

/** A face-down card (deck, others' hands). */
export function cardBack(label, count) {
  return h("div.card.card-back", { role: "img", "aria-label": label, title: label },
    icon("deck", "card-icon"),
    count === undefined ? null : h("span.card-count", { "aria-hidden": "true", text: count }));
}
