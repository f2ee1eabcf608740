"""The waiting room: the host seats a bot of a chosen level, changes it, empties a seat
(a removed player is told, disconnected and locked out), and starts short-handed with
bots in the open seats.  Everyone else gets a typed error, and a refusal changes
nothing."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import FAST, LiveServer, create, join, next_of, run

from bang.server.app import create_app
from bang.server.client import SeatClient, ServerError, http


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(str(tmp_path / "bang.sqlite3"), FAST)) as test_client:
        yield test_client


def open_table(client: TestClient, players: int = 5, **body: Any) -> tuple[str, str]:
    response = client.post("/api/matches", json={"game": "cards", "players": players,
                                                 "name": "Ann", **body})
    assert response.status_code == 201, response.text
    created = response.json()
    return created["match_id"], created["token"]


def seats(client: TestClient, match_id: str) -> list[tuple[str, str | None, str | None]]:
    summary = client.get(f"/api/matches/{match_id}").json()
    return [(s["kind"], s["name"], s["level"]) for s in summary["seats"]]


def post(client: TestClient, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    response = client.post(path, json=body)
    return response.status_code, response.json()


def test_the_host_seats_bots_of_a_chosen_level_and_changes_them(client: TestClient) -> None:
    match_id, host = open_table(client)
    status, body = post(client, f"/api/matches/{match_id}/seats/2/bot",
                        {"token": host, "level": "hard"})
    assert (status, body) == (200, {"ok": True})
    post(client, f"/api/matches/{match_id}/seats/4/bot", {"token": host})
    assert seats(client, match_id) == [
        ("human", "Ann", None), ("open", None, None), ("bot", "Bot 3", "hard"),
        ("open", None, None), ("bot", "Bot 5", "normal")]
    post(client, f"/api/matches/{match_id}/seats/2/bot", {"token": host, "level": "easy"})
    assert seats(client, match_id)[2] == ("bot", "Bot 3", "easy")
    status, body = post(client, f"/api/matches/{match_id}/seats/2/open", {"token": host})
    assert status == 200
    assert seats(client, match_id)[2] == ("open", None, None)
    joined = client.post(f"/api/matches/{match_id}/join", json={"name": "Bea", "seat": 2})
    assert joined.status_code == 200  # an emptied seat is an open seat


def test_only_the_host_arranges_the_seats_and_a_refusal_changes_nothing(
        client: TestClient) -> None:
    match_id, host = open_table(client)
    bea = client.post(f"/api/matches/{match_id}/join", json={"name": "Bea"}).json()
    post(client, f"/api/matches/{match_id}/seats/3/bot", {"token": host})
    before = client.get(f"/api/matches/{match_id}").json()
    cases = [
        ("seats/2/bot", {"token": bea["token"]}, 403, "forbidden"),
        ("seats/3/open", {"token": bea["token"]}, 403, "forbidden"),
        ("seats/2/bot", {"token": "z" * 32}, 403, "forbidden"),
        ("seats/1/bot", {"token": host}, 409, "conflict"),        # Bea holds it
        ("seats/0/open", {"token": host}, 409, "conflict"),       # the host himself
        ("seats/2/open", {"token": host}, 409, "conflict"),       # already open
        ("seats/5/bot", {"token": host}, 422, "bad_message"),     # a 5-player table
        ("seats/2/bot", {"token": host, "level": "god"}, 422, "bad_message"),
        ("seats/2/bot", {"token": host, "name": "x"}, 422, "bad_message"),
        ("start", {"token": bea["token"], "fill": "easy"}, 403, "forbidden"),
        ("start", {"token": host}, 409, "conflict"),              # seats still open
        ("start", {"token": host, "fill": "god"}, 422, "bad_message"),
    ]
    for route, body, status, code in cases:
        response = client.post(f"/api/matches/{match_id}/{route}", json=body)
        assert (response.status_code, response.json()["code"]) == (status, code), route
        assert response.json()["reason"]
        assert client.get(f"/api/matches/{match_id}").json() == before, route
    missing = client.post("/api/matches/nope/seats/1/bot", json={"token": host})
    assert missing.json()["code"] == "not_found"


def test_a_short_handed_start_seats_bots_in_the_open_seats(client: TestClient) -> None:
    match_id, host = open_table(client, players=5)
    client.post(f"/api/matches/{match_id}/join", json={"name": "Bea"})
    status, body = post(client, f"/api/matches/{match_id}/start",
                        {"token": host, "fill": "easy"})
    assert (status, body) == (200, {"ok": True})
    summary = client.get(f"/api/matches/{match_id}").json()
    assert summary["status"] == "running"
    assert [(s["kind"], s["name"], s["level"]) for s in summary["seats"]] == [
        ("human", "Ann", None), ("human", "Bea", None), ("bot", "Bot 3", "easy"),
        ("bot", "Bot 4", "easy"), ("bot", "Bot 5", "easy")]
    assert summary["host"] == 0
    # Once running, the waiting room's changes are over.
    for route in ("seats/2/open", "seats/1/open"):
        response = client.post(f"/api/matches/{match_id}/{route}", json={"token": host})
        assert response.json()["code"] == "conflict"
    again = client.post(f"/api/matches/{match_id}/start", json={"token": host, "fill": "easy"})
    assert again.json()["code"] == "conflict"


def test_filling_the_last_seat_of_an_autostart_table_starts_it(client: TestClient) -> None:
    match_id, host = open_table(client, players=4, autostart=True)
    for seat in (1, 2):
        post(client, f"/api/matches/{match_id}/seats/{seat}/bot", {"token": host})
    assert client.get(f"/api/matches/{match_id}").json()["status"] == "open"
    post(client, f"/api/matches/{match_id}/seats/3/bot", {"token": host, "level": "random"})
    assert client.get(f"/api/matches/{match_id}").json()["status"] == "running"


def test_a_removed_player_is_told_disconnected_and_locked_out(live: LiveServer) -> None:
    created = create(live.url, "cards", 4, ["human"] * 4)
    match_id, host = created["match_id"], created["token"]
    bea = join(live.url, match_id, "Bea")

    async def scenario() -> None:
        ann = SeatClient(live.url, match_id, host)
        await ann.connect()
        b = SeatClient(live.url, match_id, bea["token"])
        await b.connect()
        await next_of(b, "chat_history")
        await asyncio.to_thread(
            http, live.url, "POST", f"/api/matches/{match_id}/seats/1/open", {"token": host})
        assert await next_of(b, "removed") == {"type": "removed", "seat": 1}
        with pytest.raises(ServerError) as closed:
            while True:
                await b.recv()
        assert closed.value.code == "closed"
        while True:  # everyone else sees the open seat
            changed = await next_of(ann, "match")
            if changed["match"]["seats"][1]["kind"] == "open":
                break
        again = SeatClient(live.url, match_id, bea["token"])
        with pytest.raises(ServerError) as locked:
            await again.connect()
        assert locked.value.code == "unauthorized"
        await again.close()
        await ann.close()

    run(scenario(), 20)
    with pytest.raises(ServerError) as refused:
        http(live.url, "POST", f"/api/matches/{match_id}/leave", {"token": bea["token"]})
    assert refused.value.code == "unauthorized"
