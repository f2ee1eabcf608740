"""One client cannot hurt another through the server: 200 spectators flooding a table's
chat neither close a seated player nor fill his connection (chat is limited per match
and per address, and a full outbox drops chat, never the connection); a client too slow
to read gets the latest position (its waiting game frames replaced by the newest), not a
closed socket; a client that keeps breaking the rate limit is closed with 1008."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import socket
from typing import Any

from server_helpers import FAST, LiveServer, create, run

from bang.server.client import http
from bang.server.connection import MAX_BACKLOG

#: The shipped chat limits (per address and per match's spectators), not the tests'.
CHATTY = dataclasses.replace(FAST, address_chat_rate=1.0, address_chat_burst=10.0,
                             bot_delay=0.05, limit_loopback=True)


def ws_url(live: LiveServer, match_id: str) -> str:
    return live.url.replace("http", "ws") + f"/ws/{match_id}"


async def connect(live: LiveServer, match_id: str, hello: dict[str, Any], *,
                  address: str = "127.0.0.1", slow: bool = False) -> Any:
    """A WebSocket from ``address`` (any 127.x.y.z is this machine); ``slow``: a tiny
    receive buffer and a queue of one frame, so that not reading stops the socket."""
    from websockets.asyncio.client import connect as ws_connect

    sock = socket.socket()
    if slow:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.bind((address, 0))
    sock.connect(("127.0.0.1", live.port))
    ws = await ws_connect(ws_url(live, match_id), sock=sock, max_queue=1 if slow else 64,
                          max_size=2**22, compression=None, ping_interval=None)
    await ws.send(json.dumps({"type": "hello", "protocol": 1, **hello}))
    return ws


def squeeze(live: LiveServer, ws: Any) -> None:
    """Shrink the server's side of ``ws`` (its kernel send buffer and its transport's
    write buffer) as a long, slow network path would: a client that does not read
    then holds the server's writes up after a few kB instead of a few MB."""
    port = ws.transport.get_extra_info("sockname")[1]

    def shrink() -> None:
        for protocol in live.server.server_state.connections:
            client = getattr(protocol, "client", None)
            if client and client[1] == port:
                transport = protocol.transport
                transport.get_extra_info("socket").setsockopt(
                    socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
                transport.set_write_buffer_limits(high=8192)
                return
        raise AssertionError("no such connection")

    live.call(shrink)


def test_200_chat_senders_cannot_close_a_seated_player() -> None:
    import tempfile
    from pathlib import Path

    live = LiveServer(Path(tempfile.mkdtemp()) / "bang.sqlite3", CHATTY)
    try:
        created = create(live.url, "dice", 4, ["human", "bot:random", "bot:random",
                                               "bot:random"], turn_timer=60)
        match_id = created["match_id"]
        http(live.url, "POST", f"/api/matches/{match_id}/start", {"token": created["token"]})

        async def scenario() -> dict[str, Any]:
            player = await connect(live, match_id, {"token": created["token"]}, slow=True)
            assert json.loads(await player.recv())["type"] == "welcome"
            squeeze(live, player)
            # 200 spectators, 100 addresses, each sends the 5 lines its own limit allows.
            spectators = [await connect(live, match_id, {"spectate": True},
                                        address=f"127.0.{1 + k // 100}.{2 + k % 100}")
                          for k in range(200)]
            answers: list[str] = []

            async def flood(ws: Any, k: int) -> None:
                for line in range(5):
                    await ws.send(json.dumps({"type": "chat", "text": f"spam {k}.{line}"}))
                with contextlib.suppress(TimeoutError):
                    while True:
                        message = json.loads(await asyncio.wait_for(ws.recv(), 1.0))
                        if message["type"] == "error":
                            answers.append(message["code"])

            await asyncio.gather(*(flood(ws, k) for k, ws in enumerate(spectators)))
            # The player did not read during the flood; now he does, all of it.
            chat = 0
            kinds: set[str] = set()
            await player.send(json.dumps({"type": "ping"}))
            while True:
                message = json.loads(await asyncio.wait_for(player.recv(), 10))
                kinds.add(message["type"])
                chat += message["type"] == "chat"
                if message["type"] == "pong":
                    break
            await player.send(json.dumps({"type": "chat", "text": "still here"}))
            for ws in spectators:
                await ws.close()
            result = {"answers": answers, "chat": chat, "kinds": kinds,
                      "open": player.close_code is None}
            await player.close()
            return result

        result = run(scenario(), 120)
        assert result["open"], "the seated player was disconnected"
        assert {"chat_history", "state", "chat", "pong"} <= result["kinds"]
        # The match's spectators together had a small budget: most lines were refused.
        assert result["answers"].count("rate_limited") >= 800
        assert result["chat"] <= CHATTY.spectator_chat_burst + 60
        metrics = http(live.url, "GET", "/api/metrics")
        assert metrics["connections"] >= 0
    finally:
        live.stop()


def test_a_slow_reader_gets_the_latest_state_not_a_closed_socket(live: LiveServer
                                                                  ) -> None:
    created = create(live.url, "cards", 7, ["bot:random"] * 7, host_plays=False)
    match_id = created["match_id"]

    async def scenario() -> list[dict[str, Any]]:
        # Full states (several kB each): a few dozen fill every buffer on the way.
        slow = await connect(live, match_id, {"spectate": True}, slow=True)
        assert json.loads(await slow.recv())["type"] == "welcome"
        squeeze(live, slow)
        http(live.url, "POST", f"/api/matches/{match_id}/start",
             {"token": created["token"]})
        # The whole game is played at full speed while the spectator reads nothing.
        for _ in range(600):
            if live.call(lambda: live.lobby.matches[match_id].status) == "finished":
                break
            await asyncio.sleep(0.05)
        messages = []
        while True:
            message = json.loads(await asyncio.wait_for(slow.recv(), 10))
            messages.append(message)
            if message["type"] == "over":
                break
        await slow.close()
        return messages

    messages = run(scenario(), 90)
    record = http(live.url, "GET", f"/api/matches/{match_id}/record")
    frames = [m for m in messages if m["type"] in ("state", "delta")]
    # Far fewer frames than actions: the waiting ones were replaced by newer ones, the
    # latest of which is the end, in full.
    assert len(frames) < len(record["actions"])
    assert frames[-1]["type"] == "state" and frames[-1]["seq"] == len(record["actions"])
    assert frames[-1]["view"]["winners"] is not None or record["actions"]
    traffic = http(live.url, "GET", "/api/metrics")["traffic"]
    # Frames went straight to the socket while it took data, through the ASGI send
    # once it was full, and the slow reader still read whole, ordered frames.
    assert traffic["coalesced"] > 0 and traffic["direct"] > 0
    assert len(messages) <= MAX_BACKLOG


def test_rate_limit_strikes_close_the_connection_with_1008(live: LiveServer) -> None:
    created = create(live.url, "dice", 3, ["human", "bot:random", "bot:random"])
    match_id = created["match_id"]

    async def scenario() -> int | None:
        ws = await connect(live, match_id, {"token": created["token"]})
        with contextlib.suppress(Exception):
            for _ in range(400):
                await ws.send(json.dumps({"type": "ping"}))
        with contextlib.suppress(Exception):
            while True:
                await asyncio.wait_for(ws.recv(), 10)
        code: int | None = ws.close_code
        return code

    assert run(scenario(), 30) == 1008


def test_a_hello_may_name_features_this_server_does_not_know(live: LiveServer) -> None:
    """A newer client's capabilities are ignored, not refused; the welcome says which
    ones the server uses (none named: the frames of old, full states only)."""
    created = create(live.url, "dice", 3, ["human", "bot:random", "bot:random"])

    async def welcomes() -> list[dict[str, Any]]:
        found = []
        for hello in ({"spectate": True, "features": ["delta", "future_thing"]},
                      {"spectate": True}):
            ws = await connect(live, created["match_id"], hello)
            found.append(json.loads(await ws.recv()))
            await ws.close()
        return found

    with_delta, plain = run(welcomes())
    assert with_delta["type"] == "welcome" and with_delta["features"] == ["delta"]
    assert plain["type"] == "welcome" and "features" not in plain
