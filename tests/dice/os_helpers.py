"""Old Saloon positions for the rule tests (RULES.md Part G, docs/dice_setup.md): stacked
rolls may name the die kind (G17-2), and every module is switched on by its option."""

from __future__ import annotations

from typing import Any

from dice_helpers import SHORT, legal, position, seat

from bang.dice import DiceGame

__all__ = ["SHORT", "legal", "os_game", "p", "rolls"]

#: The three sourced modules' options (RULES.md Appendix G-1).
ALL_MODULES = {"os_saloon_dice": True, "os_chief_arrow": True, "os_characters": True}


def rolls(*parts: str) -> list[str]:
    """Stacked faces: short letters (``"A1BG"``, base faces) or full names, which may name
    the die kind (``"loudmouth:bullet"``)."""
    out: list[str] = []
    for part in parts:
        if ":" in part or (part.replace("_", "").isalpha() and len(part) > 1 and part.islower()):
            out.append(part)
        else:
            out.extend(SHORT[c] for c in part if not c.isspace())
    return out


#: A seat of an Old Saloon position (``dice_helpers.seat``).
p = seat


def os_game(*seats: dict[str, Any], turn: int | None = None, stack: list[str] | None = None,
            chief: str | int | None = None, arrows: int | None = None, seed: int = 0,
            **config: Any) -> DiceGame:
    """A game at the start of ``turn``'s turn with ``stack`` on the dice."""
    setup: dict[str, Any] = {"seed": seed}
    if chief is not None:
        setup["chief"] = chief
    if arrows is not None:
        setup["arrows"] = arrows
    return position(seats, stack or [], turn, config, **setup)


def answer(g: DiceGame, *texts: str) -> None:
    for text in texts:
        g.apply(text)


def kind(g: DiceGame) -> str | None:
    return None if g.pending is None else g.pending.kind


def shown(g: DiceGame) -> list[str | None]:
    return list(g.view(None).dice)


def events(g: DiceGame, name: str) -> list[dict[str, Any]]:
    return [e.data for e in g.log if e.kind == name]
