"""The small error hierarchy every layer raises (docs/design.md §2 "Errors").

All three derive from ``ValueError`` so callers that only care about "bad input" can
catch one thing, while servers and tests can tell them apart.
"""

from __future__ import annotations


class BangError(ValueError):
    """Base class of every error the engines raise on purpose."""


class IllegalAction(BangError):
    """An action that is not legal now; the game state is left untouched.

    ``code`` is a stable machine-readable reason (``wrong_seat``, ``stale_decision``,
    ``not_in_hand``, ``out_of_range``, ``bang_limit`` ...) and ``message`` says why in
    plain English, so clients can both branch on it and show it.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class ConfigError(BangError):
    """An impossible combination of options.

    The message is plain English; ``code`` (``option_bool``, ``unknown_options`` ...)
    and ``params`` (the values the message names), when given, let a front end say the
    same in the player's language (the command line's ``cli.err.config.<code>``).
    """

    def __init__(self, message: str, code: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class RecordError(BangError):
    """A game record that cannot be read or does not replay."""
