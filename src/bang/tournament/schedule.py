"""Which bots sit where in every game of a tournament: seat-permuted round-robins.

With ``K`` bots at ``N`` seats:

- **Tables.** If ``K >= N``, every set of ``N`` different bots is a table (each bot at
  most once per game).  If ``K < N``, every bot gets ``N // K`` seats and the
  ``N % K`` seats left over go to every possible set of that many bots: with 2 bots at
  4 seats one table (2 + 2), with 3 bots at 4 seats three tables (2+1+1, 1+2+1, 1+1+2).
- **Deals.** Deal ``d`` of a tournament seeded ``s`` is the game seeded
  ``child_seed(s, d)``, at table ``d mod T``: its bots are put in a seat order drawn
  from the deal's seed, then the deal is played once per **rotation** of that order
  (``N`` games).  The deal fixes the roles and characters to seats, so over a deal every
  bot plays every seat, and so every role and character, of the same cards.
- **Game numbers.** Game ``i`` is rotation ``i mod N`` of deal ``i // N``: a schedule is
  the same whatever the number of games asked for, so more games extend a tournament
  and a results file of the first ``n`` games is the start of any longer run.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bang.core.rng import BOT, child_seed, mix


def tables(entrants: int, players: int) -> tuple[tuple[int, ...], ...]:
    """Every table's bots (entrant numbers, one per seat, sorted), in a fixed order."""
    if entrants < 1 or players < 1:
        raise ValueError("a tournament needs bots and seats")
    if entrants >= players:
        return tuple(combinations(range(entrants), players))
    base, extra = divmod(players, entrants)
    result = []
    for more in combinations(range(entrants), extra):
        seats: list[int] = []
        for entrant in range(entrants):
            seats += [entrant] * (base + (entrant in more))
        result.append(tuple(seats))
    return tuple(result)


@dataclass(frozen=True)
class Seating:
    """One scheduled game: its number, deal, rotation, the game's seed and the entrant
    in every seat."""

    index: int
    deal: int
    rotation: int
    seed: int
    seats: tuple[int, ...]

    def bot_seed(self, seat: int) -> int:
        """The seed of the bot in ``seat``: from the deal's seed, the rotation and the
        seat, never from the game's own streams, so two rotations that seat the same
        bot alike still differ in the bot's own randomness."""
        return mix(BOT, self.seed, self.rotation, seat)


@dataclass(frozen=True)
class Schedule:
    """The seat-permuted round-robin of ``entrants`` bots at ``players`` seats."""

    entrants: int
    players: int
    seed: int

    @property
    def tables(self) -> tuple[tuple[int, ...], ...]:
        return tables(self.entrants, self.players)

    @property
    def cycle(self) -> int:
        """Games after which every table has had one deal in every rotation."""
        return len(self.tables) * self.players

    def rounded(self, games: int) -> int:
        """``games`` rounded up to whole deals (every rotation of each deal played)."""
        return -(-games // self.players) * self.players

    def game(self, index: int) -> Seating:
        """Game number ``index``: its deal, rotation, seed and the bot in every seat."""
        deal, rotation = divmod(index, self.players)
        seed = child_seed(self.seed, deal)
        table = list(self.tables[deal % len(self.tables)])
        random.Random(mix(BOT, seed, -1)).shuffle(table)
        n = self.players
        seats = tuple(table[(seat - rotation) % n] for seat in range(n))
        return Seating(index, deal, rotation, seed, seats)
