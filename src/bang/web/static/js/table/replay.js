// The replay viewer: a finished match (#/replay/<id>) or a record file (#/replay, then
// open the file) stepped or played through in the browser, from any seat's view or a
// spectator's, with the players' names.  The server sends each step's view, made by the
// same redaction as the live table's; this page draws it with the live table's
// renderers.  The address holds the match, the seat and the step, so it can be shared.

import { api } from "../api.js";
import { h } from "../dom.js";
import { has, t } from "../i18n.js";
import { settings } from "../settings.js";
import { cardMoves } from "../games/cards.js";
import { diceMoves } from "../games/dice.js";
import { TableModel } from "./model.js";
import { Board } from "./board.js";
import { Animator } from "./animate.js";

const SPEEDS = { slow: 1800, normal: 1000, fast: 450 };

export class ReplayPage {
  constructor(root, { matchId, params, app }) {
    this.root = root;
    this.app = app;
    this.matchId = matchId;
    this.seat = parseSeat(params.get("seat"));
    this.step = Math.max(0, Number.parseInt(params.get("step") || "0", 10) || 0);
    this.record = null;  // an opened file's record (no match id)
    this.data = null;
    this.cache = new Map();
    this.playing = false;
    this.speed = settings.get("replaySpeed") in SPEEDS ? settings.get("replaySpeed") : "normal";
    this.model = new TableModel({ matchId, seat: this.seat, live: false });
    this.board = new Board(root, this.ui(), { chat: false });
    this.fx = new Animator(root);
  }

  /** Whether an address change is this page's own (a step or a seat): no reload. */
  handles(parts, params) {
    const id = parts[1] ? decodeURIComponent(parts[1]) : null;
    if (id !== this.matchId || (!id && !this.record)) return false;
    const seat = parseSeat(params.get("seat"));
    const step = Math.max(0, Number.parseInt(params.get("step") || "0", 10) || 0);
    if (seat !== this.seat) {
      this.seat = seat;
      this.load().then(() => this.show(step, false));
    } else if (step !== this.step) {
      this.show(step, false);
    }
    return true;
  }

  async start() {
    if (!this.matchId) {
      this.showFilePicker();
      return;
    }
    await this.load();
    this.show(this.step, false);
  }

  destroy() {
    this.pause();
    this.fx.destroy();
  }

  rebuild() {
    this.board.build();
    if (this.data) this.show(this.step, false);
    else if (!this.matchId) this.showFilePicker();
  }

  async load() {
    const key = String(this.seat);
    this.model.seat = this.seat;
    if (this.cache.has(key)) {
      this.data = this.cache.get(key);
      return;
    }
    try {
      this.data = this.record
        ? await api.replayRecord(this.record, this.seat)
        : await api.replay(this.matchId, this.seat);
    } catch (err) {
      this.problem(has(`error.${err.code}`) ? t(`error.${err.code}`) : err.message);
      this.data = null;
      return;
    }
    this.cache.set(key, this.data);
    this.model.match = this.summary();
  }

  /** A summary for the model (names, game, options) from the replay's own data. */
  summary() {
    const d = this.data;
    const names = d.names || [];
    return {
      match_id: this.matchId, game: d.game, players: names.length, options: d.options || {},
      status: "finished", turn_timer: null,
      seats: names.map((name, seat) => ({ seat, kind: "human", name, level: null, connected: true })),
    };
  }

  get steps() { return this.data ? this.data.steps : []; }

  /** Show step ``k`` (0 is the deal): its view, the log up to it, its moves animated
   *  when it follows the step shown. */
  show(k, animate) {
    if (!this.data) return;
    const steps = this.steps;
    const step = Math.max(0, Math.min(k, steps.length - 1));
    const next = steps[step];
    const follows = animate && step === this.step + 1;
    const moves = follows ? (next.log || []).flatMap((e) => (this.model.game === "dice" ? diceMoves : cardMoves)(e.event)) : [];
    const plan = moves.length ? this.fx.prepare(moves, this.seat) : [];
    if (!follows) this.fx.finish();
    const log = follows ? next.log || [] : steps.slice(0, step + 1).flatMap((s) => s.log || []);
    this.step = step;
    this.model.applyState({ view: next.view, log, decision: null, goal: next.goal || null },
      { resetLog: !follows });
    this.model.over = step === steps.length - 1 && this.data.over ? this.data.over : null;
    this.model.endHidden = Boolean(this.endDismissed);
    this.board.draw(this.model);
    if (plan.length) this.fx.play(plan, SPEEDS[this.speed] * 0.8, this.seat);
    this.writeAddress();
  }

  writeAddress() {
    if (!this.matchId) return;
    const params = new URLSearchParams();
    if (this.seat !== null) params.set("seat", String(this.seat));
    params.set("step", String(this.step));
    const hash = `#/replay/${encodeURIComponent(this.matchId)}?${params}`;
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  play() {
    if (this.playing || !this.data) return;
    if (this.step >= this.steps.length - 1) this.show(0, false);
    this.playing = true;
    const tick = () => {
      if (!this.playing) return;
      if (this.step >= this.steps.length - 1) {
        this.pause();
        return;
      }
      this.show(this.step + 1, true);
      this.timer = setTimeout(tick, SPEEDS[this.speed]);
    };
    this.timer = setTimeout(tick, SPEEDS[this.speed] / 2);
    this.board.drawTopbar(this.model);
  }

  pause() {
    this.playing = false;
    clearTimeout(this.timer);
    if (this.data) this.board.drawTopbar(this.model);
  }

  async chooseSeat(value) {
    this.pause();
    this.seat = parseSeat(value);
    await this.load();
    this.show(this.step, false);
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
    let record;
    try {
      record = JSON.parse(await file.text());
    } catch {
      this.showFilePicker(t("web.replay.bad_file"));
      return;
    }
    this.record = record;
    this.cache.clear();
    await this.load();
    if (!this.data) {
      this.record = null;
      this.showFilePicker(t("web.replay.bad_file"));
      return;
    }
    this.board.els.table.classList.remove("is-waiting-room");
    this.show(0, false);
  }

  problem(text) {
    this.board.swap("seats", h("section.seats", {}, h("div.waiting", {}, h("h1", { text }),
      h("a.button", { href: "#/", text: t("web.lobby") }))));
  }

  // --- controls ---------------------------------------------------------------------------
  controls() {
    if (!this.data) return [];
    const last = this.steps.length - 1;
    const names = this.data.names || [];
    const seat = h("select.replay-seat", {
      "aria-label": t("web.replay.seat"), dataset: { replay: "seat" },
      onchange: (event) => this.chooseSeat(event.target.value),
    }, h("option", { value: "", selected: this.seat === null, text: t("web.replay.spectator") }),
    ...names.map((name, i) => h("option", {
      value: String(i), selected: this.seat === i, text: t("web.replay.seat_of", { name: name || t("web.player_name", { n: i + 1 }) }),
    })));
    const button = (key, label, onclick, disabled) => h("button.replay-button", {
      type: "button", dataset: { replay: key }, "aria-label": t(`web.replay.${key}`), title: t(`web.replay.${key}`),
      disabled, onclick,
    }, label);
    const slider = h("input.replay-slider", {
      type: "range", min: 0, max: last, value: this.step, "aria-label": t("web.replay.step_slider"),
      dataset: { replay: "slider" },
      oninput: (event) => { this.pause(); this.show(Number(event.target.value), false); },
    });
    const speed = h("select.replay-speed", {
      "aria-label": t("web.settings.pace"), dataset: { replay: "speed" },
      onchange: (event) => { this.speed = event.target.value; settings.set("replaySpeed", this.speed); },
    }, ...Object.keys(SPEEDS).map((s) => h("option", { value: s, selected: s === this.speed, text: t(`web.pace.${s}`) })));
    return [h("div.replay-controls", { role: "group", "aria-label": t("web.replay.title") },
      seat,
      button("first", "⏮", () => { this.pause(); this.show(0, false); }, this.step === 0),
      button("back", "◀", () => { this.pause(); this.show(this.step - 1, false); }, this.step === 0),
      this.playing ? button("pause", "⏸", () => this.pause(), false)
        : button("play", "▶", () => this.play(), false),
      button("next", "▶|", () => { this.pause(); this.show(this.step + 1, true); }, this.step >= last),
      button("last", "⏭", () => { this.pause(); this.show(last, false); }, this.step >= last),
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
      feedOpen: () => true, toggleFeed: null, botNow: null,
      endButtons: () => [
        h("button.primary", { type: "button", dataset: { end: "again" },
          onclick: () => { this.endDismissed = true; this.show(0, false); } }, t("web.replay.again")),
        h("a.button", { href: "#/", text: t("web.lobby") }),
        h("button", { type: "button", dataset: { end: "table" },
          onclick: () => { this.endDismissed = true; this.board.closeDialog(); this.show(this.step, false); } },
        t("web.look_at_table")),
      ],
      topbarExtras: () => [...this.controls(), this.app.languageSelect()],
      waitingRoom: () => null,
    };
  }
}

function parseSeat(value) {
  if (value === null || value === undefined || value === "") return null;
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n >= 0 ? n : null;
}
