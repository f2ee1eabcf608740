"""Exact Undead or Alive positions for the rule tests (docs/dice_setup.md, RULES.md Part G)."""

from __future__ import annotations

import json
from typing import Any

from dice_helpers import SHORT, act, faces, kinds, legal, position, seat

from bang.core.errors import IllegalAction
from bang.dice import DiceGame

__all__ = ["SHORT", "act", "faces", "kinds", "legal", "seat"]

#: Options of module 1 as the tests play it (the house rule of G7-1).
DUELS = {"uoa_duel_dice": True, "uoa_rage_stub": "skip"}


def game(*seats: dict[str, Any], turn: int | None = None, rolls: str = "",
         config: dict[str, Any] | None = None, **setup: Any) -> DiceGame:
    """A game at the start of ``turn``'s turn with ``rolls`` stacked (the duels' rolls
    come from the same stack, after the turn's)."""
    return position(seats, faces(rolls), turn, config, **setup)


def pending(g: DiceGame) -> tuple[int, str] | None:
    p = g.pending
    return None if p is None else (p.seat, p.kind)


def answer_all(g: DiceGame, kind: str, text: str, seat: int | None = None) -> None:
    """Answer every pending prompt of ``kind`` (of ``seat``) with ``text``."""
    while g.pending is not None and g.pending.kind == kind and (
            seat is None or g.pending.seat == seat):
        g.apply(text)


def wounds(g: DiceGame, s: int) -> list[str]:
    return list(g.view(None).modules["uoa_duel_dice"]["wounds"][s])


def refused(g: DiceGame, text: str, code: str | None = None) -> None:
    """``text`` is refused with a typed error and changes nothing."""
    before = g.digest()
    try:
        g.apply(text)
    except IllegalAction as error:
        if code is not None:
            assert error.code == code, error
    else:
        raise AssertionError(f"{text} was accepted")
    assert g.digest() == before


def replays(g: DiceGame) -> None:
    again = DiceGame.from_record(json.loads(json.dumps(g.to_record())))
    assert again.digest() == g.digest()


def pile(*top: str, held: tuple[str, ...] = ()) -> list[str]:
    """A wound pile, top first: ``top``, then the rest of the 15 tokens (G1.2) that are
    neither in ``top`` nor ``held``."""
    rest = ["beer"] * 3 + ["one"] * 5 + ["two"] * 5 + ["dynamite"] * 2
    for name in (*top, *held):
        rest.remove(name)
    return [*top, *rest]
