// What a table page knows, without any DOM: the match summary, the viewer's seat, the
// shown state (view, decision, goal), the log and the chat, and the viewer's choices in
// progress (a selected card, chosen dice, a hidden dialog).  The live table fills it
// from the socket, the replay from recorded steps; the renderers read only this.

import { t } from "../i18n.js";
import { PAIR_NAME, onTable, paysCost, placeOptions } from "../actions.js";
import { optionSpec } from "../catalog.js";

export const LOG_LIMIT = 300;

export class TableModel {
  constructor({ matchId = null, seat = null, live = true } = {}) {
    this.matchId = matchId;
    this.live = live;
    this.match = null;
    this.seat = seat;
    this.state = null;
    this.log = [];
    this.chat = [];
    this.over = null;
    this.selected = null;
    // With a card that costs another (Dodge City's "+1"), the target chosen before the
    // card paid for it (null: not yet, or the card takes none).
    this.selectedTarget = null;
    // An ability discarding two cards at a player (``PAIR_KINDS``) being chosen:
    // {kind, target, first} (null: not yet chosen).
    this.mode = null;
    this.diceMask = 0;
    this.dialogHidden = false;
    this.endHidden = false;
    this.rematchId = null;
    this.connection = "connecting";
    this.notice = null;
    this.forced = null;
    this.queued = 0;
    this.clocks = null;
  }

  /** Take the server's ``deadlines`` (of a state or a match message) as local times:
   *  counted from ``remaining_s`` on arrival, so a wrong client clock does not matter. */
  setDeadlines(deadlines, now = Date.now()) {
    if (!deadlines) {
      this.clocks = null;
      return;
    }
    const d = deadlines.decision;
    this.clocks = {
      decision: d ? {
        seat: d.seat, id: d.id, timer: d.timer,
        deadline: now + d.remaining_s * 1000, botFrom: now + d.bot_from_s * 1000,
      } : null,
      takeovers: new Map((deadlines.takeovers || []).map((c) => [c.seat, now + c.remaining_s * 1000])),
    };
  }

  get view() { return this.state ? this.state.view : null; }

  /** The seat the page may call "you": the viewer's at a live table; nobody in a replay,
   *  which shows a seat's view to whoever watches it. */
  get you() { return this.live ? this.seat : null; }

  get decision() { return this.state ? this.state.decision : null; }

  get game() { return (this.match && this.match.game) || (this.view && this.view.game) || "cards"; }

  /** Show ``state``: its log entries are added (or replace the log after a reconnect),
   *  and a new decision clears the choices made for the previous one. */
  applyState(state, { resetLog = false } = {}) {
    const previous = this.state;
    this.state = state;
    const entries = (state.log || []).filter((entry) => entry && entry.message);
    if (resetLog) this.log = entries;
    else this.log.push(...entries);
    if (this.log.length > LOG_LIMIT) this.log.splice(0, this.log.length - LOG_LIMIT);
    const decision = state.decision;
    if (!decision || !previous || !previous.decision || previous.decision.id !== decision.id) {
      this.clearSelection();
      this.diceMask = 0;
      this.dialogHidden = false;
      this.pendingConfirm = null;
    }
  }

  seatEntry(seat) {
    return this.match && this.match.seats ? this.match.seats[seat] || null : null;
  }

  nameOf(seat) {
    const entry = this.seatEntry(seat);
    // A bot is named in the viewer's language, whatever the server calls it.
    if (entry && entry.kind === "bot") return t("web.bot_name", { n: seat + 1 });
    if (entry && entry.name) return entry.name;
    if (this.names && this.names[seat]) return this.names[seat];
    return t("web.player_name", { n: seat + 1 });
  }

  connectedOf(seat) {
    const entry = this.seatEntry(seat);
    if (!entry || entry.kind !== "human") return true;
    return entry.connected !== false;
  }

  /** A bot plays this person's seat while he is away (the server gives it back). */
  replacedOf(seat) {
    const entry = this.seatEntry(seat);
    return Boolean(entry && entry.replaced);
  }

  /** When a bot takes this seat over, nobody being connected to it (local ms), or null. */
  takeoverOf(seat) {
    if (!this.clocks || this.replacedOf(seat)) return null;
    return this.clocks.takeovers.get(seat) ?? null;
  }

  /** When the pending decision runs out (local ms), for whoever holds it, or null (and
   *  null for the 15-minute limit of an untimed match: no use counting that down). */
  pendingDeadline() {
    const clock = this.clocks && this.clocks.decision;
    const pending = this.view && this.view.pending;
    if (!clock || !pending || clock.seat !== pending.seat || clock.timer === "idle") return null;
    return clock.deadline;
  }

  /** When the viewer's own decision runs out (local ms), when the match has a timer. */
  decisionDeadline() {
    const decision = this.decision;
    if (!decision || !decision.deadline_ms) return null;
    const clock = this.clocks && this.clocks.decision;
    return clock && clock.id === decision.id ? clock.deadline : decision.deadline_ms;
  }

  /** From when anyone at the table may let a bot answer for ``seat`` (local ms): the
   *  seat holds the pending decision, or nobody is connected to it. */
  botFromOf(seat) {
    if (this.replacedOf(seat) || this.isOver()) return null;
    if (this.takeoverOf(seat) !== null) return Date.now();
    const clock = this.clocks && this.clocks.decision;
    return clock && clock.seat === seat ? clock.botFrom : null;
  }

  isOver() {
    const view = this.view;
    if (this.over) return true;
    if (!view) return false;
    return this.game === "dice" ? Boolean(view.is_over) : view.winners !== null && view.winners !== undefined;
  }

  /** The viewer's decision if it is answered on the table (not in a dialog). */
  tableDecision() {
    const decision = this.decision;
    return decision && onTable(this.game, decision.kind) && !this.forced ? decision : null;
  }

  /** Where each option of the viewer's decision is offered: on a hand card, on a seat
   *  (and in the target strip), or as a panel button. */
  placement() {
    const decision = this.decision;
    const view = this.view;
    if (!decision || this.forced) return { byCard: new Map(), bySeat: new Map(), panel: [] };
    if (!onTable(this.game, decision.kind)) {
      return { byCard: new Map(), bySeat: new Map(), panel: decision.options };
    }
    const options = this.game === "dice"
      ? decision.options.filter((o) => !o.action.startsWith("reroll"))
      : decision.options;
    const me = this.seat === null || this.seat === undefined ? null : view.players[this.seat];
    const placed = placeOptions(this.game, options, view.hand, me ? me.equipment : null);
    placed.costs = new Map();
    for (const [kind, list] of placed.pairs) {
      const name = { key: PAIR_NAME[kind] };
      placed.panel.push({ action: `${kind}:choose`, label: { key: `web.pair.${kind}`, args: { character: name, name } },
        parsed: { kind, card: -1, target: -1, arg: -1 }, step: "mode", mode: kind, count: list.length });
    }
    if (this.game === "cards" && this.mode !== null) {
      this.pairPlacement(placed);
      return placed;
    }
    if (this.game === "cards" && this.selected !== null) {
      const list = placed.byCard.get(this.selected) || [];
      const inHand = new Set(view.hand || []);
      const costly = list.some((o) => paysCost(o.parsed, inHand));
      if (!costly) {
        for (const option of list) {
          if (option.parsed.target >= 0) placed.bySeat.set(option.parsed.target, option);
        }
        return placed;
      }
      // A card with a cost: its target first (if it takes one), then the hand card
      // discarded with it, chosen on the hand (one more step, never guessed).
      const aimed = list.some((o) => o.parsed.target >= 0);
      if (aimed && this.selectedTarget === null) {
        for (const option of list) {
          const target = option.parsed.target;
          if (target >= 0 && !placed.bySeat.has(target)) {
            placed.bySeat.set(target, { ...option, step: "target" });
          }
        }
        return placed;
      }
      for (const option of list) {
        if (!aimed || option.parsed.target === this.selectedTarget) {
          placed.costs.set(option.parsed.arg, option);
        }
      }
    }
    return placed;
  }

  /** An ability discarding two hand cards at a player: its target first, then one
   *  card, then the other (the engine lists each pair once; either card may come first). */
  pairPlacement(placed) {
    const mode = this.mode;
    const list = placed.pairs.get(mode.kind) || [];
    placed.byCard = new Map();
    placed.panel = [];
    const aimed = list.some((o) => o.parsed.target >= 0);
    if (aimed && mode.target === null) {
      for (const option of list) {
        const target = option.parsed.target;
        if (!placed.bySeat.has(target)) placed.bySeat.set(target, { ...option, step: "mode_target" });
      }
      return;
    }
    const here = list.filter((o) => !aimed || o.parsed.target === mode.target);
    for (const option of here) {
      const { card, arg } = option.parsed;
      if (mode.first === null) {
        for (const id of [card, arg]) {
          if (!placed.costs.has(id)) placed.costs.set(id, { ...option, step: "mode_first", first: id });
        }
      } else if (card === mode.first || arg === mode.first) {
        placed.costs.set(card === mode.first ? arg : card, option);
      }
    }
  }

  /** Forget a card chosen, the target chosen for it and an ability being chosen. */
  clearSelection() {
    this.selected = null;
    this.selectedTarget = null;
    this.mode = null;
  }

  /** Seats from the viewer's (or seat 0 for a spectator), clockwise. */
  seatOrder() {
    const n = this.view.players.length;
    const start = this.seat === null || this.seat === undefined ? 0 : this.seat;
    const order = [];
    for (let i = 0; i < n; i += 1) order.push((start + i) % n);
    return order;
  }

  /** The rule options that differ from the game's defaults, plus the timers: what a
   *  player must know before the first death shows it (``withLimit``: the round limit
   *  even at its default, which the table shows and a compact list need not).
   *  [{name, label, value}] */
  optionsInForce({ withLimit = true } = {}) {
    const m = this.match;
    if (!m) return [];
    const out = [];
    // The server names the rules that shape the table (``rules``); an older summary has
    // only ``options``, compared here with the catalogue's defaults.
    const listed = Array.isArray(m.rules) && m.rules.length
      ? m.rules.map((r) => [r.name, r.value, r.default])
      : Object.entries(m.options || {}).map(([name, value]) => [name, value, optionSpec(m.game, name)?.default]);
    const options = Object.fromEntries(listed.map(([name, value]) => [name, value]));
    for (const [name, value, fallback] of listed) {
      const spec = optionSpec(m.game, name);
      if (!spec || name === "three_player" || name === "eight_players" || name === "round_limit") continue;
      if (value === fallback) continue;
      let shown;
      if (spec.type === "bool" || typeof value === "boolean") shown = value ? t("web.on") : t("web.off");
      else if (spec.choice_labels && value in spec.choice_labels) shown = spec.choice_labels[value];
      else shown = String(value);
      out.push({ name, label: spec.label || name, value: shown });
    }
    const limit = options.round_limit;
    const spec = optionSpec(m.game, "round_limit");
    if (typeof limit === "number" && (withLimit || (spec && limit !== spec.default))) {
      out.push({ name: "round_limit", label: spec ? spec.label : "round_limit", value: String(limit) });
    }
    if (m.turn_timer) {
      out.push({ name: "turn_timer", label: t("web.turn_timer"), value: t("web.seconds", { n: Math.round(m.turn_timer) }) });
    }
    if (typeof m.bot_takeover === "number" && withLimit) {
      out.push({ name: "bot_takeover", label: t("web.takeover_short"), value: t("web.seconds", { n: Math.round(m.bot_takeover) }) });
    }
    return out;
  }
}
