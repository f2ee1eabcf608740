"""One WebSocket connection: its own outbox drained by its own writer task, so a slow or
closing client never stalls the match task or another seat, and the token buckets that
limit how fast it may send.

A slow reader is never disconnected for being slow.  Its outbox is bounded instead:

- the game's frames (``state`` and ``delta``) coalesce: a new one replaces the one still
  waiting, so the client gets the latest position (a full ``state``, with every log
  entry it missed, since a delta chain it did not receive cannot be applied);
- the lobby summary (``match``) coalesces the same way: only the latest counts;
- past ``MAX_BACKLOG`` waiting frames, the oldest chat lines, errors and pongs are
  dropped (a chat line lost by a client that does not read is the price of never
  letting others' chat close a seated player);
- welcome, chat history, ``over``, ``rematch`` and ``removed`` are never dropped (each
  comes once).

Only the transport's own keep-alive (a client that answers no ping for 20 s) or the
peer going away ends a connection.

Frames are written at once when nothing waits before them: the socket's send runs in
the caller up to its first suspension (there is none while the transport takes data),
and only a send that has to wait is finished by the writer task.  Each frame costs no
task switch then, which on a busy server is a good part of what an action costs.  When
the server's own WebSocket protocol offers it (``FAST_SEND``), such a frame is written
straight to the transport, below Starlette, the ASGI send and websockets' frame objects
(they cost more than the write itself); a frame the protocol cannot take that way (the
connection closing, the transport's buffer full) takes the ASGI path as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import Callable, Coroutine, Generator
from typing import Any, Protocol

#: Frames waiting for a client that does not read, past which the oldest droppable
#: ones (chat, errors, pongs) are dropped; the game's and the lobby's frames coalesce.
MAX_BACKLOG = 256
#: Messages a client may send per second on average, and in a burst.  A person sends a
#: few a second at most; a remote bot answering a chain of its own prompts may send more.
MESSAGE_RATE = 40.0
MESSAGE_BURST = 80.0
#: Chat lines one connection may send: one every 2 s on average, bursts of 5.
CHAT_RATE = 0.5
CHAT_BURST = 5.0
#: Kinds of frames that may be dropped from a full outbox (oldest first).
DROPPABLE = frozenset({"chat", "error", "pong"})
#: WebSocket close codes: normal, and "policy violation" (refused hello, rate-limit
#: strikes): a browser does not retry after 1008.
CLOSE_NORMAL = 1000
CLOSE_POLICY = 1008
#: The ASGI scope extension under which the server's WebSocket protocol offers
#: ``send_text_now(text) -> bool`` (``bang.server.transport``): one text frame written
#: straight to the transport, or false when it must go through the ASGI send (the
#: connection closing, the transport's buffer full).
FAST_SEND = "bang.send_text_now"
#: The ASGI scope extension under which the same protocol offers
#: ``take_text(handler) -> bool``: from then on each whole message the client sends is
#: given to ``handler`` as it arrives (its text, or None for a binary message), in the
#: protocol's own callback, instead of being queued for the application's ``receive``
#: (a task switch and the whole middleware stack resumed per message); only
#: disconnects still go to ``receive``.  Refused (false) while messages wait in
#: ``receive``'s queue, so that none overtakes an earlier one; ``take_text(None)``
#: gives them back to ``receive``.
FAST_RECEIVE = "bang.take_text"


class Socket(Protocol):
    """What a connection needs of a WebSocket (Starlette's fits)."""

    async def send_text(self, data: str) -> None: ...

    async def close(self, code: int = 1000, reason: str | None = None) -> None: ...


class RateLimit:
    """A token bucket: ``rate`` messages a second on average, bursts up to ``burst``."""

    __slots__ = ("burst", "rate", "stamp", "tokens")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def allow(self, cost: float = 1.0) -> bool:
        self._refill()
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False

    def full(self) -> bool:
        """Whether the bucket is full again (nothing to remember about it)."""
        self._refill()
        return self.tokens >= self.burst

    def available(self) -> bool:
        """Whether one message would be allowed now (nothing is taken)."""
        self._refill()
        return self.tokens >= 1.0


class Frame:
    """One queued text frame; ``text`` None once superseded (the writer skips it)."""

    __slots__ = ("events_before", "kind", "text")

    def __init__(self, text: str | None, kind: str, events_before: int = -1) -> None:
        self.text = text
        self.kind = kind
        #: For a game frame: how many of the match's events the connection had been
        #: sent before it (what a replacing frame's log must start from).
        self.events_before = events_before


class OutboxStats:
    """Counters shared by every connection of a server (``/api/metrics``)."""

    __slots__ = ("bytes_sent", "coalesced", "direct", "direct_in", "dropped",
                 "frames_delta", "frames_state")

    def __init__(self) -> None:
        self.bytes_sent = 0
        self.frames_state = 0
        self.frames_delta = 0
        self.coalesced = 0
        self.dropped = 0
        #: Frames written straight to the transport (``FAST_SEND``).
        self.direct = 0
        #: Clients' messages handed straight from the protocol (``FAST_RECEIVE``).
        self.direct_in = 0


_NO_STATS = OutboxStats()


class _Rest:
    """Awaits the rest of a coroutine that was started by hand and suspended at
    ``signal`` (what it yielded to its event loop), so that a task can finish it."""

    __slots__ = ("coro", "signal")

    def __init__(self, coro: Coroutine[Any, Any, Any], signal: Any) -> None:
        self.coro = coro
        self.signal = signal

    def __await__(self) -> Generator[Any, Any, Any]:
        coro, signal = self.coro, self.signal
        while True:
            try:
                sent = yield signal
            except GeneratorExit:
                coro.close()
                raise
            except BaseException as exc:  # a cancellation thrown into the task
                try:
                    signal = coro.throw(exc)
                except StopIteration as stop:
                    return stop.value
            else:
                try:
                    signal = coro.send(sent)
                except StopIteration as stop:
                    return stop.value


class Connection:
    """A seat's (or a spectator's) connection to one match."""

    def __init__(self, socket: Socket, seat: int | None, name: str, *,
                 address: str = "", features: frozenset[str] = frozenset(),
                 stats: OutboxStats | None = None) -> None:
        self.socket = socket
        self.seat = seat
        self.name = name
        #: The peer's address (what per-address limits count).
        self.address = address
        #: Capabilities the client announced in its hello (``delta``).
        self.features = features
        self.stats = stats if stats is not None else _NO_STATS
        scope = getattr(socket, "scope", None)
        extensions = scope.get("extensions") if isinstance(scope, dict) else None
        #: The direct write of a frame, when the server's protocol offers it.
        self._fast: Callable[[str], bool] | None = \
            extensions.get(FAST_SEND) if isinstance(extensions, dict) else None
        self.outbox: deque[Frame] = deque()
        self._live = 0                      # frames in the outbox not superseded
        self._wake: asyncio.Future[None] | None = None
        #: Whether the writer has something in hand (a send that had to wait, or the
        #: outbox it is draining): frames then queue behind it, in order.
        self._busy = False
        self._rest: tuple[_Rest, int] | None = None
        self.closed = False
        #: The socket failed or was closed: nothing more can be written.
        self.closed_socket = False
        self.close_code = CLOSE_NORMAL
        #: The game frame and the lobby summary still waiting, if any (they coalesce).
        self.pending_game: Frame | None = None
        self.pending_match: Frame | None = None
        #: How many of the match's events this connection has been sent (-1: none yet,
        #: the first state carries the whole recent log).
        self.events_seen = -1
        #: Whether the client holds every game frame sent since its last full state,
        #: so that a delta applies (false until the first state, and after a coalesce).
        self.synced = False
        self.messages = RateLimit(rate=MESSAGE_RATE, burst=MESSAGE_BURST)
        self.chat = RateLimit(rate=CHAT_RATE, burst=CHAT_BURST)
        self.writer: asyncio.Task[None] = asyncio.get_running_loop().create_task(self._write())

    # --- queueing -------------------------------------------------------------------
    @property
    def delta(self) -> bool:
        """Whether the next game frame may be a delta: the client asked for them and
        holds every frame of the chain (none waits unsent)."""
        return self.synced and self.pending_game is None and "delta" in self.features

    @property
    def backlog(self) -> int:
        """Frames queued and not superseded."""
        return self._live

    def send(self, text: str, kind: str = "other") -> None:
        """Queue ``text``; a full outbox drops its oldest droppable frame instead of
        closing the connection."""
        if self.closed:
            return
        if kind == "match":
            self._supersede(self.pending_match)
            frame = self.pending_match = Frame(text, kind)
        else:
            frame = Frame(text, kind)
        self._push(frame)
        if self._live > MAX_BACKLOG:
            self._drop_oldest()

    def send_game(self, text: str, total: int, delta: bool) -> None:
        """Queue a ``state`` (``delta`` false) or a ``delta`` frame that brings the
        client to the match's ``total`` events; a game frame still waiting is replaced
        (the caller sends a full state then: see ``delta``)."""
        if self.closed:
            return
        waiting = self.pending_game
        if waiting is None and not self._busy and not self.closed_socket:
            # Nothing waits before it: written now, as ``_push`` would, without a
            # queued frame to make and forget.
            self.events_seen = total
            self.synced = True
            self._send_now(text)
            if delta:
                self.stats.frames_delta += 1
            else:
                self.stats.frames_state += 1
            return
        before = self.events_seen
        if waiting is not None:
            before = waiting.events_before
            self._supersede(waiting)
            self.stats.coalesced += 1
        frame = self.pending_game = Frame(text, "game", before)
        self.events_seen = total
        self.synced = True
        self._push(frame)
        if delta:
            self.stats.frames_delta += 1
        else:
            self.stats.frames_state += 1

    def log_start(self) -> int:
        """How many of the match's events the next game frame's log starts after: those
        of the last frame that will reach the client (a waiting frame it replaces does
        not), -1 for none yet."""
        waiting = self.pending_game
        return waiting.events_before if waiting is not None else self.events_seen

    def _push(self, frame: Frame) -> None:
        if not self._busy and frame.text is not None and not self.closed_socket:
            self._send_now(frame.text)
            if frame is self.pending_game:
                self.pending_game = None
            elif frame is self.pending_match:
                self.pending_match = None
            return
        self.outbox.append(frame)
        self._live += 1
        self._wake_writer()

    def _wake_writer(self) -> None:
        wake = self._wake
        if wake is not None and not wake.done():
            wake.set_result(None)

    def _send_now(self, text: str) -> None:
        """Run the socket's send of ``text`` up to its first suspension; one that must
        wait (the transport's buffer is full) is left to the writer to finish."""
        fast = self._fast
        if fast is not None:
            try:
                if fast(text):
                    stats = self.stats
                    stats.bytes_sent += len(text)
                    stats.direct += 1
                    return
            except Exception:  # the peer went away
                self.closed_socket = True
                self.close()
                return
        coro = self.socket.send_text(text)
        try:
            signal = coro.send(None)
        except StopIteration:
            self.stats.bytes_sent += len(text)
            return
        except Exception:  # the peer went away
            self.closed_socket = True
            self.close()
            return
        self._busy = True
        self._rest = (_Rest(coro, signal), len(text))
        self._wake_writer()

    def _supersede(self, frame: Frame | None) -> None:
        if frame is not None and frame.text is not None:
            frame.text = None
            self._live -= 1

    def _drop_oldest(self) -> None:
        for frame in self.outbox:
            if frame.text is not None and frame.kind in DROPPABLE:
                frame.text = None
                self._live -= 1
                self.stats.dropped += 1
                return

    def close(self, code: int = CLOSE_NORMAL) -> None:
        """Stop after what is queued (the writer closes the socket with ``code``)."""
        if not self.closed:
            self.closed = True
            self.close_code = code
            self.outbox.append(Frame(None, "close"))
            self._wake_writer()

    # --- writing ----------------------------------------------------------------------
    async def _write(self) -> None:
        socket = self.socket
        outbox = self.outbox
        stats = self.stats
        loop = asyncio.get_running_loop()
        try:
            while True:
                rest = self._rest
                if rest is not None:
                    self._rest = None
                    await rest[0]
                    stats.bytes_sent += rest[1]
                    continue
                if not outbox:
                    self._busy = False
                    self._wake = loop.create_future()
                    await self._wake
                    self._wake = None
                    continue
                self._busy = True
                frame = outbox.popleft()
                if frame.kind == "close":
                    break
                text = frame.text
                if frame is self.pending_game:
                    self.pending_game = None
                elif frame is self.pending_match:
                    self.pending_match = None
                if text is None:
                    continue
                self._live -= 1
                await socket.send_text(text)
                stats.bytes_sent += len(text)
        except Exception:  # the peer went away: nothing more to send
            pass
        finally:
            self.closed = True
            self.closed_socket = True
            self._busy = True
            await self._close_socket()

    async def _close_socket(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.socket.close(code=self.close_code), 2.0)

    async def finish(self) -> None:
        """Close and wait for the writer (used when the reader ends)."""
        self.close(self.close_code)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(asyncio.shield(self.writer), 2.0)
        if not self.writer.done():
            self.writer.cancel()

    def __repr__(self) -> str:
        return f"Connection(seat={self.seat!r}, name={self.name!r})"


def encode(message: dict[str, Any]) -> str:
    """JSON text of a message (orjson when installed: it is the hot path)."""
    return _dumps(message)


def encode_json(value: Any) -> str:
    """JSON text of any value (a part of a frame encoded once for many frames)."""
    return _dumps(value)


try:
    import orjson

    def _dumps(message: Any) -> str:
        return orjson.dumps(message).decode()
except ImportError:  # pragma: no cover - orjson is part of the server extra
    import json

    def _dumps(message: Any) -> str:
        return json.dumps(message, separators=(",", ":"), ensure_ascii=False)
