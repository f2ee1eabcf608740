"""The ghost variants of Part C (Dead Reckonin', Dead Man's Hand): the hooks the base
rules call.  With ``ghost_variant="none"`` every hook behaves as the base game.

The variants' own rules live in ``dead_reckonin`` and ``dead_mans_hand``; their shared
state in ``ghost_base``; the hand rankings in ``poker``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bang.cards import dead_mans_hand, dead_reckonin, death, ghost_base, turn
from bang.cards.data import RENEGADE
from bang.cards.dead_mans_hand import DMH_DISCARD
from bang.cards.frames import END, START, Elimination, GhostPhase, Turn
from bang.cards.ghost_base import GhostState
from bang.core.protocol import Action

if TYPE_CHECKING:
    from bang.cards.game import CardGame

__all__ = ["GHOST_ANSWER", "GHOST_LEGAL", "GhostState"]


# --- frames ---------------------------------------------------------------------------
def run_ghost_phase(game: CardGame, frame: GhostPhase) -> bool:
    name = frame.name
    if name == "contest":
        return dead_reckonin.run_contest(game, frame)
    if name == "suit":
        return dead_reckonin.run_suit(game, frame)
    if name in ("heart", "diamond", "club", "spade"):
        return dead_reckonin.run_ghost_action(game, frame)
    if name == "declare":
        return dead_mans_hand.run_declare(game, frame)
    if name == "boot_hill":
        return dead_mans_hand.run_boot_hill(game, frame)
    if name == "dmh_shot":
        return dead_mans_hand.run_dmh_shot(game, frame)
    game.stack.pop()
    return False


# --- turns -------------------------------------------------------------------------------
def run_turn(game: CardGame, frame: Turn) -> bool:
    """The base turn, after the Dead Man's Hand deaths of the last card or event have
    been settled (A14.7)."""
    if game.config.ghost_variant != "none" and game.ghost.new_dead:
        if game.deaths_unchecked:
            death.check_victory(game)
            if game.game_over:
                return False
        if game.dead_mans_hand:
            if dead_mans_hand.dmh_settle(game):
                return False
        else:
            game.ghost.new_dead.clear()
    return turn.run_turn(game, frame)


def ghost_turn_applies(game: CardGame, seat: int) -> bool:
    """C1.1-2, C2.1-2: dead players keep their seat in turn order."""
    return game.config.ghost_variant != "none" and game.ghost.ghosts[seat]


def run_ghost_turn(game: CardGame, frame: Turn) -> bool:
    seat, step = frame
    if step == START:
        game.turn_seat = seat
        game.emit("ghost_turn", seat=seat)
        if game.dead_reckonin:
            dead_reckonin.dr_ghost_turn(game, seat)
            step = END
        else:
            step = DMH_DISCARD
    if step in (DMH_DISCARD, DMH_DISCARD + 1, DMH_DISCARD + 2):
        game.stack[-1] = Turn(seat, step)
        if dead_mans_hand.dmh_ghost_turn(game, seat, step):
            return True
        step = END
    if step == END:
        game.emit("turn_end", seat=seat)
        game.stack[-1] = Turn(seat, END + 1)
        if after_turn(game, seat):
            return False
    game.stack[-1] = Turn(next_turn_seat(game, seat), START)
    return False


def after_turn(game: CardGame, seat: int) -> bool:
    if game.dead_reckonin:
        return dead_reckonin.dr_after_turn(game, seat)
    if game.dead_mans_hand:
        return dead_mans_hand.dmh_after_turn(game, seat)
    return turn.after_turn(game, seat)


def next_turn_seat(game: CardGame, seat: int) -> int:
    if game.config.ghost_variant == "none":
        return turn.next_turn_seat(game, seat)
    n = game.n
    for k in range(1, n + 1):
        s = (seat + k) % n
        if game.alive[s] or game.ghost.ghosts[s]:
            return s
    return seat


# --- death and victory -------------------------------------------------------------------
def on_eliminated(game: CardGame, seat: int, killer: int) -> None:
    """C1.1-1 / C2.1-1: after the elimination procedure (and its rewards, A14.6) the
    dead player becomes a Ghost and draws 2 (Dead Reckonin') or 7 (Dead Man's Hand)."""
    if game.config.ghost_variant == "none":
        return
    if game.game_over:
        return
    ghost_base.become_ghost(game, seat)
    game.life[seat] = min(game.life[seat], 0)
    if game.dead_reckonin:
        ghost_base.ghost_draw(game, seat, 2, "ghost")
        game.ghost.new_dead.append(seat)
    else:
        dead_mans_hand.dmh_on_death(game, seat)


def run_elimination(game: CardGame, frame: Elimination) -> bool:
    """C1.3-6 with ``dr_revived_death_is_elimination = false``: a revived Outlaw who
    dies simply becomes a Ghost again (no bounty, no Vulture Sam)."""
    seat = frame.seat
    if (frame.step == 0 and game.dead_reckonin and game.ghost.revived[seat]
            and not game.config.dr_revived_death_is_elimination):
        game.stack.pop()
        dead_reckonin.end_revival(game, seat)
        return False
    return death.run_elimination(game, frame)


def victory(game: CardGame) -> frozenset[int] | None:
    """C1.3-9: a Ghost action that leaves no player alive makes the dead Renegade(s)
    win, over A10(a)."""
    if game.dead_reckonin and not any(game.alive):
        actor = game.ghost.actor
        if game.config.dr_all_dead_renegades == "acting_renegade_only":
            renegades = frozenset(s for s in (actor,)
                                  if s >= 0 and game.roles[s] == RENEGADE)
        else:
            renegades = frozenset(s for s in range(game.n) if game.roles[s] == RENEGADE)
        if renegades:
            return renegades
    return death.victory(game)


def finish(game: CardGame, winners: frozenset[int]) -> None:
    if game.dead_mans_hand and game.ghost.dmh_winners is None:
        dead_mans_hand.dmh_showdown(game)
    death.finish(game, winners)


def game_over_extra(game: CardGame) -> dict[str, Any]:
    if game.dead_mans_hand:
        return {"dmh_winners": list(game.ghost.dmh_winners or [])}
    return {}


def store_member(game: CardGame, seat: int) -> bool:
    """C2.1-7, C2.2-7: in Dead Man's Hand the dead take part in General Store."""
    return game.alive[seat] or (game.dead_mans_hand and game.ghost.ghosts[seat])


#: The ghost variants' prompt kinds, with the rules deciding and answering each.
GHOST_LEGAL: dict[str, Callable[[CardGame], tuple[Action, ...]]] = {
    "ghost_contest": dead_reckonin.legal_ghost_contest,
    "ghost_suit": dead_reckonin.legal_ghost_suit,
    "ghost_action": dead_reckonin.legal_ghost_action,
    "ghost_give": dead_reckonin.legal_ghost_action,
    "dmh_discard": dead_mans_hand.legal_dmh_discard,
    "dmh_predict": dead_mans_hand.legal_dmh_predict,
    "dmh_shoot": dead_mans_hand.legal_dmh_shoot,
    "dmh_missed": dead_mans_hand.legal_dmh_missed,
}
GHOST_ANSWER: dict[str, Callable[[CardGame, Action], None]] = {
    "ghost_contest": dead_reckonin.answer_ghost_contest,
    "ghost_suit": dead_reckonin.answer_ghost_suit,
    "ghost_action": dead_reckonin.answer_ghost_action,
    "ghost_give": dead_reckonin.answer_ghost_give,
    "dmh_discard": dead_mans_hand.answer_dmh_discard,
    "dmh_predict": dead_mans_hand.answer_dmh_predict,
    "dmh_shoot": dead_mans_hand.answer_dmh_shoot,
    "dmh_missed": dead_mans_hand.answer_dmh_missed,
}
