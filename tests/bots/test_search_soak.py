"""Every game with search bots ends: both games, every player count, both ghost variants.

The quick run plays one game per setting with a small search budget in every seat;
``--soak`` plays the ``hard`` level itself, a few games per setting."""

from __future__ import annotations

from typing import Any

import pytest
from test_bot_soak import SETTINGS

from bang.bots.registry import register_bot
from bang.bots.search import CARD_KINDS, DICE_KINDS, SearchBot
from bang.sim import simulate

IDS = [f"{g}-{p}p-{'-'.join(map(str, o.values())) or 'base'}" for g, p, o in SETTINGS]

register_bot("search-quick", lambda seed: SearchBot(seed, iterations=3, horizon=1,
                                                    kinds=CARD_KINDS | DICE_KINDS))


def run(game: str, players: int, options: dict[str, Any], bots: str, games: int) -> None:
    summary = simulate(game, players, games, seed=players * 11 + len(options), jobs=1,
                       options=options, bots=bots, max_decisions=20_000)
    assert summary.capped == ()
    assert summary.finished == games


@pytest.mark.parametrize(("game", "players", "options"), SETTINGS, ids=IDS)
def test_search_bot_games_always_end(game: str, players: int, options: dict[str, Any]) -> None:
    run(game, players, options, "search-quick", games=1)


@pytest.mark.soak
@pytest.mark.parametrize(("game", "players", "options"), SETTINGS, ids=IDS)
def test_soak_hard_bot_games_always_end(game: str, players: int,
                                        options: dict[str, Any]) -> None:
    run(game, players, options, "hard", games=5)


@pytest.mark.soak
@pytest.mark.parametrize(("game", "players", "options"), SETTINGS, ids=IDS)
def test_soak_expert_bot_games_always_end(game: str, players: int,
                                          options: dict[str, Any]) -> None:
    """The strongest level in every seat, with its full budget (128 iterations per card
    decision): a longer search changes which moves are played, never whether the game
    ends."""
    run(game, players, options, "expert", games=2)
