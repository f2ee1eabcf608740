"""The texts of a match's game frames, made for every viewer after every action.

After each action the server sends every seat and the spectators a frame: a ``delta``
(what changed in the viewer's view) or a whole ``state``, with the log entries, the
pending decision's options and words, the seat's goal and the clocks.  Making these
texts, one look per viewer (``bang.feeds``) and one frame per viewer and log window, is
the per-seat work of the server that is pure: it reads the look, the engine's events
and the words of ``bang.i18n.messages``, and hands each frame to the connection's
``send_game``.  It lives outside ``bang.server`` for the same reason as ``bang.feeds``:
the compiled build (mypyc, setup.py's ``COMPILED``) compiles it, and compiling a module
of ``bang.server`` would make mypyc check the whole server package, which needs the
server extra that a plain ``pip install .`` does not install.  It imports nothing but
``bang.core.protocol``, ``bang.feeds``, ``bang.i18n.messages`` and the standard library
(orjson when installed, the standard ``json`` otherwise, as ``bang.server.connection``
encodes).  The interpreted server runs the very same code.

What a frame holds is docs/protocol.md's; each part is encoded once for every viewer
who shares it (the clocks, the new events, their log entries, the decision), and a
viewer's frame once for all its connections that take the same one.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

from bang.core.protocol import Action, Event
from bang.feeds import CardTable, Feed, Look, card_event, dice_event, make_feed
from bang.i18n.messages import (
    Message,
    action_message,
    action_reads_view,
    event_message,
    goal_message,
    log_worthy,
    prompt_message,
)


def _orjson_dumps() -> Any:
    """orjson's ``dumps`` when installed (the server extra), else None; looked up by
    name, so that a build without the server extra type-checks this module too."""
    try:
        return importlib.import_module("orjson").dumps
    except ImportError:  # pragma: no cover - orjson is part of the server extra
        return None


_DUMPS: Any = _orjson_dumps()


def encode_json(value: Any) -> str:
    """JSON text of ``value``, as ``bang.server.connection.encode_json`` writes it
    (orjson when installed; otherwise the standard library, compact, not ASCII-only)."""
    dumps = _DUMPS
    if dumps is not None:
        data: bytes = dumps(value)
        return data.decode()
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


#: The JSON of an option whose label reads nothing but the action and the prompt's kind
#: (``action_reads_view``), by (game, prompt kind, notation), for every match: the same
#: options come back decision after decision.  Emptied past ``OPTION_JSON_KEEP``.
OPTION_JSON: dict[tuple[str, str, str], str] = {}
OPTION_JSON_KEEP = 8192

#: View fields the goal depends on besides the players' records.
GOAL_FIELDS = frozenset({"seat", "role", "winners", "is_over"})

#: Log entries kept per match (by event object), past which the cache starts again.
ENTRIES_KEEP = 1024


class MatchFrames:
    """One match's viewers' feeds and what their frames share: the game's feeds (one
    per seat and one for the spectators, made on first use), the card game's shared
    table moment, and the texts encoded once for many frames (the new events, the log
    entries, the decision, each seat's goal)."""

    __slots__ = ("_decision", "_entries", "_events_json", "_feeds", "_goal_json", "_goals",
                 "_log_json", "_table", "dice", "game_name", "rules_json")

    def __init__(self, game_name: str, rules_json: str) -> None:
        self.game_name = game_name
        self.dice = game_name == "dice"
        #: The rules in force as JSON (every state frame carries them).
        self.rules_json = rules_json
        self._feeds: dict[int | None, Feed] = {}
        self._table: CardTable | None = None
        #: Each event's log entry as JSON text (None: not worth a line), by the event
        #: object's identity: kept as text, which the collector never visits.
        self._entries: dict[int, tuple[Event, str | None]] = {}
        self._events_json: tuple[tuple[int, ...], tuple[Event, ...], str] | None = None
        self._log_json: tuple[tuple[int, ...], tuple[Event, ...], str] | None = None
        self._decision: tuple[tuple[Any, ...], str] | None = None
        self._goal_json: dict[int, tuple[tuple[Any, ...], str]] = {}
        self._goals: dict[tuple[Any, ...], Message | None] = {}

    # --- the feeds ---------------------------------------------------------------------
    def feed(self, game: Any, seat: int | None) -> Feed:
        """The viewer's feed of ``game`` (made on first use, and anew for a new game)."""
        feed = self._feeds.get(seat)
        if feed is None or feed.game is not game:
            feed = self._feeds[seat] = make_feed(game, seat, self.card_table(game))
        return feed

    def card_table(self, game: Any) -> CardTable | None:
        """The card game's ``CardTable`` (made on first use; None for a game without
        one)."""
        table = self._table
        if table is None or table.game is not game:
            table = self._table = CardTable(game) if hasattr(game, "table_feed") else None
        return table

    # --- sending -------------------------------------------------------------------------
    def broadcast(self, game: Any, seats: list[Any], spectators: list[Any], total: int,
                  seq: int, deadline_ms: int | None, deadlines: str) -> None:
        """Every viewer's look at one moment (what their views hold alike gathered
        once), and its frame to each of its connections."""
        table = self.card_table(game)
        facts = table.facts() if table is not None else None
        for seat in seats:
            conns = seat.connections
            if conns:
                self.send_states(game, conns, seat.index, seats, total, seq, deadline_ms,
                                 deadlines, None, facts)
        if spectators:
            self.send_states(game, spectators, None, seats, total, seq, deadline_ms,
                             deadlines, None, facts)

    def send_states(self, game: Any, conns: list[Any], seat: int | None, seats: list[Any],
                    total: int, seq: int, deadline_ms: int | None, deadlines: str,
                    targets: list[Any] | None, facts: Any) -> None:
        """One look at ``seat``'s view, sent to ``targets`` (None: all of ``conns``, the
        viewer's connections); the others that hold the delta chain get the delta when
        the view changed, so that they stay in step with the feed.  ``facts``: the
        broadcast's moment (``CardTable.facts``), shared by its looks."""
        look = self.feed(game, seat).look(total, facts)
        decision = self.decision_json(look, seat, seats, deadline_ms)
        goal = self.goal_json(look, seat)
        full: dict[int, str] = {}
        delta: str | None = None
        for conn in conns:
            if conn.closed:
                continue
            wanted = targets is None or conn in targets
            if conn.delta:
                if not wanted and not look.changed:
                    continue
                if delta is None:
                    delta = self.delta_text(look, seq, decision, goal, deadlines)
                conn.send_game(delta, total, True)
            elif wanted:
                start: int = conn.log_start()
                fresh = total - start if start >= 0 else -1
                text = full.get(fresh)
                if text is None:
                    text = full[fresh] = self.state_text(look, seq, fresh, decision, goal,
                                                         deadlines)
                conn.send_game(text, total, False)

    # --- the frames ----------------------------------------------------------------------
    def state_text(self, look: Look, seq: int, fresh: int, decision: str, goal: str,
                   deadlines: str) -> str:
        """The ``state`` frame: the whole view, the log entries new to this connection
        (-1: the whole recent log), the decision, goal, clocks and rules."""
        window = look.window
        if fresh < 0 or fresh >= len(window):
            entries = window
        else:
            entries = window[len(window) - fresh:] if fresh else ()
        return (f'{{"type":"state","seq":{seq},"view":{encode_json(look.view)},'
                f'"log":{self.log_json(entries)},"decision":{decision},"goal":{goal},'
                f'"deadlines":{deadlines},"rules":{self.rules_json}}}')

    def delta_text(self, look: Look, seq: int, decision: str, goal: str,
                   deadlines: str) -> str:
        """The ``delta`` frame: what changed in the view since the connection's previous
        frame (fields, players' records, the new events and how many the view keeps),
        the new log entries, and the decision, goal and clocks as in a state."""
        changes = encode_json({"view": look.fields, "players": look.players})
        return (f'{{"type":"delta","seq":{seq},{changes[1:-1]},'
                f'"events":{self.events_json(look)},"events_len":{len(look.window)},'
                f'"log":{self.log_json(look.fresh)},"decision":{decision},"goal":{goal},'
                f'"deadlines":{deadlines}}}')

    def events_json(self, look: Look) -> str:
        """The new events of a look as JSON, encoded once for every viewer who got the
        same event objects (a public event is one object for all)."""
        fresh = look.fresh
        key = tuple([id(e) for e in fresh])
        cached = self._events_json
        if cached is not None and cached[0] == key and cached[1] == fresh:
            return cached[2]
        text = encode_json(look.events)
        self._events_json = (key, fresh, text)
        return text

    def log_json(self, events: tuple[Event, ...]) -> str:
        """The log entries of ``events`` as JSON (those worth a line), each entry made
        once per event object and the list joined once per run of objects."""
        key = tuple([id(e) for e in events])
        cached = self._log_json
        if cached is not None and cached[0] == key and cached[1] == events:
            return cached[2]
        text = "[" + ",".join(self.log_entries(events)) + "]"
        self._log_json = (key, events, text)
        return text

    def log_entries(self, events: tuple[Event, ...]) -> list[str]:
        """The log entries of ``events`` (those worth a line) as JSON texts, each made
        once per event object."""
        cache = self._entries
        entries: list[str] = []
        for event in events:
            key = id(event)
            hit = cache.get(key)
            if hit is None or hit[0] is not event:
                if len(cache) > ENTRIES_KEEP:
                    cache.clear()
                entry: str | None = None
                plain = self.event_dict(event)
                if log_worthy(plain, self.game_name):
                    entry = encode_json({"event": plain,
                                         "message": event_message(plain, self.game_name)})
                hit = cache[key] = (event, entry)
            text = hit[1]
            if text is not None:
                entries.append(text)
        return entries

    def event_dict(self, event: Event) -> dict[str, Any]:
        return dice_event(event) if self.dice else card_event(event)

    def decision_json(self, look: Look, seat: int | None, seats: list[Any],
                      deadline_ms: int | None) -> str:
        """The ``decision`` of a frame as JSON: the pending decision with its options
        and their labels, for its owner only and only while no bot plays his seat (made
        once per decision and deadline)."""
        pending = look.top.get("pending")
        if seat is None or pending is None or pending.get("seat") != seat \
                or pending.get("options") is None or seats[seat].by_bot:
            return "null"
        notations: list[str] = pending["options"]
        key = (seat, pending["id"], deadline_ms, tuple(notations))
        cached = self._decision
        if cached is not None and cached[0] == key:
            return cached[1]
        view = look.lean
        # The engine's own actions when the feed has them (no notation parsed again).
        raw = getattr(getattr(look.raw, "pending", None), "options", None)
        actions: Any = raw if raw is not None and len(raw) == len(notations) else notations
        kind: str = pending["kind"]
        game_name = self.game_name
        dice = self.dice
        kept = OPTION_JSON
        options: list[str] = []
        for notation, action in zip(notations, actions, strict=True):
            if isinstance(action, Action) and not action_reads_view(action, kind, dice):
                # Its line depends on the action and the prompt alone: made once for
                # every decision that offers it.
                fragment = kept.get((game_name, kind, notation))
                if fragment is None:
                    if len(kept) > OPTION_JSON_KEEP:
                        kept.clear()
                    fragment = kept[(game_name, kind, notation)] = encode_json(
                        {"action": notation, "label": action_message(action, view)})
            else:
                fragment = encode_json({"action": notation,
                                        "label": action_message(action, view)})
            options.append(fragment)
        text = (f'{{"id":{encode_json(pending["id"])},"kind":{encode_json(kind)},'
                f'"prompt":{encode_json(prompt_message(view))},'
                f'"deadline_ms":{encode_json(deadline_ms)},'
                f'"options":[{",".join(options)}]}}')
        self._decision = (key, text)
        return text

    def goal_json(self, look: Look, seat: int | None) -> str:
        """The seat's goal as JSON, made again only when what it reads changed (the
        roles shown, who is alive, the end)."""
        if seat is None:
            return "null"
        cached = self._goal_json.get(seat)
        if cached is not None and GOAL_FIELDS.isdisjoint(look.fields):
            # Only the records that changed can have changed what the goal reads.
            if not look.players:
                return cached[1]
            before = cached[0]
            same = True
            for p in look.players:
                index: int = p["seat"]
                if index >= len(before) or before[index] != (p["alive"], p["role"]):
                    same = False
                    break
            if same:
                return cached[1]
        view = look.lean
        shown = tuple([(p["alive"], p["role"]) for p in view["players"]])
        text = encode_json(self.goal(view))
        self._goal_json[seat] = (shown, text)
        return text

    def goal(self, view: dict[str, Any]) -> Message | None:
        """``goal_message(view)``, which reads only the seat, the roles shown, who is
        alive and whether the game is over: cached on exactly those."""
        key = (view["seat"], view["role"], view.get("winners") is not None,
               view.get("is_over"), tuple([(p["alive"], p["role"]) for p in view["players"]]))
        goals = self._goals
        if key not in goals:
            if len(goals) > 64:
                goals.clear()
            goals[key] = goal_message(view)
        return goals[key]


def deadlines(now: float, decision: dict[str, Any] | None,
              takeover_at: dict[int, float]) -> dict[str, Any]:
    """Every clock in force (docs/protocol.md, "deadlines"): ``decision`` the pending
    decision's (its seat, id, kind of clock, deadline and from when a bot may answer it,
    as ``(seat, id, timer, deadline_ms, bot_from)``), and each absent seat's takeover."""
    takeovers = [{"seat": index, "deadline_ms": int(at * 1000),
                  "remaining_s": round(max(at - now, 0.0), 3)}
                 for index, at in sorted(takeover_at.items())]
    return {"now_ms": int(now * 1000), "decision": decision, "takeovers": takeovers}


def decision_clock(now: float, seat: int, decision: int, timer: str, deadline_ms: int,
                   bot_from: float) -> dict[str, Any]:
    """The pending decision's clock of ``deadlines``."""
    return {"seat": seat, "id": decision, "timer": timer, "deadline_ms": deadline_ms,
            "remaining_s": round(max(deadline_ms / 1000 - now, 0.0), 3),
            "bot_from_ms": int(bot_from * 1000),
            "bot_from_s": round(max(bot_from - now, 0.0), 3)}
