"""rules/dodge-city.md E6.1 Elena Fuente, E9-10 and Molly Stark, E17-5 (with E11-30,
E11-31): the answers out of turn."""

from __future__ import annotations

from typing import Any

import pytest

from .dc_helpers import dc_table
from .helpers import (
    BANG_2C,
    BANG_5C,
    BANG_6C,
    BANG_8C,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    DUEL_JS,
    INDIANS_KD,
    MISSED_2S,
    PANIC_JH,
    STAGECOACH_1,
    act,
    decides,
    options,
    seat,
)


def _shot_at(character: str, hand: list[int], shooter: str = "Black Jack",
             shooter_hand: list[int] | None = None, life: int | None = None,
             equipment: list[int] | None = None, **kw: Any) -> Any:
    """P0 (Outlaw) in phase 2 with ``shooter_hand``; P1 the Sheriff ``character``."""
    return dc_table(seat("outlaw", shooter, hand=shooter_hand or [BANG_5C]),
                    seat("sheriff", character, life=life, hand=hand, equipment=equipment),
                    seat("deputy", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                    seat("outlaw", "Kit Carlson"), **kw)


# --- Elena Fuente ---------------------------------------------------------------------
def test_e11_31_elena_fuente_two_cards_against_slab() -> None:
    game = _shot_at("Elena Fuente", [BEER_6H, PANIC_JH], shooter="Slab the Killer")
    act(game, f"play c{BANG_5C} t1", 0)
    assert options(game) == {f"missed c{BEER_6H}", f"missed c{PANIC_JH}", "take"}
    act(game, f"missed c{BEER_6H}", 1)
    act(game, f"missed c{PANIC_JH}", 1)
    assert game.life[1] == 4 and game.hands[1] == []  # Sheriff Elena: 3 + 1
    assert decides(game) == (0, "play")


def test_e6_1_elena_fuente_a_beer_given_as_missed_heals_nothing() -> None:
    # Elena 4.
    game = _shot_at("Elena Fuente", [BEER_6H], life=2)
    act(game, f"play c{BANG_5C} t1", 0)
    act(game, f"missed c{BEER_6H}", 1)
    assert game.life[1] == 2


def test_e6_1_elena_fuente_with_a_barrel_draws_first_then_a_card() -> None:
    # Elena 2: against Slab, a failed Barrel draw! and one card leave one cancel missing.
    game = _shot_at("Elena Fuente", [BEER_6H, PANIC_JH], shooter="Slab the Killer",
                    equipment=[BARREL_QS], deck=[BANG_2C])
    act(game, f"play c{BANG_5C} t1", 0)
    assert "barrel" in options(game)
    act(game, "barrel", 1)
    act(game, f"missed c{BEER_6H}", 1)
    assert decides(game) == (1, "respond")
    assert options(game) == {f"missed c{PANIC_JH}", "take"}


@pytest.mark.parametrize("card", [INDIANS_KD, DUEL_JS])
def test_e6_1_elena_fuente_not_against_indians_or_a_duel(card: int) -> None:
    # Elena 3: those need a BANG! card, not a Missed!.
    game = _shot_at("Elena Fuente", [BEER_6H, PANIC_JH], shooter_hand=[card])
    act(game, f"play c{card}" + (" t1" if card == DUEL_JS else ""), 0)
    assert decides(game)[0] == 1
    assert options(game) == {"take"}


# --- Molly Stark (E11-30) ---------------------------------------------------------------
def test_e11_30_molly_stark_draws_for_her_missed() -> None:
    game = _shot_at("Molly Stark", [MISSED_2S], deck=[BEER_6H])
    act(game, f"play c{BANG_5C} t1", 0)
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 5 and game.hands[1] == [BEER_6H]


def _molly_duel(mode: str) -> Any:
    return _shot_at("Molly Stark", [BANG_5C, BANG_6C], shooter_hand=[DUEL_JS, BANG_8C],
                    deck=[BEER_7H, PANIC_JH], molly_stark_duel_draw=mode)


@pytest.mark.parametrize(("mode", "after_first", "after_second"), [
    ("end", [BANG_6C], []),
    ("immediate", [BANG_6C, BEER_7H], [BEER_7H, PANIC_JH]),
])
def test_e11_30_molly_stark_in_a_duel(mode: str, after_first: list[int],
                                      after_second: list[int]) -> None:
    game = _molly_duel(mode)
    act(game, f"play c{DUEL_JS} t1", 0)
    act(game, f"bang c{BANG_5C}", 1)
    assert game.hands[1] == after_first
    act(game, f"bang c{BANG_8C}", 0)
    act(game, f"bang c{BANG_6C}", 1)
    if mode == "end":
        assert game.hands[1] == [BEER_7H, PANIC_JH]  # drawn as the Duel ended
    else:
        assert game.hands[1] == after_second
    # P0 had no BANG! left: he lost the Duel.
    assert game.life[0] == 3 and game.hands[1] == [BEER_7H, PANIC_JH]
    assert game.owed_draws == [0] * 5


def test_e17_5_molly_stark_immediate_draw_used_in_the_same_duel() -> None:
    game = _shot_at("Molly Stark", [BANG_5C], shooter_hand=[DUEL_JS, BANG_8C],
                    deck=[BANG_6C], molly_stark_duel_draw="immediate")
    act(game, f"play c{DUEL_JS} t1", 0)
    act(game, f"bang c{BANG_5C}", 1)
    act(game, f"bang c{BANG_8C}", 0)
    assert f"bang c{BANG_6C}" in options(game)


def test_e6_1_molly_stark_a_beer_as_death_save_counts() -> None:
    # Molly 1: Beer played to survive, out of her turn.
    game = _shot_at("Molly Stark", [BEER_6H], life=1, deck=[STAGECOACH_1])
    act(game, f"play c{BANG_5C} t1", 0)
    act(game, "take", 1)
    act(game, f"beer c{BEER_6H}", 1)
    assert game.life[1] == 1 and game.hands[1] == [STAGECOACH_1]


def test_e6_1_molly_stark_against_indians_counts() -> None:
    game = _shot_at("Molly Stark", [BANG_6C], shooter_hand=[INDIANS_KD], deck=[BEER_6H])
    act(game, f"play c{INDIANS_KD}", 0)
    act(game, f"bang c{BANG_6C}", 1)
    assert game.hands[1] == [BEER_6H]


def test_e6_1_molly_stark_cards_taken_by_others_do_not_count() -> None:
    game = _shot_at("Molly Stark", [BEER_6H], shooter_hand=[PANIC_JH], deck=[BEER_7H])
    act(game, f"play c{PANIC_JH} t1", 0)
    assert game.hands[1] == [] and BEER_6H in game.hands[0]


def test_e6_1_molly_stark_nothing_in_her_own_turn() -> None:
    # Molly 3: a Duel she started is her turn.
    game = dc_table(seat("outlaw", "Molly Stark", hand=[DUEL_JS, BANG_5C]),
                    seat("sheriff", "Black Jack", hand=[BANG_6C]),
                    seat("deputy", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                    deck=[BEER_6H])
    act(game, f"play c{DUEL_JS} t1", 0)
    act(game, f"bang c{BANG_6C}", 1)
    act(game, f"bang c{BANG_5C}", 0)
    assert game.hands[0] == [] and game.deck[-1] == BEER_6H
