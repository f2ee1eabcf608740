"""Dead Reckonin' (RULES.md C1): Ghosts draw to four on their turn, and after each
Sheriff turn they play two cards each; the best hand performs one ghost action.

Frames (``GhostPhase.name``):
- ``contest``: ``data`` = (k, seat_1..seat_k, then the chosen card pairs); ``step`` is how
  many contestants have chosen.  Choices stay hidden until every contestant has chosen.
- ``suit``: ``data`` = (winner, card, card): the winner of a Pair picks the suit.
- ``heart``, ``diamond``, ``club``, ``spade``: ``data`` = (ghost, first target or count).
"""

from __future__ import annotations

from typing import ClassVar

from bang.cards import death, ghost_base
from bang.cards.data import DEPUTY, OUTLAW, RENEGADE, SHERIFF, SUITS
from bang.cards.frames import GhostPhase
from bang.cards.ghost_base import GhostRules
from bang.cards.poker import action_suits, contest_winner
from bang.cards.responses import start_shot
from bang.cards.state import AnswerFn, CardState, LegalFn
from bang.core.protocol import Action

_ACTION_FRAME = {"♥": "heart", "♦": "diamond", "♣": "club", "♠": "spade"}
_COUNTER = {"♥": "hearts", "♦": "diamonds", "♣": "clubs", "♠": "spades"}


# --- the Ghost's turn (C1.1-2) -------------------------------------------------------
def dr_ghost_turn(game: CardState, seat: int) -> None:
    """C1.1-2: draw until holding 4 cards; no phases 2 or 3, no draw!, no hand limit."""
    missing = 4 - len(game.hands[seat])
    if missing > 0:
        ghost_base.ghost_draw(game, seat, missing, "ghost_turn")


# --- after a turn -------------------------------------------------------------------
def dr_after_turn(game: CardState, seat: int) -> bool:
    """C1.1-3, C1.3-6: after a turn, a revived Outlaw's turn ends his revival; after the
    Sheriff's (not a skipped one, C1.3-1) the Ghosts contest."""
    if game.ghost.revived[seat] and game.alive[seat]:
        end_revival(game, seat)
        return False
    if game.roles[seat] != SHERIFF or not game.alive[seat]:
        return False
    if not game.config.dr_contest_after_skipped_sheriff_turn and turn_was_skipped(game, seat):
        return False
    return start_contest(game, seat)


def turn_was_skipped(game: CardState, seat: int) -> bool:
    """C1.3-1: whether ``seat``'s turn that just ended was skipped (Jail)."""
    log = game.log
    for index in range(len(log) - 1, -1, -1):  # newest first (not reversed(): mypyc 2.4)
        event = log[index]
        if event.kind == "jail_skips_turn" and event.data.get("seat") == seat:
            return True
        if event.kind == "turn":
            return False
    return False


def start_contest(game: CardState, sheriff: int) -> bool:
    """C1.1-3, C1.3-2: every Ghost holding at least ``dr_min_cards`` cards, in seat
    order from the Sheriff's left, chooses two cards."""
    minimum = game.config.dr_min_cards
    seats = [s for s in ghost_base.dead_in_order(game, sheriff) if len(game.hands[s]) >= minimum]
    if not seats:
        return False
    game.stack.append(GhostPhase(name="contest", step=0, data=(len(seats), *seats)))
    return True


def run_contest(game: CardState, frame: GhostPhase) -> bool:
    """C1.1-3, C1.3-5: each contestant in turn chooses two cards; once all have, every
    played card is discarded and the best hand (C1.4) acts, a Pair choosing its suit."""
    k = frame.data[0]
    seats = frame.data[1:k + 1]
    if frame.step < k:
        seat = seats[frame.step]
        return game.prompt(seat, "ghost_contest", public_forced=len(game.hands[seat]) == 2,
                           contestants=list(seats))
    chosen = frame.data[k + 1:]
    plays = [(s, chosen[2 * i], chosen[2 * i + 1]) for i, s in enumerate(seats)]
    game.stack.pop()
    # C1.3-5: the played cards are discarded whether their Ghost wins or not.
    for seat, a, b in plays:
        for card in (a, b):
            game.remove_from_hand(seat, card)
            ghost_base.ghost_discard(game, card)
    if game.config.dr_single_ghost_counts == "ghosts":
        single = sum(1 for s in range(game.n) if game.ghost.ghosts[s]
                     and not game.alive[s]) == 1
    else:
        single = len(plays) == 1
    winner = contest_winner(plays, game.config.dr_kicker, single)
    game.count("dr_contests")
    game.emit("ghost_contest", plays=[[s, a, b] for s, a, b in plays], winner=winner)
    if winner < 0:
        game.count("dr_contests_void")
        return False
    a, b = next((x, y) for s, x, y in plays if s == winner)
    suits = action_suits(a, b)
    if game.forced_suit and game.config.dr_contest_event_suits:
        suits = (game.forced_suit,)  # F7.3: Blessing's ♥, Curse's ♠
    if len(suits) == 2:
        game.stack.append(GhostPhase(name="suit", step=0, data=(winner, a, b)))
    else:
        start_action(game, winner, suits[0])
    return False


def legal_ghost_contest(game: CardState) -> tuple[Action, ...]:
    """C1.1-3: any two cards of the Ghost's hand."""
    hand = sorted(game.hands[ghost_base.deciding(game)])
    return tuple(Action("contest", a, -1, b) for i, a in enumerate(hand)
                 for b in hand[i + 1:])


def answer_ghost_contest(game: CardState, action: Action) -> None:
    """C1.1-3: the chosen two cards, seen only by their Ghost until every contestant
    has chosen."""
    frame = ghost_base.ghost_frame(game)
    seat = ghost_base.deciding(game)
    game.emit("ghost_contest_choice", frozenset((seat,)), seat=seat,
              cards=[action.card, action.arg])
    game.stack[-1] = frame._replace(step=frame.step + 1,
                                    data=(*frame.data, action.card, action.arg))


# --- choosing the suit of a Pair (C1.1-4) -------------------------------------------
def run_suit(game: CardState, frame: GhostPhase) -> bool:
    """C1.1-4: the winner of a Pair chooses which card's suit acts."""
    return game.prompt(frame.data[0], "ghost_suit", public_forced=False,
                       cards=list(frame.data[1:]))


def legal_ghost_suit(game: CardState) -> tuple[Action, ...]:
    """C1.1-4: the suits of the Pair's two cards."""
    frame = ghost_base.ghost_frame(game)
    return tuple(Action("suit", arg=SUITS.index(s)) for s in action_suits(*frame.data[1:]))


def answer_ghost_suit(game: CardState, action: Action) -> None:
    """C1.1-4: the ghost action of the chosen suit starts (C1.2)."""
    frame = ghost_base.ghost_frame(game)
    game.stack.pop()
    start_action(game, frame.data[0], SUITS[action.arg])


# --- the ghost actions (C1.2) -------------------------------------------------------
def start_action(game: CardState, ghost: int, suit: str) -> None:
    """C1.2: the winning Ghost's action of ``suit`` starts (♥ heal, ♦ will, ♣ spook,
    ♠ scare)."""
    game.count("ghost_action_" + _COUNTER[suit])
    game.ghost.actor = ghost
    game.emit("ghost_action", seat=ghost, suit=suit)
    game.stack.append(GhostPhase(name=_ACTION_FRAME[suit], step=0, data=(ghost, -1)))


def run_ghost_action(game: CardState, frame: GhostPhase) -> bool:
    """C1.2: the ghost action's next choice; the ♦ Ghost first chooses how many cards
    (a Deputy Ghost may take two, C1.3-7) and draws them; with no choice left it is void."""
    if frame.name == "diamond":
        if frame.step == 0 and game.roles[frame.data[0]] != DEPUTY:
            game.stack[-1] = frame._replace(step=1, data=(frame.data[0], 1))
            return False
        if frame.step == 1:
            return draw_will(game, frame)
    if not ghost_action_options(game, frame):
        game.stack.pop()
        if frame.name == "spade" and frame.data[1] >= 0:
            scare(game, [frame.data[1]])
        elif frame.step == 0:
            game.emit("ghost_action_void", seat=frame.data[0])
        return False
    kind = "ghost_give" if frame.name == "diamond" and frame.step == 2 else "ghost_action"
    return game.prompt(frame.data[0], kind, public_forced=False, action=frame.name,
                       step=frame.step)


def ghost_action_options(game: CardState, frame: GhostPhase) -> list[Action]:
    """C1.2 with the role bonuses: ♥ a living player (an Outlaw Ghost: himself, C1.3-6),
    ♦ one card or the Deputy's two, ♣ a card of a living player, ♠ a living player (a
    Renegade Ghost: a second, different one, or done)."""
    ghost, first = frame.data
    role = game.roles[ghost]
    living = game.living()
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
            acts = [Action("give", c, s) for c in game.limbo for s in living]
    elif name == "club":
        for s in living:
            if s == first:
                continue
            if game.hands[s]:
                acts.append(Action("spook", -1, s))
            acts.extend(Action("spook", c, s) for c in game.tables[s])
        if frame.step == 1 and acts:
            acts.append(Action("done"))
    else:
        acts = [Action("scare", target=s) for s in living if s != first]
        if frame.step == 1 and acts:
            acts.append(Action("done"))
    return acts


def legal_ghost_action(game: CardState) -> tuple[Action, ...]:
    """C1.2: the ghost action's choices (``ghost_action_options``)."""
    return tuple(ghost_action_options(game, ghost_base.ghost_frame(game)))


def answer_ghost_action(game: CardState, action: Action) -> None:
    """C1.2: the chosen heal, revival, will, spook or scare; a Renegade Ghost's first ♣
    or ♠ target waits for his second."""
    frame = ghost_base.ghost_frame(game)
    ghost, first = frame.data
    kind = action.kind
    if kind == "heal":
        game.stack.pop()
        game.emit("ghost_heals", seat=ghost, target=action.target)
        game.heal(action.target, 1)
    elif kind == "revive":
        game.stack.pop()
        revive(game, ghost)
    elif kind == "will":
        game.stack[-1] = frame._replace(step=1, data=(ghost, action.arg))
    elif kind == "spook":
        spook(game, ghost, action.card, action.target)
        if frame.step == 0 and game.roles[ghost] == RENEGADE:
            game.stack[-1] = frame._replace(step=1, data=(ghost, action.target))
        else:
            game.stack.pop()
    elif kind == "scare":
        if frame.step == 0 and game.roles[ghost] == RENEGADE:
            game.stack[-1] = frame._replace(step=1, data=(ghost, action.target))
        else:
            game.stack.pop()
            scare(game, [first, action.target] if first >= 0 else [action.target])
    else:  # "done": the Renegade's second target is optional
        game.stack.pop()
        if frame.name == "spade":
            scare(game, [first])


# ♥ ----------------------------------------------------------------------------------
def revive(game: CardState, seat: int) -> None:
    """C1.3-6: the Outlaw Ghost lives again at 1 life, his Ghost hand his hand."""
    game.alive[seat] = True
    game.life[seat] = 1
    game.ghost.ghosts[seat] = False
    game.ghost.revived[seat] = True
    game.rebuild_distances()
    game.refresh_abilities(seat)
    game.count("dr_revivals")
    game.emit("ghost_revived", seat=seat, life=1)


def end_revival(game: CardState, seat: int) -> None:
    """C1.3-6: at the end of his next turn he is a Ghost again: his cards in play are
    discarded, he keeps his hand.  Not an elimination (no bounty, no Vulture Sam); the
    victory rules of A10 are looked at again when the next turn starts, since he no
    longer counts as a living Outlaw."""
    game.alive[seat] = False
    game.life[seat] = 0
    table = game.tables[seat]
    for card in table:
        game.to_discard(card)
    game.emit("ghost_again", seat=seat, table=list(table))
    table.clear()
    ghost_base.become_ghost(game, seat)
    game.rebuild_distances()
    game.refresh_abilities(seat)
    game.deaths_unchecked = True
    if game.config.dc_triggers_on_ghost_removal:
        # E10: Greg Digger and Herb Hunter count this as an elimination only with the
        # option (by default it is ghost bookkeeping, not a death).
        death.after_elimination(game, seat)


# ♦ ----------------------------------------------------------------------------------
def draw_will(game: CardState, frame: GhostPhase) -> bool:
    """C1.2 ♦: the Ghost draws one card (a Deputy Ghost two, C1.3-7) and sees them;
    with none left to draw the action is void."""
    ghost, count = frame.data
    for _ in range(count):
        card = game.take_top()
        if card >= 0:
            game.limbo.append(card)
    if not game.limbo:
        game.stack.pop()
        game.emit("ghost_action_void", seat=ghost)
        return False
    game.emit("ghost_will_draws", frozenset((ghost,)), seat=ghost, cards=list(game.limbo))
    game.stack[-1] = frame._replace(step=2)
    return False


def answer_ghost_give(game: CardState, action: Action) -> None:
    """C1.2 ♦: the chosen card goes into a living player's hand; the Deputy's other card
    is discarded or put back on top (C1.3-7, ``dr_will_extra_card``)."""
    frame = ghost_base.ghost_frame(game)
    ghost = frame.data[0]
    game.stack.pop()
    card, target = action.card, action.target
    game.limbo.remove(card)
    game.hands[target].append(card)
    game.emit("ghost_will_gives", frozenset((ghost, target)), seat=ghost, target=target,
              cards=[card])
    # C1.3-7: the Deputy's unchosen card.
    for other in game.limbo:
        if game.config.dr_will_extra_card == "top_of_deck":
            game.deck.append(other)
            game.emit("ghost_will_returns", frozenset((ghost,)), seat=ghost, cards=[other])
        else:
            game.to_discard(other)
            game.emit("ghost_will_discards", seat=ghost, card=other)
    game.limbo.clear()


# ♣ ----------------------------------------------------------------------------------
def spook(game: CardState, ghost: int, card: int, target: int) -> None:
    """C1.2 ♣: a chosen card in play, or a random card from the hand, is discarded."""
    if card < 0:
        card = game.random_hand_card(target)
        game.to_discard(card)
        game.emit("ghost_spooks_hand", seat=ghost, victim=target, card=card)
        game.after_hand_loss(target)
    else:
        game.tables[target].remove(card)
        game.to_discard(card)
        game.emit("ghost_spooks_table", seat=ghost, victim=target, card=card)


# ♠ ----------------------------------------------------------------------------------
def scare(game: CardState, targets: list[int]) -> None:
    """C1.2 ♠, C1.3-8: a BANG! effect by nobody on each target, the first resolving
    first.  Slab the Killer's double Missed! does not apply (need 1)."""
    for target in reversed(targets):
        game.emit("ghost_scares", seat=game.ghost.actor, target=target)
        start_shot(game, target, -1, -1)


class DeadReckonin(GhostRules):
    """RULES.md C1 as the ruleset's hooks: Ghosts draw to four on their turn, contest
    after each Sheriff turn, and a revived Outlaw is a Ghost again after his turn."""

    key = "dead_reckonin"
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "ghost_contest": (legal_ghost_contest, answer_ghost_contest),
        "ghost_suit": (legal_ghost_suit, answer_ghost_suit),
        "ghost_action": (legal_ghost_action, answer_ghost_action),
        "ghost_give": (legal_ghost_action, answer_ghost_give),
    }

    def settle(self, game: CardState) -> bool:
        """The deaths of the last card or event are settled: nothing to declare here,
        but victory is looked at first (A14.7)."""
        if not game.ghost.new_dead:
            return False
        if game.deaths_unchecked:
            death.check_victory(game)
            if game.game_over:
                return True
        game.ghost.new_dead.clear()
        return False

    def ghost_turn(self, game: CardState, seat: int, step: int) -> bool:
        """C1.1-2: draw until holding four cards."""
        dr_ghost_turn(game, seat)
        return False

    def new_ghost(self, game: CardState, seat: int) -> None:
        """C1.1-1: a new Ghost draws two."""
        ghost_base.ghost_draw(game, seat, 2, "ghost")
        game.ghost.new_dead.append(seat)

    def after_turn(self, game: CardState, seat: int) -> bool:
        """C1.1-3, C1.3-6: a revival ends, or the Ghosts contest after the Sheriff's turn
        (``dr_after_turn``)."""
        return dr_after_turn(game, seat)

    def replaces_elimination(self, game: CardState, seat: int) -> bool:
        """C1.3-6 with ``dr_revived_death_is_elimination = false``: a revived Outlaw who
        dies simply becomes a Ghost again (no bounty, no Vulture Sam)."""
        if game.ghost.revived[seat] and not game.config.dr_revived_death_is_elimination:
            game.stack.pop()
            end_revival(game, seat)
            return True
        return False

    def victory(self, game: CardState) -> frozenset[int] | None:
        """C1.3-9: a Ghost action that leaves no player alive makes the dead
        Renegade(s) win, over A10(a)."""
        if any(game.alive):
            return None
        actor = game.ghost.actor
        if game.config.dr_all_dead_renegades == "acting_renegade_only":
            renegades = frozenset(s for s in (actor,) if s >= 0 and game.roles[s] == RENEGADE)
        else:
            renegades = frozenset(s for s in range(game.n) if game.roles[s] == RENEGADE)
        return renegades or None

    def run_phase(self, game: CardState, frame: GhostPhase) -> bool:
        """C1.1-3, C1.1-4, C1.2: the contest, the choice of a Pair's suit and the four ghost
        actions."""
        name = frame.name
        if name == "contest":
            return run_contest(game, frame)
        if name == "suit":
            return run_suit(game, frame)
        if name in ("heart", "diamond", "club", "spade"):
            return run_ghost_action(game, frame)
        return super().run_phase(game, frame)
