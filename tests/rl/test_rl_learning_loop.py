"""The loop closes without a deep-learning stack: the NumPy learner (bang.rl.learn)
improves the dice game's Sheriff against random opponents within seconds, and the
vectorised runner (bang.rl.vector) plays many games at once."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

from bang.core.errors import IllegalAction
from bang.rl.learn import LinearPolicy, evaluate, reinforce
from bang.rl.single import SingleSeatEnv
from bang.rl.vector import VectorRunner, throughput


def test_the_numpy_learner_beats_random_play_after_a_few_hundred_games() -> None:
    env = SingleSeatEnv("dice", 5, role="sheriff", opponents="random")
    training = reinforce(env, 400, learning_rate=0.1, seed=0)
    assert len(training.returns) == 400
    assert set(training.returns) <= {-1.0, 0.0, 1.0}
    random_wins, games = evaluate(env, None, 300, seed=7)
    trained_wins, _ = evaluate(env, training.policy, 300, seed=7)
    # Seeded, hence exact: about 35 % for random play, about 65 % after training.
    assert trained_wins >= random_wins + 45, (trained_wins, random_wins, games)


def test_training_is_reproducible_from_its_seed() -> None:
    env = SingleSeatEnv("dice", 4, opponents="easy")
    first = reinforce(env, 30, seed=3)
    second = reinforce(env, 30, seed=3)
    assert first.returns == second.returns
    assert np.array_equal(first.policy.weights, second.policy.weights)
    assert np.abs(first.policy.weights).sum() > 0


def test_the_policy_only_gives_legal_actions() -> None:
    env = SingleSeatEnv("cards", 5)
    policy = LinearPolicy.for_env(env)
    policy.bias[:] = np.random.default_rng(0).normal(size=policy.bias.shape) * 5
    rng = np.random.default_rng(1)
    obs, info = env.reset(seed=1)
    for _ in range(40):
        action = policy.act(obs, info["action_mask"], rng)
        assert action in env.legal_actions()
        obs, _, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            obs, info = env.reset()


@pytest.mark.parametrize("game, options", [("dice", {}), ("cards", {}),
                                           ("cards", {"dodge_city": True})],
                         ids=["dice", "cards", "dodge-city"])
def test_the_vector_runner_plays_many_games_at_once(game: str,
                                                    options: dict[str, Any]) -> None:
    runner = VectorRunner(game, num_games=8, players=4, seed=5,  # type: ignore[arg-type]
                          **options)
    step = runner.reset()
    assert step.obs.shape == (8, runner.spec.layout.size)
    assert step.masks.shape == (8, runner.spec.codec.size)
    rng = random.Random(0)
    ended = 0
    for _ in range(400 if game == "dice" else 1500):
        actions = runner.random_actions(rng)
        assert all(step.masks[g, a] == 1 for g, a in enumerate(actions))
        step = runner.step(actions)
        for g in np.flatnonzero(step.done):
            ended += 1
            # Team rewards: every seat +1 or -1, at least one winner.
            assert set(step.rewards[g]) <= {1.0, -1.0} and 1.0 in step.rewards[g]
        assert (step.rewards[~step.done] == 0).all()
        assert all(runner.games[g].pending.seat == step.seats[g] for g in range(8))
    assert ended == runner.finished > 0


def test_the_vector_runner_refuses_an_illegal_action_before_moving_any_game() -> None:
    runner = VectorRunner("dice", num_games=3, players=5, seed=1)
    step = runner.reset()
    digests = [g.digest() for g in runner.games]
    actions = runner.random_actions(random.Random(0))
    actions[2] = int(np.flatnonzero(step.masks[2] == 0)[0])
    with pytest.raises(IllegalAction):
        runner.step(actions)
    assert [g.digest() for g in runner.games] == digests


def test_throughput_counts_decisions() -> None:
    result = throughput("dice", 5, num_games=4, seconds=0.2)
    assert result.decisions > 0 and result.steps_per_second > 0
