"""Exact positions with an event deck (rules/high-noon-fistful.md, Part F).

``ev_table`` is ``helpers.table`` with an event deck and its ``events`` key: ``deck``
(the next event first), ``in_force`` (the card in force) and ``rounds`` (the round
opener's regular turns begun), taken as given (F15-7).  Characters whose ability does
not matter are base characters that no rule of the case touches (F12's "plain": Bart
Cassidy where no life is lost, or Paul Regret where no distance is read...).
"""

from __future__ import annotations

from typing import Any

from bang.cards import CardGame


def ev_table(*players: dict[str, Any], events: dict[str, Any] | None = None,
             deck: list[int] | None = None, discard: list[int] | None = None,
             turn: int = 0, phase: str = "play", seed: int = 0,
             event_decks: str = "high_noon", ghost: dict[str, Any] | None = None,
             **options: Any) -> CardGame:
    """A game at an exact position with ``event_decks`` and the ``events`` key given
    (and a ghost variant's ``ghost`` key, docs/ghost_setup.md)."""
    setup: dict[str, Any] = {
        "players": list(players), "deck": list(deck or []), "discard": list(discard or []),
        "turn": turn, "phase": phase, "options": {"event_decks": event_decks, **options},
        "events": dict(events or {}),
    }
    if ghost is not None:
        setup["ghost"] = ghost
    return CardGame.from_setup(setup, seed=seed)


def in_force(game: CardGame) -> str | None:
    """The event card in force as every seat sees it."""
    view = game.view(None).event
    assert view is not None
    result = view["in_force"]
    assert result is None or isinstance(result, str)
    return result


def next_event(game: CardGame) -> str | None:
    """The next event card (the event deck's visible top) as every seat sees it."""
    view = game.view(None).event
    assert view is not None
    result = view["next"]
    assert result is None or isinstance(result, str)
    return result


def play_to_end(game: CardGame, seed: int, limit: int = 20_000) -> CardGame:
    """Random legal answers until the game ends (``limit`` decisions at most)."""
    import random

    rng = random.Random(seed)
    for _ in range(limit):
        if game.pending is None:
            return game
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("the game did not end")
