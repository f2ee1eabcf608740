"""What every outcome of a turn's dice means, computed once per set of dice (RULES.md B1,
B4, B5).

The dice a turn rolls are a ``DiceSet``: a tuple of dice (five base dice in the base
game; later a Saloon die or two Duel dice in place of some), each die six faces.  The
dice are packed into one integer, three bits per die (die ``i`` in bits ``3i..3i+2``,
holding the position of its face on that die), so a re-roll is ``kept | spread`` with
two table lookups and no loop, and everything the turn asks about the dice (Dynamite
count, re-rollable dice, the dice each resolution step resolves, face names) is one more
lookup in the ``Outcome`` of that code.  What a face counts as and where it resolves
comes from its ``Face`` record, so a new die is new data, not new code.  Tables are
immutable once built, except each set's outcome table, which fills in lazily (at most
6**n entries).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

from bang.core.protocol import Action
from bang.dice.data import Die, Face

BITS = 3
#: The most dice one turn may roll (RULES.md G4.1: José Delgado's six).
MAX_DICE = 6
#: Keys of the resolution steps the engine itself reads an outcome for (RULES.md B5).
ARROWS_STEP = "arrow"
DYNAMITE_STEP = "dynamite"
BULLS_STEP = "bulls_eye"
BEER_STEP = "beer"
GATLING_STEP = "gatling"
#: Bull's-eye symbols at distance 2 (RULES.md B5.3: a TWO).
FAR_SYMBOLS = frozenset({"two"})


@dataclass(frozen=True, slots=True)
class Outcome:
    """The faces showing and what they mean for the rest of the turn.

    A slotted class rather than a ``NamedTuple``: the turn reads its fields by name on
    every roll, and slot reads are the fast ones.  ``steps`` lists, for each resolution
    step a face showing belongs to, its dice once per symbol (a double face twice); the
    fields after it are the steps the engine reads on every turn."""

    faces: tuple[int, ...]
    names: tuple[str, ...]
    steps: dict[str, tuple[int, ...]]
    dynamite: int
    free: int                 # B4.3: dice that may be re-rolled (not the Dynamite)
    bulls: tuple[int, ...]    # B5.3: ONE and TWO symbols, in die order
    twos: int                 # B5.3: bit mask of the dice whose bull's eye is a TWO
    beers: tuple[int, ...]    # B5.4: BEER symbols, in die order
    gatlings: int             # B5.5: GATLING symbols


#: Die indices named by each re-roll mask.
MASK_DICE: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in range(MAX_DICE) if m >> d & 1) for m in range(1 << MAX_DICE))

#: For each re-roll mask, the bits of the code that the roll keeps.
KEEP_BITS: tuple[int, ...] = tuple(
    ((1 << BITS * MAX_DICE) - 1) & ~sum(7 << BITS * d for d in MASK_DICE[m])
    for m in range(1 << MAX_DICE))

STOP = Action("stop")
REROLL = tuple(Action("reroll", arg=mask) for mask in range(1 << MAX_DICE))


def encode(positions: Sequence[int]) -> int:
    """The code of dice showing the faces at ``positions`` of their dice."""
    return sum(p << BITS * d for d, p in enumerate(positions))


class DiceSet:
    """The dice a turn rolls and every table built from them (one per distinct tuple of
    dice, shared by all games and clones; never mutated but for the lazy outcomes)."""

    __slots__ = ("all_mask", "arrows", "dice", "faces", "keys", "n", "names", "no_dice",
                 "no_roll", "outcomes", "positions", "records", "roll_options",
                 "roll_sets", "spread")

    def __init__(self, dice: tuple[Die, ...], face_ids: dict[str, int],
                 records: Sequence[Face]) -> None:
        """``face_ids`` numbers every registered face (its id in the state's ``dice``);
        ``records`` are those faces by id."""
        n = len(dice)
        self.dice = dice
        self.keys = tuple(d.key for d in dice)
        self.n = n
        self.all_mask = (1 << n) - 1
        self.records = tuple(records)
        self.names = tuple(f.key for f in records)
        #: Per die, the face id at each position.
        self.positions = tuple(tuple(face_ids[f] for f in die.faces) for die in dice)
        #: Per die, the arrows each position gives at once (B5.1).
        self.arrows = tuple(tuple(records[f].count if records[f].resolution == ARROWS_STEP
                                  else 0 for f in pos) for pos in self.positions)
        #: For each re-roll mask, every equally likely result of rolling its dice: the code
        #: bits it sets and the number of arrows rolled.  6**k entries for k dice.
        self.spread: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((sum(p << BITS * d for d, p in zip(MASK_DICE[m], combo, strict=True)),
                   sum(self.arrows[d][p] for d, p in zip(MASK_DICE[m], combo, strict=True)))
                  for combo in product(range(6), repeat=len(MASK_DICE[m])))
            for m in range(self.all_mask + 1))
        self.outcomes: list[Outcome | None] = [None] * (1 << BITS * n)
        #: Legal answers to a roll prompt for each mask of re-rollable dice: stop, then
        #: every non-empty subset; and the same keyed by themselves, for constant-time
        #: look-ups of roll answers (giving back the engine's own object, DESIGN.md §2).
        self.roll_options: tuple[tuple[Action, ...], ...] = tuple(
            (STOP, *(REROLL[m] for m in range(1, self.all_mask + 1) if m & ~free == 0))
            for free in range(self.all_mask + 1))
        self.roll_sets: tuple[dict[Action, Action], ...] = tuple(
            {a: a for a in o} for o in self.roll_options)
        #: The dice before the first roll of a turn (no face showing).
        self.no_dice = (-1,) * n
        self.no_roll = self.outcome(0)

    def outcome(self, code: int) -> Outcome:
        """The meaning of the dice packed in ``code``."""
        info = self.outcomes[code]
        if info is None:
            records = self.records
            faces = tuple(pos[code >> BITS * d & 7] for d, pos in enumerate(self.positions))
            steps: dict[str, list[int]] = {}
            free = twos = 0
            for d, f in enumerate(faces):
                face = records[f]
                if face.rerollable:
                    free |= 1 << d
                if face.symbol in FAR_SYMBOLS:
                    twos |= 1 << d
                steps.setdefault(face.resolution, []).extend([d] * face.count)
            groups = {key: tuple(dice) for key, dice in steps.items()}
            info = self.outcomes[code] = Outcome(
                faces=faces,
                names=tuple(self.names[f] for f in faces),
                steps=groups,
                dynamite=len(groups.get(DYNAMITE_STEP, ())),
                free=free,
                bulls=groups.get(BULLS_STEP, ()),
                twos=twos,
                beers=groups.get(BEER_STEP, ()),
                gatlings=len(groups.get(GATLING_STEP, ())),
            )
        return info

    def position(self, die: int, face: int) -> int:
        """Where die ``die`` shows face ``face``, or -1 if it has no such face."""
        positions = self.positions[die]
        return positions.index(face) if face in positions else -1
