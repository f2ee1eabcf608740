"""RULES.md A4: distance is the shorter way round among living players."""

from __future__ import annotations

from bang.core.seats import distance_table, next_seat, others_clockwise, ring_distance


def test_five_players_neighbour_is_one_and_opposite_is_two() -> None:
    alive = [True] * 5
    assert ring_distance(alive, 0, 1) == 1
    assert ring_distance(alive, 0, 4) == 1
    assert ring_distance(alive, 0, 2) == 2
    assert ring_distance(alive, 0, 3) == 2


def test_ring_shrinks_after_a_death() -> None:
    alive = [True, True, False, True, True]
    assert ring_distance(alive, 1, 3) == 1
    assert ring_distance(alive, 0, 3) == 2


def test_distance_table_matches_ring_distance() -> None:
    for alive in ([True] * 7, [True, False, True, True, False, True, True]):
        table = distance_table(alive)
        for a in range(7):
            for b in range(7):
                if alive[a] and alive[b]:
                    assert table[a][b] == ring_distance(alive, a, b)


def test_next_seat_skips_the_dead_and_others_go_clockwise() -> None:
    alive = [True, False, True, True]
    assert next_seat(alive, 0) == 2
    assert next_seat(alive, 3) == 0
    assert others_clockwise(alive, 2) == [3, 0]
