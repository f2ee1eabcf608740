"""Options that are not rules (docs/security.md): ``round_limit`` ends a stalling game of
either engine with no winner, and ``check_fair_for_humans`` refuses simulation-only
options (issue 8, defects 6 and 7)."""

from __future__ import annotations

import pytest

from bang.cards import CardConfig, CardGame
from bang.core.config import check_fair_for_humans
from bang.core.errors import ConfigError
from bang.dice import DiceConfig, DiceGame


def stall(game: CardGame | DiceGame, limit: int) -> int:
    """Answer every prompt with its last option ("end" in the card game's play phase)."""
    decisions = 0
    while not game.is_over:
        legal = game.legal_actions()
        ends = [a for a in legal if a.kind in ("end", "stop")]
        game.apply(ends[0] if ends else legal[-1])
        decisions += 1
        assert decisions < 10_000, "the round limit did not end the game"
    return decisions


@pytest.mark.parametrize("players", [4, 6])
def test_a_card_game_ends_with_no_winner_at_the_round_limit(players: int) -> None:
    game = CardGame.new(CardConfig(players=players, round_limit=3), 11)
    stall(game, 3)
    assert game.winners == frozenset()
    assert game.returns() == (0.0,) * players
    assert game.turns_taken == 3 * players
    public = [e for e in game.view(None).to_dict()["events"] if e["kind"] == "round_limit"]
    assert public == [{"kind": "round_limit", "rounds": 3}]
    assert CardGame.from_record(game.to_record()).digest() == game.digest()


def test_a_dice_game_ends_with_no_winner_at_the_round_limit() -> None:
    game = DiceGame.new(DiceConfig(players=5, round_limit=1), 4)
    stall(game, 1)
    if game.winners:  # someone won within the first round; try another seed
        pytest.skip("the seed decided the game before the limit")
    assert game.returns() == (0.0,) * 5
    assert any(e.kind == "round_limit" for e in game.log)
    assert DiceGame.from_record(game.to_record()).digest() == game.digest()


def test_the_round_limit_is_off_by_default() -> None:
    assert CardConfig().round_limit == 0 and DiceConfig().round_limit == 0


@pytest.mark.parametrize("value", [-1, 1.5, True, "3", 10**6])
def test_bad_round_limits_are_config_errors(value: object) -> None:
    with pytest.raises(ConfigError):
        CardConfig(round_limit=value)  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        DiceConfig(round_limit=value)  # type: ignore[arg-type]


def test_round_limit_from_options_text() -> None:
    assert CardConfig.from_dict({"round_limit": "40"}).round_limit == 40
    assert DiceConfig.from_dict({"round_limit": "40"}).round_limit == 40


@pytest.mark.parametrize("config", [CardConfig(auto_forced=True),
                                    DiceConfig(auto_forced=True)])
def test_simulation_only_options_are_refused_for_humans(config: object) -> None:
    with pytest.raises(ConfigError):
        check_fair_for_humans(config)


@pytest.mark.parametrize("config", [CardConfig(), DiceConfig(), CardConfig(round_limit=50)])
def test_rule_options_are_fair_for_humans(config: object) -> None:
    check_fair_for_humans(config)
