"""An outside check of A Fistful of Cards' event cards (rules/high-noon-fistful.md
F5.16-F5.30, F6, F9, F12 W21-W35, F15), written from the rules text: each test sets an
exact position with the card in force, plays what a player would, and asserts what the
rules say about life, hands, piles, turns and legal actions."""

from __future__ import annotations

from typing import Any

from bang.cards import CardGame

from .events import in_force
from .fistful import fist
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    DYNAMITE,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    PANIC_JH,
    SCOPE,
    VOLCANIC_10S,
    act,
    card_id,
    decides,
    options,
    seat,
)
from .test_review_f_high_noon import five, four, ring

HEART_4 = card_id("Jail", "4H")
CLUB_4 = card_id("BANG!", "4C")
HEART_J = card_id("Beer", "JH")
CLUB_2 = BANG_2C
HEART_8 = card_id("Mustang", "8H")
SPADE_5 = card_id("Missed!", "5S")
HEART_7 = BEER_7H
DIAMOND_Q = card_id("Duel", "QD")
HEART_6 = BEER_6H
SCHOFIELD = card_id("Schofield", "KS")
BANG_5C = card_id("BANG!", "5C")
BANG_6C = card_id("BANG!", "6C")
BANG_7C = card_id("BANG!", "7C")


def six(**kw: dict[str, Any]) -> list[dict[str, Any]]:
    return ring(("sheriff", "outlaw", "outlaw", "renegade", "deputy", "outlaw"), kw)


def settle(game: CardGame, until: int) -> None:
    """Others answer with their first legal answer ("take" sorts late, so prefer it)."""
    while game.pending is not None and game.pending.seat != until:
        opts = options(game)
        act(game, "take" if "take" in opts else sorted(opts)[0])


# --- F5.16 Abandoned Mine (W35) ---------------------------------------------------------
def test_w35_abandoned_mine_phase_one_from_the_discard_pile() -> None:
    game = fist(*four(p1=seat("outlaw", "Vulture Sam", life=3, hand=[MISSED_2S, MISSED_3S])),
                card="abandoned_mine", phase="draw", discard=[BANG_2C, BEER_6H])
    assert decides(game) == (1, "play")
    assert sorted(game.hands[1]) == sorted([MISSED_2S, MISSED_3S, BEER_6H, BANG_2C])
    assert BEER_6H not in game.discard and BANG_2C not in game.discard


def test_w35_abandoned_mine_phase_three_discards_go_face_down_on_the_deck() -> None:
    game = fist(*four(p1=seat("outlaw", "Vulture Sam", life=2, hand=[MISSED_2S, MISSED_3S])),
                card="abandoned_mine", phase="draw", discard=[BANG_2C, BEER_6H])
    act(game, "end")
    act(game, f"discard c{MISSED_2S}")
    act(game, f"discard c{MISSED_3S}")
    assert MISSED_2S not in game.discard and MISSED_3S not in game.discard
    # face down on the deck, the last on top: P2's phase 1 draws them next
    assert game.hands[2] == [MISSED_3S, MISSED_2S]


def test_f5_16_abandoned_mine_played_cards_still_go_to_the_discard_pile() -> None:
    game = fist(*four(p1=seat("outlaw", "Vulture Sam", life=2, hand=[])),
                card="abandoned_mine", phase="draw", discard=[BANG_2C, BEER_6H])
    act(game, f"play c{BEER_6H}")
    assert game.discard[-1] == BEER_6H


def test_f15_2_abandoned_mine_pedro_takes_his_first_card_from_the_deck() -> None:
    game = fist(*four(p1=seat("outlaw", "Pedro Ramirez")), card="abandoned_mine",
                phase="draw", discard=[BANG_2C], deck=[BANG_3C, BANG_4C])
    assert decides(game) == (1, "mine_pedro")
    act(game, "mine_deck")
    assert sorted(game.hands[1]) == sorted([BANG_3C, BANG_2C])


# --- F5.17 Ambush (W27) ---------------------------------------------------------------
def test_w27_ambush_every_base_distance_is_one() -> None:
    game = fist(*six(), card="ambush", turn=0, phase="play")
    assert game.distance(0, 3) == 1 and game.distance(3, 0) == 1


def test_w27_ambush_mustang_still_counts() -> None:
    game = fist(*six(p0=seat("sheriff", "Vulture Sam", hand=[BANG_2C, PANIC_JH]),
                     p3=seat("renegade", "Sid Ketchum", hand=[MISSED_2S],
                             equipment=[MUSTANG_8H])),
                card="ambush", turn=0, phase="play")
    assert game.distance(0, 3) == 2
    assert f"play c{BANG_2C} t3" not in options(game)
    assert not any(o.startswith(f"play c{PANIC_JH} t3") for o in options(game))
    assert f"play c{BANG_2C} t2" in options(game)


def test_w27_ambush_rose_doolan_does_not_help() -> None:
    game = fist(*six(p0=seat("sheriff", "Rose Doolan"),
                     p3=seat("renegade", "Sid Ketchum", equipment=[MUSTANG_8H])),
                card="ambush", turn=0, phase="play")
    assert game.distance(0, 3) == 2


def test_f5_17_ambush_scope_cannot_go_below_one() -> None:
    game = fist(*six(p0=seat("sheriff", "Vulture Sam", equipment=[SCOPE])),
                card="ambush", turn=0, phase="play")
    assert game.distance(0, 3) == 1


# --- F5.18 Blood Brothers (W23) ---------------------------------------------------------
def test_w23_blood_brothers_gives_one_life() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", life=3),
                      p1=seat("outlaw", "Sid Ketchum", life=3)), card="blood_brothers")
    assert decides(game) == (1, "blood_brothers")
    act(game, "give t0")
    assert game.life[0] == 4 and game.life[1] == 2


def test_w23_blood_brothers_not_with_the_last_life_point() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", life=3),
                      p1=seat("outlaw", "Sid Ketchum", life=1)), card="blood_brothers")
    assert decides(game) != (1, "blood_brothers")
    assert game.life == [3, 1, 4, 4]


def test_w23_blood_brothers_not_to_a_player_at_full_life_but_at_any_distance() -> None:
    game = fist(*six(p1=seat("outlaw", "Sid Ketchum", life=3),
                     p4=seat("deputy", "Vulture Sam", life=2)), card="blood_brothers")
    assert options(game) == {"give t4", "decline"}


def test_f5_18_blood_brothers_bart_cassidy_draws_for_his_own_loss() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", life=3),
                      p1=seat("outlaw", "Bart Cassidy", life=3)), card="blood_brothers",
                deck=[BANG_2C, BANG_3C, BANG_4C])
    act(game, "give t0")
    assert BANG_2C in game.hands[1]


# --- F5.19 Dead Man (W22) -------------------------------------------------------------
def test_w22_dead_man_the_first_eliminated_returns_with_two_life_and_four_cards() -> None:
    game = fist(*five(p1=seat("outlaw", "Sid Ketchum", alive=False),
                      p3=seat("renegade", "Slab the Killer", alive=False)),
                card="dead_man", turn=0, phase="play", first_dead=3,
                deck=[MISSED_2S, MISSED_3S, BANG_2C, BANG_3C, BANG_4C, BEER_7H])
    act(game, "end")
    assert decides(game)[0] == 2  # P1 is not the first eliminated: skipped
    act(game, "end")
    assert decides(game) == (3, "play")
    assert game.alive[3] and game.life[3] == 2
    assert sorted(game.hands[3]) == sorted([BANG_2C, BANG_3C, BANG_4C, BEER_7H])


def test_w22_dead_man_revives_only_once_and_dies_normally() -> None:
    game = fist(*five(p3=seat("renegade", "Slab the Killer", alive=False),
                      p0=seat("sheriff", "Willy the Kid", hand=[BANG_2C, BANG_3C],
                              equipment=[SCHOFIELD])),
                card="dead_man", turn=2, phase="play", first_dead=3,
                deck=[BANG_4C, BANG_5C, BANG_6C, BANG_7C])
    act(game, "end")
    assert game.alive[3] and game.life[3] == 2
    act(game, "end")
    while decides(game)[1] == "discard":
        act(game, sorted(options(game))[0])
    while decides(game)[0] != 0 or decides(game)[1] != "play":
        act(game, "end" if decides(game)[1] == "play" else sorted(options(game))[0])
    # P0 (Willy the Kid) kills the revived Renegade with two BANG!s
    for card in (BANG_2C, BANG_3C):
        act(game, f"play c{card} t3") if f"play c{card} t3" in options(game) else None
        settle(game, 0)
    assert not game.alive[3]
    elim = [e for e in game.log if e.kind == "eliminated"]
    assert elim[-1].data["seat"] == 3 and elim[-1].data["killer"] == 0
    while decides(game)[0] != 3 and game.pending is not None:
        act(game, "end" if decides(game)[1] == "play" else sorted(options(game))[0])
        if decides(game)[0] == 0 and decides(game)[1] == "play":
            break
    assert not game.alive[3]


# --- F5.20 Hard Liquor (W24) ------------------------------------------------------------
def test_w24_hard_liquor_skips_phase_one_for_a_life() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", life=2, hand=[MISSED_2S])),
                card="hard_liquor", phase="draw")
    assert options(game) == {"liquor", "phase_one"}
    act(game, "liquor")
    assert game.life[1] == 3 and game.hands[1] == [MISSED_2S]
    assert decides(game) == (1, "play")


def test_w24_hard_liquor_not_at_full_life() -> None:
    game = fist(*four(), card="hard_liquor", phase="draw", deck=[BANG_2C, BANG_3C])
    assert decides(game) == (1, "play")
    assert sorted(game.hands[1]) == sorted([BANG_2C, BANG_3C])


def test_w24_hard_liquor_no_choice_when_jail_skips_the_turn() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", life=2, equipment=[JAIL_10S])),
                card="hard_liquor", deck=[SPADE_5])
    assert decides(game)[0] == 2
    assert game.life[1] == 2


# --- F5.21 Lasso (W28) ----------------------------------------------------------------
def test_w28_lasso_volcanic_is_inert() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C, BANG_3C],
                              equipment=[VOLCANIC_10S])), card="lasso", phase="play")
    act(game, f"play c{BANG_2C} t2")
    settle(game, 1)
    assert not any(o.startswith(f"play c{BANG_3C}") for o in options(game))


def test_w28_lasso_barrel_gives_no_draw() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C]),
                      p2=seat("outlaw", "Vulture Sam", equipment=[BARREL_QS])),
                card="lasso", phase="play", deck=[HEART_J])
    act(game, f"play c{BANG_2C} t2")
    assert "barrel" not in options(game)


def test_w28_lasso_jail_is_dormant_full_turn_jail_stays() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", equipment=[JAIL_10S])),
                card="lasso", deck=[SPADE_5, BANG_2C, BANG_3C])
    assert decides(game) == (1, "play")
    assert game.tables[1] == [JAIL_10S]
    assert sorted(game.hands[1]) == sorted([SPADE_5, BANG_2C])


def test_w28_lasso_dynamite_is_dormant_and_does_not_pass() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", equipment=[DYNAMITE])),
                card="lasso", deck=[SPADE_5, BANG_2C, BANG_3C])
    assert game.tables[1] == [DYNAMITE] and game.life[1] == 4
    assert game.tables[2] == []


def test_w28_lasso_check_no_effect_jail_drawn_and_discarded_full_turn() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", equipment=[JAIL_10S])),
                card="lasso", deck=[SPADE_5, BANG_2C, BANG_3C],
                lasso_jail_dynamite="check_no_effect")
    assert decides(game) == (1, "play")
    assert JAIL_10S in game.discard and SPADE_5 in game.discard


def test_f5_21_lasso_weapon_range_is_one() -> None:
    schofield = card_id("Schofield", "KS")
    game = fist(*five(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C],
                              equipment=[schofield])), card="lasso", phase="play")
    assert f"play c{BANG_2C} t3" not in options(game)


# --- F5.22 Law of the West (W34) ------------------------------------------------------
def test_w34_law_of_the_west_the_second_card_must_be_played() -> None:
    game = fist(*four(p2=seat("outlaw", "Sid Ketchum", hand=[MISSED_2S])),
                card="law_of_the_west", phase="draw", deck=[BEER_6H, PANIC_JH])
    assert decides(game) == (1, "play")
    assert "end" not in options(game)
    act(game, f"play c{PANIC_JH} t2")
    while decides(game)[1] != "play":
        act(game, sorted(options(game))[0])
    assert "end" in options(game)


def test_w34_law_of_the_west_missed_second_card_no_duty() -> None:
    game = fist(*four(), card="law_of_the_west", phase="draw", deck=[BEER_6H, MISSED_2S])
    assert "end" in options(game)


# --- F5.23 Peyote (W25) ---------------------------------------------------------------
def test_w25_peyote_right_right_wrong() -> None:
    game = fist(*four(), card="peyote", phase="draw", deck=[HEART_7, SPADE_5, DIAMOND_Q])
    assert decides(game) == (1, "peyote")
    assert "stop" not in options(game)  # at least one guess
    act(game, "guess x0")  # red: 7♥ kept
    act(game, "guess x1")  # black: 5♠ kept
    act(game, "guess x1")  # black: Q♦ discarded, phase 1 ends
    assert sorted(game.hands[1]) == sorted([HEART_7, SPADE_5])
    assert game.discard[-1] == DIAMOND_Q
    assert decides(game) == (1, "play")


def test_w25_peyote_may_stop_after_a_right_guess() -> None:
    game = fist(*four(), card="peyote", phase="draw", deck=[HEART_7, SPADE_5])
    act(game, "guess x0")
    act(game, "stop")
    assert game.hands[1] == [HEART_7] and decides(game) == (1, "play")


def test_w25_peyote_first_guess_wrong_hand_plus_zero() -> None:
    game = fist(*four(), card="peyote", phase="draw", deck=[HEART_7, SPADE_5])
    act(game, "guess x1")
    assert game.hands[1] == [] and game.discard[-1] == HEART_7


# --- F5.24 Ranch (W26) ----------------------------------------------------------------
def test_w26_ranch_swap_at_the_end_of_phase_one_once() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[MISSED_2S, BEER_6H])),
                card="ranch", phase="draw", deck=[BANG_2C, PANIC_JH, BANG_3C, BANG_4C])
    assert decides(game) == (1, "ranch")
    act(game, f"ranch c{MISSED_2S}")
    act(game, f"ranch c{BEER_6H}")
    act(game, "ranch_done")
    assert sorted(game.hands[1]) == sorted([BANG_2C, PANIC_JH, BANG_3C, BANG_4C])
    assert decides(game) == (1, "play")
    assert not any(o.startswith("ranch") for o in options(game))


# --- F5.25 Ricochet (W31) -------------------------------------------------------------
def test_w31_ricochet_missed_saves_then_no_missed_loses_the_card() -> None:
    game = fist(*five(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C, BANG_3C, BANG_4C]),
                      p3=seat("renegade", "Vulture Sam", hand=[MISSED_2S],
                              equipment=[MUSTANG_8H])),
                card="ricochet", phase="play")
    act(game, f"ricochet c{BANG_2C} t3 x{MUSTANG_8H}")
    act(game, f"missed c{MISSED_2S}")
    assert game.tables[3] == [MUSTANG_8H]
    act(game, f"ricochet c{BANG_3C} t3 x{MUSTANG_8H}")
    settle(game, 1)
    assert game.tables[3] == [] and game.life[3] == 4
    assert f"play c{BANG_4C} t2" in options(game)  # the BANG! allowance is untouched


def test_f9_12_ricochet_barrel_does_not_save_and_own_cards_not_targets() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C],
                              equipment=[SCOPE]),
                      p2=seat("outlaw", "Vulture Sam", equipment=[BARREL_QS])),
                card="ricochet", phase="play", deck=[HEART_J])
    assert f"ricochet c{BANG_2C} t1 x{SCOPE}" not in options(game)
    act(game, f"ricochet c{BANG_2C} t2 x{BARREL_QS}")
    if game.pending is not None and decides(game)[0] == 2:
        assert "barrel" not in options(game)
        settle(game, 1)
    assert game.tables[2] == []


# --- F5.26 Russian Roulette (W32) -----------------------------------------------------
def test_w32_russian_roulette_from_the_sheriff_until_someone_cannot() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", hand=[MISSED_2S]),
                      p1=seat("outlaw", "Sid Ketchum", hand=[MISSED_3S]),
                      p2=seat("outlaw", "Slab the Killer", hand=[BANG_2C]),
                      p3=seat("renegade", "Willy the Kid", hand=[SPADE_5])),
                card="russian_roulette", turn=0, reveal=True)
    assert decides(game)[0] == 0
    act(game, f"missed c{MISSED_2S}")
    assert decides(game)[0] == 1
    act(game, f"missed c{MISSED_3S}")
    assert decides(game)[0] == 2 and options(game) == {"no_missed"}  # not Calamity
    act(game, "no_missed")
    assert game.life[2] == 2 and game.hands[2] == [BANG_2C]
    assert game.hands[3] == [SPADE_5]
    assert decides(game)[0] == 0


def test_w32_russian_roulette_calamity_goes_round_to_the_sheriff_again() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", hand=[MISSED_2S]),
                      p1=seat("outlaw", "Sid Ketchum", hand=[MISSED_3S]),
                      p2=seat("outlaw", "Calamity Janet", hand=[BANG_2C]),
                      p3=seat("renegade", "Willy the Kid", hand=[SPADE_5])),
                card="russian_roulette", turn=0, reveal=True)
    act(game, f"missed c{MISSED_2S}")
    act(game, f"missed c{MISSED_3S}")
    act(game, f"missed c{BANG_2C}")
    act(game, f"missed c{SPADE_5}")
    if game.pending is not None and decides(game) == (0, "roulette"):
        assert options(game) == {"no_missed"}
        act(game, "no_missed")
    assert game.life[0] == 3
    assert decides(game)[0] == 0


# --- F5.27 Sniper (W30) ---------------------------------------------------------------
def test_w30_sniper_needs_two_missed_and_uses_the_allowance() -> None:
    game = fist(*five(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C, BANG_3C, BANG_4C]),
                      p2=seat("outlaw", "Vulture Sam", hand=[MISSED_2S],
                              equipment=[BARREL_QS])),
                card="sniper", phase="play", deck=[HEART_6])
    act(game, f"sniper c{BANG_2C} t2 x{BANG_3C}")
    act(game, "barrel")
    assert game.life[2] == 4 and decides(game)[0] == 2
    act(game, f"missed c{MISSED_2S}")
    assert game.life[2] == 4 and decides(game) == (1, "play")
    assert not any(o.startswith(f"play c{BANG_4C}") for o in options(game))


def test_w30_sniper_one_missed_is_not_enough() -> None:
    game = fist(*five(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C, BANG_3C]),
                      p2=seat("outlaw", "Vulture Sam", hand=[MISSED_2S])),
                card="sniper", phase="play")
    act(game, f"sniper c{BANG_2C} t2 x{BANG_3C}")
    act(game, f"missed c{MISSED_2S}")  # one cancel of the two needed
    settle(game, 1)
    assert game.life[2] == 3 and MISSED_2S in game.discard


def test_w30_sniper_needs_range() -> None:
    game = fist(*five(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C, BANG_3C])),
                card="sniper", phase="play")
    assert not any(o.startswith("sniper") and " t3 " in o for o in options(game))


def test_f9_14_sniper_by_slab_needs_two_missed_not_four() -> None:
    game = fist(*five(p1=seat("outlaw", "Slab the Killer", hand=[BANG_2C, BANG_3C]),
                      p2=seat("outlaw", "Vulture Sam", hand=[MISSED_2S, MISSED_3S])),
                card="sniper", phase="play")
    act(game, f"sniper c{BANG_2C} t2 x{BANG_3C}")
    act(game, f"missed c{MISSED_2S}")
    act(game, f"missed c{MISSED_3S}")
    assert game.life[2] == 4 and decides(game) == (1, "play")


# --- F5.28 The Judge (W29) ------------------------------------------------------------
def test_w29_the_judge_nothing_played_in_front_of_anyone() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum",
                              hand=[MUSTANG_8H, JAIL_10S, DYNAMITE, PANIC_JH]),
                      p2=seat("outlaw", "Vulture Sam", equipment=[BARREL_QS])),
                card="the_judge", phase="play")
    opts = options(game)
    assert not any(o.startswith(f"play c{c}") for c in (MUSTANG_8H, JAIL_10S, DYNAMITE)
                   for o in opts)
    assert f"play c{PANIC_JH} t2 x{BARREL_QS}" in opts or any(
        o.startswith(f"play c{PANIC_JH} t2") for o in opts)


def test_w29_the_judge_dynamite_still_passes() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", equipment=[DYNAMITE])),
                card="the_judge", deck=[HEART_J, BANG_2C, BANG_3C])
    assert game.tables[2] == [DYNAMITE] and game.tables[1] == []


# --- F5.29 Vendetta (W33) -------------------------------------------------------------
def test_w33_vendetta_heart_gives_one_more_turn_and_no_second_draw() -> None:
    game = fist(*four(), card="vendetta", phase="play",
                deck=[HEART_4, BANG_2C, BANG_3C])
    act(game, "end")
    assert decides(game) == (1, "play")
    assert sorted(game.hands[1]) == sorted([BANG_2C, BANG_3C])
    before = len([e for e in game.log if e.kind == "check"])
    act(game, "end")
    while decides(game)[0] == 1:
        act(game, sorted(options(game))[0])
    assert decides(game)[0] == 2
    assert len([e for e in game.log if e.kind == "check"]) == before


def test_w33_vendetta_a_club_ends_the_turn() -> None:
    game = fist(*four(), card="vendetta", phase="play", deck=[CLUB_4])
    act(game, "end")
    assert decides(game)[0] == 2


def test_w33_vendetta_no_draw_after_a_jail_skip() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", equipment=[JAIL_10S])),
                card="vendetta", deck=[SPADE_5, HEART_4])
    assert decides(game)[0] == 2
    assert HEART_4 not in game.discard


def test_w33_vendetta_lucky_duke_picks_the_heart() -> None:
    game = fist(*four(p1=seat("outlaw", "Lucky Duke")), card="vendetta", phase="play",
                deck=[CLUB_4, HEART_J, BANG_2C, BANG_3C])
    act(game, "end")
    while decides(game)[1] != "play":
        pick = [o for o in options(game) if str(HEART_J) in o]
        act(game, pick[0] if pick else sorted(options(game))[0])
    assert decides(game) == (1, "play")


# --- F5.30 A Fistful of Cards (W21) --------------------------------------------------
def test_w21_fistful_count_is_fixed_at_the_start() -> None:
    two_c = card_id("BANG!", "2C")
    eight_h = card_id("Mustang", "8H")
    five_s = card_id("Missed!", "5S")
    game = fist(*four(p1=seat("outlaw", "Vulture Sam", life=3,
                              hand=[MISSED_2S, MISSED_3S, BEER_6H],
                              equipment=[BARREL_QS])),
                card="a_fistful_of_cards", deck=[two_c, eight_h, five_s, BANG_3C, BANG_4C])
    shots = 0
    while decides(game)[1] != "play":
        opts = options(game)
        if "barrel" in opts:
            shots += 1
            act(game, "barrel")
        else:
            act(game, sorted(o for o in opts if o.startswith("missed"))[0])
    assert shots == 3
    assert game.life[1] == 3
    assert sorted(game.hands[1]) == sorted([BEER_6H, BANG_3C, BANG_4C])


def test_f5_30_fistful_bangs_come_from_nobody_el_gringo_draws_nothing() -> None:
    game = fist(*four(p1=seat("outlaw", "El Gringo", life=3, hand=[BANG_2C]),
                      p0=seat("sheriff", "Vulture Sam", hand=[BEER_7H])),
                card="a_fistful_of_cards", deck=[BANG_3C, BANG_4C])
    settle_self = options(game)
    act(game, "take" if "take" in settle_self else sorted(settle_self)[0])
    assert game.life[1] == 2
    assert game.hands[0] == [BEER_7H]


def test_f5_30_fistful_empty_hand_no_bang() -> None:
    game = fist(*four(), card="a_fistful_of_cards", deck=[BANG_3C, BANG_4C])
    assert decides(game) == (1, "play") and game.life[1] == 4
    assert in_force(game) == "a_fistful_of_cards"
