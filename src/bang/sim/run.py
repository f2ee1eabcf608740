"""Batch simulation over all cores (docs/design.md §7).

Game ``i`` of a batch seeded ``seed`` is always played with ``child_seed(seed, i)`` and
bots seeded from that, whichever process plays it, and the summary is a sum over games,
so the outcome is the same for any number of processes.  Workers receive the game's
import path rather than its class, so they work under every start method.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import time
import traceback
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bang.core.errors import ConfigError
from bang.core.rng import child_seed
from bang.games import classes_from_spec, game_spec
from bang.sim.play import DEFAULT_MAX_DECISIONS, GameResult, play, seat_bot_names
from bang.sim.summary import SimulationSummary, Tally

#: ``progress(done, total)`` after every chunk of games.
Progress = Callable[[int, int], None]


class GameFailed(RuntimeError):
    """A game raised inside the simulator; the message names its index and seed so the
    game can be replayed alone with :func:`bang.sim.play_game`."""


@dataclass(frozen=True, slots=True)
class _Chunk:
    """A run of consecutive game indices for one worker call (picklable, no classes)."""

    spec: tuple[str, str, str]
    config: dict[str, Any]
    seed: int
    start: int
    stop: int
    bots: tuple[str, ...]
    max_decisions: int


def _play_chunk(chunk: _Chunk) -> list[GameResult]:
    game_class, config_class = classes_from_spec(chunk.spec)
    config = config_class.from_dict(chunk.config)
    results = []
    for index in range(chunk.start, chunk.stop):
        seed = child_seed(chunk.seed, index)
        try:
            results.append(play(game_class, config, seed, chunk.bots, index=index,
                                max_decisions=chunk.max_decisions))
        except Exception as exc:
            raise GameFailed(
                f"game {index} (seed {seed}) raised {type(exc).__name__}: {exc}\n"
                f"{traceback.format_exc()}") from None
    return results


def default_jobs() -> int:
    """Worker processes when none are asked for: one per core."""
    return os.cpu_count() or 1


def _chunk_size(games: int, jobs: int) -> int:
    """Small enough for a smooth progress bar and balanced workers, large enough that
    inter-process overhead stays negligible."""
    return max(1, min(64, math.ceil(games / (jobs * 16))))


def run_chunks(game_name: str, config: Any, games: int, seed: int, *, jobs: int = 1,
               bots: tuple[str, ...], max_decisions: int = DEFAULT_MAX_DECISIONS,
               ) -> Iterator[list[GameResult]]:
    """Play ``games`` games and yield their results chunk by chunk, in completion order."""
    spec = game_spec(game_name)
    data = config.to_dict()
    size = _chunk_size(games, jobs)
    chunks = [_Chunk(spec, data, seed, start, min(start + size, games), bots, max_decisions)
              for start in range(0, games, size)]
    if jobs == 1 or len(chunks) == 1:
        for chunk in chunks:
            yield _play_chunk(chunk)
        return
    with multiprocessing.get_context().Pool(min(jobs, len(chunks))) as pool:
        yield from pool.imap_unordered(_play_chunk, chunks)


def simulate(game_name: str, players: int, games: int, seed: int, jobs: int | None = None,
             options: Mapping[str, Any] | None = None,
             bots: str | Sequence[str] | Mapping[str, str] = "random",
             *, progress: Progress | None = None,
             max_decisions: int = DEFAULT_MAX_DECISIONS) -> SimulationSummary:
    """Play ``games`` bot games of ``game_name`` and summarize them.

    ``options`` are the game's options as strings or values (``ConfigError`` when
    impossible, raised here before any process starts); ``bots`` is one bot kind for
    every seat or one per seat; ``jobs`` defaults to every core.
    """
    if games < 1:
        raise ValueError("a simulation needs at least one game")
    if max_decisions < 1:
        raise ValueError("the decision cap must be at least 1")
    jobs = default_jobs() if jobs is None else jobs
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    _, config_class = classes_from_spec(game_spec(game_name))
    data: dict[str, Any] = dict(options or {})
    if "players" in data:
        raise ConfigError("the number of players is an argument of its own, not an option")
    data["players"] = players
    config = config_class.from_dict(data)
    names = seat_bot_names(bots, players)
    tally = Tally()
    start = time.perf_counter()
    for results in run_chunks(game_name, config, games, seed, jobs=jobs, bots=names,
                              max_decisions=max_decisions):
        tally.extend(results)
        if progress is not None:
            progress(tally.games, games)
    seconds = time.perf_counter() - start
    return tally.summary(game_name, players, seed, bots=names,
                         options={k: str(v) for k, v in (options or {}).items()},
                         seconds=seconds, jobs=jobs)
