"""The ghost variants of Part C (Dead Reckonin', Dead Man's Hand): their state and the
hooks the base rules call.  With ``ghost_variant="none"`` every hook is a no-op."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from bang.cards.frames import GhostPhase, Turn
from bang.cards.state import CardState
from bang.core.protocol import Action


@dataclass(slots=True)
class GhostState:
    """Per-seat ghost bookkeeping (empty in the base game)."""

    ghosts: list[bool] = field(default_factory=list)

    @classmethod
    def empty(cls, n: int) -> GhostState:
        return cls([False] * n)

    @classmethod
    def from_setup(cls, n: int, data: Mapping[str, Any], game: Any) -> GhostState:
        state = cls.empty(n)
        for seat in data.get("ghosts", []):
            state.ghosts[int(seat)] = True
        return state

    def copy(self) -> GhostState:
        return GhostState(self.ghosts[:])

    def is_ghost(self, seat: int) -> bool:
        return self.ghosts[seat]

    def to_dict(self) -> dict[str, Any]:
        return {"ghosts": self.ghosts}


class GhostRules(CardState):
    """Hooks for Part C."""

    GHOST_LEGAL: ClassVar[dict[str, Callable[[Any], tuple[Action, ...]]]] = {}
    GHOST_ANSWER: ClassVar[dict[str, Callable[[Any, Action], None]]] = {}

    def run_ghost_phase(self, frame: GhostPhase) -> bool:
        self.stack.pop()
        return False

    def ghost_turn_applies(self, seat: int) -> bool:
        return False

    def run_ghost_turn(self, frame: Turn) -> bool:
        return False
