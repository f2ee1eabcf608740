"""What one seat may know (DESIGN.md §4).  ``build_view`` is the only function that
decides visibility: bots, the terminal, the server, logs and RL observations all read
the game through it, and ``redact_event`` is the only way an event reaches a seat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bang.core.protocol import Action, Event

if TYPE_CHECKING:
    from bang.cards.game import CardGame

#: How many of the latest events a view carries.
RECENT_EVENTS = 40


def redact_event(event: Event, seat: int | None) -> Event:
    """The event as ``seat`` may see it: whole if public or addressed to him, otherwise
    with its hidden ``cards`` replaced by their number."""
    if event.to is None or (seat is not None and seat in event.to):
        return event
    data = {k: v for k, v in event.data.items() if k != "cards"}
    if "cards" in event.data:
        data["count"] = len(event.data["cards"])
    return Event(event.kind, data, event.to)


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """One seat as others see it."""

    seat: int
    character: str
    life: int
    max_life: int
    alive: bool
    role: str | None
    equipment: tuple[int, ...]
    hand_count: int
    distance: int | None
    in_reach: bool
    ghost: bool

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "character": self.character, "life": self.life,
            "max_life": self.max_life, "alive": self.alive, "role": self.role,
            "equipment": list(self.equipment), "hand_count": self.hand_count,
            "distance": self.distance, "in_reach": self.in_reach, "ghost": self.ghost,
        }


@dataclass(frozen=True, slots=True)
class PendingInfo:
    """The pending decision; ``options`` only for the seat that owns it."""

    id: int
    seat: int
    kind: str
    context: dict[str, Any]
    options: tuple[Action, ...] | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "seat": self.seat, "kind": self.kind, "context": dict(self.context),
            "options": None if self.options is None else [a.format() for a in self.options],
        }


@dataclass(frozen=True, slots=True)
class CardView:
    """Everything ``seat`` may know of a card game (``seat`` None: a spectator)."""

    game: str
    seat: int | None
    role: str | None
    hand: tuple[int, ...]
    players: tuple[PlayerInfo, ...]
    turn: int
    deck_count: int
    discard_count: int
    discard_top: int | None
    revealed: tuple[int, ...]
    bangs_played: int
    pending: PendingInfo | None
    events: tuple[Event, ...]
    winners: tuple[int, ...] | None
    config: dict[str, Any]
    #: Dead Man's Hand: the seats that won the dead players' poker game (Part C2).
    dmh_winners: tuple[int, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "dmh_winners": None if self.dmh_winners is None else list(self.dmh_winners),
            "game": self.game, "seat": self.seat, "role": self.role, "hand": list(self.hand),
            "players": [p.to_dict() for p in self.players], "turn": self.turn,
            "deck_count": self.deck_count, "discard_count": self.discard_count,
            "discard_top": self.discard_top, "revealed": list(self.revealed),
            "bangs_played": self.bangs_played,
            "pending": None if self.pending is None else self.pending.to_dict(),
            "events": [{"kind": e.kind, **e.data} for e in self.events],
            "winners": None if self.winners is None else list(self.winners),
            "config": dict(self.config),
        }


#: Configs are frozen, so each one's plain form is computed once and copied per view.
_CONFIG_DICTS: dict[Any, dict[str, Any]] = {}


def _config_dict(config: Any) -> dict[str, Any]:
    cached = _CONFIG_DICTS.get(config)
    if cached is None:
        if len(_CONFIG_DICTS) > 256:
            _CONFIG_DICTS.clear()
        cached = _CONFIG_DICTS[config] = config.to_dict()
    return dict(cached)


def role_visible(game: CardGame, viewer: int | None, seat: int) -> bool:
    """A1.1: the Sheriff's role is public, others only on elimination, at the end, or in
    the 3-player game (A1.2); everyone knows his own."""
    return (game.revealed[seat] or seat == viewer or game.config.three_player
            or game.roles[seat] == "sheriff")


def build_view(game: CardGame, seat: int | None) -> CardView:
    players = []
    weapon_reach = game.weapon_range(seat) if seat is not None else 0
    for s in range(game.n):
        alive = game.alive[s]
        distance = None
        if seat is not None and s != seat and alive and game.alive[seat]:
            distance = game.distance(seat, s)
        players.append(PlayerInfo(
            seat=s,
            character=game.characters[s],
            life=game.life[s],
            max_life=game.max_life[s],
            alive=alive,
            role=game.roles[s] if role_visible(game, seat, s) else None,
            equipment=tuple(game.tables[s]),
            hand_count=len(game.hands[s]),
            distance=distance,
            in_reach=distance is not None and distance <= weapon_reach,
            ghost=game.is_ghost(s),
        ))
    decision = game.decision
    pending = None
    if decision is not None:
        options = game.legal_actions() if seat == decision.seat else None
        pending = PendingInfo(decision.id, decision.seat, decision.kind,
                              decision.context, options)
    # Most events are public: test that inline and redact only the rest.
    events = tuple([e if e.to is None or (seat is not None and seat in e.to)
                    else redact_event(e, seat) for e in game.log[-RECENT_EVENTS:]])
    return CardView(
        game="cards",
        seat=seat,
        role=game.roles[seat] if seat is not None else None,
        hand=tuple(game.hands[seat]) if seat is not None else (),
        players=tuple(players),
        turn=game.turn_seat,
        deck_count=len(game.deck),
        discard_count=len(game.discard),
        discard_top=game.discard[-1] if game.discard else None,
        revealed=tuple(game.limbo) if game.limbo_public() else (),
        bangs_played=game.bangs_played,
        pending=pending,
        events=events,
        winners=tuple(sorted(game.winners)) if game.game_over else None,
        config=_config_dict(game.config),
        dmh_winners=game.ghost.final_winners(),
    )
