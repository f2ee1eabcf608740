"""Every bot level plays only legal moves and its games end with A Fistful of Cards'
deck (rules/high-noon-fistful.md F5.16-F5.30: the new prompts and phase-2 actions),
alone and mixed with High Noon, with Dodge City and with a ghost variant.  ``simulate``
applies each choice through ``CardGame.apply``, which refuses any illegal one."""

from __future__ import annotations

from typing import Any

import pytest

from bang.bots.registry import LEVELS
from bang.sim import simulate

SETTINGS: list[tuple[int, dict[str, Any]]] = [
    (4, {"event_decks": "fistful"}),
    (5, {"event_decks": "mixed", "dodge_city": True}),
    (6, {"event_decks": "fistful", "ghost_variant": "dead_reckonin",
         "event_revival_cards": "always", "abandoned_mine_scope": "all_played"}),
    (7, {"event_decks": "fistful", "ghost_variant": "dead_mans_hand",
         "event_revival_cards": "always", "ranch_timing": "end_of_phase2"}),
]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("players", "options"), SETTINGS,
                         ids=[f"{p}p-{'-'.join(map(str, o.values()))}" for p, o in SETTINGS])
def test_every_bot_level_finishes_fistful_games(level: str, players: int,
                                                options: dict[str, Any]) -> None:
    games = {"hard": 2, "expert": 1}.get(level, 4)  # the searching levels are slow
    summary = simulate("cards", players, games, seed=players * 11, jobs=1,
                       options=options, bots=level, max_decisions=20_000)
    assert summary.capped == ()
    assert summary.finished == games
