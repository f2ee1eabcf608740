"""Property tests with an event deck (rules/high-noon-fistful.md, Part F): random whole
games with High Noon's deck at 3-8 players, with and without Dodge City, in the base game
and both ghost variants, keep every card and every event card in exactly one place (no
event card ever among the playing cards), end, and replay from their record; swap twins
(tests/twins.py) that differ by two hidden playing cards, or by the order of two unseen
event cards, look the same to a seat and to spectators."""

from __future__ import annotations

import copy
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bang.cards import CardConfig, CardGame
from bang.cards.data import DEPUTY, OUTLAW, RENEGADE, SHERIFF
from bang.cards.event_deck import EVENTS, pool
from bang.cards.frames import Dying, Elimination
from twins import card_swap_twins, cards_known_to, drive_swap_twins, hidden_cards, random_card_setup

DECISION_CAP = 20_000
VARIANTS = ("none", "dead_reckonin", "dead_mans_hand")


def check_invariants(game: CardGame) -> None:
    """Conservation of the playing cards and of the event cards, life bounds, and a
    legal answer at every prompt."""
    cards = [c for h in game.hands for c in h] + [c for t in game.tables for c in t]
    cards += game.deck + game.discard + game.limbo + game.out
    cards += game.ghost.deck + game.ghost.discard
    if game.events is not None:
        cards += game.events.aside  # a Part C ghost's hand set aside in Ghost Town (F7.2)
    assert all(type(c) is int for c in cards), "only playing cards among the playing cards"
    assert sorted(cards) == sorted(game.card_ids()), "every card is in exactly one place"
    events = game.events
    assert events is not None
    placed = events.deck + events.pile
    assert len(set(placed)) == len(placed) and all(k in EVENTS for k in placed)
    non_finals, finals = pool(game.config)
    assert set(placed) <= set(non_finals) | set(finals)
    assert sum(EVENTS[k].final for k in placed) <= 1
    assert not events.deck or all(not EVENTS[k].final for k in events.deck[:-1])
    assert game.ev is None if not events.pile else game.ev is EVENTS[events.pile[-1]]
    dying = {f.seat for f in game.stack if isinstance(f, Dying)}
    for s in range(game.n):
        assert game.life[s] <= game.max_life[s]
        if game.alive[s] and s not in dying and s != events.ghost_turn:
            assert game.life[s] >= 1, f"seat {s} alive at {game.life[s]} life"
    decision = game.pending
    if decision is None:
        assert game.is_over
        return
    eliminating = {f.seat for f in game.stack if isinstance(f, Elimination)}
    assert game.alive[decision.seat] or decision.seat in eliminating or game.is_ghost(
        decision.seat)
    assert game.legal_actions(), "every prompt has a legal answer"


def check_winners(game: CardGame) -> None:
    """A10 with a Ghost Town ghost never counted as living (F6.8)."""
    roles, winners = game.roles, game.winners
    events = game.events
    assert events is not None and winners
    living = [s for s in range(game.n) if game.alive[s] and s != events.ghost_turn]
    if game.config.three_player:
        assert len(winners) == 1
        return
    sheriff = roles.index(SHERIFF)
    if sheriff in living:
        assert winners == {s for s in range(game.n) if roles[s] in (SHERIFF, DEPUTY)}
        assert not any(roles[s] in (OUTLAW, RENEGADE) for s in living)
    elif len(living) == 1 and roles[living[0]] == RENEGADE:
        assert winners == {living[0]}
    else:
        assert winners == {s for s in range(game.n) if roles[s] == OUTLAW}


@settings(max_examples=90, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 8), seed=st.integers(0, 2**32), dodge_city=st.booleans(),
       variant=st.sampled_from(VARIANTS), extras=st.booleans(),
       doctor=st.sampled_from(["all_living", "damaged_only"]))
def test_f_random_high_noon_games_conserve_end_and_replay(
        players: int, seed: int, dodge_city: bool, variant: str, extras: bool,
        doctor: str) -> None:
    config = CardConfig.from_dict({
        "players": players, "event_decks": "high_noon", "dodge_city": dodge_city,
        "ghost_variant": variant, "hn_bullet_extras": extras, "doctor_lowest_among": doctor})
    game = CardGame.new(config, seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        check_invariants(game)
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        assert steps < DECISION_CAP, "livelock: the game did not end"
    check_invariants(game)
    if variant != "dead_mans_hand":
        check_winners(game)
    replayed = CardGame.from_record(game.to_record())
    assert replayed.digest() == game.digest() and replayed.winners == game.winners


def event_setup(rng: random.Random, players: int, variant: str,
                dodge_city: bool) -> dict[str, Any]:
    """``twins.random_card_setup`` with High Noon's deck: a random card in force (or none
    in round 1) and the rest of the pool in a random order under it."""
    setup = random_card_setup(rng, players, variant, dodge_city)
    options = {**setup["options"], "event_decks": "high_noon"}
    setup["options"] = options
    non_finals, _ = pool(CardConfig.from_dict({"players": players, **options}))
    rng.shuffle(non_finals)
    if rng.random() < 0.25:
        setup["events"] = {"deck": [*non_finals, "high_noon"], "rounds": rng.choice([0, 1])}
    else:
        setup["events"] = {"deck": [*non_finals[1:], "high_noon"], "in_force": non_finals[0],
                           "rounds": 2}
    setup["turn"] = rng.randrange(players)
    while not setup["players"][setup["turn"]].get("alive", True):
        setup["turn"] = (setup["turn"] + 1) % players
    return setup


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(4, 7),
       variant=st.sampled_from(VARIANTS), dodge_city=st.booleans())
def test_f_swap_twins_of_playing_cards_look_the_same_with_events(
        seed: int, players: int, variant: str, dodge_city: bool) -> None:
    rng = random.Random(seed)
    setup = event_setup(rng, players, variant, dodge_city)
    probe = CardGame.from_setup(setup, seed=seed)
    seat = rng.randrange(players)
    held = [c for s in range(players) if s != seat for c in probe.hands[s]]
    x = rng.choice(held) if held else rng.choice(hidden_cards(probe, seat))
    y = rng.choice([c for c in hidden_cards(probe, seat) if c != x])
    first, second = card_swap_twins(setup, x, y, seed=seed)
    drive_swap_twins(first, second, seat, rng, cards_known_to(seat, (x, y)), steps=150)


def events_known(keys: tuple[str, str]) -> Any:
    """Whether either exchanged event card is the next card or revealed (then public)."""
    def known(game: CardGame) -> bool:
        events = game.events
        assert events is not None
        return any(k in events.pile or (events.deck and events.deck[0] == k) for k in keys)
    return known


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(4, 7),
       variant=st.sampled_from(VARIANTS))
def test_f3_1_swap_twins_of_the_unseen_event_order_look_the_same(
        seed: int, players: int, variant: str) -> None:
    rng = random.Random(seed)
    setup = event_setup(rng, players, variant, dodge_city=False)
    deck = setup["events"]["deck"]
    i, j = rng.sample(range(1, len(deck) - 1), 2)
    twin = copy.deepcopy(setup)
    twin["events"]["deck"][i], twin["events"]["deck"][j] = deck[j], deck[i]
    first = CardGame.from_setup(setup, seed=seed)
    second = CardGame.from_setup(twin, seed=seed)
    seat = rng.randrange(players)
    drive_swap_twins(first, second, seat, rng, events_known((deck[i], deck[j])), steps=300)
