"""Tournaments for researchers: a bot of one's own against the built-in levels.

:func:`tournament` (``bang tournament`` on the command line) plays bots given by level
or import path in seat-permuted round-robins of either game (``bang.tournament.schedule``),
supervises every move (``bang.tournament.guard``), keeps every game in a results file
that a rerun continues (``bang.tournament.results``) and rates the bots with openskill,
with 95 % intervals and win rates per role (``bang.tournament.ratings``).  Needs the
``tournament`` extra (openskill); the plot needs ``plot`` (matplotlib).
docs/tournament.md has a worked example.
"""

from bang.tournament.entrants import Entrant, EntrantError, resolve
from bang.tournament.guard import Fault
from bang.tournament.ratings import MissingExtra, RoleRate, Standing
from bang.tournament.run import MOVE_SECONDS, BotFailed, TournamentResult, tournament
from bang.tournament.schedule import Schedule, Seating

__all__ = ["MOVE_SECONDS", "BotFailed", "Entrant", "EntrantError", "Fault", "MissingExtra",
           "RoleRate", "Schedule", "Seating", "Standing", "TournamentResult", "resolve",
           "tournament"]
