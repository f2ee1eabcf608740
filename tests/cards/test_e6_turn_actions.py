"""rules/dodge-city.md E6.1 Chuck Wengam, Doc Holyday, José Delgado, E9-6, E9-20 (with
E11-17, E11-21, E11-34): the abilities that add actions to their owner's phase 2."""

from __future__ import annotations

from typing import Any

import pytest

from .dc_helpers import dc_table, refused, take_all
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BANG_5C,
    BANG_6C,
    BANG_7C,
    BARREL_QS,
    BEER_6H,
    CAT_BALOU_KH,
    MISSED_2S,
    MUSTANG_8H,
    PANIC_JH,
    SCOPE,
    VOLCANIC_10S,
    act,
    decides,
    kinds,
    options,
    seat,
)


def _own_turn(character: str, life: int | None = None, hand: list[int] | None = None,
              equipment: list[int] | None = None, deck: list[int] | None = None,
              target: dict[str, Any] | None = None) -> Any:
    """P0 ``character`` (Outlaw) in phase 2; P1 the Sheriff, his neighbour, no cards."""
    return dc_table(seat("outlaw", character, life=life, hand=hand, equipment=equipment),
                    target or seat("sheriff", "Black Jack"), seat("deputy", "Willy the Kid"),
                    seat("renegade", "Jesse Jones"), seat("outlaw", "Kit Carlson"),
                    deck=deck or [])


# --- Chuck Wengam (E11-21) ------------------------------------------------------------
def test_e11_21_chuck_wengam_one_life_for_two_cards_never_the_last() -> None:
    deck = [BANG_2C, BANG_3C, BANG_4C, BANG_5C]
    game = _own_turn("Chuck Wengam", life=2, deck=deck)
    events = act(game, "chuck", 0)
    assert game.life[0] == 1 and game.hands[0] == [BANG_2C, BANG_3C]
    # E9-20: caused by nobody: no damage, nothing for anyone.
    assert "damage" not in kinds(events) and "chuck_wengam" in kinds(events)
    assert "chuck" not in options(game)
    refused(game, "chuck", "last_life")


def test_e11_21_chuck_wengam_from_full_life_three_times() -> None:
    game = _own_turn("Chuck Wengam", deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C,
                                           BANG_7C])
    for _ in range(3):
        act(game, "chuck", 0)
    assert game.life[0] == 1 and len(game.hands[0]) == 6
    assert "chuck" not in options(game)


def test_e9_20_vera_custer_copying_chuck_wengam_same_limits() -> None:
    # E6.1 Chuck 3, E9-20: her loss is nobody's too, and never her last life point.
    game = dc_table(seat("sheriff", "Vera Custer", life=2), seat("outlaw", "Chuck Wengam"),
                    seat("outlaw", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                    deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C], phase="draw")
    act(game, "copy t1", 0)
    events = act(game, "chuck", 0)
    assert game.life[0] == 1 and "damage" not in kinds(events)
    refused(game, "chuck", "last_life")


def test_e6_1_chuck_wengam_only_in_his_phase_2() -> None:
    # Chuck 1: out of his turn (shot at) he may not use it.
    game = dc_table(seat("outlaw", "Kit Carlson", hand=[BANG_5C]),
                    seat("sheriff", "Chuck Wengam", hand=[MISSED_2S]),
                    seat("deputy", "Willy the Kid"), seat("renegade", "Jesse Jones"))
    act(game, f"play c{BANG_5C} t1", 0)
    assert decides(game) == (1, "respond") and "chuck" not in options(game)


# --- Doc Holyday (E11-17) -------------------------------------------------------------
_DOC_HAND = [BANG_5C, BEER_6H, PANIC_JH, MISSED_2S, CAT_BALOU_KH]


def test_e11_17_doc_holyday_extra_shot_once_per_turn() -> None:
    game = _own_turn("Doc Holyday", hand=list(_DOC_HAND))
    act(game, f"play c{BANG_5C} t1", 0)
    assert game.life[1] == 4
    act(game, f"doc c{BEER_6H} t1 x{PANIC_JH}", 0)
    assert game.life[1] == 3  # no cards: the hit is taken at once
    assert game.hands[0] == [MISSED_2S, CAT_BALOU_KH]
    assert game.discard[-2:] == [BEER_6H, PANIC_JH]
    refused(game, f"doc c{MISSED_2S} t1 x{CAT_BALOU_KH}", "once_per_turn")


def test_e11_17_doc_holyday_the_target_must_be_in_reach() -> None:
    game = _own_turn("Doc Holyday", hand=list(_DOC_HAND))
    assert not any(a.kind == "doc" and a.target == 2 for a in game.legal_actions())
    refused(game, f"doc c{BEER_6H} t2 x{PANIC_JH}", "out_of_range")


def test_e6_1_doc_holyday_outside_the_bang_limit() -> None:
    # Doc 2: used first, it leaves his one BANG! card for the turn.
    game = _own_turn("Doc Holyday", hand=list(_DOC_HAND))
    act(game, f"doc c{BEER_6H} t1 x{PANIC_JH}", 0)
    assert f"play c{BANG_5C} t1" in options(game)
    assert game.bangs_played == 0


def test_e6_1_doc_holyday_discarded_beer_heals_nobody() -> None:
    # Doc 4: the two cards are discarded, not played.
    game = _own_turn("Doc Holyday", life=3, hand=list(_DOC_HAND))
    act(game, f"doc c{BEER_6H} t1 x{PANIC_JH}", 0)
    assert game.life[0] == 3


def test_e6_1_doc_holyday_the_target_answers_a_bang_effect() -> None:
    # Doc 1: Missed! (and Barrel) answer it; one cancel is enough.
    target = seat("sheriff", "Black Jack", hand=[MISSED_2S], equipment=[BARREL_QS])
    game = _own_turn("Doc Holyday", hand=[BEER_6H, PANIC_JH], target=target)
    act(game, f"doc c{BEER_6H} t1 x{PANIC_JH}", 0)
    assert decides(game) == (1, "respond")
    assert options(game) == {"barrel", f"missed c{MISSED_2S}", "take"}
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 5


def test_e6_1_doc_holyday_volcanic_gives_no_second_use() -> None:
    # Doc 3.
    game = _own_turn("Doc Holyday", hand=list(_DOC_HAND), equipment=[VOLCANIC_10S])
    act(game, f"doc c{BEER_6H} t1 x{PANIC_JH}", 0)
    assert not any(a.kind == "doc" for a in game.legal_actions())


def test_e6_1_doc_holyday_responsible_for_the_elimination() -> None:
    # Doc 6: an Outlaw killed by his shot gives him the bounty.
    target = seat("outlaw", "Black Jack", life=1)
    game = dc_table(seat("sheriff", "Doc Holyday", hand=[BEER_6H, PANIC_JH]), target,
                    seat("deputy", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                    seat("outlaw", "Kit Carlson"), deck=[BANG_2C, BANG_3C, BANG_4C])
    act(game, f"doc c{BEER_6H} t1 x{PANIC_JH}", 0)
    take_all(game, 0)
    assert not game.alive[1]
    assert game.hands[0] == [BANG_2C, BANG_3C, BANG_4C]


def test_e9_6_doc_holyday_needs_two_hand_cards_and_a_target() -> None:
    # E9-6: cards in play do not count; without two hand cards nothing is offered.
    game = _own_turn("Doc Holyday", hand=[BEER_6H], equipment=[SCOPE])
    assert not any(a.kind == "doc" for a in game.legal_actions())


# --- José Delgado (E11-34) ------------------------------------------------------------
def test_e11_34_jose_delgado_twice_per_turn() -> None:
    deck = [BANG_2C, BANG_3C, BANG_4C, BANG_5C]
    game = _own_turn("José Delgado", hand=[MUSTANG_8H, VOLCANIC_10S, BARREL_QS], deck=deck)
    act(game, f"jose c{MUSTANG_8H}", 0)
    act(game, f"jose c{VOLCANIC_10S}", 0)
    assert game.hands[0] == [BARREL_QS, BANG_2C, BANG_3C, BANG_4C, BANG_5C]
    assert game.discard[-2:] == [MUSTANG_8H, VOLCANIC_10S]
    assert not any(a.kind == "jose" for a in game.legal_actions())
    refused(game, f"jose c{BARREL_QS}", "twice_per_turn")


@pytest.mark.parametrize(("card", "code"), [(BEER_6H, "not_blue"), (SCOPE, "not_in_hand")])
def test_e6_1_jose_delgado_only_a_blue_card_from_his_hand(card: int, code: str) -> None:
    # José 1-2: a brown card is not eligible, nor a blue card in play.
    game = _own_turn("José Delgado", hand=[BEER_6H, MUSTANG_8H], equipment=[SCOPE])
    assert {a.card for a in game.legal_actions() if a.kind == "jose"} == {MUSTANG_8H}
    refused(game, f"jose c{card}", code)


def test_e6_1_jose_delgado_uses_start_afresh_each_turn() -> None:
    game = _own_turn("José Delgado", hand=[MUSTANG_8H, VOLCANIC_10S, BARREL_QS])
    act(game, f"jose c{MUSTANG_8H}", 0)
    act(game, f"jose c{VOLCANIC_10S}", 0)
    clone = game.clone()
    assert clone.turn_uses == {"jose_delgado": 2}
    clone.turn_uses["jose_delgado"] = 0
    assert game.turn_uses == {"jose_delgado": 2}  # clones are independent
    act(game, "end", 0)
    while game.pending is not None and game.pending.seat == 0:
        act(game, game.legal_actions()[0].format(), 0)
    assert game.turn_uses == {}


def test_e11_34_a_green_card_is_never_jose_delgados_blue_card() -> None:
    # E11-34: José's hand [Mustang, Volcanic, Barrel, Sombrero 7♣ (198)]: the green
    # Sombrero is never eligible (E6.1 José 1: blue means a blue border).
    from .helpers import table

    sombrero = 198
    game = table(seat("outlaw", "José Delgado",
                      hand=[MUSTANG_8H, VOLCANIC_10S, BARREL_QS, sombrero]),
                 seat("sheriff", "Black Jack"), seat("deputy", "Willy the Kid"),
                 seat("renegade", "Jesse Jones"), deck=[BANG_2C, BANG_3C],
                 dodge_city=True)
    assert {a.card for a in game.legal_actions() if a.kind == "jose"} == {
        MUSTANG_8H, VOLCANIC_10S, BARREL_QS}
    refused(game, f"jose c{sombrero}", "not_blue")
