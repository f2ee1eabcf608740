"""A client's message taken as it arrives: the server's WebSocket protocol hands each
whole text message to the connection's reader once it took them (``FAST_RECEIVE``),
and anything that must keep its place behind earlier messages (or is not text) goes
through the ASGI receive's queue as before; an action the match task is idle for is
applied by the caller at once (``Match.submit``), or queued behind the others."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import tempfile
from pathlib import Path
from typing import Any

from server_helpers import LiveServer, create, run

from bang.server.client import http
from bang.server.connection import Connection
from bang.server.lobby import Lobby
from bang.server.models import CreateMatch, JoinMatch, StartBody
from bang.server.storage import open_sqlite
from bang.server.transport import Guard, protocols


class Transport:
    """What uvicorn's queueing path touches of a transport."""

    def __init__(self) -> None:
        self.paused = False

    def pause_reading(self) -> None:
        self.paused = True


def protocol() -> Any:
    """The server's WebSocket protocol with only what a whole message's delivery
    reads (no socket, no handshake)."""
    _, ws_class = protocols(Guard(10, 10, 5.0))
    proto = ws_class.__new__(ws_class)
    proto.queue = asyncio.Queue()
    proto.frames = []
    proto.close_sent = False
    proto.read_paused = False
    proto.transport = Transport()
    return proto


def deliver(proto: Any, data: bytes, kind: str = "text") -> None:
    """A whole message as uvicorn's frame handlers pass it on."""
    proto.curr_msg_data_type = kind
    proto.frames = [data]
    proto.send_receive_event_to_app()


def test_a_text_message_goes_to_the_handler_that_took_them_and_not_to_the_queue() -> None:
    async def scenario() -> None:
        proto = protocol()
        taken: list[str | None] = []
        assert proto.take_text(taken.append)
        deliver(proto, b'{"type":"ping"}')
        assert taken == ['{"type":"ping"}'] and proto.queue.empty()
        assert proto.frames == [] and not proto.transport.paused

    run(scenario())


def test_without_a_handler_a_message_is_queued_for_receive() -> None:
    async def scenario() -> None:
        proto = protocol()
        deliver(proto, b"one")
        assert proto.queue.get_nowait()["text"] == "one"
        assert proto.take_text(lambda text: None)
        assert proto.take_text(None)  # given back
        deliver(proto, b"two")
        assert proto.queue.get_nowait()["text"] == "two"

    run(scenario())


def test_messages_are_not_taken_while_earlier_ones_wait_in_the_queue() -> None:
    async def scenario() -> None:
        proto = protocol()
        deliver(proto, b"first")       # before the reader takes messages
        taken: list[str | None] = []
        # Refused: "first" must be read from the queue before anything is handed over.
        assert not proto.take_text(taken.append)
        deliver(proto, b"second")
        assert taken == [] and proto.queue.qsize() == 2
        assert proto.queue.get_nowait()["text"] == "first"
        assert proto.queue.get_nowait()["text"] == "second"
        assert proto.take_text(taken.append)  # nothing waits now
        deliver(proto, b"third")
        assert taken == ["third"] and proto.queue.empty()

    run(scenario())


def test_a_binary_message_is_handed_over_as_none_and_one_after_the_close_dropped() -> None:
    async def scenario() -> None:
        proto = protocol()
        taken: list[str | None] = []
        assert proto.take_text(taken.append)
        deliver(proto, b"\x00\x01", kind="bytes")
        deliver(proto, b"after")
        # In order, and nothing in the queue that a later message could overtake.
        assert taken == [None, "after"] and proto.queue.empty()
        proto.close_sent = True
        deliver(proto, b"late")
        assert taken == [None, "after"] and proto.queue.empty()

    run(scenario())


class WireTransport(Transport):
    """What uvicorn's frame handling writes to (a pong, a close)."""

    def __init__(self) -> None:
        super().__init__()
        self.written: list[bytes] = []
        self.closed = False

    def write(self, data: bytes) -> None:
        self.written.append(data)

    def close(self) -> None:
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed


def opened_protocol(taken: list[str | None]) -> Any:
    """The server's WebSocket protocol past a real websockets handshake, its messages
    taken by ``taken.append``, and how many times websockets' own parser was fed."""
    from websockets.server import ServerProtocol

    proto = protocol()
    proto.transport = WireTransport()
    proto.logger = logging.getLogger("tests.direct_receive")
    conn = ServerProtocol(max_size=65536)
    conn.receive_data(b"GET /ws/m HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                      b"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                      b"Sec-WebSocket-Version: 13\r\n\r\n")
    conn.send_response(conn.accept(conn.events_received()[0]))
    conn.data_to_send()
    fed = [0]
    receive = conn.receive_data

    def counted(data: bytes) -> None:
        fed[0] += 1
        receive(data)

    conn.receive_data = counted  # type: ignore[method-assign]
    proto.conn = conn
    proto.fed = fed
    assert proto.take_text(taken.append)
    return proto


def client_frame(payload: bytes, opcode: int = 1, fin: bool = True, long: bool = False,
                 seed: int = 0) -> bytes:
    """A masked frame as a client sends it (``long``: the 16-bit length form even for a
    short payload, which websockets accepts too)."""
    from websockets.speedups import apply_mask

    mask = random.Random(seed).randbytes(4)
    head = bytes(((0x80 if fin else 0) | opcode,))
    size = len(payload)
    if size < 126 and not long:
        head += bytes((0x80 | size,))
    elif size < 65536:
        head += bytes((0x80 | 126,)) + size.to_bytes(2, "big")
    else:
        head += bytes((0x80 | 127,)) + size.to_bytes(8, "big")
    return head + mask + apply_mask(payload, mask)


def test_whole_text_frames_are_read_directly_and_in_order_however_the_bytes_arrive(
) -> None:
    async def scenario() -> None:
        messages = [json.dumps({"type": "act", "decision": k, "action": "pass"})
                    for k in range(5)] + ["é牌" * 100, "", "x" * 2000]
        wire = b"".join(client_frame(m.encode(), long=(k == 1), seed=k)
                        for k, m in enumerate(messages))
        for cut in range(len(wire) + 1):
            taken: list[str | None] = []
            proto = opened_protocol(taken)
            proto.data_received(wire[:cut])
            proto.data_received(wire[cut:])
            assert taken == messages, cut
            assert proto.queue.empty() and proto.transport.written == []
            # websockets' parser is fed only what does not begin a whole frame.
            assert proto.fed[0] <= 2
        taken = []
        proto = opened_protocol(taken)
        proto.data_received(wire)
        assert taken == messages and proto.fed[0] == 0

    run(scenario())


def test_frames_the_direct_read_does_not_take_keep_their_place_and_their_handling(
) -> None:
    async def scenario() -> None:
        taken: list[str | None] = []
        proto = opened_protocol(taken)
        wire = (client_frame(b"one") + client_frame(b"hi", opcode=9)  # a ping
                + client_frame(b"tw", fin=False) + client_frame(b"o", opcode=0)
                + client_frame(b"three") + client_frame(b"\x00", opcode=2)
                + client_frame(b"four"))
        proto.data_received(wire)
        assert taken == ["one", "two", "three", None, "four"]
        # The ping was websockets' to answer: a pong went out.
        assert proto.transport.written and proto.transport.written[0][0] == 0x8A
        proto.data_received(client_frame(b"five"))
        assert taken[-1] == "five"

        # Text that is not UTF-8: websockets' own refusal (close 1007), nothing taken.
        taken.clear()
        proto = opened_protocol(taken)
        proto.data_received(client_frame(b"ok") + client_frame(b"\xff\xfe")
                            + client_frame(b"after"))
        assert taken == ["ok"]
        assert proto.conn.close_sent is not None and proto.conn.close_sent.code == 1007

        # Over the size limit: websockets' refusal (close 1009).
        taken.clear()
        proto = opened_protocol(taken)
        proto.data_received(client_frame(b"x" * 65537))
        assert taken == [] and proto.conn.close_sent is not None
        assert proto.conn.close_sent.code == 1009

    run(scenario())


def test_once_the_reader_gives_messages_back_frames_go_through_the_queue() -> None:
    async def scenario() -> None:
        taken: list[str | None] = []
        proto = opened_protocol(taken)
        proto.data_received(client_frame(b"mine"))
        assert proto.take_text(None)
        proto.data_received(client_frame(b"queued"))
        assert taken == ["mine"] and proto.queue.get_nowait()["text"] == "queued"

    run(scenario())


def test_a_live_connection_has_its_messages_handed_over_and_answered(
        live: LiveServer) -> None:
    created = create(live.url, "dice", 3, ["human", "bot:random", "bot:random"])

    async def scenario() -> list[str]:
        from websockets.asyncio.client import connect

        url = live.url.replace("http", "ws") + f"/ws/{created['match_id']}"
        async with connect(url, ping_interval=None) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1,
                                      "token": created["token"]}))
            kinds: list[str] = []
            while "welcome" not in kinds:
                kinds.append(json.loads(await ws.recv())["type"])
            for _ in range(3):
                await ws.send('{"type":"ping"}')
            while kinds.count("pong") < 3:
                kinds.append(json.loads(await ws.recv())["type"])
            return kinds

    before = http(live.url, "GET", "/api/metrics")["traffic"]["direct_in"]
    kinds = run(scenario())
    after = http(live.url, "GET", "/api/metrics")["traffic"]["direct_in"]
    assert kinds.count("pong") == 3
    # The hello is read by receive; the three pings were handed over as they came.
    assert after - before == 3


def test_messages_sent_right_after_the_hello_are_answered_in_order(
        live: LiveServer) -> None:
    created = create(live.url, "dice", 3, ["human", "bot:random", "bot:random"])

    async def scenario() -> list[str]:
        from websockets.asyncio.client import connect

        url = live.url.replace("http", "ws") + f"/ws/{created['match_id']}"
        async with connect(url, ping_interval=None) as ws:
            # No waiting for the welcome: some of these may reach the server before
            # its reader takes messages, and must still be answered in order.
            await ws.send(json.dumps({"type": "hello", "protocol": 1,
                                      "token": created["token"]}))
            await ws.send('{"type":"ping"}')
            await ws.send(b"\x00binary")
            await ws.send('{"type":"ping"}')
            answers: list[str] = []
            while len(answers) < 3:
                message = json.loads(await ws.recv())
                if message["type"] == "pong":
                    answers.append("pong")
                elif message["type"] == "error":
                    answers.append(message["code"])
            return answers

    assert run(scenario()) == ["pong", "bad_message", "pong"]


async def started_match(tmp: str) -> tuple[Any, list[Connection]]:
    lobby = Lobby(open_sqlite(Path(tmp) / "submit.sqlite3"))
    match, _, token = lobby.create(CreateMatch(game="cards", players=4, name="p0",
                                               turn_timer=120))
    for k in range(1, 4):
        lobby.join(match.id, JoinMatch(name=f"p{k}"))
    lobby.start(match.id, StartBody(token=token))
    conns = [Connection(Sink(), seat, f"p{seat}") for seat in range(4)]
    for conn in conns:
        match.attach(conn)
    for _ in range(3):  # the task reaches its queue
        await asyncio.sleep(0)
    return match, conns


class Sink:
    async def send_text(self, text: str) -> None:
        pass

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        pass


def act_item(match: Any, conns: list[Connection], rng: random.Random) -> tuple[Any, ...]:
    game = match.game
    pending = game.pending
    return ("act", conns[pending.seat], pending.id,
            rng.choice(game.legal_actions()).format(), 0.0)


def test_an_action_the_task_waits_for_is_applied_before_submit_returns() -> None:
    async def scenario() -> None:
        with tempfile.TemporaryDirectory() as tmp:
            match, conns = await started_match(tmp)
            rng = random.Random(3)
            assert match._waiting and match.queue.empty()
            before = len(match.game.history)
            match.submit(act_item(match, conns, rng))
            assert len(match.game.history) == before + 1 and match.queue.empty()
            await match.stop()

    run(scenario())


def test_an_action_behind_a_queued_item_waits_its_turn() -> None:
    async def scenario() -> None:
        with tempfile.TemporaryDirectory() as tmp:
            match, conns = await started_match(tmp)
            rng = random.Random(4)
            match.queue.put_nowait(("wake",))  # an item the task has not taken yet
            before = len(match.game.history)
            match.submit(act_item(match, conns, rng))
            assert len(match.game.history) == before and match.queue.qsize() == 2
            for _ in range(5):
                await asyncio.sleep(0)
            assert len(match.game.history) == before + 1 and match.queue.empty()
            await match.stop()

    run(scenario())


def test_a_game_played_to_its_end_through_submit_ends_its_task() -> None:
    async def scenario() -> None:
        with tempfile.TemporaryDirectory() as tmp:
            match, conns = await started_match(tmp)
            rng = random.Random(5)
            while match.status == "running":
                match.submit(act_item(match, conns, rng))
                await asyncio.sleep(0)
            assert match.game.pending is None and match.status == "finished"
            for _ in range(5):
                await asyncio.sleep(0)
            assert match.task is None  # woken to end, not left waiting for ever

    run(scenario(), 120)
