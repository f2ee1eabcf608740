"""RULES.md Part G, Old Saloon module 2: the Indian Chief's Arrow (G5.1, G5-1..G5-8,
G18-10) and its meeting with the base characters (G11)."""

from __future__ import annotations

import pytest
from os_helpers import answer, events, kind, legal, os_game, p, rolls

from bang.core.errors import ConfigError, IllegalAction
from bang.dice.data import TOTAL_ARROWS
from bang.dice.state import CHIEF_PILE

CHIEF = {"os_chief_arrow": True}


def four(c0: str = "Jesse Jones", c1: str = "Jesse Jones", c2: str = "Jesse Jones",
         c3: str = "Jesse Jones", arrows: tuple[int, ...] = (0, 0, 0, 0)) -> list[dict]:
    return [p(r, c, arrows=a) for r, c, a in zip(
        ("sheriff", "outlaw", "outlaw", "renegade"), (c0, c1, c2, c3), arrows, strict=True)]


# --- G5.1: the rules ----------------------------------------------------------------------
def test_g5_1_1_the_chiefs_arrow_starts_in_the_pile_with_nine_regular_arrows() -> None:
    g = os_game(*four(), stack=rolls("BBBBB"), **CHIEF)
    assert g.chief == CHIEF_PILE and g.centre == TOTAL_ARROWS and g.pile_tokens() == 10
    assert g.view(0).extra["chief"] == "pile"


def test_g5_1_2_taking_an_arrow_he_may_take_the_chiefs_instead_it_counts_as_one() -> None:
    g = os_game(*four(), stack=rolls("AABBB"), **CHIEF)
    assert kind(g) == "chief_arrow" and g.pending.seat == 0 and legal(g) == ["arrow", "chief"]
    answer(g, "chief")
    # The second ARROW takes a regular arrow: no more question, two arrows taken in all.
    assert kind(g) == "roll" and g.chief == 0 and g.arrows[0] == 1 and g.centre == 8
    assert g.view(1).extra["chief"] == 0 and g.arrow_worth(0) == 3


def test_g18_10_a_regular_arrow_unless_he_asks_for_the_chiefs() -> None:
    g = os_game(*four(), stack=rolls("AABBB"), **CHIEF)
    answer(g, "arrow", "arrow")
    assert g.chief == CHIEF_PILE and g.arrows[0] == 2 and kind(g) == "roll"


def test_g5_1_2_nothing_to_choose_once_the_chiefs_arrow_is_held() -> None:
    g = os_game(*four(), stack=rolls("ABBBB"), chief=2, **CHIEF)
    assert kind(g) == "roll" and g.arrows[0] == 1


def test_g5_1_3_the_chiefs_arrow_costs_two_in_an_attack() -> None:
    # S1 holds the Chief's Arrow and 1 regular (worth 3), S2 holds 4: S1 is not the most.
    g = os_game(*four(arrows=(0, 1, 4, 3)), chief=1, stack=rolls("ABBBB"), **CHIEF)
    assert events(g, "indians") == [{"losses": [1, 3, 4, 3]}]
    assert g.life == [10, 6, 5, 6]


def test_g5_1_3_the_holder_alone_with_the_most_loses_nothing() -> None:
    g = os_game(*four(arrows=(0, 3, 2, 3)), chief=1, stack=rolls("ABBBB"), **CHIEF)
    assert events(g, "indians") == [{"losses": [1, 0, 2, 3]}]


def test_g5_1_3_a_tie_for_the_most_does_not_spare_the_holder() -> None:
    g = os_game(*four(arrows=(0, 2, 2, 4)), chief=1, stack=rolls("ABBBB"), **CHIEF)
    assert events(g, "indians") == [{"losses": [1, 4, 2, 4]}]


def test_g5_1_4_after_the_attack_every_token_goes_back_the_chiefs_included() -> None:
    g = os_game(*four(arrows=(0, 3, 2, 3)), chief=1, stack=rolls("ABBBB"), **CHIEF)
    assert g.arrows == [0, 0, 0, 0] and g.centre == TOTAL_ARROWS and g.chief == CHIEF_PILE
    assert kind(g) == "roll"


def test_g5_8_most_is_counted_after_the_token_that_brought_the_attack() -> None:
    # S0 holds the Chief's Arrow and 1 (worth 3, tied with S3) and takes the last arrow:
    # worth 4, now alone with the most.
    g = os_game(*four(arrows=(1, 2, 2, 3)), chief=0, stack=rolls("ABBBB"), **CHIEF)
    assert events(g, "indians") == [{"losses": [0, 2, 2, 3]}]


# --- G5-1: when the Indians attack ------------------------------------------------------------
def test_g5_1_taking_the_last_regular_arrow_leaves_the_chiefs_no_attack() -> None:
    g = os_game(*four(arrows=(0, 4, 4, 0)), stack=rolls("ABBBB"), **CHIEF)
    assert kind(g) == "chief_arrow"
    answer(g, "arrow")
    assert g.centre == 0 and g.chief == CHIEF_PILE and not events(g, "indians")
    assert kind(g) == "roll"


def test_g5_1_then_the_next_arrow_must_be_the_chiefs_and_empties_the_pile() -> None:
    g = os_game(*four(arrows=(0, 4, 4, 0)), stack=rolls("AABBB"), **CHIEF)
    answer(g, "arrow")
    # The second arrow: only the Chief's Arrow is left; no question, the Indians attack.
    # S0 worth 1 + 2 = 3, fewer than S1's and S2's 4: not exempt.
    assert events(g, "indians") == [{"losses": [3, 4, 4, 0]}]
    assert g.chief == CHIEF_PILE and g.centre == TOTAL_ARROWS and kind(g) == "roll"


def test_g5_1_last_regular_option_attacks_at_the_last_regular_arrow_chief_stays() -> None:
    g = os_game(*four(arrows=(0, 4, 4, 0)), stack=rolls("ABBBB"),
                chief_arrow_attack_trigger="last_regular", **CHIEF)
    answer(g, "arrow")
    assert events(g, "indians") == [{"losses": [1, 4, 4, 0]}]
    assert g.chief == CHIEF_PILE and g.centre == TOTAL_ARROWS


# --- G4.3 with module 2: the broken arrow never returns the Chief's ------------------------------
def test_g4_3_broken_arrow_never_returns_the_chiefs_arrow() -> None:
    g = os_game(*four(), chief=1, stack=rolls("BBBB", "coward:broken_arrow"),
                os_saloon_dice=True, **CHIEF)
    answer(g, "coward")
    assert kind(g) == "roll" and g.chief == 1
    assert events(g, "broken_arrow") == [{"seat": 0, "die": 4, "target": None}]


def test_g4_3_returning_the_chiefs_arrow_is_refused_with_a_reason() -> None:
    g = os_game(*four(arrows=(0, 0, 1, 0)), chief=1, stack=rolls("BBBB", "coward:broken_arrow"),
                os_saloon_dice=True, **CHIEF)
    answer(g, "coward")
    assert legal(g) == ["return t2"]
    with pytest.raises(IllegalAction, match="Chief"):
        g.apply("return t1")


# --- G5-3: abilities that discard one arrow ------------------------------------------------------
def test_g5_3_the_gatling_returns_the_shooters_chiefs_arrow() -> None:
    g = os_game(*four(arrows=(2, 0, 0, 0)), chief=0, stack=rolls("GGGBB"), **CHIEF)
    answer(g, "stop", "beer c3 t0", "beer c4 t0")
    assert g.chief == CHIEF_PILE and g.arrows[0] == 0 and g.centre == TOTAL_ARROWS


def test_g5_3_elimination_returns_the_chiefs_arrow() -> None:
    seats = four()
    seats[1]["life"] = 1
    g = os_game(*seats, chief=1, stack=rolls("1BBBB"), **CHIEF)
    answer(g, "stop", "shoot c0 t1")
    assert not g.alive[1] and g.chief == CHIEF_PILE


def test_g5_3_kit_carlson_may_not_discard_the_chiefs_arrow_by_default() -> None:
    g = os_game(*four("Kit Carlson", arrows=(0, 1, 0, 0)), chief=2, stack=rolls("GGGBB"),
                **CHIEF)
    answer(g, "stop", "beer c3 t0", "beer c4 t0")
    assert kind(g) == "kit_carlson" and legal(g) == ["remove t1", "pass"]


def test_g5_3_option_kit_carlson_may_discard_the_chiefs_arrow() -> None:
    g = os_game(*four("Kit Carlson"), chief=2, stack=rolls("GGGBB"),
                chief_arrow_discardable_by_abilities=True, **CHIEF)
    answer(g, "stop", "beer c3 t0", "beer c4 t0")
    assert legal(g) == ["chief t2", "pass"]
    answer(g, "chief t2")
    assert g.chief == CHIEF_PILE


def test_g5_3_pedro_ramirez_may_not_discard_the_chiefs_arrow_by_default() -> None:
    g = os_game(*four(c1="Pedro Ramirez"), chief=1, stack=rolls("1BBBB"), **CHIEF)
    answer(g, "stop", "shoot c0 t1")
    assert kind(g) == "beer" and g.chief == 1


def test_g5_3_option_pedro_ramirez_may_discard_the_chiefs_arrow() -> None:
    g = os_game(*four(c1="Pedro Ramirez"), chief=1, stack=rolls("1BBBB"),
                chief_arrow_discardable_by_abilities=True, **CHIEF)
    answer(g, "stop", "shoot c0 t1")
    assert kind(g) == "pedro_ramirez" and legal(g) == ["chief", "keep"]
    answer(g, "chief")
    assert g.chief == CHIEF_PILE


# --- G11 / G5-4..G5-6: base characters -------------------------------------------------------
def test_g5_4_jourdonnais_with_the_chiefs_arrow_loses_at_most_one() -> None:
    g = os_game(*four(c1="Jourdonnais", arrows=(0, 1, 4, 3)), chief=1, stack=rolls("ABBBB"),
                **CHIEF)
    assert events(g, "indians")[0]["losses"][1] == 1


def test_g5_4_jourdonnais_alone_with_the_most_loses_nothing() -> None:
    g = os_game(*four(c1="Jourdonnais", arrows=(0, 3, 2, 3)), chief=1, stack=rolls("ABBBB"),
                **CHIEF)
    assert events(g, "indians")[0]["losses"][1] == 0


def test_g5_5_bart_cassidy_may_take_the_chiefs_arrow_instead_of_a_life() -> None:
    g = os_game(*four(c1="Bart Cassidy"), stack=rolls("1BBBB"), **CHIEF)
    answer(g, "stop", "shoot c0 t1")
    assert kind(g) == "bart_cassidy" and legal(g) == ["arrow", "chief", "life"]
    answer(g, "chief")
    assert g.chief == 1 and g.life[1] == 8


def test_g5_5_bart_cassidy_never_takes_the_last_token() -> None:
    g = os_game(*four(c1="Bart Cassidy", arrows=(0, 4, 5, 0)), stack=rolls("1BBBB"), **CHIEF)
    # Pile: the Chief's Arrow alone; taking it would empty the pile.
    answer(g, "stop", "shoot c0 t1")
    assert kind(g) == "beer" and g.life[1] == 7 and g.chief == CHIEF_PILE


def test_g5_5_bart_cassidy_may_take_the_last_regular_arrow_while_the_chiefs_stays() -> None:
    g = os_game(*four(c1="Bart Cassidy", arrows=(0, 4, 4, 0)), stack=rolls("1BBBB"), **CHIEF)
    answer(g, "stop", "shoot c0 t1")
    assert legal(g) == ["arrow", "chief", "life"]


def test_g5_6_el_gringos_shooter_may_take_the_chiefs_arrow() -> None:
    g = os_game(*four(c1="El Gringo"), stack=rolls("1BBBB"), **CHIEF)
    answer(g, "stop", "shoot c0 t1")
    assert kind(g) == "chief_arrow" and g.pending.seat == 0
    answer(g, "chief")
    assert g.chief == 0 and kind(g) == "beer"


# --- setups ----------------------------------------------------------------------------------
def test_g5_the_chiefs_arrow_in_a_setup_needs_the_module_and_a_living_seat() -> None:
    with pytest.raises(ConfigError, match="chief"):
        os_game(*four(), chief="pile")
    with pytest.raises(ConfigError, match="os_chief_arrow"):
        os_game(*four(), chief="pile", os_saloon_dice=True)
    with pytest.raises(ConfigError):
        os_game(*four(), chief=9, **CHIEF)
    with pytest.raises(ConfigError):
        os_game(*four(), chief="hand", **CHIEF)


def test_g5_a_pile_of_the_chiefs_arrow_alone_is_a_legal_position() -> None:
    g = os_game(*four(arrows=(0, 4, 5, 0)), stack=rolls("BBBBB"), **CHIEF)
    assert g.centre == 0 and g.pile_tokens() == 1
    with pytest.raises(ConfigError):
        os_game(*four(arrows=(0, 4, 5, 0)), chief=1, stack=rolls("BBBBB"), **CHIEF)


def test_g5_an_illegal_token_choice_changes_nothing() -> None:
    g = os_game(*four(), stack=rolls("ABBBB"), **CHIEF)
    before = g.digest()
    for bad in ("steal", "chief t1", "stop", "return t0"):
        with pytest.raises(IllegalAction):
            g.apply(bad)
    assert g.digest() == before
