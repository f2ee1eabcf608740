// The viewer's own place: his panel and, in the card game, his hand.  A card that is a
// move by itself is the control (data-action); one that needs a target is chosen first
// (data-select) and its targets light up on the seats and in the bottom strip.

import { h } from "../../dom.js";
import { renderMessage, t } from "../../i18n.js";
import { cardElement } from "../../games/cards.js";
import { onTable } from "../../actions.js";
import { seatPanel } from "./seat.js";
import { seatContext } from "./seats.js";

export function handElement(hand, model, ui, placed) {
  const cards = hand.map((id) => {
    const options = placed.byCard.get(id);
    if (!options) return cardElement(id, { size: "full" });
    if (options.length === 1 && options[0].parsed.target < 0) {
      const button = cardElement(id, { size: "full", tag: "button" });
      button.dataset.action = options[0].action;
      button.classList.add("playable");
      button.setAttribute("aria-label", `${renderMessage(options[0].label)}. ${button.getAttribute("aria-label")}`);
      button.addEventListener("click", () => ui.act(options[0]));
      return button;
    }
    const button = cardElement(id, { size: "full", tag: "button" });
    button.classList.add("playable", "selectable");
    button.dataset.select = String(id);
    button.setAttribute("aria-pressed", String(model.selected === id));
    if (model.selected === id) button.classList.add("selected");
    button.addEventListener("click", () => ui.select(id));
    return button;
  });
  const decision = model.tableDecision();
  // While you decide on the table, the cards you cannot use now are dimmed.
  return h(`div.hand${decision && onTable(model.game, decision.kind) ? ".has-moves" : ""}`,
    { role: "group", "aria-label": model.live ? t("ui.your_hand") : t("web.hand_of", { name: model.nameOf(model.seat) }),
      dataset: { seat: String(model.seat) } }, ...cards);
}

export function renderMe(view, model, ui, placed) {
  const box = h("section.me", { "aria-label": t("web.your_place") });
  if (model.seat === null || model.seat === undefined) {
    box.append(h("p.spectator-note", { text: t(model.live ? "ui.spectator" : "web.replay.everyone_view") }));
    return box;
  }
  const p = view.players[model.seat];
  box.append(seatPanel(p, seatContext(p, placed, model, ui)));
  if (model.game !== "cards") return box;
  const hand = view.hand || [];
  box.append(h("div.hand-area", {},
    h("h2.hand-title", { text: `${model.live ? t("ui.your_hand") : t("web.hand_of", { name: model.nameOf(model.seat) })} (${hand.length})` }),
    handElement(hand, model, ui, placed)));
  return box;
}
