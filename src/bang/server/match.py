"""One match: its seats, its connections, and the single task that owns its engine.

Every change to the game goes through ``Match.queue`` and is applied by ``Match.run``,
one item at a time and without awaiting in between: a person's action, a bot's move, a
turn timer running out and a bot taking over an abandoned seat are all the same kind of
item, re-verified against the engine (seat, decision id, legality) before anything
changes.  A person's action that arrives while the task waits on an empty queue is
applied at once by the caller (``submit``) instead of waking the task for it: the same
item, handled the same way, with nothing else in between, and a task switch less.  An
accepted action is written to the append-only log first, then applied, then every seat
is sent its own view and every spectator the one public view: each viewer's feed
(``bang.feeds``) looks at ``game.view(seat)`` once and finds what changed (the
card game's viewers at one moment together, what they see alike gathered once), a
``delta`` of it goes to the connections that asked for deltas and a whole ``state`` to
the others, each frame encoded once for all the connections that share it.

If the database refuses the write (``StorageDown``), nothing changes: a person's action
is refused with ``server_busy``, a bot's or a timer's move is kept and made again when
the database is back (``after_outage``), with whatever else waited for it.

Seat changes that touch no engine (a bot taking a seat now, a player taking it back, a
connection coming or going) are made directly by the handler that asks for them, between
two items of the task: the event loop runs one of them at a time, and the task re-checks
who plays a seat before every automatic answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import secrets
import string
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

from bang.bots import Bot, decide, make_bot
from bang.core.config import check_fair_for_humans
from bang.core.errors import BangError, IllegalAction
from bang.core.protocol import Action, parse_action
from bang.core.rng import fresh_seed
from bang.feeds import CardTable, Feed
from bang.frame_texts import MatchFrames, decision_clock
from bang.frame_texts import deadlines as deadlines_of
from bang.games import game_classes, make_config
from bang.server.bots import BotBudget
from bang.server.connection import Connection, RateLimit, encode, encode_json
from bang.server.metrics import Metrics
from bang.server.rules import DEFAULT_ROUND_LIMIT, rules_in_force
from bang.server.settings import Settings
from bang.server.storage import CHAT_KEEP, ChatLine, Storage, StorageDown
from bang.server.timeouts import timeout_answer

log = logging.getLogger("bang.server")

__all__ = ["DEFAULT_ROUND_LIMIT", "Match", "MatchError", "Seat", "Settings"]

#: The reason of a refusal while the database is down.
STORAGE_DOWN = "the database is unavailable for a moment; nothing changed: try again"


class MatchError(Exception):
    """A refused request: a protocol error code, an English reason, an HTTP status."""

    STATUS: ClassVar[dict[str, int]] = {
        "bad_message": 422, "too_large": 413, "rate_limited": 429, "unauthorized": 401,
        "not_found": 404, "forbidden": 403, "conflict": 409, "stale_decision": 409,
        "not_your_decision": 403, "illegal_action": 422, "not_started": 409, "finished": 409,
        "server_busy": 503}

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason

    @property
    def status(self) -> int:
        return self.STATUS.get(self.code, 400)

    def message(self, decision: int | None = None) -> dict[str, Any]:
        return {"type": "error", "code": self.code, "reason": self.reason,
                "decision": decision}


def token_hash(token: str) -> str:
    """Tokens are kept only as hashes: a copy of the database gives no one a seat."""
    return hashlib.sha256(token.encode()).hexdigest()


#: Letters and digits only: a secret or an id that began with "-" would be read as an
#: option by a command line (``bang join URL -x3…``), and one with "_" or "-" is harder
#: to read out or select with a double click.
SECRET_ALPHABET = string.ascii_letters + string.digits


def new_secret(length: int) -> str:
    """``length`` characters drawn by ``secrets`` from ``SECRET_ALPHABET`` (about 5.95
    bits each)."""
    return "".join(secrets.choice(SECRET_ALPHABET) for _ in range(length))


def new_token() -> str:
    """A seat token: 32 characters, about 190 bits."""
    return new_secret(32)


def new_match_id() -> str:
    """A match id: 11 characters, about 65 bits (as many as 8 random bytes)."""
    return new_secret(11)


def new_invite() -> str:
    """An invite code of a private match: 8 characters, about 48 bits."""
    return new_secret(8)


@dataclass
class Seat:
    index: int
    kind: str                       # "human" or "bot"
    level: str = "normal"           # the bot's level (a human's stand-in plays "normal")
    name: str | None = None
    token_hash: str | None = None
    replaced: bool = False          # a bot plays while the human is away
    left: bool = False              # the human gave up the seat for good
    connections: list[Connection] = field(default_factory=list)
    epoch: int = 0                  # invalidates pending takeovers on reconnect
    timeouts: int = 0               # decisions in a row the timer answered

    @property
    def taken(self) -> bool:
        return self.kind == "bot" or self.token_hash is not None

    @property
    def by_bot(self) -> bool:
        return self.kind == "bot" or self.replaced

    @property
    def connected(self) -> bool:
        return any(not c.closed for c in self.connections)

    def to_meta(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "name": self.name,
                "token_hash": self.token_hash, "replaced": self.replaced, "left": self.left}

    @classmethod
    def from_meta(cls, index: int, data: dict[str, Any]) -> Seat:
        return cls(index, data["kind"], data.get("level") or "normal", data.get("name"),
                   data.get("token_hash"), bool(data.get("replaced")), bool(data.get("left")))


class Match:
    """A match from its lobby to its end; ``run`` is its only writer once started."""

    def __init__(self, match_id: str, game: str, players: int, options: dict[str, Any], *,
                 seats: list[Seat], public: bool, invite: str | None,
                 turn_timer: float | None, response_timer: float | None,
                 bot_takeover: float | None, autostart: bool, host_hash: str,
                 storage: Storage, metrics: Metrics, settings: Settings,
                 created: float | None = None) -> None:
        self.id = match_id
        self.game_name = game
        self.players = players
        opts = dict(options)
        opts.setdefault("round_limit", DEFAULT_ROUND_LIMIT)
        try:
            self.config = make_config(game, players, opts)
            if any(s.kind == "human" for s in seats):
                check_fair_for_humans(self.config)
        except BangError as exc:
            raise MatchError("bad_message", str(exc)) from None
        if self.config.round_limit == 0:
            raise MatchError("bad_message", "round_limit must be at least 1 on a server:"
                                            " every network match must end")
        self.options = {k: v for k, v in self.config.to_dict().items() if k != "players"}
        self.seats = seats
        self.public = public
        self.invite = invite
        self.turn_timer = turn_timer
        self.response_timer = (response_timer if response_timer is not None
                               else None if turn_timer is None else max(turn_timer / 2, 1.0))
        self.bot_takeover = bot_takeover
        self.autostart = autostart
        self.host_hash = host_hash
        self.storage = storage
        self.metrics = metrics
        self.settings = settings
        self.created = time.time() if created is None else created
        self.status = "open"
        self.game: Any = None
        self.queue: asyncio.Queue[tuple[Any, ...]] = asyncio.Queue()
        #: Whether the task waits for its next item (``submit`` may handle one then).
        self._waiting = False
        self.task: asyncio.Task[None] | None = None
        self.spectators: list[Connection] = []
        self.bots: dict[int, Bot] = {}
        self.seq = 0
        self.events_total = 0
        self.deadline_ms: int | None = None
        #: What the armed timer answers: (decision id, by a bot), its kind of clock
        #: (turn, response, idle) and when the decision became a person's to answer.
        self._armed: tuple[int, bool] | None = None
        self._clock: str = "idle"
        self._decision_since = 0.0
        self._timer: asyncio.TimerHandle | None = None
        self._takeovers: dict[int, asyncio.TimerHandle] = {}
        self._takeover_at: dict[int, float] = {}
        self.rules = rules_in_force(game, self.options)
        self.chat_lines: deque[ChatLine] = deque(maxlen=CHAT_KEEP)
        self.chat_next = 0
        self.rematch_id: str | None = None
        self.rematch_of: str | None = None
        self.finished_at: float | None = None
        #: What waits for the database to be up again (``after_outage``).
        self._blocked: list[tuple[Any, ...]] = []
        self._meta_unsaved = False
        self._final_unsaved: dict[str, Any] | None = None
        self._chat_unsaved: list[ChatLine] = []
        #: Every viewer's feed and the texts their frames share (``bang.frame_texts``).
        self.frames = MatchFrames(game, encode_json(self.rules))
        self.on_change: Callable[[Match], None] | None = None
        #: Called once the game is over and its end stored or kept (the ratings).
        self.on_finish: Callable[[Match], None] | None = None
        #: The address that created the match (per-address quotas), the budget its bots
        #: draw from when nobody plays at it, and since when no seated player has been
        #: connected (a lobby's idle time).
        self.owner = ""
        self.bot_budget: BotBudget | None = None
        self.idle_since = time.monotonic()
        self._bot_cpu = 0.0
        self._listed: dict[str, Any] | None = None
        #: Chat lines of all this match's spectators together.
        self.spectator_chat = RateLimit(settings.spectator_chat_rate,
                                        settings.spectator_chat_burst)

    # --- persistence -----------------------------------------------------------------
    def meta(self) -> dict[str, Any]:
        return {"players": self.players, "options": self.options, "public": self.public,
                "invite": self.invite, "turn_timer": self.turn_timer,
                "response_timer": self.response_timer, "bot_takeover": self.bot_takeover,
                "autostart": self.autostart, "host_hash": self.host_hash,
                "seats": [s.to_meta() for s in self.seats], "rematch": self.rematch_id,
                "rematch_of": self.rematch_of}

    def save_meta(self, strict: bool = False) -> None:
        """Store the seats and settings.  While the database is down, a change the game
        already made (a bot taking a seat, a player back) is kept to be written once it
        is up again; ``strict`` raises ``StorageDown`` instead (the caller undoes it)."""
        try:
            self.storage.update_match(self.id, status=self.status, meta=self.meta())
            self._meta_unsaved = False
        except StorageDown:
            if strict:
                raise
            self._meta_unsaved = True

    @contextlib.contextmanager
    def changing(self) -> Iterator[None]:
        """A lobby change (a join, a seat arranged, a start): stored at the end of the
        block; if the database refuses it, every seat is put back as it was and the
        request is refused with ``server_busy`` (nothing changed)."""
        before = [s.to_meta() for s in self.seats]
        status = self.status
        try:
            yield
            self.save_meta(strict=True)
        except StorageDown:
            for seat, meta in zip(self.seats, before, strict=True):
                seat.kind, seat.level, seat.name = meta["kind"], meta["level"], meta["name"]
                seat.token_hash, seat.replaced = meta["token_hash"], meta["replaced"]
                seat.left = meta["left"]
            self.status = status
            raise MatchError("server_busy", STORAGE_DOWN) from None

    def after_outage(self) -> None:
        """The database is up again: write what waited for it (seats, the final
        record, chat lines), then give back to the task every automatic move it could
        not store (a bot's, a timer's, in their order), and tell everyone the clocks."""
        try:
            if self._meta_unsaved:
                self.save_meta(strict=True)
            if self._final_unsaved is not None:
                self.storage.update_match(self.id, status="finished", meta=self.meta(),
                                          final=self._final_unsaved)
                self._final_unsaved = None
            while self._chat_unsaved:
                self.storage.append_chat(self.id, self._chat_unsaved[0])
                self._chat_unsaved.pop(0)
        except StorageDown:
            return  # down again: the next recovery tries again
        blocked, self._blocked = self._blocked, []
        if self.status == "running" and self.game is not None:
            for item in blocked:
                self.queue.put_nowait(item)
            self.schedule()  # a blocked item gone stale leaves its decision armed anew
            self.broadcast()

    # --- who is who --------------------------------------------------------------------
    def seat_of(self, token: str) -> Seat | None:
        wanted = token_hash(token)
        found = None
        for seat in self.seats:
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, wanted):
                found = seat
        return found

    def is_host(self, token: str) -> bool:
        return hmac.compare_digest(self.host_hash, token_hash(token))

    def host_seat(self) -> int | None:
        """The seat the host plays (``None``: a host without a seat)."""
        for seat in self.seats:
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash,
                                                                   self.host_hash):
                return seat.index
        return None

    @property
    def takeover_delay(self) -> float:
        """Seconds after which a bot plays a seat nobody is connected to."""
        return self.bot_takeover if self.bot_takeover is not None \
            else self.settings.abandon_after

    def summary(self) -> dict[str, Any]:
        seats = []
        for s in self.seats:
            kind = "bot" if s.kind == "bot" else "human" if s.token_hash else "open"
            seats.append({"seat": s.index, "kind": kind, "name": s.name,
                          "level": s.level if kind == "bot" or s.replaced else None,
                          "connected": s.connected, "replaced": s.replaced})
        return {"match_id": self.id, "game": self.game_name, "players": self.players,
                "options": self.options, "status": self.status, "public": self.public,
                "turn_timer": self.turn_timer, "seats": seats, "created": self.created,
                "response_timer": self.response_timer, "bot_takeover": self.takeover_delay,
                "host": self.host_seat(), "rules": self.rules}

    def listed(self) -> dict[str, Any]:
        """The small summary of the public list (``ListedMatch``), kept until the match
        changes."""
        listed = self._listed
        if listed is None:
            listed = self._listed = {
                "match_id": self.id, "game": self.game_name, "players": self.players,
                "status": self.status, "turn_timer": self.turn_timer,
                "created": self.created,
                "seats": [{"seat": s.index,
                           "kind": "bot" if s.kind == "bot" else
                           "human" if s.token_hash else "open",
                           "name": s.name} for s in self.seats]}
        return listed

    def seated_connected(self) -> bool:
        """Whether a seat's player (not a spectator) is connected."""
        return any(s.connected for s in self.seats)

    def touch(self) -> None:
        """Something happened at the lobby's seats: its idle time starts again."""
        self.idle_since = time.monotonic()

    def names(self) -> list[str | None]:
        """Each seat's name (what records and replays show instead of "Player 2")."""
        return [s.name for s in self.seats]

    def deadlines(self) -> dict[str, Any] | None:
        """Every clock in force (``None`` unless the game runs): the pending decision's,
        when a person must answer it, and each absent seat's takeover."""
        if self.status != "running" or self.game is None:
            return None
        now = time.time()
        decision = None
        pending = self.game.pending
        if pending is not None and self.deadline_ms is not None \
                and not self.seats[pending.seat].by_bot:
            seat = self.seats[pending.seat]
            bot_from = now if not seat.connected else \
                self._decision_since + self.settings.silent_grace
            decision = decision_clock(now, pending.seat, pending.id, self._clock,
                                      self.deadline_ms, bot_from)
        return deadlines_of(now, decision, self._takeover_at)

    def connections(self) -> list[Connection]:
        conns = [c for s in self.seats for c in s.connections]
        conns.extend(self.spectators)
        return conns

    def send_all(self, message: dict[str, Any], kind: str = "other") -> None:
        text = encode(message)
        for conn in self.connections():
            conn.send(text, kind)

    def announce(self) -> None:
        """Tell everyone connected about a lobby or presence change (a connection that
        has not read the previous one gets only the latest)."""
        before = self._listed
        self._listed = None
        self.send_all({"type": "match", "match": self.summary(),
                       "deadlines": self.deadlines()}, "match")
        if self.on_change is not None and self.listed() != before:
            self.on_change(self)  # what the public list shows changed

    # --- the lifecycle ---------------------------------------------------------------
    def start(self, game: Any) -> None:
        """Begin play with ``game`` (dealt, a rematch, or a test position): its record
        (the seed) is stored first, so a refused write starts nothing (``server_busy``)."""
        self.status = "running"
        try:
            self.storage.update_match(self.id, status="running", meta=self.meta(),
                                      initial=game.to_record())
        except StorageDown:
            self.status = "open"
            raise MatchError("server_busy", STORAGE_DOWN) from None
        self.game = game
        self.seq = len(game.history)
        self.launch()
        self.arm_takeovers()  # for those not connected yet
        self.announce()
        self.broadcast()

    def deal(self) -> Any:
        game_class, _ = game_classes(self.game_name)
        return game_class.new(self.config, fresh_seed())

    def launch(self) -> None:
        """Start the match task (a new game, or one rebuilt from its log)."""
        if self.task is None:
            self.task = asyncio.get_running_loop().create_task(self.run(), name=self.id)
            log.info("match_running", extra={"match": self.id, "game": self.game_name})

    async def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        for handle in self._takeovers.values():
            handle.cancel()
        self._takeovers.clear()
        self._takeover_at.clear()
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
            self.task = None
        for conn in self.connections():
            conn.close()

    async def run(self) -> None:
        """The single writer: one queue item at a time, nothing awaited in between."""
        self.schedule()
        queue = self.queue
        while self.status == "running":
            self._waiting = True
            try:
                item = await queue.get()
            finally:
                self._waiting = False
            if item[0] == "bot" and self.searching(item[1]):
                # A searching bot may think for a second or more: it thinks in a
                # thread, so the event loop keeps serving every other match and
                # connection, while this task (the only writer) waits for it.
                try:
                    item = ("bot_answer", item[1],
                            await asyncio.to_thread(self.bot_answer, item[1]))
                except Exception:  # one bad item must not end the match
                    log.exception("match_item_failed", extra={"match": self.id})
                    self.retry_later()
                    continue
            self.run_item(item)
        # Over: the task ends, so nothing holds the match once the lobby forgets it.
        self.task = None

    def run_item(self, item: tuple[Any, ...]) -> None:
        """One item, as the task handles it: a failure is kept or logged, never raised."""
        try:
            self.handle(item)
        except StorageDown:
            # A bot's or a timer's move the database did not take: kept, in order,
            # and given back to this queue when the database is up again.
            if item[0] == "bot_answer":
                item = ("bot", item[1])
            self._blocked.append(item)
            self._disarm()
        except Exception:  # one bad item must not end the match
            log.exception("match_item_failed", extra={"match": self.id})
            if item[0] != "act":
                self.retry_later()

    def submit(self, item: tuple[Any, ...]) -> None:
        """A person's action for the task.  When the task waits for its next item and
        none is queued, the item is handled now, in the caller, exactly as the task
        would handle it next (nothing can come between: no await); otherwise it is
        queued behind the others, in order."""
        if self._waiting and self.status == "running" and self.queue.empty():
            self.run_item(item)
            if self.status != "running":
                # Over: the task, still waiting, is woken to end (an item it ignores).
                self.queue.put_nowait(("wake",))
            return
        self.queue.put_nowait(item)

    def handle(self, item: tuple[Any, ...]) -> None:
        kind = item[0]
        if kind == "act":
            _, conn, decision, text, received = item
            self.act(conn, decision, text, received)
        elif kind in ("bot", "timeout"):
            self.automatic(kind, item[1])
        elif kind == "bot_answer":
            self.automatic("bot", item[1], item[2])
        elif kind == "takeover":
            self.takeover(item[1], item[2])

    # --- actions ---------------------------------------------------------------------
    def act(self, conn: Connection, decision: int, text: str, received: float) -> None:
        seat = conn.seat
        try:
            if seat is None:
                raise MatchError("forbidden", "spectators cannot act")
            action = self.check(seat, decision, text)
            self.commit(seat, action, received)
            self.seats[seat].timeouts = 0  # he is there
        except StorageDown:
            refused = MatchError("server_busy", "the action could not be stored (the"
                                 " database is unavailable); nothing changed: try again")
            conn.send(encode(refused.message(decision)), "error")
        except MatchError as exc:
            conn.send(encode(exc.message(decision)), "error")

    def check(self, seat: int, decision: int, text: str) -> Action:
        """The engine's own verdict on ``text`` from ``seat`` for ``decision``."""
        game = self.game
        if game is None:
            raise MatchError("not_started", "the match has not started")
        pending = game.pending
        if pending is None:
            raise MatchError("finished", "the game is over")
        if self.seats[seat].by_bot:
            raise MatchError("not_your_decision", "a bot plays this seat now")
        if decision != pending.id:
            raise MatchError("stale_decision",
                             f"decision {decision} is no longer pending (now {pending.id})")
        if seat != pending.seat:
            raise MatchError("not_your_decision", "another player is deciding")
        try:
            action = parse_action(text)
            game.verify(action, seat, decision)
        except IllegalAction as exc:
            raise MatchError("illegal_action", f"{exc.code}: {exc.message}") from None
        return action

    def bot_for(self, decision: int) -> Bot | None:
        """The bot that answers ``decision``, if it is still pending for a bot seat."""
        game = self.game
        if game is None or game.pending is None or game.pending.id != decision:
            return None
        seat = game.pending.seat
        if not self.seats[seat].by_bot:
            return None
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = make_bot(self.seats[seat].level, secrets.randbits(64))
        return bot

    def searching(self, decision: int) -> bool:
        """Whether ``decision`` goes to a bot that searches (``hard``, ``expert``)."""
        return bool(getattr(self.bot_for(decision), "needs_infoset", False))

    def bot_answer(self, decision: int) -> Action | None:
        """The bot's answer to ``decision`` if it is still pending for a bot seat (reads
        the game, never changes it: safe in a thread while the writer waits).  The CPU
        time it took is charged to the bots' budget when nobody plays at this table."""
        bot = self.bot_for(decision)
        game = self.game
        if bot is None or game is None or game.pending is None:
            return None
        started = time.thread_time()
        try:
            return decide(bot, game, game.pending.seat)
        finally:
            self._bot_cpu = time.thread_time() - started

    def automatic(self, kind: str, decision: int, answer: Action | None = None) -> None:
        """A bot's move (``answer`` when already thought of) or a timer's answer, if the
        decision it was meant for is still the pending one."""
        game = self.game
        if game is None or game.pending is None or game.pending.id != decision:
            return
        seat = game.pending.seat
        if kind == "bot":
            if not self.seats[seat].by_bot:
                return
            if answer is None:
                # Thought of here, now (a searching bot's answer from its thread comes
                # with the CPU time it took already noted, and is charged the same).
                self._bot_cpu = 0.0
                answer = self.bot_answer(decision)
            action = answer
            budget = self.bot_budget
            if budget is not None and not self.attended():
                budget.charge(self._bot_cpu)
            if action is None:
                return
        elif self._clock == "idle" and not self.seats[seat].by_bot:
            # Silent that long without a turn timer: a bot plays his seat from now on
            # (this decision first) until he takes it back.
            self.silent(self.seats[seat])
            return
        else:
            action = timeout_answer(game.pending.kind, game.legal_actions(), seat)
        game.verify(action, seat, decision)
        self.commit(seat, action, None)
        if kind == "timeout":
            self.timed_out(self.seats[seat])

    def attended(self) -> bool:
        """Whether a person is at the table: a human seat no bot plays, connected."""
        return any(s.kind == "human" and not s.replaced and s.connected for s in self.seats)

    def timed_out(self, seat: Seat) -> None:
        """The timer answered for ``seat``: after ``silent_timeouts`` in a row its player
        is silent, and a bot plays the seat until he takes it back."""
        seat.timeouts += 1
        if seat.timeouts < self.settings.silent_timeouts or seat.by_bot \
                or self.status != "running":
            return
        self.silent(seat)

    def silent(self, seat: Seat) -> None:
        """A connected player who says nothing: a bot plays his seat until he sends
        ``resume`` or connects again."""
        seat.replaced = True
        seat.timeouts = 0
        self.save_meta()
        log.info("seat_silent", extra={"match": self.id, "seat": seat.index})
        self.announce()
        self.schedule()

    def commit(self, seat: int, action: Action, received: float | None) -> None:
        """Log, apply, reschedule, tell everyone; the action is already verified."""
        game = self.game
        index = len(game.history)
        text = action.format()
        # Stored before it is applied: a refusal (StorageDown) changes nothing.
        self.storage.append_action(self.id, index, seat, text, time.time())
        events = game.apply(action)
        self.events_total += len(events)
        self.seq += 1
        self.schedule()
        self.broadcast()
        self.metrics.action(None if received is None else time.perf_counter() - received)
        if game.pending is None:
            self.finish()

    def schedule(self) -> None:
        """Arm what answers the pending decision if its player does not: the bot that
        plays the seat, or the turn timer.  Called after every change; a decision whose
        answerer did not change keeps its running clock (another seat's takeover does not
        give the decider more time)."""
        game = self.game
        pending = None if game is None else game.pending
        if pending is None:
            self._disarm()
            return
        by_bot = self.seats[pending.seat].by_bot
        if self._armed == (pending.id, by_bot) and (by_bot or self._timer is not None):
            return
        self._disarm()
        self._armed = (pending.id, by_bot)
        loop = asyncio.get_running_loop()
        put = self.queue.put_nowait
        if by_bot:
            delay = self.settings.bot_delay
            budget = self.bot_budget
            if budget is not None and not self.attended():
                delay = max(delay, budget.wait())
            if delay <= 0:
                loop.call_soon(put, ("bot", pending.id))
            else:
                self._timer = loop.call_later(delay, put, ("bot", pending.id))
            return
        limit = self.turn_timer
        self._clock = "turn"
        if limit is not None and pending.seat != self.turn_of(game):
            limit = self.response_timer
            self._clock = "response"
        if limit is None:
            limit = self.settings.idle_limit
            self._clock = "idle"
        now = time.time()
        self._decision_since = now
        self.deadline_ms = int((now + limit) * 1000)
        self._timer = loop.call_later(limit, put, ("timeout", pending.id))

    def retry_later(self, delay: float = 1.0) -> None:
        """An automatic answer failed (the database refused it, say): arm the pending
        decision again in a moment, so that no game waits for ever on a lost item."""
        self._disarm()
        asyncio.get_running_loop().call_later(delay, self.schedule)

    def _disarm(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._armed = None
        self.deadline_ms = None

    @staticmethod
    def turn_of(game: Any) -> int:
        return int(getattr(game, "turn_seat", getattr(game, "turn", -1)))

    def finish(self) -> None:
        game = self.game
        self.status = "finished"
        self.finished_at = time.monotonic()
        self._disarm()  # nothing is left to answer or to take over
        for handle in self._takeovers.values():
            handle.cancel()
        self._takeovers.clear()
        self._takeover_at.clear()
        record = game.to_record()
        record["names"] = self.names()
        try:
            self.storage.update_match(self.id, status="finished", meta=self.meta(),
                                      final=record)
        except StorageDown:  # every action is stored: the end is written once it is up
            self._final_unsaved = record
        self.send_all(self.over_message())
        self.announce()
        log.info("match_finished", extra={"match": self.id, "winners": sorted(game.winners),
                                          "actions": len(game.history)})
        if self.on_finish is not None:
            try:
                self.on_finish(self)
            except Exception:  # what follows a match never breaks it
                log.exception("on_finish_failed", extra={"match": self.id})

    def over_message(self) -> dict[str, Any]:
        game = self.game
        return {"type": "over", "winners": sorted(game.winners), "roles": list(game.roles),
                "record": f"/api/matches/{self.id}/record",
                "replay": f"/api/matches/{self.id}/replay"}

    # --- what each viewer is sent -------------------------------------------------------
    def feed(self, seat: int | None) -> Feed | None:
        """The viewer's feed of the current game (made on first use)."""
        game = self.game
        return None if game is None else self.frames.feed(game, seat)

    def card_table(self) -> CardTable | None:
        """The current card game's ``CardTable`` (made on first use; None for a game
        without one)."""
        game = self.game
        return None if game is None else self.frames.card_table(game)

    def broadcast(self) -> None:
        """Each viewer's view looked at once (``bang.feeds``): a ``delta`` to
        the connections that take them and hold the chain, a ``state`` to the others;
        each frame is written once per viewer (and log window) from parts encoded once
        for everyone who shares them (the clocks, the new events, their log entries).
        The looks and the texts are ``bang.frame_texts``' (compiled in the compiled
        build)."""
        game = self.game
        if game is None:
            return
        self.frames.broadcast(game, self.seats, self.spectators, self.events_total,
                              self.seq, self.deadline_ms, encode_json(self.deadlines()))

    def _send_states(self, conns: list[Connection], seat: int | None,
                     deadlines: str | None = None,
                     targets: list[Connection] | None = None) -> None:
        """One look at ``seat``'s view, sent to ``targets`` (default: all of
        ``conns``, the viewer's connections); the others that hold the delta chain get
        the delta when the view changed, so that they stay in step with the feed."""
        game = self.game
        if game is None:
            return
        if deadlines is None:
            deadlines = encode_json(self.deadlines())
        self.frames.send_states(game, conns, seat, self.seats, self.events_total, self.seq,
                                self.deadline_ms, deadlines, targets, None)

    # --- connections -----------------------------------------------------------------
    def attach(self, conn: Connection) -> None:
        """A seat's player or a spectator connects: welcome, the chat so far, then the
        full current view (to every connection of the seat if it was given back)."""
        given_back = False
        if conn.seat is None:
            self.spectators.append(conn)
        else:
            seat = self.seats[conn.seat]
            seat.connections.append(conn)
            self.touch()
            self._cancel_takeover(seat)
            if seat.replaced and not seat.left and self.status == "running":
                given_back = self._give_back(seat)
        welcome: dict[str, Any] = {"type": "welcome", "seat": conn.seat,
                                   "match": self.summary()}
        if conn.features:
            welcome["features"] = sorted(conn.features)
        conn.send(encode(welcome))
        conn.send(encode({"type": "chat_history",
                          "lines": [line.message() for line in self.chat_lines]}))
        if self.game is not None:
            conns = self.spectators if conn.seat is None else self.seats[conn.seat].connections
            targets = conns if given_back else [conn]
            self._send_states(conns, conn.seat, None, targets)
            if self.status == "finished":
                conn.send(encode(self.over_message()))
        if conn.seat is not None:
            self.announce()

    def _give_back(self, seat: Seat) -> bool:
        """The seat's player is back: no bot plays for him any more."""
        seat.replaced = False
        seat.timeouts = 0
        self.save_meta()
        log.info("seat_given_back", extra={"match": self.id, "seat": seat.index})
        if self.game is not None and self.game.pending is not None:
            self.schedule()
        return True

    def resume(self, conn: Connection) -> None:
        """``resume``: a connected player takes his seat back from the bot."""
        if conn.seat is None:
            raise MatchError("forbidden", "a spectator has no seat to take back")
        seat = self.seats[conn.seat]
        if seat.left:
            raise MatchError("forbidden", "you left this match; a bot plays your seat")
        if self.status != "running" or not seat.replaced:
            raise MatchError("conflict", "no bot plays your seat")
        self._give_back(seat)
        self.announce()
        self._send_states(seat.connections, seat.index)

    def bot_now(self, index: int, requester: Seat | None, is_host: bool) -> None:
        """Let a bot play seat ``index`` now, if ``requester`` (a seat of this match, or
        the host) may ask for it (docs/protocol.md, "Let a bot play this seat now")."""
        seat = self.seats[index]
        if requester is not None and requester.left:
            raise MatchError("forbidden", "you left this match")
        if not is_host and requester is None:
            raise MatchError("unauthorized", "that token has no place in this match")
        if seat.kind == "bot":
            raise MatchError("conflict", f"a bot plays seat {index} already")
        if seat.replaced:
            raise MatchError("conflict", f"a bot plays seat {index} already")
        if requester is not seat and seat.connected:
            pending = self.game.pending if self.game is not None else None
            if pending is None or pending.seat != index or self._armed is None:
                raise MatchError("forbidden", f"the player of seat {index} is here and is"
                                              " not keeping anyone waiting")
            left = self._decision_since + self.settings.silent_grace - time.time()
            if left > 0:
                raise MatchError("forbidden", f"the player of seat {index} is deciding:"
                                              f" ask again in {left:.0f} s")
        seat.replaced = True
        seat.timeouts = 0
        self._cancel_takeover(seat)
        self.save_meta()
        log.info("seat_bot_now", extra={"match": self.id, "seat": index})
        self.announce()
        self.schedule()
        # The seat's own connections no longer decide: their state says so.
        if seat.connections:
            self._send_states(seat.connections, index)

    def detach(self, conn: Connection) -> None:
        if conn.seat is None:
            if conn in self.spectators:
                self.spectators.remove(conn)
            return
        seat = self.seats[conn.seat]
        if conn in seat.connections:
            seat.connections.remove(conn)
        self.touch()  # a lobby's idle time counts from its last seated player's going
        self.arm_takeover(seat)
        self.announce()

    def arm_takeovers(self) -> None:
        """After a restart nobody is connected yet: every player gets the grace period."""
        for seat in self.seats:
            self.arm_takeover(seat)

    def arm_takeover(self, seat: Seat) -> None:
        """Start the grace period of a human seat nobody is connected to."""
        if seat.connections or self.status != "running" or seat.kind != "human" \
                or seat.replaced:
            return
        grace = self.takeover_delay
        self._cancel_takeover(seat)
        loop = asyncio.get_running_loop()
        self._takeover_at[seat.index] = time.time() + grace
        self._takeovers[seat.index] = loop.call_later(
            grace, self.queue.put_nowait, ("takeover", seat.index, seat.epoch))

    def _cancel_takeover(self, seat: Seat) -> None:
        """Forget the seat's pending takeover (its epoch makes a queued one void)."""
        seat.epoch += 1
        handle = self._takeovers.pop(seat.index, None)
        if handle is not None:
            handle.cancel()
        self._takeover_at.pop(seat.index, None)

    def takeover(self, index: int, epoch: int) -> None:
        """A bot plays a seat whose player stayed away past the grace period."""
        seat = self.seats[index]
        if seat.epoch != epoch:
            return
        self._takeovers.pop(index, None)
        self._takeover_at.pop(index, None)
        if seat.connections or seat.replaced or self.status != "running":
            return
        seat.replaced = True
        self.save_meta()
        log.info("seat_taken_over", extra={"match": self.id, "seat": index})
        self.announce()
        self.schedule()

    def leave_running(self, seat: Seat) -> None:
        """A player leaves a running match: a bot plays his seat to the end."""
        seat.left = True
        seat.replaced = True
        self._cancel_takeover(seat)
        for conn in list(seat.connections):
            conn.close()
        self.save_meta()
        self.announce()
        if self.game is not None and self.game.pending is not None:
            self.schedule()

    def chat(self, conn: Connection, text: str) -> None:
        """A chat line to everyone at the table (already cleaned by ``clean_text``),
        kept for those who come later."""
        line = self.add_chat(conn.seat, conn.name, text, int(time.time() * 1000))
        self.send_all(line.message(), "chat")

    def add_chat(self, seat: int | None, name: str, text: str, time_ms: int) -> ChatLine:
        """Keep a line in the history and in storage (a line the database cannot take is
        still shown: the chat is not the game)."""
        line = ChatLine(self.chat_next, seat, name, text, time_ms)
        self.chat_next += 1
        self.chat_lines.append(line)
        if self._chat_unsaved:
            self._chat_unsaved.append(line)  # in order, after those still waiting
            del self._chat_unsaved[:-CHAT_KEEP]
            return line
        try:
            self.storage.append_chat(self.id, line)
        except StorageDown:
            self._chat_unsaved.append(line)
        return line
