"""An outside check of Part F's duties, options and character cases
(rules/high-noon-fistful.md F5.3, F5.5, F5.14-F5.16, F5.21-F5.27, F6.3, F9): the
Law of the West's duty when the shown card stops being playable, the option keys of
appendix F-A, characters without abilities under Hangover, and the Bullet extras."""

from __future__ import annotations

from .events import ev_table
from .fistful import fist
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    DUEL_QD,
    DYNAMITE,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    MUSTANG_9H,
    PANIC_JH,
    VOLCANIC_10S,
    act,
    card_id,
    decides,
    options,
    seat,
)
from .test_review_f_edges import take_until
from .test_review_f_high_noon import five, forcing, four

HEART_K = card_id("BANG!", "KH")


# --- F5.22 Law of the West: the duty lapses ---------------------------------------------
def test_f5_22_duty_lapses_when_the_bang_limit_is_used_first() -> None:
    game = fist(*four(), card="law_of_the_west", phase="draw", deck=[BANG_2C, BANG_3C])
    assert "end" not in options(game)
    act(game, f"play c{BANG_2C} t2")
    take_until(game, 1)
    assert not any(o.startswith(f"play c{BANG_3C}") for o in options(game))
    assert "end" in options(game)


def test_f5_22_a_beer_at_full_life_must_be_played() -> None:
    game = fist(*four(), card="law_of_the_west", phase="draw", deck=[MISSED_2S, BEER_6H])
    assert game.life[1] == 4
    assert "end" not in options(game)
    act(game, f"play c{BEER_6H}")
    assert "end" in options(game)


def test_f5_22_a_blue_card_he_already_has_is_exempt() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", equipment=[MUSTANG_9H])),
                card="law_of_the_west", phase="draw", deck=[MISSED_2S, MUSTANG_8H])
    assert "end" in options(game)


def test_f5_22_a_bang_with_nobody_in_range_is_exempt() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", equipment=[MUSTANG_8H]),
                      p2=seat("outlaw", "Slab the Killer", equipment=[MUSTANG_9H])),
                card="law_of_the_west", phase="draw", deck=[MISSED_2S, BANG_2C])
    assert not any(o.startswith(f"play c{BANG_2C}") for o in options(game))
    assert "end" in options(game)


def test_f5_22_thirst_is_not_in_force_one_card_no_duty_jesse_jones() -> None:
    # Jesse Jones: the second card is the one from the deck
    game = fist(*four(p1=seat("outlaw", "Jesse Jones"),
                      p2=seat("outlaw", "Slab the Killer", hand=[MISSED_3S])),
                card="law_of_the_west", phase="draw", deck=[BEER_6H, MISSED_2S])
    hand_take = next(o for o in options(game) if "t2" in o)
    act(game, hand_take)
    assert sorted(game.hands[1]) == sorted([MISSED_3S, BEER_6H])
    assert "end" not in options(game)


# --- F5.23 / F5.24 / F5.27 / F5.26 / F5.16 options ----------------------------------
def test_f5_23_peyote_without_stopping() -> None:
    game = fist(*four(), card="peyote", phase="draw", deck=[BEER_7H, BEER_6H],
                peyote_may_stop=False)
    act(game, "guess x0")
    assert "stop" not in options(game)


def test_f5_24_ranch_at_the_end_of_phase_two_before_the_hand_limit() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", life=1, hand=[MISSED_2S])),
                card="ranch", phase="draw", deck=[BANG_2C, BANG_3C, BANG_4C],
                ranch_timing="end_of_phase2")
    assert decides(game) == (1, "play")
    act(game, "end")
    assert decides(game) == (1, "ranch")
    act(game, f"ranch c{MISSED_2S}")
    act(game, "ranch_done")
    assert decides(game) == (1, "discard")
    assert BANG_4C in game.hands[1]


def test_f5_27_sniper_without_the_bang_limit() -> None:
    game = fist(*five(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C, BANG_3C, BANG_4C])),
                card="sniper", phase="play", sniper_uses_bang_limit=False)
    act(game, f"sniper c{BANG_2C} t2 x{BANG_3C}")
    take_until(game, 1)
    assert f"play c{BANG_4C} t2" in options(game)


def test_f5_27_calamity_janet_uses_a_missed_in_the_sniper_pair() -> None:
    game = fist(*five(p1=seat("outlaw", "Calamity Janet", hand=[BANG_2C, MISSED_2S])),
                card="sniper", phase="play")
    assert any(o.startswith("sniper") and str(MISSED_2S) in o for o in options(game))


def test_f9_15_roulette_may_be_declined_with_a_missed_in_hand() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", hand=[MISSED_2S])),
                card="russian_roulette", turn=0, reveal=True)
    assert options(game) == {f"missed c{MISSED_2S}", "no_missed"}
    act(game, "no_missed")
    assert game.life[0] == 3 and MISSED_2S in game.hands[0]


def test_f5_26_roulette_may_not_decline_with_the_option_off() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", hand=[MISSED_2S])),
                card="russian_roulette", turn=0, reveal=True, roulette_may_decline=False)
    assert "no_missed" not in options(game)


def test_f5_16_abandoned_mine_one_card_in_the_pile_the_second_from_the_deck() -> None:
    game = fist(*four(), card="abandoned_mine", phase="draw", discard=[BEER_6H],
                deck=[BANG_2C, BANG_3C])
    assert sorted(game.hands[1]) == sorted([BEER_6H, BANG_2C])


def test_f5_16_abandoned_mine_nothing_from_the_pile_phase_three_as_usual() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", life=1, hand=[MISSED_2S])),
                card="abandoned_mine", phase="draw", deck=[BANG_2C, BANG_3C])
    act(game, "end")
    act(game, f"discard c{MISSED_2S}")
    act(game, f"discard c{BANG_2C}")
    # to the discard pile, face up: P2's own phase 1 (Abandoned Mine) takes them from it
    assert game.hands[2] == [BANG_2C, MISSED_2S] and game.discard == []


def test_f15_3_abandoned_mine_all_played_a_card_played_goes_onto_the_deck() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", life=2)),
                card="abandoned_mine", phase="draw", discard=[BEER_6H, BEER_7H],
                abandoned_mine_scope="all_played")
    act(game, f"play c{BEER_7H}")
    assert game.life[1] == 3
    assert game.deck[-1] == BEER_7H and BEER_7H not in game.discard


# --- F6.2 / F5.21 Lasso: characters still count ----------------------------------------
def test_f6_2_lasso_paul_regret_still_counts_mustang_does_not() -> None:
    game = fist(*four(p0=seat("sheriff", "Paul Regret"),
                      p2=seat("outlaw", "Slab the Killer", equipment=[MUSTANG_8H])),
                card="lasso", phase="play")
    assert game.distance(1, 0) == 2
    assert game.distance(1, 2) == 1


def test_f6_3_lasso_willy_the_kid_still_shoots_freely() -> None:
    game = fist(*four(p1=seat("outlaw", "Willy the Kid", hand=[BANG_2C, BANG_3C])),
                card="lasso", phase="play")
    act(game, f"play c{BANG_2C} t2")
    take_until(game, 1)
    assert f"play c{BANG_3C} t2" in options(game)


def test_f5_21_lasso_panic_still_steals_a_card_in_play() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[PANIC_JH]),
                      p2=seat("outlaw", "Slab the Killer", equipment=[MUSTANG_8H])),
                card="lasso", phase="play")
    assert game.distance(1, 2) == 1  # the Mustang is inert
    act(game, f"play c{PANIC_JH} t2")  # P2's only card: the Mustang, taken for him
    assert game.hands[1] == [MUSTANG_8H] and game.tables[2] == []


def test_f6_3_hangover_volcanic_still_any() -> None:
    game = forcing("hangover", *four(p1=seat("outlaw", "Sid Ketchum",
                                            hand=[BANG_2C, BANG_3C],
                                            equipment=[VOLCANIC_10S])), phase="play")
    act(game, f"play c{BANG_2C} t2")
    take_until(game, 1)
    assert f"play c{BANG_3C} t2" in options(game)


# --- F5.5 Hangover characters ------------------------------------------------------------
def test_f5_5_hangover_slab_needs_only_one_missed() -> None:
    game = forcing("hangover", *four(p1=seat("outlaw", "Slab the Killer", hand=[BANG_2C]),
                                     p2=seat("outlaw", "Sid Ketchum", hand=[MISSED_2S])),
                   phase="play")
    act(game, f"play c{BANG_2C} t2")
    act(game, f"missed c{MISSED_2S}")
    assert game.life[2] == 4 and decides(game) == (1, "play")


def test_f5_5_hangover_sid_ketchum_cannot_discard_pairs() -> None:
    game = forcing("hangover", *four(p1=seat("outlaw", "Sid Ketchum", life=2,
                                            hand=[BANG_2C, BANG_3C])), phase="play")
    assert options(game) <= {"end", f"play c{BANG_2C} t2", f"play c{BANG_2C} t0",
                             f"play c{BANG_3C} t2", f"play c{BANG_3C} t0"}


def test_f5_5_hangover_vulture_sam_takes_nothing() -> None:
    game = forcing("hangover", *five(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C]),
                                     p2=seat("outlaw", "Slab the Killer", life=1,
                                             hand=[MISSED_3S], equipment=[VOLCANIC_10S]),
                                     p3=seat("renegade", "Vulture Sam")),
                   phase="play")
    act(game, f"play c{BANG_2C} t2")
    take_until(game, 1)
    assert not game.alive[2] and game.hands[3] == []
    assert VOLCANIC_10S in game.discard and MISSED_3S in game.discard


def test_f5_5_hangover_calamity_cannot_shoot_with_a_missed() -> None:
    game = forcing("hangover", *four(p1=seat("outlaw", "Calamity Janet",
                                            hand=[MISSED_2S])), phase="play")
    assert not any(o.startswith(f"play c{MISSED_2S}") for o in options(game))


def test_f5_5_hangover_black_jack_draws_two_only() -> None:
    game = forcing("hangover", *four(p1=seat("outlaw", "Black Jack")), phase="draw",
                   deck=[BANG_2C, HEART_K, BANG_3C])
    assert sorted(game.hands[1]) == sorted([BANG_2C, HEART_K])


def test_f5_2_curse_black_jack_never_draws_the_extra() -> None:
    game = forcing("curse", *four(p1=seat("outlaw", "Black Jack")), phase="draw",
                   deck=[BANG_2C, HEART_K, BANG_3C])
    while decides(game)[1] != "play":
        act(game, sorted(options(game))[0])
    assert sorted(game.hands[1]) == sorted([BANG_2C, HEART_K])


# --- F5.6 Shootout and the Duel ---------------------------------------------------------
def test_f5_6_shootout_bangs_for_a_duel_do_not_count() -> None:
    game = forcing("shootout", *four(p1=seat("outlaw", "Sid Ketchum",
                                            hand=[DUEL_QD, BANG_2C, BANG_3C, BANG_4C]),
                                     p2=seat("outlaw", "Slab the Killer", hand=[MISSED_2S])),
                   phase="play")
    act(game, f"play c{DUEL_QD} t2")
    take_until(game, 1)  # P2 has no BANG!: loses the Duel at once
    act(game, f"play c{BANG_2C} t2")
    take_until(game, 1)
    assert f"play c{BANG_3C} t2" in options(game)


# --- F5.7 The Daltons: exactly one --------------------------------------------------------
def test_f5_7_the_daltons_no_decline_for_a_player_with_several() -> None:
    game = ev_table(*four(p0=seat("sheriff", "Vulture Sam",
                                  equipment=[MUSTANG_8H, BARREL_QS])), turn=0,
                    phase="start", events={"deck": ["the_daltons", "high_noon"],
                                           "in_force": "thirst", "rounds": 1})
    assert options(game) == {f"discard c{MUSTANG_8H}", f"discard c{BARREL_QS}"}


# --- F5.4 Gold Rush: Dynamite still passes to the left -----------------------------------
def test_f5_4_gold_rush_dynamite_passes_clockwise() -> None:
    game = forcing("gold_rush", *five(p4=seat("deputy", "Sid Ketchum", equipment=[DYNAMITE])),
                   turn=4, deck=[HEART_K, BANG_2C, BANG_3C])
    assert game.tables[0] == [DYNAMITE]


# --- F5.3 Ghost Town: Dynamite passes over a dead seat outside the ghost's turn ----------
def test_f6_2_ghost_town_dynamite_skips_the_ghost_seat() -> None:
    players = five(p1=seat("outlaw", "Sid Ketchum", equipment=[DYNAMITE]),
                   p2=seat("outlaw", "Slab the Killer", alive=False))
    game = forcing("ghost_town", *players, turn=1, deck=[HEART_K, BANG_2C, BANG_3C])
    assert game.tables[3] == [DYNAMITE] and game.tables[2] == []


def test_f9_4_ghost_town_vulture_sam_takes_nothing_from_the_ghost() -> None:
    players = five(p2=seat("outlaw", "Slab the Killer", alive=False),
                   p3=seat("renegade", "Vulture Sam"))
    game = forcing("ghost_town", *players, turn=1, phase="play",
                   deck=[MUSTANG_8H, BANG_2C, BANG_3C])
    act(game, "end")
    act(game, f"play c{MUSTANG_8H}")
    act(game, "end")
    while decides(game)[0] == 2:
        act(game, sorted(options(game))[0])
    assert MUSTANG_8H in game.discard and MUSTANG_8H not in game.hands[3]


def test_f15_1_ghost_town_vulture_takes_with_the_option() -> None:
    players = five(p2=seat("outlaw", "Slab the Killer", alive=False),
                   p3=seat("renegade", "Vulture Sam"))
    game = forcing("ghost_town", *players, turn=1, phase="play",
                   deck=[MUSTANG_8H, BANG_2C, BANG_3C], ghost_town_vulture_takes=True)
    act(game, "end")
    act(game, f"play c{MUSTANG_8H}")
    act(game, "end")
    while decides(game)[0] == 2:
        act(game, sorted(options(game))[0])
    assert MUSTANG_8H in game.hands[3]
    assert BANG_2C in game.discard  # his hand went in phase 3 (limit 0)


# --- F6.6: High Noon with two players alive ------------------------------------------
def test_f6_6_high_noon_beer_useless_with_two_alive() -> None:
    game = forcing("high_noon", *four(p1=seat("outlaw", "Vulture Sam", life=1,
                                             hand=[BEER_6H]),
                                      p2=seat("outlaw", "Slab the Killer", alive=False),
                                      p3=seat("renegade", "Sid Ketchum", alive=False)))
    # A9.2: with two alive the Beer saves nobody: P1 dies and the Sheriff wins
    assert decides(game) == (1, "dying") and options(game) == {"die"}
    act(game, "die")
    assert not game.alive[1] and game.hands[1] == [] and BEER_6H in game.discard
    assert game.pending is None and game.victory() == frozenset({0})


# --- F5.14 / F5.15 the Bullet extras ----------------------------------------------------
def test_f5_14_handcuffs_only_the_named_suit() -> None:
    game = ev_table(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C, BEER_6H])),
                    turn=1, phase="draw", hn_bullet_extras=True,
                    events={"deck": ["thirst", "high_noon"], "in_force": "handcuffs",
                            "rounds": 2}, deck=[BANG_3C, BANG_4C])
    assert decides(game) == (1, "handcuffs_suit")
    act(game, "suit x1")  # ♥ (suits in the order ♠♥♦♣)
    opts = options(game)
    assert f"play c{BEER_6H}" in opts
    assert not any(o.startswith(f"play c{BANG_2C}") for o in opts)


def test_w40_new_identity_switch_to_two_life() -> None:
    players = four(p2=seat("outlaw", "El Gringo", life=1))
    game = ev_table(*players, turn=2, phase="start", hn_bullet_extras=True,
                    events={"deck": ["thirst", "high_noon"], "in_force": "new_identity",
                            "rounds": 2, "spares": ["", "", "Bart Cassidy", ""]})
    assert decides(game) == (2, "new_identity")
    act(game, "switch")
    assert game.characters[2] == "Bart Cassidy"
    assert game.life[2] == 2 and game.max_life[2] == 4


def test_f5_26_roulette_jourdonnais_barrel_does_not_help() -> None:
    game = fist(*four(p0=seat("sheriff", "Jourdonnais"),
                      p1=seat("outlaw", "Vulture Sam", equipment=[BARREL_QS])),
                card="russian_roulette", turn=0, reveal=True, deck=[HEART_K])
    assert game.life[0] == 3


def test_f5_25_ricochet_jourdonnais_does_not_save_his_card() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C]),
                      p3=seat("renegade", "Jourdonnais", equipment=[JAIL_10S])),
                card="ricochet", phase="play", deck=[HEART_K])
    act(game, f"ricochet c{BANG_2C} t3 x{JAIL_10S}")
    take_until(game, 1)
    assert game.tables[3] == [] and JAIL_10S in game.discard
    assert HEART_K not in game.discard
