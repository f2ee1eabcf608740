"""Property tests over random games (docs/design.md §8): arrow conservation, life bounds, one
decision owner, termination, consistent winners, replay, clone independence, no leak."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bang.dice import DiceConfig, DiceGame
from bang.dice.data import CHARACTERS, OUTLAW, RENEGADE, ROLE_TABLE, ROLES, SHERIFF, TOTAL_ARROWS

#: Far above any real game (a few hundred decisions); reaching it means a livelock.
DECISION_CAP = 20_000
#: Decisions owed by the active player even after 3 Dynamite killed him (B5.2 option).
DEAD_ACTIVE_KINDS = {"shoot", "beer", "kit_carlson"}

configs = st.builds(
    DiceConfig,
    players=st.integers(3, 8),
    lucky_duke_five_rolls=st.booleans(),
    dynamite_resolve_even_if_dead=st.booleans(),
    el_gringo_one_arrow_per_turn=st.booleans(),
    auto_forced=st.booleans(),
)


def check_invariants(g: DiceGame) -> None:
    assert g.centre + sum(g.arrows) == TOTAL_ARROWS
    assert 1 <= g.centre <= TOTAL_ARROWS
    for s in range(g.n):
        assert 0 <= g.life[s] <= g.max_life[s]
        assert g.alive[s] == (g.life[s] > 0) or g.pending is not None
        if not g.alive[s]:
            assert g.arrows[s] == 0
    decision = g.pending
    if decision is None:
        return
    assert 0 <= decision.seat < g.n
    if not g.alive[decision.seat]:
        assert g.dead_resolving and decision.seat == g.turn
        assert decision.kind in DEAD_ACTIVE_KINDS
    assert g.legal_actions(), "a prompt without a legal answer"


def check_winners(g: DiceGame) -> None:
    winners = g.winners
    assert winners
    roles = g.roles
    if g.n == 3:
        assert len(winners) == 1
    else:
        teams = [
            frozenset(s for s in range(g.n) if roles[s] == "outlaw"),
            frozenset(s for s in range(g.n) if roles[s] in ("sheriff", "deputy")),
            *(frozenset((s,)) for s in range(g.n) if roles[s] == "renegade"),
        ]
        assert winners in teams
    assert g.returns() == tuple(1.0 if s in winners else -1.0 for s in range(g.n))


def play_out(g: DiceGame, bot: random.Random, clone_at: int = -1) -> int:
    decisions = 0
    while not g.is_over:
        check_invariants(g)
        if decisions == clone_at:
            check_clone_independent(g, bot.random())
        g.apply(bot.choice(g.legal_actions()))
        decisions += 1
        assert decisions < DECISION_CAP
    check_invariants(g)
    check_winners(g)
    return decisions


def check_clone_independent(g: DiceGame, salt: float) -> None:
    before = g.digest()
    copy = g.clone()
    assert copy.digest() == before
    other = random.Random(salt)
    for _ in range(40):
        if copy.is_over:
            break
        copy.apply(other.choice(copy.legal_actions()))
    assert g.digest() == before


@settings(max_examples=200, deadline=None)
@given(config=configs, seed=st.integers(0, 2**32), bot_seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant_end_and_replay(
        config: DiceConfig, seed: int, bot_seed: int) -> None:
    g = DiceGame.new(config, seed)
    bot = random.Random(bot_seed)
    play_out(g, bot, clone_at=bot.randrange(30))
    assert DiceGame.from_record(g.to_record()).digest() == g.digest()


@pytest.mark.soak
@settings(max_examples=5000, deadline=None)
@given(config=configs, seed=st.integers(0, 2**32), bot_seed=st.integers(0, 2**32))
def test_soak_random_games(config: DiceConfig, seed: int, bot_seed: int) -> None:
    g = DiceGame.new(config, seed)
    play_out(g, random.Random(bot_seed), clone_at=7)
    assert DiceGame.from_record(g.to_record()).digest() == g.digest()


# --- random exact positions ------------------------------------------------------------------
@st.composite
def setups(draw: st.DrawFn, min_players: int = 3) -> dict[str, Any]:
    n = draw(st.integers(min_players, 8))
    roles = list(draw(st.permutations(ROLE_TABLE[n])))
    chars = draw(st.lists(st.sampled_from(range(len(CHARACTERS))), min_size=n, max_size=n,
                          unique=True))
    alive = [draw(st.booleans()) or draw(st.booleans()) for _ in range(n)]
    if n == 3:
        alive[draw(st.integers(0, 2))] = True
        if sum(alive) < 2:
            alive = [True] * 3
    else:
        alive[roles.index(SHERIFF)] = True
        rebels = [s for s in range(n) if roles[s] in (OUTLAW, RENEGADE)]
        alive[draw(st.sampled_from(rebels))] = True
    players = []
    held = 0
    for s in range(n):
        life_max = CHARACTERS[chars[s]].life + (2 if roles[s] == SHERIFF else 0)
        arrows = draw(st.integers(0, min(3, 8 - held))) if alive[s] else 0
        held += arrows
        players.append({"role": ROLES[roles[s]], "character": CHARACTERS[chars[s]].name,
                        "life": draw(st.integers(1, life_max)), "arrows": arrows,
                        "alive": alive[s]})
    living = [s for s in range(n) if alive[s]]
    rolls = draw(st.lists(st.sampled_from(["arrow", "dynamite", "one", "two", "beer",
                                           "gatling"]), max_size=15))
    return {"players": players, "turn": draw(st.sampled_from(living)), "next_rolls": rolls,
            "seed": draw(st.integers(0, 2**16)),
            "config": {"dynamite_resolve_even_if_dead": draw(st.booleans()),
                       "el_gringo_one_arrow_per_turn": draw(st.booleans())}}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups(), bot_seed=st.integers(0, 2**32))
def test_random_positions_play_out_and_replay(setup: dict[str, Any], bot_seed: int) -> None:
    g = DiceGame.from_setup(setup)
    play_out(g, random.Random(bot_seed))
    assert DiceGame.from_record(g.to_record()).digest() == g.digest()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups(min_players=4), data=st.data())
def test_no_leak_hidden_roles_do_not_change_what_a_seat_sees(
        setup: dict[str, Any], data: st.DataObject) -> None:
    """docs/design.md §4: two positions that differ only in roles hidden from ``viewer`` give
    identical views and legal actions for ``viewer`` until a permuted seat dies."""
    first = DiceGame.from_setup(setup)
    viewer = data.draw(st.integers(0, first.n - 1))
    # RULES.md B3.1: living players' roles are secret, except the Sheriff's and one's own.
    hidden = [s for s in range(first.n)
              if s != viewer and first.alive[s] and first.roles[s] != "sheriff"]
    order = data.draw(st.permutations(hidden))
    other_setup = {**setup, "players": [dict(p) for p in setup["players"]]}
    for s, t in zip(hidden, order, strict=True):
        other_setup["players"][s]["role"] = setup["players"][t]["role"]
    second = DiceGame.from_setup(other_setup)
    bot = random.Random(data.draw(st.integers(0, 2**32)))
    for _ in range(300):
        if first.is_over or second.is_over or any(not first.alive[s] for s in hidden):
            break
        assert first.view(viewer) == second.view(viewer)
        if first.pending is not None and first.pending.seat == viewer:
            assert first.legal_actions() == second.legal_actions()
        action = bot.choice(first.legal_actions())
        first.apply(action)
        second.apply(action)
