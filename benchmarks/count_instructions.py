"""Instructions per ``normal``-bot game, this tree against the code before the speed work.

``python benchmarks/count_instructions.py [--baseline 4f6f029] [--players 4-7]
[--games 20] [--game cards|dice|all]``

Needs ``valgrind``.  Times on a shared machine swing with the load; the number of machine
instructions a run executes does not (Python's string hashing is pinned with
``PYTHONHASHSEED=0``, so the same run executes the same instructions).  Each figure is the
instructions of playing ``--games`` seeded games (seeds 1000 on, as in
``compare_speed.py``) minus those of the same process playing none (start-up and
imports), under callgrind.  The ratio before / tree is how many times fewer instructions
a game takes now; it tracks the ratio of games per second closely (the interpreter's
instructions are alike in both), and it is the same from one run to the next, so a
change of one per cent shows.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from compare_speed import BASELINE, ROOT, extract, parse_players

PROGRAM = """
import sys
from bang.games import game_classes, make_config
from bang.sim.play import play
name, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
game_class, _ = game_classes(name)
config = make_config(name, players, {})
for seed in range(1000, 1000 + games):
    play(game_class, config, seed, "normal")
"""


def instructions(src: Path, game: str, players: int, games: int) -> int:
    """Instructions callgrind counts for the run, with ``src`` first on the path."""
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(src))
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         "-c", PROGRAM, game, str(players), str(games)],
        env=env, check=True, capture_output=True, text=True)
    found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"no instruction count in callgrind's output:\n{done.stderr}")
    return int(found.group(1))


def per_games(src: Path, game: str, players: int, games: int) -> int:
    """Instructions of ``games`` games, start-up excluded."""
    return instructions(src, game, players, games) - instructions(src, game, players, 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", default=BASELINE, help="commit to compare against")
    parser.add_argument("--players", type=parse_players, default=parse_players("4-7"))
    parser.add_argument("--games", type=int, default=20, help="seeded games per count")
    parser.add_argument("--game", choices=("cards", "dice", "all"), default="all")
    args = parser.parse_args(argv)
    names = ("cards", "dice") if args.game == "all" else (args.game,)
    with tempfile.TemporaryDirectory() as tmp:
        before = extract(args.baseline, Path(tmp))
        print(f"instructions per game (millions), {args.games} seeded games;"
              f" ratio against {args.baseline}")
        print(f"{'game':6} {'players':>7} {'before':>9} {'tree':>9} {'x tree':>7}")
        for name in names:
            for players in args.players:
                old = per_games(before, name, players, args.games) / args.games
                new = per_games(ROOT / "src", name, players, args.games) / args.games
                print(f"{name:6} {players:7d} {old / 1e6:9.2f} {new / 1e6:9.2f}"
                      f" {old / new:7.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
