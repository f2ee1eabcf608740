"""Per-game random streams (docs/design.md §3).

Each game owns its generators; nothing here touches the module-level ``random``
functions, so concurrent games and bots never disturb each other.  Streams are derived
from the game seed by name, so adding a stream never changes the others' sequences.
"""

from __future__ import annotations

import random
import secrets

from bang.core.errors import ConfigError

#: Bits of a seed drawn when none is given: the seed decides every hand and the deck, so
#: it must be as hard to guess as the deck itself (docs/security.md).
SEED_BITS = 128
#: The largest seed a game accepts, in bits (a seed is text-hashed into each stream).
MAX_SEED_BITS = 256


def fresh_seed() -> int:
    """A secret seed of ``SEED_BITS`` bits from the operating system's generator."""
    return secrets.randbits(SEED_BITS)


def check_seed(seed: object) -> int:
    """``seed`` itself if it is a whole number of at most ``MAX_SEED_BITS`` bits, else a
    ``ConfigError`` (a bool, a float or a 5,000-digit number is not a seed)."""
    if type(seed) is not int or seed.bit_length() > MAX_SEED_BITS:
        shown = repr(seed) if type(seed) is not int else f"a {seed.bit_length()}-bit number"
        raise ConfigError(
            f"a seed is a whole number of at most {MAX_SEED_BITS} bits, not {shown[:60]}")
    return seed


def stream(seed: int, name: str) -> random.Random:
    """A generator for one named stream of the game seeded with ``seed``.

    Seeding with a string is deterministic across runs and platforms (it hashes with
    SHA-512, not with the salted ``hash()``).
    """
    return random.Random(f"bang:{seed}:{name}")


_MASK64 = (1 << 64) - 1


def mix(*parts: int) -> int:
    """A well-mixed 63-bit number from integers (SplitMix64's finaliser over each part;
    a part wider than 64 bits, such as a 128-bit seed, is mixed in 64 bits at a time).

    Deriving seeds this way costs a few integer operations, where building a
    ``random.Random`` just to draw a seed costs as much as a simulated decision's worth
    of work; batches derive one seed per game and per bot.
    """
    h = 0x9E3779B97F4A7C15
    for part in parts:
        while True:
            h = (h ^ (part & _MASK64)) * 0xBF58476D1CE4E5B9 & _MASK64
            h = (h ^ (h >> 27)) * 0x94D049BB133111EB & _MASK64
            h ^= h >> 31
            part >>= 64
            if part == 0 or part == -1:
                break
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
