"""RULES.md B4: the turn (rolls, re-rolls, locked Dynamite, stopping, passing left)."""

from __future__ import annotations

import pytest
from dice_helpers import act, four, game, kinds, legal, seat

from bang.core.errors import IllegalAction


def test_b4_1_the_turn_starts_by_rolling_all_five_dice() -> None:
    g = game(*four(), rolls="BBBBG")
    assert g.pending is not None and g.pending.kind == "roll" and g.pending.seat == 0
    assert g.view(0).dice == ("beer", "beer", "beer", "beer", "gatling")
    assert g.pending.context == {"rolls_left": 2}


def test_b4_3_three_rolls_in_total_then_the_dice_are_final() -> None:
    g = game(*four(), rolls="BBBBG G G")
    act(g, "reroll x16")
    assert g.pending is not None and g.pending.context == {"rolls_left": 1}
    act(g, "reroll x16")
    # Third roll done: no roll prompt any more, the first Beer asks for a drinker.
    assert g.pending is not None and g.pending.kind == "beer"
    assert g.rolls_used == 3


def test_b4_3_any_subset_may_be_rerolled_including_dice_kept_earlier() -> None:
    g = game(*four(), rolls="BBBBB 1 2B")
    act(g, "reroll x1")          # die 0 only
    assert g.dice[0] == 2  # ONE
    act(g, "reroll x3")          # dice 0 and 1: die 0 was kept... and re-rolled again
    assert g.view(0).dice[:2] == ("two", "beer")


def test_b4_3_dynamite_is_locked() -> None:
    g = game(*four(), rolls="DDBBB")
    options = legal(g)
    # stop + every non-empty subset of the three free dice (2, 3, 4)
    assert options == ["stop"] + [f"reroll x{m}" for m in (4, 8, 12, 16, 20, 24, 28)]
    before = g.digest()
    with pytest.raises(IllegalAction) as info:
        g.apply("reroll x1")
    assert info.value.code == "dynamite_locked"
    assert g.digest() == before


def test_b4_3_arrow_dice_may_be_rerolled_and_the_arrow_stays_taken() -> None:
    g = game(*four(), rolls="ABBBB B")
    assert g.arrows[0] == 1 and g.centre == 8
    assert "reroll x1" in legal(g)
    act(g, "reroll x1")
    assert g.arrows[0] == 1 and g.centre == 8


def test_b4_2_arrows_resolve_after_every_roll_before_the_next_choice() -> None:
    g = game(*four(), rolls="AABBB AA")
    assert g.arrows[0] == 2
    act(g, "reroll x3")
    assert g.arrows[0] == 4 and g.pending is not None and g.pending.kind == "roll"


def test_b4_3_stopping_makes_the_dice_final() -> None:
    g = game(*four(), rolls="BBBBG")
    act(g, "stop")
    assert g.pending is not None and g.pending.kind == "beer"


def test_b4_3_no_rerolls_after_the_dice_are_final() -> None:
    g = game(*four(), rolls="1BBBB")
    act(g, "stop")
    before = g.digest()
    with pytest.raises(IllegalAction) as info:
        g.apply("reroll x1")
    assert info.value.code == "no_rolls_left"
    assert g.digest() == before


def test_b4_5_every_die_is_used_no_pass_in_resolution() -> None:
    g = game(*four(), rolls="12BGG")
    act(g, "stop")
    assert all(a.startswith("shoot") for a in legal(g))
    act(g, "shoot c0 t1", "shoot c1 t2")
    assert all(a.startswith("beer") for a in legal(g))


def test_b4_6_dice_pass_to_the_left_skipping_the_dead() -> None:
    seats = four()
    seats[1] = seat("outlaw", alive=False)
    g = game(*seats, rolls="BBBBG")
    events = act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "beer c3 t0")
    assert "turn" in kinds(events)
    assert g.turn == 2
    assert g.pending is not None and g.pending.seat == 2 and g.pending.kind == "roll"


def test_b4_resolution_order_bulls_eyes_then_beer_then_gatling() -> None:
    g = game(*four(), rolls="GB1GG")
    events = act(g, "stop", "shoot c2 t1", "beer c1 t1")
    order = [k for k in kinds(events) if k in ("shoot", "damage", "beer", "gatling")]
    assert order == ["shoot", "damage", "beer", "gatling", "damage"]
