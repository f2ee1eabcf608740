"""Many games in one process, stepped together, for self-play and throughput.

A :class:`VectorRunner` holds ``num_games`` games of one kind.  Each step takes one
action per game, for whichever seat that game waits on (every seat is played by the
same policy: self-play), and returns the next observations and masks as arrays with one
row per game.  A game that ends is recorded and replaced at once by a fresh one from
the runner's seed sequence, so every row always holds a live decision.

:func:`throughput` runs random masked play in one or several processes and counts
decisions per second, observation and mask included (benchmarks/rl_throughput.py).
"""

from __future__ import annotations

import multiprocessing
import random
import time
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from bang.core.errors import IllegalAction
from bang.core.protocol import Action
from bang.rl.aec import DEFAULT_MAX_STEPS
from bang.rl.games import Game, GameName, Rewards, game_spec


@dataclass
class VectorStep:
    """What one step of a :class:`VectorRunner` returns, one row per game.

    ``seats``: the seat that must act next in each game; ``rewards[g, s]``: the final
    reward of seat ``s`` if game ``g`` ended at this step (0 otherwise); ``done[g]``:
    game ``g`` ended (or was cut at the step cap) and its row now holds a new game."""

    obs: NDArray[np.float32]
    masks: NDArray[np.int8]
    seats: NDArray[np.int64]
    rewards: NDArray[np.float32]
    done: NDArray[np.bool_]


class VectorRunner:
    """``num_games`` games of ``game`` with ``players`` seats, stepped in lockstep."""

    def __init__(self, game: GameName = "dice", num_games: int = 64, players: int = 5, *,
                 seed: int = 0, max_steps: int | None = None, rewards: Rewards | None = None,
                 **options: Any) -> None:
        if type(num_games) is not int or num_games < 1:
            raise ValueError(f"num_games must be a whole number of at least 1, not {num_games!r}")
        self.spec = game_spec(game, players, **options)
        self.num_games = num_games
        self.max_steps = DEFAULT_MAX_STEPS[game] if max_steps is None else max_steps
        self.reward_table = rewards or Rewards()
        self._seeds = random.Random(seed)
        self.games: list[Game] = []
        self.steps = [0] * num_games
        self.legal: list[dict[int, Action]] = []
        self.finished = 0
        self.decisions = 0

    def _new_game(self) -> Game:
        return self.spec.new(self._seeds.getrandbits(64))

    def reset(self) -> VectorStep:
        """Deal every game anew; the first step's observations."""
        self.games = [self._new_game() for _ in range(self.num_games)]
        self.steps = [0] * self.num_games
        n = self.num_games
        return self._observe(np.zeros((n, self.spec.players), np.float32), np.zeros(n, bool))

    def _observe(self, rewards: NDArray[np.float32], done: NDArray[np.bool_]) -> VectorStep:
        spec = self.spec
        obs = np.empty((self.num_games, spec.layout.size), np.float32)
        masks = np.zeros((self.num_games, spec.codec.size), np.int8)
        seats = np.empty(self.num_games, np.int64)
        self.legal = []
        for g, game in enumerate(self.games):
            pending = game.pending
            assert pending is not None
            seat = pending.seat
            row, legal = spec.observe(game, seat)
            table = spec.codec.legal_index(legal, seat, spec.players)
            obs[g] = row
            masks[g, list(table)] = 1
            seats[g] = seat
            self.legal.append(table)
        return VectorStep(obs, masks, seats, rewards, done)

    def step(self, actions: NDArray[np.integer[Any]] | list[int]) -> VectorStep:
        """Apply one action per game (codes of the codec, legal for that game's seat);
        an illegal one raises ``IllegalAction`` before any game has moved."""
        if len(actions) != self.num_games:
            raise ValueError(f"one action per game: {self.num_games}, not {len(actions)}")
        chosen = []
        for g, code in enumerate(actions):
            action = self.legal[g].get(int(code))
            if action is None:
                raise IllegalAction("not_legal", f"action {int(code)} is not legal in game {g}")
            chosen.append(action)
        rewards = np.zeros((self.num_games, self.spec.players), np.float32)
        done = np.zeros(self.num_games, bool)
        table = self.reward_table
        for g, action in enumerate(chosen):
            game = self.games[g]
            game.apply(action)
            self.steps[g] += 1
            self.decisions += 1
            if game.is_over or self.steps[g] >= self.max_steps:
                winners = frozenset(game.winners) if game.is_over else frozenset()
                rewards[g] = [table.final(s, winners) for s in range(self.spec.players)]
                done[g] = True
                self.finished += 1
                self.games[g] = self._new_game()
                self.steps[g] = 0
        return self._observe(rewards, done)

    def random_actions(self, rng: random.Random) -> list[int]:
        """A uniformly random legal code for every game (the benchmark's policy)."""
        return [rng.choice(list(table)) for table in self.legal]


def _run_for(args: tuple[str, int, int, float, int, dict[str, Any]]
             ) -> tuple[int, int, float, float]:
    """One worker: (decisions, games finished, wall seconds, CPU seconds)."""
    game, players, num_games, seconds, seed, options = args
    runner = VectorRunner(game, num_games, players, seed=seed, **options)  # type: ignore[arg-type]
    rng = random.Random(seed)
    runner.reset()
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        runner.step(runner.random_actions(rng))
    return (runner.decisions, runner.finished, time.perf_counter() - start,
            time.process_time() - cpu)


@dataclass
class Throughput:
    """What ``throughput`` measured: decisions and games in wall and CPU seconds."""

    game: str
    players: int
    num_games: int
    processes: int
    decisions: int
    games: int
    seconds: float
    cpu_seconds: float

    @property
    def steps_per_second(self) -> float:
        """Decisions per wall-clock second, all processes together."""
        return self.decisions / self.seconds

    @property
    def steps_per_cpu_second(self) -> float:
        """Decisions per second of CPU time (what one core does, whatever the load)."""
        return self.decisions / self.cpu_seconds


def throughput(game: GameName = "dice", players: int = 5, num_games: int = 64,
               seconds: float = 2.0, processes: int = 1, seed: int = 0,
               **options: Any) -> Throughput:
    """Decisions per second of random masked self-play through :class:`VectorRunner`
    (observation and mask of every decision included), summed over ``processes``
    worker processes that each run ``num_games`` games for ``seconds``."""
    jobs = [(game, players, num_games, seconds, seed + i, options) for i in range(processes)]
    if processes == 1:
        results = [_run_for(jobs[0])]
    else:
        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            results = pool.map(_run_for, jobs)
    decisions = sum(r[0] for r in results)
    games = sum(r[1] for r in results)
    elapsed = max(r[2] for r in results)
    cpu = sum(r[3] for r in results)
    return Throughput(game, players, num_games, processes, decisions, games, elapsed, cpu)
