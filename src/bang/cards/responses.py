"""Out-of-turn answers (RULES.md A7): Missed! and Barrel against a BANG! effect, the Duel
back and forth, Indians! and Gatling round the table, General Store picks, and choosing a
victim's card for Panic! and Cat Balou.

The frames are started by the cards' effects (``bang.cards.base_cards``); what a card
may be given as (a Missed!, a BANG! for a Duel) is its ``CardKind.answers``.
"""

from __future__ import annotations

from bang.cards import content
from bang.cards.actions import BANG as BANG_ACTION
from bang.cards.actions import BARREL as BARREL_ACTION
from bang.cards.actions import MISSED as MISSED_ACTION
from bang.cards.actions import PICK, TAKE
from bang.cards.content import ANSWER_DRAWS, ANSWERS, AS_BANG, AS_MISSED, GREEN_ANSWER_CARDS
from bang.cards.data import BANG, IS_HEART, KIND, MISSED
from bang.cards.frames import Check, Damage, DuelFrame, IndiansAnswer, Round, Shot, Steal, Store
from bang.cards.play import calamity_bang
from bang.cards.state import CardState
from bang.core.protocol import Action


def answer_cards(game: CardState, seat: int, what: str) -> list[int]:
    """Cards of ``seat`` that may be given as ``what`` (``AS_MISSED`` or ``AS_BANG``):
    those whose kind answers so, and for Calamity Janet the other of the two (A12)."""
    powers = game.powers[seat]
    if what == AS_MISSED and powers.any_card_missed:
        return list(game.hands[seat])  # Dodge City's Elena Fuente (E6.1): any hand card
    swap = powers.swaps_bang_missed
    # Plain loops here and below: asked at every shot, duel and round, over a handful of
    # cards, where a comprehension or generator costs a call of its own.
    cards: list[int] = []
    if swap:
        # E9-11: her swap concerns the cards named BANG! and Missed! (and, as a BANG!,
        # Dodge with ``calamity_dodge_as_bang``).
        for c in game.hands[seat]:
            kind = KIND[c]
            if ANSWERS[kind] == what or kind in (BANG, MISSED) or (
                    what == AS_BANG and calamity_bang(game, kind)):
                cards.append(c)
        return cards
    for c in game.hands[seat]:
        if ANSWERS[KIND[c]] == what:
            cards.append(c)
    return cards


def start_shot(game: CardState, target: int, source: int, card: int, need: int = 1) -> None:
    """A BANG! effect on ``target`` (A7: a BANG! card, Gatling, a Ghost's ♠): it needs
    ``need`` cancels, and ``target`` may first draw! once per Barrel he has (A12)."""
    barrels = game.barrels(target)
    game.stack.append(Shot(target, source, card, need, barrels, False))


def bang_or_take(game: CardState, seat: int) -> tuple[Action, ...]:
    """A7 Duel and Indians!: discard a BANG! (Calamity Janet: or a Missed!), or lose a
    life point."""
    acts: list[Action] = []
    for c in answer_cards(game, seat, AS_BANG):
        acts.append(BANG_ACTION[c])
    if game.powers[seat].pairs_for_life:
        acts.extend(game.sid_window(seat))
    acts.append(TAKE)
    return tuple(acts)


def discard_answer(game: CardState, seat: int, card: int, counts_as: str) -> None:
    """A7: a card given up in answer (a Missed!, or a BANG! for a Duel or Indians!) goes
    to the discard pile; ``counts_as`` (``"missed"`` or ``"bang"``) says which, so the log
    can tell Calamity Janet's swapped cards apart (A12)."""
    game.remove_from_hand(seat, card)
    game.to_discard(card)
    game.emit("respond", seat=seat, card=card, counts_as=counts_as)
    game.after_hand_loss(seat)
    if game.powers[seat].on_hand_used is not None:
        game.hand_used(seat, 1)


# On the hot path of every shot, hit, duel and round a frame moving on is rebuilt from
# its own fields, unpacked into named locals, in field order (frames.py: positional
# construction is a third cheaper than by keyword, ``_replace`` three times dearer).

# --- a BANG! effect ------------------------------------------------------------
def run_shot(game: CardState, frame: Shot) -> bool:
    """A7: a BANG! effect waits for its cancels: a Barrel draw! just made counts on ♥;
    with enough cancels (or a dead target) it is over, otherwise the target answers."""
    target, source, card, need, barrels, checking = frame
    if checking:
        flipped = game.check_card
        if flipped >= 0 and (IS_HEART[flipped] if not game.forced_suit
                             else game.forced_suit == "♥"):  # F5.1-2
            need -= 1
            game.emit("barrel_cancels", seat=target, card=flipped)
        game.stack[-1] = Shot(target, source, card, need, barrels, False)
    if need <= 0 or not game.alive[target]:
        if need <= 0:
            game.emit("missed", seat=target, source=source)
        game.stack.pop()
        return False
    public = not game.hands[target] and barrels == 0
    return game.prompt(target, "respond", public_forced=public, source=source,
                       card=card, need=need, barrels=barrels)


def legal_respond(game: CardState) -> tuple[Action, ...]:
    """A7: against a BANG! effect, a Barrel draw! while one is left (A12: one per Barrel,
    Jourdonnais's too), each card that counts as a Missed!, Sid Ketchum's pairs where his
    window allows them, or taking the hit."""
    frame = game.stack[-1]
    assert isinstance(frame, Shot)
    seat = frame.target
    acts = [BARREL_ACTION] if frame.barrels > 0 else []
    for c in answer_cards(game, seat, AS_MISSED):
        acts.append(MISSED_ACTION[c])
    if game.powers[seat].pairs_for_life:
        acts.extend(game.sid_window(seat))
    acts.append(TAKE)
    return tuple(acts)


def answer_respond(game: CardState, action: Action) -> None:
    """A7: a Barrel draw! (A12: one per Barrel), a Missed! (one cancel), Sid Ketchum's
    pair with the literal-reading option, or the hit."""
    frame = game.stack[-1]
    assert isinstance(frame, Shot)
    target, source, card, need, barrels, checking = frame
    kind = action.kind
    if kind == "barrel":
        game.stack[-1] = Shot(target, source, card, need, barrels - 1, True)
        game.stack.append(Check(target, "barrel"))
    elif kind == "missed":
        discard_answer(game, target, action.card, "missed")
        game.stack[-1] = Shot(target, source, card, need - 1, barrels, checking)
    elif kind == "sid":
        game.answer_sid(target, action)
    else:
        game.stack.pop()
        amount, step = 1, 0
        game.stack.append(Damage(target, amount, source, step))


def legal_respond_greens(game: CardState) -> tuple[Action, ...]:
    """``legal_respond`` in a game with green cards (Dodge City): also each ready green
    Missed! card in front of the target (E4.1-4), before taking the hit.  A game without
    them never asks (``dispatch.GREEN_LEGAL``)."""
    acts = legal_respond(game)
    frame = game.stack[-1]
    assert isinstance(frame, Shot)
    table = game.tables[frame.target]
    if GREEN_ANSWER_CARDS.isdisjoint(table) or game.cards_off(frame.target, green=True):
        # During Belle Star's turn no green card in front of another may be used, out of
        # turn Missed! cards included (E9-4, E11-18).
        return acts
    fresh = game.green_new
    uses = [Action("use", c) for c in table if c in GREEN_ANSWER_CARDS and c not in fresh]
    return (*acts[:-1], *uses, acts[-1]) if uses else acts


def answer_respond_greens(game: CardState, action: Action) -> None:
    """``answer_respond`` in a game with green cards: a green Missed! card leaves play for
    the pile, then cancels (E4.1-2, -4); Dodge and Bible draw their card at once, as part
    of the answer (E4.4, E9-16)."""
    kind = action.kind
    frame = game.stack[-1]
    assert isinstance(frame, Shot)
    target, source, card, need, barrels, checking = frame
    answer = action.card
    if kind == "use":
        game.tables[target].remove(answer)
        game.to_discard(answer)
        game.emit("respond", seat=target, card=answer, counts_as="missed", used=True)
        game.stack[-1] = Shot(target, source, card, need - 1, barrels, checking)
    else:
        answer_respond(game, action)
        if kind != "missed":
            return
    kind_id = KIND[answer]
    draws = ANSWER_DRAWS[kind_id]
    if draws:
        game.draw(target, draws, content.KINDS[kind_id].key)


# --- Duel -------------------------------------------------------------------------
def run_duel(game: CardState, frame: DuelFrame) -> bool:
    """A7 Duel: the duellist whose go it is answers; once either of the two is out of
    the game the duel is over."""
    seat = frame.current
    other = frame.challenger if seat == frame.challenged else frame.challenged
    if not game.alive[seat] or not game.alive[other]:
        game.stack.pop()
        game.settle_owed_draws()
        return False
    return game.prompt(seat, "duel", public_forced=not game.hands[seat],
                       challenger=frame.challenger, challenged=frame.challenged)


def legal_duel(game: CardState) -> tuple[Action, ...]:
    """A7 Duel: a BANG! (Calamity Janet: or a Missed!; never a Barrel), Sid Ketchum's
    pairs in his window, or losing the duel."""
    frame = game.stack[-1]
    assert isinstance(frame, DuelFrame)
    return bang_or_take(game, frame.current)


def answer_duel(game: CardState, action: Action) -> None:
    """A7 Duel: a discarded BANG! passes the duel to the other player; otherwise the one
    answering loses a life, caused as A9.4 says (by the challenger if the challenged loses;
    by nobody, or by the challenged with ``duel_winner_is_killer``, if the challenger does)."""
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
    # The Duel is over: what was owed until its end is drawn before its loser is hit
    # (Molly Stark, E6.1 Molly Stark 2).
    game.settle_owed_draws()
    # A9.4: the challenger is responsible if the challenged loses; otherwise nobody,
    # or the challenged with duel_winner_is_killer.
    if seat == frame.challenged:
        source = frame.challenger
    else:
        source = frame.challenged if game.config.duel_winner_is_killer else -1
    amount, step = 1, 0
    game.stack.append(Damage(seat, amount, source, step))


# --- Indians! and Gatling round the table ---------------------------------------
def run_round(game: CardState, frame: Round) -> bool:
    """A7 Indians! and Gatling: the next living target clockwise answers (a BANG! to
    discard, or a Gatling's BANG! effect), each in full before the next (A10, "All die at
    once")."""
    remaining = frame.remaining
    while remaining and not game.alive[remaining[0]]:
        remaining = remaining[1:]
    if not remaining:
        game.stack.pop()
        return False
    target = remaining[0]
    kind, source, _, shots = frame
    game.stack[-1] = Round(kind, source, remaining[1:], shots)
    if frame.shots:
        start_shot(game, target, frame.source, -1)
    else:
        game.stack.append(IndiansAnswer(target=target, source=frame.source))
    return False


def run_indians(game: CardState, frame: IndiansAnswer) -> bool:
    """A7 Indians!: the target discards a BANG! or loses a life."""
    return game.prompt(frame.target, "indians", public_forced=not game.hands[frame.target],
                       source=frame.source)


def legal_indians(game: CardState) -> tuple[Action, ...]:
    """A7 Indians!: a BANG! (Calamity Janet: or a Missed!; no Missed! or Barrel
    otherwise), Sid Ketchum's pairs in his window, or the life point."""
    frame = game.stack[-1]
    assert isinstance(frame, IndiansAnswer)
    return bang_or_take(game, frame.target)


def answer_indians(game: CardState, action: Action) -> None:
    """A7 Indians!: a discarded BANG! ends this target's part; otherwise he loses a life,
    caused by the card's player (A9.4)."""
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
        amount, step = 1, 0
        game.stack.append(Damage(seat, amount, frame.source, step))


# --- General Store --------------------------------------------------------------
def run_store(game: CardState, frame: Store) -> bool:
    """A7 General Store: the next in the pick order who takes part picks (the living;
    the dead too in Dead Man's Hand, C2.1-7); what no one is left to pick is discarded."""
    order = frame.order
    rules = game.rules
    while order and not rules.store_member(game, order[0]):
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


def legal_store_pick(game: CardState) -> tuple[Action, ...]:
    """A7 General Store: any of the revealed cards (and Sid Ketchum's pairs in his
    window, A12)."""
    acts: list[Action] = []
    for card in game.limbo:
        acts.append(PICK[card])
    frame = game.stack[-1]
    assert isinstance(frame, Store)
    acts.extend(game.sid_window(frame.order[0]))
    return tuple(acts)


def answer_store_pick(game: CardState, action: Action) -> None:
    """A7 General Store: the chosen card into the picker's hand; the next in order
    picks."""
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
def run_steal(game: CardState, frame: Steal) -> bool:
    """A7 Panic! and Cat Balou: the player chooses which of the target's cards (his
    hand, or a card in play); nothing happens once the target has none or is out."""
    target = frame.target
    if not game.alive[target] or (not game.hands[target] and not game.tables[target]):
        game.stack.pop()
        return False
    public = not game.tables[target] or (not game.hands[target]
                                          and len(game.tables[target]) == 1)
    return game.prompt(frame.seat, "choose_card", public_forced=public, target=target,
                       keep=frame.keep)


def legal_choose_card(game: CardState) -> tuple[Action, ...]:
    """A7 Panic! and Cat Balou: the target's hand (a card of it at random) or each card
    he has in play, and Sid Ketchum's pairs in his window (A12)."""
    frame = game.stack[-1]
    assert isinstance(frame, Steal)
    target = frame.target
    acts = [Action("hand")] if game.hands[target] else []
    acts.extend(Action("table", c) for c in game.tables[target])
    acts.extend(game.sid_window(frame.seat))
    return tuple(acts)


def answer_choose_card(game: CardState, action: Action) -> None:
    """A7: Panic! takes the chosen card into the player's hand, Cat Balou discards it; a
    hand card is taken at random (A7 "draw/discard a card")."""
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
