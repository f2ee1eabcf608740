"""The turn (RULES.md A3): Dynamite and Jail checks, phase 1 with the drawing characters
(A12), the phase-3 hand limit (A11), and passing the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bang.cards import death, ghosts
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
from bang.core.errors import ConfigError
from bang.core.protocol import Action
from bang.core.seats import next_seat

if TYPE_CHECKING:
    from bang.cards.game import CardGame


def run_turn(game: CardGame, frame: Turn) -> bool:
    """Run the turn of ``frame`` to its next prompt or pushed frame.

    One pass goes through every step that waits on nobody (START, the Dynamite and
    Jail checks, DRAW, PLAY) and, in the base game, from one turn's END into the next
    player's START: between such steps nothing changes what ``advance`` checks
    between two frames (deaths, the end of the game, Suzy Lafayette's hand).  With a
    ghost variant each turn still ends the pass, as the ghosts act between turns.
    """
    if game.deaths_unchecked:
        death.check_victory(game)
        if game.game_over:
            return False
    seat, step = frame
    if step == PLAY and game.alive[seat]:
        game._set_decision(seat, "play", {})
        game.forced_public = False
        return True
    if not game.alive[seat]:
        if ghosts.ghost_turn_applies(game, seat):
            return ghosts.run_ghost_turn(game, frame)
        step = max(step, END)
    stack = game.stack
    # Each pass either reaches a prompt or passes the turn on; more passes than two
    # rounds of the table means nobody can take a turn.
    passes = 2 * game.n + 2
    while True:
        passes -= 1
        if passes < 0:
            raise ConfigError("no player can take a turn")
        if step == START:
            limit = game.config.round_limit
            if limit and game.turns_taken >= limit * game.n:
                # Not a rule: the configured end of a stalling game, a draw.
                game.emit("round_limit", rounds=limit)
                ghosts.finish(game, frozenset())
                return False
            game.turn_seat = seat
            game.bangs_played = 0
            game.turns_taken += 1
            game.emit("turn", seat=seat)
            if game.has_kind(seat, DYNAMITE):
                return check_then(game, seat, DYNAMITE_RESULT, "dynamite")
            step = JAIL_STEP
        if step == DYNAMITE_RESULT:
            card = game.check_card
            dynamite = game.table_card_of_kind(seat, DYNAMITE)
            game.tables[seat].remove(dynamite)
            if card >= 0 and EXPLODES[card]:
                game.to_discard(dynamite)
                game.emit("dynamite_explodes", seat=seat, card=dynamite)
                stack[-1] = TURN[seat][JAIL_STEP]
                stack.append(Damage(seat, 3, -1, 0))
                return False
            left = next_living(game, seat)
            game.tables[left].append(dynamite)
            game.emit("dynamite_passes", seat=seat, next=left, card=dynamite)
            step = JAIL_STEP
        if step == JAIL_STEP:
            if game.has_kind(seat, JAIL):
                return check_then(game, seat, JAIL_RESULT, "jail")
            step = DRAW
        if step == JAIL_RESULT:
            jail = game.table_card_of_kind(seat, JAIL)
            game.tables[seat].remove(jail)
            game.to_discard(jail)
            card = game.check_card
            if card >= 0 and IS_HEART[card]:
                game.emit("jail_escaped", seat=seat, card=jail)
                step = DRAW
            else:
                game.emit("jail_skips_turn", seat=seat, card=jail)
                step = DISCARD if game.config.jail_keeps_discard_phase else END
        if step == DRAW:
            stack[-1] = TURN[seat][PLAY]
            if phase_one(game, seat):
                return True
            step = PLAY
        if step == PLAY:
            return game.prompt(seat, "play")
        if step == DISCARD:
            if len(game.hands[seat]) > max(game.life[seat], 0):
                stack[-1] = TURN[seat][DISCARD]
                return game.prompt(seat, "discard", limit=game.life[seat])
            step = END
        between_turns = game.config.ghost_variant != "none"
        if step == END:
            game.emit("turn_end", seat=seat)
            if between_turns:
                stack[-1] = TURN[seat][END + 1]
                if ghosts.after_turn(game, seat):
                    return False
        seat = ghosts.next_turn_seat(game, seat)
        if between_turns:
            stack[-1] = TURN[seat][START]
            return False
        step = START


def check_then(game: CardGame, seat: int, step: int, reason: str) -> bool:
    """A3: a start-of-turn draw! (Dynamite, then Jail); the turn resumes at ``step``
    with the flipped card in ``check_card``."""
    game.stack[-1] = TURN[seat][step]
    game.stack.append(Check(seat, reason))
    return False


def next_living(game: CardGame, seat: int) -> int:
    return next_seat(game.alive, seat)


# --- phase 1 --------------------------------------------------------------------
def phase_one(game: CardGame, seat: int) -> bool:
    """RULES.md A3 phase 1 and the drawing characters of A12."""
    name = game.characters[seat]
    if name == JESSE_JONES:
        if jesse_sources(game, seat):
            return game.prompt(seat, "draw_jesse")
    elif name == PEDRO_RAMIREZ:
        if game.discard:
            return game.prompt(seat, "draw_pedro", top=game.discard[-1])
    elif name == KIT_CARLSON:
        if len(game.deck) < 3:
            game.reshuffle()
        for _ in range(3):
            card = game.take_top()
            if card >= 0:
                game.limbo.append(card)
        if len(game.limbo) == 3:
            return game.prompt(seat, "kit_return")
        game.hands[seat].extend(game.limbo)
        game.emit("draw", frozenset((seat,)), seat=seat, why="phase1", cards=list(game.limbo))
        game.limbo.clear()
        return False
    elif name == BLACK_JACK:
        got = game.draw(seat, 2, "phase1")
        if len(got) == 2:
            second = got[1]
            game.emit("black_jack_reveals", seat=seat, card=second)
            lucky = IS_HEART[second] if game.config.black_jack_hearts_only else IS_RED[second]
            if lucky:
                game.draw(seat, 1, "black_jack")
        return False
    game.draw(seat, 2, "phase1")
    return False


def jesse_sources(game: CardGame, seat: int) -> list[int]:
    """Other living players with cards in hand, clockwise from Jesse's left."""
    n = game.n
    result = []
    for k in range(1, n):
        s = (seat + k) % n
        if game.alive[s] and game.hands[s]:
            result.append(s)
    return result


def legal_draw_jesse(game: CardGame) -> tuple[Action, ...]:
    seat = game.turn_seat
    sources = jesse_sources(game, seat)
    return (Action("draw_deck"), *(Action("draw_from", target=s) for s in sources))


def answer_draw_jesse(game: CardGame, action: Action) -> None:
    seat = game.turn_seat
    if action.kind == "draw_deck":
        game.draw(seat, 2, "phase1")
        return
    victim = action.target
    card = game.random_hand_card(victim)
    game.hands[seat].append(card)
    game.emit("take_from_hand", frozenset((seat, victim)), seat=seat, victim=victim,
              why="jesse_jones", cards=[card])
    game.after_hand_loss(victim)
    game.draw(seat, 1, "phase1")


def legal_draw_pedro(game: CardGame) -> tuple[Action, ...]:
    return (Action("draw_deck"), Action("draw_discard"))


def answer_draw_pedro(game: CardGame, action: Action) -> None:
    seat = game.turn_seat
    if action.kind == "draw_deck":
        game.draw(seat, 2, "phase1")
        return
    card = game.discard.pop()
    game.hands[seat].append(card)
    game.emit("take_discard", seat=seat, card=card)
    game.draw(seat, 1, "phase1")


def legal_kit_return(game: CardGame) -> tuple[Action, ...]:
    return tuple(Action("return", card) for card in game.limbo)


def answer_kit_return(game: CardGame, action: Action) -> None:
    seat = game.turn_seat
    kept = [c for c in game.limbo if c != action.card]
    game.limbo.clear()
    game.deck.append(action.card)
    game.hands[seat].extend(kept)
    game.emit("draw", frozenset((seat,)), seat=seat, why="phase1", cards=kept)
    game.emit("kit_returns", frozenset((seat,)), seat=seat, cards=[action.card])


# --- draw! ----------------------------------------------------------------------
def run_check(game: CardGame, frame: Check) -> bool:
    """RULES.md A8: flip, check, discard; Lucky Duke flips two and chooses.

    Lucky Duke's first card stays off the discard pile until his second is flipped:
    if the deck runs out between the two, the reshuffle (A11) must not put the first
    card back into the deck, or he could flip the same card twice.  Both then go to
    the discard pile in the order they were flipped (the second on top, where Pedro
    Ramirez may take it), as two single draw!s would leave them (docs/card_setup.md
    "Cards revealed together").
    """
    seat = frame.seat
    first = game.take_top()
    if game.is_char(seat, LUCKY_DUKE) and first >= 0:
        second = game.take_top()
        game.to_discard(first)
        if second >= 0:
            game.to_discard(second)
            game.emit("check", seat=seat, reason=frame.reason, cards=[first, second])
            game.stack[-1] = Check(seat, frame.reason, (first, second))
            return game.prompt(seat, "lucky_duke", reason=frame.reason,
                               cards=[first, second])
    elif first >= 0:
        game.to_discard(first)
    game.emit("check", seat=seat, reason=frame.reason, card=first)
    game.check_card = first
    game.stack.pop()
    return False


def legal_lucky_duke(game: CardGame) -> tuple[Action, ...]:
    frame = game.stack[-1]
    assert isinstance(frame, Check)
    return tuple(Action("choose", card) for card in frame.flipped)


def answer_lucky_duke(game: CardGame, action: Action) -> None:
    game.check_card = action.card
    game.emit("lucky_duke_chooses", seat=game.decision.seat if game.decision else -1,
              card=action.card)
    game.stack.pop()


# --- phase 3 --------------------------------------------------------------------
def legal_discard(game: CardGame) -> tuple[Action, ...]:
    """A11 phase 3: one card at a time down to the current life; Sid Ketchum may first
    trade pairs for life (A12: the discard is still his turn, A3), after which the
    excess is counted again from his new life."""
    seat = game.turn_seat
    acts: list[Action] = []
    for card in game.hands[seat]:  # a loop: a comprehension costs a call
        acts.append(DISCARD_ACTION[card])
    acts.extend(game.sid_window(seat))
    return tuple(acts)


def answer_discard(game: CardGame, action: Action) -> None:
    seat = game.turn_seat
    if action.kind == "sid":
        game.answer_sid(seat, action)
        return
    game.remove_from_hand(seat, action.card)
    game.to_discard(action.card)
    game.emit("discard", seat=seat, card=action.card)
    game.after_hand_loss(seat)


# --- the base game's side of the ghost hooks (``ghosts.after_turn`` and
# ``ghosts.next_turn_seat`` fall back on these without a ghost variant) ------------
def after_turn(game: CardGame, seat: int) -> bool:
    """Run whatever follows a turn (ghost contests, boot-hill windows); True if pushed."""
    return False


def next_turn_seat(game: CardGame, seat: int) -> int:
    return next_seat(game.alive, seat)
