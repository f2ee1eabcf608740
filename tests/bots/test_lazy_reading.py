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

from bang.bots import make_bot
from bang.cards import CardConfig, CardGame

VARIANTS: list[dict[str, Any]] = [
    {},
    {"ghost_variant": "dead_reckonin"},
    {"ghost_variant": "dead_mans_hand"},
]


def lockstep(options: dict[str, Any], players: int, seed: int, level: str) -> int:
    """Play one game where every decision is asked of both twins; return the choices."""
    game = CardGame.new(CardConfig.from_dict({**options, "players": players}), seed)
    lazy_readers = [make_bot(level, seed * 10 + s) for s in range(players)]
    full_readers = [make_bot(level, seed * 10 + s) for s in range(players)]
    choices = 0
    while not game.is_over:
        seat = game.pending.seat
        legal = game.legal_actions()
        if len(legal) == 1:
            game.apply(legal[0])
            continue
        from_lazy = lazy_readers[seat].choose(game.lazy_view(seat), legal)
        from_full = full_readers[seat].choose(game.view(seat), legal)
        assert from_lazy == from_full, (seed, game.decision)
        game.apply(from_lazy)
        choices += 1
    return choices


#: (options, players): the plain game at 3-8 players, the ghost variants at 4-8.
CASES = [({}, n) for n in range(3, 9)] + [
    (options, n) for options in VARIANTS[1:] for n in range(4, 9)]


@pytest.mark.parametrize(("options", "players"), CASES)
def test_lazy_and_full_views_give_the_same_choices(options: dict[str, Any],
                                                   players: int) -> None:
    choices = sum(lockstep(options, players, seed, level)
                  for seed in range(6) for level in ("normal", "easy"))
    assert choices > 500
