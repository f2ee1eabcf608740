"""Exact positions for the Dodge City character tests (rules/dodge-city.md E6, E6.1,
E9, E11): the characters' set named through ``expansions``, so that they are tested
apart from Dodge City's cards, and the few checks every such test repeats."""

from __future__ import annotations

from typing import Any

import pytest

from bang.cards import CardGame
from bang.cards.config import DODGE_CITY_CHARACTERS
from bang.core import IllegalAction

from .helpers import act, decides, seat, table

DC = [DODGE_CITY_CHARACTERS]
#: A character whose ability plays no part in the test at hand ("Plain" of E11).
PLAIN = ("Black Jack", "Willy the Kid", "Jesse Jones", "Kit Carlson", "Rose Doolan")


def dc_table(*players: dict[str, Any], **kw: Any) -> CardGame:
    """``helpers.table`` with Dodge City's characters in the pool."""
    return table(*players, expansions=DC, **kw)


def plain_seats(roles: list[str], first: int = 0) -> list[dict[str, Any]]:
    """Seats of Plain characters for ``roles``, each a different character."""
    return [seat(role, PLAIN[(first + i) % len(PLAIN)]) for i, role in enumerate(roles)]


def refused(game: CardGame, text: str, code: str) -> None:
    """``text`` is refused with ``code`` and the game is left exactly as it was."""
    before = game.digest()
    pending = game.pending
    with pytest.raises(IllegalAction) as err:
        game.apply(text, seat=pending.seat if pending else None)
    assert err.value.code == code, err.value
    assert game.digest() == before


def take_all(game: CardGame, until: int) -> None:
    """Every seat other than ``until`` asked to answer takes the hit (or its only
    answer), until ``until`` decides again."""
    while game.pending is not None and game.pending.seat != until:
        who, _ = decides(game)
        legal = game.legal_actions()
        choice = next((a for a in legal if a.kind in ("take", "die")), legal[-1])
        act(game, choice.format(), who)
