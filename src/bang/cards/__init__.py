"""BANG! the card game (RULES.md Part A and the ghost variants of Part C).

Standard library only.  ``deck()`` and ``characters()`` are the game's data;
``CardGame`` and ``CardConfig`` are the engine.
"""

from bang.cards.config import CardConfig
from bang.cards.data import Card, Character, characters, deck
from bang.cards.game import CardGame
from bang.cards.view import CardView, redact_event

__all__ = ["Card", "CardConfig", "CardGame", "CardView", "Character", "characters", "deck",
           "redact_event"]
