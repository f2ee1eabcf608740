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


class Outcome:
    """The faces showing and what they mean for the rest of the turn.

    A slotted class with a positional constructor rather than a ``NamedTuple`` or a
    frozen dataclass: the turn reads its fields by name on every roll (slot reads are
    the fast ones), and a game builds thousands of them.  ``steps`` lists, for each
    resolution step of content a face showing belongs to, its dice once per symbol (a
    double face twice); the engine's own steps have the fields after it.  Never
    mutated."""

    __slots__ = ("beers", "bulls", "dynamite", "faces", "free", "gatlings", "names",
                 "on_roll", "steps", "twos")

    def __init__(self, faces: tuple[int, ...], names: tuple[str, ...],
                 steps: dict[str, tuple[int, ...]], on_roll: bool, dynamite: int, free: int,
                 bulls: tuple[int, ...], twos: int, beers: tuple[int, ...],
                 gatlings: int) -> None:
        self.faces = faces
        self.names = names
        self.steps = steps
        #: Whether a face showing is resolved by a step of content on every roll.
        self.on_roll = on_roll
        self.dynamite = dynamite
        #: B4.3: dice that may be re-rolled (not the Dynamite).
        self.free = free
        #: B5.3: ONE and TWO symbols, in die order, and the dice whose is a TWO.
        self.bulls = bulls
        self.twos = twos
        #: B5.4: BEER symbols, in die order.
        self.beers = beers
        #: B5.5: GATLING symbols.
        self.gatlings = gatlings


#: What the engine reads of a face's step on every roll (``DiceSet.role``).
OTHER, DYNAMITE, BULL, BEER, GATLING = range(5)
ROLES = {DYNAMITE_STEP: DYNAMITE, BULLS_STEP: BULL, BEER_STEP: BEER, GATLING_STEP: GATLING}
#: No content step on the dice.
NO_STEPS: dict[str, tuple[int, ...]] = {}


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

    __slots__ = ("all_mask", "arrows", "count", "dice", "far", "high", "keys", "kinds", "low",
                 "low_bits", "low_mask", "n", "names", "no_dice", "no_roll", "outcomes",
                 "positions", "records", "role", "roll_options", "roll_sets", "rolled",
                 "spread", "step", "unlocked")

    def __init__(self, dice: tuple[Die, ...], face_ids: dict[str, int],
                 records: Sequence[Face], on_roll: frozenset[str] = frozenset(),
                 kinds: tuple[int, ...] = ()) -> None:
        """``face_ids`` numbers every registered face (its id in the state's ``dice``);
        ``records`` are those faces by id; ``on_roll`` the steps of content that resolve
        their faces on every roll; ``kinds`` numbers each die's kind (registration order,
        for stacked rolls that name it)."""
        n = len(dice)
        self.dice = dice
        self.kinds = kinds
        self.keys = tuple(d.key for d in dice)
        self.n = n
        self.all_mask = (1 << n) - 1
        self.records = tuple(records)
        self.names = tuple(f.key for f in records)
        #: Per face id: what the engine reads of its step, how many symbols it counts as,
        #: whether it may be re-rolled, whether it is a TWO, and its content step (or "").
        self.role = tuple(ROLES.get(f.resolution, OTHER) for f in records)
        self.count = tuple(f.count for f in records)
        self.unlocked = tuple(f.rerollable for f in records)
        self.far = tuple(f.symbol in FAR_SYMBOLS for f in records)
        self.step = tuple("" if f.resolution in ROLES or f.resolution == ARROWS_STEP
                          else f.resolution for f in records)
        self.rolled = tuple(f.resolution in on_roll for f in records)
        #: Per die, the face id at each position.
        self.positions = tuple(tuple(face_ids[f] for f in die.faces) for die in dice)
        #: Per die, the arrows each position gives at once (B5.1).
        self.arrows = tuple(tuple(records[f].count if records[f].resolution == ARROWS_STEP
                                  else 0 for f in pos) for pos in self.positions)
        #: For each re-roll mask, every equally likely result of rolling its dice: the code
        #: bits it sets and the number of arrows rolled.  6**k entries for k dice.
        #: In the order of ``itertools.product`` over the dice, the last die fastest (each
        #: mask's list is the one without its highest die, times that die's faces).
        per_die = [[(p << BITS * d, self.arrows[d][p]) for p in range(6)] for d in range(n)]
        spread: list[tuple[tuple[int, int], ...]] = [((0, 0),)]
        for m in range(1, self.all_mask + 1):
            top = m.bit_length() - 1
            spread.append(tuple([(bits | more, arrows + extra)
                                 for bits, arrows in spread[m & ~(1 << top)]
                                 for more, extra in per_die[top]]))
        self.spread: tuple[tuple[tuple[int, int], ...], ...] = tuple(spread)
        self.outcomes: list[Outcome | None] = [None] * (1 << BITS * n)
        #: The meanings of the first (up to three) dice and of the others, by their part
        #: of a code, from which ``outcome`` puts every code's together.
        split = min(3, n)
        self.low_bits = BITS * split
        self.low_mask = (1 << self.low_bits) - 1
        self.low = self._parts(0, split)
        self.high = self._parts(split, n - split)
        #: Legal answers to a roll prompt for each mask of re-rollable dice: stop, then
        #: every non-empty subset; and the same keyed by themselves, for constant-time
        #: look-ups of roll answers (giving back the engine's own object, docs/design.md §2).
        self.roll_options: tuple[tuple[Action, ...], ...] = tuple(
            (STOP, *(REROLL[m] for m in range(1, self.all_mask + 1) if m & ~free == 0))
            for free in range(self.all_mask + 1))
        self.roll_sets: tuple[dict[Action, Action], ...] = tuple(
            {a: a for a in o} for o in self.roll_options)
        #: The dice before the first roll of a turn (no face showing).
        self.no_dice = (-1,) * n
        self.no_roll = self.outcome(0)

    def outcome(self, code: int) -> Outcome:
        """The meaning of the dice packed in ``code``: the meanings of its first dice and
        of the others, worked out when the set was made, put together (a game computes
        thousands of these)."""
        info = self.outcomes[code]
        if info is None:
            low = self.low[code & self.low_mask]
            high = self.high[code >> self.low_bits]
            assert low is not None and high is not None, "not a code of these dice"
            steps = low.steps
            if high.steps is not NO_STEPS:
                steps = high.steps if steps is NO_STEPS else {
                    key: low.steps.get(key, ()) + high.steps.get(key, ())
                    for key in {**low.steps, **high.steps}}
            info = self.outcomes[code] = Outcome(
                low.faces + high.faces, low.names + high.names, steps,
                low.on_roll or high.on_roll, low.dynamite + high.dynamite,
                low.free | high.free, low.bulls + high.bulls, low.twos | high.twos,
                low.beers + high.beers, low.gatlings + high.gatlings)
        return info

    def _part(self, code: int, first: int, count: int) -> Outcome:
        """The meaning of dice ``first`` to ``first + count - 1`` showing the positions in
        ``code`` (three bits each, from bit 0), with their own die numbers."""
        role, symbols, unlocked, far, names = (self.role, self.count, self.unlocked,
                                               self.far, self.names)
        faces: list[int] = []
        bulls: list[int] = []
        beers: list[int] = []
        steps = NO_STEPS
        on_roll = False
        dynamite = gatlings = free = twos = 0
        for d in range(first, first + count):
            f = self.positions[d][code & 7]
            code >>= BITS
            faces.append(f)
            if unlocked[f]:
                free |= 1 << d
            kind = role[f]
            if kind == BULL:
                bulls.extend([d] * symbols[f])
                if far[f]:
                    twos |= 1 << d
            elif kind == BEER:
                beers.extend([d] * symbols[f])
            elif kind == GATLING:
                gatlings += symbols[f]
            elif kind == DYNAMITE:
                dynamite += symbols[f]
            elif self.step[f]:
                if steps is NO_STEPS:
                    steps = {}
                key = self.step[f]
                steps[key] = (*steps.get(key, ()), *([d] * symbols[f]))
                on_roll = on_roll or self.rolled[f]
        shown = tuple(faces)
        return Outcome(shown, tuple([names[f] for f in shown]), steps, on_roll, dynamite,
                       free, tuple(bulls), twos, tuple(beers), gatlings)

    def _parts(self, first: int, count: int) -> list[Outcome | None]:
        """``_part`` of every code of ``count`` dice from ``first`` (None where a three-bit
        field holds no position, 6 or 7)."""
        parts: list[Outcome | None] = [None] * (1 << BITS * count)
        for combo in product(range(6), repeat=count):
            code = encode(combo)
            parts[code] = self._part(code, first, count)
        return parts

    def stacked(self, die: int, code: int) -> int:
        """Where die ``die`` shows the stacked face ``code``: a face id, with the die kind
        it must be rolled on above bit 8 (``kind + 1``; RULES.md G17-2: a Dynamite on a
        Loudmouth is not a base die's), or -1 if this die cannot show it."""
        kind = code >> 8
        if kind and (not self.kinds or self.kinds[die] != kind - 1):
            return -1
        return self.position(die, code & 255)

    def position(self, die: int, face: int) -> int:
        """Where die ``die`` shows face ``face``, or -1 if it has no such face."""
        positions = self.positions[die]
        return positions.index(face) if face in positions else -1
