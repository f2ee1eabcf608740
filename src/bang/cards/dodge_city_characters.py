"""The 15 characters of Dodge City (rules/dodge-city.md E6, E6.1, E9), each in one
home: its life points and its ability, as data (the numbers it changes for its seat)
and hooks (what it does at the procedure's named points).  Registered as the content
set ``dodge_city_characters``, which a game uses when ``dodge_city`` and
``dodge_city_characters`` are on (``CardConfig.content_sets``).

Only characters whose ability is implemented are registered (``CHARACTER_LIST``); the
others' life points are recorded in ``LIFE`` (E6: five with 3 life, ten with 4) so the
pool grows to 31 as their abilities land, without a character that would play as a
character with no ability.
"""

from __future__ import annotations

from bang.cards.config import DODGE_CITY_CHARACTERS
from bang.cards.content import CharacterCard, ContentSet
from bang.cards.state import Ability, CardState

#: E6: every Dodge City character's life points (before the Sheriff's +1).
LIFE: dict[str, int] = {
    "Apache Kid": 3, "Belle Star": 4, "Bill Noface": 4, "Chuck Wengam": 4,
    "Doc Holyday": 4, "Elena Fuente": 3, "Greg Digger": 4, "Herb Hunter": 4,
    "José Delgado": 4, "Molly Stark": 4, "Pat Brennan": 4, "Pixie Pete": 3,
    "Sean Mallory": 3, "Tequila Joe": 4, "Vera Custer": 3,
}


# --- Bill Noface -----------------------------------------------------------------------
def bill_noface_phase_one(game: CardState, seat: int) -> bool:
    """E6.1 Bill Noface: one card plus one per life point missing when phase 1 starts."""
    game.draw(seat, 1 + game.max_life[seat] - game.life[seat], "phase1")
    return False


# --- Pixie Pete ------------------------------------------------------------------------
def pixie_pete_phase_one(game: CardState, seat: int) -> bool:
    """E6.1 Pixie Pete: three cards in phase 1 instead of two."""
    game.draw(seat, 3, "phase1")
    return False


# --- Greg Digger, Herb Hunter ----------------------------------------------------------
def greg_digger_after(game: CardState, seat: int, dead: int) -> bool:
    """E6.1 Greg Digger: two life back (capped) for each other character eliminated,
    once A9.3 is settled (E9-8, E17-3); not a Beer, so it works with two left."""
    game.heal(seat, 2)
    return False


def herb_hunter_after(game: CardState, seat: int, dead: int) -> bool:
    """E6.1 Herb Hunter: two cards for each other character eliminated, after the
    bounty (E11-29: a killer Herb draws his three first)."""
    game.draw(seat, 2, "herb_hunter")
    return False


def _key(name: str) -> str:
    return name.lower().replace(" ", "_").replace("é", "e")


#: The abilities implemented so far, by character name.
ABILITY_OF: dict[str, Ability] = {
    "Bill Noface": Ability("bill_noface", "E6.1 Bill Noface", phase_one=bill_noface_phase_one),
    "Greg Digger": Ability("greg_digger", "E6.1 Greg Digger, E9-8",
                           after_other_eliminated=greg_digger_after),
    "Herb Hunter": Ability("herb_hunter", "E6.1 Herb Hunter, E9-8",
                           after_other_eliminated=herb_hunter_after),
    "Pixie Pete": Ability("pixie_pete", "E6.1 Pixie Pete", phase_one=pixie_pete_phase_one),
    "Sean Mallory": Ability("sean_mallory", "E6.1 Sean Mallory", hand_limit=10),
    "Tequila Joe": Ability("tequila_joe", "E6.1 Tequila Joe", beer_heal=2),
}

ABILITY_LIST: tuple[Ability, ...] = tuple(ABILITY_OF.values())

#: The registered characters (E6 order), each with the ability of its own name.
CHARACTER_LIST: tuple[CharacterCard, ...] = tuple(
    CharacterCard(_key(name), name, life, "E6 " + name, (ABILITY_OF[name].key,))
    for name, life in LIFE.items() if name in ABILITY_OF)

DODGE_CITY_CHARACTER_SET: ContentSet = ContentSet(
    key=DODGE_CITY_CHARACTERS, first_id=0, kinds=(), rows=(),
    abilities=ABILITY_LIST, characters=CHARACTER_LIST)
