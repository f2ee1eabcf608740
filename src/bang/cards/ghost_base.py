"""State and shared helpers of the ghost variants (RULES.md Part C).

Dead players keep their hand in ``CardState.hands`` (a Ghost's hand is hidden like any
hand); the variants add only the few facts below.  With ``ghost_separate_deck`` the
ghosts draw from a second 80-card deck (ids 80-159, see ``data.SECOND_DECK``) and their
own discards go to a ghost discard pile that reshuffles into it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bang.cards.data import SECOND_DECK
from bang.cards.frames import GhostPhase

if TYPE_CHECKING:
    from bang.cards.game import CardGame


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
    def from_setup(cls, n: int, data: Mapping[str, Any], game: Any) -> GhostState:
        """The ``"ghost"`` key of a set-up (docs/ghost_setup.md)."""
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
            if (len(set(placed)) != len(placed)
                    or not all(SECOND_DECK <= c < 2 * SECOND_DECK for c in placed)):
                raise ValueError("ghost deck and discard hold distinct ids 80-159")
            rest = [c for c in range(SECOND_DECK, 2 * SECOND_DECK) if c not in set(placed)]
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


def dead_in_order(game: CardGame, seat: int) -> list[int]:
    """Ghosts clockwise from ``seat``'s left (``seat`` itself last)."""
    n = game.n
    ghosts = game.ghost.ghosts
    return [(seat + k) % n for k in range(1, n + 1)
            if ghosts[(seat + k) % n] and not game.alive[(seat + k) % n]]


def ghost_frame(game: CardGame) -> GhostPhase:
    frame = game.stack[-1]
    assert isinstance(frame, GhostPhase)
    return frame


def deciding(game: CardGame) -> int:
    return game.decision.seat if game.decision is not None else -1


# --- the ghosts' cards --------------------------------------------------------------
def ghost_take_top(game: CardGame) -> int:
    """The top card of the ghosts' draw pile: the shared deck (C2.2-6), or the second
    deck with ``ghost_separate_deck``, reshuffled from the ghost discards."""
    if not game.config.ghost_separate_deck:
        return game.take_top()
    g = game.ghost
    if not g.second_deck_dealt:
        g.deck = list(range(SECOND_DECK, 2 * SECOND_DECK))
        game.rand().shuffle(g.deck)
        g.second_deck_dealt = True
    if not g.deck:
        game.rand().shuffle(g.discard)
        g.deck, g.discard = g.discard, []
        game.emit("ghost_reshuffle", deck=len(g.deck))
        if not g.deck:
            return -1
    return g.deck.pop()


def ghost_draw(game: CardGame, seat: int, count: int, why: str) -> list[int]:
    got: list[int] = []
    for _ in range(count):
        card = ghost_take_top(game)
        if card < 0:
            break
        game.hands[seat].append(card)
        got.append(card)
    if got:
        game.emit("draw", frozenset((seat,)), seat=seat, why=why, cards=got)
    return got


def ghost_discard(game: CardGame, card: int) -> None:
    """A Ghost's card goes to its own deck's pile, like any card (``to_discard``)."""
    game.to_discard(card)


def become_ghost(game: CardGame, seat: int) -> None:
    game.ghost.ghosts[seat] = True
    game.ghost.revived[seat] = False
