"""The card game's fixed data: the 80 cards, the 16 characters, the role tables.

RULES.md A6 gives the deck row by row; card ``id`` is the row number minus one.  Kinds,
suits and ranks are also laid out as flat tuples indexed by card id so the engine's hot
path reads them without attribute lookups.
"""

from __future__ import annotations

from typing import NamedTuple

SUITS = "♠♥♦♣"
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

# Card kinds, in order of first appearance in A6.
BANG, MISSED, BEER, CAT_BALOU, PANIC, DUEL, GENERAL_STORE, INDIANS = range(8)
STAGECOACH, GATLING, SALOON, WELLS_FARGO, BARREL, DYNAMITE, JAIL, MUSTANG = range(8, 16)
SCOPE, VOLCANIC, SCHOFIELD, REMINGTON, CARABINE, WINCHESTER = range(16, 22)

KIND_NAMES = (
    "BANG!", "Missed!", "Beer", "Cat Balou", "Panic!", "Duel", "General Store", "Indians!",
    "Stagecoach", "Gatling", "Saloon", "Wells Fargo", "Barrel", "Dynamite", "Jail",
    "Mustang", "Scope", "Volcanic", "Schofield", "Remington", "Rev. Carabine", "Winchester",
)
BLUE_KINDS = frozenset(range(BARREL, WINCHESTER + 1))
WEAPON_RANGE = {VOLCANIC: 1, SCHOFIELD: 2, REMINGTON: 3, CARABINE: 4, WINCHESTER: 5}

# (kind, rank, suit letter) rows of RULES.md A6, in order.
_ROWS = (
    [(BANG, r, "S") for r in ("A",)]
    + [(BANG, r, "H") for r in ("Q", "K", "A")]
    + [(BANG, r, "D") for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    + [(BANG, r, "C") for r in ("2", "3", "4", "5", "6", "7", "8", "9")]
    + [(MISSED, r, "S") for r in ("2", "3", "4", "5", "6", "7", "8")]
    + [(MISSED, r, "C") for r in ("10", "J", "Q", "K", "A")]
    + [(BEER, r, "H") for r in ("6", "7", "8", "9", "10", "J")]
    + [(CAT_BALOU, "K", "H"), (CAT_BALOU, "9", "D"), (CAT_BALOU, "10", "D"), (CAT_BALOU, "J", "D")]
    + [(PANIC, "J", "H"), (PANIC, "Q", "H"), (PANIC, "A", "H"), (PANIC, "8", "D")]
    + [(DUEL, "J", "S"), (DUEL, "Q", "D"), (DUEL, "8", "C")]
    + [(GENERAL_STORE, "Q", "S"), (GENERAL_STORE, "9", "C")]
    + [(INDIANS, "K", "D"), (INDIANS, "A", "D")]
    + [(STAGECOACH, "9", "S"), (STAGECOACH, "9", "S")]
    + [(GATLING, "10", "H"), (SALOON, "5", "H"), (WELLS_FARGO, "3", "H")]
    + [(BARREL, "Q", "S"), (BARREL, "K", "S"), (DYNAMITE, "2", "H")]
    + [(JAIL, "10", "S"), (JAIL, "J", "S"), (JAIL, "4", "H")]
    + [(MUSTANG, "8", "H"), (MUSTANG, "9", "H"), (SCOPE, "A", "S")]
    + [(VOLCANIC, "10", "S"), (VOLCANIC, "10", "C")]
    + [(SCHOFIELD, "K", "S"), (SCHOFIELD, "J", "C"), (SCHOFIELD, "Q", "C")]
    + [(REMINGTON, "K", "C"), (CARABINE, "A", "C"), (WINCHESTER, "8", "S")]
)
_SUIT_OF_LETTER = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


class Card(NamedTuple):
    """One physical card: its instance id, English name, suit, rank and border colour."""

    id: int
    name: str
    suit: str
    rank: str
    color: str
    kind: int

    @property
    def short(self) -> str:
        """``BANG! A♠`` — how logs and menus name a card."""
        return f"{self.name} {self.rank}{self.suit}"


DECK: tuple[Card, ...] = tuple(
    Card(i, KIND_NAMES[kind], _SUIT_OF_LETTER[s], rank,
         "blue" if kind in BLUE_KINDS else "brown", kind)
    for i, (kind, rank, s) in enumerate(_ROWS)
)
assert len(DECK) == 80

#: The ghost variants' optional second deck (``ghost_separate_deck``) has ids 80-159:
#: card ``80 + i`` is a second copy of card ``i``.  The flat tables cover both decks.
SECOND_DECK = 80
_BOTH = DECK + DECK

#: Flat per-id lookups for the hot path.
KIND: tuple[int, ...] = tuple(c.kind for c in _BOTH)
SUIT: tuple[str, ...] = tuple(c.suit for c in _BOTH)
RANK_VALUE: tuple[int, ...] = tuple(RANKS.index(c.rank) + 2 for c in _BOTH)  # 2..14, Ace 14
IS_BLUE: tuple[bool, ...] = tuple(c.color == "blue" for c in _BOTH)
IS_HEART: tuple[bool, ...] = tuple(c.suit == "♥" for c in _BOTH)
IS_RED: tuple[bool, ...] = tuple(c.suit in "♥♦" for c in _BOTH)
#: RULES.md A7 Dynamite: 2♠ to 9♠ inclusive explodes.
EXPLODES: tuple[bool, ...] = tuple(c.suit == "♠" and 2 <= RANKS.index(c.rank) + 2 <= 9
                                   for c in _BOTH)
#: ``OF_KIND[kind]``: the ids of every card of that kind, so "is there a Mustang on this
#: table" is one ``isdisjoint`` call.
OF_KIND: tuple[frozenset[int], ...] = tuple(
    frozenset(i for i, k in enumerate(KIND) if k == kind) for kind in range(len(KIND_NAMES)))


def deck() -> tuple[Card, ...]:
    """The 80 cards in the row order of RULES.md A6 (ids 0-79)."""
    return DECK


class Character(NamedTuple):
    """A character card: its name and the bullets printed on it (RULES.md A12)."""

    name: str
    life: int


BART_CASSIDY = "Bart Cassidy"
BLACK_JACK = "Black Jack"
CALAMITY_JANET = "Calamity Janet"
EL_GRINGO = "El Gringo"
JESSE_JONES = "Jesse Jones"
JOURDONNAIS = "Jourdonnais"
KIT_CARLSON = "Kit Carlson"
LUCKY_DUKE = "Lucky Duke"
PAUL_REGRET = "Paul Regret"
PEDRO_RAMIREZ = "Pedro Ramirez"
ROSE_DOOLAN = "Rose Doolan"
SID_KETCHUM = "Sid Ketchum"
SLAB_THE_KILLER = "Slab the Killer"
SUZY_LAFAYETTE = "Suzy Lafayette"
VULTURE_SAM = "Vulture Sam"
WILLY_THE_KID = "Willy the Kid"

CHARACTERS: tuple[Character, ...] = tuple(
    Character(name, 3 if name in (EL_GRINGO, PAUL_REGRET) else 4)
    for name in (
        BART_CASSIDY, BLACK_JACK, CALAMITY_JANET, EL_GRINGO, JESSE_JONES, JOURDONNAIS,
        KIT_CARLSON, LUCKY_DUKE, PAUL_REGRET, PEDRO_RAMIREZ, ROSE_DOOLAN, SID_KETCHUM,
        SLAB_THE_KILLER, SUZY_LAFAYETTE, VULTURE_SAM, WILLY_THE_KID,
    )
)
CHARACTER_LIFE = {c.name: c.life for c in CHARACTERS}


def characters() -> tuple[Character, ...]:
    """The 16 base characters with their life points (RULES.md A12)."""
    return CHARACTERS


SHERIFF, DEPUTY, OUTLAW, RENEGADE = "sheriff", "deputy", "outlaw", "renegade"

#: RULES.md A1: the first N entries of this order give the roles for N = 4..8 players.
_ROLE_ORDER = (SHERIFF, OUTLAW, OUTLAW, RENEGADE, DEPUTY, OUTLAW, DEPUTY, RENEGADE)


def roles_for(players: int, *, three_player: bool = False, roles_4p_seed1: bool = False,
              roles_6p_seed2: bool = False) -> tuple[str, ...]:
    """The role cards dealt for ``players`` seats (RULES.md A1, A1.2, D1-2, D1-3)."""
    if players == 3 and three_player:
        return (DEPUTY, OUTLAW, RENEGADE)
    if players == 4 and roles_4p_seed1:
        return (SHERIFF, DEPUTY, OUTLAW, OUTLAW)
    if players == 6 and roles_6p_seed2:
        return (SHERIFF, DEPUTY, DEPUTY, OUTLAW, OUTLAW, RENEGADE)
    return _ROLE_ORDER[:players]
