"""RULES.md Part G, Old Saloon module 1: the Loudmouth and the Coward (G2.2, G2.4, G4),
their options (Appendix G-1) and the scripted rolls that name the die kind (G17-2)."""

from __future__ import annotations

import json

import pytest
from os_helpers import answer, events, kind, legal, os_game, p, rolls, shown

from bang.core.errors import ConfigError, IllegalAction
from bang.dice import DiceConfig, DiceGame
from bang.dice.content import DICE

SALOON = {"os_saloon_dice": True}


def four(c0: str = "Jesse Jones", **kw: str) -> list[dict]:
    names = [c0, kw.get("c1", "Jesse Jones"), kw.get("c2", "Jesse Jones"),
             kw.get("c3", "Jesse Jones")]
    return [p(r, n) for r, n in zip(("sheriff", "outlaw", "outlaw", "renegade"), names,
                                     strict=True)]


# --- G2.2: the faces ----------------------------------------------------------------------
def test_g2_2_loudmouth_faces_have_no_beer() -> None:
    assert DICE["loudmouth"].faces == ("arrow", "dynamite", "double_one", "double_two",
                                       "double_gatling", "bullet")
    assert "beer" not in DICE["loudmouth"].faces


def test_g2_2_coward_faces_have_no_two_and_no_gatling() -> None:
    faces = DICE["coward"].faces
    assert faces == ("arrow", "dynamite", "one", "beer", "double_beer", "broken_arrow")
    assert not {"two", "gatling", "double_two", "double_gatling"} & set(faces)


def test_g2_2_each_saloon_die_keeps_one_arrow_and_one_locked_dynamite() -> None:
    from bang.dice.content import FACE_IDS, FACE_LIST

    for key in ("loudmouth", "coward"):
        assert DICE[key].faces.count("arrow") == 1 and DICE[key].faces.count("dynamite") == 1
    assert not FACE_LIST[FACE_IDS["dynamite"]].rerollable


# --- G4.1: the declaration ----------------------------------------------------------------
def test_g4_1_before_his_first_roll_he_declares_none_loudmouth_or_coward_never_both() -> None:
    g = os_game(*four(), **SALOON)
    assert kind(g) == "saloon_die" and g.pending is not None and g.pending.seat == 0
    assert legal(g) == ["no_saloon", "loudmouth", "coward"]
    assert g.rolls_used == 0


def test_g4_1_a_saloon_die_replaces_one_base_die_five_dice() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "loudmouth:double_one"), **SALOON)
    answer(g, "loudmouth")
    assert g.table.keys == ("base", "base", "base", "base", "loudmouth")
    assert shown(g) == ["beer", "beer", "beer", "beer", "double_one"]
    assert g.view(None).extra["saloon_die"] == "loudmouth"


def test_g4_1_taking_no_saloon_die_rolls_five_base_dice() -> None:
    g = os_game(*four(), stack=rolls("BBBBB"), **SALOON)
    answer(g, "no_saloon")
    assert g.table.keys == ("base",) * 5 and g.view(None).extra["saloon_die"] is None


def test_g4_1_the_choice_holds_for_the_whole_turn_and_may_change_next_turn() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "coward:beer", "coward:one", "BBBB",
                                     "loudmouth:double_two"), **SALOON)
    answer(g, "coward", "reroll x16")
    assert kind(g) == "roll" and g.table.keys[4] == "coward" and shown(g)[4] == "one"
    assert [e["die"] for e in events(g, "saloon_die")] == ["coward"]
    answer(g, "stop")
    while g.pending is not None and g.pending.seat == 0:
        answer(g, g.legal_actions()[0].format())
    assert kind(g) == "saloon_die" and g.pending.seat == 1
    answer(g, "loudmouth")
    assert g.table.keys[4] == "loudmouth"


def test_g4_1_4_jose_delgado_rolls_the_loudmouth_as_a_sixth_die() -> None:
    g = os_game(*four("José Delgado"), stack=rolls("BBBBB", "loudmouth:double_gatling"),
                os_saloon_dice=True, os_characters=True)
    answer(g, "loudmouth")
    assert g.table.keys == ("base",) * 5 + ("loudmouth",)
    assert shown(g) == ["beer"] * 5 + ["double_gatling"]


def test_g4_1_4_jose_delgado_with_the_coward_rolls_five() -> None:
    g = os_game(*four("José Delgado"), stack=rolls("BBBB", "coward:beer"),
                os_saloon_dice=True, os_characters=True)
    answer(g, "coward")
    assert g.table.keys == ("base",) * 4 + ("coward",)


def test_g4_1_4_tequila_joe_rolls_the_coward_as_a_sixth_die_the_loudmouth_instead() -> None:
    g = os_game(*four("Tequila Joe"), stack=rolls("BBBBB", "coward:beer"),
                os_saloon_dice=True, os_characters=True)
    answer(g, "coward")
    assert g.table.keys == ("base",) * 5 + ("coward",)
    g = os_game(*four("Tequila Joe"), stack=rolls("BBBB", "loudmouth:bullet"),
                os_saloon_dice=True, os_characters=True)
    answer(g, "loudmouth")
    assert g.table.keys == ("base",) * 4 + ("loudmouth",)


def test_g4_1_5_the_saloon_die_is_rerolled_and_its_dynamite_is_locked_and_counts() -> None:
    g = os_game(*four(), stack=rolls("DDBB", "loudmouth:dynamite"), **SALOON)
    answer(g, "loudmouth")
    # Three Dynamite with the Loudmouth's: no more rolls, 1 life (B5.2).
    assert g.life[0] == 10 and events(g, "dynamite") == [{"seat": 0}]
    g = os_game(*four(), stack=rolls("DBBB", "loudmouth:dynamite"), **SALOON)
    answer(g, "loudmouth")
    assert g.free_mask & 1 << 4 == 0
    with pytest.raises(IllegalAction):
        g.apply("reroll x16")


def test_g4_1_5_lucky_duke_rolls_the_saloon_die_four_times() -> None:
    g = os_game(*four("Lucky Duke"), stack=rolls("BBBB", "loudmouth:bullet",
                                                 "loudmouth:double_one",
                                                 "loudmouth:double_one", "loudmouth:double_one"),
                **SALOON)
    answer(g, "loudmouth", "reroll x16", "reroll x16", "reroll x16")
    assert g.rolls_used == 4 and kind(g) == "shoot"


# --- G2.4, G4.5: double faces --------------------------------------------------------------
def test_g2_4_a_double_one_is_two_bulls_eyes_each_assigned_on_its_own() -> None:
    seats = [p("sheriff"), p("outlaw"), p("outlaw"), p("renegade"), p("deputy")]
    g = os_game(*seats, stack=rolls("BBBB", "loudmouth:double_one"), **SALOON)
    answer(g, "loudmouth", "stop")
    assert kind(g) == "shoot" and g.pending.context == {"die": 4, "face": "double_one"}
    answer(g, "shoot c4 t1")
    assert kind(g) == "shoot" and g.pending.context["die"] == 4
    answer(g, "shoot c4 t4")
    assert g.life[1] == 8 and g.life[4] == 8


def test_g2_4_both_halves_may_hit_the_same_player() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "loudmouth:double_two"), **SALOON)
    answer(g, "loudmouth", "stop", "shoot c4 t2", "shoot c4 t2")
    assert g.life[2] == 7


def test_g2_4_a_double_beer_heals_two_players() -> None:
    seats = four()
    seats[0]["life"] = 9
    seats[1]["life"] = 5
    g = os_game(*seats, stack=rolls("GGDD", "coward:double_beer"), **SALOON)
    answer(g, "coward", "stop", "beer c4 t0", "beer c4 t1")
    assert g.life[0] == 10 and g.life[1] == 6


def test_g2_4_a_double_gatling_counts_two_symbols_and_fires_once() -> None:
    g = os_game(*four(), stack=rolls("GGBB", "loudmouth:double_gatling"), **SALOON)
    answer(g, "loudmouth", "stop")
    while kind(g) == "beer":
        answer(g, "beer c2 t0" if g.pending.context["die"] == 2 else "beer c3 t0")
    assert events(g, "gatling") == [{"seat": 0}]
    assert g.life[1:] == [8, 8, 8]


def test_g2_4_a_double_gatling_alone_is_two_symbols_not_enough() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "loudmouth:double_gatling"), **SALOON)
    answer(g, "loudmouth", "stop")
    while kind(g) == "beer":
        answer(g, f"beer c{g.pending.context['die']} t0")
    assert not events(g, "gatling") and g.life[1:] == [9, 9, 9]


def test_g2_4_willy_the_kid_fires_with_a_double_gatling_alone() -> None:
    g = os_game(*four("Willy the Kid"), stack=rolls("BBBB", "loudmouth:double_gatling"),
                **SALOON)
    answer(g, "loudmouth", "stop")
    while kind(g) == "beer":
        answer(g, f"beer c{g.pending.context['die']} t0")
    assert events(g, "gatling") == [{"seat": 0}]


# --- G4.3: the Broken arrow -----------------------------------------------------------------
def test_g4_3_broken_arrow_returns_one_regular_arrow_of_any_player() -> None:
    seats = four()
    seats[2]["arrows"] = 2
    g = os_game(*seats, stack=rolls("BBBB", "coward:broken_arrow"), **SALOON)
    answer(g, "coward")
    assert kind(g) == "broken_arrow" and legal(g) == ["return t2"]
    answer(g, "return t2")
    assert g.arrows[2] == 1 and g.centre == 8 and kind(g) == "roll"


def test_g4_3_broken_arrow_acts_right_after_the_arrows_of_the_same_roll() -> None:
    g = os_game(*four(), stack=rolls("AABB", "coward:broken_arrow"), **SALOON)
    answer(g, "coward")
    # His own two arrows of this roll are already in front of him.
    assert kind(g) == "broken_arrow" and legal(g) == ["return t0"]
    answer(g, "return t0")
    assert g.arrows[0] == 1 and g.centre == 8


def test_g4_1_broken_arrow_acts_once_on_its_roll_not_again_on_the_final_dice() -> None:
    seats = four()
    seats[1]["arrows"] = 3
    g = os_game(*seats, stack=rolls("BBBB", "coward:broken_arrow", "BB"), **SALOON)
    answer(g, "coward", "return t1", "reroll x3")
    assert kind(g) == "roll" and g.arrows[1] == 2
    answer(g, "stop")
    assert kind(g) == "beer" and g.arrows[1] == 2 and len(events(g, "broken_arrow")) == 1


def test_g18_2_a_rerolled_broken_arrow_acts_again() -> None:
    seats = four()
    seats[1]["arrows"] = 3
    g = os_game(*seats, stack=rolls("BBBB", "coward:broken_arrow", "coward:broken_arrow"),
                **SALOON)
    answer(g, "coward", "return t1", "reroll x16")
    assert kind(g) == "broken_arrow"
    answer(g, "return t1")
    assert g.arrows[1] == 1


def test_g4_2_broken_arrow_is_wasted_when_nobody_holds_an_arrow() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "coward:broken_arrow"), **SALOON)
    answer(g, "coward")
    assert kind(g) == "roll" and g.centre == 9
    assert events(g, "broken_arrow") == [{"seat": 0, "die": 4, "target": None}]


def test_g4_3_a_broken_arrow_answer_must_name_a_holder_and_changes_nothing_if_not() -> None:
    seats = four()
    seats[2]["arrows"] = 1
    g = os_game(*seats, stack=rolls("BBBB", "coward:broken_arrow"), **SALOON)
    answer(g, "coward")
    before = g.digest()
    for bad in ("return t1", "return t7", "stop", "return"):
        with pytest.raises(IllegalAction):
            g.apply(bad)
    assert g.digest() == before


# --- G4.4: the Bullet ------------------------------------------------------------------------
def test_g4_4_bullet_costs_the_active_player_one_life_at_once() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "loudmouth:bullet"), **SALOON)
    answer(g, "loudmouth")
    assert g.life[0] == 10 and kind(g) == "roll"


def test_g4_4_the_loss_stays_when_the_bullet_is_rerolled() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "loudmouth:bullet", "loudmouth:double_one"),
                **SALOON)
    answer(g, "loudmouth", "reroll x16")
    assert g.life[0] == 10 and shown(g)[4] == "double_one"


def test_g18_2_a_rerolled_bullet_acts_again() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "loudmouth:bullet", "loudmouth:bullet"),
                **SALOON)
    answer(g, "loudmouth", "reroll x16")
    assert g.life[0] == 9


def test_g4_1_a_kept_bullet_does_not_act_again() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "loudmouth:bullet", "BB"), **SALOON)
    answer(g, "loudmouth", "reroll x3", "stop")
    assert g.life[0] == 10


def test_g4_5_a_bullet_that_kills_the_active_player_ends_his_turn_nothing_resolves() -> None:
    seats = four()
    seats[1]["life"] = 1
    g = os_game(*seats, turn=1, stack=rolls("1111", "loudmouth:bullet"),
                dynamite_resolve_even_if_dead=True, **SALOON)
    answer(g, "loudmouth")
    assert not g.alive[1] and g.life[0] == 11 and g.life[2] == 9
    assert g.turn == 2 and kind(g) == "saloon_die"


def test_g4_4_a_bullet_is_caused_by_no_one_no_arrow_for_el_gringo_or_bart() -> None:
    g = os_game(*four("El Gringo"), stack=rolls("BBBB", "loudmouth:bullet"), **SALOON)
    answer(g, "loudmouth")
    assert g.life[0] == 8 and sum(g.arrows) == 0 and kind(g) == "roll"
    g = os_game(*four("Bart Cassidy"), stack=rolls("BBBB", "loudmouth:bullet"), **SALOON)
    answer(g, "loudmouth")
    assert g.life[0] == 9 and kind(g) == "roll"


def test_g4_4_pedro_ramirez_may_discard_an_arrow_for_a_bullet() -> None:
    seats = four("Pedro Ramirez")
    seats[0]["arrows"] = 2
    g = os_game(*seats, stack=rolls("BBBB", "loudmouth:bullet"), **SALOON)
    answer(g, "loudmouth")
    assert kind(g) == "pedro_ramirez"
    answer(g, "discard")
    assert g.arrows[0] == 1 and g.life[0] == 9


def test_g4_4_a_bullet_is_no_bulls_eye_for_suzy_lafayette() -> None:
    seats = four("Suzy Lafayette")
    seats[0]["life"] = 5
    g = os_game(*seats, stack=rolls("BBBB", "loudmouth:bullet"), **SALOON)
    answer(g, "loudmouth", "stop")
    while g.pending is not None and g.pending.seat == 0:
        answer(g, f"beer c{g.pending.context['die']} t1")
    assert g.life[0] == 10 - 6 + 2 and events(g, "suzy_lafayette")


def test_g4_2_order_on_a_roll_arrows_broken_arrow_then_dynamite() -> None:
    g = os_game(*four(), stack=rolls("ADDB", "coward:broken_arrow"), **SALOON)
    answer(g, "coward")
    assert kind(g) == "broken_arrow" and g.arrows[0] == 1
    answer(g, "return t0")
    assert g.arrows[0] == 0 and kind(g) == "roll"


def test_g4_2_order_on_a_roll_bullet_before_dynamite() -> None:
    seats = four()
    seats[0]["life"] = 2
    g = os_game(*seats, stack=rolls("DDBB", "loudmouth:dynamite", "BBBB", "BBBBB"),
                **SALOON)
    answer(g, "loudmouth")
    names = [e.kind for e in g.log]
    assert names.index("dynamite") > names.index("roll")
    g = os_game(*seats, stack=rolls("DDBB", "loudmouth:bullet"), **SALOON)
    answer(g, "loudmouth")
    names = [e.kind for e in g.log]
    assert g.life[0] == 1 and names.index("bullet") > names.index("roll")


# --- G4-1 option, G18-3 ------------------------------------------------------------------------
def test_g4_1_final_timing_applies_broken_arrow_and_bullet_only_with_the_final_dice() -> None:
    seats = four()
    seats[1]["arrows"] = 2
    g = os_game(*seats, stack=rolls("BBBB", "coward:broken_arrow"), saloon_faces_timing="final",
                **SALOON)
    answer(g, "coward")
    assert kind(g) == "roll" and g.arrows[1] == 2
    answer(g, "stop")
    assert kind(g) == "broken_arrow"
    answer(g, "return t1")
    assert g.arrows[1] == 1 and kind(g) == "beer"


def test_g18_3_final_timing_a_bullet_resolves_before_the_bulls_eyes() -> None:
    seats = four()
    seats[0]["life"] = 1
    g = os_game(*seats, stack=rolls("1111", "loudmouth:bullet"),
                saloon_faces_timing="final", **SALOON)
    answer(g, "loudmouth")
    assert g.life[0] == 1
    answer(g, "stop")
    assert not g.alive[0] and g.life[1:] == [9, 9, 9]


def test_g4_1_final_timing_a_bullet_rolled_away_costs_nothing() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "loudmouth:bullet", "loudmouth:double_one"),
                saloon_faces_timing="final", **SALOON)
    answer(g, "loudmouth", "reroll x16", "stop")
    assert g.life[0] == 11


# --- G17-2: stacked rolls name the die kind ----------------------------------------------------
def test_g17_2_a_stacked_face_naming_a_kind_lands_only_on_that_die() -> None:
    g = os_game(*four(), stack=rolls("BBBB", "loudmouth:dynamite"), **SALOON)
    answer(g, "loudmouth")
    assert shown(g) == ["beer"] * 4 + ["dynamite"]
    # A base die's Dynamite stacked for the Loudmouth cannot land there: that die rolls
    # from the stream (as if nothing were stacked), the entry used up.
    named = os_game(*four(), stack=rolls("BBBB", "base:dynamite"), seed=3, **SALOON)
    free = os_game(*four(), stack=rolls("BBBB"), seed=3, **SALOON)
    answer(named, "loudmouth")
    answer(free, "loudmouth")
    assert shown(named)[4] == shown(free)[4] != "dynamite"
    assert named.forced == []


def test_g17_2_an_unknown_die_kind_in_next_rolls_is_refused() -> None:
    with pytest.raises(ConfigError):
        os_game(*four(), stack=["pocket:bullet"], **SALOON)
    with pytest.raises(ConfigError):
        os_game(*four(), stack=["bullet"])


# --- options (Appendix G-1) ---------------------------------------------------------------------
def test_g13_reserved_modules_refuse_to_be_turned_on() -> None:
    for key in ("os_special_roles", "os_ghost"):
        with pytest.raises(ConfigError, match="could not be sourced"):
            DiceConfig.from_dict({key: True})
        assert getattr(DiceConfig(), key) is False


def test_g3_modules_are_turned_on_by_their_options_not_by_expansions() -> None:
    with pytest.raises(ConfigError, match="os_saloon_dice=true"):
        DiceConfig.from_dict({"expansions": ["os_saloon_dice"]})
    assert DiceConfig(os_saloon_dice=True).content_sets == ("os_saloon_dice",)


@pytest.mark.parametrize(("key", "bad"), [
    ("saloon_faces_timing", "later"), ("chief_arrow_attack_trigger", "never"),
    ("apache_kid_steal", "both"), ("vera_custer_reduction_per", "game"),
    ("os_saloon_dice", "maybe"), ("molly_stark_may_die_substituting", "2")])
def test_g_appendix_1_option_values_are_validated(key: str, bad: str) -> None:
    with pytest.raises(ConfigError, match=key):
        DiceConfig.from_dict({key: bad})


def test_g_appendix_1_defaults_and_to_dict_writes_only_changed_options() -> None:
    config = DiceConfig()
    assert (config.saloon_faces_timing, config.chief_arrow_attack_trigger,
            config.apache_kid_steal, config.vera_custer_reduction_per) == (
        "each_roll", "pile_empty", "instead", "die")
    assert config.molly_stark_may_die_substituting and config.saloon_die_with_duel_dice
    assert not config.chief_arrow_discardable_by_abilities
    assert config.to_dict() == DiceConfig(players=5).to_dict()
    assert not any(k.startswith(("os_", "saloon", "chief", "apache", "vera", "molly"))
                   for k in config.to_dict())
    on = DiceConfig(os_saloon_dice=True, saloon_faces_timing="final").to_dict()
    assert on["os_saloon_dice"] is True and on["saloon_faces_timing"] == "final"
    assert "os_chief_arrow" not in on


def test_g4_1_the_declaration_records_and_replays() -> None:
    g = DiceGame.new(DiceConfig(players=4, os_saloon_dice=True), 7)
    answer(g, "coward")
    for _ in range(30):
        if g.is_over:
            break
        answer(g, g.legal_actions()[-1].format())
    record = json.loads(json.dumps(g.to_record()))
    assert record["actions"][0] == "coward" and record["config"]["os_saloon_dice"] is True
    again = DiceGame.from_record(record)
    assert again.digest() == g.digest() and again.table.keys == g.table.keys


def test_g4_1_an_illegal_declaration_changes_nothing() -> None:
    g = os_game(*four(), **SALOON)
    before = g.digest()
    for bad in ("both", "stop", "reroll x1", "loudmouth x1"):
        with pytest.raises(IllegalAction):
            g.apply(bad)
    assert g.digest() == before
