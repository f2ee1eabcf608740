"""The Gymnasium single-seat wrapper (bang.rl.single): Gymnasium's check_env, the
learner's seat and role, masks, refusal of illegal actions, whole episodes."""

from __future__ import annotations

from typing import Any, Literal

import gymnasium
import numpy as np
import pytest
from gymnasium.utils import env_checker as checker
from gymnasium.utils import passive_env_checker as passive
from gymnasium.utils.env_checker import check_env, data_equivalence

from bang.core.errors import ConfigError, IllegalAction
from bang.rl import GYMNASIUM_ID
from bang.rl.single import SingleSeatEnv

CHECKED_ENVS = [
    {"game": "dice", "players": 5, "role": "sheriff"},
    {"game": "dice", "players": 3, "opponents": "normal"},
    {"game": "cards", "players": 4, "opponents": "easy"},
    {"game": "cards", "players": 5, "ghost_variant": "dead_reckonin"},
    {"game": "cards", "players": 6, "dodge_city": True, "opponents": "normal"},
]
CHECKED_IDS = ["dice-sheriff", "dice-3-normal", "cards-4-easy", "cards-5-dead-reckonin",
               "dodge-city-6-normal"]


@pytest.mark.parametrize("kwargs", CHECKED_ENVS, ids=CHECKED_IDS)
@pytest.mark.parametrize("space_seed", [0, 1, 2])
def test_gymnasium_check_env_passes_with_illegal_actions_penalized(
        kwargs: dict, space_seed: int) -> None:
    # Made through the registry, so that check_env also tries the render modes.  The
    # action space is seeded three ways, so the checker's steps start from different
    # positions.
    env = gymnasium.make(GYMNASIUM_ID, illegal="penalize", **kwargs)
    assert isinstance(env.unwrapped, SingleSeatEnv)
    env.unwrapped.action_space.seed(space_seed)
    check_env(env.unwrapped)


@pytest.mark.parametrize("kwargs", CHECKED_ENVS, ids=CHECKED_IDS)
def test_gymnasium_checks_pass_with_illegal_actions_refused(kwargs: dict) -> None:
    # check_env's step-determinism check draws its action *before* it resets, so under
    # illegal="raise" that action may be illegal in the position it is played in (docs/rl.md
    # says to run check_env with "penalize").  Every other check runs here as check_env
    # runs it, and the step check is made the sound way: draw after the seeded reset.
    env = SingleSeatEnv(illegal="raise", **kwargs)
    checker.check_action_space(env.action_space)
    checker.check_observation_space(env.observation_space)
    checker.check_reset_return_type(env)
    checker.check_reset_seed_determinism(env)
    checker.check_reset_options(env)
    passive.env_reset_passive_checker(env)
    passive.env_step_passive_checker(env, env.action_space.sample())
    for seed in (123, 7):
        env.reset(seed=seed)
        env.action_space.seed(seed)
        action = env.action_space.sample()
        first = env.step(action)
        env.reset(seed=seed)
        second = env.step(action)
        assert data_equivalence(first, second), "a seeded reset and one step must repeat"
    checker.check_returned_data_not_reused(env)


def test_sampling_the_action_space_draws_legal_actions_and_honours_a_mask() -> None:
    env = SingleSeatEnv("cards", 5)
    env.reset(seed=3)
    for _ in range(300):
        action = env.action_space.sample()
        assert env.action_masks()[action]
        _, _, terminated, truncated, _ = env.step(action)
        if terminated or truncated:
            env.reset()
    only = np.zeros(env.action_space.n, dtype=np.int8)
    only[7] = 1
    assert env.action_space.sample(mask=only) == 7


def test_a_fixed_role_puts_the_learner_in_that_role() -> None:
    env = SingleSeatEnv("dice", 6, role="outlaw")
    seats = set()
    for seed in range(12):
        env.reset(seed=seed)
        assert env.game.roles[env.seat] == "outlaw"  # type: ignore[union-attr]
        seats.add(env.seat)
    assert len(seats) > 1, "the Outlaw's seat should vary with the deal"
    with pytest.raises(ConfigError):
        SingleSeatEnv("dice", 3, role="sheriff")   # no Sheriff with 3 players (B2.1)
    with pytest.raises(ConfigError):
        SingleSeatEnv("dice", 5, opponents="grandmaster")
    with pytest.raises(ConfigError):
        SingleSeatEnv("dice", 5, opponents=["random", "normal"])  # 4 opponents needed


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    env = SingleSeatEnv("dice", 5)
    _, info = env.reset(seed=4)
    before = env.game.digest()  # type: ignore[union-attr]
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    with pytest.raises(IllegalAction):
        env.step(illegal)
    with pytest.raises(IllegalAction):
        env.step(173)
    assert env.game.digest() == before  # type: ignore[union-attr]


@pytest.mark.parametrize("game, options", [("dice", {}), ("cards", {}),
                                           ("cards", {"dodge_city": True})],
                         ids=["dice", "cards", "dodge-city"])
def test_episodes_end_with_the_team_result(game: Literal["cards", "dice"],
                                           options: dict[str, Any]) -> None:
    env = SingleSeatEnv(game, 4, opponents=["random", "easy", "normal"], **options)
    rng = np.random.default_rng(1)
    results = []
    for seed in range(6):
        obs, info = env.reset(seed=seed)
        done = False
        while not done:
            assert env.game.pending.seat == env.seat  # type: ignore[union-attr]
            assert (env.action_masks() == info["action_mask"].astype(bool)).all()
            assert obs in env.observation_space
            obs, reward, terminated, truncated, info = env.step(
                int(rng.choice(np.flatnonzero(info["action_mask"]))))
            done = terminated or truncated
        assert terminated and reward == (1.0 if info["won"] else -1.0)
        results.append(info["won"])
    assert len(results) == 6


def test_ansi_render_draws_the_learners_table() -> None:
    env = SingleSeatEnv("cards", 4, render_mode="ansi")
    env.reset(seed=3)
    text = env.render()
    assert isinstance(text, str)
    assert f"Player {env.seat + 1}" in text and "Your hand" in text
    assert SingleSeatEnv("cards", 4).render() is None
