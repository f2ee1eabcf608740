"""An outside check of Part F's timing rules and High Noon's cards
(rules/high-noon-fistful.md F3, F5.1-F5.13, F6, F9, F12), written from the rules text:
each test sets an exact position, plays the actions a player would, and asserts what
the rules say about life, hands, piles, turn order and legal actions."""

from __future__ import annotations

from typing import Any

from bang.cards import CardGame

from .events import ev_table, in_force
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    DUEL_QD,
    DYNAMITE,
    GENERAL_STORE_QS,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    SCHOFIELD_KS,
    VOLCANIC_10S,
    act,
    card_id,
    decides,
    options,
    seat,
)

SPADE_5 = card_id("Missed!", "5S")
DIAMOND_9 = card_id("Cat Balou", "9D")
HEART_K = BANG_KH = card_id("BANG!", "KH")
SPADE_3 = MISSED_3S
CLUB_Q = card_id("Missed!", "QC")
CLUB_3 = BANG_3C
HEART_A = card_id("BANG!", "AH")


#: Characters whose abilities no case below reads unless it names them (a seat left
#: at its default takes the first of these no other seat plays).
PLAIN = ("Vulture Sam", "Sid Ketchum", "Slab the Killer", "Willy the Kid",
         "Calamity Janet", "Bart Cassidy", "El Gringo")


def ring(roles: tuple[str, ...], kw: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """Seats P0... with ``roles``; ``kw["pN"]`` replaces seat N."""
    used = {v["character"] for v in kw.values()}
    spare = [c for c in PLAIN if c not in used]
    out = []
    for i, role in enumerate(roles):
        out.append(kw[f"p{i}"] if f"p{i}" in kw else seat(role, spare.pop(0)))
    return out


def four(**kw: dict[str, Any]) -> list[dict[str, Any]]:
    """P0 Sheriff, P1/P2 Outlaws, P3 Renegade."""
    return ring(("sheriff", "outlaw", "outlaw", "renegade"), kw)


def five(**kw: dict[str, Any]) -> list[dict[str, Any]]:
    """P0 Sheriff, P1/P2 Outlaws, P3 Renegade, P4 Deputy."""
    return ring(("sheriff", "outlaw", "outlaw", "renegade", "deputy"), kw)


def forcing(card: str, *players: dict[str, Any], turn: int = 1, phase: str = "start",
            **kw: Any) -> CardGame:
    """``card`` in force (round 2), no reveal pending."""
    if card == "high_noon":
        events: dict[str, Any] = {"deck": [], "pile": ["thirst", "high_noon"], "rounds": 3}
    else:
        events = {"deck": ["thirst" if card != "thirst" else "curse", "high_noon"],
                  "in_force": card, "rounds": 2}
    return ev_table(*players, turn=turn, phase=phase, events=events, **kw)


def revealing(card: str, *players: dict[str, Any], **kw: Any) -> CardGame:
    """At the start of the Sheriff's second turn, ``card`` next (revealed now)."""
    deck = [card] if card == "high_noon" else [card, "high_noon"]
    return ev_table(*players, turn=0, phase="start",
                    events={"deck": deck, "in_force": "thirst", "rounds": 1}, **kw)


def turn_seats(game: CardGame) -> list[int]:
    return [e.data["seat"] for e in game.log if e.kind == "turn"]


def end_until(game: CardGame, count: int) -> None:
    for _ in range(count):
        while decides(game)[1] != "play":
            act(game, sorted(options(game))[0])
        act(game, "end")


# --- F3.2 reveal timing ----------------------------------------------------------------
def test_f3_2_no_event_in_round_one_then_the_doctor_before_the_sheriffs_second_turn() -> None:
    game = ev_table(*four(p1=seat("outlaw", "Sid Ketchum", life=2)), turn=0, phase="start",
                    events={"deck": ["the_doctor", "thirst", "high_noon"], "rounds": 0})
    assert in_force(game) is None
    end_until(game, 3)
    assert decides(game)[0] == 3 and in_force(game) is None
    act(game, "end")
    assert in_force(game) == "the_doctor"
    assert game.life[1] == 3  # F5.8: lowest living (2) healed before P0's turn
    assert decides(game)[0] == 0


def test_f3_2_three_players_the_deputy_opens_the_rounds() -> None:
    players = [seat("outlaw", "Vulture Sam"), seat("deputy", "Sid Ketchum"),
               seat("renegade", "Suzy Lafayette")]
    game = ev_table(*players, turn=0, phase="start",
                    events={"deck": ["thirst", "high_noon"], "rounds": 1})
    assert in_force(game) is None  # seat 0 is not the opener
    act(game, "end")
    assert in_force(game) == "thirst"  # the Deputy's second turn


def test_f3_2_three_players_dead_deputy_the_next_living_seat_opens() -> None:
    players = [seat("outlaw", "Vulture Sam"), seat("deputy", "Sid Ketchum", alive=False),
               seat("renegade", "Suzy Lafayette")]
    game = ev_table(*players, turn=0, phase="play",
                    events={"deck": ["thirst", "high_noon"], "rounds": 1})
    act(game, "end")
    assert decides(game)[0] == 2
    assert in_force(game) == "thirst"


def test_f3_2_the_final_card_once_revealed_never_leaves_and_hits_the_sheriff() -> None:
    game = revealing("high_noon", *four())
    assert in_force(game) == "high_noon"
    assert game.life[0] == 4  # F5.13: also the Sheriff, at the start of his turn
    end_until(game, 4)
    assert in_force(game) == "high_noon"
    assert game.life[0] == 3
    assert sum(e.kind == "event_revealed" for e in game.log) == 1


def test_f9_1_a_vendetta_extra_turn_of_the_sheriff_reveals_nothing() -> None:
    game = ev_table(*four(), turn=0, phase="play", event_decks="fistful",
                    deck=[HEART_K],
                    events={"deck": ["ambush", "a_fistful_of_cards"],
                            "in_force": "vendetta", "rounds": 2})
    act(game, "end")  # Vendetta draw! K♥: one more turn
    assert decides(game) == (0, "play")
    assert in_force(game) == "vendetta"
    assert not any(e.kind == "event_revealed" for e in game.log)


# --- F3.4 / F5.13 High Noon order --------------------------------------------------
def test_w20_high_noon_beer_save_then_dynamite_kills_nobody_responsible() -> None:
    game = forcing("high_noon", *five(p1=seat("outlaw", "Sid Ketchum", life=1,
                                              hand=[BEER_6H], equipment=[DYNAMITE])),
                   deck=[SPADE_3])
    assert decides(game) == (1, "dying")
    act(game, f"beer c{BEER_6H}")
    assert not game.alive[1]
    assert BEER_6H in game.discard and DYNAMITE in game.discard
    kinds = [e.kind for e in game.log]
    assert kinds.index("beer_save") < kinds.index("dynamite_explodes")
    elim = next(e for e in game.log if e.kind == "eliminated")
    assert elim.data["killer"] == -1
    assert decides(game)[0] == 2


def test_f3_4_high_noon_kills_before_the_jail_check() -> None:
    game = forcing("high_noon", *five(p1=seat("outlaw", "Vulture Sam", life=1,
                                              equipment=[JAIL_10S]),
                                      p0=seat("sheriff", "Sid Ketchum")),
                   deck=[HEART_K])
    assert not game.alive[1]
    assert not any(e.kind == "check" for e in game.log)
    assert JAIL_10S in game.discard


def test_f9_23_the_sheriff_dies_to_high_noon_and_the_outlaws_win() -> None:
    game = ev_table(*four(p0=seat("sheriff", "Vulture Sam", life=1)), turn=0,
                    phase="start", events={"deck": [], "pile": ["thirst", "high_noon"],
                                           "rounds": 3})
    assert game.pending is None
    assert game.victory() == frozenset({1, 2})


def test_f5_13_high_noon_bart_cassidy_draws_el_gringo_does_not() -> None:
    game = forcing("high_noon", *five(p1=seat("outlaw", "Bart Cassidy"),
                                      p2=seat("outlaw", "El Gringo", hand=[]),
                                      p4=seat("deputy", "Sid Ketchum")),
                   deck=[BANG_2C, BANG_3C, BANG_4C])
    assert game.life[1] == 3
    assert BANG_2C in game.hands[1]  # Bart's draw, then phase 1


# --- F5.1 / F5.2 Blessing and Curse ---------------------------------------------------
def test_w3_blessing_dynamite_never_explodes_and_passes() -> None:
    game = forcing("blessing", *four(p1=seat("outlaw", "Vulture Sam",
                                            equipment=[DYNAMITE])),
                   turn=1, deck=[SPADE_5])
    assert game.life[1] == 4
    assert DYNAMITE in game.tables[2]


def test_w4_curse_dynamite_explodes_on_a_red_nine() -> None:
    game = forcing("curse", *four(p1=seat("outlaw", "Vulture Sam", life=4,
                                         equipment=[DYNAMITE])),
                   turn=1, deck=[DIAMOND_9])
    assert game.life[1] == 1
    assert DYNAMITE in game.discard


def test_w5_curse_keeps_the_jailed_in_jail() -> None:
    game = forcing("curse", *four(p2=seat("outlaw", "Vulture Sam", equipment=[JAIL_10S]),
                                  p0=seat("sheriff", "Sid Ketchum")),
                   turn=2, deck=[HEART_K])
    assert decides(game)[0] == 3
    assert JAIL_10S in game.discard and game.hands[2] == []


def test_f5_1_blessing_escapes_jail_on_a_spade() -> None:
    game = forcing("blessing", *four(p2=seat("outlaw", "Vulture Sam",
                                            equipment=[JAIL_10S]),
                                     p0=seat("sheriff", "Sid Ketchum")),
                   turn=2, deck=[SPADE_5, BANG_2C, BANG_3C])
    assert decides(game) == (2, "play")
    assert sorted(game.hands[2]) == sorted([BANG_2C, BANG_3C])


def test_w6_curse_barrel_fails_on_a_heart_missed_still_answers() -> None:
    game = forcing("curse", *four(p1=seat("outlaw", "Vulture Sam", hand=[BANG_2C]),
                                  p2=seat("outlaw", "Sid Ketchum", hand=[MISSED_2S],
                                          equipment=[BARREL_QS])),
                   phase="play", deck=[HEART_A])
    act(game, f"play c{BANG_2C} t2")
    assert decides(game)[0] == 2
    assert f"missed c{MISSED_2S}" in options(game)
    assert "barrel" in options(game)
    act(game, "barrel")
    assert HEART_A in game.discard  # the Barrel's draw!, A♥ read as ♠: failed
    assert decides(game)[0] == 2 and f"missed c{MISSED_2S}" in options(game)
    act(game, f"missed c{MISSED_2S}")
    assert game.life[2] == 4


def test_w7_blessing_black_jack_always_draws_the_third() -> None:
    game = forcing("blessing", *four(p1=seat("outlaw", "Black Jack")), phase="draw",
                   deck=[CLUB_3, SPADE_3, CLUB_Q])
    while decides(game)[1] != "play":
        act(game, sorted(options(game))[0])
    assert sorted(game.hands[1]) == sorted([CLUB_3, SPADE_3, CLUB_Q])


# --- F5.3 Ghost Town -----------------------------------------------------------------
def test_w17_ghost_town_ghost_draws_three_and_counts_for_distance() -> None:
    players = five(p2=seat("outlaw", "Vulture Sam", alive=False))
    game = forcing("ghost_town", *players, turn=1, phase="play",
                   deck=[BANG_2C, BANG_3C, BANG_4C])
    assert game.distance(1, 3) == 1
    act(game, "end")
    assert decides(game) == (2, "play")
    assert sorted(game.hands[2]) == sorted([BANG_2C, BANG_3C, BANG_4C])
    assert game.distance(1, 3) == 2 and game.distance(2, 0) == 2


def test_w18_a_ghost_loses_a_duel_without_dying_and_leaves_with_nothing() -> None:
    players = five(p2=seat("outlaw", "Vulture Sam", alive=False),
                   p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C]))
    game = forcing("ghost_town", *players, turn=1, phase="play",
                   deck=[DUEL_QD, MUSTANG_8H, BEER_6H])
    act(game, "end")
    act(game, f"play c{DUEL_QD} t1")
    act(game, f"bang c{BANG_2C}") if f"bang c{BANG_2C}" in options(game) else act(
        game, sorted(o for o in options(game) if str(BANG_2C) in o)[0])
    # P2 has no BANG!: he loses the duel, but a ghost cannot lose life
    while decides(game)[0] == 2 and decides(game)[1] != "play":
        act(game, sorted(options(game))[-1])
    assert decides(game) == (2, "play")
    assert f"play c{BEER_6H}" not in options(game)  # F9-3: a ghost cannot heal
    act(game, f"play c{MUSTANG_8H}")
    act(game, "end")
    while decides(game)[0] == 2:
        act(game, sorted(options(game))[0])
    assert not game.alive[2] and game.hands[2] == [] and game.tables[2] == []
    assert MUSTANG_8H in game.discard and BEER_6H in game.discard
    assert game.pending is not None and game.pending.seat == 3


# --- F5.4 Gold Rush -----------------------------------------------------------------
def test_w2_gold_rush_turns_go_counter_clockwise_from_the_sheriff() -> None:
    game = ev_table(*five(), turn=0, phase="start",
                    events={"deck": ["gold_rush", "thirst", "high_noon"],
                            "in_force": "curse", "rounds": 1})
    assert in_force(game) == "gold_rush"
    end_until(game, 5)
    assert in_force(game) == "thirst"
    end_until(game, 1)
    assert turn_seats(game) == [0, 4, 3, 2, 1, 0, 1]


def test_w2_gold_rush_general_store_still_picks_clockwise() -> None:
    game = forcing("gold_rush", *five(p3=seat("renegade", "Vulture Sam",
                                             hand=[GENERAL_STORE_QS]),
                                      p0=seat("sheriff", "Sid Ketchum")),
                   turn=3, phase="play")
    act(game, f"play c{GENERAL_STORE_QS}")
    pickers = []
    while decides(game)[1] != "play":
        pickers.append(decides(game)[0])
        act(game, sorted(options(game))[0])
    assert pickers[:4] == [3, 4, 0, 1]


# --- F5.5 Hangover -----------------------------------------------------------------
def test_w14_hangover_willy_the_kid_may_shoot_only_once() -> None:
    game = forcing("hangover", *four(p1=seat("outlaw", "Willy the Kid",
                                            hand=[BANG_2C, BANG_3C])), phase="play")
    act(game, f"play c{BANG_2C} t2")
    while decides(game)[0] != 1:
        act(game, sorted(options(game))[0])
    assert not any(o.startswith(f"play c{BANG_3C}") for o in options(game))


def test_w14_hangover_paul_regret_adds_no_distance() -> None:
    game = forcing("hangover", *four(p0=seat("sheriff", "Paul Regret")), phase="play")
    assert game.distance(1, 0) == 1


def test_w14_hangover_jourdonnais_has_no_barrel() -> None:
    game = forcing("hangover", *four(p1=seat("outlaw", "Sid Ketchum", hand=[BANG_2C]),
                                     p2=seat("outlaw", "Jourdonnais")),
                   phase="play", deck=[HEART_K])
    act(game, f"play c{BANG_2C} t2")
    while game.pending is not None and decides(game)[0] == 2:
        act(game, sorted(options(game))[0])
    assert game.life[2] == 3
    assert not any(e.kind == "check" for e in game.log)


# --- F5.6 Shootout ------------------------------------------------------------------
def test_w10_shootout_two_bangs_then_refused() -> None:
    game = forcing("shootout", *four(p1=seat("outlaw", "Sid Ketchum",
                                            hand=[BANG_2C, BANG_3C, BANG_4C])),
                   phase="play")
    act(game, f"play c{BANG_2C} t2")
    while decides(game)[0] != 1:
        act(game, sorted(options(game))[0])
    act(game, f"play c{BANG_3C} t0")
    while decides(game)[0] != 1:
        act(game, sorted(options(game))[0])
    assert not any(o.startswith(f"play c{BANG_4C}") for o in options(game))


def test_f5_6_shootout_volcanic_still_any_number() -> None:
    game = forcing("shootout", *four(p1=seat("outlaw", "Sid Ketchum",
                                            hand=[BANG_2C, BANG_3C, BANG_4C],
                                            equipment=[VOLCANIC_10S])), phase="play")
    for card in (BANG_2C, BANG_3C):
        act(game, f"play c{card} t2")
        while decides(game)[0] != 1:
            act(game, sorted(options(game))[0])
    assert f"play c{BANG_4C} t2" in options(game)


# --- F5.7 The Daltons / F5.8 The Doctor ----------------------------------------------
def test_w15_the_daltons_each_blue_owner_discards_one_from_the_sheriff() -> None:
    players = four(p0=seat("sheriff", "Vulture Sam", equipment=[MUSTANG_8H, SCHOFIELD_KS]),
                   p2=seat("outlaw", "Bart Cassidy", equipment=[JAIL_10S]),
                   p3=seat("renegade", "Suzy Lafayette", equipment=[BARREL_QS, DYNAMITE]))
    game = revealing("the_daltons", *players)
    asked = []
    answers = {0: SCHOFIELD_KS, 2: JAIL_10S, 3: DYNAMITE}
    while decides(game)[1] != "play" and decides(game)[1] != "draw" and len(asked) < 5:
        who = decides(game)[0]
        asked.append(who)
        pick = [o for o in options(game) if str(answers[who]) in o]
        act(game, pick[0])
    assert asked[0] == 0 and asked[-1] == 3  # P2's only card needs no choice
    assert game.tables[0] == [MUSTANG_8H] and game.tables[2] == []
    assert game.tables[3] == [BARREL_QS]
    assert decides(game)[0] == 0


def test_w16_the_doctor_heals_every_lowest_living_player() -> None:
    players = four(p0=seat("sheriff", "Vulture Sam", life=4),
                   p1=seat("outlaw", "Sid Ketchum", life=2),
                   p2=seat("outlaw", "Slab the Killer", life=2),
                   p3=seat("renegade", "Suzy Lafayette", life=3))
    game = revealing("the_doctor", *players)
    assert game.life == [4, 3, 3, 3]


def test_w16_the_doctor_lowest_at_full_life_heals_nobody() -> None:
    players = four(p0=seat("sheriff", "Vulture Sam", life=4),
                   p1=seat("outlaw", "Paul Regret", life=3),
                   p2=seat("outlaw", "Sid Ketchum", life=4),
                   p3=seat("renegade", "Suzy Lafayette", life=4))
    game = revealing("the_doctor", *players)
    assert game.life == [4, 3, 4, 4]


# --- F5.9 The Reverend ----------------------------------------------------------------
def test_w13_reverend_no_beer_save() -> None:
    game = forcing("the_reverend", *five(p1=seat("outlaw", "Vulture Sam", hand=[BANG_2C]),
                                         p2=seat("outlaw", "Suzy Lafayette", life=1,
                                                 hand=[BEER_6H])),
                   phase="play")
    assert f"play c{BEER_6H}" not in options(game)
    act(game, f"play c{BANG_2C} t2")
    while game.pending is not None and decides(game)[0] == 2:
        assert f"beer c{BEER_6H}" not in options(game)
        act(game, sorted(options(game))[0])
    assert not game.alive[2]


def test_w13_reverend_sid_ketchum_still_saves_himself() -> None:
    game = forcing("the_reverend", *five(p1=seat("outlaw", "Vulture Sam", hand=[BANG_2C]),
                                         p2=seat("outlaw", "Sid Ketchum", life=1,
                                                 hand=[BEER_6H, BANG_3C])),
                   phase="play")
    act(game, f"play c{BANG_2C} t2")
    act(game, "take")
    sid = [o for o in options(game) if str(BEER_6H) in o and str(BANG_3C) in o]
    assert sid
    act(game, sid[0])
    assert game.alive[2] and game.life[2] == 1


def test_f5_9_reverend_forbids_beer_in_phase_two() -> None:
    game = forcing("the_reverend", *four(p1=seat("outlaw", "Vulture Sam", life=2,
                                                hand=[BEER_6H])), phase="play")
    assert f"play c{BEER_6H}" not in options(game)


# --- F5.10 The Sermon -----------------------------------------------------------------
def test_w11_sermon_no_bang_in_own_turn_not_even_for_a_duel() -> None:
    game = forcing("the_sermon", *four(p1=seat("outlaw", "Vulture Sam",
                                              hand=[DUEL_QD, BANG_2C]),
                                       p3=seat("renegade", "Suzy Lafayette",
                                               hand=[BANG_3C, BANG_4C])),
                   phase="play")
    assert not any(o.startswith(f"play c{BANG_2C}") for o in options(game))
    act(game, f"play c{DUEL_QD} t3")
    assert decides(game)[0] == 3
    bang = [o for o in options(game) if str(BANG_3C) in o]
    assert bang  # P3 may answer in P1's turn
    act(game, bang[0])
    assert decides(game)[0] == 1
    assert not any(str(BANG_2C) in o for o in options(game))
    act(game, sorted(options(game))[0])
    assert game.life[1] == 3


def test_w12_sermon_calamity_janet_may_answer_with_bang_outside_her_turn() -> None:
    game = forcing("the_sermon", *four(p1=seat("outlaw", "Vulture Sam", hand=[BANG_2C]),
                                       p2=seat("outlaw", "Calamity Janet",
                                               hand=[BANG_3C, MISSED_2S])),
                   phase="play")
    # P1 may not shoot in his own turn
    assert not any(o.startswith(f"play c{BANG_2C}") for o in options(game))


def test_w12_sermon_calamity_janet_may_not_use_missed_as_bang_in_her_turn() -> None:
    game = forcing("the_sermon", *four(p2=seat("outlaw", "Calamity Janet",
                                               hand=[BANG_3C, MISSED_2S])),
                   turn=2, phase="play")
    assert not any(o.startswith(f"play c{MISSED_2S} t") for o in options(game))
    assert not any(o.startswith(f"play c{BANG_3C} t") for o in options(game))


# --- F5.11 Thirst / F5.12 Train Arrival -------------------------------------------
def test_w8_thirst_plain_draws_one() -> None:
    game = forcing("thirst", *four(), phase="draw", deck=[BANG_2C, BANG_3C])
    assert game.hands[1] == [BANG_2C] and game.deck[-1] == BANG_3C


def test_w8_thirst_kit_carlson_looks_at_two_keeps_one() -> None:
    game = forcing("thirst", *four(p1=seat("outlaw", "Kit Carlson")), phase="draw",
                   deck=[BANG_2C, BEER_6H, BANG_3C])
    assert decides(game) == (1, "kit_return")
    assert len(options(game)) == 2
    act(game, f"return c{BEER_6H}") if f"return c{BEER_6H}" in options(game) else act(
        game, next(o for o in options(game) if str(BEER_6H) in o))
    assert game.hands[1] == [BANG_2C] and game.deck[-1] == BEER_6H


def test_f6_4_thirst_black_jack_has_no_second_card_to_show() -> None:
    game = forcing("thirst", *four(p1=seat("outlaw", "Black Jack")), phase="draw",
                   deck=[HEART_K, BEER_6H, BANG_3C])
    assert game.hands[1] == [HEART_K]


def test_w9_train_arrival_black_jack_then_one_more() -> None:
    four_s = card_id("Missed!", "4S")
    nine_d = card_id("Cat Balou", "9D")
    jack_c = card_id("Missed!", "JC")
    two_h = card_id("Beer", "6H")
    game = forcing("train_arrival", *four(p1=seat("outlaw", "Black Jack")), phase="draw",
                   deck=[four_s, nine_d, jack_c, two_h])
    assert sorted(game.hands[1]) == sorted([four_s, nine_d, jack_c, two_h])


def test_f5_12_train_arrival_plain_draws_three() -> None:
    game = forcing("train_arrival", *four(), phase="draw",
                   deck=[BANG_2C, BANG_3C, BANG_4C, BEER_7H])
    assert sorted(game.hands[1]) == sorted([BANG_2C, BANG_3C, BANG_4C])
