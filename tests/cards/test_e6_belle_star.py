"""rules/dodge-city.md E6.1 Belle Star, E9-4, E9-18 (with E11-18, E11-19): during her
turn the cards in play in front of the other players have no effect."""

from __future__ import annotations

from typing import Any

import pytest

from .dc_helpers import dc_table, take_all
from .helpers import (
    BANG_5C,
    BANG_6C,
    BARREL_QS,
    BEER_6H,
    MISSED_2S,
    MUSTANG_8H,
    PANIC_JH,
    SCHOFIELD_KS,
    SCOPE,
    act,
    decides,
    options,
    seat,
    table,
)


def _belle_table(shooter: str = "Belle Star", target: str = "Black Jack",
                 equipment: tuple[int, ...] = (BARREL_QS, MUSTANG_8H), **kw: Any) -> Any:
    """E11-18: P0 (Outlaw) with BANG! 5♣; P1 the Sheriff 5/5, hand empty, with cards in
    play; the deck's top is Beer 6♥."""
    return dc_table(seat("outlaw", shooter, hand=[BANG_5C, PANIC_JH]),
                    seat("sheriff", target, equipment=list(equipment)),
                    seat("deputy", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                    deck=[BEER_6H, MISSED_2S], **kw)


def test_e11_18_belle_star_ignores_the_barrel_and_the_mustang() -> None:
    game = _belle_table()
    assert game.distance(0, 1) == 1
    act(game, f"play c{BANG_5C} t1", 0)
    # No Barrel draw! offered, and with no hand the hit is taken at once.
    assert game.life[1] == 4
    assert game.deck[-1] == BEER_6H
    assert game.tables[1] == [BARREL_QS, MUSTANG_8H]  # still in play


def test_e11_18_belle_star_green_only_scope_leaves_the_mustang() -> None:
    game = _belle_table(belle_star_scope="green_only")
    assert game.distance(0, 1) == 2
    assert f"play c{BANG_5C} t1" not in options(game)


def test_e11_18_a_plain_character_meets_the_mustang_and_the_barrel() -> None:
    game = _belle_table(shooter="Kit Carlson")
    assert game.distance(0, 1) == 2
    assert f"play c{BANG_5C} t1" not in options(game)


def test_e11_19_belle_star_vs_jourdonnais_one_draw_only() -> None:
    game = dc_table(seat("outlaw", "Belle Star", hand=[BANG_5C]),
                    seat("sheriff", "Jourdonnais", equipment=[BARREL_QS]),
                    seat("deputy", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                    deck=[PANIC_JH, MISSED_2S])
    act(game, f"play c{BANG_5C} t1", 0)
    assert decides(game) == (1, "respond")
    assert options(game) == {"barrel", "take"}
    act(game, "barrel", 1)
    assert game.life[1] == 5 and game.deck[-1] == MISSED_2S
    assert decides(game) == (0, "play")


def test_e6_1_belle_star_out_of_her_turn_the_cards_work() -> None:
    # Belle 5: in another player's turn the Barrel in front of P1 draws as usual.
    game = dc_table(seat("outlaw", "Kit Carlson", hand=[BANG_5C]),
                    seat("sheriff", "Black Jack", equipment=[BARREL_QS]),
                    seat("deputy", "Belle Star"), seat("renegade", "Jesse Jones"))
    act(game, f"play c{BANG_5C} t1", 0)
    assert "barrel" in options(game)


def test_e6_1_belle_star_may_still_take_the_cards_switched_off() -> None:
    # Belle 4: "no effect" is not "not there": Panic! takes the Mustang that would have
    # kept P1 out of its reach.
    game = _belle_table()
    act(game, f"play c{PANIC_JH} t1", 0)
    act(game, f"table c{MUSTANG_8H}", 0)
    assert MUSTANG_8H in game.hands[0] and game.tables[1] == [BARREL_QS]


@pytest.mark.parametrize(("character", "reach"), [("Belle Star", True), ("Kit Carlson", False)])
def test_e9_18_belle_star_her_own_weapon_counts(character: str, reach: bool) -> None:
    # P2 at ring distance 2 with a Mustang: her Schofield reaches him (his Mustang is off);
    # a Plain shooter sees him at 3.
    game = dc_table(seat("outlaw", character, hand=[BANG_6C], equipment=[SCHOFIELD_KS]),
                    seat("sheriff", "Black Jack", equipment=[SCOPE]),
                    seat("deputy", "Willy the Kid", equipment=[MUSTANG_8H]),
                    seat("renegade", "Jesse Jones"), seat("outlaw", "Rose Doolan"))
    assert (f"play c{BANG_6C} t2" in options(game)) is reach


def test_e6_1_belle_star_the_others_weapons_are_off_in_her_turn() -> None:
    # Belle 1: a weapon in front of another player is irrelevant; his reach is the Colt's.
    game = _belle_table(equipment=(SCHOFIELD_KS,))
    assert game.weapon_range(1) == 1 and game.weapon(1) == -1
    act(game, "end", 0)
    take_all(game, 1)
    assert game.weapon_range(1) == 2  # back in his own turn


SOMBRERO_7C = 198  # Dodge City's green Missed! card (bang.cards.dodge_city_cards)


def _belle_with_sombrero(shooter: str, **kw: Any) -> Any:
    """E11-18 with Dodge City's cards: P1 also has a Sombrero in play, ready (played in
    an earlier turn), and P0's BANG! is at distance 1 whatever the Mustang does."""
    return table(seat("outlaw", shooter, hand=[BANG_5C]),
                 seat("sheriff", "Black Jack", equipment=[SOMBRERO_7C]),
                 seat("deputy", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                 deck=[BEER_6H, MISSED_2S], dodge_city=True, **kw)


@pytest.mark.parametrize("scope", ["blue_and_green", "green_only"])
def test_e9_4_during_belle_stars_turn_no_green_missed_card_of_another_answers(
        scope: str) -> None:
    game = _belle_with_sombrero("Belle Star", belle_star_scope=scope)
    act(game, f"play c{BANG_5C} t1", 0)
    # Neither scope lets the Sombrero answer: green cards are always off (E9-4).
    assert game.life[1] == 4 and game.tables[1] == [SOMBRERO_7C]
    assert decides(game) == (0, "play")


def test_e11_18_the_sombrero_answers_a_plain_shooter() -> None:
    game = _belle_with_sombrero("Kit Carlson")
    act(game, f"play c{BANG_5C} t1", 0)
    assert decides(game) == (1, "respond")
    assert f"use c{SOMBRERO_7C}" in options(game)
    act(game, f"use c{SOMBRERO_7C}", 1)
    assert game.life[1] == 5 and game.tables[1] == []
