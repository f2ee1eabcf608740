"""What one seat may see of a dice game (docs/design.md §4).

``build_view`` is the only place that decides visibility.  In the dice game everything is
public (dice, life, arrows, characters) except the roles of living players other than the
Sheriff (RULES.md B3.1), which become public on death (B6), in the 3-player game (B2.1)
and when the game is over.  The seed and the dice stream are never part of a view.

An expansion module adds what it shows under ``modules`` (its ``Rules.view``): Undead or
Alive's held Duel Wound tokens (face up, G7.3), the size of their pile and of the
Boneyard (never their order, which nobody knows), the face-up Boneyard cards and their
hands, the zombies and the Zombie Master (G10).  A base game's view has no ``modules``.
Old Saloon (RULES.md Part G) adds only public things (``extra``): which dice this turn
rolls (the declared Saloon die) and who holds the Indian Chief's Arrow; its arrow piles
hold identical tokens, so they hide nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bang.core.protocol import Event, visible_to
from bang.dice.content import PROMPTS
from bang.dice.data import ROLES, SHERIFF
from bang.dice.state import CHARACTER_LIST, FINAL_STAGE, DiceState


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
        """This seat's record as plain JSON data."""
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
        """The pending decision as plain JSON data."""
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
    #: What each expansion module shows (Part G), by module key; empty in a base game.
    modules: dict[str, Any] = field(default_factory=dict)
    #: What the game's expansions show everybody (RULES.md Part G; empty in a base
    #: game): Old Saloon's dice kinds, Saloon declaration and the Chief's Arrow.
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def pending_kind(self) -> str | None:
        """``pending.kind``, None once the game is over (what a bot asks first; the lazy
        view answers it without formatting the options)."""
        pending = self.pending
        return None if pending is None else pending.kind

    # The per-seat columns a bot reads, the same methods as ``LazyDiceView``'s (which
    # reads them off the game without building every seat's record).
    def shown_roles(self) -> list[str | None]:
        """Every seat's role as shown (None: secret)."""
        return [p.role for p in self.players]

    def lives(self) -> list[int]:
        """Every seat's life points."""
        return [p.life for p in self.players]

    def max_lives(self) -> list[int]:
        """Every seat's maximum of life points."""
        return [p.max_life for p in self.players]

    def alive_flags(self) -> list[bool]:
        """Whether each seat is alive."""
        return [p.alive for p in self.players]

    def to_dict(self) -> dict[str, Any]:
        """The whole view as plain JSON data: what the server sends the seat."""
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
            **({"modules": self.modules} if self.modules else {}),
            **({"extra": dict(self.extra)} if self.extra else {}),
        }


def role_is_public(game: DiceState, viewer: int | None, seat: int) -> bool:
    """RULES.md B3.1, B2.1, B6: may ``viewer`` know the role of ``seat``?  (G10: a
    module may show more: a zombie's, the Zombie Master's.)"""
    if (seat == viewer or game.decision is None or game.n == 3
            or game.role[seat] == SHERIFF or not game.alive[seat]):
        return True
    return any(r.role_public is not None and r.role_public(game, seat) for r in game.rules)


def redact_event(event: Event, seat: int | None) -> Event:
    """The form of ``event`` that ``seat`` may see.

    Dice-game events carry no secrets (a role appears only in the event of its owner's
    elimination, when it becomes public), so every event is public; a private event, if
    one is ever added, reaches others without its data.
    """
    if visible_to(event, seat):
        return event
    return Event(event.kind, {}, event.to)


def shown_roles(game: DiceState, seat: int | None) -> list[str | None]:
    """Every seat's role as ``seat`` sees it (None: secret)."""
    return [ROLES[game.role[s]] if role_is_public(game, seat, s) else None
            for s in range(game.n)]


def seat_records(game: DiceState, seat: int | None,
                 roles: list[str | None] | None = None) -> tuple[PlayerInfo, ...]:
    """Every seat as ``seat`` sees it (``roles``: ``shown_roles(game, seat)`` when
    already at hand)."""
    if roles is None:
        roles = shown_roles(game, seat)
    return tuple(
        PlayerInfo(s, CHARACTER_LIST[game.char[s]].name, game.life[s], game.max_life[s],
                   game.arrows[s], game.alive[s], roles[s])
        for s in range(game.n))


def pending_info(game: DiceState, seat: int | None) -> PendingInfo | None:
    """The pending decision as ``seat`` sees it: its options only if he owes it."""
    decision = game.decision
    if decision is None:
        return None
    options = None
    if seat == decision.seat:
        options = tuple(a.format() for a in game.legal_actions())
    return PendingInfo(decision.id, decision.seat, decision.kind, dict(decision.context),
                       options)


def rolls_left(game: DiceState) -> int:
    """B4.3: rolls remain only while the active player may still roll: at a prompt met
    before the final dice (``Prompt.stage`` below ``FINAL_STAGE``: the roll prompt,
    Sid Ketchum's at the start of the turn)."""
    decision = game.decision
    if decision is not None and PROMPTS[decision.kind].stage < FINAL_STAGE:
        return game.rolls_max - game.rolls_used
    return 0


def own_role(game: DiceState, seat: int | None) -> str | None:
    return ROLES[game.role[seat]] if seat is not None and 0 <= seat < game.n else None


def shown_dice(game: DiceState) -> tuple[str | None, ...]:
    names = game.table.names
    return tuple(names[f] if f >= 0 else None for f in game.dice)


def build_view(game: DiceState, seat: int | None) -> DiceView:
    """The one function that decides what ``seat`` sees (docs/design.md §4)."""
    return DiceView(
        seat=seat,
        role=own_role(game, seat),
        players=seat_records(game, seat),
        arrows_centre=game.centre,
        dice=shown_dice(game),
        rolls_used=game.rolls_used,
        rolls_left=rolls_left(game),
        turn=game.turn,
        pending=pending_info(game, seat),
        events=tuple(redact_event(e, seat) for e in game.log),
        is_over=game.decision is None,
        winners=tuple(sorted(game.winners)),
        modules=module_views(game, seat),
        extra=extra(game),
    )


def module_views(game: DiceState, seat: int | None) -> dict[str, Any]:
    """What each expansion module shows ``seat`` (``Rules.view``), by module key."""
    views: dict[str, Any] = {}
    for rule in game.rules:
        if rule.view is not None:
            views[rule.key] = rule.view(game, seat)
    return views


def extra(game: DiceState) -> dict[str, Any]:
    """The expansions' public state (``Rules.public``): nothing of it is hidden (the Old
    Saloon piles hold identical tokens; the dice not yet rolled are never shown)."""
    data = game.hooks.public
    return {} if data is None else data(game)


class LazyDiceView:
    """``seat``'s view read field by field, each part built only when first read (the
    dice game's counterpart of ``bang.cards.view.LazyView``).

    A full view redacts the whole log (the latest ``LOG_SIZE`` events) and formats
    every legal option, for every decision: about half of a bot's dice game.  This
    object has the same fields, computed by the same functions as ``build_view`` (so it
    shows exactly what the full view shows) but only on access, plus ``events_since``
    for a reader that keeps a cursor over the events.

    It reads the live game: it is valid until the next action is applied, which is all a
    bot's ``choose`` needs.  Everything else (the server, logs, RL, tests) takes the full
    view.
    """

    __slots__ = ("_game", "_pending", "_players", "_roles", "role", "seat", "turn")

    def __init__(self, game: DiceState, seat: int) -> None:
        self._game = game
        self._players: tuple[PlayerInfo, ...] | None = None
        self._roles: list[str | None] | None = None
        #: ``pending`` once built (a one-element tuple: None is a value).
        self._pending: tuple[PendingInfo | None] | None = None
        self.seat: int | None = seat
        self.role = own_role(game, seat)
        self.turn = game.turn

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        players = self._players
        if players is None:
            players = self._players = seat_records(self._game, self.seat, self.shown_roles())
        return players

    def shown_roles(self) -> list[str | None]:
        """``[p.role for p in players]`` without building the players; built once per
        view: the caller must not change the list."""
        roles = self._roles
        if roles is None:
            roles = self._roles = shown_roles(self._game, self.seat)
        return roles

    def lives(self) -> list[int]:
        """``[p.life for p in players]``, without building the players."""
        return self._game.life[:]

    def max_lives(self) -> list[int]:
        """``[p.max_life for p in players]``, without building the players."""
        return self._game.max_life[:]

    def alive_flags(self) -> list[bool]:
        """``[p.alive for p in players]``, without building the players."""
        return self._game.alive[:]

    @property
    def pending(self) -> PendingInfo | None:
        built = self._pending
        if built is None:
            built = self._pending = (pending_info(self._game, self.seat),)
        return built[0]

    @property
    def pending_kind(self) -> str | None:
        """``pending.kind`` (None once the game is over), without formatting the
        options (a bot reads only the kind; formatting every re-roll mask cost more than
        its whole choice)."""
        decision = self._game.decision
        return None if decision is None else decision.kind

    @property
    def arrows_centre(self) -> int:
        return self._game.centre

    @property
    def dice(self) -> tuple[str | None, ...]:
        return shown_dice(self._game)

    @property
    def rolls_used(self) -> int:
        return self._game.rolls_used

    @property
    def rolls_left(self) -> int:
        return rolls_left(self._game)

    @property
    def events(self) -> tuple[Event, ...]:
        seat = self.seat
        return tuple(redact_event(e, seat) for e in self._game.log)

    @property
    def is_over(self) -> bool:
        return self._game.decision is None

    @property
    def modules(self) -> dict[str, Any]:
        return module_views(self._game, self.seat)

    @property
    def extra(self) -> dict[str, Any]:
        return extra(self._game)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(sorted(self._game.winners))

    def events_since(self, cursor: int) -> tuple[list[Event], int]:
        """The events of ``events`` numbered ``cursor`` on (counted from the game's first
        event), and the number to pass next time.  Like ``events``, only the log's latest
        events are shown, so a reader that skipped more sees what a full view would have
        shown it; only the new events are redacted.  A cursor past the end (kept from
        another game) reads the whole window, as a reader looking for its last event in
        a full view would."""
        game = self._game
        log = game.log
        end = game.log_count
        count = min(end - cursor if cursor <= end else end, len(log))
        if count <= 0:
            return [], end
        seat = self.seat
        return [redact_event(e, seat) for e in list(log)[-count:]], end

    def full(self) -> DiceView:
        """The whole view, equal to ``build_view`` of the same seat."""
        return build_view(self._game, self.seat)
