"""RULES.md Part G, Old Saloon module 4: the 8 characters (G6, G6.1 rulings, G3-1
availability) and their options (Appendix G-1)."""

from __future__ import annotations

import pytest
from os_helpers import ALL_MODULES, answer, events, kind, legal, os_game, p, rolls

from bang.core.errors import IllegalAction
from bang.dice import DiceConfig, DiceGame
from bang.dice.content import CHARACTER_IDS, characters_for
from bang.dice.data import TOTAL_ARROWS
from bang.dice.state import CHARACTER_LIST, CHIEF_PILE

CHARS = {"os_characters": True}
OS_NAMES = ("José Delgado", "Tequila Joe", "Apache Kid", "Bill Noface", "Elena Fuente",
            "Vera Custer", "Doc Holyday", "Molly Stark")


def four(c0: str = "Jesse Jones", c1: str = "Jesse Jones", c2: str = "Jesse Jones",
         c3: str = "Jesse Jones", arrows: tuple[int, ...] = (0, 0, 0, 0)) -> list[dict]:
    return [p(r, c, arrows=a) for r, c, a in zip(
        ("sheriff", "outlaw", "outlaw", "renegade"), (c0, c1, c2, c3), arrows, strict=True)]


def dealt(config: DiceConfig) -> set[str]:
    return {CHARACTER_LIST[c].name for c in characters_for(config.content_sets)}


# --- G6: life and availability (G3-1) --------------------------------------------------------
def test_g6_the_eight_characters_and_their_life() -> None:
    life = {CHARACTER_LIST[CHARACTER_IDS[n.lower()]].name: CHARACTER_LIST[
        CHARACTER_IDS[n.lower()]].life for n in OS_NAMES}
    assert life == {"José Delgado": 7, "Tequila Joe": 7, "Apache Kid": 9, "Bill Noface": 9,
                    "Elena Fuente": 7, "Vera Custer": 7, "Doc Holyday": 8, "Molly Stark": 8}


def test_g3_1_jose_delgado_and_tequila_joe_need_module_1_apache_kid_module_2() -> None:
    alone = dealt(DiceConfig(os_characters=True))
    assert {"Bill Noface", "Elena Fuente", "Vera Custer", "Doc Holyday",
            "Molly Stark"} <= alone
    assert not {"José Delgado", "Tequila Joe", "Apache Kid"} & alone
    assert {"José Delgado", "Tequila Joe"} <= dealt(
        DiceConfig(os_characters=True, os_saloon_dice=True))
    assert "Apache Kid" in dealt(DiceConfig(os_characters=True, os_chief_arrow=True))
    assert len(dealt(DiceConfig(**ALL_MODULES))) == 24
    assert not set(OS_NAMES) & dealt(DiceConfig(os_saloon_dice=True, os_chief_arrow=True))


def test_g3_1_a_setup_refuses_a_character_whose_module_is_not_played() -> None:
    from bang.core.errors import ConfigError

    with pytest.raises(ConfigError, match="Apache Kid"):
        os_game(*four("Apache Kid"), **CHARS)


def test_g6_the_new_characters_are_dealt_in_random_games() -> None:
    names = {c for s in range(60)
             for c in DiceGame.new(DiceConfig(players=8, **ALL_MODULES), s).characters}
    assert set(OS_NAMES) <= names


# --- José Delgado and Tequila Joe (G6 1-2, G4.1-4) ------------------------------------------
def test_g6_jose_delgado_never_rolls_both_saloon_dice() -> None:
    g = os_game(*four("José Delgado"), stack=rolls("BBBBB", "loudmouth:bullet"),
                os_saloon_dice=True, **CHARS)
    assert legal(g) == ["no_saloon", "loudmouth", "coward"]
    answer(g, "loudmouth")
    assert g.table.keys.count("coward") == 0 and len(g.table.keys) == 6


def test_g6_tequila_joe_takes_no_extra_die_when_he_declares_none() -> None:
    g = os_game(*four("Tequila Joe"), stack=rolls("BBBBB"), os_saloon_dice=True, **CHARS)
    answer(g, "no_saloon")
    assert g.table.keys == ("base",) * 5


# --- Apache Kid (G5-7) ------------------------------------------------------------------------
def test_g5_7_apache_kid_may_take_the_chiefs_arrow_from_its_holder_instead() -> None:
    g = os_game(*four("Apache Kid", arrows=(0, 2, 0, 0)), chief=1, stack=rolls("AABBB"),
                os_chief_arrow=True, **CHARS)
    assert kind(g) == "apache_kid" and legal(g) == ["steal", "pass"]
    answer(g, "steal")
    # One of his two ARROW dice took the Chief's Arrow instead of a token from the pile.
    assert g.chief == 0 and g.arrows[0] == 1 and g.centre == 6 and kind(g) == "roll"


def test_g5_7_apache_kid_steal_extra_takes_the_token_as_well() -> None:
    g = os_game(*four("Apache Kid", arrows=(0, 2, 0, 0)), chief=1, stack=rolls("AABBB"),
                os_chief_arrow=True, apache_kid_steal="extra", **CHARS)
    answer(g, "steal")
    assert g.chief == 0 and g.arrows[0] == 2 and g.centre == 5


def test_g5_7_apache_kid_declining_takes_his_arrows_as_usual() -> None:
    g = os_game(*four("Apache Kid"), chief=1, stack=rolls("ABBBB"), os_chief_arrow=True,
                **CHARS)
    answer(g, "pass")
    assert g.chief == 1 and g.arrows[0] == 1


def test_g5_7_apache_kid_is_not_asked_when_the_chiefs_arrow_is_in_the_pile() -> None:
    g = os_game(*four("Apache Kid"), stack=rolls("ABBBB"), os_chief_arrow=True, **CHARS)
    assert kind(g) == "chief_arrow"
    g = os_game(*four("Apache Kid"), stack=rolls("BBBBB"), chief=1, os_chief_arrow=True,
                **CHARS)
    assert kind(g) == "roll"


# --- Bill Noface (G6-1) -------------------------------------------------------------------------
def test_g6_1_bill_noface_takes_no_arrow_before_his_last_roll() -> None:
    g = os_game(*four("Bill Noface"), stack=rolls("AABBB"), **CHARS)
    assert g.arrows[0] == 0 and g.centre == TOTAL_ARROWS and kind(g) == "roll"


def test_g6_1_bill_noface_arrows_rerolled_away_are_never_taken() -> None:
    g = os_game(*four("Bill Noface"), stack=rolls("AABBB", "BB"), **CHARS)
    answer(g, "reroll x3", "stop")
    assert g.arrows[0] == 0 and not events(g, "bill_noface")


def test_g6_1_bill_noface_on_a_last_roll_takes_them_before_its_dynamite() -> None:
    seats = four("Bill Noface", arrows=(0, 4, 4, 0))
    g = os_game(*seats, stack=rolls("ADDDB"), **CHARS)
    # 3 Dynamite make this roll his last: the arrow first (the last one: Indians), then
    # the Dynamite's life.
    names = [e.kind for e in g.log]
    assert names.index("bill_noface") < names.index("indians") < names.index("dynamite")
    assert g.life[0] == 11 - 1 - 1


def test_g6_1_bill_noface_after_his_third_roll_takes_the_arrows_showing() -> None:
    g = os_game(*four("Bill Noface"), stack=rolls("AABBB", "A", "A"), **CHARS)
    answer(g, "reroll x4", "reroll x8")
    assert g.arrows[0] == 4 and events(g, "bill_noface") == [{"seat": 0, "arrows": 4}]


def test_g6_1_bill_noface_still_applies_broken_arrow_and_bullet_on_each_roll() -> None:
    g = os_game(*four("Bill Noface", arrows=(0, 2, 0, 0)),
                stack=rolls("ABBB", "coward:broken_arrow"), os_saloon_dice=True, **CHARS)
    answer(g, "coward")
    assert kind(g) == "broken_arrow" and legal(g) == ["return t1"]


# --- Elena Fuente (G6-2) --------------------------------------------------------------------------
def test_g6_2_elena_fuente_may_give_one_of_her_arrows_to_any_other_player() -> None:
    g = os_game(*four("Elena Fuente"), stack=rolls("AABBB"), **CHARS)
    assert kind(g) == "elena_fuente" and legal(g) == ["give t1", "give t2", "give t3", "keep"]
    answer(g, "give t2")
    assert g.arrows == [1, 0, 1, 0] and g.centre == 7


def test_g6_2_elena_fuente_is_asked_once_per_roll_not_per_die() -> None:
    g = os_game(*four("Elena Fuente"), stack=rolls("AAABB"), **CHARS)
    answer(g, "keep")
    assert kind(g) == "roll" and g.arrows[0] == 3
    assert not any(e.kind == "elena_fuente" for e in g.log)


def test_g6_2_elena_fuente_cannot_give_herself_the_arrow() -> None:
    g = os_game(*four("Elena Fuente"), stack=rolls("ABBBB"), **CHARS)
    before = g.digest()
    with pytest.raises(IllegalAction):
        g.apply("give t0")
    assert g.digest() == before


def test_g6_2_elena_fuentes_receiver_may_take_the_chiefs_arrow() -> None:
    g = os_game(*four("Elena Fuente"), stack=rolls("ABBBB"), os_chief_arrow=True, **CHARS)
    answer(g, "give t3")
    assert kind(g) == "chief_arrow" and g.pending.seat == 3
    answer(g, "chief")
    assert g.chief == 3 and g.arrows[0] == 0


# --- Vera Custer (G6-3) ----------------------------------------------------------------------
def test_g6_3_vera_custer_a_single_bulls_eye_costs_her_nothing() -> None:
    g = os_game(*four(c1="Vera Custer"), stack=rolls("1BBBB"), **CHARS)
    answer(g, "stop", "shoot c0 t1")
    assert g.life[1] == 7 and events(g, "vera_custer") == [{"seat": 1, "saved": 1}]


def test_g6_3_vera_custer_is_not_spared_the_gatling_or_the_indians() -> None:
    g = os_game(*four(c1="Vera Custer"), stack=rolls("GGGBB"), **CHARS)
    answer(g, "stop", "beer c3 t0", "beer c4 t0")
    assert g.life[1] == 6
    g = os_game(*four(c1="Vera Custer", arrows=(0, 2, 3, 3)), stack=rolls("ABBBB"), **CHARS)
    assert g.life[1] == 5


def test_g6_3_vera_custer_slabs_doubled_die_costs_her_one() -> None:
    g = os_game(*four("Slab the Killer", c1="Vera Custer"), stack=rolls("1BBBB"), **CHARS)
    answer(g, "stop", "shoot c0 t1 x1")
    assert g.life[1] == 6


# --- Doc Holyday (G6-4) ----------------------------------------------------------------------
def test_g6_4_doc_holyday_under_three_bulls_eyes_gains_nothing() -> None:
    seats = four(c1="Doc Holyday")
    seats[1]["life"] = 4
    g = os_game(*seats, turn=1, stack=rolls("12BBB"), **CHARS)
    answer(g, "stop", "shoot c0 t0", "shoot c1 t3")
    assert g.life[1] == 4 and not events(g, "doc_holyday")


def test_g6_4_doc_holyday_three_base_bulls_eyes_heal_two_before_the_beer() -> None:
    seats = four(c1="Doc Holyday")
    seats[1]["life"] = 4
    g = os_game(*seats, turn=1, stack=rolls("111BB"), **CHARS)
    answer(g, "stop", "shoot c0 t0", "shoot c1 t2", "shoot c2 t0")
    assert g.life[1] == 6 and kind(g) == "beer"


def test_g6_4_doc_holyday_is_capped_at_his_maximum() -> None:
    g = os_game(*four(c1="Doc Holyday"), turn=1, stack=rolls("111BB"), **CHARS)
    answer(g, "stop", "shoot c0 t0", "shoot c1 t2", "shoot c2 t0")
    assert g.life[1] == 8


# --- Molly Stark (G6-5) ----------------------------------------------------------------------
def test_g6_5_molly_stark_may_take_a_bulls_eye_in_the_targets_place() -> None:
    g = os_game(*four(c1="Molly Stark"), stack=rolls("1BBBB"), **CHARS)
    answer(g, "stop", "shoot c0 t3")
    assert kind(g) == "molly_stark" and g.pending.seat == 1
    assert g.pending.context == {"target": 3, "points": 1, "source": "die0"}
    answer(g, "stand_in")
    assert g.life[1] == 7 and g.life[3] == 9


def test_g6_5_molly_stark_may_let_it_be() -> None:
    g = os_game(*four(c1="Molly Stark"), stack=rolls("1BBBB"), **CHARS)
    answer(g, "stop", "shoot c0 t3", "pass")
    assert g.life[1] == 8 and g.life[3] == 8


def test_g6_5_molly_stark_is_not_asked_for_her_own_loss() -> None:
    g = os_game(*four(c1="Molly Stark"), stack=rolls("1BBBB"), **CHARS)
    answer(g, "stop", "shoot c0 t1")
    assert kind(g) == "beer" and g.life[1] == 7


def test_g6_5_molly_stark_never_takes_more_than_she_has() -> None:
    seats = four(c1="Molly Stark")
    seats[1]["life"] = 1
    g = os_game(*seats, turn=2, stack=rolls("GGGBB"), **CHARS)
    answer(g, "stop", "beer c3 t2", "beer c4 t2")
    # S3's point comes first: equal to her life, allowed by default (she would die).
    assert kind(g) == "molly_stark" and g.pending.context["target"] == 3
    answer(g, "stand_in")
    # Then she has nothing left to give: not asked for S0.
    assert g.life[1] == 0 and not g.alive[1] and g.life[0] == 10


def test_g6_5_option_molly_stark_may_not_die_substituting() -> None:
    seats = four(c1="Molly Stark")
    seats[1]["life"] = 1
    g = os_game(*seats, turn=2, stack=rolls("GGGBB"), molly_stark_may_die_substituting=False,
                **CHARS)
    answer(g, "stop", "beer c3 t2", "beer c4 t2")
    assert not events(g, "molly_stark") and g.life == [10, 0, 9, 8]


def test_g6_5_molly_stark_may_take_a_players_indian_attack_loss() -> None:
    g = os_game(*four(c1="Molly Stark", arrows=(0, 0, 4, 4)), stack=rolls("ABBBB"), **CHARS)
    assert kind(g) == "molly_stark" and g.pending.context["target"] == 0
    answer(g, "pass")
    assert g.pending.context == {"target": 2, "points": 4, "source": "indians"}
    answer(g, "stand_in", "pass")
    assert g.life == [10, 4, 9, 5] and g.centre == TOTAL_ARROWS and kind(g) == "roll"


def test_g6_5_molly_stark_may_take_the_active_players_bullet() -> None:
    g = os_game(*four(c1="Molly Stark"), stack=rolls("BBBB", "loudmouth:bullet"),
                os_saloon_dice=True, **CHARS)
    answer(g, "loudmouth")
    assert kind(g) == "molly_stark" and g.pending.context["source"] == "bullet"
    answer(g, "stand_in")
    assert g.life[0] == 11 and g.life[1] == 7


def test_g6_5_the_victims_reactions_do_not_trigger_when_molly_stark_takes_it() -> None:
    g = os_game(*four(c1="Molly Stark", c3="El Gringo"), stack=rolls("1BBBB"), **CHARS)
    answer(g, "stop", "shoot c0 t3", "stand_in")
    assert g.arrows[0] == 0 and not events(g, "el_gringo")
    g = os_game(*four(c1="Molly Stark", c3="Bart Cassidy"), stack=rolls("1BBBB"), **CHARS)
    answer(g, "stop", "shoot c0 t3", "stand_in")
    assert kind(g) == "beer" and g.arrows[3] == 0


def test_g6_5_in_three_players_the_shooter_causes_mollys_death_by_substitution() -> None:
    seats = [p("deputy", "Jesse Jones"), p("renegade", "Molly Stark", life=1),
             p("outlaw", "Jesse Jones")]
    g = os_game(*seats, stack=rolls("2BBBB"), **CHARS)
    # With 3 alive a TWO counts as ONE; the Deputy shoots the Outlaw, the Renegade Molly
    # takes it and dies: the Deputy's dice caused it, but his target is the Renegade.
    answer(g, "stop", "shoot c0 t2", "stand_in")
    assert not g.alive[1] and g.is_over and g.winners == frozenset({0})
    assert [e.data["by"] for e in g.log if e.kind == "eliminated"] == [0]


def test_g6_5_an_illegal_answer_to_molly_stark_changes_nothing() -> None:
    g = os_game(*four(c1="Molly Stark"), stack=rolls("1BBBB"), **CHARS)
    answer(g, "stop", "shoot c0 t3")
    before = g.digest()
    for bad in ("stand_in t2", "keep", "discard"):
        with pytest.raises(IllegalAction):
            g.apply(bad)
    assert g.digest() == before
    assert g.chief != CHIEF_PILE
