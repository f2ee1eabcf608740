"""What a bot is: something that picks one legal action from what its seat may know.

docs/design.md §1 and the lesson of catanatron's issues: bots never receive the game object,
only the seat's ``PlayerView`` and the legal actions, so a bot cannot read hidden hands,
roles or the deck order even by accident.

Building a view costs more than a random bot's whole choice, so a bot declares whether
it reads the view (``needs_view``).  The driver then builds ``game.view(seat)`` only for
bots that need it and passes ``None`` to the others; either way the bot sees no more
than the view.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

# ``RoleBot`` and ``first_new_event`` live in ``bang.bots.role`` (compiled); importable
# from here as before.
from bang.bots.role import RoleBot, first_new_event
from bang.core.protocol import Action


@runtime_checkable
class PlayerView(Protocol):
    """The part of a view bots may rely on in every game: a plain-data form."""

    def to_dict(self) -> dict[str, Any]:
        """The view as plain JSON data (what the server sends the seat)."""
        ...


@runtime_checkable
class Bot(Protocol):
    """A player that answers decisions.

    ``needs_view`` tells the driver whether ``choose`` reads its ``view`` argument; when it
    is false the driver passes ``None``.  ``choose`` must return one of ``legal`` (the
    driver never calls it with an empty tuple), and draws any randomness from the bot's
    own generator so the bot's choices never disturb the game's streams (docs/design.md §3).
    """

    #: Whether ``choose`` reads its ``view``; when false the driver passes None and
    #: builds no view.
    needs_view: bool

    def choose(self, view: PlayerView | None, legal: tuple[Action, ...]) -> Action:
        """One of ``legal`` (never empty), for the seat whose ``view`` this is.

        ``view`` is ``game.view(seat)`` (a ``CardView`` or a ``DiceView``), or None for a
        bot that does not read it; a driver may also pass None when only one action is
        legal, since there is nothing to choose.  A searching bot that declares
        ``needs_infoset`` receives the seat's information set instead.
        """
        ...


def decide(bot: Bot, game: Any, seat: int) -> Action:
    """The answer ``bot`` gives for ``seat`` to the game's pending decision.

    Every driver (simulation, the terminal, the server's bot seats, RL opponents) asks
    its bots through this one function, so what a bot receives is decided in one place:
    the seat's view when the bot reads it (its information set when it searches), never
    the game itself.  The caller makes sure
    ``seat`` owns the pending decision.
    """
    legal = game.legal_actions()
    return bot.choose(what_bot_sees(bot, game, seat, legal), legal)


def what_bot_sees(bot: Bot, game: Any, seat: int, legal: tuple[Action, ...]) -> Any:
    """What ``bot`` receives for a decision of ``seat``: nothing for a bot that reads no
    view; for a searching bot (``needs_infoset``) the seat's information set (its view
    plus a sampler of games consistent with it, built by the engine from what the seat
    may know), or nothing when one answer is legal, so a forced prompt costs nothing;
    otherwise the seat's view."""
    if not bot.needs_view:
        return None
    if getattr(bot, "needs_infoset", False):
        return game.information_set(seat) if len(legal) > 1 else None
    return game.view(seat)


__all__ = ["Bot", "PlayerView", "RoleBot", "decide", "first_new_event"]
