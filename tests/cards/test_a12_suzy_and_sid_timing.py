"""RULES.md A12 on timing: Suzy Lafayette draws the moment her hand empties ("at any
moment", with A14.1 putting a played card on the discard pile before its effect), and
Sid Ketchum's "at any time" covers every decision of his own turn, the phase-3 discard
included (A3), with the discards due counted again from his new life (A11)."""

from __future__ import annotations

import random

import pytest

from bang.bots import make_bot
from bang.bots.heuristic import HeuristicBot
from bang.cards import CardConfig, CardGame

from .ghost_setups import ghost, position
from .ghost_setups import seat as ghost_seat
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BANG_5C,
    BANG_6C,
    BANG_AS,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    BEER_8H,
    BEER_9H,
    BEER_10H,
    CAT_BALOU_KH,
    DUEL_JS,
    DYNAMITE,
    GENERAL_STORE_QS,
    INDIANS_KD,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    PANIC_JH,
    STAGECOACH_1,
    WELLS_FARGO,
    act,
    decides,
    kinds,
    options,
    seat,
    table,
)

SUZY = "Suzy Lafayette"
SID = "Sid Ketchum"


def four(s0: dict[str, object] | None = None, s1: dict[str, object] | None = None,
         s2: dict[str, object] | None = None,
         s3: dict[str, object] | None = None) -> list[dict[str, object]]:
    """Sheriff Kit Carlson, Outlaw Black Jack, Outlaw Willy the Kid, Renegade Paul
    Regret, each changed by its ``sN`` entries."""
    players = [seat("sheriff", "Kit Carlson"), seat("outlaw", "Black Jack"),
               seat("outlaw", "Willy the Kid"), seat("renegade", "Paul Regret")]
    for s, info in enumerate((s0, s1, s2, s3)):
        players[s].update(info or {})
    return players


def draws(events: list[object], seat_: int) -> list[tuple[str, list[int]]]:
    """(why, cards) of every draw event of ``seat_`` in ``events``, in order."""
    return [(e.data["why"], e.data["cards"]) for e in events  # type: ignore[attr-defined]
            if e.kind == "draw" and e.data["seat"] == seat_]  # type: ignore[attr-defined]


# --- Suzy Lafayette: her last card played -------------------------------------------------

def test_a12_suzy_stagecoach_as_her_last_card_gives_her_own_card_then_two() -> None:
    game = table(*four(s0={"character": SUZY, "hand": [STAGECOACH_1]}),
                 deck=[BEER_6H, BEER_7H, BEER_8H])
    events = act(game, f"play c{STAGECOACH_1}", 0)
    assert sorted(game.hands[0]) == sorted([BEER_6H, BEER_7H, BEER_8H])
    # A14.1: the Stagecoach is played (and discarded), her hand is empty, she draws;
    # only then does the Stagecoach resolve.
    assert draws(events, 0) == [("suzy", [BEER_6H]), ("stagecoach", [BEER_7H, BEER_8H])]
    assert kinds(events).index("play") < kinds(events).index("draw")


def test_a12_suzy_wells_fargo_as_her_last_card_gives_one_plus_three() -> None:
    game = table(*four(s0={"character": SUZY, "hand": [WELLS_FARGO]}),
                 deck=[BEER_6H, BEER_7H, BEER_8H, BEER_9H])
    events = act(game, f"play c{WELLS_FARGO}", 0)
    assert len(game.hands[0]) == 4
    assert draws(events, 0) == [("suzy", [BEER_6H]),
                                ("wells_fargo", [BEER_7H, BEER_8H, BEER_9H])]


def test_a12_suzy_general_store_as_her_last_card_draws_before_the_reveal() -> None:
    game = table(*four(s0={"character": SUZY, "hand": [GENERAL_STORE_QS]}),
                 deck=[BEER_6H, BEER_7H, BEER_8H, BEER_9H, BEER_10H])
    events = act(game, f"play c{GENERAL_STORE_QS}", 0)
    assert game.hands[0] == [BEER_6H]
    reveal = next(e for e in events if e.kind == "store_reveals")
    assert sorted(reveal.data["cards"]) == sorted([BEER_7H, BEER_8H, BEER_9H, BEER_10H])


def test_a12_suzy_blue_card_as_her_last_card_refills_at_once() -> None:
    game = table(*four(s0={"character": SUZY, "hand": [MUSTANG_8H]}), deck=[BEER_6H])
    act(game, f"play c{MUSTANG_8H}", 0)
    assert game.hands[0] == [BEER_6H]
    assert MUSTANG_8H in game.tables[0]


def test_a12_suzy_last_card_with_an_empty_deck_reshuffles_the_card_she_played() -> None:
    # A14.1 and A11: the played card is already on the discard pile when she draws, so
    # the reshuffle holds it (and nothing else here).
    game = table(*four(s0={"character": SUZY, "hand": [BANG_AS]},
                       s1={"hand": [MISSED_2S]}),
                 unlisted="out")
    act(game, f"play c{BANG_AS} t1", 0)
    assert game.hands[0] == [BANG_AS]
    assert decides(game) == (1, "respond")


# --- Suzy Lafayette: her last card taken or discarded by others -------------------------

def test_a12_suzy_jesse_jones_takes_her_only_card_she_refills_before_his_second() -> None:
    game = table(*four(s0={"character": "Jesse Jones"},
                       s1={"character": SUZY, "hand": [BARREL_QS]}),
                 deck=[BEER_6H, BEER_7H], phase="draw")
    act(game, "draw_from t1", 0)
    assert sorted(game.hands[0]) == sorted([BARREL_QS, BEER_7H])
    assert game.hands[1] == [BEER_6H]


def test_a12_suzy_cat_balou_discards_her_only_card_she_refills() -> None:
    game = table(*four(s0={"hand": [CAT_BALOU_KH]},
                       s1={"character": SUZY, "hand": [BANG_2C]}), deck=[BEER_6H])
    act(game, f"play c{CAT_BALOU_KH} t1", 0)
    assert game.hands[1] == [BEER_6H]
    assert BANG_2C in game.discard


def test_a12_suzy_panic_takes_her_only_card_she_refills() -> None:
    game = table(*four(s0={"hand": [PANIC_JH]},
                       s1={"character": SUZY, "hand": [BANG_2C]}), deck=[BEER_6H])
    act(game, f"play c{PANIC_JH} t1", 0)
    assert game.hands[0] == [BANG_2C]
    assert game.hands[1] == [BEER_6H]


def test_a12_suzy_el_gringo_takes_her_refill_and_she_refills_again() -> None:
    # Her last card is a BANG! on El Gringo: she refills at once (BEER 6), El Gringo is
    # hit and takes a random card of hers (the only one), and she draws again.
    game = table(*four(s0={"character": SUZY, "hand": [BANG_AS]},
                       s1={"character": "El Gringo"}), deck=[BEER_6H, BEER_7H])
    act(game, f"play c{BANG_AS} t1", 0)  # El Gringo holds nothing: his hit is forced
    assert game.life[1] == 2
    assert game.hands[1] == [BEER_6H]
    assert game.hands[0] == [BEER_7H]


# --- Suzy Lafayette: her last card given in answer, out of turn ----------------------------

def test_a12_suzy_missed_as_her_last_card_refills_before_slab_needs_the_second() -> None:
    game = table(*four(s0={"character": "Slab the Killer", "hand": [BANG_AS]},
                       s1={"character": SUZY, "hand": [MISSED_2S]}), deck=[MISSED_3S])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.hands[1] == [MISSED_3S]
    assert f"missed c{MISSED_3S}" in options(game)


def test_a12_suzy_bang_against_indians_as_her_last_card_refills() -> None:
    game = table(*four(s0={"hand": [INDIANS_KD]},
                       s1={"character": SUZY, "hand": [BANG_2C]}), deck=[BEER_6H])
    act(game, f"play c{INDIANS_KD}", 0)
    act(game, f"bang c{BANG_2C}", 1)
    assert game.hands[1] == [BEER_6H]
    assert game.life[1] == 4


def test_a12_suzy_duel_bang_as_her_last_card_refills_before_the_duel_goes_on() -> None:
    game = table(*four(s0={"hand": [DUEL_JS, BANG_3C]},
                       s1={"character": SUZY, "hand": [BANG_2C]}), deck=[BANG_4C])
    act(game, f"play c{DUEL_JS} t1", 0)
    act(game, f"bang c{BANG_2C}", 1)
    assert game.hands[1] == [BANG_4C]
    act(game, f"bang c{BANG_3C}", 0)
    assert f"bang c{BANG_4C}" in options(game)


def test_a12_suzy_dying_beer_as_her_last_card_draws_and_may_save_her_again() -> None:
    # A9.2 and A12: a dying Suzy is still in the game (only elimination stops her), so
    # each Beer that empties her hand draws her the next one.  Dynamite at 1 life: -2,
    # three Beers to survive, and one card more once she is saved with an empty hand.
    game = table(*four(s0={"character": SUZY, "life": 1, "hand": [BEER_6H],
                           "equipment": [DYNAMITE]}),
                 deck=[MISSED_3S, BEER_7H, BEER_8H, BANG_6C], phase="start")
    assert decides(game) == (0, "dying")
    act(game, f"beer c{BEER_6H}", 0)
    assert game.hands[0] == [BEER_7H]
    act(game, f"beer c{BEER_7H}", 0)
    act(game, f"beer c{BEER_8H}", 0)
    assert game.life[0] == 1 and game.alive[0]
    assert BANG_6C in game.hands[0]


def test_a12_suzy_sheriff_penalty_empties_her_hand_she_draws() -> None:
    # A9.3: a Sheriff who kills his Deputy discards his hand and table; Suzy then draws.
    players = [seat("sheriff", SUZY, hand=[BANG_AS, BEER_6H]),
               seat("deputy", "Black Jack", life=1), seat("outlaw", "Willy the Kid"),
               seat("renegade", "Paul Regret")]
    game = table(*players, deck=[BEER_7H])
    act(game, f"play c{BANG_AS} t1", 0)  # the Deputy holds nothing: hit and death forced
    assert not game.alive[1]
    assert game.hands[0] == [BEER_7H]


def test_a12_suzy_eliminated_draws_nothing() -> None:
    game = table(*four(s0={"hand": [BANG_AS]},
                       s1={"character": SUZY, "life": 1, "hand": [BANG_2C]}), deck=[BEER_6H])
    events = act(game, f"play c{BANG_AS} t1", 0)
    events += act(game, "take", 1)
    events += act(game, "die", 1)
    assert not game.alive[1] and game.hands[1] == []
    assert draws(events, 1) == []


def test_c1_2_suzy_spooked_of_her_last_card_by_a_ghost_refills() -> None:
    from .test_c1_dead_reckonin import A_CLUBS, TWO_CLUBS, choose, end_sheriff_turn

    players = [ghost_seat("sheriff"), ghost("outlaw", [A_CLUBS, TWO_CLUBS]),
               ghost_seat("renegade", SUZY, hand=[BEER_6H]), ghost_seat("outlaw")]
    game = position(players, "dead_reckonin", deck=[BEER_7H])
    end_sheriff_turn(game)
    choose(game, 1, A_CLUBS, TWO_CLUBS)
    events = game.apply("spook t2")
    assert BEER_6H in game.discard
    assert draws(events, 2)[0] == ("suzy", [BEER_7H])


# --- Suzy Lafayette: the property -----------------------------------------------------------

def drawable(game: CardGame) -> bool:
    """Whether a card could be drawn now: the deck, or a discard pile the reshuffle
    would turn into a deck (A11; with ``reshuffle_keep_top_discard`` its top stays)."""
    keep = 1 if game.config.reshuffle_keep_top_discard else 0
    return bool(game.deck) or len(game.discard) > keep


@pytest.mark.parametrize("variant", ["none", "dead_reckonin", "dead_mans_hand"])
def test_a12_a_living_suzy_holds_a_card_at_every_decision(variant: str) -> None:
    """At every decision of random games (3-8 players; the ghost variants from 4), a
    living Suzy Lafayette holds a card unless nothing is left to draw."""
    played = 0
    seed = 0
    target = 1200 if variant == "none" else 300
    while played < target:
        seed += 1
        players = 3 + seed % 6 if variant == "none" else 4 + seed % 5
        options = {"players": players, "ghost_variant": variant,
                   "reshuffle_keep_top_discard": seed % 3 == 0,
                   "sid_ketchum_any_time_out_of_turn": seed % 4 == 0}
        game = CardGame.new(CardConfig.from_dict(options), seed)
        if SUZY not in game.characters:
            continue
        played += 1
        suzy = game.characters.index(SUZY)
        rng = random.Random(seed)
        while not game.is_over:
            if game.alive[suzy] and not game.hands[suzy]:
                assert not drawable(game), f"seed {seed}: Suzy empty-handed at {game.pending}"
            game.apply(rng.choice(game.legal_actions()))


# --- Sid Ketchum: every decision of his own turn ------------------------------------------

def sid_discarding(life: int, hand: list[int]) -> CardGame:
    game = table(*four(s1={"character": SID, "life": life, "hand": hand}), turn=1)
    act(game, "end", 1)
    return game


def test_a12_sid_is_offered_his_pairs_at_the_phase_3_discard() -> None:
    game = sid_discarding(2, [BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C])
    assert decides(game) == (1, "discard")
    assert f"sid c{BANG_2C} x{BANG_3C}" in options(game)
    assert f"discard c{BANG_2C}" in options(game)


def test_a11_sid_discards_due_are_counted_again_from_his_new_life() -> None:
    # Five cards at 2 life: three discards due.  One pair for a life leaves three cards
    # at 3 life: nothing more is due, and the turn passes.
    game = sid_discarding(2, [BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C])
    act(game, f"sid c{BANG_2C} x{BANG_3C}", 1)
    assert game.life[1] == 3 and len(game.hands[1]) == 3
    assert decides(game) == (2, "play")


def test_a11_sid_a_pair_at_the_discard_may_leave_one_more_discard_due() -> None:
    game = sid_discarding(1, [BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C])
    act(game, f"sid c{BANG_2C} x{BANG_3C}", 1)
    assert game.life[1] == 2
    assert decides(game) == (1, "discard")
    assert f"sid c{BANG_4C} x{BANG_5C}" in options(game)
    act(game, f"sid c{BANG_4C} x{BANG_5C}", 1)
    assert game.life[1] == 3 and game.hands[1] == [BANG_6C]
    assert decides(game) == (2, "play")


def test_a14_3_sid_at_full_life_is_not_offered_pairs_at_the_discard() -> None:
    game = sid_discarding(4, [BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C])
    assert {a.split()[0] for a in options(game)} == {"discard"}


def test_a12_sid_in_a_duel_he_started_is_offered_his_pairs() -> None:
    game = table(*four(s0={"character": SID, "life": 2,
                           "hand": [DUEL_JS, BANG_2C, BANG_3C, BANG_4C]},
                       s1={"hand": [BANG_5C]}))
    act(game, f"play c{DUEL_JS} t1", 0)
    act(game, f"bang c{BANG_5C}", 1)
    assert decides(game) == (0, "duel")
    assert f"sid c{BANG_2C} x{BANG_3C}" in options(game)
    act(game, f"sid c{BANG_2C} x{BANG_3C}", 0)
    assert game.life[0] == 3 and decides(game) == (0, "duel")


def test_a12_sid_challenged_out_of_his_turn_is_not_offered_pairs_by_default() -> None:
    game = table(*four(s0={"hand": [DUEL_JS]},
                       s1={"character": SID, "life": 2, "hand": [BANG_2C, BANG_3C]}))
    act(game, f"play c{DUEL_JS} t1", 0)
    assert options(game) == {f"bang c{BANG_2C}", f"bang c{BANG_3C}", "take"}


def test_a12_sid_at_his_general_store_pick_is_offered_his_pairs() -> None:
    game = table(*four(s0={"character": SID, "life": 2,
                           "hand": [GENERAL_STORE_QS, BANG_2C, BANG_3C]}),
                 deck=[BEER_6H, BEER_7H, BEER_8H, BEER_9H])
    act(game, f"play c{GENERAL_STORE_QS}", 0)
    assert decides(game) == (0, "store_pick")
    act(game, f"sid c{BANG_2C} x{BANG_3C}", 0)
    assert game.life[0] == 3 and decides(game) == (0, "store_pick")
    act(game, f"pick c{BEER_6H}", 0)
    assert game.hands[0] == [BEER_6H]


def test_a12_sid_choosing_a_card_for_panic_is_offered_his_pairs() -> None:
    game = table(*four(s0={"character": SID, "life": 2, "hand": [PANIC_JH, BANG_2C, BANG_3C]},
                       s1={"hand": [BANG_4C], "equipment": [BARREL_QS]}))
    act(game, f"play c{PANIC_JH} t1", 0)
    assert decides(game) == (0, "choose_card")
    act(game, f"sid c{BANG_2C} x{BANG_3C}", 0)
    assert game.life[0] == 3 and decides(game) == (0, "choose_card")
    act(game, f"table c{BARREL_QS}", 0)
    assert game.hands[0] == [BARREL_QS]


# --- Sid Ketchum: the bots use the discard ---------------------------------------------------

def test_a12_heuristic_sid_trades_a_pair_at_the_discard_when_two_are_due() -> None:
    game = sid_discarding(2, [BANG_2C, BANG_3C, BANG_4C, BANG_5C, BEER_6H])
    choice = HeuristicBot(0).choose(game.view(1), game.legal_actions())
    assert choice.kind == "sid" and BEER_6H not in (choice.card, choice.arg)


def test_a12_heuristic_sid_keeps_his_card_when_one_is_due_at_three_life() -> None:
    game = sid_discarding(3, [BANG_2C, BANG_3C, BANG_4C, BEER_6H])
    choice = HeuristicBot(0).choose(game.view(1), game.legal_actions())
    assert choice.kind == "discard"


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a12_search_sid_trades_a_pair_at_the_discard_when_it_pays(level: str) -> None:
    # Three discards due at 1 life: a pair for a life costs fewer cards than the
    # discards would, and a life at 1 is worth most.
    game = sid_discarding(1, [BANG_2C, BANG_3C, BANG_4C, BANG_5C])
    bot = make_bot(level, 3)
    assert bot.choose(game.view(1), game.legal_actions()).kind == "sid"
