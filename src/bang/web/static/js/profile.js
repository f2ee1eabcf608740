// A player's page (#/players/<name>, GET /api/players/{name}): since when he has an
// account, his ratings per game and player-count band with their uncertainty (μ ± σ)
// and the conservative rating the leaderboards rank by, his win rate by role, and his
// matches (game, rules, role, character, result, rating change, date), each linking to
// the browser replay from his seat; older matches page in below.

import { account } from "./account.js";
import { api } from "./api.js";
import { characterInfo } from "./catalog.js";
import { h } from "./dom.js";
import { characterName, roleName, t } from "./i18n.js";
import {
  bandLabel, baseGame, changeText, dateText, fixed, gameLabel, pageHeader, percent, ratingText,
} from "./pagebar.js";
import { TableModel } from "./table/model.js";

/** How many matches the server sends per page (a shorter page is the last). */
const PAGE = 20;

export class ProfilePage {
  constructor(root, { app, name }) {
    this.root = root;
    this.app = app;
    this.name = name;
    this.data = null;
    this.error = null;
    this.matches = [];
    this.next = null;
  }

  destroy() {}

  rebuild() { this.render(); }

  async start() {
    this.render();
    try {
      this.data = await api.player(this.name);
      this.matches = this.data.matches || [];
      this.next = nextCursor(this.data);
    } catch (err) {
      this.error = err;
    }
    this.render();
  }

  async more(button) {
    button.disabled = true;
    try {
      const page = await api.player(this.name, this.next);
      this.matches = this.matches.concat(page.matches || []);
      this.next = nextCursor(page);
    } catch (err) {
      button.disabled = false;
      button.textContent = t("web.profile.more_failed");
      return;
    }
    this.render();
  }

  render() {
    const shown = this.data ? this.data.name : this.name;
    const header = pageHeader(this.app, t("web.profile.title", { name: shown }), "role-sheriff", "profile-bar");
    const main = h("main.account-page.profile", { dataset: { profile: shown } });
    if (this.error) {
      main.append(h("section.card-panel", {},
        h("p.empty", { dataset: { profileError: this.error.code }, text: this.error.status === 404
          ? t("web.profile.unknown", { name: this.name }) : t("web.profile.failed") }),
        h("a.button", { href: "/#/leaderboard", text: t("web.leaderboard") })));
    } else if (!this.data) {
      main.append(h("p.loading-line", { text: t("web.loading") }));
    } else {
      main.append(this.summary(), this.ratings(), this.winRates(), this.history());
    }
    this.root.replaceChildren(header, main);
  }

  summary() {
    const d = this.data;
    const mine = account.name && account.name.toLowerCase() === String(d.name).toLowerCase();
    const games = (d.ratings || []).reduce((n, r) => n + (r.games || 0), 0);
    return h("section.card-panel.profile-head", {},
      h("h2.profile-name", { text: d.name }),
      h("p.profile-since", {}, d.since ? t("web.profile.since", { date: dateText(d.since, false) }) : "",
        d.since ? " · " : "", t("web.profile.rated_games", { n: games })),
      h("nav.profile-links", {},
        h("a.button", { href: "/#/leaderboard", dataset: { link: "leaderboard" }, text: t("web.leaderboard") }),
        mine ? h("a.button", { href: "/#/account", dataset: { account: "settings" }, text: t("web.account.settings") }) : null));
  }

  ratings() {
    const rows = [...(this.data.ratings || [])].sort((a, b) =>
      String(a.game).localeCompare(String(b.game)) || String(a.variant || "").localeCompare(String(b.variant || ""))
      || String(a.band).localeCompare(String(b.band)));
    const box = h("section.card-panel.profile-ratings", { "aria-labelledby": "ratings-title" },
      h("h2", { id: "ratings-title", text: t("web.profile.ratings") }));
    if (!rows.length) {
      box.append(h("p.empty", { text: t("web.profile.no_ratings") }));
    } else {
      box.append(h("ul.rating-cards", {}, ...rows.map((r) => h("li.rating-card", {
        dataset: { game: String(r.game), variant: r.variant || "", band: String(r.band) },
      },
      h("span.rating-game", { text: gameLabel(r.game, r.variant) }),
      h("span.rating-band", { text: bandLabel(r.band) }),
      h("strong.rating-value", { title: t("web.rating.mu_sigma"), text: ratingText(r.mu, r.sigma) }),
      h("span.rating-facts", {},
        h("span", { text: t("web.rating.ordinal_short", { n: fixed(r.ordinal) }) }),
        h("span", { text: t("web.n_games", { n: r.games }) }))))));
    }
    box.append(h("p.rating-explain", { text: t("web.rating.explain") }));
    return box;
  }

  winRates() {
    const rows = this.data.win_rates || [];
    const box = h("section.card-panel.profile-roles", { "aria-labelledby": "roles-title" },
      h("h2", { id: "roles-title", text: t("web.profile.win_rates") }));
    if (!rows.length) {
      box.append(h("p.empty", { text: t("web.profile.no_matches") }));
      return box;
    }
    box.append(h("ul.role-rates", {}, ...rows.map((r) => h("li.role-rate", { dataset: { role: r.role } },
      h(`span.role.role-${r.role}`, { text: roleName(r.role) }),
      h("span.rate-bar", { role: "img", "aria-label": t("web.profile.wins_of", { wins: r.wins, games: r.games }) },
        h("span.rate-fill", { style: `width: ${r.games ? Math.round((100 * r.wins) / r.games) : 0}%` })),
      h("span.rate-text", { text: `${percent(r.wins, r.games)} · ${t("web.profile.wins_of", { wins: r.wins, games: r.games })}` })))));
    return box;
  }

  history() {
    const box = h("section.card-panel.profile-history", { "aria-labelledby": "history-title" },
      h("h2", { id: "history-title", text: t("web.profile.history") }));
    if (!this.matches.length) {
      box.append(h("p.empty", { text: t("web.profile.no_matches") }));
      return box;
    }
    box.append(h("ol.history", {}, ...this.matches.map((m) => matchRow(m))));
    if (this.next) {
      const more = h("button", { type: "button", dataset: { history: "more" }, onclick: () => this.more(more) },
        t("web.profile.more"));
      box.append(h("p.history-more", {}, more));
    }
    return box;
  }
}

function nextCursor(page) {
  if (page && "next_before" in page) return page.next_before;
  const list = (page && page.matches) || [];
  return list.length >= PAGE ? list[list.length - 1].finished_at : null;
}

/** The rules a match was played with, on one line (as the lobby lists them). */
function rulesLine(m) {
  const model = new TableModel();
  model.match = { game: baseGame(m.game), options: m.options || {} };
  return model.optionsInForce({ withLimit: false })
    .map((r) => t("web.rule_value", { label: r.label, value: r.value })).join(" · ");
}

function matchRow(m) {
  const players = Array.isArray(m.players) ? m.players.length : m.players;
  const info = characterInfo(baseGame(m.game), m.character);
  const character = m.character ? (info && info.name) || characterName(m.character) : null;
  const won = m.result === "win";
  const change = m.rated === false ? null : changeText(m.rating_change);
  const rules = rulesLine(m);
  const seat = m.seat !== null && m.seat !== undefined ? `?seat=${m.seat}` : "";
  return h(`li.history-row.${won ? "won" : "lost"}`, { dataset: { match: m.match_id, result: m.result } },
    h("div.history-main", {},
      h("strong.history-game", { text: gameLabel(m.game, m.variant) }),
      players ? h("span", { text: t("web.n_players", { n: players }) }) : null,
      h("span.history-date", { text: dateText(m.finished_at) })),
    h("div.history-who", {},
      m.role ? h(`span.role.role-${m.role}`, { text: roleName(m.role) }) : null,
      character ? h("span.history-character", { text: character }) : null),
    h("div.history-result", {},
      h(`span.result-badge.${won ? "win" : "loss"}`, { text: t(won ? "web.result.win" : "web.result.loss") }),
      m.abandoned ? h("span.badge.abandoned", { text: t("web.result.abandoned") }) : null,
      h(`span.rating-change${change && change.startsWith("+") ? ".up" : change && change.startsWith("−") ? ".down" : ""}`, {
        title: t("web.profile.rating_change"),
        text: change ? t("web.profile.change", { n: change }) : t("web.profile.unrated"),
      })),
    rules ? h("p.history-rules", { text: rules }) : null,
    h("a.button.history-replay", {
      href: `/replay/${encodeURIComponent(m.match_id)}${seat}`, dataset: { replay: m.match_id },
    }, t("web.replay.watch")));
}
