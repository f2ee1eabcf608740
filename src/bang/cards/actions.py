"""Every action a card-game prompt can offer, built once per card id.

Legal-action lists are rebuilt after every move; handing out these shared immutable
instances instead of allocating new ones keeps that cheap, and makes the membership test
in ``verify`` mostly identity comparisons.  The tables cover the base game's ids at
import; registering a content set with ids above them (an expansion's) extends them in
place (``cover``), so the rules that index them by card id need no other path.
"""

from __future__ import annotations

from bang.cards.data import SECOND_DECK
from bang.core.protocol import Action

MAX_SEATS = 8
#: Card ids 0-79, and 80-159 for the ghosts' optional second deck.
CARD_IDS = range(2 * SECOND_DECK)


def _plays(card: int) -> tuple[Action, ...]:
    return tuple(Action("play", card, target) for target in range(-1, MAX_SEATS))


#: ``PLAY[card][target + 1]``: play ``card`` (on ``target``, or on nobody at index 0).
#: Lists (kept in place by ``cover``): the rule modules hold them by name.
PLAY: list[tuple[Action, ...]] = [_plays(card) for card in CARD_IDS]

END = Action("end")
TAKE = Action("take")
BARREL = Action("barrel")
DIE = Action("die")
HAND = Action("hand")

_BY_CARD = ("missed", "bang", "discard", "pick", "beer", "table", "top", "return", "choose")
#: ``CARD_ACTION[kind][card]`` for the prompts that name one card.
CARD_ACTION: dict[str, list[Action]] = {
    kind: [Action(kind, card) for card in CARD_IDS] for kind in _BY_CARD}
MISSED = CARD_ACTION["missed"]
BANG = CARD_ACTION["bang"]
DISCARD = CARD_ACTION["discard"]
PICK = CARD_ACTION["pick"]


def cover(size: int) -> None:
    """Make the tables hold exactly the ids below ``size`` (never fewer than the base
    game's): ``bang.cards.content`` calls it when the registered ids grow or shrink, so
    a removed set leaves the tables as they were."""
    size = max(size, len(CARD_IDS))
    del PLAY[size:]
    PLAY.extend(_plays(card) for card in range(len(PLAY), size))
    for kind, table in CARD_ACTION.items():
        del table[size:]
        table.extend(Action(kind, card) for card in range(len(table), size))
