"""The turn (RULES.md A3): the start-of-turn draw!s of the cards in play (Dynamite, then
Jail), phase 1 (two cards, or a character's own draw), phase 2's prompt, the phase-3
hand limit (A11), passing the turn; and the draw! itself (A8).

What a card in play decides at the start of a turn lives in its ``CardKind.check``
(``bang.cards.base_cards``), a character's own phase 1 or draw! in its ``Ability``
(``bang.cards.base_characters``), and what a variant does between turns in its
``Ruleset``: this module is only the order in which they happen.
"""

from __future__ import annotations

from bang.cards import content, death, event_deck
from bang.cards.actions import DISCARD as DISCARD_ACTION
from bang.cards.frames import (
    AFTER,
    CHECKED,
    CHECKS,
    DISCARD,
    DRAW,
    END,
    PLAY,
    START,
    TURN,
    Check,
    Draw,
    HandLoss,
    Turn,
)
from bang.cards.state import CardState
from bang.core.errors import ConfigError
from bang.core.protocol import Action


def run_turn(game: CardState, frame: Turn) -> bool:
    """A3: run the turn of ``frame`` to its next prompt or pushed frame.

    One pass goes through every step that waits on nobody (START, the start-of-turn
    draw!s, DRAW, PLAY) and, in the base game, from one turn's END into the next
    player's START: between such steps nothing changes what ``advance`` checks
    between two frames (deaths, the end of the game, an empty hand).  With a variant
    that acts between turns (``Ruleset.between_turns``) each turn ends the pass.
    """
    if game.ghost.new_dead and game.rules.settle(game):
        return False
    if game.deaths_unchecked:
        death.check_victory(game)
        if game.game_over:
            return False
    seat, step, check = frame
    if step == PLAY and check == 0 and game.alive[seat]:
        game._set_decision(seat, "play", {})
        game.forced_public = False
        return True
    rules = game.rules
    if not game.alive[seat]:
        if rules.takes_turn(game, seat):
            return rules.run_dead_turn(game, frame)
        ev = game.ev
        if ev is not None and step == START and ev.takes_turn(game, seat):
            return ev.run_dead_turn(game, seat)  # Ghost Town, Dead Man (F5.3, F5.19)
        step = max(step, END)
    stack = game.stack
    between_turns = rules.between_turns
    # Each pass either reaches a prompt or passes the turn on; more passes than two
    # rounds of the table means nobody can take a turn.
    passes = 2 * game.n + 2
    while True:
        passes -= 1
        if passes < 0:
            raise ConfigError("no player can take a turn")
        if step == START and check == 0 and game.events is not None:
            # F3.2, F3.4: a round begins at its opener's turn, from round 2 with a
            # reveal and its ENTRY effect (the mark ``check`` 1 says it is done).
            stack[-1] = Turn(seat, START, 1)
            waits = event_deck.begin_turn(game, seat)
            if waits >= 0:
                return waits == 1
        if step == START:
            limit = game.config.round_limit
            if limit and game.turns_taken >= limit * game.n:
                # Not a rule: the configured end of a stalling game, a draw.
                game.emit("round_limit", rounds=limit)
                death.finish(game, frozenset())
                return False
            game.turn_seat = seat
            game.bangs_played = 0
            if game.turn_uses:
                game.turn_uses = {}
            game.turns_taken += 1
            game.emit("turn", seat=seat)
            step, check = CHECKS, 0
            ev = game.ev
            if game.events is not None:
                game.events.turn_marks = {}
                if ev is not None:
                    # F3.4 step 1: the event's START effect, before Dynamite and Jail.
                    stack[-1] = TURN[seat][CHECKS]
                    depth = len(stack)
                    if ev.turn_start(game, seat):
                        return True
                    if len(stack) > depth:
                        return False
        if step == CHECKS:
            # A3: the cards in play that ask a draw! at the start of the turn, in their
            # fixed order (Dynamite first, then Jail).
            if not content.START_CHECK_CARDS.isdisjoint(game.tables[seat]) and (
                    game.ev is None or game.ev.start_checks(game, seat)):
                kinds = content.START_CHECKS
                while check < len(kinds) and not game.has_kind(seat, kinds[check]):
                    check += 1
                if check < len(kinds):
                    stack[-1] = Turn(seat, CHECKED, check)
                    stack.append(Check(seat, content.KINDS[kinds[check]].key))
                    return False
            step, check = DRAW, 0
        if step == CHECKED:
            # That draw! is done: the card that asked it decides what follows.
            kind = content.START_CHECKS[check]
            depth = len(stack)
            effect = content.KINDS[kind].check
            assert effect is not None
            card = game.table_card_of_kind(seat, kind)
            step = -1 if game.ev is None else game.ev.check_outcome(
                game, seat, kind, card, game.check_card)
            if step < 0:
                step = effect(game, seat, card, game.check_card)
            check = check + 1 if step == CHECKS else 0
            stack[depth - 1] = Turn(seat, step, check)
            if step in (DISCARD, END):
                if game.events is not None:
                    game.events.turn_marks["skipped"] = 1  # F5.29: no Vendetta draw!
                # The turn is skipped (Jail): the seat's ability hears it (E6.1 Vera
                # Custer 2: no choice, and no copy until her next turn).
                hook = game.powers[seat].turn_begun
                if hook is not None:
                    hook(game, seat, False)
            if len(stack) > depth:
                return False  # the card's outcome pushed a frame (Dynamite's damage)
            if step == CHECKS:
                continue  # the next start-of-turn draw!
        if step == DRAW:
            hook = game.powers[seat].turn_begun
            if hook is not None and check == 0:
                # Between the start-of-turn draw!s and phase 1 (E6.1 Vera Custer 1); the
                # mark ``check`` 1 says it is done, so its answer goes on to phase 1.
                stack[-1] = Turn(seat, DRAW, 1)
                if hook(game, seat, True):
                    return True
            ev = game.ev
            after = ev is not None and ev.after_phase_one_hook
            # The mark ``check`` 1 at PLAY: the end of phase 1 is still to come (F6.1).
            stack[-1] = Turn(seat, PLAY, 1) if after else TURN[seat][PLAY]
            if phase_one(game, seat):
                return True
            step, check = PLAY, 1 if after else 0
        if step == PLAY and check:
            stack[-1] = TURN[seat][PLAY]
            ev = game.ev
            if ev is not None:
                depth = len(stack)
                if ev.after_phase_one(game, seat):
                    return True
                if len(stack) > depth:
                    return False
        if step == PLAY:
            return game.prompt(seat, "play")
        if step == DISCARD:
            limit = game.powers[seat].hand_limit or game.life[seat]
            if game.ev is not None:
                limit = game.ev.hand_limit(game, seat, limit)
            if len(game.hands[seat]) > max(limit, 0):
                stack[-1] = TURN[seat][DISCARD]
                return game.prompt(seat, "discard", limit=limit)
            step = END
        if step == END:
            ev = game.ev
            if ev is not None and check == 0:
                # F3.4 step 4: the event's END effect (Vendetta); the mark ``check`` 1
                # says it is done.
                events = game.events
                assert events is not None
                stack[-1] = Turn(seat, END, 1)
                depth = len(stack)
                skipped = "skipped" in events.turn_marks or not game.alive[seat]
                if ev.end_of_turn(game, seat, skipped):
                    return True
                if len(stack) > depth:
                    return False
            if game.green_new:
                game.green_new = ()  # E4.1-3, E9-1: this turn's green cards are ready
            game.emit("turn_end", seat=seat)
            if between_turns:
                stack[-1] = TURN[seat][AFTER]
                if rules.after_turn(game, seat):
                    return False
        seat = rules.next_turn_seat(game, seat) if game.ev is None else game.next_turn(seat)
        if between_turns or not game.alive[seat]:  # (a dead seat's turn: from the top)
            stack[-1] = TURN[seat][START]
            return False
        step, check = START, 0


def phase_one(game: CardState, seat: int) -> bool:
    """RULES.md A3 phase 1: draw two cards, or what the seat's ability does instead
    (A12: Black Jack, Jesse Jones, Kit Carlson, Pedro Ramirez); True if it asked."""
    ev = game.ev
    if ev is not None:
        done = ev.phase_one(game, seat)
        if done >= 0:
            return done == 1
    hook = game.powers[seat].phase_one
    if hook is not None:
        return hook(game, seat)
    game.draw(seat, game.phase_one_count(seat), "phase1")
    return False


# --- draw! ----------------------------------------------------------------------
def run_check(game: CardState, frame: Check) -> bool:
    """RULES.md A8: flip the top card, which decides, and discard it; a seat whose
    ability flips otherwise (A12 Lucky Duke) does it in its own hook."""
    hook = game.powers[frame.seat].on_check
    if hook is not None:
        return hook(game, frame)
    first = game.take_top()
    if first >= 0:
        game.to_discard(first)
    if game.forced_suit:
        game.emit("check", seat=frame.seat, reason=frame.reason, card=first,
                  suit=game.forced_suit)  # F5.1-2: the suit it counts as
    else:
        game.emit("check", seat=frame.seat, reason=frame.reason, card=first)
    game.check_card = first
    game.stack.pop()
    return False


def run_draw(game: CardState, frame: Draw) -> bool:
    """A draw that waited for the frames above it (Derringer's card, E17-4); a player
    out of the game by then draws nothing."""
    game.stack.pop()
    if game.alive[frame.seat]:
        game.draw(frame.seat, frame.amount, frame.why)
    return False


def run_hand_loss(game: CardState, frame: HandLoss) -> bool:
    """The card that emptied ``frame.seat``'s hand has resolved (a "+1" card, E4.2-4,
    E9-15): his hand is watched again and his ability reacts now."""
    game.stack.pop()
    game.hand_wait = -1
    game.watch_empty = game.watched_hands()
    game.after_hand_loss(frame.seat)
    return False


# --- phase 3 --------------------------------------------------------------------
def legal_discard(game: CardState) -> tuple[Action, ...]:
    """A11 phase 3: one card at a time down to the current life; Sid Ketchum may first
    trade pairs for life (A12: the discard is still his turn, A3), after which the
    excess is counted again from his new life."""
    seat = game.turn_seat
    acts: list[Action] = []
    for card in game.hands[seat]:  # a loop: a comprehension costs a call
        acts.append(DISCARD_ACTION[card])
    if game.powers[seat].pairs_for_life:
        acts.extend(game.sid_window(seat))
    return tuple(acts)


def answer_discard(game: CardState, action: Action) -> None:
    """A11: the chosen card goes to the discard pile (or Sid Ketchum's pair, A12); the
    turn's DISCARD step then counts the excess again."""
    seat = game.turn_seat
    if action.kind == "sid":
        game.answer_sid(seat, action)
        return
    game.remove_from_hand(seat, action.card)
    if game.ev is None or not game.ev.phase_three_discard(game, seat, action.card):
        game.to_discard(action.card)
    game.emit("discard", seat=seat, card=action.card)
    game.after_hand_loss(seat)
