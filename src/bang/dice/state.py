"""The mutable state of a dice game and the mechanics that involve no choice: arrows and
the Indian attack, elimination, Vulture Sam, and the victory check.

RULES.md B5.1 (arrows), B6 (elimination), B7 (victory), B2.1 (3-player victory) and
B2.2 (8 players).  The state is a handful of flat lists indexed by seat, so ``clone``
is a few list copies and the hot path touches no objects.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any, ClassVar, NamedTuple

from bang.core.game import GameBase
from bang.core.protocol import Action, Event
from bang.core.rng import copy_rng
from bang.core.seats import distance_table
from bang.dice.config import DiceConfig
from bang.dice.data import (
    JOURDONNAIS,
    OUTLAW,
    RENEGADE,
    ROLES,
    SHERIFF,
    THREE_PLAYER_TARGET,
    TOTAL_ARROWS,
    VULTURE_SAM,
)
from bang.dice.rolls import Outcome

#: ``Event(kind, data)`` without the Python-level ``__new__`` of a NamedTuple (hot path).
_new_tuple = tuple.__new__

#: How many recent events a game keeps for views (DESIGN.md §4 "the events that seat may see").
LOG_SIZE = 128

#: Sources of a damage batch: a die index (0-4) for a bull's eye, or one of these.
SRC_GATLING = 5
SRC_DYNAMITE = 6
SOURCE_NAMES = ("die0", "die1", "die2", "die3", "die4", "gatling", "dynamite")
#: No player caused this loss (Indians, Dynamite): RULES.md B5.1, B5.2.
NOBODY = -1


class SeatPattern(NamedTuple):
    """What depends only on which seats are alive: the distance table (RULES.md B5.3, the
    dead are not counted) and the legal answers already worked out for it."""

    dist: list[list[int]]
    legal: dict[int, tuple[Action, ...]]


_PATTERNS: dict[tuple[bool, ...], SeatPattern] = {}


def seat_pattern(alive: list[bool]) -> SeatPattern:
    """The shared record for this pattern of living seats, built once per pattern (at most
    2**8 per table size).  It is shared by every game and clone: never mutate ``dist``;
    ``legal`` only grows with entries that are a function of the pattern."""
    key = tuple(alive)
    found = _PATTERNS.get(key)
    if found is None:
        found = _PATTERNS[key] = SeatPattern(distance_table(alive), {})
    return found


#: Every field of a dice game, the protocol's own (``GameBase``) included.  They are slots:
#: a game has some fifty fields, more than an instance dictionary keeps compact, and slot
#: access keeps the per-decision path fast.  ``clone`` copies exactly these.
FIELDS: tuple[str, ...] = (
    # GameBase: decision bookkeeping and the record
    "seed", "decision", "history", "_legal", "_next_id", "_setup",
    # the table (RULES.md B2-B3, B5.1, B6)
    "config", "n", "role", "char", "life", "max_life", "arrows", "alive", "centre",
    "alive_count", "dist", "legal_cache", "turn",
    # the turn in progress (B4-B5, B8)
    "dice", "dice_code", "roll", "rolls_used", "rolls_max", "roll_mask", "free_mask", "step",
    "after", "cursor", "targets_dice", "shots", "hits", "hit_index", "hit_points", "hit_lost",
    "batch_lost", "batch_source", "gringo_owed", "gringo_paid", "slab_used", "spent_beer",
    "jesse_bonus", "kit_left", "dead_resolving", "turns_taken",
    # dice stream, stacked rolls, result and events
    "rng", "rng_shared", "forced", "winners", "log", "log_count", "_events",
)


class DiceState(GameBase):
    """Fields of one dice game plus the automatic mechanics shared by every turn step."""

    __slots__ = FIELDS
    GAME: ClassVar[str] = "dice"

    config: DiceConfig
    n: int
    role: list[int]
    char: list[int]
    life: list[int]
    max_life: list[int]
    arrows: list[int]
    alive: list[bool]
    centre: int
    alive_count: int
    #: Turns started so far (for ``DiceConfig.round_limit``).
    turns_taken: int
    dist: list[list[int]]
    legal_cache: dict[int, tuple[Action, ...]]
    turn: int
    dice: tuple[int, ...]
    dice_code: int
    roll: Outcome
    rolls_used: int
    rolls_max: int
    roll_mask: int
    free_mask: int
    step: int
    after: int
    cursor: int
    targets_dice: tuple[int, ...]
    shots: list[tuple[int, int, int]]
    hits: list[tuple[int, int, int]]
    hit_index: int
    hit_points: int
    hit_lost: bool
    batch_lost: list[int]
    batch_source: int
    gringo_owed: int
    gringo_paid: bool
    slab_used: bool
    spent_beer: int
    jesse_bonus: bool
    kit_left: int
    dead_resolving: bool
    rng: random.Random
    rng_shared: bool
    forced: list[int]
    winners: frozenset[int]
    log: deque[Event]
    #: Events ever added to ``log`` (which keeps the latest ``LOG_SIZE``): event ``i`` of
    #: the game is ``log[i - (log_count - len(log))]``, so a reader can keep its place.
    log_count: int
    _events: list[Event]

    def rand(self) -> random.Random:
        """The dice stream, copied first if a clone still shares it (clones share the
        stream until one of them rolls, which keeps ``clone()`` cheap)."""
        if self.rng_shared:
            self.rng = copy_rng(self.rng)
            self.rng_shared = False
        return self.rng

    # --- events ---------------------------------------------------------------------
    def _emit(self, kind: str, data: dict[str, Any]) -> None:
        """Record a public event; ``_apply_legal`` adds the batch to the log at the end."""
        self._events.append(_new_tuple(Event, (kind, data, None)))

    # --- arrows and the Indians (RULES.md B5.1) -----------------------------------------------
    def _take_arrows(self, seat: int, count: int) -> bool:
        """``seat`` takes ``count`` arrows one at a time; the last one brings the Indians.

        No event of its own: the roll (or El Gringo's event) that caused it says how many.

        RULES.md B5.1: arrows still owed after an attack come from the refilled pile.
        Returns True when an attack ended the game.
        """
        arrows = self.arrows
        if count < self.centre:
            # The pile cannot run out: all the arrows at once, no attack.
            arrows[seat] += count
            self.centre -= count
            return False
        while count > 0:
            count -= 1
            arrows[seat] += 1
            self.centre -= 1
            if self.centre == 0:
                self._indian_attack()
                if self._eliminate_dead(NOBODY):
                    return True
                if not self.alive[seat]:
                    break
        return False

    def _indian_attack(self) -> None:
        """RULES.md B5.1: everyone loses a life per arrow held (Jourdonnais at most 1, B8),
        then every arrow goes back to the centre.  Caused by no player."""
        life = self.life
        arrows = self.arrows
        char = self.char
        losses = [0] * self.n
        for seat in range(self.n):
            held = arrows[seat]
            if held:
                loss = 1 if char[seat] == JOURDONNAIS else held
                if loss > life[seat]:
                    loss = life[seat]
                life[seat] -= loss
                losses[seat] = loss
                arrows[seat] = 0
        self.centre = TOTAL_ARROWS
        self._emit("indians", {"losses": losses})

    # --- elimination (RULES.md B6) and victory (B7, B2.1, B2.2) ---------------------------------
    def _eliminate_dead(self, killer: int) -> bool:
        """Eliminate every living player at 0 life, all at once; True if the game ended.

        RULES.md B6: the dead reveal their roles and return their arrows; Vulture Sam gains
        2 life per other player eliminated, unless he died in the same step (B8).  B7: the
        victory check comes after the whole simultaneous step.  ``killer`` is the player
        whose dice caused the step, or ``NOBODY`` (B2.1 "by your own hand").
        """
        life = self.life
        if life.count(0) == self.n - self.alive_count:
            return False  # the dead are the only seats at 0: nobody new to eliminate
        alive = self.alive
        dead = [s for s in range(self.n) if alive[s] and life[s] <= 0]
        arrows = self.arrows
        for seat in dead:
            alive[seat] = False
            life[seat] = 0
            self.centre += arrows[seat]
            arrows[seat] = 0
            self._emit("eliminated", {"seat": seat, "role": self._role_name(seat),
                                      "by": killer})
        self.alive_count -= len(dead)
        self._rebuild_distances()
        gain = 2 * len(dead)
        for seat in range(self.n):
            if alive[seat] and self.char[seat] == VULTURE_SAM:
                before = life[seat]
                life[seat] = min(self.max_life[seat], before + gain)
                self._emit("vulture_sam", {"seat": seat, "gained": life[seat] - before})
        winners = self._victory(dead, killer)
        if winners is None:
            return False
        self._finish(winners)
        return True

    def _victory(self, dead: list[int], killer: int) -> frozenset[int] | None:
        """The winning seats if the game ends after ``dead`` were eliminated, else None."""
        alive = self.alive
        role = self.role
        living = [s for s in range(self.n) if alive[s]]
        if self.n == 3:
            return self._three_player_victory(dead, killer, living)
        sheriff_alive = any(role[s] == SHERIFF for s in living)
        if not sheriff_alive:
            # B7(a): a Renegade alone wins; otherwise the Outlaws, even if all dead (B2.2).
            if len(living) == 1 and role[living[0]] == RENEGADE:
                return frozenset(living)
            return frozenset(s for s in range(self.n) if role[s] == OUTLAW)
        if not any(role[s] in (OUTLAW, RENEGADE) for s in living):
            # B7(b): the Sheriff and all Deputies win, dead Deputies included (B6).
            return frozenset(s for s in range(self.n) if role[s] not in (OUTLAW, RENEGADE))
        return None

    def _three_player_victory(self, dead: list[int], killer: int,
                              living: list[int]) -> frozenset[int] | None:
        """RULES.md B2.1: with all three alive, eliminating your own target by your own
        dice wins at once; otherwise the survivors duel and the last one standing wins.

        Ruling for a case B2.1 leaves open: if nobody is left standing the Outlaw wins,
        mirroring B7's "everyone dies at the same time".
        """
        was_alive = len(living) + len(dead)
        if was_alive == 3 and killer != NOBODY:
            target = THREE_PLAYER_TARGET[self.role[killer]]
            if any(self.role[s] == target for s in dead):
                return frozenset((killer,))
        if len(living) == 1:
            return frozenset(living)
        if not living:
            return frozenset(s for s in range(self.n) if self.role[s] == OUTLAW)
        return None

    def _finish(self, winners: frozenset[int]) -> None:
        """End the game: no decision is pending any more and every role is public."""
        self.winners = winners
        self.decision = None
        self._legal = None
        self.step = STEP_OVER
        self._emit("game_over", {"winners": sorted(winners),
                                 "roles": [self._role_name(s) for s in range(self.n)]})

    # --- small helpers --------------------------------------------------------------------
    def _role_name(self, seat: int) -> str:
        return ROLES[self.role[seat]]

    def _rebuild_distances(self) -> None:
        """Distances only change on a death; the table is replaced, never mutated, so
        clones may share it (RULES.md B5.3: the dead are not counted)."""
        self.dist, self.legal_cache = seat_pattern(self.alive)


#: The step code of a finished game (shared with ``bang.dice.turn``).
STEP_OVER = 14
