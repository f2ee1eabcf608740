"""Out-of-turn answers (RULES.md A7): Missed! and Barrel against a BANG! effect, the Duel
back and forth, Indians! and Gatling round the table, General Store picks, and choosing a
victim's card for Panic! and Cat Balou."""

from __future__ import annotations

from bang.cards.actions import BANG as BANG_ACTION
from bang.cards.actions import BARREL as BARREL_ACTION
from bang.cards.actions import MISSED as MISSED_ACTION
from bang.cards.actions import PICK, TAKE
from bang.cards.data import BANG, CALAMITY_JANET, GATLING, IS_HEART, KIND, MISSED, SID_KETCHUM
from bang.cards.frames import Check, Damage, DuelFrame, IndiansAnswer, Round, Shot, Steal, Store
from bang.cards.state import CardState
from bang.core.protocol import Action


class ResponseRules(CardState):
    """Frames that wait on a player other than (or as well as) the one whose turn it is."""

    __slots__ = ()

    def sid_out_of_turn(self, seat: int) -> list[Action]:
        """Sid Ketchum's pairs in a response window, only with the literal-reading option."""
        if (self.config.sid_ketchum_any_time_out_of_turn
                and self.characters[seat] == SID_KETCHUM and len(self.hands[seat]) >= 2
                and self.life[seat] < self.max_life[seat]):
            return self.sid_actions(seat)
        return []

    def answer_cards(self, seat: int, calamity_swaps: bool, kind: int) -> list[int]:
        """Cards of ``seat`` that count as ``kind`` (Calamity Janet swaps BANG!/Missed!)."""
        other = MISSED if kind == BANG else BANG
        swap = calamity_swaps and self.characters[seat] == CALAMITY_JANET
        return [c for c in self.hands[seat] if KIND[c] == kind or (swap and KIND[c] == other)]

    def bang_or_take(self, seat: int) -> tuple[Action, ...]:
        """A7 Duel and Indians!: discard a BANG! (Calamity Janet: or a Missed!), or lose a
        life point."""
        acts = [BANG_ACTION[c] for c in self.answer_cards(seat, True, BANG)]
        acts.extend(self.sid_out_of_turn(seat))
        acts.append(TAKE)
        return tuple(acts)

    def discard_answer(self, seat: int, card: int) -> None:
        """A card given up in answer (Missed!, or a BANG! for a Duel or Indians!)."""
        self.remove_from_hand(seat, card)
        self.to_discard(card)
        self.emit("respond", seat=seat, card=card)

    # --- a BANG! effect ------------------------------------------------------------
    def run_shot(self, frame: Shot) -> bool:
        need = frame.need
        if frame.checking:
            card = self.check_card
            if card >= 0 and IS_HEART[card]:
                need -= 1
                self.emit("barrel_cancels", seat=frame.target, card=card)
            frame = frame._replace(need=need, checking=False)
            self.stack[-1] = frame
        target = frame.target
        if need <= 0 or not self.alive[target]:
            if need <= 0:
                self.emit("missed", seat=target, source=frame.source)
            self.stack.pop()
            return False
        public = not self.hands[target] and frame.barrels == 0
        return self.prompt(target, "respond", public_forced=public, source=frame.source,
                           card=frame.card, need=need, barrels=frame.barrels)

    def legal_respond(self) -> tuple[Action, ...]:
        frame = self.stack[-1]
        assert isinstance(frame, Shot)
        seat = frame.target
        acts = [BARREL_ACTION] if frame.barrels > 0 else []
        acts.extend(MISSED_ACTION[c] for c in self.answer_cards(seat, True, MISSED))
        acts.extend(self.sid_out_of_turn(seat))
        acts.append(TAKE)
        return tuple(acts)

    def answer_respond(self, action: Action) -> None:
        frame = self.stack[-1]
        assert isinstance(frame, Shot)
        seat = frame.target
        kind = action.kind
        if kind == "barrel":
            self.stack[-1] = frame._replace(barrels=frame.barrels - 1, checking=True)
            self.stack.append(Check(seat, "barrel"))
        elif kind == "missed":
            self.discard_answer(seat, action.card)
            self.stack[-1] = frame._replace(need=frame.need - 1)
        elif kind == "sid":
            self.answer_sid(seat, action)
        else:
            self.stack.pop()
            self.stack.append(Damage(seat, 1, frame.source, 0))

    # --- Duel -------------------------------------------------------------------------
    def run_duel(self, frame: DuelFrame) -> bool:
        seat = frame.current
        other = frame.challenger if seat == frame.challenged else frame.challenged
        if not self.alive[seat] or not self.alive[other]:
            self.stack.pop()
            return False
        return self.prompt(seat, "duel", public_forced=not self.hands[seat],
                           challenger=frame.challenger, challenged=frame.challenged)

    def legal_duel(self) -> tuple[Action, ...]:
        frame = self.stack[-1]
        assert isinstance(frame, DuelFrame)
        return self.bang_or_take(frame.current)

    def answer_duel(self, action: Action) -> None:
        frame = self.stack[-1]
        assert isinstance(frame, DuelFrame)
        seat = frame.current
        if action.kind == "bang":
            self.discard_answer(seat, action.card)
            other = frame.challenger if seat == frame.challenged else frame.challenged
            self.stack[-1] = frame._replace(current=other)
            return
        if action.kind == "sid":
            self.answer_sid(seat, action)
            return
        self.stack.pop()
        # A9.4: the challenger is responsible if the challenged loses; otherwise nobody,
        # or the challenged with duel_winner_is_killer.
        if seat == frame.challenged:
            source = frame.challenger
        else:
            source = frame.challenged if self.config.duel_winner_is_killer else -1
        self.stack.append(Damage(seat, 1, source, 0))

    # --- Indians! and Gatling round the table ---------------------------------------
    def run_round(self, frame: Round) -> bool:
        remaining = frame.remaining
        while remaining and not self.alive[remaining[0]]:
            remaining = remaining[1:]
        if not remaining:
            self.stack.pop()
            return False
        target = remaining[0]
        self.stack[-1] = frame._replace(remaining=remaining[1:])
        if frame.kind == GATLING:
            self.stack.append(Shot(target, frame.source, -1, 1, self.barrels(target), False))
        else:
            self.stack.append(IndiansAnswer(target, frame.source))
        return False

    def run_indians(self, frame: IndiansAnswer) -> bool:
        return self.prompt(frame.target, "indians", public_forced=not self.hands[frame.target],
                           source=frame.source)

    def legal_indians(self) -> tuple[Action, ...]:
        frame = self.stack[-1]
        assert isinstance(frame, IndiansAnswer)
        return self.bang_or_take(frame.target)

    def answer_indians(self, action: Action) -> None:
        frame = self.stack[-1]
        assert isinstance(frame, IndiansAnswer)
        seat = frame.target
        if action.kind == "bang":
            self.discard_answer(seat, action.card)
            self.stack.pop()
        elif action.kind == "sid":
            self.answer_sid(seat, action)
        else:
            self.stack.pop()
            self.stack.append(Damage(seat, 1, frame.source, 0))

    # --- General Store --------------------------------------------------------------
    def run_store(self, frame: Store) -> bool:
        order = frame.order
        while order and not self.store_member(order[0]):
            order = order[1:]
        if not order or not self.limbo:
            for card in self.limbo:
                self.to_discard(card)
            self.limbo.clear()
            self.stack.pop()
            return False
        if order != frame.order:
            self.stack[-1] = frame._replace(order=order)
        return self.prompt(order[0], "store_pick", public_forced=len(self.limbo) == 1,
                           cards=list(self.limbo))

    def legal_store_pick(self) -> tuple[Action, ...]:
        return tuple([PICK[c] for c in self.limbo])

    def answer_store_pick(self, action: Action) -> None:
        frame = self.stack[-1]
        assert isinstance(frame, Store)
        seat = frame.order[0]
        self.limbo.remove(action.card)
        self.hands[seat].append(action.card)
        self.emit("store_pick", seat=seat, card=action.card)
        self.stack[-1] = frame._replace(order=frame.order[1:])

    # --- Panic! and Cat Balou -------------------------------------------------------
    def run_steal(self, frame: Steal) -> bool:
        target = frame.target
        if not self.alive[target] or (not self.hands[target] and not self.tables[target]):
            self.stack.pop()
            return False
        public = not self.tables[target] or (not self.hands[target]
                                              and len(self.tables[target]) == 1)
        return self.prompt(frame.seat, "choose_card", public_forced=public, target=target,
                           keep=frame.keep)

    def legal_choose_card(self) -> tuple[Action, ...]:
        frame = self.stack[-1]
        assert isinstance(frame, Steal)
        target = frame.target
        acts = [Action("hand")] if self.hands[target] else []
        acts.extend(Action("table", c) for c in self.tables[target])
        return tuple(acts)

    def answer_choose_card(self, action: Action) -> None:
        frame = self.stack[-1]
        assert isinstance(frame, Steal)
        self.stack.pop()
        seat, target = frame.seat, frame.target
        if action.kind == "hand":
            card = self.random_hand_card(target)
            if frame.keep:
                self.hands[seat].append(card)
                self.emit("take_from_hand", frozenset((seat, target)), seat=seat, victim=target,
                          why="panic", cards=[card])
            else:
                self.to_discard(card)
                self.emit("discard_from_hand", seat=seat, victim=target, card=card)
            return
        card = action.card
        self.tables[target].remove(card)
        if frame.keep:
            self.hands[seat].append(card)
            self.emit("take_from_table", seat=seat, victim=target, card=card)
        else:
            self.to_discard(card)
            self.emit("discard_from_table", seat=seat, victim=target, card=card)
