// The card game's widgets: a card drawn in CSS (name on top, the kind's pictogram, a
// short effect line, rank and suit in a corner, hearts and diamonds red, the border by
// colour plus the word for it, so colour is never the only cue), a face-down card, the
// piles, and what each logged event of the card game moves on the table.  Everything
// about a card comes from the catalogue (catalog.js).

import { cardInfo } from "../catalog.js";
import { h, icon } from "../dom.js";
import { cardName, t } from "../i18n.js";

function isRed(suit) { return suit === "♥" || suit === "♦"; }

/** The card's picture: the kind's pictogram, or a word-like mark when it has none (the
 *  catalogue gives no pictogram of people for Indians!). */
function art(info) {
  if (info.icon) return icon(info.icon, "card-icon");
  return h("span.card-icon.card-icon-text", { "aria-hidden": "true", text: "!" });
}

/**
 * A card element.  ``opts.size``: "full" (hand, dialogs), "mini" (equipment) or "large"
 * (the help and the gallery).  ``opts.tag``: "div" (a picture, role=img) or "button" (a
 * control; the caller adds data-action or data-select).
 */
export function cardElement(id, opts = {}) {
  const info = cardInfo(id);
  const size = opts.size || "full";
  const tag = opts.tag || "div";
  if (!info) {
    return h(`${tag}.card.card-${size}.card-unknown`, { "aria-label": `#${id}` }, `#${id}`);
  }
  const colour = info.colour || "brown";
  const help = info.help || info.effect || "";
  const label = `${cardName(id)}, ${t(`web.colour.${colour}`)}. ${help}`;
  const attrs = {
    "aria-label": label, title: help,
    dataset: { card: String(id), kind: info.kind },
    class: `card-${colour}${isRed(info.suit) ? " suit-red" : ""}`,
  };
  if (tag === "div") attrs.role = "img";
  if (tag === "button") attrs.type = "button";
  const big = size !== "mini";
  return h(`${tag}.card.card-${size}`, attrs,
    h("span.card-name", { "aria-hidden": "true", text: info.name || info.kind }),
    art(info),
    big ? h("span.card-effect", { "aria-hidden": "true", text: info.effect || "" }) : null,
    h("span.card-corner", { "aria-hidden": "true", text: `${info.rank}${info.suit}` }),
    big ? h("span.card-colour", { "aria-hidden": "true", text: t(`web.colour.${colour}`) }) : null);
}

/** A card of a kind with no particular copy (the gallery): name, picture, effect. */
export function kindElement(kind, info) {
  const colour = info.colour || "brown";
  return h(`div.card.card-large.card-${colour}`, {
    role: "img", "aria-label": `${info.name}, ${t(`web.colour.${colour}`)}`, dataset: { kind },
  },
  h("span.card-name", { "aria-hidden": "true", text: info.name }),
  art(info),
  h("span.card-effect", { "aria-hidden": "true", text: info.effect || "" }),
  h("span.card-colour", { "aria-hidden": "true", text: t(`web.colour.${colour}`) }));
}

/** A face-down card (deck, others' hands). */
export function cardBack(label, count) {
  return h("div.card.card-back", { role: "img", "aria-label": label, title: label },
    icon("deck", "card-icon"),
    count === undefined ? null : h("span.card-count", { "aria-hidden": "true", text: count }));
}

/** The full text of card ``id`` for the help popover: the card large, its name with
 *  rank and suit, colour, and the rule text. */
export function cardHelp(id) {
  const info = cardInfo(id);
  if (!info) return null;
  const facts = [t(`web.colour.${info.colour || "brown"}`)];
  if (info.range) facts.push(t("web.range", { n: info.range }));
  return {
    title: cardName(id),
    body: [
      h("div.help-card", {}, cardElement(id, { size: "large" })),
      h("p.help-facts", { text: facts.join(" · ") }),
      h("p.help-text", { text: info.help || info.effect || "" }),
    ],
  };
}

/** The deck, the discard pile with its top card and the revealed cards. */
export function cardPiles(view) {
  const deck = h("div.pile.pile-deck", {},
    cardBack(t("web.deck_count", { n: view.deck_count }), view.deck_count),
    h("span.pile-label", { text: t("web.deck") }));
  const top = view.discard_top;
  const discard = h("div.pile.pile-discard", {},
    top === null || top === undefined
      ? h("div.card.card-empty", { role: "img", "aria-label": t("web.discard_empty") })
      : cardElement(top, { size: "full" }),
    h("span.pile-label", { text: t("web.discard_count", { n: view.discard_count }) }));
  const out = [h("div.piles", {}, deck, discard)];
  if (view.revealed && view.revealed.length) {
    out.push(h("div.revealed", { role: "group", "aria-label": t("web.revealed") },
      h("span.pile-label", { text: t("web.revealed") }),
      h("div.revealed-cards", {}, ...view.revealed.map((id) => cardElement(id, { size: "full" })))));
  }
  return out;
}

/**
 * What one logged event of the card game moves, for the animations: a list of
 * {fly: {card|null, from, to}} (places: {seat}, "deck", "discard", "centre"),
 * {hit: seat, amount}, {heal: seat, amount}, {dead: seat}, {turn: seat}.
 */
export function cardMoves(event) {
  if (!event) return [];
  const e = event;
  const seat = e.seat;
  switch (e.kind) {
    case "play": {
      const info = cardInfo(e.card);
      // A green card used (Dodge City) leaves its owner's table for the pile; a blue or
      // green card played goes in front of him; a brown one to the pile.
      if (e.used) return [{ fly: { card: e.card, from: { seat }, to: "discard" } }];
      let to = { seat };
      if (typeof e.target === "number" && e.target >= 0) to = { seat: e.target };
      else if (!info || info.colour === "brown") to = "discard";
      return [{ fly: { card: e.card, from: { seat, hand: true }, to } }];
    }
    case "respond":
      return [{ fly: { card: e.card, from: { seat, hand: true }, to: "discard" } }];
    case "discard":
      return [{ fly: { card: e.card, from: { seat, hand: true }, to: "discard" } }];
    case "discard_from_hand":
    case "discard_from_table":
      return [{ fly: { card: e.card, from: { seat: e.victim }, to: "discard" } }];
    case "discard_all":
      return (e.cards || []).slice(0, 3).map((card) => ({ fly: { card, from: { seat }, to: "discard" } }));
    case "draw": {
      const cards = Array.isArray(e.cards) ? e.cards : null;
      const count = cards ? cards.length : Math.min(e.count || 1, 3);
      const moves = [];
      for (let i = 0; i < Math.min(count, 3); i += 1) {
        moves.push({ fly: { card: cards ? cards[i] : null, from: "deck", to: { seat, hand: true } } });
      }
      return moves;
    }
    case "take_from_hand":
      return (e.cards || [null]).slice(0, 3).map((card) => ({
        fly: { card: typeof card === "number" ? card : null, from: { seat: e.victim }, to: { seat, hand: true } },
      }));
    case "take_from_table":
    case "vulture_sam_takes":
      return [{ fly: { card: typeof e.card === "number" ? e.card : null, from: { seat: e.victim ?? seat }, to: { seat, hand: true } } }];
    case "check":
    case "black_jack_reveals":
      return [{ fly: { card: e.card, from: "deck", to: "discard" } }];
    case "store_pick":
      return [{ fly: { card: e.card, from: "centre", to: { seat, hand: true } } }];
    case "dynamite_passes":
      return [{ fly: { card: e.card, from: { seat }, to: { seat: e.next } } }];
    case "damage":
      return [{ hit: seat, amount: e.amount || 1 }];
    case "heal":
    case "ghost_heals":
      return [{ heal: e.target ?? seat, amount: 1 }];
    case "eliminated":
      return [{ dead: seat }];
    case "turn":
    case "ghost_turn":
      return [{ turn: seat }];
    default:
      return [];
  }
}
