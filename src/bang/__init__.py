"""BANG! rules engines (card game, dice game, ghost variants), bots and tools."""

__version__ = "0.1.0"
