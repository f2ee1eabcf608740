"""``tournament()``: the Python form of ``bang tournament``.

It checks everything that can be checked before a game is played (the game, its
options, every bot, openskill, an existing results file), plays the games the results
file lacks on ``jobs`` processes, keeps each game as it arrives, and rates all the
games played so far.  A bot that fails stops the tournament after the game in flight
has been played to its end: the games before stay in the file, the failed one is left
out, and :class:`BotFailed` names the bot and what it did.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bang.core.build import is_compiled
from bang.core.errors import ConfigError
from bang.games import game_spec, make_config
from bang.i18n import Translator
from bang.sim.play import DEFAULT_MAX_DECISIONS
from bang.tournament.entrants import Entrant, EntrantError, resolve_all
from bang.tournament.guard import Fault
from bang.tournament.play import Job, Outcome, Progress, chunks, run_jobs
from bang.tournament.ratings import Standing, openskill_model, standings
from bang.tournament.results import ResultsFile, default_path, definition
from bang.tournament.schedule import Schedule

#: The default bound on one move, in seconds: far above what the ``expert`` level
#: spends, short enough that a bot stuck in a loop is reported the same minute.
MOVE_SECONDS = 60.0


class BotFailed(EntrantError):
    """A bot raised, returned an illegal action or ran out of time; ``fault`` says
    where.  The message is one line in the chosen language."""

    def __init__(self, message: str, fault: Fault) -> None:
        super().__init__(message)
        self.fault = fault


@dataclass(frozen=True)
class TournamentResult:
    """What a tournament has played so far and how the bots stand.

    ``games`` is the number of games asked for (rounded up to whole deals), ``played``
    the games rated (capped games aside), ``capped`` the games cut at the decision cap
    (left out of ratings and rates), ``new`` how many this call played, ``path`` the
    results file (None: kept in memory), ``compiled`` whether the engines ran compiled.
    """

    game: str
    players: int
    seed: int
    games: int
    played: int
    capped: tuple[int, ...]
    new: int
    entrants: tuple[Entrant, ...]
    standings: tuple[Standing, ...]
    schedule: Schedule
    path: Path | None
    compiled: bool
    options: dict[str, str]


def fault_message(fault: Fault, tr: Translator) -> str:
    """The one line that names a failed bot and what it did."""
    where = tr("tour.fault.where", index=fault.index + 1, seed=fault.seed,
               seat=fault.seat + 1, decision=fault.decision or "-")
    return tr(f"tour.fault.{fault.what}", bot=fault.bot, spec=fault.spec,
              detail=fault.detail, where=where)


def tournament(game: str, players: int, bots: Sequence[str | Callable[..., Any]], *,
               games: int = 100, seed: int = 1,
               options: Mapping[str, Any] | None = None,
               results: Path | str | None = None, jobs: int | None = 1,
               max_decisions: int = DEFAULT_MAX_DECISIONS,
               move_seconds: float | None = MOVE_SECONDS,
               progress: Progress | None = None, lang: str = "en") -> TournamentResult:
    """Play a seat-permuted round-robin of ``bots`` at ``players`` seats of ``game``
    (``"cards"`` or ``"dice"``) and rate them.

    ``bots`` are levels (``"normal"``), import paths (``"mybot:FirstBot"``, looked up
    in the current directory too) or bot classes and factories; ``games`` is rounded
    up to whole deals (a multiple of ``players``); ``results`` is the results file
    (None: in memory, nothing kept; the command line's default is
    :func:`~bang.tournament.results.default_path`): a run with the same definition
    continues it.  ``jobs`` worker processes (None: every core); ``move_seconds``
    bounds one move (None: no bound).  Raises ``ConfigError`` or ``EntrantError``
    (``BotFailed`` for a failing bot) with a one-line reason, and ``MissingExtra`` when
    openskill is not installed, all before any game but ``BotFailed``.
    """
    tr = Translator(lang)
    if games < 1:
        raise ConfigError(tr("tour.err.games"))
    if max_decisions < 1:
        raise ConfigError(tr("tour.err.max_decisions"))
    if move_seconds is not None and not move_seconds > 0:
        raise ConfigError(tr("tour.err.move_seconds"))
    workers = (os.cpu_count() or 1) if jobs is None else jobs
    if workers < 1:
        raise ConfigError(tr("tour.err.jobs"))
    spec = game_spec(game)
    text_options = {str(k): str(v) for k, v in (options or {}).items()}
    if "players" in text_options:
        raise ConfigError(tr("tour.err.players_option"))
    config = make_config(game, players, text_options)
    openskill_model()
    entrants = resolve_all(list(bots), tr)
    schedule = Schedule(len(entrants), players, seed)
    total = schedule.rounded(games)
    defn = definition(game, players, seed, text_options, [e.spec for e in entrants],
                      max_decisions)
    path = None if results is None else Path(results)
    store = ResultsFile(":memory:" if path is None else path, defn, tr)
    try:
        done = store.done()
        todo = [i for i in range(total) if i not in done]
        jobs_list = [Job(spec, config.to_dict(), schedule, tuple(entrants), run,
                         max_decisions, move_seconds)
                     for run in chunks(todo, workers)]
        played = total - len(todo)
        new = 0
        if progress is not None:
            progress(played, total)
        fault: Fault | None = None
        results_iter = run_jobs(jobs_list, workers)
        try:
            for items in results_iter:
                outcomes = [i for i in items if isinstance(i, Outcome)]
                store.put(outcomes)
                new += len(outcomes)
                played += len(outcomes)
                faults = [i for i in items if isinstance(i, Fault)]
                if faults:
                    fault = min(faults, key=lambda f: f.index)
                    break
                if progress is not None:
                    progress(played, total)
        finally:
            close = getattr(results_iter, "close", None)
            if close is not None:
                close()
        if fault is not None:
            raise BotFailed(fault_message(fault, tr), fault)
        stored = store.outcomes(total)
    finally:
        store.close()
    rated = [o for o in stored if not o.capped]
    capped = tuple(o.index for o in stored if o.capped)
    table = standings([e.name for e in entrants], [e.spec for e in entrants], rated)
    return TournamentResult(game, players, seed, total, len(rated), capped, new,
                            tuple(entrants), tuple(table), schedule, path,
                            is_compiled(), text_options)


__all__ = ["MOVE_SECONDS", "BotFailed", "TournamentResult", "default_path", "definition",
           "fault_message", "tournament"]
