"""Phase 2 (RULES.md A3, A5, A7): which cards a player may play now, on whom, and what
playing them starts.  Legality lives in ``legal_play`` alone; ``answer_play`` trusts it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bang.cards import ghosts
from bang.cards.actions import END, PLAY
from bang.cards.data import (
    BANG,
    BEER,
    CALAMITY_JANET,
    CAT_BALOU,
    DUEL,
    DYNAMITE,
    GATLING,
    GENERAL_STORE,
    INDIANS,
    IS_BLUE,
    JAIL,
    KIND,
    MISSED,
    OF_KIND,
    PANIC,
    SALOON,
    SHERIFF,
    SLAB_THE_KILLER,
    STAGECOACH,
    VOLCANIC,
    WEAPON_RANGE,
    WELLS_FARGO,
    WILLY_THE_KID,
)
from bang.cards.frames import DISCARD, TURN, DuelFrame, Round, Shot, Steal, Store
from bang.core.protocol import Action

if TYPE_CHECKING:
    from bang.cards.game import CardGame

_NO_TARGET = frozenset((BEER, SALOON, STAGECOACH, WELLS_FARGO, GENERAL_STORE, INDIANS, GATLING))
# Sets built once: ``kind in (PANIC, CAT_BALOU)`` builds its tuple at every test.
_SHOTS = frozenset((BANG, MISSED))
_STEALS = frozenset((PANIC, CAT_BALOU))
_ROUNDS = frozenset((INDIANS, GATLING))


def may_bang(game: CardGame, seat: int) -> bool:
    """RULES.md A5: one BANG! per turn unless Volcanic or Willy the Kid."""
    return (game.bangs_played == 0 or game.characters[seat] == WILLY_THE_KID
            or game.has_kind(seat, VOLCANIC))


def legal_play(game: CardGame) -> tuple[Action, ...]:
    seat = game.turn_seat
    hand = game.hands[seat]
    acts: list[Action] = []
    append = acts.append
    others = game.others(seat)
    calamity = game.characters[seat] == CALAMITY_JANET
    reach: list[int] | None = None
    near: list[int] | None = None
    with_cards: list[int] | None = None
    distances: list[int] | None = None
    table = game.tables[seat]
    for card in hand:
        kind = KIND[card]
        play = PLAY[card]
        if kind == BANG or (kind == MISSED and calamity):
            if reach is None:
                if may_bang(game, seat):
                    r = game.weapon_range(seat)
                    if distances is None:
                        distances = game.distances_from(seat)
                    reach = []
                    for t in others:  # a loop: a comprehension costs a call of its own
                        if distances[t] <= r:
                            reach.append(t)
                else:
                    reach = []
            for t in reach:
                append(play[t + 1])
        elif kind == MISSED:
            continue
        elif kind in _NO_TARGET:
            append(play[0])
        elif kind in _STEALS:
            if with_cards is None:
                with_cards = []
                for t in others:
                    if game.hands[t] or game.tables[t]:
                        with_cards.append(t)
            if kind == PANIC:
                if near is None:
                    if distances is None:
                        distances = game.distances_from(seat)
                    near = []
                    for t in with_cards:
                        if distances[t] <= 1:
                            near.append(t)
                targets = near
            else:
                targets = with_cards
            for t in targets:
                append(play[t + 1])
        elif kind == DUEL:
            for t in others:
                append(play[t + 1])
        elif kind == JAIL:
            for t in others:
                if game.roles[t] != SHERIFF and not game.has_kind(t, JAIL):
                    append(play[t + 1])
        elif OF_KIND[kind].isdisjoint(table):
            # Dynamite and equipment: never two cards with the same name (A3 b).
            append(play[0])
    acts.extend(game.sid_window(seat))
    append(END)
    return tuple(acts)


def answer_play(game: CardGame, action: Action) -> None:
    seat = game.turn_seat
    kind_name = action.kind
    if kind_name == "end":
        game.stack[-1] = TURN[seat][DISCARD]
        game.emit("end_play", seat=seat)
        return
    if kind_name == "sid":
        game.answer_sid(seat, action)
        return
    card, target = action.card, action.target
    game.hands[seat].remove(card)
    kind = KIND[card]
    if IS_BLUE[card]:
        equip(game, seat, card, kind, target)
        game.after_hand_loss(seat)
        return
    # A14.1: the played brown card is on the discard pile before its effect, and an
    # emptied hand is refilled before it too (A12 Suzy Lafayette).
    game.to_discard(card)
    if target >= 0:
        game.emit("play", seat=seat, card=card, target=target)
    else:
        game.emit("play", seat=seat, card=card)
    game.after_hand_loss(seat)
    stack = game.stack
    if kind in _SHOTS:
        game.bangs_played += 1
        need = 2 if game.characters[seat] == SLAB_THE_KILLER else 1
        stack.append(Shot(target, seat, card, need, game.barrels(target), False))
    elif kind == BEER:
        if game.alive_count() > 2:
            game.heal(seat, 1)
    elif kind == SALOON:
        for s in game.living():
            game.heal(s, 1)
    elif kind == STAGECOACH:
        game.draw(seat, 2, "stagecoach")
    elif kind == WELLS_FARGO:
        game.draw(seat, 3, "wells_fargo")
    elif kind == GENERAL_STORE:
        order = store_order(game, seat)
        for _ in order:
            c = game.take_top()
            if c >= 0:
                game.limbo.append(c)
        game.emit("store_reveals", seat=seat, cards=list(game.limbo))
        stack.append(Store(seat, tuple(order)))
    elif kind in _STEALS:
        stack.append(Steal(seat, target, kind == PANIC))
    elif kind == DUEL:
        stack.append(DuelFrame(seat, target, target))
    elif kind in _ROUNDS:
        stack.append(Round(kind, seat, tuple(game.others(seat))))


def equip(game: CardGame, seat: int, card: int, kind: int, target: int) -> None:
    """Put a blue card in play (A7): Jail on its target, the rest in front of oneself;
    a new weapon replaces the old one (A4)."""
    if kind == JAIL:
        game.tables[target].append(card)
        game.emit("play", seat=seat, card=card, target=target)
        return
    if kind in WEAPON_RANGE:
        old = game.weapon(seat)
        if old >= 0:
            game.tables[seat].remove(old)
            game.to_discard(old)
            game.emit("weapon_replaced", seat=seat, card=old)
    game.tables[seat].append(card)
    game.emit("play", seat=seat, card=card)
    if kind == DYNAMITE:
        return


def store_order(game: CardGame, seat: int) -> list[int]:
    """A7 General Store: the player first, then clockwise (``general_store_ccw``: the
    other way round)."""
    n = game.n
    step = -1 if game.config.general_store_ccw else 1
    return [(seat + step * k) % n for k in range(n)
            if ghosts.store_member(game, (seat + step * k) % n)]
