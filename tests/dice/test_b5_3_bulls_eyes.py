"""RULES.md B5.3: Bull's Eye 1 and 2, counting only living seats, simultaneity."""

from __future__ import annotations

import pytest
from dice_helpers import act, game, kinds, legal, seat

from bang.core.errors import IllegalAction
from bang.dice import DiceGame


def five(**overrides: dict[str, object]) -> list[dict[str, object]]:
    roles = ["sheriff", "deputy", "outlaw", "outlaw", "renegade"]
    seats = [seat(r) for r in roles]
    for key, value in overrides.items():
        seats[int(key[1:])].update(value)
    return seats


def targets(g: DiceGame) -> set[int]:
    return {a.target for a in g.legal_actions()}


def test_b5_3_one_hits_exactly_one_seat_left_or_right() -> None:
    g = game(*five(), rolls="1BBBB")
    act(g, "stop")
    assert targets(g) == {1, 4}


def test_b5_3_two_hits_exactly_two_seats_left_or_right() -> None:
    g = game(*five(), rolls="2BBBB")
    act(g, "stop")
    assert targets(g) == {2, 3}


def test_b5_3_eliminated_players_are_not_counted() -> None:
    g = game(*five(s1={"alive": False}), rolls="12BBB")
    act(g, "stop")
    assert targets(g) == {2, 4}          # ONE: seat 2 is now adjacent
    act(g, "shoot c0 t2")
    assert targets(g) == {3}             # TWO: 4 alive, opposite seat


@pytest.mark.parametrize("dead", [[3, 4], [1, 2, 3]])
def test_b5_3_with_two_or_three_alive_two_counts_as_one(dead: list[int]) -> None:
    g = game(*five(**{f"s{d}": {"alive": False} for d in dead}), rolls="2BBBB")
    act(g, "stop")
    living = {s for s in range(5) if g.alive[s]} - {0}
    assert len(living) in (1, 2)
    assert targets(g) == living


def test_b5_3_assign_all_then_apply_together() -> None:
    g = game(*five(s1={"life": 1}), rolls="12BBB")
    act(g, "stop", "shoot c0 t1")
    # Seat 1 is still counted while the TWO is assigned: distance 2 is seats 2 and 3.
    assert g.alive[1] and g.life[1] == 1
    assert targets(g) == {2, 3}
    events = act(g, "shoot c1 t2")
    assert not g.alive[1] and g.life[2] == 8
    assert kinds(events).index("damage") < kinds(events).index("eliminated")


def test_b5_3_several_dice_may_hit_one_player_beyond_his_life() -> None:
    g = game(*five(s1={"life": 1}), rolls="11BBB")
    act(g, "stop", "shoot c0 t1")
    assert 1 in targets(g)
    act(g, "shoot c1 t1")
    assert not g.alive[1] and g.life[1] == 0


def test_b5_3_a_bulls_eye_never_hits_the_shooter_or_a_seat_out_of_range() -> None:
    g = game(*five(), rolls="1BBBB")
    act(g, "stop")
    before = g.digest()
    for text, code in [("shoot c0 t0", "self_target"), ("shoot c0 t2", "out_of_range"),
                       ("shoot c0 t9", "no_such_seat"), ("shoot c1 t1", "wrong_die"),
                       ("shoot c7 t1", "die_out_of_range"), ("beer c0 t1", "wrong_kind"),
                       ("shoot c0 t1 x1", "no_double")]:
        with pytest.raises(IllegalAction) as info:
            g.apply(text)
        assert info.value.code == code, text
        assert g.digest() == before


def test_b5_3_beer_comes_after_so_the_shot_dead_cannot_drink() -> None:
    g = game(*five(s1={"life": 1}), rolls="1BBBB")
    act(g, "stop", "shoot c0 t1")
    assert g.pending is not None and g.pending.kind == "beer"
    assert 1 not in targets(g)
    with pytest.raises(IllegalAction) as info:
        g.apply("beer c1 t1")
    assert info.value.code == "target_dead"


def test_b5_3_one_prompt_per_die_in_die_order() -> None:
    g = game(*five(), rolls="B2B1B")
    act(g, "stop")
    assert g.pending is not None and g.pending.context == {"die": 1, "face": "two"}
    assert legal(g) == ["shoot c1 t2", "shoot c1 t3"]
    act(g, "shoot c1 t3")
    assert g.pending is not None and g.pending.context == {"die": 3, "face": "one"}
