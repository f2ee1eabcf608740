"""Every game always ends (the mission's rule): thousands of games with every kind of bot,
both games, every player count and both ghost variants, none reaching the decision cap.

The quick run plays a few games per setting; ``--soak`` plays many more."""

from __future__ import annotations

from typing import Any

import pytest

from bang.sim import simulate

SETTINGS: list[tuple[str, int, dict[str, Any]]] = [
    ("cards", players, {}) for players in range(3, 9)] + [
    ("cards", 6, {"ghost_variant": "dead_reckonin"}),
    ("cards", 6, {"ghost_variant": "dead_mans_hand", "victory_check": "immediate"}),
    ("cards", 7, {"ghost_variant": "dead_mans_hand", "ghost_separate_deck": True}),
] + [("cards", players, {"dodge_city": True}) for players in range(3, 9)] + [
    ("cards", 6, {"dodge_city": True, "ghost_variant": "dead_reckonin"}),
    ("cards", 7, {"dodge_city": True, "ghost_variant": "dead_mans_hand",
                  "ghost_separate_deck": True}),
] + [("dice", players, {}) for players in range(3, 9)]


def run(game: str, players: int, options: dict[str, Any], bots: str, games: int) -> None:
    summary = simulate(game, players, games, seed=players * 7 + len(options), jobs=1,
                       options=options, bots=bots, max_decisions=20_000)
    assert summary.capped == ()
    assert summary.finished == games


@pytest.mark.parametrize(("game", "players", "options"), SETTINGS,
                         ids=[f"{g}-{p}p-{'-'.join(map(str, o.values())) or 'base'}"
                              for g, p, o in SETTINGS])
@pytest.mark.parametrize("bots", ["easy", "normal"])
def test_heuristic_bot_games_always_end(game: str, players: int, options: dict[str, Any],
                                        bots: str) -> None:
    run(game, players, options, bots, games=3)


@pytest.mark.soak
@pytest.mark.parametrize(("game", "players", "options"), SETTINGS,
                         ids=[f"{g}-{p}p-{'-'.join(map(str, o.values())) or 'base'}"
                              for g, p, o in SETTINGS])
@pytest.mark.parametrize("bots", ["random", "easy", "normal"])
def test_soak_bot_games_always_end(game: str, players: int, options: dict[str, Any],
                                   bots: str) -> None:
    run(game, players, options, bots, games=300)
