"""The server on a real PostgreSQL: matches are played, stored, and rebuilt from their
logs by a new server process-equivalent (a new app over the same database), with their
chat; a finished one replays."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from typing import Any

import pytest
from server_helpers import FAST, LiveServer, bot_seats, create, join, run

from bang.server.client import SeatClient, http


@pytest.fixture
def database(postgres_url: str) -> Iterator[str]:
    """A fresh database in the throwaway cluster, dropped afterwards."""
    import psycopg

    name = f"bang_{secrets.token_hex(4)}"
    with psycopg.connect(postgres_url, autocommit=True) as db:
        db.execute(f"CREATE DATABASE {name}")
    yield postgres_url.rsplit("/", 1)[0] + f"/{name}"
    with psycopg.connect(postgres_url, autocommit=True) as db:
        db.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


async def own_decision(url: str, match_id: str, token: str) -> dict[str, Any]:
    """The first state that asks this seat to decide."""
    client = SeatClient(url, match_id, token)
    await client.connect()
    while (message := await client.recv())["type"] != "state" or message["decision"] is None:
        pass
    await client.close()
    return message


async def chat(url: str, match_id: str, token: str, text: str) -> None:
    client = SeatClient(url, match_id, token)
    await client.connect()
    await client.send({"type": "chat", "text": text})
    while (await client.recv())["type"] != "chat":
        pass
    await client.close()


async def chat_history(url: str, match_id: str, token: str) -> list[dict[str, Any]]:
    client = SeatClient(url, match_id, token)
    await client.connect()
    message = await client.recv()
    await client.close()
    assert message["type"] == "chat_history"
    lines: list[dict[str, Any]] = message["lines"]
    return lines


def test_matches_play_and_survive_a_restart_on_postgresql(database: str) -> None:
    server = LiveServer(database, FAST)
    try:
        finished = create(server.url, "dice", 4, ["human", "human", "bot:random", "bot"])
        match_id = finished["match_id"]
        token_b = join(server.url, match_id, "Bea")["token"]
        http(server.url, "POST", f"/api/matches/{match_id}/start",
             {"token": finished["token"]})
        overs = run(bot_seats(server.url, match_id, [finished["token"], token_b]))
        assert overs[0]["type"] == "over"
        running = create(server.url, "cards", 4, ["human", "bot:random", "bot:random",
                                                  "bot:random"], autostart=True)
        before = run(own_decision(server.url, running["match_id"], running["token"]))
        run(chat(server.url, running["match_id"], running["token"], "see you after"))
    finally:
        server.stop()
    server = LiveServer(database, FAST)
    try:
        after = run(own_decision(server.url, running["match_id"], running["token"]))
        assert after["view"] == before["view"] and after["seq"] == before["seq"]
        record = http(server.url, "GET", f"/api/matches/{match_id}/record")
        assert record["game"] == "dice" and record["actions"]
        assert record["names"] == ["Host", "Bea", "Bot 3", "Bot 4"]
        lines = run(chat_history(server.url, running["match_id"], running["token"]))
        assert [line["text"] for line in lines] == ["see you after"]
        page = http(server.url, "GET", f"/api/matches/{match_id}/replay?seat=1&count=3")
        assert [s["step"] for s in page["steps"]] == [0, 1, 2]
        assert page["names"] == record["names"] and page["over"] is True
    finally:
        server.stop()
