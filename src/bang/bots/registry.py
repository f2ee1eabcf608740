"""Bots by name, so the command line and the simulator's worker processes can build them
from a string.  Adding the heuristic bots later is one :func:`register_bot` call each."""

from __future__ import annotations

from collections.abc import Callable

from bang.bots.base import Bot
from bang.bots.random_bot import RandomBot

BotFactory = Callable[[int], Bot]

_BOTS: dict[str, BotFactory] = {
    "random": RandomBot,
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
