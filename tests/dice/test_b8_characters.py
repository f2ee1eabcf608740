"""RULES.md B8: the 16 characters and every edge case listed there."""

from __future__ import annotations

import pytest
from dice_helpers import act, four, game, kinds, legal, seat

from bang.core.errors import IllegalAction
from bang.dice import DiceGame


def targets(g: DiceGame) -> set[int]:
    return {a.target for a in g.legal_actions()}


def pending_kind(g: DiceGame) -> str | None:
    return None if g.pending is None else g.pending.kind


# --- Bart Cassidy ------------------------------------------------------------------------
def test_b8_bart_may_take_an_arrow_instead_of_a_life_for_a_bulls_eye() -> None:
    g = game(*four(c1="Bart Cassidy"), rolls="1BBBB")
    act(g, "stop", "shoot c0 t1")
    assert pending_kind(g) == "bart_cassidy" and g.pending is not None and g.pending.seat == 1
    assert legal(g) == ["arrow", "life"]
    act(g, "arrow")
    assert g.life[1] == 8 and g.arrows[1] == 1 and g.centre == 8


def test_b8_bart_the_choice_is_optional() -> None:
    g = game(*four(c1="Bart Cassidy"), rolls="1BBBB")
    act(g, "stop", "shoot c0 t1", "life")
    assert g.life[1] == 7 and g.arrows[1] == 0


def test_b8_bart_chooses_per_point_of_slabs_doubled_hit() -> None:
    g = game(*four(c0="Slab the Killer", c1="Bart Cassidy"), rolls="1BBBB")
    act(g, "stop", "shoot c0 t1 x1", "arrow")
    assert pending_kind(g) == "bart_cassidy"
    act(g, "life")
    assert g.life[1] == 7 and g.arrows[1] == 1


def test_b8_bart_may_turn_a_doubled_hit_into_two_arrows() -> None:
    g = game(*four(c0="Slab the Killer", c1="Bart Cassidy"), rolls="1BBBB")
    act(g, "stop", "shoot c0 t1 x1", "arrow", "arrow")
    assert g.life[1] == 8 and g.arrows[1] == 2 and pending_kind(g) == "beer"


def test_b8_bart_may_not_take_the_last_arrow() -> None:
    seats = four(c1="Bart Cassidy")
    seats[2]["arrows"] = 8
    g = game(*seats, rolls="1BBBB")
    act(g, "stop", "shoot c0 t1")
    assert pending_kind(g) == "beer"  # no prompt: the life point is simply lost
    assert g.life[1] == 7 and g.centre == 1


def test_b8_bart_may_take_an_arrow_against_the_gatling() -> None:
    g = game(*four(c2="Bart Cassidy"), rolls="GGGBB")
    act(g, "stop", "beer c3 t0", "beer c4 t0")
    assert pending_kind(g) == "bart_cassidy"
    act(g, "arrow")
    assert g.life == [11, 8, 8, 8] and g.arrows[2] == 1


# Bart against Indians and Dynamite: tests/dice/test_b5_1_arrows.py and test_b5_2_dynamite.py.


# --- Black Jack -----------------------------------------------------------------------------
def test_b8_black_jack_may_reroll_dynamite() -> None:
    g = game(*four(c0="Black Jack"), rolls="DDBBB BB")
    assert len(legal(g)) == 32  # stop and all 31 subsets
    act(g, "reroll x3")
    assert g.view(0).dice == ("beer",) * 5


def test_b8_black_jack_three_dynamite_at_once_apply_the_normal_rule() -> None:
    g = game(*four(c0="Black Jack"), rolls="DDDBB")
    assert g.life[0] == 9 and pending_kind(g) == "beer"


def test_b8_black_jack_accumulated_dynamite_apply_the_normal_rule() -> None:
    g = game(*four(c0="Black Jack"), rolls="DDBBB D")
    act(g, "reroll x4")
    assert g.life[0] == 9 and pending_kind(g) == "beer"


def test_b8_others_may_not_reroll_dynamite() -> None:
    g = game(*four(), rolls="DBBBB")
    with pytest.raises(IllegalAction) as info:
        g.apply("reroll x1")
    assert info.value.code == "dynamite_locked"


# --- Calamity Janet -----------------------------------------------------------------------
def five_table(character: str, seat0_role: str = "sheriff") -> list[dict[str, object]]:
    seats = [seat(r) for r in ("sheriff", "deputy", "outlaw", "outlaw", "renegade")]
    seats[0]["character"] = character
    return seats


@pytest.mark.parametrize("face", ["1", "2"])
def test_b8_calamity_janet_uses_one_as_two_and_two_as_one(face: str) -> None:
    g = game(*five_table("Calamity Janet"), rolls=face + "BBBB")
    act(g, "stop")
    assert targets(g) == {1, 2, 3, 4}
    act(g, "shoot c0 t2" if face == "1" else "shoot c0 t1")
    assert g.life[2 if face == "1" else 1] == 8


# --- El Gringo ------------------------------------------------------------------------------
def test_b8_el_gringo_the_shooter_takes_an_arrow_per_damaging_die() -> None:
    g = game(*four(c1="El Gringo"), rolls="11BBB")
    events = act(g, "stop", "shoot c0 t1", "shoot c1 t1")
    assert g.life[1] == 5 and g.arrows[0] == 2
    assert "el_gringo" in kinds(events)


def test_b8_el_gringo_one_arrow_per_turn_option() -> None:
    g = game(*four(c1="El Gringo"), rolls="11BBB", el_gringo_one_arrow_per_turn=True)
    act(g, "stop", "shoot c0 t1", "shoot c1 t1")
    assert g.life[1] == 5 and g.arrows[0] == 1


def test_b8_el_gringo_one_arrow_for_a_doubled_die() -> None:
    g = game(*four(c0="Slab the Killer", c1="El Gringo"), rolls="1BBBB")
    act(g, "stop", "shoot c0 t1 x1")
    assert g.life[1] == 5 and g.arrows[0] == 1


def test_b8_el_gringo_gatling_shooter_discards_first_then_takes_the_arrow() -> None:
    seats = four(c1="El Gringo")
    seats[0]["arrows"] = 3
    g = game(*seats, rolls="GGGBB")
    act(g, "stop", "beer c3 t0", "beer c4 t0")
    assert g.life[1] == 6 and g.arrows[0] == 1 and g.centre == 8


def test_b8_el_gringo_last_arrow_brings_the_indians() -> None:
    seats = four(c1="El Gringo")
    seats[2]["arrows"] = 8
    g = game(*seats, rolls="1BBBB")
    events = act(g, "stop", "shoot c0 t1")
    assert "indians" in kinds(events)
    assert g.life[0] == 10 and g.life[2] == 1 and g.life[1] == 6 and g.centre == 9


def test_b8_el_gringo_not_for_indians_or_dynamite() -> None:
    seats = four(c0="El Gringo")
    seats[1]["arrows"] = 1
    seats[0]["arrows"] = 7
    g = game(*seats, turn=1, rolls="ADDDB")
    # Seat 1 takes the last arrow: El Gringo loses 7 in the attack, seat 1 no extra arrow.
    assert g.life[0] == 2 and g.arrows[1] == 0


# --- Jesse Jones --------------------------------------------------------------------------
@pytest.mark.parametrize(("life", "after"), [(4, 8), (5, 7), (3, 7)])
def test_b8_jesse_jones_beers_on_himself_at_four_or_less(life: int, after: int) -> None:
    seats = four(c0="Jesse Jones")
    seats[0]["life"] = life
    g = game(*seats, rolls="BBDDG")
    act(g, "stop", "beer c0 t0", "beer c1 t0")
    assert g.life[0] == after  # judged once at the Beer step: 3 → 5 → 7


def test_b8_jesse_jones_capped_at_max_and_plain_beer_for_others() -> None:
    seats = four(c1="Jesse Jones")
    seats[1]["life"] = 4
    g = game(*seats, turn=1, rolls="BBBBB")
    act(g, "stop", "beer c0 t0", "beer c1 t1", "beer c2 t1", "beer c3 t1")
    assert g.life[1] == 9 and g.life[0] == 11


# --- Jourdonnais -----------------------------------------------------------------------------
def test_b8_jourdonnais_loses_at_most_one_life_to_the_indians() -> None:
    seats = four(c1="Jourdonnais", c2="Jourdonnais")
    seats[1]["arrows"] = 3
    seats[3]["arrows"] = 5
    g = game(*seats, rolls="ABBBB")
    assert g.life == [10, 6, 7, 4]  # 3 arrows → 1; no arrow (seat 2) → 0
    assert g.arrows == [0, 0, 0, 0]


# --- Kit Carlson --------------------------------------------------------------------------------
def test_b8_kit_carlson_each_gatling_die_may_discard_an_arrow() -> None:
    seats = four(c0="Kit Carlson")
    seats[0]["arrows"] = 1
    seats[1]["arrows"] = 2
    g = game(*seats, rolls="GBBBB")
    act(g, "stop", "beer c1 t0", "beer c2 t0", "beer c3 t0", "beer c4 t0")
    assert pending_kind(g) == "kit_carlson"
    assert legal(g) == ["remove t0", "remove t1", "pass"]
    act(g, "remove t1")
    assert g.arrows[1] == 1 and g.centre == 7 and g.turn == 1  # one die, one arrow


def test_b8_kit_carlson_may_pass() -> None:
    seats = four(c0="Kit Carlson")
    seats[1]["arrows"] = 2
    g = game(*seats, rolls="GGBBB")
    act(g, "stop", "beer c2 t0", "beer c3 t0", "beer c4 t0", "pass")
    assert g.arrows[1] == 2 and g.turn == 1


def test_b8_kit_carlson_three_gatling_fire_then_remove_three_more() -> None:
    seats = four(c0="Kit Carlson")
    seats[0]["arrows"] = 2
    seats[1]["arrows"] = 2
    seats[2]["arrows"] = 2
    g = game(*seats, rolls="GGGBB")
    act(g, "stop", "beer c3 t0", "beer c4 t0")
    assert g.arrows[0] == 0 and g.life[1:] == [8, 8, 8]  # the Gatling first
    act(g, "remove t1", "remove t1", "remove t2")
    assert g.arrows == [0, 0, 1, 0] and g.turn == 1


def test_b8_kit_carlson_four_gatling_four_removals_and_one_shot() -> None:
    seats = four(c0="Kit Carlson")
    seats[1]["arrows"] = 3
    seats[2]["arrows"] = 3
    g = game(*seats, rolls="GGGGB")
    act(g, "stop", "beer c4 t0")
    assert g.life[1:] == [8, 8, 8]
    act(g, "remove t1", "remove t1", "remove t2")
    assert pending_kind(g) == "kit_carlson" and g.pending is not None
    assert g.pending.context == {"left": 1}
    act(g, "remove t2")
    assert g.arrows == [0, 1, 1, 0] and g.turn == 1


def test_b8_kit_carlson_no_prompt_without_arrows() -> None:
    g = game(*four(c0="Kit Carlson"), rolls="GBBBB")
    act(g, "stop", "beer c1 t0", "beer c2 t0", "beer c3 t0", "beer c4 t0")
    assert g.turn == 1


# --- Lucky Duke ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("option", "rolls"), [(False, 4), (True, 5)])
def test_b8_lucky_duke_rolls_four_times(option: bool, rolls: int) -> None:
    g = game(*four(c0="Lucky Duke"), rolls="BBBBG" + "G" * (rolls - 1),
             lucky_duke_five_rolls=option)
    for left in range(rolls - 1, 0, -1):
        assert g.pending is not None and g.pending.context == {"rolls_left": left}
        act(g, "reroll x16")
    assert pending_kind(g) == "beer" and g.rolls_used == rolls


# --- Paul Regret --------------------------------------------------------------------------------
def test_b8_paul_regret_never_loses_life_to_the_gatling() -> None:
    g = game(*four(c1="Paul Regret"), rolls="GGG1B")
    act(g, "stop", "shoot c3 t1", "beer c4 t0")
    assert g.life[1] == 8  # the bull's eye hit him, the Gatling did not
    assert g.life[2:] == [8, 8]


def test_b8_paul_regret_loses_life_to_indians_and_dynamite() -> None:
    seats = four(c1="Paul Regret")
    seats[1]["arrows"] = 2
    seats[2]["arrows"] = 6
    g = game(*seats, turn=1, rolls="ADDDB")
    assert g.life[1] == 9 - 3 - 1  # 3 arrows (the last one his own), then the Dynamite


# --- Pedro Ramirez -------------------------------------------------------------------------------
def test_b8_pedro_ramirez_may_discard_an_arrow_per_life_lost() -> None:
    seats = four(c1="Pedro Ramirez")
    seats[1]["arrows"] = 2
    g = game(*seats, rolls="11BBB")
    act(g, "stop", "shoot c0 t1", "shoot c1 t1")
    assert pending_kind(g) == "pedro_ramirez" and legal(g) == ["discard", "keep"]
    assert g.life[1] == 7  # he loses the life point whatever he chooses
    act(g, "discard")
    assert g.life[1] == 6 and g.arrows[1] == 1 and pending_kind(g) == "pedro_ramirez"
    act(g, "keep")
    assert g.life[1] == 6 and g.arrows[1] == 1 and pending_kind(g) == "beer"


def test_b8_pedro_ramirez_no_prompt_without_arrows() -> None:
    g = game(*four(c1="Pedro Ramirez"), rolls="1BBBB")
    act(g, "stop", "shoot c0 t1")
    assert pending_kind(g) == "beer" and g.life[1] == 7


def test_b8_pedro_ramirez_dynamite_loss_also_lets_him_discard() -> None:
    seats = four(c0="Pedro Ramirez")
    seats[0]["arrows"] = 1
    g = game(*seats, rolls="DDDBB")
    act(g, "discard")
    assert g.life[0] == 9 and g.arrows[0] == 0


# --- Rose Doolan ------------------------------------------------------------------------------
def six_table(character: str) -> list[dict[str, object]]:
    seats = [seat(r) for r in ("sheriff", "deputy", "outlaw", "outlaw", "outlaw", "renegade")]
    seats[0]["character"] = character
    return seats


def test_b8_rose_doolan_reaches_one_seat_farther() -> None:
    g = game(*six_table("Rose Doolan"), rolls="12BBB")
    act(g, "stop")
    assert targets(g) == {1, 2, 4, 5}       # ONE: 1 or 2 seats
    act(g, "shoot c0 t2")
    assert targets(g) == {2, 3, 4}          # TWO: 2 or 3 seats


def test_b8_rose_doolan_with_three_alive_two_counts_as_one_then_reaches_two() -> None:
    seats = six_table("Rose Doolan")
    for s in (1, 2, 3):
        seats[s]["alive"] = False
    g = game(*seats, rolls="2BBBB")
    act(g, "stop")
    assert targets(g) == {4, 5}


# --- Sid Ketchum ------------------------------------------------------------------------------
def test_b8_sid_ketchum_heals_any_living_player_at_the_start_of_his_turn() -> None:
    seats = four(c0="Sid Ketchum")
    seats[1]["life"] = 5
    seats[2] = seat("outlaw", alive=False)
    g = game(*seats, rolls="BBBBB")
    assert pending_kind(g) == "sid_ketchum" and g.view(0).dice == (None,) * 5
    assert legal(g) == ["heal t0", "heal t1", "heal t3"]
    act(g, "heal t1")
    assert g.life[1] == 6 and pending_kind(g) == "roll"


def test_b8_sid_ketchum_heal_is_capped() -> None:
    g = game(*four(c0="Sid Ketchum"), rolls="BBBBB")
    events = act(g, "heal t0")
    assert g.life[0] == 10
    assert next(e for e in events if e.kind == "sid_ketchum").data["gained"] == 0


# --- Slab the Killer --------------------------------------------------------------------------
def test_b8_slab_the_killer_spends_a_beer_to_double_a_bulls_eye() -> None:
    g = game(*four(c0="Slab the Killer"), rolls="1BBBG")
    act(g, "stop")
    assert legal(g) == ["shoot c0 t1", "shoot c0 t1 x1", "shoot c0 t3", "shoot c0 t3 x1"]
    act(g, "shoot c0 t1 x1")
    assert g.life[1] == 7
    # The spent Beer (die 1) heals nobody: the Beer step starts at die 2.
    assert g.pending is not None and g.pending.context == {"die": 2}


def test_b8_slab_the_killer_only_once_per_turn() -> None:
    g = game(*four(c0="Slab the Killer"), rolls="11BBG")
    act(g, "stop", "shoot c0 t1 x1")
    assert legal(g) == ["shoot c1 t1", "shoot c1 t3"]


def test_b8_slab_the_killer_needs_a_beer_die() -> None:
    g = game(*four(c0="Slab the Killer"), rolls="11GGA")
    act(g, "stop")
    assert legal(g) == ["shoot c0 t1", "shoot c0 t3"]


# --- Suzy Lafayette ---------------------------------------------------------------------------
def test_b8_suzy_lafayette_gains_two_without_bulls_eyes_at_the_end() -> None:
    seats = four(c0="Suzy Lafayette")
    seats[0]["life"] = 5
    g = game(*seats, rolls="1BBGG B")
    act(g, "reroll x1", "stop", "beer c0 t1", "beer c1 t1", "beer c2 t1")
    assert g.life[0] == 7  # the intermediate ONE does not count


def test_b8_suzy_lafayette_no_gain_if_the_final_dice_show_a_bulls_eye() -> None:
    seats = four(c0="Suzy Lafayette")
    seats[0]["life"] = 5
    g = game(*seats, rolls="BBBBB 2")
    act(g, "reroll x1", "stop", "shoot c0 t2",
        "beer c1 t0", "beer c2 t0", "beer c3 t0", "beer c4 t0")
    assert g.life[0] == 9


def test_b8_suzy_lafayette_a_dynamite_ended_turn_still_checks() -> None:
    seats = four(c0="Suzy Lafayette")
    seats[0]["life"] = 5
    g = game(*seats, rolls="DDDGG")
    assert g.life[0] == 4 + 2 and g.turn == 1


# --- Vulture Sam: tests/dice/test_b6_b7_elimination_victory.py and test_b5_4_b5_5 -------------
def test_b8_vulture_sam_only_for_another_player() -> None:
    seats = four(c1="Vulture Sam", c3="Vulture Sam")
    seats[1]["life"] = 1
    seats[3]["life"] = 5
    g = game(*seats, rolls="1BBBB")
    act(g, "stop", "shoot c0 t1")
    assert g.life[1] == 0 and g.life[3] == 7


# --- Willy the Kid ----------------------------------------------------------------------------
def test_b8_willy_the_kid_fires_with_two_gatling() -> None:
    g = game(*four(c0="Willy the Kid"), rolls="GGBBB")
    events = act(g, "stop", "beer c2 t0", "beer c3 t0", "beer c4 t0")
    assert kinds(events).count("gatling") == 1 and g.life[1:] == [8, 8, 8]


def test_b8_willy_the_kid_still_fires_once() -> None:
    g = game(*four(c0="Willy the Kid"), rolls="GGGGB")
    events = act(g, "stop", "beer c4 t0")
    assert kinds(events).count("gatling") == 1 and g.life[1:] == [8, 8, 8]
