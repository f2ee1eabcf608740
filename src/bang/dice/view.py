"""What one seat may see of a dice game (DESIGN.md §4).

``build_view`` is the only place that decides visibility.  In the dice game everything is
public (dice, life, arrows, characters) except the roles of living players other than the
Sheriff (RULES.md B3.1), which become public on death (B6), in the 3-player game (B2.1)
and when the game is over.  The seed and the dice stream are never part of a view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bang.core.protocol import Event, visible_to
from bang.dice.data import CHARACTERS, FACES, ROLES, SHERIFF

if TYPE_CHECKING:
    from bang.dice.state import DiceState


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """One seat as everybody sees it; ``role`` is None while it is secret."""

    seat: int
    character: str
    life: int
    max_life: int
    arrows: int
    alive: bool
    role: str | None

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "character": self.character, "life": self.life,
                "max_life": self.max_life, "arrows": self.arrows, "alive": self.alive,
                "role": self.role}


@dataclass(frozen=True, slots=True)
class PendingInfo:
    """The decision waited on; its legal options only for the seat that owes it."""

    id: int
    seat: int
    kind: str
    context: dict[str, Any]
    options: tuple[str, ...] | None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "seat": self.seat, "kind": self.kind,
                "context": dict(self.context),
                "options": None if self.options is None else list(self.options)}


@dataclass(frozen=True, slots=True)
class DiceView:
    """Everything ``seat`` may know (``seat`` None: a spectator), and nothing more."""

    seat: int | None
    role: str | None
    players: tuple[PlayerInfo, ...]
    arrows_centre: int
    dice: tuple[str | None, ...]
    rolls_used: int
    rolls_left: int
    turn: int
    pending: PendingInfo | None
    events: tuple[Event, ...]
    is_over: bool
    winners: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON: what a server sends and what an observation encoder reads."""
        return {
            "seat": self.seat,
            "role": self.role,
            "players": [p.to_dict() for p in self.players],
            "arrows_centre": self.arrows_centre,
            "dice": list(self.dice),
            "rolls_used": self.rolls_used,
            "rolls_left": self.rolls_left,
            "turn": self.turn,
            "pending": None if self.pending is None else self.pending.to_dict(),
            "events": [{"kind": e.kind, "data": e.data} for e in self.events],
            "is_over": self.is_over,
            "winners": list(self.winners),
        }


def role_is_public(game: DiceState, viewer: int | None, seat: int) -> bool:
    """RULES.md B3.1, B2.1, B6: may ``viewer`` know the role of ``seat``?"""
    return (seat == viewer or game.decision is None or game.n == 3
            or game.role[seat] == SHERIFF or not game.alive[seat])


def redact_event(event: Event, seat: int | None) -> Event:
    """The form of ``event`` that ``seat`` may see.

    Dice-game events carry no secrets (a role appears only in the event of its owner's
    elimination, when it becomes public), so every event is public; a private event, if
    one is ever added, reaches others without its data.
    """
    if visible_to(event, seat):
        return event
    return Event(event.kind, {}, event.to)


def build_view(game: DiceState, seat: int | None) -> DiceView:
    """The one function that decides what ``seat`` sees (DESIGN.md §4)."""
    n = game.n
    players = tuple(
        PlayerInfo(s, CHARACTERS[game.char[s]].name, game.life[s], game.max_life[s],
                   game.arrows[s], game.alive[s],
                   ROLES[game.role[s]] if role_is_public(game, seat, s) else None)
        for s in range(n))
    decision = game.decision
    pending = None
    if decision is not None:
        options = None
        if seat == decision.seat:
            options = tuple(a.format() for a in game.legal_actions())
        pending = PendingInfo(decision.id, decision.seat, decision.kind,
                              dict(decision.context), options)
    # B4.3: rolls remain only while the active player may still roll (before resolution).
    rolls_left = 0
    if decision is not None and decision.kind in ("roll", "sid_ketchum"):
        rolls_left = game.rolls_max - game.rolls_used
    own_role = ROLES[game.role[seat]] if seat is not None and 0 <= seat < n else None
    return DiceView(
        seat=seat,
        role=own_role,
        players=players,
        arrows_centre=game.centre,
        dice=tuple(FACES[f] if f >= 0 else None for f in game.dice),
        rolls_used=game.rolls_used,
        rolls_left=rolls_left,
        turn=game.turn,
        pending=pending,
        events=tuple(redact_event(e, seat) for e in game.log),
        is_over=decision is None,
        winners=tuple(sorted(game.winners)),
    )
