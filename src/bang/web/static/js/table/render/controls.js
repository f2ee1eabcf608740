// The controls a card of the viewer's own becomes when it can be used now: in his hand,
// or in play in front of him (Dodge City's green cards are used from the table).

import { cardElement } from "../../games/cards.js";
import { cardName, renderMessage, t } from "../../i18n.js";

/** A card that pays for the chosen one (Dodge City's "discard another card"): the last
 *  step of playing it. */
export function costButton(id, option, ui) {
  const button = cardElement(id, { size: "full", tag: "button" });
  button.dataset.action = option.action;
  button.dataset.cost = String(id);
  button.classList.add("playable", "cost-choice");
  const what = option.step === "mode_first" || !option.parsed || option.parsed.kind !== "play"
    ? t("web.discard_this", { card: cardName(id) }) : t("web.pay_with", { card: cardName(id) });
  button.setAttribute("aria-label", option.step === "mode_first" ? what : `${what}. ${renderMessage(option.label)}`);
  button.addEventListener("click", () => ui.act(option));
  return button;
}

/** A card of the viewer's (in hand, or a green card in play) as its control: the move
 *  itself when it is one option with no target and no cost, else chosen first. */
export function cardControl(id, options, model, ui, size = "full") {
  if (options.length === 1 && options[0].parsed.target < 0 && options[0].parsed.arg < 0) {
    const button = cardElement(id, { size, tag: "button" });
    button.dataset.action = options[0].action;
    button.classList.add("playable");
    button.setAttribute("aria-label", `${renderMessage(options[0].label)}. ${button.getAttribute("aria-label")}`);
    button.addEventListener("click", () => ui.act(options[0]));
    return button;
  }
  const button = cardElement(id, { size, tag: "button" });
  button.classList.add("playable", "selectable");
  button.dataset.select = String(id);
  button.setAttribute("aria-pressed", String(model.selected === id));
  if (model.selected === id) button.classList.add("selected");
  button.addEventListener("click", () => ui.select(id));
  return button;
}

