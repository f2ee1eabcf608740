"""RULES.md A6 and A13: the 80-card deck and the 16 characters."""

from __future__ import annotations

from collections import Counter

from bang.cards import characters, deck

from .helpers import BANG_AS, DYNAMITE, SCOPE, STAGECOACH_1, STAGECOACH_2, WINCHESTER


def test_deck_has_80_cards_with_ids_in_row_order() -> None:
    """A6: card id = row number - 1."""
    cards = deck()
    assert len(cards) == 80
    assert [c.id for c in cards] == list(range(80))
    assert (cards[0].name, cards[0].rank, cards[0].suit) == ("BANG!", "A", "♠")
    assert (cards[79].name, cards[79].rank, cards[79].suit) == ("Winchester", "8", "♠")


def test_every_card_has_id_name_suit_rank_and_color() -> None:
    for c in deck():
        assert c.suit in "♠♥♦♣"
        assert c.rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
        assert c.color in ("brown", "blue")
        assert isinstance(c.name, str)


def test_twenty_cards_per_suit() -> None:
    assert Counter(c.suit for c in deck()) == {"♠": 20, "♥": 20, "♦": 20, "♣": 20}


def test_per_name_counts_and_borders() -> None:
    counts = Counter((c.name, c.color) for c in deck())
    assert counts == {
        ("BANG!", "brown"): 25, ("Missed!", "brown"): 12, ("Beer", "brown"): 6,
        ("Cat Balou", "brown"): 4, ("Panic!", "brown"): 4, ("Duel", "brown"): 3,
        ("General Store", "brown"): 2, ("Indians!", "brown"): 2, ("Stagecoach", "brown"): 2,
        ("Gatling", "brown"): 1, ("Saloon", "brown"): 1, ("Wells Fargo", "brown"): 1,
        ("Barrel", "blue"): 2, ("Dynamite", "blue"): 1, ("Jail", "blue"): 3,
        ("Mustang", "blue"): 2, ("Scope", "blue"): 1, ("Volcanic", "blue"): 2,
        ("Schofield", "blue"): 3, ("Remington", "blue"): 1, ("Rev. Carabine", "blue"): 1,
        ("Winchester", "blue"): 1,
    }
    assert sum(1 for c in deck() if c.color == "brown") == 63


def test_28_rank_suit_pairs_appear_twice_and_all_52_appear() -> None:
    pairs = Counter((c.rank, c.suit) for c in deck())
    assert len(pairs) == 52
    doubled = {p for p, k in pairs.items() if k == 2}
    assert len(doubled) == 28
    assert all(k in (1, 2) for k in pairs.values())
    assert doubled == {(r, s) for r in ("8", "9", "10", "J", "Q", "K", "A") for s in "♠♥♦♣"}


def test_single_copy_constants_and_duplicated_examples() -> None:
    """A6 "useful test constants": A♠ is both Scope and a BANG!, 9♠ both Stagecoaches."""
    cards = deck()
    assert (cards[DYNAMITE].rank, cards[DYNAMITE].suit) == ("2", "♥")
    assert (cards[WINCHESTER].rank, cards[WINCHESTER].suit) == ("8", "♠")
    assert (cards[SCOPE].rank, cards[SCOPE].suit) == (cards[BANG_AS].rank, cards[BANG_AS].suit)
    assert cards[STAGECOACH_1][2:4] == cards[STAGECOACH_2][2:4] == ("♠", "9")


def test_draw_check_statistics_on_a_full_deck() -> None:
    """A6: 20 hearts, 10 cards 2♠-9♠, 40 red cards."""
    order = ("2", "3", "4", "5", "6", "7", "8", "9")
    assert sum(1 for c in deck() if c.suit == "♥") == 20
    assert sum(1 for c in deck() if c.suit == "♠" and c.rank in order) == 10
    assert sum(1 for c in deck() if c.suit in "♥♦") == 40


def test_sixteen_characters_el_gringo_and_paul_regret_have_three_life() -> None:
    """A12: only El Gringo and Paul Regret have 3 life points; Kit Carlson has 4 (D1-15)."""
    chars = characters()
    assert len(chars) == 16
    assert len({c.name for c in chars}) == 16
    life = {c.name: c.life for c in chars}
    assert {n for n, v in life.items() if v == 3} == {"El Gringo", "Paul Regret"}
    assert all(v == 4 for n, v in life.items() if n not in ("El Gringo", "Paul Regret"))
    assert life["Kit Carlson"] == 4
