"""Dead Man's Hand (RULES.md C2): the dead draw seven, predict the next death, shoot each
other with BANG! and Missed! between turns, and compare poker hands when the game ends.

Frames and steps:
- the dead player's turn uses ``Turn`` steps ``DMH_DISCARD``, ``DMH_PREDICT``, ``DMH_DRAW``
  (C2.1-3 a-c);
- ``GhostPhase("declare", i, seats)``: the newly dead declare, in order (C2.1-1, C2.2-2);
- ``GhostPhase("boot_hill", i, seats)``: the shooting window, ``seats[i]`` shooting
  (C2.1-5, C2.2-1);
- ``GhostPhase("dmh_shot", 0, (shooter, target, card))``: the target answers.
"""

from __future__ import annotations

from bang.cards.data import BANG, KIND, MISSED
from bang.cards.frames import END, GhostPhase, Turn
from bang.cards.ghost_base import GhostBase
from bang.cards.poker import best_hand, hand_name
from bang.core.protocol import Action

DMH_DISCARD, DMH_PREDICT, DMH_DRAW = 20, 21, 22


class DeadMansHandRules(GhostBase):
    """The dead players' separate game."""

    __slots__ = ()

    # --- on death (C2.1-1, C2.1-4) -----------------------------------------------------
    def dmh_on_death(self, seat: int) -> None:
        """The new dead player draws 7; then every standing prediction naming him scores
        one bonus card (A14.6: after the rewards of A9.3, which have already run)."""
        self.ghost_draw(seat, 7, "dead_mans_hand")
        predictions = self.ghost.predictions
        for d in self.dead_in_order(seat):
            if predictions[d] == seat:
                self.count("dmh_predictions_scored")
                self.emit("prediction_scores", seat=d, dead=seat)
                self.ghost_draw(d, 1, "prediction")
        self.ghost.new_dead.append(seat)

    def dmh_settle(self) -> bool:
        """A14.7, C2.2-2: once the card or event that killed has fully resolved, all
        standing predictions are used up, and the newly dead declare theirs."""
        dead = tuple(self.ghost.new_dead)
        self.ghost.new_dead.clear()
        predictions = self.ghost.predictions
        for s in range(self.n):
            predictions[s] = -1
        if not dead or self.game_over:
            return False
        self.stack.append(GhostPhase("declare", 0, dead))
        return True

    def run_declare(self, frame: GhostPhase) -> bool:
        if frame.step >= len(frame.data):
            self.stack.pop()
            return False
        return self.prompt(frame.data[frame.step], "dmh_predict", public_forced=False,
                           why="death")

    # --- the dead player's turn (C2.1-3) -----------------------------------------------
    def dmh_ghost_turn(self, seat: int, step: int) -> bool:
        """Runs steps a-c; returns True when a prompt is pending, False when done (the
        frame then stands at END)."""
        if step == DMH_DISCARD:
            if len(self.hands[seat]) > 5:
                return self.prompt(seat, "dmh_discard", public_forced=False,
                                   keep=5, hand=len(self.hands[seat]))
            step = DMH_PREDICT
        if step == DMH_PREDICT:
            self.stack[-1] = Turn(seat, DMH_PREDICT)
            return self.prompt(seat, "dmh_predict", public_forced=len(self.living()) == 1,
                               why="turn")
        missing = 7 - len(self.hands[seat])
        if missing > 0:
            self.ghost_draw(seat, missing, "dead_mans_hand")
        self.stack[-1] = Turn(seat, END)
        return False

    def legal_dmh_discard(self) -> tuple[Action, ...]:
        return tuple(Action("discard", c) for c in self.hands[self.deciding()])

    def answer_dmh_discard(self, action: Action) -> None:
        seat = self.deciding()
        self.remove_from_hand(seat, action.card)
        self.ghost_discard(action.card)
        self.emit("discard", seat=seat, card=action.card)

    def legal_dmh_predict(self) -> tuple[Action, ...]:
        return tuple(Action("predict", target=s) for s in self.living())

    def answer_dmh_predict(self, action: Action) -> None:
        seat = self.deciding()
        self.ghost.predictions[seat] = action.target
        self.emit("prediction", seat=seat, target=action.target)
        frame = self.stack[-1]
        if isinstance(frame, Turn):
            self.stack[-1] = Turn(seat, DMH_DRAW)
        else:
            assert isinstance(frame, GhostPhase)
            self.stack[-1] = frame._replace(step=frame.step + 1)

    # --- boot hill: shooting among the dead (C2.1-5, C2.2-1) ---------------------------
    def dmh_after_turn(self, seat: int) -> bool:
        if (self.config.dmh_shoot_window == "after_dead_turns_only"
                and (self.alive[seat] or not self.ghost.ghosts[seat])):
            return False
        order = self.dead_in_order(seat)
        if len(order) < 2:
            return False
        self.stack.append(GhostPhase("boot_hill", 0, tuple(order)))
        return True

    def shot_targets(self, shooter: int, order: tuple[int, ...]) -> list[int]:
        """Other dead players who still hold a card (a shot at an empty hand does nothing)."""
        return [t for t in sorted(order) if t != shooter and self.hands[t]]

    def run_boot_hill(self, frame: GhostPhase) -> bool:
        order = frame.data
        step = frame.step
        while step < len(order):
            shooter = order[step]
            if self.hands[shooter] and self.shot_targets(shooter, order):
                break
            step += 1
        if step >= len(order):
            self.stack.pop()
            return False
        if step != frame.step:
            self.stack[-1] = frame._replace(step=step)
        return self.prompt(order[step], "dmh_shoot", public_forced=False)

    def legal_dmh_shoot(self) -> tuple[Action, ...]:
        frame = self.ghost_frame()
        shooter = frame.data[frame.step]
        targets = self.shot_targets(shooter, frame.data)
        bangs = sorted(c for c in self.hands[shooter] if KIND[c] == BANG)
        return (*(Action("shoot", c, t) for c in bangs for t in targets), Action("pass"))

    def answer_dmh_shoot(self, action: Action) -> None:
        frame = self.ghost_frame()
        shooter = frame.data[frame.step]
        if action.kind == "pass":
            self.stack[-1] = frame._replace(step=frame.step + 1)
            return
        self.remove_from_hand(shooter, action.card)
        self.ghost_discard(action.card)
        self.count("dmh_shots")
        self.emit("dmh_shoot", seat=shooter, target=action.target, card=action.card)
        self.stack.append(GhostPhase("dmh_shot", 0, (shooter, action.target, action.card)))

    def run_dmh_shot(self, frame: GhostPhase) -> bool:
        target = frame.data[1]
        if not self.hands[target]:
            self.stack.pop()
            return False
        return self.prompt(target, "dmh_missed", public_forced=False, source=frame.data[0])

    def legal_dmh_missed(self) -> tuple[Action, ...]:
        seat = self.deciding()
        missed = sorted(c for c in self.hands[seat] if KIND[c] == MISSED)
        return (*(Action("missed", c) for c in missed), Action("take"))

    def answer_dmh_missed(self, action: Action) -> None:
        frame = self.ghost_frame()
        target = frame.data[1]
        self.stack.pop()
        if action.kind == "missed":
            self.remove_from_hand(target, action.card)
            self.ghost_discard(action.card)
            self.emit("respond", seat=target, card=action.card)
            return
        card = self.random_hand_card(target)
        self.ghost_discard(card)
        self.emit("dmh_forfeit", seat=target, card=card)

    # --- the end (C2.1-6, C2.2-4, C2.2-5) ----------------------------------------------
    def dmh_showdown(self) -> None:
        """Compare the dead players' best poker hands; identical best hands share."""
        last = self.ghost.new_dead
        if not self.config.dmh_last_deaths_all_draw and len(last) > 1:
            # Only the very last to die takes part with his seven cards; the others who
            # fell to the same card sit the comparison out.
            for seat in last[:-1]:
                for card in self.hands[seat]:
                    self.ghost_discard(card)
                self.emit("dmh_sits_out", seat=seat, cards=list(self.hands[seat]))
                self.hands[seat].clear()
        wheel = self.config.dmh_wheel
        hands = {s: best_hand(self.hands[s], wheel) for s in range(self.n)
                 if self.ghost.ghosts[s] and not self.alive[s] and self.hands[s]}
        winners: list[int] = []
        if hands:
            best = max(hands.values())
            winners = sorted(s for s, k in hands.items() if k == best)
        self.ghost.dmh_winners = winners
        for s in winners:
            self.count("dmh_win_" + self.roles[s])
        self.emit("dmh_showdown",
                  hands={str(s): {"cards": sorted(self.hands[s]), "hand": hand_name(k),
                                  "key": [k[0], list(k[1])]} for s, k in hands.items()},
                  dmh_winners=winners)
