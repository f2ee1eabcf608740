"""Replays: a finished match step by step, from any seat's view or every seat's, with the
players' names; every step is exactly the engine's own ``view(seat)`` at that step, page
after page.  An uploaded record (the end screen's download, ``bang play``'s file) gives
the same steps; too big or too long a record is refused, as is the replay of a match
that is not over (it would show every hand)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import FAST, LiveServer, bot_seats, create, join, run

from bang.cards import CardConfig, CardGame
from bang.games import game_classes
from bang.i18n.messages import log_worthy
from bang.server.app import create_app
from bang.server.client import ServerError, http
from bang.server.models import Replay
from bang.server.replay import MAX_PAGE_BYTES, MAX_RECORD_ACTIONS, MAX_RECORD_BYTES


def normal(data: Any) -> Any:
    return json.loads(json.dumps(data))


def finished_match(live: LiveServer, game: str, players: int,
                   options: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
    """A match Ann and Bea (remote bots) play to the end with bots; its id and record."""
    seats = ["human", "human"] + ["bot:random"] * (players - 2)
    created = create(live.url, game, players, seats, options=options or {}, name="Ann")
    match_id = created["match_id"]
    bea = join(live.url, match_id, "Bea")
    http(live.url, "POST", f"/api/matches/{match_id}/start", {"token": created["token"]})
    run(bot_seats(live.url, match_id, [created["token"], bea["token"]]))
    record: dict[str, Any] = http(live.url, "GET", f"/api/matches/{match_id}/record")
    return match_id, record


def pages(url: str, path: str, query: str, body: dict[str, Any] | None = None
          ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Every page of a replay, following ``next``; (pages, all their steps)."""
    got: list[dict[str, Any]] = []
    start = 0
    for _ in range(1000):
        method = "GET" if body is None else "POST"
        page = http(url, method, f"{path}?{query}&start={start}", body)
        Replay.model_validate(page)
        got.append(page)
        if page["next"] is None:
            break
        assert page["next"] == start + len(page["steps"])
        start = page["next"]
    return got, [step for page in got for step in page["steps"]]


def check_steps(record: dict[str, Any], steps: list[dict[str, Any]], seat: int | None
                ) -> None:
    """Each step is the engine's own view of ``seat`` (None: every seat's) after that
    many of the record's actions, reached by the action it names."""
    game_class, _ = game_classes(record["game"])
    game = game_class.from_record(record, upto=0)
    actions = record["actions"]
    assert [s["step"] for s in steps] == list(range(len(actions) + 1))
    for step in steps:
        index = step["step"]
        if index:
            assert step["action"] == actions[index - 1]
            assert step["deed"] is not None and step["deed"]["key"].startswith("deed.")
            actor = game.pending.seat
            assert step["actor"] == actor
            game.apply(actions[index - 1])
        else:
            assert (step["actor"], step["action"], step["deed"]) == (None, None, None)
        if seat is None:
            assert step["view"] is None
            assert step["views"] == [normal(game.view(k).to_dict())
                                     for k in range(len(game.roles))]
            continue
        expected = normal(game.view(seat).to_dict())
        assert step["view"] == expected, f"seat {seat} at step {index}"
        assert step["views"] is None
        events = [e for e in expected["events"] if log_worthy(e, game.GAME)]
        entries = [entry["event"] for entry in step["log"]]
        assert entries == events[len(events) - len(entries):]
    assert game.pending is None


@pytest.mark.parametrize(("game", "players", "options"), [
    ("cards", 4, {}), ("dice", 5, {}), ("cards", 5, {"ghost_variant": "dead_reckonin"}),
], ids=["cards", "dice", "dead_reckonin"])
def test_every_step_of_a_replay_is_the_engines_own_view(
        live: LiveServer, game: str, players: int, options: dict[str, Any]) -> None:
    match_id, record = finished_match(live, game, players, options)
    assert record["names"] == ["Ann", "Bea"] + [f"Bot {i + 1}" for i in range(2, players)]
    path = f"/api/matches/{match_id}/replay"
    got, steps = pages(live.url, path, "seat=1&count=37")
    check_steps(record, steps, 1)
    first = got[0]
    game_class, _ = game_classes(game)
    final = game_class.from_record(record)
    assert (first["match_id"], first["game"], first["players"], first["seat"]) == (
        match_id, game, players, 1)
    assert first["names"] == record["names"]
    assert (first["over"], first["winners"], first["roles"]) == (
        True, sorted(final.winners), list(final.roles))
    assert first["total"] == len(record["actions"])
    names = [r["name"] for r in first["rules"]]
    assert "round_limit" in names and ("ghost_variant" in names) == (game == "cards")
    got, steps = pages(live.url, path, "seat=all&count=200")
    check_steps(record, steps, None)
    assert got[0]["seat"] == "all"
    # The whole record is public now: in "all" the events are the engine's, in full
    # (every card drawn named, every forced answer with its action).
    if game == "cards":
        logged = [entry["event"] for step in steps for entry in step["log"]]
        draws = [e for e in logged if e["kind"] == "draw"]
        assert draws and all("cards" in e and "count" not in e for e in draws)
        assert all("action" in e for e in logged if e["kind"] == "auto")


def test_an_uploaded_record_replays_to_the_same_steps(live: LiveServer) -> None:
    match_id, record = finished_match(live, "cards", 4)
    _, served = pages(live.url, f"/api/matches/{match_id}/replay", "seat=0")
    got, uploaded = pages(live.url, "/api/replay", "seat=0", record)
    assert uploaded == served
    assert got[0]["match_id"] is None and got[0]["names"] == record["names"]
    # What `bang play` saves: no names, its own extra field; and a game cut short.
    saved = {k: v for k, v in record.items() if k != "names"}
    saved["play"] = {"humans": [0], "bots": "normal"}
    saved["actions"] = record["actions"][:10]
    got, steps = pages(live.url, "/api/replay", "seat=2", saved)
    assert got[0]["names"] == [None] * 4
    assert (got[0]["over"], got[0]["winners"], got[0]["roles"]) == (False, None, None)
    assert [s["step"] for s in steps] == list(range(11))
    check_part = CardGame.from_record(saved)
    assert steps[-1]["view"] == normal(check_part.view(2).to_dict())


def test_a_replay_before_the_end_or_of_nothing_is_refused(live: LiveServer) -> None:
    created = create(live.url, "cards", 4, ["human", "bot:random", "bot:random",
                                            "bot:random"])
    match_id = created["match_id"]
    for state in ("open", "running"):
        with pytest.raises(ServerError) as refused:
            http(live.url, "GET", f"/api/matches/{match_id}/replay?seat=0")
        assert refused.value.code == "conflict", state
        if state == "open":
            http(live.url, "POST", f"/api/matches/{match_id}/start",
                 {"token": created["token"]})
    with pytest.raises(ServerError) as missing:
        http(live.url, "GET", "/api/matches/nope/replay")
    assert missing.value.code == "not_found"


def small_record() -> dict[str, Any]:
    game = CardGame.new(CardConfig(players=4, round_limit=2), 7)
    while game.pending is not None:
        game.apply(game.legal_actions()[0])
    record = game.to_record()
    record["names"] = ["Ann", "  Bea\u202e ", 3, None]
    return record


@pytest.fixture
def client(tmp_path: Any) -> Any:
    with TestClient(create_app(str(tmp_path / "bang.sqlite3"), FAST)) as test_client:
        yield test_client


def test_an_uploaded_records_names_are_cleaned(client: TestClient) -> None:
    page = client.post("/api/replay?count=1", json=small_record()).json()
    assert page["names"] == ["Ann", "Bea", None, None]


@pytest.mark.parametrize(("query", "body", "code"), [
    ("seat=4", None, "bad_message"),
    ("seat=x", None, "bad_message"),
    ("seat=-1", None, "bad_message"),
    ("start=10000", None, "bad_message"),
    ("count=0", None, "bad_message"),
    ("count=201", None, "bad_message"),
    ("", b"{not json", "bad_message"),
    ("", b"[1, 2]", "bad_message"),
    ("", b"[" * 200_000, "bad_message"),
    ("", b"\xff\xfe{}", "bad_message"),
    ("", {"format": "other", "game": "cards"}, "bad_message"),
    ("", {"format": "bang-record/1", "game": "chess"}, "bad_message"),
    ("", "bad action", "bad_message"),
    ("", "too many actions", "too_large"),
    ("", "too many bytes", "too_large"),
])
def test_a_bad_replay_request_is_refused_with_a_reason(
        client: TestClient, query: str, body: Any, code: str) -> None:
    record = small_record()
    if body is None:
        content = json.dumps(record).encode()
    elif body == "bad action":
        content = json.dumps({**record, "actions": [*record["actions"][:3], "roll 9"]}).encode()
    elif body == "too many actions":
        content = json.dumps({**record, "actions": ["end"] * (MAX_RECORD_ACTIONS + 1)}).encode()
        assert len(content) < MAX_RECORD_BYTES
    elif body == "too many bytes":
        content = json.dumps({**record, "pad": "x" * MAX_RECORD_BYTES}).encode()
    elif isinstance(body, bytes):
        content = body
    else:
        content = json.dumps(body).encode()
    response = client.post(f"/api/replay?{query}", content=content,
                           headers={"Content-Type": "application/json"})
    assert response.json()["code"] == code, response.text
    assert response.json()["reason"]
    assert response.status_code == {"bad_message": 422, "too_large": 413}[code]


def test_a_large_record_within_the_bounds_replays(client: TestClient) -> None:
    """Over the 64 KiB of other bodies, under the 256 KiB of a record."""
    record = small_record()
    content = json.dumps({**record, "pad": "x" * 100_000}).encode()
    assert 65536 < len(content) < MAX_RECORD_BYTES
    response = client.post("/api/replay?count=2", content=content,
                           headers={"Content-Type": "application/json"})
    assert response.status_code == 200 and len(response.json()["steps"]) == 2


def test_a_page_stops_before_a_megabyte_and_the_next_goes_on(client: TestClient) -> None:
    from bang.dice import DiceConfig, DiceGame

    game = DiceGame.new(DiceConfig(players=8, round_limit=3), 5)
    while game.pending is not None:
        game.apply(game.legal_actions()[-1])
    record = game.to_record()
    first = client.post("/api/replay?seat=all&count=200", json=record)
    assert len(first.content) <= MAX_PAGE_BYTES + 4096
    page = first.json()
    assert 0 < len(page["steps"]) < 200 and page["next"] == len(page["steps"])
    second = client.post(f"/api/replay?seat=all&count=1&start={page['next']}",
                         json=record).json()
    assert [s["step"] for s in second["steps"]] == [page["next"]]
    # Compressed on the wire when the client accepts it: each view repeats the events.
    raw = client.post("/api/replay?seat=all&count=5", json=record,
                      headers={"Accept-Encoding": "gzip"})
    assert raw.headers["content-encoding"] == "gzip"
    assert json.loads(raw.content)["steps"]  # httpx has already inflated it


def test_the_replay_page_addresses_serve_the_browser_page(client: TestClient) -> None:
    index = client.get("/").text
    for path in ("/replay/Xq3k9bT0aZE?seat=2", "/replay"):
        response = client.get(path)
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/html")
        assert response.text == index
