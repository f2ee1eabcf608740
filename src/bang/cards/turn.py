"""The turn (RULES.md A3): Dynamite and Jail checks, phase 1 with the drawing characters
(A12), the phase-3 hand limit (A11), and passing the turn."""

from __future__ import annotations

from bang.cards.actions import DISCARD as DISCARD_ACTION
from bang.cards.data import (
    BLACK_JACK,
    DYNAMITE,
    EXPLODES,
    IS_HEART,
    IS_RED,
    JAIL,
    JESSE_JONES,
    KIT_CARLSON,
    LUCKY_DUKE,
    PEDRO_RAMIREZ,
)
from bang.cards.frames import (
    DISCARD,
    DRAW,
    DYNAMITE_RESULT,
    END,
    JAIL_RESULT,
    PLAY,
    START,
    TURN,
    Check,
    Damage,
    Turn,
)
from bang.cards.frames import JAIL as JAIL_STEP
from bang.cards.state import CardState
from bang.core.errors import ConfigError
from bang.core.protocol import Action
from bang.core.seats import next_seat


class TurnRules(CardState):
    """The bottom frame of the stack: one player's turn, step by step."""

    __slots__ = ()

    def run_turn(self, frame: Turn) -> bool:
        """Run the turn of ``frame`` to its next prompt or pushed frame.

        One pass goes through every step that waits on nobody (START, the Dynamite and
        Jail checks, DRAW, PLAY) and, in the base game, from one turn's END into the next
        player's START: between such steps nothing changes what ``advance`` checks
        between two frames (deaths, the end of the game, Suzy Lafayette's hand).  With a
        ghost variant each turn still ends the pass, as the ghosts act between turns.
        """
        if self.deaths_unchecked:
            self.check_victory()
            if self.game_over:
                return False
        seat, step = frame
        if step == PLAY and self.alive[seat]:
            self._set_decision(seat, "play", {})
            self.forced_public = False
            return True
        if not self.alive[seat]:
            if self.ghost_turn_applies(seat):
                return self.run_ghost_turn(frame)
            step = max(step, END)
        stack = self.stack
        # Each pass either reaches a prompt or passes the turn on; more passes than two
        # rounds of the table means nobody can take a turn.
        passes = 2 * self.n + 2
        while True:
            passes -= 1
            if passes < 0:
                raise ConfigError("no player can take a turn")
            if step == START:
                limit = self.config.round_limit
                if limit and self.turns_taken >= limit * self.n:
                    # Not a rule: the configured end of a stalling game, a draw.
                    self.emit("round_limit", rounds=limit)
                    self.finish(frozenset())
                    return False
                self.turn_seat = seat
                self.bangs_played = 0
                self.turns_taken += 1
                self.emit("turn", seat=seat)
                if self.has_kind(seat, DYNAMITE):
                    return self.check_then(seat, DYNAMITE_RESULT, "dynamite")
                step = JAIL_STEP
            if step == DYNAMITE_RESULT:
                card = self.check_card
                dynamite = self.table_card_of_kind(seat, DYNAMITE)
                self.tables[seat].remove(dynamite)
                if card >= 0 and EXPLODES[card]:
                    self.to_discard(dynamite)
                    self.emit("dynamite_explodes", seat=seat, card=dynamite)
                    stack[-1] = TURN[seat][JAIL_STEP]
                    stack.append(Damage(seat, 3, -1, 0))
                    return False
                left = self.next_living(seat)
                self.tables[left].append(dynamite)
                self.emit("dynamite_passes", seat=seat, next=left, card=dynamite)
                step = JAIL_STEP
            if step == JAIL_STEP:
                if self.has_kind(seat, JAIL):
                    return self.check_then(seat, JAIL_RESULT, "jail")
                step = DRAW
            if step == JAIL_RESULT:
                jail = self.table_card_of_kind(seat, JAIL)
                self.tables[seat].remove(jail)
                self.to_discard(jail)
                card = self.check_card
                if card >= 0 and IS_HEART[card]:
                    self.emit("jail_escaped", seat=seat, card=jail)
                    step = DRAW
                else:
                    self.emit("jail_skips_turn", seat=seat, card=jail)
                    step = DISCARD if self.config.jail_keeps_discard_phase else END
            if step == DRAW:
                stack[-1] = TURN[seat][PLAY]
                if self.phase_one(seat):
                    return True
                step = PLAY
            if step == PLAY:
                return self.prompt(seat, "play")
            if step == DISCARD:
                if len(self.hands[seat]) > max(self.life[seat], 0):
                    stack[-1] = TURN[seat][DISCARD]
                    return self.prompt(seat, "discard", limit=self.life[seat])
                step = END
            between_turns = self.config.ghost_variant != "none"
            if step == END:
                self.emit("turn_end", seat=seat)
                if between_turns:
                    stack[-1] = TURN[seat][END + 1]
                    if self.after_turn(seat):
                        return False
            seat = self.next_turn_seat(seat)
            if between_turns:
                stack[-1] = TURN[seat][START]
                return False
            step = START

    def check_then(self, seat: int, step: int, reason: str) -> bool:
        """A3: a start-of-turn draw! (Dynamite, then Jail); the turn resumes at ``step``
        with the flipped card in ``check_card``."""
        self.stack[-1] = TURN[seat][step]
        self.stack.append(Check(seat, reason))
        return False

    def next_living(self, seat: int) -> int:
        return next_seat(self.alive, seat)

    # --- phase 1 --------------------------------------------------------------------
    def phase_one(self, seat: int) -> bool:
        """RULES.md A3 phase 1 and the drawing characters of A12."""
        name = self.characters[seat]
        if name == JESSE_JONES:
            if self.jesse_sources(seat):
                return self.prompt(seat, "draw_jesse")
        elif name == PEDRO_RAMIREZ:
            if self.discard:
                return self.prompt(seat, "draw_pedro", top=self.discard[-1])
        elif name == KIT_CARLSON:
            if len(self.deck) < 3:
                self.reshuffle()
            for _ in range(3):
                card = self.take_top()
                if card >= 0:
                    self.limbo.append(card)
            if len(self.limbo) == 3:
                return self.prompt(seat, "kit_return")
            self.hands[seat].extend(self.limbo)
            self.emit("draw", frozenset((seat,)), seat=seat, why="phase1", cards=list(self.limbo))
            self.limbo.clear()
            return False
        elif name == BLACK_JACK:
            got = self.draw(seat, 2, "phase1")
            if len(got) == 2:
                second = got[1]
                self.emit("black_jack_reveals", seat=seat, card=second)
                lucky = IS_HEART[second] if self.config.black_jack_hearts_only else IS_RED[second]
                if lucky:
                    self.draw(seat, 1, "black_jack")
            return False
        self.draw(seat, 2, "phase1")
        return False

    def jesse_sources(self, seat: int) -> list[int]:
        """Other living players with cards in hand, clockwise from Jesse's left."""
        n = self.n
        result = []
        for k in range(1, n):
            s = (seat + k) % n
            if self.alive[s] and self.hands[s]:
                result.append(s)
        return result

    def legal_draw_jesse(self) -> tuple[Action, ...]:
        seat = self.turn_seat
        sources = self.jesse_sources(seat)
        return (Action("draw_deck"), *(Action("draw_from", target=s) for s in sources))

    def answer_draw_jesse(self, action: Action) -> None:
        seat = self.turn_seat
        if action.kind == "draw_deck":
            self.draw(seat, 2, "phase1")
            return
        victim = action.target
        card = self.random_hand_card(victim)
        self.hands[seat].append(card)
        self.emit("take_from_hand", frozenset((seat, victim)), seat=seat, victim=victim,
                  why="jesse_jones", cards=[card])
        self.draw(seat, 1, "phase1")

    def legal_draw_pedro(self) -> tuple[Action, ...]:
        return (Action("draw_deck"), Action("draw_discard"))

    def answer_draw_pedro(self, action: Action) -> None:
        seat = self.turn_seat
        if action.kind == "draw_deck":
            self.draw(seat, 2, "phase1")
            return
        card = self.discard.pop()
        self.hands[seat].append(card)
        self.emit("take_discard", seat=seat, card=card)
        self.draw(seat, 1, "phase1")

    def legal_kit_return(self) -> tuple[Action, ...]:
        return tuple(Action("return", card) for card in self.limbo)

    def answer_kit_return(self, action: Action) -> None:
        seat = self.turn_seat
        kept = [c for c in self.limbo if c != action.card]
        self.limbo.clear()
        self.deck.append(action.card)
        self.hands[seat].extend(kept)
        self.emit("draw", frozenset((seat,)), seat=seat, why="phase1", cards=kept)
        self.emit("kit_returns", frozenset((seat,)), seat=seat, cards=[action.card])

    # --- draw! ----------------------------------------------------------------------
    def run_check(self, frame: Check) -> bool:
        """RULES.md A8: flip, check, discard; Lucky Duke flips two and chooses.

        Lucky Duke's first card stays off the discard pile until his second is flipped:
        if the deck runs out between the two, the reshuffle (A11) must not put the first
        card back into the deck, or he could flip the same card twice.  Both then go to
        the discard pile in the order they were flipped (the second on top, where Pedro
        Ramirez may take it), as two single draw!s would leave them (docs/card_setup.md
        "Cards revealed together").
        """
        seat = frame.seat
        first = self.take_top()
        if self.is_char(seat, LUCKY_DUKE) and first >= 0:
            second = self.take_top()
            self.to_discard(first)
            if second >= 0:
                self.to_discard(second)
                self.emit("check", seat=seat, reason=frame.reason, cards=[first, second])
                self.stack[-1] = Check(seat, frame.reason, (first, second))
                return self.prompt(seat, "lucky_duke", reason=frame.reason,
                                   cards=[first, second])
        elif first >= 0:
            self.to_discard(first)
        self.emit("check", seat=seat, reason=frame.reason, card=first)
        self.check_card = first
        self.stack.pop()
        return False

    def legal_lucky_duke(self) -> tuple[Action, ...]:
        frame = self.stack[-1]
        assert isinstance(frame, Check)
        return tuple(Action("choose", card) for card in frame.flipped)

    def answer_lucky_duke(self, action: Action) -> None:
        self.check_card = action.card
        self.emit("lucky_duke_chooses", seat=self.decision.seat if self.decision else -1,
                  card=action.card)
        self.stack.pop()

    # --- phase 3 --------------------------------------------------------------------
    def legal_discard(self) -> tuple[Action, ...]:
        return tuple([DISCARD_ACTION[card] for card in self.hands[self.turn_seat]])

    def answer_discard(self, action: Action) -> None:
        seat = self.turn_seat
        self.remove_from_hand(seat, action.card)
        self.to_discard(action.card)
        self.emit("discard", seat=seat, card=action.card)

    # --- hooks the ghost rules override ---------------------------------------------
    def ghost_turn_applies(self, seat: int) -> bool:
        return False

    def run_ghost_turn(self, frame: Turn) -> bool:
        return False

    def after_turn(self, seat: int) -> bool:
        """Run whatever follows a turn (ghost contests, boot-hill windows); True if pushed."""
        return False

    def next_turn_seat(self, seat: int) -> int:
        return next_seat(self.alive, seat)
