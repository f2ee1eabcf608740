"""The seat-permuted round-robin: which bots meet, and who sits where in each game."""

from __future__ import annotations

from collections import Counter

import pytest

from bang.tournament.schedule import Schedule, tables


def test_more_bots_than_seats_meet_in_every_set_of_different_bots() -> None:
    found = tables(4, 3)
    assert found == ((0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3))
    assert all(len(set(t)) == 3 for t in found)


def test_fewer_bots_than_seats_share_the_seats_evenly() -> None:
    assert tables(2, 4) == ((0, 0, 1, 1),)
    assert tables(3, 4) == ((0, 0, 1, 2), (0, 1, 1, 2), (0, 1, 2, 2))
    for entrants, players in ((2, 5), (3, 7), (4, 6)):
        for table in tables(entrants, players):
            counts = Counter(table)
            assert len(table) == players
            assert max(counts.values()) - min(counts.values()) <= 1


@pytest.mark.parametrize(("entrants", "players"), [(2, 4), (3, 5), (5, 4), (2, 7)])
def test_every_deal_seats_every_bot_in_every_seat_of_its_table(entrants: int,
                                                               players: int) -> None:
    schedule = Schedule(entrants, players, seed=9)
    for deal in range(6):
        games = [schedule.game(deal * players + r) for r in range(players)]
        assert {g.seed for g in games} == {games[0].seed}
        assert [g.rotation for g in games] == list(range(players))
        table = sorted(games[0].seats)
        for seat in range(players):
            assert sorted(g.seats[seat] for g in games) == table


def test_a_game_is_the_same_however_many_games_are_asked_for() -> None:
    schedule = Schedule(3, 4, seed=5)
    again = Schedule(3, 4, seed=5)
    assert [schedule.game(i) for i in range(40)] == [again.game(i) for i in range(40)]
    assert schedule.game(7) != Schedule(3, 4, seed=6).game(7)


def test_games_round_up_to_whole_deals_and_the_cycle_covers_every_table() -> None:
    schedule = Schedule(3, 4, seed=1)
    assert schedule.rounded(1) == 4
    assert schedule.rounded(24) == 24
    assert schedule.rounded(25) == 28
    assert schedule.cycle == 12
    used = {tuple(sorted(schedule.game(i).seats)) for i in range(schedule.cycle)}
    assert used == set(schedule.tables)


def test_rotations_of_one_deal_seed_their_bots_apart() -> None:
    schedule = Schedule(2, 4, seed=3)
    first, second = schedule.game(0), schedule.game(1)
    assert first.bot_seed(0) != second.bot_seed(0)
    assert len({first.bot_seed(s) for s in range(4)}) == 4
