"""Standings of a tournament: a rating per bot with its 95 % interval, and win rates
overall and per role with Wilson intervals.

**Ratings** are openskill's Plackett-Luce model (Weng and Lin's Bayesian
approximation, the multiplayer successor of TrueSkill).  Every game is one match whose
contestants are the bots at the table, each ranked by the share of its seats on the
winning side: with one seat each that is won or lost; with two bots at four seats, a bot
whose two seats both won ranks above one whose seats split.  Bots with equal shares tie.
A game with no winner (a round limit reached, or the decision cap) changes no rating.
A rating is ``mu`` with uncertainty ``sigma``; its 95 % interval is ``mu ± 1.96 sigma``.
Bots do not change between games, so the model has no drift term (``tau = 0``).
The games are rated in their scheduled order, so the same games always give the same
ratings, however many workers played them or how often the run was resumed.

**Win rates** count seats: a bot's seat wins when that seat's side wins (a dead Deputy
wins with his Sheriff).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from bang.sim.summary import ROLE_ORDER
from bang.stats.intervals import Rate, wilson, z_value
from bang.tournament.play import Outcome


class MissingExtra(ImportError):
    """A package of an optional extra is not installed (the message says which)."""


def openskill_model() -> Any:
    """openskill's Plackett-Luce model, or :class:`MissingExtra`.  Without its drift
    term (``tau = 0``): a bot plays the same way in its first game and its last, so
    its uncertainty is not widened between games as a person's would be."""
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        raise MissingExtra("openskill") from None
    return PlackettLuce(tau=0.0)


@dataclass(frozen=True)
class RoleRate:
    """One bot's seats of one role and how many of them won."""

    role: str
    rate: Rate


@dataclass(frozen=True)
class Standing:
    """One bot's line of the table.

    ``mu`` and ``sigma`` are its rating; ``low`` and ``high`` the 95 % interval;
    ``seats`` every seat it played (in finished games with a winner or not) and
    ``rate`` how many of them won; ``roles`` the same per role dealt.
    """

    name: str
    spec: str
    games: int
    mu: float
    sigma: float
    low: float
    high: float
    rate: Rate
    roles: tuple[RoleRate, ...]


def _role_key(role: str) -> tuple[int, str]:
    order = {r: i for i, r in enumerate(ROLE_ORDER)}
    return (order.get(role, len(order)), role)


def standings(names: Sequence[str], specs: Sequence[str],
              outcomes: Sequence[Outcome]) -> list[Standing]:
    """The table, best rating first (ties by name)."""
    model = openskill_model()
    ratings = [model.rating(name=spec) for spec in specs]
    z = z_value()
    count = len(names)
    games = [0] * count
    seats = [0] * count
    wins = [0] * count
    role_seats: list[dict[str, int]] = [{} for _ in range(count)]
    role_wins: list[dict[str, int]] = [{} for _ in range(count)]
    for outcome in sorted(outcomes, key=lambda o: o.index):
        winners = set(outcome.winners)
        share: dict[int, list[int]] = {}
        for seat, entrant in enumerate(outcome.seats):
            won = seat in winners
            role = outcome.roles[seat]
            seats[entrant] += 1
            wins[entrant] += won
            role_seats[entrant][role] = role_seats[entrant].get(role, 0) + 1
            role_wins[entrant][role] = role_wins[entrant].get(role, 0) + won
            tally = share.setdefault(entrant, [0, 0])
            tally[0] += won
            tally[1] += 1
        for entrant in share:
            games[entrant] += 1
        if not winners or len(share) < 2:
            continue
        table = sorted(share)
        shares = {e: Fraction(share[e][0], share[e][1]) for e in table}
        order = sorted(set(shares.values()), reverse=True)
        ranks = [order.index(shares[e]) + 1 for e in table]  # 1 is best; equal shares tie
        rated = model.rate([[ratings[e]] for e in table], ranks=ranks)
        for entrant, team in zip(table, rated, strict=True):
            ratings[entrant] = team[0]
    rows = []
    for number in range(count):
        rating = ratings[number]
        mu, sigma = float(rating.mu), float(rating.sigma)
        roles = tuple(RoleRate(role, wilson(role_wins[number][role], n))
                      for role, n in sorted(role_seats[number].items(),
                                            key=lambda kv: _role_key(kv[0])))
        rows.append(Standing(names[number], specs[number], games[number], mu, sigma,
                             mu - z * sigma, mu + z * sigma,
                             wilson(wins[number], seats[number]), roles))
    return sorted(rows, key=lambda s: (-s.mu, s.name))

