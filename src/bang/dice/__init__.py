"""BANG! The Dice Game (RULES.md Part B): ``DiceGame`` behind the engine protocol of
docs/design.md §2, its options ``DiceConfig`` and the 16 ``characters()``."""

from bang.dice.config import DiceConfig
from bang.dice.data import Character, characters
from bang.dice.game import DiceGame
from bang.dice.turn import DECISION_KINDS
from bang.dice.view import DiceView, PendingInfo, PlayerInfo, redact_event

__all__ = [
    "DECISION_KINDS",
    "Character",
    "DiceConfig",
    "DiceGame",
    "DiceView",
    "PendingInfo",
    "PlayerInfo",
    "characters",
    "redact_event",
]
