"""What the balance statistics cost: the same bot games played plainly
(``bang.sim.play``) and observed for the report (``bang.stats.observe``).

CPU time of this process, best of ``--repeat`` alternating runs, so that other work on a
shared machine slows both sides alike.

    python benchmarks/stats_overhead.py [--games 300] [--repeat 3] [--bots normal]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from bang.core.rng import child_seed
from bang.games import game_classes
from bang.sim.play import play
from bang.stats.observe import observe


def timed(run: Callable[..., Any], game: str, players: int, games: int, bots: str) -> float:
    game_class, config_class = game_classes(game)
    config = config_class.from_dict({"players": players})
    start = time.process_time()
    for index in range(games):
        run(game_class, config, child_seed(1, index), bots)
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--bots", default="normal")
    args = parser.parse_args()
    print("| game | players | plain games/s | observed games/s | observed / plain time |")
    print("|---|---|---|---|---|")
    for game, players in (("cards", 5), ("cards", 8), ("dice", 5), ("dice", 8)):
        plain = observed = float("inf")
        for _ in range(args.repeat):
            plain = min(plain, timed(play, game, players, args.games, args.bots))
            observed = min(observed, timed(observe, game, players, args.games, args.bots))
        print(f"| {game} | {players} | {args.games / plain:,.0f} | "
              f"{args.games / observed:,.0f} | {observed / plain:.2f} |")


if __name__ == "__main__":
    main()
