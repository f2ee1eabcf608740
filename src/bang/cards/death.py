"""Damage, death saves, elimination, rewards and penalties, and victory (RULES.md A9,
A10, A1.2, A1.3)."""

from __future__ import annotations

from typing import Any

from bang.cards.data import (
    BART_CASSIDY,
    BEER,
    DEPUTY,
    EL_GRINGO,
    KIND,
    OUTLAW,
    PEDRO_RAMIREZ,
    RENEGADE,
    SHERIFF,
    SID_KETCHUM,
    VULTURE_SAM,
)
from bang.cards.frames import Damage, Dying, Elimination
from bang.cards.state import CardState
from bang.core.protocol import Action

#: RULES.md A1.2: whom each role hunts in the 3-player game.
THREE_PLAYER_TARGET = {DEPUTY: RENEGADE, RENEGADE: OUTLAW, OUTLAW: DEPUTY}


class DeathRules(CardState):
    """Life loss and everything that follows from it."""

    __slots__ = ()

    # --- damage ----------------------------------------------------------------------
    def run_damage(self, frame: Damage) -> bool:
        target, amount, source, step = frame
        if step == 0:
            self.life[target] -= amount
            self.emit("damage", seat=target, amount=amount, source=source,
                      life=self.life[target])
            self.stack[-1] = Damage(target, amount, source, 1)
            if self.life[target] <= 0:
                self.stack.append(Dying(target, source))
            return False
        self.stack.pop()
        if not self.alive[target]:
            return False
        # A12: Bart Cassidy and El Gringo act only once the death check is survived.
        name = self.characters[target]
        if name == BART_CASSIDY:
            self.draw(target, amount, "bart_cassidy")
        elif (name == EL_GRINGO and source >= 0 and source != target
              and target != self.turn_seat):
            # A12: in his own turn he loses life only to Dynamite or to a Duel he played
            # himself; neither is "a card played by another player", whoever is credited
            # with the Duel under duel_winner_is_killer.
            for _ in range(amount):
                if not self.hands[source]:
                    break
                card = self.random_hand_card(source)
                self.hands[target].append(card)
                self.emit("take_from_hand", frozenset((target, source)), seat=target,
                          victim=source, why="el_gringo", cards=[card])
        return False

    # --- death saves ----------------------------------------------------------------
    def beer_saves(self) -> bool:
        """A9.2: with two players alive Beer has no effect at all."""
        return self.alive_count() > 2

    def run_dying(self, frame: Dying) -> bool:
        seat = frame.seat
        if self.life[seat] > 0:
            self.stack.pop()
            self.emit("saved", seat=seat, life=self.life[seat])
            return False
        if self.config.auto_beer_save and self.beer_saves():
            for card in self.hands[seat]:
                if KIND[card] == BEER:
                    self.play_save_beer(seat, card)
                    return False
        return self.prompt(seat, "dying", public_forced=not self.hands[seat],
                           life=self.life[seat], source=frame.source)

    def legal_dying(self) -> tuple[Action, ...]:
        frame = self.stack[-1]
        assert isinstance(frame, Dying)
        seat = frame.seat
        acts: list[Action] = []
        if self.beer_saves():
            acts.extend(Action("beer", c) for c in self.hands[seat] if KIND[c] == BEER)
        if self.characters[seat] == SID_KETCHUM and len(self.hands[seat]) >= 2:
            acts.extend(self.sid_actions(seat))
        acts.append(Action("die"))
        return tuple(acts)

    def play_save_beer(self, seat: int, card: int) -> None:
        self.remove_from_hand(seat, card)
        self.to_discard(card)
        self.life[seat] += 1
        self.emit("beer_save", seat=seat, card=card, life=self.life[seat])

    def answer_dying(self, action: Action) -> None:
        frame = self.stack[-1]
        assert isinstance(frame, Dying)
        seat = frame.seat
        if action.kind == "beer":
            self.play_save_beer(seat, action.card)
        elif action.kind == "sid":
            for card in (action.card, action.arg):
                self.remove_from_hand(seat, card)
                self.to_discard(card)
            self.life[seat] += 1
            self.emit("sid_ketchum", seat=seat, cards=[action.card, action.arg],
                      life=self.life[seat])
        else:
            self.stack.pop()
            self.stack.append(Elimination(seat, frame.source, 0))

    # --- elimination (A9.3) -----------------------------------------------------------
    def run_elimination(self, frame: Elimination) -> bool:
        seat, killer, step = frame
        if step == 0:
            self.alive[seat] = False
            self.revealed[seat] = True
            self.rebuild_distances()
            self.emit("eliminated", seat=seat, role=self.roles[seat], killer=killer)
            if self.config.three_player and self.three_player_end(seat, killer):
                return False
            step = 1
        order = (1, 2) if self.config.vulture_before_penalty else (2, 1)
        if step == 1:
            self.stack[-1] = Elimination(seat, killer, 2)
            if self.give_up_cards(seat) if order[0] == 1 else self.reward(seat, killer):
                return True
            step = 2
        if step == 2:
            self.stack[-1] = Elimination(seat, killer, 3)
            if self.give_up_cards(seat) if order[1] == 1 else self.reward(seat, killer):
                return True
        self.stack.pop()
        self.on_eliminated(seat, killer)
        self.deaths_unchecked = True
        if self.config.victory_check == "immediate":
            self.check_victory()
        return False

    def give_up_cards(self, seat: int) -> bool:
        """Vulture Sam takes everything, or the dead player discards it all (A9.3 2-3).
        Returns True if the dead player must first choose which card lands on top (FAQ
        Q07: the order matters to a living Pedro Ramirez)."""
        hand, table = self.hands[seat], self.tables[seat]
        if not hand and not table:
            return False
        vulture = self.find_living(VULTURE_SAM, seat)
        if vulture >= 0:
            taken_hand = list(hand)
            self.hands[vulture].extend(hand)
            self.hands[vulture].extend(table)
            self.emit("vulture_sam_takes", frozenset((vulture, seat)), seat=vulture,
                      victim=seat, table=list(table), cards=taken_hand)
            hand.clear()
            table.clear()
            return False
        if self.find_living(PEDRO_RAMIREZ, seat) >= 0 and len(hand) + len(table) >= 2:
            return self.prompt(seat, "discard_top", public_forced=False)
        self.discard_all(seat, -1)
        return False

    def discard_all(self, seat: int, top: int) -> None:
        """Everything of ``seat`` to the discard pile, ``top`` (if any) last."""
        cards = [c for c in self.hands[seat] + self.tables[seat] if c != top]
        if top >= 0:
            cards.append(top)
        for card in cards:
            self.to_discard(card)
        self.hands[seat].clear()
        self.tables[seat].clear()
        self.emit("discard_all", seat=seat, cards=cards)

    def legal_discard_top(self) -> tuple[Action, ...]:
        seat = self.decision.seat if self.decision else -1
        return tuple(Action("top", c) for c in self.hands[seat] + self.tables[seat])

    def answer_discard_top(self, action: Action) -> None:
        seat = self.decision.seat if self.decision else -1
        self.discard_all(seat, action.card)

    def find_living(self, name: str, exclude: int) -> int:
        for s in range(self.n):
            if s != exclude and self.alive[s] and self.characters[s] == name:
                return s
        return -1

    def reward(self, seat: int, killer: int) -> bool:
        """A9.3 step 4 and A14.5: the Outlaw bounty (or the 3-player reward) and the
        Sheriff-Deputy penalty, for a living responsible player."""
        if killer < 0 or killer == seat or not self.alive[killer]:
            return False
        if self.config.three_player or self.roles[seat] == OUTLAW:
            self.draw(killer, 3, "bounty")
        elif self.roles[seat] == DEPUTY and self.roles[killer] == SHERIFF:
            self.emit("sheriff_penalty", seat=killer)
            self.discard_all(killer, -1)
        return False

    def on_eliminated(self, seat: int, killer: int) -> None:
        """Hook for the ghost variants (Part C)."""

    # --- victory (A10) ---------------------------------------------------------------
    def three_player_end(self, seat: int, killer: int) -> bool:
        """RULES.md A1.2: a personal kill of one's own target wins at once; otherwise the
        last one standing wins."""
        if (killer >= 0 and killer != seat and self.alive[killer]
                and THREE_PLAYER_TARGET[self.roles[killer]] == self.roles[seat]):
            self.finish(frozenset((killer,)))
            return True
        living = self.living()
        if len(living) == 1:
            self.finish(frozenset(living))
            return True
        return False

    def check_victory(self) -> None:
        self.deaths_unchecked = False
        if self.game_over:
            return
        if self.config.three_player:
            living = self.living()
            if len(living) <= 1:
                self.finish(frozenset(living))
            return
        winners = self.victory()
        if winners is not None:
            self.finish(winners)

    def victory(self) -> frozenset[int] | None:
        """RULES.md A10 on the current set of living players, or None if play goes on."""
        roles = self.roles
        sheriff = self.sheriff_seat()
        if not self.alive[sheriff]:
            living = self.living()
            if len(living) == 1 and roles[living[0]] == RENEGADE:
                return frozenset(living)
            return frozenset(s for s in range(self.n) if roles[s] == OUTLAW)
        for s in range(self.n):
            if self.alive[s] and roles[s] in (OUTLAW, RENEGADE):
                return None
        return frozenset(s for s in range(self.n) if roles[s] in (SHERIFF, DEPUTY))

    def finish(self, winners: frozenset[int]) -> None:
        self.winners = winners
        self.game_over = True
        self.stack.clear()
        for card in self.limbo:
            self.to_discard(card)
        self.limbo.clear()
        self.revealed = [True] * self.n
        self.emit("game_over", winners=sorted(winners), roles=list(self.roles),
                  **self.game_over_extra())

    def game_over_extra(self) -> dict[str, Any]:
        """More facts for the game_over event (the ghost variants' own winners)."""
        return {}
