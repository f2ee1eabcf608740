"""Seeded bot games end in the same state, build after build: the ``normal`` and ``easy``
bots' choices, the engines' rules and their chance streams are pinned by the final-state
digests in ``seeded/digests.json``.

Any faster view, bot or compiled build must leave every one of these games unchanged.
A failure means seeded games now play out differently; if that is intended, regenerate
the file with ``python tests/golden/test_seeded_digests.py`` and review the diff.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from bang.games import game_classes, make_config
from bang.sim.play import seat_bots

DIGESTS = Path(__file__).parent / "seeded" / "digests.json"

#: (game, players, options, bots, seed): every player count of the benchmarks, both
#: ghost variants, both bot levels and a mixed table, and the dice game.
CASES: list[tuple[str, int, dict[str, Any], str | tuple[str, ...], int]] = [
    *[("cards", n, {}, "normal", seed) for n in (4, 5, 6, 7) for seed in (1, 2, 3)],
    ("cards", 3, {}, "normal", 4),
    ("cards", 8, {}, "normal", 5),
    ("cards", 5, {}, "easy", 6),
    ("cards", 5, {}, ("normal", "random", "easy", "normal", "random"), 7),
    ("cards", 7, {"victory_check": "immediate", "auto_forced": True}, "normal", 8),
    ("cards", 6, {"ghost_variant": "dead_reckonin"}, "normal", 9),
    ("cards", 6, {"ghost_variant": "dead_mans_hand"}, "normal", 10),
    ("cards", 8, {"ghost_variant": "dead_reckonin", "ghost_separate_deck": True}, "easy", 11),
    ("dice", 5, {}, "normal", 12),
    ("dice", 8, {}, "normal", 13),
    ("dice", 6, {}, "easy", 14),
]


def case_id(case: tuple[str, int, dict[str, Any], str | tuple[str, ...], int]) -> str:
    game, players, options, bots, seed = case
    who = bots if isinstance(bots, str) else "mixed"
    extra = "-".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{game}-{players}p-{who}-s{seed}" + (f"-{extra}" if extra else "")


def play_case(case: tuple[str, int, dict[str, Any], str | tuple[str, ...], int]) -> Any:
    """The finished game of ``case``, driven exactly like ``bang.sim.play.play``."""
    game_name, players, options, bots, seed = case
    game_class, _ = game_classes(game_name)
    game = game_class.new(make_config(game_name, players, options), seed)
    seated = seat_bots(bots, players, seed)
    while not game.is_over:
        seat = game.pending.seat
        legal = game.legal_actions()
        view = game.view(seat) if seated[seat].needs_view and len(legal) > 1 else None
        game.apply(seated[seat].choose(view, legal))
    return game


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_seeded_bot_game_ends_in_the_recorded_state(
        case: tuple[str, int, dict[str, Any], str | tuple[str, ...], int]) -> None:
    expected = json.loads(DIGESTS.read_text())
    game = play_case(case)
    assert {"digest": game.digest(), "decisions": len(game.history)} == expected[case_id(case)]


def test_every_recorded_game_is_still_played() -> None:
    assert set(json.loads(DIGESTS.read_text())) == {case_id(c) for c in CASES}


def main() -> int:
    digests = {}
    for case in CASES:
        game = play_case(case)
        digests[case_id(case)] = {"digest": game.digest(), "decisions": len(game.history)}
    DIGESTS.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(digests)} digests to {DIGESTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
