// The bottom panel, which sticks to the bottom of the screen while the viewer decides:
// the goal, the prompt and its countdown, the target strip of a chosen card, the moves
// that are buttons (end the turn, draw choices...), the notice of a forced answer played
// for him, what the table waits for (and until when) otherwise, and the skip button
// while moves are still being shown.

import { h, icon } from "../../dom.js";
import { cardName, renderMessage, t } from "../../i18n.js";
import { cardElement } from "../../games/cards.js";
import { cardInfo } from "../../catalog.js";
import { PAIR_NAME, onTable, parseAction } from "../../actions.js";
import { targetStrip } from "./seats.js";
import { renderFeed } from "./centre.js";
import { secondsUntil } from "./seat.js";

/** One answer's button; in the card game with the card it plays.  The dice game has no
 *  cards: its ``c`` field is a die (a shot, a Beer, a challenge, a changed face). */
export function optionButton(option, ui, game = "cards") {
  const parsed = option.parsed || parseAction(option.action);
  const label = renderMessage(option.label);
  const picture = game !== "dice" && parsed.card >= 0 && cardInfo(parsed.card)
    && parsed.kind !== "shoot" && parsed.kind !== "beer" ? cardElement(parsed.card, { size: "mini" }) : null;
  return h(`button.option${parsed.kind === "end" ? ".end" : ""}`, {
    type: "button", dataset: { action: option.action }, "aria-label": label,
    onclick: () => ui.act({ ...option, parsed }),
  }, picture, h("span", { text: label }));
}

export function timerElement() {
  return h("span.timer", { hidden: true }, icon("timer"), h("span"));
}

function skipButton(model, ui) {
  if (!model.queued || !ui.skip) return null;
  return h("button.skip", { type: "button", dataset: { skip: "moves" }, onclick: () => ui.skip() },
    t("web.skip", { n: model.queued }));
}

export function renderPanel(view, model, ui, placed) {
  const box = h("section.panel", { "aria-live": "polite" });
  const decision = model.decision;
  const state = model.state;
  if (ui.panelTop) {
    box.classList.add("replay-panel");
    box.append(...ui.panelTop());
  }
  if (state.goal) box.append(h("p.goal", { text: renderMessage(state.goal) }));
  const caption = ui.caption ? ui.caption() : null;
  if (caption) box.append(h("p.replay-deed", { dataset: { replay: "deed" }, text: caption }));
  const skip = skipButton(model, ui);
  if (model.isOver() && model.endHidden) {
    box.append(h("button.primary", {
      type: "button", dataset: { reopen: "end" }, onclick: () => ui.showEnd(),
    }, t("web.show_result")));
    return box;
  }
  if (model.forced) {
    box.classList.add("forced");
    box.append(h("p.forced-notice", { role: "status" }, icon("timer"),
      h("span", { text: t("web.forced", { answer: renderMessage(model.forced.label) }) })));
    if (skip) box.append(skip);
    box.append(renderFeed(model, ui));
    return box;
  }
  if (!decision || !onTable(model.game, decision.kind)) {
    if (decision && model.dialogHidden) {
      box.append(h("p.prompt", { text: renderMessage(decision.prompt) }),
        h("button.primary", { type: "button", dataset: { reopen: "decision" },
          onclick: () => ui.reopenDecision() }, t("web.answer")));
    } else if (!decision && !model.isOver() && view.pending && model.live) {
      const seat = view.pending.seat;
      const wait = h("p.wait", {}, h("span", {
        text: seat === model.you ? t("web.wait_bot") : t("web.wait_for", { name: model.nameOf(seat) }),
      }));
      const deadline = model.pendingDeadline ? model.pendingDeadline() : null;
      if (deadline) {
        wait.append(h("span.wait-timer", { role: "timer" }, icon("timer"), h("span", {
          dataset: { deadline: String(deadline), words: "web.seconds_left" },
          text: t("web.seconds_left", { n: secondsUntil(deadline) }),
        })));
      }
      box.append(wait);
    }
    if (skip) box.append(skip);
    box.append(renderFeed(model, ui));
    return box;
  }
  box.classList.add("mine");
  const strip = targetStrip(view, model, ui, placed);
  if (model.selected !== null || model.mode !== null) {
    // Choosing a target or a card: the strip and a way back, and nothing else to push it
    // away.
    box.classList.add("choosing");
    box.querySelector(".goal")?.remove();
    let hint;
    if (model.mode !== null) {
      const step = placed.bySeat.size ? "target" : model.mode.first === null ? "first" : "second";
      const name = t(PAIR_NAME[model.mode.kind]);
      hint = t(`web.pair.${model.mode.kind}.${step}`, { character: name, name });
    } else {
      hint = t(placed.costs && placed.costs.size ? "web.choose_cost" : "web.choose_target",
        { card: cardName(model.selected) });
    }
    box.append(h("p.hint.choose", {},
      h("span", { text: hint }), timerElement(),
      h("button", { type: "button", dataset: { cancel: "selection" },
        onclick: () => ui.cancelSelection() }, t("web.cancel"))));
    if (strip) box.append(strip);
    return box;
  }
  box.append(h("p.prompt", {}, h("strong", { text: renderMessage(decision.prompt) }), timerElement()));
  {
    if (model.game === "cards" && placed.byCard.size) {
      box.append(h("p.hint", { text: t(decision.kind === "discard" ? "web.discard_hint" : "web.play_hint") }));
    }
    if (strip) box.append(strip);
  }
  const buttons = placed.panel.map((option) => optionButton(option, ui, model.game));
  if (buttons.length) box.append(h("div.options", {}, ...buttons));
  if (skip) box.append(skip);
  return box;
}
