// The leaderboards (#/leaderboard?game=cards|dice&band=5-6&variant=..., GET
// /api/leaderboard): one per game (the card game, its ghost variants, the dice game)
// and player-count band, ranked by the conservative rating (μ − 3σ), listing only the
// players with at least the server's minimum number of rated games (said above the
// table).  Every name links to the player's profile.

import { profileHref } from "./account.js";
import { api } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { bandLabel, fixed, gameLabel, pageHeader, ratingText } from "./pagebar.js";

const GAMES = ["cards", "dice"];
/** "": every player count (the server's "all"). */
const BANDS = ["", "3-4", "5-6", "7-8"];
const VARIANTS = ["", "dead_reckonin", "dead_mans_hand"];

export class LeaderboardPage {
  constructor(root, { app, game, band, variant }) {
    this.root = root;
    this.app = app;
    this.game = GAMES.includes(game) ? game : "cards";
    this.band = BANDS.includes(band || "") ? band || "" : "";
    this.variant = this.game === "cards" && VARIANTS.includes(variant || "") ? variant || "" : "";
    this.data = null;
    this.error = null;
  }

  destroy() {}

  rebuild() { this.render(); }

  async start() {
    this.render();
    try {
      this.data = await api.leaderboard(this.game, this.band || "all", this.variant || null);
      // The server's own choice when none was asked for (its default band).
      if (!this.band && this.data && this.data.band && this.data.band !== "all") this.band = String(this.data.band);
    } catch (err) {
      this.error = err;
    }
    this.render();
  }

  href(change) {
    const next = { game: this.game, band: this.band, variant: this.variant, ...change };
    if (next.game !== "cards") next.variant = "";
    const query = new URLSearchParams(Object.entries(next).filter(([, v]) => v));
    return `/#/leaderboard?${query}`;
  }

  switcher(label, name, choices, current, word) {
    return h("nav.switch", { "aria-label": label, dataset: { switch: name } },
      h("span.switch-label", { text: label }),
      ...choices.map((c) => h(`a.button${c === current ? ".primary" : ""}`, {
        href: this.href({ [name]: c }), dataset: { [name]: c || "all" },
        "aria-current": c === current ? "page" : null, text: word(c),
      })));
  }

  render() {
    const header = pageHeader(this.app, t("web.leaderboard"), "trophy", "leaderboard-bar");
    const switches = h("section.card-panel.leaderboard-switches", {},
      this.switcher(t("web.game"), "game", GAMES, this.game, (g) => t(`web.game.${g}`)),
      this.game === "cards"
        ? this.switcher(t("web.ghost_variant"), "variant", VARIANTS, this.variant,
          (v) => (v ? t(`variant.${v}`) : t("web.ghost_none"))) : null,
      this.switcher(t("web.players"), "band", BANDS, this.band, (b) => bandLabel(b)));
    const board = h("section.card-panel.leaderboard", { "aria-labelledby": "board-title" });
    const title = this.variant ? gameLabel(`${this.game}:${this.variant}`) : t(`web.game.${this.game}`);
    board.append(h("h2", { id: "board-title", text: `${title} · ${bandLabel(this.band)}` }));
    if (this.error) {
      board.append(h("p.empty", { dataset: { boardError: this.error.code }, text: t("web.leaderboard.failed") }));
    } else if (!this.data) {
      board.append(h("p.loading-line", { text: t("web.loading") }));
    } else {
      const d = this.data;
      board.append(h("p.leaderboard-min", { dataset: { minGames: String(d.min_games) },
        text: t("web.leaderboard.min_games", { n: d.min_games }) }));
      const rows = d.rows || [];
      if (!rows.length) {
        board.append(h("p.empty", { dataset: { board: "empty" }, text: t("web.leaderboard.empty", { n: d.min_games }) }));
      } else {
        board.append(h("table.leaderboard-table", {},
          h("thead", {}, h("tr", {},
            h("th.rank", { scope: "col", text: t("web.leaderboard.rank") }),
            h("th", { scope: "col", text: t("web.leaderboard.player") }),
            h("th.num", { scope: "col", text: t("web.rating.ordinal") }),
            h("th.num", { scope: "col", text: t("web.rating.mu_sigma_short") }),
            h("th.num", { scope: "col", text: t("web.leaderboard.games") }))),
          h("tbody", {}, ...rows.map((r) => h("tr", { dataset: { rank: String(r.rank), name: r.name } },
            h("td.rank", { text: String(r.rank) }),
            h("td.who", {}, h("a", { href: profileHref(r.name), text: r.name })),
            h("td.num.ordinal", { text: fixed(r.ordinal) }),
            h("td.num", { text: ratingText(r.mu, r.sigma) }),
            h("td.num", { text: String(r.games) }))))));
      }
      board.append(h("p.rating-explain", { text: t("web.rating.explain") }));
    }
    this.root.replaceChildren(header, h("main.account-page.leaderboard-page", {}, switches, board));
  }
}
