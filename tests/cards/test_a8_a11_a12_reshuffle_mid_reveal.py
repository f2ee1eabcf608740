"""RULES.md A8, A11, A12: a reshuffle in the middle of a reveal of several cards.

Every card of one operation stays off the discard pile until the operation has taken
all its cards (Lucky Duke's two draw! cards, General Store, Kit Carlson, Black Jack), so
the reshuffle of A11 can never hand the same card out twice.  The positions use
``unlisted="out"`` (docs/card_setup.md) so the deck and the discard pile hold exactly the
cards listed.
"""

from __future__ import annotations

import pytest

from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BEER_6H,
    GENERAL_STORE_QS,
    JAIL_10S,
    act,
    decides,
    options,
    seat,
    table,
)


def lucky_duke_jailed() -> list[dict[str, object]]:
    return [seat("sheriff", "Willy the Kid"),
            seat("outlaw", "Lucky Duke", equipment=[JAIL_10S]),
            seat("outlaw", "Slab the Killer"), seat("renegade", "Paul Regret")]


@pytest.mark.parametrize("seed", range(8))
def test_lucky_duke_flips_the_reshuffled_card_not_his_first_one_again(seed: int) -> None:
    """A8 Lucky Duke + A11: he flips 2♣, the deck is empty, the discard pile [6♥] becomes
    the deck, he flips 6♥, chooses the heart and escapes the Jail (issue reproduction)."""
    game = table(*lucky_duke_jailed(), deck=[BANG_2C], discard=[BEER_6H], turn=1,
                 phase="start", unlisted="out", seed=seed)
    assert decides(game) == (1, "lucky_duke")
    assert options(game) == {f"choose c{BANG_2C}", f"choose c{BEER_6H}"}
    assert game.deck == []
    assert game.discard == [BANG_2C, BEER_6H]
    act(game, f"choose c{BEER_6H}", 1)
    assert any(e.kind == "jail_escaped" for e in game.log)
    assert decides(game) == (1, "play")
    # Phase 1 reshuffled the two draw! cards and the Jail and drew two of them.
    assert len(game.hands[1]) == 2
    assert sorted(game.hands[1] + game.deck + game.discard) == sorted(
        [BANG_2C, BEER_6H, JAIL_10S])


def test_lucky_duke_with_one_card_left_in_all_flips_it_alone() -> None:
    """A8 + A11: with a single card in deck and discard pile together, the second flip
    finds nothing; the one card is the draw! (no choice of one card against itself)."""
    game = table(*lucky_duke_jailed(), deck=[], discard=[BEER_6H], turn=1,
                 phase="start", unlisted="out")
    checks = [e for e in game.log if e.kind == "check"]
    assert [c.data.get("card") for c in checks] == [BEER_6H]
    assert any(e.kind == "jail_escaped" for e in game.log)
    assert decides(game) == (1, "play")
    assert sorted(game.hands[1]) == sorted([BEER_6H, JAIL_10S])


def test_lucky_duke_with_no_cards_anywhere_fails_the_draw() -> None:
    """A11: "if both are empty, the draw simply yields nothing" — the Jail is not
    escaped."""
    game = table(*lucky_duke_jailed(), deck=[], discard=[], turn=1, phase="start",
                 unlisted="out")
    assert any(e.kind == "jail_skips_turn" for e in game.log)
    assert game.turn_seat == 2


def store_position() -> list[dict[str, object]]:
    return [seat("sheriff", "Willy the Kid", hand=[GENERAL_STORE_QS]),
            seat("outlaw", "Lucky Duke"), seat("outlaw", "Slab the Killer"),
            seat("renegade", "Paul Regret")]


def test_general_store_reshuffle_midway_reveals_each_card_once() -> None:
    """A7 General Store + A11: one card left; the rest come from the reshuffled pile
    (which holds the General Store itself), never a card already revealed."""
    game = table(*store_position(), deck=[BANG_3C],
                 discard=[BEER_6H, BANG_4C], unlisted="out")
    act(game, f"play c{GENERAL_STORE_QS}", 0)
    assert decides(game) == (0, "store_pick")
    picks = [a.card for a in game.legal_actions()]
    assert sorted(picks) == sorted([BANG_3C, BEER_6H, BANG_4C, GENERAL_STORE_QS])


def test_general_store_with_an_empty_deck_reveals_only_what_exists() -> None:
    """A11: with the deck and discard pile empty, only the played General Store itself
    can be revealed, once."""
    game = table(*store_position(), deck=[], discard=[], unlisted="out")
    act(game, f"play c{GENERAL_STORE_QS}", 0)
    reveal = next(e for e in game.log if e.kind == "store_reveals")
    assert reveal.data["cards"] == [GENERAL_STORE_QS]


def test_kit_carlson_with_one_card_left_sees_three_different_cards() -> None:
    """A12 Kit Carlson: fewer than 3 cards in the deck → reshuffle first (A11)."""
    game = table(seat("sheriff", "Kit Carlson"), seat("outlaw", "Lucky Duke"),
                 seat("outlaw", "Slab the Killer"), seat("renegade", "Paul Regret"),
                 deck=[BANG_3C], discard=[BEER_6H, BANG_4C], phase="draw", unlisted="out")
    assert decides(game) == (0, "kit_return")
    assert options(game) == {f"return c{c}" for c in (BANG_3C, BEER_6H, BANG_4C)}


def test_kit_carlson_with_an_empty_deck_takes_the_one_card_there_is() -> None:
    game = table(seat("sheriff", "Kit Carlson"), seat("outlaw", "Lucky Duke"),
                 seat("outlaw", "Slab the Killer"), seat("renegade", "Paul Regret"),
                 deck=[], discard=[BEER_6H], phase="draw", unlisted="out")
    assert decides(game) == (0, "play")
    assert game.hands[0] == [BEER_6H]


def test_black_jack_reveals_the_reshuffled_second_card() -> None:
    """A12 Black Jack: the first card is in his hand before the reshuffle, so the shown
    second card is the heart from the discard pile; the extra draw finds nothing (A11)."""
    game = table(seat("sheriff", "Black Jack"), seat("outlaw", "Lucky Duke"),
                 seat("outlaw", "Slab the Killer"), seat("renegade", "Paul Regret"),
                 deck=[BANG_3C], discard=[BEER_6H], phase="draw", unlisted="out")
    assert game.hands[0] == [BANG_3C, BEER_6H]
    reveal = next(e for e in game.log if e.kind == "black_jack_reveals")
    assert reveal.data["card"] == BEER_6H
    assert game.deck == [] and game.discard == []


def test_black_jack_with_an_empty_deck_reveals_nothing() -> None:
    game = table(seat("sheriff", "Black Jack"), seat("outlaw", "Lucky Duke"),
                 seat("outlaw", "Slab the Killer"), seat("renegade", "Paul Regret"),
                 deck=[], discard=[BEER_6H], phase="draw", unlisted="out")
    assert game.hands[0] == [BEER_6H]
    assert not any(e.kind == "black_jack_reveals" for e in game.log)
