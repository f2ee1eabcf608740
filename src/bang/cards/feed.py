"""One seat's view kept up to date by what changed, instead of rebuilt at every look.

A bot, a server connection or an RL observer looks at the game once per decision, and
wants to know what is new: the events since its last look (as the seat may see them) and
the seats whose public record changed.  A ``ViewFeed`` remembers where it stopped: each
``look()`` redacts only the new events (counted from the game's first event, so trimming
the log does not lose the place) and rebuilds only the seats whose public facts changed,
found by comparing them with those of the previous look.  The view it hands out always
equals ``game.view(seat)``; tests/cards/test_view_feed.py checks that at every step.

Measured (BENCHMARKS.md), a look costs about what a full view does for 4-7 seats when
interpreted: the full view is already a few microseconds.  What the feed adds is the
delta, for consumers that send or encode only what changed.

When several viewers look at the same moment (a server tells every seat and the
spectators after every action), most of each look is the same for all of them: the
seats' public facts (life, hand size, cards in play...) and which of them changed, the
piles, the pending decision as the seats that do not own it see it.  A ``TableFeed``
holds the feeds of one game's viewers and gathers that once per moment
(``TableFacts``); each feed then reads only its viewer's own part (his distances and
reach, his hand, his options, the events shown to him).

Visibility is still decided only in ``bang.cards.view``: the feed calls its
``seat_infos``, ``table_parts``, ``assemble_from`` and the game's ``recent_events``,
and decides nothing itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from bang.cards.view import (
    RECENT_EVENTS,
    CardView,
    PlayerInfo,
    TableParts,
    assemble_from,
    seat_infos,
    seat_reach,
    table_parts,
)
from bang.core.protocol import Event

if TYPE_CHECKING:
    from bang.cards.state import CardState


class ViewDelta(NamedTuple):
    """What one look found: the whole view now, the events new since the previous look
    (as the seat may see them; after a gap longer than the log keeps, only those still
    kept) and the seats whose public record changed (every seat at the first look)."""

    view: CardView
    events: tuple[Event, ...]
    changed: tuple[int, ...]


#: Per seat, the public facts its record is built from, as ``TableFacts.rows`` holds
#: them: everything of a record that can change during a game and that every viewer
#: sees alike (life, death, shown role, hand size, equipment, ghost state, a copied
#: character, the character and its life points: New Identity changes them, F5.15).
#: A viewer's distances are his own and kept apart.
Row = tuple[Any, ...]


class TableFacts:
    """One moment of a game as every viewer's feed reads it alike: the seats' public
    facts (``rows``), which seats' facts changed since the moment numbered ``after``
    (``changed``), Dodge City's green cards played this turn, and the view's shared
    top-level parts (``bang.cards.view.table_parts``).  Valid until the game moves."""

    __slots__ = ("after", "changed", "green", "parts", "rows", "serial")

    def __init__(self, rows: list[Row], green: tuple[int, ...], parts: TableParts,
                 serial: int = -1, after: int = -1,
                 changed: tuple[int, ...] = ()) -> None:
        self.rows = rows
        self.green = green
        self.parts = parts
        #: This moment's number in its ``TableFeed`` (-1: a look on its own).
        self.serial = serial
        #: The moment ``changed`` is counted from (-1: none).
        self.after = after
        self.changed = changed


def public_rows(game: CardState) -> list[Row]:
    """Every seat's public facts now (``Row``), gathered by ``zip`` at C speed."""
    ghost = game.ghost
    return list(zip(game.life, game.alive, game.revealed, map(len, game.hands),
                    map(tuple, game.tables), ghost.ghosts, ghost.revived,
                    ghost.predictions, game.copied, game.characters, game.max_life,
                    strict=True))


def table_facts(game: CardState, previous: TableFacts | None = None,
                serial: int = -1) -> TableFacts:
    """The facts every viewer reads alike now; with ``previous`` (an earlier moment of
    the same game), also which seats' facts changed since it."""
    rows = public_rows(game)
    if previous is None or len(previous.rows) != len(rows):
        return TableFacts(rows, game.green_new, table_parts(game), serial)
    before = previous.rows
    if rows == before:
        # Nothing public changed: the same list, so each feed sees it at once.
        return TableFacts(before, game.green_new, table_parts(game), serial,
                          previous.serial, ())
    changed = tuple([s for s in range(len(rows)) if rows[s] != before[s]])
    return TableFacts(rows, game.green_new, table_parts(game), serial, previous.serial,
                      changed)


class TableFeed:
    """The feeds of every viewer of one game (the seats and the spectators), looked at
    together: ``facts()`` gathers what they all read alike once, and each
    ``feed(seat).look(facts)`` adds only its viewer's part.  Every view it hands out
    still equals ``game.view(seat)``; tests/cards/test_view_feed.py checks that at every
    step, for viewers looking at every moment and for viewers skipping some."""

    __slots__ = ("_facts", "_serial", "feeds", "game")

    def __init__(self, game: CardState) -> None:
        self.game = game
        self.feeds: dict[int | None, ViewFeed] = {}
        self._facts: TableFacts | None = None
        self._serial = 0

    def feed(self, seat: int | None) -> ViewFeed:
        """``seat``'s feed (made on first use; None: the spectators')."""
        feed = self.feeds.get(seat)
        if feed is None:
            feed = self.feeds[seat] = ViewFeed(self.game, seat)
        return feed

    def facts(self) -> TableFacts:
        """A new moment: what every viewer reads alike now, and which seats' public
        facts changed since the previous moment.  Call it once the game has moved, then
        look at every viewer with it."""
        self._serial += 1
        facts = self._facts = table_facts(self.game, self._facts, self._serial)
        return facts


class ViewFeed:
    """``seat``'s view of ``game`` (None: a spectator's), one delta per ``look()``."""

    __slots__ = ("_cursor", "_dist", "_events", "_green", "_players", "_reach", "_rows",
                 "_serial", "_window", "game", "seat")

    def __init__(self, game: CardState, seat: int | None) -> None:
        self.game = game
        self.seat = seat
        #: The number of the first event not yet seen (counted from the game's first).
        self._cursor = 0
        self._window: list[Event] = []
        self._events: tuple[Event, ...] = ()
        self._players: tuple[PlayerInfo, ...] = ()
        #: The public facts the records were built from (``Row``s), the viewer's
        #: distance row (the engine's read-only row: a new list when it changes) and
        #: the number of the moment they were read at (-1: a look on its own).
        self._rows: list[Row] = []
        self._dist: list[int] | None = None
        self._serial = -1
        self._reach = -1
        #: The game's ``green_new`` at the last look: when it changes, so may any seat's
        #: ``waiting`` (Dodge City's green cards, E4.1-3).
        self._green: tuple[int, ...] = ()

    def look(self, facts: TableFacts | None = None) -> ViewDelta:
        """The view now, and what changed since the previous look.  ``facts``: what
        every viewer reads alike at this moment (``TableFeed.facts``), when several
        viewers look at it; gathered for this look alone otherwise."""
        game, seat = self.game, self.seat
        if facts is None:
            facts = table_facts(game)
        log = game.log
        start = self._cursor - game.log_base
        if start < 0:
            start = 0
        self._cursor = game.log_base + len(log)
        fresh: tuple[Event, ...] = ()
        if start < len(log):
            fresh = tuple(game.recent_events(seat, len(log) - start))
            window = self._window
            window += fresh
            if len(window) > RECENT_EVENTS:
                del window[:len(window) - RECENT_EVENTS]
            self._events = tuple(window)
        players, changed = self._update_players(facts)
        return ViewDelta(assemble_from(game, seat, players, self._events, facts.parts),
                         fresh, changed)

    def _update_players(self, facts: TableFacts
                        ) -> tuple[tuple[PlayerInfo, ...], tuple[int, ...]]:
        """The players' records, rebuilt for the seats whose facts changed: the public
        ones (counted once for every viewer when this feed read the previous moment of
        the same ``TableFeed``) and the viewer's distances.  The weapon reach is the
        viewer's: when it changes every record's ``in_reach`` may."""
        game, seat = self.game, self.seat
        n = game.n
        distances, reach = seat_reach(game, seat)
        rows = facts.rows
        old = self._rows
        green = facts.green
        serial = self._serial
        self._serial = facts.serial
        if not old or reach != self._reach or len(old) != n:
            self._rows, self._dist, self._reach, self._green = rows, distances, reach, green
            self._players = tuple(seat_infos(game, seat, range(n), distances, reach))
            return self._players, tuple(range(n))
        if green != self._green:
            # Rare (a green card played, a turn with some ending): every record again,
            # the changed ones found by comparing.
            self._rows, self._dist, self._green = rows, distances, green
            before = self._players
            fresh = seat_infos(game, seat, range(n), distances, reach)
            self._players = tuple([new if new != old else old
                                   for new, old in zip(fresh, before, strict=True)])
            return self._players, tuple([s for s in range(n) if self._players[s] is not before[s]])
        if rows is old:
            changed: tuple[int, ...] = ()
        elif serial >= 0 and serial == facts.after:
            changed = facts.changed  # counted once for every viewer
        else:
            changed = tuple([s for s in range(n) if rows[s] != old[s]])
        was = self._dist
        if distances is not was and distances != was:
            if distances is None or was is None:
                moved = tuple(range(n))
            else:
                moved = tuple([s for s in range(n) if distances[s] != was[s]])
            if moved:
                changed = tuple(sorted({*changed, *moved}))
        self._rows, self._dist = rows, distances
        if not changed:
            return self._players, ()
        rebuilt = list(self._players)
        for s, info in zip(changed, seat_infos(game, seat, changed, distances, reach),
                           strict=True):
            rebuilt[s] = info
        self._players = tuple(rebuilt)
        return self._players, changed
