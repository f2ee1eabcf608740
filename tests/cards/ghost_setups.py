"""Exact positions for the ghost-variant tests (the set-up format: docs/ghost_setup.md)."""

from __future__ import annotations

from typing import Any

from bang.cards import content
from bang.cards.data import DECK
from bang.cards.game import CardGame


def card(name: str, rank: str, suit: str, nth: int = 0) -> int:
    """The id of the ``nth`` card called ``name`` with that rank and suit (RULES.md A6)."""
    found = [c.id for c in DECK if c.name == name and c.rank == rank and c.suit == suit]
    return found[nth]


def seat(role: str, character: str = "Willy the Kid", **info: Any) -> dict[str, Any]:
    return {"role": role, "character": character, **info}


def ghost(role: str, hand: list[int], character: str = "Rose Doolan") -> dict[str, Any]:
    """A dead player (his life at 0) holding ``hand`` as his Ghost hand."""
    return {"role": role, "character": character, "alive": False, "life": 0, "hand": hand}


#: Characters given to seats whose character is already taken, roughly in the order of
#: how rarely their abilities come into play in a short test (Slab the Killer only when
#: he shoots, Sid Ketchum only with two cards to spare ...).
STAND_INS = ("Slab the Killer", "Sid Ketchum", "Black Jack", "Bart Cassidy", "El Gringo",
             "Jesse Jones", "Kit Carlson", "Pedro Ramirez", "Calamity Janet",
             "Jourdonnais", "Lucky Duke", "Suzy Lafayette", "Vulture Sam", "Paul Regret",
             "Rose Doolan", "Willy the Kid")


def distinct_characters(players: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``players`` with every repeated character replaced by an unused stand-in."""
    used = {p["character"] for p in players}
    seen: set[str] = set()
    result = []
    for info in players:
        info = dict(info)
        if info["character"] in seen:
            info["character"] = next(c for c in STAND_INS if c not in used)
            used.add(info["character"])
        seen.add(info["character"])
        result.append(info)
    return result


def position(players: list[dict[str, Any]], variant: str, deck: list[int] | None = None,
             turn: int = 0, phase: str = "play", seed: int = 0,
             ghost_extra: dict[str, Any] | None = None, **options: Any) -> CardGame:
    """Dead seats are Ghosts; ``deck`` is listed top first.  A character already taken
    by an earlier seat is replaced by the first unused one of ``STAND_INS`` (each
    character is at one seat only, RULES.md A2)."""
    players = distinct_characters(players)
    setup: dict[str, Any] = {
        "players": players,
        "options": {"ghost_variant": variant, **options},
        "deck": deck or [],
        "turn": turn,
        "phase": phase,
        "ghost": {"ghosts": [s for s, p in enumerate(players) if not p.get("alive", True)],
                  **(ghost_extra or {})},
    }
    return CardGame.from_setup(setup, seed=seed)


def play(game: CardGame, *actions: str) -> None:
    for text in actions:
        game.apply(text)


def kinds(game: CardGame) -> list[str]:
    return [e.kind for e in game.log]


def census(game: CardGame) -> None:
    """Every card in exactly one place, ghost hands and the ghost piles included."""
    g = game
    cards = ([c for h in g.hands for c in h] + [c for t in g.tables for c in t] + g.deck
             + g.discard + g.limbo + g.out + g.ghost.deck + g.ghost.discard)
    expected = content.deck_for(g.config.content_sets)
    if g.ghost.second_deck_dealt:
        expected += content.second_deck_for(g.config.content_sets)
    assert sorted(cards) == sorted(expected)
