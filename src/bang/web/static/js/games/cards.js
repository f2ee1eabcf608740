// The card game's widgets: a card drawn in CSS (name on top, the kind's pictogram, a
// short effect line, rank and suit in a corner, hearts and diamonds red, the border by
// colour plus the word for it, so colour is never the only cue), a face-down card, the
// piles, and what each logged event of the card game moves on the table.  Everything
// about a card comes from the catalogue (catalog.js).

import { cardInfo, eventInfo } from "../catalog.js";
import { h, icon } from "../dom.js";
import { cardName, characterName, t } from "../i18n.js";

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

/**
 * An event card (High Noon, A Fistful of Cards: rules/high-noon-fistful.md Part F): its
 * deck's word and colour, the name, the full effect text and "final card" on the deck's
 * last card.  ``opts.size``: "large" (in force, the help, the gallery) or "mini" (the
 * next card: its name).  ``opts.control``: focusable, opening the full text (the table).
 * ``opts.text`` false: no effect text on the card (the help prints it beside).
 */
export function eventElement(key, opts = {}) {
  const info = eventInfo(key);
  const size = opts.size || "large";
  const name = info ? info.name : key;
  const help = info ? info.help : "";
  const deck = info ? info.deck : "high_noon";
  const attrs = {
    dataset: { event: key, deck },
    "aria-label": opts.label || `${name}. ${help}`,
    title: help,
  };
  if (opts.control) Object.assign(attrs, { role: "button", tabindex: "0" });
  else attrs.role = "img";
  if (size === "mini") {
    return h(`div.event-card.event-mini.deck-${deck}`, attrs,
      h("span.event-name", { "aria-hidden": "true", text: name }));
  }
  return h(`div.event-card.event-large.deck-${deck}${info && info.final ? ".event-final" : ""}`, attrs,
    h("span.event-deck", { "aria-hidden": "true" },
      h("span", { text: t(`web.box.${deck}`) }),
      info && info.final ? h("span.event-badge", { text: t("web.event.final") }) : null),
    h("span.event-name", { "aria-hidden": "true", text: name }),
    opts.text === false ? null : h("span.event-text", { "aria-hidden": "true", text: help }),
    h("span.event-word", { "aria-hidden": "true", text: t("web.event.word") }));
}

/** The facts under an event card's name: its deck, final, extra, revival. */
export function eventFacts(info) {
  const facts = [t(`web.box.${info.deck}`)];
  if (info.final) facts.push(t("web.event.final"));
  if (info.extra) facts.push(t("web.event.extra"));
  if (info.revival) facts.push(t("web.event.revival"));
  return facts;
}

/** The full text of event card ``key`` for the help popover. */
export function eventHelp(key) {
  const info = eventInfo(key);
  if (!info) return null;
  return {
    title: info.name,
    body: [
      h("div.help-card", {}, eventElement(key, { size: "large", text: false })),
      h("p.help-facts", { text: eventFacts(info).join(" · ") }),
      h("p.help-text", { text: info.help }),
    ],
  };
}

/**
 * The event deck as everyone sees it (F3.1 step 3, F3.2): the card in force, big and
 * explained (tap or Enter for the whole text), the round, the next card and how many
 * are left; and the viewer's own face-down spare character under New Identity.
 */
export function eventArea(event) {
  const inForce = event.in_force;
  const round = typeof event.round === "number" && event.round > 0
    ? h("span.event-round", { text: t("web.event.round", { n: event.round }) }) : null;
  const head = h("div.event-head", {},
    h("span.pile-label", { text: t("web.event.in_force") }), round);
  let card;
  if (inForce) {
    const info = eventInfo(inForce);
    card = eventElement(inForce, {
      control: true,
      label: t("web.event.aria", { name: info ? info.name : inForce, text: info ? info.help : "" }),
    });
  } else {
    card = h("div.event-card.event-large.event-empty", { role: "note" },
      h("span.event-text", { text: t("web.event.none_yet") }));
  }
  const next = event.next;
  let below;
  if (next) {
    const info = eventInfo(next);
    const label = t("web.event.next_aria", { name: info ? info.name : next, n: event.deck_count });
    below = h("div.event-next", {},
      h("span.event-next-word", { "aria-hidden": "true", text: t("web.event.next") }),
      eventElement(next, { size: "mini", control: true, label }),
      h("span.event-left", { "aria-hidden": "true", text: t("web.event.left", { n: event.deck_count }) }));
  } else {
    below = h("div.event-next.event-no-next", { text: t("web.event.no_next") });
  }
  const parts = [head, card, below];
  if (event.spare) {
    parts.push(h("p.event-spare", { dataset: { spare: event.spare } },
      t("web.event.spare", { name: characterName(event.spare) })));
  }
  return h("section.event-area", { "aria-label": t("web.event.in_force"), dataset: { inForce: inForce || "" } }, ...parts);
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
  if (view.event) out.push(eventArea(view.event));
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
