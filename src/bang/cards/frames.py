"""Frames of the resolution stack (DESIGN.md §2).

A frame is an immutable record of one thing being resolved: a turn, a BANG! waiting for
its answer, a Duel going back and forth...  The game keeps them in a list; the top frame
runs until it needs a player's answer.  Being immutable, a frame is shared between a game
and its clones, so ``clone()`` copies the list, not the frames.
"""

from __future__ import annotations

from typing import NamedTuple

# Turn steps (RULES.md A3).
START, DYNAMITE_RESULT, JAIL, JAIL_RESULT, DRAW, PLAY, DISCARD, END = range(8)


class Turn(NamedTuple):
    """The turn of ``seat`` at ``step``; always the bottom frame."""

    seat: int
    step: int


#: ``TURN[seat][step]``: the shared Turn frames of the base game's steps (frames are
#: immutable, so the turn loop need not build a new one at every step).
TURN: tuple[tuple[Turn, ...], ...] = tuple(
    tuple(Turn(seat, step) for step in range(END + 2)) for seat in range(8))


class Check(NamedTuple):
    """A draw! for ``seat`` (RULES.md A8); its card lands in ``CardState.check_card``.

    ``flipped`` holds Lucky Duke's two cards while he chooses.
    """

    seat: int
    reason: str
    flipped: tuple[int, ...] = ()


class Shot(NamedTuple):
    """A BANG! effect on ``target`` (BANG! card, Gatling, Calamity's Missed!, a Ghost's ♠).

    ``need`` cancels are still needed (2 against Slab's BANG!), ``barrels`` draw!s are still
    available (a real Barrel and Jourdonnais's built-in one), and ``checking`` says that a
    Barrel draw! has been pushed and its result is due.
    """

    target: int
    source: int
    card: int
    need: int
    barrels: int
    checking: bool


class Damage(NamedTuple):
    """``target`` loses ``amount`` life; ``source`` is the responsible player or -1 (A9.4)."""

    target: int
    amount: int
    source: int
    step: int


class Dying(NamedTuple):
    """``seat`` is at 0 life or less and may save himself (A9.2)."""

    seat: int
    source: int


class Elimination(NamedTuple):
    """The elimination procedure of A9.3 for ``seat``, caused by ``killer`` (or -1)."""

    seat: int
    killer: int
    step: int


class DuelFrame(NamedTuple):
    """A Duel (A7): ``current`` must discard a BANG! or lose the duel."""

    challenger: int
    challenged: int
    current: int


class Round(NamedTuple):
    """Indians! or Gatling resolving target by target clockwise (A10 resolution order)."""

    kind: int
    source: int
    remaining: tuple[int, ...]


class IndiansAnswer(NamedTuple):
    """One target of Indians! choosing to discard a BANG! or take the hit."""

    target: int
    source: int


class Store(NamedTuple):
    """General Store: the revealed cards are in ``CardState.limbo``; ``order`` picks next."""

    source: int
    order: tuple[int, ...]


class Steal(NamedTuple):
    """Panic! (``keep``) or Cat Balou: ``seat`` chooses which of ``target``'s cards."""

    seat: int
    target: int
    keep: bool


class GhostPhase(NamedTuple):
    """A ghost variant's own step (Part C), ``step`` and ``data`` owned by the ghost rules."""

    name: str
    step: int
    data: tuple[int, ...]


Frame = (Turn | Check | Shot | Damage | Dying | Elimination | DuelFrame | Round
         | IndiansAnswer | Store | Steal | GhostPhase)
