"""The dice game's next game at the same table (the rematch of a dice match), by the
rules of RULES.md A2 "New game": survivors keep their characters, the eliminated draw
unused ones, the Sheriff's role (the Deputy's with 3 players) moves one seat on."""

from __future__ import annotations

import random

import pytest

from bang.core.errors import ConfigError
from bang.dice import DiceConfig, DiceGame
from bang.dice.series import next_game


def finished(players: int, seed: int) -> DiceGame:
    game = DiceGame.new(DiceConfig(players=players, round_limit=40), seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("players", [3, 4, 5, 8])
def test_the_first_role_moves_on_and_survivors_keep_their_characters(players: int) -> None:
    old = finished(players, seed=players)
    new = next_game(old, seed=2**100 + players)
    first = "deputy" if players == 3 else "sheriff"
    assert new.roles.index(first) == (old.roles.index(first) + 1) % players
    assert sorted(new.roles) == sorted(old.roles)
    for seat in range(players):
        if old.alive[seat]:
            assert new.characters[seat] == old.characters[seat]
        else:
            assert new.characters[seat] not in old.characters
    assert len(set(new.characters)) == players
    assert new.config == old.config
    assert not new.is_over and new.turn == new.roles.index(first)
    assert DiceGame.from_record(new.to_record()).digest() == new.digest()


def test_without_the_options_everything_is_dealt_again() -> None:
    old = finished(5, seed=11)
    news = [next_game(old, seed=s, keep_characters=False, rotate_sheriff=False)
            for s in range(12)]
    assert any(n.characters != old.characters for n in news)
    assert len({n.roles.index("sheriff") for n in news}) > 1


def test_a_game_still_running_has_no_next_game() -> None:
    with pytest.raises(ConfigError, match="not over"):
        next_game(DiceGame.new(DiceConfig(players=4), seed=1), seed=2)
