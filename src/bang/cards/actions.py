"""Every action a card-game prompt can offer, built once at import.

Legal-action lists are rebuilt after every move; handing out these shared immutable
instances instead of allocating new ones keeps that cheap, and makes the membership test
in ``verify`` mostly identity comparisons.
"""

from __future__ import annotations

from bang.cards.data import SECOND_DECK
from bang.core.protocol import Action

MAX_SEATS = 8
#: Card ids 0-79, and 80-159 for the ghosts' optional second deck.
CARD_IDS = range(2 * SECOND_DECK)

#: ``PLAY[card][target + 1]``: play ``card`` (on ``target``, or on nobody at index 0).
PLAY: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action("play", card, target) for target in range(-1, MAX_SEATS)) for card in CARD_IDS)

END = Action("end")
TAKE = Action("take")
BARREL = Action("barrel")
DIE = Action("die")
HAND = Action("hand")

_BY_CARD = ("missed", "bang", "discard", "pick", "beer", "table", "top", "return", "choose")
#: ``CARD_ACTION[kind][card]`` for the prompts that name one card.
CARD_ACTION: dict[str, tuple[Action, ...]] = {
    kind: tuple(Action(kind, card) for card in CARD_IDS) for kind in _BY_CARD}
MISSED = CARD_ACTION["missed"]
BANG = CARD_ACTION["bang"]
DISCARD = CARD_ACTION["discard"]
PICK = CARD_ACTION["pick"]
