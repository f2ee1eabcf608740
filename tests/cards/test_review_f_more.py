"""An outside check of more Part F corners (rules/high-noon-fistful.md F5.13, F5.20,
F5.24, F5.25, F5.27, F5.30, F12 W21): saves during START effects, Barrel draws against
a Sniper, answers to a Ricochet, Hard Liquor and Ranch edge choices."""

from __future__ import annotations

from .dodge_city import DODGE, SOMBRERO
from .events import ev_table
from .fistful import fist
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BARREL_QS,
    BEER_6H,
    DUEL_QD,
    DYNAMITE,
    GATLING,
    JAIL_10S,
    MISSED_2S,
    MUSTANG_8H,
    act,
    card_id,
    decides,
    options,
    seat,
)
from .test_review_f_edges import take_until
from .test_review_f_high_noon import five, forcing, four

HEART_K = card_id("BANG!", "KH")
HEART_A = card_id("BANG!", "AH")
SCHOFIELD = card_id("Schofield", "KS")


def test_f5_13_high_noon_sid_ketchum_saves_himself_with_a_pair() -> None:
    game = forcing("high_noon", *four(p1=seat("outlaw", "Sid Ketchum", life=1,
                                             hand=[BANG_2C, BANG_3C])))
    assert decides(game) == (1, "dying")
    sid = [o for o in options(game) if o.startswith("sid")]
    assert sid
    act(game, sid[0])
    assert game.alive[1] and game.life[1] == 1


def test_w21_fistful_a_beer_save_then_the_next_bang_kills() -> None:
    game = fist(*five(p1=seat("outlaw", "Vulture Sam", life=1,
                              hand=[BEER_6H, BANG_2C, BANG_3C])),
                card="a_fistful_of_cards")
    act(game, "take")
    assert decides(game) == (1, "dying")
    act(game, f"beer c{BEER_6H}")
    assert game.life[1] == 1 and game.alive[1]
    act(game, "take")
    take_until(game, 2)
    assert not game.alive[1]
    assert sum(e.kind == "damage" and e.data["seat"] == 1 for e in game.log) == 2


def test_f5_30_fistful_calamity_answers_with_a_bang_as_missed() -> None:
    game = fist(*four(p1=seat("outlaw", "Calamity Janet", hand=[BANG_2C])),
                card="a_fistful_of_cards")
    assert f"missed c{BANG_2C}" in options(game)
    act(game, f"missed c{BANG_2C}")
    assert game.life[1] == 4 and decides(game) == (1, "play")


def test_f5_27_sniper_jourdonnais_with_a_barrel_two_hearts_cancel_it() -> None:
    game = fist(*five(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C, BANG_3C]),
                      p2=seat("outlaw", "Jourdonnais", equipment=[BARREL_QS])),
                card="sniper", phase="play", deck=[HEART_K, HEART_A])
    act(game, f"sniper c{BANG_2C} t2 x{BANG_3C}")
    while decides(game)[0] == 2:
        opts = options(game)
        act(game, next(o for o in sorted(opts) if o != "take"))
    assert game.life[2] == 4
    assert HEART_K in game.discard and HEART_A in game.discard


def test_f5_25_ricochet_calamity_saves_her_card_with_a_bang() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C]),
                      p2=seat("outlaw", "Calamity Janet", hand=[BANG_3C],
                              equipment=[BARREL_QS])),
                card="ricochet", phase="play")
    act(game, f"ricochet c{BANG_2C} t2 x{BARREL_QS}")
    assert f"missed c{BANG_3C}" in options(game)
    act(game, f"missed c{BANG_3C}")
    assert game.tables[2] == [BARREL_QS]


def test_f5_25_ricochet_may_target_a_dynamite_in_front_of_another() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C]),
                      p3=seat("renegade", "Slab the Killer", equipment=[DYNAMITE])),
                card="ricochet", phase="play")
    act(game, f"ricochet c{BANG_2C} t3 x{DYNAMITE}")
    take_until(game, 1)
    assert game.tables[3] == [] and DYNAMITE in game.discard


def test_f5_20_hard_liquor_black_jack_skips_his_ability_too() -> None:
    game = fist(*four(p1=seat("outlaw", "Black Jack", life=2)), card="hard_liquor",
                phase="draw", deck=[BANG_2C, HEART_K, BANG_3C])
    act(game, "liquor")
    assert game.hands[1] == [] and game.life[1] == 3


def test_f5_24_ranch_may_swap_nothing() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[MISSED_2S])), card="ranch",
                phase="draw", deck=[BANG_2C, BANG_3C, BANG_4C])
    act(game, "ranch_done")
    assert sorted(game.hands[1]) == sorted([MISSED_2S, BANG_2C, BANG_3C])
    assert game.deck[-1] == BANG_4C



# --- F8: Dodge City Missed! effects in the Roulette; Ambush's character option ---------
def test_f8_roulette_a_dodge_counts_and_draws_its_card() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", hand=[DODGE])),
                card="russian_roulette", turn=0, reveal=True, dodge_city=True,
                deck=[BANG_4C])
    act(game, f"missed c{DODGE}")
    assert BANG_4C in game.hands[0] and DODGE in game.discard
    assert game.life[1] == 2  # P1, empty-handed, is the first who does not


def test_f8_roulette_a_green_sombrero_in_play_counts() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", equipment=[SOMBRERO])),
                card="russian_roulette", turn=0, reveal=True, dodge_city=True)
    assert any(str(SOMBRERO) in o for o in options(game))


def test_f5_17_ambush_with_character_modifiers() -> None:
    game = fist(*five(p0=seat("sheriff", "Paul Regret")), card="ambush", turn=1,
                phase="play", ambush_character_modifiers=True)
    assert game.distance(1, 0) == 2 and game.distance(1, 3) == 1


# --- F5.10 / F9-6: Calamity Janet's own Duel under The Sermon --------------------------
def test_f9_6_sermon_calamity_in_her_own_duel_has_no_answer() -> None:
    game = forcing("the_sermon", *four(p1=seat("outlaw", "Calamity Janet",
                                              hand=[DUEL_QD, BANG_2C, MISSED_2S]),
                                       p2=seat("outlaw", "Sid Ketchum", hand=[BANG_3C])),
                   phase="play")
    act(game, f"play c{DUEL_QD} t2")
    act(game, next(o for o in options(game) if str(BANG_3C) in o))
    assert decides(game)[0] == 1
    assert not any(str(BANG_2C) in o or str(MISSED_2S) in o for o in options(game))


# --- F5.15 New Identity: a Sheriff keeps his +1 -----------------------------------------
def test_f5_15_new_identity_the_sheriff_switches_with_his_extra_life() -> None:
    players = four(p0=seat("sheriff", "Vulture Sam", life=1))
    game = ev_table(*players, turn=0, phase="start", hn_bullet_extras=True,
                    events={"deck": ["thirst", "high_noon"], "in_force": "new_identity",
                            "rounds": 2, "extra_turn": 0,
                            "spares": ["Bart Cassidy", "", "", ""]})
    assert decides(game) == (0, "new_identity")
    act(game, "switch")
    assert game.characters[0] == "Bart Cassidy"
    assert game.life[0] == 2 and game.max_life[0] == 5


def test_f5_15_new_identity_keep_leaves_him_as_he_was() -> None:
    players = four(p2=seat("outlaw", "El Gringo", life=1))
    game = ev_table(*players, turn=2, phase="start", hn_bullet_extras=True,
                    events={"deck": ["thirst", "high_noon"], "in_force": "new_identity",
                            "rounds": 2, "spares": ["", "", "Bart Cassidy", ""]})
    act(game, "keep")
    assert game.characters[2] == "El Gringo" and game.life[2] == 1


# --- F5.2 Curse and Lucky Duke -----------------------------------------------------------
def test_f5_2_curse_lucky_duke_two_hearts_still_stay_in_jail() -> None:
    game = forcing("curse", *four(p1=seat("outlaw", "Lucky Duke", equipment=[JAIL_10S])),
                   deck=[HEART_K, HEART_A, BANG_2C, BANG_3C])
    while game.pending is not None and decides(game)[0] == 1 and decides(game)[1] != "play":
        act(game, sorted(options(game))[0])
    assert decides(game)[0] == 2  # both read as ♠: the turn is skipped
    assert JAIL_10S in game.discard and game.hands[1] == []


# --- F5.19 / F9-5: who is "the first eliminated" ----------------------------------------
def test_f9_5_two_killed_by_one_gatling_the_first_in_resolution_order() -> None:
    game = fist(*five(p1=seat("outlaw", "Sid Ketchum", hand=[GATLING]),
                      p3=seat("renegade", "Slab the Killer", life=1),
                      p4=seat("deputy", "Vulture Sam", life=1)),
                card="ambush", phase="play")
    act(game, f"play c{GATLING}")
    take_until(game, 1)
    assert not game.alive[3] and not game.alive[4]
    assert game.events is not None and game.events.first_dead == 3


def test_f5_3_8_a_ghost_town_re_elimination_does_not_make_the_first_eliminated() -> None:
    players = five(p2=seat("outlaw", "Slab the Killer", alive=False))
    game = ev_table(*players, turn=1, phase="play", event_decks="mixed",
                    events={"deck": ["dead_man", "high_noon"], "in_force": "ghost_town",
                            "rounds": 2, "first_dead": -1})
    act(game, "end")
    assert decides(game) == (2, "play")
    act(game, "end")
    while game.pending is not None and decides(game)[0] == 2:
        act(game, sorted(options(game))[0])
    assert game.events is not None and game.events.first_dead == -1


def test_f9_2_three_players_the_daltons_start_with_the_opener() -> None:
    players = [seat("outlaw", "Vulture Sam", equipment=[BARREL_QS, DYNAMITE]),
               seat("deputy", "Sid Ketchum", equipment=[MUSTANG_8H, SCHOFIELD]),
               seat("renegade", "Slab the Killer")]
    game = ev_table(*players, turn=1, phase="start",
                    events={"deck": ["the_daltons", "high_noon"], "in_force": "curse",
                            "rounds": 1})
    assert decides(game) == (1, "daltons_discard")
