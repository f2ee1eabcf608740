"""rules/high-noon-fistful.md (Part F) with rules/dodge-city.md (Part E): the cases where
an event card meets a rule of another clause (Apache Kid's immunity and Sniper or
Ricochet, F8; Abandoned Mine with Kit Carlson and Suzy Lafayette, F5.16; Thirst with
the Dodge City phase-1 characters, F6.4; a Ghost Town ghost's last discards, F5.3-7),
from exact positions (tests/cards/fistful.py, tests/cards/events.py)."""

from __future__ import annotations

import pytest

from bang.cards import CardGame
from bang.core.errors import IllegalAction
from bang.core.protocol import parse_action

from .fistful import fist
from .helpers import (
    BANG_2C,
    BANG_2D,
    BANG_3D,
    MUSTANG_8H,
    options,
    seat,
)


def five(**kw: dict[str, object]) -> list[dict[str, object]]:
    """P0 Sheriff, P1 Outlaw, P2 Outlaw, P3 Renegade, P4 Deputy (characters no rule of
    the case reads): each ``pN`` keyword replaces that seat."""
    roles = ("sheriff", "outlaw", "outlaw", "renegade", "deputy")
    chars = ("Sid Ketchum", "Paul Regret", "Rose Doolan", "Willy the Kid", "El Gringo")
    return [kw.get(f"p{i}", seat(roles[i], chars[i])) for i in range(5)]


def refused(game: CardGame, text: str) -> str:
    """The code ``IllegalAction`` gives for ``text``; the game is left as it was."""
    before = game.digest()
    with pytest.raises(IllegalAction) as info:
        game.verify(parse_action(text))
    assert game.digest() == before
    return info.value.code


# --- F8 with E6.1 Apache Kid 1 (apache_kid_target_legal = false, E17-2) ---------------
def test_f8_apache_kid_target_illegal_no_sniper_pair_of_diamonds_at_him() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2D, BANG_3D, BANG_2C]),
                   p2=seat("outlaw", "Apache Kid"))
    game = fist(*players, card="sniper", phase="play", dodge_city=True,
                apache_kid_target_legal=False)
    legal = options(game)
    assert f"sniper c{BANG_2D} t2 x{BANG_3D}" not in legal  # both ♦: no effect on him
    assert f"sniper c{BANG_2D} t2 x{BANG_2C}" in legal  # one ♣: it reaches him
    assert f"sniper c{BANG_2D} t0 x{BANG_3D}" in legal  # others are not immune
    assert refused(game, f"sniper c{BANG_2D} t2 x{BANG_3D}") == "unaffected"


def test_f8_apache_kid_target_illegal_no_ricochet_of_a_diamond_at_his_cards() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2D, BANG_2C]),
                   p2=seat("outlaw", "Apache Kid", equipment=[MUSTANG_8H]))
    game = fist(*players, card="ricochet", phase="play", dodge_city=True,
                apache_kid_target_legal=False)
    legal = options(game)
    assert f"ricochet c{BANG_2D} t2 x{MUSTANG_8H}" not in legal
    assert f"ricochet c{BANG_2C} t2 x{MUSTANG_8H}" in legal
    assert refused(game, f"ricochet c{BANG_2D} t2 x{MUSTANG_8H}") == "unaffected"
