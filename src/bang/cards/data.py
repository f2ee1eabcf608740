"""The card game's printed data: the 80 cards, the 16 characters, the role tables.

RULES.md A6 gives the deck row by row; card ``id`` is the row number minus one.  Kinds,
suits and ranks are also laid out as flat lists indexed by card id so the engine's hot
path reads them without attribute lookups.  The lists cover every registered content
set (``bang.cards.content.register`` extends them); what each kind *does* lives in its
``CardKind`` record (``bang.cards.base_cards`` for these 22), each character's ability
in ``bang.cards.base_characters``.
"""

from __future__ import annotations

from typing import NamedTuple

SUITS: str = "♠♥♦♣"
RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

# Card kinds, in order of first appearance in A6.
BANG, MISSED, BEER, CAT_BALOU, PANIC, DUEL, GENERAL_STORE, INDIANS = range(8)
STAGECOACH, GATLING, SALOON, WELLS_FARGO, BARREL, DYNAMITE, JAIL, MUSTANG = range(8, 16)
SCOPE, VOLCANIC, SCHOFIELD, REMINGTON, CARABINE, WINCHESTER = range(16, 22)

KIND_NAMES: tuple[str, ...] = (
    "BANG!", "Missed!", "Beer", "Cat Balou", "Panic!", "Duel", "General Store", "Indians!",
    "Stagecoach", "Gatling", "Saloon", "Wells Fargo", "Barrel", "Dynamite", "Jail",
    "Mustang", "Scope", "Volcanic", "Schofield", "Remington", "Rev. Carabine", "Winchester",
)
BLUE_KINDS: frozenset[int] = frozenset(range(BARREL, WINCHESTER + 1))
#: Per kind id, what a card in play does (from each ``CardKind``; the content registry
#: keeps them): a weapon's reach, the Mustang's and the Scope's distance changes, the
#: Barrel's draw!s, the Volcanic's free BANG!s, and whether it does any of these.
WEAPON_RANGE: dict[int, int] = {VOLCANIC: 1, SCHOFIELD: 2, REMINGTON: 3, CARABINE: 4, WINCHESTER: 5}
DEFENCE: list[int] = []
SIGHT: list[int] = []
#: The card ids whose kind changes distance, so a table without any is passed over by
#: one ``isdisjoint`` (sets kept in place: the registry refills them).
DEFENCE_CARDS: set[int] = set()
SIGHT_CARDS: set[int] = set()
BARREL_CARDS: set[int] = set()
FREE_BANG_CARDS: set[int] = set()
BARRELS: list[int] = []
FREE_BANGS: list[bool] = []
GEAR: list[bool] = []

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
SUIT_OF_LETTER: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: The rows by kind key (``CardKind.key``), as the base content set lists them.
KIND_KEYS: tuple[str, ...] = (
    "bang", "missed", "beer", "cat_balou", "panic", "duel", "general_store", "indians",
    "stagecoach", "gatling", "saloon", "wells_fargo", "barrel", "dynamite", "jail",
    "mustang", "scope", "volcanic", "schofield", "remington", "rev_carabine", "winchester",
)
ROWS: tuple[tuple[str, str, str], ...] = tuple((KIND_KEYS[k], r, s) for k, r, s in _ROWS)


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
    Card(i, KIND_NAMES[kind], SUIT_OF_LETTER[s], rank,
         "blue" if kind in BLUE_KINDS else "brown", kind)
    for i, (kind, rank, s) in enumerate(_ROWS)
)
assert len(DECK) == 80

#: The ghost variants' optional second deck (``ghost_separate_deck``) has ids 80-159:
#: card ``80 + i`` is a second copy of card ``i``.  The flat tables cover both decks.
SECOND_DECK: int = 80
_BOTH = DECK + DECK

#: Flat per-id lookups for the hot path (lists: registering a content set extends them;
#: -1 or blank for an id no registered set uses).
KIND: list[int] = [c.kind for c in _BOTH]
SUIT: list[str] = [c.suit for c in _BOTH]
RANK_VALUE: list[int] = [RANKS.index(c.rank) + 2 for c in _BOTH]  # 2..14, Ace 14
IS_BLUE: list[bool] = [c.color == "blue" for c in _BOTH]
#: A green-bordered card (Dodge City, E4.1): in play, then discarded to be used.
IS_GREEN: list[bool] = [False for _ in _BOTH]
IS_HEART: list[bool] = [c.suit == "♥" for c in _BOTH]
IS_RED: list[bool] = [c.suit in "♥♦" for c in _BOTH]
#: A ghosts' second-deck copy (``ghost_separate_deck``): its own pile, never the main one.
IS_SECOND: list[bool] = [i >= SECOND_DECK for i in range(len(_BOTH))]
#: RULES.md A7 Dynamite: 2♠ to 9♠ inclusive explodes.
EXPLODES: list[bool] = [c.suit == "♠" and 2 <= RANKS.index(c.rank) + 2 <= 9 for c in _BOTH]
#: ``OF_KIND[kind]``: the ids of every card of that kind, so "is there a Mustang on this
#: table" is one ``isdisjoint`` call.
OF_KIND: list[frozenset[int]] = [
    frozenset(i for i, k in enumerate(KIND) if k == kind) for kind in range(len(KIND_NAMES))]
#: The names of every registered kind, by kind id (``KIND_NAMES``: the base game's 22).
KIND_NAMES_ALL: list[str] = list(KIND_NAMES)


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
