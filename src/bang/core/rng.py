"""Per-game random streams (DESIGN.md §3).

Each game owns its generators; nothing here touches the module-level ``random``
functions, so concurrent games and bots never disturb each other.  Streams are derived
from the game seed by name, so adding a stream never changes the others' sequences.
"""

from __future__ import annotations

import random


def stream(seed: int, name: str) -> random.Random:
    """A generator for one named stream of the game seeded with ``seed``.

    Seeding with a string is deterministic across runs and platforms (it hashes with
    SHA-512, not with the salted ``hash()``).
    """
    return random.Random(f"bang:{seed}:{name}")


def child_seed(seed: int, index: int) -> int:
    """A well-mixed seed for the ``index``-th game of a batch started from ``seed``."""
    return random.Random(f"bang-batch:{seed}:{index}").getrandbits(63)


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator in exactly the same state."""
    clone = random.Random()
    clone.setstate(rng.getstate())
    return clone
