// The dice game's widgets: the five dice (faces, locked Dynamite, the die being
// resolved, the re-roll choice), the arrows in the centre, and what each logged event of
// the dice game moves on the table.  Face names and texts come from the catalogue.
// The expansions (RULES.md Part G) add what the view's ``extra`` (Old Saloon: each die's
// kind this turn, the declared Saloon die, the Chief's Arrow) and ``modules`` (Undead or
// Alive: Duel Wound tokens, the Boneyard, the zombies) carry: each die is marked with
// its kind, each seat with its tokens, and the centre tells the piles and the outbreak.

import { catalog, faceInfo } from "../catalog.js";
import { h, icon } from "../dom.js";
import { joinList, renderMessage, t } from "../i18n.js";
import { parseAction } from "../actions.js";

function faceName(face) {
  const info = face ? faceInfo(face) : null;
  return info && info.name ? info.name : face ? t(`face.${face}`) : t("ui.not_rolled");
}

/** The name of a die (base, Loudmouth, Coward, Duel die) in the viewer's language. */
export function dieName(kind) {
  const info = (catalog().die_info || {})[kind];
  return info && info.name ? info.name : t(`ui.dice_kind.${kind}`);
}

/** The number a bull's-eye face shows (doubled faces too), or null. */
function faceNumber(face) {
  if (face === "one" || face === "double_one") return "1";
  if (face === "two" || face === "double_two") return "2";
  return null;
}

/** The small mark of a die's kind in its corner (none on a base die). */
function kindMark(kind) {
  if (kind === "loudmouth") return icon("die-loudmouth", "die-kind");
  if (kind === "coward") return icon("die-coward", "die-kind");
  if (kind === "duel") return icon("face-duel", "die-kind");
  return null;
}

/** A die face's picture: its icon, its number, "×2" on a doubled face (G2.4). */
export function faceInner(face) {
  const number = faceNumber(face);
  const double = Boolean(face && face.startsWith("double_"));
  const picture = !face ? h("span.die-icon", { text: "?" })
    // A doubled face shows its symbol twice, as the die does (G2.4).
    : double ? h("span.die-icons.die-double", {}, icon(`face-${face}`, "die-icon"), icon(`face-${face}`, "die-icon"))
      : icon(`face-${face}`, "die-icon");
  return [picture, number ? h("span.die-number", { "aria-hidden": "true", text: number }) : null];
}

/** One die: a button while it may be chosen for the re-roll, else a picture. ``kind``:
 *  the die's kind this turn (Old Saloon's Saloon dice, the Duel dice), "base" if unknown. */
function die(face, i, { movable, chosen, resolving, onToggle, kind = "base" }) {
  const locked = face === "dynamite" && !movable;
  const name = faceName(face);
  const shown = kind && kind !== "base" ? t("ui.die_of", { face: name, die: dieName(kind) }) : name;
  const label = `${shown}${locked ? `, ${t("web.locked")}` : ""}`;
  const inner = [
    ...faceInner(face),
    h("span.die-face", { "aria-hidden": "true", text: name }),
    kindMark(kind),
    locked ? icon("lock", "die-lock") : null,
  ];
  const kindClass = kind && kind !== "base" ? `.kind-${kind}` : "";
  if (onToggle && movable) {
    return h(`button.die.face-${face}${kindClass}${chosen ? ".chosen" : ""}`, {
      type: "button", "aria-pressed": String(chosen), "aria-label": label,
      dataset: { die: String(i) }, onclick: () => onToggle(i),
    }, ...inner);
  }
  return h(`div.die.face-${face || "none"}${kindClass}${locked ? ".locked" : ""}${resolving ? ".resolving" : ""}`,
    { role: "img", "aria-label": label, dataset: { die: String(i) } }, ...inner);
}

/**
 * The dice area.  ``decision``: the viewer's decision (for the re-roll controls) or
 * null; ``mask``: the dice chosen for the re-roll; ``onToggle(i)`` and ``onAct(option)``.
 */
export function diceArea(view, { decision, mask, onToggle, onAct, nameOf = (s) => `#${s + 1}` }) {
  const rolling = decision && decision.kind === "roll";
  const rerolls = rolling ? decision.options.filter((o) => o.action.startsWith("reroll")) : [];
  let movable = 0;
  for (const o of rerolls) movable |= parseAction(o.action).arg;
  // The die a shoot/beer decision is about (anyone's, so everyone sees what is resolved).
  const resolving = view.pending && view.pending.context ? view.pending.context.die : undefined;
  const kinds = diceKinds(view);
  const dice = view.dice.map((face, i) => die(face, i, {
    movable: Boolean(movable & (1 << i)) || (!rolling && face !== "dynamite"),
    chosen: Boolean(mask & (1 << i)), resolving: resolving === i,
    onToggle: rolling ? onToggle : null, kind: kinds[i],
  }));
  const rollsLeft = h("span.rolls-left", { text: t("ui.rolls_left", { count: view.rolls_left }) });
  const centre = h("span.arrow-pile", {}, icon("arrows"),
    h("span", { text: t("ui.arrows_centre", { count: view.arrows_centre }) }));
  const extra = view.extra || {};
  const facts = [rollsLeft, centre];
  if (extra.chief === "pile") {
    facts.push(h("span.chief-arrow.in-pile", { dataset: { chief: "pile" } }, icon("chief-arrow"),
      h("span", { text: t("ui.chief.pile") })));
  }
  if ("saloon_die" in extra && view.dice.some((f) => f)) {
    facts.push(h("span.saloon-die", { dataset: { saloon: extra.saloon_die || "none" } },
      extra.saloon_die ? kindMark(extra.saloon_die) : null,
      h("span", { text: extra.saloon_die ? t("ui.saloon_die", { die: dieName(extra.saloon_die) })
        : t("ui.no_saloon_die") })));
  }
  const wrap = h("div.dice-area", {},
    h("div.dice", { role: "group", "aria-label": t("ui.dice") }, ...dice),
    h("div.dice-facts", {}, ...facts), moduleFacts(view, nameOf));
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

/**
 * Each die's kind this turn: Old Saloon says it (``extra.dice_kinds``); else the Duel
 * dice are the last two of five (RULES.md G7.2), a zombie's three are base dice (G10-7).
 */
export function diceKinds(view) {
  const extra = view.extra || {};
  if (Array.isArray(extra.dice_kinds) && extra.dice_kinds.length === view.dice.length) return extra.dice_kinds;
  const duels = view.modules && view.modules.uoa_duel_dice && view.dice.length === 5;
  return view.dice.map((_, i) => (duels && i >= 3 ? "duel" : "base"));
}

/** The Undead or Alive facts of the centre: the Duel Wound pile, the Boneyard (its
 *  face-down cards counted only: nobody knows them, G10.1) and the outbreak. */
export function moduleFacts(view, nameOf) {
  const modules = view.modules || {};
  const parts = [];
  const duel = modules.uoa_duel_dice;
  if (duel) {
    parts.push(h("span.wound-pile", { dataset: { woundPile: String(duel.pile) } }, icon("wound"),
      h("span", { text: t("ui.wounds.pile", { n: duel.pile }) })));
  }
  const undead = modules.uoa_undead;
  if (undead && !undead.outbreak) {
    const living = view.players.filter((p) => p.alive).length;
    const cards = (undead.face_up || []).map((hands) => h("span.bone-card", {
      role: "img", "aria-label": t("ui.boneyard.card", { n: hands }), title: t("ui.boneyard.card", { n: hands }),
    }, ...Array.from({ length: hands }, () => icon("zombie-hand"))));
    parts.push(h("div.boneyard", { dataset: { boneyard: String(undead.boneyard) } },
      h("span.bone-pile", {}, icon("boneyard"),
        h("span", { text: t("ui.boneyard.face_down", { n: undead.boneyard }) })),
      cards.length ? h("span.bone-cards", {}, ...cards) : null,
      h("span.bone-hands", { text: t("ui.boneyard.hands", { hands: undead.hands, living }) }),
      undead.blocked ? h("span.bone-note", { text: t("ui.boneyard.blocked") }) : null,
      undead.pending_outbreak ? h("span.bone-note", { text: t("ui.boneyard.pending") }) : null));
  }
  if (undead && undead.outbreak) {
    const zombies = joinList((undead.zombies || []).map((s) => nameOf(s)));
    const side = undead.master >= 0
      ? t("ui.zombies.side", { zombies, master: nameOf(undead.master) })
      : t("ui.zombies.no_master", { zombies });
    parts.push(h("div.outbreak", { dataset: { outbreak: "true", side: undead.side || "" } },
      h("strong.outbreak-title", {}, icon("zombie"), h("span", { text: t("ui.zombies.title") })),
      h("span", { text: side }),
      h("span", { text: t("ui.zombies.life", { n: undead.zombie_life }) }),
      h("span.outbreak-goal", { text: t("ui.zombies.goal") }),
      undead.side ? h("strong.outbreak-won", { text: t(`ui.zombies.won_${undead.side}`) }) : null));
  }
  return parts.length ? h("div.dice-modules", {}, ...parts) : null;
}

/** What one seat holds of the expansions: the Chief's Arrow (worth 2, G5.1), its Duel
 *  Wound tokens (face up, G7.3), and whether it is a zombie or the Zombie Master. */
export function seatExtras(p, view) {
  const out = [];
  const extra = view.extra || {};
  if (extra.chief === p.seat) {
    out.push(h("span.fact.chief-arrow", { dataset: { chief: String(p.seat) }, title: t("ui.chief.held_short") },
      icon("chief-arrow"), h("span", { text: t("ui.chief.held_short") })));
  }
  const duel = view.modules && view.modules.uoa_duel_dice;
  const tokens = duel && duel.wounds ? duel.wounds[p.seat] || [] : [];
  if (tokens.length) {
    out.push(h("span.fact.wounds", { role: "group", "aria-label": t("ui.wounds.of") },
      h("span.wounds-label", { "aria-hidden": "true", text: t("ui.wounds.of") }),
      ...tokens.map((token) => {
        const label = t("ui.wound", { face: faceName(token) });
        return h(`span.wound-token.face-${token}`, { role: "img", "aria-label": label, title: label,
          dataset: { wound: token } }, icon("wound", "wound-mark"), ...faceInner(token));
      })));
  }
  return out;
}

/** A zombie's or the Zombie Master's badge (G10.3), or null. */
export function seatSide(p, view) {
  const undead = view.modules && view.modules.uoa_undead;
  if (!undead || !undead.outbreak) return null;
  if (undead.master === p.seat) {
    return h("span.badge.zombie-badge.master", { dataset: { zombie: "master" } }, icon("zombie-master"),
      h("span", { text: t("ui.zombie_master") }));
  }
  if ((undead.zombies || []).includes(p.seat)) {
    return h("span.badge.zombie-badge", { dataset: { zombie: "zombie" } }, icon("zombie"),
      h("span", { text: t("character.zombie") }));
  }
  return null;
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
