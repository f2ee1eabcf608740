// The replay viewer: a finished match (/replay/<id>?seat=K&step=N, or #/replay/<id>) or a
// record file (/replay, then open the file) stepped or played through in the browser,
// from any seat's view or with everyone's cards, with the players' names.  The server
// sends each step's view (GET /api/matches/{id}/replay, POST /api/replay), made by the
// engine's own redaction; this page draws it with the live table's renderers.  The
// address follows the seat and the step, so the page can be shared at any move.

import { accountBar } from "../account.js";
import { api } from "../api.js";
import { h } from "../dom.js";
import { has, renderMessage, t } from "../i18n.js";
import { settings } from "../settings.js";
import { cardMoves } from "../games/cards.js";
import { diceMoves } from "../games/dice.js";
import { TableModel } from "./model.js";
import { Board } from "./board.js";
import { Animator } from "./animate.js";

const SPEEDS = { slow: 1800, normal: 1000, fast: 450 };
const BOT_NAME = /^Bot (\d+)$/;

/** "all" (every seat's cards, the default) or a seat number. */
function parseSeat(value) {
  if (value === null || value === undefined || value === "" || value === "all") return "all";
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n >= 0 ? n : "all";
}

function parseStep(value) { return Math.max(0, Number.parseInt(value || "0", 10) || 0); }

/** One view with every seat's cards, from each seat's own view: the first seat's table
 *  (no "you", no distances), each player's own role, and every hand beside it. */
function everyone(views) {
  const base = views[0];
  const players = base.players.map((p, s) => ({
    ...p, role: views[s] && views[s].role ? views[s].role : p.role, distance: null, in_reach: false,
  }));
  return { ...base, seat: null, hand: [], players };
}

export class ReplayPage {
  constructor(root, { matchId, params, app }) {
    this.root = root;
    this.app = app;
    this.matchId = matchId;
    this.invite = params.get("invite");
    this.seat = parseSeat(params.get("seat"));
    this.step = parseStep(params.get("step"));
    this.record = null;  // an opened file's text (no match id)
    this.data = null;
    this.steps = [];
    this.loading = null;
    this.playing = false;
    this.speed = settings.get("replaySpeed") in SPEEDS ? settings.get("replaySpeed") : "normal";
    this.model = new TableModel({ matchId, seat: null, live: false });
    this.board = new Board(root, this.ui(), { chat: false });
    this.fx = new Animator(root);
  }

  /** Whether an address change is this page's own (a step or a seat): no reload. */
  handles(parts, params) {
    const id = parts[1] ? decodeURIComponent(parts[1]) : null;
    if (id !== this.matchId || !id) return false;
    const seat = parseSeat(params.get("seat"));
    const step = parseStep(params.get("step"));
    if (seat !== this.seat) this.chooseSeat(seat, step);
    else if (step !== this.step) this.show(step, false);
    return true;
  }

  async start() {
    if (!this.matchId) {
      this.showFilePicker();
      return;
    }
    await this.load(this.step);
  }

  destroy() {
    this.pause();
    this.fx.destroy();
    this.loading = null;
  }

  rebuild() {
    this.board.build();
    if (this.data) this.show(this.step, false);
    else if (!this.matchId) this.showFilePicker();
  }

  fetchPage(start) {
    return this.record
      ? api.replayRecord(this.record, this.seat, start)
      : api.replay(this.matchId, this.seat, start, this.invite);
  }

  /** Load the replay for the chosen seat: the first page at once (then show ``step``),
   *  the rest in the background, page after page. */
  async load(step) {
    const token = {};
    this.loading = token;
    this.pause();
    let page;
    try {
      page = await this.fetchPage(0);
    } catch (err) {
      if (this.loading !== token) return false;
      this.problem(has(`error.${err.code}`) ? t(`error.${err.code}`) : err.message);
      return false;
    }
    if (this.loading !== token) return false;
    this.data = page;
    this.steps = page.steps.slice();
    this.model.match = this.summary();
    this.model.names = page.names;
    this.show(Math.min(step, this.steps.length - 1), false);
    let next = page.next;
    while (next !== null && next !== undefined && this.loading === token) {
      let more;
      try {
        more = await this.fetchPage(next);
      } catch (err) {
        this.board.toast(has(`error.${err.code}`) ? t(`error.${err.code}`) : err.message);
        break;
      }
      if (this.loading !== token) return false;
      this.steps.push(...more.steps);
      next = more.next;
      if (this.step < step && step < this.steps.length) this.show(step, false);
      else this.refreshControls();
    }
    return true;
  }

  /** The players' names: a bot's in the viewer's language, a person's as he gave it. */
  nameOf(seat) {
    const name = this.data && this.data.names ? this.data.names[seat] : null;
    const bot = name ? BOT_NAME.exec(name) : null;
    if (bot) return t("web.bot_name", { n: bot[1] });
    return name || t("web.player_name", { n: seat + 1 });
  }

  /** A summary for the model (names, game, rules) from the replay's own data. */
  summary() {
    const d = this.data;
    return {
      match_id: this.matchId, game: d.game, players: d.players, options: {}, rules: d.rules || [],
      status: "finished", turn_timer: null,
      seats: Array.from({ length: d.players }, (_, seat) => ({
        seat, kind: "human", name: this.nameOf(seat), level: null, connected: true, replaced: false,
      })),
    };
  }

  get total() { return this.data ? this.data.total : 0; }

  /** Show step ``k`` (0 is the deal): its view, the log up to it, its moves animated
   *  when it follows the step shown. */
  show(k, animate) {
    if (!this.data || !this.steps.length) return;
    const step = Math.max(0, Math.min(k, this.steps.length - 1));
    const next = this.steps[step];
    const follows = animate && step === this.step + 1;
    const of = this.data.game === "dice" ? diceMoves : cardMoves;
    const moves = follows ? (next.log || []).flatMap((e) => of(e.event)) : [];
    const all = this.seat === "all";
    this.model.seat = all ? null : this.seat;
    const plan = moves.length ? this.fx.prepare(moves, this.model.seat) : [];
    if (!follows) this.fx.finish();
    const log = follows ? next.log || [] : this.steps.slice(0, step + 1).flatMap((s) => s.log || []);
    this.step = step;
    const view = all ? everyone(next.views) : next.view;
    this.model.hands = all && this.data.game === "cards" ? next.views.map((v) => v.hand || []) : null;
    this.model.caption = next.deed || null;
    this.model.applyState({ view, log, decision: null, goal: null }, { resetLog: !follows });
    const last = step === this.total && this.data.over;
    this.model.over = last ? { winners: this.data.winners || [], roles: this.data.roles || [] } : null;
    this.model.endHidden = Boolean(this.endDismissed);
    this.board.draw(this.model);
    if (plan.length) this.fx.play(plan, SPEEDS[this.speed] * 0.8, this.model.seat);
    this.writeAddress();
  }

  writeAddress() {
    if (!this.matchId) return;
    const params = new URLSearchParams();
    if (this.seat !== "all") params.set("seat", String(this.seat));
    params.set("step", String(this.step));
    if (this.invite) params.set("invite", this.invite);
    const address = `/replay/${encodeURIComponent(this.matchId)}?${params}`;
    if (`${location.pathname}${location.search}` !== address || location.hash) {
      history.replaceState(null, "", address);
    }
  }

  play() {
    if (this.playing || !this.data) return;
    if (this.step >= this.total) this.show(0, false);
    this.playing = true;
    this.endDismissed = false;
    const tick = () => {
      if (!this.playing) return;
      if (this.step >= this.total) {
        this.pause();
        return;
      }
      if (this.step + 1 < this.steps.length) this.show(this.step + 1, true);
      this.timer = setTimeout(tick, SPEEDS[this.speed]);
    };
    this.timer = setTimeout(tick, SPEEDS[this.speed] / 2);
    this.board.drawTopbar(this.model);
  }

  pause() {
    const was = this.playing;
    this.playing = false;
    clearTimeout(this.timer);
    if (was && this.data) this.board.drawTopbar(this.model);
  }

  async chooseSeat(value, step = this.step) {
    this.pause();
    this.seat = parseSeat(value);
    await this.load(step);
  }

  // --- the record file ----------------------------------------------------------------
  showFilePicker(error) {
    const input = h("input.record-file", {
      type: "file", accept: ".json,application/json", "aria-label": t("web.replay.file"),
      onchange: () => this.openFile(input.files && input.files[0]),
    });
    this.board.drawTopbar(this.model);
    this.board.els.table.classList.add("is-waiting-room");
    this.board.swap("seats", h("section.seats", {}, h("div.waiting.replay-open", {},
      h("h1", { text: t("web.replay.title") }),
      h("p", { text: t("web.replay.file_help") }),
      h("label.field", {}, h("span", { text: t("web.replay.file") }), input),
      error ? h("p.form-error", { role: "alert", text: error }) : null)));
  }

  async openFile(file) {
    if (!file) return;
    // The file goes to the server as it is: its seed is a 64-bit number or more, which
    // JavaScript would round.  It is parsed here only to refuse what is not JSON at all.
    let text;
    try {
      text = await file.text();
      JSON.parse(text);
    } catch {
      this.showFilePicker(t("web.replay.bad_file"));
      return;
    }
    this.record = text;
    this.board.els.table.classList.remove("is-waiting-room");
    if (!(await this.load(0)) && !this.data) {
      this.record = null;
      this.showFilePicker(t("web.replay.bad_file"));
    }
  }

  problem(text) {
    this.board.drawTopbar(this.model);
    this.board.els.table.classList.add("is-waiting-room");
    this.board.swap("seats", h("section.seats", {}, h("div.waiting", {}, h("h1", { text }),
      h("a.button", { href: "/#/", text: t("web.lobby") }))));
  }

  // --- controls ---------------------------------------------------------------------------
  /** Draw the controls again once more steps have loaded (the next and last buttons, the
   *  slider's end), keeping the focused control focused, without touching the table. */
  refreshControls() {
    const old = this.root.querySelector(".replay-controls");
    const [fresh] = this.controls();
    if (!old || !fresh) return;
    const focused = document.activeElement;
    const key = focused && old.contains(focused) ? focused.dataset.replay : null;
    old.replaceWith(fresh);
    const again = key ? fresh.querySelector(`[data-replay="${key}"]`) : null;
    if (again) again.focus({ preventScroll: true });
  }

  controls() {
    if (!this.data) return [];
    const last = this.total;
    const loaded = this.steps.length - 1;
    const seat = h("select.replay-seat", {
      "aria-label": t("web.replay.seat"), dataset: { replay: "seat" },
      onchange: (event) => this.chooseSeat(event.target.value),
    }, h("option", { value: "all", selected: this.seat === "all", text: t("web.replay.everyone") }),
    ...Array.from({ length: this.data.players }, (_, i) => h("option", {
      value: String(i), selected: this.seat === i, text: t("web.replay.seat_of", { name: this.nameOf(i) }),
    })));
    const button = (key, label, onclick, disabled) => h("button.replay-button", {
      type: "button", dataset: { replay: key }, "aria-label": t(`web.replay.${key}`), title: t(`web.replay.${key}`),
      disabled, onclick,
    }, label);
    const slider = h("input.replay-slider", {
      type: "range", min: 0, max: loaded, value: this.step, "aria-label": t("web.replay.step_slider"),
      dataset: { replay: "slider" },
      oninput: (event) => { this.pause(); this.show(Number(event.target.value), false); },
    });
    const speed = h("select.replay-speed", {
      "aria-label": t("web.settings.pace"), dataset: { replay: "speed" },
      onchange: (event) => { this.speed = event.target.value; settings.set("replaySpeed", this.speed); },
    }, ...Object.keys(SPEEDS).map((s) => h("option", { value: s, selected: s === this.speed, text: t(`web.pace.${s}`) })));
    return [h("div.replay-controls", { role: "group", "aria-label": t("web.replay.title") },
      h("strong.replay-title", { text: t("web.replay.title") }),
      seat,
      button("first", "⏮", () => { this.pause(); this.show(0, false); }, this.step === 0),
      button("back", "◀", () => { this.pause(); this.show(this.step - 1, false); }, this.step === 0),
      this.playing ? button("pause", "⏸", () => this.pause(), false)
        : button("play", "▶", () => this.play(), false),
      button("next", "▶▏", () => { this.pause(); this.show(this.step + 1, true); }, this.step >= loaded),
      button("last", "⏭", () => { this.pause(); this.show(loaded, false); }, this.step >= loaded),
      slider,
      h("span.replay-step", { dataset: { replay: "step" }, text: t("web.replay.step", { n: this.step, total: last }) }),
      speed,
      this.matchId ? button("share", t("web.replay.copy"), () => this.share(), false) : null)];
  }

  async share() {
    try {
      await navigator.clipboard.writeText(location.href);
      this.board.toast(t("web.copied"));
    } catch {
      this.board.toast(location.href);
    }
  }

  ui() {
    const noop = () => {};
    return {
      act: noop, selected: () => null, select: noop, cancelSelection: noop, toggleDie: noop,
      hideDecision: noop, reopenDecision: noop, openChat: noop, sendChat: () => false,
      showEnd: () => { this.endDismissed = false; this.show(this.step, false); },
      redraw: () => this.show(this.step, false), skip: null,
      feedOpen: () => settings.get("feedOpen"),
      toggleFeed: () => { settings.set("feedOpen", !settings.get("feedOpen")); this.show(this.step, false); },
      botNow: null, resume: null,
      caption: () => (this.model.caption ? renderMessage(this.model.caption) : null),
      endButtons: () => [
        h("button.primary", { type: "button", dataset: { end: "again" },
          onclick: () => { this.endDismissed = true; this.show(0, false); } }, t("web.replay.again")),
        h("a.button", { href: "/#/", text: t("web.lobby") }),
        h("button", { type: "button", dataset: { end: "table" },
          onclick: () => { this.endDismissed = true; this.board.closeDialog(); this.show(this.step, false); } },
        t("web.look_at_table")),
      ],
      // The controls sit in the bottom panel, under the thumb, like a player's.
      panelTop: () => this.controls(),
      topbarExtras: () => [accountBar({ compact: true }), this.app.languageSelect()],
      waitingRoom: () => null,
    };
  }
}
