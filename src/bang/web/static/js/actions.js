// The action notation ("play c36 t1") read back into fields, and the rules that decide
// how a decision is offered: on the table (hand cards, dice, seats) or in a dialog.

/** "play c36 t1 x2" -> {kind: "play", card: 36, target: 1, arg: 2, text}. */
export function parseAction(text) {
  const [kind, ...rest] = text.trim().split(/\s+/);
  const out = { kind, card: -1, target: -1, arg: -1, text };
  for (const token of rest) {
    const value = Number.parseInt(token.slice(1), 10);
    if (token[0] === "c") out.card = value;
    else if (token[0] === "t") out.target = value;
    else if (token[0] === "x") out.arg = value;
  }
  return out;
}

/** Decisions answered on the table itself; every other one opens a dialog. */
const ON_TABLE = {
  cards: new Set(["play", "discard"]),
  // The expansions' choices of a player are made on his seat too: a duel's challenge,
  // Elena Fuente's arrows, the arrow a Broken Arrow returns, Sam the Healer's life.
  dice: new Set(["roll", "shoot", "beer", "sid_ketchum", "kit_carlson", "challenge",
    "elena_fuente", "broken_arrow", "sam_the_healer"]),
};

export function onTable(game, kind) { return ON_TABLE[game]?.has(kind) ?? false; }

/** Whether a card-game option pays a cost: a card played with a second card of the hand
 *  discarded for it ("play c36 t1 x12": Dodge City's "discard another card"). */
export function paysCost(parsed, inHand) {
  return parsed.kind === "play" && parsed.arg >= 0 && inHand.has(parsed.arg);
}

/** Moves that discard two hand cards at a player (Dodge City's Doc Holyday, A Fistful
 *  of Cards' Sniper): offered as one panel button, then the target, then the two cards,
 *  on the table. */
export const PAIR_KINDS = new Set(["doc", "sniper"]);
/** The catalogue key of the name each of ``PAIR_KINDS``' words give (the character whose
 *  ability it is, or the event card that allows it). */
export const PAIR_NAME = { doc: "character.doc_holyday", sniper: "event_card.sniper" };

/**
 * Split a decision's options between the places that offer them.
 * Returns {byCard: Map(card -> [options]), bySeat: Map(seat -> option), panel: [options],
 * pairs: Map(kind -> [options])}.
 *  - card game: an option naming a card of the hand or of the viewer's own cards in play
 *    (a green card used from the table), with no extra number or with the hand card it
 *    costs, belongs to that card; the card is then either the control itself (one
 *    option, no target, no cost) or is chosen first, then its target, then its cost;
 *  - dice game: an option naming only a seat belongs to that seat;
 *  - everything else goes to the panel as a labelled button.
 */
export function placeOptions(game, options, hand, table) {
  const byCard = new Map();
  const bySeat = new Map();
  const panel = [];
  const inHand = new Set(hand || []);
  const mine = new Set([...(hand || []), ...(table || [])]);
  const pairs = new Map();
  for (const option of options) {
    const a = parseAction(option.action);
    if (game === "cards" && PAIR_KINDS.has(a.kind) && inHand.has(a.card) && inHand.has(a.arg)) {
      if (!pairs.has(a.kind)) pairs.set(a.kind, []);
      pairs.get(a.kind).push({ ...option, parsed: a });
    } else if (game === "cards" && a.card >= 0 && mine.has(a.card)
        && (a.arg < 0 || paysCost(a, inHand))) {
      if (!byCard.has(a.card)) byCard.set(a.card, []);
      byCard.get(a.card).push({ ...option, parsed: a });
    } else if (game === "dice" && a.target >= 0 && a.arg < 0 && !bySeat.has(a.target)) {
      bySeat.set(a.target, { ...option, parsed: a });
    } else {
      panel.push({ ...option, parsed: a });
    }
  }
  return { byCard, bySeat, panel, pairs };
}

/** Roles on the same side: shooting one of them is legal, and a mistake worth a question. */
function sameSide(mine, theirs) {
  if (!mine || !theirs) return false;
  const law = new Set(["sheriff", "deputy"]);
  if (law.has(mine) && law.has(theirs)) return true;
  return mine === "outlaw" && theirs === "outlaw";
}

/**
 * Why an action deserves a confirmation, or null: hurting a player whose known role is on
 * your side (a Deputy shooting the Sheriff, the Sheriff jailing a revealed Deputy...), or
 * giving up while another answer would save you.  ``hostileCard(id)``: whether playing
 * card ``id`` on a player harms him (the catalogue says, per kind).
 */
export function regretReason(parsed, view, hostileCard, options) {
  const me = view.seat;
  if (me === null || me === undefined) return null;
  if (parsed.kind === "die" && options.length > 1) return { key: "web.confirm.give_up" };
  const target = parsed.target;
  if (target < 0 || target === me) return null;
  const hostile = parsed.kind === "shoot" || parsed.kind === "doc"
    || ((parsed.kind === "play" || parsed.kind === "use") && hostileCard(parsed.card));
  if (!hostile) return null;
  const role = view.players[target]?.role;
  if (sameSide(view.role, role)) return { key: "web.confirm.same_side", role, target };
  return null;
}
