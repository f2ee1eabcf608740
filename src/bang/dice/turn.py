"""The turn's machine: what happens between two prompts, and what a prompt allows
(RULES.md B4-B5, B8), behind the engine protocol of ``bang.core.game.GameBase``.

The state's ``step`` names the step to run next; ``STEPS[step]`` runs it (the table of
``bang.dice.dispatch``): the turn's own steps (``bang.dice.phases``), the final dice's
(``bang.dice.resolve``) and content's.  A step either moves on and returns False, or
sets a prompt (or ends the game) and returns True; an answer goes to its prompt's
``answer`` function, and the machine resumes where it stopped.  Legality is decided by
each prompt's ``legal`` function, the only place; an illegal answer is explained by its
``explain`` function.
"""

from __future__ import annotations

from bang.core.errors import IllegalAction
from bang.core.protocol import Action, Event
from bang.dice.dispatch import ACCEPTS, ANSWER, DECISION_KINDS, EXPLAIN, LEGAL, STEPS
from bang.dice.phases import ROLL
from bang.dice.state import STEP_TURN_START, DiceState

__all__ = ["ACCEPTS", "DECISION_KINDS", "STEP_TURN_START", "TurnEngine"]


class TurnEngine(DiceState):
    """The dice game's half of the protocol: applying a legal answer, the automatic steps
    up to the next prompt, and the legal answers of a prompt."""

    def _apply_legal(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self._events = events
        # Only ever called with a decision pending (``GameBase.apply``).
        ANSWER[self.decision.kind](self, action)  # type: ignore[union-attr]
        if self.config.auto_forced:
            self._advance()
        else:
            steps = STEPS
            while not steps[self.step](self):
                pass
        self.log.extend(events)
        self.log_count += len(events)
        return events

    def _advance(self) -> None:
        """Run automatic steps to the next prompt or the end (docs/design.md §2).

        With ``auto_forced`` a prompt with one legal answer is answered here; the answer
        is not recorded, since a replay with the same config answers it the same way.
        """
        steps = STEPS
        auto = self.config.auto_forced
        while True:
            while not steps[self.step](self):
                pass
            decision = self.decision
            if not auto or decision is None:
                return
            legal = self.legal_actions()
            if len(legal) != 1:
                return
            ANSWER[decision.kind](self, legal[0])

    # --- legality -------------------------------------------------------------------------------
    def _canonical(self, action: Action) -> Action | None:
        decision = self.decision
        if decision is not None and decision.kind == ROLL:
            try:
                return self.table.roll_sets[self.free_mask].get(action)
            except TypeError:  # an unhashable field: certainly not a legal answer
                return None
        return super()._canonical(action)

    def _compute_legal(self) -> tuple[Action, ...]:
        decision = self.decision
        assert decision is not None
        return LEGAL[decision.kind](self)

    def _explain_illegal(self, action: Action) -> IllegalAction:
        """Say precisely why ``action`` is not among the legal answers (docs/design.md §2): the
        wrong kind of answer, or what the prompt's own ``explain`` finds."""
        decision = self.decision
        assert decision is not None
        kind = decision.kind
        accepted = ACCEPTS[kind]
        if action.kind not in accepted:
            if action.kind in ACCEPTS[ROLL] and kind != ROLL:
                return IllegalAction("no_rolls_left",
                                     "the dice are final: no roll is pending (RULES.md B4.3)")
            return IllegalAction(
                "wrong_kind",
                f"a {kind} decision takes {' or '.join(accepted)}, not {action.kind}")
        explain = EXPLAIN.get(kind)
        if explain is not None:
            reason = explain(self, action)
            if reason is not None:
                return reason
        return IllegalAction("illegal", f"{action.format()} is not a legal answer now")
