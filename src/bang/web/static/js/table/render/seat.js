// One player's panel at the table: name, turn marker, character (ability on tap), life
// as bullets, public role, equipment, hand size, distance and reach (card game), arrows
// (dice game), ghost state and prediction (ghost variants), who is away and when a bot
// takes the seat over, and the target button when the viewer's chosen move can reach him.

import { characterInfo, targetInfo } from "../../catalog.js";
import { h, icon } from "../../dom.js";
import { characterName, roleName, t, has } from "../../i18n.js";
import { cardElement } from "../../games/cards.js";
import { seatExtras, seatSide } from "../../games/dice.js";
import { cardControl } from "./controls.js";

/** The host's switch for a player's chat: "Mute chat" / "Unmute chat". */
export function muteButton(name, muted, onMute) {
  return h(`button.mute-chat${muted ? ".is-muted" : ""}`, {
    type: "button", dataset: { mute: muted ? "off" : "on" }, "aria-pressed": String(Boolean(muted)),
    "aria-label": t(muted ? "web.unmute_name" : "web.mute_name", { name }),
    title: t(muted ? "web.unmute_name" : "web.mute_name", { name }),
    onclick: () => onMute(!muted),
  }, t(muted ? "web.unmute" : "web.mute"));
}

export function lifeBullets(life, max) {
  const shown = Math.max(max, life);
  const label = t("ui.life_of", { life, max });
  const bullets = [];
  for (let i = 0; i < shown; i += 1) {
    bullets.push(h(`span.bullet${i < life ? ".full" : ".empty"}`, { "aria-hidden": "true" }));
  }
  return h("div.life", { role: "img", "aria-label": label, title: label },
    ...bullets, h("span.life-number", { "aria-hidden": "true", text: `${life}/${max}` }));
}

function roleBadge(role) {
  return h(`span.role.role-${role}`, { title: roleName(role) },
    icon(`role-${role}`), h("span", { text: roleName(role) }));
}

/** Whether a target option does the player good (a Beer, healing, an arrow taken away):
 *  drawn apart from attacks so nobody heals thinking he shoots. */
export function isHelpful(option) {
  const info = option && option.parsed ? targetInfo(option.parsed.kind) : null;
  return Boolean(info && info.helpful);
}

/** Seconds until ``ms`` (epoch), at least 0. */
export function secondsUntil(ms) { return Math.max(0, Math.ceil((ms - Date.now()) / 1000)); }

/**
 * A seat panel.  ``p`` is the view's player entry; ``ctx``: {game, view, me, name,
 * connected, replaced, takeover (ms), botFrom (ms), waiting, target: option|null,
 * onTarget, nameOf, ghostVariant, onBot, onResume, hand (a replay's cards), usable (the
 * viewer's own cards in play he may use now: Map card -> options), onMute(muted) (the
 * host's chat switch) and muted, model, ui}.
 */
export function seatPanel(p, ctx) {
  const classes = ["seat"];
  if (p.seat === ctx.view.turn) classes.push("is-turn");
  if (!p.alive) classes.push("is-dead");
  if (p.ghost) classes.push("is-ghost");
  if (p.seat === ctx.me) classes.push("is-me");
  const friendly = isHelpful(ctx.target);
  if (ctx.target) classes.push(friendly ? "is-target-friendly" : "is-target");
  if (ctx.waiting) classes.push("is-waiting");
  const info = characterInfo(ctx.game, p.character);
  const ability = info && info.help ? info.help : "";
  const charName = info && info.name ? info.name : characterName(p.character);
  const abilityId = `ability-${p.seat}`;
  const abilityBox = h("p.ability", { id: abilityId, hidden: true, text: ability });
  const charButton = h("button.character", {
    type: "button", "aria-expanded": "false", "aria-controls": abilityId,
    title: ability,
    onclick: (event) => {
      const open = abilityBox.hidden;
      abilityBox.hidden = !open;
      event.currentTarget.setAttribute("aria-expanded", String(open));
    },
  }, charName, h("span.info", { "aria-hidden": "true", text: "ⓘ" }));

  const badges = [];
  if (p.seat === ctx.view.turn && p.alive !== false) {
    badges.push(h("span.badge.turn-badge", {
      text: t(p.seat === ctx.me ? "web.your_turn" : "web.their_turn"),
    }));
  }
  if (ctx.waiting && p.seat !== ctx.view.turn) {
    badges.push(h("span.badge.wait-badge", { text: t("web.deciding") }));
  }
  if (ctx.replaced) {
    badges.push(h("span.badge.away-badge", { text: t("web.bot_playing") }));
  } else if (ctx.connected === false) {
    badges.push(h("span.badge.away-badge", { text: t("web.away") }));
  }

  const facts = [];
  if (ctx.game === "cards") {
    facts.push(h("span.fact.hand-count", { title: t("ui.hand") },
      icon("cards"), h("span", { text: `${t("ui.hand")} ${p.hand_count}` })));
    if (p.distance !== null && p.distance !== undefined) {
      facts.push(h("span.fact.distance", { title: t("ui.distance") },
        h("span", { text: `${t("ui.distance")} ${p.distance}` })));
      facts.push(p.in_reach
        ? h("span.fact.reach.yes", {}, icon("reach"), h("span", { text: t("web.in_reach") }))
        : h("span.fact.reach.no", { text: t("web.out_of_reach") }));
    }
  } else {
    const arrows = p.arrows || 0;
    facts.push(h("span.fact.arrows", { title: t("ui.arrows_of", { count: arrows }) },
      icon("arrows"), h("span", { text: `${t("ui.arrows")} ${arrows}` })));
    facts.push(...seatExtras(p, ctx.view));
  }

  let state = null;
  if (p.ghost) {
    const key = `ui.ghost.${ctx.ghostVariant || "dead_reckonin"}`;
    state = h("span.badge.ghost-badge", {}, icon("ghost"),
      h("span", { text: has(key) ? t(key) : t("ui.dead") }));
  } else if (!p.alive) {
    state = h("span.badge.dead-badge", {}, icon("dead"), h("span", { text: t("ui.dead") }));
  }
  if (p.revived) state = h("span.badge.ghost-badge", { text: t("ui.revived") });
  if (ctx.game === "dice") state = seatSide(p, ctx.view) || state;

  // Cards in play; the viewer's green cards that can be used now are controls, and a
  // green card played this turn says it is usable only once the turn is over.
  const fresh = new Set(p.waiting || []);
  const equipment = (p.equipment || []).length
    ? h("div.equipment", { role: "group", "aria-label": t("ui.equipment") },
      ...p.equipment.map((id) => {
        const options = ctx.usable ? ctx.usable.get(id) : null;
        const card = options ? cardControl(id, options, ctx.model, ctx.ui, "mini")
          : cardElement(id, { size: "mini" });
        if (!fresh.has(id)) return card;
        card.classList.add("green-waiting");
        card.setAttribute("aria-label", `${card.getAttribute("aria-label")} ${t("web.green_waiting")}`);
        return h("span.equipment-slot", {}, card,
          h("span.waiting-note", { text: t("web.green_waiting_short") }));
      }))
    : null;
  const prediction = p.prediction !== null && p.prediction !== undefined
    ? h("p.prediction", {}, icon("prediction"),
      h("span", { text: t("ui.predicts", { seat: ctx.nameOf(p.prediction) }) }))
    : null;

  // An absent or silent player's seat: when a bot takes it, and the table's button to
  // let a bot play it now; on one's own seat played by a bot, taking it back.
  let away = null;
  const canAsk = ctx.onBot && !ctx.replaced && ctx.botFrom !== null && ctx.botFrom !== undefined;
  if (ctx.onResume) {
    away = h("p.takeover.mine", {},
      h("button.primary.resume", { type: "button", dataset: { resume: "seat" }, onclick: () => ctx.onResume() },
        t("web.resume")));
  } else if (ctx.takeover || (canAsk && p.seat !== ctx.me)) {
    const parts = [];
    if (ctx.takeover) {
      parts.push(icon("timer"), h("span.takeover-text", {
        dataset: { deadline: String(ctx.takeover), words: "web.takeover_in" },
        text: t("web.takeover_in", { n: secondsUntil(ctx.takeover) }),
      }));
    }
    if (canAsk) {
      const wait = secondsUntil(ctx.botFrom);
      parts.push(h("button.bot-now", {
        type: "button", dataset: { botNow: String(p.seat), from: String(ctx.botFrom) },
        disabled: wait > 0, onclick: () => ctx.onBot(p.seat),
      }, wait > 0 ? t("web.bot_in", { n: wait }) : t("web.bot_now")));
    }
    away = h("p.takeover", { role: "timer" }, ...parts);
  }

  const hand = ctx.hand && ctx.hand.length
    ? h("div.equipment.seat-hand", { role: "group", "aria-label": t("ui.hand") },
      ...ctx.hand.map((id) => cardElement(id, { size: "mini" })))
    : null;

  const labelParts = [ctx.name, charName, t("ui.life_of", { life: p.life, max: p.max_life })];
  if (p.role) labelParts.push(roleName(p.role));
  if (p.seat === ctx.view.turn) labelParts.push(t("web.their_turn"));
  const mute = ctx.onMute ? muteButton(ctx.name, ctx.muted, ctx.onMute) : null;
  const panel = h(`article.${classes.join(".")}`, {
    dataset: { seat: String(p.seat) }, "aria-label": labelParts.join(", "),
  },
  h("header.seat-head", {},
    h("span.seat-name", { text: ctx.name }),
    p.seat === ctx.me ? h("span.you", { text: `(${t("ui.you")})` }) : null,
    ...badges),
  h("div.seat-line", {}, charButton, p.role ? roleBadge(p.role) : null, state),
  abilityBox,
  lifeBullets(p.life, p.max_life),
  h("div.facts", {}, ...facts),
  equipment,
  hand,
  prediction,
  away,
  mute);
  if (ctx.target) {
    const option = ctx.target;
    let sign = icon("reach");
    if (friendly) sign = option.parsed.kind === "remove" ? icon("arrows") : icon("beer");
    panel.append(h(`button.target-button${friendly ? ".friendly" : ""}`, {
      type: "button", dataset: { action: option.action }, "aria-label": option.labelText,
      title: option.labelText, onclick: () => ctx.onTarget(option),
    }, sign, h("span", { text: option.shortText || option.labelText })));
  }
  return panel;
}
