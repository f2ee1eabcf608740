"""The speed of this tree against the code before the speed work, measured in one run.

``python benchmarks/compare_speed.py [--baseline 4f6f029] [--players 4-7] [--reps 3]
[--games 60] [--compiled-python PATH | --compiled-src DIR] [--baseline-compiled-src DIR]``

The baseline commit's ``src`` is extracted with ``git archive`` into a temporary
directory; every measurement runs in a fresh interpreter (``speed_worker.py``) with one
build first on the import path, and the builds take turns (baseline, tree, compiled,
baseline, ...) so that load from other processes on a shared machine hits all of them
alike.  What holds is the ratio of medians, not the absolute figures.

The ``normal``-bot games of each build use the same seeds; their outcomes (a
fingerprint of every timed game, the full digests of the first two) must agree, or the
comparison is void and the script says so.  ``--compiled-python`` names the interpreter
of an environment where the compiled build is installed (``scripts/test_compiled.sh``
makes one); its ``bang`` is used as installed.  ``--compiled-src`` names instead a copy
of ``src`` compiled in place (``BANG_MYPYC=1 python setup.py build_ext --inplace``), and
``--baseline-compiled-src`` the baseline's ``src`` compiled the same way: then the
compiled tree's ratios are against the compiled baseline (like against like), the
interpreted tree's against the interpreted baseline.

Each build plays ``normal``-bot games and random-bot games (every legal action equally
likely, the engine's own cost with no bot thinking) of both games at every player count.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
WORKER = Path(__file__).with_name("speed_worker.py")
#: The last commit before the incremental views, lean bots and compiled build.
BASELINE = "4f6f029"


def extract(commit: str, into: Path) -> Path:
    """``src`` of ``commit`` under ``into``; returns the directory to put on the path."""
    blob = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit, "src"],
                          check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(blob)) as archive:
        archive.extractall(into, filter="data")
    return into / "src"


def measure(python: str, path: Path | None, task: dict[str, Any]) -> dict[str, Any]:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if path is not None:
        env["PYTHONPATH"] = str(path)
    done = subprocess.run([python, str(WORKER), json.dumps(task)], env=env, check=True,
                          capture_output=True, text=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def parse_players(text: str) -> list[int]:
    low, _, high = text.partition("-")
    return list(range(int(low), int(high or low) + 1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", default=BASELINE, help="commit to compare against")
    parser.add_argument("--players", type=parse_players, default=parse_players("4-7"))
    parser.add_argument("--reps", type=int, default=3, help="interleaved repetitions")
    parser.add_argument("--games", type=int, default=60, help="normal-bot games per run")
    parser.add_argument("--seconds", type=float, default=1.0, help="random play per run")
    parser.add_argument("--compiled-python", help="python of a venv with the compiled build")
    parser.add_argument("--compiled-src", help="or a source tree compiled in place"
                                               " (setup.py build_ext --inplace)")
    parser.add_argument("--baseline-compiled-src",
                        help="the baseline's src compiled in place: the compiled tree's"
                             " ratios are then against it")
    parser.add_argument("--details", action="store_true",
                        help="also clone cost, memory per game and the server's"
                             " per-action cost, per game and player count")
    parser.add_argument("--json", help="also write the medians to this file")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="bang-baseline-") as tmp:
        builds: list[tuple[str, str, Path | None]] = [
            ("baseline", sys.executable, extract(args.baseline, Path(tmp))),
            ("tree", sys.executable, ROOT / "src"),
        ]
        if args.baseline_compiled_src:
            builds.append(("baseline-compiled", sys.executable,
                           Path(args.baseline_compiled_src).resolve()))
        if args.compiled_python:
            builds.append(("compiled", args.compiled_python, None))
        elif args.compiled_src:
            builds.append(("compiled", sys.executable, Path(args.compiled_src).resolve()))
        tasks: list[dict[str, Any]] = []
        for game in ("cards", "dice"):
            for players in args.players:
                tasks.append({"kind": "bots", "game": game, "players": players,
                              "first_seed": 1000, "games": args.games})
                tasks.append({"kind": "random_play", "game": game, "players": players,
                              "seconds": args.seconds})
        if args.details:
            for game in ("cards", "dice"):
                for players in args.players:
                    tasks.append({"kind": "clone", "game": game, "players": players})
                    tasks.append({"kind": "server", "game": game, "players": players,
                                  "actions": 1000})
        results: dict[tuple[str, int, str, str], list[dict[str, Any]]] = {}
        for rep in range(args.reps):
            for task in tasks:
                order = builds if rep % 2 == 0 else builds[::-1]
                for name, python, path in order:
                    got = measure(python, path, task)
                    if name.endswith("compiled") and not got["compiled"]:
                        print("warning: the compiled python runs an interpreted bang",
                              file=sys.stderr)
                    key = (task["kind"], task["players"], task["game"], name)
                    results.setdefault(key, []).append(got)
            print(f"repetition {rep + 1}/{args.reps} done", file=sys.stderr)
    return report(results, [b[0] for b in builds], args)


def reference(name: str, names: list[str]) -> str:
    """The build a build's ratio is taken against: the compiled baseline for the
    compiled tree when it was measured, else the (interpreted) baseline."""
    if name == "compiled" and "baseline-compiled" in names:
        return "baseline-compiled"
    return names[0]


def report(results: dict[tuple[str, int, str, str], list[dict[str, Any]]],
           names: list[str], args: argparse.Namespace) -> int:
    medians: dict[str, Any] = {}
    same = True
    compared = [n for n in names if not n.startswith("baseline")]
    print(f"median of {args.reps} interleaved runs, CPU time; ratios against {args.baseline}"
          + (" (compiled against compiled)" if "baseline-compiled" in names else ""))
    for game in ("cards", "dice"):
        print(f"\n{game}: normal-bot games/s ({args.games} seeded games per run)")
        print("players " + " ".join(f"{n:>17}" for n in names)
              + " ".join(f"{'x ' + n:>12}" for n in compared) + "  same games")
        for players in args.players:
            runs = {n: results[("bots", players, game, n)] for n in names}
            rates = {n: statistics.median(r["games_per_s"] for r in runs[n]) for n in names}
            outcome = {n: (runs[n][0]["fingerprint"], tuple(runs[n][0]["digests"]))
                       for n in names}
            agree = len(set(outcome.values())) == 1
            same &= agree
            medians[f"{game}-{players}"] = rates
            print(f"{players:>7} " + " ".join(f"{rates[n]:>17.1f}" for n in names)
                  + " ".join(f"{rates[n] / rates[reference(n, names)]:>12.3f}"
                             for n in compared)
                  + f"  {'yes' if agree else 'NO'}")
        print(f"\n{game}: random-bot decisions/s ({args.seconds:g} s of play per run)")
        print("players " + " ".join(f"{n:>17}" for n in names)
              + " ".join(f"{'x ' + n:>12}" for n in compared))
        for players in args.players:
            rates = {n: statistics.median(r["decisions_per_s"] for r in
                                          results[("random_play", players, game, n)])
                     for n in names}
            medians[f"random-{game}-{players}"] = rates
            print(f"{players:>7} " + " ".join(f"{rates[n]:>17,.0f}" for n in names)
                  + " ".join(f"{rates[n] / rates[reference(n, names)]:>12.3f}"
                             for n in compared))
    if args.details:
        medians.update(details(results, names, args))
    if args.json:
        Path(args.json).write_text(json.dumps(medians, indent=1) + "\n")
    if not same:
        print("\nTHE BUILDS PLAYED DIFFERENT GAMES: the comparison is void", file=sys.stderr)
        return 1
    return 0


#: (task kind, result field, heading, format) of the ``--details`` tables.
DETAILS = [
    ("clone", "clone_us", "clone() of a mid-game position, µs", "{:.2f}"),
    ("clone", "bytes_per_game", "memory per game (a mid-game clone), bytes", "{:,.0f}"),
    ("server", "server_us_per_action", "server cost per action: view + JSON for every"
                                        " seat, µs", "{:,.0f}"),
]


def details(results: dict[tuple[str, int, str, str], list[dict[str, Any]]],
            names: list[str], args: argparse.Namespace) -> dict[str, Any]:
    """Print and return the medians of the ``--details`` measurements."""
    out: dict[str, Any] = {}
    for kind, field, heading, fmt in DETAILS:
        for game in ("cards", "dice"):
            print(f"\n{game}: {heading}")
            print("players " + " ".join(f"{n:>12}" for n in names))
            for players in args.players:
                value = {n: statistics.median(r[field]
                                              for r in results[(kind, players, game, n)])
                         for n in names}
                out[f"{field}-{game}-{players}"] = value
                print(f"{players:>7} " + " ".join(f"{fmt.format(value[n]):>12}" for n in names))
    return out


if __name__ == "__main__":
    sys.exit(main())
