"""The heuristic card bot decides the same from a lazy view as from the full view.

``bang.sim.play`` hands the bots ``game.lazy_view(seat)`` (its per-seat columns, single
records and public events since a cursor), the search bots' rollouts and the seeded
digests hand them ``game.view(seat)``: two bots seeded alike, one reading each, must
give the same answer at every decision of the same games (every variant, 3-8 players,
both levels), or the same seed would play different games depending on the driver.
"""

from __future__ import annotations

from typing import Any

import pytest

from bang.cards import CardConfig, CardGame
from twins import lazy_full_lockstep

VARIANTS: list[dict[str, Any]] = [
    {},
    {"ghost_variant": "dead_reckonin"},
    {"ghost_variant": "dead_mans_hand"},
]


def lockstep(options: dict[str, Any], players: int, seed: int, level: str) -> int:
    """Play one game where every decision is asked of both twins; return the choices."""
    game = CardGame.new(CardConfig.from_dict({**options, "players": players}), seed)
    return lazy_full_lockstep(game, level, seed)


#: (options, players): the plain game at 3-8 players, the ghost variants at 4-8.
CASES = [({}, n) for n in range(3, 9)] + [
    (options, n) for options in VARIANTS[1:] for n in range(4, 9)] + [
    ({"dodge_city": True}, n) for n in (3, 5, 8)]


@pytest.mark.parametrize(("options", "players"), CASES)
def test_lazy_and_full_views_give_the_same_choices(options: dict[str, Any],
                                                   players: int) -> None:
    choices = sum(lockstep(options, players, seed, level)
                  for seed in range(6) for level in ("normal", "easy"))
    assert choices > 500
