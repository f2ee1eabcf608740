"""Phase 2 (RULES.md A3, A5, A7): which cards a player may play now, on whom, and what
playing them starts.  Legality lives in ``legal_play`` alone; ``answer_play`` trusts it."""

from __future__ import annotations

from bang.cards.actions import END, PLAY
from bang.cards.data import (
    BANG,
    BEER,
    CALAMITY_JANET,
    CAT_BALOU,
    DUEL,
    DYNAMITE,
    GATLING,
    GENERAL_STORE,
    INDIANS,
    IS_BLUE,
    JAIL,
    KIND,
    MISSED,
    OF_KIND,
    PANIC,
    SALOON,
    SHERIFF,
    SID_KETCHUM,
    SLAB_THE_KILLER,
    STAGECOACH,
    VOLCANIC,
    WEAPON_RANGE,
    WELLS_FARGO,
    WILLY_THE_KID,
)
from bang.cards.frames import DISCARD, TURN, DuelFrame, Round, Shot, Steal, Store
from bang.cards.state import CardState
from bang.core.protocol import Action

_NO_TARGET = frozenset((BEER, SALOON, STAGECOACH, WELLS_FARGO, GENERAL_STORE, INDIANS, GATLING))


class PlayRules(CardState):
    """The play prompt and the effects of playing each card."""

    __slots__ = ()

    def may_bang(self, seat: int) -> bool:
        """RULES.md A5: one BANG! per turn unless Volcanic or Willy the Kid."""
        return (self.bangs_played == 0 or self.characters[seat] == WILLY_THE_KID
                or self.has_kind(seat, VOLCANIC))

    def legal_play(self) -> tuple[Action, ...]:
        seat = self.turn_seat
        hand = self.hands[seat]
        acts: list[Action] = []
        append = acts.append
        others = self.others(seat)
        calamity = self.characters[seat] == CALAMITY_JANET
        reach: list[int] | None = None
        near: list[int] | None = None
        with_cards: list[int] | None = None
        distances: list[int] | None = None
        table = self.tables[seat]
        for card in hand:
            kind = KIND[card]
            play = PLAY[card]
            if kind == BANG or (kind == MISSED and calamity):
                if reach is None:
                    if self.may_bang(seat):
                        r = self.weapon_range(seat)
                        if distances is None:
                            distances = self.distances_from(seat)
                        reach = [t for t in others if distances[t] <= r]
                    else:
                        reach = []
                for t in reach:
                    append(play[t + 1])
            elif kind == MISSED:
                continue
            elif kind in _NO_TARGET:
                append(play[0])
            elif kind in (PANIC, CAT_BALOU):
                if with_cards is None:
                    with_cards = [t for t in others if self.hands[t] or self.tables[t]]
                if kind == PANIC:
                    if near is None:
                        if distances is None:
                            distances = self.distances_from(seat)
                        near = [t for t in with_cards if distances[t] <= 1]
                    targets = near
                else:
                    targets = with_cards
                for t in targets:
                    append(play[t + 1])
            elif kind == DUEL:
                for t in others:
                    append(play[t + 1])
            elif kind == JAIL:
                for t in others:
                    if self.roles[t] != SHERIFF and not self.has_kind(t, JAIL):
                        append(play[t + 1])
            elif OF_KIND[kind].isdisjoint(table):
                # Dynamite and equipment: never two cards with the same name (A3 b).
                append(play[0])
        if (self.characters[seat] == SID_KETCHUM and len(hand) >= 2
                and self.life[seat] < self.max_life[seat]):
            acts.extend(self.sid_actions(seat))
        append(END)
        return tuple(acts)

    def answer_play(self, action: Action) -> None:
        seat = self.turn_seat
        kind_name = action.kind
        if kind_name == "end":
            self.stack[-1] = TURN[seat][DISCARD]
            self.emit("end_play", seat=seat)
            return
        if kind_name == "sid":
            self.answer_sid(seat, action)
            return
        card, target = action.card, action.target
        self.hands[seat].remove(card)
        kind = KIND[card]
        if IS_BLUE[card]:
            self.equip(seat, card, kind, target)
            return
        # A14.1: the played brown card is on the discard pile before its effect.
        self.to_discard(card)
        if target >= 0:
            self.emit("play", seat=seat, card=card, target=target)
        else:
            self.emit("play", seat=seat, card=card)
        stack = self.stack
        if kind in (BANG, MISSED):
            self.bangs_played += 1
            need = 2 if self.characters[seat] == SLAB_THE_KILLER else 1
            stack.append(Shot(target, seat, card, need, self.barrels(target), False))
        elif kind == BEER:
            if self.alive_count() > 2:
                self.heal(seat, 1)
        elif kind == SALOON:
            for s in self.living():
                self.heal(s, 1)
        elif kind == STAGECOACH:
            self.draw(seat, 2, "stagecoach")
        elif kind == WELLS_FARGO:
            self.draw(seat, 3, "wells_fargo")
        elif kind == GENERAL_STORE:
            order = self.store_order(seat)
            for _ in order:
                c = self.take_top()
                if c >= 0:
                    self.limbo.append(c)
            self.emit("store_reveals", seat=seat, cards=list(self.limbo))
            stack.append(Store(seat, tuple(order)))
        elif kind in (PANIC, CAT_BALOU):
            stack.append(Steal(seat, target, kind == PANIC))
        elif kind == DUEL:
            stack.append(DuelFrame(seat, target, target))
        elif kind in (INDIANS, GATLING):
            stack.append(Round(kind, seat, tuple(self.others(seat))))

    def equip(self, seat: int, card: int, kind: int, target: int) -> None:
        """Put a blue card in play (A7): Jail on its target, the rest in front of oneself;
        a new weapon replaces the old one (A4)."""
        if kind == JAIL:
            self.tables[target].append(card)
            self.emit("play", seat=seat, card=card, target=target)
            return
        if kind in WEAPON_RANGE:
            old = self.weapon(seat)
            if old >= 0:
                self.tables[seat].remove(old)
                self.to_discard(old)
                self.emit("weapon_replaced", seat=seat, card=old)
        self.tables[seat].append(card)
        self.emit("play", seat=seat, card=card)
        if kind == DYNAMITE:
            return

    def store_order(self, seat: int) -> list[int]:
        """A7 General Store: the player first, then clockwise (``general_store_ccw``: the
        other way round)."""
        n = self.n
        step = -1 if self.config.general_store_ccw else 1
        return [(seat + step * k) % n for k in range(n) if self.store_member((seat + step * k) % n)]
