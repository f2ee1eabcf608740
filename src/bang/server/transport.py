"""Caps on connections, below the application: how many the server holds, how many
one address holds, and how long a new connection may take to send its request's
headers.  Every socket holds a file descriptor and memory whether or not it ever sends a
byte, so these are counted where sockets are accepted (uvicorn's protocol classes),
not in the application, which only sees complete requests.

- Past ``max_connections`` open connections (HTTP and WebSocket together), a new one
  is answered at once ``503`` with a ``server_busy`` error and closed; past
  ``max_connections_per_address`` from one address, ``429`` ``rate_limited``.  The cap
  stays below the process's open-file limit (``fit_to_open_files``), so the server
  keeps accepting and refusing instead of running out of descriptors and answering no
  one.
- A connection that has not sent a whole request head ``header_timeout`` seconds after
  it opened (or after its previous response) is closed: half-open and trickling
  sockets hold nothing for long.

``server_config`` builds the uvicorn configuration that ``bang serve`` and the tests
use, with these protocol classes.
"""

from __future__ import annotations

import asyncio
import resource
from collections.abc import Callable
from typing import Any

from bang.server.connection import FAST_RECEIVE, FAST_SEND, encode
from bang.server.settings import Settings

#: Descriptors kept free below the open-file limit for the database, log files and
#: the listening socket.
RESERVED_FILES = 64
#: Seconds a refused connection may still send what it was sending (so that it reads
#: the refusal instead of a reset) before it is closed.
REFUSED_LINGER = 0.5


class Guard:
    """The counts every connection of a server shares."""

    def __init__(self, max_connections: int, per_address: int, header_timeout: float,
                 limits: Any = None) -> None:
        #: Whether the per-address cap applies to an address (``Settings.limits``).
        self.limits = limits if limits is not None else (lambda address: True)
        self.max_connections = max_connections
        self.per_address = per_address
        self.header_timeout = header_timeout
        self.total = 0
        self.by_address: dict[str, int] = {}
        self._open: dict[int, str] = {}
        self.refused = 0
        self.refused_address = 0
        self.header_timeouts = 0

    def admit(self, transport: Any, address: str) -> int | None:
        """Count a new connection; the HTTP status to refuse it with when it is over a
        cap (nothing is counted then)."""
        if self.total >= self.max_connections:
            self.refused += 1
            return 503
        held = self.by_address.get(address, 0)
        if held >= self.per_address and self.limits(address):
            self.refused_address += 1
            return 429
        self.total += 1
        self.by_address[address] = held + 1
        self._open[id(transport)] = address
        return None

    def release(self, transport: Any) -> None:
        """The connection is gone (called once or more: only the first counts)."""
        address = self._open.pop(id(transport), None)
        if address is None:
            return
        self.total -= 1
        left = self.by_address[address] - 1
        if left:
            self.by_address[address] = left
        else:
            del self.by_address[address]

    def report(self) -> dict[str, Any]:
        return {"connections_refused": self.refused,
                "connections_refused_address": self.refused_address,
                "header_timeouts": self.header_timeouts,
                "max_connections": self.max_connections}


def refusal(status: int) -> bytes:
    """A whole HTTP response refusing a connection over a cap."""
    if status == 503:
        code, phrase = "server_busy", "Service Unavailable"
        reason = "this server holds as many connections as it can; try again in a moment"
    else:
        code, phrase = "rate_limited", "Too Many Requests"
        reason = "too many connections from your address"
    body = encode({"type": "error", "code": code, "reason": reason,
                   "decision": None}).encode()
    head = (f"HTTP/1.1 {status} {phrase}\r\ncontent-type: application/json\r\n"
            f"content-length: {len(body)}\r\nretry-after: 5\r\nconnection: close\r\n\r\n")
    return head.encode() + body


def protocols(guard: Guard) -> tuple[type[asyncio.Protocol], type[asyncio.Protocol]]:
    """uvicorn's HTTP (httptools) and WebSocket (websockets) protocol classes, counted
    and capped by ``guard``."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    from uvicorn.protocols.websockets.websockets_sansio_impl import (
        WebSocketsSansIOProtocol,
    )

    class GuardedHttp(HttpToolsProtocol):
        """An HTTP connection: counted, refused over a cap, closed when its request's
        headers do not come in time."""

        _refused = False
        _header_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            client = self.client
            status = guard.admit(transport, client[0] if client else "")
            if status is not None:
                self._refuse(status)
                return
            self._arm()

        def _refuse(self, status: int) -> None:
            self._refused = True
            self.connections.discard(self)
            transport = self.transport
            transport.write(refusal(status))
            if transport.can_write_eof():
                transport.write_eof()
            self.loop.call_later(REFUSED_LINGER, transport.close)

        def data_received(self, data: bytes) -> None:
            if self._refused:
                return  # read and dropped: the refusal is already on its way
            super().data_received(data)

        def _arm(self) -> None:
            self._disarm()
            self._header_timer = self.loop.call_later(guard.header_timeout, self._too_slow)

        def _disarm(self) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
                self._header_timer = None

        def _too_slow(self) -> None:
            self._header_timer = None
            guard.header_timeouts += 1
            self.transport.close()

        def on_message_begin(self) -> None:
            super().on_message_begin()
            if self._header_timer is None:
                self._arm()  # a keep-alive connection's next request

        def on_headers_complete(self) -> None:
            self._disarm()
            super().on_headers_complete()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm()  # the next request's headers are due in time too

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            guard.release(self.transport)
            if self._refused:
                return
            super().connection_lost(exc)

    from websockets.protocol import State

    try:
        from websockets.speedups import apply_mask
    except ImportError:  # pragma: no cover - websockets built without its C speedups
        from websockets.utils import apply_mask

    class GuardedWebSocket(WebSocketsSansIOProtocol):
        """A WebSocket (an upgraded HTTP connection, already counted), which also
        offers the application a direct text-frame write (``FAST_SEND``) and hands it
        each whole text message as it arrives (``FAST_RECEIVE``)."""

        #: The application's handler of messages (``FAST_RECEIVE``), if any.
        _on_text: Callable[[str | None], None] | None = None

        def data_received(self, data: bytes) -> None:
            """Bytes from the client.  While the application takes messages
            (``take_text``) and websockets' parser waits at the start of a frame with
            nothing buffered, the whole single-frame text messages at the head of
            ``data`` are read here (``take_frames``) and handed over; whatever follows
            (any other frame, a frame not whole yet, bytes that are not UTF-8) goes to
            websockets' own parser, which is then at a frame's start, as before."""
            if self._on_text is not None and self._at_frame_start():
                data = self.take_frames(data)
                if not data:
                    return
            super().data_received(data)

        def _at_frame_start(self) -> bool:
            """Whether websockets' parser holds nothing of a frame: the connection is
            open, no fragmented message is under way, nothing is buffered or waits as
            an event, and its parser waits in ``at_eof`` (between two frames)."""
            conn = self.conn
            if (conn.state is not State.OPEN or conn.current_size is not None
                    or conn.extensions or conn.reader.buffer or conn.reader.eof
                    or conn.events or self.frames or self.close_sent):
                return False
            gen: Any = conn.parser
            while gen is not None and gen.gi_yieldfrom is not None:
                gen = gen.gi_yieldfrom
            return gen is not None and gen.gi_code is _AT_EOF

        def take_frames(self, data: bytes) -> bytes:
            """Hand over the whole, unfragmented, masked text frames at the head of
            ``data`` (RFC 6455 §5.2, as websockets' ``Frame.parse`` reads them: no RSV
            bit, a 7- or 16-bit length within the size limits) and return the rest,
            from the first byte that is not such a frame."""
            conn = self.conn
            limits = [n for n in (conn.max_message_size, conn.max_fragment_size)
                      if n is not None]
            limit = min(limits) if limits else None
            pos, end = 0, len(data)
            while end - pos >= 6:
                if data[pos] != 0x81:  # FIN, no RSV, text
                    break
                length = data[pos + 1]
                if not length & 0x80:  # a client's frame is masked
                    break
                length &= 0x7F
                start = pos + 2
                if length == 126:
                    length = int.from_bytes(data[start:start + 2], "big")
                    start += 2
                elif length == 127:
                    break
                stop = start + 4 + length
                if (limit is not None and length > limit) or stop > end:
                    break
                try:
                    text = apply_mask(data[start + 4:stop], data[start:start + 4]).decode()
                except UnicodeDecodeError:
                    break
                pos = stop
                handler = self._on_text
                if handler is None:  # pragma: no cover - checked before and after
                    break
                handler(text)
                if self._on_text is None or self.close_sent or conn.state is not State.OPEN:
                    break
            return data[pos:] if pos else data

        def connection_lost(self, exc: Exception | None) -> None:
            self._on_text = None
            guard.release(self.transport)
            super().connection_lost(exc)

        def take_text(self, handler: Callable[[str | None], None] | None) -> bool:
            """Give each whole message to ``handler`` from now on (its text, or None
            for a binary message), None: to the ASGI ``receive`` again.  Refused
            (false) while messages still wait in ``receive``'s queue: they must be
            read first, and then nothing is left in the queue but disconnects, so a
            message can never overtake an earlier one."""
            if handler is not None and not self.queue.empty():
                return False
            self._on_text = handler
            return True

        def send_receive_event_to_app(self) -> None:
            """A whole message: to the application's handler when it took them and
            still reads; queued for ``receive`` otherwise (uvicorn's own path, which
            also refuses text that is not UTF-8: close 1007)."""
            handler = self._on_text
            if handler is None or self.close_sent:
                super().send_receive_event_to_app()
                return
            frames = self.frames
            data = frames[0] if len(frames) == 1 else b"".join(frames)
            if self.curr_msg_data_type != "text":
                self.frames = []
                handler(None)
                return
            try:
                text = data.decode()
            except UnicodeDecodeError:
                super().send_receive_event_to_app()
                return
            self.frames = []
            handler(text)

        def handle_connect(self, event: Any) -> None:
            super().handle_connect(event)
            scope = getattr(self, "scope", None)
            # An accepted upgrade (the application's task is made, not started yet), on
            # a websockets whose protocol state reads as this code expects: otherwise
            # every frame takes the ASGI send.
            if scope is not None and hasattr(self, "writable") and all(
                    hasattr(self.conn, name) for name in DIRECT_NEEDS):
                scope["extensions"][FAST_SEND] = self.send_text_now
                scope["extensions"][FAST_RECEIVE] = self.take_text

        def send_text_now(self, text: str) -> bool:
            """Write ``text`` as one unmasked, unfragmented text frame straight to the
            transport when the connection is open, takes data and uses no extension;
            false (nothing written) otherwise, and the caller sends it through ASGI.

            This is exactly the frame ``ServerProtocol.send_text`` serializes in that
            state (RFC 6455 §5.2: FIN and opcode 1, the payload length in 7, 16 or 64
            bits, no mask from a server); it skips the four layers of calls (Starlette,
            the ASGI send, websockets' frame objects) that cost more than the write
            itself."""
            conn = self.conn
            transport = self.transport
            if (self.close_sent or self.disconnected or not self.handshake_complete
                    or self.initial_response is not None or not self.writable.is_set()
                    or conn.state is not State.OPEN or conn.extensions or conn.writes
                    or conn.expect_continuation_frame or transport.is_closing()):
                return False
            transport.write(text_frame(text))
            return True

    return GuardedHttp, GuardedWebSocket


#: What ``send_text_now`` and the direct read of frames read of websockets'
#: ``ServerProtocol``.
DIRECT_NEEDS = ("state", "extensions", "writes", "expect_continuation_frame",
                "current_size", "reader", "events", "parser", "max_message_size",
                "max_fragment_size")


def _at_eof_code() -> Any:
    """The code of websockets' ``StreamReader.at_eof``: where its parser waits between
    two frames (None if this websockets has none: frames are then never read
    directly)."""
    try:
        from websockets.streams import StreamReader
    except ImportError:  # pragma: no cover
        return None
    return getattr(getattr(StreamReader, "at_eof", None), "__code__", None)


_AT_EOF = _at_eof_code()


def text_frame(text: str) -> bytes:
    """``text`` as one WebSocket text frame from a server: FIN and opcode 1, the
    payload's length in 7, 16 or 64 bits, no mask (RFC 6455 §5.2), exactly what
    websockets' ``Frame(OP_TEXT, payload).serialize(mask=False)`` gives."""
    payload = text.encode()
    size = len(payload)
    if size < 126:
        return bytes((0x81, size)) + payload
    if size < 65536:
        return b"\x81\x7e" + size.to_bytes(2, "big") + payload
    return b"\x81\x7f" + size.to_bytes(8, "big") + payload


def open_file_limit() -> tuple[int, int]:
    """The process's open-file limit (soft, hard)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return int(soft), int(hard)


def raise_open_file_limit(wanted: int) -> int:
    """Raise the soft open-file limit towards ``wanted`` (at most the hard limit, which
    only root or the system's configuration raises); returns the soft limit now."""
    soft, hard = open_file_limit()
    if hard != resource.RLIM_INFINITY:
        wanted = min(wanted, hard)
    if wanted > soft:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return soft


def fit_to_open_files(settings: Settings) -> int:
    """The connection cap in force: the one asked for, lowered if the open-file limit
    (raised as far as allowed) cannot hold it and the reserve."""
    soft = raise_open_file_limit(settings.max_connections + RESERVED_FILES)
    return max(1, min(settings.max_connections, soft - RESERVED_FILES))


def server_config(app: Any, host: str, port: int, settings: Settings, *,
                  log_level: str = "warning", proxy_ips: str | None = None) -> Any:
    """The uvicorn configuration of a ``bang serve`` process: capped protocols, no
    per-frame compression (it cost more CPU than all the rest of an action, and a
    delta is a few hundred bytes), client addresses from ``X-Forwarded-For`` only when
    ``proxy_ips`` names the proxies to trust."""
    import uvicorn

    guard = Guard(fit_to_open_files(settings), settings.max_connections_per_address,
                  settings.header_timeout, settings.limits)
    app.state.guard = guard
    http, ws = protocols(guard)
    return uvicorn.Config(
        app, host=host, port=port, log_level=log_level, http=http, ws=ws,
        ws_max_size=65536, ws_per_message_deflate=False, lifespan="on",
        proxy_headers=proxy_ips is not None, forwarded_allow_ips=proxy_ips or "",
        timeout_keep_alive=5)
