"""Engine benchmarks on one core (docs/design.md §8: benchmarks are scripts, not timed tests).

For each game and player count: decisions and games per second with random bots, with
and without ``auto_forced``, and the cost of ``clone()`` on a mid-game position, the
figure that bounds search bots (ISMCTS clones once per iteration).

Times are the process's own CPU time (``time.process_time``), not wall-clock time, so
that other work on a shared machine slows the figures as little as possible.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bang.core.errors import ConfigError
from bang.core.rng import child_seed
from bang.games import game_classes
from bang.sim.play import play, seat_bots


@dataclass(frozen=True, slots=True)
class BenchRow:
    """Throughput of one (game, players, auto_forced) setting; ``clone_us`` is ``None``
    when the game cannot clone."""

    game: str
    players: int
    auto_forced: bool
    games: int
    decisions: int
    seconds: float
    clone_us: float | None

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds > 0 else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0


@dataclass(frozen=True, slots=True)
class BenchSkip:
    """A setting that could not be measured, and why (engine missing, bad player count)."""

    game: str
    players: int | None
    reason: str


def parse_players(text: str) -> list[int]:
    """``"5"`` → ``[5]``, ``"4-8"`` → ``[4, 5, 6, 7, 8]``, ``"3,5"`` → ``[3, 5]``."""
    counts: list[int] = []
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        try:
            first = int(low)
            last = int(high) if dash else first
        except ValueError:
            raise ValueError(f"player counts look like 5, 4-8 or 3,5; not {text!r}") from None
        if first < 1 or last < first:
            raise ValueError(f"bad player range {part.strip()!r}")
        counts.extend(range(first, last + 1))
    return counts


def throughput(game_class: Any, config: Any, seconds: float, seed: int = 0) -> tuple[int, int,
                                                                                    float]:
    """Play random-bot games for about ``seconds``: (games, decisions, elapsed seconds).

    Whole games only, at least one, so long games are not cut short in the count.
    """
    games = decisions = 0
    start = time.process_time()
    elapsed = 0.0
    while games == 0 or elapsed < seconds:
        result = play(game_class, config, child_seed(seed, games))
        games += 1
        decisions += result.decisions
        elapsed = time.process_time() - start
    return games, decisions, elapsed


def mid_game(game_class: Any, config: Any, seed: int = 0) -> Any:
    """A position halfway through a random-bot game (deterministic for ``seed``).

    The game is first played to the end to learn its length, then replayed to half of it,
    so the position is representative rather than the opening deal.
    """
    length = play(game_class, config, seed).decisions
    game = game_class.new(config, seed)
    bots = seat_bots("random", len(game.roles), seed)
    for _ in range(length // 2):
        decision = game.pending
        if decision is None:
            break
        game.apply(bots[decision.seat].choose(None, game.legal_actions()))
    return game


def clone_cost(game: Any, seconds: float = 0.2) -> float:
    """Microseconds per ``game.clone()``, timed over batches for about ``seconds``."""
    batch = 100
    clones = 0
    start = time.process_time()
    elapsed = 0.0
    while clones == 0 or elapsed < seconds:
        for _ in range(batch):
            game.clone()
        clones += batch
        elapsed = time.process_time() - start
    return elapsed / clones * 1e6


def bench(games: Sequence[str], players: Sequence[int], seconds: float = 1.0, *,
          options: Mapping[str, Any] | None = None, seed: int = 0,
          ) -> Iterator[BenchRow | BenchSkip]:
    """Measure every game and player count, yielding each row as soon as it is known."""
    for name in games:
        try:
            game_class, config_class = game_classes(name)
        except (ImportError, ConfigError) as exc:
            yield BenchSkip(name, None, f"not available: {exc}")
            continue
        for count in players:
            clone_us: float | None = None
            for auto_forced in (False, True):
                data: dict[str, Any] = dict(options or {})
                data.update(players=count, auto_forced=auto_forced)
                try:
                    config = config_class.from_dict(data)
                except ConfigError as exc:
                    yield BenchSkip(name, count, str(exc))
                    break
                if not auto_forced:
                    try:
                        clone_us = clone_cost(mid_game(game_class, config, seed),
                                              min(0.5, seconds / 4))
                    except (NotImplementedError, AttributeError):
                        clone_us = None
                played, decisions, elapsed = throughput(game_class, config, seconds, seed)
                yield BenchRow(name, count, auto_forced, played, decisions, elapsed,
                               clone_us)
