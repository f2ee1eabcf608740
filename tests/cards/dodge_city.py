"""Exact positions with Dodge City's cards (rules/dodge-city.md Part E).

``dc(name, short)`` is the id of a Dodge City card (ids 160 up; the base game's are
``helpers.card_id``); ``dc_table`` is ``helpers.table`` with ``dodge_city`` on and the
test-only character **Plain** (E11's conventions: a character with no ability; his life
is given by the seat) in the pool.  A test module that seats Plain uses the
``plain_character`` fixture (import it; it is autouse), which registers him for the
module and removes him after it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bang.cards import CardGame, content, data
from bang.cards.content import CharacterCard, ContentSet
from bang.cards.dodge_city_cards import BUFFALO_RIFLE_9C, FIRST_ID, ROWS
from bang.cards.state import Ability

from .helpers import table

PLAIN = "Plain"
PLAIN_SET = "plain_test"
#: Plain and his stand-ins for the other Plain seats of a table (a character is at one
#: seat only, A2): "Plain", "Plain 2" ... "Plain 8", all without ability.
PLAINS = (PLAIN, *(f"{PLAIN} {k}" for k in range(2, 9)))
_PLAIN = ContentSet(
    key=PLAIN_SET, first_id=0, kinds=(), rows=(),
    abilities=(Ability("plain_test", "E11 conventions: a character with no ability"),),
    characters=tuple(CharacterCard(name.lower().replace(" ", "_") + "_test", name, 4,
                                   "E11 conventions", ("plain_test",)) for name in PLAINS))

_SUIT = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


@pytest.fixture(autouse=True, scope="module")
def plain_character() -> Iterator[None]:
    """Plain (4 life, no ability) joins the characters for the module's tests."""
    content.register(_PLAIN)
    try:
        yield
    finally:
        content.unregister(PLAIN_SET)


def dc(name: str, short: str) -> int:
    """The id of Dodge City's card ``name`` with rank and suit letter ``short``
    (``"10S"``): row ``i`` of E2's table is id ``FIRST_ID + i``."""
    rank, letter = short[:-1], short[-1]
    for i, (key, row_rank, row_letter) in enumerate(ROWS):
        kind = content.KINDS[content.KIND_OF_KEY[key]]
        if kind.name == name and (row_rank, row_letter) == (rank, letter):
            return int(FIRST_ID + i)
    if (name, short) == ("Buffalo Rifle", "9C"):
        return int(BUFFALO_RIFLE_9C)
    raise KeyError(f"no Dodge City card {name} {short}")


def name_of(card: int) -> str:
    """``BANG! 8♠``: any registered card's name, rank and suit."""
    return (f"{data.KIND_NAMES_ALL[data.KIND[card]]} "
            f"{data.RANKS[data.RANK_VALUE[card] - 2]}{data.SUIT[card]}")


def plain(role: str, life: int | None = None, max_life: int | None = None,
          hand: list[int] | None = None, equipment: list[int] | None = None,
          **extra: Any) -> dict[str, Any]:
    """A Plain seat: 4 life (5 for the Sheriff) unless ``max_life`` says otherwise.

    ``dc_table`` gives the other Plain seats of a table distinct names (A2)."""
    info: dict[str, Any] = {"role": role, "character": PLAIN, "hand": list(hand or []),
                            "equipment": list(equipment or [])}
    if life is not None:
        info["life"] = life
    if max_life is not None:
        info["max_life"] = max_life
    info.update(extra)
    return info


def dc_table(*players: dict[str, Any], **kw: Any) -> CardGame:
    """``helpers.table`` with Dodge City on and Plain in the pool; the second Plain seat
    of a table is "Plain 2", and so on."""
    seats = []
    count = 0
    for info in players:
        info = dict(info)
        if info["character"] == PLAIN:
            info["character"] = PLAINS[count]
            count += 1
        seats.append(info)
    kw.setdefault("dodge_city", True)
    return table(*seats, expansions=[PLAIN_SET, *kw.pop("expansions", [])], **kw)


def registered(name: str) -> bool:
    """Whether a character of that name is in the registry (Dodge City's characters are
    registered as their abilities land)."""
    return content.character_of_name(name) is not None


def needs(*names: str) -> pytest.MarkDecorator:
    """Skip a case whose characters are not registered yet."""
    missing = [n for n in names if not registered(n)]
    return pytest.mark.skipif(bool(missing), reason=f"not registered yet: {', '.join(missing)}")


# --- the Dodge City cards the tests name (E2: one id per card, by name and sign) ---------
BANG_5C_DC = dc("BANG!", "5C")
BANG_8S = dc("BANG!", "8S")
BIBLE = dc("Bible", "10H")
BINOCULAR = dc("Binocular", "10D")
BRAWL = dc("Brawl", "JS")
BUFFALO = dc("Buffalo Rifle", "QC")
CANTEEN = dc("Canteen", "7H")
CAN_CAN = dc("Can Can", "JC")
CARABINE_5S = dc("Rev. Carabine", "5S")
CONESTOGA = dc("Conestoga", "9D")
DERRINGER = dc("Derringer", "7S")
DODGE = dc("Dodge", "7D")
DODGE_7D = dc("Dodge", "7D")
DODGE_KH = dc("Dodge", "KH")
DYNAMITE_10C = dc("Dynamite", "10C")
HIDEOUT = dc("Hideout", "KD")
HOWITZER = dc("Howitzer", "9S")
IRON_PLATE = dc("Iron Plate", "AD")
IRON_PLATE_AD = dc("Iron Plate", "AD")
IRON_PLATE_QS = dc("Iron Plate", "QS")
KNIFE = dc("Knife", "8H")
MISSED_8D = dc("Missed!", "8D")
PEPPERBOX = dc("Pepperbox", "AH")
PONY_EXPRESS = dc("Pony Express", "QD")
PUNCH = dc("Punch", "10S")
RAG_TIME = dc("Rag Time", "9H")
SOMBRERO = dc("Sombrero", "7C")
SPRINGFIELD = dc("Springfield", "KS")
TEN_GALLON_HAT = dc("Ten Gallon Hat", "JD")
TEQUILA = dc("Tequila", "9C")
WHISKY = dc("Whisky", "QH")


def four(*players: dict[str, Any], **kw: Any) -> CardGame:
    """A table of Dodge City with ``players`` (four, or as many as given)."""
    return dc_table(*players, **kw)
