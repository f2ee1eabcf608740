// The gallery (#/gallery): every card kind drawn as at the table with its copies, colour
// and full text, the event cards of High Noon and A Fistful of Cards with their texts,
// and every character of both games with its life and ability, each under the box it
// comes from (the base game, Dodge City); the roles;
// the dice faces, the dice (the base die, Old Saloon's Loudmouth and Coward, Undead or
// Alive's Duel die) with their six faces, and the Boneyard cards; the variants' rules and
// the rule options, in the viewer's language (switchable here like everywhere).  All of
// it comes from the game catalogue.

import { accountBar } from "./account.js";
import { catalog, variants } from "./catalog.js";
import { h, icon } from "./dom.js";
import { t } from "./i18n.js";
import { eventElement, eventFacts, kindElement } from "./games/cards.js";
import { faceInner } from "./games/dice.js";

const SECTIONS = ["cards", "events", "characters", "roles", "faces", "dice", "boneyard", "variants", "options"];

/** Catalogue entries grouped by the box they come from (the base game first, then each
 *  expansion in the catalogue's order): Map(box -> [[key, info]]). */
function byBox(entries) {
  const boxes = new Map([["base", []]]);
  for (const entry of entries) {
    const box = entry[1].box || "base";
    if (!boxes.has(box)) boxes.set(box, []);
    boxes.get(box).push(entry);
  }
  if (!boxes.get("base").length) boxes.delete("base");
  return boxes;
}

export class GalleryPage {
  constructor(root, { app, game }) {
    this.root = root;
    this.app = app;
    this.game = game === "dice" ? "dice" : "cards";
  }

  start() { this.render(); }

  destroy() {}

  rebuild() { this.render(); }

  render() {
    const data = catalog();
    const header = h("header.topbar.gallery-bar", {},
      h("a.lobby-link", { href: "/#/", text: `← ${t("web.lobby")}` }),
      h("h1.game-title", {}, icon("cards"), h("span", { text: t("web.gallery") })),
      h("span.spacer"), accountBar(), this.app.languageSelect());
    const nav = h("nav.gallery-nav", { "aria-label": t("web.gallery") },
      ...SECTIONS.map((s) => h("a", { href: `/#/gallery?game=${this.game}`, dataset: { section: s },
        onclick: (event) => {
          event.preventDefault();
          this.root.querySelector(`#gallery-${s}`)?.scrollIntoView({ block: "start" });
        },
        text: t(`web.gallery.${s}`) })));
    const kindItem = ([kind, info]) => {
      const facts = [t(`web.colour.${info.colour}`), t("web.copies", { n: info.copies })];
      for (const [box, n] of Object.entries(info.more || {})) {
        facts.push(t("web.copies_more", { n, box: t(`web.box.${box}`) }));
      }
      if (info.range) facts.push(t("web.range", { n: info.range }));
      return h("li.gallery-item", { dataset: { kind } }, kindElement(kind, info),
        h("div.gallery-text", {}, h("h3", { text: info.name }),
          h("p.gallery-facts", { text: facts.join(" · ") }),
          h("p", { text: info.help })));
    };
    const kindBoxes = byBox(Object.entries(data.kinds));
    const cards = h("section.gallery-section", { id: "gallery-cards", dataset: { gallery: "cards" } },
      h("h2", { text: t("web.gallery.cards") }),
      ...[...kindBoxes].map(([box, entries]) => h("div.gallery-box", { dataset: { box } },
        kindBoxes.size > 1 ? h("h3.gallery-box-title", { text: t(`web.box.${box}`) }) : null,
        h("ul.gallery-grid.gallery-cards", {}, ...entries.map(kindItem)))));
    // The event decks (rules/high-noon-fistful.md Part F), deck by deck: each card drawn
    // as at the table (its deck, "final card" on the last, its whole text), and under it
    // when it is one of The Bullet's extras or brings the dead back.
    const eventBoxes = new Map();
    for (const [key, info] of Object.entries(data.events || {})) {
      if (!eventBoxes.has(info.deck)) eventBoxes.set(info.deck, []);
      eventBoxes.get(info.deck).push([key, info]);
    }
    const events = h("section.gallery-section", { id: "gallery-events", dataset: { gallery: "events" } },
      h("h2", { text: t("web.gallery.events") }),
      h("p.gallery-aside", { text: t("web.gallery.events_note") }),
      ...[...eventBoxes].map(([deck, entries]) => h("div.gallery-box", { dataset: { box: deck } },
        h("h3.gallery-box-title", { text: t(`web.box.${deck}`) }),
        h("ul.gallery-grid.gallery-events", {}, ...entries.map(([key, info]) =>
          h("li.gallery-item.gallery-event", { dataset: { event: key } },
            eventElement(key, { size: "large", label: `${eventFacts(info).join(", ")}: ${info.name}. ${info.help}` }),
            info.extra || info.revival
              ? h("p.gallery-facts", { text: eventFacts(info).slice(info.final ? 2 : 1).join(" · ") })
              : null))))));
    const characterRow = (game) => ([name, info]) =>
      h("li.gallery-row", { dataset: { character: name, game, box: info.box || "base" } },
        h("strong", { text: info.name }),
        h("span.gallery-life", { text: t("web.life_points", { n: info.life }) }),
        h("p", { text: info.help }));
    const characters = h("section.gallery-section", { id: "gallery-characters", dataset: { gallery: "characters" } },
      h("h2", { text: t("web.gallery.characters") }),
      ...["cards", "dice"].map((game) => {
        const boxes = byBox(Object.entries(data.characters[game] || {}));
        return h("div.gallery-game", {},
          h("h3", { text: t(`web.game.${game}`) }),
          ...[...boxes].map(([box, entries]) => h("div.gallery-box", { dataset: { box } },
            boxes.size > 1 ? h("h4.gallery-box-title", { text: t(`web.box.${box}`) }) : null,
            h("ul.gallery-list", {}, ...entries.map(characterRow(game))))));
      }));
    const roles = h("section.gallery-section", { id: "gallery-roles", dataset: { gallery: "roles" } },
      h("h2", { text: t("web.gallery.roles") }),
      h("ul.gallery-list", {}, ...Object.entries(data.role_info).map(([role, info]) =>
        h("li.gallery-row", { dataset: { role } },
          h(`span.role.role-${role}`, {}, info.icon ? icon(info.icon) : null, h("strong", { text: info.name })),
          h("p", { text: info.help }),
          info.help3 ? h("p.gallery-aside", { text: info.help3 }) : null))));
    const faceBoxes = byBox(Object.entries(data.face_info));
    const faces = h("section.gallery-section", { id: "gallery-faces", dataset: { gallery: "faces" } },
      h("h2", { text: t("web.gallery.faces") }),
      ...[...faceBoxes].map(([box, entries]) => h("div.gallery-box", { dataset: { box } },
        faceBoxes.size > 1 ? h("h3.gallery-box-title", { text: t(`web.box.${box}`) }) : null,
        h("ul.gallery-list.gallery-faces", {}, ...entries.map(([face, info]) =>
          h("li.gallery-row", { dataset: { face } },
            h(`span.die.face-${face}`, { role: "img", "aria-label": info.name }, ...faceInner(face)),
            h("div.gallery-text", {}, h("strong", { text: info.name }), h("p", { text: info.help }))))))));
    // Each die with its six faces (RULES.md B1, G2.2, G2.3), under the box it comes from.
    const faceName = (face) => (data.face_info[face] || {}).name || face;
    const dice = h("section.gallery-section", { id: "gallery-dice", dataset: { gallery: "dice" } },
      h("h2", { text: t("web.gallery.dice") }),
      h("ul.gallery-list.gallery-dice", {}, ...Object.entries(data.die_info || {}).map(([key, info]) =>
        h("li.gallery-row", { dataset: { die: key, box: info.box } },
          h("strong", { text: `${info.name} (${t(`web.box.${info.box}`)})` }),
          h("p.gallery-aside", { text: t("web.gallery.die_faces", { die: info.name }) }),
          h("div.gallery-die-faces", {}, ...info.faces.map((face) =>
            h(`span.die.face-${face}`, { role: "img", "aria-label": faceName(face), title: faceName(face) },
              ...faceInner(face), h("span.die-face", { "aria-hidden": "true", text: faceName(face) }))))))));
    // The Boneyard cards (G10.1): how many show no, one or two zombie hands.
    const counts = new Map();
    for (const hands of data.boneyard_cards || []) counts.set(hands, (counts.get(hands) || 0) + 1);
    const boneyard = h("section.gallery-section", { id: "gallery-boneyard", dataset: { gallery: "boneyard" } },
      h("h2", { text: t("web.gallery.boneyard") }),
      h("p.gallery-aside", { text: t("web.gallery.boneyard_note") }),
      h("ul.gallery-list.gallery-bones", {}, ...[...counts].sort((a, b) => a[0] - b[0]).map(([hands, count]) =>
        h("li.gallery-row", { dataset: { hands: String(hands) } },
          h("span.bone-card", { role: "img", "aria-label": t("ui.boneyard.card", { n: hands }) },
            ...Array.from({ length: hands }, () => icon("zombie-hand"))),
          h("p", { text: t("web.gallery.boneyard_cards", { hands, count }) })))));
    const rules = h("section.gallery-section", { id: "gallery-variants", dataset: { gallery: "variants" } },
      h("h2", { text: t("web.gallery.variants") }),
      ...["cards", "dice"].map((game) => h("div.gallery-game", {},
        h("h3", { text: t(`web.game.${game}`) }),
        ...variants(game).map((v) => h("article.gallery-variant", { dataset: { variant: v.id } },
          h("h4", { text: v.title }),
          h("ol", {}, ...v.rules.map((line) => h("li", { text: line }))))))));
    const options = h("section.gallery-section", { id: "gallery-options", dataset: { gallery: "options" } },
      h("h2", { text: t("web.gallery.options") }),
      ...["cards", "dice"].map((game) => h("div.gallery-game", {},
        h("h3", { text: t(`web.game.${game}`) }),
        h("dl.gallery-options", {}, ...(data.options[game] || []).filter((o) => o.help).flatMap((o) => [
          h("dt", { dataset: { option: o.name }, text: o.label }),
          h("dd", { text: o.help })])))));
    this.root.replaceChildren(header, h("main.gallery", {}, nav, cards, events, characters, roles, faces, dice, boneyard, rules, options));
  }
}
