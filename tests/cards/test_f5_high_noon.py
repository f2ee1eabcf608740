"""rules/high-noon-fistful.md F5.1-F5.15 (High Noon's event cards, with The Bullet's two
extras), one test per clause, and the worked cases of F12 that concern High Noon (W1 is
in test_f3_event_deck.py).  Positions are exact: the event in force is given, decks are
listed top first."""

from __future__ import annotations

import pytest

from bang.cards import CardConfig, CardGame

from .events import ev_table, in_force
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BANG_AS,
    BARREL_QS,
    BEER_6H,
    DUEL_JS,
    DYNAMITE,
    GENERAL_STORE_QS,
    JAIL_10S,
    MISSED_2S,
    MISSED_10C,
    MUSTANG_8H,
    SCHOFIELD_KS,
    act,
    decides,
    options,
    seat,
)

# Cards by sign, where the case names a sign (A6: each id's rank and suit).
BANG_9D, BANG_3D, BANG_QH = 11, 5, 1
MISSED_3S, MISSED_4S, MISSED_5S, MISSED_7S, MISSED_JC, MISSED_QC = 26, 27, 28, 30, 33, 34
BEER_7H = 38
CAT_BALOU_KH = 43
HIGH_NOON_REST = ["shootout", "high_noon"]


def hn(*players: dict[str, object], event: str, **kw: object) -> CardGame:
    """A position with High Noon's ``event`` in force in round 2.  At the start of the
    Sheriff's turn the card is revealed then (F3.2); at any other point it is in force
    already."""
    rest = [k for k in ("shootout", "high_noon") if k != event]
    if "events" in kw:
        events = kw.pop("events")
    elif kw.get("phase") == "start" and kw.get("turn", 0) == 0:
        events = {"deck": [event, *rest], "rounds": 1}
    else:
        events = {"deck": rest, "in_force": event, "rounds": 2}
    return ev_table(*players, events=events, **kw)  # type: ignore[arg-type]


def turns(game: CardGame) -> list[int]:
    return [e.data["seat"] for e in game.log if e.kind == "turn"]


# --- F5.1 Blessing -----------------------------------------------------------------
def test_f5_1_w3_blessing_dynamite_never_explodes_and_passes() -> None:
    game = hn(seat("sheriff", "Rose Doolan", equipment=[DYNAMITE]),
              seat("outlaw", "Bart Cassidy"), seat("outlaw", "Willy the Kid"),
              seat("renegade", "Slab the Killer"),
              event="blessing", deck=[MISSED_5S], phase="start")
    assert DYNAMITE in game.tables[1] and DYNAMITE not in game.tables[0]
    assert game.life[0] == 5 and decides(game) == (0, "play")


def test_f5_1_blessing_jail_is_always_escaped() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Bart Cassidy",
                                                   equipment=[JAIL_10S]),
              seat("outlaw", "Willy the Kid"), seat("renegade", "Slab the Killer"),
              event="blessing", deck=[MISSED_2S], turn=1, phase="start")
    assert decides(game) == (1, "play")
    assert any(e.kind == "jail_escaped" for e in game.log)


def test_f5_1_blessing_barrel_always_cancels() -> None:
    game = hn(seat("sheriff", "Rose Doolan", hand=[BANG_AS]),
              seat("outlaw", "Bart Cassidy", equipment=[BARREL_QS]),
              seat("outlaw", "Willy the Kid"), seat("renegade", "Slab the Killer"),
              event="blessing", deck=[MISSED_JC])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "barrel", 1)
    assert game.life[1] == 4 and decides(game) == (0, "play")


def test_f5_1_w7_blessing_black_jack_always_draws_his_extra_card() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Black Jack"),
              seat("outlaw", "Willy the Kid"), seat("renegade", "Slab the Killer"),
              event="blessing", deck=[BANG_3C, MISSED_7S, MISSED_QC], turn=1, phase="start")
    assert sorted(game.hands[1]) == sorted([BANG_3C, MISSED_7S, MISSED_QC])


# --- F5.2 Curse --------------------------------------------------------------------
def test_f5_2_w4_curse_dynamite_explodes_on_any_2_to_9() -> None:
    game = hn(seat("sheriff", "Rose Doolan", equipment=[DYNAMITE]),
              seat("outlaw", "Bart Cassidy"), seat("outlaw", "Willy the Kid"),
              seat("renegade", "Slab the Killer"),
              event="curse", deck=[BANG_9D], phase="start")
    assert game.life[0] == 2 and DYNAMITE in game.discard
    assert not any(DYNAMITE in t for t in game.tables)


def test_f5_2_w5_curse_keeps_the_jailed_in_jail() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Bart Cassidy"),
              seat("outlaw", "Willy the Kid", equipment=[JAIL_10S]),
              seat("renegade", "Slab the Killer"),
              event="curse", deck=[CAT_BALOU_KH], turn=2, phase="start")
    assert any(e.kind == "jail_skips_turn" for e in game.log)
    assert JAIL_10S in game.discard and decides(game)[0] == 3
    assert CAT_BALOU_KH in game.discard and not game.hands[2]  # no phase 1


def test_f5_2_w6_curse_barrel_fails_but_missed_may_be_played() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Bart Cassidy", hand=[BANG_AS]),
              seat("outlaw", "Willy the Kid", hand=[MISSED_10C], equipment=[BARREL_QS]),
              seat("renegade", "Slab the Killer"),
              event="curse", deck=[BANG_QH - 1 + 3], turn=1)  # A♥ (id 3)
    act(game, f"play c{BANG_AS} t2", 1)
    act(game, "barrel", 2)
    assert options(game) == {f"missed c{MISSED_10C}", "take"}
    act(game, f"missed c{MISSED_10C}", 2)
    assert game.life[2] == 4


def test_f5_2_curse_black_jack_never_draws_his_extra_card() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Black Jack"),
              seat("outlaw", "Willy the Kid"), seat("renegade", "Slab the Killer"),
              event="curse", deck=[BANG_3C, BANG_9D, MISSED_QC], turn=1, phase="start")
    assert sorted(game.hands[1]) == sorted([BANG_3C, BANG_9D])


# --- F5.3 Ghost Town ---------------------------------------------------------------
def ghost_town(p0_life: int = 5, **kw: object) -> CardGame:
    """W17: 5 players, P2 (Outlaw) eliminated earlier; Ghost Town in force; P1's turn."""
    return hn(seat("sheriff", "Bart Cassidy", life=p0_life), seat("deputy", "Slab the Killer"),
              seat("outlaw", "Willy the Kid", alive=False), seat("outlaw", "Kit Carlson"),
              seat("renegade", "Jesse Jones"), event="ghost_town", turn=1, **kw)


def test_f5_3_w17_a_ghost_counts_in_the_ring_during_his_turn_only() -> None:
    game = ghost_town(deck=[BANG_2C, BANG_3C, BANG_4C])
    assert game.distance(1, 3) == 1
    act(game, "end", 1)
    assert decides(game) == (2, "play") and game.alive[2]
    assert sorted(game.hands[2]) == sorted([BANG_2C, BANG_3C, BANG_4C])  # F5.3-5: 3 cards
    assert game.distance(1, 3) == 2
    assert game.distance(2, 0) == 2 and game.distance(2, 1) == 1


def test_f5_3_w18_a_ghost_cannot_die_and_leaves_with_no_reward() -> None:
    game = ghost_town(deck=[DUEL_JS, MISSED_2S, MISSED_3S])
    game.hands[1] = [BANG_AS]
    act(game, "end", 1)
    act(game, f"play c{DUEL_JS} t1", 2)
    act(game, f"bang c{BANG_AS}", 1)
    act(game, "take", 2)
    assert game.alive[2] and game.life[2] == 0 and decides(game) == (2, "play")
    hand_before = [len(h) for h in game.hands]
    held = list(game.hands[2])
    act(game, "end", 2)
    # F5.3-7, -8: his whole hand goes (limit 0) with his cards in play; eliminated again.
    assert not game.alive[2] and not game.hands[2] and not game.tables[2]
    assert set(held) <= set(game.discard)
    assert [len(h) for h in game.hands][:2] == hand_before[:2]  # nobody drew a reward
    assert not any(e.kind == "eliminated" and e.data["seat"] == 2 for e in game.log)
    assert decides(game)[0] == 3


def test_f5_3_w19_a_ghost_outlaw_who_kills_the_sheriff_wins_for_the_outlaws() -> None:
    game = ghost_town(p0_life=1, deck=[SCHOFIELD_KS, BANG_AS, BEER_6H])
    act(game, "end", 1)
    assert f"play c{BEER_6H}" not in options(game)  # F5.3-2: a ghost cannot heal
    act(game, f"play c{SCHOFIELD_KS}", 2)
    act(game, f"play c{BANG_AS} t0", 2)
    assert game.game_over and game.winners == frozenset({2, 3})


def test_f5_3_8_a_ghost_turn_is_not_the_first_elimination() -> None:
    # The position does not say who fell first (-1): a ghost's new elimination at the
    # end of his turn must not make him "the first eliminated" for Dead Man.
    game = ghost_town(deck=[BANG_2C, BANG_3C, BANG_4C])
    act(game, "end", 1)
    act(game, "end", 2)
    assert game.events is not None and game.events.first_dead == -1
    assert not game.alive[2] and decides(game)[0] == 3


def test_f5_3_ghost_town_is_left_out_with_a_ghost_variant_w37() -> None:
    for variant in ("dead_reckonin", "dead_mans_hand"):
        game = CardGame.new(CardConfig(event_decks="high_noon", ghost_variant=variant), 5)
        assert game.events is not None
        assert "ghost_town" not in game.events.deck and len(game.events.deck) == 12
    # F7.1: asked for, both revival cards stay with a ghost variant (F7.2 is played).
    assert CardConfig(event_decks="fistful", ghost_variant="dead_reckonin",
                      event_revival_cards="always").event_revival_cards == "always"
    game = CardGame.new(CardConfig(event_decks="high_noon", event_revival_cards="always"), 5)
    assert game.events is not None and "ghost_town" in game.events.deck


def test_f10_a_high_noon_deck_is_13_cards_with_high_noon_last() -> None:
    game = CardGame.new(CardConfig(event_decks="high_noon"), 5)
    assert game.events is not None
    assert len(game.events.deck) == 13 and game.events.deck[-1] == "high_noon"
    assert "ghost_town" in game.events.deck


# --- F5.4 Gold Rush ----------------------------------------------------------------
def five(p3_hand: list[int] | None = None, **kw: object) -> CardGame:
    return ev_table(seat("sheriff", "Bart Cassidy"), seat("deputy", "Slab the Killer"),
                    seat("outlaw", "Willy the Kid"), seat("outlaw", "El Gringo", hand=p3_hand),
                    seat("renegade", "Rose Doolan"), **kw)  # type: ignore[arg-type]


def test_f5_4_w2_gold_rush_turns_go_counter_clockwise_for_the_round() -> None:
    game = five(phase="start", events={"deck": ["gold_rush", "thirst", "high_noon"],
                                       "rounds": 1})
    assert in_force(game) == "gold_rush"
    for _ in range(5):
        act(game, "end")
    assert in_force(game) == "thirst"
    act(game, "end")
    assert turns(game) == [0, 4, 3, 2, 1, 0, 1]


def test_f5_4_w2_general_store_still_picks_clockwise() -> None:
    game = five(events={"deck": HIGH_NOON_REST, "in_force": "gold_rush", "rounds": 2},
                turn=3, p3_hand=[GENERAL_STORE_QS])
    act(game, f"play c{GENERAL_STORE_QS}", 3)
    pickers = []
    while decides(game)[1] == "store_pick":
        pickers.append(decides(game)[0])
        act(game, sorted(options(game))[0])
    assert pickers == [3, 4, 0, 1]  # the last card goes to P2 without a choice


# --- F5.5 Hangover -----------------------------------------------------------------
def test_f5_5_w14_hangover_paul_regret_adds_no_distance() -> None:
    game = hn(seat("sheriff", "Paul Regret"), seat("outlaw", "Bart Cassidy", hand=[BANG_AS]),
              seat("outlaw", "Jourdonnais"), seat("renegade", "Willy the Kid"),
              event="hangover", turn=1)
    assert game.distance(1, 0) == 1
    assert f"play c{BANG_AS} t0" in options(game)
    act(game, f"play c{BANG_AS} t2", 1)
    assert "barrel" not in options(game)  # Jourdonnais has no barrel


def test_f5_5_w14_hangover_willy_the_kid_has_the_bang_limit() -> None:
    game = hn(seat("sheriff", "Paul Regret"), seat("outlaw", "Bart Cassidy"),
              seat("outlaw", "Willy the Kid", hand=[BANG_AS, BANG_2C]),
              seat("renegade", "Jourdonnais"), event="hangover", turn=2, deck=[MISSED_2S])
    act(game, f"play c{BANG_AS} t1", 2)  # Bart Cassidy, empty hand: no answer
    assert decides(game) == (2, "play")
    assert not any(o.startswith("play") for o in options(game))
    assert in_force(game) == "hangover" and not game.abilities[2]


def test_f5_5_abilities_return_when_hangover_is_covered() -> None:
    game = hn(seat("sheriff", "Paul Regret"), seat("outlaw", "Bart Cassidy"),
              seat("outlaw", "Willy the Kid"), seat("renegade", "Jourdonnais"),
              event="hangover", phase="start",
              events={"deck": HIGH_NOON_REST, "in_force": "hangover", "rounds": 2})
    assert in_force(game) == "shootout" and game.abilities[2]


# --- F5.6 Shootout -----------------------------------------------------------------
def test_f5_6_w10_shootout_two_bangs_a_turn() -> None:
    game = hn(seat("sheriff", "Rose Doolan"),
              seat("outlaw", "Bart Cassidy", hand=[BANG_AS, BANG_2C, BANG_3C]),
              seat("outlaw", "Kit Carlson", hand=[BEER_6H]), seat("renegade", "Slab the Killer"),
              event="shootout", turn=1)
    act(game, f"play c{BANG_AS} t2", 1)
    act(game, "take", 2)
    act(game, f"play c{BANG_2C} t0", 1)
    assert not any(o.startswith(f"play c{BANG_3C}") for o in options(game))


# --- F5.7 The Daltons --------------------------------------------------------------
def test_f5_7_w15_the_daltons_each_discards_one_blue_card_from_the_sheriff() -> None:
    game = ev_table(seat("sheriff", "Rose Doolan", equipment=[MUSTANG_8H, SCHOFIELD_KS]),
                    seat("outlaw", "Bart Cassidy"),
                    seat("outlaw", "Willy the Kid", equipment=[JAIL_10S]),
                    seat("renegade", "Slab the Killer", equipment=[BARREL_QS, DYNAMITE]),
                    phase="start", events={"deck": ["the_daltons", "high_noon"], "rounds": 1})
    assert decides(game) == (0, "daltons_discard")
    assert options(game) == {f"discard c{MUSTANG_8H}", f"discard c{SCHOFIELD_KS}"}
    act(game, f"discard c{SCHOFIELD_KS}", 0)
    # P1 has none; P2's only blue card is his Jail (answered for him, F5.7).
    assert decides(game) == (3, "daltons_discard") and JAIL_10S in game.discard
    act(game, f"discard c{DYNAMITE}", 3)
    assert game.tables == [[MUSTANG_8H], [], [], [BARREL_QS]]
    assert decides(game) == (0, "play")  # then the Sheriff's turn


def test_f5_7_the_daltons_revealed_after_the_last_seats_turn_start_from_the_sheriff() -> None:
    # Revealed as the round comes back to the Sheriff: the player who just ended his
    # turn is not first; the Sheriff is, then clockwise (F5.7, F3.4).
    game = ev_table(seat("sheriff", "Rose Doolan", equipment=[MUSTANG_8H]),
                    seat("outlaw", "Bart Cassidy"),
                    seat("outlaw", "Willy the Kid"),
                    seat("renegade", "Slab the Killer", equipment=[BARREL_QS, DYNAMITE]),
                    turn=3, events={"deck": ["the_daltons", "high_noon"], "rounds": 1})
    act(game, "end", 3)
    assert in_force(game) == "the_daltons"
    # The Sheriff's only blue card is answered for him; then the Renegade chooses.
    assert MUSTANG_8H in game.discard and game.tables[0] == []
    assert decides(game) == (3, "daltons_discard")
    act(game, f"discard c{DYNAMITE}", 3)
    assert decides(game) == (0, "play")


# --- F5.8 The Doctor ---------------------------------------------------------------
def doctor(lives: tuple[int, ...], **options: object) -> CardGame:
    return ev_table(seat("sheriff", "Bart Cassidy", life=lives[0]),
                    seat("outlaw", "Rose Doolan", life=lives[1]),
                    seat("outlaw", "Paul Regret", life=lives[2]),
                    seat("renegade", "Willy the Kid", life=lives[3]), phase="start",
                    events={"deck": ["the_doctor", "high_noon"], "rounds": 1}, **options)


def test_f5_8_w16_the_doctor_heals_every_player_at_the_lowest_life() -> None:
    assert doctor((4, 2, 2, 3)).life == [4, 3, 3, 3]


def test_f5_8_w16_the_doctor_heals_nobody_when_all_are_full() -> None:
    assert doctor((5, 4, 3, 4)).life == [5, 4, 3, 4]
    assert doctor((5, 4, 3, 4), doctor_lowest_among="damaged_only").life == [5, 4, 3, 4]


def test_f5_8_w16_the_options_differ_when_the_lowest_is_at_full_life() -> None:
    assert doctor((4, 4, 3, 4)).life == [4, 4, 3, 4]
    assert doctor((4, 4, 3, 4), doctor_lowest_among="damaged_only").life == [5, 4, 3, 4]


# --- F5.9 The Reverend -------------------------------------------------------------
def reverend(target: dict[str, object]) -> CardGame:
    return hn(seat("sheriff", "Rose Doolan"),
              seat("deputy", "Bart Cassidy", hand=[BANG_AS], equipment=[SCHOFIELD_KS]),
              seat("outlaw", "Willy the Kid"), target, seat("renegade", "Slab the Killer"),
              event="the_reverend", turn=1)


def test_f5_9_w13_the_reverend_no_beer_saves_from_death() -> None:
    game = reverend(seat("outlaw", "Kit Carlson", life=1, hand=[BEER_6H]))
    act(game, f"play c{BANG_AS} t3", 1)
    act(game, "take", 3)
    assert decides(game) == (3, "dying") and options(game) == {"die"}
    act(game, "die", 3)
    assert not game.alive[3] and len(game.hands[1]) == 3  # the Outlaw's bounty


def test_f5_9_w13_the_reverend_sid_ketchum_still_saves_himself() -> None:
    game = reverend(seat("outlaw", "Sid Ketchum", life=1, hand=[BEER_6H, BANG_2C]))
    act(game, f"play c{BANG_AS} t3", 1)
    act(game, "take", 3)
    pair = f"sid c{min(BEER_6H, BANG_2C)} x{max(BEER_6H, BANG_2C)}"
    assert options(game) == {pair, "die"}
    act(game, pair, 3)
    assert game.alive[3] and game.life[3] == 1


def test_f5_9_the_reverend_no_beer_in_phase_2() -> None:
    game = hn(seat("sheriff", "Rose Doolan", life=3, hand=[BEER_6H]),
              seat("outlaw", "Bart Cassidy"), seat("outlaw", "Willy the Kid"),
              seat("renegade", "Slab the Killer"), event="the_reverend")
    assert options(game) == {"end"}
    with pytest.raises(Exception, match="Reverend"):
        game.apply(f"play c{BEER_6H}")


# --- F5.10 The Sermon --------------------------------------------------------------
def test_f5_10_w11_the_sermon_no_bang_even_in_ones_own_duel() -> None:
    game = hn(seat("sheriff", "Rose Doolan"),
              seat("outlaw", "Bart Cassidy", hand=[DUEL_JS, BANG_AS]),
              seat("outlaw", "Willy the Kid"),
              seat("renegade", "Slab the Killer", hand=[BANG_2C, BANG_3C]),
              event="the_sermon", turn=1)
    assert options(game) == {f"play c{DUEL_JS} t{t}" for t in (0, 2, 3)} | {"end"}
    act(game, f"play c{DUEL_JS} t3", 1)
    act(game, f"bang c{BANG_2C}", 3)
    assert decides(game) == (1, "duel") and options(game) == {"take"}
    act(game, "take", 1)
    damage = [e for e in game.log if e.kind == "damage"][-1]
    assert game.life[1] == 3 and damage.data["source"] == -1  # nobody responsible


def test_f5_10_w12_the_sermon_calamity_janet_in_and_out_of_her_turn() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Bart Cassidy"),
              seat("outlaw", "Calamity Janet", hand=[MISSED_2S, BANG_AS]),
              seat("renegade", "Slab the Killer", hand=[BANG_2C]),
              event="the_sermon", turn=2, deck=[MISSED_3S])
    assert options(game) == {"end"}
    act(game, "end", 2)
    act(game, "end", 3)  # P3's turn: no BANG! for him either
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Bart Cassidy"),
              seat("outlaw", "Calamity Janet", hand=[MISSED_2S, BANG_AS]),
              seat("renegade", "Jesse Jones", hand=[BANG_2C]),
              event="blessing", turn=3)
    act(game, f"play c{BANG_2C} t2", 3)
    assert {f"missed c{MISSED_2S}", f"missed c{BANG_AS}"} <= options(game)


def test_f5_10_the_sermon_the_others_answer_with_bang_as_usual() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Bart Cassidy", hand=[DUEL_JS]),
              seat("outlaw", "Willy the Kid"),
              seat("renegade", "Slab the Killer", hand=[BANG_2C]),
              event="the_sermon", turn=1)
    act(game, f"play c{DUEL_JS} t3", 1)
    assert f"bang c{BANG_2C}" in options(game)


# --- F5.11 Thirst ------------------------------------------------------------------
def test_f5_11_w8_thirst_phase_1_draws_one_card() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Bart Cassidy"),
              seat("outlaw", "Kit Carlson"), seat("renegade", "Slab the Killer"),
              event="thirst", turn=1, phase="start", deck=[BANG_2C, BANG_QH, BEER_6H])
    assert game.hands[1] == [BANG_2C]
    act(game, "end", 1)
    # F6.4: Kit Carlson looks at the top 2, keeps 1, puts the other back.
    assert decides(game) == (2, "kit_return")
    assert set(game.limbo) == {BANG_QH, BEER_6H}
    act(game, f"return c{BANG_QH}", 2)
    assert game.hands[2] == [BEER_6H] and game.deck[-1] == BANG_QH


# --- F5.12 Train Arrival -----------------------------------------------------------
def test_f5_12_w9_train_arrival_one_more_card_after_black_jack() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Black Jack"),
              seat("outlaw", "Kit Carlson"), seat("renegade", "Slab the Killer"),
              event="train_arrival", turn=1, phase="start",
              deck=[MISSED_4S, BANG_9D, MISSED_JC, DYNAMITE])
    assert game.hands[1] == [MISSED_4S, BANG_9D, MISSED_JC, DYNAMITE]


def test_f5_12_train_arrival_a_plain_phase_1_draws_three() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Bart Cassidy"),
              seat("outlaw", "Kit Carlson"), seat("renegade", "Slab the Killer"),
              event="train_arrival", turn=1, phase="start", deck=[BANG_2C, BANG_3C, BANG_4C])
    assert game.hands[1] == [BANG_2C, BANG_3C, BANG_4C]


# --- F5.13 High Noon ---------------------------------------------------------------
def test_f5_13_w20_high_noon_before_dynamite_beer_then_explosion() -> None:
    game = ev_table(seat("sheriff", "Rose Doolan"),
                    seat("outlaw", "Willy the Kid", life=1, hand=[BEER_6H],
                         equipment=[DYNAMITE]),
                    seat("outlaw", "Kit Carlson"), seat("deputy", "Slab the Killer"),
                    seat("renegade", "Jesse Jones"), turn=1, phase="start",
                    deck=[MISSED_3S],
                    events={"deck": [], "pile": ["thirst", "high_noon"], "rounds": 3})
    assert decides(game) == (1, "dying")
    act(game, f"beer c{BEER_6H}", 1)
    # Then Dynamite: 3♠ explodes, -3, no Beer left: eliminated, nobody responsible.
    assert not game.alive[1]
    gone = next(e for e in game.log if e.kind == "eliminated")
    assert gone.data["killer"] == -1
    assert decides(game)[0] == 2


def test_f5_13_high_noon_the_sheriff_loses_one_too() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Bart Cassidy"),
              seat("outlaw", "Kit Carlson"), seat("renegade", "Slab the Killer"),
              event="high_noon", phase="start", events={"deck": [], "pile": ["high_noon"],
                                                        "rounds": 2})
    assert game.life[0] == 4 and in_force(game) == "high_noon"


# --- F5.14 Handcuffs ---------------------------------------------------------------
def test_f5_14_handcuffs_only_the_named_suit_may_be_played() -> None:
    game = hn(seat("sheriff", "Rose Doolan", life=3), seat("outlaw", "Bart Cassidy"),
              seat("outlaw", "Kit Carlson"), seat("renegade", "Slab the Killer"),
              event="handcuffs", phase="start", deck=[BEER_6H, BANG_AS],
              hn_bullet_extras=True)
    assert decides(game) == (0, "handcuffs_suit")
    act(game, "suit x1", 0)  # ♥
    assert options(game) == {f"play c{BEER_6H}", "end"}


def test_f5_14_handcuffs_phase_3_discards_are_free() -> None:
    game = hn(seat("sheriff", "Rose Doolan", life=1, hand=[BANG_2C]),
              seat("outlaw", "Bart Cassidy"), seat("outlaw", "Kit Carlson"),
              seat("renegade", "Slab the Killer"),
              event="handcuffs", phase="start", deck=[BEER_6H, BANG_AS],
              hn_bullet_extras=True)
    act(game, "suit x1", 0)
    act(game, "end", 0)
    assert decides(game) == (0, "discard")
    assert options(game) == {f"discard c{c}" for c in (BANG_2C, BEER_6H, BANG_AS)}


# --- F5.15 New Identity ------------------------------------------------------------
def test_f5_15_w40_new_identity_switches_to_the_spare_at_2_life() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Willy the Kid"),
              seat("outlaw", "El Gringo", life=1, equipment=[BARREL_QS], hand=[BANG_AS]),
              seat("renegade", "Slab the Killer"), turn=2, phase="start",
              hn_bullet_extras=True, event="new_identity",
              events={"deck": HIGH_NOON_REST, "in_force": "new_identity", "rounds": 2,
                      "spares": ["Kit Carlson", "Jesse Jones", "Bart Cassidy",
                                 "Paul Regret"]})
    assert decides(game) == (2, "new_identity")
    # F5.15: face down: each seat sees his own spare only, a spectator none.
    assert game.view(2).event["spare"] == "Bart Cassidy"  # type: ignore[index]
    assert game.view(1).event["spare"] == "Jesse Jones"  # type: ignore[index]
    assert "spare" not in game.view(None).event  # type: ignore[operator]
    act(game, "switch", 2)
    assert game.characters[2] == "Bart Cassidy" and game.life[2] == 2
    assert game.max_life[2] == 4 and game.tables[2] == [BARREL_QS]
    assert BANG_AS in game.hands[2] and game.roles[2] == "outlaw"
    assert game.has_ability(2, "bart_cassidy")


def test_f5_15_new_identity_is_once_per_game() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Willy the Kid"),
              seat("outlaw", "El Gringo"), seat("renegade", "Slab the Killer"), turn=2,
              phase="start", hn_bullet_extras=True, event="new_identity",
              events={"deck": HIGH_NOON_REST, "in_force": "new_identity", "rounds": 2,
                      "spares": ["Kit Carlson", "Jesse Jones", "Bart Cassidy",
                                 "Paul Regret"]})
    act(game, "keep", 2)
    assert game.events is not None and game.events.spares[2] == ""
    assert game.characters[2] == "El Gringo"


def test_f5_15_spares_are_dealt_when_new_identity_is_in_the_deck() -> None:
    for seed in range(40):
        game = CardGame.new(CardConfig(players=5, event_decks="high_noon",
                                       hn_bullet_extras=True), seed)
        assert game.events is not None
        spares = game.events.spares
        assert len(set(spares)) == 5 and not set(spares) & set(game.characters)
        hidden = game.information_set(0).sample(__import__("random").Random(1))
        assert hidden.events is not None and hidden.events.spares[0] == spares[0]
        return


# --- more clauses ------------------------------------------------------------------
def test_f5_3_f9_4_with_the_option_vulture_sam_takes_the_ghosts_cards_in_play() -> None:
    game = hn(seat("sheriff", "Bart Cassidy"), seat("deputy", "Slab the Killer"),
              seat("outlaw", "Willy the Kid", alive=False), seat("outlaw", "Kit Carlson"),
              seat("renegade", "Vulture Sam"), event="ghost_town", turn=1,
              deck=[BARREL_QS, BANG_2C, BANG_3C], ghost_town_vulture_takes=True)
    act(game, "end", 1)
    act(game, f"play c{BARREL_QS}", 2)
    act(game, "end", 2)
    assert BARREL_QS in game.hands[4] and not game.tables[2]
    assert BANG_2C in game.discard  # his hand went to the discard pile (F15-1)


def test_f5_3_a_ghost_bart_cassidy_draws_nothing_for_a_hit() -> None:
    game = hn(seat("sheriff", "Willy the Kid", hand=[BANG_AS]), seat("deputy", "Slab the Killer"),
              seat("outlaw", "Bart Cassidy", alive=False), seat("outlaw", "Kit Carlson"),
              seat("renegade", "Jesse Jones"), event="ghost_town", turn=1,
              deck=[DUEL_JS, BANG_2C, BANG_3C])
    act(game, "end", 1)
    act(game, f"play c{DUEL_JS} t0", 2)
    act(game, f"bang c{BANG_AS}", 0)
    held = len(game.hands[2])
    act(game, "take", 2)
    assert game.life[2] == 0 and len(game.hands[2]) == held


def test_f5_10_the_sermon_willy_the_kid_shoots_nobody_either() -> None:
    game = hn(seat("sheriff", "Rose Doolan"), seat("outlaw", "Willy the Kid",
                                                   hand=[BANG_AS, BANG_2C]),
              seat("outlaw", "Bart Cassidy"), seat("renegade", "Slab the Killer"),
              event="the_sermon", turn=1)
    assert options(game) == {"end"}


def test_f5_13_high_noon_nobody_is_responsible_bart_draws_el_gringo_does_not() -> None:
    game = hn(seat("sheriff", "Rose Doolan", hand=[BANG_4C]),
              seat("outlaw", "Bart Cassidy"), seat("outlaw", "El Gringo"),
              seat("renegade", "Slab the Killer"), turn=1, phase="start",
              deck=[BANG_2C, BANG_3C, MISSED_2S], event="high_noon",
              events={"deck": [], "pile": ["high_noon"], "rounds": 2})
    assert game.life[1] == 3 and game.hands[1][0] == BANG_2C  # Bart's card, then phase 1
    act(game, "end", 1)
    assert game.life[2] == 2 and game.hands[0] == [BANG_4C]  # El Gringo took nothing


def test_f5_13_f9_23_the_sheriff_dying_at_his_turns_start_ends_the_game() -> None:
    game = hn(seat("sheriff", "Rose Doolan", life=1), seat("outlaw", "Bart Cassidy"),
              seat("outlaw", "El Gringo"), seat("renegade", "Slab the Killer"),
              phase="start", event="high_noon",
              events={"deck": [], "pile": ["high_noon"], "rounds": 2})
    assert game.game_over and game.winners == frozenset({1, 2})


def test_f5_14_handcuffs_bind_the_answers_of_a_duel_he_started() -> None:
    game = hn(seat("sheriff", "Rose Doolan", hand=[DUEL_JS, BANG_AS, BANG_2C]),
              seat("outlaw", "Bart Cassidy", hand=[BANG_3C]), seat("outlaw", "El Gringo"),
              seat("renegade", "Slab the Killer"), phase="start",
              deck=[MISSED_2S, MISSED_3S], hn_bullet_extras=True, event="handcuffs")
    act(game, "suit x0", 0)  # ♠
    assert f"play c{BANG_2C} t1" not in options(game)
    act(game, f"play c{DUEL_JS} t1", 0)
    act(game, f"bang c{BANG_3C}", 1)  # the others are not bound
    assert options(game) == {f"bang c{BANG_AS}", "take"}
