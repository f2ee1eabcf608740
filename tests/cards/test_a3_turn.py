"""RULES.md A3: turn order, the three phase-2 limits, and the phase-3 hand limit."""

from __future__ import annotations

from .helpers import (
    BANG_AS,
    BANG_QH,
    BARREL_KS,
    BARREL_QS,
    BEER_6H,
    FILLER,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    SCHOFIELD_JC,
    SCHOFIELD_KS,
    VOLCANIC_10S,
    act,
    decides,
    options,
    seat,
    table,
)


def test_phase_one_draws_the_top_two_cards() -> None:
    game = table(
        seat("sheriff", "Lucky Duke"), seat("outlaw", "Black Jack"),
        seat("outlaw", "Kit Carlson"), seat("renegade", "Jesse Jones"),
        deck=[BANG_AS, MISSED_2S, BEER_6H], phase="draw")
    assert game.hands[0] == [BANG_AS, MISSED_2S]
    assert game.deck[-1] == BEER_6H
    assert decides(game) == (0, "play")


def test_turn_passes_clockwise_skipping_the_dead() -> None:
    game = table(
        seat("sheriff", "Black Jack"), seat("outlaw", "Kit Carlson"),
        seat("outlaw", "Jesse Jones", alive=False), seat("renegade", "Lucky Duke"),
        deck=[BANG_AS, MISSED_2S], turn=1)
    act(game, "end", 1)
    assert game.turn_seat == 3
    assert game.hands[3] == [BANG_AS, MISSED_2S]
    assert decides(game) == (3, "play")
    act(game, "end", 3)
    assert game.turn_seat == 0


def test_a3b_no_two_cards_with_the_same_name_in_play() -> None:
    game = table(
        seat("sheriff", "Black Jack", hand=[BARREL_KS, MUSTANG_8H], equipment=[BARREL_QS]),
        seat("outlaw", "Kit Carlson"), seat("outlaw", "Jesse Jones"),
        seat("renegade", "Lucky Duke"))
    assert options(game) == {f"play c{MUSTANG_8H}", "end"}


def test_a3c_a_new_weapon_replaces_the_old_one() -> None:
    game = table(
        seat("sheriff", "Black Jack", hand=[SCHOFIELD_KS], equipment=[VOLCANIC_10S]),
        seat("outlaw", "Kit Carlson"), seat("outlaw", "Jesse Jones"),
        seat("renegade", "Lucky Duke"))
    act(game, f"play c{SCHOFIELD_KS}", 0)
    assert game.tables[0] == [SCHOFIELD_KS]
    assert game.discard[-1] == VOLCANIC_10S
    assert game.weapon_range(0) == 2


def test_a3c_the_same_weapon_name_cannot_be_played_twice() -> None:
    game = table(
        seat("sheriff", "Black Jack", hand=[SCHOFIELD_JC], equipment=[SCHOFIELD_KS]),
        seat("outlaw", "Kit Carlson"), seat("outlaw", "Jesse Jones"),
        seat("renegade", "Lucky Duke"))
    assert options(game) == {"end"}


def test_a3_phase_three_discards_down_to_current_life() -> None:
    hand = [BANG_AS, MISSED_2S, BEER_6H, BANG_QH]
    game = table(
        seat("sheriff", "Black Jack", life=2, hand=hand), seat("outlaw", "Kit Carlson"),
        seat("outlaw", "Jesse Jones"), seat("renegade", "Lucky Duke"),
        deck=FILLER[:2])
    act(game, "end", 0)
    assert decides(game) == (0, "discard")
    assert options(game) == {f"discard c{c}" for c in hand}
    act(game, f"discard c{BANG_AS}", 0)
    assert decides(game) == (0, "discard")
    act(game, f"discard c{BEER_6H}", 0)
    assert game.hands[0] == [MISSED_2S, BANG_QH]
    assert game.discard[-2:] == [BANG_AS, BEER_6H]
    assert game.turn_seat == 1


def test_a3_no_voluntary_discard_when_within_the_limit() -> None:
    game = table(
        seat("sheriff", "Black Jack", life=2, hand=[BANG_AS, MISSED_2S]),
        seat("outlaw", "Lucky Duke"), seat("outlaw", "Jesse Jones"),
        seat("renegade", "Kit Carlson"), deck=FILLER[:2])
    act(game, "end", 0)
    assert game.hands[0] == [BANG_AS, MISSED_2S]
    assert decides(game) == (1, "play")


def test_d1_10_jail_failure_skips_phase_three_by_default() -> None:
    game = table(
        seat("sheriff", "Black Jack"),
        seat("outlaw", "Lucky Duke", life=1, hand=[BANG_AS, MISSED_2S, BEER_6H]),
        seat("outlaw", "Jesse Jones", equipment=[JAIL_10S], life=1, hand=FILLER[:3]),
        seat("renegade", "Kit Carlson", hand=[BANG_QH]),
        deck=[MISSED_3S], turn=2, phase="start")
    assert game.hands[2] == FILLER[:3]
    assert game.turn_seat == 3
    assert decides(game)[0] == 3


def test_d1_10_jail_keeps_discard_phase_option() -> None:
    game = table(
        seat("sheriff", "Black Jack"), seat("outlaw", "Lucky Duke"),
        seat("outlaw", "Jesse Jones", equipment=[JAIL_10S], life=1, hand=FILLER[:3]),
        seat("renegade", "Kit Carlson", hand=[BANG_QH]),
        deck=[MISSED_3S], turn=2, phase="start", jail_keeps_discard_phase=True)
    assert decides(game) == (2, "discard")
    act(game, f"discard c{FILLER[0]}", 2)
    act(game, f"discard c{FILLER[1]}", 2)
    assert game.hands[2] == [FILLER[2]]
    assert game.turn_seat == 3
