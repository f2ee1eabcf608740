// The live table: connects to a match (as a seat or a spectator) and feeds the model
// from the socket.  Changes are shown one at a time at the pace the viewer chose, each
// with its moves animated (a burst of bot moves stays readable; *Skip* shows the latest
// at once); a decision that becomes the viewer's is announced (title badge,
// notification, vibration, chime) when it arrives; a forced answer (one legal option)
// is played for him with a notice unless he asked to confirm those; the waiting room's
// host controls, leaving, the rematch and the end screen's links; moderation: the host
// mutes a player's chat from his seat, and anyone reports the match (the chat's button
// and the end screen's) with a reason, logged for review.

import { account, accountBar, accountSection } from "../account.js";
import { api } from "../api.js";
import { cardInfo, eventInfo } from "../catalog.js";
import { h, icon } from "../dom.js";
import { has, renderMessage, roleName, t } from "../i18n.js";
import { parseAction, regretReason } from "../actions.js";
import { MatchSocket } from "../socket.js";
import { store } from "../store.js";
import { sound } from "../sound.js";
import { notices } from "../notices.js";
import { settings, settingsPanel } from "../settings.js";
import { cardMoves } from "../games/cards.js";
import { diceMoves } from "../games/dice.js";
import { TableModel } from "./model.js";
import { Board } from "./board.js";
import { Animator } from "./animate.js";
import { confirmDialog } from "./render/dialogs.js";
import { joinScreen, problemScreen, waitingRoom } from "./render/waiting.js";

/** More changes than this waiting to be shown: the table jumps to the latest. */
const BACKLOG = 40;

export class LiveTable {
  constructor(root, { matchId, invite, app, watch }) {
    this.root = root;
    this.watch = Boolean(watch);
    this.matchId = matchId;
    this.invite = invite;
    this.app = app;
    this.model = new TableModel({ matchId });
    this.socket = null;
    this.queue = [];
    this.busyUntil = 0;
    this.pumpTimer = null;
    this.seenDecision = null;
    this.resetLog = false;
    this.screen = null;
    this.board = new Board(root, this.ui());
    this.fx = new Animator(root);
    this.timer = setInterval(() => this.board.tick(this.model), 250);
    this.onFirstTap = () => notices.askOnce();
    root.addEventListener("pointerdown", this.onFirstTap, { once: true });
    this.onVisible = () => { if (document.visibilityState === "visible") this.pump(); };
    document.addEventListener("visibilitychange", this.onVisible);
    this.board.drawTopbar(this.model);
  }

  /** The shown state (tests and tools read the decision from here). */
  get state() { return this.model.state; }

  get seat() { return this.model.seat; }

  // --- lifecycle ----------------------------------------------------------------------
  async start() {
    if (this.watch) {
      this.connect({ spectate: true, invite: this.invite || undefined });
      return;
    }
    const saved = store.seat(this.matchId);
    if (saved && saved.token) {
      this.connect({ token: saved.token });
      return;
    }
    try {
      this.model.match = await api.match(this.matchId, this.invite);
    } catch (err) {
      this.showScreen(problemScreen(this.errorText(err.code || "not_found")));
      return;
    }
    this.showScreen(joinScreen(this.model.match, {
      name: account.name || store.name,
      onJoin: (name) => this.join(name),
      onWatch: () => this.connect({ spectate: true, invite: this.invite || undefined }),
    }));
  }

  connect(hello) {
    this.screen = null;
    if (this.socket) this.socket.close();
    this.socket = new MatchSocket(this.matchId, hello, {
      onMessage: (m) => this.onMessage(m),
      onStatus: (s) => this.onStatus(s),
    });
  }

  destroy() {
    clearInterval(this.timer);
    clearTimeout(this.pumpTimer);
    clearTimeout(this.forcedTimer);
    document.removeEventListener("visibilitychange", this.onVisible);
    this.fx.destroy();
    notices.reset();
    if (this.socket) this.socket.close();
    this.socket = null;
  }

  onStatus(status) {
    this.model.connection = status;
    if (status === "reconnecting" || status === "connecting") this.resetLog = true;
    this.board.drawTopbar(this.model);
    const lost = status !== "open" && status !== "closed" && this.everWelcomed;
    this.board.banner(lost ? t("web.reconnecting") : "");
  }

  onMessage(m) {
    const model = this.model;
    switch (m.type) {
      case "welcome":
        this.everWelcomed = true;
        model.seat = m.seat;
        model.match = m.match;
        this.resetLog = true;
        this.board.banner("");
        this.redraw();
        break;
      case "state":
        this.onState(m);
        break;
      case "match":
        model.match = { ...m.match, rules: m.match.rules && m.match.rules.length ? m.match.rules : model.match?.rules };
        if (m.deadlines !== undefined) model.setDeadlines(m.deadlines);
        this.redraw();
        break;
      case "chat_history":
        // Sent after every welcome: the conversation so far (a reload or a late joiner).
        model.chat = (m.lines || []).slice(-300);
        this.board.drawChat(model);
        break;
      case "removed":
        store.forget(this.matchId);
        this.socket.close();
        this.showScreen(problemScreen(t("web.removed")));
        break;
      case "chat":
        model.chat.push(m);
        if (model.chat.length > 300) model.chat.shift();
        this.board.drawChat(model);
        break;
      case "over":
        // Shown with the last change of the game, once the changes before it are.
        if (this.queue.length) {
          this.pendingOver = m;
        } else {
          model.over = m;
          this.redraw();
        }
        break;
      case "rematch":
        model.rematchId = m.match_id;
        this.copySeat(m.match_id);
        if (model.isOver() && !model.endHidden && !this.queue.length) this.redraw();
        break;
      case "error":
        this.board.els.table.classList.remove("is-sending");
        if (m.code === "stale_decision" && this.autoSent === m.decision) break;
        this.board.toast(this.errorText(m.code, m.reason));
        if (!this.everWelcomed && ["unauthorized", "not_found", "forbidden"].includes(m.code)) {
          // The hello was refused: a stale token (forgotten, so the join screen comes
          // back on the next visit), a deleted match, a player who left.
          if (m.code !== "not_found") store.forget(this.matchId);
          this.socket.close();
          this.showScreen(problemScreen(this.errorText(m.code)));
        }
        break;
      default:
        break;
    }
  }

  // --- the pace of the shown changes ----------------------------------------------------
  onState(m) {
    const decision = m.decision;
    this.model.setDeadlines(m.deadlines);
    if (Array.isArray(m.rules) && m.rules.length && this.model.match) this.model.match.rules = m.rules;
    if (decision && decision.id !== this.seenDecision) {
      this.seenDecision = decision.id;
      if (!this.isForced(decision)) notices.yourTurn(renderMessage(decision.prompt));
    } else if (!decision) {
      notices.done();
    }
    if (this.resetLog) {
      // A (re)connection: the full table at once, with its recent log.
      this.resetLog = false;
      this.queue = [];
      this.present(m, { reset: true, animate: false });
      return;
    }
    this.queue.push(m);
    if (this.queue.length > BACKLOG) {
      this.skip();
      return;
    }
    this.pump();
  }

  paceMs() {
    if (document.visibilityState === "hidden") return 0;
    const pace = settings.paceMs();
    // A decision of the viewer's waits in the queue (and its clock runs): hurry.
    if (this.queue.some((m) => m.decision && m.decision.deadline_ms)) return Math.min(pace, 300);
    return pace;
  }

  pump() {
    clearTimeout(this.pumpTimer);
    if (!this.queue.length) return;
    const wait = this.busyUntil - Date.now();
    if (wait > 0 && this.paceMs() > 0) {
      this.pumpTimer = setTimeout(() => this.pump(), wait);
      this.model.queued = this.queue.length;
      this.board.drawTopbar(this.model);
      return;
    }
    this.present(this.queue.shift(), { animate: true });
    if (this.queue.length) this.pump();
  }

  /** Show every change still waiting, at once. */
  skip() {
    clearTimeout(this.pumpTimer);
    this.fx.finish();
    const pending = this.queue;
    this.queue = [];
    if (!pending.length) return;
    const last = pending[pending.length - 1];
    const log = pending.flatMap((m) => m.log || []);
    this.present({ ...last, log }, { animate: false });
  }

  moves(m) {
    const of = this.model.game === "dice" ? diceMoves : cardMoves;
    return (m.log || []).flatMap((entry) => of(entry.event));
  }

  present(m, { reset = false, animate = true }) {
    const model = this.model;
    const pace = this.paceMs();
    const moves = animate && pace ? this.moves(m) : [];
    const plan = moves.length ? this.fx.prepare(moves, model.seat) : [];
    model.applyState(m, { resetLog: reset });
    model.queued = this.queue.length;
    if (!this.queue.length && this.pendingOver) {
      model.over = this.pendingOver;
      this.pendingOver = null;
    }
    if (model.forced && (!m.decision || m.decision.id !== model.forced.id)) model.forced = null;
    this.maybeForced(m.decision);
    this.redraw();
    const decision = model.tableDecision();
    if (decision && decision.id !== this.revealed) {
      this.revealed = decision.id;
      const placed = model.placement();
      if (model.game === "dice" && placed.bySeat.size) this.board.revealDice();
      else if (model.game === "cards" && placed.byCard.size) this.board.revealHand();
    }
    if (plan.length) this.fx.play(plan, pace, model.seat);
    // A new event card changes the rules of the round: said at once, and its card
    // flashes once where it now lies (rules/high-noon-fistful.md F3.2).
    const revealed = (m.log || []).map((entry) => entry.event || {}).filter((e) => e.kind === "event_revealed").pop();
    if (revealed && !reset) {
      this.board.toast(t("web.event.new", { name: eventInfo(revealed.event)?.name || revealed.event }));
      this.board.root.querySelector(".event-area .event-large")?.classList.add("event-new");
    }
    // Lines of the viewer's own move need no reading pause; others' do.
    const others = (m.log || []).some((entry) => {
      const e = entry.event || {};
      const seat = e.seat ?? (e.data ? e.data.seat : undefined);
      return seat !== model.seat;
    });
    this.busyUntil = Date.now() + (others ? pace : (m.log || []).length ? pace / 2 : 0);
  }

  // --- forced answers -------------------------------------------------------------------
  isForced(decision) {
    return Boolean(decision && decision.options.length === 1 && !settings.get("confirmForced")
      && this.model.seat !== null);
  }

  maybeForced(decision) {
    if (!this.isForced(decision) || (this.model.forced && this.model.forced.id === decision.id)) return;
    const option = decision.options[0];
    this.model.forced = { id: decision.id, label: option.label, action: option.action };
    this.board.toast(t("web.forced", { answer: renderMessage(option.label) }));
    clearTimeout(this.forcedTimer);
    const delay = this.paceMs() ? 700 : 0;
    this.forcedTimer = setTimeout(() => {
      const now = this.model.decision;
      if (!now || now.id !== decision.id) return;
      this.autoSent = decision.id;
      this.send(decision.id, option.action);
    }, delay);
  }

  // --- actions ------------------------------------------------------------------------
  send(decisionId, action) {
    const sent = this.socket && this.socket.send({ type: "act", decision: decisionId, action });
    if (!sent) this.board.toast(t("web.reconnecting"));
    this.board.els.table.classList.add("is-sending");
  }

  act(option) {
    const model = this.model;
    const decision = model.decision;
    if (!decision) return;
    if (option.step === "mode") {
      model.clearSelection();
      model.mode = { kind: option.mode, target: null, first: null };
      this.redraw();
      this.board.focusTargets();
      return;
    }
    if (option.step === "mode_target" || option.step === "mode_first") {
      if (option.step === "mode_target") model.mode.target = option.parsed.target;
      else model.mode.first = option.first;
      this.redraw();
      this.board.focusCosts();
      return;
    }
    if (option.step === "target") {
      // A card with a cost: the target is chosen, the card paying for it comes next (a
      // shot at one's own side is confirmed then, once).
      model.selectedTarget = option.parsed.target;
      this.redraw();
      this.board.focusCosts();
      return;
    }
    const reason = regretReason(option.parsed || parseAction(option.action), model.view,
      (id) => Boolean(cardInfo(id)?.hostile), decision.options);
    if (reason && model.pendingConfirm !== option.action) {
      this.confirm(option, reason);
      return;
    }
    model.pendingConfirm = null;
    model.clearSelection();
    this.send(decision.id, option.action);
  }

  confirm(option, reason) {
    const model = this.model;
    const role = reason.role ? roleName(reason.role) : "";
    const target = reason.target !== undefined ? model.nameOf(reason.target) : "";
    this.board.openDialog(confirmDialog({
      title: t("web.confirm.title"), text: t(reason.key, { role, target }),
      detail: renderMessage(option.label), yes: t("web.confirm.yes"), no: t("web.cancel"),
      onYes: () => { model.pendingConfirm = option.action; this.board.closeDialog(); this.act(option); },
      onNo: () => { model.clearSelection(); this.board.closeDialog(); this.redraw(); },
    }));
  }

  confirmLeave() {
    this.board.openDialog(confirmDialog({
      title: t("web.leave_title"), text: t("web.leave_running"), yes: t("web.leave"), yesKey: "leave",
      no: t("web.stay"),
      onYes: () => { this.board.closeDialog(); this.leave(); },
      onNo: () => { this.board.closeDialog(); this.redraw(); },
    }));
  }

  /** Give the seat up: in the waiting room it is open again; in a running match a bot
   *  plays it to the end and this browser forgets the token (the server refuses it). */
  async leave() {
    const saved = store.seat(this.matchId);
    if (!saved) return;
    if (this.socket) this.socket.close();  // no reconnect loop while the seat goes
    this.socket = null;
    try {
      await api.leave(this.matchId, saved.token);
    } catch (err) {
      if (err.code !== "unauthorized" && err.code !== "not_found") {
        this.board.toast(this.errorText(err.code, err.message));
        this.connect({ token: saved.token });
        return;
      }
    }
    store.forget(this.matchId);
    this.app.go("#/");
  }

  async join(name) {
    const chosen = name || t("web.player_name", { n: "" }).trim();
    store.name = chosen;
    try {
      const result = await api.join(this.matchId, { name: chosen, invite: this.invite || undefined });
      store.setSeat(this.matchId, { token: result.token, seat: result.seat, invite: this.invite });
      this.connect({ token: result.token });
    } catch (err) {
      this.board.toast(this.errorText(err.code, err.message));
    }
  }

  /** A call of the host's (or a seated player's) that answers nothing but ok or an error. */
  async call(fn) {
    try {
      await fn(store.seat(this.matchId));
    } catch (err) {
      this.board.toast(this.errorText(err.code, err.message));
    }
  }

  /** The seat token carries over to the rematch (the server keeps seats and tokens). */
  copySeat(matchId) {
    const saved = store.seat(this.matchId);
    if (saved) store.setSeat(matchId, saved);
  }

  async rematch() {
    const saved = store.seat(this.matchId);
    if (!saved) return;
    try {
      const result = await api.rematch(this.matchId, saved.token, false, true);
      this.copySeat(result.match_id);
      this.app.go(`#/match/${encodeURIComponent(result.match_id)}`);
    } catch (err) {
      this.board.toast(this.errorText(err.code, err.message));
    }
  }

  errorText(code, reason) {
    const key = `error.${code}`;
    return has(key) ? t(key) : reason || code;
  }

  // --- drawing --------------------------------------------------------------------------
  showScreen(element) {
    this.screen = element;
    this.redraw();
  }

  redraw() {
    if (this.screen) {
      this.board.drawTopbar(this.model);
      this.board.els.table.classList.add("is-waiting-room");
      this.board.swap("seats", h("section.seats", {}, this.screen));
      return;
    }
    this.board.draw(this.model);
  }

  /** Rebuild after a language switch. */
  rebuild() {
    this.board.build();
    this.redraw();
  }

  /** What the table's controls do (the board and the renderers call these). */
  ui() {
    const model = this.model;
    return {
      act: (option) => this.act(option),
      selected: () => model.selected,
      select: (id) => {
        model.selected = model.selected === id ? null : id;
        model.selectedTarget = null;
        model.mode = null;
        this.redraw();
        if (model.selected !== null) this.board.focusTargets();
      },
      cancelSelection: () => { model.clearSelection(); this.redraw(); },
      toggleDie: (i) => { model.diceMask ^= 1 << i; this.redraw(); },
      hideDecision: () => { model.dialogHidden = true; this.board.closeDialog(); this.redraw(); },
      reopenDecision: () => { model.dialogHidden = false; this.redraw(); },
      openChat: () => {
        if (this.board.dialogKind === "decision") {
          model.dialogHidden = true;
          this.board.closeDialog();
          this.redraw();
        }
        const input = this.board.els.chatInput;
        input.scrollIntoView({ block: "center" });
        input.focus({ preventScroll: true });
      },
      sendChat: (text) => Boolean(this.socket && this.socket.send({ type: "chat", text })),
      showEnd: () => { model.endHidden = false; this.redraw(); },
      redraw: () => this.redraw(),
      skip: () => this.skip(),
      feedOpen: () => settings.get("feedOpen"),
      toggleFeed: () => { settings.set("feedOpen", !settings.get("feedOpen")); this.redraw(); },
      botNow: this.canHandOver() ? (seat) => this.call((saved) => api.seatBot(this.matchId, saved.token, seat)) : null,
      resume: () => this.socket && this.socket.send({ type: "resume" }),
      endButtons: () => this.endButtons(),
      // The host mutes a seated player's chat (his seat's button); known only once the
      // match is, so asked at each drawing.
      canMute: () => this.isHost(),
      mute: (seat, muted) => this.mute(seat, muted),
      isMuted: (seat) => this.isMuted(seat),
      report: () => this.openReport(),
      topbarExtras: () => this.topbarExtras(),
      waitingRoom: () => this.waitingRoom(),
    };
  }

  /** Any seated player may hand an absent or silent player's seat to a bot at once. */
  canHandOver() {
    return !this.watch && Boolean(store.seat(this.matchId));
  }

  topbarExtras() {
    const model = this.model;
    const conn = h(`span.conn.conn-${model.connection}`, {
      text: model.connection === "open" ? "" : t(`web.conn.${model.connection}`),
    });
    const role = model.seat === null && model.state ? h("span.badge.spectator-badge", {
      text: t("web.spectating"),
    }) : null;
    // A seated player of a running match leaves for good (a bot plays on): asked once.
    const leave = model.seat !== null && model.state && !model.isOver() && store.seat(this.matchId)
      ? h("button.leave", {
        type: "button", dataset: { leave: "match" }, onclick: () => this.confirmLeave(),
      }, t("web.leave")) : null;
    const skip = model.queued ? h("button.skip.topbar-skip", {
      type: "button", dataset: { skip: "top" }, onclick: () => this.skip(),
    }, t("web.skip", { n: model.queued })) : null;
    const gallery = h("a.gallery-link", {
      href: `/#/gallery?game=${model.game}`, target: "_blank", rel: "noopener",
      title: t("web.gallery"), "aria-label": t("web.gallery"),
    }, h("span.gallery-mark", { "aria-hidden": "true", text: "?" }), h("span.gallery-word", { text: t("web.gallery") }));
    return [skip, role, conn, leave, gallery, this.settingsButton(), accountBar({ compact: true, phoneHidden: true }),
      this.app.languageSelect(), sound.toggle()];
  }

  settingsButton() {
    return h("button.icon-button.settings-button", {
      type: "button", dataset: { open: "settings" }, "aria-label": t("web.settings"), title: t("web.settings"),
      onclick: () => this.openSettings(),
    }, h("span", { "aria-hidden": "true", text: "⚙" }));
  }

  openSettings() {
    const permission = notices.permission();
    const state = permission === "denied" ? t("web.settings.notify_denied")
      : permission === "unsupported" ? t("web.settings.notify_unsupported") : null;
    const panel = settingsPanel({
      notifyState: state,
      onChange: (name, value) => {
        if (name === "notify" && value && typeof Notification !== "undefined"
            && Notification.permission === "default") {
          Notification.requestPermission().catch(() => {});
        }
        if (name === "confirmForced" || name === "sound") this.redraw();
      },
    });
    const model = this.model;
    const saved = store.seat(this.matchId);
    // A player who must step away hands his seat to a bot (he takes it back from his panel).
    const stepAway = saved && model.seat !== null && model.state && !model.isOver() && !model.replacedOf(model.seat)
      ? h("button.bot-now", { type: "button", dataset: { botNow: String(model.seat) },
        onclick: () => { this.board.closeDialog(); this.call((s) => api.seatBot(this.matchId, s.token, model.seat)); } },
      t("web.bot_for_me")) : null;
    const close = () => { this.board.closeDialog(); this.redraw(); };
    this.board.openDialog({
      kind: "settings", title: t("web.settings"), body: [panel, stepAway, accountSection(close)].filter(Boolean),
      buttons: [h("button.primary", { type: "button", dataset: { close: "settings" },
        onclick: () => { this.board.closeDialog(); this.redraw(); } }, t("web.close"))],
    });
  }

  endButtons() {
    const model = this.model;
    const buttons = [];
    if (model.rematchId) {
      // Someone asked for the next game at this table: the seats carry over.
      const next = model.rematchId;
      buttons.push(h("button.primary", {
        type: "button", dataset: { end: "rematch-go" },
        onclick: () => this.app.go(`#/${model.seat === null ? "watch" : "match"}/${encodeURIComponent(next)}`),
      }, t(model.seat === null ? "web.rematch_watch" : "web.rematch_join")));
    } else if (model.seat !== null) {
      buttons.push(h("button.primary", {
        type: "button", dataset: { end: "rematch" }, onclick: () => this.rematch(),
      }, t("web.rematch")));
    }
    const seatPart = model.seat !== null && model.seat !== undefined ? `?seat=${model.seat}` : "";
    buttons.push(h("a.button", {
      href: `/replay/${encodeURIComponent(this.matchId)}${seatPart}`, dataset: { end: "replay" },
    }, icon(model.game === "dice" ? "dice" : "cards"), h("span", { text: t("web.replay.watch") })));
    buttons.push(h("a.button", {
      href: api.recordUrl(this.matchId), download: `bang-${this.matchId}.json`, dataset: { end: "record" },
    }, t("web.download_record")));
    buttons.push(h("a.button", { href: "/#/", text: t("web.lobby") }));
    buttons.push(h("button.report-button", {
      type: "button", dataset: { end: "report" }, onclick: () => this.openReport(),
    }, t("web.report")));
    buttons.push(h("button", {
      type: "button", dataset: { end: "table" },
      onclick: () => { model.endHidden = true; this.board.closeDialog(); this.redraw(); },
    }, t("web.look_at_table")));
    return buttons;
  }

  /** Whether this browser holds the host's seat of the match. */
  isHost() {
    const saved = store.seat(this.matchId);
    const m = this.model.match;
    return Boolean(!this.watch && saved && (saved.host || (m && m.host !== null && m.host !== undefined
      && m.host === this.model.seat)));
  }

  /** A seat whose chat the host muted (the server's list when it sends one). */
  isMuted(seat) {
    const listed = this.model.match && Array.isArray(this.model.match.muted) ? this.model.match.muted : null;
    if (this.mutedSeats && this.mutedSeats.has(seat)) return this.mutedSeats.get(seat);
    return listed ? listed.includes(seat) : false;
  }

  async mute(seat, muted) {
    const saved = store.seat(this.matchId);
    if (!saved) return;
    try {
      const answer = await api.mute(this.matchId, saved.token, seat, muted);
      if (!this.mutedSeats) this.mutedSeats = new Map();
      // The server answers every muted seat of the match.
      if (answer && Array.isArray(answer.muted)) {
        for (const s of this.mutedSeats.keys()) this.mutedSeats.set(s, answer.muted.includes(s));
        for (const s of answer.muted) this.mutedSeats.set(s, true);
      }
      this.mutedSeats.set(seat, muted);
      this.board.toast(t(muted ? "web.muted_done" : "web.unmuted_done", { name: this.model.nameOf(seat) }));
      this.redraw();
    } catch (err) {
      this.board.toast(this.errorText(err.code, err.message));
    }
  }

  /** The report form: a reason, sent with the seat's token (a spectator sends none). */
  openReport() {
    const model = this.model;
    const reason = h("textarea.report-reason", {
      maxlength: 1000, rows: 4, required: true, dataset: { report: "reason" },
      "aria-label": t("web.report.reason"), placeholder: t("web.report.placeholder"),
    });
    const error = h("p.form-error", { role: "alert" });
    const back = () => { this.board.closeDialog(); this.redraw(); };
    const send = h("button.primary", {
      type: "button", dataset: { report: "send" },
      onclick: async () => {
        const text = reason.value.trim();
        if (!text) { error.textContent = t("web.report.empty"); return; }
        send.disabled = true;
        const saved = store.seat(this.matchId);
        try {
          await api.report(this.matchId, saved && model.seat !== null ? saved.token : null, text,
            this.invite || (saved && saved.invite) || null);
          back();
          this.board.toast(t("web.report.sent"));
        } catch (err) {
          send.disabled = false;
          error.textContent = this.errorText(err.code, err.message);
        }
      },
    }, t("web.report.send"));
    this.board.openDialog({
      kind: "report", title: t("web.report.title"),
      body: [h("p", { text: t("web.report.help") }),
        h("label.field.stacked", {}, h("span", { text: t("web.report.reason") }), reason), error],
      buttons: [send, h("button", { type: "button", dataset: { report: "cancel" }, onclick: back }, t("web.cancel"))],
    });
    reason.focus();
  }

  waitingRoom() {
    const model = this.model;
    if (!model.match) return null;
    const saved = store.seat(this.matchId);
    const host = this.isHost();
    const token = saved ? saved.token : null;
    return waitingRoom(model, {
      host, mySeat: model.seat, invite: model.match.invite || (saved && saved.invite) || this.invite,
      copyInvite: async (link) => {
        try { await navigator.clipboard.writeText(link); this.board.toast(t("web.copied")); } catch { this.board.toast(link); }
      },
      start: () => this.call(() => api.start(this.matchId, token)),
      startWithBots: (level) => this.call(() => api.start(this.matchId, token, level)),
      fillBot: (seat, level) => this.call(() => api.seatBot(this.matchId, token, seat, level)),
      removeSeat: (seat) => this.call(() => api.seatOpen(this.matchId, token, seat)),
      mute: host ? (seat, muted) => this.mute(seat, muted) : null,
      isMuted: (seat) => this.isMuted(seat),
      leave: saved ? () => this.leave() : null,
    });
  }
}
