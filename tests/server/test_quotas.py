"""One address cannot exhaust the server for the others: its matches and its
connections are capped while another address still creates and plays; past the total
connection cap a new connection is answered 503 at once (and accepted again once some
close); a socket that sends no request head, or a WebSocket that says no hello, is
closed in time; a lobby nobody sits at is closed even if spectators watch it; the bots
of matches nobody plays in share a CPU budget, and still play on.

Every 127.x.y.z address is this machine: the clients of "another address" bind to
127.0.0.2 and so on."""

from __future__ import annotations

import asyncio
import dataclasses
import http.client
import json
import socket
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_helpers import FAST, LiveServer, run

from bang.server.client import SeatClient
from bang.server.match import Settings

#: The shipped per-address quotas (the shared test settings lift them), applied to this
#: machine's addresses (which stand for remote ones here).
QUOTAS = dataclasses.replace(FAST, limit_loopback=True,
                             max_matches_per_address=Settings.max_matches_per_address,
                             create_rate=Settings.create_rate,
                             create_burst=Settings.create_burst,
                             max_connections_per_address=12, max_connections=30)
#: The same with short timeouts (for the tests of the timeouts themselves).
QUICK = dataclasses.replace(QUOTAS, header_timeout=0.5, hello_timeout=0.5, lobby_idle=2.0,
                            sweep_every=0.1)


@pytest.fixture
def guarded() -> Iterator[LiveServer]:
    server = LiveServer(Path(tempfile.mkdtemp()) / "bang.sqlite3", QUOTAS)
    yield server
    server.stop()


@pytest.fixture
def quick() -> Iterator[LiveServer]:
    server = LiveServer(Path(tempfile.mkdtemp()) / "bang.sqlite3", QUICK)
    yield server
    server.stop()


def request(live: LiveServer, method: str, path: str, body: dict[str, Any] | None = None,
            *, source: str = "127.0.0.1") -> tuple[int, Any]:
    """One HTTP request from ``source``: (status, decoded body)."""
    conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=10,
                                      source_address=(source, 0))
    try:
        data = None if body is None else json.dumps(body)
        conn.request(method, path, body=data, headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        return response.status, json.loads(response.read() or b"null")
    finally:
        conn.close()


def new_match(live: LiveServer, source: str, **extra: Any) -> tuple[int, Any]:
    return request(live, "POST", "/api/matches",
                   {"game": "dice", "players": 3, "seats": [
                       {"kind": "human"}, {"kind": "bot", "level": "random"},
                       {"kind": "bot", "level": "random"}], **extra}, source=source)


def play_to_the_end(live: LiveServer, created: dict[str, Any], source: str = "127.0.0.2"
                    ) -> dict[str, Any]:
    """Start the match and play its seat from ``source`` (the first option every time)
    until the end; the ``over`` message."""
    from websockets.asyncio.client import connect

    match_id = created["match_id"]
    status, _ = request(live, "POST", f"/api/matches/{match_id}/start",
                        {"token": created["token"]}, source=source)
    assert status == 200

    async def play() -> dict[str, Any]:
        sock = raw_socket(live, source)
        sock.setblocking(False)
        ws = await connect(live.url.replace("http", "ws") + f"/ws/{match_id}", sock=sock)
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "token": created["token"]}))
        try:
            while True:
                message = json.loads(await asyncio.wait_for(ws.recv(), 30))
                if message["type"] == "over":
                    return dict(message)
                decision = message.get("decision") if message["type"] == "state" else None
                if decision:
                    await ws.send(json.dumps({"type": "act", "decision": decision["id"],
                                              "action": decision["options"][0]["action"]}))
        finally:
            await ws.close()

    return run(play(), 60)


def raw_socket(live: LiveServer, source: str) -> socket.socket:
    sock = socket.socket()
    sock.bind((source, 0))
    sock.connect(("127.0.0.1", live.port))
    sock.settimeout(10)
    return sock


def answer_of(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes (bounded by the socket's timeout)."""
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    return data


def test_one_address_cannot_exhaust_the_lobbies(guarded: LiveServer) -> None:
    created = [new_match(guarded, "127.0.0.1") for _ in range(40)]
    statuses = [status for status, _ in created]
    made = statuses.count(201)
    assert made == QUOTAS.create_burst  # the burst, then no more
    refused = [body for status, body in created if status == 429]
    assert refused and all(body["code"] == "rate_limited" for body in refused)
    # Another address creates and plays to the end meanwhile.
    status, other = new_match(guarded, "127.0.0.2")
    assert status == 201
    assert play_to_the_end(guarded, other)["type"] == "over"
    # The cap on open and running matches holds whatever the rate allows.
    lobby = guarded.lobby
    assert guarded.call(lambda: lobby.held_by("127.0.0.1")) == made
    guarded.call(lambda: setattr(lobby.settings, "create_burst", 1e6))
    guarded.call(lambda: lobby.addresses._create.clear())
    more = [new_match(guarded, "127.0.0.1")[0] for _ in range(10)]
    assert more.count(201) == QUOTAS.max_matches_per_address - made
    assert more[-1] == 429


def test_this_machines_own_addresses_are_not_held_to_per_address_quotas() -> None:
    """By default a server on 127.0.0.1 serves this machine only (or a proxy it was not
    told to trust, through which every client looks the same): the per-address quotas
    do not apply to loopback addresses, the server-wide caps do."""
    local = dataclasses.replace(QUOTAS, limit_loopback=False)
    live = LiveServer(Path(tempfile.mkdtemp()) / "bang.sqlite3", local)
    try:
        made = [new_match(live, "127.0.0.1")[0] for _ in range(QUOTAS.max_matches_per_address
                                                               + 4)]
        assert made.count(201) == len(made)
        held = [raw_socket(live, "127.0.0.1") for _ in range(QUOTAS.max_connections)]
        try:
            time.sleep(0.1)
            assert answer_of(raw_socket(live, "127.0.0.1")).startswith(b"HTTP/1.1 503")
        finally:
            for sock in held:
                sock.close()
    finally:
        live.stop()


def test_one_address_cannot_exhaust_the_connections(guarded: LiveServer) -> None:
    held = [raw_socket(guarded, "127.0.0.1") for _ in range(QUOTAS.max_connections_per_address)]
    try:
        time.sleep(0.1)
        refused = raw_socket(guarded, "127.0.0.1")
        answer = answer_of(refused)
        assert answer.startswith(b"HTTP/1.1 429")
        assert json.loads(answer.split(b"\r\n\r\n", 1)[1])["code"] == "rate_limited"
        # Another address is served and plays meanwhile.
        status, created = new_match(guarded, "127.0.0.2")
        assert status == 201
        assert play_to_the_end(guarded, created)["type"] == "over"
    finally:
        for sock in held:
            sock.close()


def test_past_the_total_cap_a_connection_is_answered_503_then_served_again(
        guarded: LiveServer) -> None:
    held = [raw_socket(guarded, f"127.0.{1 + k // 10}.{1 + k % 10}")
            for k in range(QUOTAS.max_connections)]
    try:
        time.sleep(0.1)
        answer = answer_of(raw_socket(guarded, "127.0.9.9"))
        assert answer.startswith(b"HTTP/1.1 503")
        body = json.loads(answer.split(b"\r\n\r\n", 1)[1])
        assert body["code"] == "server_busy" and b"retry-after: 5" in answer.lower()
    finally:
        for sock in held[:5]:
            sock.close()
    try:
        time.sleep(0.2)
        assert request(guarded, "GET", "/api/health", source="127.0.9.9")[0] == 200
        metrics = request(guarded, "GET", "/api/metrics", source="127.0.9.9")[1]
        assert metrics["limits"]["connections_refused"] >= 1
        assert metrics["limits"]["max_connections"] == QUOTAS.max_connections
    finally:
        for sock in held[5:]:
            sock.close()


def test_a_socket_without_a_request_head_is_closed_in_time(quick: LiveServer) -> None:
    silent = raw_socket(quick, "127.0.0.3")
    trickle = raw_socket(quick, "127.0.0.3")
    trickle.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n")  # never ends its head
    assert answer_of(silent) == b"" and answer_of(trickle) == b""
    # A keep-alive connection's next request is held to the same limit.
    conn = http.client.HTTPConnection("127.0.0.1", quick.port, timeout=10)
    conn.request("GET", "/api/health")
    assert conn.getresponse().read()
    conn.sock.sendall(b"GET /api/health HTTP/1.1\r\n")
    assert conn.sock.recv(100) == b""
    conn.close()
    metrics = request(quick, "GET", "/api/metrics")[1]
    assert metrics["limits"]["header_timeouts"] >= 3


def test_a_websocket_that_says_no_hello_is_refused_in_time(quick: LiveServer) -> None:
    status, created = new_match(quick, "127.0.0.4")
    assert status == 201

    async def silent() -> tuple[dict[str, Any], int | None]:
        from websockets.asyncio.client import connect

        ws = await connect(quick.url.replace("http", "ws") + f"/ws/{created['match_id']}")
        message = json.loads(await asyncio.wait_for(ws.recv(), 10))
        await asyncio.wait_for(ws.wait_closed(), 10)
        return message, ws.close_code

    message, code = run(silent(), 20)
    assert message["code"] == "unauthorized" and "hello" in message["reason"]
    assert code == 1008


def test_a_lobby_nobody_sits_at_is_closed_though_spectators_watch(
        quick: LiveServer) -> None:
    status, watched = new_match(quick, "127.0.0.5")
    status, sat = new_match(quick, "127.0.0.5")
    assert status == 201

    async def scenario() -> tuple[list[str], str]:
        spectator = SeatClient(quick.url, watched["match_id"], spectate=True)
        host = SeatClient(quick.url, sat["match_id"], sat["token"])
        await spectator.connect()
        await host.connect()
        seen = []
        try:
            while True:  # the spectator is told, then closed
                seen.append((await asyncio.wait_for(spectator.recv(), 10))["type"])
        except Exception:
            pass
        await asyncio.sleep(1.0)  # the host's lobby, with its host connected, stays
        listed = request(quick, "GET", "/api/matches", source="127.0.0.6")[1]
        await host.close()
        return seen, json.dumps(listed)

    seen, listed = run(scenario(), 30)
    assert "error" in seen
    assert watched["match_id"] not in listed and sat["match_id"] in listed
    assert request(quick, "GET", f"/api/matches/{watched['match_id']}")[0] == 404


def test_unattended_bots_share_a_cpu_budget_and_still_play() -> None:
    # A normal bot's move costs a few hundredths of a millisecond: a burst of 0.2 ms and
    # 1 ms a second (about 50 moves a second over the four tables) make every table
    # wait for the budget long before an 8-player game can end, on any machine.
    budget = dataclasses.replace(FAST, bot_cpu_share=0.001, bot_cpu_burst=0.0002)
    live = LiveServer(Path(tempfile.mkdtemp()) / "bang.sqlite3", budget)
    try:
        ids = []
        for _ in range(4):
            status, created = request(live, "POST", "/api/matches", {
                "game": "cards", "players": 8, "host_plays": False,
                "seats": [{"kind": "bot", "level": "normal"}] * 8})
            assert status == 201
            ids.append(created["match_id"])
            assert request(live, "POST", f"/api/matches/{created['match_id']}/start",
                           {"token": created["token"]})[0] == 200
        started = time.monotonic()

        def moves() -> int:
            return int(live.call(lambda: sum(live.lobby.matches[i].seq for i in ids)))

        time.sleep(1.0)
        first = moves()
        # The budget refills 1 ms of CPU a second: the next move may wait for a while
        # on a loaded machine (a move that overshot the budget is paid back first), but
        # it comes (bounded: 30 s).
        second = first
        for _ in range(300):
            time.sleep(0.1)
            second = moves()
            if second > first and time.monotonic() - started >= 3.0:
                break
        elapsed = time.monotonic() - started
        limits = request(live, "GET", "/api/metrics")[1]["limits"]
        # Charged no more than the budget refilled (and what one move per table may
        # overshoot), and the bots waited for it; yet the tables still move.
        assert limits["bot_cpu_s"] <= budget.bot_cpu_share * elapsed + \
            budget.bot_cpu_burst + 0.05 * len(ids)
        assert limits["bot_waits"] > 0, limits
        assert second > first > 0
        statuses = live.call(lambda: [live.lobby.matches[i].status for i in ids])
        assert "running" in statuses  # throttled: not all played out in seconds
    finally:
        live.stop()


def test_searching_bots_thinking_in_a_thread_are_charged_to_the_budget() -> None:
    # A hard bot thinks in a worker thread; the CPU time it took is charged when its
    # answer is played, like an inline bot's (else bot-only matches of searching bots
    # would think for free).
    settings = dataclasses.replace(FAST, bot_cpu_share=1.0, bot_cpu_burst=100.0)
    live = LiveServer(Path(tempfile.mkdtemp()) / "bang.sqlite3", settings)
    try:
        status, created = request(live, "POST", "/api/matches", {
            "game": "cards", "players": 4, "host_plays": False,
            "seats": [{"kind": "bot", "level": "hard"}] * 4})
        assert status == 201
        match_id = created["match_id"]
        assert request(live, "POST", f"/api/matches/{match_id}/start",
                       {"token": created["token"]})[0] == 200
        assert live.call(lambda: live.lobby.matches[match_id].searching(
            live.lobby.matches[match_id].game.pending.id))
        seq = 0
        for _ in range(600):  # bounded: 60 s
            time.sleep(0.1)
            seq = int(live.call(lambda: live.lobby.matches[match_id].seq))
            if seq >= 3:
                break
        assert seq >= 3
        limits = request(live, "GET", "/api/metrics")[1]["limits"]
        assert limits["bot_cpu_s"] > 0
    finally:
        live.stop()
