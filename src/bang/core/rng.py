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


_MASK64 = (1 << 64) - 1


def mix(*parts: int) -> int:
    """A well-mixed 63-bit number from integers (SplitMix64's finaliser over each part).

    Deriving seeds this way costs a few integer operations, where building a
    ``random.Random`` just to draw a seed costs as much as a simulated decision's worth
    of work; batches derive one seed per game and per bot.
    """
    h = 0x9E3779B97F4A7C15
    for part in parts:
        h = (h ^ (part & _MASK64)) * 0xBF58476D1CE4E5B9 & _MASK64
        h = (h ^ (h >> 27)) * 0x94D049BB133111EB & _MASK64
        h ^= h >> 31
    return h >> 1


#: Tags that keep the seed families apart (a game's seed never equals a bot's).
BATCH, BOT = 0x6261746368, 0x626F74


def child_seed(seed: int, index: int) -> int:
    """A well-mixed seed for the ``index``-th game of a batch started from ``seed``."""
    return mix(BATCH, seed, index)


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator in exactly the same state."""
    clone = random.Random()
    clone.setstate(rng.getstate())
    return clone
