"""What the role-aware bots of both games keep between decisions.

Apart from ``bang.bots.base`` (the ``Bot`` protocol, checked at run time with
``isinstance``) so that this module and the bots built on it can be compiled: a compiled
module holds no run-time-checkable protocol.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bang.core.build import mypyc_attr


def first_new_event(events: Sequence[Any], last: Any) -> int:
    """Where the events a bot has not read yet start in a view's window of recent
    events, given the last event it read (compared by identity: the engines hand out the
    same event objects view after view)."""
    if last is not None:
        for index in range(len(events) - 1, -1, -1):
            if events[index] is last:
                return index + 1
    return 0


@mypyc_attr(allow_interpreted_subclasses=True)
class RoleBot:
    """What the heuristic bots of both games keep between decisions: their own
    generator, the share of random choices (``noise``: the easy level), how loyal to the
    Sheriff each seat has looked so far, and the last event read."""

    needs_view = True
    #: Reads a ``LazyView`` as well as a full view (``bang.sim.play`` hands it one).
    reads_lazy_view = True

    def __init__(self, seed: int | str, noise: float = 0.0) -> None:
        self._seed = seed
        #: Made from ``_seed`` on first use (``_rng``): a ``normal`` card bot seldom draws
        #: (only for a prompt it does not know), and seeding a Mersenne Twister costs
        #: more than many decisions.  The same seed gives the same draws either way.
        self._generator: random.Random | None = None
        self.noise = noise
        self.loyalty: dict[int, float] = {}
        #: The last event read from a full view (found again by identity) ...
        self._last_event: Any = None
        #: ... or the number of the next event to read from a lazy view (its
        #: ``events_since``, which counts from the game's first event).
        self._cursor = 0

    @property
    def _rng(self) -> random.Random:
        """The bot's own generator (never the game's)."""
        generator = self._generator
        if generator is None:
            generator = self._generator = random.Random(self._seed)
        return generator

    @_rng.setter
    def _rng(self, generator: random.Random) -> None:
        # A rollout player draws from its search's generator (``bang.bots.search``).
        self._generator = generator
