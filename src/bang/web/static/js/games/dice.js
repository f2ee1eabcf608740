// The dice game's widgets: the five dice (faces, locked Dynamite, the die being
// resolved, the re-roll choice), the arrows in the centre, and what each logged event of
// the dice game moves on the table.  Face names and texts come from the catalogue.

import { faceInfo } from "../catalog.js";
import { h, icon } from "../dom.js";
import { renderMessage, t } from "../i18n.js";
import { parseAction } from "../actions.js";

function faceName(face) {
  const info = face ? faceInfo(face) : null;
  return info && info.name ? info.name : face ? t(`face.${face}`) : t("ui.not_rolled");
}

/** One die: a button while it may be chosen for the re-roll, else a picture. */
function die(face, i, { movable, chosen, resolving, onToggle }) {
  const locked = face === "dynamite" && !movable;
  const name = faceName(face);
  const label = `${name}${locked ? `, ${t("web.locked")}` : ""}`;
  const inner = [
    face ? icon(`face-${face}`, "die-icon") : h("span.die-icon", { text: "?" }),
    face === "one" || face === "two"
      ? h("span.die-number", { "aria-hidden": "true", text: face === "one" ? "1" : "2" }) : null,
    h("span.die-face", { "aria-hidden": "true", text: name }),
    locked ? icon("lock", "die-lock") : null,
  ];
  if (onToggle && movable) {
    return h(`button.die.face-${face}${chosen ? ".chosen" : ""}`, {
      type: "button", "aria-pressed": String(chosen), "aria-label": label,
      dataset: { die: String(i) }, onclick: () => onToggle(i),
    }, ...inner);
  }
  return h(`div.die.face-${face || "none"}${locked ? ".locked" : ""}${resolving ? ".resolving" : ""}`,
    { role: "img", "aria-label": label, dataset: { die: String(i) } }, ...inner);
}

/**
 * The dice area.  ``decision``: the viewer's decision (for the re-roll controls) or
 * null; ``mask``: the dice chosen for the re-roll; ``onToggle(i)`` and ``onAct(option)``.
 */
export function diceArea(view, { decision, mask, onToggle, onAct }) {
  const rolling = decision && decision.kind === "roll";
  const rerolls = rolling ? decision.options.filter((o) => o.action.startsWith("reroll")) : [];
  let movable = 0;
  for (const o of rerolls) movable |= parseAction(o.action).arg;
  // The die a shoot/beer decision is about (anyone's, so everyone sees what is resolved).
  const resolving = view.pending && view.pending.context ? view.pending.context.die : undefined;
  const dice = view.dice.map((face, i) => die(face, i, {
    movable: Boolean(movable & (1 << i)) || (!rolling && face !== "dynamite"),
    chosen: Boolean(mask & (1 << i)), resolving: resolving === i,
    onToggle: rolling ? onToggle : null,
  }));
  const rollsLeft = h("span.rolls-left", { text: t("ui.rolls_left", { count: view.rolls_left }) });
  const centre = h("span.arrow-pile", {}, icon("arrows"),
    h("span", { text: t("ui.arrows_centre", { count: view.arrows_centre }) }));
  const wrap = h("div.dice-area", {},
    h("div.dice", { role: "group", "aria-label": t("ui.dice") }, ...dice),
    h("div.dice-facts", {}, rollsLeft, centre));
  if (rolling && onAct) {
    const option = rerolls.find((o) => parseAction(o.action).arg === mask);
    wrap.append(h("div.dice-controls", {},
      h("p.hint", { text: t("web.dice_hint") }),
      h("button.primary.reroll", {
        type: "button", disabled: !option,
        dataset: option ? { action: option.action } : {},
        onclick: () => option && onAct({ ...option, parsed: parseAction(option.action) }),
      }, icon("dice"), h("span", { text: option ? renderMessage(option.label) : t("web.reroll_pick") }))));
  }
  return wrap;
}

/** The full text of a die face for the help popover. */
export function faceHelp(face) {
  const info = faceInfo(face);
  if (!info) return null;
  return {
    title: info.name,
    body: [h("div.help-card", {}, die(face, 0, { movable: true })), h("p.help-text", { text: info.help })],
  };
}

/**
 * What one logged event of the dice game moves (see cardMoves): {roll: mask},
 * {shot: {from, to}}, {beer: {from, to}}, {arrow: seat}, {hit}, {heal}, {dead}, {turn}.
 */
export function diceMoves(event) {
  if (!event) return [];
  const d = event.data || event;
  switch (event.kind) {
    case "roll":
      return [{ roll: d.mask === undefined ? 31 : d.mask }];
    case "shoot":
      return [{ shot: { from: d.seat, to: d.target } }];
    case "beer":
      return [{ beer: { from: d.seat, to: d.target } }, { heal: d.target, amount: d.gained || 1 }];
    case "arrow":
      return typeof d.seat === "number" ? [{ arrow: d.seat }] : [];
    case "sid_ketchum":
      return [{ heal: d.target, amount: d.gained || 1 }];
    case "damage":
    case "indians": {
      const losses = d.lost || d.losses || [];
      return losses.map((n, seat) => (n > 0 ? { hit: seat, amount: n } : null)).filter(Boolean);
    }
    case "dynamite":
      return [{ hit: d.seat, amount: 1 }];
    case "eliminated":
      return [{ dead: d.seat }];
    case "turn":
      return [{ turn: d.seat }];
    default:
      return [];
  }
}
