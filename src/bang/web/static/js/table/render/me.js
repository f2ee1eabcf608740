// The viewer's own place: his panel and, in the card game, his hand.  A card that is a
// move by itself is the control (data-action); one that needs a target is chosen first
// (data-select) and its targets light up on the seats and in the bottom strip; one that
// costs another card (Dodge City's "+1") then lights the hand cards that may pay for it.

import { h } from "../../dom.js";
import { t } from "../../i18n.js";
import { cardElement } from "../../games/cards.js";
import { onTable } from "../../actions.js";
import { cardControl, costButton } from "./controls.js";
import { seatPanel } from "./seat.js";
import { seatContext } from "./seats.js";

export function handElement(hand, model, ui, placed) {
  const costs = placed.costs || new Map();
  const cards = hand.map((id) => {
    if (costs.size && id !== model.selected) {
      const option = costs.get(id);
      if (option) return costButton(id, option, ui);
      const card = cardElement(id, { size: "full" });
      if (model.mode && model.mode.first === id) card.classList.add("chosen-first");
      return card;
    }
    const options = placed.byCard.get(id);
    if (!options) return cardElement(id, { size: "full" });
    return cardControl(id, options, model, ui);
  });
  const decision = model.tableDecision();
  // While you decide on the table, the cards you cannot use now are dimmed.
  return h(`div.hand${decision && onTable(model.game, decision.kind) ? ".has-moves" : ""}${costs.size ? ".paying" : ""}`,
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
