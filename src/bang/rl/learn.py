"""A tiny learner in NumPy alone: a linear softmax policy over the legal actions, trained
by REINFORCE with a running baseline, and an evaluation loop.

It is not meant to be strong; it proves, without a deep-learning stack, that the
environments close the loop (observe → masked choice → step → reward → update), and it
is what the tests run.  examples/train_dice_ppo.py trains a real policy (MaskablePPO).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from bang.bots import Bot, decide, make_bot
from bang.rl.single import SingleSeatEnv


@dataclass
class LinearPolicy:
    """Logits ``(obs / scale) @ weights + bias`` restricted to the legal actions."""

    weights: NDArray[np.float64]
    bias: NDArray[np.float64]
    scale: NDArray[np.float64]

    @classmethod
    def for_env(cls, env: SingleSeatEnv) -> LinearPolicy:
        size = env.game_spec.layout.size
        actions = env.game_spec.codec.size
        scale = np.maximum(env.game_spec.layout.high.astype(np.float64), 1.0)
        return cls(np.zeros((size, actions)), np.zeros(actions), scale)

    def probabilities(self, obs: NDArray[np.float32],
                      mask: NDArray[np.int8]) -> tuple[NDArray[np.int64], NDArray[np.float64]]:
        """The legal codes and the policy's probability of each."""
        legal = np.flatnonzero(mask)
        x = obs / self.scale
        logits = x @ self.weights[:, legal] + self.bias[legal]
        logits -= logits.max()
        p = np.exp(logits)
        return legal, p / p.sum()

    def act(self, obs: NDArray[np.float32], mask: NDArray[np.int8],
            rng: np.random.Generator, greedy: bool = False) -> int:
        legal, p = self.probabilities(obs, mask)
        if greedy:
            return int(legal[int(np.argmax(p))])
        return int(legal[int(rng.choice(len(legal), p=p))])


@dataclass
class Training:
    """What :func:`reinforce` did: the policy and each episode's return."""

    policy: LinearPolicy
    returns: list[float] = field(default_factory=list)


def reinforce(env: SingleSeatEnv, episodes: int, *, learning_rate: float = 0.05,
              seed: int = 0, policy: LinearPolicy | None = None) -> Training:
    """Train ``policy`` (a fresh zero one by default) on ``episodes`` episodes of ``env``:
    after each episode, every choice's log-probability is pushed up by the episode's
    return minus a running baseline.  Seeded: the same arguments give the same policy."""
    rng = np.random.default_rng(seed)
    policy = policy or LinearPolicy.for_env(env)
    training = Training(policy)
    baseline = 0.0
    for episode in range(episodes):
        obs, info = env.reset(seed=int(rng.integers(2**62)) if episode == 0 else None)
        trace = []
        done = False
        reward = 0.0
        while not done:
            mask = info["action_mask"]
            legal, p = policy.probabilities(obs, mask)
            pick = int(rng.choice(len(legal), p=p))
            trace.append((obs / policy.scale, legal, p, pick))
            obs, r, terminated, truncated, info = env.step(int(legal[pick]))
            reward += float(r)
            done = terminated or truncated
        advantage = reward - baseline
        baseline += 0.05 * (reward - baseline)
        for x, legal, p, pick in trace:
            grad = -p
            grad[pick] += 1.0          # d log p(pick) / d logits
            step = learning_rate * advantage / len(trace)
            policy.weights[:, legal] += step * np.outer(x, grad)
            policy.bias[legal] += step * grad
        training.returns.append(reward)
    return training


Chooser = Callable[[NDArray[np.float32], NDArray[np.int8]], int]


def evaluate(env: SingleSeatEnv, policy: LinearPolicy | Chooser | None, episodes: int, *,
             seed: int = 0, greedy: bool = False) -> tuple[int, int]:
    """``(wins, episodes)`` of ``policy`` in ``env``: a :class:`LinearPolicy`, any
    ``choose(obs, mask) -> code``, or ``None`` for uniformly random legal actions."""
    rng = np.random.default_rng(seed)
    choose: Chooser
    if policy is None:
        choose = lambda obs, mask: int(rng.choice(np.flatnonzero(mask)))  # noqa: E731
    elif isinstance(policy, LinearPolicy):
        linear = policy
        choose = lambda obs, mask: linear.act(obs, mask, rng, greedy)  # noqa: E731
    else:
        choose = policy
    wins = 0
    for episode in range(episodes):
        obs, info = env.reset(seed=seed if episode == 0 else None)
        done = False
        while not done:
            obs, _, terminated, truncated, info = env.step(choose(obs, info["action_mask"]))
            done = terminated or truncated
        wins += bool(info.get("won", False))
    return wins, episodes


class BotChooser:
    """A bot of the registry playing the learner's seat (a baseline for a policy): a
    fresh bot each game, asked through ``bang.bots.decide`` and coded by the codec."""

    def __init__(self, env: SingleSeatEnv, name: str, seed: int = 0) -> None:
        self.env, self.name, self.seed = env, name, seed
        self.games = 0
        self._game: object = None
        self._bot: Bot | None = None

    def __call__(self, obs: NDArray[np.float32], mask: NDArray[np.int8]) -> int:
        env = self.env
        game = env.game
        assert game is not None
        if self._bot is None or self._game is not game:
            self.games += 1
            self._game, self._bot = game, make_bot(self.name, self.seed * 1_000_003 + self.games)
        action = decide(self._bot, game, env.seat)
        return env.game_spec.codec.encode(action, env.seat, env.game_spec.players)
