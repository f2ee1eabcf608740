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


def test_accounts_ratings_and_moderation_on_postgresql(database: str) -> None:
    """The account layer's SQL on a real PostgreSQL: sign up, log in, CSRF, two rated
    matches, history and leaderboard, block, mute, report, attach and delete — and it
    all reads back after a restart."""
    import dataclasses

    from account_helpers import Browser, forced_match

    from bang.server.moderation import list_reports

    settings = dataclasses.replace(FAST, leaderboard_min_games=2)
    server = LiveServer(database, settings)
    try:
        ann, bea = Browser(server.url), Browser(server.url)
        ann.sign_up("Ann")
        bea.sign_up("Bea")
        taken = Browser(server.url).post("/api/accounts", {"name": "ANN",
                                                           "password": "long enough"})
        assert (taken.status, taken.code) == (409, "name_taken")
        assert ann.post("/api/matches", {"game": "dice", "players": 4}, csrf=False
                        ).code == "csrf"
        first = forced_match(server, ann, bea)
        second = forced_match(server, bea, ann)
        profile = ann.get("/api/players/ann").body
        assert [m["match_id"] for m in profile["matches"]] == [second["match_id"],
                                                              first["match_id"]]
        assert [m["result"] for m in profile["matches"]] == ["loss", "win"]
        assert profile["matches"][1]["rating_change"] > 0 > profile["matches"][0][
            "rating_change"]
        board = Browser(server.url).get("/api/leaderboard?game=cards&band=3-4").body
        assert sorted(r["name"] for r in board["rows"]) == ["Ann", "Bea"]
        assert ann.post("/api/account/blocks", {"name": "Zed"}).body == {"names": ["Zed"]}
        muted = ann.post(f"/api/matches/{first['match_id']}/mute",
                         {"token": first["host"], "seat": 1, "muted": True})
        assert muted.body == {"muted": [1]}
        assert ann.post(f"/api/matches/{first['match_id']}/report",
                        {"reason": "testing"}).status == 202
        guest = Browser(server.url)
        third = forced_match(server, guest, bea)
        guest.sign_up("Gus")
        assert guest.post("/api/account/matches", {"seats": [
            {"match_id": third["match_id"], "token": third["host"]}]}).body == {
            "attached": [third["match_id"]]}
        server.lobby.ratings.drain()
        assert guest.get("/api/players/Gus").body["matches"][0]["rated"] is True
        assert guest.call("DELETE", "/api/account", {"password": "correct horse"}
                          ).status == 204
        assert Browser(server.url).get("/api/players/Gus").status == 404
    finally:
        server.stop()
    server = LiveServer(database, settings)
    try:
        again = Browser(server.url)
        assert again.post("/api/session", {"name": "Bea", "password": "correct horse"}
                          ).status == 200
        assert again.get("/api/account/blocks").body == {"names": []}
        assert [m["match_id"] for m in again.get("/api/players/Bea").body["matches"]][:1] \
            == [third["match_id"]]
        assert [r["reason"] for r in list_reports(server.lobby.storage)] == ["testing"]
        assert server.call(lambda: server.lobby.moderation.muted(first["match_id"])) == {1}
        record = http(server.url, "GET", f"/api/matches/{third['match_id']}/record")
        assert record["names"][0] == "Player 1"
    finally:
        server.stop()
