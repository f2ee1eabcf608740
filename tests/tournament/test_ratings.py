"""Ratings from openskill and win rates per role, read off stored games."""

from __future__ import annotations

import random

from bang.tournament.play import Outcome
from bang.tournament.ratings import standings

ROLES = ("sheriff", "renegade", "outlaw", "outlaw")


def game(index: int, seats: tuple[int, ...], winners: tuple[int, ...],
         capped: bool = False) -> Outcome:
    return Outcome(index, index, seats, ROLES, ("a", "b", "c", "d"), winners, 10, capped)


def test_a_bot_whose_seats_always_win_rates_above_one_whose_seats_never_do() -> None:
    outcomes = [game(i, (0, 1, 0, 1) if i % 2 else (1, 0, 1, 0),
                     (0, 2) if i % 2 else (1, 3)) for i in range(20)]
    strong, weak = standings(["A", "B"], ["a", "b"], outcomes)
    assert (strong.name, weak.name) == ("A", "B")
    assert strong.low > weak.high
    assert strong.rate.wins == 40 and strong.rate.trials == 40
    assert weak.rate.wins == 0 and weak.games == 20


def test_equal_shares_tie_and_games_without_winners_rate_nobody() -> None:
    split = [game(i, (0, 0, 1, 1), (1, 2)) for i in range(10)]
    draws = [game(i, (0, 0, 1, 1), ()) for i in range(10, 20)]
    a, b = standings(["A", "B"], ["a", "b"], split)
    assert abs(a.mu - b.mu) < 1e-9
    again = standings(["A", "B"], ["a", "b"], split + draws)
    assert [(s.mu, s.sigma) for s in again] == [(s.mu, s.sigma) for s in (a, b)]
    assert again[0].rate.trials == 40


def test_ratings_follow_the_scheduled_order_not_the_order_of_arrival() -> None:
    rng = random.Random(2)
    outcomes = [game(i, (0, 1, 2, 0), tuple(sorted(rng.sample(range(4), 2))))
                for i in range(30)]
    shuffled = outcomes[:]
    rng.shuffle(shuffled)
    names, specs = ["A", "B", "C"], ["a", "b", "c"]
    assert standings(names, specs, outcomes) == standings(names, specs, shuffled)


def test_win_rates_are_counted_per_role_dealt() -> None:
    outcomes = [game(0, (0, 1, 1, 0), (0,)), game(1, (1, 0, 0, 1), (2, 3))]
    rows = {s.name: s for s in standings(["A", "B"], ["a", "b"], outcomes)}
    roles = {r.role: (r.rate.wins, r.rate.trials) for r in rows["A"].roles}
    assert roles == {"sheriff": (1, 1), "renegade": (0, 1), "outlaw": (1, 2)}
    assert [r.role for r in rows["B"].roles] == ["sheriff", "outlaw", "renegade"]
