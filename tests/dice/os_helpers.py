"""Old Saloon positions for the rule tests (RULES.md Part G, docs/dice_setup.md): stacked
rolls may name the die kind (G17-2), and every module is switched on by its option."""

from __future__ import annotations

from typing import Any

from dice_helpers import SHORT

from bang.dice import DiceGame

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


def p(role: str, character: str = "Jesse Jones", life: int | None = None, arrows: int = 0,
      alive: bool = True) -> dict[str, Any]:
    entry: dict[str, Any] = {"role": role, "character": character, "arrows": arrows,
                             "alive": alive}
    if life is not None:
        entry["life"] = life
    return entry


def os_game(*seats: dict[str, Any], turn: int | None = None, stack: list[str] | None = None,
            chief: str | int | None = None, arrows: int | None = None, seed: int = 0,
            **config: Any) -> DiceGame:
    """A game at the start of ``turn``'s turn with ``stack`` on the dice."""
    setup: dict[str, Any] = {"players": list(seats), "next_rolls": stack or []}
    names = [s["character"] for s in seats]
    if len(set(names)) < len(names):
        setup["allow_duplicate_characters"] = True
    if turn is not None:
        setup["turn"] = turn
    if chief is not None:
        setup["chief"] = chief
    if arrows is not None:
        setup["arrows"] = arrows
    setup["config"] = config
    setup["seed"] = seed
    return DiceGame.from_setup(setup)


def answer(g: DiceGame, *texts: str) -> None:
    for text in texts:
        g.apply(text)


def kind(g: DiceGame) -> str | None:
    return None if g.pending is None else g.pending.kind


def legal(g: DiceGame) -> list[str]:
    return [a.format() for a in g.legal_actions()]


def shown(g: DiceGame) -> list[str | None]:
    return list(g.view(None).dice)


def events(g: DiceGame, name: str) -> list[dict[str, Any]]:
    return [e.data for e in g.log if e.kind == name]
