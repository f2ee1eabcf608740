"""Batch simulation: determinism, independence of the number of processes, progress."""

from __future__ import annotations

import re

import pytest

from bang.core import ConfigError
from bang.core.rng import child_seed
from bang.sim import GameFailed, Tally, play_game, simulate


def test_a_batch_is_the_sum_of_its_child_seeded_games() -> None:
    summary = simulate("toy", 4, 40, 9, jobs=1, options={"target": "15"})
    tally = Tally()
    for index in range(40):
        tally.add(play_game("toy", {"players": 4, "target": 15}, child_seed(9, index),
                            index=index))
    assert summary == tally.summary("toy", 4, 9, bots=("random",) * 4,
                                    options={"target": "15"})


def test_the_outcome_does_not_depend_on_the_number_of_processes() -> None:
    one = simulate("toy", 5, 300, 3, jobs=1)
    two = simulate("toy", 5, 300, 3, jobs=2)
    assert one == two
    assert (one.jobs, two.jobs) == (1, 2)
    assert one.finished == 300


def test_the_outcome_depends_on_the_seed() -> None:
    assert simulate("toy", 5, 100, 1, jobs=1) == simulate("toy", 5, 100, 1, jobs=1)
    assert simulate("toy", 5, 100, 1, jobs=1) != simulate("toy", 5, 100, 2, jobs=1)


def test_progress_reaches_the_total() -> None:
    seen: list[tuple[int, int]] = []
    simulate("toy", 3, 200, 1, jobs=2, progress=lambda done, total: seen.append((done, total)))
    assert len(seen) > 1
    assert seen[-1] == (200, 200)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_stuck_games_are_reported_as_capped() -> None:
    summary = simulate("toy", 3, 6, 1, jobs=2, options={"stall": "yes"}, max_decisions=30)
    assert summary.finished == 0
    assert [r.index for r in summary.capped] == list(range(6))
    assert all(r.record is not None for r in summary.capped)
    assert all(rate.seat_wins == 0 for rate in summary.by_role)


def test_game_counters_are_summed_over_the_batch() -> None:
    summary = simulate("toy", 4, 50, 2, jobs=1)
    assert set(summary.stats) == {"rolls", "sixes"}
    assert summary.stats["rolls"] >= summary.decisions


def test_impossible_options_fail_before_playing() -> None:
    with pytest.raises(ConfigError, match="unknown option"):
        simulate("toy", 4, 10, 1, jobs=1, options={"colour": "red"})
    with pytest.raises(ConfigError, match="2 to 8 players"):
        simulate("toy", 9, 10, 1, jobs=1)
    with pytest.raises(ConfigError, match="argument of its own"):
        simulate("toy", 4, 10, 1, jobs=1, options={"players": "5"})
    with pytest.raises(ConfigError, match="unknown game"):
        simulate("chess", 4, 10, 1, jobs=1)
    with pytest.raises(ValueError, match="at least one game"):
        simulate("toy", 4, 0, 1, jobs=1)


@pytest.mark.parametrize("jobs", [1, 2])
def test_an_engine_error_names_the_game_and_its_seed(jobs: int) -> None:
    with pytest.raises(GameFailed, match=r"raised RuntimeError: the toy engine broke") as info:
        simulate("toy", 3, 40, 1, jobs=jobs, options={"fail_after": "2"})
    found = re.match(r"game (\d+) \(seed (\d+)\)", str(info.value))
    assert found is not None
    assert child_seed(1, int(found[1])) == int(found[2])
