"""RULES.md B5.2 and B5.6-1: Dynamite."""

from __future__ import annotations

from dice_helpers import act, four, game, kinds, seat


def test_b5_2_three_dynamite_cost_a_life_and_end_the_rolling() -> None:
    g = game(*four(), rolls="DDD1B")
    assert g.life[0] == 11 - 1
    # No roll prompt: the other dice resolve at once, bull's eye first.
    assert g.pending is not None and g.pending.kind == "shoot"
    act(g, "shoot c3 t1", "beer c4 t0")
    assert g.life[1] == 8 and g.life[0] == 11


def test_b5_2_dynamite_accumulates_over_rolls() -> None:
    g = game(*four(), rolls="DDBBB DB")
    assert g.life[0] == 11
    act(g, "reroll x12")
    assert g.life[0] == 10
    assert g.pending is not None and g.pending.kind == "beer"


def test_b5_2_dynamite_that_kills_resolves_nothing_else_by_default() -> None:
    seats = four()
    seats[1] = seat("outlaw", life=1)
    g = game(*seats, turn=1, rolls="DDD11")
    assert not g.alive[1]
    # The revised rule: his ONEs do not resolve; the next player rolls.
    assert g.turn == 2 and g.pending is not None and g.pending.kind == "roll"
    assert g.life == [11, 0, 9, 9]


def test_b5_2_option_dynamite_resolve_even_if_dead() -> None:
    seats = four()
    seats[1] = seat("outlaw", life=1)
    g = game(*seats, turn=1, rolls="DDD11", dynamite_resolve_even_if_dead=True)
    assert not g.alive[1]
    # The earlier printing: the dead player's ONEs still resolve (seat 1 is counted for
    # distance as the shooter; his neighbours are seats 0 and 2).
    assert g.pending is not None and g.pending.kind == "shoot" and g.pending.seat == 1
    assert legal_targets(g) == {0, 2}
    act(g, "shoot c3 t0", "shoot c4 t0")
    assert g.life[0] == 9 and g.turn == 2


def legal_targets(g: object) -> set[int]:
    return {a.target for a in g.legal_actions()}  # type: ignore[attr-defined]


def test_b5_6_1_arrows_first_then_dynamite_on_the_same_roll() -> None:
    seats = four()
    seats[1]["arrows"] = 8
    g = game(*seats, rolls="ADDDB")
    events = g._events
    order = [k for k in kinds(events) if k in ("indians", "dynamite")]
    assert order == ["indians", "dynamite"]
    assert g.life[0] == 11 - 1 - 1  # one arrow in the attack, then the Dynamite


def test_b5_2_dynamite_damage_is_caused_by_no_player() -> None:
    seats = four(c0="Bart Cassidy")
    g = game(*seats, rolls="DDDBB")
    # Bart may not take an arrow for Dynamite: no prompt, the life is lost.
    assert g.life[0] == 10 - 1 and g.arrows[0] == 0
    assert g.pending is not None and g.pending.kind == "beer"
