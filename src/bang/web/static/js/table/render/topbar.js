// The top bar: back to the lobby, the game, whose turn it is and what the table waits
// for, the viewer's countdown, the rules in force, and the page's own controls (the
// controller gives them: language, sound, settings, leave, replay controls...).

import { h, icon } from "../../dom.js";
import { has, t, tOr } from "../../i18n.js";
import { eventInfo, eventOfPrompt } from "../../catalog.js";

export function renderStatus(view, model) {
  const status = h("div.status", { role: "status" });
  if (view) {
    if (model.isOver()) {
      status.append(h("strong", { text: t("ui.game_over") }));
    } else {
      const mine = view.turn === model.you;
      status.append(h(`strong.turn-name${mine ? ".mine" : ""}`, {
        text: mine ? t("web.your_turn") : t("web.turn_of", { name: model.nameOf(view.turn) }),
      }));
      const pending = view.pending;
      if (pending) {
        const phase = phaseWords(pending.kind);
        const who = pending.seat === model.you ? t("web.you_cap") : model.nameOf(pending.seat);
        status.append(h("span.phase", { text: t("web.waiting_for", { name: who, phase }) }));
      }
    }
  } else if (model.match) {
    status.append(h("strong", { text: t(`web.status.${model.match.status}`) }));
  }
  return status;
}

/** What a player is doing, in words: the prompt's own phrase, or for an event card's
 *  prompt (The Daltons' discard) the card's name, so a new event needs no phrase. */
export function phaseWords(kind) {
  if (has(`web.phase.${kind}`)) return t(`web.phase.${kind}`);
  const event = eventInfo(eventOfPrompt(kind));
  if (event) return t("web.phase.event", { event: event.name });
  return tOr(`web.phase.${kind}`, "web.phase.other");
}

/** The rules in force, one short chip each ("Dead Reckonin'", "Timer: 60 s"). */
export function renderRules(model) {
  const rules = model.optionsInForce();
  if (!rules.length) return null;
  return h("ul.rules-in-force", { "aria-label": t("web.rules_in_force") },
    ...rules.map((r) => h("li", { dataset: { option: r.name }, title: t("web.rule_value", { label: r.label, value: r.value }) },
      h("span.rule-label", { text: r.label }), h("span.rule-value", { text: r.value }))));
}

export function renderTopbar(view, model, ui) {
  const game = model.game;
  const lobby = h("a.lobby-link", { href: "/#/", text: `← ${t("web.lobby")}` });
  const title = h("span.game-title", {}, icon(game === "dice" ? "dice" : "cards"),
    h("span", { text: t(`web.game.${game}`) }));
  // On a phone the hourglass says "left": the countdown shows only its seconds there, so
  // the controls keep to one row in every language (the words stay in its label).
  const timer = h("span.timer", { hidden: true, role: "timer" }, icon("timer"),
    h("span.timer-words"), h("span.timer-short", { "aria-hidden": "true" }));
  const extras = ui.topbarExtras ? ui.topbarExtras() : [];
  return h("header.topbar", {}, lobby, title, renderStatus(view, model), timer, ...extras.filter(Boolean));
}
