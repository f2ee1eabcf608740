"""Each viewer's view of a running game, kept up to date by what changed.

After every action the server tells every seat and the spectators what they now see.
Rebuilding each seat's whole view (every player's record, the 40 or 128 latest events
redacted one by one) and converting it whole to JSON was most of an action's cost.  A
feed keeps one viewer's view between looks; each ``look()`` returns, besides the whole
view, what changed since the previous look: the top-level fields whose value changed,
the players' records that changed and the new events.  That is both what a ``delta``
frame carries and what a full ``state`` frame is assembled from without converting the
rest again.

Visibility is never decided here.  Every part comes from the engine's own view
functions: the card game's ``game.view_feed(seat)`` (``bang.cards.feed``), the dice
game's lazy view (``game.lazy_view(seat)`` and its ``events_since``), or for any other
viewer ``game.view(seat)`` itself.  Only the conversion to JSON is done part by part,
and it is checked against the view's own ``to_dict`` at a feed's first look (a view
whose shape the fast conversion does not reproduce is converted whole by ``to_dict``
at every look instead).  So the view a feed hands out always equals
``game.view(seat).to_dict()``; tests/feeds/test_feeds.py and tests/server/test_secrets.py
check it at every step of whole games, for full states and for views rebuilt from deltas.

It is the server's per-seat work, done for every viewer after every action, and it lives
outside ``bang.server`` so that the compiled build (mypyc, setup.py's ``COMPILED``)
compiles it: it imports nothing but ``bang.core.protocol`` and the standard library,
whereas compiling a module of ``bang.server`` makes mypyc check the whole server
package, which needs the server extra (FastAPI and the rest) that a plain
``pip install .`` does not install.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from bang.core.protocol import Event

#: The parts of a view dict a feed keeps apart (the rest are top-level fields).
PLAYERS = "players"
EVENTS = "events"

EventDict = Callable[[Event], dict[str, Any]]


class Look:
    """One look: what changed since the previous look, and the whole view now (built
    on first use from the parts as they were at this look)."""

    __slots__ = ("_lean", "_parts", "_players_all", "_top", "_view", "events", "fields",
                 "fresh", "players", "raw", "window")

    def __init__(self, parts: _Parts, changed: dict[str, Any],
                 players: list[dict[str, Any]], events: list[dict[str, Any]],
                 fresh: tuple[Event, ...]) -> None:
        self._parts = parts
        self._top = parts.fields
        self._players_all = parts.players
        self._view: dict[str, Any] | None = None
        self._lean: dict[str, Any] | None = None
        #: Top-level fields (neither ``players`` nor ``events``) whose value changed.
        self.fields = changed
        #: The records of the players that changed (each has its ``seat``).
        self.players = players
        #: The new events as in the view (a client appends them and keeps the latest
        #: ``len(window)``).
        self.events = events
        #: The same new events, and every event of the view, as the engine's objects
        #: (what log entries are made from).
        self.fresh = fresh
        self.window = parts.window
        #: The engine's view object of this look, when the feed has it (its pending
        #: options are the engine's own actions).
        self.raw: Any = None

    @property
    def view(self) -> dict[str, Any]:
        """The whole view, equal to ``game.view(seat).to_dict()`` (shared: do not
        change it).  Its events are converted only now, and only those not converted
        at an earlier look: a viewer sent deltas never needs them."""
        view = self._view
        if view is None:
            view = self._view = dict(self._top)
            view[PLAYERS] = self._players_all
            view[EVENTS] = self._parts.dicts(self.window)
        return view

    @property
    def lean(self) -> dict[str, Any]:
        """The view without its events: what the words of a prompt, an option or a goal
        are made from (they read no event)."""
        lean = self._lean
        if lean is None:
            lean = self._lean = dict(self._top)
            lean[PLAYERS] = self._players_all
        return lean

    @property
    def top(self) -> dict[str, Any]:
        """Every top-level field now (shared: do not change it)."""
        return self._top

    @property
    def changed(self) -> bool:
        return bool(self.fields or self.players or self.events)


def plain(value: Any) -> Any:
    """One top-level field of a view as its ``to_dict`` gives it: nested records by
    their own ``to_dict``, tuples as lists, mappings as dicts."""
    if value is None or isinstance(value, (str, int, float)):
        return value
    to_dict = getattr(value, "to_dict", None)
    if to_dict is not None:
        return to_dict()
    if isinstance(value, (tuple, list)):
        return list(value)
    if isinstance(value, Mapping):
        return dict(value)
    return value


def card_event(event: Event) -> dict[str, Any]:
    """A card game's event as its view's ``to_dict`` writes it."""
    return {"kind": event.kind, **event.data}


def dice_event(event: Event) -> dict[str, Any]:
    """A dice game's event as its view's ``to_dict`` writes it."""
    return {"kind": event.kind, "data": event.data}


class _Parts:
    """The parts of a view kept between looks, and how a new look's changes are merged
    into them (lists and dicts are replaced, never changed in place: a look's ``view``
    stays valid).  The events are kept as the engine's objects; their JSON form is made
    when a whole view is asked for, reusing what an earlier look made."""

    __slots__ = ("_dicts", "_dicts_of", "event_dict", "fields", "players", "window")

    def __init__(self, event_dict: EventDict | None = None) -> None:
        self.fields: dict[str, Any] = {}
        self.players: list[dict[str, Any]] = []
        self.window: tuple[Event, ...] = ()
        self.event_dict = event_dict
        self._dicts_of: tuple[Event, ...] = ()
        self._dicts: list[dict[str, Any]] = []

    def merge(self, changed: dict[str, Any], players: list[dict[str, Any]],
              fresh_dicts: list[dict[str, Any]], fresh: tuple[Event, ...], keep: int,
              window_dicts: list[dict[str, Any]] | None = None,
              window: tuple[Event, ...] | None = None) -> Look:
        """``changed``: the top-level fields that changed; ``players``: the changed
        records; ``fresh_dicts``/``fresh``: the new events; ``keep``: how many events
        the view holds now; ``window_dicts``: every event of the view in JSON form, when
        the caller has it; ``window``: every event of the view, when the caller has it
        (the engine's own tuple: not built again)."""
        if changed:
            self.fields = {**self.fields, **changed}
        if players:
            merged = list(self.players)
            for record in players:
                seat = record["seat"]
                while len(merged) <= seat:
                    merged.append({})
                merged[seat] = record
            self.players = merged
        if window is not None and len(window) == keep:
            if len(fresh) > keep:  # more at once than the view keeps
                fresh_dicts = fresh_dicts[len(fresh_dicts) - keep:] if keep > 0 else []
                fresh = window
            self.window = window
        elif fresh or len(self.window) != keep:
            window = self.window + fresh
            self.window = window[len(window) - keep:] if keep > 0 else ()
            if len(fresh) > keep:  # more at once than the view keeps
                fresh_dicts = fresh_dicts[len(fresh_dicts) - keep:] if keep > 0 else []
                fresh = self.window
        if window_dicts is not None:
            self._dicts_of, self._dicts = self.window, window_dicts
        return Look(self, changed, players, fresh_dicts, fresh)

    def dicts(self, window: tuple[Event, ...]) -> list[dict[str, Any]]:
        """The JSON form of ``window`` (a window of this feed), converting only the
        events that the last converted window did not hold."""
        if self._dicts_of is window:
            return self._dicts
        convert = self.event_dict
        assert convert is not None, "a feed without its events' form gives them whole"
        new = new_events(self._dicts_of, window)
        if new is window:
            dicts = [convert(e) for e in window]
        else:
            dicts = self._dicts + [convert(e) for e in new]
            dicts = dicts[len(dicts) - len(window):] if window else []
        self._dicts_of, self._dicts = window, dicts
        return dicts


class _Converter:
    """Converts a view's top-level fields and events part by part, once checked
    against the view's own ``to_dict`` (``fast`` false: it did not match, and the view
    is converted whole)."""

    __slots__ = ("event_dict", "fast", "indices", "names", "own", "public")

    def __init__(self, names: list[str], event_dict: EventDict) -> None:
        self.names = names
        #: For a view that is a tuple: each field's position and name, and those of
        #: them every viewer holds alike (``TABLE_FIELDS``) or not.
        self.indices: list[tuple[int, str]] = []
        self.public: list[tuple[int, str]] = []
        self.own: list[tuple[int, str]] = []
        self.event_dict = event_dict
        self.fast = True

    def check(self, view: Any, reference: dict[str, Any]) -> None:
        """Compare the part-by-part conversion of ``view`` with ``reference``
        (its ``to_dict()``)."""
        same = set(self.names) | {PLAYERS, EVENTS} == set(reference)
        same = same and all(plain(getattr(view, n)) == reference[n] for n in self.names)
        same = same and [self.event_dict(e) for e in view.events] == reference[EVENTS]
        same = same and [p.to_dict() for p in view.players] == reference[PLAYERS]
        self.fast = same


class CardFeed:
    """A card game's viewer (a seat or the spectators), over the engine's incremental
    view (``game.view_feed(seat)``, ``bang.cards.feed``).

    Each look asks the engine's feed, which redacts only the events new since the
    previous look and rebuilds only the players' records whose facts changed, and says
    which: the view it hands out equals ``game.view(seat)`` (checked at every step of
    whole games by the engine's tests and by tests/server/test_feeds.py).  Only what it
    reports as new is converted to JSON; the top-level fields are compared with the
    previous look's (tuples and records, by identity first).

    It used to take the whole ``game.view(seat)`` and compare every record and find the
    new events itself; with every seat looked at after every action, that comparison in
    the server cost as much as the view (BENCHMARKS.md, "The server's frames").
    """

    __slots__ = ("_convert", "_fallback", "_feed", "_parts", "_prev", "_seen", "_shared",
                 "game", "seat")

    def __init__(self, game: Any, seat: int | None, table: CardTable | None = None) -> None:
        self.game = game
        self.seat = seat
        if table is None or table.game is not game:
            table = CardTable(game)
        self._feed = table.engine.feed(seat)
        self._shared = table.shared
        self._parts = _Parts(card_event)
        self._prev: Any = None
        #: The shared parts (``TableParts``) the previous look was assembled around
        #: (None: it was a look on its own).
        self._seen: Any = None
        self._convert: _Converter | None = None
        self._fallback: ViewDiffFeed | None = None

    def look(self, total: int, facts: Any = None) -> Look:
        """The viewer's look; ``facts``: the moment every viewer is looked at with
        (``TableFeed.facts()``, once per broadcast), so that what they read alike is
        gathered and converted once."""
        if self._fallback is not None:
            return self._fallback.look(total)
        delta = self._feed.look(facts)
        view = delta.view
        prev = self._prev
        self._prev = view
        convert = self._convert
        if convert is None:  # the first look: everything, checked against to_dict
            names = [n for n in view._fields if n not in (PLAYERS, EVENTS)]
            convert = self._convert = _Converter(names, card_event)
            convert.indices = [(view._fields.index(n), n) for n in names]
            public = set(TABLE_FIELDS)
            convert.public = [(i, n) for i, n in convert.indices if n in public]
            convert.own = [(i, n) for i, n in convert.indices if n not in public]
            self._seen = facts.parts if facts is not None else None
            whole = view.to_dict()
            convert.check(view, whole)
            if not convert.fast:
                self._fallback = ViewDiffFeed(self.game, self.seat)
                return self._fallback.look(total)
            events = whole.pop(EVENTS)
            records = whole.pop(PLAYERS)
            look = self._parts.merge(whole, records, events, tuple(view.events),
                                     len(view.events), events)
            look.raw = view
            return look
        shared = self._shared
        memo = shared.memo(facts)
        if memo is None:  # a look on its own
            self._seen = None
            changed = {}
            for index, name in convert.indices:
                value = view[index]
                old = prev[index]
                if value is not old and value != old:
                    changed[name] = plain(value)
            events = [card_event(e) for e in delta.events]
        else:
            parts = facts.parts
            seen = self._seen
            self._seen = parts
            if seen is None:  # the previous look was on its own: every field compared
                changed = shared.changes(convert.indices, prev, view, memo)
            else:
                # The fields every viewer holds alike were compared once for all the
                # viewers that looked at the same moments; the viewer's own here.
                changed = shared.public_changes(seen, parts, convert, prev, view, memo)
                own = shared.changes(convert.own, prev, view, memo)
                if own:
                    changed = {**changed, **own}
            events = shared.events(delta.events, memo)
        players = view.players
        look = self._parts.merge(changed, [players[s].to_dict() for s in delta.changed],
                                 events, delta.events, len(view.events), window=view.events)
        look.raw = view
        return look


class CardTable:
    """The feeds of one card game's viewers, looked at together: the engine's
    ``TableFeed`` (what every view holds alike gathered once per moment) and what the
    server's conversions of them share.  ``facts()`` starts a moment (once per
    broadcast); every ``CardFeed.look(total, facts)`` of that moment shares it."""

    __slots__ = ("engine", "game", "shared")

    def __init__(self, game: Any) -> None:
        self.game = game
        self.engine = game.table_feed()
        self.shared = _Shared()

    def facts(self) -> Any:
        return self.engine.facts()


#: The card view's fields taken whole from the moment's shared parts
#: (``bang.cards.view.TableParts``; its pending decision is the viewer's own: its
#: owner sees the options).
TABLE_FIELDS = ("turn", "deck_count", "discard_count", "discard_top", "revealed",
                "bangs_played", "winners", "config", "dmh_winners")


class _Shared:
    """What the server's feeds of one game's viewers share at one moment: the plain
    form of the values every viewer's view holds alike (the piles, the pending decision
    as the others see it, the cards set aside, the public events), made once for all,
    and which of the shared fields changed since the moment before.  The memo is keyed
    by the value's identity and holds the value, so an entry never outlives its
    object's meaning; it is emptied at each new moment."""

    __slots__ = ("_memo", "_public", "_serial")

    def __init__(self) -> None:
        self._serial = -1
        self._memo: dict[int, tuple[Any, Any]] = {}
        self._public: tuple[Any, dict[str, Any]] | None = None

    def memo(self, facts: Any) -> dict[int, tuple[Any, Any]] | None:
        """The memo of ``facts``'s moment (None for a look on its own)."""
        if facts is None:
            return None
        serial = facts.serial
        if serial != self._serial:
            self._serial = serial
            self._memo = {}
            self._public = None
        return self._memo

    @staticmethod
    def changes(indices: list[tuple[int, str]], prev: Any, view: Any,
                memo: dict[int, tuple[Any, Any]]) -> dict[str, Any]:
        """The fields of ``indices`` whose value differs between two looks, in their
        plain form (each value converted once per moment)."""
        changed = {}
        for index, name in indices:
            value = view[index]
            old = prev[index]
            if value is not old and value != old:
                hit = memo.get(id(value))
                if hit is None or hit[0] is not value:
                    hit = memo[id(value)] = (value, plain(value))
                changed[name] = hit[1]
        return changed

    def public_changes(self, seen: Any, parts: Any, convert: _Converter, prev: Any,
                       view: Any, memo: dict[int, tuple[Any, Any]]) -> dict[str, Any]:
        """The shared fields that changed from the moment whose parts were ``seen`` to
        this one: compared once per moment for every viewer that saw the same parts
        before (the previous look's values of these fields are ``seen``'s own)."""
        public = self._public
        if public is not None and public[0] is seen:
            return public[1]
        changed = self.changes(convert.public, prev, view, memo)
        self._public = (seen, changed)
        return changed

    @staticmethod
    def events(fresh: tuple[Event, ...], memo: dict[int, tuple[Any, Any]]
               ) -> list[dict[str, Any]]:
        """The new events in their view form, each event object converted once per
        moment (a public event is one object for every viewer)."""
        dicts = []
        for event in fresh:
            hit = memo.get(id(event))
            if hit is None or hit[0] is not event:
                hit = memo[id(event)] = (event, card_event(event))
            dicts.append(hit[1])
        return dicts


def new_events(old: tuple[Event, ...], now: tuple[Event, ...]) -> tuple[Event, ...]:
    """The events of ``now`` after the last one of ``old`` (found by identity, from the
    end: usually a step or two); all of ``now`` when it is not there (more new events
    than a view keeps)."""
    if not old:
        return now
    last = old[-1]
    for k in range(len(now) - 1, -1, -1):
        if now[k] is last:
            return now[k + 1:]
    return now


class DiceFeed:
    """A dice game's seat, over the engine's lazy view: only the new events are
    redacted, and only the fields and records that changed are converted."""

    __slots__ = ("_convert", "_cursor", "_fallback", "_parts", "_prev", "_records",
                 "game", "seat")

    def __init__(self, game: Any, seat: int) -> None:
        self.game = game
        self.seat = seat
        self._cursor = 0
        self._records: tuple[Any, ...] = ()
        self._prev: dict[str, Any] = {}
        self._parts = _Parts(dice_event)
        self._convert: _Converter | None = None
        self._fallback: ViewDiffFeed | None = None

    def look(self, total: int, facts: Any = None) -> Look:
        if self._fallback is not None:
            return self._fallback.look(total)
        game = self.game
        lazy = game.lazy_view(self.seat)
        convert = self._convert
        if convert is None:  # the first look: everything, checked against to_dict
            full = lazy.full()
            whole = full.to_dict()
            names = [f.name for f in dataclasses.fields(full)
                     if f.name not in (PLAYERS, EVENTS)]
            convert = self._convert = _Converter(names, dice_event)
            convert.check(full, whole)
            if not convert.fast:
                self._fallback = ViewDiffFeed(game, self.seat)
                return self._fallback.look(total)
            self._prev = {n: getattr(full, n) for n in names}
            self._records = tuple(full.players)
            _, self._cursor = lazy.events_since(self._cursor)
            events = whole.pop(EVENTS)
            records = whole.pop(PLAYERS)
            return self._parts.merge(whole, records, events, tuple(full.events),
                                     len(full.events), events)
        fresh, self._cursor = lazy.events_since(self._cursor)
        prev = self._prev
        changed = {}
        for name in convert.names:
            value = getattr(lazy, name)
            if value != prev[name]:
                prev[name] = value
                changed[name] = plain(value)
        records = tuple(lazy.players)
        old = self._records
        self._records = records
        event_dict = convert.event_dict
        return self._parts.merge(
            changed, [r.to_dict() for s, r in enumerate(records)
                      if s >= len(old) or old[s] != r],
            [event_dict(e) for e in fresh], tuple(fresh), len(game.log))


class ViewDiffFeed:
    """Any other viewer (a dice game's spectators, an engine without an incremental
    view): the whole ``game.view(seat)`` at each look, compared with the previous one.
    ``total`` (the events the game has produced) says how many of its events are new."""

    __slots__ = ("_parts", "_total", "game", "seat")

    def __init__(self, game: Any, seat: int | None) -> None:
        self.game = game
        self.seat = seat
        self._total = -1
        self._parts = _Parts()

    def look(self, total: int, facts: Any = None) -> Look:
        view = self.game.view(self.seat)
        whole = view.to_dict()
        events: list[dict[str, Any]] = whole.pop(EVENTS)
        records: list[dict[str, Any]] = whole.pop(PLAYERS)
        window = tuple(view.events)
        new = len(window) if self._total < 0 else min(total - self._total, len(window))
        self._total = total
        parts = self._parts
        old = parts.fields
        changed = {k: v for k, v in whole.items() if old.get(k, changed_marker) != v}
        old_records = parts.players
        players = [r for s, r in enumerate(records)
                   if s >= len(old_records) or old_records[s] != r]
        fresh = window[len(window) - new:] if new > 0 else ()
        fresh_dicts = events[len(events) - new:] if new > 0 else []
        return parts.merge(changed, players, fresh_dicts, fresh, len(window), events)


#: A value no field has (a field missing from the previous look counts as changed).
changed_marker = object()

Feed = CardFeed | DiceFeed | ViewDiffFeed


def make_feed(game: Any, seat: int | None, table: CardTable | None = None) -> Feed:
    """The cheapest feed the engine allows for ``seat`` (None: the spectators);
    ``table``: the game's ``TableFeed`` its other viewers' feeds share (card game)."""
    if hasattr(game, "table_feed"):
        return CardFeed(game, seat, table)
    if seat is not None and hasattr(game, "lazy_view"):
        return DiceFeed(game, seat)
    return ViewDiffFeed(game, seat)


def apply_delta(view: dict[str, Any], delta: dict[str, Any]) -> dict[str, Any]:
    """The view a ``delta`` frame leads to from ``view`` (what a client does with one:
    docs/protocol.md, "Delta frames")."""
    new = {**view, **delta["view"]}
    players = list(view.get(PLAYERS, []))
    for record in delta["players"]:
        seat = record["seat"]
        while len(players) <= seat:
            players.append({})
        players[seat] = record
    new[PLAYERS] = players
    keep = delta["events_len"]
    events = list(view.get(EVENTS, [])) + list(delta["events"])
    new[EVENTS] = events[len(events) - keep:] if keep > 0 else []
    return new
