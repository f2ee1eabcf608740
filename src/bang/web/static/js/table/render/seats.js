// The other players' panels, in seat order from the viewer, and the target strip: the
// legal targets of the chosen card (or of the dice game's shot or beer) as buttons in
// the bottom panel, where the thumb is, whatever part of the table is on screen.

import { cardInfo, targetInfo } from "../../catalog.js";
import { h, icon } from "../../dom.js";
import { renderMessage, t } from "../../i18n.js";
import { isHelpful, seatPanel } from "./seat.js";

/** The word on a target's button: what the chosen move does to him ("Shoot", "Jail"). */
export function shortTargetText(option) {
  const { kind, card } = option.parsed;
  if ((kind === "play" || kind === "use") && card >= 0) {
    const info = cardInfo(card);
    if (info && info.target) return info.target;
    return t("web.target.play");
  }
  const info = targetInfo(kind);
  return info && info.word ? info.word : t("web.target.other");
}

export function seatContext(p, placed, model, ui) {
  const view = model.view;
  const option = placed.bySeat.get(p.seat) || null;
  let target = null;
  if (option) {
    target = { ...option, labelText: renderMessage(option.label), shortText: shortTargetText(option) };
  }
  const pending = view.pending;
  const waiting = Boolean(pending && pending.seat === p.seat && !model.isOver());
  return {
    game: model.game, view, me: model.you, name: model.nameOf(p.seat),
    connected: model.connectedOf(p.seat), replaced: model.replacedOf(p.seat),
    takeover: model.isOver() ? null : model.takeoverOf(p.seat),
    botFrom: p.alive !== false || p.ghost ? model.botFromOf(p.seat) : null,
    waiting, target, onTarget: (o) => ui.act(o), nameOf: (s) => model.nameOf(s),
    ghostVariant: view.config ? view.config.ghost_variant : (model.match?.options?.ghost_variant || null),
    onBot: ui.botNow && model.live ? (s) => ui.botNow(s) : null,
    onResume: ui.resume && p.seat === model.seat && model.replacedOf(p.seat) ? () => ui.resume() : null,
    hand: model.hands ? model.hands[p.seat] : null,
    usable: p.seat === model.seat && model.live ? placed.byCard : null, model, ui,
    // The host's chat switch on a person's seat (bots never chat).
    onMute: ui.canMute && ui.canMute() && model.live && p.seat !== model.seat
      && model.seatEntry(p.seat)?.kind === "human" ? (muted) => ui.mute(p.seat, muted) : null,
    muted: ui.isMuted ? ui.isMuted(p.seat) : false,
  };
}

export function renderSeats(view, model, ui, placed) {
  const others = model.seatOrder().filter((s) => s !== model.seat);
  const box = h("section.seats", { "aria-label": t("web.players"), dataset: { count: String(others.length) } });
  for (const s of others) {
    const p = view.players[s];
    box.append(seatPanel(p, seatContext(p, placed, model, ui)));
  }
  return box;
}

/** The target strip: one button per legal target, named and with his distance. */
export function targetStrip(view, model, ui, placed) {
  if (!placed.bySeat.size) return null;
  const buttons = [];
  for (const seat of model.seatOrder()) {
    const option = placed.bySeat.get(seat);
    if (!option) continue;
    const p = view.players[seat];
    const friendly = isHelpful(option);
    const label = renderMessage(option.label);
    const distance = p && p.distance !== null && p.distance !== undefined
      ? t("web.distance_short", { n: p.distance }) : "";
    const name = seat === model.seat ? t("web.you_cap") : model.nameOf(seat);
    buttons.push(h(`button.strip-target${friendly ? ".friendly" : ""}`, {
      type: "button", dataset: { targetAction: option.action, seat: String(seat) },
      "aria-label": label, title: label, onclick: () => ui.act(option),
    }, friendly ? icon(["remove", "return"].includes(option.parsed.kind) ? "arrows" : "beer") : icon("reach"),
    h("span.strip-name", { text: name }),
    distance ? h("span.strip-distance", { text: distance }) : null));
  }
  const first = placed.bySeat.values().next().value;
  return h("div.target-strip", { role: "group", "aria-label": t("web.targets") },
    h("span.strip-word", { text: shortTargetText(first) }), ...buttons);
}
