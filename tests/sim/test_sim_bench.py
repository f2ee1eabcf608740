"""The benchmark machinery (its figures are recorded by hand, not asserted)."""

from __future__ import annotations

import pytest
from toy_game import ToyConfig, ToyGame

from bang.sim.bench import BenchRow, BenchSkip, bench, clone_cost, mid_game, parse_players


def test_player_counts_parse() -> None:
    assert parse_players("5") == [5]
    assert parse_players("4-8") == [4, 5, 6, 7, 8]
    assert parse_players("3,5-6") == [3, 5, 6]
    for bad in ("8-4", "x", "0", ""):
        with pytest.raises(ValueError):
            parse_players(bad)


def test_every_setting_is_measured_or_explained() -> None:
    items = list(bench(["toy", "chess"], [1, 3], 0.02))
    rows = [i for i in items if isinstance(i, BenchRow)]
    skips = [i for i in items if isinstance(i, BenchSkip)]
    assert [(r.players, r.auto_forced) for r in rows] == [(3, False), (3, True)]
    assert all(r.games >= 1 and r.decisions_per_second > 0 for r in rows)
    assert all(r.clone_us is not None and r.clone_us > 0 for r in rows)
    assert {(s.game, s.players) for s in skips} == {("toy", 1), ("chess", None)}


def test_the_clone_position_is_mid_game_and_clones_are_independent() -> None:
    game = mid_game(ToyGame, ToyConfig(players=4), 2)
    assert game.pending is not None and len(game.history) > 0
    digest = game.digest()
    assert clone_cost(game, 0.01) > 0
    assert game.digest() == digest
