"""RULES.md B5.1: arrows and the Indian attack."""

from __future__ import annotations

from dice_helpers import four, game, kinds, seat

from bang.dice.data import TOTAL_ARROWS


def test_b5_1_each_arrow_takes_one_token_from_the_centre() -> None:
    g = game(*four(), rolls="AAABB")
    assert g.arrows[0] == 3 and g.centre == 6


def test_b5_1_last_arrow_brings_the_indians_everyone_loses_a_life_per_arrow() -> None:
    seats = four()
    seats[1]["arrows"] = 3
    seats[2]["arrows"] = 2
    seats[3]["arrows"] = 3
    g = game(*seats, rolls="ABBBB")  # centre 1: the Sheriff takes the last arrow
    assert g.life == [11 - 1, 9 - 3, 9 - 2, 9 - 3]
    assert g.arrows == [0, 0, 0, 0] and g.centre == TOTAL_ARROWS
    # Then the turn continues: the Sheriff still decides his re-rolls.
    assert g.pending is not None and g.pending.kind == "roll" and g.pending.seat == 0


def test_b5_1_arrows_still_owed_after_the_attack_come_from_the_refilled_pile() -> None:
    seats = four()
    seats[1]["arrows"] = 8
    g = game(*seats, rolls="AAABB")  # 1 in the centre, 3 arrows rolled
    assert g.life[1] == 9 - 8 and g.life[0] == 11 - 1
    assert g.arrows[0] == 2 and g.centre == TOTAL_ARROWS - 2


def test_b5_1_indian_damage_is_caused_by_no_player() -> None:
    seats = four(c1="El Gringo", c2="Bart Cassidy")
    seats[1]["arrows"] = 4
    seats[2]["arrows"] = 4
    g = game(*seats, rolls="ABBBB")
    # Neither Bart's arrow choice nor El Gringo's arrow applies (RULES.md B8).
    assert g.pending is not None and g.pending.kind == "roll"
    assert g.life[1] == 7 - 4 and g.life[2] == 8 - 4
    assert g.arrows == [0, 0, 0, 0]


def test_b5_1_indians_may_kill_the_active_player_whose_turn_then_ends() -> None:
    seats = four()
    seats[1] = seat("outlaw", life=2, arrows=7)
    seats[0]["arrows"] = 1
    g = game(*seats, turn=1, rolls="ABBBB")
    assert not g.alive[1]
    assert g.turn == 2 and g.pending is not None and g.pending.seat == 2


def test_b5_1_indian_attack_is_one_simultaneous_step() -> None:
    seats = [seat("sheriff", life=1, arrows=1), seat("outlaw", life=1, arrows=1),
             seat("outlaw"), seat("renegade", life=1, arrows=6)]
    g = game(*seats, turn=2, rolls="ABBBB")
    # Sheriff, an Outlaw and the Renegade die at once; the Sheriff is dead and the lone
    # survivor is an Outlaw, so the Outlaws win (RULES.md B7 a).
    assert g.is_over and g.winners == frozenset({1, 2})
    assert "indians" in kinds(g._events)
