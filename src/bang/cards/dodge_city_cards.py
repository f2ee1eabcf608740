"""The 40 cards of Dodge City (rules/dodge-city.md E2, E4, E5, E8, E9), each kind in one
home: its record says how it is played (and, for a green card, how it is used), and its
effect function, beside it, what playing or using it starts.

The 40 cards are the content set ``dodge_city`` (ids 160-199 in the row order of E2's
table, their second copies for the ghosts' separate deck 200-239), which a game plays
with ``dodge_city`` on (``CardConfig.content_sets``).  Twelve of its 22 names are base
game kinds (BANG!, Missed!, Beer...: rows of the base kinds, so every rule that asks
for a card *named* BANG! or Missed! sees them, E10 Dead Man's Hand); the other 22 kinds
are defined here.  Buffalo Rifle's sign has a printing variant (E2.2): with
``dc_buffalo_rifle_sign = "9C"`` the set ``dodge_city_buffalo_rifle_9c`` replaces the
Q♣ card by a 9♣ one (id 240, its second copy 241).

What the mechanics need of the engine is generic and lives in it: green cards put in
play, their readiness (``CardState.green_new``) and their use (``play.legal_play_greens``,
``play.use_green``, ``responses.legal_respond_greens``: the prompt tables of a game whose
deck holds green cards, ``dispatch.GREEN_LEGAL``, so a base game never looks for them),
the "+1" cost (``play.with_cost``, ``play.play_with_cost``), the draw of an answer
(``CardKind.answer_draws``), a draw after a BANG! effect (``frames.Draw``).
"""

from __future__ import annotations

from bang.cards.config import DODGE_CITY_BUFFALO_RIFLE_9C, DODGE_CITY_CARDS
from bang.cards.content import (
    ANY_OTHER,
    ANY_PLAYER,
    AS_MISSED,
    EQUIP,
    IN_RANGE,
    NEVER,
    NO_TARGET,
    CardKind,
    ContentSet,
)
from bang.cards.data import KIND
from bang.cards.frames import Draw, Round, Steal
from bang.cards.responses import start_shot
from bang.cards.state import CardState


# --- BANG! effects that are not BANG! cards (E4.3) ---------------------------------------
def play_shot(game: CardState, seat: int, card: int, target: int) -> None:
    """E4.3, E5 Punch, Springfield, Knife, Pepperbox, Buffalo Rifle: a BANG! effect on the
    target, answered as a BANG! is (Barrel, Missed!, Dodge, green Missed! cards).  Not a
    BANG! card: the turn's BANG! is left alone, and Slab the Killer's doubling applies
    to his BANG! cards only, so one cancel is needed.  The player is responsible for an
    elimination it causes (A9.4)."""
    start_shot(game, target, seat, card)


def use_derringer(game: CardState, seat: int, card: int, target: int) -> None:
    """E5 Derringer: a BANG! effect on a player at distance 1, and its user draws a
    card once that effect has resolved, cancelled or not (E9-16), a death it causes and
    its elimination included (E17-4): the draw waits under the shot."""
    game.stack.append(Draw(seat=seat, amount=1, why="derringer"))
    start_shot(game, target, seat, card)


def use_howitzer(game: CardState, seat: int, card: int, target: int) -> None:
    """E5 Howitzer: a BANG! effect on every other player, as a Gatling (clockwise from
    the user's left, each in full before the next, A10; the user responsible)."""
    game.stack.append(Round(kind=KIND[card], source=seat, remaining=tuple(game.others(seat)),
                            shots=True))


# --- cards that take or discard a card ------------------------------------------------------
def play_brawl(game: CardState, seat: int, card: int, target: int) -> None:
    """E5 Brawl, E9-13: every other living player with a card loses one, clockwise from
    the player's left; for each the player chooses a random hand card or a card in play
    (a player left with no card by then is skipped, ``responses.run_steal``)."""
    for other in reversed(game.others(seat)):
        game.stack.append(Steal(seat=seat, target=other, keep=False))


def play_take(game: CardState, seat: int, card: int, target: int) -> None:
    """E5 Rag Time, Conestoga: take a card of any other player, at any distance (a random
    hand card or a card in play), as Panic! without its distance."""
    game.stack.append(Steal(seat=seat, target=target, keep=True))


def play_discard(game: CardState, seat: int, card: int, target: int) -> None:
    """E5 Can Can: any other player discards a card the user chooses (a random hand card
    or a card in play), as Cat Balou."""
    game.stack.append(Steal(seat=seat, target=target, keep=False))


# --- life and cards ------------------------------------------------------------------------
def play_tequila(game: CardState, seat: int, card: int, target: int) -> None:
    """E5 Tequila, E9-14: the chosen living player (the player himself included) regains a
    life, capped; not a Beer, so it heals with two players left and saves nobody."""
    game.heal(target, 1)


def play_whisky(game: CardState, seat: int, card: int, target: int) -> None:
    """E5 Whisky: the player regains two life, capped; not a Beer."""
    game.heal(seat, 2)


def use_canteen(game: CardState, seat: int, card: int, target: int) -> None:
    """E5 Canteen: its user regains a life, capped; only in his phase 2, so never a death
    save (E8-3, E9-3), and not a Beer (it heals with two players left)."""
    game.heal(seat, 1)


def use_pony_express(game: CardState, seat: int, card: int, target: int) -> None:
    """E5 Pony Express: draw three cards."""
    game.draw(seat, 3, "pony_express")


# --- the kinds ---------------------------------------------------------------------------
#: The 22 kinds Dodge City adds, in the order of E2's table (the base kinds its other rows
#: use are ``bang.cards.base_cards``'s).
KINDS: tuple[CardKind, ...] = (
    # Brown (E5): Punch and Dodge, and the five with the "+1" cost (E4.2).
    CardKind("punch", "Punch", "brown", "E5 Punch, E4.3", target=IN_RANGE, distance=1,
             play=play_shot),
    CardKind("dodge", "Dodge", "brown", "E5 Dodge, E4.4", target=NEVER, answers=AS_MISSED,
             answer_draws=1),
    CardKind("springfield", "Springfield", "brown", "E5 Springfield, E4.2, E4.3",
             target=ANY_OTHER, cost=1, play=play_shot),
    CardKind("brawl", "Brawl", "brown", "E5 Brawl, E4.2, E9-13", needs_cards=True, cost=1,
             play=play_brawl),
    CardKind("rag_time", "Rag Time", "brown", "E5 Rag Time, E4.2", target=ANY_OTHER,
             needs_cards=True, cost=1, play=play_take),
    CardKind("tequila", "Tequila", "brown", "E5 Tequila, E4.2, E9-14", target=ANY_PLAYER,
             cost=1, play=play_tequila),
    CardKind("whisky", "Whisky", "brown", "E5 Whisky, E4.2, E9-14", cost=1, play=play_whisky),
    # Blue (E5, E4.5): a second Scope and a second Mustang, stacking with them.
    CardKind("binocular", "Binocular", "blue", "E5 Binocular, E4.5", target=EQUIP, sight=1),
    CardKind("hideout", "Hideout", "blue", "E5 Hideout, E4.5", target=EQUIP, defence=1),
    # Green (E4.1, E5): put in play, used from the end of that turn on, discarded when used.
    CardKind("bible", "Bible", "green", "E5 Bible, E4.1, E4.4", target=EQUIP,
             answers=AS_MISSED, answer_draws=1),
    CardKind("canteen", "Canteen", "green", "E5 Canteen, E4.1", target=EQUIP, use=NO_TARGET,
             play=use_canteen),
    CardKind("can_can", "Can Can", "green", "E5 Can Can, E4.1", target=EQUIP, use=ANY_OTHER,
             needs_cards=True, play=play_discard),
    CardKind("conestoga", "Conestoga", "green", "E5 Conestoga, E4.1", target=EQUIP,
             use=ANY_OTHER, needs_cards=True, play=play_take),
    CardKind("derringer", "Derringer", "green", "E5 Derringer, E4.1, E4.3, E17-4",
             target=EQUIP, use=IN_RANGE, distance=1, play=use_derringer),
    CardKind("buffalo_rifle", "Buffalo Rifle", "green", "E5 Buffalo Rifle, E4.1, E4.3, E2.2",
             target=EQUIP, use=ANY_OTHER, play=play_shot),
    CardKind("howitzer", "Howitzer", "green", "E5 Howitzer, E4.1, E4.3", target=EQUIP,
             use=NO_TARGET, play=use_howitzer),
    CardKind("iron_plate", "Iron Plate", "green", "E5 Iron Plate, E4.1, E4.4", target=EQUIP,
             answers=AS_MISSED),
    CardKind("knife", "Knife", "green", "E5 Knife, E4.1, E4.3", target=EQUIP, use=IN_RANGE,
             distance=1, play=play_shot),
    CardKind("pepperbox", "Pepperbox", "green", "E5 Pepperbox, E4.1, E4.3", target=EQUIP,
             use=IN_RANGE, play=play_shot),
    CardKind("pony_express", "Pony Express", "green", "E5 Pony Express, E4.1", target=EQUIP,
             use=NO_TARGET, play=use_pony_express),
    CardKind("sombrero", "Sombrero", "green", "E5 Sombrero, E4.1, E4.4", target=EQUIP,
             answers=AS_MISSED),
    CardKind("ten_gallon_hat", "Ten Gallon Hat", "green", "E5 Ten Gallon Hat, E4.1, E4.4",
             target=EQUIP, answers=AS_MISSED),
)

#: E2: the 40 cards as (kind key, rank, suit letter), rows 1-40 of its table (card id
#: ``FIRST_ID + row - 1``): the 40 pairs of ranks 5 to A and the four suits, once each.
ROWS: tuple[tuple[str, str, str], ...] = (
    ("bang", "8", "S"), ("bang", "5", "C"), ("bang", "6", "C"), ("bang", "K", "C"),
    ("missed", "8", "D"), ("beer", "6", "H"), ("beer", "6", "S"), ("cat_balou", "8", "C"),
    ("panic", "J", "H"), ("general_store", "A", "S"), ("indians", "5", "D"),
    ("punch", "10", "S"), ("dodge", "7", "D"), ("dodge", "K", "H"), ("springfield", "K", "S"),
    ("brawl", "J", "S"), ("rag_time", "9", "H"), ("tequila", "9", "C"), ("whisky", "Q", "H"),
    ("barrel", "A", "C"), ("dynamite", "10", "C"), ("mustang", "5", "H"),
    ("remington", "6", "D"), ("rev_carabine", "5", "S"), ("binocular", "10", "D"),
    ("hideout", "K", "D"), ("bible", "10", "H"), ("canteen", "7", "H"), ("can_can", "J", "C"),
    ("conestoga", "9", "D"), ("derringer", "7", "S"), ("buffalo_rifle", "Q", "C"),
    ("howitzer", "9", "S"), ("iron_plate", "A", "D"), ("iron_plate", "Q", "S"),
    ("knife", "8", "H"), ("pepperbox", "A", "H"), ("pony_express", "Q", "D"),
    ("sombrero", "7", "C"), ("ten_gallon_hat", "J", "D"),
)
#: The first id after the base game's 0-159 (its 80 cards and their second copies).
FIRST_ID = 160
#: Buffalo Rifle Q♣, the default sign (E2.2), and the 9♣ printing that may replace it.
BUFFALO_RIFLE_QC = FIRST_ID + ROWS.index(("buffalo_rifle", "Q", "C"))
BUFFALO_RIFLE_9C = FIRST_ID + 2 * len(ROWS)

DODGE_CITY_CARD_SET: ContentSet = ContentSet(
    key=DODGE_CITY_CARDS, first_id=FIRST_ID, kinds=KINDS, rows=ROWS, abilities=(),
    characters=())

#: ``dc_buffalo_rifle_sign = "9C"`` (E2.2, open point O1): Buffalo Rifle 9♣ instead of Q♣.
BUFFALO_RIFLE_9C_SET: ContentSet = ContentSet(
    key=DODGE_CITY_BUFFALO_RIFLE_9C, first_id=BUFFALO_RIFLE_9C,
    kinds=(), rows=(("buffalo_rifle", "9", "C"),), abilities=(), characters=(),
    replaces=(BUFFALO_RIFLE_QC,))
