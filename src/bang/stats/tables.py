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
    difference,
    holm_adjusted,
    two_proportion_p,
    wilson,
)
from bang.stats.tally import SEP, LineTally

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
    return [RoleRow(r, wilson(wins[r], seats[r]), wilson(team[r], games[r]))
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


def compare_roles(base: LineTally, variant: LineTally) -> list[ComparisonRow]:
    """Team win rate of every role, variant minus baseline, with Newcombe intervals."""
    a = {r.role: r.team for r in role_rates(base)}
    b = {r.role: r.team for r in role_rates(variant)}
    return [ComparisonRow(role, difference(a[role], b[role]))
            for role in sorted(set(a) & set(b), key=_role_rank)]


def compare_teams(base: LineTally, variant: LineTally) -> list[ComparisonRow]:
    a, b = dict(team_rates(base)), dict(team_rates(variant))
    names = sorted(set(a) | set(b), key=lambda n: _role_rank(n.split("+")[0]))
    return [ComparisonRow(n, difference(a.get(n, wilson(0, base.finished)),
                                        b.get(n, wilson(0, variant.finished))))
            for n in names]


@dataclass(frozen=True, slots=True)
class MeanDifference:
    """Difference of two means (variant minus baseline) with a normal 95 % interval."""

    name: str
    base: Spread
    variant: Spread
    low: float
    high: float

    @property
    def value(self) -> float:
        return self.variant.mean - self.base.mean


def compare_lengths(base: LineTally, variant: LineTally) -> list[MeanDifference]:
    """Mean game length, variant minus baseline (Welch's standard error; the games are
    hundreds per side, so the normal quantile is exact enough)."""
    from bang.stats.intervals import z_value

    out = []
    for name, a in lengths(base).items():
        b = lengths(variant)[name]
        if a.games < 2 or b.games < 2:
            continue
        se = math.sqrt(a.sd ** 2 / a.games + b.sd ** 2 / b.games)
        d = b.mean - a.mean
        z = z_value()
        out.append(MeanDifference(name, a, b, d - z * se, d + z * se))
    return out
