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

Visibility is still decided only in ``bang.cards.view``: the feed calls its
``seat_infos``, ``assemble`` and the game's ``recent_events``, and decides nothing itself.
"""

from __future__ import annotations

from itertools import repeat
from typing import TYPE_CHECKING, Any, NamedTuple

from bang.cards.view import RECENT_EVENTS, CardView, PlayerInfo, assemble, seat_infos, seat_reach
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


class ViewFeed:
    """``seat``'s view of ``game`` (None: a spectator's), one delta per ``look()``."""

    __slots__ = ("_cursor", "_events", "_facts", "_green", "_players", "_reach", "_window",
                 "game", "seat")

    def __init__(self, game: CardState, seat: int | None) -> None:
        self.game = game
        self.seat = seat
        #: The number of the first event not yet seen (counted from the game's first).
        self._cursor = 0
        self._window: list[Event] = []
        self._events: tuple[Event, ...] = ()
        self._players: tuple[PlayerInfo, ...] = ()
        #: Per seat, the facts its record was built from (see ``_update_players``).
        self._facts: list[tuple[Any, ...]] = []
        self._reach = -1
        #: The game's ``green_new`` at the last look: when it changes, so may any seat's
        #: ``waiting`` (Dodge City's green cards, E4.1-3).
        self._green: tuple[int, ...] = ()

    def look(self) -> ViewDelta:
        """The view now, and what changed since the previous look."""
        game, seat = self.game, self.seat
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
        players, changed = self._update_players()
        return ViewDelta(assemble(game, seat, players, self._events), fresh, changed)

    def _update_players(self) -> tuple[tuple[PlayerInfo, ...], tuple[int, ...]]:
        """The players' records, rebuilt for the seats whose facts changed.

        A seat's facts are everything its record is made of that can change during a
        game (life, death, shown role, hand size, equipment, ghost state, a copied
        character, distance from the viewer); ``zip`` gathers them for all seats at C
        speed, and one list comparison tells whether anything changed at all.  The
        weapon reach is the viewer's: when it changes every record's ``in_reach`` may.
        """
        game, seat = self.game, self.seat
        n = game.n
        distances, reach = seat_reach(game, seat)
        ghost = game.ghost
        facts = list(zip(game.life, game.alive, game.revealed, map(len, game.hands),
                         map(tuple, game.tables), ghost.ghosts, ghost.revived,
                         ghost.predictions, game.copied, distances or repeat(None, n),
                         strict=True))
        old = self._facts
        green = game.green_new
        if facts == old and reach == self._reach and green == self._green:
            return self._players, ()
        self._facts = facts
        if not old or reach != self._reach:
            self._reach = reach
            self._green = green
            self._players = tuple(seat_infos(game, seat, range(n), distances, reach))
            return self._players, tuple(range(n))
        if green != self._green:
            # Rare (a green card played, a turn with some ending): every record again,
            # the changed ones found by comparing.
            self._green = green
            before = self._players
            fresh = seat_infos(game, seat, range(n), distances, reach)
            self._players = tuple([new if new != old else old
                                   for new, old in zip(fresh, before, strict=True)])
            return self._players, tuple([s for s in range(n) if self._players[s] is not before[s]])
        changed = tuple([s for s in range(n) if facts[s] != old[s]])
        rebuilt = list(self._players)
        for s, info in zip(changed, seat_infos(game, seat, changed, distances, reach),
                           strict=True):
            rebuilt[s] = info
        self._players = tuple(rebuilt)
        return self._players, changed
