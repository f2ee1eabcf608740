"""Masked PPO learns one seat of the dice game: first against random opponents, then
against the `normal` heuristic bots (a two-step curriculum).

Needs the `train` extra (sb3-contrib, torch, matplotlib):

    pip install -e ".[train]"
    python examples/train_dice_ppo.py --role sheriff --random-steps 150000 \
        --normal-steps 150000 --eval-games 1000 --out docs/rl_dice_ppo_curve.png

It prints the final win rates, each with its 95 % Wilson interval, against both kinds of
opponents, beside the baselines of the same seat played by uniformly random legal
actions and by the `normal` bot, and draws the learning curve (the win rate of the
training episodes, in windows) to the PNG.  BENCHMARKS.md records one run.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import numpy as np
import torch
from sb3_contrib import MaskablePPO
from sb3_contrib.common.wrappers import ActionMasker
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.vec_env import DummyVecEnv

from bang.rl.learn import BotChooser, evaluate
from bang.rl.single import SingleSeatEnv
from bang.stats.intervals import wilson


class Outcomes(BaseCallback):
    """Records (timestep, won) for every training episode that ends."""

    def __init__(self) -> None:
        super().__init__()
        self.episodes: list[tuple[int, bool]] = []

    def _on_step(self) -> bool:
        for done, info in zip(self.locals["dones"], self.locals["infos"], strict=True):
            if done:
                self.episodes.append((self.num_timesteps, bool(info.get("won", False))))
        return True


def make_env(role: str, opponents: str, players: int) -> Any:
    env = SingleSeatEnv("dice", players, role=role, opponents=opponents, scaled=True)
    return ActionMasker(env, lambda e: e.unwrapped.action_masks())


def rate(wins: int, games: int) -> dict[str, float]:
    interval = wilson(wins, games)
    low, high = interval.low, interval.high
    return {"win_rate": round(wins / games, 4), "low": round(low, 4), "high": round(high, 4),
            "games": games}


def evaluate_all(model: MaskablePPO | None, role: str, players: int, games: int,
                 seed: int) -> dict[str, dict[str, dict[str, float]]]:
    """Win rates of the model (and of the baselines) against random and normal bots."""
    results: dict[str, dict[str, dict[str, float]]] = {}
    for opponents in ("random", "normal"):
        env = SingleSeatEnv("dice", players, role=role, opponents=opponents, scaled=True)
        row: dict[str, dict[str, float]] = {}
        if model is not None:
            def choose(obs: np.ndarray, mask: np.ndarray) -> int:
                action, _ = model.predict(obs, action_masks=mask.astype(bool),
                                          deterministic=True)
                return int(action)
            row["ppo"] = rate(*evaluate(env, choose, games, seed=seed))
        else:
            row["random_policy"] = rate(*evaluate(env, None, games, seed=seed))
            row["normal_bot"] = rate(*evaluate(env, BotChooser(env, "normal", seed), games,
                                               seed=seed))
        results[f"vs_{opponents}"] = row
    return results


def plot(curve: list[tuple[int, bool]], switch: int, out: str, role: str,
         window: int) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = np.array([s for s, _ in curve])
    wins = np.array([w for _, w in curve], dtype=float)
    xs, ys = [], []
    for start in range(0, len(wins) - window + 1, max(window // 4, 1)):
        xs.append(steps[start + window - 1])
        ys.append(wins[start:start + window].mean())
    fig, ax = plt.subplots(figsize=(8, 4.5))
    ax.plot(xs, ys, color="tab:blue", label=f"training win rate ({window}-episode windows)")
    ax.axvline(switch, color="grey", linestyle="--")
    ax.text(switch, 0.02, "  opponents: random → normal", color="grey")
    ax.set_xlabel("learner decisions (environment steps)")
    ax.set_ylabel("win rate")
    ax.set_ylim(0, 1)
    ax.set_title(f"MaskablePPO, dice game, 5 players, the {role.title()}'s seat")
    ax.grid(alpha=0.3)
    ax.legend(loc="upper left")
    fig.tight_layout()
    fig.savefig(out, dpi=110)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--role", default="sheriff", choices=["sheriff", "outlaw"])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--random-steps", type=int, default=150_000)
    parser.add_argument("--normal-steps", type=int, default=150_000)
    parser.add_argument("--eval-games", type=int, default=1000)
    parser.add_argument("--envs", type=int, default=8)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="rl_dice_ppo_curve.png")
    parser.add_argument("--window", type=int, default=500)
    args = parser.parse_args()
    torch.set_num_threads(1)
    started = time.time()

    def vec(opponents: str) -> DummyVecEnv:
        return DummyVecEnv([lambda: make_env(args.role, opponents, args.players)
                            for _ in range(args.envs)])

    outcomes = Outcomes()
    model = MaskablePPO("MlpPolicy", vec("random"), seed=args.seed, n_steps=256,
                        batch_size=512, n_epochs=4, gamma=0.99, ent_coef=0.01,
                        learning_rate=3e-4, policy_kwargs={"net_arch": [128, 128]},
                        verbose=0)
    model.learn(args.random_steps, callback=outcomes)
    after_random = evaluate_all(model, args.role, args.players, args.eval_games, 10_000)
    switch = model.num_timesteps
    model.set_env(vec("normal"))
    model.learn(args.normal_steps, callback=outcomes, reset_num_timesteps=False)
    final = evaluate_all(model, args.role, args.players, args.eval_games, 20_000)
    baselines = evaluate_all(None, args.role, args.players, args.eval_games, 20_000)
    plot(outcomes.episodes, switch, args.out, args.role, args.window)
    print(json.dumps({"role": args.role, "players": args.players,
                      "steps": [args.random_steps, args.normal_steps],
                      "training_episodes": len(outcomes.episodes),
                      "after_random_phase": after_random, "final": final,
                      "baselines": baselines, "seconds": round(time.time() - started)},
                     indent=1))


if __name__ == "__main__":
    main()
