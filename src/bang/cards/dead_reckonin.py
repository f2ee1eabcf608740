"""Dead Reckonin' (RULES.md C1): Ghosts draw to four on their turn, and after each
Sheriff turn they play two cards each; the best hand performs one ghost action.

Frames (``GhostPhase.name``):
- ``contest``: ``data`` = (k, seat_1..seat_k, then the chosen card pairs); ``step`` is how
  many contestants have chosen.  Choices stay hidden until every contestant has chosen.
- ``suit``: ``data`` = (winner, card, card): the winner of a Pair picks the suit.
- ``heart``, ``diamond``, ``club``, ``spade``: ``data`` = (ghost, first target or count).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bang.cards import ghost_base
from bang.cards.data import DEPUTY, OUTLAW, RENEGADE, SHERIFF, SUITS
from bang.cards.frames import GhostPhase, Shot
from bang.cards.poker import action_suits, contest_winner
from bang.core.protocol import Action

if TYPE_CHECKING:
    from bang.cards.game import CardGame

_ACTION_FRAME = {"♥": "heart", "♦": "diamond", "♣": "club", "♠": "spade"}
_COUNTER = {"♥": "hearts", "♦": "diamonds", "♣": "clubs", "♠": "spades"}


# --- the Ghost's turn (C1.1-2) -------------------------------------------------------
def dr_ghost_turn(game: CardGame, seat: int) -> None:
    """Draw until holding 4 cards; no phases 2 or 3, no draw!, no hand limit."""
    missing = 4 - len(game.hands[seat])
    if missing > 0:
        ghost_base.ghost_draw(game, seat, missing, "ghost_turn")


# --- after a turn -------------------------------------------------------------------
def dr_after_turn(game: CardGame, seat: int) -> bool:
    if game.ghost.revived[seat] and game.alive[seat]:
        end_revival(game, seat)
        return False
    if game.roles[seat] != SHERIFF or not game.alive[seat]:
        return False
    if not game.config.dr_contest_after_skipped_sheriff_turn and turn_was_skipped(game, seat):
        return False
    return start_contest(game, seat)


def turn_was_skipped(game: CardGame, seat: int) -> bool:
    """C1.3-1: whether ``seat``'s turn that just ended was skipped (Jail)."""
    log = game.log
    for index in range(len(log) - 1, -1, -1):  # newest first (not reversed(): mypyc 2.4)
        event = log[index]
        if event.kind == "jail_skips_turn" and event.data.get("seat") == seat:
            return True
        if event.kind == "turn":
            return False
    return False


def start_contest(game: CardGame, sheriff: int) -> bool:
    """C1.1-3, C1.3-2: every Ghost holding at least ``dr_min_cards`` cards, in seat
    order from the Sheriff's left, chooses two cards."""
    minimum = game.config.dr_min_cards
    seats = [s for s in ghost_base.dead_in_order(game, sheriff) if len(game.hands[s]) >= minimum]
    if not seats:
        return False
    game.stack.append(GhostPhase("contest", 0, (len(seats), *seats)))
    return True


def run_contest(game: CardGame, frame: GhostPhase) -> bool:
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
    if len(suits) == 2:
        game.stack.append(GhostPhase("suit", 0, (winner, a, b)))
    else:
        start_action(game, winner, suits[0])
    return False


def legal_ghost_contest(game: CardGame) -> tuple[Action, ...]:
    hand = sorted(game.hands[ghost_base.deciding(game)])
    return tuple(Action("contest", a, -1, b) for i, a in enumerate(hand)
                 for b in hand[i + 1:])


def answer_ghost_contest(game: CardGame, action: Action) -> None:
    frame = ghost_base.ghost_frame(game)
    seat = ghost_base.deciding(game)
    game.emit("ghost_contest_choice", frozenset((seat,)), seat=seat,
              cards=[action.card, action.arg])
    game.stack[-1] = frame._replace(step=frame.step + 1,
                                    data=(*frame.data, action.card, action.arg))


# --- choosing the suit of a Pair (C1.1-4) -------------------------------------------
def run_suit(game: CardGame, frame: GhostPhase) -> bool:
    return game.prompt(frame.data[0], "ghost_suit", public_forced=False,
                       cards=list(frame.data[1:]))


def legal_ghost_suit(game: CardGame) -> tuple[Action, ...]:
    frame = ghost_base.ghost_frame(game)
    return tuple(Action("suit", arg=SUITS.index(s)) for s in action_suits(*frame.data[1:]))


def answer_ghost_suit(game: CardGame, action: Action) -> None:
    frame = ghost_base.ghost_frame(game)
    game.stack.pop()
    start_action(game, frame.data[0], SUITS[action.arg])


# --- the ghost actions (C1.2) -------------------------------------------------------
def start_action(game: CardGame, ghost: int, suit: str) -> None:
    game.count("ghost_action_" + _COUNTER[suit])
    game.ghost.actor = ghost
    game.emit("ghost_action", seat=ghost, suit=suit)
    game.stack.append(GhostPhase(_ACTION_FRAME[suit], 0, (ghost, -1)))


def run_ghost_action(game: CardGame, frame: GhostPhase) -> bool:
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


def ghost_action_options(game: CardGame, frame: GhostPhase) -> list[Action]:
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


def legal_ghost_action(game: CardGame) -> tuple[Action, ...]:
    return tuple(ghost_action_options(game, ghost_base.ghost_frame(game)))


def answer_ghost_action(game: CardGame, action: Action) -> None:
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
def revive(game: CardGame, seat: int) -> None:
    """C1.3-6: the Outlaw Ghost lives again at 1 life, his Ghost hand his hand."""
    game.alive[seat] = True
    game.life[seat] = 1
    game.ghost.ghosts[seat] = False
    game.ghost.revived[seat] = True
    game.rebuild_distances()
    game.count("dr_revivals")
    game.emit("ghost_revived", seat=seat, life=1)


def end_revival(game: CardGame, seat: int) -> None:
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
    game.deaths_unchecked = True


# ♦ ----------------------------------------------------------------------------------
def draw_will(game: CardGame, frame: GhostPhase) -> bool:
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


def answer_ghost_give(game: CardGame, action: Action) -> None:
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
def spook(game: CardGame, ghost: int, card: int, target: int) -> None:
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
def scare(game: CardGame, targets: list[int]) -> None:
    """C1.2 ♠, C1.3-8: a BANG! effect by nobody on each target, the first resolving
    first.  Slab the Killer's double Missed! does not apply (need 1)."""
    for target in reversed(targets):
        game.emit("ghost_scares", seat=game.ghost.actor, target=target)
        game.stack.append(Shot(target, -1, -1, 1, game.barrels(target), False))
