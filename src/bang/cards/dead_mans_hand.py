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

from typing import Any, ClassVar

from bang.cards import death, ghost_base
from bang.cards.data import BANG, KIND, MISSED
from bang.cards.frames import END, START, GhostPhase, Turn
from bang.cards.ghost_base import GhostRules
from bang.cards.poker import best_hand, hand_name
from bang.cards.state import AnswerFn, CardState, LegalFn
from bang.core.protocol import Action

#: The steps of a dead player's turn (C2.1-3 a-c), between the turn's START and END.
DMH_DISCARD, DMH_PREDICT, DMH_DRAW = 1, 2, 3


# --- on death (C2.1-1, C2.1-4) -----------------------------------------------------
def dmh_on_death(game: CardState, seat: int) -> None:
    """The new dead player draws 7; then every standing prediction naming him scores
    one bonus card (A14.6: after the rewards of A9.3, which have already run)."""
    ghost_base.ghost_draw(game, seat, 7, "dead_mans_hand")
    predictions = game.ghost.predictions
    playing = ghost_base.ghost_town_seat(game)
    n = game.n
    # F7.2-5: a dead player in his Ghost Town turn is still one of the dead whose
    # prediction stands; his bonus card joins the Dead Man's Hand cards he set aside.
    order = [d for d in ((seat + k) % n for k in range(1, n + 1))
             if d == playing or (game.ghost.ghosts[d] and not game.alive[d])]
    for d in order:
        if predictions[d] == seat:
            game.count("dmh_predictions_scored")
            game.emit("prediction_scores", seat=d, dead=seat)
            got = ghost_base.ghost_draw(game, d, 1, "prediction")
            if d == playing:
                for card in got:
                    game.hands[d].remove(card)
                    ghost_base.own_hand(game, d).append(card)
    game.ghost.new_dead.append(seat)


def dmh_settle(game: CardState) -> bool:
    """A14.7, C2.2-2: once the card or event that killed has fully resolved, all
    standing predictions are used up, and the newly dead declare theirs."""
    dead = tuple(game.ghost.new_dead)
    game.ghost.new_dead.clear()
    predictions = game.ghost.predictions
    for s in range(game.n):
        predictions[s] = -1
    if not dead or game.game_over:
        return False
    game.stack.append(GhostPhase(name="declare", step=0, data=dead))
    return True


def run_declare(game: CardState, frame: GhostPhase) -> bool:
    """C2.1-1, C2.2-2: the newly dead declare their predictions, one after another."""
    if frame.step >= len(frame.data):
        game.stack.pop()
        return False
    return game.prompt(frame.data[frame.step], "dmh_predict", public_forced=False,
                       why="death")


# --- the dead player's turn (C2.1-3) -----------------------------------------------
def dmh_ghost_turn(game: CardState, seat: int, step: int) -> bool:
    """C2.1-3: the dead player's steps a-c (discard to five, predict, draw to seven);
    True while a prompt is pending, False when done (the frame then stands at END)."""
    if step == DMH_DISCARD:
        if len(game.hands[seat]) > 5:
            return game.prompt(seat, "dmh_discard", public_forced=False,
                               keep=5, hand=len(game.hands[seat]))
        step = DMH_PREDICT
    if step == DMH_PREDICT:
        game.stack[-1] = Turn(seat=seat, step=DMH_PREDICT)
        return game.prompt(seat, "dmh_predict", public_forced=len(game.living()) == 1,
                           why="turn")
    missing = 7 - len(game.hands[seat])
    if missing > 0:
        ghost_base.ghost_draw(game, seat, missing, "dead_mans_hand")
    game.stack[-1] = Turn(seat=seat, step=END)
    return False


def legal_dmh_discard(game: CardState) -> tuple[Action, ...]:
    """C2.1-3 a: any card of his hand (asked while he holds more than five)."""
    return tuple(Action("discard", c) for c in game.hands[ghost_base.deciding(game)])


def answer_dmh_discard(game: CardState, action: Action) -> None:
    """C2.1-3 a: the chosen card to the ghosts' discard pile."""
    seat = ghost_base.deciding(game)
    game.remove_from_hand(seat, action.card)
    ghost_base.ghost_discard(game, action.card)
    game.emit("discard", seat=seat, card=action.card)


def legal_dmh_predict(game: CardState) -> tuple[Action, ...]:
    """C2.1-1, C2.1-3 b, C2.2-2: any living player."""
    return tuple(Action("predict", target=s) for s in game.living())


def answer_dmh_predict(game: CardState, action: Action) -> None:
    """C2.1-4: the prediction stands until the next death; a turn's goes on to step c,
    a declaration to the next one declaring."""
    seat = ghost_base.deciding(game)
    game.ghost.predictions[seat] = action.target
    game.emit("prediction", seat=seat, target=action.target)
    frame = game.stack[-1]
    if isinstance(frame, Turn):
        game.stack[-1] = Turn(seat=seat, step=DMH_DRAW)
    else:
        assert isinstance(frame, GhostPhase)
        game.stack[-1] = frame._replace(step=frame.step + 1)


# --- boot hill: shooting among the dead (C2.1-5, C2.2-1) ---------------------------
def dmh_after_turn(game: CardState, seat: int) -> bool:
    """C2.1-5, C2.2-1: the boot hill window after a turn (``dmh_shoot_window``), for two
    or more dead players."""
    if (game.config.dmh_shoot_window == "after_dead_turns_only"
            and (game.alive[seat] or not game.ghost.ghosts[seat])):
        return False
    order = ghost_base.dead_in_order(game, seat)
    if len(order) < 2:
        return False
    game.stack.append(GhostPhase(name="boot_hill", step=0, data=tuple(order)))
    return True


def shot_targets(game: CardState, shooter: int, order: tuple[int, ...]) -> list[int]:
    """C2.1-5: other dead players who still hold a card (a shot at an empty hand does
    nothing)."""
    return [t for t in sorted(order) if t != shooter and game.hands[t]]


def run_boot_hill(game: CardState, frame: GhostPhase) -> bool:
    """C2.1-5, C2.2-1: each dead player in seat order may shoot while he holds a card
    and has a target; the window closes after the last."""
    order = frame.data
    step = frame.step
    while step < len(order):
        shooter = order[step]
        if game.hands[shooter] and shot_targets(game, shooter, order):
            break
        step += 1
    if step >= len(order):
        game.stack.pop()
        return False
    if step != frame.step:
        game.stack[-1] = frame._replace(step=step)
    return game.prompt(order[step], "dmh_shoot", public_forced=False)


def legal_dmh_shoot(game: CardState) -> tuple[Action, ...]:
    """C2.1-5: each BANG! in hand on each other dead player holding a card (no limit,
    any distance), or passing."""
    frame = ghost_base.ghost_frame(game)
    shooter = frame.data[frame.step]
    targets = shot_targets(game, shooter, frame.data)
    bangs = sorted(c for c in game.hands[shooter] if KIND[c] == BANG)
    return (*(Action("shoot", c, t) for c in bangs for t in targets), Action("pass"))


def answer_dmh_shoot(game: CardState, action: Action) -> None:
    """C2.1-5: the BANG! is discarded and its target answers; a pass hands the window
    to the next dead player."""
    frame = ghost_base.ghost_frame(game)
    shooter = frame.data[frame.step]
    if action.kind == "pass":
        game.stack[-1] = frame._replace(step=frame.step + 1)
        return
    game.remove_from_hand(shooter, action.card)
    ghost_base.ghost_discard(game, action.card)
    game.count("dmh_shots")
    game.emit("dmh_shoot", seat=shooter, target=action.target, card=action.card)
    game.stack.append(GhostPhase(name="dmh_shot", step=0,
                                 data=(shooter, action.target, action.card)))


def run_dmh_shot(game: CardState, frame: GhostPhase) -> bool:
    """C2.1-5: the target answers the shot (an empty hand has nothing to lose)."""
    target = frame.data[1]
    if not game.hands[target]:
        game.stack.pop()
        return False
    return game.prompt(target, "dmh_missed", public_forced=False, source=frame.data[0])


def legal_dmh_missed(game: CardState) -> tuple[Action, ...]:
    """C2.1-5: a Missed! from hand, or forfeiting a random card."""
    seat = ghost_base.deciding(game)
    missed = sorted(c for c in game.hands[seat] if KIND[c] == MISSED)
    return (*(Action("missed", c) for c in missed), Action("take"))


def answer_dmh_missed(game: CardState, action: Action) -> None:
    """C2.1-5: the Missed! is discarded, or a random card of his hand is."""
    frame = ghost_base.ghost_frame(game)
    target = frame.data[1]
    game.stack.pop()
    if action.kind == "missed":
        game.remove_from_hand(target, action.card)
        ghost_base.ghost_discard(game, action.card)
        game.emit("respond", seat=target, card=action.card)
        return
    card = game.random_hand_card(target)
    ghost_base.ghost_discard(game, card)
    game.emit("dmh_forfeit", seat=target, card=card)


# --- the end (C2.1-6, C2.2-4, C2.2-5) ----------------------------------------------
def dmh_showdown(game: CardState) -> None:
    """C2.1-6, C2.2-4, C2.2-5: compare the dead players' best poker hands; identical
    best hands share."""
    last = game.ghost.new_dead
    if not game.config.dmh_last_deaths_all_draw and len(last) > 1:
        # Only the very last to die takes part with his seven cards; the others who
        # fell to the same card sit the comparison out.
        for seat in last[:-1]:
            for card in game.hands[seat]:
                ghost_base.ghost_discard(game, card)
            game.emit("dmh_sits_out", seat=seat, cards=list(game.hands[seat]))
            game.hands[seat].clear()
    wheel = game.config.dmh_wheel
    # F7.2-5: a dead player whose Ghost Town turn the end of the game cuts short shows
    # the Dead Man's Hand cards he set aside, not that turn's hand.
    playing = ghost_base.ghost_town_seat(game)
    own = {s: ghost_base.own_hand(game, s) for s in range(game.n)
           if game.ghost.ghosts[s] and (s == playing or not game.alive[s])}
    hands = {s: best_hand(cards, wheel) for s, cards in own.items() if cards}
    winners: list[int] = []
    if hands:
        best = max(hands.values())
        winners = sorted(s for s, k in hands.items() if k == best)
    game.ghost.dmh_winners = winners
    for s in winners:
        game.count("dmh_win_" + game.roles[s])
    game.emit("dmh_showdown",
              hands={str(s): {"cards": sorted(own[s]), "hand": hand_name(k),
                              "key": [k[0], list(k[1])]} for s, k in hands.items()},
              dmh_winners=winners)


class DeadMansHand(GhostRules):
    """RULES.md C2 as the ruleset's hooks: the dead draw seven and predict, take their
    own short turns, shoot each other between turns, join the General Store, and
    compare poker hands when the main game ends."""

    key = "dead_mans_hand"
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "dmh_discard": (legal_dmh_discard, answer_dmh_discard),
        "dmh_predict": (legal_dmh_predict, answer_dmh_predict),
        "dmh_shoot": (legal_dmh_shoot, answer_dmh_shoot),
        "dmh_missed": (legal_dmh_missed, answer_dmh_missed),
    }

    def settle(self, game: CardState) -> bool:
        """A14.7, C2.2-2: once the card or event that killed has resolved, the
        predictions are used up and the newly dead declare."""
        if not game.ghost.new_dead:
            return False
        if game.deaths_unchecked:
            death.check_victory(game)
            if game.game_over:
                return True
        return dmh_settle(game)

    def ghost_turn(self, game: CardState, seat: int, step: int) -> bool:
        """C2.1-3: discard to five, predict, draw to seven."""
        if step == START:
            step = DMH_DISCARD
        game.stack[-1] = Turn(seat=seat, step=step)
        return dmh_ghost_turn(game, seat, step)

    def new_ghost(self, game: CardState, seat: int) -> None:
        """C2.1-1, C2.1-4: the new dead player draws seven, and predictions naming him score
        (``dmh_on_death``)."""
        dmh_on_death(game, seat)

    def after_ghost_town_turn(self, game: CardState, seat: int) -> None:
        """F7.2-5: after his Ghost Town turn, with his Dead Man's Hand cards back, the
        dead player's procedure: discard to five, declare, draw to seven (C2.1-3)."""
        game.stack[-1] = Turn(seat=seat, step=DMH_DISCARD)

    def after_turn(self, game: CardState, seat: int) -> bool:
        """C2.1-5, C2.2-1: the boot hill window (``dmh_after_turn``)."""
        return dmh_after_turn(game, seat)

    def store_member(self, game: CardState, seat: int) -> bool:
        """C2.1-7, C2.2-7: the dead take part in General Store."""
        return game.alive[seat] or game.ghost.ghosts[seat]

    def before_finish(self, game: CardState) -> None:
        """C2.1-6: as the main game ends, the showdown (once)."""
        if game.ghost.dmh_winners is None:
            dmh_showdown(game)

    def game_over_extra(self, game: CardState) -> dict[str, Any]:
        """C2.1-6: the showdown's winners, beside the main game's (C2.1-8)."""
        return {"dmh_winners": list(game.ghost.dmh_winners or [])}

    def run_phase(self, game: CardState, frame: GhostPhase) -> bool:
        """C2.1-1, C2.1-5: the declarations, and the boot hill window with its shots."""
        name = frame.name
        if name == "declare":
            return run_declare(game, frame)
        if name == "boot_hill":
            return run_boot_hill(game, frame)
        if name == "dmh_shot":
            return run_dmh_shot(game, frame)
        return super().run_phase(game, frame)
