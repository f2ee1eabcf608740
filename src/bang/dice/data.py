"""The dice game's records and the base game's data: faces, the die, roles and the 16
characters.

RULES.md B1 (components), B2 (roles by player count), B5 (what each face does, in which
step of the mandatory order) and B8 (characters and life).  The records are plain data:
a ``Face`` says what it counts as and which resolution step resolves it, a ``Die`` is six
faces, a ``Character`` names the abilities it grants.  What a resolution step or an
ability *does* lives with the rules (``bang.dice.resolve``, ``bang.dice.abilities``);
``bang.dice.content`` registers both sides and refuses a face without a resolution or a
character without an ability entry.  Everything here is immutable and indexed by small
integers, which is what the engine's state lists hold; the names are for views, records
and setups.
"""

from __future__ import annotations

from dataclasses import dataclass


# --- records ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Face:
    """One face a die may show.

    ``symbol`` is what it counts as (``"one"`` for a double Bull's Eye "1" too) and
    ``count`` how many of that symbol (2: a double face, RULES.md G2.4); ``resolution``
    names the step of the mandatory order that resolves it (B5, later G8), registered
    in ``bang.dice.content``; ``rerollable`` is False for a locked face (Dynamite, B4.3).
    """

    key: str
    name: str
    symbol: str
    resolution: str
    clause: str
    rerollable: bool = True
    count: int = 1

    @property
    def double(self) -> bool:
        """Whether the face counts as two symbols (RULES.md G2.4)."""
        return self.count > 1


@dataclass(frozen=True, slots=True)
class Die:
    """A six-sided die: its faces by key, each with probability 1/6 (RULES.md B1)."""

    key: str
    name: str
    faces: tuple[str, ...]
    clause: str


@dataclass(frozen=True, slots=True)
class Character:
    """One character card: its English name, printed life and a one-line ability, with
    the key and RULES.md clause of its entry and the abilities it grants (by key).

    ``needs`` are the content sets a game must play for the character to be dealt
    (RULES.md G3-1: a text that needs a module not in play); a key that is never a set
    (an unsourced module) means the character is never dealt."""

    name: str
    life: int
    ability: str
    key: str = ""
    clause: str = ""
    abilities: tuple[str, ...] = ()
    needs: tuple[str, ...] = ()


# --- the base die (RULES.md B1, B5) ------------------------------------------------------
ARROW, DYNAMITE, ONE, TWO, BEER, GATLING = range(6)
#: The base die's faces (B1), in resolution order (B5, D2-3).
BASE_FACES: tuple[Face, ...] = (
    Face("arrow", "Indian arrow", "arrow", "arrow", "B5.1"),
    Face("dynamite", "Dynamite", "dynamite", "dynamite", "B5.2", rerollable=False),
    Face("one", 'Bull\'s Eye "1"', "one", "bulls_eye", "B5.3"),
    Face("two", 'Bull\'s Eye "2"', "two", "bulls_eye", "B5.3"),
    Face("beer", "Beer", "beer", "beer", "B5.4"),
    Face("gatling", "Gatling", "gatling", "gatling", "B5.5"),
)
#: The base die's face keys in resolution order, as views and setups spell them.
FACES: tuple[str, ...] = tuple(f.key for f in BASE_FACES)
FACE_INDEX: dict[str, int] = {name: index for index, name in enumerate(FACES)}
#: RULES.md B1: the five identical dice of the base game each show the six faces once.
BASE_DIE: Die = Die("base", "base die", FACES, "B1")
#: Number of dice of the base game, and the bit mask naming all of them.
DICE = 5
ALL_DICE = (1 << DICE) - 1
#: Arrow tokens in the game; centre plus players' arrows always add up to this.
TOTAL_ARROWS = 9

# --- roles (RULES.md B2) ---------------------------------------------------------------
SHERIFF, DEPUTY, OUTLAW, RENEGADE = range(4)
ROLES: tuple[str, ...] = ("sheriff", "deputy", "outlaw", "renegade")
ROLE_INDEX: dict[str, int] = {name: index for index, name in enumerate(ROLES)}

#: RULES.md B2: the role cards dealt for each player count.
ROLE_TABLE: dict[int, tuple[int, ...]] = {
    3: (DEPUTY, OUTLAW, RENEGADE),
    4: (SHERIFF, OUTLAW, OUTLAW, RENEGADE),
    5: (SHERIFF, DEPUTY, OUTLAW, OUTLAW, RENEGADE),
    6: (SHERIFF, DEPUTY, OUTLAW, OUTLAW, OUTLAW, RENEGADE),
    7: (SHERIFF, DEPUTY, DEPUTY, OUTLAW, OUTLAW, OUTLAW, RENEGADE),
    8: (SHERIFF, DEPUTY, DEPUTY, OUTLAW, OUTLAW, OUTLAW, RENEGADE, RENEGADE),
}

#: RULES.md B2.1: in the 3-player game each role hunts one other role.
THREE_PLAYER_TARGET: dict[int, int] = {DEPUTY: RENEGADE, RENEGADE: OUTLAW, OUTLAW: DEPUTY}

#: RULES.md B3.3: the Sheriff's extra life in the dice game (the card game gives +1).
SHERIFF_BONUS = 2


# --- characters (RULES.md B8) -------------------------------------------------------------
def _base(name: str, life: int, ability: str) -> Character:
    """A base character whose one ability has the character's key (``bart_cassidy``)."""
    key = name.lower().replace(" ", "_")
    return Character(name, life, ability, key, "B8", (key,))


CHARACTERS: tuple[Character, ...] = (
    _base("Bart Cassidy", 8,
          "may take an arrow instead of losing a life point to ONE, TWO or Gatling"),
    _base("Black Jack", 8, "may re-roll Dynamite unless 3 or more are showing"),
    _base("Calamity Janet", 8, "may use ONE as TWO and TWO as ONE"),
    _base("El Gringo", 7, "a player who makes him lose life takes an arrow"),
    _base("Jesse Jones", 9, "at 4 life or less each Beer on himself gives 2"),
    _base("Jourdonnais", 7, "never loses more than 1 life to an Indian attack"),
    _base("Kit Carlson", 7, "each Gatling die may discard one arrow from any player"),
    _base("Lucky Duke", 8, "one extra re-roll: four rolls in all"),
    _base("Paul Regret", 9, "never loses life to the Gatling"),
    _base("Pedro Ramirez", 8, "each life point lost may discard one of his arrows"),
    _base("Rose Doolan", 9, "ONE reaches 1-2 seats, TWO reaches 2-3 seats"),
    _base("Sid Ketchum", 8, "at the start of his turn any player gains 1 life"),
    _base("Slab the Killer", 8, "once per turn a Beer doubles one ONE or TWO"),
    _base("Suzy Lafayette", 8, "gains 2 life if her final dice show no ONE or TWO"),
    _base("Vulture Sam", 9, "gains 2 life each time another player is eliminated"),
    _base("Willy the Kid", 8, "his Gatling needs only 2 Gatling dice"),
)

#: Lower-cased English name → character index (setups may spell names in any case).
CHARACTER_INDEX: dict[str, int] = {c.name.lower(): i for i, c in enumerate(CHARACTERS)}


def characters() -> tuple[Character, ...]:
    """The 16 dice-game characters in the order of RULES.md B8."""
    return CHARACTERS
