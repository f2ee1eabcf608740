"""The 22 card kinds of the base game (RULES.md A6, A7), each in one home: its record
says how it is played and what it does in play, and its effect function, beside it,
what playing it starts.  The 80 cards (which kind, rank and suit each id is) are the
rows of ``bang.cards.data``; ``bang.cards.base`` registers both as the base content set.
"""

from __future__ import annotations

from bang.cards.content import (
    ANY_OTHER,
    AS_BANG,
    AS_BEER,
    AS_MISSED,
    EQUIP,
    IN_RANGE,
    NEVER,
    CardKind,
)
from bang.cards.data import DYNAMITE, EXPLODES, IS_HEART, KIND, OF_KIND, RANK_VALUE
from bang.cards.frames import (
    CHECKS,
    DISCARD,
    DRAW,
    END,
    Damage,
    DuelFrame,
    Round,
    Shot,
    Steal,
    Store,
)
from bang.cards.play import store_order
from bang.cards.state import CardState
from bang.core.seats import next_seat


# --- brown cards: what playing them starts (A7) ----------------------------------------
def play_bang(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 BANG!: a BANG! effect on a player in reach; it uses up the turn's BANG! (A5)
    and needs as many cancels as the shooter's ability says (Slab the Killer: 2)."""
    game.bangs_played += 1
    need = game.powers[seat].shot_need or 1
    barrels = game.barrels(target)
    game.stack.append(Shot(target, seat, card, need, barrels, False))


def play_beer(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 Beer: one life back, up to the maximum; nothing with two players left (A9.2)."""
    if game.alive_count() > 2:
        game.heal(seat, game.powers[seat].beer_heal or 1)


def play_cat_balou(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 Cat Balou: the target discards one of his cards, chosen by the player (a
    hand card at random, or a card in play)."""
    game.stack.append(Steal(seat=seat, target=target, keep=False))


def play_panic(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 Panic!: take one of the target's cards (a hand card at random, or one in
    play), at distance 1."""
    game.stack.append(Steal(seat=seat, target=target, keep=True))


def play_duel(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 Duel: the target, then the player, and so on, discard a BANG! each; the first
    who does not loses a life."""
    game.stack.append(DuelFrame(challenger=seat, challenged=target, current=target))


def play_general_store(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 General Store: as many cards as there are players are revealed; each picks
    one, the player first, then clockwise."""
    order = store_order(game, seat)
    for _ in order:
        c = game.take_top()
        if c >= 0:
            game.limbo.append(c)
    game.emit("store_reveals", seat=seat, cards=list(game.limbo))
    game.stack.append(Store(source=seat, order=tuple(order)))


def play_indians(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 Indians!: every other player discards a BANG! or loses a life, clockwise."""
    game.stack.append(Round(kind=KIND[card], source=seat, remaining=tuple(game.others(seat))))


def play_gatling(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 Gatling: a BANG! effect on every other player, clockwise (not a BANG! card:
    no limit, one cancel each)."""
    game.stack.append(Round(kind=KIND[card], source=seat, remaining=tuple(game.others(seat)),
                            shots=True))


def play_stagecoach(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 Stagecoach: draw two cards."""
    game.draw(seat, 2, "stagecoach")


def play_wells_fargo(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 Wells Fargo: draw three cards."""
    game.draw(seat, 3, "wells_fargo")


def play_saloon(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 Saloon: every living player regains one life."""
    for s in game.living():
        game.heal(s, 1)


# --- blue cards asking a draw! at the start of the turn (A3, A7) ------------------------
def dynamite_check(game: CardState, seat: int, dynamite: int, flipped: int) -> int:
    """A7 Dynamite: on 2♠-9♠ it explodes (three life, caused by nobody, A9.4);
    otherwise it passes to the next living player on the left who has no Dynamite in
    play (Dodge City's second one, E9-12: nobody holds two), and stays if every other
    player has one.  The Jail is checked next either way (A3)."""
    if flipped >= 0 and (EXPLODES[flipped] if not game.forced_suit
                         else game.forced_suit == "♠" and 2 <= RANK_VALUE[flipped] <= 9):
        # F5.1-2: under Blessing every card is a ♥, under Curse a ♠ (rank unchanged).
        game.tables[seat].remove(dynamite)
        game.to_discard(dynamite)
        game.emit("dynamite_explodes", seat=seat, card=dynamite)
        game.stack.append(Damage(target=seat, amount=3, source=-1, step=0))
        return CHECKS
    alive, tables, dynamites = game.alive, game.tables, OF_KIND[DYNAMITE]
    left = next_seat(alive, seat)
    while left != seat and not dynamites.isdisjoint(tables[left]):
        left = next_seat(alive, left)
    if left == seat:
        return CHECKS
    game.tables[seat].remove(dynamite)
    game.tables[left].append(dynamite)
    game.emit("dynamite_passes", seat=seat, next=left, card=dynamite)
    return CHECKS


def jail_check(game: CardState, seat: int, jail: int, flipped: int) -> int:
    """A7 Jail: discarded either way; on ♥ the player plays his turn, otherwise he
    skips it (phase 3 kept with ``jail_keeps_discard_phase``)."""
    game.tables[seat].remove(jail)
    game.to_discard(jail)
    if flipped >= 0 and (IS_HEART[flipped] if not game.forced_suit
                         else game.forced_suit == "♥"):
        game.emit("jail_escaped", seat=seat, card=jail)
        return DRAW
    game.emit("jail_skips_turn", seat=seat, card=jail)
    return DISCARD if game.config.jail_keeps_discard_phase else END


#: The base game's kinds in kind-id order (``data.BANG`` is 0 ...).
KINDS: tuple[CardKind, ...] = (
    CardKind("bang", "BANG!", "brown", "A7 BANG!", target=IN_RANGE, limited=True,
             play=play_bang, answers=AS_BANG),
    CardKind("missed", "Missed!", "brown", "A7 Missed!", target=NEVER, answers=AS_MISSED),
    CardKind("beer", "Beer", "brown", "A7 Beer", play=play_beer, answers=AS_BEER),
    CardKind("cat_balou", "Cat Balou", "brown", "A7 Cat Balou", target=ANY_OTHER,
             needs_cards=True, play=play_cat_balou),
    CardKind("panic", "Panic!", "brown", "A7 Panic!", target=IN_RANGE, distance=1,
             needs_cards=True, play=play_panic),
    CardKind("duel", "Duel", "brown", "A7 Duel", target=ANY_OTHER, play=play_duel),
    CardKind("general_store", "General Store", "brown", "A7 General Store",
             play=play_general_store),
    CardKind("indians", "Indians!", "brown", "A7 Indians!", play=play_indians),
    CardKind("stagecoach", "Stagecoach", "brown", "A7 Stagecoach", play=play_stagecoach),
    CardKind("gatling", "Gatling", "brown", "A7 Gatling", play=play_gatling),
    CardKind("saloon", "Saloon", "brown", "A7 Saloon", play=play_saloon),
    CardKind("wells_fargo", "Wells Fargo", "brown", "A7 Wells Fargo", play=play_wells_fargo),
    CardKind("barrel", "Barrel", "blue", "A7 Barrel", target=EQUIP, barrels=1),
    CardKind("dynamite", "Dynamite", "blue", "A7 Dynamite", target=EQUIP, check=dynamite_check,
             check_order=1),
    CardKind("jail", "Jail", "blue", "A7 Jail", target=EQUIP, equip_target=True,
             not_on_sheriff=True, one_per_player=True, check=jail_check, check_order=2),
    CardKind("mustang", "Mustang", "blue", "A7 Mustang, A4", target=EQUIP, defence=1),
    CardKind("scope", "Scope", "blue", "A7 Scope, A4", target=EQUIP, sight=1),
    CardKind("volcanic", "Volcanic", "blue", "A7 Volcanic, A5", target=EQUIP, weapon=1,
             free_bangs=True),
    CardKind("schofield", "Schofield", "blue", "A7 weapons, A4", target=EQUIP, weapon=2),
    CardKind("remington", "Remington", "blue", "A7 weapons, A4", target=EQUIP, weapon=3),
    CardKind("rev_carabine", "Rev. Carabine", "blue", "A7 weapons, A4", target=EQUIP,
             weapon=4),
    CardKind("winchester", "Winchester", "blue", "A7 weapons, A4", target=EQUIP, weapon=5),
)
