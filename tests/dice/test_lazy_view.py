"""The dice game's lazy view (``DiceGame.lazy_view``) shows exactly what the full view
shows, and the dice bot decides the same from either.

Random games over 3-8 players and every rule option: at every decision, every field of
the deciding seat's lazy view (and of another seat's) equals the same field of
``game.view(seat)``, ``pending_kind`` is ``pending.kind``, the per-seat columns
(``lives()`` ...) are the records' fields, and a cursor kept over
``events_since`` hands out, look after look, exactly the events of the full view's log
window that came after the last one seen before (all of them when the window moved on
past it).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from bang.core import IllegalAction
from bang.dice import DiceConfig, DiceGame
from bang.dice.state import LOG_SIZE
from bang.dice.view import DiceView
from twins import check_new_events, lazy_full_lockstep

OPTIONS: list[dict[str, Any]] = [
    {},
    {"auto_forced": True},
    {"lucky_duke_five_rolls": True, "dynamite_resolve_even_if_dead": True,
     "el_gringo_one_arrow_per_turn": True},
    {"round_limit": 3},
]
FIELDS = [f.name for f in dataclasses.fields(DiceView)]


def check_game(seed: int, options: dict[str, Any], players: int) -> int:
    """Play one random game comparing lazy and full views; return the decisions checked."""
    rng = random.Random(seed)
    game = DiceGame.new(DiceConfig.from_dict({**options, "players": players}), seed)
    cursors = dict.fromkeys(range(players), 0)
    last_seen: dict[int, Any] = {}
    checked = 0
    while not game.is_over:
        seat = game.pending.seat
        for viewer in (seat, (seat + 1) % players):
            full = game.view(viewer)
            lazy = game.lazy_view(viewer)
            assert lazy.pending_kind == full.pending_kind == full.pending.kind
            # The columns first, from a view that has not built its players yet.
            assert lazy.shown_roles() == full.shown_roles() == [p.role for p in full.players]
            assert lazy.lives() == full.lives() == [p.life for p in full.players]
            assert lazy.max_lives() == full.max_lives() == [p.max_life for p in full.players]
            assert lazy.alive_flags() == full.alive_flags() == [p.alive for p in full.players]
            for name in FIELDS:
                assert getattr(lazy, name) == getattr(full, name), name
            assert lazy.full() == full
        # The new events are those of the window after the last one seen before.
        fresh, cursors[seat] = game.lazy_view(seat).events_since(cursors[seat])
        window = list(game.view(seat).events)
        check_new_events(fresh, window, last_seen, seat)
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
        checked += 1
    return checked


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_lazy_view_equals_full_view_at_every_decision(options: dict[str, Any],
                                                      players: int) -> None:
    checked = sum(check_game(seed, options, players) for seed in range(6))
    assert checked > 100


def test_a_cursor_left_behind_by_more_than_the_log_gets_the_whole_window() -> None:
    played = 0
    for seed in range(50):  # the first random 8-player game that outlives its log window
        game = DiceGame.new(DiceConfig(players=8), seed)
        rng = random.Random(seed)
        while game.log_count <= LOG_SIZE + 20 and not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
        if game.is_over:
            continue
        played += 1
        assert len(game.log) == LOG_SIZE < game.log_count  # the window has moved on
        fresh, cursor = game.lazy_view(0).events_since(0)
        assert fresh == list(game.view(0).events)
        assert cursor == game.log_count
        assert game.lazy_view(0).events_since(cursor) == ([], cursor)
        behind = game.lazy_view(1).events_since(cursor - 3)
        assert behind == (list(game.view(1).events)[-3:], cursor)
    assert played > 0


def lockstep(players: int, seed: int, level: str) -> int:
    """Ask the same decisions of two bots seeded alike, one reading lazy views and one
    full views; return how many choices they made (the same every time)."""
    return lazy_full_lockstep(DiceGame.new(DiceConfig(players=players), seed), level, seed)


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_the_dice_bot_chooses_the_same_from_lazy_and_full_views(players: int) -> None:
    choices = sum(lockstep(players, seed, level)
                  for seed in range(10) for level in ("normal", "easy"))
    assert choices > 300


def test_lazy_view_refuses_a_seat_that_does_not_exist() -> None:
    game = DiceGame.new(DiceConfig(players=4), 1)
    for seat in (4, -1, None, "0", 1.0):
        with pytest.raises(IllegalAction):
            game.lazy_view(seat)


def test_a_cursor_past_the_end_reads_the_whole_window() -> None:
    """A reader reused for a new game keeps its cursor from the last (longer) game."""
    game = DiceGame.new(DiceConfig(players=5), 3)
    fresh, cursor = game.lazy_view(0).events_since(10**9)
    assert fresh == list(game.view(0).events) and cursor == game.log_count > 0
