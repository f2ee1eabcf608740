"""docs/design.md §8 property tests: random games over 3-8 players and random option sets,
with invariants checked after every step."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bang.cards import CardConfig, CardGame
from bang.cards.data import DEPUTY, OUTLAW, RENEGADE, SHERIFF
from bang.cards.frames import Dying, Elimination
from bang.core import IllegalAction

#: No game may need this many decisions; reaching it means a livelock.
DECISION_CAP = 20_000

OPTIONS = st.fixed_dictionaries({}, optional={
    "victory_check": st.sampled_from(["after_card", "immediate"]),
    "vulture_before_penalty": st.booleans(),
    "duel_winner_is_killer": st.booleans(),
    "sid_ketchum_any_time_out_of_turn": st.booleans(),
    "jail_keeps_discard_phase": st.booleans(),
    "general_store_ccw": st.booleans(),
    "black_jack_hearts_only": st.booleans(),
    "reshuffle_keep_top_discard": st.booleans(),
    "auto_beer_save": st.booleans(),
    "sheriff_extra_card": st.booleans(),
    "auto_forced": st.booleans(),
})


#: Dodge City's options (rules/dodge-city.md E14), drawn only for a game with its cards.
DODGE_CITY_OPTIONS = st.fixed_dictionaries({}, optional={
    "dc_buffalo_rifle_sign": st.sampled_from(["QC", "9C"]),
    "dc_cost_card_on_top": st.booleans(),
    "calamity_dodge_as_bang": st.booleans(),
    "dodge_city_characters": st.booleans(),
})


def all_cards(game: CardGame) -> list[int]:
    cards = [c for h in game.hands for c in h] + [c for t in game.tables for c in t]
    return sorted(cards + game.deck + game.discard + game.limbo + game.out)


def check_invariants(game: CardGame) -> None:
    assert all_cards(game) == sorted(game.card_ids()), "every card is in exactly one place"
    others_in_play = {c for s, t in enumerate(game.tables) if s != game.turn_seat for c in t}
    assert others_in_play.isdisjoint(game.green_new), \
        "only the green cards of the turn's player wait (E4.1-3)"
    dying = {f.seat for f in game.stack if isinstance(f, Dying)}
    for s in range(game.n):
        assert game.life[s] <= game.max_life[s]
        if game.alive[s] and s not in dying:
            assert game.life[s] >= 1, f"seat {s} alive at {game.life[s]} life"
    decision = game.pending
    if decision is None:
        assert game.is_over
        return
    assert 0 <= decision.seat < game.n
    eliminating = {f.seat for f in game.stack if isinstance(f, Elimination)}
    assert game.alive[decision.seat] or decision.seat in eliminating or game.is_ghost(
        decision.seat), "only the living (or a player being eliminated) decide"
    assert game.legal_actions(), "every prompt has a legal answer"


def check_winners(game: CardGame) -> None:
    roles = game.roles
    winners = game.winners
    assert winners
    if game.config.three_player:
        assert len(winners) == 1
        return
    sheriff = roles.index(SHERIFF)
    if game.alive[sheriff]:
        assert winners == {s for s in range(game.n) if roles[s] in (SHERIFF, DEPUTY)}
        assert not any(game.alive[s] for s in range(game.n) if roles[s] in (OUTLAW, RENEGADE))
    else:
        living = [s for s in range(game.n) if game.alive[s]]
        if len(living) == 1 and roles[living[0]] == RENEGADE:
            assert winners == {living[0]}
        else:
            assert winners == {s for s in range(game.n) if roles[s] == OUTLAW}


def random_game(players: int, options: dict[str, Any], seed: int) -> CardConfig:
    data = dict(options)
    data["players"] = players
    return CardConfig.from_dict(data)


def play_some(game: CardGame, rng: random.Random, steps: int) -> CardGame:
    """Play up to ``steps`` random decisions (fewer if the game ends first)."""
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def play_out(game: CardGame, rng: random.Random, every_step: bool = True) -> int:
    steps = 0
    while not game.is_over:
        if every_step:
            check_invariants(game)
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        assert steps < DECISION_CAP, "livelock: the game did not end"
    check_invariants(game)
    return steps


@settings(max_examples=120, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 8), options=OPTIONS, seed=st.integers(0, 2**32),
       dodge_city=st.one_of(st.none(), DODGE_CITY_OPTIONS))
def test_random_games_keep_every_invariant_and_replay(
        players: int, options: dict[str, Any], seed: int,
        dodge_city: dict[str, Any] | None) -> None:
    """``dodge_city``: None for the base game, else Dodge City's options (its 120 cards,
    rules/dodge-city.md E2.3)."""
    if dodge_city is not None:
        options = {**options, "dodge_city": True, **dodge_city}
    game = CardGame.new(random_game(players, options, seed), seed)
    play_out(game, random.Random(seed))
    check_winners(game)
    replayed = CardGame.from_record(game.to_record())
    assert replayed.digest() == game.digest()
    assert replayed.winners == game.winners


@settings(max_examples=40)
@given(players=st.integers(4, 7), seed=st.integers(0, 2**32), cut=st.integers(0, 120),
       dodge_city=st.booleans())
def test_clone_is_independent(players: int, seed: int, cut: int, dodge_city: bool) -> None:
    game = CardGame.new(CardConfig(players=players, dodge_city=dodge_city), seed)
    play_some(game, random.Random(seed), cut)
    before = game.digest()
    twin = game.clone()
    assert twin.digest() == before
    play_out(twin, random.Random(seed + 1), every_step=False)
    assert game.digest() == before, "playing the clone changed the original"
    # and the original still plays on exactly like a fresh replay of its record
    fresh = CardGame.from_record(game.to_record())
    assert fresh.digest() == before


@settings(max_examples=60)
@given(players=st.integers(3, 8), seed=st.integers(0, 2**32), cut=st.integers(0, 150),
       shuffle_seed=st.integers(0, 2**32), dodge_city=st.booleans())
def test_view_ignores_what_the_seat_cannot_see(players: int, seed: int, cut: int,
                                               shuffle_seed: int, dodge_city: bool) -> None:
    """docs/design.md §4: resampling everything hidden from seat p leaves view(p) and p's legal
    actions unchanged."""
    options: dict[str, Any] = {"players": players, "dodge_city": dodge_city}
    game = CardGame.new(CardConfig.from_dict(options), seed)
    play_some(game, random.Random(seed), cut)
    for seat in range(game.n):
        other = game.determinize(seat, random.Random(shuffle_seed))
        assert other.view(seat).to_dict() == game.view(seat).to_dict()
        if game.pending is not None and game.pending.seat == seat:
            assert other.legal_actions() == game.legal_actions()
    spectator = game.determinize(0, random.Random(shuffle_seed)).view(None).to_dict()
    for player in spectator["players"]:
        assert player["role"] in (None, SHERIFF) or game.revealed[player["seat"]] \
            or game.config.three_player or game.is_over


@settings(max_examples=40)
@given(players=st.integers(4, 7), seed=st.integers(0, 2**32), cut=st.integers(0, 100),
       pick=st.integers(0, 10_000), dodge_city=st.booleans())
def test_illegal_actions_change_nothing(players: int, seed: int, cut: int, pick: int,
                                        dodge_city: bool) -> None:
    game = CardGame.new(CardConfig(players=players, dodge_city=dodge_city), seed)
    play_some(game, random.Random(seed), cut)
    if game.is_over:
        return
    before = game.digest()
    decision = game.pending
    assert decision is not None
    legal = set(game.legal_actions())
    candidates = [a._replace(card=pick % 250) for a in legal] + [
        a._replace(target=pick % 9) for a in legal]
    for action in candidates:
        if action in legal:
            continue
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert info.value.code and info.value.message
        assert game.digest() == before
    with pytest.raises(IllegalAction) as wrong_seat:
        game.apply(next(iter(legal)), seat=(decision.seat + 1) % game.n)
    assert wrong_seat.value.code == "wrong_seat"
    with pytest.raises(IllegalAction) as stale:
        game.apply(next(iter(legal)), decision_id=decision.id - 1)
    assert stale.value.code == "stale_decision"
    assert game.digest() == before


@pytest.mark.soak
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_soak_thousands_of_games_always_end(players: int) -> None:
    for seed in range(2000):
        options: dict[str, Any] = {"victory_check": "immediate"} if seed % 2 else {}
        if seed % 3 == 0:
            options["dodge_city"] = True
        game = CardGame.new(random_game(players, options, seed), seed)
        play_out(game, random.Random(seed), every_step=seed % 10 == 0)
        check_winners(game)


@settings(max_examples=30)
@given(seed=st.integers(0, 2**32), cut=st.integers(20, 200), shuffle_seed=st.integers(0, 2**32),
       variant=st.sampled_from(["dead_reckonin", "dead_mans_hand"]))
def test_determinize_keeps_each_deck_in_its_own_piles(seed: int, cut: int, shuffle_seed: int,
                                                     variant: str) -> None:
    """A determinized ghost game still holds every card once, second-deck ids only in
    hands and the ghosts' own deck, and the same view for the seat it was made for."""
    config = CardConfig.from_dict({"players": 6, "ghost_variant": variant,
                                   "ghost_separate_deck": True})
    game = CardGame.new(config, seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
        # Each card goes back to its own deck's piles, so neither deck drains the other.
        assert all(c < 80 for c in game.deck + game.discard)
        assert all(c >= 80 for c in game.ghost.deck + game.ghost.discard)
    for seat in range(game.n):
        other = game.determinize(seat, random.Random(shuffle_seed))
        assert all(c < 80 for c in other.deck)
        assert all(c >= 80 for c in other.ghost.deck)
        piles = [c for h in other.hands for c in h] + other.deck + other.ghost.deck
        before = [c for h in game.hands for c in h] + game.deck + game.ghost.deck
        assert sorted(piles) == sorted(before)
        assert other.view(seat).to_dict() == game.view(seat).to_dict()
