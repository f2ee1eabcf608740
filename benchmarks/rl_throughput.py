"""Decisions per second through the RL layer: random masked self-play with
``bang.rl.VectorRunner`` (every decision's observation and action mask built from the
seat's view, the chosen code decoded and applied), in one process and in several.

    python benchmarks/rl_throughput.py [--seconds 3] [--processes 1 2] [--games 1 64]

Also prints the raw engine's rate (random bots, no observation) in the same run, so the
cost of the RL layer reads as a ratio on a shared, noisy machine.  Wall-clock rates add
the processes up; CPU-time rates say what one core does whatever else runs.
"""

from __future__ import annotations

import argparse
import random
import time

from bang.rl.games import game_spec
from bang.rl.vector import throughput


def engine_rate(game: str, players: int, seconds: float) -> float:
    """Decisions per CPU second of the bare engine with a uniform random choice."""
    spec = game_spec(game, players)  # type: ignore[arg-type]
    rng = random.Random(0)
    decisions = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        g = spec.new(rng.getrandbits(64))
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
            decisions += 1
    return decisions / (time.process_time() - cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--games", type=int, nargs="+", default=[1, 64])
    args = parser.parse_args()
    print("| game | players | games per process | processes | decisions/s (wall) |"
          " decisions per CPU-second | games/s (wall) | engine alone, decisions per CPU-second |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for game in ("dice", "cards"):
        engine = engine_rate(game, args.players, args.seconds)
        for games in args.games:
            for processes in args.processes:
                result = throughput(game, args.players, num_games=games,  # type: ignore[arg-type]
                                    seconds=args.seconds, processes=processes)
                print(f"| {game} | {args.players} | {games} | {processes} |"
                      f" {result.steps_per_second:,.0f} | {result.steps_per_cpu_second:,.0f} |"
                      f" {result.games / result.seconds:,.1f} | {engine:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
