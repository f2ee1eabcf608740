"""A connection's own queue and writer: a client that does not read is dropped without
holding anyone up; the rate limit refills with time."""

from __future__ import annotations

import asyncio
import time

from server_helpers import run

from bang.server.connection import MAX_BACKLOG, Connection, RateLimit


class StuckSocket:
    """A peer whose receive buffer is full: every send blocks."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.closed = False

    async def send_text(self, data: str) -> None:
        self.sent.append(data)
        await asyncio.sleep(3600)

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.closed = True


def test_a_client_that_does_not_read_is_dropped() -> None:
    async def scenario() -> None:
        socket = StuckSocket()
        conn = Connection(socket, 0, "slow")
        conn.send("first")
        await asyncio.sleep(0.01)  # the writer is now blocked on the full socket
        started = time.monotonic()
        for k in range(MAX_BACKLOG + 10):
            conn.send(f"message {k}")
        assert time.monotonic() - started < 2.0  # the sender never waits
        await asyncio.sleep(0.05)
        assert conn.closed and socket.closed
        assert socket.sent == ["first"]

    run(scenario())


def test_the_rate_limit_allows_a_burst_then_refills() -> None:
    limit = RateLimit(rate=100.0, burst=5.0)
    assert [limit.allow() for _ in range(6)] == [True] * 5 + [False]
    time.sleep(0.05)
    assert limit.allow()
