"""Exact Undead or Alive positions for the rule tests (docs/dice_setup.md, RULES.md Part G)."""

from __future__ import annotations

import json
from typing import Any

from bang.core.errors import IllegalAction
from bang.core.protocol import Event
from bang.dice import DiceGame

#: One letter per face: the base faces of dice_helpers, W for WHISKEY, X for DUEL.
SHORT = {"A": "arrow", "D": "dynamite", "1": "one", "2": "two", "B": "beer", "G": "gatling",
         "W": "whiskey", "X": "duel"}
#: Options of module 1 as the tests play it (the house rule of G7-1).
DUELS = {"uoa_duel_dice": True, "uoa_rage_stub": "skip"}


def seat(role: str, character: str = "Jesse Jones", life: int | None = None, arrows: int = 0,
         alive: bool = True, **more: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"role": role, "character": character, "arrows": arrows,
                             "alive": alive, **more}
    if life is not None:
        entry["life"] = life
    return entry


def faces(rolls: str) -> list[str]:
    return [SHORT[c] for c in rolls if not c.isspace()]


def game(*seats: dict[str, Any], turn: int | None = None, rolls: str = "",
         config: dict[str, Any] | None = None, **setup: Any) -> DiceGame:
    """A game at the start of ``turn``'s turn with ``rolls`` stacked (the duels' rolls
    come from the same stack, after the turn's)."""
    plain: dict[str, Any] = {"players": list(seats), "next_rolls": faces(rolls), **setup}
    characters = [s["character"] for s in seats]
    if len(set(characters)) < len(characters):
        plain["allow_duplicate_characters"] = True
    if turn is not None:
        plain["turn"] = turn
    if config:
        plain["config"] = config
    return DiceGame.from_setup(plain)


def act(g: DiceGame, *texts: str) -> list[Event]:
    events: list[Event] = []
    for text in texts:
        events += g.apply(text)
    return events


def legal(g: DiceGame) -> list[str]:
    return [a.format() for a in g.legal_actions()]


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


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
