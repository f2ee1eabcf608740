"""Exact positions for the card-game rule tests.

Card ids are looked up in ``bang.cards.deck()`` by name, rank and suit, so a test reads
``BANG_AS`` (BANG! A♠) rather than a bare number.  ``seat`` and ``table`` build the plain
setup dict of ``CardGame.from_setup``; ``act`` applies one action, checking who answers.
"""

from __future__ import annotations

from typing import Any

from bang.cards import CardGame, deck
from bang.core.protocol import Event

_SUIT = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def card_id(name: str, short: str) -> int:
    """The id of card ``name`` with rank and suit letter ``short`` (``"10S"``)."""
    rank, suit = short[:-1], _SUIT[short[-1]]
    for c in deck():
        if c.name == name and c.rank == rank and c.suit == suit:
            return c.id
    raise KeyError(f"no card {name} {short}")


def ids(name: str) -> list[int]:
    """Every id of the cards called ``name``, in deck order."""
    return [c.id for c in deck() if c.name == name]


BANG_AS = card_id("BANG!", "AS")
BANG_QH = card_id("BANG!", "QH")
BANG_KH = card_id("BANG!", "KH")
BANG_AH = card_id("BANG!", "AH")
BANG_2D = card_id("BANG!", "2D")
BANG_3D = card_id("BANG!", "3D")
BANG_4D = card_id("BANG!", "4D")
BANG_5D = card_id("BANG!", "5D")
BANG_6D = card_id("BANG!", "6D")
BANG_7D = card_id("BANG!", "7D")
BANG_2C = card_id("BANG!", "2C")
BANG_3C = card_id("BANG!", "3C")
BANG_4C = card_id("BANG!", "4C")
BANG_5C = card_id("BANG!", "5C")
BANG_6C = card_id("BANG!", "6C")
BANG_7C = card_id("BANG!", "7C")
BANG_8C = card_id("BANG!", "8C")
BANG_9C = card_id("BANG!", "9C")
MISSED_2S = card_id("Missed!", "2S")
MISSED_3S = card_id("Missed!", "3S")
MISSED_4S = card_id("Missed!", "4S")
MISSED_8S = card_id("Missed!", "8S")
MISSED_10C = card_id("Missed!", "10C")
MISSED_JC = card_id("Missed!", "JC")
MISSED_QC = card_id("Missed!", "QC")
MISSED_KC = card_id("Missed!", "KC")
MISSED_AC = card_id("Missed!", "AC")
BEER_6H = card_id("Beer", "6H")
BEER_7H = card_id("Beer", "7H")
BEER_8H = card_id("Beer", "8H")
BEER_9H = card_id("Beer", "9H")
BEER_10H = card_id("Beer", "10H")
BEER_JH = card_id("Beer", "JH")
CAT_BALOU_KH = card_id("Cat Balou", "KH")
CAT_BALOU_9D = card_id("Cat Balou", "9D")
PANIC_JH = card_id("Panic!", "JH")
PANIC_8D = card_id("Panic!", "8D")
DUEL_JS = card_id("Duel", "JS")
DUEL_QD = card_id("Duel", "QD")
DUEL_8C = card_id("Duel", "8C")
GENERAL_STORE_QS = card_id("General Store", "QS")
GENERAL_STORE_9C = card_id("General Store", "9C")
INDIANS_KD = card_id("Indians!", "KD")
INDIANS_AD = card_id("Indians!", "AD")
STAGECOACH_1, STAGECOACH_2 = ids("Stagecoach")
GATLING = card_id("Gatling", "10H")
SALOON = card_id("Saloon", "5H")
WELLS_FARGO = card_id("Wells Fargo", "3H")
BARREL_QS = card_id("Barrel", "QS")
BARREL_KS = card_id("Barrel", "KS")
DYNAMITE = card_id("Dynamite", "2H")
JAIL_10S = card_id("Jail", "10S")
JAIL_JS = card_id("Jail", "JS")
JAIL_4H = card_id("Jail", "4H")
MUSTANG_8H = card_id("Mustang", "8H")
MUSTANG_9H = card_id("Mustang", "9H")
SCOPE = card_id("Scope", "AS")
VOLCANIC_10S = card_id("Volcanic", "10S")
VOLCANIC_10C = card_id("Volcanic", "10C")
SCHOFIELD_KS = card_id("Schofield", "KS")
SCHOFIELD_JC = card_id("Schofield", "JC")
REMINGTON = card_id("Remington", "KC")
CARABINE = card_id("Rev. Carabine", "AC")
WINCHESTER = card_id("Winchester", "8S")

#: Cards with no use in the test at hand, for filling hands (all BANG! clubs/diamonds).
FILLER = [BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C, BANG_7C, BANG_8C, BANG_9C]


def seat(role: str, character: str, life: int | None = None, hand: list[int] | None = None,
         equipment: list[int] | None = None, **extra: Any) -> dict[str, Any]:
    """One player of a setup."""
    info: dict[str, Any] = {"role": role, "character": character,
                            "hand": list(hand or []), "equipment": list(equipment or [])}
    if life is not None:
        info["life"] = life
    info.update(extra)
    return info


def table(*players: dict[str, Any], deck: list[int] | None = None,
          discard: list[int] | None = None, turn: int = 0, phase: str = "play",
          seed: int = 0, fill_deck: bool = True, unlisted: str | None = None,
          **options: Any) -> CardGame:
    """A game at an exact position: ``deck`` is listed top first; with ``fill_deck``
    false the unlisted cards go under the discard pile instead of under the deck, and
    ``unlisted="out"`` leaves them out of the game."""
    setup: dict[str, Any] = {
        "players": list(players), "deck": list(deck or []), "discard": list(discard or []),
        "turn": turn, "phase": phase, "options": options, "fill_deck": fill_deck,
    }
    if unlisted is not None:
        del setup["fill_deck"]
        setup["unlisted"] = unlisted
    return CardGame.from_setup(setup, seed=seed)


def act(game: CardGame, text: str, seat: int | None = None) -> list[Event]:
    """Apply ``text``; when ``seat`` is given, it must be the seat that is deciding."""
    pending = game.pending
    assert pending is not None, "the game is over"
    if seat is not None:
        assert pending.seat == seat, f"seat {pending.seat} decides {pending.kind}, not {seat}"
    return game.apply(text, seat=seat)


def options(game: CardGame) -> set[str]:
    """The legal answers to the pending decision, in notation."""
    return {a.format() for a in game.legal_actions()}


def decides(game: CardGame) -> tuple[int, str]:
    """(seat, kind) of the pending decision."""
    pending = game.pending
    assert pending is not None, "the game is over"
    return pending.seat, pending.kind


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
