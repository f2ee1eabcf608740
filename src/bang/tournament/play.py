"""Playing the scheduled games of a tournament, in this process or in workers.

Each game is played by :func:`bang.sim.play` (the simulator's loop, with its decision
cap) with every seat's bot behind a :class:`~bang.tournament.guard.GuardedBot`.  Workers
receive only plain data and the entrants (which pickle as their level, their import
path or their importable object), so they work under every start method.
"""

from __future__ import annotations

import multiprocessing
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from bang.core.rng import mix
from bang.games import classes_from_spec
from bang.sim.play import play
from bang.tournament.entrants import Entrant
from bang.tournament.guard import CONSTRUCT, Fault, GuardedBot, describe
from bang.tournament.schedule import Schedule, Seating

#: A guard's stream, apart from the bots' and the game's.
_GUARD = 0x6775617264


@dataclass(frozen=True)
class Outcome:
    """One finished (or capped) game: who sat where, the roles dealt, who won.

    ``seats`` holds an entrant number per seat; ``winners`` the winning seats (empty
    for a draw or a game cut at the decision cap, ``capped``).
    """

    index: int
    seed: int
    seats: tuple[int, ...]
    roles: tuple[str, ...]
    characters: tuple[str, ...]
    winners: tuple[int, ...]
    decisions: int
    capped: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The game as the results file keeps it (plain JSON)."""
        return {"index": self.index, "seed": self.seed, "seats": list(self.seats),
                "roles": list(self.roles), "characters": list(self.characters),
                "winners": list(self.winners), "decisions": self.decisions,
                "capped": self.capped}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Outcome:
        """The game ``to_dict`` wrote."""
        return cls(int(data["index"]), int(data["seed"]), tuple(data["seats"]),
                   tuple(data["roles"]), tuple(data["characters"]),
                   tuple(data["winners"]), int(data["decisions"]), bool(data["capped"]))


class _GameSeen:
    """The watcher that keeps the game being played, so a guard can name the prompt a
    failing bot was answering."""

    game: Any = None

    def start(self, game: Any) -> None:
        self.game = game

    def step(self, game: Any, events: list[Any]) -> None:
        pass

    def decision_kind(self) -> str:
        decision = getattr(self.game, "decision", None)
        return "" if decision is None else str(decision.kind)


def play_seating(spec: tuple[str, str, str], config: Any, seating: Seating,
                 entrants: Sequence[Entrant], *, max_decisions: int,
                 move_seconds: float | None) -> Outcome | Fault:
    """Play one scheduled game to its end; the first fault of any bot instead of the
    outcome when one failed (the game was still played to its end)."""
    game_class, _ = classes_from_spec(spec)
    seen = _GameSeen()
    guards: list[GuardedBot] = []
    for seat, number in enumerate(seating.seats):
        entrant = entrants[number]
        bot_seed = seating.bot_seed(seat)
        try:
            inner = entrant.make(bot_seed)
        except Exception as exc:
            return Fault(entrant.name, entrant.spec, CONSTRUCT, describe(exc),
                         seating.index, seating.seed, seat, "")
        guards.append(GuardedBot(inner, bot=entrant.name, spec=entrant.spec,
                                 index=seating.index, seed=seating.seed, seat=seat,
                                 rng=random.Random(mix(_GUARD, bot_seed)),
                                 move_seconds=move_seconds, decision=seen.decision_kind))
    result = play(game_class, config, seating.seed, list(guards), index=seating.index,
                  max_decisions=max_decisions, watch=seen)
    for guard in guards:
        if guard.fault is not None:
            return guard.fault
    return Outcome(seating.index, seating.seed, seating.seats, result.roles,
                   result.characters, tuple(sorted(result.winners)), result.decisions,
                   result.capped)


@dataclass(frozen=True)
class Job:
    """A run of scheduled games for one worker call (plain data and entrants)."""

    spec: tuple[str, str, str]
    config: dict[str, Any]
    schedule: Schedule
    entrants: tuple[Entrant, ...]
    indices: tuple[int, ...]
    max_decisions: int
    move_seconds: float | None = None


def play_job(job: Job) -> list[Outcome | Fault]:
    """Play the job's games in order; stop after the first game with a fault."""
    _, config_class = classes_from_spec(job.spec)
    config = config_class.from_dict(job.config)
    done: list[Outcome | Fault] = []
    for index in job.indices:
        item = play_seating(job.spec, config, job.schedule.game(index), job.entrants,
                            max_decisions=job.max_decisions, move_seconds=job.move_seconds)
        done.append(item)
        if isinstance(item, Fault):
            break
    return done


def run_jobs(jobs: Sequence[Job], workers: int) -> Iterator[list[Outcome | Fault]]:
    """Every job's results, in completion order; in this process when ``workers`` is 1
    or there is one job."""
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield play_job(job)
        return
    with multiprocessing.get_context().Pool(min(workers, len(jobs))) as pool:
        yield from pool.imap_unordered(play_job, jobs)


def chunks(indices: Sequence[int], workers: int, size_cap: int = 32) -> list[tuple[int, ...]]:
    """``indices`` cut into runs small enough for a smooth progress bar and balanced
    workers, and never more than ``size_cap`` games (what an interruption loses)."""
    if not indices:
        return []
    size = max(1, min(size_cap, len(indices) // (workers * 8) or 1))
    return [tuple(indices[i:i + size]) for i in range(0, len(indices), size)]


#: ``progress(done, total)`` after every run of games.
Progress = Callable[[int, int], None]
