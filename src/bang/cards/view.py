"""What one seat may know (docs/design.md §4).  ``build_view`` is the only function that
decides visibility: bots, the terminal, the server, logs and RL observations all read
the game through it, and ``redact_event`` is the only way an event reaches a seat."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from bang.cards.events import public_version, redact_event
from bang.core.protocol import Action, Event

if TYPE_CHECKING:
    from bang.cards.state import CardState

_new_tuple = tuple.__new__

#: How many of the latest events a view carries.
RECENT_EVENTS = 40


class PlayerInfo(NamedTuple):
    """One seat as others see it (a NamedTuple: views are built on every decision)."""

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
    #: Dead Man's Hand: the living seat this dead player has declared next to die (C2.1-4;
    #: declared aloud, so public), or None.
    prediction: int | None = None
    #: Dead Reckonin': an Outlaw Ghost back to life until the end of his next turn (C1.3-6).
    revived: bool = False
    #: Dodge City: the green cards of ``equipment`` played this turn, not usable before
    #: it ends (E4.1-3; the others in play are usable); public, as the cards are.
    waiting: tuple[int, ...] = ()
    #: Dodge City's Vera Custer: the character whose ability this seat holds besides his
    #: own until her next choice (chosen aloud, so public, E6.1), or None.
    copy: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """This seat's record as plain JSON data."""
        return {
            "seat": self.seat, "character": self.character, "life": self.life,
            "max_life": self.max_life, "alive": self.alive, "role": self.role,
            "equipment": list(self.equipment), "hand_count": self.hand_count,
            "distance": self.distance, "in_reach": self.in_reach, "ghost": self.ghost,
            "prediction": self.prediction, "revived": self.revived,
            "waiting": list(self.waiting), "copy": self.copy,
        }


class PendingInfo(NamedTuple):
    """The pending decision; ``options`` only for the seat that owns it."""

    id: int
    seat: int
    kind: str
    context: dict[str, Any]
    options: tuple[Action, ...] | None

    def to_dict(self) -> dict[str, Any]:
        """The pending decision as plain JSON data."""
        return {
            "id": self.id, "seat": self.seat, "kind": self.kind, "context": dict(self.context),
            "options": None if self.options is None else [a.format() for a in self.options],
        }


class CardView(NamedTuple):
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
    config: Mapping[str, Any]
    #: Dead Man's Hand: the seats that won the dead players' poker game (Part C2).
    dmh_winners: tuple[int, ...] | None = None
    #: High Noon, A Fistful of Cards: the event deck as everyone sees it (F3.1 step 3,
    #: F3.2): ``in_force``, ``next``, ``deck_count``, ``pile``, ``round``; None in a game
    #: without one (``event_deck.EventState.public``).
    event: Mapping[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        """The whole view as plain JSON data: what the server sends the seat."""
        return {
            "event": None if self.event is None else dict(self.event),
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

    # The per-seat columns a bot reads in its loops, the same methods as ``LazyView``'s
    # (which reads them off the game without building every seat's record).
    def shown_roles(self) -> list[str | None]:
        """Every seat's role as shown (None: hidden)."""
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

    def player(self, seat: int) -> PlayerInfo:
        """One seat's record, ``players[seat]``."""
        return self.players[seat]


#: Configs are frozen, so each one's plain form is computed once and shared read-only.
_CONFIG_VIEWS: dict[int, tuple[Any, Mapping[str, Any]]] = {}


def _config_view(config: Any) -> Mapping[str, Any]:
    cached = _CONFIG_VIEWS.get(id(config))
    if cached is None or cached[0] is not config:
        if len(_CONFIG_VIEWS) > 256:
            _CONFIG_VIEWS.clear()
        cached = _CONFIG_VIEWS[id(config)] = (config, MappingProxyType(config.to_dict()))
    return cached[1]


def shown_roles(game: CardState, seat: int | None) -> list[str | None]:
    """Every seat's role as ``seat`` sees it (None: hidden).  A1.1: the Sheriff's role is
    public, the others' only on elimination, at the end or in the 3-player game (A1.2);
    everyone knows his own."""
    roles = game.roles
    if game.config.three_player:
        return list(roles)
    # Asked at nearly every bot decision: the roles everybody sees are kept with the
    # roles and reveals they were read from (the whole of both, so no change can be
    # missed), and only the seat's own is added.
    key = (tuple(roles), tuple(game.revealed))
    cached = game.shown_cache
    if cached is None or cached[0] != key:
        revealed = game.revealed
        public: list[str | None] = [
            role if (revealed[s] or role == "sheriff") else None
            for s, role in enumerate(roles)]
        cached = game.shown_cache = (key, public)
    shown = cached[1][:]
    if seat is not None:
        shown[seat] = roles[seat]
    return shown


def seat_infos(game: CardState, seat: int | None, seats: Iterable[int],
               distances: list[int] | None, reach: int,
               roles: list[str | None] | None = None) -> list[PlayerInfo]:
    """Each seat of ``seats`` as ``seat`` sees it, given ``seat``'s distance row and weapon
    reach (``distances`` None: ``seat`` is dead or a spectator, who see no distances)
    and, when already at hand, ``shown_roles(game, seat)``.
    One loop for many seats: a view builds every seat, a feed those that changed."""
    alive_of = game.alive
    if roles is None:
        roles = shown_roles(game, seat)
    characters, life, max_life = game.characters, game.life, game.max_life
    tables, hands = game.tables, game.hands
    ghost = game.ghost
    ghosts, predictions, revived = ghost.ghosts, ghost.predictions, ghost.revived
    fresh = game.green_new
    copied = game.copied
    infos = []
    for s in seats:
        alive = alive_of[s]
        if distances is not None and alive and s != seat:
            distance: int | None = distances[s]
            in_reach = distance <= reach  # type: ignore[operator]
        else:
            distance, in_reach = None, False
        prediction = predictions[s]
        infos.append(_new_tuple(PlayerInfo, (
            s, characters[s], life[s], max_life[s], alive, roles[s], tuple(tables[s]),
            len(hands[s]), distance, in_reach, ghosts[s],
            prediction if prediction >= 0 else None, revived[s],
            tuple([c for c in tables[s] if c in fresh]) if fresh else (),
            copied[s] or None)))
    return infos


def seat_reach(game: CardState, seat: int | None) -> tuple[list[int] | None, int]:
    """``seat``'s distance row and weapon reach; distances are shown only to a living
    seat, for the other living seats."""
    if seat is not None and game.alive[seat]:
        return game.distances_from(seat), game.weapon_range(seat)
    return None, 0


def pending_info(game: CardState, seat: int | None) -> PendingInfo | None:
    """The pending decision as ``seat`` sees it: its options only if he owns it."""
    decision = game.decision
    if decision is None:
        return None
    number, owner, kind, context = decision  # one unpacking, not four attribute reads
    options = game.legal_actions() if seat == owner else None
    return _new_tuple(PendingInfo, (number, owner, kind, context, options))


def assemble(game: CardState, seat: int | None, players: tuple[PlayerInfo, ...],
             events: tuple[Event, ...]) -> CardView:
    """The view of ``seat`` around its players and events, the two parts an incremental
    feed (``bang.cards.feed``) keeps between looks; everything else is read afresh."""
    hands, discard = game.hands, game.discard
    return _new_tuple(CardView, (
        "cards",                                                    # game
        seat,                                                       # seat
        game.roles[seat] if seat is not None else None,             # role
        tuple(hands[seat]) if seat is not None else (),             # hand
        players,                                                    # players
        game.turn_seat,                                             # turn
        len(game.deck),                                             # deck_count
        len(discard),                                               # discard_count
        discard[-1] if discard else None,                           # discard_top
        tuple(game.limbo) if game.limbo_public() else (),           # revealed
        game.bangs_played,                                          # bangs_played
        pending_info(game, seat),                                   # pending
        events,                                                     # events
        tuple(sorted(game.winners)) if game.game_over else None,    # winners
        _config_view(game.config),                                  # config
        game.ghost.final_winners(),                                 # dmh_winners
        None if game.events is None else game.events.public(seat),  # event
    ))


class TableParts(NamedTuple):
    """The top-level parts of a card game's view that every viewer sees alike at one
    moment: the pending decision as a seat that does not own it sees it (no options),
    the piles, the cards set aside, the end.  Built once when several viewers look at
    the same position (``bang.cards.feed.TableFeed``), then each viewer's view is
    assembled around it with ``assemble_from``."""

    turn: int
    deck_count: int
    discard_count: int
    discard_top: int | None
    revealed: tuple[int, ...]
    bangs_played: int
    pending: PendingInfo | None
    winners: tuple[int, ...] | None
    config: Mapping[str, Any]
    dmh_winners: tuple[int, ...] | None


def table_parts(game: CardState) -> TableParts:
    """What every viewer's view shares now (see ``TableParts``); the same fields as
    ``assemble`` reads, from the same functions."""
    discard = game.discard
    return _new_tuple(TableParts, (
        game.turn_seat,
        len(game.deck),
        len(discard),
        discard[-1] if discard else None,
        tuple(game.limbo) if game.limbo_public() else (),
        game.bangs_played,
        pending_info(game, None),  # a spectator's: what every seat but its owner sees
        tuple(sorted(game.winners)) if game.game_over else None,
        _config_view(game.config),
        game.ghost.final_winners(),
    ))


def assemble_from(game: CardState, seat: int | None, players: tuple[PlayerInfo, ...],
                  events: tuple[Event, ...], parts: TableParts) -> CardView:
    """``assemble`` with the shared parts already made (``table_parts`` of the same
    moment): only the viewer's own fields are read here, his role, his hand and, when
    the pending decision is his, its options."""
    pending = parts.pending
    if pending is not None and seat is not None and seat == pending.seat:
        pending = pending_info(game, seat)  # its owner sees the options
    return _new_tuple(CardView, (
        "cards", seat,
        game.roles[seat] if seat is not None else None,
        tuple(game.hands[seat]) if seat is not None else (),
        players, parts.turn, parts.deck_count, parts.discard_count, parts.discard_top,
        parts.revealed, parts.bangs_played, pending, events, parts.winners, parts.config,
        parts.dmh_winners,
        # The event deck (F3.2) is public but for a seat's own New Identity spare.
        None if game.events is None else game.events.public(seat),
    ))


def build_view(game: CardState, seat: int | None) -> CardView:
    """The reference view of ``seat``, built whole from the state."""
    distances, reach = seat_reach(game, seat)
    players = tuple(seat_infos(game, seat, range(game.n), distances, reach))
    return assemble(game, seat, players, tuple(game.recent_events(seat, RECENT_EVENTS)))


class LazyView:
    """``seat``'s view read field by field, each part built only when first read.

    A bot answering a prompt reads a few fields of its view: a Missed! answer needs
    none, a turn of play needs the players and the hand, and only what arrived since
    its last look among the events.  Building the whole ``CardView`` for every decision
    (every seat's record, 40 redacted events, the hand, the winners...) was a quarter of
    a bot game; this object has the same fields, computed from the same functions as
    ``build_view`` (so it shows exactly what the full view shows) but only on access,
    plus ``events_since`` for a reader that keeps a cursor over the events.

    It reads the live game: it is valid until the next action is applied, which is all a
    bot's ``choose`` needs.  Everything else (the server, logs, tests) takes the full view.
    """

    __slots__ = ("_game", "_players", "_roles", "pending", "role", "seat", "turn")

    game: ClassVar[str] = "cards"

    def __init__(self, game: CardState, seat: int) -> None:
        self._game = game
        self._players: tuple[PlayerInfo, ...] | None = None
        self._roles: list[str | None] | None = None
        # What every answer reads is set at once (a plain attribute is cheaper to read
        # than a property); the rest is built on first access.
        self.seat: int | None = seat
        self.role: str | None = game.roles[seat]
        self.turn = game.turn_seat
        self.pending = pending_info(game, seat)

    @property
    def hand(self) -> tuple[int, ...]:
        seat = self.seat
        return tuple(self._game.hands[seat]) if seat is not None else ()

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        players = self._players
        if players is None:
            game, seat = self._game, self.seat
            distances, reach = seat_reach(game, seat)
            players = self._players = tuple(seat_infos(game, seat, range(game.n), distances,
                                                       reach, self.shown_roles()))
        return players

    @property
    def deck_count(self) -> int:
        return len(self._game.deck)

    @property
    def discard_count(self) -> int:
        return len(self._game.discard)

    @property
    def discard_top(self) -> int | None:
        discard = self._game.discard
        return discard[-1] if discard else None

    @property
    def revealed(self) -> tuple[int, ...]:
        game = self._game
        return tuple(game.limbo) if game.limbo_public() else ()

    @property
    def bangs_played(self) -> int:
        return self._game.bangs_played

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._game.recent_events(self.seat, RECENT_EVENTS))

    @property
    def winners(self) -> tuple[int, ...] | None:
        game = self._game
        return tuple(sorted(game.winners)) if game.game_over else None

    @property
    def config(self) -> Mapping[str, Any]:
        return _config_view(self._game.config)

    @property
    def dmh_winners(self) -> tuple[int, ...] | None:
        return self._game.ghost.final_winners()

    @property
    def event(self) -> Mapping[str, Any] | None:
        events = self._game.events
        return None if events is None else events.public(self.seat)

    def shown_roles(self) -> list[str | None]:
        """Every seat's role as ``players`` shows it, without building the players (a
        bot reading who attacked whom needs only this).  Built once per view: the
        caller must not change the list."""
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

    def player(self, seat: int) -> PlayerInfo:
        """``players[seat]``, building only that record (what a bot reads of its own seat
        or of one target)."""
        players = self._players
        if players is not None:
            return players[seat]
        game, me = self._game, self.seat
        if seat == me:  # one's own record shows no distance: the row is not needed
            return seat_infos(game, me, (seat,), None, 0, self.shown_roles())[0]
        distances, reach = seat_reach(game, me)
        return seat_infos(game, me, (seat,), distances, reach, self.shown_roles())[0]

    def public_events_since(self, cursor: int, kinds: frozenset[str] | None = None
                            ) -> tuple[list[Event], int]:
        """The public events among ``events_since(cursor)`` (the same window), only those
        of ``kinds`` if given, and the number to pass next time: what a reader of who did
        what to whom needs, with nothing to redact (a private event, even one shown to
        this seat, is left out) and nothing it would skip."""
        game = self._game
        log = game.log
        base = game.log_base
        count = len(log)
        start = cursor - base
        if start > count or start < count - RECENT_EVENTS or start < 0:
            # Further back than the window (or past the end: a cursor kept from another
            # game): the whole window, as in ``events``.
            start = max(count - RECENT_EVENTS, 0)
        # A plain loop: a handful of new events is the common case, and a comprehension
        # costs a function call of its own.
        found: list[Event] = []
        add = found.append
        for event in log[start:]:
            if event.to is None and (kinds is None or event.kind in kinds):
                add(event)
        return found, base + count

    def events_since(self, cursor: int) -> tuple[list[Event], int]:
        """The events of ``events`` numbered ``cursor`` on (counted from the game's first
        event), and the number to pass next time.  Like ``events``, only the latest
        ``RECENT_EVENTS`` are shown, so a reader that skipped more sees what a full view
        would have shown it; each event is redacted once, when it is new.  A cursor past
        the end (kept from another game) reads the whole window, as a reader looking for
        its last event in a full view would."""
        game = self._game
        log_len = len(game.log)
        end = game.log_base + log_len
        count = min(end - cursor if cursor <= end else end, RECENT_EVENTS)
        return (game.recent_events(self.seat, count) if count > 0 else []), end

    def full(self) -> CardView:
        """The whole view, equal to ``build_view`` of the same seat."""
        return build_view(self._game, self.seat)


__all__ = ["RECENT_EVENTS", "CardView", "LazyView", "PendingInfo", "PlayerInfo", "TableParts",
           "assemble", "assemble_from", "build_view", "pending_info", "public_version",
           "redact_event", "seat_infos", "seat_reach", "shown_roles", "table_parts"]
