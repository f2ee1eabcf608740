"""rules/high-noon-fistful.md F5.16-F5.30, their rulings (F9, F15) and worked cases (F12
W21-W35): A Fistful of Cards' event cards, one or more tests per card and ruling, from
exact positions (tests/cards/fistful.py)."""

from __future__ import annotations

import pytest

from bang.cards import CardGame
from bang.core.errors import IllegalAction
from bang.core.protocol import parse_action

from .fistful import FINAL, fist, hand
from .helpers import (
    BANG_2C,
    BANG_2D,
    BANG_3C,
    BANG_3D,
    BANG_4C,
    BANG_5C,
    BANG_6C,
    BANG_7C,
    BANG_AS,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    BEER_8H,
    BEER_9H,
    DUEL_QD,
    DYNAMITE,
    JAIL_4H,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    MISSED_4S,
    MISSED_8S,
    MUSTANG_8H,
    MUSTANG_9H,
    PANIC_JH,
    SCOPE,
    VOLCANIC_10S,
    act,
    card_id,
    decides,
    options,
    seat,
)

MISSED_5S = card_id("Missed!", "5S")
BANG_KH = card_id("BANG!", "KH")


def plain(role: str, life: int | None = None, character: str = "Bart Cassidy",
          **kw: object) -> dict[str, object]:
    """A player whose ability no rule of the case reads."""
    return seat(role, character, life=life, **kw)  # type: ignore[arg-type]


def five(**kw: dict[str, object]) -> list[dict[str, object]]:
    """P0 Sheriff, P1 Outlaw, P2 Outlaw, P3 Renegade, P4 Deputy: each ``pN`` keyword
    replaces that seat."""
    roles = ("sheriff", "outlaw", "outlaw", "renegade", "deputy")
    chars = ("Sid Ketchum", "Paul Regret", "Rose Doolan", "Willy the Kid", "El Gringo")
    return [kw.get(f"p{i}", seat(roles[i], chars[i])) for i in range(5)]


def log_kinds(game: CardGame) -> list[str]:
    return [e.kind for e in game.log]


def refused(game: CardGame, text: str) -> str:
    """The code ``IllegalAction`` gives for ``text``, which is not applied."""
    with pytest.raises(IllegalAction) as info:
        game.verify(parse_action(text))
    return info.value.code


# --- F5.16 Abandoned Mine ------------------------------------------------------------
def test_f5_16_w35_phase_1_takes_the_discard_pile_and_phase_3_has_nothing_to_drop() -> None:
    game = fist(*five(p1=plain("outlaw", 3, hand=[MISSED_2S, MISSED_3S])),
                card="abandoned_mine", phase="draw", discard=[BANG_5C, BANG_2C, BEER_6H])
    assert hand(game, 1) == [MISSED_2S, MISSED_3S, BEER_6H, BANG_2C]
    assert game.discard == [BANG_5C]
    act(game, "play c17 t2", 1)  # P2 holds nothing: the hit is taken for him
    assert game.discard[-1] == BANG_2C  # a played card goes to the discard pile as usual
    act(game, "end", 1)
    assert decides(game)[0] == 2  # 3 cards at 3 life: nothing to discard


def test_f5_16_w35_at_2_life_the_phase_3_discard_goes_face_down_on_the_deck() -> None:
    game = fist(*five(p1=plain("outlaw", 2, hand=[MISSED_2S, MISSED_3S])),
                card="abandoned_mine", phase="draw", discard=[BANG_5C, BANG_2C, BEER_6H])
    act(game, "end", 1)
    assert decides(game) == (1, "discard")
    act(game, f"discard c{MISSED_2S}", 1)
    assert game.deck[-1] == MISSED_2S and MISSED_2S not in game.discard
    events = game.events_for(2)
    hidden = next(e for e in events if e.kind == "mine_face_down")
    assert "cards" not in hidden.data and hidden.data["count"] == 1
    own = next(e for e in game.events_for(1) if e.kind == "mine_face_down")
    assert own.data["cards"] == [MISSED_2S]


def test_f5_16_an_emptied_discard_pile_leaves_the_rest_to_the_deck() -> None:
    game = fist(*five(), card="abandoned_mine", phase="draw", deck=[JAIL_4H, SCOPE],
                discard=[BEER_6H])
    assert hand(game, 1) == [BEER_6H, JAIL_4H]
    assert game.deck[-1] == SCOPE and game.discard == []


def test_f5_16_with_an_empty_discard_pile_phase_3_discards_are_not_face_down() -> None:
    game = fist(*five(p1=plain("outlaw", 1)), card="abandoned_mine", phase="draw",
                deck=[JAIL_4H, SCOPE])
    assert hand(game, 1) == [JAIL_4H, SCOPE]
    act(game, "end", 1)
    act(game, f"discard c{SCOPE}", 1)
    assert ("discard", SCOPE) in [(e.kind, e.data.get("card")) for e in game.log]
    assert "mine_face_down" not in log_kinds(game)


def test_f5_16_kit_carlson_looks_at_the_discard_piles_top_three() -> None:
    game = fist(*five(p1=seat("outlaw", "Kit Carlson")), card="abandoned_mine",
                phase="draw", deck=[JAIL_4H], discard=[BANG_5C, BANG_2C, BEER_6H, PANIC_JH])
    assert decides(game) == (1, "kit_return")
    act(game, f"return c{BANG_2C}", 1)
    assert sorted(hand(game, 1)) == sorted([BEER_6H, PANIC_JH])
    assert game.discard == [BANG_5C, BANG_2C]  # the third card back on the discard pile
    assert game.deck[-1] == JAIL_4H


def test_f15_2_pedro_ramirez_swaps_the_places_under_abandoned_mine() -> None:
    game = fist(*five(p1=seat("outlaw", "Pedro Ramirez")), card="abandoned_mine",
                phase="draw", deck=[JAIL_4H, SCOPE], discard=[BANG_5C, BEER_6H])
    assert decides(game) == (1, "mine_pedro")
    act(game, "mine_deck", 1)
    assert hand(game, 1) == [JAIL_4H, BEER_6H]
    assert game.deck[-1] == SCOPE and game.discard == [BANG_5C]


def test_f15_2_pedro_ramirez_may_take_both_from_the_discard_pile() -> None:
    game = fist(*five(p1=seat("outlaw", "Pedro Ramirez")), card="abandoned_mine",
                phase="draw", deck=[JAIL_4H], discard=[BANG_5C, BEER_6H])
    act(game, "mine_pile", 1)
    assert hand(game, 1) == [BEER_6H, BANG_5C] and game.deck[-1] == JAIL_4H


def test_f15_3_all_played_sends_a_played_card_face_down_once_it_has_resolved() -> None:
    players = five(p1=plain("outlaw", 4, hand=[BANG_3C]),
                   p2=seat("outlaw", "Rose Doolan", hand=[MISSED_2S]))
    game = fist(*players, card="abandoned_mine", phase="draw", discard=[BEER_6H, BANG_2C],
                abandoned_mine_scope="all_played")
    act(game, "play c18 t2", 1)
    assert game.discard[-1] == BANG_3C  # still on the pile while P2 answers
    act(game, "take", 2)
    assert game.deck[-1] == BANG_3C and BANG_3C not in game.discard


def test_f15_3_all_played_covers_his_answers_out_of_turn_until_his_next_turn() -> None:
    players = five(p1=plain("outlaw", 4, hand=[MISSED_2S]),
                   p2=seat("outlaw", "Rose Doolan", hand=[BANG_3C]))
    game = fist(*players, card="abandoned_mine", phase="draw", discard=[BEER_6H, BANG_2C],
                deck=[JAIL_4H, SCOPE], abandoned_mine_scope="all_played")
    act(game, "end", 1)
    assert decides(game) == (2, "play")  # P2 drew from the deck: the pile was empty
    act(game, f"play c{BANG_3C} t1", 2)
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.deck[-1] == MISSED_2S  # P1's answer, face down once the BANG! is over
    assert game.discard[-1] == BANG_3C  # P2 is not in the mine's period
    hidden = [e for e in game.events_for(2) if e.kind == "mine_face_down"]
    assert len(hidden) == 1 and "cards" not in hidden[0].data


# --- F5.17 Ambush ----------------------------------------------------------------------
def six(p0: str = "Bart Cassidy", p3_table: list[int] | None = None) -> list[dict[str, object]]:
    roles = ("sheriff", "outlaw", "outlaw", "renegade", "deputy", "outlaw")
    chars = (p0, "Paul Regret", "El Gringo", "Willy the Kid", "Jesse Jones", "Sid Ketchum")
    players = [seat(roles[i], chars[i]) for i in range(6)]
    players[0]["hand"] = [BANG_AS, PANIC_JH]
    players[3]["equipment"] = list(p3_table or [])
    players[3]["hand"] = [BANG_2C]
    return players


def test_f5_17_w27_every_player_is_at_distance_1() -> None:
    game = fist(*six(), card="ambush", turn=0, phase="play")
    assert game.distance(0, 3) == 1
    assert f"play c{BANG_AS} t3" in options(game)
    assert f"play c{PANIC_JH} t3" in options(game)


def test_f5_17_w27_a_mustang_still_counts() -> None:
    game = fist(*six(p3_table=[MUSTANG_8H]), card="ambush", turn=0, phase="play")
    assert game.distance(0, 3) == 2
    assert f"play c{BANG_AS} t3" not in options(game)
    assert f"play c{PANIC_JH} t3" not in options(game)


def test_f5_17_w27_rose_doolan_is_ignored() -> None:
    game = fist(*six(p0="Rose Doolan", p3_table=[MUSTANG_8H]), card="ambush", turn=0,
                phase="play")
    assert game.distance(0, 3) == 2


def test_f5_17_ambush_character_modifiers_lets_the_abilities_count() -> None:
    game = fist(*six(p0="Rose Doolan", p3_table=[MUSTANG_8H]), card="ambush", turn=0,
                phase="play", ambush_character_modifiers=True)
    assert game.distance(0, 3) == 1


def test_f5_17_a_scope_cannot_go_below_1() -> None:
    players = six()
    players[0]["equipment"] = [SCOPE]
    game = fist(*players, card="ambush", turn=0, phase="play")
    assert game.distance(0, 3) == 1


# --- F5.18 Blood Brothers ---------------------------------------------------------
def blood(p1: dict[str, object]) -> CardGame:
    return fist(*five(p0=plain("sheriff", 3, "Sid Ketchum"), p1=p1,
                      p2=plain("outlaw", 1, "Jesse Jones"),
                      p3=plain("renegade", 4, "Willy the Kid")),
                card="blood_brothers", turn=1)


def test_f5_18_w23_a_player_gives_one_life_to_another() -> None:
    game = blood(seat("outlaw", "Paul Regret", life=3))
    assert decides(game) == (1, "blood_brothers")
    # P2 (1/3) is below full life; P3 (4/4) is not: no heal may be wasted.
    assert options(game) == {"give t0", "give t2", "decline"}
    act(game, "give t0", 1)
    assert (game.life[1], game.life[0]) == (2, 4)


def test_f5_18_w23_not_with_the_last_life_point() -> None:
    game = fist(*five(p2=plain("outlaw", 1, "Jesse Jones")), card="blood_brothers", turn=2)
    assert decides(game) != (2, "blood_brothers")


def test_f5_18_the_self_inflicted_loss_draws_for_bart_cassidy_and_nobody_is_responsible(
) -> None:
    game = blood(seat("outlaw", "Bart Cassidy", life=3))
    act(game, "give t2", 1)
    assert next(e.data["why"] for e in game.log if e.kind == "draw") == "bart_cassidy"
    damage = next(e for e in game.log if e.kind == "damage")
    assert damage.data["seat"] == 1 and damage.data["source"] == -1
    assert game.life[2] == 2


def test_f15_5_blood_brothers_reaches_any_distance() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", life=3),
                   p4=seat("deputy", "El Gringo", life=1))
    game = fist(*players, card="blood_brothers", turn=1)
    assert game.distance(1, 4) == 2
    act(game, "give t4", 1)
    assert game.life[4] == 2


def test_f5_18_declining_changes_nothing() -> None:
    game = blood(seat("outlaw", "Paul Regret", life=3))
    act(game, "decline", 1)
    assert game.life[:2] == [3, 3] and decides(game) == (1, "play")


# --- F5.19 Dead Man ------------------------------------------------------------------
def dead_man_table() -> CardGame:
    """W22: P3 (Outlaw) was eliminated first, P1 (Deputy) later."""
    players = five(p0=seat("sheriff", "Sid Ketchum",
                           hand=[VOLCANIC_10S, SCOPE, BANG_KH, BANG_2D]),
                   p1=seat("deputy", "Paul Regret", alive=False),
                   p3=seat("outlaw", "Willy the Kid", alive=False),
                   p4=seat("renegade", "El Gringo"))
    return fist(*players, card="dead_man", turn=0, phase="play", first_dead=3,
                deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C, BANG_7C])


def test_f5_19_w22_only_the_first_eliminated_comes_back_with_2_life_and_4_cards() -> None:
    game = dead_man_table()
    act(game, "end", 0)
    # P1 (eliminated later) is skipped; P2 plays, then P3 revives.
    assert decides(game)[0] == 2
    act(game, "end", 2)
    assert decides(game) == (3, "play")
    assert game.alive[3] and game.life[3] == 2
    # 2 cards on coming back, then phase 1's 2.
    assert hand(game, 3) == [BANG_4C, BANG_5C, BANG_6C, BANG_7C]
    assert "dead_man" in log_kinds(game)


def test_f5_19_w22_the_revival_happens_once_and_a_second_death_is_normal() -> None:
    game = dead_man_table()
    act(game, f"play c{VOLCANIC_10S}", 0)
    act(game, f"play c{SCOPE}", 0)
    act(game, "end", 0)
    act(game, "end", 2)
    act(game, "end", 3)
    act(game, f"discard c{BANG_4C}", 3)  # 4 cards at 2 life
    act(game, f"discard c{BANG_5C}", 3)
    act(game, "end", 4)
    assert decides(game) == (0, "play")
    before = len(game.hands[0])
    for shot in (BANG_KH, BANG_2D):
        if not game.alive[3]:
            break
        act(game, f"play c{shot} t3", 0)
        while decides(game)[0] == 3:
            act(game, "take" if decides(game)[1] == "respond" else "die", 3)
    assert not game.alive[3]
    assert len(game.hands[0]) == before - 2 + 3  # the Outlaw's bounty (A9.3)
    assert game.events is not None and game.events.marks["dead_man"] == 1
    act(game, "end", 0)
    assert decides(game)[0] == 2  # no second revival: P3's seat is passed
    act(game, "end", 2)
    assert decides(game)[0] == 4


def test_f7_1_w37_dead_man_is_left_out_with_a_ghost_variant() -> None:
    from bang.cards import CardConfig
    from bang.cards.event_deck import pool

    non_final, finals = pool(CardConfig(event_decks="fistful", ghost_variant="dead_reckonin"))
    assert "dead_man" not in non_final and len(non_final) == 13 and finals == [FINAL]
    always = CardConfig(event_decks="fistful", ghost_variant="dead_reckonin",
                        event_revival_cards="always")
    assert "dead_man" in pool(always)[0]


def test_f7_2_3_a_dead_reckonin_ghost_revives_without_his_ghost_hand() -> None:
    players = five(p3=seat("outlaw", "Willy the Kid", alive=False, life=0,
                           hand=[BEER_9H, MISSED_8S]))
    game = fist(*players, card="dead_man", turn=3, phase="start", first_dead=3,
                ghost_variant="dead_reckonin", event_revival_cards="always",
                deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C], ghost={"ghosts": [3]})
    assert decides(game) == (3, "play")
    assert game.alive[3] and not game.is_ghost(3)
    assert hand(game, 3) == [BANG_2C, BANG_3C, BANG_4C, BANG_5C]
    assert {BEER_9H, MISSED_8S} <= set(game.discard)


def test_f7_2_6_f15_6_a_dead_mans_hand_player_revives_and_his_cards_are_discarded() -> None:
    players = five(p3=seat("outlaw", "Willy the Kid", alive=False, life=0,
                           hand=[BEER_9H, MISSED_8S, MISSED_4S]))
    game = fist(*players, card="dead_man", turn=3, phase="start", first_dead=3,
                ghost_variant="dead_mans_hand", event_revival_cards="always",
                deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C],
                ghost={"ghosts": [3], "predictions": {"3": 1}})
    assert decides(game) == (3, "play")
    assert game.alive[3] and not game.is_ghost(3)
    assert game.ghost.predictions[3] == -1  # his standing prediction is void
    assert {BEER_9H, MISSED_8S, MISSED_4S} <= set(game.discard)


# --- F5.20 Hard Liquor -----------------------------------------------------------------
def test_f5_20_w24_a_damaged_player_skips_phase_1_for_a_life_point() -> None:
    game = fist(*five(p2=plain("outlaw", 2, "Jesse Jones")), card="hard_liquor", turn=2,
                phase="draw")
    assert decides(game) == (2, "hard_liquor")
    act(game, "liquor", 2)
    assert game.life[2] == 3 and hand(game, 2) == []


def test_f5_20_drawing_as_usual_is_the_other_choice() -> None:
    game = fist(*five(p2=plain("outlaw", 2, "Jesse Jones")), card="hard_liquor", turn=2,
                phase="draw", deck=[BANG_2C, BANG_3C])
    act(game, "phase_one", 2)
    assert hand(game, 2) == [BANG_2C, BANG_3C] and game.life[2] == 2


def test_f5_20_w24_at_full_life_there_is_no_choice() -> None:
    game = fist(*five(), card="hard_liquor", turn=3, phase="draw")
    assert decides(game) == (3, "play") and len(hand(game, 3)) == 2


def test_f5_20_hard_liquor_at_full_life_offers_the_wasted_skip() -> None:
    game = fist(*five(), card="hard_liquor", turn=3, phase="draw",
                hard_liquor_at_full_life=True)
    assert decides(game) == (3, "hard_liquor")


def test_f5_20_w24_a_jailed_player_whose_draw_fails_has_no_choice() -> None:
    players = five(p4=seat("deputy", "El Gringo", life=2, equipment=[JAIL_10S]))
    game = fist(*players, card="hard_liquor", turn=4, deck=[MISSED_2S])
    assert decides(game)[0] == 0  # P4's turn was skipped, phase 1 included
    assert game.life[4] == 2 and hand(game, 4) == []


# --- F5.21 Lasso -------------------------------------------------------------------------
def test_f5_21_w28_volcanic_is_inert_and_the_reach_is_1() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C, BANG_3C],
                           equipment=[VOLCANIC_10S]))
    game = fist(*players, card="lasso", phase="play")
    assert options(game) >= {"play c17 t0", "play c17 t2"}
    act(game, "play c17 t2", 1)  # P2 holds nothing: the hit is taken for him
    assert refused(game, "play c18 t0") == "bang_limit"


def test_f5_21_w28_a_barrel_gives_no_draw() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C]),
                   p2=seat("outlaw", "Rose Doolan", equipment=[BARREL_QS]))
    game = fist(*players, card="lasso", phase="play")
    act(game, "play c17 t2", 1)
    assert "barrel" not in options(game)


def test_f5_21_w28_jail_is_dormant_the_turn_is_played_and_jail_stays() -> None:
    players = five(p3=seat("renegade", "Willy the Kid", equipment=[JAIL_10S]))
    game = fist(*players, card="lasso", turn=3)
    assert decides(game) == (3, "play")
    assert JAIL_10S in game.tables[3] and "check" not in log_kinds(game)


def test_f5_21_w28_dynamite_is_dormant_and_does_not_pass() -> None:
    players = five(p4=seat("deputy", "El Gringo", equipment=[DYNAMITE]))
    game = fist(*players, card="lasso", turn=4, deck=[MISSED_2S])
    assert DYNAMITE in game.tables[4] and "check" not in log_kinds(game)


def test_f5_21_w28_check_no_effect_draws_discards_the_jail_and_plays_the_turn() -> None:
    players = five(p3=seat("renegade", "Willy the Kid", equipment=[JAIL_10S]))
    game = fist(*players, card="lasso", turn=3, deck=[MISSED_2S],
                lasso_jail_dynamite="check_no_effect")
    assert decides(game) == (3, "play")
    assert JAIL_10S not in game.tables[3] and "lasso_no_effect" in log_kinds(game)


def test_f5_21_check_no_effect_dynamite_passes_without_exploding() -> None:
    players = five(p4=seat("deputy", "El Gringo", equipment=[DYNAMITE]))
    game = fist(*players, card="lasso", turn=4, deck=[MISSED_2S],
                lasso_jail_dynamite="check_no_effect")
    assert DYNAMITE in game.tables[0] and game.life[4] == game.max_life[4]


# --- F5.22 Law of the West ----------------------------------------------------------------
def test_f5_22_w34_the_second_card_must_be_played_before_the_turn_ends() -> None:
    players = five(p2=seat("outlaw", "Rose Doolan", hand=[MISSED_2S]))
    game = fist(*players, card="law_of_the_west", phase="draw", deck=[BEER_6H, PANIC_JH])
    shown = next(e for e in game.log if e.kind == "law_of_the_west")
    assert shown.data["card"] == PANIC_JH and shown.to is None
    assert "end" not in options(game)
    assert refused(game, "end") == "event_forbids"
    act(game, f"play c{PANIC_JH} t2", 1)  # P2's one card is taken
    assert "end" in options(game)


def test_f5_22_w34_a_missed_second_card_gives_no_duty() -> None:
    game = fist(*five(), card="law_of_the_west", phase="draw", deck=[BEER_6H, MISSED_2S])
    assert "end" in options(game)


def test_f5_22_the_duty_lapses_when_the_card_stops_being_playable() -> None:
    game = fist(*five(), card="law_of_the_west", phase="draw", deck=[BANG_3C, BANG_2C])
    act(game, "play c18 t2", 1)  # the first card uses the turn's BANG! (P2 is hit)
    assert "end" in options(game)  # the shown BANG! is no longer playable


# --- F5.23 Peyote ---------------------------------------------------------------------------
def test_f5_23_w25_right_guesses_are_kept_and_the_first_wrong_one_discarded() -> None:
    game = fist(*five(), card="peyote", phase="draw", deck=[BEER_7H, DUEL_QD])
    assert decides(game) == (1, "peyote")
    assert options(game) == {"guess x0", "guess x1"}  # at least one guess
    act(game, "guess x0", 1)
    assert hand(game, 1) == [BEER_7H]
    assert "stop" in options(game)
    act(game, "guess x1", 1)
    assert hand(game, 1) == [BEER_7H] and game.discard[-1] == DUEL_QD
    assert decides(game) == (1, "play")


def test_f5_23_w25_a_first_wrong_guess_leaves_the_hand_as_it_was() -> None:
    game = fist(*five(), card="peyote", phase="draw", deck=[BEER_7H])
    act(game, "guess x1", 1)
    assert hand(game, 1) == [] and decides(game) == (1, "play")


def test_f5_23_a_player_may_stop_after_a_right_guess() -> None:
    game = fist(*five(), card="peyote", phase="draw", deck=[BEER_7H, DUEL_QD])
    act(game, "guess x0", 1)
    act(game, "stop", 1)
    assert hand(game, 1) == [BEER_7H] and game.deck[-1] == DUEL_QD


def test_f5_23_peyote_may_stop_false_guesses_until_wrong() -> None:
    game = fist(*five(), card="peyote", phase="draw", deck=[BEER_7H, DUEL_QD],
                peyote_may_stop=False)
    act(game, "guess x0", 1)
    assert options(game) == {"guess x0", "guess x1"}


def test_f5_23_black_jack_gets_no_bonus_under_peyote() -> None:
    game = fist(*five(p1=seat("outlaw", "Black Jack")), card="peyote", phase="draw",
                deck=[BEER_7H, BEER_6H])
    assert decides(game) == (1, "peyote")


# --- F5.24 Ranch ---------------------------------------------------------------------------
def test_f5_24_w26_after_phase_1_any_cards_are_exchanged_once() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C, MISSED_2S]))
    game = fist(*players, card="ranch", phase="draw",
                deck=[BEER_6H, PANIC_JH, SCOPE, JAIL_4H])
    assert decides(game) == (1, "ranch")
    act(game, f"ranch c{MISSED_2S}", 1)
    act(game, f"ranch c{BEER_6H}", 1)
    act(game, "ranch_done", 1)
    assert sorted(hand(game, 1)) == sorted([BANG_2C, PANIC_JH, SCOPE, JAIL_4H])
    assert game.discard[-2:] == [MISSED_2S, BEER_6H]
    assert decides(game) == (1, "play")


def test_f5_24_ranch_timing_end_of_phase2_exchanges_before_the_hand_limit() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", life=1, hand=[BANG_2C, MISSED_2S]))
    game = fist(*players, card="ranch", phase="play", deck=[SCOPE],
                ranch_timing="end_of_phase2")
    act(game, "end", 1)
    assert decides(game) == (1, "ranch")
    act(game, f"ranch c{MISSED_2S}", 1)
    act(game, "ranch_done", 1)
    assert decides(game) == (1, "discard")
    assert sorted(hand(game, 1)) == sorted([BANG_2C, SCOPE])


# --- F5.25 Ricochet ------------------------------------------------------------------------
def ricochet_table() -> CardGame:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C, BANG_3C, BANG_4C]),
                   p3=seat("renegade", "Willy the Kid", hand=[MISSED_2S],
                           equipment=[MUSTANG_8H]))
    return fist(*players, card="ricochet", phase="play")


def test_f5_25_w31_a_missed_saves_the_card_in_play() -> None:
    game = ricochet_table()
    assert f"ricochet c{BANG_2C} t3 x{MUSTANG_8H}" in options(game)  # any distance
    act(game, f"ricochet c{BANG_2C} t3 x{MUSTANG_8H}", 1)
    assert decides(game) == (3, "ricochet_answer")
    act(game, f"missed c{MISSED_2S}", 3)
    assert MUSTANG_8H in game.tables[3]


def test_f5_25_w31_without_a_missed_the_card_is_discarded_and_no_life_lost() -> None:
    game = ricochet_table()
    act(game, f"ricochet c{BANG_2C} t3 x{MUSTANG_8H}", 1)
    act(game, f"missed c{MISSED_2S}", 3)
    act(game, f"ricochet c{BANG_3C} t3 x{MUSTANG_8H}", 1)
    assert MUSTANG_8H not in game.tables[3] and game.life[3] == 4
    # F9-12: the BANG! limit is untouched: the third card is still a BANG!.
    assert f"play c{BANG_4C} t2" in options(game)


def test_f5_25_a_barrel_does_not_save_the_card() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C]),
                   p3=seat("renegade", "Willy the Kid", equipment=[BARREL_QS]))
    game = fist(*players, card="ricochet", phase="play")
    act(game, f"ricochet c{BANG_2C} t3 x{BARREL_QS}", 1)
    assert BARREL_QS not in game.tables[3]


def test_f5_25_own_cards_are_not_targets_and_a_bad_ricochet_is_refused() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C, MISSED_3S],
                           equipment=[SCOPE]))
    game = fist(*players, card="ricochet", phase="play")
    assert not any(a.kind == "ricochet" for a in game.legal_actions())
    assert refused(game, f"ricochet c{BANG_2C} t1 x{SCOPE}") == "bad_target"
    assert refused(game, f"ricochet c{MISSED_3S} t1 x{SCOPE}") == "not_playable"


# --- F5.26 Russian Roulette -----------------------------------------------------------------
def roulette(p2: dict[str, object]) -> CardGame:
    players = [seat("sheriff", "Bart Cassidy", hand=[MISSED_2S]),
               seat("outlaw", "Paul Regret", hand=[MISSED_3S]), p2,
               seat("renegade", "Willy the Kid", hand=[MISSED_4S])]
    return fist(*players, card="russian_roulette", turn=0, reveal=True)


def test_f5_26_w32_the_first_player_without_a_missed_loses_2_life() -> None:
    game = roulette(seat("outlaw", "Rose Doolan", hand=[BANG_2C]))
    assert decides(game) == (0, "roulette")
    act(game, f"missed c{MISSED_2S}", 0)
    act(game, f"missed c{MISSED_3S}", 1)
    assert decides(game) == (2, "roulette") and options(game) == {"no_missed"}
    act(game, "no_missed", 2)
    assert game.life[2] == 2 and hand(game, 3) == [MISSED_4S]
    assert decides(game) == (0, "play")  # then the Sheriff's turn


def test_f5_26_w32_calamity_janets_bang_counts_and_it_goes_round_again() -> None:
    game = roulette(seat("outlaw", "Calamity Janet", hand=[BANG_2C]))
    act(game, f"missed c{MISSED_2S}", 0)
    act(game, f"missed c{MISSED_3S}", 1)
    act(game, f"missed c{BANG_2C}", 2)
    act(game, f"missed c{MISSED_4S}", 3)
    # Round again to the Sheriff, now without a Missed!: he loses 2 (5/5 -> 3/5).
    assert game.life[0] == 3 and decides(game) == (0, "play")


def test_f5_26_roulette_may_decline_false_forces_the_missed() -> None:
    players = [seat("sheriff", "Bart Cassidy", hand=[MISSED_2S]),
               seat("outlaw", "Paul Regret"), seat("outlaw", "Rose Doolan"),
               seat("renegade", "Willy the Kid")]
    game = fist(*players, card="russian_roulette", turn=0, reveal=True,
                roulette_may_decline=False)
    assert options(game) == {f"missed c{MISSED_2S}"}
    declining = fist(*players, card="russian_roulette", turn=0, reveal=True)
    assert options(declining) == {f"missed c{MISSED_2S}", "no_missed"}


def test_f9_23_russian_roulette_killing_the_sheriff_ends_the_game_before_his_turn() -> None:
    players = [seat("sheriff", "Bart Cassidy", life=2), seat("outlaw", "Paul Regret"),
               seat("outlaw", "Rose Doolan"), seat("renegade", "Willy the Kid")]
    game = fist(*players, card="russian_roulette", turn=0, reveal=True)
    # The Sheriff holds nothing: no Missed!, no Beer; he dies at the reveal.
    assert game.is_over and game.winners == {1, 2}
    assert not any(e.kind == "turn" and e.data["seat"] == 0 for e in game.log)


# --- F5.27 Sniper -------------------------------------------------------------------------
def sniper_table(**options_: object) -> CardGame:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C, BANG_3C, BANG_4C]),
                   p2=seat("outlaw", "Rose Doolan", hand=[MISSED_2S],
                           equipment=[BARREL_QS]))
    return fist(*players, card="sniper", phase="play", deck=[BEER_6H], **options_)


def test_f5_27_w30_a_barrel_heart_and_a_missed_cancel_the_sniper() -> None:
    game = sniper_table()
    act(game, f"sniper c{BANG_2C} t2 x{BANG_3C}", 1)
    act(game, "barrel", 2)
    assert decides(game) == (2, "respond")
    act(game, f"missed c{MISSED_2S}", 2)
    assert game.life[2] == 4 and decides(game) == (1, "play")
    # F9-13: the pair used the turn's BANG!.
    assert refused(game, f"play c{BANG_4C} t2") == "bang_limit"


def test_f5_27_sniper_uses_bang_limit_false_leaves_the_bang_free() -> None:
    game = sniper_table(sniper_uses_bang_limit=False)
    act(game, f"sniper c{BANG_2C} t2 x{BANG_3C}", 1)
    act(game, "barrel", 2)
    act(game, f"missed c{MISSED_2S}", 2)
    assert f"play c{BANG_4C} t2" in options(game)


def test_f5_27_w30_one_cancel_is_not_enough() -> None:
    game = sniper_table()
    act(game, f"sniper c{BANG_2C} t2 x{BANG_3C}", 1)
    act(game, f"missed c{MISSED_2S}", 2)
    act(game, "barrel", 2)  # 6♥ would be the second cancel
    assert game.life[2] == 4
    game2 = sniper_table()
    act(game2, f"sniper c{BANG_2C} t2 x{BANG_3C}", 1)
    act(game2, f"missed c{MISSED_2S}", 2)
    assert decides(game2) == (2, "respond")


def test_f5_27_w30_a_target_out_of_range_is_refused() -> None:
    game = sniper_table()
    assert not any(a.kind == "sniper" and a.target == 3 for a in game.legal_actions())
    assert refused(game, f"sniper c{BANG_2C} t3 x{BANG_3C}") == "out_of_range"
    assert refused(game, f"sniper c{BANG_2C} t2 x{BANG_2C}") == "not_playable"


def test_f9_14_slab_the_killers_sniper_needs_2_missed_not_4() -> None:
    players = five(p1=seat("outlaw", "Slab the Killer", hand=[BANG_2C, BANG_3C]),
                   p2=seat("outlaw", "Rose Doolan", hand=[MISSED_2S, MISSED_3S]))
    game = fist(*players, card="sniper", phase="play")
    act(game, f"sniper c{BANG_2C} t2 x{BANG_3C}", 1)
    act(game, f"missed c{MISSED_2S}", 2)
    act(game, f"missed c{MISSED_3S}", 2)
    assert decides(game) == (1, "play") and game.life[2] == 4


# --- F5.28 The Judge ----------------------------------------------------------------------
def test_f5_28_w29_no_card_goes_in_front_of_a_player() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[MUSTANG_9H, JAIL_4H, DYNAMITE,
                                                          PANIC_JH]),
                   p2=seat("outlaw", "Rose Doolan", equipment=[BARREL_QS]))
    game = fist(*players, card="the_judge", phase="play")
    cards = {a.card for a in game.legal_actions() if a.kind == "play"}
    assert cards == {PANIC_JH}
    assert refused(game, f"play c{MUSTANG_9H}") == "event_forbids"
    act(game, f"play c{PANIC_JH} t2", 1)  # the Barrel is P2's only card
    assert BARREL_QS in game.hands[1]


def test_f5_28_w29_a_dynamite_in_play_still_passes() -> None:
    players = five(p0=seat("sheriff", "Bart Cassidy", equipment=[DYNAMITE]))
    game = fist(*players, card="the_judge", turn=0, deck=[BEER_6H], phase="start")
    assert DYNAMITE in game.tables[1]


# --- F5.29 Vendetta ---------------------------------------------------------------------
def test_f5_29_w33_a_heart_gives_one_extra_turn_without_another_draw() -> None:
    game = fist(*five(), card="vendetta", phase="play", deck=[BEER_6H, BANG_2C, BANG_3C])
    act(game, "end", 1)
    assert decides(game) == (1, "play")  # the extra turn, phases 1-3 included
    assert hand(game, 1) == [BANG_2C, BANG_3C]
    checks = [e for e in game.log if e.kind == "check"]
    assert len(checks) == 1 and checks[0].data["reason"] == "vendetta"
    act(game, "end", 1)
    assert decides(game)[0] == 2
    assert len([e for e in game.log if e.kind == "check"]) == 1


def test_f5_29_another_suit_passes_the_turn_on() -> None:
    game = fist(*five(), card="vendetta", phase="play", deck=[MISSED_2S])
    act(game, "end", 1)
    assert decides(game)[0] == 2


def test_f5_29_w33_no_draw_after_a_turn_skipped_by_jail() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", equipment=[JAIL_10S]))
    game = fist(*players, card="vendetta", deck=[MISSED_2S, BEER_6H])
    assert decides(game)[0] == 2
    assert len([e for e in game.log if e.kind == "check"]) == 1  # the Jail's only


def test_f5_29_w33_lucky_duke_chooses_between_two_cards() -> None:
    players = five(p1=seat("outlaw", "Lucky Duke"))
    game = fist(*players, card="vendetta", phase="play",
                deck=[card_id("BANG!", "4C"), card_id("Beer", "JH")])
    act(game, "end", 1)
    assert decides(game) == (1, "lucky_duke")
    act(game, f"choose c{card_id('Beer', 'JH')}", 1)
    assert decides(game) == (1, "play")


def test_f9_1_a_sheriffs_vendetta_turn_reveals_nothing() -> None:
    game = fist(*five(), card="vendetta", turn=0, phase="play", deck=[BEER_6H])
    act(game, "end", 0)
    assert decides(game) == (0, "play")
    assert "event_revealed" not in log_kinds(game)


# --- F5.30 A Fistful of Cards ----------------------------------------------------------
def test_f5_30_w21_the_count_is_fixed_at_the_start_of_the_turn() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", life=3,
                           hand=[MISSED_2S, MISSED_3S, BEER_6H], equipment=[BARREL_QS]))
    game = fist(*players, card=FINAL, deck=[BANG_2C, BEER_8H, MISSED_5S, BANG_3C, BANG_4C])
    bangs = next(e for e in game.log if e.kind == "fistful_bangs")
    assert bangs.data["amount"] == 3
    act(game, "barrel", 1)  # 2♣ fails
    act(game, f"missed c{MISSED_2S}", 1)
    act(game, "barrel", 1)  # 8♥ cancels
    act(game, "barrel", 1)  # 5♠ fails
    act(game, f"missed c{MISSED_3S}", 1)
    assert game.life[1] == 3 and decides(game) == (1, "play")
    assert hand(game, 1) == [BEER_6H, BANG_3C, BANG_4C]  # then phase 1 drew 2


def test_f5_30_nobody_is_responsible_and_an_empty_hand_faces_none() -> None:
    players = five(p1=seat("outlaw", "El Gringo", life=3, hand=[BANG_2C]),
                   p4=seat("deputy", "Kit Carlson"))
    game = fist(*players, card=FINAL)
    act(game, "take", 1)
    damage = next(e for e in game.log if e.kind == "damage")
    assert damage.data["source"] == -1 and game.life[1] == 2
    empty = fist(*five(), card=FINAL, turn=3)
    assert "fistful_bangs" not in log_kinds(empty)


def test_f5_30_a_death_ends_the_turn_and_the_remaining_bangs_lapse() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", life=1, hand=[BANG_2C, BANG_3C]))
    game = fist(*players, card=FINAL)
    act(game, "take", 1)
    act(game, "die", 1)
    assert not game.alive[1] and decides(game)[0] == 2


# --- F3.1 W36: both decks mixed ---------------------------------------------------------
@pytest.mark.parametrize(("variant", "pool_size"), [("none", 26), ("dead_reckonin", 24)])
def test_f3_1_w36_a_mixed_deck_is_12_of_the_26_and_one_final_card(variant: str,
                                                                   pool_size: int) -> None:
    from bang.cards import CardConfig
    from bang.cards.event_deck import EVENTS, pool

    config = CardConfig(players=5, event_decks="mixed", ghost_variant=variant)
    non_final, finals = pool(config)
    # A Fistful of Cards' half: 14 (13 without Dead Man, F7.1).
    fistful = [k for k in non_final if EVENTS[k].deck == "fistful"]
    assert len(fistful) == (14 if variant == "none" else 13)
    # W36's 26 (24): High Noon's 12 (11 without Ghost Town), counted as its module
    # registers them (Ghost Town is still to come from it).
    expected = pool_size - (1 if variant == "none" and "ghost_town" not in EVENTS else 0)
    assert len(non_final) == expected
    assert sorted(finals) == sorted(["high_noon", FINAL])
    for seed in range(3):
        game = CardGame.new(config, seed)
        assert game.events is not None
        deck = game.events.deck
        assert len(deck) == 13 and deck[-1] in finals
        assert len(set(deck[:-1])) == 12 and set(deck[:-1]) <= set(non_final)


# --- F8: with Dodge City's cards and characters ----------------------------------------
def dc_card(name: str, short: str) -> int:
    from .dodge_city import dc

    return dc(name, short)


def test_f8_the_judge_forbids_green_cards() -> None:
    bible = dc_card("Bible", "10H")
    game = fist(*five(p1=seat("outlaw", "Paul Regret", hand=[bible])), card="the_judge",
                phase="play", dodge_city=True)
    assert not any(a.card == bible for a in game.legal_actions())


def test_f8_lasso_makes_green_cards_unusable() -> None:
    canteen, iron_plate = dc_card("Canteen", "7H"), dc_card("Iron Plate", "AD")
    players = five(p1=seat("outlaw", "Paul Regret", life=3, hand=[BANG_2C],
                           equipment=[canteen]),
                   p2=seat("outlaw", "Rose Doolan", hand=[BEER_6H], equipment=[iron_plate]))
    game = fist(*players, card="lasso", phase="play", dodge_city=True)
    assert not any(a.kind == "use" for a in game.legal_actions())
    act(game, f"play c{BANG_2C} t2", 1)
    assert options(game) == {"take"}  # Iron Plate does nothing; a Beer is no answer


def test_f8_ricochet_may_target_a_green_card() -> None:
    bible = dc_card("Bible", "10H")
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C]),
                   p3=seat("renegade", "Willy the Kid", equipment=[bible]))
    game = fist(*players, card="ricochet", phase="play", dodge_city=True)
    act(game, f"ricochet c{BANG_2C} t3 x{bible}", 1)
    assert decides(game) == (3, "ricochet_answer")
    act(game, f"use c{bible}", 3)  # Bible is a Missed!: it saves itself, and draws
    assert bible not in game.tables[3] and len(hand(game, 3)) == 1


def test_f8_russian_roulette_counts_dodge_and_its_draw() -> None:
    dodge = dc_card("Dodge", "7D")
    players = [seat("sheriff", "Bart Cassidy", hand=[dodge]), seat("outlaw", "Paul Regret"),
               seat("outlaw", "Rose Doolan"), seat("renegade", "Willy the Kid")]
    game = fist(*players, card="russian_roulette", turn=0, reveal=True, dodge_city=True)
    act(game, f"missed c{dodge}", 0)
    assert game.life[1] == 1  # P1 (3/3) had no Missed!
    assert next(e.data["why"] for e in game.log if e.kind == "draw") == "dodge"


def test_f8_ambush_counts_hideout_and_binocular() -> None:
    hideout, binocular = dc_card("Hideout", "KD"), dc_card("Binocular", "10D")
    players = six(p3_table=[hideout])
    game = fist(*players, card="ambush", turn=0, phase="play", dodge_city=True)
    assert game.distance(0, 3) == 2
    players[0]["equipment"] = [binocular]
    game = fist(*players, card="ambush", turn=0, phase="play", dodge_city=True)
    assert game.distance(0, 3) == 1


def test_f8_apache_kid_ignores_a_sniper_pair_of_diamonds() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2D, BANG_3D]),
                   p2=seat("outlaw", "Apache Kid"))
    game = fist(*players, card="sniper", phase="play", dodge_city=True)
    assert refused(game, f"sniper c{BANG_3D} t2 x{BANG_2D}") == "bad_choice"
    act(game, f"sniper c{BANG_2D} t2 x{BANG_3D}", 1)
    assert game.life[2] == game.max_life[2] and decides(game) == (1, "play")
    assert "no_effect" in log_kinds(game)


def test_f8_a_sniper_pair_with_one_other_suit_reaches_apache_kid() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C, BANG_2D]),
                   p2=seat("outlaw", "Apache Kid"))
    game = fist(*players, card="sniper", phase="play", dodge_city=True)
    act(game, f"sniper c{BANG_2D} t2 x{BANG_2C}", 1)
    assert game.life[2] == game.max_life[2] - 1


def test_f5_28_the_judge_revealed_first_binds_the_sheriffs_first_prompt() -> None:
    """The game's first reveal (round 2) switches the prompt tables in the middle of a
    resolution; the Sheriff's first prompt after it is already The Judge's."""
    players = [seat("sheriff", "Sid Ketchum", hand=[MUSTANG_8H]), seat("outlaw", "Paul Regret"),
               seat("outlaw", "Rose Doolan"), seat("renegade", "Willy the Kid")]
    game = CardGame.from_setup({
        "players": players, "turn": 3, "phase": "play",
        "options": {"event_decks": "fistful"},
        "events": {"deck": ["the_judge", FINAL], "rounds": 1}})
    act(game, "end", 3)
    assert decides(game) == (0, "play") and game.events is not None
    assert game.events.pile == ["the_judge"]
    assert not any(a.card == MUSTANG_8H for a in game.legal_actions())


def test_f7_2_dead_mans_combination_is_played_but_ghost_towns_is_refused() -> None:
    from bang.cards import CardConfig
    from bang.core.errors import ConfigError

    for variant in ("dead_reckonin", "dead_mans_hand"):
        config = CardConfig(event_decks="fistful", ghost_variant=variant,
                            event_revival_cards="always")
        assert "dead_man" in CardGame.new(config, 1).events.deck  # type: ignore[union-attr]
        with pytest.raises(ConfigError, match="Ghost Town"):
            CardConfig(event_decks="mixed", ghost_variant=variant,
                       event_revival_cards="always")
