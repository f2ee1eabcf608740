"""Bots by name, so the command line, the simulator's worker processes and the server's
bot seats can build them from a string.

The difficulty ladder, weakest first (``LEVELS``): ``random``; the heuristic levels
``easy`` and ``normal``; the search levels ``hard`` and ``expert`` (``bang.bots.search``,
their budgets in ``bang.bots.levels``)."""

from __future__ import annotations

from collections.abc import Callable

from bang.bots.base import Bot
from bang.bots.random_bot import RandomBot

BotFactory = Callable[[int], Bot]


def _normal(seed: int) -> Bot:
    from bang.bots.heuristic import normal_bot

    return normal_bot(seed)


def _easy(seed: int) -> Bot:
    from bang.bots.heuristic import easy_bot

    return easy_bot(seed)


def _hard(seed: int) -> Bot:
    from bang.bots.levels import hard_bot

    return hard_bot(seed)


def _expert(seed: int) -> Bot:
    from bang.bots.levels import expert_bot

    return expert_bot(seed)


_BOTS: dict[str, BotFactory] = {
    "random": RandomBot,
    "easy": _easy,
    "normal": _normal,
    "hard": _hard,
    "expert": _expert,
}
#: The difficulty ladder, weakest first.
LEVELS = ("random", "easy", "normal", "hard", "expert")


def register_bot(name: str, factory: BotFactory) -> None:
    """Make ``factory(seed)`` available as ``name``."""
    _BOTS[name] = factory


def bot_names() -> tuple[str, ...]:
    """Every bot name ``make_bot`` knows: the levels, then those registered."""
    return tuple(_BOTS)


def make_bot(name: str, seed: int) -> Bot:
    """A fresh bot of kind ``name`` seeded with ``seed``; unknown names raise ``ValueError``."""
    try:
        factory = _BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(_BOTS)}") from None
    return factory(seed)
