"""BANG! the card game (RULES.md Part A and the ghost variants of Part C).

Standard library only.  ``deck()`` and ``characters()`` are the base game's printed
data; ``CardGame`` and ``CardConfig`` are the engine.  Content (cards and characters,
each in one home) is registered through ``bang.cards.content``; the places a variant may
change the procedure are the methods of ``Ruleset`` (docs/architecture.md walks through
adding a card and a character).
"""

from bang.cards.config import CardConfig
from bang.cards.content import Ability, CardKind, CharacterCard, ContentSet, register, unregister
from bang.cards.data import Card, Character, characters, deck
from bang.cards.game import CardGame
from bang.cards.state import Ruleset
from bang.cards.view import CardView, redact_event

__all__ = ["Ability", "Card", "CardConfig", "CardGame", "CardKind", "CardView", "Character",
           "CharacterCard", "ContentSet", "Ruleset", "characters", "deck", "redact_event",
           "register", "unregister"]
