"""RULES.md A10: victory conditions and the five worked cases, under both
``victory_check`` settings, plus the 3-player (A1.2) and 8-player (A1.3) rules."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BANG_5C,
    BANG_AS,
    BEER_6H,
    DYNAMITE,
    GATLING,
    INDIANS_KD,
    JAIL_10S,
    MISSED_3S,
    act,
    decides,
    options,
    seat,
    table,
)

MODES = ["after_card", "immediate"]
NEUTRAL = ("Black Jack", "Willy the Kid", "Slab the Killer", "Jesse Jones", "Kit Carlson",
           "Lucky Duke", "Calamity Janet", "Rose Doolan")


def players(roles: str, **per_seat: dict[str, Any]) -> list[dict[str, Any]]:
    """``roles`` one letter per seat (S D O R); a lower-case letter is a dead player."""
    names = {"s": "sheriff", "d": "deputy", "o": "outlaw", "r": "renegade"}
    result = []
    for i, letter in enumerate(roles):
        info = seat(names[letter.lower()], NEUTRAL[i])
        if letter.islower():
            info["alive"] = False
        result.append(info)
    for key, info in per_seat.items():
        result[int(key[1:])].update(info)
    return result


def test_sheriff_side_wins_when_outlaws_and_renegade_are_dead() -> None:
    game = table(*players("SDOor", s0={"hand": [BANG_AS]}, s2={"life": 1}))
    act(game, f"play c{BANG_AS} t2", 0)
    assert game.is_over
    assert game.winners == frozenset({0, 1})
    assert game.returns() == (1.0, 1.0, -1.0, -1.0, -1.0)


def test_dead_deputy_still_wins_with_the_sheriff() -> None:
    game = table(*players("SdOor", s0={"hand": [BANG_AS]}, s2={"life": 1}))
    act(game, f"play c{BANG_AS} t2", 0)
    assert game.winners == frozenset({0, 1})


def test_outlaws_win_when_the_sheriff_dies_even_if_all_are_dead() -> None:
    game = table(*players("SDooR", s4={"hand": [BANG_AS]}, s0={"life": 1}), turn=4)
    act(game, f"play c{BANG_AS} t0", 4)
    assert game.winners == frozenset({2, 3})


def test_renegade_alone_wins() -> None:
    game = table(*players("SdooR", s4={"hand": [BANG_AS]}, s0={"life": 1}), turn=4)
    act(game, f"play c{BANG_AS} t0", 4)
    assert game.winners == frozenset({4})


# --- the five worked cases -------------------------------------------------------------

@pytest.mark.parametrize("mode", MODES)
def test_case1_renegade_gatling_sheriff_resolves_first(mode: str) -> None:
    """Seat 3's Gatling hits the Sheriff (seat 0) before the Outlaw (seat 1)."""
    game = table(*players("SOoR", s0={"life": 1}, s1={"life": 1},
                          s3={"hand": [GATLING]}), turn=3, victory_check=mode)
    act(game, f"play c{GATLING}", 3)
    assert game.is_over
    if mode == "immediate":
        assert game.winners == frozenset({1, 2})
        assert game.alive[1]
    else:
        assert game.winners == frozenset({3})
        assert not game.alive[1]


@pytest.mark.parametrize("mode", MODES)
def test_case1_renegade_gatling_outlaw_resolves_first(mode: str) -> None:
    game = table(*players("OSoR", s0={"life": 1}, s1={"life": 1},
                          s3={"hand": [GATLING]}), turn=3, victory_check=mode)
    act(game, f"play c{GATLING}", 3)
    assert game.winners == frozenset({3})


@pytest.mark.parametrize("mode", MODES)
def test_case2_deputy_indians_outlaw_and_renegade_before_sheriff(mode: str) -> None:
    game = table(*players("DORSo", s1={"life": 1}, s2={"life": 1}, s3={"life": 1},
                          s0={"hand": [INDIANS_KD]}),
                 deck=[BANG_2C, BANG_3C, BANG_4C], turn=0, victory_check=mode)
    act(game, f"play c{INDIANS_KD}", 0)
    assert game.is_over
    if mode == "immediate":
        assert game.winners == frozenset({0, 3})
        assert game.life[3] == 1
        assert game.alive[3]
    else:
        assert game.winners == frozenset({1, 4})
        assert not game.alive[3]


@pytest.mark.parametrize("mode", MODES)
def test_case2_deputy_indians_sheriff_before_the_others(mode: str) -> None:
    game = table(*players("DSORo", s1={"life": 1}, s2={"life": 1}, s3={"life": 1},
                          s0={"hand": [INDIANS_KD]}), turn=0, victory_check=mode)
    act(game, f"play c{INDIANS_KD}", 0)
    assert game.winners == frozenset({2, 4})
    assert game.alive[2] == (mode == "immediate")


def eight(order: str, **per_seat: dict[str, Any]) -> list[dict[str, Any]]:
    """8 seats: ``order`` gives seats 0-2 (A, B Renegades, S Sheriff); the rest are dead."""
    names = {"A": "renegade", "B": "renegade", "S": "sheriff"}
    result = [seat(names[c], NEUTRAL[i]) for i, c in enumerate(order)]
    result += [seat(r, NEUTRAL[3 + i], alive=False)
               for i, r in enumerate(("deputy", "deputy", "outlaw", "outlaw", "outlaw"))]
    for key, info in per_seat.items():
        result[int(key[1:])].update(info)
    return result


@pytest.mark.parametrize("mode", MODES)
def test_case3_renegade_gatling_other_renegade_resolves_first(mode: str) -> None:
    game = table(*eight("ABS", s0={"hand": [GATLING]}, s1={"life": 1}, s2={"life": 1}),
                 turn=0, victory_check=mode)
    act(game, f"play c{GATLING}", 0)
    assert game.winners == frozenset({0})


@pytest.mark.parametrize("mode", MODES)
def test_case3_renegade_gatling_sheriff_resolves_first(mode: str) -> None:
    game = table(*eight("ASB", s0={"hand": [GATLING]}, s1={"life": 1}, s2={"life": 1}),
                 turn=0, victory_check=mode)
    act(game, f"play c{GATLING}", 0)
    if mode == "immediate":
        assert game.winners == frozenset({5, 6, 7})
    else:
        assert game.winners == frozenset({0})


@pytest.mark.parametrize("mode", MODES)
def test_case4_sheriff_dies_with_both_renegades_alive(mode: str) -> None:
    game = table(*eight("ASB", s0={"hand": [BANG_AS]}, s1={"life": 1}),
                 turn=0, victory_check=mode)
    act(game, f"play c{BANG_AS} t1", 0)
    assert game.winners == frozenset({5, 6, 7})


@pytest.mark.parametrize("mode", MODES)
def test_case5_renegades_own_dynamite_kills_him(mode: str) -> None:
    game = table(*players("SooR", s3={"life": 3, "equipment": [DYNAMITE]}),
                 deck=[MISSED_3S], turn=3, phase="start", victory_check=mode)
    assert game.winners == frozenset({0})


# --- A1.2 the 3-player game -------------------------------------------------------------

def three(**per_seat: dict[str, Any]) -> list[dict[str, Any]]:
    result = [seat("deputy", "Black Jack"), seat("outlaw", "Willy the Kid"),
              seat("renegade", "Slab the Killer")]
    for key, info in per_seat.items():
        result[int(key[1:])].update(info)
    return result


def test_3p_killing_ones_own_target_wins_at_once() -> None:
    game = table(*three(s0={"hand": [BANG_AS]}, s2={"life": 1}), turn=0)
    act(game, f"play c{BANG_AS} t2", 0)
    assert game.winners == frozenset({0})
    assert game.alive[1]


def test_3p_killing_someone_elses_target_gives_three_cards_and_play_goes_on() -> None:
    """A1.2 and A14.5: the Outlaw kills the Renegade (the Deputy's target)."""
    game = table(*three(s1={"hand": [BANG_AS]}, s2={"life": 1}),
                 deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C], turn=1)
    act(game, f"play c{BANG_AS} t2", 1)
    assert not game.is_over
    assert game.hands[1] == [BANG_2C, BANG_3C, BANG_4C]
    assert decides(game) == (1, "play")


def test_3p_last_survivor_wins_the_duel_of_survivors() -> None:
    game = table(*three(s1={"hand": [BANG_AS]}, s0={"life": 1}, s2={"alive": False}),
                 turn=1)
    act(game, f"play c{BANG_AS} t0", 1)
    assert game.winners == frozenset({1})


def test_3p_beer_has_no_effect_with_two_left() -> None:
    game = table(*three(s0={"life": 2, "hand": [BEER_6H]}, s2={"alive": False}), turn=0)
    act(game, f"play c{BEER_6H}", 0)
    assert game.life[0] == 2


def test_3p_jail_on_anyone() -> None:
    game = table(*three(s1={"hand": [JAIL_10S]}), turn=1)
    assert options(game) == {f"play c{JAIL_10S} t0", f"play c{JAIL_10S} t2", "end"}


def test_3p_no_sheriff_deputy_penalty() -> None:
    """The Outlaw's target is the Deputy; a kill by the Renegade is not a penalty case."""
    game = table(*three(s2={"hand": [BANG_AS, BEER_6H]}, s0={"life": 1}),
                 deck=[BANG_2C, BANG_3C, BANG_4C], turn=2)
    act(game, f"play c{BANG_AS} t0", 2)
    assert game.hands[2] == [BEER_6H, BANG_2C, BANG_3C, BANG_4C]
