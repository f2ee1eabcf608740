"""A connection's own outbox and writer: a client that does not read is never closed
for it and never holds the sender up; its game frames and lobby summaries coalesce to
the latest, its backlog of other frames stays bounded (the oldest chat lines go first),
and it gets everything that counts once it reads again.  Frames to a socket that takes
data are written at once; the rate limit refills with time; a close carries its code."""

from __future__ import annotations

import asyncio
import time

import pytest
from server_helpers import run

from bang.server.connection import (
    CLOSE_POLICY,
    FAST_SEND,
    MAX_BACKLOG,
    Connection,
    OutboxStats,
    RateLimit,
)
from bang.server.transport import text_frame


class GateSocket:
    """A peer whose receive buffer fills while ``gate`` is shut: sends then wait."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.gate = asyncio.Event()
        self.gate.set()
        self.closed_with: int | None = None

    async def send_text(self, data: str) -> None:
        await self.gate.wait()
        self.sent.append(data)

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.closed_with = code


def test_a_frame_to_a_socket_that_takes_data_is_written_before_send_returns() -> None:
    async def scenario() -> None:
        socket = GateSocket()
        stats = OutboxStats()
        conn = Connection(socket, 0, "quick", stats=stats)
        conn.send("one")
        conn.send_game("state 1", 3, False)
        assert socket.sent == ["one", "state 1"]  # no await in between
        assert conn.backlog == 0 and stats.bytes_sent == len("one") + len("state 1")
        await conn.finish()

    run(scenario())


class DirectSocket(GateSocket):
    """A socket whose protocol offers the direct write (``FAST_SEND``), which takes
    frames while ``direct_open`` and refuses them otherwise (or fails: ``broken``)."""

    def __init__(self) -> None:
        super().__init__()
        self.direct: list[str] = []
        self.direct_open = True
        self.broken = False
        self.scope = {"extensions": {FAST_SEND: self.send_text_now}}

    def send_text_now(self, text: str) -> bool:
        if self.broken:
            raise ConnectionResetError("the peer went away")
        if not self.direct_open:
            return False
        self.direct.append(text)
        return True


def test_frames_go_straight_to_the_transport_and_through_asgi_when_it_refuses() -> None:
    async def scenario() -> None:
        socket = DirectSocket()
        stats = OutboxStats()
        conn = Connection(socket, 0, "direct", stats=stats)
        conn.send("one")
        conn.send_game("state 1", 3, False)
        assert socket.direct == ["one", "state 1"] and socket.sent == []
        assert stats.direct == 2 and stats.bytes_sent == len("one") + len("state 1")
        socket.direct_open = False          # the transport is full, say
        conn.send_game("delta 2", 4, True)
        assert socket.sent == ["delta 2"] and stats.direct == 2
        socket.direct_open = True
        socket.broken = True                # a failed write ends the connection
        conn.send("three")
        assert conn.closed and conn.closed_socket
        await conn.finish()

    run(scenario())


def test_a_frame_waiting_behind_a_slow_send_is_not_written_past_it() -> None:
    async def scenario() -> None:
        socket = DirectSocket()
        conn = Connection(socket, 0, "ordered")
        socket.direct_open = False
        socket.gate.clear()
        conn.send("first")                  # through ASGI, waits on the full socket
        socket.direct_open = True
        conn.send("second")                 # queued behind it, not written directly
        assert socket.direct == [] and conn.backlog == 1
        socket.gate.set()
        for _ in range(20):
            await asyncio.sleep(0)
        assert socket.sent == ["first", "second"] and socket.direct == []
        conn.send("third")                  # nothing waits now: written at once
        assert socket.direct == ["third"]
        await conn.finish()

    run(scenario())


@pytest.mark.parametrize("size", [0, 1, 125, 126, 127, 65535, 65536, 70000])
def test_a_direct_frame_is_the_frame_websockets_itself_writes(size: int) -> None:
    from websockets.frames import Frame, Opcode

    for text in ("x" * size, ("é牌" * size)[:size]):
        expected = Frame(Opcode.TEXT, text.encode()).serialize(mask=False, extensions=[])
        assert text_frame(text) == expected


def test_a_client_that_does_not_read_is_kept_with_a_bounded_coalesced_backlog() -> None:
    async def scenario() -> None:
        socket = GateSocket()
        stats = OutboxStats()
        conn = Connection(socket, 0, "slow", stats=stats)
        socket.gate.clear()
        conn.send("welcome")                # the writer now waits on the full socket
        await asyncio.sleep(0.01)
        started = time.monotonic()
        conn.send("history")
        for k in range(MAX_BACKLOG * 3):
            conn.send(f"chat {k}", "chat")
            conn.send_game(f"state {k}", 10 + k, False)
            conn.send(f"match {k}", "match")
        assert time.monotonic() - started < 2.0  # the sender never waits
        assert conn.backlog <= MAX_BACKLOG + 1   # the one being written aside
        assert not conn.closed and socket.closed_with is None
        assert stats.coalesced == MAX_BACKLOG * 3 - 1 and stats.dropped > 0
        socket.gate.set()                   # it reads again
        for _ in range(200):
            if conn.backlog == 0:
                break
            await asyncio.sleep(0.01)
        last = MAX_BACKLOG * 3 - 1
        assert socket.sent[:2] == ["welcome", "history"]
        assert [t for t in socket.sent if t.startswith("state")] == [f"state {last}"]
        assert [t for t in socket.sent if t.startswith("match")] == [f"match {last}"]
        chats = [t for t in socket.sent if t.startswith("chat")]
        assert chats == [f"chat {k}" for k in range(last + 1 - len(chats), last + 1)]
        assert len(chats) < MAX_BACKLOG
        assert not conn.closed
        await conn.finish()

    run(scenario())


def test_a_replaced_game_frame_hands_its_log_start_to_the_next() -> None:
    async def scenario() -> None:
        socket = GateSocket()
        conn = Connection(socket, 1, "slow", features=frozenset({"delta"}))
        conn.send_game("state at 5 events", 5, False)
        assert conn.delta  # the chain holds: the next frame may be a delta
        socket.gate.clear()
        conn.send_game("delta to 7", 7, True)      # the writer waits on this one
        await asyncio.sleep(0.01)
        conn.send_game("delta to 9", 9, True)      # queued behind it
        assert not conn.delta                      # a frame waits: the next is a state
        assert conn.log_start() == 7
        conn.send_game("state at 12", 12, False)   # replaces "delta to 9"
        assert conn.log_start() == 7 and conn.events_seen == 12
        socket.gate.set()
        for _ in range(200):
            if conn.backlog == 0:
                break
            await asyncio.sleep(0.01)
        assert socket.sent == ["state at 5 events", "delta to 7", "state at 12"]
        assert conn.delta
        await conn.finish()

    run(scenario())


def test_a_connection_closed_for_a_policy_says_1008() -> None:
    async def scenario() -> None:
        socket = GateSocket()
        conn = Connection(socket, None, "spectator")
        conn.send("error")
        conn.close(CLOSE_POLICY)
        await conn.finish()
        assert socket.sent == ["error"] and socket.closed_with == CLOSE_POLICY

    run(scenario())


def test_the_rate_limit_allows_a_burst_then_refills() -> None:
    limit = RateLimit(rate=100.0, burst=5.0)
    assert [limit.allow() for _ in range(6)] == [True] * 5 + [False]
    time.sleep(0.05)
    assert limit.allow()
