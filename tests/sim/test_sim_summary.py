"""Win-rate aggregation on hand-made results."""

from __future__ import annotations

import pytest

from bang.sim import GameResult, SimulationSummary, Tally, WinRate

ROLES = ("sheriff", "outlaw", "outlaw", "renegade")


def result(index: int, winners: set[int], characters: tuple[str, ...] = ("a", "b", "c", "d"),
           capped: bool = False, stats: dict[str, int] | None = None) -> GameResult:
    return GameResult(index, 100 + index, ROLES, characters, frozenset(winners), 10 + index,
                      stats or {}, capped=capped)


RESULTS = [
    result(0, {1, 2}, stats={"ghost_spades": 2, "dynamite": 1}),
    result(1, {0}, ("d", "c", "b", "a"), stats={"ghost_spades": 3}),
    result(2, {1}),                      # one Outlaw among the winners: a team win anyway
    result(3, {3}, ("b", "a", "d", "c")),
    result(4, set(), capped=True, stats={"dynamite": 4}),
]


def summary(results: list[GameResult]) -> SimulationSummary:
    tally = Tally()
    tally.extend(results)
    return tally.summary("toy", 4, 1)


def test_role_rates_count_seats_and_team_games() -> None:
    s = summary(RESULTS)
    rates = {r.name: r for r in s.by_role}
    assert rates["sheriff"] == WinRate("sheriff", 4, 1, 4, 1)
    assert rates["outlaw"] == WinRate("outlaw", 8, 3, 4, 2)
    assert rates["renegade"] == WinRate("renegade", 4, 1, 4, 1)
    assert rates["outlaw"].seat_rate == pytest.approx(3 / 8)
    assert rates["outlaw"].team_rate == pytest.approx(2 / 4)
    assert [r.name for r in s.by_role] == ["sheriff", "outlaw", "renegade"]


def test_character_rates_follow_the_seat_each_character_held() -> None:
    s = summary(RESULTS)
    rates = {r.name: (r.seats, r.seat_wins) for r in s.by_character}
    # game 0: b, c win; game 1: d (seat 0) wins; game 2: b wins; game 3: c (seat 3) wins
    assert rates == {"a": (4, 0), "b": (4, 2), "c": (4, 2), "d": (4, 1)}


def test_capped_games_are_counted_but_not_rated() -> None:
    s = summary(RESULTS)
    assert s.games == 5
    assert s.finished == 4
    assert [r.index for r in s.capped] == [4]
    assert s.decisions == 10 + 11 + 12 + 13 + 14
    assert s.average_decisions == pytest.approx(12.0)


def test_stats_counters_are_summed() -> None:
    s = summary(RESULTS)
    assert s.stats == {"dynamite": 5, "ghost_spades": 5}


def test_the_summary_does_not_depend_on_arrival_order() -> None:
    assert summary(RESULTS) == summary(list(reversed(RESULTS)))
    assert summary(RESULTS) != summary(RESULTS[:-1])


def test_throughput_uses_the_wall_clock() -> None:
    tally = Tally()
    tally.extend(RESULTS)
    s = tally.summary("toy", 4, 1, seconds=2.0)
    assert s.games_per_second == pytest.approx(2.5)
    assert s.decisions_per_second == pytest.approx(30.0)
    assert s.rates("character") == s.by_character
    with pytest.raises(ValueError):
        s.rates("colour")
