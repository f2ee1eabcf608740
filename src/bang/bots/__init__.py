"""Bots that see only a player's view (docs/design.md §1): a protocol, the random bot and a
registry by name.  Standard library only."""

from bang.bots.base import Bot, PlayerView, decide
from bang.bots.random_bot import RandomBot
from bang.bots.registry import BotFactory, bot_names, make_bot, register_bot

__all__ = ["Bot", "BotFactory", "PlayerView", "RandomBot", "bot_names", "decide", "make_bot",
           "register_bot"]
