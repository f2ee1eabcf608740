"""How long each bot level takes to answer, on this machine.

    python benchmarks/move_time.py [--game cards|dice|all] [--players 7] [--games 3]
        [--levels random,easy,normal,hard,expert] [--seed 1]

One bot of the level sits in every seat of a few games; every decision with more than
one legal answer is timed from the driver's side (``decide``: building the view or the
information set included).  Prints the mean, the 95th percentile and the maximum per
level, and for the search levels how many decisions were searched and their mean
iterations.  Forced prompts (one legal answer) are not counted: they cost nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

from bang.bots import decide, make_bot
from bang.bots.search import SearchBot
from bang.core.rng import child_seed
from bang.games import game_classes


def time_level(game_name: str, players: int, level: str, games: int,
               seed: int) -> dict[str, Any]:
    game_class, config_class = game_classes(game_name)
    options: dict[str, Any] = {"players": players}
    if game_name == "cards" and players == 8:
        options["eight_players"] = True
    if game_name == "cards" and players == 3:
        options["three_player"] = True
    config = config_class.from_dict(options)
    times: list[float] = []
    searched = iterations = 0
    for index in range(games):
        game_seed = child_seed(seed, index)
        game = game_class.new(config, game_seed)
        bots = [make_bot(level, child_seed(game_seed, seat)) for seat in range(players)]
        while game.pending is not None:
            seat = game.pending.seat
            choices = len(game.legal_actions())
            start = time.perf_counter()
            action = decide(bots[seat], game, seat)
            if choices > 1:
                times.append(time.perf_counter() - start)
            game.apply(action)
        for bot in bots:
            if isinstance(bot, SearchBot):
                searched += bot.searched
                iterations += bot.iterations_run
    times.sort()
    return {"level": level, "decisions": len(times),
            "mean_ms": 1000 * statistics.fmean(times) if times else 0.0,
            "p95_ms": 1000 * times[int(0.95 * (len(times) - 1))] if times else 0.0,
            "max_ms": 1000 * times[-1] if times else 0.0,
            "searched": searched,
            "iterations": iterations / searched if searched else 0.0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("cards", "dice", "all"), default="all")
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--levels", default="random,easy,normal,hard,expert")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    names = ("cards", "dice") if args.game == "all" else (args.game,)
    print("| game | level | decisions timed | mean ms | p95 ms | max ms | searched |"
          " iterations per search |")
    print("|---|---|---|---|---|---|---|---|")
    for name in names:
        for level in args.levels.split(","):
            r = time_level(name, args.players, level, args.games, args.seed)
            print(f"| {name} | {level} | {r['decisions']} | {r['mean_ms']:.2f} | "
                  f"{r['p95_ms']:.2f} | {r['max_ms']:.1f} | {r['searched']} | "
                  f"{r['iterations']:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
