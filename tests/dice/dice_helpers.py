"""Building exact dice-game positions for the rule tests (docs/dice_setup.md)."""

from __future__ import annotations

from typing import Any

from bang.core.protocol import Event
from bang.dice import DiceGame

#: One letter per face so stacked rolls read like the dice: "11BGG".
SHORT = {"A": "arrow", "D": "dynamite", "1": "one", "2": "two", "B": "beer", "G": "gatling"}

#: A harmless first roll for whoever plays next (no arrow, no Dynamite).
PAD = "BBBBB"


def seat(role: str, character: str = "Jesse Jones", life: int | None = None, arrows: int = 0,
         alive: bool = True) -> dict[str, Any]:
    entry: dict[str, Any] = {"role": role, "character": character, "arrows": arrows,
                             "alive": alive}
    if life is not None:
        entry["life"] = life
    return entry


def faces(rolls: str) -> list[str]:
    return [SHORT[c] for c in rolls if not c.isspace()]


def game(*seats: dict[str, Any], turn: int | None = None, rolls: str = "", pad: bool = True,
         **config: Any) -> DiceGame:
    """A game at the start of ``turn``'s turn with ``rolls`` stacked (then a harmless roll)."""
    setup: dict[str, Any] = {"players": list(seats), "next_rolls": faces(rolls + (PAD if pad
                                                                                  else ""))}
    characters = [s["character"] for s in seats]
    if len(set(characters)) < len(characters):
        # Rule tests isolate one ability by giving the other seats the same character; the
        # deal cannot do that, so the position has to ask for it (docs/dice_setup.md).
        setup["allow_duplicate_characters"] = True
    if turn is not None:
        setup["turn"] = turn
    if config:
        setup["config"] = config
    return DiceGame.from_setup(setup)


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
