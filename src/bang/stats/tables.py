"""The report's numbers, read off a :class:`~bang.stats.tally.LineTally`.

Everything here is arithmetic on the tally's counts, shared by the command line's
tables, the plots and the report pages so that they can never disagree.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from bang.sim.summary import ROLE_ORDER
from bang.stats.intervals import (
    Difference,
    Rate,
    holm_adjusted,
    paired_difference,
    two_proportion_p,
    wilson,
    z_value,
)
from bang.stats.tally import PAIR_LENGTHS, SEP, LineTally, PairTally

#: The correction used wherever many comparisons are made at once (named in reports).
CORRECTION = "Holm-Bonferroni"
ALPHA = 0.05


def _role_rank(name: str) -> tuple[int, str]:
    rank = {r: i for i, r in enumerate(ROLE_ORDER)}
    return (rank.get(name, len(rank)), name)


@dataclass(frozen=True, slots=True)
class RoleRow:
    """A role's win rate per seat and per game dealt (team), with intervals."""

    role: str
    seat: Rate
    team: Rate


def role_rates(tally: LineTally) -> list[RoleRow]:
    seats, wins = tally["role_seats"], tally["role_wins"]
    games, team = tally["role_games"], tally["role_team_wins"]
    # The seats of one role in one game are one cluster (two Outlaws share their
    # result): the seat rate's interval counts games, not seats.
    return [RoleRow(r, wilson(wins[r], seats[r], independent=games[r]),
                    wilson(team[r], games[r]))
            for r in sorted(seats, key=_role_rank)]


def team_rates(tally: LineTally) -> list[tuple[str, Rate]]:
    """How often each side won, over finished games, most frequent first."""
    teams = tally["teams"]
    return [(name, wilson(count, tally.finished))
            for name, count in sorted(teams.items(), key=lambda kv: (-kv[1], kv[0]))]


@dataclass(frozen=True, slots=True)
class CharacterRow:
    """A character's win rate against all other characters' together: ``p`` of the
    two-proportion test, ``p_adjusted`` after the correction, ``significant`` at 5 %."""

    name: str
    rate: Rate
    p: float
    p_adjusted: float

    @property
    def significant(self) -> bool:
        return self.p_adjusted <= ALPHA


def _versus_rest(names: Iterable[str], seats: dict[str, int],
                 wins: dict[str, int]) -> list[CharacterRow]:
    names = list(names)
    total_seats = sum(seats[n] for n in names)
    total_wins = sum(wins.get(n, 0) for n in names)
    p = [two_proportion_p(wins.get(n, 0), seats[n], total_wins - wins.get(n, 0),
                          total_seats - seats[n]) for n in names]
    adjusted = holm_adjusted(p)
    rows = [CharacterRow(n, wilson(wins.get(n, 0), seats[n]), p[i], adjusted[i])
            for i, n in enumerate(names)]
    return sorted(rows, key=lambda r: (-r.rate.value, r.name))


def character_rates(tally: LineTally) -> list[CharacterRow]:
    """Every character's win rate overall, sorted best first; each is tested against
    the others pooled, corrected for as many tests as there are characters."""
    seats = tally["char_seats"]
    return _versus_rest(seats, dict(seats), dict(tally["char_wins"]))


def character_role_rates(tally: LineTally) -> dict[str, list[CharacterRow]]:
    """Per role, every character's win rate when dealt that role, sorted best first;
    each is tested against the other characters with the same role, and the
    correction covers all the tests of all roles at once."""
    seats = tally.split("char_role_seats")
    wins = tally.split("char_role_wins")
    roles = sorted({role for _, role in seats}, key=_role_rank)
    flat_seats = {f"{c}{SEP}{r}": v for (c, r), v in seats.items()}
    flat_wins = {f"{c}{SEP}{r}": v for (c, r), v in wins.items()}
    p: list[float] = []
    keys: list[str] = []
    for role in roles:
        names = [k for k in flat_seats if k.endswith(SEP + role)]
        total_seats = sum(flat_seats[k] for k in names)
        total_wins = sum(flat_wins.get(k, 0) for k in names)
        for k in names:
            keys.append(k)
            p.append(two_proportion_p(flat_wins.get(k, 0), flat_seats[k],
                                      total_wins - flat_wins.get(k, 0),
                                      total_seats - flat_seats[k]))
    adjusted = dict(zip(keys, holm_adjusted(p), strict=True))
    raw = dict(zip(keys, p, strict=True))
    out: dict[str, list[CharacterRow]] = {}
    for role in roles:
        rows = [CharacterRow(k.split(SEP)[0], wilson(flat_wins.get(k, 0), flat_seats[k]),
                             raw[k], adjusted[k]) for k in keys if k.endswith(SEP + role)]
        out[role] = sorted(rows, key=lambda r: (-r.rate.value, r.name))
    return out


def offset_rates(tally: LineTally) -> list[tuple[int, Rate]]:
    """Win rate per seat by its place after the Sheriff (0: the Sheriff himself, 1: the
    player to his left, who plays next ...)."""
    seats, wins = tally["offset_seats"], tally["offset_wins"]
    return [(int(k), wilson(wins[k], seats[k])) for k in sorted(seats, key=int)]


def offset_role_rates(tally: LineTally) -> dict[str, list[tuple[int, Rate]]]:
    """Per role, its win rate by place after the Sheriff."""
    seats = tally.split("offset_role_seats")
    wins = tally.split("offset_role_wins")
    out: dict[str, list[tuple[int, Rate]]] = {}
    for role in sorted({r for _, r in seats}, key=_role_rank):
        out[role] = [(int(o), wilson(wins.get((o, r), 0), v))
                     for (o, r), v in sorted(seats.items(), key=lambda kv: int(kv[0][0]))
                     if r == role]
    return out


@dataclass(frozen=True, slots=True)
class Spread:
    """Mean, standard deviation and quartiles of a whole-number histogram."""

    games: int
    mean: float
    sd: float
    minimum: int
    q1: int
    median: int
    q3: int
    maximum: int


def spread(histogram: list[tuple[int, int]]) -> Spread:
    n = sum(count for _, count in histogram)
    if n == 0:
        return Spread(0, 0.0, 0.0, 0, 0, 0, 0, 0)
    mean = sum(v * c for v, c in histogram) / n
    var = sum(c * (v - mean) ** 2 for v, c in histogram) / (n - 1) if n > 1 else 0.0

    def quantile(q: float) -> int:
        rank = max(1, math.ceil(q * n))
        seen = 0
        for value, count in histogram:
            seen += count
            if seen >= rank:
                return value
        return histogram[-1][0]

    return Spread(n, mean, math.sqrt(var), histogram[0][0], quantile(0.25), quantile(0.5),
                  quantile(0.75), histogram[-1][0])


def lengths(tally: LineTally) -> dict[str, Spread]:
    """Game length in decisions, turns and rounds (finished games)."""
    return {name: spread(tally.histogram(name)) for name in ("decisions", "turns", "rounds")}


def per_game(tally: LineTally, name: str) -> list[tuple[str, float]]:
    """A usage counter as times per game, most frequent first."""
    games = tally.finished or 1
    return sorted(((k, v / games) for k, v in tally[name].items()), key=lambda kv: (-kv[1],
                                                                                       kv[0]))


def shares(tally: LineTally, name: str) -> list[tuple[str, Rate]]:
    """A per-game outcome counter (``causes``, ``hands``) as shares of finished games with
    intervals, most frequent first."""
    return [(k, wilson(v, tally.finished))
            for k, v in sorted(tally[name].items(), key=lambda kv: (-kv[1], kv[0]))]


# --- comparisons -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ComparisonRow:
    """One rate on both sides: ``diff.value`` is variant minus baseline."""

    name: str
    diff: Difference


def compare_sides(pair: PairTally) -> list[ComparisonRow]:
    """How often each side wins, variant minus baseline, with Newcombe's interval for
    paired proportions (each seed is played on both sides)."""
    table = pair.sides()
    names = sorted({n for key in table for n in key},
                   key=lambda n: _role_rank(n.split("+")[0]))
    rows = []
    for name in names:
        both = sum(v for (a, b), v in table.items() if a == name and b == name)
        base_only = sum(v for (a, b), v in table.items() if a == name and b != name)
        variant_only = sum(v for (a, b), v in table.items() if a != name and b == name)
        neither = sum(table.values()) - both - base_only - variant_only
        rows.append(ComparisonRow(name, paired_difference(both, base_only, variant_only,
                                                          neither)))
    return rows


@dataclass(frozen=True, slots=True)
class MeanDifference:
    """Mean of the per-seed differences (variant minus baseline) with a 95 % interval;
    ``changed`` is the share of seeds whose two games differ in that length."""

    name: str
    base: float
    variant: float
    value: float
    low: float
    high: float
    changed: float


def compare_lengths(pair: PairTally) -> list[MeanDifference]:
    """Mean game length on both sides and their paired difference (normal interval on
    the per-seed differences; hundreds of seeds make the normal quantile exact enough)."""
    out = []
    z = z_value()
    for name in PAIR_LENGTHS:
        diffs = pair.differences(name)
        n = sum(c for _, c in diffs)
        if n < 2:
            continue
        s = spread(diffs)
        half = z * s.sd / math.sqrt(n)
        unchanged = sum(c for d, c in diffs if d == 0)
        base, variant = lengths(pair.base)[name], lengths(pair.variant)[name]
        out.append(MeanDifference(name, base.mean, variant.mean, s.mean, s.mean - half,
                                  s.mean + half, 1 - unchanged / n))
    return out
