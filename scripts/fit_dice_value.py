"""Fit the weights of ``bang.bots.dice_value`` again (pure Python, no dependency).

    python scripts/fit_dice_value.py [--games 4500] [--players 5,6,7] [--seed 77]

Plays heuristic games (``DiceBot`` in every seat), records ``dice_value.features`` at
the start of every turn with the game's final result for each team, and fits one
logistic regression per team by Newton's method (a small ridge keeps it finite).
Prints the log-loss against a constant and the ``WEIGHTS`` table to paste.
"""

from __future__ import annotations

import argparse
import math
import sys

from bang.bots.dice import DiceBot
from bang.bots.dice_value import TEAM, features
from bang.core.rng import child_seed
from bang.dice import DiceGame
from bang.dice.config import DiceConfig


def collect(games: int, counts: list[int], seed: int
            ) -> tuple[list[list[float]], dict[str, list[float]]]:
    rows: list[list[float]] = []
    won: dict[str, list[float]] = {team: [] for team in set(TEAM.values())}
    for index in range(games):
        players = counts[index % len(counts)]
        game_seed = child_seed(seed, index)
        game = DiceGame.new(DiceConfig.from_dict({"players": players}), game_seed)
        bots = [DiceBot(game_seed * 10 + s) for s in range(players)]
        start = len(rows)
        turn = None
        while not game.is_over:
            if game.turn != turn:
                turn = game.turn
                rows.append(features(game.roles, game.life, game.max_life, game.alive))
            seat = game.pending.seat
            legal = game.legal_actions()
            action = bots[seat].choose(game.view(seat), legal) if len(legal) > 1 else legal[0]
            game.apply(action)
        returns = game.returns()
        for team in won:
            win = float(any(returns[s] > 0 and TEAM[game.roles[s]] == team
                            for s in range(players)))
            won[team] += [win] * (len(rows) - start)
    return rows, won


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows: list[list[float]], y: list[float], ridge: float = 1e-3) -> list[float]:
    k = len(rows[0])
    w = [0.0] * k
    for _ in range(40):
        grad = [-ridge * wi for wi in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, t in zip(rows, y, strict=True):
            p = 1.0 / (1.0 + math.exp(-sum(wi * xi for wi, xi in zip(w, x, strict=True))))
            g = t - p
            h = p * (1.0 - p)
            for i in range(k):
                grad[i] += g * x[i]
                hi = hess[i]
                hx = h * x[i]
                for j in range(i, k):
                    hi[j] += hx * x[j]
        for i in range(k):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def log_loss(rows: list[list[float]], y: list[float], w: list[float] | None) -> float:
    mean = sum(y) / len(y)
    total = 0.0
    for x, t in zip(rows, y, strict=True):
        p = mean if w is None else 1.0 / (1.0 + math.exp(
            -sum(wi * xi for wi, xi in zip(w, x, strict=True))))
        p = min(max(p, 1e-9), 1.0 - 1e-9)
        total -= t * math.log(p) + (1.0 - t) * math.log(1.0 - p)
    return total / len(y)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4500)
    parser.add_argument("--players", default="5,6,7")
    parser.add_argument("--seed", type=int, default=77)
    args = parser.parse_args(argv)
    rows, won = collect(args.games, [int(p) for p in args.players.split(",")], args.seed)
    print(f"{args.games} games, {len(rows)} turn starts")
    for team in ("law", "outlaws", "renegade"):
        w = fit(rows, won[team])
        print(f"# {team}: log-loss {log_loss(rows, won[team], w):.4f}, "
              f"constant {log_loss(rows, won[team], None):.4f}")
        print(f'    "{team}": ({", ".join(f"{x:.3f}" for x in w)}),')
    return 0


if __name__ == "__main__":
    sys.exit(main())
