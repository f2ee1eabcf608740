"""Dead Reckonin' (RULES.md C1): Ghosts draw to four on their turn, and after each
Sheriff turn they play two cards each; the best hand performs one ghost action.

Frames (``GhostPhase.name``):
- ``contest``: ``data`` = (k, seat_1..seat_k, then the chosen card pairs); ``step`` is how
  many contestants have chosen.  Choices stay hidden until every contestant has chosen.
- ``suit``: ``data`` = (winner, card, card): the winner of a Pair picks the suit.
- ``heart``, ``diamond``, ``club``, ``spade``: ``data`` = (ghost, first target or count).
"""

from __future__ import annotations

from bang.cards.data import DEPUTY, OUTLAW, RENEGADE, SHERIFF, SUITS
from bang.cards.frames import GhostPhase, Shot
from bang.cards.ghost_base import GhostBase
from bang.cards.poker import action_suits, contest_winner
from bang.core.protocol import Action

_ACTION_FRAME = {"♥": "heart", "♦": "diamond", "♣": "club", "♠": "spade"}
_COUNTER = {"♥": "hearts", "♦": "diamonds", "♣": "clubs", "♠": "spades"}


class DeadReckoninRules(GhostBase):
    """The Ghost contest and the four ghost actions."""

    __slots__ = ()

    # --- the Ghost's turn (C1.1-2) -------------------------------------------------------
    def dr_ghost_turn(self, seat: int) -> None:
        """Draw until holding 4 cards; no phases 2 or 3, no draw!, no hand limit."""
        missing = 4 - len(self.hands[seat])
        if missing > 0:
            self.ghost_draw(seat, missing, "ghost_turn")

    # --- after a turn -------------------------------------------------------------------
    def dr_after_turn(self, seat: int) -> bool:
        if self.ghost.revived[seat] and self.alive[seat]:
            self.end_revival(seat)
            return False
        if self.roles[seat] != SHERIFF or not self.alive[seat]:
            return False
        if not self.config.dr_contest_after_skipped_sheriff_turn and self.turn_was_skipped(seat):
            return False
        return self.start_contest(seat)

    def turn_was_skipped(self, seat: int) -> bool:
        """C1.3-1: whether ``seat``'s turn that just ended was skipped (Jail)."""
        for event in reversed(self.log):
            if event.kind == "jail_skips_turn" and event.data.get("seat") == seat:
                return True
            if event.kind == "turn":
                return False
        return False

    def start_contest(self, sheriff: int) -> bool:
        """C1.1-3, C1.3-2: every Ghost holding at least ``dr_min_cards`` cards, in seat
        order from the Sheriff's left, chooses two cards."""
        minimum = self.config.dr_min_cards
        seats = [s for s in self.dead_in_order(sheriff) if len(self.hands[s]) >= minimum]
        if not seats:
            return False
        self.stack.append(GhostPhase("contest", 0, (len(seats), *seats)))
        return True

    def run_contest(self, frame: GhostPhase) -> bool:
        k = frame.data[0]
        seats = frame.data[1:k + 1]
        if frame.step < k:
            seat = seats[frame.step]
            return self.prompt(seat, "ghost_contest", public_forced=len(self.hands[seat]) == 2,
                               contestants=list(seats))
        chosen = frame.data[k + 1:]
        plays = [(s, chosen[2 * i], chosen[2 * i + 1]) for i, s in enumerate(seats)]
        self.stack.pop()
        # C1.3-5: the played cards are discarded whether their Ghost wins or not.
        for seat, a, b in plays:
            for card in (a, b):
                self.remove_from_hand(seat, card)
                self.ghost_discard(card)
        if self.config.dr_single_ghost_counts == "ghosts":
            single = sum(1 for s in range(self.n) if self.ghost.ghosts[s]
                         and not self.alive[s]) == 1
        else:
            single = len(plays) == 1
        winner = contest_winner(plays, self.config.dr_kicker, single)
        self.count("dr_contests")
        self.emit("ghost_contest", plays=[[s, a, b] for s, a, b in plays], winner=winner)
        if winner < 0:
            self.count("dr_contests_void")
            return False
        a, b = next((x, y) for s, x, y in plays if s == winner)
        suits = action_suits(a, b)
        if len(suits) == 2:
            self.stack.append(GhostPhase("suit", 0, (winner, a, b)))
        else:
            self.start_action(winner, suits[0])
        return False

    def legal_ghost_contest(self) -> tuple[Action, ...]:
        hand = sorted(self.hands[self.deciding()])
        return tuple(Action("contest", a, -1, b) for i, a in enumerate(hand)
                     for b in hand[i + 1:])

    def answer_ghost_contest(self, action: Action) -> None:
        frame = self.ghost_frame()
        seat = self.deciding()
        self.emit("ghost_contest_choice", frozenset((seat,)), seat=seat,
                  cards=[action.card, action.arg])
        self.stack[-1] = frame._replace(step=frame.step + 1,
                                        data=(*frame.data, action.card, action.arg))

    # --- choosing the suit of a Pair (C1.1-4) -------------------------------------------
    def run_suit(self, frame: GhostPhase) -> bool:
        return self.prompt(frame.data[0], "ghost_suit", public_forced=False,
                           cards=list(frame.data[1:]))

    def legal_ghost_suit(self) -> tuple[Action, ...]:
        frame = self.ghost_frame()
        return tuple(Action("suit", arg=SUITS.index(s)) for s in action_suits(*frame.data[1:]))

    def answer_ghost_suit(self, action: Action) -> None:
        frame = self.ghost_frame()
        self.stack.pop()
        self.start_action(frame.data[0], SUITS[action.arg])

    # --- the ghost actions (C1.2) -------------------------------------------------------
    def start_action(self, ghost: int, suit: str) -> None:
        self.count("ghost_action_" + _COUNTER[suit])
        self.ghost.actor = ghost
        self.emit("ghost_action", seat=ghost, suit=suit)
        self.stack.append(GhostPhase(_ACTION_FRAME[suit], 0, (ghost, -1)))

    def run_ghost_action(self, frame: GhostPhase) -> bool:
        if frame.name == "diamond":
            if frame.step == 0 and self.roles[frame.data[0]] != DEPUTY:
                self.stack[-1] = frame._replace(step=1, data=(frame.data[0], 1))
                return False
            if frame.step == 1:
                return self.draw_will(frame)
        if not self.ghost_action_options(frame):
            self.stack.pop()
            if frame.name == "spade" and frame.data[1] >= 0:
                self.scare([frame.data[1]])
            elif frame.step == 0:
                self.emit("ghost_action_void", seat=frame.data[0])
            return False
        kind = "ghost_give" if frame.name == "diamond" and frame.step == 2 else "ghost_action"
        return self.prompt(frame.data[0], kind, public_forced=False, action=frame.name,
                           step=frame.step)

    def ghost_action_options(self, frame: GhostPhase) -> list[Action]:
        ghost, first = frame.data
        role = self.roles[ghost]
        living = self.living()
        name = frame.name
        acts: list[Action] = []
        if name == "heart":
            acts = [Action("heal", target=s) for s in living]
            if role == OUTLAW:
                acts.append(Action("revive", target=ghost))
        elif name == "diamond":
            if frame.step == 0:
                acts = [Action("will", arg=1)]
                if role == DEPUTY:
                    acts.append(Action("will", arg=2))
            else:
                acts = [Action("give", c, s) for c in self.limbo for s in living]
        elif name == "club":
            for s in living:
                if s == first:
                    continue
                if self.hands[s]:
                    acts.append(Action("spook", -1, s))
                acts.extend(Action("spook", c, s) for c in self.tables[s])
            if frame.step == 1 and acts:
                acts.append(Action("done"))
        else:
            acts = [Action("scare", target=s) for s in living if s != first]
            if frame.step == 1 and acts:
                acts.append(Action("done"))
        return acts

    def legal_ghost_action(self) -> tuple[Action, ...]:
        return tuple(self.ghost_action_options(self.ghost_frame()))

    def answer_ghost_action(self, action: Action) -> None:
        frame = self.ghost_frame()
        ghost, first = frame.data
        kind = action.kind
        if kind == "heal":
            self.stack.pop()
            self.emit("ghost_heals", seat=ghost, target=action.target)
            self.heal(action.target, 1)
        elif kind == "revive":
            self.stack.pop()
            self.revive(ghost)
        elif kind == "will":
            self.stack[-1] = frame._replace(step=1, data=(ghost, action.arg))
        elif kind == "spook":
            self.spook(ghost, action.card, action.target)
            if frame.step == 0 and self.roles[ghost] == RENEGADE:
                self.stack[-1] = frame._replace(step=1, data=(ghost, action.target))
            else:
                self.stack.pop()
        elif kind == "scare":
            if frame.step == 0 and self.roles[ghost] == RENEGADE:
                self.stack[-1] = frame._replace(step=1, data=(ghost, action.target))
            else:
                self.stack.pop()
                self.scare([first, action.target] if first >= 0 else [action.target])
        else:  # "done": the Renegade's second target is optional
            self.stack.pop()
            if frame.name == "spade":
                self.scare([first])

    # ♥ ----------------------------------------------------------------------------------
    def revive(self, seat: int) -> None:
        """C1.3-6: the Outlaw Ghost lives again at 1 life, his Ghost hand his hand."""
        self.alive[seat] = True
        self.life[seat] = 1
        self.ghost.ghosts[seat] = False
        self.ghost.revived[seat] = True
        self.rebuild_distances()
        self.count("dr_revivals")
        self.emit("ghost_revived", seat=seat, life=1)

    def end_revival(self, seat: int) -> None:
        """C1.3-6: at the end of his next turn he is a Ghost again: his cards in play are
        discarded, he keeps his hand.  Not an elimination (no bounty, no Vulture Sam); the
        victory rules of A10 are looked at again when the next turn starts, since he no
        longer counts as a living Outlaw."""
        self.alive[seat] = False
        self.life[seat] = 0
        table = self.tables[seat]
        for card in table:
            self.to_discard(card)
        self.emit("ghost_again", seat=seat, table=list(table))
        table.clear()
        self.become_ghost(seat)
        self.rebuild_distances()
        self.deaths_unchecked = True

    # ♦ ----------------------------------------------------------------------------------
    def draw_will(self, frame: GhostPhase) -> bool:
        ghost, count = frame.data
        for _ in range(count):
            card = self.take_top()
            if card >= 0:
                self.limbo.append(card)
        if not self.limbo:
            self.stack.pop()
            self.emit("ghost_action_void", seat=ghost)
            return False
        self.emit("ghost_will_draws", frozenset((ghost,)), seat=ghost, cards=list(self.limbo))
        self.stack[-1] = frame._replace(step=2)
        return False

    def answer_ghost_give(self, action: Action) -> None:
        frame = self.ghost_frame()
        ghost = frame.data[0]
        self.stack.pop()
        card, target = action.card, action.target
        self.limbo.remove(card)
        self.hands[target].append(card)
        self.emit("ghost_will_gives", frozenset((ghost, target)), seat=ghost, target=target,
                  cards=[card])
        # C1.3-7: the Deputy's unchosen card.
        for other in self.limbo:
            if self.config.dr_will_extra_card == "top_of_deck":
                self.deck.append(other)
                self.emit("ghost_will_returns", frozenset((ghost,)), seat=ghost, cards=[other])
            else:
                self.to_discard(other)
                self.emit("ghost_will_discards", seat=ghost, card=other)
        self.limbo.clear()

    # ♣ ----------------------------------------------------------------------------------
    def spook(self, ghost: int, card: int, target: int) -> None:
        """C1.2 ♣: a chosen card in play, or a random card from the hand, is discarded."""
        if card < 0:
            card = self.random_hand_card(target)
            self.to_discard(card)
            self.emit("ghost_spooks_hand", seat=ghost, victim=target, card=card)
        else:
            self.tables[target].remove(card)
            self.to_discard(card)
            self.emit("ghost_spooks_table", seat=ghost, victim=target, card=card)

    # ♠ ----------------------------------------------------------------------------------
    def scare(self, targets: list[int]) -> None:
        """C1.2 ♠, C1.3-8: a BANG! effect by nobody on each target, the first resolving
        first.  Slab the Killer's double Missed! does not apply (need 1)."""
        for target in reversed(targets):
            self.emit("ghost_scares", seat=self.ghost.actor, target=target)
            self.stack.append(Shot(target, -1, -1, 1, self.barrels(target), False))
