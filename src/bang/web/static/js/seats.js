// One player's panel at the table: name, turn marker, character (ability on tap), life
// as bullets, public role, equipment, hand size, distance and reach (card game), arrows
// (dice game), ghost state and prediction (ghost variants).

import { h, icon } from "./dom.js";
import { characterName, roleName, slug, t, has } from "./i18n.js";
import { cardElement } from "./cards.js";

/** Target kinds that do a player good (the dice game's Beer, Sid Ketchum's healing, an
 *  arrow removed): drawn apart from attacks so nobody heals thinking he shoots. */
const FRIENDLY = new Set(["beer", "heal", "remove"]);

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

function abilityText(game, character) {
  const key = `help.character.${game === "dice" ? "dice" : "cards"}.${slug(character)}`;
  return has(key) ? t(key) : "";
}

function roleBadge(role) {
  return h(`span.role.role-${role}`, { title: roleName(role) },
    icon(`role-${role}`), h("span", { text: roleName(role) }));
}

/**
 * A seat panel.  ``p`` is the view's player entry; ``ctx``: {game, view, me, name,
 * connected, turn, waiting, target: option|null, reachHint, ghostVariant}.
 */
export function seatPanel(p, ctx) {
  const classes = ["seat"];
  if (p.seat === ctx.view.turn) classes.push("is-turn");
  if (!p.alive) classes.push("is-dead");
  if (p.ghost) classes.push("is-ghost");
  if (p.seat === ctx.me) classes.push("is-me");
  // Healing, a Beer, an arrow taken away: help, not harm — green, with no crosshair.
  const friendly = Boolean(ctx.target && ctx.target.parsed
    && FRIENDLY.has(ctx.target.parsed.kind));
  if (ctx.target) classes.push(friendly ? "is-target-friendly" : "is-target");
  if (ctx.waiting) classes.push("is-waiting");
  const ability = abilityText(ctx.game, p.character);
  const charName = characterName(p.character);
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

  const equipment = (p.equipment || []).length
    ? h("div.equipment", { role: "group", "aria-label": t("ui.equipment") },
      ...p.equipment.map((id) => cardElement(id, { size: "mini" })))
    : null;
  const prediction = p.prediction !== null && p.prediction !== undefined
    ? h("p.prediction", {}, icon("prediction"),
      h("span", { text: t("ui.predicts", { seat: ctx.nameOf(p.prediction) }) }))
    : null;

  const labelParts = [ctx.name, charName, t("ui.life_of", { life: p.life, max: p.max_life })];
  if (p.role) labelParts.push(roleName(p.role));
  if (p.seat === ctx.view.turn) labelParts.push(t("web.their_turn"));
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
  prediction);
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
