// The table page: connects to a match (as a seat or a spectator), keeps the latest state,
// log and chat, and redraws the table, the controls for the viewer's decision, the
// dialogs (out-of-turn prompts, confirmations, the end screen) and the waiting room.

import { api } from "./api.js";
import { cardBack, cardElement, cardInfo } from "./cards.js";
import { clear, h, icon } from "./dom.js";
import {
  cardName, characterName, has, joinList, renderMessage, roleName, setContext, slug, t, tOr,
} from "./i18n.js";
import { onTable, parseAction, placeOptions, regretReason } from "./actions.js";
import { seatPanel } from "./seats.js";
import { MatchSocket } from "./socket.js";
import { store } from "./store.js";
import { sound } from "./sound.js";

const LOG_LIMIT = 300;

export class TablePage {
  constructor(root, { matchId, invite, app, watch }) {
    this.root = root;
    this.watch = Boolean(watch);
    this.matchId = matchId;
    this.invite = invite;
    this.app = app;
    this.match = null;
    this.seat = null;
    this.state = null;
    this.log = [];
    this.chat = [];
    this.over = null;
    this.selected = null;
    this.diceMask = 0;
    this.connection = "connecting";
    this.resetLog = false;
    this.dialogHidden = false;
    this.lastDecisionId = null;
    this.socket = null;
    this.timer = setInterval(() => this.tick(), 250);
    root.addEventListener("keydown", (event) => this.onKey(event));
    this.build();
  }

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
      this.match = await api.match(this.matchId, this.invite);
    } catch (err) {
      this.showProblem(err.code || "not_found");
      return;
    }
    this.renderJoin();
  }

  connect(hello) {
    this.hello = hello;
    if (this.socket) this.socket.close();
    this.socket = new MatchSocket(this.matchId, hello, {
      onMessage: (m) => this.onMessage(m),
      onStatus: (s) => this.onStatus(s),
    });
  }

  destroy() {
    clearInterval(this.timer);
    if (this.socket) this.socket.close();
    this.socket = null;
  }

  onStatus(status) {
    this.connection = status;
    if (status === "reconnecting" || status === "connecting") this.resetLog = true;
    this.renderTopbar();
  }

  onMessage(m) {
    switch (m.type) {
      case "welcome":
        this.everWelcomed = true;
        this.seat = m.seat;
        this.match = m.match;
        this.resetLog = true;
        this.renderAll();
        break;
      case "state":
        this.onState(m);
        break;
      case "match":
        this.match = m.match;
        this.renderAll();
        break;
      case "chat":
        this.chat.push(m);
        if (this.chat.length > LOG_LIMIT) this.chat.shift();
        this.renderChat();
        break;
      case "over":
        this.over = m;
        this.renderAll();
        break;
      case "rematch":
        this.rematchId = m.match_id;
        this.copySeat(m.match_id);
        if (this.isOver() && !this.endHidden) this.renderEnd();
        break;
      case "error":
        this.root.querySelector(".table")?.classList.remove("is-sending");
        this.toast(this.errorText(m.code, m.reason));
        if (!this.everWelcomed && ["unauthorized", "not_found", "forbidden"].includes(m.code)) {
          // The hello was refused: a stale token (forgotten, so the join screen comes
          // back on the next visit), a deleted match, a player who left.
          if (m.code !== "not_found") store.forget(this.matchId);
          this.socket.close();
          this.showProblem(m.code);
        }
        break;
      default:
        break;
    }
  }

  onState(m) {
    const previous = this.state;
    this.state = m;
    const entries = (m.log || []).map((entry) => entry.message).filter(Boolean);
    if (this.resetLog) {
      this.log = entries;
      this.resetLog = false;
    } else {
      this.log.push(...entries);
    }
    if (this.log.length > LOG_LIMIT) this.log.splice(0, this.log.length - LOG_LIMIT);
    const decision = m.decision;
    if (!decision || !previous || !previous.decision || previous.decision.id !== decision.id) {
      this.selected = null;
      this.diceMask = 0;
      this.dialogHidden = false;
      this.pendingConfirm = null;
    }
    if (decision && decision.id !== this.lastDecisionId) {
      this.lastDecisionId = decision.id;
      sound.play("decision");
    }
    this.renderAll();
  }

  /** The seat token carries over to the rematch (the server keeps seats and tokens). */
  copySeat(matchId) {
    const saved = store.seat(this.matchId);
    if (saved) store.setSeat(matchId, saved);
  }

  onRematch(matchId) {
    this.copySeat(matchId);
    this.app.go(`#/match/${encodeURIComponent(matchId)}`);
  }

  // --- data ---------------------------------------------------------------------------
  get view() { return this.state ? this.state.view : null; }
  get game() { return (this.match && this.match.game) || (this.view && this.view.game) || "cards"; }

  nameOf(seat) {
    const entry = this.match && this.match.seats ? this.match.seats[seat] : null;
    // A bot is named in the viewer's language, whatever the server calls it.
    if (entry && entry.kind === "bot") return t("web.bot_name", { n: seat + 1 });
    if (entry && entry.name) return entry.name;
    return t("web.player_name", { n: seat + 1 });
  }

  connectedOf(seat) {
    const entry = this.match && this.match.seats ? this.match.seats[seat] : null;
    if (!entry || entry.kind !== "human") return true;
    return entry.connected !== false;
  }

  /** A bot plays this person's seat while he is away (the server gives it back). */
  replacedOf(seat) {
    const entry = this.match && this.match.seats ? this.match.seats[seat] : null;
    return Boolean(entry && entry.replaced);
  }

  errorText(code, reason) {
    const key = `error.${code}`;
    return has(key) ? t(key) : reason || code;
  }

  // --- actions ------------------------------------------------------------------------
  act(option) {
    const decision = this.state && this.state.decision;
    if (!decision) return;
    const view = this.view;
    const reason = regretReason(option.parsed || parseAction(option.action), view,
      (id) => slug(cardInfo(id)?.kind || ""), decision.options);
    if (reason && this.pendingConfirm !== option.action) {
      this.confirm(option, reason);
      return;
    }
    this.pendingConfirm = null;
    this.selected = null;
    const sent = this.socket && this.socket.send({
      type: "act", decision: decision.id, action: option.action,
    });
    if (!sent) this.toast(t("web.reconnecting"));
    this.root.querySelector(".table").classList.add("is-sending");
  }

  confirm(option, reason) {
    const role = reason.role ? roleName(reason.role) : "";
    const target = reason.target !== undefined ? this.nameOf(reason.target) : "";
    const body = t(reason.key, { role, target });
    this.openDialog("confirm", {
      title: t("web.confirm.title"),
      body: [h("p", { text: body }), h("p.option-label", { text: renderMessage(option.label) })],
      buttons: [
        h("button.primary", {
          type: "button", dataset: { confirm: "yes" },
          onclick: () => { this.pendingConfirm = option.action; this.closeDialog(); this.act(option); },
        }, t("web.confirm.yes")),
        h("button", { type: "button", dataset: { confirm: "no" },
          onclick: () => { this.selected = null; this.closeDialog(); this.renderAll(); } },
        t("web.cancel")),
      ],
    });
  }

  confirmLeave() {
    this.openDialog("confirm", {
      title: t("web.leave_title"),
      body: [h("p", { text: t("web.leave_running") })],
      buttons: [
        h("button.primary", {
          type: "button", dataset: { confirm: "leave" },
          onclick: () => { this.closeDialog(); this.leave(); },
        }, t("web.leave")),
        h("button", { type: "button", dataset: { confirm: "no" },
          onclick: () => { this.closeDialog(); this.renderAll(); } },
        t("web.stay")),
      ],
    });
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
        this.toast(this.errorText(err.code, err.message));
        this.connect({ token: saved.token });
        return;
      }
    }
    store.forget(this.matchId);
    this.app.go("#/");
  }

  // --- skeleton -----------------------------------------------------------------------
  build() {
    clear(this.root);
    this.renderedLast = null;
    this.els = {
      topbar: h("header.topbar"),
      seats: h("section.seats", { "aria-label": t("web.players") }),
      centre: h("section.centre", { "aria-label": t("web.table_centre") }),
      me: h("section.me", { "aria-label": t("web.your_place") }),
      panel: h("section.panel", { "aria-live": "polite" }),
      log: h("ol.log-list", { "aria-live": "polite", "aria-relevant": "additions" }),
      chatList: h("ol.chat-list", { "aria-live": "polite" }),
      dialog: h("dialog.dialog", { "aria-labelledby": "dialog-title" }),
      toast: h("div.toast", { role: "status", "aria-live": "assertive", hidden: true }),
      banner: h("div.banner", { role: "status", hidden: true }),
    };
    const chatInput = h("input.chat-input", {
      type: "text", maxlength: 300, "aria-label": t("web.chat_placeholder"),
      placeholder: t("web.chat_placeholder"),
    });
    const chatForm = h("form.chat-form", {
      onsubmit: (event) => {
        event.preventDefault();
        const text = chatInput.value.trim();
        if (text && this.socket && this.socket.send({ type: "chat", text })) chatInput.value = "";
      },
    }, chatInput, h("button", { type: "submit", text: t("web.send") }));
    this.els.chatInput = chatInput;
    const side = h("aside.side", {},
      h("section.log", { "aria-label": t("web.log") },
        h("h2", { text: t("web.log") }), this.els.log),
      h("section.chat", { "aria-label": t("web.chat") },
        h("h2", { text: t("web.chat") }), this.els.chatList, chatForm));
    const board = h("main.board", {},
      this.els.seats, this.els.centre, this.els.me, this.els.panel);
    this.root.append(h("div.table", {}, this.els.topbar, this.els.banner,
      h("div.table-main", {}, board, side), this.els.dialog, this.els.toast));
    this.els.dialog.addEventListener("cancel", (event) => {
      // Escape hides a decision dialog (the table stays reachable); it never answers.
      event.preventDefault();
      if (this.dialogKind === "decision") {
        this.dialogHidden = true;
        this.closeDialog();
        this.renderPanel();
      } else if (this.dialogKind !== "over") {
        this.closeDialog();
        this.renderAll();
      }
    });
    this.renderTopbar();
  }

  onKey(event) {
    if (event.key === "Escape" && this.dialogKind === "decision" && this.els.dialog.open
        && !this.els.dialog.matches(":modal")) {
      // Escape hides a decision (as the modal dialogs' cancel does); it never answers.
      this.dialogHidden = true;
      this.closeDialog();
      this.renderPanel();
      return;
    }
    const targets = [...this.root.querySelectorAll(".target-button")];
    if (!targets.length) return;
    if (event.key === "Escape" && this.selected !== null) {
      const card = this.selected;
      this.selected = null;
      this.renderAll();
      this.root.querySelector(`.hand [data-select="${card}"]`)?.focus();
      return;
    }
    const index = targets.indexOf(document.activeElement);
    if (index < 0) return;
    let next = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (index + 1) % targets.length;
    if (event.key === "ArrowLeft" || event.key === "ArrowUp") {
      next = (index - 1 + targets.length) % targets.length;
    }
    if (next !== null) {
      event.preventDefault();
      targets[next].focus();
    }
  }

  renderAll() {
    setContext({ seatName: (s) => this.nameOf(s), viewer: this.seat });
    this.root.querySelector(".table").classList.remove("is-sending");
    this.renderTopbar();
    if (!this.state) {
      this.renderWaitingRoom();
      return;
    }
    this.root.querySelector(".table").classList.toggle("is-waiting-room", false);
    // A redraw replaces the controls; a keyboard player whose focused control went with
    // it gets the first control of his decision instead of the page's start.
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || this.els.seats.contains(focused)
      || this.els.me.contains(focused) || this.els.panel.contains(focused)
      || this.els.centre.contains(focused);
    const selectedCard = focused && focused.dataset ? focused.dataset.select : undefined;
    this.renderSeats();
    this.renderCentre();
    this.renderMe();
    this.renderPanel();
    this.renderLog();
    this.renderChat();
    this.renderDialogs();
    if (lost && !this.els.dialog.open && !this.root.contains(document.activeElement)) {
      const again = selectedCard !== undefined
        ? this.root.querySelector(`.target-button, .hand [data-select="${selectedCard}"]`) : null;
      const first = again || this.root.querySelector(
        ".hand [data-action], .hand [data-select], .target-button, .dice button, .panel [data-action]");
      if (first) first.focus({ preventScroll: true });
    }
  }

  // --- top bar ------------------------------------------------------------------------
  renderTopbar() {
    const bar = clear(this.els.topbar);
    const view = this.view;
    const lobby = h("a.lobby-link", { href: "#/", text: `← ${t("web.lobby")}` });
    const title = h("span.game-title", {}, icon(this.game === "dice" ? "dice" : "cards"),
      h("span", { text: t(`web.game.${this.game}`) }));
    const status = h("div.status", { role: "status" });
    if (view) {
      const over = this.isOver();
      if (over) {
        status.append(h("strong", { text: t("ui.game_over") }));
      } else {
        const turnName = this.nameOf(view.turn);
        const mine = view.turn === this.seat;
        status.append(h(`strong.turn-name${mine ? ".mine" : ""}`, {
          text: mine ? t("web.your_turn") : t("web.turn_of", { name: turnName }),
        }));
        const pending = view.pending;
        if (pending) {
          const phase = tOr(`web.phase.${pending.kind}`, "web.phase.other");
          const who = pending.seat === this.seat ? t("web.you_cap") : this.nameOf(pending.seat);
          status.append(h("span.phase", { text: t("web.waiting_for", { name: who, phase }) }));
        }
      }
    } else if (this.match) {
      status.append(h("strong", { text: t(`web.status.${this.match.status}`) }));
    }
    const timer = h("span.timer", { hidden: true, role: "timer" }, icon("timer"), h("span"));
    this.els.timer = timer;
    const conn = h(`span.conn.conn-${this.connection}`, {
      text: this.connection === "open" ? "" : t(`web.conn.${this.connection}`),
    });
    const role = this.seat === null && this.state ? h("span.badge.spectator-badge", {
      text: t("web.spectating"),
    }) : null;
    // A seated player of a running match leaves for good (a bot plays on): asked once.
    const leave = this.seat !== null && this.state && !this.isOver() && store.seat(this.matchId)
      ? h("button.leave", {
        type: "button", dataset: { leave: "match" }, onclick: () => this.confirmLeave(),
      }, t("web.leave")) : null;
    bar.append(...[lobby, title, status, timer, role, conn, leave, this.app.languageSelect(),
      sound.toggle()].filter(Boolean));
    this.tick();
    this.els.banner.hidden = this.connection === "open" || this.connection === "closed";
    this.els.banner.textContent = this.els.banner.hidden ? "" : t("web.reconnecting");
  }

  tick() {
    const decision = this.state && this.state.decision;
    const deadline = decision && decision.deadline_ms;
    const nodes = [...this.root.querySelectorAll(".timer")];
    for (const node of nodes) {
      if (!deadline) {
        node.hidden = true;
        continue;
      }
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      node.hidden = false;
      node.classList.toggle("urgent", left <= 10);
      node.lastChild.textContent = t("web.seconds_left", { n: left });
    }
  }

  isOver() {
    const view = this.view;
    if (this.over) return true;
    if (!view) return false;
    return this.game === "dice" ? Boolean(view.is_over) : view.winners !== null && view.winners !== undefined;
  }

  // --- seats --------------------------------------------------------------------------
  placement() {
    const decision = this.state && this.state.decision;
    const view = this.view;
    if (!decision || !onTable(this.game, decision.kind)) {
      return { byCard: new Map(), bySeat: new Map(), panel: decision ? decision.options : [] };
    }
    const options = this.game === "dice"
      ? decision.options.filter((o) => !o.action.startsWith("reroll"))
      : decision.options;
    const placed = placeOptions(this.game, options, view.hand);
    if (this.game === "cards" && this.selected !== null) {
      const list = placed.byCard.get(this.selected) || [];
      for (const option of list) {
        if (option.parsed.target >= 0) placed.bySeat.set(option.parsed.target, option);
      }
    }
    return placed;
  }

  seatOrder() {
    const n = this.view.players.length;
    const start = this.seat === null ? 0 : this.seat;
    const order = [];
    for (let i = 0; i < n; i += 1) order.push((start + i) % n);
    return order;
  }

  seatContext(p, placed) {
    const view = this.view;
    const option = placed.bySeat.get(p.seat) || null;
    let target = null;
    if (option) {
      const labelText = renderMessage(option.label);
      target = { ...option, labelText, shortText: this.shortTargetText(option) };
    }
    return {
      game: this.game, view, me: this.seat, name: this.nameOf(p.seat),
      connected: this.connectedOf(p.seat), replaced: this.replacedOf(p.seat),
      waiting: Boolean(view.pending && view.pending.seat === p.seat && !this.isOver()),
      target, onTarget: (o) => this.act(o), nameOf: (s) => this.nameOf(s),
      ghostVariant: view.config ? view.config.ghost_variant : null,
    };
  }

  /** The word on a target's button: what the chosen card does to him ("Shoot", "Jail"). */
  shortTargetText(option) {
    const { kind, card } = option.parsed;
    if (kind === "play" && card >= 0) {
      return tOr(`web.target.card.${slug(cardInfo(card)?.kind || "")}`, "web.target.play");
    }
    return tOr(`web.target.${kind}`, "web.target.other");
  }

  renderSeats() {
    const placed = this.placement();
    this.placed = placed;
    const box = clear(this.els.seats);
    const others = this.seatOrder().filter((s) => s !== this.seat);
    box.dataset.count = String(others.length);
    for (const s of others) {
      box.append(seatPanel(this.view.players[s], this.seatContext(this.view.players[s], placed)));
    }
  }

  // --- centre -------------------------------------------------------------------------
  renderCentre() {
    const box = clear(this.els.centre);
    const view = this.view;
    // The last three lines of the log: what just happened, at a glance.
    const recent = this.log.slice(-3).map((m) => renderMessage(m));
    if (this.game === "cards") {
      const deck = h("div.pile", {},
        cardBack(t("web.deck_count", { n: view.deck_count }), view.deck_count),
        h("span.pile-label", { text: t("web.deck") }));
      const top = view.discard_top;
      const discard = h("div.pile", {},
        top === null || top === undefined
          ? h("div.card.card-empty", { role: "img", "aria-label": t("web.discard_empty") })
          : cardElement(top, { size: "full" }),
        h("span.pile-label", { text: t("web.discard_count", { n: view.discard_count }) }));
      box.append(h("div.piles", {}, deck, discard));
      if (view.revealed && view.revealed.length) {
        box.append(h("div.revealed", { role: "group", "aria-label": t("web.revealed") },
          h("span.pile-label", { text: t("web.revealed") }),
          h("div.revealed-cards", {}, ...view.revealed.map((id) => cardElement(id, { size: "full" })))));
      }
    } else {
      box.append(this.diceWidget());
    }
    box.append(h("div.last-event", { "aria-hidden": "true" },
      h("span.last-label", { text: t("web.last_event") }),
      h("ol.recent", {}, ...recent.map((text, i) => h(`li${i === recent.length - 1 ? ".newest" : ""}`, { text })))));
  }

  diceWidget() {
    const view = this.view;
    const decision = this.state.decision;
    const rolling = decision && decision.kind === "roll";
    const rerolls = rolling ? decision.options.filter((o) => o.action.startsWith("reroll")) : [];
    const masks = new Set(rerolls.map((o) => parseAction(o.action).arg));
    let movable = 0;
    for (const m of masks) movable |= m;
    // The die a shoot/beer decision is about (anyone's, so everyone sees what is resolved).
    const resolving = view.pending && view.pending.context ? view.pending.context.die : undefined;
    const dice = view.dice.map((face, i) => {
      const locked = face === "dynamite" && !(movable & (1 << i));
      const chosen = Boolean(this.diceMask & (1 << i));
      const faceName = face ? t(`face.${face}`) : t("ui.not_rolled");
      const label = `${faceName}${locked ? `, ${t("web.locked")}` : ""}`;
      const inner = [
        face ? icon(`face-${face}`, "die-icon") : h("span.die-icon", { text: "?" }),
        face === "one" || face === "two"
          ? h("span.die-number", { "aria-hidden": "true", text: face === "one" ? "1" : "2" }) : null,
        h("span.die-face", { "aria-hidden": "true", text: faceName }),
        locked ? icon("lock", "die-lock") : null,
      ];
      if (rolling && movable & (1 << i)) {
        return h(`button.die.face-${face}${chosen ? ".chosen" : ""}`, {
          type: "button", "aria-pressed": String(chosen), "aria-label": label,
          dataset: { die: String(i) },
          onclick: () => { this.diceMask ^= 1 << i; this.renderCentre(); this.renderPanel(); },
        }, ...inner);
      }
      return h(`div.die.face-${face || "none"}${locked ? ".locked" : ""}${resolving === i ? ".resolving" : ""}`,
        { role: "img", "aria-label": label, dataset: { die: String(i) } }, ...inner);
    });
    const rollsLeft = h("span.rolls-left", { text: t("ui.rolls_left", { count: view.rolls_left }) });
    const centre = h("span.arrow-pile", {}, icon("arrows"),
      h("span", { text: t("ui.arrows_centre", { count: view.arrows_centre }) }));
    const wrap = h("div.dice-area", {}, h("div.dice", { role: "group", "aria-label": t("ui.dice") }, ...dice),
      h("div.dice-facts", {}, rollsLeft, centre));
    if (rolling) {
      const option = rerolls.find((o) => parseAction(o.action).arg === this.diceMask);
      wrap.append(h("div.dice-controls", {},
        h("p.hint", { text: t("web.dice_hint") }),
        h("button.primary.reroll", {
          type: "button", disabled: !option,
          dataset: option ? { action: option.action } : {},
          onclick: () => option && this.act({ ...option, parsed: parseAction(option.action) }),
        }, icon("dice"), h("span", { text: option ? renderMessage(option.label) : t("web.reroll_pick") }))));
    }
    return wrap;
  }

  // --- my place -----------------------------------------------------------------------
  renderMe() {
    const box = clear(this.els.me);
    const view = this.view;
    if (this.seat === null || this.seat === undefined) {
      box.append(h("p.spectator-note", { text: t("ui.spectator") }));
      return;
    }
    const p = view.players[this.seat];
    const ctx = this.seatContext(p, this.placed || { bySeat: new Map() });
    box.append(seatPanel(p, ctx));
    if (this.game !== "cards") return;
    const placed = this.placed;
    const hand = view.hand || [];
    const cards = hand.map((id) => {
      const options = placed.byCard.get(id);
      if (!options) return cardElement(id, { size: "full" });
      if (options.length === 1 && options[0].parsed.target < 0) {
        const button = cardElement(id, { size: "full", tag: "button" });
        button.dataset.action = options[0].action;
        button.classList.add("playable");
        button.setAttribute("aria-label", `${renderMessage(options[0].label)}. ${button.getAttribute("aria-label")}`);
        button.addEventListener("click", () => this.act(options[0]));
        return button;
      }
      const button = cardElement(id, { size: "full", tag: "button" });
      button.classList.add("playable", "selectable");
      button.dataset.select = String(id);
      button.setAttribute("aria-pressed", String(this.selected === id));
      if (this.selected === id) button.classList.add("selected");
      button.addEventListener("click", () => {
        this.selected = this.selected === id ? null : id;
        this.renderAll();
        if (this.selected !== null) {
          const first = this.root.querySelector(".target-button");
          if (first) first.focus();
        }
      });
      return button;
    });
    box.append(h("div.hand-area", {},
      h("h2.hand-title", { text: `${t("ui.your_hand")} (${hand.length})` }),
      // While you decide on the table, the cards you cannot use now are dimmed.
      h(`div.hand${this.state.decision && onTable(this.game, this.state.decision.kind) ? ".has-moves" : ""}`,
        { role: "group", "aria-label": t("ui.your_hand") }, ...cards)));
  }

  // --- decision panel -----------------------------------------------------------------
  renderPanel() {
    const box = clear(this.els.panel);
    box.className = "panel";
    const state = this.state;
    if (!state) return;
    const decision = state.decision;
    if (state.goal) box.append(h("p.goal", { text: renderMessage(state.goal) }));
    if (this.isOver() && this.endHidden) {
      box.append(h("button.primary", {
        type: "button", dataset: { reopen: "end" },
        onclick: () => { this.endHidden = false; this.renderDialogs(); },
      }, t("web.show_result")));
      return;
    }
    if (!decision) {
      if (!this.isOver() && this.seat !== null) {
        const pending = this.view.pending;
        if (pending) box.append(h("p.wait", { text: t("web.wait_for", { name: this.nameOf(pending.seat) }) }));
      }
      return;
    }
    if (!onTable(this.game, decision.kind)) {
      if (this.dialogHidden) {
        box.append(h("p.prompt", { text: renderMessage(decision.prompt) }),
          h("button.primary", { type: "button", dataset: { reopen: "decision" },
            onclick: () => { this.dialogHidden = false; this.renderDialogs(); } },
            t("web.answer")));
      }
      return;
    }
    box.classList.add("mine");
    box.append(h("p.prompt", {}, h("strong", { text: renderMessage(decision.prompt) }),
      h("span.timer", { hidden: true }, icon("timer"), h("span"))));
    if (this.selected !== null) {
      box.append(h("p.hint", { text: t("web.choose_target", { card: cardName(this.selected) }) }),
        h("button", { type: "button", dataset: { cancel: "selection" },
          onclick: () => { this.selected = null; this.renderAll(); } }, t("web.cancel")));
    } else if (this.game === "cards" && this.placed.byCard.size) {
      box.append(h("p.hint", { text: t(decision.kind === "discard" ? "web.discard_hint" : "web.play_hint") }));
    }
    const buttons = this.placed.panel.map((option) => this.optionButton(option));
    if (buttons.length) box.append(h("div.options", {}, ...buttons));
    this.tick();
  }

  optionButton(option) {
    const parsed = option.parsed || parseAction(option.action);
    const label = renderMessage(option.label);
    const picture = parsed.card >= 0 && cardInfo(parsed.card) && parsed.kind !== "shoot"
      && parsed.kind !== "beer" ? cardElement(parsed.card, { size: "mini" }) : null;
    return h(`button.option${parsed.kind === "end" ? ".end" : ""}`, {
      type: "button", dataset: { action: option.action }, "aria-label": label,
      onclick: () => this.act({ ...option, parsed }),
    }, picture, h("span", { text: label }));
  }

  // --- dialogs ------------------------------------------------------------------------
  openDialog(kind, { title, body, buttons }) {
    const dialog = clear(this.els.dialog);
    this.dialogKind = kind;
    dialog.className = `dialog dialog-${kind}`;
    dialog.append(h("h2", { id: "dialog-title", text: title }), ...body,
      h("div.dialog-buttons", {}, ...buttons));
    // A decision leaves the chat and the log usable (no modal backdrop); it sits over the
    // board, beside the chat column on wide screens.  Confirmations and the end are modal.
    if (dialog.open && dialog.matches(":modal") !== (kind !== "decision")) dialog.close();
    if (!dialog.open) {
      if (kind === "decision") dialog.show();
      else dialog.showModal();
    }
    // A redraw (a presence change, a language switch) never pulls focus out of the chat.
    if (this.els.chatInput && document.activeElement === this.els.chatInput) return;
    const first = dialog.querySelector("button[data-action], button.primary, button");
    if (first) first.focus();
  }

  /** Hide the decision (the panel offers it again) and go to the chat: on a phone the
   *  chat is below the table, out of the dialog's way. */
  openChat() {
    if (this.dialogKind === "decision") {
      this.dialogHidden = true;
      this.closeDialog();
      this.renderPanel();
    }
    this.els.chatInput.scrollIntoView({ block: "center" });
    this.els.chatInput.focus({ preventScroll: true });
  }

  closeDialog() {
    if (this.els.dialog.open) this.els.dialog.close();
    clear(this.els.dialog);
    this.dialogKind = null;
  }

  renderDialogs() {
    if (this.isOver()) {
      if (this.endHidden) this.closeDialog();
      else this.renderEnd();
      return;
    }
    if (this.dialogKind === "confirm" && this.els.dialog.open) return;
    const decision = this.state.decision;
    if (!decision || onTable(this.game, decision.kind) || this.dialogHidden) {
      if (this.dialogKind === "decision") this.closeDialog();
      return;
    }
    const view = this.view;
    const outOfTurn = view.turn !== this.seat;
    const why = tOr(`why.${decision.kind}`, outOfTurn ? "why.other" : "ui.decision");
    const title = outOfTurn ? why : t("ui.decision");
    const context = (view.pending && view.pending.context) || {};
    const body = [h("p.dialog-prompt", { text: renderMessage(decision.prompt) })];
    if (typeof context.card === "number" && cardInfo(context.card)) {
      body.push(h("div.dialog-card", {}, cardElement(context.card, { size: "full" })));
    }
    body.push(h("p.timer-line", {}, h("span.timer", { hidden: true }, icon("timer"), h("span"))));
    const options = decision.options.map((o) => this.optionButton(o));
    const look = h("button.look", {
      type: "button", onclick: () => { this.dialogHidden = true; this.closeDialog(); this.renderPanel(); },
    }, t("web.look_at_table"));
    const chat = h("button.open-chat", {
      type: "button", dataset: { chat: "open" }, onclick: () => this.openChat(),
    }, t("web.chat"));
    this.openDialog("decision", {
      title, body: [...body, h("div.options.dialog-options", {}, ...options)],
      buttons: [chat, look],
    });
    this.tick();
  }

  renderEnd() {
    const view = this.view;
    const winners = this.over ? this.over.winners : (view.winners || []);
    const roles = this.over ? this.over.roles : view.players.map((p) => p.role);
    const won = this.seat !== null && winners.includes(this.seat);
    const rows = view.players.map((p, i) => h(`li${winners.includes(i) ? ".winner" : ""}`, {},
      winners.includes(i) ? icon("trophy") : icon(p.alive ? "cards" : "dead"),
      h("span.end-name", { text: this.nameOf(i) }),
      h("span.end-role", { text: roleName(roles[i]) }),
      h("span.end-char", { text: `${t("ui.character")}: ${characterName(p.character)}` })));
    let title = t(won ? "web.you_won" : "web.you_lost");
    if (this.seat === null) title = t("ui.game_over");
    if (!winners.length) title = t("web.no_winner");
    const buttons = [];
    if (this.rematchId) {
      // Someone asked for the next game at this table: the seats carry over.
      const next = this.rematchId;
      buttons.push(h("button.primary", {
        type: "button", dataset: { end: "rematch-go" },
        onclick: () => this.app.go(`#/${this.seat === null ? "watch" : "match"}/${encodeURIComponent(next)}`),
      }, t(this.seat === null ? "web.rematch_watch" : "web.rematch_join")));
    } else if (this.seat !== null) {
      buttons.push(h("button.primary", {
        type: "button", dataset: { end: "rematch" }, onclick: () => this.rematch(),
      }, t("web.rematch")));
    }
    buttons.push(h("a.button", {
      href: api.recordUrl(this.matchId), download: `bang-${this.matchId}.json`, dataset: { end: "record" },
    }, t("web.download_record")));
    buttons.push(h("a.button", { href: "#/", text: t("web.lobby") }));
    buttons.push(h("button", {
      type: "button", dataset: { end: "table" },
      onclick: () => { this.endHidden = true; this.closeDialog(); this.renderPanel(); },
    }, t("web.look_at_table")));
    // With no winner, say why (the round limit) rather than "winners: nobody".
    const why = winners.length ? null
      : [...this.log].reverse().find((m) => m && m.key === "event.round_limit");
    const line = why ? renderMessage(why)
      : t("ui.winners", { names: winners.length ? joinList(winners.map((s) => this.nameOf(s))) : t("ui.nobody") });
    this.openDialog("over", {
      title,
      body: [h("p.end-why", { text: line }), h("ol.end-roles", {}, ...rows)],
      buttons,
    });
  }

  async rematch() {
    const saved = store.seat(this.matchId);
    if (!saved) return;
    try {
      const result = await api.rematch(this.matchId, saved.token, false, true);
      this.onRematch(result.match_id);
    } catch (err) {
      this.toast(this.errorText(err.code, err.message));
    }
  }

  // --- log and chat -------------------------------------------------------------------
  /** Append only the new lines, so a screen reader announces just what happened (the
   *  list is aria-live); after a reconnect or a language change the list is rebuilt. */
  renderLog() {
    const list = this.els.log;
    const last = this.renderedLast;
    let from = last ? this.log.lastIndexOf(last) + 1 : 0;
    if (from === 0 && list.childElementCount) clear(list);
    if (from === 0) from = Math.max(0, this.log.length - 120);
    for (const message of this.log.slice(from)) list.append(h("li", { text: renderMessage(message) }));
    while (list.childElementCount > 120) list.firstElementChild.remove();
    this.renderedLast = this.log.length ? this.log[this.log.length - 1] : null;
    list.scrollTop = list.scrollHeight;
  }

  renderChat() {
    const list = clear(this.els.chatList);
    for (const m of this.chat) {
      const who = m.name || (m.seat === null ? t("web.spectator") : this.nameOf(m.seat));
      list.append(h("li", {}, h("strong", { text: `${who}: ` }),
        h("span", { text: m.text })));
    }
    list.scrollTop = list.scrollHeight;
  }

  toast(text) {
    const el = this.els.toast;
    el.textContent = text;
    el.hidden = false;
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => { el.hidden = true; }, 4000);
  }

  // --- before the game ----------------------------------------------------------------
  renderWaitingRoom() {
    const table = this.root.querySelector(".table");
    table.classList.add("is-waiting-room");
    const box = clear(this.els.seats);
    clear(this.els.centre);
    clear(this.els.me);
    clear(this.els.panel);
    if (!this.match) return;
    const m = this.match;
    const saved = store.seat(this.matchId);
    const list = h("ul.waiting-seats", {}, ...m.seats.map((s) => h("li", {},
      h("span.seat-no", { text: `${s.seat + 1}.` }),
      h("span", { text: s.kind === "open" ? t("web.seat_open") : this.nameOf(s.seat) }),
      h("span.kind", { text: s.kind === "bot" ? t("web.bot_level", { level: t(`web.level.${s.level}`) }) : "" }))));
    const link = inviteLink(this.matchId, m.invite || (saved && saved.invite) || this.invite);
    const copy = h("button", {
      type: "button", dataset: { copy: "invite" },
      onclick: async () => {
        try { await navigator.clipboard.writeText(link); this.toast(t("web.copied")); } catch { this.toast(link); }
      },
    }, t("web.copy_invite"));
    box.append(h("div.waiting", {},
      h("h1", { text: t("web.waiting_room") }),
      h("p", { text: t(`web.game.${m.game}`) }),
      list,
      h("p.invite", {}, h("label", { text: t("web.invite_link") }),
        h("input.invite-link", {
          type: "text", readonly: true, value: link, "aria-label": t("web.invite_link"),
        }), copy),
      h("p", { text: t("web.starts_when_full") }),
      saved && saved.host ? h("button.primary", {
        type: "button", dataset: { start: "match" },
        hidden: m.seats.some((s) => s.kind === "open"),
        onclick: async () => {
          try {
            await api.start(this.matchId, saved.token);
          } catch (err) {
            this.toast(this.errorText(err.code, err.message));
          }
        },
      }, t("web.start")) : null,
      saved ? h("button.leave", {
        type: "button", dataset: { leave: "match" }, onclick: () => this.leave(),
      }, t("web.leave_seat")) : null));
  }

  renderJoin() {
    const table = this.root.querySelector(".table");
    table.classList.add("is-waiting-room");
    const box = clear(this.els.seats);
    const m = this.match;
    const open = m.status === "open" && m.seats.some((s) => s.kind === "open");
    const nameInput = h("input.name-input", {
      type: "text", maxlength: 40, value: store.name, "aria-label": t("web.your_name"),
    });
    const join = h("button.primary", {
      type: "button", dataset: { join: "match" },
      onclick: async () => {
        const name = nameInput.value.trim() || t("web.player_name", { n: "" }).trim();
        store.name = name;
        try {
          const result = await api.join(this.matchId, { name, invite: this.invite || undefined });
          store.setSeat(this.matchId, { token: result.token, seat: result.seat, invite: this.invite });
          this.connect({ token: result.token });
        } catch (err) {
          this.toast(this.errorText(err.code, err.message));
        }
      },
    }, t("web.join"));
    const watch = h("button", {
      type: "button", dataset: { spectate: "match" },
      onclick: () => this.connect({ spectate: true, invite: this.invite || undefined }),
    }, t("web.spectate"));
    box.append(h("div.waiting", {},
      h("h1", { text: t(`web.game.${m.game}`) }),
      h("p", { text: t(`web.status.${m.status}`) }),
      open ? h("label.field", {}, h("span", { text: t("web.your_name") }), nameInput) : null,
      h("div.join-buttons", {}, open ? join : null, watch)));
  }

  showProblem(code) {
    const box = clear(this.els.seats);
    box.append(h("div.waiting", {}, h("h1", { text: this.errorText(code) }),
      h("a.button", { href: "#/", text: t("web.lobby") })));
  }
}


export function inviteLink(matchId, invite) {
  const base = `${location.origin}/#/match/${encodeURIComponent(matchId)}`;
  return invite ? `${base}?invite=${encodeURIComponent(invite)}` : base;
}
