"""RULES.md C1.4 (two-card contest key) and C2.1-6 / C2.2-5 / C2.3 (poker hands)."""

from __future__ import annotations

import random
import time

from bang.cards import poker
from bang.cards.poker import (
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    ONE_PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
    action_suits,
    best_hand,
    contest_key,
    contest_winner,
)

from .ghost_setups import card

A_SPADES_SCOPE = card("Scope", "A", "♠")
A_SPADES_BANG = card("BANG!", "A", "♠")
A_HEARTS = card("BANG!", "A", "♥")
A_DIAMONDS = card("BANG!", "A", "♦")
A_CLUBS = card("Missed!", "A", "♣")
K_SPADES = card("Barrel", "K", "♠")
K_HEARTS = card("BANG!", "K", "♥")
K_CLUBS = card("Missed!", "K", "♣")
Q_DIAMONDS = card("BANG!", "Q", "♦")
Q_SPADES = card("Barrel", "Q", "♠")
SEVEN_DIAMONDS = card("BANG!", "7", "♦")
SEVEN_HEARTS = card("Beer", "7", "♥")
NINE_DIAMONDS = card("BANG!", "9", "♦")
TWO_CLUBS = card("BANG!", "2", "♣")
THREE_CLUBS = card("BANG!", "3", "♣")
THREE_HEARTS = card("Wells Fargo", "3", "♥")


# --- C1.4 test vectors -------------------------------------------------------------------
def test_c1_4_pair_beats_high_card() -> None:
    assert contest_key(K_HEARTS, K_CLUBS) > contest_key(A_SPADES_BANG, Q_DIAMONDS)
    plays = [(1, K_HEARTS, K_CLUBS), (2, A_SPADES_BANG, Q_DIAMONDS)]
    assert contest_winner(plays) == 1


def test_c1_4_equal_hands_tie_and_nobody_acts() -> None:
    plays = [(1, A_SPADES_BANG, SEVEN_DIAMONDS), (2, A_CLUBS, SEVEN_HEARTS)]
    assert contest_winner(plays) == -1


def test_c1_4_kicker_decides_only_with_dr_kicker() -> None:
    plays = [(1, A_SPADES_BANG, NINE_DIAMONDS), (2, A_CLUBS, SEVEN_HEARTS)]
    assert contest_winner(plays, kicker=True) == 1
    assert contest_winner(plays, kicker=False) == -1


def test_c1_4_single_ghost_needs_ace_or_pair() -> None:
    assert contest_winner([(3, K_SPADES, Q_SPADES)]) == -1
    assert contest_winner([(3, A_DIAMONDS, TWO_CLUBS)]) == 3
    assert action_suits(A_DIAMONDS, TWO_CLUBS) == ("♦",)
    assert contest_winner([(3, THREE_CLUBS, THREE_HEARTS)]) == 3
    assert set(action_suits(THREE_CLUBS, THREE_HEARTS)) == {"♣", "♥"}


def test_c1_4_two_physical_aces_of_spades_are_a_pair_of_spades() -> None:
    assert poker.is_pair(A_SPADES_SCOPE, A_SPADES_BANG)
    assert action_suits(A_SPADES_SCOPE, A_SPADES_BANG) == ("♠",)


def test_c1_3_4_top_tie_beats_a_lower_third_hand() -> None:
    plays = [(1, A_SPADES_BANG, SEVEN_DIAMONDS), (2, A_CLUBS, SEVEN_HEARTS),
             (4, TWO_CLUBS, THREE_HEARTS)]
    assert contest_winner(plays) == -1


def test_c1_1_4_suit_of_the_higher_card() -> None:
    assert action_suits(SEVEN_HEARTS, K_SPADES) == ("♠",)


# --- C2.3 and C2.2-5 ------------------------------------------------------------------------
def test_c2_3_duplicate_ace_of_spades_is_void_so_four_aces_not_five() -> None:
    hand = [A_SPADES_SCOPE, A_SPADES_BANG, A_HEARTS, A_DIAMONDS, A_CLUBS, K_SPADES, TWO_CLUBS]
    assert best_hand(hand) == (FOUR_OF_A_KIND, (14, 13))


def _cards(spec: str) -> list[int]:
    """Distinct-looking ids for ``"AS KH 10D"``-style specs (ids of the 80-card deck)."""
    from bang.cards.data import DECK
    suits = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    out = []
    for token in spec.split():
        rank, suit = token[:-1], suits[token[-1]]
        out.append(next(c.id for c in DECK if c.rank == rank and c.suit == suit
                        and c.id not in out))
    return out


def test_c2_2_5_standard_categories_in_order() -> None:
    hands = [
        ("2C 3C 4C 5C 6C", STRAIGHT_FLUSH),
        ("AS AH AD AC 9D", FOUR_OF_A_KIND),
        ("KS KH KD 9D 9C", FULL_HOUSE),
        ("2D 4D 6D 8D JD", FLUSH),
        ("9D 10S JC QH KS", STRAIGHT),
        ("7S 7H 7D 2C AH", THREE_OF_A_KIND),
        ("7S 7H 9D 9C AH", TWO_PAIR),
        ("7S 7H 9D JC AH", ONE_PAIR),
        ("2S 7H 9D JC AH", HIGH_CARD),
    ]
    keys = [best_hand(_cards(spec)) for spec, _ in hands]
    assert [k[0] for k in keys] == [cat for _, cat in hands]
    assert keys == sorted(keys, reverse=True)


def test_c2_2_5_wheel_option() -> None:
    wheel = _cards("AS 2H 3D 4C 5S")
    assert best_hand(wheel, wheel=True) == (STRAIGHT, (5,))
    assert best_hand(wheel, wheel=False)[0] == HIGH_CARD
    assert best_hand(_cards("2C 3C 4C 5C AC"), wheel=True) == (STRAIGHT_FLUSH, (5,))


def test_c2_2_5_best_five_of_many_and_kickers() -> None:
    cards = _cards("AS AH KD KC QS QH 2D")
    assert best_hand(cards) == (TWO_PAIR, (14, 13, 12))
    assert best_hand(_cards("AS AH 9D 8C 2S")) > best_hand(_cards("AD AC 9S 7C 6S"))
    assert best_hand(_cards("AS AH 9D 8C 2S")) == best_hand(_cards("AD AC 9S 8H 2C"))
    assert best_hand(_cards("KS KH KD QC QS JH JD")) == (FULL_HOUSE, (13, 12))


def test_c2_2_5_fewer_than_five_distinct_cards() -> None:
    assert best_hand(_cards("AS AH 2D")) == (ONE_PAIR, (14, 2))
    assert best_hand([A_SPADES_SCOPE, A_SPADES_BANG]) == (HIGH_CARD, (14,))
    assert best_hand([]) == (HIGH_CARD, ())


def test_rankings_are_fast_enough() -> None:
    rng = random.Random(7)
    hands = [rng.sample(range(80), 9) for _ in range(3000)]
    start = time.perf_counter()
    for h in hands:
        best_hand(h)
        contest_key(h[0], h[1])
    assert time.perf_counter() - start < 1.0
