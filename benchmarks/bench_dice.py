"""Decisions and games per second of the dice engine with uniform random bots.

A decision is one ``legal_actions()`` call, one uniform choice with the bot's own
``random.Random`` and one ``apply()``; game creation counts towards the time.  CPU time
of this process is measured (one core), best of ``--repeat`` runs, since other work on a
shared machine slows single runs down.

    python benchmarks/bench_dice.py [--games 500] [--repeat 3]
"""

from __future__ import annotations

import argparse
import random
import time

from bang.dice import DiceConfig, DiceGame


def run(players: int, games: int, auto_forced: bool) -> tuple[float, float, float]:
    """(decisions per second, games per second, decisions per game)."""
    config = DiceConfig(players=players, auto_forced=auto_forced)
    bot = random.Random(players)
    choice = bot.choice
    decisions = 0
    start = time.process_time()
    for seed in range(games):
        game = DiceGame.new(config, seed)
        while game.decision is not None:
            game.apply(choice(game.legal_actions()))
            decisions += 1
    elapsed = time.process_time() - start
    return decisions / elapsed, games / elapsed, decisions / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'players':>7} {'auto_forced':>11} {'decisions/s':>12} {'games/s':>9} "
          f"{'decisions/game':>14}")
    for auto in (False, True):
        for players in range(3, 9):
            best = max((run(players, args.games, auto) for _ in range(args.repeat)),
                       key=lambda r: r[0])
            dps, gps, per_game = best
            print(f"{players:>7} {auto!s:>11} {dps:>12,.0f} {gps:>9,.0f} {per_game:>14.1f}")


if __name__ == "__main__":
    main()
