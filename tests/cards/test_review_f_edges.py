"""An outside check of the corners of Part F where implementations usually go wrong
(rules/high-noon-fistful.md F3.2, F5, F6, F7, F8, F9, F12): turn order when a seat is
dead, the 3-player opener, the Sheriff's death at a reveal, Ghost Town ghosts, the
Sermon outside one's turn, characters under Thirst/Train Arrival/Hangover, Dodge City's
green cards under Lasso, The Judge and Ricochet, and the deck builds of W36/W37."""

from __future__ import annotations

from bang.cards import CardConfig, CardGame
from bang.cards.config import DODGE_CITY_CHARACTERS

from .dodge_city import BIBLE, BINOCULAR, HIDEOUT, PUNCH
from .events import ev_table, in_force
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
    GATLING,
    INDIANS_KD,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    act,
    card_id,
    decides,
    options,
    seat,
)
from .test_review_f_high_noon import five, forcing, four, revealing, turn_seats

SCHOFIELD = card_id("Schofield", "KS")
HEART_K = card_id("BANG!", "KH")
SPADE_5 = card_id("Missed!", "5S")
CLUB_Q = card_id("Missed!", "QC")


def take_until(game: CardGame, until: int) -> None:
    while game.pending is not None and game.pending.seat != until:
        opts = options(game)
        act(game, "take" if "take" in opts else "die" if "die" in opts else sorted(opts)[0])


def finish_turns(game: CardGame, count: int) -> None:
    """The next ``count`` turns end at once (any forced discard: the first card)."""
    for _ in range(count):
        while decides(game)[1] != "play":
            act(game, sorted(options(game))[0])
        act(game, "end")
        while game.pending is not None and decides(game)[1] == "discard":
            act(game, sorted(options(game))[0])


# --- F3.2 / F5.4: Gold Rush with a dead seat at the end of the round ----------------
def test_f5_4_gold_rush_round_ends_with_the_last_living_counter_clockwise() -> None:
    game = ev_table(*five(p1=seat("outlaw", "Sid Ketchum", alive=False)), turn=0,
                    phase="start", events={"deck": ["gold_rush", "thirst", "high_noon"],
                                           "in_force": "curse", "rounds": 1})
    finish_turns(game, 4)
    assert in_force(game) == "thirst"
    assert turn_seats(game) == [0, 4, 3, 2, 0]


# --- F9-2: 3-player game ----------------------------------------------------------------
def test_f9_2_three_players_roulette_starts_with_the_opener() -> None:
    players = [seat("outlaw", "Vulture Sam", hand=[MISSED_2S]),
               seat("deputy", "Sid Ketchum", hand=[MISSED_3S]),
               seat("renegade", "Slab the Killer", hand=[SPADE_5])]
    game = ev_table(*players, turn=1, phase="start", event_decks="fistful",
                    events={"deck": ["russian_roulette", "a_fistful_of_cards"],
                            "in_force": "ambush", "rounds": 1})
    assert decides(game) == (1, "roulette")


def test_f9_2_three_players_gold_rush_goes_from_the_opener_to_his_right() -> None:
    players = [seat("outlaw", "Vulture Sam"), seat("deputy", "Sid Ketchum"),
               seat("renegade", "Slab the Killer")]
    game = ev_table(*players, turn=1, phase="start",
                    events={"deck": ["gold_rush", "thirst", "high_noon"],
                            "in_force": "curse", "rounds": 1})
    finish_turns(game, 3)
    assert turn_seats(game) == [1, 0, 2, 1]
    assert in_force(game) == "thirst"


# --- F9-23: the Sheriff dies at a reveal -------------------------------------------------
def test_f9_23_russian_roulette_kills_the_sheriff_before_his_turn() -> None:
    game = fist(*four(p0=seat("sheriff", "Vulture Sam", life=2)),
                card="russian_roulette", turn=0, reveal=True)
    assert game.pending is None  # an empty hand: no Missed!, no choice; 2 life lost
    assert game.victory() == frozenset({1, 2})
    assert not any(e.kind == "turn" and e.data["seat"] == 0 for e in game.log)


def test_f5_26_roulette_the_sheriff_without_a_missed_loses_two_and_it_stops() -> None:
    game = fist(*five(p0=seat("sheriff", "Vulture Sam", hand=[BEER_7H]),
                      p1=seat("outlaw", "Sid Ketchum", hand=[MISSED_2S])),
                card="russian_roulette", turn=0, reveal=True)
    assert decides(game) == (0, "roulette") and options(game) == {"no_missed"}
    act(game, "no_missed")
    assert game.life == [3, 4, 4, 4, 4] and game.hands[1] == [MISSED_2S]
    assert decides(game)[0] == 0


def test_f5_26_roulette_a_single_beer_does_not_save_from_two_at_one_life() -> None:
    game = fist(*five(p0=seat("sheriff", "Vulture Sam", hand=[MISSED_2S]),
                      p1=seat("outlaw", "Slab the Killer", life=1, hand=[BEER_6H])),
                card="russian_roulette", turn=0, reveal=True)
    act(game, f"missed c{MISSED_2S}")
    assert options(game) == {"no_missed"}
    act(game, "no_missed")
    assert decides(game) == (1, "dying") and game.life[1] == -1
    act(game, f"beer c{BEER_6H}")  # -1 -> 0: not enough
    take_until(game, 0)
    assert not game.alive[1]


# --- F5.3 Ghost Town corners --------------------------------------------------------------
def test_w19_a_ghost_outlaw_kills_the_sheriff_and_the_outlaws_win() -> None:
    players = five(p0=seat("sheriff", "Vulture Sam", life=1),
                   p2=seat("outlaw", "Slab the Killer", alive=False))
    game = forcing("ghost_town", *players, turn=1, phase="play",
                   deck=[SCHOFIELD, BANG_2C, BEER_6H])
    act(game, "end")
    assert decides(game) == (2, "play")
    assert f"play c{BEER_6H}" not in options(game)
    act(game, f"play c{SCHOFIELD}")
    act(game, f"play c{BANG_2C} t0")
    take_until(game, -1)
    assert game.pending is None
    assert game.victory() == frozenset({1, 2})


def test_f5_3_a_ghost_bart_cassidy_draws_nothing_when_shot() -> None:
    players = five(p2=seat("outlaw", "Bart Cassidy", alive=False),
                   p3=seat("renegade", "Sid Ketchum", hand=[]))
    game = forcing("ghost_town", *players, turn=1, phase="play",
                   deck=[GATLING, BEER_6H, BEER_7H, MISSED_2S])
    act(game, "end")
    act(game, f"play c{GATLING}")
    take_until(game, 2)
    assert game.life[2] == 0 or not game.alive[2]
    assert sorted(game.hands[2]) == sorted([BEER_6H, BEER_7H])


def test_f5_3_8_a_jail_the_ghost_played_stays_and_no_reward() -> None:
    players = five(p2=seat("outlaw", "Slab the Killer", alive=False))
    game = forcing("ghost_town", *players, turn=1, phase="play",
                   deck=[JAIL_10S, BANG_2C, BANG_3C])
    act(game, "end")
    act(game, f"play c{JAIL_10S} t3")
    act(game, "end")
    while game.pending is not None and decides(game)[0] == 2:
        act(game, sorted(options(game))[0])
    # the Jail stayed in front of P3: his own turn's Jail check read it
    assert any(e.kind == "check" and e.data["seat"] == 3 and e.data["reason"] == "jail"
               for e in game.log)
    assert not game.alive[2] and game.hands[2] == []
    assert not any(e.kind == "eliminated" and e.data["seat"] == 2 for e in game.log)


def test_f5_3_1_a_player_killed_earlier_in_the_round_takes_a_ghost_turn() -> None:
    players = five(p1=seat("outlaw", "Vulture Sam", hand=[BANG_2C]),
                   p2=seat("outlaw", "Slab the Killer", life=1))
    game = forcing("ghost_town", *players, turn=1, phase="play",
                   deck=[BANG_3C, BANG_4C, MISSED_2S])
    act(game, f"play c{BANG_2C} t2")
    take_until(game, 1)
    assert not game.alive[2]
    # P1's bounty for an Outlaw: the three listed cards
    assert {BANG_3C, BANG_4C, MISSED_2S} <= set(game.hands[1])
    act(game, "end")
    while decides(game)[1] == "discard":
        act(game, sorted(options(game))[0])
    assert decides(game) == (2, "play")
    assert len(game.hands[2]) == 3


def test_f5_3_ghost_kit_carlson_looks_at_four_keeps_three() -> None:
    players = five(p2=seat("outlaw", "Kit Carlson", alive=False))
    game = forcing("ghost_town", *players, turn=1, phase="play",
                   deck=[BANG_2C, BANG_3C, BANG_4C, MISSED_2S])
    act(game, "end")
    assert decides(game) == (2, "kit_return")
    assert len(options(game)) == 4


# --- F5.10 / F9-6 The Sermon outside one's own turn ----------------------------------
def test_f9_6_sermon_calamity_answers_gatling_with_bang_outside_her_turn() -> None:
    game = forcing("the_sermon", *four(p1=seat("outlaw", "Vulture Sam", hand=[GATLING]),
                                       p2=seat("outlaw", "Calamity Janet",
                                               hand=[BANG_3C])),
                   phase="play")
    assert f"play c{GATLING}" in options(game)  # not a BANG! card
    act(game, f"play c{GATLING}")
    while decides(game)[0] != 2:
        take_until(game, 2)
    assert f"missed c{BANG_3C}" in options(game)
    act(game, f"missed c{BANG_3C}")
    take_until(game, 1)
    assert game.life[2] == 4


def test_f5_10_sermon_a_player_answers_a_duel_with_bang_in_anothers_turn() -> None:
    game = forcing("the_sermon", *four(p3=seat("renegade", "Vulture Sam", hand=[DUEL_QD]),
                                       p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C])),
                   turn=3, phase="play")
    act(game, f"play c{DUEL_QD} t1")
    assert decides(game)[0] == 1
    assert any(str(BANG_2C) in o for o in options(game))


def test_f5_10_sermon_indians_others_discard_bang_in_his_turn() -> None:
    game = forcing("the_sermon", *four(p1=seat("outlaw", "Vulture Sam", hand=[INDIANS_KD]),
                                       p2=seat("outlaw", "Sid Ketchum", hand=[BANG_2C])),
                   phase="play")
    act(game, f"play c{INDIANS_KD}")
    while decides(game)[0] != 2:
        take_until(game, 2)
    assert any(str(BANG_2C) in o for o in options(game))


# --- F6.4 characters under Thirst / Train Arrival ---------------------------------------
def test_f6_4_thirst_pedro_takes_the_discard_top_and_nothing_more() -> None:
    game = forcing("thirst", *four(p1=seat("outlaw", "Pedro Ramirez")), phase="draw",
                   discard=[BEER_6H], deck=[BANG_2C, BANG_3C])
    assert decides(game) == (1, "draw_pedro")
    act(game, "draw_discard")
    assert game.hands[1] == [BEER_6H] and game.deck[-1] == BANG_2C


def test_f6_4_train_arrival_kit_carlson_keeps_two_then_draws_one() -> None:
    game = forcing("train_arrival", *four(p1=seat("outlaw", "Kit Carlson")), phase="draw",
                   deck=[BANG_2C, BANG_3C, BANG_4C, MISSED_2S])
    assert decides(game) == (1, "kit_return")
    assert len(options(game)) == 3
    act(game, next(o for o in options(game) if str(BANG_4C) in o))
    assert sorted(game.hands[1]) == sorted([BANG_2C, BANG_3C, BANG_4C])


def test_f5_22_law_of_the_west_kit_carlson_the_second_kept_card() -> None:
    game = fist(*four(p1=seat("outlaw", "Kit Carlson")), card="law_of_the_west",
                phase="draw", deck=[MISSED_2S, BEER_6H, BANG_2C])
    act(game, next(o for o in options(game) if str(BANG_2C) in o))
    assert decides(game) == (1, "play")
    assert "end" not in options(game)  # the Beer (second kept) must be played
    act(game, f"play c{BEER_6H}")
    assert "end" in options(game)


def test_f5_16_abandoned_mine_kit_carlson_looks_at_the_discard_pile() -> None:
    game = fist(*four(p1=seat("outlaw", "Kit Carlson")), card="abandoned_mine",
                phase="draw", discard=[BANG_2C, BANG_3C, BANG_4C], deck=[MISSED_2S])
    assert decides(game) == (1, "kit_return")
    act(game, next(o for o in options(game) if str(BANG_2C) in o))
    assert sorted(game.hands[1]) == sorted([BANG_3C, BANG_4C])
    assert game.discard[-1] == BANG_2C


# --- F5.5 Hangover and characters -------------------------------------------------------
def test_f5_5_hangover_lucky_duke_flips_one_card() -> None:
    game = forcing("hangover", *four(p1=seat("outlaw", "Lucky Duke", equipment=[JAIL_10S])),
                   deck=[SPADE_5, HEART_K, BANG_2C, BANG_3C])
    assert decides(game)[0] == 2  # the one card, 5♠, keeps him in Jail


def test_f8_hangover_vera_custer_copies_nothing() -> None:
    players = [seat("sheriff", "Vera Custer"), seat("outlaw", "Black Jack"),
               seat("outlaw", "Sid Ketchum"), seat("renegade", "Slab the Killer")]
    game = ev_table(*players, turn=0, phase="start", expansions=[DODGE_CITY_CHARACTERS],
                    events={"deck": ["hangover", "high_noon"], "in_force": "thirst",
                            "rounds": 1})
    assert in_force(game) == "hangover"
    assert decides(game)[1] != "vera_copy"


def test_f8_hangover_vera_custer_set_copy_is_inert() -> None:
    players = [seat("sheriff", "Sid Ketchum"),
               seat("outlaw", "Vera Custer", copy="Paul Regret"),
               seat("outlaw", "Black Jack"), seat("renegade", "Slab the Killer")]
    game = forcing("hangover", *players, turn=0, phase="play",
                   expansions=[DODGE_CITY_CHARACTERS])
    assert game.distance(0, 1) == 1


# --- F5.1 Blessing and Lucky Duke ---------------------------------------------------------
def test_f5_1_blessing_lucky_duke_both_cards_hearts_escapes_jail() -> None:
    game = forcing("blessing", *four(p1=seat("outlaw", "Lucky Duke", equipment=[JAIL_10S])),
                   deck=[SPADE_5, CLUB_Q, BANG_2C, BANG_3C])
    while decides(game)[1] != "play":
        act(game, sorted(options(game))[0])
    assert decides(game) == (1, "play")


# --- F8 Dodge City cards -----------------------------------------------------------------
def test_f8_lasso_a_green_bible_cannot_be_used() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C]),
                      p2=seat("outlaw", "Vulture Sam", equipment=[BIBLE])),
                card="lasso", phase="play", dodge_city=True)
    act(game, f"play c{BANG_2C} t2")
    assert not any(o.startswith(f"use c{BIBLE}") for o in options(game))


def test_f8_the_judge_forbids_green_cards() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BIBLE])),
                card="the_judge", phase="play", dodge_city=True)
    assert not any(o.startswith(f"play c{BIBLE}") for o in options(game))


def test_f8_ricochet_may_target_a_green_card() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C]),
                      p3=seat("renegade", "Vulture Sam", equipment=[BIBLE])),
                card="ricochet", phase="play", dodge_city=True)
    assert f"ricochet c{BANG_2C} t3 x{BIBLE}" in options(game)


def test_f8_ambush_hideout_and_binocular_count() -> None:
    game = fist(*five(p0=seat("sheriff", "Vulture Sam", equipment=[BINOCULAR]),
                      p3=seat("renegade", "Sid Ketchum", equipment=[HIDEOUT])),
                card="ambush", turn=0, phase="play", dodge_city=True)
    assert game.distance(0, 3) == 1  # 1 + 1 - 1
    assert game.distance(3, 0) == 1
    assert game.distance(1, 3) == 2


def test_f8_sermon_punch_is_not_a_bang_card() -> None:
    game = forcing("the_sermon", *four(p1=seat("outlaw", "Sid Ketchum", hand=[PUNCH])),
                   phase="play", dodge_city=True)
    assert any(o.startswith(f"play c{PUNCH}") for o in options(game))


def test_f8_sniper_cannot_use_punch() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", hand=[PUNCH, BANG_2C])),
                card="sniper", phase="play", dodge_city=True)
    assert not any(o.startswith("sniper") for o in options(game))


# --- F5.8 The Doctor option / F5.20 Hard Liquor option ------------------------------
def test_w16_the_doctor_damaged_only() -> None:
    players = four(p0=seat("sheriff", "Vulture Sam", life=4),
                   p1=seat("outlaw", "Paul Regret", life=3),
                   p2=seat("outlaw", "Sid Ketchum", life=4),
                   p3=seat("renegade", "Willy the Kid", life=4))
    game = revealing("the_doctor", *players, doctor_lowest_among="damaged_only")
    assert game.life == [5, 3, 4, 4]


def test_f5_20_hard_liquor_at_full_life_with_the_option() -> None:
    game = fist(*four(), card="hard_liquor", phase="draw", hard_liquor_at_full_life=True)
    assert options(game) == {"liquor", "phase_one"}
    act(game, "liquor")
    assert game.life[1] == 4 and game.hands[1] == []


# --- F5.29 Vendetta after death --------------------------------------------------------
def test_f5_29_no_vendetta_draw_when_he_died_in_his_turn() -> None:
    game = fist(*five(p1=seat("outlaw", "Sid Ketchum", life=1, hand=[DUEL_QD]),
                      p2=seat("outlaw", "Vulture Sam", hand=[BANG_2C])),
                card="vendetta", phase="play", deck=[HEART_K])
    act(game, f"play c{DUEL_QD} t2")
    while game.pending is not None and decides(game)[0] in (1, 2) and (
            decides(game) != (2, "play")):
        opts = options(game)
        act(game, next((o for o in opts if str(BANG_2C) in o), None) or (
            "die" if "die" in opts else "take" if "take" in opts else sorted(opts)[0]))
    assert not game.alive[1]
    assert HEART_K not in game.discard
    assert decides(game)[0] == 2


def test_f5_29_vendetta_extra_turn_is_complete_dynamite_is_checked() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", equipment=[DYNAMITE])),
                card="vendetta", phase="play", deck=[HEART_K, SPADE_5, BANG_2C, BANG_3C])
    act(game, "end")  # K♥: one more turn; its start checks the Dynamite (5♠: boom)
    assert game.life[1] == 1 and DYNAMITE in game.discard
    assert decides(game) == (1, "play")


def test_f5_30_fistful_death_ends_the_turn_and_the_rest_lapse() -> None:
    game = fist(*five(p1=seat("outlaw", "Vulture Sam", life=1,
                              hand=[BANG_2C, BANG_3C, BANG_4C])),
                card="a_fistful_of_cards")
    take_until(game, 2)
    assert not game.alive[1]
    assert decides(game)[0] == 2
    assert sum(e.kind == "damage" and e.data["seat"] == 1 for e in game.log) == 1


# --- W36 / W37 deck builds --------------------------------------------------------------
def test_w36_mixed_deck_twelve_plus_one_final() -> None:
    for seed in (1, 2, 3):
        game = CardGame.new(CardConfig(event_decks="mixed"), seed)
        assert game.events is not None
        deck = game.events.deck
        assert len(deck) == 13 and deck[-1] in ("high_noon", "a_fistful_of_cards")
        assert len(set(deck)) == 13
        assert not {"high_noon", "a_fistful_of_cards"} & set(deck[:-1])
        assert not {"handcuffs", "new_identity"} & set(deck)


def test_w37_a_ghost_variant_leaves_ghost_town_and_dead_man_out() -> None:
    for seed in (1, 2):
        hn = CardGame.new(CardConfig(event_decks="high_noon",
                                     ghost_variant="dead_reckonin"), seed)
        fc = CardGame.new(CardConfig(event_decks="fistful",
                                     ghost_variant="dead_reckonin"), seed)
        assert hn.events is not None and fc.events is not None
        assert len(hn.events.deck) == 12 and "ghost_town" not in hn.events.deck
        assert len(fc.events.deck) == 14 and "dead_man" not in fc.events.deck


def test_f10_full_decks_thirteen_and_fifteen() -> None:
    hn = CardGame.new(CardConfig(event_decks="high_noon"), 5)
    fc = CardGame.new(CardConfig(event_decks="fistful"), 5)
    assert hn.events is not None and fc.events is not None
    assert len(hn.events.deck) == 13 and hn.events.deck[-1] == "high_noon"
    assert len(fc.events.deck) == 15 and fc.events.deck[-1] == "a_fistful_of_cards"


def test_f5_28_the_judge_beer_and_barrel_owner_unaffected() -> None:
    game = fist(*four(p1=seat("outlaw", "Sid Ketchum", life=3, hand=[BEER_7H, MUSTANG_8H]),
                      p2=seat("outlaw", "Vulture Sam", equipment=[BARREL_QS, DYNAMITE])),
                card="the_judge", phase="play")
    assert f"play c{BEER_7H}" in options(game)
    assert f"play c{MUSTANG_8H}" not in options(game)
