"""rules/dodge-city.md E6, E6.1 and E9: the Dodge City characters, from exact positions
(with E11's worked cases that involve them).  Their set is named through ``expansions``
so that the characters are tested apart from Dodge City's cards."""

from __future__ import annotations

from typing import Any

import pytest

from bang.cards import content
from bang.cards.dodge_city_characters import CHARACTER_LIST, LIFE

from .dc_helpers import DC, dc_table
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BANG_5C,
    BANG_5D,
    BANG_6C,
    BANG_7C,
    BANG_8C,
    BANG_9C,
    BEER_6H,
    BEER_7H,
    DYNAMITE,
    FILLER,
    GATLING,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    MISSED_4S,
    STAGECOACH_1,
    act,
    decides,
    options,
    seat,
)


# --- E6: the characters and their life points -------------------------------------------
def test_e6_five_characters_have_three_life_and_ten_four() -> None:
    assert len(LIFE) == 15
    assert sorted(n for n, life in LIFE.items() if life == 3) == [
        "Apache Kid", "Elena Fuente", "Pixie Pete", "Sean Mallory", "Vera Custer"]
    assert all(life in (3, 4) for life in LIFE.values())


def test_e11_1_the_pool_holds_31_characters_five_of_them_at_three_life() -> None:
    pool = content.characters_for(tuple(DC))
    assert len(pool) == 31 and len(CHARACTER_LIST) == 15
    assert sorted(c.name for c in CHARACTER_LIST) == sorted(LIFE)
    assert sum(1 for c in CHARACTER_LIST if c.life == 3) == 5


def test_e6_registered_characters_join_the_pool_only_with_their_set() -> None:
    pool = [c.name for c in content.characters_for(tuple(DC))]
    base = [c.name for c in content.characters_for(())]
    assert len(base) == 16
    assert pool[:16] == base
    assert pool[16:] == [c.name for c in CHARACTER_LIST]
    assert all(c.life == LIFE[c.name] for c in CHARACTER_LIST)


def test_e6_sheriff_adds_one_life() -> None:
    game = dc_table(seat("sheriff", "Pixie Pete"), seat("outlaw", "Black Jack"),
                    seat("outlaw", "Willy the Kid"), seat("renegade", "Jesse Jones"))
    assert game.max_life[0] == 4 and game.life[0] == 4


# --- Bill Noface (E11-20) ---------------------------------------------------------------
def _phase_one(character: str, life: int | None, deck: list[int]) -> Any:
    return dc_table(seat("sheriff", character, life=life), seat("outlaw", "Black Jack"),
                    seat("outlaw", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                    deck=deck, phase="draw")


def test_e6_1_bill_noface_draws_one_plus_missing_life() -> None:
    deck = [BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C]
    game = _phase_one("Bill Noface", 2, deck)
    assert game.hands[0] == [BANG_2C, BANG_3C, BANG_4C, BANG_5C]
    assert game.deck[-1] == BANG_6C


def test_e6_1_bill_noface_at_full_life_draws_one() -> None:
    game = _phase_one("Bill Noface", None, [BANG_2C, BANG_3C])
    assert game.hands[0] == [BANG_2C]


# --- Pixie Pete -------------------------------------------------------------------------
def test_e6_1_pixie_pete_draws_three() -> None:
    game = _phase_one("Pixie Pete", None, [BANG_2C, BANG_3C, BANG_4C, BANG_5C])
    assert game.hands[0] == [BANG_2C, BANG_3C, BANG_4C]
    assert game.deck[-1] == BANG_5C


# --- Sean Mallory (E11-33) --------------------------------------------------------------
def _sean_ends_turn(cards: list[int]) -> Any:
    game = dc_table(seat("sheriff", "Black Jack"), seat("outlaw", "Sean Mallory", life=2,
                                                       hand=cards),
                    seat("outlaw", "Willy the Kid"), seat("renegade", "Jesse Jones"), turn=1)
    act(game, "end", 1)
    return game


def test_e11_33_sean_mallory_keeps_nine_cards() -> None:
    hand = [*FILLER, MISSED_2S]
    game = _sean_ends_turn(hand)
    assert decides(game)[0] != 1 or decides(game)[1] != "discard"
    assert sorted(game.hands[1]) == sorted(hand)


def test_e11_33_sean_mallory_with_twelve_discards_two() -> None:
    hand = [*FILLER, MISSED_2S, MISSED_3S, MISSED_4S, BEER_6H]
    game = _sean_ends_turn(hand)
    assert decides(game) == (1, "discard")
    act(game, f"discard c{BEER_6H}", 1)
    assert decides(game) == (1, "discard")
    act(game, f"discard c{MISSED_4S}", 1)
    assert len(game.hands[1]) == 10
    assert game.turn_seat == 2


@pytest.mark.parametrize(("keeps_phase_3", "kept"), [(False, 12), (True, 10)])
def test_e9_19_sean_mallory_in_jail_has_no_phase_3(keeps_phase_3: bool, kept: int) -> None:
    # E9-19, and E10 jail_keeps_discard_phase: the kept phase 3 uses his limit of 10.
    hand = [*FILLER, MISSED_2S, MISSED_3S, MISSED_4S, BEER_6H]
    game = dc_table(seat("sheriff", "Black Jack"),
                    seat("outlaw", "Sean Mallory", life=2, hand=hand, equipment=[JAIL_10S]),
                    seat("outlaw", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                    deck=[BANG_5D], turn=1, phase="start",
                    jail_keeps_discard_phase=keeps_phase_3)
    while game.pending is not None and game.pending.seat == 1:
        act(game, game.legal_actions()[0].format(), 1)
    assert game.turn_seat == 2 and len(game.hands[1]) == kept


def test_e9_21_pixie_pete_stagecoach_outside_phase_1_draws_two() -> None:
    game = dc_table(seat("sheriff", "Pixie Pete", hand=[STAGECOACH_1]),
                    seat("outlaw", "Black Jack"), seat("outlaw", "Willy the Kid"),
                    seat("renegade", "Jesse Jones"), deck=[BANG_2C, BANG_3C, BANG_4C])
    act(game, f"play c{STAGECOACH_1}", 0)
    assert game.hands[0] == [BANG_2C, BANG_3C]


def test_e9_22_greg_digger_heals_with_two_players_left() -> None:
    game = dc_table(seat("sheriff", "Black Jack", hand=[BANG_9C]),
                    seat("outlaw", "Willy the Kid", life=1),
                    seat("renegade", "Greg Digger", life=2),
                    seat("outlaw", "Kit Carlson", alive=False))
    act(game, f"play c{BANG_9C} t1", 0)
    assert not game.alive[1] and game.alive_count() == 2
    assert game.life[2] == 4


# --- Tequila Joe (E11-26) ---------------------------------------------------------------
def test_e6_1_tequila_joe_beer_gives_two() -> None:
    game = dc_table(seat("sheriff", "Black Jack"), seat("outlaw", "Tequila Joe", life=1,
                                                       hand=[BEER_6H]),
                    seat("outlaw", "Willy the Kid"), seat("renegade", "Jesse Jones"), turn=1)
    act(game, f"play c{BEER_6H}", 1)
    assert game.life[1] == 3


def test_e6_1_tequila_joe_beer_capped() -> None:
    game = dc_table(seat("sheriff", "Black Jack"), seat("outlaw", "Tequila Joe", life=3,
                                                       hand=[BEER_6H]),
                    seat("outlaw", "Willy the Kid"), seat("renegade", "Jesse Jones"), turn=1)
    act(game, f"play c{BEER_6H}", 1)
    assert game.life[1] == 4


def test_e6_1_tequila_joe_beer_with_two_alive_does_nothing() -> None:
    game = dc_table(seat("sheriff", "Black Jack"), seat("outlaw", "Tequila Joe", life=1,
                                                       hand=[BEER_6H]),
                    seat("outlaw", "Willy the Kid", alive=False),
                    seat("renegade", "Jesse Jones", alive=False), turn=1)
    act(game, f"play c{BEER_6H}", 1)
    assert game.life[1] == 1


def _dynamite_on(character: str) -> Any:
    return dc_table(seat("sheriff", "Black Jack"),
                    seat("outlaw", character, life=1, hand=[BEER_6H, BEER_7H],
                         equipment=[DYNAMITE]),
                    seat("outlaw", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                    deck=[MISSED_2S, BANG_8C, BANG_9C], turn=1, phase="start")


def test_e11_26_tequila_joe_survives_dynamite_with_two_beers() -> None:
    game = _dynamite_on("Tequila Joe")
    assert decides(game)[0] == 1
    assert game.life[1] == -2
    act(game, f"beer c{BEER_6H}", 1)
    assert game.life[1] == 0
    act(game, f"beer c{BEER_7H}", 1)
    assert game.alive[1] and game.life[1] == 2
    assert BANG_8C in game.hands[1] and BANG_9C in game.hands[1]


def test_e11_26_plain_character_dies_in_the_same_spot() -> None:
    game = _dynamite_on("Kit Carlson")
    act(game, f"beer c{BEER_6H}", 1)
    assert game.life[1] == -1
    act(game, f"beer c{BEER_7H}", 1)
    assert not game.alive[1]


# --- Greg Digger (E11-28 with a Gatling), Herb Hunter (E11-29) -----------------------------
def test_e11_28_greg_digger_heals_after_each_bounty_in_resolution_order() -> None:
    game = dc_table(seat("sheriff", "Black Jack", hand=[GATLING]),
                    seat("outlaw", "Willy the Kid", life=1),
                    seat("deputy", "Greg Digger", life=1),
                    seat("outlaw", "Slab the Killer", life=1),
                    seat("renegade", "Jesse Jones", hand=[MISSED_2S]),
                    deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C, BANG_7C])
    events = act(game, f"play c{GATLING}", 0)
    heals = [e for e in events if e.kind == "heal"]
    assert not game.alive[1]
    assert [e.data["life"] for e in heals][:1] == [3]
    # Greg's own hit is pending or taken; he is alive at 2 after it.
    while game.pending is not None and game.pending.seat != 0:
        seat_, _kind = decides(game)
        if seat_ == 4 and f"missed c{MISSED_2S}" in options(game):
            events += act(game, f"missed c{MISSED_2S}", 4)
        else:
            events += act(game, "take", seat_)
    assert game.alive[2] and game.life[2] == 4
    assert not game.alive[3]
    assert game.alive[4] and game.life[4] == 4
    assert len(game.hands[0]) == 6
    greg = [e.data["life"] for e in events if e.kind == "heal" and e.data.get("seat") == 2]
    assert greg == [3, 4]


def test_e11_29_herb_hunter_draws_after_the_bounty() -> None:
    game = dc_table(seat("sheriff", "Black Jack", hand=[BANG_9C]),
                    seat("outlaw", "Willy the Kid", life=1),
                    seat("deputy", "Herb Hunter"),
                    seat("outlaw", "Slab the Killer"),
                    seat("renegade", "Jesse Jones"),
                    deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C])
    act(game, f"play c{BANG_9C} t1", 0)
    if game.pending is not None and game.pending.seat == 1:
        act(game, "take", 1)
    assert not game.alive[1]
    assert game.hands[0] == [BANG_2C, BANG_3C, BANG_4C]
    assert game.hands[2] == [BANG_5C, BANG_6C]


def test_e6_1_herb_hunter_own_elimination_gives_nothing() -> None:
    game = dc_table(seat("sheriff", "Black Jack", hand=[BANG_9C]),
                    seat("deputy", "Herb Hunter", life=1),
                    seat("outlaw", "Slab the Killer"),
                    seat("renegade", "Jesse Jones"),
                    deck=[BANG_2C, BANG_3C])
    act(game, f"play c{BANG_9C} t1", 0)
    if game.pending is not None and game.pending.seat == 1:
        act(game, "take", 1)
    assert not game.alive[1]
    assert game.hands[1] == []


def test_e9_8_e17_3_triggers_follow_the_bounty_in_seat_order_from_the_dead() -> None:
    # E9-8 (c), E17-3: after A9.3 (the Outlaw's bounty to the Sheriff), the other living
    # Greg Diggers and Herb Hunters react in seat order from the eliminated player's
    # left: the Gatling kills P3, so Greg Digger (P4) heals before Herb Hunter (P1)
    # draws, though Herb sits first from the shooter's left.
    game = dc_table(seat("sheriff", "Black Jack", hand=[GATLING]),
                    seat("deputy", "Herb Hunter"),
                    seat("renegade", "Jesse Jones"),
                    seat("outlaw", "Willy the Kid", life=1),
                    seat("outlaw", "Greg Digger", life=2),
                    deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C])
    events = act(game, f"play c{GATLING}", 0)
    while game.pending is not None and game.pending.seat != 0:
        events += act(game, "take", game.pending.seat)
    order = [(e.kind, e.data.get("seat")) for e in events if e.kind in ("draw", "heal")]
    assert order[:3] == [("draw", 0), ("heal", 4), ("draw", 1)]
    assert game.hands[1] == [BANG_5C, BANG_6C]
    assert game.life[4] == 3  # 2, healed to 4 at P3's death, then the Gatling's hit


def test_e9_9_one_trigger_per_eliminated_player() -> None:
    # E9-9: a Gatling killing two Outlaws: Herb Hunter draws twice two cards, after each
    # bounty in the card's resolution order.
    game = dc_table(seat("sheriff", "Black Jack", hand=[GATLING]),
                    seat("outlaw", "Willy the Kid", life=1),
                    seat("outlaw", "Slab the Killer", life=1),
                    seat("deputy", "Herb Hunter"),
                    seat("renegade", "Jesse Jones", hand=[MISSED_2S]),
                    deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C, BANG_7C, BANG_8C,
                          BEER_6H, BEER_7H, BANG_5D])
    act(game, f"play c{GATLING}", 0)
    while game.pending is not None and game.pending.seat != 0:
        act(game, "take" if "take" in {a.format() for a in game.legal_actions()}
            else game.legal_actions()[0].format(), game.pending.seat)
    assert not game.alive[1] and not game.alive[2]
    assert len(game.hands[0]) == 6  # two bounties of three
    assert len(game.hands[3]) == 4  # two triggers of two
