"""Phase 2 (RULES.md A3, A5, A7): which cards a player may play now, on whom, and what
playing one starts.  Legality lives in ``legal_play`` alone; ``answer_play`` trusts it.

Both read a card's ``CardKind`` (``bang.cards.content``): its target code and filters
say whom it may be played on, its ``play`` effect what it starts (``base_cards`` holds
the base game's), and a card that stays in play goes in front of its owner or its
target.  Nothing here names a card kind but BANG! and Missed!, for Calamity Janet.
"""

from __future__ import annotations

from bang.cards import content
from bang.cards.actions import END, PLAY
from bang.cards.content import (
    ANY_PLAYER,
    CARD_PLAN,
    IN_RANGE,
    PLAN,
    PLAN_NEVER,
    PLAN_NONE,
    PLAN_REACH,
    PLAN_SELF,
    PLAN_TARGETS,
    PLAY_EFFECT,
    TARGETING,
)
from bang.cards.data import BANG, IS_BLUE, KIND, MISSED, OF_KIND, SHERIFF
from bang.cards.frames import DISCARD, TURN, Round
from bang.cards.state import CardState
from bang.core.protocol import Action


def may_bang(game: CardState, seat: int) -> bool:
    """RULES.md A5: one BANG! per turn, unless something lifts the limit (Volcanic,
    Willy the Kid: ``CardState.free_bangs``)."""
    return game.bangs_played == 0 or game.free_bangs(seat)


def targets(game: CardState, seat: int, kind: int, distances: list[int] | None = None,
            others: list[int] | None = None) -> list[int]:
    """The seats a card of ``kind`` may be played on by ``seat`` now (A4, A5, A7,
    A14.4), clockwise from his left; ``distances`` is ``seat``'s row and ``others`` the
    other living players, if already at hand.  (Plain loops, no comprehensions: asked
    at most decisions of phase 2, over a handful of seats, where a comprehension costs
    a call of its own.)"""
    code, distance, needs_cards, not_on_sheriff, one_per_player, limited = TARGETING[kind]
    candidates = game.others(seat) if others is None else others
    if code == ANY_PLAYER:
        candidates = [seat, *candidates]
    elif code == IN_RANGE:
        if limited and not may_bang(game, seat):
            return []
        reach = distance or game.weapon_range(seat)
        if distances is None:
            distances = game.distances_from(seat)
        near: list[int] = []
        for t in candidates:
            if distances[t] <= reach:
                near.append(t)
        candidates = near
    chosen: list[int]
    if needs_cards:
        hands, tables = game.hands, game.tables
        chosen = []
        for t in candidates:
            if hands[t] or tables[t]:
                chosen.append(t)
        candidates = chosen
    if not_on_sheriff or one_per_player:
        roles, tables = game.roles, game.tables
        same = OF_KIND[kind]
        chosen = []
        for t in candidates:
            if not ((not_on_sheriff and roles[t] == SHERIFF)
                    or (one_per_player and not same.isdisjoint(tables[t]))):
                chosen.append(t)
        candidates = chosen
    return candidates


def legal_play(game: CardState) -> tuple[Action, ...]:
    """A3 phase 2: every card of the hand that may be played now, on each target it may
    take (and with each card that may pay its cost), Sid Ketchum's pairs (A12), and
    ending the phase."""
    seat = game.turn_seat
    hand = game.hands[seat]
    acts: list[Action] = []
    append = acts.append
    powers = game.powers[seat]
    swap = powers.swaps_bang_missed
    table = game.tables[seat]
    card_plan = CARD_PLAN
    others = game.others(seat)
    reach: list[int] | None = None
    distances: list[int] | None = None
    for card in hand:
        plan = card_plan[card]
        if plan == PLAN_NONE:
            append(PLAY[card][0])
            continue
        if plan == PLAN_NEVER:
            if not (swap and KIND[card] == MISSED):
                continue
            plan = PLAN_REACH  # Calamity Janet's Missed! is a BANG! (A12)
        if plan == PLAN_REACH:
            if reach is None:
                # The BANG! card (A4, A5): every living player in the weapon's reach,
                # worked out once for all such cards of the hand.
                reach = []
                if game.bangs_played == 0 or game.free_bangs(seat):
                    r = game.weapon_range(seat)
                    if distances is None:
                        distances = game.distances_from(seat)
                    for t in others:
                        if distances[t] <= r:
                            reach.append(t)
            play = PLAY[card]
            for t in reach:
                append(play[t + 1])
            continue
        kind = KIND[card]
        if plan == PLAN_SELF:
            if OF_KIND[kind].isdisjoint(table):  # A3 (b): never two of one name in play
                append(PLAY[card][0])
            continue
        if plan == PLAN_TARGETS:
            # (Worked out per card: a hand rarely holds two of these of one kind.)
            seats = targets(game, seat, kind, distances, others)
            play = PLAY[card]
            for t in seats:
                append(play[t + 1])
            continue
        # PLAN_COST: a card that costs others from the hand (Dodge City's "+1").
        acts.extend(with_cost(game, seat, card, kind, distances))
    if powers.pairs_for_life:
        acts.extend(game.sid_window(seat))
    if powers.play_actions:
        # What an ability adds to phase 2 (Dodge City's Chuck Wengam, Doc Holyday...).
        for offered, _, _ in powers.play_actions.values():
            acts.extend(offered(game, seat))
    if not game.config.apache_kid_target_legal:
        acts = refuse_unaffected(game, seat, acts)
    append = acts.append
    append(END)
    return tuple(acts)


def spent_cards(action: Action) -> tuple[int, ...]:
    """The cards whose effect an action of phase 2 sends at its target: the card played
    (never the "+1" card paying for it, E6.1 Apache Kid 3), or both cards an ability
    spends (Doc Holyday's, which names the second in ``arg``)."""
    if action.kind == "play":
        return (action.card,)
    return (action.card, action.arg) if action.arg >= 0 else (action.card,)


def refuse_unaffected(game: CardState, seat: int, acts: list[Action]) -> list[Action]:
    """``apache_kid_target_legal = false`` (E6.1 Apache Kid 1, E17-2): no card or
    ability may be aimed at a player it would not affect."""
    if not any(game.powers[t].ignores is not None for t in game.others(seat)):
        return acts
    return [a for a in acts if a.target < 0 or a.target == seat or a.card < 0
            or not game.unaffected(a.target, seat, spent_cards(a))]


def with_cost(game: CardState, seat: int, card: int, kind: int,
              distances: list[int] | None) -> list[Action]:
    """A3 phase 2, Dodge City's "discard another card" (E4.2): one action per target
    it may take and per other hand card that may pay the cost, named in ``arg``.  Only
    brown cards have one, of one card (``content.register`` refuses any other)."""
    if PLAN[kind] == PLAN_NONE:
        seats = [-1]
    else:
        seats = targets(game, seat, kind, distances)
    others = [c for c in game.hands[seat] if c != card]
    return [Action("play", card, t, other) for t in seats for other in others]


def answer_play(game: CardState, action: Action) -> None:
    """Play a card (A7): a blue card goes in play, a brown one to the discard pile
    first (A14.1), then its cost, an emptied hand is refilled (A12), and its effect
    starts; ``end`` moves on to phase 3."""
    seat = game.turn_seat
    kind_name = action.kind
    if kind_name == "end":
        game.stack[-1] = TURN[seat][DISCARD]
        game.emit("end_play", seat=seat)
        return
    if kind_name == "sid":
        game.answer_sid(seat, action)
        return
    if kind_name != "play":
        # An ability's own action of phase 2 (``Ability.play_actions``).
        game.powers[seat].play_actions[kind_name][1](game, action)
        return
    card, target = action.card, action.target
    game.hands[seat].remove(card)
    if IS_BLUE[card]:
        equip(game, seat, card, KIND[card], target)
        game.after_hand_loss(seat)
        return
    game.to_discard(card)
    if target >= 0:
        game.emit("play", seat=seat, card=card, target=target)
    else:
        game.emit("play", seat=seat, card=card)
    if action.arg >= 0:
        game.remove_from_hand(seat, action.arg)
        game.to_discard(action.arg)
        game.emit("discard", seat=seat, card=action.arg)
    game.after_hand_loss(seat)
    kind = KIND[card]
    if kind == MISSED and game.powers[seat].swaps_bang_missed:
        kind = BANG  # Calamity Janet's Missed! is a BANG! in every respect (A12)
    effect = PLAY_EFFECT[kind]
    assert effect is not None  # content.register refuses a brown kind without one
    if (target >= 0 and game.powers[target].ignores is not None and target != seat
            and game.unaffected(target, seat, (card,))):
        # E6.1 Apache Kid 1: the card is spent and does nothing to him; a BANG! card
        # still uses up the turn's BANG! (A5).
        if TARGETING[kind][5]:
            game.bangs_played += 1
        game.emit("no_effect", seat=target, source=seat, card=card)
        return
    depth = len(game.stack)
    effect(game, seat, card, target)
    if len(game.stack) > depth and isinstance(game.stack[depth], Round):
        spare_unaffected(game, depth, seat, card)


def spare_unaffected(game: CardState, depth: int, seat: int, card: int) -> None:
    """A card that reaches every other player (Indians!, Gatling, pushed as a ``Round``)
    skips those it has no effect on (E6.1 Apache Kid 2)."""
    frame = game.stack[depth]
    if not isinstance(frame, Round):
        return
    spared = [t for t in frame.remaining if game.unaffected(t, seat, (card,))]
    if spared:
        kind, source, remaining, shots = frame
        game.stack[depth] = Round(kind, source,
                                  tuple(t for t in remaining if t not in spared), shots)
        for t in spared:
            game.emit("no_effect", seat=t, source=seat, card=card)


def equip(game: CardState, seat: int, card: int, kind: int, target: int) -> None:
    """Put a card in play (A7): in front of its target (Jail) or of oneself; a new
    weapon replaces the old one (A4)."""
    if content.KINDS[kind].equip_target:
        game.tables[target].append(card)
        game.emit("play", seat=seat, card=card, target=target)
        return
    if content.KINDS[kind].weapon:
        old = game.weapon(seat)
        if old >= 0:
            game.tables[seat].remove(old)
            game.to_discard(old)
            game.emit("weapon_replaced", seat=seat, card=old)
    game.tables[seat].append(card)
    game.emit("play", seat=seat, card=card)


def store_order(game: CardState, seat: int) -> list[int]:
    """A7 General Store: the player first, then clockwise (``general_store_ccw``: the
    other way round); who takes part is the ruleset's (C2.1-7: the dead too)."""
    n = game.n
    step = -1 if game.config.general_store_ccw else 1
    rules = game.rules
    return [(seat + step * k) % n for k in range(n)
            if rules.store_member(game, (seat + step * k) % n)]
