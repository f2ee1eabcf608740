"""Out-of-turn answers (RULES.md A7): Missed! and Barrel against a BANG! effect, the Duel
back and forth, Indians! and Gatling round the table, General Store picks, and choosing a
victim's card for Panic! and Cat Balou."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bang.cards import ghosts
from bang.cards.actions import BANG as BANG_ACTION
from bang.cards.actions import BARREL as BARREL_ACTION
from bang.cards.actions import MISSED as MISSED_ACTION
from bang.cards.actions import PICK, TAKE
from bang.cards.data import BANG, CALAMITY_JANET, GATLING, IS_HEART, KIND, MISSED
from bang.cards.frames import Check, Damage, DuelFrame, IndiansAnswer, Round, Shot, Steal, Store
from bang.core.protocol import Action

if TYPE_CHECKING:
    from bang.cards.game import CardGame


def answer_cards(game: CardGame, seat: int, calamity_swaps: bool, kind: int) -> list[int]:
    """Cards of ``seat`` that count as ``kind`` (Calamity Janet swaps BANG!/Missed!)."""
    other = MISSED if kind == BANG else BANG
    swap = calamity_swaps and game.characters[seat] == CALAMITY_JANET
    # Plain loops here and below: asked at every shot, duel and round, over a handful of
    # cards, where a comprehension or generator costs a call of its own.
    cards: list[int] = []
    for c in game.hands[seat]:
        if KIND[c] == kind or (swap and KIND[c] == other):
            cards.append(c)
    return cards


def bang_or_take(game: CardGame, seat: int) -> tuple[Action, ...]:
    """A7 Duel and Indians!: discard a BANG! (Calamity Janet: or a Missed!), or lose a
    life point."""
    acts: list[Action] = []
    for c in answer_cards(game, seat, True, BANG):
        acts.append(BANG_ACTION[c])
    acts.extend(game.sid_window(seat))
    acts.append(TAKE)
    return tuple(acts)


def discard_answer(game: CardGame, seat: int, card: int, counts_as: str) -> None:
    """A card given up in answer (Missed!, or a BANG! for a Duel or Indians!);
    ``counts_as`` (``"missed"`` or ``"bang"``) says which, so the log can tell Calamity
    Janet's swapped cards apart."""
    game.remove_from_hand(seat, card)
    game.to_discard(card)
    game.emit("respond", seat=seat, card=card, counts_as=counts_as)
    game.after_hand_loss(seat)


# The frames below are rebuilt field by field rather than with ``_replace``, which costs
# three times as much on the hot path of every shot, duel and round.

# --- a BANG! effect ------------------------------------------------------------
def run_shot(game: CardGame, frame: Shot) -> bool:
    need = frame.need
    if frame.checking:
        card = game.check_card
        if card >= 0 and IS_HEART[card]:
            need -= 1
            game.emit("barrel_cancels", seat=frame.target, card=card)
        frame = Shot(frame.target, frame.source, frame.card, need, frame.barrels, False)
        game.stack[-1] = frame
    target = frame.target
    if need <= 0 or not game.alive[target]:
        if need <= 0:
            game.emit("missed", seat=target, source=frame.source)
        game.stack.pop()
        return False
    public = not game.hands[target] and frame.barrels == 0
    return game.prompt(target, "respond", public_forced=public, source=frame.source,
                       card=frame.card, need=need, barrels=frame.barrels)


def legal_respond(game: CardGame) -> tuple[Action, ...]:
    frame = game.stack[-1]
    assert isinstance(frame, Shot)
    seat = frame.target
    acts = [BARREL_ACTION] if frame.barrels > 0 else []
    for c in answer_cards(game, seat, True, MISSED):
        acts.append(MISSED_ACTION[c])
    acts.extend(game.sid_window(seat))
    acts.append(TAKE)
    return tuple(acts)


def answer_respond(game: CardGame, action: Action) -> None:
    frame = game.stack[-1]
    assert isinstance(frame, Shot)
    seat = frame.target
    kind = action.kind
    if kind == "barrel":
        game.stack[-1] = Shot(seat, frame.source, frame.card, frame.need, frame.barrels - 1,
                              True)
        game.stack.append(Check(seat, "barrel"))
    elif kind == "missed":
        discard_answer(game, seat, action.card, "missed")
        game.stack[-1] = Shot(seat, frame.source, frame.card, frame.need - 1, frame.barrels,
                              frame.checking)
    elif kind == "sid":
        game.answer_sid(seat, action)
    else:
        game.stack.pop()
        game.stack.append(Damage(seat, 1, frame.source, 0))


# --- Duel -------------------------------------------------------------------------
def run_duel(game: CardGame, frame: DuelFrame) -> bool:
    seat = frame.current
    other = frame.challenger if seat == frame.challenged else frame.challenged
    if not game.alive[seat] or not game.alive[other]:
        game.stack.pop()
        return False
    return game.prompt(seat, "duel", public_forced=not game.hands[seat],
                       challenger=frame.challenger, challenged=frame.challenged)


def legal_duel(game: CardGame) -> tuple[Action, ...]:
    frame = game.stack[-1]
    assert isinstance(frame, DuelFrame)
    return bang_or_take(game, frame.current)


def answer_duel(game: CardGame, action: Action) -> None:
    frame = game.stack[-1]
    assert isinstance(frame, DuelFrame)
    seat = frame.current
    if action.kind == "bang":
        discard_answer(game, seat, action.card, "bang")
        other = frame.challenger if seat == frame.challenged else frame.challenged
        game.stack[-1] = DuelFrame(frame.challenger, frame.challenged, other)
        return
    if action.kind == "sid":
        game.answer_sid(seat, action)
        return
    game.stack.pop()
    # A9.4: the challenger is responsible if the challenged loses; otherwise nobody,
    # or the challenged with duel_winner_is_killer.
    if seat == frame.challenged:
        source = frame.challenger
    else:
        source = frame.challenged if game.config.duel_winner_is_killer else -1
    game.stack.append(Damage(seat, 1, source, 0))


# --- Indians! and Gatling round the table ---------------------------------------
def run_round(game: CardGame, frame: Round) -> bool:
    remaining = frame.remaining
    while remaining and not game.alive[remaining[0]]:
        remaining = remaining[1:]
    if not remaining:
        game.stack.pop()
        return False
    target = remaining[0]
    game.stack[-1] = Round(frame.kind, frame.source, remaining[1:])
    if frame.kind == GATLING:
        game.stack.append(Shot(target, frame.source, -1, 1, game.barrels(target), False))
    else:
        game.stack.append(IndiansAnswer(target, frame.source))
    return False


def run_indians(game: CardGame, frame: IndiansAnswer) -> bool:
    return game.prompt(frame.target, "indians", public_forced=not game.hands[frame.target],
                       source=frame.source)


def legal_indians(game: CardGame) -> tuple[Action, ...]:
    frame = game.stack[-1]
    assert isinstance(frame, IndiansAnswer)
    return bang_or_take(game, frame.target)


def answer_indians(game: CardGame, action: Action) -> None:
    frame = game.stack[-1]
    assert isinstance(frame, IndiansAnswer)
    seat = frame.target
    if action.kind == "bang":
        discard_answer(game, seat, action.card, "bang")
        game.stack.pop()
    elif action.kind == "sid":
        game.answer_sid(seat, action)
    else:
        game.stack.pop()
        game.stack.append(Damage(seat, 1, frame.source, 0))


# --- General Store --------------------------------------------------------------
def run_store(game: CardGame, frame: Store) -> bool:
    order = frame.order
    while order and not ghosts.store_member(game, order[0]):
        order = order[1:]
    if not order or not game.limbo:
        for card in game.limbo:
            game.to_discard(card)
        game.limbo.clear()
        game.stack.pop()
        return False
    if order != frame.order:
        game.stack[-1] = Store(frame.source, order)
    return game.prompt(order[0], "store_pick", public_forced=len(game.limbo) == 1,
                       cards=list(game.limbo))


def legal_store_pick(game: CardGame) -> tuple[Action, ...]:
    acts: list[Action] = []
    for card in game.limbo:
        acts.append(PICK[card])
    frame = game.stack[-1]
    assert isinstance(frame, Store)
    acts.extend(game.sid_window(frame.order[0]))
    return tuple(acts)


def answer_store_pick(game: CardGame, action: Action) -> None:
    frame = game.stack[-1]
    assert isinstance(frame, Store)
    seat = frame.order[0]
    if action.kind == "sid":
        game.answer_sid(seat, action)
        return
    game.limbo.remove(action.card)
    game.hands[seat].append(action.card)
    game.emit("store_pick", seat=seat, card=action.card)
    game.stack[-1] = Store(frame.source, frame.order[1:])


# --- Panic! and Cat Balou -------------------------------------------------------
def run_steal(game: CardGame, frame: Steal) -> bool:
    target = frame.target
    if not game.alive[target] or (not game.hands[target] and not game.tables[target]):
        game.stack.pop()
        return False
    public = not game.tables[target] or (not game.hands[target]
                                          and len(game.tables[target]) == 1)
    return game.prompt(frame.seat, "choose_card", public_forced=public, target=target,
                       keep=frame.keep)


def legal_choose_card(game: CardGame) -> tuple[Action, ...]:
    frame = game.stack[-1]
    assert isinstance(frame, Steal)
    target = frame.target
    acts = [Action("hand")] if game.hands[target] else []
    acts.extend(Action("table", c) for c in game.tables[target])
    acts.extend(game.sid_window(frame.seat))
    return tuple(acts)


def answer_choose_card(game: CardGame, action: Action) -> None:
    frame = game.stack[-1]
    assert isinstance(frame, Steal)
    seat, target = frame.seat, frame.target
    if action.kind == "sid":
        game.answer_sid(seat, action)
        return
    game.stack.pop()
    if action.kind == "hand":
        card = game.random_hand_card(target)
        if frame.keep:
            game.hands[seat].append(card)
            game.emit("take_from_hand", frozenset((seat, target)), seat=seat, victim=target,
                      why="panic", cards=[card])
        else:
            game.to_discard(card)
            game.emit("discard_from_hand", seat=seat, victim=target, card=card)
        game.after_hand_loss(target)
        return
    card = action.card
    game.tables[target].remove(card)
    if frame.keep:
        game.hands[seat].append(card)
        game.emit("take_from_table", seat=seat, victim=target, card=card)
    else:
        game.to_discard(card)
        game.emit("discard_from_table", seat=seat, victim=target, card=card)
