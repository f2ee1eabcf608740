// What the dialogs say: an out-of-turn (or any off-table) decision with who did what to
// the viewer, the card and one button per answer; the end of the game with every role,
// the winners and what comes next (rematch, replay, record); a confirmation.  Each is
// {kind, title, body, buttons}; the board shows it.

import { h, icon } from "../../dom.js";
import { characterName, has, joinList, renderMessage, roleName, t } from "../../i18n.js";
import { cardElement, eventElement } from "../../games/cards.js";
import { cardInfo, eventInfo, eventOfPrompt } from "../../catalog.js";
import { optionButton, timerElement } from "./panel.js";

export function decisionDialog(view, model, ui) {
  const decision = model.decision;
  const outOfTurn = view.turn !== model.seat;
  const event = eventOfPrompt(decision.kind);
  const why = outOfTurn && event && !has(`why.${decision.kind}`)
    ? t("why.event", { event: eventInfo(event)?.name || event })
    : t(has(`why.${decision.kind}`) ? `why.${decision.kind}` : outOfTurn ? "why.other" : "ui.decision");
  const title = outOfTurn ? why : t("ui.decision");
  const context = (view.pending && view.pending.context) || {};
  const body = [h("p.dialog-prompt", { text: renderMessage(decision.prompt) })];
  if (typeof context.card === "number" && cardInfo(context.card)) {
    body.push(h("div.dialog-card", {}, cardElement(context.card, { size: "full" })));
  }
  // A decision an event card brings (The Daltons, Handcuffs...): the card, explained.
  if (event) body.push(h("div.dialog-card", {}, eventElement(event, { size: "large", control: true })));
  body.push(h("p.timer-line", {}, timerElement()));
  const options = decision.options.map((o) => optionButton(o, ui, model.game));
  const look = h("button.look", { type: "button", onclick: () => ui.hideDecision() }, t("web.look_at_table"));
  const chat = h("button.open-chat", {
    type: "button", dataset: { chat: "open" }, onclick: () => ui.openChat(),
  }, t("web.chat"));
  return {
    kind: "decision", title,
    body: [...body, h("div.options.dialog-options", {}, ...options)],
    buttons: [chat, look],
  };
}

export function endDialog(view, model, ui) {
  const winners = model.over ? model.over.winners : (view.winners || []);
  const roles = model.over ? model.over.roles : view.players.map((p) => p.role);
  const you = model.you;
  const won = you !== null && winners.includes(you);
  // Undead or Alive (G10.4): after an outbreak a side wins, not the roles.
  const undead = view.modules && view.modules.uoa_undead;
  const side = undead && undead.side ? h("p.end-side", { dataset: { side: undead.side },
    text: t(`ui.zombies.won_${undead.side}`) }) : null;
  const rows = view.players.map((p, i) => h(`li${winners.includes(i) ? ".winner" : ""}`, {},
    winners.includes(i) ? icon("trophy") : icon(p.alive ? "cards" : "dead"),
    h("span.end-name", { text: model.nameOf(i) }),
    h("span.end-role", { text: roleName(roles[i]) }),
    undead && undead.outbreak && undead.master === i ? h("span.end-side", { text: t("ui.zombie_master") }) : null,
    h("span.end-char", { text: t("web.end_character", { name: characterName(p.character) }) })));
  let title = t(won ? "web.you_won" : "web.you_lost");
  if (you === null) title = t("ui.game_over");
  if (!winners.length) title = t("web.no_winner");
  // With no winner, say why (the round limit) rather than "winners: nobody".
  const why = winners.length ? null
    : [...model.log].reverse().find((e) => e.message && e.message.key === "event.round_limit");
  const line = why ? renderMessage(why.message)
    : t("ui.winners", { names: winners.length ? joinList(winners.map((s) => model.nameOf(s))) : t("ui.nobody") });
  // Dead Man's Hand: the dead's own contest has its winners too (the log's showdown).
  const showdown = [...model.log].reverse().find((e) => e.message
    && (e.message.key === "event.dmh_showdown" || e.message.key === "event.dmh_showdown_empty"));
  return {
    kind: "over", title,
    body: [h("p.end-why", { text: line }), side,
      showdown ? h("p.end-showdown", { text: renderMessage(showdown.message) }) : null,
      h("ol.end-roles", {}, ...rows)].filter(Boolean),
    buttons: ui.endButtons(),
  };
}

export function confirmDialog({ title, text, detail, yes, no, yesKey = "yes", onYes, onNo }) {
  return {
    kind: "confirm", title,
    body: [h("p", { text }), detail ? h("p.option-label", { text: detail }) : null].filter(Boolean),
    buttons: [
      h("button.primary", { type: "button", dataset: { confirm: yesKey }, onclick: onYes }, yes),
      h("button", { type: "button", dataset: { confirm: "no" }, onclick: onNo }, no),
    ],
  };
}
