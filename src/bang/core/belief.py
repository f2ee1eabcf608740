"""What a seat may believe about the hidden part of a game: the pieces both games'
information sets share (docs/design.md §2 "Information sets", used by the search bots).

An information set is built from a game and a seat and then forgets the game: it keeps
one *canonical* game in which everything the seat cannot see has been put in a fixed
order (hidden cards sorted and dealt in seat order, hidden roles sorted), the seed, the
record and the chance streams are wiped, and the event log is the seat's own redacted
log.  Two games that differ only in what the seat cannot see therefore give the same
canonical game, and every sample drawn from it depends only on what the seat knows and
on the sampler's generator.  That is what lets a bot search without ever reading the
true state.

Roles are not sampled uniformly.  Whoever attacks the Sheriff is likelier an Outlaw;
whoever attacks known Outlaws likelier a Deputy.  ``hostility`` turns the public record
of who attacked whom into one score per seat, and ``sample_roles`` deals the hidden
roles with weights from those scores (still only among the roles not yet shown, so every
sample agrees with every death and every reveal).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

#: How strongly one point of hostility tilts the odds of a role (log-odds per point).
SHARPNESS = 0.6
#: The sign with which hostility to the law counts towards each hidden role.
_LEAN = {"outlaw": 1.0, "renegade": 0.4, "deputy": -1.0, "sheriff": 0.0}
#: A score's effect is capped so one long game cannot make a role impossible.
_CAP = 6.0


def hostility(acts: Iterable[tuple[int, int]], known: Mapping[int, str]) -> dict[int, float]:
    """Per attacker, how hostile to the law his attacks look: an attack on the Sheriff
    counts 2, on a known Deputy 1, on a known Outlaw or Renegade -1; attacks on players
    whose role is hidden count nothing (they are what is being guessed)."""
    scores: dict[int, float] = {}
    for source, target in acts:
        role = known.get(target)
        if role == "sheriff":
            delta = 2.0
        elif role == "deputy":
            delta = 1.0
        elif role in ("outlaw", "renegade"):
            delta = -1.0
        else:
            continue
        scores[source] = scores.get(source, 0.0) + delta
    return scores


def canonical_roles(seats: Sequence[int], roles: Sequence[str]) -> list[str]:
    """The hidden roles in a fixed order (sorted), whatever seat holds which."""
    if len(seats) != len(roles):
        raise ValueError("one hidden role per hidden seat")
    return sorted(roles)


def sample_roles(seats: Sequence[int], roles: Sequence[str], scores: Mapping[int, float],
                 rng: random.Random, sharpness: float = SHARPNESS) -> list[str]:
    """A role for each of ``seats`` (in order), a permutation of ``roles``, drawn with
    weights ``exp(lean(role) * sharpness * score(seat))``.

    Seats are visited in a random order and each takes one of the roles left, so no
    seat's prior is favoured by its position; the result is always a permutation, hence
    consistent with everything public.
    """
    left = sorted(roles)
    order = list(range(len(seats)))
    rng.shuffle(order)
    chosen: list[str] = [""] * len(seats)
    for index in order:
        score = max(-_CAP, min(_CAP, scores.get(seats[index], 0.0)))
        weights = [math.exp(_LEAN.get(role, 0.0) * sharpness * score) for role in left]
        pick = rng.random() * sum(weights)
        k = 0
        while k < len(left) - 1 and pick >= weights[k]:
            pick -= weights[k]
            k += 1
        chosen[index] = left.pop(k)
    return chosen


def deal_sorted(pool: Iterable[int], sizes: Sequence[int]) -> tuple[list[list[int]], list[int]]:
    """``pool`` sorted and dealt into piles of ``sizes`` (the rest returned): the canonical
    placement of cards a seat cannot see."""
    cards = sorted(pool)
    piles = []
    start = 0
    for size in sizes:
        piles.append(cards[start:start + size])
        start += size
    return piles, cards[start:]


class InformationSet:
    """Everything one seat may know of a game, as a sampler of full games.

    ``view`` is the seat's view; ``sample(rng)`` returns a full, independent game that
    agrees with it and with the seat's event history, the hidden part drawn from ``rng``.
    Subclasses build the canonical game (``_base``) and resample it.
    """

    seat: int
    view: Any
    _base: Any

    def sample(self, rng: random.Random) -> Any:
        raise NotImplementedError

    def __getstate__(self) -> dict[str, Any]:
        """For a root-parallel search's worker processes: everything but the view (which
        holds a read-only mapping that does not pickle); sampling never reads it."""
        state = dict(self.__dict__)
        state["view"] = None
        return state

    def canonical(self) -> Any:
        """A copy of the canonical game (for tests: equal for swap twins)."""
        return self._base.clone()

    def to_dict(self) -> dict[str, Any]:
        """The view's plain form: an information set is read like a view by drivers that
        only log or show it."""
        result: dict[str, Any] = self.view.to_dict()
        return result
