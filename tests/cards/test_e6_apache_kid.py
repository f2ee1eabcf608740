"""rules/dodge-city.md E6.1 Apache Kid (with E11-14, E11-15, E11-16, E17-2, E17-6): cards
of ♦ played by other players have no effect on him, except in a Duel."""

from __future__ import annotations

from typing import Any

import pytest

from .dc_helpers import dc_table, refused, take_all
from .helpers import (
    BANG_2D,
    BANG_3D,
    BANG_5C,
    BANG_5D,
    BEER_6H,
    CAT_BALOU_9D,
    DUEL_QD,
    INDIANS_KD,
    MISSED_2S,
    PANIC_8D,
    act,
    decides,
    kinds,
    options,
    seat,
)


def _apache_table(hand: list[int], character: str = "Black Jack", **kw: Any) -> Any:
    """E11-14's table: P0 an Outlaw with ``hand``, P1 the Sheriff Apache Kid (4/4),
    his neighbour, with no cards."""
    return dc_table(seat("outlaw", character, hand=hand), seat("sheriff", "Apache Kid"),
                    seat("deputy", "Willy the Kid"), seat("renegade", "Jesse Jones"), **kw)


def test_e11_14_apache_kid_a_diamond_bang_is_spent_and_does_nothing() -> None:
    game = _apache_table([BANG_5D, BANG_5C])
    assert game.life[1] == 4
    events = act(game, f"play c{BANG_5D} t1", 0)
    assert "no_effect" in kinds(events) and "damage" not in kinds(events)
    assert decides(game) == (0, "play")
    assert game.life[1] == 4 and game.discard[-1] == BANG_5D
    # A5: the BANG! card was played, so the turn's BANG! is used up.
    refused(game, f"play c{BANG_5C} t1", "bang_limit")


def test_e11_14_apache_kid_target_refused_with_the_option_off() -> None:
    game = _apache_table([BANG_5D, BANG_5C], apache_kid_target_legal=False)
    assert f"play c{BANG_5D} t1" not in options(game)
    assert f"play c{BANG_5C} t1" in options(game)
    refused(game, f"play c{BANG_5D} t1", "unaffected")


def test_e11_15_apache_kid_indians_skip_him_and_a_duel_reaches_him() -> None:
    game = dc_table(seat("outlaw", "Black Jack", hand=[INDIANS_KD, DUEL_QD]),
                    seat("sheriff", "Apache Kid"), seat("deputy", "Willy the Kid"),
                    seat("renegade", "Jesse Jones", hand=[BANG_5C]))
    act(game, f"play c{INDIANS_KD}", 0)
    assert decides(game) == (3, "indians")  # P1 skipped, P2 (no cards) lost 1
    assert game.life[1] == 4 and game.life[2] == 3
    act(game, f"bang c{BANG_5C}", 3)
    act(game, f"play c{DUEL_QD} t1", 0)
    assert game.life[1] == 3  # no BANG! to discard: his forced loss, no immunity


def test_e17_2_apache_kid_a_diamond_duel_may_target_him_with_the_option_off() -> None:
    game = _apache_table([DUEL_QD], apache_kid_target_legal=False)
    assert f"play c{DUEL_QD} t1" in options(game)


@pytest.mark.parametrize("card", [PANIC_8D, CAT_BALOU_9D])
def test_e17_6_apache_kid_a_diamond_panic_or_cat_balou_takes_nothing(card: int) -> None:
    game = dc_table(seat("outlaw", "Black Jack", hand=[card]),
                    seat("sheriff", "Apache Kid", hand=[BEER_6H], equipment=[]),
                    seat("deputy", "Willy the Kid"), seat("renegade", "Jesse Jones"))
    act(game, f"play c{card} t1", 0)
    assert decides(game) == (0, "play")
    assert game.hands[1] == [BEER_6H] and game.hands[0] == []
    assert game.discard[-1] == card


def test_e6_1_apache_kid_other_suits_hit_him_normally() -> None:
    game = _apache_table([BANG_5C])
    act(game, f"play c{BANG_5C} t1", 0)
    assert game.life[1] == 3


def test_e6_1_apache_kid_his_own_diamond_cards_work_for_him() -> None:
    # Apache 7-8: only what *others* play is ignored; his own ♦ BANG! is a shot.
    game = dc_table(seat("sheriff", "Apache Kid", hand=[BANG_5D]),
                    seat("outlaw", "Black Jack"), seat("deputy", "Willy the Kid"),
                    seat("renegade", "Jesse Jones"))
    act(game, f"play c{BANG_5D} t1", 0)
    assert game.life[1] == 3


def _doc_on_apache(hand: list[int], **kw: Any) -> Any:
    return _apache_table(hand, character="Doc Holyday", **kw)


def test_e11_16_doc_holyday_two_diamonds_do_nothing_to_apache_kid() -> None:
    # E11-16 (a) with two ♦ cards of the base deck (the case's Missed! 8♦ is Dodge City's).
    game = _doc_on_apache([BANG_2D, BANG_3D, BEER_6H])
    events = act(game, f"doc c{BANG_2D} t1 x{BANG_3D}", 0)
    assert "no_effect" in kinds(events)
    assert game.life[1] == 4 and decides(game) == (0, "play")
    assert not any(a.kind == "doc" for a in game.legal_actions())  # used this turn


def test_e11_16_doc_holyday_one_other_suit_reaches_apache_kid() -> None:
    game = _doc_on_apache([BANG_2D, BANG_3D, BEER_6H])
    act(game, f"doc c{BANG_2D} t1 x{BEER_6H}", 0)
    take_all(game, 0)
    assert game.life[1] == 3


def test_e6_1_apache_kid_doc_holyday_diamond_pair_refused_with_the_option_off() -> None:
    game = _doc_on_apache([BANG_2D, BANG_3D, MISSED_2S], apache_kid_target_legal=False)
    legal = options(game)
    assert f"doc c{BANG_2D} t1 x{BANG_3D}" not in legal
    assert f"doc c{BANG_2D} t1 x{MISSED_2S}" in legal
    refused(game, f"doc c{BANG_2D} t1 x{BANG_3D}", "unaffected")
