"""Batch simulation and statistics (docs/design.md §1, §7): play bot games on every core with
per-game child seeds and summarize win rates and throughput.  Standard library only."""

from bang.sim.play import (
    DEFAULT_MAX_DECISIONS,
    GameResult,
    bot_seed,
    play,
    play_game,
    seat_bot_names,
    seat_bots,
)
from bang.sim.run import GameFailed, default_jobs, simulate
from bang.sim.summary import ROLE_ORDER, SimulationSummary, Tally, WinRate

__all__ = [
    "DEFAULT_MAX_DECISIONS",
    "ROLE_ORDER",
    "GameFailed",
    "GameResult",
    "SimulationSummary",
    "Tally",
    "WinRate",
    "bot_seed",
    "default_jobs",
    "play",
    "play_game",
    "seat_bot_names",
    "seat_bots",
    "simulate",
]
