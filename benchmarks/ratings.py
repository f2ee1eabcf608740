"""Ratings of the bot ladder (``random < easy < normal < hard < expert``) from team
results, with 95 % intervals.

    python benchmarks/ratings.py --game cards --players 7 --games 40 --jobs 1 \\
        [--levels random,easy,normal,hard,expert] [--pairs expert:normal,...] \\
        [--seed 1] [--offset 0] [--teams law,outlaws,renegade] [--out ratings.json]

Every ordered pair of levels (A, B) plays ``--games`` games for each team (Law = the
Sheriff and his Deputies, the Outlaws, the Renegade): A's bots play that team's seats,
B's bots every other seat; ``normal`` also plays itself, the baseline of each team.
Roles are dealt by the game's own seed, so the seats a team gets are shuffled from game
to game, and game ``i`` of every line uses the same seed (the same deal), which makes
the lines comparable.  A game is a win for A when a member of its team wins.

The fit is Bradley-Terry with an advantage per team (teams do not win equally often):
P(A's team wins) = sigmoid(r_A - r_B + h_team), ``normal`` fixed at 0, by Newton's
method; intervals from the observed information.  Ratings are printed on the Elo scale
(400 / ln 10 per unit).  The per-team win rates of each level against ``normal``
(Wilson 95 % intervals) are printed beside ``normal``'s own rate in the same team.
Results are cumulative: ``--out`` is read first when it exists and the new games are
added (use a new ``--offset`` for new deals), so a long run can be made of short ones.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import time
from collections.abc import Iterator
from typing import Any

from bang.core.rng import child_seed
from bang.sim.play import play_game
from bang.stats.intervals import wilson as _wilson

TEAMS: dict[str, tuple[str, ...]] = {
    "law": ("sheriff", "deputy"), "outlaws": ("outlaw",), "renegade": ("renegade",)}
ELO = 400.0 / math.log(10.0)
ROLES = ("sheriff", "deputy", "outlaw", "renegade")


def one_game(task: tuple[str, int, int, str, str, str]) -> tuple[str, str, str, int, float]:
    """Play game ``index`` with ``mine`` in ``team``'s seats and ``other`` elsewhere;
    return (mine, other, team, won, seconds)."""
    game, players, seed, team, mine, other = task
    options: dict[str, Any] = {"players": players}
    if game == "cards" and players == 8:
        options["eight_players"] = True
    spec = [f"{role}={mine if role in TEAMS[team] else other}" for role in ROLES]
    start = time.perf_counter()
    result = play_game(game, options, seed, spec)
    won = int(any(result.roles[s] in TEAMS[team] for s in result.winners))
    return mine, other, team, won, time.perf_counter() - start


def tasks(game: str, players: int, levels: list[str], games: int, seed: int,
          offset: int, pairs: list[tuple[str, str]] | None = None,
          teams: tuple[str, ...] = tuple(TEAMS),
          ) -> Iterator[tuple[str, int, int, str, str, str]]:
    """Interleaved so that a run cut short still covers every line about equally;
    ``pairs`` limits the lines to those (mine, other) pairs and ``teams`` to those
    teams."""
    if pairs is None:
        # normal against itself is the baseline of every team's rate.
        pairs = [(a, b) for a in levels for b in levels if a != b or a == "normal"]
    for index in range(offset, offset + games):
        for team in teams:
            for mine, other in pairs:
                yield game, players, child_seed(seed, index), team, mine, other


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the systems here are tiny)."""
    n = len(vector)
    a = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def inverse(matrix: list[list[float]]) -> list[list[float]]:
    n = len(matrix)
    columns = [solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[columns[j][i] for j in range(n)] for i in range(n)]


def fit(results: list[dict[str, Any]], levels: list[str],
        anchor: str = "normal") -> dict[str, tuple[float, float]]:
    """Bradley-Terry ratings with a per-team advantage: level -> (rating, std error),
    in natural units, ``anchor`` at 0.  A small ridge keeps levels that always win or
    always lose finite."""
    free = [lv for lv in levels if lv != anchor]
    params = free + [f"team:{t}" for t in TEAMS]
    index = {p: i for i, p in enumerate(params)}
    theta = [0.0] * len(params)
    ridge = 1e-3

    def rating(level: str) -> float:
        return 0.0 if level == anchor else theta[index[level]]

    hessian: list[list[float]] = []
    for _ in range(60):
        grad = [-ridge * t for t in theta]
        hessian = [[ridge if i == j else 0.0 for j in range(len(params))]
                   for i in range(len(params))]
        for row in results:
            n, wins = row["games"], row["wins"]
            if not n:
                continue
            x = {row["mine"]: 1.0}
            x[row["other"]] = x.get(row["other"], 0.0) - 1.0
            x[f"team:{row['team']}"] = 1.0
            z = rating(row["mine"]) - rating(row["other"]) + theta[index[f"team:{row['team']}"]]
            p = 1.0 / (1.0 + math.exp(-z))
            terms = [(index[k], v) for k, v in x.items() if k in index]
            for i, v in terms:
                grad[i] += v * (wins - n * p)
                for j, w in terms:
                    hessian[i][j] += v * w * n * p * (1.0 - p)
        step = solve(hessian, grad)
        theta = [t + s for t, s in zip(theta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    covariance = inverse(hessian)
    out = {anchor: (0.0, 0.0)}
    for level in free:
        i = index[level]
        out[level] = (theta[i], math.sqrt(max(covariance[i][i], 0.0)))
    return out


def wilson(wins: int, n: int) -> tuple[float, float, float]:
    """``(rate, low, high)``: the 95 % Wilson interval of bang.stats, the one every
    report of the project uses."""
    interval = _wilson(wins, n)
    return interval.value, interval.low, interval.high


def tally(raw: list[tuple[str, str, str, int, float]]) -> list[dict[str, Any]]:
    lines: dict[tuple[str, str, str], dict[str, Any]] = {}
    for mine, other, team, won, seconds in raw:
        row = lines.setdefault((mine, other, team), {"mine": mine, "other": other, "team": team,
                                                     "games": 0, "wins": 0, "seconds": 0.0})
        row["games"] += 1
        row["wins"] += won
        row["seconds"] += seconds
    return list(lines.values())


def merge(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> list[dict[str, Any]]:
    lines = {(r["mine"], r["other"], r["team"]): dict(r) for r in old}
    for r in new:
        key = (r["mine"], r["other"], r["team"])
        if key in lines:
            for field in ("games", "wins", "seconds"):
                lines[key][field] += r[field]
        else:
            lines[key] = dict(r)
    return list(lines.values())


def report(results: list[dict[str, Any]], levels: list[str], header: str) -> str:
    played = {r["mine"] for r in results} | {r["other"] for r in results}
    levels = [lv for lv in levels if lv in played]
    ratings = fit(results, levels)
    out = [header, "", "| level | Elo vs normal | 95 % interval | games |", "|---|---|---|---|"]
    for level in levels:
        value, se = ratings[level]
        games = sum(r["games"] for r in results if level in (r["mine"], r["other"]))
        out.append(f"| {level} | {value * ELO:+.0f} | {(value - 1.96 * se) * ELO:+.0f} .. "
                   f"{(value + 1.96 * se) * ELO:+.0f} | {games} |")
    out += ["", "Team win rate against `normal` opponents (Wilson 95 % interval):", "",
            "| level | " + " | ".join(TEAMS) + " |", "|---|" + "---|" * len(TEAMS)]
    by = {(r["mine"], r["other"], r["team"]): r for r in results}
    for level in levels:
        cells = []
        for team in TEAMS:
            row = by.get((level, "normal", team))
            if row is None:
                cells.append("-")
                continue
            p, lo, hi = wilson(row["wins"], row["games"])
            cells.append(f"{p:.1%} [{lo:.1%}, {hi:.1%}] n={row['games']}")
        out.append(f"| {level} | " + " | ".join(cells) + " |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("cards", "dice"), default="cards")
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--levels", default="random,easy,normal,hard,expert")
    parser.add_argument("--games", type=int, default=20, help="games per line")
    parser.add_argument("--offset", type=int, default=0, help="first game index")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--pairs", default=None, metavar="A:B,...",
                        help="only these lines (A's bots in the team, B's elsewhere)")
    parser.add_argument("--teams", default=",".join(TEAMS),
                        help="only these teams' lines (e.g. more games for one team)")
    parser.add_argument("--out", default=None)
    parser.add_argument("--also", action="append", default=[], metavar="FILE",
                        help="add the saved results of another run to the report")
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    pairs = None if args.pairs is None else [
        (p.split(":")[0], p.split(":")[1]) for p in args.pairs.split(",")]
    teams = tuple(args.teams.split(","))
    unknown = set(teams) - set(TEAMS)
    if unknown:
        parser.error(f"unknown team(s) {', '.join(sorted(unknown))}; "
                     f"choose from {', '.join(TEAMS)}")
    work = list(tasks(args.game, args.players, levels, args.games, args.seed, args.offset,
                      pairs, teams))
    start = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            raw = pool.map(one_game, work, chunksize=1)
    else:
        raw = [one_game(t) for t in work]
    results = tally(raw)
    if args.out and os.path.exists(args.out):
        with open(args.out) as handle:
            saved = json.load(handle)
        results = merge(saved["results"], results)
    if args.out:
        with open(args.out, "w") as handle:
            json.dump({"game": args.game, "players": args.players, "levels": levels,
                       "results": results}, handle, indent=1)
    for extra in args.also:
        with open(extra) as handle:
            results = merge(results, json.load(handle)["results"])
    header = (f"{args.game}, {args.players} players, {len(work)} new games in "
              f"{time.perf_counter() - start:.0f} s")
    print(report(results, levels, header))
    return 0


if __name__ == "__main__":
    sys.exit(main())
