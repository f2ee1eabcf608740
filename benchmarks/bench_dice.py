"""Decisions and games per second of the dice engine with uniform random bots.

Each decision is one ``legal_actions`` call, one uniform choice with the bot's own
``random.Random`` and one ``apply``.  Run: ``python benchmarks/bench_dice.py [games]``.
"""

from __future__ import annotations

import random
import sys
import time

from bang.dice import DiceConfig, DiceGame


def run(players: int, games: int, auto_forced: bool) -> tuple[float, float]:
    """(decisions per second, games per second) for ``games`` random games."""
    config = DiceConfig(players=players, auto_forced=auto_forced)
    bot = random.Random(players)
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        game = DiceGame.new(config, seed)
        choice = bot.choice
        while game.decision is not None:
            game.apply(choice(game.legal_actions()))
            decisions += 1
    elapsed = time.perf_counter() - start
    return decisions / elapsed, games / elapsed


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    print(f"{'players':>7} {'auto_forced':>11} {'decisions/s':>12} {'games/s':>9}")
    for auto in (False, True):
        for players in range(3, 9):
            dps, gps = run(players, games, auto)
            print(f"{players:>7} {auto!s:>11} {dps:>12,.0f} {gps:>9,.0f}")


if __name__ == "__main__":
    main()
