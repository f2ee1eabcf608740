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
    ANSWER_DRAWS,
    ANSWERS,
    ANY_PLAYER,
    AS_MISSED,
    CARD_PLAN,
    GREEN_USE_CARDS,
    IN_RANGE,
    PLAN,
    PLAN_NEVER,
    PLAN_NONE,
    PLAN_OF_USE,
    PLAN_REACH,
    PLAN_SELF,
    PLAN_TARGETS,
    PLAY_EFFECT,
    TARGETING,
)
from bang.cards.data import BANG, IS_BLUE, IS_GREEN, KIND, MISSED, OF_KIND, SHERIFF
from bang.cards.frames import DISCARD, TURN, HandLoss, Round
from bang.cards.state import CardState
from bang.core.protocol import Action


def may_bang(game: CardState, seat: int) -> bool:
    """RULES.md A5: one BANG! per turn (``CardState.bang_cap``: two under Shootout,
    F5.6), unless something lifts the limit (Volcanic, Willy the Kid:
    ``CardState.free_bangs``)."""
    return game.bangs_played < game.bang_cap or game.free_bangs(seat)


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
            if not (swap and calamity_bang(game, KIND[card])):
                continue
            plan = PLAN_REACH  # Calamity Janet's Missed! is a BANG! (A12)
        if plan == PLAN_REACH:
            if reach is None:
                # The BANG! card (A4, A5): every living player in the weapon's reach,
                # worked out once for all such cards of the hand.
                reach = []
                if game.bangs_played < game.bang_cap or game.free_bangs(seat):
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
    if powers.play_actions or game.immune:
        acts = ability_extras(game, seat, acts)
    acts.append(END)
    return tuple(acts)


def ability_extras(game: CardState, seat: int, acts: list[Action]) -> list[Action]:
    """What abilities change in phase 2's choices (Dodge City's characters, E6.1): the actions
    an ability adds (Chuck Wengam, Doc Holyday, José Delgado), and, with
    ``apache_kid_target_legal`` false, no card aimed at a player it would not affect.
    Asked only when some seat has such an ability, so the base game never pays."""
    extra = game.powers[seat].play_actions
    for offered, _, _ in extra.values():
        acts.extend(offered(game, seat))
    if not game.config.apache_kid_target_legal:
        acts = refuse_unaffected(game, seat, acts)
    return acts


def legal_play_greens(game: CardState) -> tuple[Action, ...]:
    """``legal_play`` in a game with green cards (Dodge City, E4.1): also each ready
    green card in front of the player that is used in phase 2, before ending the phase.
    A game without them never asks (``dispatch.GREEN_LEGAL``), so the base game pays
    nothing for green cards."""
    acts = legal_play(game)
    seat = game.turn_seat
    if GREEN_USE_CARDS.isdisjoint(game.tables[seat]):
        return acts
    uses = green_uses(game, seat, None, game.others(seat))
    if uses and not game.config.apache_kid_target_legal:
        uses = refuse_unaffected(game, seat, uses)  # E6.1 Apache Kid 1, E17-6
    return (*acts[:-1], *uses, acts[-1]) if uses else acts


def calamity_bang(game: CardState, kind: int) -> bool:
    """Whether Calamity Janet may play a card of ``kind`` as a BANG! card (A12): a
    Missed!, and Dodge City's Dodge only with ``calamity_dodge_as_bang`` (E9-11: her swap
    concerns the cards named BANG! and Missed!)."""
    return kind == MISSED or (game.config.calamity_dodge_as_bang
                              and ANSWERS[kind] == AS_MISSED and ANSWER_DRAWS[kind] > 0
                              and not content.KINDS[kind].blue)


def green_uses(game: CardState, seat: int, distances: list[int] | None,
               others: list[int]) -> list[Action]:
    """E4.1-2, -4: the green cards in front of ``seat`` used in his phase 2 (not those
    given only in answer), once the turn they were played in has ended (E9-1): each on
    the targets of its use, as a brown card of that target code would be."""
    acts: list[Action] = []
    fresh = game.green_new
    for card in game.tables[seat]:
        if card not in GREEN_USE_CARDS or card in fresh:
            continue
        kind = KIND[card]
        if PLAN_OF_USE[kind] == PLAN_NONE:
            acts.append(Action("use", card))
            continue
        for t in targets(game, seat, kind, distances, others):
            acts.append(Action("use", card, t))
    return acts


def use_green(game: CardState, seat: int, card: int, target: int) -> None:
    """E4.1-2: a green card is discarded from in front of its owner, then its effect
    resolves (the card on the pile first, as a brown card's, A14.1)."""
    game.tables[seat].remove(card)
    game.to_discard(card)
    if target >= 0:
        game.emit("play", seat=seat, card=card, target=target, used=True)
    else:
        game.emit("play", seat=seat, card=card, used=True)
    start_effect(game, seat, card, KIND[card], target)


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
        # On nobody; a kind that needs cards needs another player with one (Brawl, E5).
        needs_cards = TARGETING[kind][2]
        seats = [-1] if not needs_cards or targets(game, seat, kind, distances) else []
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
    card, target = action.card, action.target
    if kind_name != "play":
        if kind_name == "end":
            game.stack[-1] = TURN[seat][DISCARD]
            game.emit("end_play", seat=seat)
        elif kind_name == "sid":
            game.answer_sid(seat, action)
        elif kind_name == "use":
            use_green(game, seat, card, target)
        else:
            # An ability's own action of phase 2 (``Ability.play_actions``).
            game.powers[seat].play_actions[kind_name][1](game, action)
        return
    game.hands[seat].remove(card)
    if IS_BLUE[card]:
        equip(game, seat, card, KIND[card], target)
        if IS_GREEN[card]:
            # E4.1-3: usable once this turn has ended.
            game.green_new = (*game.green_new, card)
        game.after_hand_loss(seat)
        return
    if action.arg >= 0:
        play_with_cost(game, seat, card, target, action.arg)
        return
    game.to_discard(card)
    if target >= 0:
        game.emit("play", seat=seat, card=card, target=target)
    else:
        game.emit("play", seat=seat, card=card)
    game.after_hand_loss(seat)
    kind = KIND[card]
    if kind == MISSED and game.powers[seat].swaps_bang_missed:
        kind = BANG  # Calamity Janet's Missed! is a BANG! in every respect (A12)
    effect = PLAY_EFFECT[kind]
    if effect is None:
        # Only Calamity Janet's Dodge with ``calamity_dodge_as_bang`` (E9-11): a BANG!
        # card (``legal_play`` offers no other card without an effect).
        kind = BANG
        effect = PLAY_EFFECT[BANG]
        assert effect is not None
    if game.immune:
        start_effect(game, seat, card, kind, target)
    else:
        effect(game, seat, card, target)


def start_effect(game: CardState, seat: int, card: int, kind: int, target: int) -> None:
    """The effect of ``card``, played or used as a card of ``kind``, once it is on the
    pile, in a game where some seat ignores some cards (``CardState.immune``; otherwise
    the effect is called directly): nothing on a target it does not affect (E6.1 Apache
    Kid 1, E17-6: the card is spent; a BANG! card still uses up the turn's BANG!, A5),
    and a card reaching every other player skips those (Apache Kid 2)."""
    effect = PLAY_EFFECT[kind]
    assert effect is not None  # content.register refuses a brown kind without one
    if (target >= 0 and target != seat and game.powers[target].ignores is not None
            and game.unaffected(target, seat, (card,))):
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


def play_with_cost(game: CardState, seat: int, card: int, target: int, cost: int) -> None:
    """Dodge City's "discard another card" (E4.2): the extra card is discarded, not
    played, before the effect, under the played card unless ``dc_cost_card_on_top``
    (E4.2-2, -5); the hand the two cards left is looked at once the effect has been
    applied (E4.2-4, E9-15)."""
    game.remove_from_hand(seat, cost)
    for paid in ((card, cost) if game.config.dc_cost_card_on_top else (cost, card)):
        game.to_discard(paid)
    if target >= 0:
        game.emit("play", seat=seat, card=card, target=target)
    else:
        game.emit("play", seat=seat, card=card)
    game.emit("discard", seat=seat, card=cost)
    if seat in game.watch_empty:
        # His hand is looked at once the whole card has resolved (E4.2-4, E9-15: Suzy
        # Lafayette draws after Springfield's target has answered, after Brawl's last
        # player): a frame under the effect, and no look between its steps.
        game.hand_wait = seat
        game.watch_empty = game.watched_hands()
        game.stack.append(HandLoss(seat))
    start_effect(game, seat, card, KIND[card], target)


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
