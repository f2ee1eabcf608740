// The lobby: your name (remembered), a form to create a match (game, seats, bots and
// their level, the rule options that matter with their meaning in one line, ghost
// variant, turn timer, how soon a bot plays an absent seat, public or private) and the list of open and running matches to
// join or watch, each with the rules it is played with.  The options, their words and
// the bot levels come from the game catalogue (catalog.js).

import { account, accountBar, profileHref } from "./account.js";
import { api } from "./api.js";
import { botLevels, levelName, optionSpecs } from "./catalog.js";
import { clear, h, icon } from "./dom.js";
import { has, joinList, t } from "./i18n.js";
import { store } from "./store.js";
import { TableModel } from "./table/model.js";

const GHOSTS = ["none", "dead_reckonin", "dead_mans_hand"];
const TIMERS = [null, 30, 60, 120, 300];
/** Seconds before a bot plays a seat nobody is connected to (null: the server's). */
const TAKEOVERS = [null, 5, 10, 20, 30, 60, 120];

export class LobbyPage {
  constructor(root, { app }) {
    this.root = root;
    this.app = app;
    this.form = { game: "cards", players: 4, seats: [], ghost: "none", options: {}, timer: null, takeover: null, public: true };
    this.matches = [];
    this.refresh = setInterval(() => this.loadMatches(), 4000);
  }

  destroy() { clearInterval(this.refresh); }

  async start() {
    this.render();
    await this.loadMatches();
  }

  async loadMatches() {
    try {
      const data = await api.matches();
      this.matches = data.matches || [];
    } catch {
      this.matches = [];
    }
    // Matches this browser has a seat in, private ones included, unless they are over.
    const listed = new Set(this.matches.map((m) => m.match_id));
    const mine = await Promise.all(store.seats().filter(([id]) => !listed.has(id)).slice(0, 8)
      .map(async ([id, saved]) => {
        try {
          return await api.match(id, saved.invite);
        } catch (err) {
          if (err.code === "not_found") store.forget(id);
          return null;
        }
      }));
    for (const m of mine) {
      if (m && m.status !== "finished") this.matches.unshift(m);
    }
    this.renderMatches();
  }

  levels() { return botLevels(); }

  defaultLevel() {
    const levels = this.levels();
    return levels.includes("normal") ? "normal" : levels[0];
  }

  seatChoices() {
    const seats = this.form.seats;
    while (seats.length < this.form.players - 1) seats.push(`bot:${this.defaultLevel()}`);
    seats.length = this.form.players - 1;
    return seats;
  }

  /** The options the form offers (the catalogue marks them; the player count and the
   *  ghost-variant choice set the others of the lobby). */
  optionSpecs(game) {
    return optionSpecs(game).filter((s) => s.lobby && s.label
      && !["three_player", "eight_players", "ghost_variant"].includes(s.name));
  }

  render() {
    const root = clear(this.root);
    const header = h("header.topbar.lobby-bar", {},
      h("span.game-title", {}, icon("role-sheriff"), h("span", { text: t("web.title") })),
      h("span.spacer"), accountBar(), this.app.languageSelect());
    const nameInput = h("input.name-input", {
      type: "text", maxlength: 40, value: store.name, autocomplete: "nickname",
      oninput: (event) => { store.name = event.target.value.trim(); },
    });
    // Logged in, one plays under the account's name (the server records it on the seat).
    const you = h("section.card-panel.you-panel", {}, account.loggedIn
      ? h("p.playing-as", { dataset: { playingAs: account.name } },
        h("span", { text: t("web.account.playing_as") }), " ",
        h("a", { href: profileHref(account.name), text: account.name }))
      : h("label.field", {}, h("span", { text: t("web.your_name") }), nameInput),
    account.loggedIn ? null : h("small.guest-note", { text: t("web.account.guest_lobby") }),
    h("a.you-link", { href: "/#/leaderboard", dataset: { link: "leaderboard-top" }, text: t("web.leaderboard") }));
    this.listBox = h("div.match-list", { "aria-live": "polite" });
    const list = h("section.card-panel.match-panel", { "aria-labelledby": "matches-title" },
      h("h2", { id: "matches-title", text: t("web.matches") }), this.listBox);
    this.createBox = h("section.card-panel.create", { "aria-labelledby": "create-title" });
    // The list comes first on a phone (joining is the quick path); beside the form on a desktop.
    root.append(header, h("main.lobby", {}, you, list, this.createBox), this.links(), this.credits());
    this.renderCreate();
    this.renderMatches();
  }

  renderCreate() {
    const box = clear(this.createBox);
    const f = this.form;
    const gameSwitch = h("fieldset.game-switch", {}, h("legend", { text: t("web.game") }),
      ...["cards", "dice"].map((g) => h("label.choice", {},
        h("input", { type: "radio", name: "game", value: g, checked: f.game === g,
          dataset: { game: g },
          onchange: () => { f.game = g; f.options = {}; this.renderCreate(); } }),
        icon(g === "dice" ? "dice" : "cards"), h("span", { text: t(`web.game.${g}`) }))));
    const players = h("select", {
      "aria-label": t("web.players"), id: "players",
      onchange: (event) => { f.players = Number(event.target.value); this.renderCreate(); },
    }, ...[3, 4, 5, 6, 7, 8].map((n) => h("option", { value: n, selected: n === f.players, text: String(n) })));
    const seatRows = this.seatChoices().map((choice, i) => h("li", {},
      h("span", { text: t("web.seat_n", { n: i + 2 }) }),
      h("select", {
        "aria-label": t("web.seat_n", { n: i + 2 }), dataset: { seat: String(i + 1) },
        onchange: (event) => { f.seats[i] = event.target.value; },
      },
      h("option", { value: "human", selected: choice === "human", text: t("web.seat_human") }),
      ...this.levels().map((level) => h("option", {
        value: `bot:${level}`, selected: choice === `bot:${level}`,
        text: t("web.bot_level", { level: levelName(level) }),
      })))));
    const seats = h("fieldset", {}, h("legend", { text: t("web.seats") }),
      h("label.field.inline", { for: "players" }, h("span", { text: t("web.players") }), players),
      h("ol.seat-choices", {}, h("li", {}, h("span", { text: t("web.seat_n", { n: 1 }) }),
        h("strong", { text: t("web.seat_you") })), ...seatRows));
    const rules = h("fieldset.rules", {}, h("legend", { text: t("web.rules") }));
    if (f.game === "cards") {
      rules.append(h("label.field", {}, h("span", { text: t("web.ghost_variant") }),
        h("select", { dataset: { option: "ghost_variant" },
          onchange: (event) => { f.ghost = event.target.value; } },
        ...GHOSTS.map((g) => h("option", { value: g, selected: f.ghost === g,
          text: g === "none" ? t("web.ghost_none") : t(`variant.${g}`) })))));
    }
    for (const spec of this.optionSpecs(f.game)) {
      // An expansion's own options appear once the expansion is chosen (Dodge City's),
      // an event card's once a deck holding it is (a Fistful card's not with High Noon).
      if (!this.optionShown(spec)) continue;
      rules.append(this.optionField(spec));
    }
    // A public match always has a timer (the server's default when none is chosen);
    // only a private table may play without one.
    const timer = h("label.field", {}, h("span", { text: t("web.turn_timer") }),
      h("select", { dataset: { option: "turn_timer" },
        onchange: (event) => { f.timer = event.target.value ? Number(event.target.value) : null; } },
      ...TIMERS.map((s) => h("option", { value: s === null ? "" : s, selected: f.timer === s,
        text: s === null ? t(f.public ? "web.timer_default" : "web.timer_none") : t("web.seconds", { n: s }) }))),
      h("small", { text: t(f.public ? "web.timer_public.help" : "web.timer_private.help") }));
    const takeover = h("label.field", {}, h("span", { text: t("web.takeover_delay") }),
      h("select", { dataset: { option: "bot_takeover" },
        onchange: (event) => { f.takeover = event.target.value ? Number(event.target.value) : null; } },
      ...TAKEOVERS.map((s) => h("option", { value: s === null ? "" : s, selected: f.takeover === s,
        text: s === null ? t("web.takeover_default") : t("web.seconds", { n: s }) }))),
      h("small", { text: t("web.takeover_delay.help") }));
    const visibility = h("label.choice", {},
      h("input", { type: "checkbox", checked: f.public, dataset: { option: "public" },
        onchange: (event) => {
          f.public = event.target.checked;
          // The untimed choice exists only for a private table: say so in place.
          timer.querySelector("option[value='']").textContent = t(f.public ? "web.timer_default" : "web.timer_none");
          timer.querySelector("small").textContent = t(f.public ? "web.timer_public.help" : "web.timer_private.help");
        } }),
      h("span", { text: t("web.public") }), h("small", { text: t("web.public.help") }));
    const error = h("p.form-error", { role: "alert" });
    const create = h("button.primary.create-button", { type: "submit", dataset: { create: "match" } },
      t("web.create"));
    box.append(h("h2", { id: "create-title", text: t("web.new_match") }),
      h("form.create-form", { onsubmit: (event) => { event.preventDefault(); this.create(error); } },
        gameSwitch, seats, rules, h("fieldset", {}, h("legend", { text: t("web.table_settings") }), timer, takeover, visibility),
        error, create));
  }

  /** Whether the form offers ``spec`` now: the option it requires is chosen, with a
   *  value under which it means something (``requires_values``). */
  optionShown(spec) {
    if (!spec.requires) return true;
    const value = this.optionValue(spec.requires);
    if ([false, undefined, "none"].includes(value)) return false;
    return !spec.requires_values || spec.requires_values.includes(value);
  }

  /** The form's value of option ``name`` (its default until changed). */
  optionValue(name) {
    const f = this.form;
    if (name in f.options) return f.options[name];
    const spec = optionSpecs(f.game).find((s) => s.name === name);
    return spec ? spec.default : undefined;
  }

  optionField(spec) {
    const f = this.form;
    const name = spec.name;
    // The catalogue gives the server's effective defaults (round_limit: 60, at least 1).
    const value = name in f.options ? f.options[name] : spec.default;
    const title = spec.label;
    const help = spec.help || "";
    let control;
    if (spec.reserved) {
      // A module that could not be sourced (RULES.md G13): listed, never offered.
      control = h("input", { type: "checkbox", checked: false, disabled: true, dataset: { option: name } });
      return h("label.choice.rule.unavailable", { dataset: { reserved: "true" } }, control,
        h("span", { text: title }), h("small", { text: help }));
    }
    if (spec.type === "list") {
      // A list of numbers (the Boneyard's hands): typed as "0,0,1,...", checked by the server.
      const shown = Array.isArray(value) ? value.join(",") : String(value ?? "");
      control = h("input", { type: "text", value: shown, inputmode: "numeric", dataset: { option: name },
        onchange: (event) => { f.options[name] = event.target.value.replace(/\s+/g, ""); } });
      return h("label.field.rule", {}, h("span", { text: title }), control, h("small", { text: help }));
    }
    if (spec.type === "bool" || typeof spec.default === "boolean") {
      control = h("input", { type: "checkbox", checked: Boolean(value), dataset: { option: name },
        onchange: (event) => {
          f.options[name] = event.target.checked;
          // Turning it on also sets what the server needs with it (the Duel dice: the
          // Rage-card house rule), shown in the form where the player may change it.
          if (spec.sets) {
            for (const [other, v] of Object.entries(spec.sets)) {
              if (event.target.checked) f.options[other] = v; else delete f.options[other];
            }
          }
          const dependent = optionSpecs(f.game).filter((s) => s.requires === name);
          if (dependent.length) {
            // Turned off: its options go back to their defaults (the server refuses them
            // without it); either way the form shows or hides them.
            if (!event.target.checked) for (const s of dependent) delete f.options[s.name];
            this.renderCreate();
          }
        } });
      return h("label.choice.rule", {}, control, h("span", { text: title }), h("small", { text: help }));
    }
    if (spec.choices && spec.choices.length) {
      control = h("select", { dataset: { option: name },
        onchange: (event) => {
          f.options[name] = event.target.value;
          // A choice that others depend on (the event deck): those it no longer shows
          // ("none", or a deck without their card) go back to their defaults; either way
          // the form shows or hides them.
          const dependent = optionSpecs(f.game).filter((s) => s.requires === name);
          if (dependent.length) {
            for (const s of dependent) if (!this.optionShown(s)) delete f.options[s.name];
            this.renderCreate();
          }
        } },
      ...spec.choices.map((c) => h("option", { value: c, selected: c === value,
        text: (spec.choice_labels && spec.choice_labels[c]) || String(c) })));
    } else {
      const least = spec.min ?? 1;
      control = h("input", { type: "number", min: least, max: 999, value: value ?? least, dataset: { option: name },
        onchange: (event) => { f.options[name] = Math.max(least, Number(event.target.value) || least); } });
    }
    return h("label.field.rule", {}, h("span", { text: title }), control, h("small", { text: help }));
  }

  async create(errorBox) {
    const f = this.form;
    const seats = [{ kind: "human" }, ...this.seatChoices().map((c) => (c === "human"
      ? { kind: "human" } : { kind: "bot", level: c.slice(4) }))];
    const options = { ...f.options };
    if (f.game === "cards") {
      if (f.ghost !== "none") options.ghost_variant = f.ghost;
      if (f.players === 3) options.three_player = true;
      if (f.players === 8) options.eight_players = true;
    }
    const name = account.name || store.name || t("web.player_name", { n: 1 });
    try {
      const result = await api.create({
        game: f.game, players: f.players, options, seats, public: f.public,
        turn_timer: f.timer, bot_takeover: f.takeover, name, autostart: true,
      });
      store.setSeat(result.match_id, { token: result.token, seat: result.seat, host: true, invite: result.invite });
      this.app.go(`#/match/${encodeURIComponent(result.match_id)}`);
    } catch (err) {
      errorBox.textContent = has(`error.${err.code}`) ? t(`error.${err.code}`) : err.message;
    }
  }

  renderMatches() {
    if (!this.listBox) return;
    const box = clear(this.listBox);
    if (!this.matches.length) {
      box.append(h("p.empty", { text: t("web.no_matches") }));
      return;
    }
    const rows = this.matches.map((m) => {
      const humans = m.seats.filter((s) => s.kind === "human").length;
      const bots = m.seats.filter((s) => s.kind === "bot").length;
      const open = m.seats.filter((s) => s.kind === "open").length;
      const mine = store.seat(m.match_id);
      const names = m.seats.filter((s) => s.kind === "human").map((s) => s.name).filter(Boolean);
      const actions = [];
      if (mine) {
        actions.push(h("a.button.primary", { href: `#/match/${encodeURIComponent(m.match_id)}`,
          dataset: { rejoin: m.match_id }, text: t("web.rejoin") }));
      } else if (m.status === "open" && open > 0) {
        actions.push(h("a.button.primary", { href: `#/match/${encodeURIComponent(m.match_id)}`,
          dataset: { join: m.match_id }, text: t("web.join") }));
      }
      actions.push(h("button", { type: "button", dataset: { spectate: m.match_id },
        onclick: () => this.app.go(`#/watch/${encodeURIComponent(m.match_id)}`) }, t("web.spectate")));
      const rules = this.rulesOf(m);
      return h("li.match", { dataset: { match: m.match_id } },
        icon(m.game === "dice" ? "dice" : "cards"),
        h("div.match-info", {},
          h("strong", { text: `${t(`web.game.${m.game}`)} · ${t("web.n_players", { n: m.players })}` }),
          h("span", { text: t("web.match_seats", { humans, bots, open }) }),
          names.length ? h("span.names", { text: joinList(names) }) : null,
          h("span.match-status", {}, t(`web.status.${m.status}`),
            rules ? h("span.match-rules", { text: ` · ${rules}` }) : null)),
        h("div.match-actions", {}, ...actions));
    });
    box.append(h("ul.matches", {}, ...rows));
  }

  /** The rules a listed match is played with, on one line. */
  rulesOf(match) {
    const model = new TableModel();
    model.match = match;
    const rules = model.optionsInForce({ withLimit: false });
    return rules.map((r) => t("web.rule_value", { label: r.label, value: r.value })).join(" · ");
  }

  links() {
    return h("nav.lobby-links", {},
      h("a.button", { href: "/#/gallery", dataset: { link: "gallery" }, text: t("web.gallery") }),
      h("a.button", { href: "/#/leaderboard", dataset: { link: "leaderboard" }, text: t("web.leaderboard") }),
      h("a.button", { href: "/replay", dataset: { link: "replay" }, text: t("web.replay.open_file") }));
  }

  credits() {
    return h("footer.credits", {},
      h("p", {}, h("span", { text: t("web.credits") }), " ",
        h("a", { href: "https://game-icons.net", text: "game-icons.net" }), " — Lorc, Delapouite & contributors, ",
        h("a", { href: "https://creativecommons.org/licenses/by/3.0/", text: "CC BY 3.0" }), ". ",
        h("a", { href: "/icons/CREDITS.md", text: t("web.credits_list") })));
  }
}
