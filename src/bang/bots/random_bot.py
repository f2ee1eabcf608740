"""The random bot: uniform over the legal actions.

It is the baseline of every simulation and the workhorse of the engines' property tests,
so it must be cheap (it never asks for a view) and exactly reproducible from its seed.
"""

from __future__ import annotations

import random

from bang.bots.base import PlayerView
from bang.core.build import mypyc_attr
from bang.core.protocol import Action


@mypyc_attr(allow_interpreted_subclasses=True)
class RandomBot:
    """Picks uniformly among the legal actions with its own generator."""

    needs_view = False

    def __init__(self, seed: int | str | random.Random) -> None:
        # A generator may be passed in and shared: the random bots of one simulated game
        # draw from one stream, since seeding a Mersenne Twister costs as much as a dozen
        # decisions.
        self._rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self._random = self._rng.random

    def choose(self, view: PlayerView | None, legal: tuple[Action, ...]) -> Action:
        """A legal action drawn uniformly from the bot's own generator."""
        if not legal:
            raise ValueError("RandomBot was asked to choose among no legal actions")
        # One C call per choice; the float has 53 bits, so for the few dozen answers a
        # prompt offers the choice is uniform to within 2**-47.
        return legal[int(self._random() * len(legal))]
