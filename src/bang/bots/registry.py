"""Bots by name, so the command line and the simulator's worker processes can build them
from a string: ``random``, and the heuristic levels ``easy`` and ``normal``."""

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


_BOTS: dict[str, BotFactory] = {
    "random": RandomBot,
    "easy": _easy,
    "normal": _normal,
}


def register_bot(name: str, factory: BotFactory) -> None:
    """Make ``factory(seed)`` available as ``name``."""
    _BOTS[name] = factory


def bot_names() -> tuple[str, ...]:
    return tuple(_BOTS)


def make_bot(name: str, seed: int) -> Bot:
    """A fresh bot of kind ``name`` seeded with ``seed``; unknown names raise ``ValueError``."""
    try:
        factory = _BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(_BOTS)}") from None
    return factory(seed)
