"""RULES.md A7, brown cards: each card's exact effect."""

from __future__ import annotations

from typing import Any

from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BANG_5C,
    BANG_AS,
    BARREL_QS,
    BEER_6H,
    CAT_BALOU_KH,
    DUEL_JS,
    FILLER,
    GATLING,
    GENERAL_STORE_QS,
    INDIANS_KD,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    PANIC_JH,
    SALOON,
    SCOPE,
    STAGECOACH_1,
    WELLS_FARGO,
    act,
    decides,
    options,
    seat,
    table,
)


def four(hand0: list[int], hands: tuple[list[int], ...] = ([], [], []),
         **kw: Any) -> list[dict[str, Any]]:
    return [seat("sheriff", "Black Jack", hand=hand0, **kw),
            seat("outlaw", "Kit Carlson", hand=hands[0]),
            seat("outlaw", "Lucky Duke", hand=hands[1]),
            seat("renegade", "Jesse Jones", hand=hands[2])]


# --- BANG! and Missed! -------------------------------------------------------------

def test_bang_uncancelled_costs_one_life_and_is_discarded() -> None:
    game = table(*four([BANG_AS], ([BANG_2C], [], [])))
    act(game, f"play c{BANG_AS} t1", 0)
    assert decides(game) == (1, "respond")
    assert options(game) == {"take"}
    act(game, "take", 1)
    assert game.life[1] == 3
    assert game.discard == [BANG_AS]
    assert decides(game) == (0, "play")


def test_missed_cancels_a_bang_and_both_are_discarded() -> None:
    game = table(*four([BANG_AS], ([MISSED_2S], [], [])))
    act(game, f"play c{BANG_AS} t1", 0)
    assert options(game) == {f"missed c{MISSED_2S}", "take"}
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 4
    assert game.discard == [BANG_AS, MISSED_2S]
    assert game.hands[1] == []


def test_missed_is_not_playable_in_ones_own_turn() -> None:
    game = table(*four([MISSED_2S]))
    assert options(game) == {"end"}


# --- Beer and Saloon ----------------------------------------------------------------

def test_beer_heals_one_life_up_to_max() -> None:
    game = table(*four([BEER_6H, BEER_6H + 1], life=3))
    act(game, f"play c{BEER_6H}", 0)
    assert game.life[0] == 4
    assert game.discard == [BEER_6H]


def test_beer_at_full_life_is_legal_and_does_nothing() -> None:
    game = table(*four([BEER_6H]))
    assert f"play c{BEER_6H}" in options(game)
    act(game, f"play c{BEER_6H}", 0)
    assert game.life[0] == 5
    assert game.discard == [BEER_6H]


def test_beer_has_no_effect_with_two_players_left() -> None:
    players = four([BEER_6H], life=3)
    players[1]["alive"] = players[2]["alive"] = False
    game = table(*players)
    act(game, f"play c{BEER_6H}", 0)
    assert game.life[0] == 3
    assert game.discard == [BEER_6H]


def test_saloon_heals_every_living_player_capped_at_max() -> None:
    players = four([SALOON], life=3)
    players[1]["life"] = 2
    players[2]["alive"] = False
    players[2]["life"] = 0
    game = table(*players)
    act(game, f"play c{SALOON}", 0)
    assert game.life == [4, 3, 0, 4]


def test_saloon_works_with_two_players_left() -> None:
    players = four([SALOON], life=3)
    players[1]["alive"] = players[2]["alive"] = False
    players[3]["life"] = 1
    game = table(*players)
    act(game, f"play c{SALOON}", 0)
    assert game.life[0] == 4
    assert game.life[3] == 2


# --- Stagecoach, Wells Fargo, General Store -----------------------------------------

def test_stagecoach_draws_two() -> None:
    game = table(*four([STAGECOACH_1]), deck=[BANG_2C, BANG_3C, BANG_4C])
    act(game, f"play c{STAGECOACH_1}", 0)
    assert game.hands[0] == [BANG_2C, BANG_3C]
    assert game.deck[-1] == BANG_4C


def test_wells_fargo_draws_three() -> None:
    game = table(*four([WELLS_FARGO]), deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C])
    act(game, f"play c{WELLS_FARGO}", 0)
    assert game.hands[0] == [BANG_2C, BANG_3C, BANG_4C]
    assert game.deck[-1] == BANG_5C


def store_game(**kw: Any) -> Any:
    players = four([GENERAL_STORE_QS], ([FILLER[5]], [FILLER[6]], [FILLER[7]]))
    game = table(*players, deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C, BEER_6H], **kw)
    act(game, f"play c{GENERAL_STORE_QS}", 0)
    return game


def test_general_store_reveals_one_card_per_living_player_picked_clockwise() -> None:
    game = store_game()
    assert decides(game) == (0, "store_pick")
    assert game.view(2).revealed == (BANG_2C, BANG_3C, BANG_4C, BANG_5C)
    act(game, f"pick c{BANG_4C}", 0)
    assert decides(game) == (1, "store_pick")
    act(game, f"pick c{BANG_2C}", 1)
    assert decides(game) == (2, "store_pick")
    act(game, f"pick c{BANG_5C}", 2)
    # The last card goes to seat 3 without a choice.
    assert game.hands[3] == [FILLER[7], BANG_3C]
    assert game.hands[0] == [BANG_4C]
    assert game.hands[1] == [FILLER[5], BANG_2C]
    assert game.hands[2] == [FILLER[6], BANG_5C]
    assert game.deck[-1] == BEER_6H
    assert decides(game) == (0, "play")


def test_general_store_ccw_option_picks_counter_clockwise() -> None:
    game = store_game(general_store_ccw=True)
    act(game, f"pick c{BANG_2C}", 0)
    assert decides(game) == (3, "store_pick")
    act(game, f"pick c{BANG_3C}", 3)
    assert decides(game) == (2, "store_pick")


def test_general_store_skips_the_dead() -> None:
    players = four([GENERAL_STORE_QS], ([], [FILLER[6]], [FILLER[7]]))
    players[1]["alive"] = False
    game = table(*players, deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C])
    act(game, f"play c{GENERAL_STORE_QS}", 0)
    assert game.view(0).revealed == (BANG_2C, BANG_3C, BANG_4C)
    act(game, f"pick c{BANG_2C}", 0)
    assert decides(game) == (2, "store_pick")


# --- Panic! and Cat Balou -----------------------------------------------------------

def test_panic_takes_a_random_hand_card_into_hand() -> None:
    game = table(*four([PANIC_JH], ([BANG_2C], [], [])))
    act(game, f"play c{PANIC_JH} t1", 0)
    # Seat 1 has no card in play: taking from his hand is the only, public, choice.
    assert game.hands[0] == [BANG_2C]
    assert game.hands[1] == []
    assert game.discard == [PANIC_JH]


def test_panic_takes_a_chosen_table_card_into_hand() -> None:
    players = four([PANIC_JH], ([BANG_2C], [], []))
    players[1]["equipment"] = [BARREL_QS, MUSTANG_8H]
    players[0]["equipment"] = [SCOPE]
    game = table(*players)
    act(game, f"play c{PANIC_JH} t1", 0)
    assert decides(game) == (0, "choose_card")
    assert options(game) == {"hand", f"table c{BARREL_QS}", f"table c{MUSTANG_8H}"}
    act(game, f"table c{BARREL_QS}", 0)
    assert game.hands[0] == [BARREL_QS]
    assert game.tables[1] == [MUSTANG_8H]
    assert game.hands[1] == [BANG_2C]


def test_panic_reaches_only_distance_one() -> None:
    game = table(*four([PANIC_JH], ([BANG_2C], [BANG_3C], [BANG_4C])))
    assert options(game) == {f"play c{PANIC_JH} t1", f"play c{PANIC_JH} t3", "end"}


def test_cat_balou_any_distance_discards_a_random_hand_card() -> None:
    game = table(*four([CAT_BALOU_KH], ([], [BANG_3C], [])))
    assert options(game) == {f"play c{CAT_BALOU_KH} t2", "end"}
    act(game, f"play c{CAT_BALOU_KH} t2", 0)
    assert game.hands[2] == []
    assert game.discard == [CAT_BALOU_KH, BANG_3C]


def test_cat_balou_discards_a_chosen_table_card() -> None:
    players = four([CAT_BALOU_KH], ([], [BANG_3C], []))
    players[2]["equipment"] = [BARREL_QS]
    game = table(*players)
    act(game, f"play c{CAT_BALOU_KH} t2", 0)
    act(game, f"table c{BARREL_QS}", 0)
    assert game.tables[2] == []
    assert game.hands[2] == [BANG_3C]
    assert game.discard == [CAT_BALOU_KH, BARREL_QS]


# --- Duel, Indians!, Gatling --------------------------------------------------------

def test_duel_alternates_from_the_challenged_and_the_first_to_stop_loses() -> None:
    game = table(*four([DUEL_JS, BANG_AS], ([], [BANG_2C, BANG_3C, MISSED_2S], [])))
    assert f"play c{DUEL_JS} t2" in options(game)
    act(game, f"play c{DUEL_JS} t2", 0)
    assert decides(game) == (2, "duel")
    assert options(game) == {f"bang c{BANG_2C}", f"bang c{BANG_3C}", "take"}
    act(game, f"bang c{BANG_2C}", 2)
    assert decides(game) == (0, "duel")
    act(game, f"bang c{BANG_AS}", 0)
    act(game, f"bang c{BANG_3C}", 2)
    # The challenger has no BANG! left: he loses the duel.
    assert game.life == [4, 4, 4, 4]
    assert game.hands[2] == [MISSED_2S]
    assert game.discard == [DUEL_JS, BANG_2C, BANG_AS, BANG_3C]


def test_duel_challenged_who_declines_loses_one_life() -> None:
    game = table(*four([DUEL_JS], ([], [BANG_2C], [])))
    act(game, f"play c{DUEL_JS} t2", 0)
    act(game, "take", 2)
    assert game.life == [5, 4, 3, 4]
    assert game.hands[2] == [BANG_2C]


def test_indians_each_other_player_discards_a_bang_or_loses_a_life() -> None:
    hands = ([BANG_2C], [MISSED_2S], [BANG_3C, BANG_4C])
    game = table(*four([INDIANS_KD], hands))
    act(game, f"play c{INDIANS_KD}", 0)
    assert decides(game) == (1, "indians")
    act(game, f"bang c{BANG_2C}", 1)
    assert decides(game) == (2, "indians")
    assert options(game) == {"take"}
    act(game, "take", 2)
    assert decides(game) == (3, "indians")
    act(game, f"bang c{BANG_4C}", 3)
    assert game.life == [5, 4, 3, 4]
    assert game.hands == [[], [], [MISSED_2S], [BANG_3C]]
    assert decides(game) == (0, "play")


def test_gatling_shoots_every_other_player_barrel_and_missed_help() -> None:
    players = four([GATLING], ([MISSED_3S], [BANG_2C], [BANG_3C]))
    players[3]["equipment"] = [BARREL_QS]
    game = table(*players, deck=[BEER_6H])
    act(game, f"play c{GATLING}", 0)
    act(game, f"missed c{MISSED_3S}", 1)
    act(game, "take", 2)
    assert decides(game) == (3, "respond")
    assert options(game) == {"barrel", "take"}
    act(game, "barrel", 3)
    assert game.life == [5, 4, 3, 4]
    assert game.discard == [GATLING, MISSED_3S, BEER_6H]


def test_a14_4_panic_and_cat_balou_need_a_target_with_cards() -> None:
    game = table(*four([PANIC_JH, CAT_BALOU_KH], ([], [BANG_3C], [])))
    assert options(game) == {f"play c{CAT_BALOU_KH} t2", "end"}
