"""What both ghost variants (RULES.md Part C) share: their ruleset's common hooks
(the dead keep their seat and take turns, become Ghosts on elimination, act between
turns), and helpers over the ghosts' cards.

Their facts live in ``CardState.ghost`` (``bang.cards.ghost_state``); each variant's own
rules in ``dead_reckonin`` and ``dead_mans_hand``, the hand rankings in ``poker``.
"""

from __future__ import annotations

from bang.cards import content
from bang.cards.frames import AFTER, END, START, Frame, GhostPhase, Turn
from bang.cards.ghost_state import GhostState
from bang.cards.state import CardState, Ruleset


class GhostRules(Ruleset):
    """The hooks both ghost variants change alike (C1.1, C2.1)."""

    between_turns = True

    def takes_turn(self, game: CardState, seat: int) -> bool:
        """C1.1-2, C2.1-2: dead players keep their seat in turn order."""
        return game.ghost.ghosts[seat]

    def next_turn_seat(self, game: CardState, seat: int) -> int:
        """C1.1-2, C2.1-2: the next seat clockwise that is alive or a Ghost (the dead keep
        their seat in turn order)."""
        n = game.n
        for k in range(1, n + 1):
            s = (seat + k) % n
            if game.alive[s] or game.ghost.ghosts[s]:
                return s
        return seat

    def run_dead_turn(self, game: CardState, frame: Frame) -> bool:
        """C1.1-2, C2.1-3: a Ghost's turn: the variant's own steps (``ghost_turn``), then
        what follows every turn (``after_turn``) and the next seat's turn."""
        assert isinstance(frame, Turn)
        seat, step = frame.seat, frame.step
        ev = game.ev
        if step == START and ev is not None and ev.takes_turn(game, seat):
            # F7.2-1, F7.2-5: with ``event_revival_cards = "always"`` Ghost Town gives a
            # Ghost its turn in the game in place of the variant's own.
            return ev.run_dead_turn(game, seat)
        if step == START:
            game.turn_seat = seat
            game.emit("ghost_turn", seat=seat)
        if step < END:
            if self.ghost_turn(game, seat, step):
                return True
            step = END
        if step == END:
            game.green_new = ()  # E4.1-3: what he played before he died is gone anyway
            game.emit("turn_end", seat=seat)
            game.stack[-1] = Turn(seat=seat, step=AFTER)
            if self.after_turn(game, seat):
                return False
        game.stack[-1] = Turn(seat=game.next_turn(seat), step=START)
        return False

    def ghost_turn(self, game: CardState, seat: int, step: int) -> bool:
        """C1.1-2, C2.1-3: the variant's steps of a Ghost's turn, from ``step``; True while a
        prompt is pending (the turn frame then says where it stands)."""
        raise NotImplementedError

    def after_ghost_town_turn(self, game: CardState, seat: int) -> None:
        """F7.2-1, F7.2-5: what follows a Ghost's Ghost Town turn once he holds his own
        hand again: nothing in Dead Reckonin' (no draw to four that round); Dead Man's
        Hand replaces the turn's frame with his dead-player procedure."""

    def on_eliminated(self, game: CardState, seat: int, killer: int) -> None:
        """C1.1-1 / C2.1-1: after the elimination procedure (and its rewards, A14.6)
        the dead player becomes a Ghost and draws (``ghost_draws``)."""
        if game.game_over:
            return
        become_ghost(game, seat)
        game.life[seat] = min(game.life[seat], 0)
        self.new_ghost(game, seat)

    def new_ghost(self, game: CardState, seat: int) -> None:
        """C1.1-1, C2.1-1: what the variant gives a new Ghost."""
        raise NotImplementedError


__all__ = ["GhostRules", "GhostState"]


def dead_in_order(game: CardState, seat: int) -> list[int]:
    """C1.1-3, C2.2-1: the Ghosts in seat order from ``seat``'s left (``seat`` itself
    last), the order of the contest and of the shooting window."""
    n = game.n
    ghosts = game.ghost.ghosts
    return [(seat + k) % n for k in range(1, n + 1)
            if ghosts[(seat + k) % n] and not game.alive[(seat + k) % n]]


def ghost_town_seat(game: CardState) -> int:
    """F7.2-1, F7.2-5: the Ghost playing a Ghost Town turn now (his own hand set aside,
    ``EventState.aside``), or -1."""
    events = game.events
    if events is None or events.ghost_turn < 0 or not game.ghost.ghosts[events.ghost_turn]:
        return -1
    return events.ghost_turn


def own_hand(game: CardState, seat: int) -> list[int]:
    """A Ghost's own hand (the variant's cards): his hand, or while he plays a Ghost
    Town turn the cards he set aside (F7.2-1, F7.2-5)."""
    events = game.events
    if events is not None and seat == ghost_town_seat(game):
        return events.aside
    return game.hands[seat]


def ghost_frame(game: CardState) -> GhostPhase:
    """C1, C2: the variant's phase on top of the stack, which every ghost prompt
    answers (the contest, a ghost action, a Dead Man's Hand shot)."""
    frame = game.stack[-1]
    assert isinstance(frame, GhostPhase)
    return frame


def deciding(game: CardState) -> int:
    """C1.1-2, C2.1-3: the seat whose answer is awaited; a ghost prompt is asked of a dead
    player, not of the player whose turn it is."""
    return game.decision.seat if game.decision is not None else -1


# --- the ghosts' cards --------------------------------------------------------------
def ghost_take_top(game: CardState) -> int:
    """The top card of the ghosts' draw pile: the shared deck (C2.2-6), or the second
    deck with ``ghost_separate_deck``, reshuffled from the ghost discards."""
    if not game.config.ghost_separate_deck:
        return game.take_top()
    g = game.ghost
    if not g.second_deck_dealt:
        g.deck = content.second_deck_for(game.config.content_sets)
        game.rand().shuffle(g.deck)
        g.second_deck_dealt = True
    if not g.deck:
        game.rand().shuffle(g.discard)
        g.deck, g.discard = g.discard, []
        game.emit("ghost_reshuffle", deck=len(g.deck))
        if not g.deck:
            return -1
    return g.deck.pop()


def ghost_draw(game: CardState, seat: int, count: int, why: str) -> list[int]:
    """C1.1-1, C2.1-1, C2.2-6: ``seat`` draws ``count`` cards from the ghosts' draw pile
    (``ghost_take_top``); only he sees which."""
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


def ghost_discard(game: CardState, card: int) -> None:
    """C1.3-5, C2.1-5: a Ghost's card goes to its own deck's pile, like any card
    (``to_discard``)."""
    game.to_discard(card)


def become_ghost(game: CardState, seat: int) -> None:
    """C1.1-1, C2.1-1: the dead player becomes a Ghost (and is no revived Outlaw,
    C1.3-6)."""
    game.ghost.ghosts[seat] = True
    game.ghost.revived[seat] = False
