"""What both games share: actions, decisions, events, errors, RNG streams, the seat ring,
records and replay.  Standard library only."""

from bang.core.errors import BangError, ConfigError, IllegalAction, RecordError
from bang.core.game import RECORD_FORMAT, GameBase
from bang.core.protocol import Action, Decision, Event, parse_action, visible_to

__all__ = [
    "RECORD_FORMAT",
    "Action",
    "BangError",
    "ConfigError",
    "Decision",
    "Event",
    "GameBase",
    "IllegalAction",
    "RecordError",
    "parse_action",
    "visible_to",
]
