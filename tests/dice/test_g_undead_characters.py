"""Undead or Alive module 3 (RULES.md G3-1, G9, G9.1, G18-6..G18-8, G14-16, G14-17,
G14-22, checklist G15 items 9 and 11): the 8 characters, from exact positions."""

from __future__ import annotations

import pytest
from uoa_helpers import (
    DUELS,
    act,
    game,
    kinds,
    legal,
    pending,
    pile,
    refused,
    replays,
    seat,
    wounds,
)

from bang.core.errors import ConfigError
from bang.dice import DiceConfig, DiceGame

CHARS = {"uoa_characters": True}
BOTH = {**DUELS, **CHARS}
#: Places of the faces on a base die (Chuck Wengam's answers name the place).
GATLING = 5
ARROW = 0
DYNAMITE = 1


def dealt(config: DiceConfig, seeds: int = 60) -> set[str]:
    return {c for s in range(seeds) for c in DiceGame.new(config, s).characters}


# --- G3-1: availability ---------------------------------------------------------------------
def test_g3_1_belle_star_and_chuck_wengam_are_dealt_without_the_duel_dice() -> None:
    names = dealt(DiceConfig(players=8, **CHARS))  # type: ignore[arg-type]
    assert {"Belle Star", "Chuck Wengam"} <= names
    assert not names & {"Greg Digger", "Herb Hunter", "Sam the Healer", "Sean Mallory",
                        "Pat Brennan", "Pixie Pete"}


def test_g3_1_the_duel_characters_are_dealt_with_the_duel_dice() -> None:
    names = dealt(DiceConfig(players=8, **BOTH))  # type: ignore[arg-type]
    assert {"Greg Digger", "Herb Hunter", "Sam the Healer", "Sean Mallory"} <= names


def test_g3_1_pat_brennan_and_pixie_pete_are_never_dealt_and_refused_in_a_setup() -> None:
    names = dealt(DiceConfig(players=8, **BOTH), 200)  # type: ignore[arg-type]
    assert not names & {"Pat Brennan", "Pixie Pete"}
    for name in ("Pat Brennan", "Pixie Pete"):
        with pytest.raises(ConfigError, match="uoa_rage_cards"):
            game(seat("sheriff", name), seat("outlaw"), seat("outlaw"), seat("renegade"),
                 config=BOTH)
    with pytest.raises(ConfigError, match="uoa_duel_dice"):
        game(seat("sheriff", "Sam the Healer"), seat("outlaw"), seat("outlaw"),
             seat("renegade"), config=CHARS)


# --- Belle Star (G9-1) ----------------------------------------------------------------------
def belle(rolls: str, **options: object) -> DiceGame:
    return game(seat("outlaw", "Belle Star"), seat("sheriff"), seat("outlaw"),
                seat("renegade"), turn=0, rolls=rolls, config={**CHARS, **options})


def test_g14_16_belle_star_changes_a_dynamite_into_a_gatling() -> None:
    g = belle("DD1BA" "DDBG" "BBBBB")
    assert g.arrows[0] == 1 and pending(g) == (0, "belle_star")
    assert legal(g) == ["change c0", "change c1", "pass"]
    act(g, "change c1")
    assert g.view(0).dice == ("dynamite", "gatling", "one", "beer", "arrow")
    assert pending(g) == (0, "roll") and "reroll x30" in legal(g)  # die 1 is free again
    act(g, "reroll x30")
    assert g.view(0).dice == ("dynamite", "dynamite", "dynamite", "beer", "gatling")
    assert g.life[0] == 7 and pending(g) == (0, "beer")  # three: no change, no more rolls


def test_g9_1_belle_star_changes_at_most_one_die_per_roll_and_may_pass() -> None:
    g = belle("DD1BG" "1" "BBBBB")
    act(g, "pass")
    assert pending(g) == (0, "roll")
    act(g, "reroll x4")  # a new roll: she is asked again
    assert pending(g) == (0, "belle_star")
    act(g, "change c0")
    assert pending(g) == (0, "roll")
    refused(g, "change c1")


def test_g9_1_belle_star_counts_the_dynamite_wound() -> None:
    g = game(seat("outlaw", "Belle Star", wounds=["dynamite"]), seat("sheriff"),
             seat("outlaw"), seat("renegade"), turn=0, rolls="DD1BA",
             config=BOTH, wound_pile=pile(held=("dynamite",)))
    assert g.life[0] == 7 and "belle_star" not in kinds(list(g.log))


# --- Chuck Wengam (G9-2) --------------------------------------------------------------------
def chuck(rolls: str, life: int | None = None, arrows: int = 0, **more: object) -> DiceGame:
    return game(seat("sheriff", "Chuck Wengam", life=life, arrows=arrows),
                seat("outlaw", "Jesse Jones"), seat("renegade", "Black Jack"),
                seat("outlaw", "Jourdonnais"), rolls=rolls, config=CHARS, **more)


def test_g14_17_chuck_wengam_completes_a_gatling() -> None:
    g = chuck("GG1B2" "2" "2" "BBBBB", arrows=3)
    act(g, "pass", "reroll x16", "pass", "reroll x16")
    assert pending(g) == (0, "chuck_wengam")
    act(g, f"change c4 x{GATLING}")
    assert g.life[0] == 9 and g.view(0).dice[4] == "gatling"
    act(g, "shoot c2 t1", "beer c3 t0")
    assert (g.life[0], g.life[1], g.life[2], g.life[3]) == (10, 7, 7, 6)
    assert g.arrows[0] == 0 and g.centre == 9


def test_g9_2_chuck_wengam_uses_it_once_per_turn() -> None:
    g = chuck("GG1B2" "2" "BBBBB")
    act(g, f"change c4 x{GATLING}")
    assert pending(g) == (0, "roll")
    act(g, "reroll x4")
    assert pending(g) == (0, "roll")  # no second offer this turn
    refused(g, f"change c2 x{GATLING}")


def test_g9_2_a_new_arrow_takes_an_arrow_at_once() -> None:
    g = chuck("GG1B2" "BBBBB")
    act(g, f"change c4 x{ARROW}")
    assert g.arrows[0] == 1 and g.centre == 8


def test_g9_2_turning_a_die_into_a_third_dynamite_triggers_the_dynamite_rule() -> None:
    g = chuck("DD1B2" "BBBBB")
    act(g, f"change c4 x{DYNAMITE}")
    assert g.life[0] == 8 and pending(g) == (0, "shoot")  # 10 - 1 - 1


def test_g9_2_with_three_dynamite_he_may_not_change_a_dynamite_die() -> None:
    g = chuck("DDD1B" "BBBBB")
    assert g.life[0] == 9 and pending(g) == (0, "chuck_wengam")
    assert not any(a.startswith(("change c0", "change c1", "change c2")) for a in legal(g))
    assert f"change c3 x{DYNAMITE}" not in legal(g)
    act(g, f"change c3 x{GATLING}")
    assert pending(g) == (0, "beer")


def test_g9_2_the_cost_that_kills_him_ends_his_turn() -> None:
    g = game(seat("outlaw", "Chuck Wengam", life=1), seat("sheriff"), seat("outlaw"),
             seat("renegade"), turn=0, rolls="11BB2" "BBBBB", config=CHARS)
    act(g, f"change c4 x{GATLING}")
    assert not g.alive[0] and pending(g) == (1, "roll")
    assert "shoot" not in kinds(list(g.log))


def test_g9_2_a_new_face_must_be_one_of_that_dies_own() -> None:
    g = game(seat("sheriff", "Chuck Wengam"), seat("outlaw"), seat("outlaw"),
             seat("renegade"), rolls="BBBGG", config=BOTH, wound_pile=pile())
    # The Duel die: arrow, dynamite, whiskey, gatling, duel, duel.
    assert [a for a in legal(g) if a.startswith("change c3")] == [
        "change c3 x0", "change c3 x1", "change c3 x2", "change c3 x4"]


# --- Herb Hunter (G9-4, G18-6) --------------------------------------------------------------
def herb(rolls: str, top: tuple[str, ...] = ("two",)) -> DiceGame:
    return game(seat("deputy", "Herb Hunter"), seat("outlaw", "Jesse Jones"),
                seat("sheriff", "Paul Regret"), seat("renegade", "Black Jack"), turn=0,
                rolls=rolls, config=BOTH, wound_pile=pile(*top))


def test_g14_22_herb_hunter_hands_out_a_wound() -> None:
    g = herb("11BGD" "2BBGG")
    act(g, "stop", "shoot c0 t1", "shoot c1 t1")
    assert g.life[1] == 7 and wounds(g, 1) == ["two"]
    act(g, "beer c2 t0")
    assert g.turn == 1 and wounds(g, 1) == ["two"]  # it acts in his next turn
    act(g, "stop")
    cancel = [e.data for e in g.log if e.kind == "wound_cancel"]
    assert cancel == [{"seat": 1, "token": "two", "die": 0}]


def test_g9_4_a_player_gets_one_token_from_herb_per_turn() -> None:
    g = herb("11GXG" "A", top=("two", "one"))
    act(g, "stop", "shoot c0 t1", "shoot c1 t1")
    assert wounds(g, 1) == ["two"]
    act(g, "duel c3 t1")  # S1 loses a third point: the duel's token, none from Herb
    assert wounds(g, 1) == ["one", "two"]
    assert len([e for e in g.log if e.kind == "herb_hunter"]) == 1


def test_g18_6_a_duel_losers_own_token_comes_before_herbs() -> None:
    g = herb("1BGXG" "A", top=("one", "two"))
    act(g, "stop", "shoot c0 t1", "beer c1 t0", "duel c3 t1")
    reasons = [e.data["reason"] for e in g.log if e.kind == "wound"]
    assert reasons == ["duel", "herb_hunter"] and wounds(g, 1) == ["one", "two"]


# --- Sam the Healer (G9-5, G18-7) -----------------------------------------------------------
def test_g9_5_sam_the_healer_heals_after_each_duel_he_starts() -> None:
    g = game(seat("outlaw", "Sam the Healer", life=5), seat("sheriff"), seat("outlaw"),
             seat("renegade"), turn=0, rolls="GGDXG" "A", config=BOTH, wound_pile=pile())
    act(g, "stop", "duel c3 t1")
    assert pending(g) == (0, "sam_the_healer")
    assert "heal t0" in legal(g) and "pass" in legal(g)
    kinds_before = kinds(list(g.log))
    assert kinds_before.index("duel_lost") < len(kinds_before)  # the duel is over first
    act(g, "heal t0")
    assert g.life[0] == 6


# --- Sean Mallory (G9-6, G18-8) -------------------------------------------------------------
def sean(rolls: str, **options: object) -> DiceGame:
    return game(seat("outlaw", "Sean Mallory"), seat("sheriff"), seat("outlaw"),
                seat("renegade"), turn=0, rolls=rolls, config={**BOTH, **options},
                wound_pile=pile())


def test_g9_6_sean_mallory_may_reroll_his_own_failed_duel_roll_once() -> None:
    g = sean("GGDXG" "X" "A" "X" "A" "BBBGG")
    act(g, "stop", "duel c3 t1")
    assert pending(g) == (0, "sean_mallory")
    act(g, "reroll_duel")
    # Gatling first (11 -> 10), then the duel: his second roll was a DUEL, S1 failed.
    assert g.life[0] == 8 and g.life[1] == 9
    assert "sean_mallory" in kinds(list(g.log))


def test_g9_6_the_reroll_is_once_per_turn() -> None:
    g = sean("GGDXG" "X" "A" "A" "BBBGG")
    act(g, "stop", "duel c3 t1", "reroll_duel")
    assert g.life[0] == 7  # failed again: no second offer


def test_g9_6_by_default_no_extra_roll_during_his_normal_rolling() -> None:
    g = sean("GBBGG" "B" "B")
    act(g, "reroll x4", "reroll x4")
    assert pending(g) == (0, "beer")


def test_g18_8_any_roll_scope_an_extra_duel_die_reroll_after_the_last_roll() -> None:
    g = sean("GGBAG" "G" "G" "X", sean_mallory_scope="any_roll")
    act(g, "reroll x4", "reroll x4")
    assert pending(g) == (0, "sean_mallory_roll") and legal(g) == [
        "reroll_duel c3", "reroll_duel c4", "pass"]
    act(g, "reroll_duel c3")
    assert g.view(0).dice[3] == "duel" and g.rolls_used == 4
    assert pending(g) == (0, "challenge")  # the dice are final
    replays(g)


def test_g9_characters_hostile_answers_are_refused() -> None:
    g = chuck("GG1B2" "BBBBB")
    for text in ("change c9 x5", "change c4 x99", "change c4", "change c4 x3",
                 "reroll_duel", "heal t0"):
        refused(g, text)
