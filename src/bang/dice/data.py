"""The dice game's fixed data: die faces, roles by player count and the 16 characters.

RULES.md B1 (components), B2 (roles by player count) and B8 (characters and life).
Everything here is immutable and indexed by small integers, which is what the engine's
state lists hold; the names are for views, records and setups.
"""

from __future__ import annotations

from dataclasses import dataclass

# --- dice (RULES.md B1) --------------------------------------------------------------
ARROW, DYNAMITE, ONE, TWO, BEER, GATLING = range(6)
#: Face names in resolution order (RULES.md B5, D2-3), as views and setups spell them.
FACES: tuple[str, ...] = ("arrow", "dynamite", "one", "two", "beer", "gatling")
FACE_INDEX: dict[str, int] = {name: index for index, name in enumerate(FACES)}
#: Number of dice, and the bit mask naming all of them.
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
@dataclass(frozen=True, slots=True)
class Character:
    """One character card: its English name, printed life and a one-line ability."""

    name: str
    life: int
    ability: str


CHARACTERS: tuple[Character, ...] = (
    Character("Bart Cassidy", 8,
              "may take an arrow instead of losing a life point to ONE, TWO or Gatling"),
    Character("Black Jack", 8, "may re-roll Dynamite unless 3 or more are showing"),
    Character("Calamity Janet", 8, "may use ONE as TWO and TWO as ONE"),
    Character("El Gringo", 7, "a player who makes him lose life takes an arrow"),
    Character("Jesse Jones", 9, "at 4 life or less each Beer on himself gives 2"),
    Character("Jourdonnais", 7, "never loses more than 1 life to an Indian attack"),
    Character("Kit Carlson", 7, "each Gatling die may discard one arrow from any player"),
    Character("Lucky Duke", 8, "one extra re-roll: four rolls in all"),
    Character("Paul Regret", 9, "never loses life to the Gatling"),
    Character("Pedro Ramirez", 8, "each life point lost may discard one of his arrows"),
    Character("Rose Doolan", 9, "ONE reaches 1-2 seats, TWO reaches 2-3 seats"),
    Character("Sid Ketchum", 8, "at the start of his turn any player gains 1 life"),
    Character("Slab the Killer", 8, "once per turn a Beer doubles one ONE or TWO"),
    Character("Suzy Lafayette", 8, "gains 2 life if her final dice show no ONE or TWO"),
    Character("Vulture Sam", 9, "gains 2 life each time another player is eliminated"),
    Character("Willy the Kid", 8, "his Gatling needs only 2 Gatling dice"),
)

(BART_CASSIDY, BLACK_JACK, CALAMITY_JANET, EL_GRINGO, JESSE_JONES, JOURDONNAIS,
 KIT_CARLSON, LUCKY_DUKE, PAUL_REGRET, PEDRO_RAMIREZ, ROSE_DOOLAN, SID_KETCHUM,
 SLAB_THE_KILLER, SUZY_LAFAYETTE, VULTURE_SAM, WILLY_THE_KID) = range(16)

#: Lower-cased English name → character index (setups may spell names in any case).
CHARACTER_INDEX: dict[str, int] = {c.name.lower(): i for i, c in enumerate(CHARACTERS)}


def characters() -> tuple[Character, ...]:
    """The 16 dice-game characters in the order of RULES.md B8."""
    return CHARACTERS
