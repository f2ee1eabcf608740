"""Aggregating game results into win rates and throughput.

Every figure is a sum of integers over games, so the summary does not depend on the
order results arrive in: a run on eight processes equals a run on one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from bang.sim.play import GameResult

#: The roles in the order the rules introduce them (RULES.md A2); others sort after.
ROLE_ORDER = ("sheriff", "deputy", "outlaw", "renegade")


@dataclass(frozen=True, slots=True)
class WinRate:
    """How often the holders of one role (or character) won.

    ``seats``/``seat_wins`` count seats: with two Outlaws in a game, each is one seat.
    ``games``/``team_wins`` count games where the role was dealt and at least one holder
    won, which is the usual meaning of "the Outlaws win 45%".  For characters, each of
    which is dealt at most once per game, the two rates agree.
    """

    name: str
    seats: int
    seat_wins: int
    games: int
    team_wins: int

    @property
    def seat_rate(self) -> float:
        return self.seat_wins / self.seats if self.seats else 0.0

    @property
    def team_rate(self) -> float:
        return self.team_wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class SimulationSummary:
    """The outcome of a batch: win rates, throughput, the game's counters, capped games.

    Win rates count finished games only; capped games are listed in ``capped`` (with
    their records) so they are never mistaken for draws.  ``seconds`` and ``jobs``
    describe the run, not its outcome, and are left out of equality.
    """

    game: str
    players: int
    seed: int
    games: int
    finished: int
    decisions: int
    by_role: tuple[WinRate, ...]
    by_character: tuple[WinRate, ...]
    stats: dict[str, int]
    capped: tuple[GameResult, ...]
    bots: tuple[str, ...] = ()
    options: dict[str, str] = field(default_factory=dict)
    seconds: float = field(default=0.0, compare=False)
    jobs: int = field(default=1, compare=False)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds > 0 else 0.0

    @property
    def average_decisions(self) -> float:
        return self.decisions / self.games if self.games else 0.0

    def rates(self, by: str = "role") -> tuple[WinRate, ...]:
        """The win-rate rows ``by`` ``"role"`` or ``"character"``."""
        if by == "role":
            return self.by_role
        if by == "character":
            return self.by_character
        raise ValueError(f"win rates are by 'role' or 'character', not {by!r}")


class _Counts:
    """Seat and game counts for one grouping (roles or characters)."""

    def __init__(self) -> None:
        self.seats: Counter[str] = Counter()
        self.seat_wins: Counter[str] = Counter()
        self.games: Counter[str] = Counter()
        self.team_wins: Counter[str] = Counter()

    def add(self, names: tuple[str, ...], winners: frozenset[int]) -> None:
        self.seats.update(names)
        self.seat_wins.update(names[seat] for seat in winners)
        self.games.update(set(names))
        self.team_wins.update({names[seat] for seat in winners})

    def rows(self, order: tuple[str, ...] = ()) -> tuple[WinRate, ...]:
        rank = {name: i for i, name in enumerate(order)}
        names = sorted(self.seats, key=lambda n: (rank.get(n, len(rank)), n))
        return tuple(WinRate(n, self.seats[n], self.seat_wins[n], self.games[n],
                             self.team_wins[n]) for n in names)


class Tally:
    """Accumulates results one at a time in constant memory (capped games aside)."""

    def __init__(self) -> None:
        self.games = 0
        self.finished = 0
        self.decisions = 0
        self._roles = _Counts()
        self._characters = _Counts()
        self._stats: Counter[str] = Counter()
        self._capped: list[GameResult] = []

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.decisions += result.decisions
        self._stats.update(result.stats)
        if result.capped:
            self._capped.append(result)
            return
        self.finished += 1
        self._roles.add(result.roles, result.winners)
        self._characters.add(result.characters, result.winners)

    def extend(self, results: Iterable[GameResult]) -> None:
        for result in results:
            self.add(result)

    def summary(self, game: str, players: int, seed: int, *, bots: tuple[str, ...] = (),
                options: dict[str, str] | None = None, seconds: float = 0.0,
                jobs: int = 1) -> SimulationSummary:
        return SimulationSummary(
            game=game, players=players, seed=seed, games=self.games, finished=self.finished,
            decisions=self.decisions, by_role=self._roles.rows(ROLE_ORDER),
            by_character=self._characters.rows(), stats=dict(sorted(self._stats.items())),
            capped=tuple(sorted(self._capped, key=lambda r: r.index)), bots=bots,
            options=dict(options or {}), seconds=seconds, jobs=jobs)
