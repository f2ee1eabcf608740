"""The engine protocol both games implement (docs/design.md §2).

Values are ``NamedTuple``s rather than frozen dataclasses: they are immutable, hashable,
compare by value and cost a fraction to create, which matters on the engine's hot path
(a random-bot game makes hundreds of them).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from bang.core.errors import IllegalAction

#: Prefix letters of the optional integer fields in the action notation.
_FIELDS = (("card", "c"), ("target", "t"), ("arg", "x"))


class Action(NamedTuple):
    """One answer to a decision.

    ``kind`` names the move (``play``, ``pass``, ``missed``, ``pick`` ...); ``card`` is a
    card instance id (0-79) or a die index, ``target`` a seat, ``arg`` any further
    integer (a bit mask of dice, a suit index, a choice number).  Unused fields are -1.
    """

    kind: str
    card: int = -1
    target: int = -1
    arg: int = -1

    def format(self) -> str:
        """The canonical text notation, e.g. ``play c23 t2``; :func:`parse_action` inverts it."""
        parts = [self.kind]
        if self.card >= 0:
            parts.append(f"c{self.card}")
        if self.target >= 0:
            parts.append(f"t{self.target}")
        if self.arg >= 0:
            parts.append(f"x{self.arg}")
        return " ".join(parts)

    def __str__(self) -> str:
        return self.format()


#: Longest action text and longest number a notation may hold: every legal field fits in
#: 9 digits, and refusing more keeps a hostile 5,000-digit number from costing anything.
MAX_NOTATION = 80
MAX_DIGITS = 9


def parse_action(text: str | object) -> Action:
    """Read the canonical notation back; anything else raises ``IllegalAction``.

    Only ASCII letters, ``_`` and the digits 0-9 are accepted (``str.isdigit`` would also
    take superscripts such as ``³``, which ``int`` refuses).
    """
    if not isinstance(text, str):
        raise IllegalAction("bad_notation",
                            f"an action is text like 'play c23 t2', not {type(text).__name__}")
    if len(text) > MAX_NOTATION:
        raise IllegalAction("bad_notation", f"an action is at most {MAX_NOTATION} characters")
    tokens = text.split()
    if not tokens or not tokens[0].isascii() or not tokens[0].replace("_", "").isalpha():
        raise IllegalAction("bad_notation", f"expected 'kind [cN] [tN] [xN]', got {text!r}")
    values = {"card": -1, "target": -1, "arg": -1}
    order = 0
    for token in tokens[1:]:
        digits = token[1:]
        for index, (name, letter) in enumerate(_FIELDS):
            if (token[:1] == letter and digits.isascii() and digits.isdigit()
                    and len(digits) <= MAX_DIGITS and index >= order):
                values[name] = int(digits)
                order = index + 1
                break
        else:
            raise IllegalAction(
                "bad_notation",
                f"unexpected token {token!r} in {text!r}: fields are cN, tN, xN in that order,"
                f" each at most {MAX_DIGITS} digits",
            )
    return Action(tokens[0], values["card"], values["target"], values["arg"])


def exact_fields(action: Action | object) -> bool:
    """Whether ``action``'s fields have exactly the types of the notation: a ``str`` kind
    and ``int`` numbers (``True`` and ``44.0`` compare equal to 1 and 44, so a legality
    test by equality alone would let them through).  The fields are read as plain
    objects, so that a compiled build checks them instead of assuming their types."""
    if not isinstance(action, tuple):
        return False
    fields: tuple[object, ...] = action
    return (len(fields) == 4 and type(fields[0]) is str and type(fields[1]) is int
            and type(fields[2]) is int and type(fields[3]) is int)


class Decision(NamedTuple):
    """The prompt the game waits on: who must answer, what kind of prompt, and its context.

    ``id`` increases with every decision so stale answers can be refused.  ``context`` is
    plain JSON-able data describing the prompt (for example the card being answered).
    """

    id: int
    seat: int
    kind: str
    context: dict[str, Any]


class Event(NamedTuple):
    """Something that happened, with who may see it.

    ``to`` is ``None`` for a public event, or the set of seats allowed to see it; a
    redacted copy (``data`` reduced to what others may know) is what other seats get, as
    produced by the game's ``redact_event``.
    """

    kind: str
    data: dict[str, Any]
    to: frozenset[int] | None = None


def visible_to(event: Event, seat: int | None) -> bool:
    """Whether ``seat`` (``None``: a spectator) may see ``event`` in full."""
    return event.to is None or (seat is not None and seat in event.to)
