"""Running a study's chunks: in this process, on a local process pool, or on Ray.

Whatever runs them, a chunk's tally depends only on the chunk (its line and game
indices), and tallies merge by addition, so every backend gives the same numbers for
the same seeds.  Results are stored the moment they arrive and merged into the line's
running tally (incremental merge); chunks already in the store are not played again,
which is how an interrupted run resumes.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from bang.stats.plan import (
    Chunk,
    LineSpec,
    PairSpec,
    Spec,
    Tally,
    chunks,
    interleave,
    new_tally,
    play_chunk,
    tally_from_dict,
)
from bang.stats.store import ResultStore
from bang.stats.tally import LineTally, PairTally

#: ``progress(games done, games in all)``, called as chunks arrive.
Progress = Callable[[int, int], None]

BACKENDS = ("local", "ray")


def run_study(lines: Sequence[tuple[Spec, int]], store: ResultStore, *,
              backend: str = "local", jobs: int | None = None, address: str | None = None,
              progress: Progress | None = None) -> list[Tally]:
    """Play (or read from ``store``) the first ``games`` games of every line (or pair of
    lines); return one tally per line (a ``PairTally`` per pair), in the order given.

    ``jobs`` is the number of worker processes (local) or of CPUs asked of a new local
    Ray instance; ``address`` names an existing Ray cluster (``"auto"``, ``"ray://..."``).
    """
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; choose one of {', '.join(BACKENDS)}")
    jobs = (os.cpu_count() or 1) if jobs is None else jobs
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    # A line asked twice (a comparison with an option at its default value) is played
    # once and reported on both sides.
    unique: dict[str, tuple[Spec, int]] = {}
    for line, games in lines:
        key = line.key()
        if unique.get(key, (line, games))[1] != games:
            raise ValueError("a line is asked for twice with different numbers of games")
        unique[key] = (line, games)
    merged = {key: new_tally(line) for key, (line, _) in unique.items()}
    missing: list[list[Chunk]] = []
    total = sum(games for _, games in unique.values())
    done_games = 0
    for key, (line, games) in unique.items():
        stored = store.done(line)
        todo = []
        for chunk in chunks(line, games):
            if (chunk.start, chunk.stop) in stored:
                data = store.get(chunk)
                assert data is not None  # listed by done() a moment ago
                tally = tally_from_dict(line, data)
                merged[key].merge(tally)  # type: ignore[arg-type]
                done_games += tally.games
            else:
                todo.append(chunk)
        missing.append(todo)
    if progress is not None:
        progress(done_games, total)
    work = interleave(missing)
    if work:
        runner = _run_ray(work, jobs, address) if backend == "ray" else _run_local(work, jobs)
        for chunk, data in runner:
            store.put(chunk, data)
            tally = tally_from_dict(chunk.line, data)
            merged[chunk.line.key()].merge(tally)  # type: ignore[arg-type]
            done_games += tally.games
            if progress is not None:
                progress(done_games, total)
    # Copies, so that a line asked for twice gives two independent tallies.
    return [tally_from_dict(line, merged[line.key()].to_dict()) for line, _ in lines]


def run_lines(lines: Sequence[tuple[LineSpec, int]], store: ResultStore,
              **how: Any) -> list[LineTally]:
    """:func:`run_study` for single lines."""
    out = run_study(lines, store, **how)
    return [t for t in out if isinstance(t, LineTally)]


def run_pairs(pairs: Sequence[tuple[PairSpec, int]], store: ResultStore,
              **how: Any) -> list[PairTally]:
    """:func:`run_study` for comparisons."""
    out = run_study(pairs, store, **how)
    return [t for t in out if isinstance(t, PairTally)]


def _play(chunk: Chunk) -> tuple[Chunk, dict[str, Any]]:
    return chunk, play_chunk(chunk)


def _run_local(work: list[Chunk], jobs: int) -> Iterator[tuple[Chunk, dict[str, Any]]]:
    """In this process for one job (no start-up cost, easy to debug), else a pool."""
    if jobs == 1 or len(work) == 1:
        for chunk in work:
            yield _play(chunk)
        return
    with multiprocessing.get_context().Pool(min(jobs, len(work))) as pool:
        yield from pool.imap_unordered(_play, work)


def connect_ray(ray: Any, address: str) -> None:
    """Join the Ray cluster at ``address`` (``auto``, ``HOST:PORT`` or ``ray://HOST:PORT``),
    turning Ray's own exceptions into one line that says what to check."""
    if address.startswith("ray://"):
        try:
            importlib.import_module("ray.util.client")
            importlib.import_module("grpc")
        except ImportError:
            raise ValueError(f"--address {address} uses Ray Client, which needs"
                             " ray[client]: pip install '.[ray]' from the project's"
                             " folder") from None
    try:
        ray.init(address=address, log_to_driver=False)
    except (ConnectionError, TimeoutError, RuntimeError, ValueError) as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise ValueError(f"--address {address}: no Ray cluster could be joined ({first});"
                         " start one with `ray start --head`, or leave --address out to"
                         " start a local Ray") from None


def _run_ray(work: list[Chunk], jobs: int,
             address: str | None) -> Iterator[tuple[Chunk, dict[str, Any]]]:
    """Ray tasks, a bounded number in flight, results taken as each one finishes.

    With no ``address`` a local Ray instance with ``jobs`` CPUs is started (and shut down
    afterwards); a Ray already initialized in this process (a test's, a notebook's) is
    used as it is.  Every node must have this project installed (same version), since
    tasks import the games there.
    """
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    try:
        # Typed as Any: Ray's own annotations are partial.
        ray: Any = importlib.import_module("ray")
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise ValueError("the ray backend needs Ray: pip install '.[ray]' from the"
                         " project's folder") from exc
    started = False
    if not ray.is_initialized():
        if address is None:
            ray.init(num_cpus=jobs, include_dashboard=False, log_to_driver=False,
                     object_store_memory=100 * 1024 * 1024)
        else:
            connect_ray(ray, address)
        started = True
    try:
        task = ray.remote(num_cpus=1, max_retries=2)(play_chunk)
        window = max(4, 2 * int(ray.cluster_resources().get("CPU", jobs)))
        queue = iter(work)
        pending: dict[Any, Chunk] = {}
        for chunk in queue:
            pending[task.remote(chunk)] = chunk
            if len(pending) >= window:
                break
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            for ref in ready:
                chunk = pending.pop(ref)
                yield chunk, ray.get(ref)
            for chunk in queue:
                pending[task.remote(chunk)] = chunk
                if len(pending) >= window:
                    break
    finally:
        if started:
            ray.shutdown()
