"""Ghost Town with the ghost variants of Part C (rules/high-noon-fistful.md F7.1, F7.2,
worked case W39): with ``event_revival_cards = "always"`` a Dead Reckonin' ghost or a Dead
Man's Hand dead player sets his own hand aside, plays a Ghost Town turn from an empty
hand, is eliminated again and takes his hand back (Dead Man's Hand then runs his
dead-player procedure).  Dead Man with a ghost variant (F7.2-3, F7.2-6) stays refused.

Exact positions first, one per clause, then property tests: random games and positions
with High Noon's deck, ``always`` and each variant at 3-8 players end, keep every card in
one place (the set-aside hand included), replay, and swap twins look alike."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bang.cards import CardConfig, CardGame
from bang.cards.event_deck import pool
from bang.cards.frames import Dying, Elimination
from twins import card_swap_twins, cards_known_to, drive_swap_twins, hidden_cards, random_card_setup

from .events import ev_table
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BANG_5C,
    BANG_6C,
    BANG_7C,
    BANG_8C,
    BANG_9C,
    BEER_6H,
    BEER_7H,
    MISSED_2S,
    MISSED_3S,
    MISSED_4S,
    act,
    card_id,
    decides,
    options,
    seat,
)

A_S = card_id("BANG!", "AS")
THREE_D = card_id("BANG!", "3D")
K_H = card_id("BANG!", "KH")
K_D = card_id("Indians!", "KD")

PLAIN = ("Vulture Sam", "Sid Ketchum", "Slab the Killer", "Willy the Kid", "Bart Cassidy")
ROLES = ("sheriff", "outlaw", "outlaw", "renegade")


def four(**kw: dict[str, Any]) -> list[dict[str, Any]]:
    """P0 Sheriff, P1/P2 Outlaws, P3 Renegade, plain characters; ``pN`` replaces seat N."""
    used = {v["character"] for v in kw.values()}
    spare = [c for c in PLAIN if c not in used]
    return [kw[f"p{i}"] if f"p{i}" in kw else seat(role, spare.pop(0))
            for i, role in enumerate(ROLES)]


def ghost(role: str, character: str, hand: list[int]) -> dict[str, Any]:
    """A dead seat (a Part C ghost once the ``ghost`` key names him)."""
    return seat(role, character, alive=False, life=0, hand=hand)


def town(variant: str, *players: dict[str, Any], ghost_key: dict[str, Any],
         turn: int = 1, reveal: bool = False, **kw: Any) -> CardGame:
    """``variant`` with ``always`` and Ghost Town in force (round 2), or with ``reveal``
    next, revealed at the Sheriff's turn ``turn = 0``."""
    if reveal:
        events: dict[str, Any] = {"deck": ["ghost_town", "high_noon"], "in_force": "thirst",
                                  "rounds": 1}
    else:
        events = {"deck": ["thirst", "high_noon"], "in_force": "ghost_town", "rounds": 2}
    return ev_table(*players, turn=turn, ghost_variant=variant, ghost=ghost_key,
                    event_revival_cards="always", events=events, **kw)


def aside(game: CardGame) -> list[int]:
    events = game.events
    assert events is not None
    return events.aside


# --- F7.1: the option -------------------------------------------------------------------
@pytest.mark.parametrize("variant", ["dead_reckonin", "dead_mans_hand"])
def test_f7_1_always_keeps_ghost_town_in_a_ghost_variants_high_noon_deck(variant: str) -> None:
    game = CardGame.new(CardConfig(event_decks="high_noon", ghost_variant=variant,
                                   event_revival_cards="always"), 3)
    assert game.events is not None and "ghost_town" in game.events.deck
    assert len(game.events.deck) == 13  # 12 cards and the final one


@pytest.mark.parametrize("decks", ["fistful", "mixed"])
@pytest.mark.parametrize("variant", ["dead_reckonin", "dead_mans_hand"])
def test_f7_1_always_keeps_both_revival_cards_with_a_ghost_variant(
        variant: str, decks: str) -> None:
    # Ghost Town's F7.2 (-1, -2, -4, -5) and Dead Man's (-3, -6) are both played: every
    # deck that holds them keeps them with a ghost variant when asked (a mixed deck
    # draws some cards of each deck, so a few deals show both).
    seen: set[str] = set()
    for seed in range(40):
        game = CardGame.new(CardConfig.from_dict({
            "event_decks": decks, "ghost_variant": variant,
            "event_revival_cards": "always"}), seed)
        assert game.events is not None
        seen |= {*game.events.deck, *game.events.pile} & {"ghost_town", "dead_man"}
    assert seen == ({"dead_man"} if decks == "fistful" else {"ghost_town", "dead_man"})


# --- F7.2-1 and W39: Dead Reckonin' ---------------------------------------------------
def w39() -> CardGame:
    """W39: ghost P2 holds [A♠, 3♦]; P1 ends his turn, Ghost Town in force."""
    players = four(p2=ghost("outlaw", "Slab the Killer", [A_S, THREE_D]))
    return town("dead_reckonin", *players, ghost_key={"ghosts": [2]},
                deck=[BANG_2C, BANG_3C, BANG_4C, BEER_6H, BEER_7H])


def test_f7_2_1_w39_the_ghost_sets_his_hand_aside_and_draws_three() -> None:
    game = w39()
    act(game, "end")
    assert decides(game) == (2, "play")
    assert game.alive[2] and game.life[2] == 0 and game.is_ghost(2)
    assert sorted(game.hands[2]) == sorted([BANG_2C, BANG_3C, BANG_4C])
    assert sorted(aside(game)) == sorted([A_S, THREE_D])


def test_f7_2_1_w39_at_the_end_he_discards_that_turns_cards_and_takes_his_hand_back() -> None:
    game = w39()
    act(game, "end")
    act(game, "end", seat=2)
    assert not game.alive[2] and game.is_ghost(2) and game.life[2] == 0
    assert sorted(game.hands[2]) == sorted([A_S, THREE_D])  # no draw to four this round
    assert {BANG_2C, BANG_3C, BANG_4C} <= set(game.discard)
    assert aside(game) == [] and game.events is not None and game.events.ghost_turn == -1
    assert decides(game) == (3, "play")
    assert game.hands[3][-2:] == [BEER_6H, BEER_7H]  # the deck was not drawn for P2


def test_f7_2_1_his_set_aside_hand_is_seen_by_nobody_but_him() -> None:
    game = w39()
    act(game, "end")
    assert game.view(0).players[2].hand_count == 3
    for s in (0, 1, 3):
        assert {A_S, THREE_D}.isdisjoint(game.view(s).hand)
    assert sorted(game.view(2).hand) == sorted([BANG_2C, BANG_3C, BANG_4C])


def test_f7_2_1_search_samples_deal_his_set_aside_hand_again_for_the_others() -> None:
    game = w39()
    act(game, "end")
    infoset = game.information_set(0)
    dealt: set[tuple[int, ...]] = set()
    for k in range(8):
        for sample in (infoset.sample(random.Random(k)), game.determinize(0, random.Random(k))):
            events = sample.events
            assert events is not None and len(events.aside) == 2
            dealt.add(tuple(sorted(events.aside)))
    assert dealt != {tuple(sorted([A_S, THREE_D]))}  # not the true cards in every sample


def test_f7_2_1_search_samples_keep_his_own_set_aside_hand_for_him() -> None:
    game = w39()
    act(game, "end")
    for sample in (game.information_set(2).sample(random.Random(1)),
                   game.determinize(2, random.Random(1))):
        events = sample.events
        assert events is not None and sorted(events.aside) == sorted([A_S, THREE_D])


def test_f7_2_1_his_immunity_is_suspended_he_is_in_the_seat_ring() -> None:
    game = w39()
    assert game.distance(1, 3) == 1  # the ghost out of play
    act(game, "end")
    assert game.distance(1, 3) == 2 and game.distance(2, 3) == 1
    life = game.life[3]
    act(game, f"play c{BANG_2C} t3", seat=2)  # he shoots like any player in play
    assert game.life[3] == life - 1 and decides(game) == (2, "play")


def test_f7_2_1_he_loses_no_life_in_that_turn() -> None:
    players = four(p2=ghost("outlaw", "Slab the Killer", [A_S, THREE_D]),
                   p3=seat("renegade", "Willy the Kid", hand=[BANG_5C]))
    game = town("dead_reckonin", *players, ghost_key={"ghosts": [2]},
                deck=[card_id("Duel", "JS"), BANG_3C, BANG_4C])
    act(game, "end")
    act(game, f"play c{card_id('Duel', 'JS')} t3", seat=2)
    act(game, f"bang c{BANG_5C}", seat=3)
    assert decides(game)[0] == 2
    act(game, "take", seat=2)
    assert game.life[2] == 0 and game.alive[2] and decides(game) == (2, "play")


# --- F7.2-2: the revived Outlaw --------------------------------------------------------
def test_f7_2_2_a_revived_outlaw_is_living_and_takes_a_usual_turn() -> None:
    players = four(p2=seat("outlaw", "Slab the Killer", life=1, hand=[A_S, THREE_D]))
    game = town("dead_reckonin", *players, ghost_key={"revived": [2]},
                deck=[BANG_2C, BANG_3C, BANG_4C])
    act(game, "end")
    assert decides(game) == (2, "play")
    assert game.events is not None and game.events.ghost_turn == -1 and aside(game) == []
    assert sorted(game.hands[2]) == sorted([A_S, THREE_D, BANG_2C, BANG_3C])  # draws 2
    assert game.life[2] == 1
    act(game, "end", seat=2)
    while decides(game) == (2, "discard"):  # A11: down to his 1 life
        act(game, sorted(options(game))[0], seat=2)
    assert not game.alive[2] and game.is_ghost(2)  # C1.3-6: a Ghost again, hand kept
    assert len(game.hands[2]) == 1 and aside(game) == []


# --- F7.2-4: the contest after the Sheriff's turn -----------------------------------------
def test_f7_2_4_the_contest_follows_the_sheriffs_turn_after_the_rounds_reveal() -> None:
    players = four(p2=ghost("outlaw", "Slab the Killer", [K_H, K_D]))
    game = town("dead_reckonin", *players, ghost_key={"ghosts": [2]}, turn=0,
                reveal=True, phase="start", deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C])
    assert game.events is not None and game.events.in_force == "ghost_town"
    assert decides(game) == (0, "play")
    act(game, "end", seat=0)
    assert decides(game) == (2, "ghost_suit")  # the pair won, printed suits ♥ or ♦
    assert game.hands[2] == []


def test_f7_2_4_after_the_contest_his_ghost_town_turn_sets_aside_what_is_left() -> None:
    players = four(p2=ghost("outlaw", "Slab the Killer", [K_H, K_D, A_S]))
    game = town("dead_reckonin", *players, ghost_key={"ghosts": [2]}, turn=0,
                deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C, BANG_7C, BANG_8C,
                      BANG_9C, MISSED_2S, MISSED_3S])
    act(game, "end", seat=0)
    assert decides(game) == (2, "ghost_contest")
    act(game, f"contest c{K_H} x{K_D}", seat=2)
    while decides(game)[0] == 2:  # the ghost action: its first choice
        act(game, sorted(options(game))[0], seat=2)
    while decides(game)[0] != 2:
        act(game, "end")
    assert aside(game) == [A_S] and len(game.hands[2]) == 3


# --- F7.2-5: Dead Man's Hand ---------------------------------------------------------
def dmh(prediction: int, p3: dict[str, Any] | None = None,
        deck: list[int] | None = None) -> CardGame:
    players = four(p2=ghost("outlaw", "Slab the Killer", [A_S, THREE_D]),
                   **({"p3": p3} if p3 is not None else {}))
    return town("dead_mans_hand", *players,
                ghost_key={"ghosts": [2], "predictions": {"2": prediction}},
                deck=deck or [BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C, BANG_7C,
                              BANG_8C, BANG_9C, MISSED_2S, MISSED_3S, MISSED_4S])


def test_f7_2_5_a_dead_mans_hand_player_plays_a_ghost_town_turn_from_an_empty_hand() -> None:
    game = dmh(0)
    act(game, "end")
    assert decides(game) == (2, "play")
    assert game.hands[2] == [BANG_2C, BANG_3C, BANG_4C]
    assert sorted(aside(game)) == sorted([A_S, THREE_D])


def test_f7_2_5_after_it_he_takes_them_back_and_declares_then_draws_to_seven() -> None:
    game = dmh(0)
    act(game, "end")
    act(game, "end", seat=2)
    assert decides(game) == (2, "dmh_predict")
    assert not game.alive[2] and sorted(game.hands[2]) == sorted([A_S, THREE_D])
    act(game, "predict t1", seat=2)
    assert game.ghost.predictions[2] == 1
    assert sorted(game.hands[2]) == sorted(
        [A_S, THREE_D, BANG_5C, BANG_6C, BANG_7C, BANG_8C, BANG_9C])
    assert decides(game) == (3, "play")


def test_f7_2_5_his_procedure_discards_down_to_five_first() -> None:
    many = [A_S, THREE_D, MISSED_2S, MISSED_3S, MISSED_4S, K_H]
    players = four(p2=ghost("outlaw", "Slab the Killer", many))
    game = town("dead_mans_hand", *players, ghost_key={"ghosts": [2]},
                deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C, BANG_6C])
    act(game, "end")
    act(game, "end", seat=2)
    assert decides(game) == (2, "dmh_discard")
    act(game, f"discard c{K_H}", seat=2)
    assert decides(game) == (2, "dmh_predict")


def test_f7_2_5_a_death_in_his_ghost_turn_scores_his_prediction_into_his_set_aside_cards() -> None:
    game = dmh(3, p3=seat("renegade", "Willy the Kid", life=1))
    act(game, "end")
    act(game, f"play c{BANG_2C} t3", seat=2)
    while game.alive[3]:
        act(game, "take", seat=3)
    # P3 drew 7 (BANG_5C..MISSED_3S); the prediction's bonus card joins P2's own cards.
    assert sorted(aside(game)) == sorted([A_S, THREE_D, MISSED_4S])
    assert sorted(game.hands[2]) == sorted([BANG_3C, BANG_4C])
    assert game.ghost.predictions[2] == -1  # used up (C2.2-2)
    assert decides(game) == (3, "dmh_predict")  # the new dead declares


def test_f7_2_5_a_showdown_during_his_ghost_town_turn_reads_his_set_aside_cards() -> None:
    players = four(p0=seat("sheriff", "Vulture Sam", life=1),
                   p1=ghost("outlaw", "Sid Ketchum", [A_S, THREE_D]))
    game = town("dead_mans_hand", *players, ghost_key={"ghosts": [1]}, turn=0,
                deck=[BANG_2C, BANG_3C, BANG_4C, BANG_5C])
    act(game, "end", seat=0)
    assert decides(game) == (1, "play") and sorted(aside(game)) == sorted([A_S, THREE_D])
    act(game, f"play c{BANG_2C} t0", seat=1)  # P0 has no answer: he dies, the game ends
    assert game.is_over and game.winners == {1, 2}  # the Outlaws (A10)
    showdown = next(e for e in game.log if e.kind == "dmh_showdown")
    assert showdown.data["hands"]["1"]["cards"] == sorted([A_S, THREE_D])


# --- property tests -----------------------------------------------------------------------
VARIANTS = ("dead_reckonin", "dead_mans_hand")
DECISION_CAP = 20_000


def check_invariants(game: CardGame) -> None:
    """Every playing card in exactly one place (a set-aside hand included), the
    set-aside hand only during its owner's Ghost Town turn, life bounds, and a legal
    answer at every prompt."""
    events = game.events
    assert events is not None
    cards = [c for h in game.hands for c in h] + [c for t in game.tables for c in t]
    cards += game.deck + game.discard + game.limbo + game.out
    cards += game.ghost.deck + game.ghost.discard + events.aside
    assert sorted(cards) == sorted(game.card_ids()), "every card is in exactly one place"
    if events.aside:
        assert events.ghost_turn >= 0 and game.is_ghost(events.ghost_turn)
    dying = {f.seat for f in game.stack if isinstance(f, Dying)}
    for s in range(game.n):
        assert game.life[s] <= game.max_life[s]
        if game.alive[s] and s not in dying and s != events.ghost_turn:
            assert game.life[s] >= 1
    decision = game.pending
    if decision is None:
        assert game.is_over
        return
    eliminating = {f.seat for f in game.stack if isinstance(f, Elimination)}
    assert game.alive[decision.seat] or decision.seat in eliminating or game.is_ghost(
        decision.seat)
    assert game.legal_actions(), "every prompt has a legal answer"


def play_out(game: CardGame, rng: random.Random) -> int:
    """Random legal answers to the end; returns how many Ghost Town turns a Part C
    ghost began."""
    steps = set_aside = 0
    while not game.is_over:
        check_invariants(game)
        for event in game.apply(rng.choice(game.legal_actions())):
            set_aside += event.kind == "ghost_town_sets_aside"
        steps += 1
        assert steps < DECISION_CAP, "livelock: the game did not end"
    check_invariants(game)
    return set_aside


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 8), seed=st.integers(0, 2**32),
       variant=st.sampled_from(VARIANTS))
def test_f7_2_random_games_with_always_conserve_end_and_replay(
        players: int, seed: int, variant: str) -> None:
    config = CardConfig.from_dict({"players": players, "event_decks": "high_noon",
                                   "ghost_variant": variant, "event_revival_cards": "always"})
    game = CardGame.new(config, seed)
    play_out(game, random.Random(seed))
    replayed = CardGame.from_record(game.to_record())
    assert replayed.digest() == game.digest() and replayed.winners == game.winners


def town_setup(rng: random.Random, players: int, variant: str) -> dict[str, Any]:
    """``twins.random_card_setup`` (4-7 players, one or two Ghosts) under Ghost Town in
    force; whole games from the deal cover 3 and 8 players."""
    setup = random_card_setup(rng, players, variant)
    options = {**setup["options"], "event_decks": "high_noon",
               "event_revival_cards": "always"}
    setup["options"] = options
    non_finals, _ = pool(CardConfig.from_dict({"players": players, **options}))
    rest = [k for k in non_finals if k != "ghost_town"]
    rng.shuffle(rest)
    setup["events"] = {"deck": [*rest, "high_noon"], "in_force": "ghost_town", "rounds": 2}
    setup["turn"] = rng.randrange(players)
    while not setup["players"][setup["turn"]].get("alive", True):
        setup["turn"] = (setup["turn"] + 1) % players
    return setup


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(4, 7), seed=st.integers(0, 2**32),
       variant=st.sampled_from(VARIANTS))
def test_f7_2_positions_under_ghost_town_conserve_end_and_replay(
        players: int, seed: int, variant: str) -> None:
    rng = random.Random(seed)
    game = CardGame.from_setup(town_setup(rng, players, variant), seed=seed)
    play_out(game, rng)
    replayed = CardGame.from_record(game.to_record())
    assert replayed.digest() == game.digest() and replayed.winners == game.winners


def test_f7_2_positions_under_ghost_town_do_give_part_c_ghosts_their_turn() -> None:
    """The property test's positions reach the rule they test: Ghosts set hands aside."""
    total = 0
    for seed in range(12):
        rng = random.Random(seed)
        variant = VARIANTS[seed % 2]
        game = CardGame.from_setup(town_setup(rng, 4 + seed % 4, variant), seed=seed)
        total += play_out(game, rng)
    assert total >= 6


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(4, 7),
       variant=st.sampled_from(VARIANTS))
def test_f7_2_swap_twins_look_the_same_under_ghost_town(
        seed: int, players: int, variant: str) -> None:
    rng = random.Random(seed)
    setup = town_setup(rng, players, variant)
    probe = CardGame.from_setup(setup, seed=seed)
    watcher = rng.randrange(players)
    held = [c for s in range(players) if s != watcher for c in probe.hands[s]]
    x = rng.choice(held) if held else rng.choice(hidden_cards(probe, watcher))
    y = rng.choice([c for c in hidden_cards(probe, watcher) if c != x])
    first, second = card_swap_twins(setup, x, y, seed=seed)
    drive_swap_twins(first, second, watcher, rng, cards_known_to(watcher, (x, y)), steps=150)
