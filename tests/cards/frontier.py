"""A small expansion made only of the public registries (``bang.cards.content``), for the
test that the extension path is real (tests/cards/test_expansion_path.py).

Nothing here is part of the game: it is a box the tests invent, in the manner of Dodge
City's cards (its "+1" cost is §E4.2 of the Dodge City rules):

- **Long Rifle** (brown, cost "+1" of E4.2): discard another card from your hand, then a
  BANG! effect on any other player at any distance (not a BANG! card: no A5 limit), as
  Dodge City's Springfield;
- **Watchtower** (blue): its owner sees the others one nearer and they see him one
  farther (a Scope and a Mustang in one card, read by the engine's A4 distance);
- **Ezra Quill** (4 life): in phase 1 he draws two cards, then may discard one card of
  his hand to draw one more (a phase-1 hook that asks a prompt of its own,
  ``quill_trade``, answered ``discard cN`` or ``pass``).

``FRONTIER`` takes the first ids after the base game's and Dodge City's (0-241): 250-254,
second copies 255-259.
"""

from __future__ import annotations

from bang.cards.actions import DISCARD
from bang.cards.content import ANY_OTHER, EQUIP, CardKind, CharacterCard, ContentSet
from bang.cards.responses import start_shot
from bang.cards.state import Ability, CardState
from bang.core.protocol import Action

KEY = "frontier"
FIRST_ID = 250
QUILL = "Ezra Quill"
TRADE = "quill_trade"
PASS = Action("pass")


def play_long_rifle(game: CardState, seat: int, card: int, target: int) -> None:
    """Long Rifle: a BANG! effect on the target, whatever the distance; its cost was
    paid by ``play.answer_play`` before this runs (E4.2-2)."""
    start_shot(game, target, seat, card)


def quill_phase_one(game: CardState, seat: int) -> bool:
    """Ezra Quill's phase 1: two cards, then the offer of a trade if he holds a card."""
    game.draw(seat, 2, "phase1")
    if game.hands[seat]:
        return game.prompt(seat, TRADE)
    return False


def legal_quill_trade(game: CardState) -> tuple[Action, ...]:
    """Any card of his hand, or no trade."""
    seat = game.turn_seat
    return (*(DISCARD[card] for card in game.hands[seat]), PASS)


def answer_quill_trade(game: CardState, action: Action) -> None:
    """The card goes face up to the discard pile and he draws one in its place."""
    if action.kind == "pass":
        return
    seat = game.turn_seat
    game.remove_from_hand(seat, action.card)
    game.to_discard(action.card)
    game.emit("discard", seat=seat, card=action.card)
    game.after_hand_loss(seat)
    game.draw(seat, 1, "quill_trade")


LONG_RIFLE = CardKind("long_rifle", "Long Rifle", "brown", "test: Springfield's shape",
                      target=ANY_OTHER, cost=1, play=play_long_rifle)
WATCHTOWER = CardKind("watchtower", "Watchtower", "blue", "test: Scope and Mustang, A4",
                      target=EQUIP, sight=1, defence=1)
QUILL_ABILITY = Ability("ezra_quill", "test: a phase-1 hook with a prompt",
                        phase_one=quill_phase_one,
                        prompts={TRADE: (legal_quill_trade, answer_quill_trade)})

FRONTIER = ContentSet(
    key=KEY, first_id=FIRST_ID, kinds=(LONG_RIFLE, WATCHTOWER),
    rows=(("long_rifle", "K", "S"), ("long_rifle", "7", "H"), ("long_rifle", "4", "C"),
          ("watchtower", "10", "D"), ("watchtower", "3", "S")),
    abilities=(QUILL_ABILITY,),
    characters=(CharacterCard("ezra_quill", QUILL, 4, "test: Ezra Quill", ("ezra_quill",)),))

#: The ids of each new card (main deck) and of the second copies.
RIFLES = frozenset(range(FIRST_ID, FIRST_ID + 3))
TOWERS = frozenset(range(FIRST_ID + 3, FIRST_ID + 5))
SECOND_COPIES = frozenset(range(FIRST_ID + 5, FIRST_ID + 10))
