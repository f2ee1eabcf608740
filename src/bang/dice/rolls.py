"""What every outcome of the five dice means, computed once (RULES.md B1, B4, B5).

Five dice are packed into one integer, three bits per die (die ``i`` in bits ``3i..3i+2``),
so a re-roll is ``kept | spread`` with two table lookups and no loop, and everything the
turn asks about the dice (Dynamite count, re-rollable dice, bull's-eye and Beer dice,
Gatling count, face names) is one more lookup.  Tables are immutable after import, except
``OUTCOME_TABLE``, which fills in lazily (at most 6**5 entries).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from bang.dice.data import ALL_DICE, ARROW, BEER, DICE, DYNAMITE, FACES, GATLING, ONE, TWO

BITS = 3


@dataclass(frozen=True, slots=True)
class Outcome:
    """The five faces showing and what they mean for the rest of the turn.

    A slotted class rather than a ``NamedTuple``: the turn reads its fields by name on
    every roll, and slot reads are the fast ones."""

    faces: tuple[int, ...]
    names: tuple[str, ...]
    dynamite: int
    free: int                 # B4.3: dice that may be re-rolled (not the Dynamite)
    bulls: tuple[int, ...]    # B5.3: ONE and TWO dice, in die order
    beers: tuple[int, ...]    # B5.4: BEER dice, in die order
    gatlings: int             # B5.5


#: Die indices named by each re-roll mask.
MASK_DICE: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in range(DICE) if m >> d & 1) for m in range(ALL_DICE + 1))

#: For each re-roll mask, the bits of the code that the roll keeps.
KEEP_BITS: tuple[int, ...] = tuple(
    ((1 << BITS * DICE) - 1) & ~sum(7 << BITS * d for d in MASK_DICE[m])
    for m in range(ALL_DICE + 1))

#: For each re-roll mask, every equally likely result of rolling its dice: the code bits it
#: sets and the number of arrows rolled (B5.1).  6**k entries for a mask of k dice.
SPREAD: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((sum(f << BITS * d for d, f in zip(MASK_DICE[m], faces, strict=True)),
           faces.count(ARROW))
          for faces in product(range(6), repeat=len(MASK_DICE[m])))
    for m in range(ALL_DICE + 1))

OUTCOME_TABLE: list[Outcome | None] = [None] * (1 << BITS * DICE)


def encode(faces: tuple[int, ...] | list[int]) -> int:
    return sum(f << BITS * d for d, f in enumerate(faces))


def outcome(code: int) -> Outcome:
    """The meaning of the dice packed in ``code``."""
    info = OUTCOME_TABLE[code]
    if info is None:
        faces = tuple(code >> BITS * d & 7 for d in range(DICE))
        info = OUTCOME_TABLE[code] = Outcome(
            faces=faces,
            names=tuple(FACES[f] for f in faces),
            dynamite=faces.count(DYNAMITE),
            free=sum(1 << d for d in range(DICE) if faces[d] != DYNAMITE),
            bulls=tuple(d for d in range(DICE) if faces[d] in (ONE, TWO)),
            beers=tuple(d for d in range(DICE) if faces[d] == BEER),
            gatlings=faces.count(GATLING),
        )
    return info
