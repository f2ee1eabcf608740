"""The lazy view (``CardGame.lazy_view``) shows exactly what the full view shows.

Random games over 4-8 players and both ghost variants: at every decision, every field
of the deciding seat's lazy view equals the same field of ``game.view(seat)``, and a
cursor kept over ``events_since`` hands out, look after look, exactly the events of the
full view's window that came after the previous look (``public_events_since``: the
public ones among them).  The per-seat columns (``lives()`` ...) and single records
(``player(seat)``) equal the full view's.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bang.cards import CardConfig, CardGame
from bang.cards.view import CardView
from bang.core import IllegalAction
from twins import check_new_events

VARIANTS: list[dict[str, Any]] = [
    {},
    {"ghost_variant": "dead_reckonin"},
    {"ghost_variant": "dead_mans_hand", "auto_forced": True},
    {"dodge_city": True},
]


def check_game(seed: int, options: dict[str, Any], players: int) -> int:
    """Play one random game comparing lazy and full views; return the decisions checked."""
    rng = random.Random(seed)
    game = CardGame.new(CardConfig.from_dict({**options, "players": players}), seed)
    cursors = dict.fromkeys(range(players), 0)
    last_seen: dict[int, Any] = {}
    checked = 0
    while not game.is_over:
        seat = game.pending.seat
        full = game.view(seat)
        lazy = game.lazy_view(seat)
        assert lazy.shown_roles() == full.shown_roles() == [p.role for p in full.players]
        assert lazy.lives() == full.lives() == [p.life for p in full.players]
        assert lazy.max_lives() == full.max_lives() == [p.max_life for p in full.players]
        assert lazy.alive_flags() == full.alive_flags() == [p.alive for p in full.players]
        for other in range(players):  # each from a view that has not built ``players``
            alone = game.lazy_view(seat).player(other)
            assert alone == full.player(other) == full.players[other]
        for name in CardView._fields:
            assert getattr(lazy, name) == getattr(full, name), name
        assert lazy.full() == full
        # The new events are those of the window after the last one seen before.
        public, public_next = lazy.public_events_since(cursors[seat])
        fresh, cursors[seat] = lazy.events_since(cursors[seat])
        assert public_next == cursors[seat]
        assert public == [e for e in fresh if e.to is None]
        window = list(full.events)
        check_new_events(fresh, window, last_seen, seat)
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
        checked += 1
    return checked


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("players", [4, 5, 7, 8])
def test_lazy_view_equals_full_view_at_every_decision(options: dict[str, Any],
                                                      players: int) -> None:
    checked = sum(check_game(seed, options, players) for seed in range(8))
    assert checked > 100


def test_lazy_view_refuses_a_seat_that_does_not_exist() -> None:
    game = CardGame.new(CardConfig.from_dict({"players": 4}), 1)
    with pytest.raises(IllegalAction):
        game.lazy_view(4)
    with pytest.raises(IllegalAction):
        game.lazy_view(None)


def test_a_cursor_past_the_end_reads_the_whole_window() -> None:
    """A reader reused for a new game keeps its cursor from the last (longer) game: it
    gets the whole window, as a reader not finding its last event in a full view does."""
    game = CardGame.new(CardConfig.from_dict({"players": 5}), 3)
    rng = random.Random(3)
    for _ in range(30):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    seat = game.pending.seat
    window = list(game.view(seat).events)
    fresh, cursor = game.lazy_view(seat).events_since(10**9)
    assert fresh == window and cursor == game.log_base + len(game.log)
    public, _ = game.lazy_view(seat).public_events_since(10**9)
    assert public == [e for e in window if e.to is None]
