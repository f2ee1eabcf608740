"""What the ghost variants (RULES.md Part C) add to a card game's state.

Dead players keep their hand in ``CardState.hands`` (a Ghost's hand is hidden like any
hand); the variants add only the few facts below.  With ``ghost_separate_deck`` the
ghosts draw from a second deck (each main-deck card's copy, ``data.IS_SECOND``) and their
own discards go to a ghost discard pile that reshuffles into it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class GhostState:
    """What the ghost variants add to a game's state."""

    #: The seat is a dead player taking part in a ghost variant.
    ghosts: list[bool] = field(default_factory=list)
    #: Dead Reckonin': an Outlaw Ghost back to life until the end of his next turn (C1.3-6).
    revived: list[bool] = field(default_factory=list)
    #: Dead Man's Hand: each dead player's standing prediction (a seat) or -1 (C2.1-4).
    predictions: list[int] = field(default_factory=list)
    #: Deaths since the last card or event fully resolved, in order (A14.7, C2.2-2).
    new_dead: list[int] = field(default_factory=list)
    #: Dead Man's Hand's winners once the game is over; None before.
    dmh_winners: list[int] | None = None
    #: The Ghost whose action is being performed (for C1.3-9), or -1.
    actor: int = -1
    #: ``ghost_separate_deck``: the second deck (top = last) and its discard pile.
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    second_deck_dealt: bool = False

    @classmethod
    def empty(cls, n: int) -> GhostState:
        return cls([False] * n, [False] * n, [-1] * n)

    @classmethod
    def from_setup(cls, n: int, data: Mapping[str, Any], second_deck: list[int]) -> GhostState:
        """The ``"ghost"`` key of a set-up (docs/ghost_setup.md); ``second_deck`` are the
        ids of the ghosts' separate deck."""
        state = cls.empty(n)
        for seat in data.get("ghosts", []):
            state.ghosts[int(seat)] = True
        for seat in data.get("revived", []):
            state.revived[int(seat)] = True
        for seat, target in dict(data.get("predictions", {})).items():
            state.predictions[int(seat)] = int(target)
        if "deck" in data or "discard" in data:
            top_first = [int(c) for c in data.get("deck", [])]
            state.discard = [int(c) for c in data.get("discard", [])]
            placed = top_first + state.discard
            allowed = set(second_deck)
            if len(set(placed)) != len(placed) or not all(c in allowed for c in placed):
                raise ValueError("ghost deck and discard hold distinct ids of the second"
                                 " deck")
            rest = [c for c in second_deck if c not in set(placed)]
            state.deck = list(reversed(top_first + rest))
            state.second_deck_dealt = True
        return state

    def copy(self) -> GhostState:
        return GhostState(self.ghosts[:], self.revived[:], self.predictions[:],
                          self.new_dead[:],
                          None if self.dmh_winners is None else self.dmh_winners[:],
                          self.actor, self.deck[:], self.discard[:], self.second_deck_dealt)

    def is_ghost(self, seat: int) -> bool:
        return self.ghosts[seat]

    def final_winners(self) -> tuple[int, ...] | None:
        return None if self.dmh_winners is None else tuple(self.dmh_winners)

    def to_dict(self) -> dict[str, Any]:
        return {
            "ghosts": self.ghosts, "revived": self.revived, "predictions": self.predictions,
            "new_dead": self.new_dead, "dmh_winners": self.dmh_winners, "actor": self.actor,
            "deck": self.deck, "discard": self.discard,
            "second_deck_dealt": self.second_deck_dealt,
        }
