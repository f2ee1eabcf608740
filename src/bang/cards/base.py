"""The base game's content set (RULES.md Part A): the 80 cards of A6 as the kinds of
``base_cards``, and the 16 characters of A12 with the abilities of ``base_characters``,
registered once at import with ids 0-79 (and 80-159 for the ghosts' second copies)."""

from __future__ import annotations

from bang.cards import (
    base_cards,
    base_characters,
    content,
    data,
    dodge_city_cards,
    dodge_city_characters,
)

BASE = content.ContentSet(
    key="base", first_id=0, kinds=base_cards.KINDS, rows=data.ROWS,
    abilities=base_characters.ABILITY_LIST, characters=base_characters.CHARACTER_LIST)

if "base" not in content.SETS:
    # The kind ids the rules name (``data.BANG`` ...) are the records' places.
    if tuple(k.name for k in base_cards.KINDS) != data.KIND_NAMES:
        raise RuntimeError("base_cards.KINDS must list the kinds in data.KIND_NAMES order")
    content.register(BASE)

# Dodge City's characters (rules/dodge-city.md E6): a set of their own, used only by a
# game whose ``CardConfig.content_sets`` names it.
if dodge_city_characters.DODGE_CITY_CHARACTER_SET.key not in content.SETS:
    content.register(dodge_city_characters.DODGE_CITY_CHARACTER_SET)

# Dodge City's 40 cards (rules/dodge-city.md E2), and the printing variant of its Buffalo
# Rifle (E2.2), likewise used only by a game whose content sets name them.
for _cards in (dodge_city_cards.DODGE_CITY_CARD_SET, dodge_city_cards.BUFFALO_RIFLE_9C_SET):
    if _cards.key not in content.SETS:
        content.register(_cards)
