"""RULES.md A7, blue cards: Barrel, weapons, Jail and Dynamite (with A3's start of turn)."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import (
    BANG_2C,
    BANG_2D,
    BANG_3C,
    BANG_4C,
    BANG_AS,
    BANG_QH,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    BEER_8H,
    CARABINE,
    DYNAMITE,
    FILLER,
    INDIANS_KD,
    JAIL_4H,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    MUSTANG_9H,
    REMINGTON,
    SCHOFIELD_KS,
    STAGECOACH_1,
    VOLCANIC_10S,
    WELLS_FARGO,
    WINCHESTER,
    act,
    decides,
    kinds,
    options,
    seat,
    table,
)


def four(**per_seat: dict[str, Any]) -> list[dict[str, Any]]:
    players = [seat("sheriff", "Black Jack"), seat("outlaw", "Willy the Kid"),
               seat("outlaw", "Slab the Killer"), seat("renegade", "Jesse Jones")]
    for key, info in per_seat.items():
        players[int(key[1:])].update(info)
    return players


# --- Barrel --------------------------------------------------------------------------

def test_barrel_heart_misses_the_shot() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"equipment": [BARREL_QS], "hand": [MISSED_2S]}), deck=[BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    assert options(game) == {"barrel", f"missed c{MISSED_2S}", "take"}
    act(game, "barrel", 1)
    assert game.life[1] == 4
    assert game.hands[1] == [MISSED_2S]
    assert game.discard == [BANG_AS, BEER_6H]
    assert decides(game) == (0, "play")


def test_barrel_failure_still_allows_a_missed() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"equipment": [BARREL_QS], "hand": [MISSED_2S]}), deck=[BANG_2D])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "barrel", 1)
    assert decides(game) == (1, "respond")
    assert options(game) == {f"missed c{MISSED_2S}", "take"}
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 4
    assert game.discard == [BANG_AS, BANG_2D, MISSED_2S]


def test_barrel_draws_once_per_bang_against_volcanic() -> None:
    game = table(*four(s0={"hand": [BANG_AS, BANG_QH], "equipment": [VOLCANIC_10S]},
                       s1={"equipment": [BARREL_QS], "hand": [FILLER[0]]}),
                 deck=[BANG_2D, BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "barrel", 1)
    act(game, "take", 1)
    act(game, f"play c{BANG_QH} t1", 0)
    assert "barrel" in options(game)
    act(game, "barrel", 1)
    assert game.life[1] == 3


def test_barrel_does_not_help_against_indians() -> None:
    game = table(*four(s0={"hand": [INDIANS_KD]},
                       s1={"equipment": [BARREL_QS], "hand": [MISSED_2S]}))
    act(game, f"play c{INDIANS_KD}", 0)
    assert decides(game) == (1, "indians")
    assert options(game) == {"take"}


# --- weapons -------------------------------------------------------------------------

@pytest.mark.parametrize(("weapon", "reach"), [
    (VOLCANIC_10S, 1), (SCHOFIELD_KS, 2), (REMINGTON, 3), (CARABINE, 4), (WINCHESTER, 5)])
def test_weapon_ranges(weapon: int, reach: int) -> None:
    game = table(*four(s0={"hand": [weapon]}))
    assert game.weapon_range(0) == 1
    act(game, f"play c{weapon}", 0)
    assert game.tables[0] == [weapon]
    assert game.weapon_range(0) == reach


#: Eight seats round the table: from seat 0 the others are at 1 2 3 4 3 2 1, and the
#: Mustangs of seats 3 and 4 put them at 4 and 5, so each reach adds one seat.
EIGHT = (("sheriff", "Black Jack"), ("deputy", "Kit Carlson"), ("deputy", "Lucky Duke"),
         ("outlaw", "Jesse Jones"), ("outlaw", "Slab the Killer"), ("outlaw", "Bart Cassidy"),
         ("renegade", "El Gringo"), ("renegade", "Sid Ketchum"))


@pytest.mark.parametrize(("weapon", "targets"), [
    (SCHOFIELD_KS, {1, 2, 6, 7}), (REMINGTON, {1, 2, 5, 6, 7}),
    (CARABINE, {1, 2, 3, 5, 6, 7}), (WINCHESTER, {1, 2, 3, 4, 5, 6, 7})])
def test_schofield_remington_rev_carabine_winchester_bang_exactly_the_seats_in_reach(
        weapon: int, targets: set[int]) -> None:
    players = [seat(role, character, hand=[FILLER[i]]) for i, (role, character)
               in enumerate(EIGHT)]
    players[0].update(hand=[BANG_AS], equipment=[weapon])
    players[3]["equipment"] = [MUSTANG_8H]
    players[4]["equipment"] = [MUSTANG_9H]
    game = table(*players, eight_players=True)
    assert [game.distance(0, s) for s in range(1, 8)] == [1, 2, 4, 5, 3, 2, 1]
    assert options(game) == {f"play c{BANG_AS} t{s}" for s in targets} | {"end"}


# --- Jail ----------------------------------------------------------------------------

def test_jail_goes_in_front_of_any_other_player_but_not_the_sheriff() -> None:
    game = table(*four(s1={"hand": [JAIL_10S]}), turn=1)
    assert options(game) == {f"play c{JAIL_10S} t2", f"play c{JAIL_10S} t3", "end"}
    act(game, f"play c{JAIL_10S} t3", 1)
    assert game.tables[3] == [JAIL_10S]
    assert game.hands[1] == []


def test_a_player_cannot_hold_two_jails() -> None:
    game = table(*four(s1={"hand": [JAIL_10S]}, s3={"equipment": [JAIL_4H]}), turn=1)
    assert options(game) == {f"play c{JAIL_10S} t2", "end"}


def test_jail_heart_frees_the_player_who_plays_normally() -> None:
    game = table(*four(s1={"equipment": [JAIL_4H]}),
                 deck=[BEER_6H, BANG_2C, BANG_3C], turn=1, phase="start")
    assert game.tables[1] == []
    assert game.discard == [BEER_6H, JAIL_4H]
    assert game.hands[1] == [BANG_2C, BANG_3C]
    assert decides(game) == (1, "play")


def test_jail_diamond_skips_the_whole_turn() -> None:
    game = table(*four(s1={"equipment": [JAIL_10S], "hand": [BANG_AS]}),
                 deck=[BANG_2D, BANG_2C, BANG_3C], turn=1, phase="start")
    assert game.tables[1] == []
    assert game.discard == [BANG_2D, JAIL_10S]
    assert game.hands[1] == [BANG_AS]
    assert game.turn_seat == 2
    assert game.hands[2] == [BANG_2C, BANG_3C]


def test_a_jailed_player_is_a_normal_target() -> None:
    game = table(*four(s0={"hand": [BANG_AS]}, s1={"equipment": [JAIL_10S],
                                                   "hand": [MISSED_2S]}))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 4


# --- Dynamite ------------------------------------------------------------------------

def test_dynamite_is_played_in_front_of_oneself() -> None:
    game = table(*four(s0={"hand": [DYNAMITE]}))
    assert options(game) == {f"play c{DYNAMITE}", "end"}
    act(game, f"play c{DYNAMITE}", 0)
    assert game.tables[0] == [DYNAMITE]


@pytest.mark.parametrize("flip", [MISSED_2S, STAGECOACH_1], ids=["2S", "9S"])
def test_dynamite_explodes_on_2_to_9_of_spades(flip: int) -> None:
    game = table(*four(s1={"equipment": [DYNAMITE], "hand": [BANG_AS]}),
                 deck=[flip, BANG_2C, BANG_3C], turn=1, phase="start")
    assert game.life[1] == 1
    assert game.tables == [[], [], [], []]
    assert game.discard == [flip, DYNAMITE]
    # The turn goes on: phase 1.
    assert game.hands[1] == [BANG_AS, BANG_2C, BANG_3C]
    assert decides(game) == (1, "play")


@pytest.mark.parametrize("flip", [VOLCANIC_10S, BANG_AS, WELLS_FARGO], ids=["10S", "AS", "3H"])
def test_dynamite_passes_left_otherwise(flip: int) -> None:
    game = table(*four(s1={"equipment": [DYNAMITE]}),
                 deck=[flip, BANG_2C, BANG_3C], turn=1, phase="start")
    assert game.life[1] == 4
    assert game.tables[2] == [DYNAMITE]
    assert game.tables[1] == []
    assert game.discard == [flip]
    assert game.hands[1] == [BANG_2C, BANG_3C]


def test_dynamite_passes_to_the_sheriff_skipping_the_dead() -> None:
    game = table(*four(s2={"equipment": [DYNAMITE]}, s3={"alive": False}),
                 deck=[BANG_AS, BANG_2C, BANG_3C], turn=2, phase="start")
    assert game.tables[0] == [DYNAMITE]


def test_dynamite_is_checked_before_jail() -> None:
    game = table(*four(s1={"equipment": [JAIL_10S, DYNAMITE]}),
                 deck=[BANG_AS, BEER_6H, BANG_2C, BANG_3C], turn=1, phase="start")
    checks = [e.data["reason"] for e in game.log if e.kind == "check"]
    assert checks == ["dynamite", "jail"]
    assert game.tables[2] == [DYNAMITE]
    assert game.discard == [BANG_AS, BEER_6H, JAIL_10S]
    assert decides(game) == (1, "play")


def test_dynamite_survived_then_jail_is_checked() -> None:
    game = table(*four(s1={"equipment": [JAIL_10S, DYNAMITE]}),
                 deck=[MISSED_3S, BANG_2D, BANG_2C], turn=1, phase="start")
    assert game.life[1] == 1
    assert game.discard == [MISSED_3S, DYNAMITE, BANG_2D, JAIL_10S]
    assert game.turn_seat == 2


def test_dynamite_kill_ends_the_turn_before_the_jail() -> None:
    game = table(*four(s1={"equipment": [JAIL_10S, DYNAMITE], "life": 3}),
                 deck=[MISSED_3S, BANG_2C, BANG_3C], turn=1, phase="start")
    assert not game.alive[1]
    assert [e.data["reason"] for e in game.log if e.kind == "check"] == ["dynamite"]
    assert game.turn_seat == 2
    assert game.hands[2] == [BANG_2C, BANG_3C]


def test_dynamite_at_one_life_needs_three_beers() -> None:
    game = table(*four(s1={"equipment": [DYNAMITE], "life": 1,
                           "hand": [BEER_6H, BEER_7H, BEER_8H, BANG_AS]}),
                 deck=[MISSED_3S, BANG_2C, BANG_3C], turn=1, phase="start")
    assert decides(game) == (1, "dying")
    assert game.life[1] == -2
    assert options(game) == {f"beer c{BEER_6H}", f"beer c{BEER_7H}", f"beer c{BEER_8H}",
                             "die"}
    act(game, f"beer c{BEER_6H}", 1)
    act(game, f"beer c{BEER_7H}", 1)
    assert decides(game) == (1, "dying")
    events = act(game, f"beer c{BEER_8H}", 1)
    assert "saved" in kinds(events)
    assert game.life[1] == 1
    assert game.alive[1]
    assert game.hands[1] == [BANG_AS, BANG_2C, BANG_3C]
    assert decides(game) == (1, "play")


def test_dynamite_gives_no_outlaw_bounty() -> None:
    game = table(*four(s1={"equipment": [DYNAMITE], "life": 3}),
                 deck=[MISSED_3S, BANG_2C, BANG_3C, BANG_4C], turn=1, phase="start")
    assert not game.alive[1]
    assert [e for e in game.log if e.kind == "draw" and e.data["why"] == "bounty"] == []
    assert game.hands[2] == [BANG_2C, BANG_3C]
