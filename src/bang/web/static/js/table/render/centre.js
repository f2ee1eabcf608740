// The centre of the table: the piles and revealed cards (card game) or the dice (dice
// game), and the feed of the last turn: every line since it began (and the turn before
// when this one has just started), so a phone shows the whole last turn in one place.

import { h } from "../../dom.js";
import { renderMessage, t } from "../../i18n.js";
import { cardPiles } from "../../games/cards.js";
import { diceArea } from "../../games/dice.js";

const FEED_LIMIT = 40;

function isTurnStart(entry) {
  const kind = entry && entry.event ? entry.event.kind : null;
  return kind === "turn" || kind === "ghost_turn";
}

/** The log entries of the last turn: from the latest turn start, or from the one before
 *  it when the latest turn has fewer than three lines yet. */
export function lastTurn(log) {
  let start = -1;
  for (let i = log.length - 1; i >= 0; i -= 1) {
    if (isTurnStart(log[i])) { start = i; break; }
  }
  if (start > 0 && log.length - start < 4) {
    for (let i = start - 1; i >= 0; i -= 1) {
      if (isTurnStart(log[i])) { start = i; break; }
    }
  }
  const from = Math.max(start < 0 ? 0 : start, log.length - FEED_LIMIT);
  return log.slice(from);
}

export function renderFeed(model, ui) {
  const entries = lastTurn(model.log);
  const open = ui.feedOpen ? ui.feedOpen() : true;
  const items = entries.map((entry, i) => h(
    `li${isTurnStart(entry) ? ".feed-turn" : ""}${i === entries.length - 1 ? ".newest" : ""}`,
    { text: renderMessage(entry.message) }));
  const list = h("ol.feed-list", {}, ...items);
  const toggle = ui.toggleFeed ? h("button.feed-toggle", {
    type: "button", "aria-expanded": String(open), dataset: { feed: "toggle" },
    onclick: () => ui.toggleFeed(),
  }, t(open ? "web.feed_less" : "web.feed_more")) : null;
  return h(`div.turn-feed${open ? ".open" : ".closed"}${entries.length ? "" : ".empty"}`, { "aria-hidden": "true" },
    h("div.feed-head", {}, h("span.last-label", { text: t("web.last_turn") }), toggle), list);
}

export function renderCentre(view, model, ui) {
  const box = h("section.centre", { "aria-label": t("web.table_centre") });
  if (model.game === "cards") {
    box.append(...cardPiles(view));
  } else {
    box.append(diceArea(view, {
      decision: model.tableDecision(), mask: model.diceMask,
      onToggle: (i) => ui.toggleDie(i), onAct: (o) => ui.act(o), nameOf: (s) => model.nameOf(s),
    }));
  }
  box.append(renderFeed(model, ui));
  return box;
}

/** Scroll a feed list to its newest line (after it is in the page). */
export function scrollFeeds(root) {
  for (const list of root.querySelectorAll(".feed-list")) list.scrollTop = list.scrollHeight;
}
