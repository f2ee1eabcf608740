"""RULES.md A8, A11, A12 as a property: games played from positions with only a handful
of cards in the game, so the deck runs out in the middle of every kind of reveal, never
offer the same card twice in one decision and never lose or duplicate a card."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bang.cards import CardGame
from bang.cards.data import CHARACTERS

from .ghost_setups import census

ROLES = {4: ["sheriff", "outlaw", "outlaw", "renegade"],
         5: ["sheriff", "outlaw", "outlaw", "renegade", "deputy"]}


def small_game(players: int, in_game: int, variant: str, seed: int) -> CardGame:
    """A position with ``in_game`` cards in play, at most one card in each hand, the rest
    of the cards in a small deck and discard pile, and everything else out of the game."""
    rng = random.Random(seed)
    cards = rng.sample(range(80), in_game)
    names = rng.sample([c.name for c in CHARACTERS], players)
    seats: list[dict[str, Any]] = []
    for s in range(players):
        hand = [cards.pop()] if cards else []
        seats.append({"role": ROLES[players][s], "character": names[s], "hand": hand})
    split = rng.randint(0, len(cards))
    setup = {"players": seats, "deck": cards[:split], "discard": cards[split:],
             "unlisted": "out", "phase": "start",
             "options": {"ghost_variant": variant}}
    return CardGame.from_setup(setup, seed=seed)


def check_decision(game: CardGame) -> None:
    census(game)
    legal = game.legal_actions()
    assert len(set(legal)) == len(legal), f"an option is offered twice: {legal}"
    pending = game.pending
    assert pending is not None
    shown = pending.context.get("cards")
    if isinstance(shown, list):
        assert len(set(shown)) == len(shown), f"a card is shown twice: {shown}"
    if pending.kind in ("lucky_duke", "store_pick", "kit_return"):
        # The revealed cards are offered once each (Sid Ketchum's pairs, which a pick
        # in his own turn also offers, A12, name hand cards and are not picks).
        cards = [a.card for a in legal if a.kind != "sid"]
        assert len(set(cards)) == len(cards)


@settings(max_examples=60, deadline=None)
@given(players=st.sampled_from([4, 5]), in_game=st.integers(6, 24),
       variant=st.sampled_from(["none", "dead_reckonin", "dead_mans_hand"]),
       seed=st.integers(0, 2**32))
def test_small_decks_never_offer_a_card_twice(players: int, in_game: int, variant: str,
                                              seed: int) -> None:
    game = small_game(players, in_game, variant, seed)
    rng = random.Random(seed)
    for _ in range(400):
        if game.is_over:
            break
        check_decision(game)
        game.apply(rng.choice(game.legal_actions()))
    census(game)
