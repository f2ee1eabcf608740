"""The ghost variants of Part C (Dead Reckonin', Dead Man's Hand): the hooks the base
rules call.  With ``ghost_variant="none"`` every hook behaves as the base game.

The variants' own rules live in ``dead_reckonin`` and ``dead_mans_hand``; their shared
state in ``ghost_base``; the hand rankings in ``poker``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from bang.cards.data import RENEGADE
from bang.cards.dead_mans_hand import DMH_DISCARD, DeadMansHandRules
from bang.cards.dead_reckonin import DeadReckoninRules
from bang.cards.frames import END, START, Elimination, GhostPhase, Turn
from bang.cards.ghost_base import GhostState
from bang.core.protocol import Action

__all__ = ["GhostRules", "GhostState"]


class GhostRules(DeadReckoninRules, DeadMansHandRules):
    """Hooks for Part C; first in ``CardGame``'s bases so its overrides win."""

    __slots__ = ()

    GHOST_LEGAL: ClassVar[dict[str, Callable[[Any], tuple[Action, ...]]]] = {}
    GHOST_ANSWER: ClassVar[dict[str, Callable[[Any, Action], None]]] = {}

    # --- frames ---------------------------------------------------------------------------
    def run_ghost_phase(self, frame: GhostPhase) -> bool:
        name = frame.name
        if name == "contest":
            return self.run_contest(frame)
        if name == "suit":
            return self.run_suit(frame)
        if name in ("heart", "diamond", "club", "spade"):
            return self.run_ghost_action(frame)
        if name == "declare":
            return self.run_declare(frame)
        if name == "boot_hill":
            return self.run_boot_hill(frame)
        if name == "dmh_shot":
            return self.run_dmh_shot(frame)
        self.stack.pop()
        return False

    # --- turns -------------------------------------------------------------------------------
    def run_turn(self, frame: Turn) -> bool:
        """The base turn, after the Dead Man's Hand deaths of the last card or event have
        been settled (A14.7)."""
        if self.config.ghost_variant != "none" and self.ghost.new_dead:
            if self.deaths_unchecked:
                self.check_victory()
                if self.game_over:
                    return False
            if self.dead_mans_hand:
                if self.dmh_settle():
                    return False
            else:
                self.ghost.new_dead.clear()
        return super().run_turn(frame)

    def ghost_turn_applies(self, seat: int) -> bool:
        """C1.1-2, C2.1-2: dead players keep their seat in turn order."""
        return self.config.ghost_variant != "none" and self.ghost.ghosts[seat]

    def run_ghost_turn(self, frame: Turn) -> bool:
        seat, step = frame
        if step == START:
            self.turn_seat = seat
            self.emit("ghost_turn", seat=seat)
            if self.dead_reckonin:
                self.dr_ghost_turn(seat)
                step = END
            else:
                step = DMH_DISCARD
        if step in (DMH_DISCARD, DMH_DISCARD + 1, DMH_DISCARD + 2):
            self.stack[-1] = Turn(seat, step)
            if self.dmh_ghost_turn(seat, step):
                return True
            step = END
        if step == END:
            self.emit("turn_end", seat=seat)
            self.stack[-1] = Turn(seat, END + 1)
            if self.after_turn(seat):
                return False
        self.stack[-1] = Turn(self.next_turn_seat(seat), START)
        return False

    def after_turn(self, seat: int) -> bool:
        if self.dead_reckonin:
            return self.dr_after_turn(seat)
        if self.dead_mans_hand:
            return self.dmh_after_turn(seat)
        return super().after_turn(seat)

    def next_turn_seat(self, seat: int) -> int:
        if self.config.ghost_variant == "none":
            return super().next_turn_seat(seat)
        n = self.n
        for k in range(1, n + 1):
            s = (seat + k) % n
            if self.alive[s] or self.ghost.ghosts[s]:
                return s
        return seat

    # --- death and victory -------------------------------------------------------------------
    def on_eliminated(self, seat: int, killer: int) -> None:
        """C1.1-1 / C2.1-1: after the elimination procedure (and its rewards, A14.6) the
        dead player becomes a Ghost and draws 2 (Dead Reckonin') or 7 (Dead Man's Hand)."""
        if self.config.ghost_variant == "none":
            return
        if self.game_over:
            return
        self.become_ghost(seat)
        self.life[seat] = min(self.life[seat], 0)
        if self.dead_reckonin:
            self.ghost_draw(seat, 2, "ghost")
            self.ghost.new_dead.append(seat)
        else:
            self.dmh_on_death(seat)

    def run_elimination(self, frame: Elimination) -> bool:
        """C1.3-6 with ``dr_revived_death_is_elimination = false``: a revived Outlaw who
        dies simply becomes a Ghost again (no bounty, no Vulture Sam)."""
        seat = frame.seat
        if (frame.step == 0 and self.dead_reckonin and self.ghost.revived[seat]
                and not self.config.dr_revived_death_is_elimination):
            self.stack.pop()
            self.end_revival(seat)
            return False
        return super().run_elimination(frame)

    def victory(self) -> frozenset[int] | None:
        """C1.3-9: a Ghost action that leaves no player alive makes the dead Renegade(s)
        win, over A10(a)."""
        if self.dead_reckonin and not any(self.alive):
            actor = self.ghost.actor
            if self.config.dr_all_dead_renegades == "acting_renegade_only":
                renegades = frozenset(s for s in (actor,)
                                      if s >= 0 and self.roles[s] == RENEGADE)
            else:
                renegades = frozenset(s for s in range(self.n) if self.roles[s] == RENEGADE)
            if renegades:
                return renegades
        return super().victory()

    def finish(self, winners: frozenset[int]) -> None:
        if self.dead_mans_hand and self.ghost.dmh_winners is None:
            self.dmh_showdown()
        super().finish(winners)

    def game_over_extra(self) -> dict[str, Any]:
        if self.dead_mans_hand:
            return {"dmh_winners": list(self.ghost.dmh_winners or [])}
        return {}

    def store_member(self, seat: int) -> bool:
        """C2.1-7, C2.2-7: in Dead Man's Hand the dead take part in General Store."""
        return self.alive[seat] or (self.dead_mans_hand and self.ghost.ghosts[seat])


GhostRules.GHOST_LEGAL = {
    "ghost_contest": GhostRules.legal_ghost_contest,
    "ghost_suit": GhostRules.legal_ghost_suit,
    "ghost_action": GhostRules.legal_ghost_action,
    "ghost_give": GhostRules.legal_ghost_action,
    "dmh_discard": GhostRules.legal_dmh_discard,
    "dmh_predict": GhostRules.legal_dmh_predict,
    "dmh_shoot": GhostRules.legal_dmh_shoot,
    "dmh_missed": GhostRules.legal_dmh_missed,
}
GhostRules.GHOST_ANSWER = {
    "ghost_contest": GhostRules.answer_ghost_contest,
    "ghost_suit": GhostRules.answer_ghost_suit,
    "ghost_action": GhostRules.answer_ghost_action,
    "ghost_give": GhostRules.answer_ghost_give,
    "dmh_discard": GhostRules.answer_dmh_discard,
    "dmh_predict": GhostRules.answer_dmh_predict,
    "dmh_shoot": GhostRules.answer_dmh_shoot,
    "dmh_missed": GhostRules.answer_dmh_missed,
}
