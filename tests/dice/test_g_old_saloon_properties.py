"""Property tests of Old Saloon's modules (RULES.md Part G), each alone and all three
together at 3-8 players: every game ends, the arrows add up (G17-3: centre + regular
arrows held = 9, the Chief's Arrow in exactly one place), records replay, clones are
independent, information sets and determinized games play on, and swap twins see the
same (nothing Old Saloon adds is hidden)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from os_helpers import ALL_MODULES

from bang.dice import DiceConfig, DiceGame
from bang.dice.data import TOTAL_ARROWS
from bang.dice.state import CHIEF_OUT, CHIEF_PILE
from twins import drive_swap_twins, random_dice_role_twins, roles_known

DECISION_CAP = 20_000
MODULES: dict[str, dict[str, Any]] = {
    "saloon_dice": {"os_saloon_dice": True},
    "chief_arrow": {"os_chief_arrow": True},
    "characters": {"os_characters": True},
    "all": ALL_MODULES,
    "all_options": {**ALL_MODULES, "saloon_faces_timing": "final",
                    "chief_arrow_attack_trigger": "last_regular",
                    "chief_arrow_discardable_by_abilities": True, "apache_kid_steal": "extra",
                    "vera_custer_reduction_per": "turn",
                    "molly_stark_may_die_substituting": False},
}


def check(g: DiceGame) -> None:
    assert g.centre + sum(g.arrows) == TOTAL_ARROWS
    assert 0 <= g.centre <= TOTAL_ARROWS
    if g.chief == CHIEF_OUT:
        assert (not g.config.os_chief_arrow and g.centre >= 1) or g.is_over
    else:
        assert g.config.os_chief_arrow
        assert g.chief == CHIEF_PILE or (0 <= g.chief < g.n and g.alive[g.chief])
        assert g.pile_tokens() >= 1 or g.is_over
    for s in range(g.n):
        assert 0 <= g.life[s] <= g.max_life[s]
        if not g.alive[s]:
            assert g.arrows[s] == 0 and g.chief != s
    decision = g.pending
    if decision is not None:
        assert g.alive[decision.seat] or (g.dead_resolving and decision.seat == g.turn)
        assert g.legal_actions()


def play(g: DiceGame, bot: random.Random, seen: Counter[str]) -> None:
    decisions = 0
    while not g.is_over:
        decisions += 1
        assert decisions < DECISION_CAP
        assert g.pending is not None
        seen[g.pending.kind] += 1
        for event in g.apply(bot.choice(g.legal_actions())):
            seen[event.kind] += 1
        check(g)
    assert g.winners


@pytest.mark.parametrize("module", sorted(MODULES))
def test_g_old_saloon_random_games_end_keep_the_arrows_and_replay(module: str) -> None:
    seen: Counter[str] = Counter()
    for index in range(120):
        players = 3 + index % 6
        config = DiceConfig.from_dict({**MODULES[module], "players": players,
                                       "auto_forced": index % 4 == 0})
        g = DiceGame.new(config, 900 + index)
        check(g)
        play(g, random.Random(index), seen)
        if index % 3 == 0:
            again = DiceGame.from_record(json.loads(json.dumps(g.to_record())))
            assert again.digest() == g.digest()
    expected = {"saloon_dice": ("saloon_die", "broken_arrow", "bullet"),
                "chief_arrow": ("chief_arrow", "indians"),
                "characters": ("bill_noface", "elena_fuente", "molly_stark"),
                "all": ("saloon_die", "chief_arrow", "apache_kid", "molly_stark"),
                "all_options": ("saloon_die", "chief_arrow", "broken_arrow")}[module]
    for name in expected:
        assert seen[name] > 0, name


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(3, 8),
       module=st.sampled_from(sorted(MODULES)))
def test_g_old_saloon_clones_are_independent_and_samples_play_on(
        seed: int, players: int, module: str) -> None:
    g = DiceGame.new(DiceConfig.from_dict({**MODULES[module], "players": players}), seed)
    bot = random.Random(seed)
    for _ in range(bot.randrange(1, 120)):
        if g.is_over:
            return
        g.apply(bot.choice(g.legal_actions()))
    if g.is_over:
        return
    before = g.digest()
    twin = g.clone()
    sample = g.information_set(g.pending.seat).sample(random.Random(seed))
    other = g.determinize(g.pending.seat, random.Random(seed + 1))
    for copy in (twin, sample, other):
        for _ in range(60):
            if copy.is_over:
                break
            copy.apply(bot.choice(copy.legal_actions()))
    assert g.digest() == before
    assert g.view(g.pending.seat).extra == DiceGame.from_record(g.to_record()).view(
        g.pending.seat).extra


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(4, 8),
       module=st.sampled_from(sorted(MODULES)))
def test_g_old_saloon_swap_twins_look_the_same(seed: int, players: int, module: str) -> None:
    rng = random.Random(seed)
    first, second, seat, pair = random_dice_role_twins(rng, players, seed, MODULES[module])
    drive_swap_twins(first, second, seat, rng, roles_known(pair), steps=200)


def test_g_old_saloon_a_base_game_is_untouched_by_the_registered_modules() -> None:
    g = DiceGame.new(DiceConfig(players=5), 3)
    assert g.chief == CHIEF_OUT and "ext" not in g.state_dict()
    assert g.view(0).extra == {} and "extra" not in g.view(0).to_dict()
    assert "os_saloon_dice" not in g.to_record()["config"]
