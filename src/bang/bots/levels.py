"""The search levels of the difficulty ladder and their budgets per decision.

Both levels search only the prompts where a choice changes the game (``CARD_KINDS``,
``DICE_KINDS``) and take the heuristic bot's answer everywhere else.  ``hard`` answers
within a second at 7 players on a small machine; ``expert`` spends a few times more.
Measured move times are in BENCHMARKS.md (``benchmarks/move_time.py``).
"""

from __future__ import annotations

from typing import Any

from bang.bots.search import CARD_KINDS, DICE_KINDS, SearchBot

#: What the card game's levels change: with up to ten alternatives per decision, the
#: best of them beats the heuristic's answer by 1.5 standard errors by luck alone about
#: every other time (at 5 players a search with that margin overruled the heuristic at
#: 18 % of its decisions and won no more often); 2.5 keeps the overrules that hold.
CARD_OPTIONS: dict[str, Any] = {"margin": 2.5}

#: Budget and shape of each search level: iterations and a time cap per decision, and
#: how many turns a rollout plays before it is scored.
LEVEL_OPTIONS: dict[str, dict[str, Any]] = {
    "hard": {"iterations": 16, "ms": 800.0, "horizon": {"cards": 2, "dice": 1},
             "width": 6, "margin": 1.5, "per_game": {"cards": CARD_OPTIONS}},
    "expert": {"iterations": 48, "ms": 2500.0, "horizon": {"cards": 2, "dice": 1},
               "width": 10, "margin": 1.5, "per_game": {"cards": CARD_OPTIONS}},
}


def level_bot(level: str, seed: int) -> SearchBot:
    """A search bot of ``level`` (``hard`` or ``expert``)."""
    return SearchBot(seed, kinds=CARD_KINDS | DICE_KINDS, **LEVEL_OPTIONS[level])


def hard_bot(seed: int) -> SearchBot:
    return level_bot("hard", seed)


def expert_bot(seed: int) -> SearchBot:
    return level_bot("expert", seed)
