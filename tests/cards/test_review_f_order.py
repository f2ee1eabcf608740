"""An outside check of Part F's order of events and information (rules/high-noon-
fistful.md F3.2, F3.4, F5.3-9, F5.19, F5.21, F5.22, F5.16, F5.23, F5.29): START effects
before Dynamite and Jail, rounds counted through extra turns, ghost bounties, the revived
Dead Man's victory, and what the other seats see of shown and face-down cards."""

from __future__ import annotations

from .events import in_force
from .fistful import fist
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BEER_6H,
    BEER_7H,
    DYNAMITE,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    PANIC_JH,
    act,
    card_id,
    decides,
    options,
    seat,
)
from .test_review_f_edges import finish_turns, take_until
from .test_review_f_high_noon import five, forcing, four, turn_seats

HEART_K = card_id("BANG!", "KH")
SPADE_5 = card_id("Missed!", "5S")
CLUB_10 = card_id("Missed!", "10C")


# --- F3.4: START effects come before Dynamite and Jail ---------------------------------
def test_f3_4_blood_brothers_is_offered_before_the_dynamite_check() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", life=3),
                      p1=seat("outlaw", "Sid Ketchum", life=4, equipment=[DYNAMITE])),
                card="blood_brothers", deck=[SPADE_5, BANG_2C, BANG_3C])
    assert decides(game) == (1, "blood_brothers")
    assert not any(e.kind == "check" for e in game.log)
    act(game, "give t0")  # 4 -> 3, then the Dynamite (5♠) takes 3: eliminated
    assert game.life[0] == 4
    assert DYNAMITE in game.discard
    take_until(game, 2)
    assert not game.alive[1]


def test_f3_4_fistful_bangs_come_before_the_jail_check() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C],
                              equipment=[JAIL_10S])),
                card="a_fistful_of_cards", deck=[HEART_K, BANG_3C, BANG_4C])
    kinds = [e.kind for e in game.log]
    assert "check" not in kinds
    act(game, "take")
    assert game.life[1] == 3
    assert any(e.kind == "check" and e.data["seat"] == 1 for e in game.log)


def test_f3_4_lasso_check_no_effect_dynamite_drawn_passes_without_exploding() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", equipment=[DYNAMITE])),
                card="lasso", deck=[SPADE_5, BANG_2C, BANG_3C],
                lasso_jail_dynamite="check_no_effect")
    assert game.life[1] == 4 and game.tables[2] == [DYNAMITE]
    assert SPADE_5 in game.discard


def test_f5_28_the_judge_dynamite_explodes_normally() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", equipment=[DYNAMITE])),
                card="the_judge", deck=[SPADE_5, BANG_2C, BANG_3C])
    assert game.life[1] == 1 and DYNAMITE in game.discard


# --- F3.2 / F9-1: rounds counted through an extra turn ------------------------------------
def test_f9_1_after_the_sheriffs_extra_turn_the_next_reveal_is_at_his_next_regular_turn(
) -> None:
    game = fist(*four(), card="vendetta", turn=0, phase="play",
                deck=[HEART_K, CLUB_10, BANG_2C, BANG_3C, BANG_4C, MISSED_2S, MISSED_3S,
                      BEER_6H, BEER_7H, PANIC_JH])
    act(game, "end")  # K♥: extra turn
    assert decides(game) == (0, "play") and in_force(game) == "vendetta"
    finish_turns(game, 1)  # the extra turn ends: no Vendetta draw!
    assert decides(game)[0] == 1
    finish_turns(game, 3)  # P1, P2, P3 (their Vendetta draws: fill cards)
    while decides(game)[0] != 0:
        finish_turns(game, 1)
    assert in_force(game) == "the_judge"  # the next card of the helper's deck
    assert sum(e.kind == "event_revealed" for e in game.log) == 1


# --- F5.3-9: a ghost's bounty ---------------------------------------------------------------
def test_f5_3_9_a_ghost_who_kills_an_outlaw_draws_three_and_loses_them() -> None:
    players = five(p4=seat("deputy", "Slab the Killer", alive=False),
                   p0=seat("sheriff", "Vulture Sam", life=1),
                   p3=seat("renegade", "Sid Ketchum"),
                   p1=seat("outlaw", "Willy the Kid", life=1))
    game = forcing("ghost_town", *players, turn=3, phase="play",
                   deck=[card_id("Schofield", "KS"), BANG_2C, BEER_6H,
                         MISSED_2S, MISSED_3S, BEER_7H])
    act(game, "end")
    assert decides(game) == (4, "play")
    act(game, f"play c{card_id('Schofield', 'KS')}")
    act(game, f"play c{BANG_2C} t1")
    take_until(game, 4)
    assert not game.alive[1]
    assert {MISSED_2S, MISSED_3S, BEER_7H} <= set(game.hands[4])
    act(game, "end")
    while game.pending is not None and decides(game)[0] == 4:
        act(game, sorted(options(game))[0])
    assert game.hands[4] == [] and not game.alive[4]


# --- F5.19 / F6.8: the revived Dead Man is alive for victory ---------------------------
def test_f6_8_the_revived_outlaw_kills_the_sheriff_and_the_outlaws_win() -> None:
    players = four(p0=seat("sheriff", "Vulture Sam", life=1),
                   p1=seat("outlaw", "Sid Ketchum", alive=False),
                   p2=seat("outlaw", "Slab the Killer", alive=False))
    game = fist(*players, card="dead_man", turn=0, phase="play", first_dead=1,
                deck=[BANG_2C, MISSED_2S, MISSED_3S, BEER_7H])
    act(game, "end")
    assert decides(game) == (1, "play") and game.alive[1] and game.life[1] == 2
    act(game, f"play c{BANG_2C} t0")
    take_until(game, -1)
    assert game.pending is None
    assert game.victory() == frozenset({1, 2})


def test_f5_19_only_the_first_eliminated_the_second_stays_dead() -> None:
    players = four(p1=seat("outlaw", "Sid Ketchum", alive=False),
                   p2=seat("outlaw", "Slab the Killer", alive=False))
    game = fist(*players, card="dead_man", turn=0, phase="play", first_dead=2)
    act(game, "end")
    assert decides(game)[0] == 2 and game.alive[2] and not game.alive[1]


# --- hidden information ------------------------------------------------------------------
def test_f5_16_abandoned_mine_others_do_not_see_the_face_down_cards() -> None:
    game = fist(*four(p1=seat("outlaw", "Vulture Sam", life=2,
                              hand=[MISSED_2S, MISSED_3S])),
                card="abandoned_mine", phase="draw", discard=[BANG_2C, BEER_6H])
    start = len(game.log)
    act(game, "end")
    act(game, f"discard c{MISSED_2S}")
    act(game, f"discard c{MISSED_3S}")
    seen = game.events_for(3, game.log[start:])
    assert not any(MISSED_2S in (e.data.get("cards") or []) or e.data.get("card") == MISSED_2S
                   for e in seen)
    mine = [e for e in game.events_for(1, game.log[start:]) if e.kind == "mine_face_down"]
    assert mine and MISSED_2S in mine[0].data["cards"]


def test_f5_22_law_of_the_west_the_second_card_is_shown_to_all() -> None:
    game = fist(*four(), card="law_of_the_west", phase="draw", deck=[BEER_6H, PANIC_JH])
    seen = game.events_for(3)
    assert any(e.data.get("card") == PANIC_JH for e in seen)
    assert not any(e.data.get("card") == BEER_6H or BEER_6H in (e.data.get("cards") or [])
                   for e in seen)


def test_f5_23_peyote_each_card_is_shown() -> None:
    game = fist(*four(), card="peyote", phase="draw", deck=[BEER_7H, BEER_6H])
    act(game, "guess x1")  # black: 7♥ wrong
    assert any(e.data.get("card") == BEER_7H for e in game.events_for(3))
    assert decides(game) == (1, "play") and game.hands[1] == []


# --- the turn order after Ghost Town is covered ----------------------------------------
def test_f5_3_10_after_ghost_town_the_dead_are_skipped_again() -> None:
    players = four(p2=seat("outlaw", "Slab the Killer", alive=False))
    game = forcing("ghost_town", *players, turn=1, phase="play")
    act(game, "end")
    assert decides(game) == (2, "play")
    finish_turns(game, 1)
    while game.pending is not None and decides(game)[0] == 2:
        act(game, sorted(options(game))[0])
    finish_turns(game, 1)  # P3
    assert in_force(game) == "thirst"  # Ghost Town covered before P0's turn
    finish_turns(game, 2)  # P0, P1
    assert decides(game)[0] == 3
    assert turn_seats(game)[-3:] == [0, 1, 3]
