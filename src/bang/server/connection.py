"""One WebSocket connection: its own outgoing queue drained by its own writer task, so a
slow or closing client never stalls the match task or another seat, and a token bucket
that limits how fast it may send."""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Any, Protocol

#: Messages waiting for a client that does not read; past this it is disconnected.
MAX_BACKLOG = 256
#: Messages a client may send per second on average, and in a burst.  A person sends a
#: few a second at most; a remote bot answering a chain of its own prompts may send more.
MESSAGE_RATE = 40.0
MESSAGE_BURST = 80.0


class Socket(Protocol):
    """What a connection needs of a WebSocket (Starlette's fits)."""

    async def send_text(self, data: str) -> None: ...

    async def close(self, code: int = 1000, reason: str | None = None) -> None: ...


class RateLimit:
    """A token bucket: ``rate`` messages a second on average, bursts up to ``burst``."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Connection:
    """A seat's or a spectator's connection to one match."""

    def __init__(self, socket: Socket, seat: int | None, name: str) -> None:
        self.socket = socket
        self.seat = seat
        self.name = name
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False
        #: How many of the match's events this connection has been sent (-1: none yet,
        #: the first state carries the whole recent log).
        self.events_seen = -1
        self.messages = RateLimit(rate=MESSAGE_RATE, burst=MESSAGE_BURST)
        self.chat = RateLimit(rate=0.5, burst=5.0)
        self.writer: asyncio.Task[None] = asyncio.get_running_loop().create_task(self._write())

    def send(self, text: str) -> None:
        """Queue ``text``; a client that lets too much pile up is dropped."""
        if self.closed:
            return
        if self.queue.qsize() >= MAX_BACKLOG:
            # The client does not read: stop writing to it at once (the writer may be
            # blocked on a full socket) and close it.
            self.closed = True
            self.writer.cancel()
            asyncio.get_running_loop().create_task(self._close_socket())
            return
        self.queue.put_nowait(text)

    def close(self) -> None:
        """Stop after what is queued (the writer closes the socket)."""
        if not self.closed:
            self.closed = True
            self.queue.put_nowait(None)

    async def _write(self) -> None:
        socket = self.socket
        queue = self.queue
        try:
            while True:
                text = await queue.get()
                if text is None:
                    break
                await socket.send_text(text)
        except Exception:  # the peer went away: nothing more to send
            self.closed = True
        finally:
            self.closed = True
            await self._close_socket()

    async def _close_socket(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.socket.close(), 2.0)

    async def finish(self) -> None:
        """Close and wait for the writer (used when the reader ends)."""
        self.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.writer, 2.0)

    def __repr__(self) -> str:
        return f"Connection(seat={self.seat!r}, name={self.name!r})"


def encode(message: dict[str, Any]) -> str:
    """JSON text of a message (orjson when installed: it is the hot path)."""
    return _dumps(message)


try:
    import orjson

    def _dumps(message: dict[str, Any]) -> str:
        return orjson.dumps(message).decode()
except ImportError:  # pragma: no cover - orjson is part of the server extra
    import json

    def _dumps(message: dict[str, Any]) -> str:
        return json.dumps(message, separators=(",", ":"), ensure_ascii=False)
