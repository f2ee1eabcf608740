"""RULES.md A12: the 16 characters and their edge cases (with A9.1 per-point triggers
and A14.2/A14.3 for Sid Ketchum)."""

from __future__ import annotations

from typing import Any

from .ghost_setups import STAND_INS
from .helpers import (
    BANG_2C,
    BANG_2D,
    BANG_3C,
    BANG_4C,
    BANG_5C,
    BANG_AS,
    BANG_QH,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    DUEL_JS,
    DYNAMITE,
    GATLING,
    INDIANS_KD,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    PANIC_JH,
    act,
    decides,
    options,
    seat,
    table,
)


def four(**per_seat: dict[str, Any]) -> list[dict[str, Any]]:
    result = [seat("sheriff", "Black Jack"), seat("outlaw", "Willy the Kid"),
              seat("outlaw", "Slab the Killer"), seat("renegade", "Jesse Jones")]
    for key, info in per_seat.items():
        result[int(key[1:])].update(info)
    # A character given to a seat leaves the seat that had it by default (one seat each).
    chosen = {info["character"] for info in per_seat.values() if "character" in info}
    defaults = [s for s in range(4) if f"s{s}" not in per_seat
                or "character" not in per_seat[f"s{s}"]]
    for s in defaults:
        if result[s]["character"] in chosen:
            used = {p["character"] for p in result}
            result[s]["character"] = next(c for c in STAND_INS if c not in used)
    return result


# --- Bart Cassidy ---------------------------------------------------------------------

def test_bart_draws_one_card_per_life_point_lost() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": "Bart Cassidy", "hand": [BANG_2D]}),
                 deck=[BANG_2C])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert game.life[1] == 3
    assert game.hands[1] == [BANG_2D, BANG_2C]


def test_bart_draws_three_after_surviving_dynamite() -> None:
    game = table(*four(s1={"character": "Bart Cassidy", "equipment": [DYNAMITE]}),
                 deck=[MISSED_3S, BANG_2C, BANG_3C, BANG_4C, BANG_5C, BEER_6H],
                 turn=1, phase="start")
    assert game.life[1] == 1
    assert game.hands[1] == [BANG_2C, BANG_3C, BANG_4C, BANG_5C, BEER_6H]


def test_bart_lethal_hit_death_check_comes_before_the_draw() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": "Bart Cassidy", "life": 1, "hand": [BANG_2D]}),
                 deck=[BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert decides(game) == (1, "dying")
    assert options(game) == {"die"}
    assert game.hands[1] == [BANG_2D]


def test_bart_saved_by_beer_then_draws() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": "Bart Cassidy", "life": 1, "hand": [BEER_7H]}),
                 deck=[BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    act(game, f"beer c{BEER_7H}", 1)
    assert game.life[1] == 1
    assert game.hands[1] == [BEER_6H]


# --- Black Jack -------------------------------------------------------------------------

def test_black_jack_heart_second_card_draws_one_more() -> None:
    game = table(*four(), deck=[BANG_2C, BEER_6H, BANG_3C, BANG_4C], phase="draw")
    assert game.hands[0] == [BANG_2C, BEER_6H, BANG_3C]
    reveal = [e for e in game.log if e.kind == "black_jack_reveals"]
    assert reveal[0].data["card"] == BEER_6H and reveal[0].to is None


def test_black_jack_diamond_second_card_draws_one_more() -> None:
    game = table(*four(), deck=[BANG_2C, BANG_2D, BANG_3C], phase="draw")
    assert game.hands[0] == [BANG_2C, BANG_2D, BANG_3C]


def test_black_jack_black_second_card_no_extra() -> None:
    game = table(*four(), deck=[BEER_6H, BANG_2C, BANG_3C], phase="draw")
    assert game.hands[0] == [BEER_6H, BANG_2C]


def test_black_jack_hearts_only_option() -> None:
    game = table(*four(), deck=[BANG_2C, BANG_2D, BANG_3C], phase="draw",
                 black_jack_hearts_only=True)
    assert game.hands[0] == [BANG_2C, BANG_2D]


def test_black_jack_skipped_by_jail_gets_nothing() -> None:
    game = table(*four(s1={"character": "Black Jack", "equipment": [JAIL_10S]},
                       s0={"character": "Kit Carlson"}),
                 deck=[BANG_2C, BEER_6H, BANG_2D, BANG_3C], turn=1, phase="start")
    assert game.hands[1] == []
    assert game.turn_seat == 2


# --- Calamity Janet ----------------------------------------------------------------------

def test_calamity_cancels_a_bang_with_a_bang() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": "Calamity Janet", "hand": [BANG_2C]}))
    act(game, f"play c{BANG_AS} t1", 0)
    assert options(game) == {f"missed c{BANG_2C}", "take"}
    act(game, f"missed c{BANG_2C}", 1)
    assert game.life[1] == 4


def test_calamity_discards_missed_in_duel_and_against_indians() -> None:
    game = table(*four(s0={"hand": [DUEL_JS, INDIANS_KD]},
                       s1={"character": "Calamity Janet", "hand": [MISSED_2S, MISSED_3S]},
                       s2={"hand": [BANG_2C]}, s3={"hand": [BANG_3C]}))
    act(game, f"play c{DUEL_JS} t1", 0)
    assert options(game) == {f"bang c{MISSED_2S}", f"bang c{MISSED_3S}", "take"}
    act(game, f"bang c{MISSED_2S}", 1)
    act(game, "take", 0)
    assert game.life[0] == 4
    act(game, f"play c{INDIANS_KD}", 0)
    act(game, f"bang c{MISSED_3S}", 1)
    assert game.life[1] == 4


def test_calamity_missed_as_bang_needs_range_and_can_be_cancelled() -> None:
    game = table(*four(s0={"character": "Calamity Janet", "hand": [MISSED_2S]},
                       s1={"hand": [MISSED_3S]}))
    assert options(game) == {f"play c{MISSED_2S} t1", f"play c{MISSED_2S} t3", "end"}
    act(game, f"play c{MISSED_2S} t1", 0)
    act(game, f"missed c{MISSED_3S}", 1)
    assert game.life[1] == 4


# --- El Gringo ----------------------------------------------------------------------------

def test_el_gringo_steals_one_card_per_life_point_from_the_shooter() -> None:
    game = table(*four(s0={"hand": [BANG_AS, BEER_6H]},
                       s1={"character": "El Gringo", "hand": [BANG_2C]}))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert game.life[1] == 2
    assert game.hands[1] == [BANG_2C, BEER_6H]
    assert game.hands[0] == []


def test_el_gringo_gets_nothing_if_the_shooter_has_no_cards() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": "El Gringo", "hand": [BANG_2C]}))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert game.hands[1] == [BANG_2C]


def test_el_gringo_steals_from_the_gatling_player() -> None:
    game = table(*four(s0={"hand": [GATLING, BEER_6H]},
                       s1={"character": "El Gringo", "hand": [BANG_2C]},
                       s2={"hand": [BANG_3C]}, s3={"hand": [BANG_4C]}))
    act(game, f"play c{GATLING}", 0)
    act(game, "take", 1)
    assert game.hands[1] == [BANG_2C, BEER_6H]


def test_el_gringo_not_for_dynamite() -> None:
    game = table(*four(s1={"character": "El Gringo", "equipment": [DYNAMITE], "life": 3,
                           "hand": [BEER_6H]},
                       s0={"hand": [BANG_AS]}),
                 deck=[MISSED_3S, BANG_2C], turn=1, phase="start")
    # At 0 life with one Beer: the Beer saves him, and nobody is robbed.
    act(game, f"beer c{BEER_6H}", 1)
    assert game.life[1] == 1
    assert game.hands[0] == [BANG_AS]


def test_el_gringo_not_when_he_loses_his_own_duel() -> None:
    game = table(*four(s1={"character": "El Gringo", "hand": [DUEL_JS]},
                       s2={"hand": [BANG_2C, BEER_6H]}), turn=1)
    act(game, f"play c{DUEL_JS} t2", 1)
    act(game, f"bang c{BANG_2C}", 2)
    assert game.life[1] == 2
    assert game.hands[1] == []
    assert game.hands[2] == [BEER_6H]


def test_el_gringo_not_when_he_loses_his_own_duel_with_duel_winner_is_killer() -> None:
    game = table(*four(s1={"character": "El Gringo", "hand": [DUEL_JS]},
                       s2={"hand": [BANG_2C, BEER_6H]}), turn=1, duel_winner_is_killer=True)
    act(game, f"play c{DUEL_JS} t2", 1)
    act(game, f"bang c{BANG_2C}", 2)
    assert game.hands[2] == [BEER_6H]


def test_el_gringo_lethal_hit_steals_only_if_saved() -> None:
    game = table(*four(s0={"hand": [BANG_AS, BANG_QH]},
                       s1={"character": "El Gringo", "life": 1, "hand": [BEER_6H]}))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert game.hands[1] == [BEER_6H]
    act(game, f"beer c{BEER_6H}", 1)
    assert game.hands[1] == [BANG_QH]


# --- Jesse Jones, Kit Carlson, Pedro Ramirez ----------------------------------------------

def test_jesse_jones_takes_first_card_from_a_hand() -> None:
    game = table(*four(s0={"character": "Jesse Jones"}, s3={"character": "Black Jack"},
                       s2={"hand": [BEER_6H]}),
                 deck=[BANG_2C, BANG_3C], phase="draw")
    assert decides(game) == (0, "draw_jesse")
    assert options(game) == {"draw_deck", "draw_from t2"}
    act(game, "draw_from t2", 0)
    assert game.hands[0] == [BEER_6H, BANG_2C]
    assert game.hands[2] == []


def test_jesse_jones_may_draw_from_the_deck() -> None:
    game = table(*four(s0={"character": "Jesse Jones"}, s3={"character": "Black Jack"},
                       s2={"hand": [BEER_6H]}),
                 deck=[BANG_2C, BANG_3C], phase="draw")
    act(game, "draw_deck", 0)
    assert game.hands[0] == [BANG_2C, BANG_3C]


def test_jesse_jones_without_other_hands_draws_from_the_deck() -> None:
    game = table(*four(s0={"character": "Jesse Jones"}, s3={"character": "Black Jack"}),
                 deck=[BANG_2C, BANG_3C], phase="draw")
    assert decides(game) == (0, "play")
    assert game.hands[0] == [BANG_2C, BANG_3C]


def test_kit_carlson_keeps_two_of_three_and_returns_one_on_top() -> None:
    game = table(*four(s0={"character": "Kit Carlson"}, s3={"character": "Black Jack"}),
                 deck=[BANG_2C, BEER_6H, BANG_3C, BANG_4C], phase="draw")
    assert decides(game) == (0, "kit_return")
    assert options(game) == {f"return c{c}" for c in (BANG_2C, BEER_6H, BANG_3C)}
    act(game, f"return c{BEER_6H}", 0)
    assert sorted(game.hands[0]) == sorted([BANG_2C, BANG_3C])
    assert game.deck[-1] == BEER_6H
    assert game.deck[-2] == BANG_4C


def test_pedro_ramirez_first_card_from_the_discard_pile() -> None:
    game = table(*four(s0={"character": "Pedro Ramirez"}),
                 deck=[BANG_2C, BANG_3C], discard=[BANG_4C, BEER_6H], phase="draw")
    assert decides(game) == (0, "draw_pedro")
    act(game, "draw_discard", 0)
    assert game.hands[0] == [BEER_6H, BANG_2C]
    assert game.discard == [BANG_4C]


def test_pedro_ramirez_empty_discard_draws_from_deck() -> None:
    game = table(*four(s0={"character": "Pedro Ramirez"}),
                 deck=[BANG_2C, BANG_3C], phase="draw")
    assert game.hands[0] == [BANG_2C, BANG_3C]


# --- Jourdonnais and Slab the Killer -------------------------------------------------

def test_jourdonnais_builtin_barrel() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": "Jourdonnais", "hand": [BANG_2C]}), deck=[BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    assert options(game) == {"barrel", "take"}
    act(game, "barrel", 1)
    assert game.life[1] == 4


def test_jourdonnais_with_a_real_barrel_draws_twice() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": "Jourdonnais", "equipment": [BARREL_QS],
                           "hand": [BANG_2C]}),
                 deck=[BANG_3C, BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "barrel", 1)
    assert options(game) == {"barrel", "take"}
    act(game, "barrel", 1)
    assert game.life[1] == 4
    assert game.discard == [BANG_AS, BANG_3C, BEER_6H]


def test_jourdonnais_two_hearts_cancel_slab() -> None:
    game = table(*four(s0={"character": "Slab the Killer", "hand": [BANG_AS]},
                       s1={"character": "Jourdonnais", "equipment": [BARREL_QS],
                           "hand": [BANG_2C]}),
                 deck=[BEER_7H, BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "barrel", 1)
    act(game, "barrel", 1)
    assert game.life[1] == 4


def test_slab_needs_two_missed() -> None:
    game = table(*four(s0={"character": "Slab the Killer", "hand": [BANG_AS]},
                       s1={"hand": [MISSED_2S, MISSED_3S]}))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, f"missed c{MISSED_2S}", 1)
    assert decides(game) == (1, "respond")
    act(game, f"missed c{MISSED_3S}", 1)
    assert game.life[1] == 4


def test_slab_one_missed_is_not_enough() -> None:
    game = table(*four(s0={"character": "Slab the Killer", "hand": [BANG_AS]},
                       s1={"hand": [MISSED_2S]}))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 3


def test_slab_vs_barrel_one_draw_only_heart_plus_missed_cancels() -> None:
    game = table(*four(s0={"character": "Slab the Killer", "hand": [BANG_AS]},
                       s1={"equipment": [BARREL_QS], "hand": [MISSED_2S]}),
                 deck=[BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "barrel", 1)
    assert options(game) == {f"missed c{MISSED_2S}", "take"}
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 4


def test_slab_gatling_needs_one_missed() -> None:
    game = table(*four(s0={"character": "Slab the Killer", "hand": [GATLING]},
                       s1={"hand": [MISSED_2S]}, s2={"hand": [BANG_2C]},
                       s3={"hand": [BANG_3C]}))
    act(game, f"play c{GATLING}", 0)
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 4
    assert decides(game) == (2, "respond")


# --- Lucky Duke, Paul Regret, Rose Doolan: see test_a8 and test_a4 -----------------------

def test_lucky_duke_barrel_two_cards() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": "Lucky Duke", "equipment": [BARREL_QS],
                           "hand": [BANG_2C]}),
                 deck=[BANG_3C, BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "barrel", 1)
    assert options(game) == {f"choose c{BANG_3C}", f"choose c{BEER_6H}"}
    act(game, f"choose c{BEER_6H}", 1)
    assert game.life[1] == 4


def test_paul_regret_is_out_of_panic_and_colt_reach() -> None:
    game = table(*four(s0={"hand": [PANIC_JH, BANG_AS]},
                       s1={"character": "Paul Regret", "hand": [BANG_2C]},
                       s3={"hand": [BANG_3C]}))
    assert options(game) == {f"play c{PANIC_JH} t3", f"play c{BANG_AS} t3", "end"}


def test_rose_doolan_reaches_distance_two_with_the_colt() -> None:
    game = table(*four(s0={"character": "Rose Doolan", "hand": [BANG_AS]}))
    assert options(game) == {f"play c{BANG_AS} t{s}" for s in (1, 2, 3)} | {"end"}


# --- Sid Ketchum ------------------------------------------------------------------------

def test_sid_discards_two_for_one_life_in_his_turn() -> None:
    game = table(*four(s0={"character": "Sid Ketchum", "life": 3,
                           "hand": [BANG_2C, BANG_3C, BANG_4C]}))
    assert f"sid c{BANG_2C} x{BANG_3C}" in options(game)
    act(game, f"sid c{BANG_2C} x{BANG_4C}", 0)
    assert game.life[0] == 4
    assert game.hands[0] == [BANG_3C]
    assert game.discard == [BANG_2C, BANG_4C]


def test_sid_at_full_life_is_not_offered() -> None:
    """A14.3."""
    game = table(*four(s0={"character": "Sid Ketchum", "hand": [MISSED_2S, MISSED_3S]}))
    assert options(game) == {"end"}


def test_sid_death_save_with_two_players_left() -> None:
    game = table(*four(s0={"hand": [BANG_AS]}, s2={"alive": False}, s3={"alive": False},
                       s1={"character": "Sid Ketchum", "life": 1,
                           "hand": [BEER_6H, BANG_2C]}))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert options(game) == {f"sid c{BANG_2C} x{BEER_6H}", "die"}
    act(game, f"sid c{BANG_2C} x{BEER_6H}", 1)
    assert game.life[1] == 1
    assert game.alive[1]


def test_sid_not_out_of_turn_by_default() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": "Sid Ketchum", "life": 2, "hand": [BANG_2C, BANG_3C]}))
    act(game, f"play c{BANG_AS} t1", 0)
    assert options(game) == {"take"}


def test_sid_any_time_out_of_turn_option() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": "Sid Ketchum", "life": 2,
                           "hand": [BANG_2C, BANG_3C, BANG_4C]}),
                 sid_ketchum_any_time_out_of_turn=True)
    act(game, f"play c{BANG_AS} t1", 0)
    assert options(game) == {f"sid c{BANG_2C} x{BANG_3C}", f"sid c{BANG_2C} x{BANG_4C}",
                             f"sid c{BANG_3C} x{BANG_4C}", "take"}
    act(game, f"sid c{BANG_2C} x{BANG_3C}", 1)
    assert game.life[1] == 3
    assert decides(game) == (1, "respond")


# --- Suzy Lafayette, Vulture Sam, Willy the Kid --------------------------------------------

def test_suzy_draws_when_her_hand_empties_mid_duel() -> None:
    game = table(*four(s0={"hand": [DUEL_JS, BANG_AS]},
                       s1={"character": "Suzy Lafayette", "hand": [BANG_2C]}),
                 deck=[BEER_6H])
    act(game, f"play c{DUEL_JS} t1", 0)
    act(game, f"bang c{BANG_2C}", 1)
    assert game.hands[1] == [BEER_6H]
    act(game, f"bang c{BANG_AS}", 0)
    assert decides(game) == (1, "duel")


def test_suzy_draws_after_playing_her_last_card() -> None:
    game = table(*four(s0={"character": "Suzy Lafayette", "hand": [BANG_AS]},
                       s1={"hand": [BANG_2C]}),
                 deck=[BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    assert game.hands[0] == [BEER_6H]


def test_suzy_draws_after_panic_empties_her_hand() -> None:
    game = table(*four(s0={"hand": [PANIC_JH]},
                       s1={"character": "Suzy Lafayette", "hand": [BANG_2C]}),
                 deck=[BEER_6H])
    act(game, f"play c{PANIC_JH} t1", 0)
    assert game.hands[0] == [BANG_2C]
    assert game.hands[1] == [BEER_6H]


def test_vulture_sam_takes_all_cards_of_the_dead() -> None:
    game = table(*four(s0={"hand": [BANG_AS]}, s3={"character": "Vulture Sam"},
                       s1={"life": 1, "hand": [BANG_2C], "equipment": [BARREL_QS]}),
                 deck=[BANG_3C, BANG_4C, BANG_5C, BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "barrel", 1)
    act(game, "take", 1)
    act(game, "die", 1)
    assert sorted(game.hands[3]) == sorted([BANG_2C, BARREL_QS])
    assert game.hands[0] == [BANG_4C, BANG_5C, BEER_6H]
    assert game.discard == [BANG_AS, BANG_3C]


def test_willy_the_kid_plays_any_number_of_bangs() -> None:
    game = table(*four(s0={"character": "Willy the Kid", "hand": [BANG_AS, BANG_QH, BANG_2D]},
                       s1={"character": "Black Jack", "hand": [BANG_2C]}))
    for card in (BANG_AS, BANG_QH, BANG_2D):
        act(game, f"play c{card} t1", 0)
        act(game, "take", 1)
    assert game.life[1] == 1
