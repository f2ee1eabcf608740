"""Frames of the resolution stack (docs/design.md §2).

A frame is an immutable record of one thing being resolved: a turn, a BANG! waiting for
its answer, a Duel going back and forth...  The game keeps them in a list; the top frame
runs until it needs a player's answer.  Being immutable, a frame is shared between a game
and its clones, so ``clone()`` copies the list, not the frames.

Frames are built by keyword, with the named steps below, except on the hot path of every
shot and hit (``Shot``, ``Damage``, ``Dying``, a Barrel's ``Check``, a round, a duel moving
on), where a tuple's keyword construction costs a third more than a positional one: there
a frame is built from named locals in field order, most often its own fields unpacked.
"""

from __future__ import annotations

from typing import NamedTuple

# Turn steps (RULES.md A3), in order.
#: The turn begins: the round limit, then the start-of-turn draw!s.
START = 0
#: Looking for the next card in play that asks a start-of-turn draw! (Dynamite, then
#: Jail: ``Turn.check`` is its place in ``content.START_CHECKS``).
CHECKS = 1
#: That draw! is done: its card decides (``CardKind.check``).
CHECKED = 2
#: Phase 1, 2 and 3 (A3), then the turn's end.
DRAW = 3
PLAY = 4
DISCARD = 5
END = 6
#: The turn is over: what follows it (``Ruleset.after_turn``), then the next turn.
AFTER = 7


class Turn(NamedTuple):
    """The turn of ``seat`` at ``step``; always the bottom frame.  ``check`` is the
    start-of-turn draw! being looked at (steps ``CHECKS`` and ``CHECKED``)."""

    seat: int
    step: int
    check: int = 0


#: ``TURN[seat][step]``: the shared Turn frames of the base game's steps (frames are
#: immutable, so the turn loop need not build a new one at every step).
TURN: tuple[tuple[Turn, ...], ...] = tuple(
    tuple(Turn(seat=seat, step=step) for step in range(AFTER + 1)) for seat in range(8))


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
    """A card played on every other player, resolving target by target clockwise (A10
    resolution order): each faces a BANG! effect (``shots``: Gatling) or must discard a
    BANG! (Indians!).  ``kind`` is the card's kind."""

    kind: int
    source: int
    remaining: tuple[int, ...]
    shots: bool = False


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


class HandLoss(NamedTuple):
    """``seat``'s hand is looked at once what is above this frame has resolved: a "+1"
    card's player reacts to the hand its two cards emptied only after its effect (Dodge
    City's E4.2-4, E9-15: Suzy Lafayette draws after the whole card)."""

    seat: int


class Draw(NamedTuple):
    """``seat`` draws ``amount`` cards once what is above this frame has resolved (Dodge
    City's Derringer: its card comes after its BANG! effect, E9-16, E17-4)."""

    seat: int
    amount: int
    why: str


class GhostPhase(NamedTuple):
    """A ghost variant's own step (Part C), ``step`` and ``data`` owned by the ghost rules."""

    name: str
    step: int
    data: tuple[int, ...]


class EventStep(NamedTuple):
    """A frame of an event card (High Noon, A Fistful of Cards: its reveal's effect, a
    start-of-turn effect that waits on answers...): ``name`` is the event's key ("" for
    the event deck itself), ``step`` and ``data`` are the event's own
    (``bang.cards.event_deck``)."""

    name: str
    step: int
    data: tuple[int, ...]


Frame = (Turn | Check | Shot | Damage | Dying | Elimination | DuelFrame | Round
         | IndiansAnswer | Store | Steal | Draw | HandLoss | GhostPhase | EventStep)
