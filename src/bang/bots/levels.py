"""The search levels of the difficulty ladder and their budgets per decision.

Both levels search only the prompts where a choice changes the game (``CARD_KINDS``,
``DICE_KINDS``) and take the heuristic bot's answer everywhere else.  ``hard`` answers
within a second at 7 players on a small machine; ``expert`` spends a few times more.
Measured move times are in BENCHMARKS.md (``benchmarks/move_time.py``).
"""

from __future__ import annotations

from typing import Any

from bang.bots.dice_team import TeamDiceBot
from bang.bots.dice_value import dice_value
from bang.bots.search import CARD_KINDS, DICE_KINDS, SearchBot

#: The dice game's part of both levels (docs/search.md): the team-minded policy as
#: baseline and own rollout player, the fitted chance of winning at the horizon,
#: rollouts to the end once three players or fewer live, and a wider margin (the policy
#: is strong enough that a challenger within 2.5 standard errors is mostly noise).
DICE_OPTIONS: dict[str, Any] = {"dice_policy": TeamDiceBot, "dice_value": dice_value,
                                "endgame": {"dice": 3}, "dice_margin": 2.5}

#: The card game's margin (``margin``; the dice game reads ``dice_margin``): with up to
#: ten alternatives per decision, the best of them beats the heuristic's answer by 1.5
#: standard errors by luck alone about every other time (at 5 players a search with
#: that margin overruled the heuristic at 18 % of its decisions and won no more often);
#: 2.5 keeps the overrules that hold.
CARD_MARGIN = 2.5

#: Budget and shape of each search level: iterations and a time cap per decision, and
#: how many turns a rollout plays before it is scored.  ``expert`` searches the card
#: game with 128 iterations: at 5 players the Law, with two searching seats, won 74.0 %
#: of 800 deals with 48 and 77.1 % with 128 (``normal`` 70.8 %), and 256 added nothing
#: measurable (77.5 % against 78.2 % on the same 400); the dice game keeps 48, where its
#: policy and value carry the level (BENCHMARKS.md).
LEVEL_OPTIONS: dict[str, dict[str, Any]] = {
    "hard": {"iterations": 16, "ms": 800.0, "horizon": {"cards": 2, "dice": 1},
             "width": 6, "margin": CARD_MARGIN, **DICE_OPTIONS},
    "expert": {"iterations": {"cards": 128, "dice": 48}, "ms": 5000.0,
               "horizon": {"cards": 2, "dice": 1}, "width": 10, "margin": CARD_MARGIN,
               **DICE_OPTIONS},
}


def level_bot(level: str, seed: int) -> SearchBot:
    """A search bot of ``level`` (``hard`` or ``expert``)."""
    return SearchBot(seed, kinds=CARD_KINDS | DICE_KINDS, **LEVEL_OPTIONS[level])


def hard_bot(seed: int) -> SearchBot:
    """The ``hard`` level (``LEVEL_OPTIONS["hard"]``)."""
    return level_bot("hard", seed)


def expert_bot(seed: int) -> SearchBot:
    """The ``expert`` level (``LEVEL_OPTIONS["expert"]``)."""
    return level_bot("expert", seed)
