"""Building exact dice-game positions for the rule tests (docs/dice_setup.md)."""

from __future__ import annotations

from typing import Any

from bang.core.protocol import Event
from bang.dice import DiceGame

#: One letter per face so stacked rolls read like the dice: "11BGG" (W and X are Undead
#: or Alive's Whiskey and Duel faces, RULES.md G2).
SHORT = {"A": "arrow", "D": "dynamite", "1": "one", "2": "two", "B": "beer", "G": "gatling",
         "W": "whiskey", "X": "duel"}

#: A harmless first roll for whoever plays next (no arrow, no Dynamite).
PAD = "BBBBB"


def seat(role: str, character: str = "Jesse Jones", life: int | None = None, arrows: int = 0,
         alive: bool = True, **more: Any) -> dict[str, Any]:
    """A seat of an exact position (``more``: a module's player keys, docs/dice_setup.md)."""
    entry: dict[str, Any] = {"role": role, "character": character, "arrows": arrows,
                             "alive": alive, **more}
    if life is not None:
        entry["life"] = life
    return entry


def faces(rolls: str) -> list[str]:
    return [SHORT[c] for c in rolls if not c.isspace()]


def position(seats: tuple[dict[str, Any], ...], next_rolls: list[str], turn: int | None,
             config: dict[str, Any] | None, **setup: Any) -> DiceGame:
    """The exact position every helper builds (docs/dice_setup.md): ``seats``, the stacked
    faces, whose turn it is, the options and any further setup keys a module reads."""
    plain: dict[str, Any] = {"players": list(seats), "next_rolls": next_rolls, **setup}
    characters = [s["character"] for s in seats]
    if len(set(characters)) < len(characters):
        # Rule tests isolate one ability by giving the other seats the same character; the
        # deal cannot do that, so the position has to ask for it (docs/dice_setup.md).
        plain["allow_duplicate_characters"] = True
    if turn is not None:
        plain["turn"] = turn
    if config:
        plain["config"] = config
    return DiceGame.from_setup(plain)


def game(*seats: dict[str, Any], turn: int | None = None, rolls: str = "", pad: bool = True,
         **config: Any) -> DiceGame:
    """A game at the start of ``turn``'s turn with ``rolls`` stacked (then a harmless roll)."""
    return position(seats, faces(rolls + (PAD if pad else "")), turn, config)


def act(g: DiceGame, *texts: str) -> list[Event]:
    events: list[Event] = []
    for text in texts:
        events += g.apply(text)
    return events


def legal(g: DiceGame) -> list[str]:
    return [a.format() for a in g.legal_actions()]


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def four(**chars: str) -> list[dict[str, Any]]:
    """A 4-player table: 0 Sheriff, 1 Outlaw, 2 Outlaw, 3 Renegade (characters by seat)."""
    roles = ["sheriff", "outlaw", "outlaw", "renegade"]
    return [seat(r, chars.get(f"c{i}", "Jesse Jones")) for i, r in enumerate(roles)]
