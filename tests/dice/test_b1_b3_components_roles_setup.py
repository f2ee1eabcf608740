"""RULES.md B1 (components), B2 (roles by player count) and B3 (setup)."""

from __future__ import annotations

from collections import Counter

import pytest

from bang.core.errors import ConfigError
from bang.dice import DiceConfig, DiceGame, characters
from bang.dice.data import FACES, TOTAL_ARROWS

EXPECTED_LIFE = {
    "Bart Cassidy": 8, "Black Jack": 8, "Calamity Janet": 8, "El Gringo": 7,
    "Jesse Jones": 9, "Jourdonnais": 7, "Kit Carlson": 7, "Lucky Duke": 8, "Paul Regret": 9,
    "Pedro Ramirez": 8, "Rose Doolan": 9, "Sid Ketchum": 8, "Slab the Killer": 8,
    "Suzy Lafayette": 8, "Vulture Sam": 9, "Willy the Kid": 8,
}

ROLE_COUNTS = {
    3: {"deputy": 1, "outlaw": 1, "renegade": 1},
    4: {"sheriff": 1, "outlaw": 2, "renegade": 1},
    5: {"sheriff": 1, "deputy": 1, "outlaw": 2, "renegade": 1},
    6: {"sheriff": 1, "deputy": 1, "outlaw": 3, "renegade": 1},
    7: {"sheriff": 1, "deputy": 2, "outlaw": 3, "renegade": 1},
    8: {"sheriff": 1, "deputy": 2, "outlaw": 3, "renegade": 2},
}


def test_b1_six_faces_and_nine_arrows() -> None:
    assert FACES == ("arrow", "dynamite", "one", "two", "beer", "gatling")
    assert TOTAL_ARROWS == 9


def test_b8_sixteen_characters_with_their_life() -> None:
    assert {c.name: c.life for c in characters()} == EXPECTED_LIFE


@pytest.mark.parametrize("players", range(3, 9))
def test_b2_role_table(players: int) -> None:
    for seed in range(5):
        game = DiceGame.new(DiceConfig(players=players), seed)
        assert Counter(game.roles) == ROLE_COUNTS[players]


@pytest.mark.parametrize("players", range(3, 9))
def test_b3_characters_distinct_life_and_first_player(players: int) -> None:
    game = DiceGame.new(DiceConfig(players=players), 7)
    assert len(set(game.characters)) == players
    for s in range(players):
        base = EXPECTED_LIFE[game.characters[s]]
        bonus = 2 if game.roles[s] == "sheriff" else 0  # B3.3: Sheriff +2 (B2.1: not in 3p)
        assert game.max_life[s] == game.life[s] == base + bonus
    first = "sheriff" if players > 3 else "deputy"  # B3.4, B2.1: the Deputy starts
    assert game.roles[game.turn] == first
    assert game.centre + sum(game.arrows) == TOTAL_ARROWS


def test_b2_deal_is_determined_by_the_seed_alone() -> None:
    a = DiceGame.new(DiceConfig(players=6), 99)
    b = DiceGame.new(DiceConfig(players=6), 99)
    assert (a.roles, a.characters, a.digest()) == (b.roles, b.characters, b.digest())
    deals = {tuple(DiceGame.new(DiceConfig(players=6), s).roles) for s in range(20)}
    assert len(deals) > 1


@pytest.mark.parametrize("players", [2, 9, 0])
def test_b2_player_count_outside_3_to_8_is_refused(players: int) -> None:
    with pytest.raises(ConfigError, match="3 to 8 players"):
        DiceConfig(players=players)


def test_appendix1_dice_options_from_strings_and_back() -> None:
    config = DiceConfig.from_dict({"players": "4", "lucky_duke_five_rolls": "true",
                                   "dynamite_resolve_even_if_dead": "yes",
                                   "el_gringo_one_arrow_per_turn": "0", "auto_forced": "on"})
    assert config == DiceConfig(4, True, True, False, True)
    assert DiceConfig.from_dict(config.to_dict()) == config
    with pytest.raises(ConfigError, match="unknown option"):
        DiceConfig.from_dict({"sheriff_extra_card": True})
    with pytest.raises(ConfigError):
        DiceConfig.from_dict({"players": "many"})


def test_b3_2_setup_with_a_character_dealt_twice_is_refused() -> None:
    """B3.2 deals one character card per player: an exact position cannot seat the same
    character twice (it would give two seats one ability and break name lookups)."""
    players = [
        {"role": "sheriff", "character": "Willy the Kid"},
        {"role": "outlaw", "character": "Willy the Kid"},
        {"role": "renegade", "character": "Kit Carlson"},
        {"role": "outlaw", "character": "Jourdonnais"},
    ]
    with pytest.raises(ConfigError, match="Willy the Kid"):
        DiceGame.from_setup({"players": players})
    players[1]["character"] = "El Gringo"
    assert DiceGame.from_setup({"players": players}).characters[1] == "El Gringo"


def test_b3_2_a_repeated_character_must_be_asked_for_explicitly() -> None:
    """Rule tests may seat one character twice, but only by saying so in the setup."""
    players = [{"role": r, "character": "Jesse Jones"}
               for r in ("sheriff", "outlaw", "outlaw", "renegade")]
    game = DiceGame.from_setup({"players": players, "allow_duplicate_characters": True})
    assert game.characters == ["Jesse Jones"] * 4
    with pytest.raises(ConfigError, match="true or false"):
        DiceGame.from_setup({"players": players, "allow_duplicate_characters": 1})
