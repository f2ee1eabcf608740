"""The HTTP lobby and the service routes, through Starlette's test client: every field
validated with a clear error, private matches hidden without their invite, seats and
host rights enforced, the unfair option refused, the record kept secret until the end."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import FAST

from bang.cards import data
from bang.server import app as app_module
from bang.server import catalog as catalog_module
from bang.server.app import create_app


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(str(tmp_path / "bang.sqlite3"), FAST)) as test_client:
        yield test_client


def new_match(client: TestClient, **body: Any) -> dict[str, Any]:
    payload = {"game": "cards", "players": 4,
               "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"},
                         {"kind": "bot", "level": "random"}], **body}
    response = client.post("/api/matches", json=payload)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def error_of(response: Any) -> str:
    body = response.json()
    assert body["type"] == "error" and body["reason"]
    return str(body["code"])


def test_health_metrics_catalog_and_schema(client: TestClient) -> None:
    health = client.get("/api/health").json()
    assert (health["status"], health["version"], health["protocol"]) == ("ok", "0.1.0", 1)
    assert health["storage"]["ok"] is True and health["storage"]["backend"] == "sqlite"
    metrics = client.get("/api/metrics").json()
    assert set(metrics) == {"matches_running", "matches_open", "connections",
                            "actions_total", "actions_per_s", "latency_ms", "traffic",
                            "storage", "limits"}
    catalog = client.get("/api/catalog").json()
    assert catalog["cards"]["0"] == {"kind": "bang", "suit": "♠", "rank": "A",
                                     "colour": "brown", "box": "base"}
    # Every card of every box the server knows, second copies (the ghosts' deck) too.
    known = [c for c, kind in enumerate(data.KIND) if kind >= 0]
    assert sorted(map(int, catalog["cards"])) == known and len(known) >= 160
    assert catalog["characters"]["dice"]["Bart Cassidy"]["life"] == 8
    names = {o["name"] for o in catalog["options"]["cards"]}
    assert "ghost_variant" in names and "auto_forced" not in names
    for game in ("cards", "dice"):  # the server's own default, not the engine's 0
        limit, = (o for o in catalog["options"][game] if o["name"] == "round_limit")
        assert (limit["default"], limit["min"]) == (60, 1)
    assert {"random", "easy", "normal"} <= set(catalog["bot_levels"])
    schema = client.get("/api/schema").json()
    assert {"CreateMatch", "State", "Act", "ErrorMessage"} <= set(schema["$defs"])


def test_the_catalogue_merges_the_browser_keys(client: TestClient, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    web = tmp_path / "web"
    web.mkdir()
    (web / "en.json").write_text(json.dumps({"lobby.title": "Saloon"}), encoding="utf-8")
    monkeypatch.setattr(catalog_module, "WEB_CATALOGUES", web)
    catalog_module.merged_catalogue.cache_clear()
    try:
        merged = client.get("/api/i18n/en").json()
        assert merged["lobby.title"] == "Saloon" and merged["card.bang"] == "BANG!"
        assert "lobby.title" not in client.get("/api/i18n/zh-Hant").json()
        assert error_of(client.get("/api/i18n/xx")) == "not_found"
    finally:
        catalog_module.merged_catalogue.cache_clear()


@pytest.mark.parametrize(("body", "needle"), [
    ({"game": "poker", "players": 4}, "game"),
    ({"game": "cards", "players": 9}, "players"),
    ({"game": "cards", "players": "4"}, "players"),
    ({"game": "cards", "players": 4, "colour": "red"}, "colour"),
    ({"game": "cards", "players": 4, "turn_timer": 0}, "turn_timer"),
    ({"game": "cards", "players": 4, "seats": [{"kind": "human"}]}, "seats"),
    ({"game": "cards", "players": 4, "seats": [{"kind": "bot", "level": "god"}] * 4},
     "level"),
    ({"game": "cards", "players": 4, "options": {"auto_forced": True}}, "auto_forced"),
    ({"game": "cards", "players": 4, "options": {"round_limit": 0}}, "round_limit"),
    ({"game": "dice", "players": 4, "options": {"round_limit": "00"}}, "round_limit"),
    ({"game": "dice", "players": 4, "options": {"wild": 1}}, "wild"),
    ({"game": "cards", "players": 4, "name": ""}, "name"),
    ({"game": "cards", "players": 4, "seats": [{"kind": "bot"}] * 4}, "human seat"),
])
def test_a_bad_match_request_is_refused_with_a_reason(client: TestClient,
                                                      body: dict[str, Any],
                                                      needle: str) -> None:
    response = client.post("/api/matches", json=body)
    assert response.status_code == 422
    assert error_of(response) == "bad_message"
    assert needle in response.json()["reason"]
    assert client.get("/api/matches").json()["matches"] == []


def test_bot_only_matches_may_use_simulation_options(client: TestClient) -> None:
    response = client.post("/api/matches", json={
        "game": "dice", "players": 3, "seats": [{"kind": "bot"}] * 3, "host_plays": False,
        "options": {"auto_forced": True}})
    assert response.status_code == 201 and response.json()["seat"] is None


def test_joining_leaving_and_starting(client: TestClient) -> None:
    created = new_match(client)
    match_id, host = created["match_id"], created["token"]
    assert created["seat"] == 0 and created["invite"] is None
    [listed] = client.get("/api/matches").json()["matches"]
    assert [s["kind"] for s in listed["seats"]] == ["human", "open", "bot", "bot"]
    summary = client.get(f"/api/matches/{match_id}").json()
    assert summary["options"]["round_limit"] == 60  # every network match ends
    assert error_of(client.post(f"/api/matches/{match_id}/start",
                                json={"token": host})) == "conflict"
    joined = client.post(f"/api/matches/{match_id}/join", json={"name": " Bea "}).json()
    assert joined["seat"] == 1 and joined["token"] != host
    assert len(joined["token"]) >= 32
    bot_seat = client.post(f"/api/matches/{match_id}/join", json={"name": "Bot 3", "seat": 2})
    assert bot_seat.status_code == 409  # nobody takes a bot's seat, whatever his name
    full = client.post(f"/api/matches/{match_id}/join", json={"name": "Cy"})
    assert full.status_code == 409 and error_of(full) == "conflict"
    # Leaving frees the seat; someone else takes it.
    assert client.post(f"/api/matches/{match_id}/leave",
                       json={"token": joined["token"]}).json() == {"ok": True}
    assert client.get(f"/api/matches/{match_id}").json()["seats"][1]["kind"] == "open"
    again = client.post(f"/api/matches/{match_id}/join", json={"name": "Cy", "seat": 1}).json()
    assert error_of(client.post(f"/api/matches/{match_id}/start",
                                json={"token": again["token"]})) == "forbidden"
    assert client.post(f"/api/matches/{match_id}/start", json={"token": host}).json() == {
        "ok": True}
    assert client.get(f"/api/matches/{match_id}").json()["status"] == "running"
    assert error_of(client.post(f"/api/matches/{match_id}/join",
                                json={"name": "Dee"})) == "conflict"
    record = client.get(f"/api/matches/{match_id}/record")
    assert record.status_code == 409 and error_of(record) == "conflict"
    assert error_of(client.post(f"/api/matches/{match_id}/leave",
                                json={"token": "y" * 32})) == "unauthorized"


def test_a_private_match_is_hidden_without_its_invite(client: TestClient) -> None:
    created = new_match(client, public=False)
    match_id, invite = created["match_id"], created["invite"]
    assert invite
    assert client.get("/api/matches").json()["matches"] == []
    assert error_of(client.get(f"/api/matches/{match_id}")) == "not_found"
    assert error_of(client.get(f"/api/matches/{match_id}?invite=wrong")) == "not_found"
    assert client.get(f"/api/matches/{match_id}?invite={invite}").json()["public"] is False
    refused = client.post(f"/api/matches/{match_id}/join", json={"name": "Eve"})
    assert refused.status_code == 404
    joined = client.post(f"/api/matches/{match_id}/join",
                         json={"name": "Bea", "invite": invite})
    assert joined.status_code == 200


def test_unknown_routes_and_methods_answer_in_the_error_format(client: TestClient) -> None:
    assert error_of(client.get("/api/matches/nope")) == "not_found"
    assert error_of(client.get("/api/nothing")) == "not_found"
    assert error_of(client.post("/api/matches", content=b"{not json")) == "bad_message"


def test_the_browser_files_are_served_when_present(tmp_path: Path) -> None:
    static = tmp_path / "static"
    static.mkdir()
    (static / "index.html").write_text("<!doctype html><title>BANG!</title>")
    app = create_app(str(tmp_path / "db.sqlite3"), FAST, static_dir=static)
    with TestClient(app) as client:
        assert "BANG!" in client.get("/").text
        assert client.get("/api/health").json()["status"] == "ok"


def test_logs_are_json_lines_with_their_fields() -> None:
    import logging

    from bang.server.logs import JsonFormatter

    record = logging.LogRecord("bang.server", logging.INFO, __file__, 1, "match_created",
                               (), None)
    record.match = "abc"
    line = json.loads(JsonFormatter().format(record))
    assert line["event"] == "match_created" and line["match"] == "abc"
    assert line["level"] == "info" and line["time"].endswith("Z")


def test_an_abandoned_lobby_is_closed(client: TestClient) -> None:
    created = new_match(client)
    lobby = client.app.state.lobby  # type: ignore[attr-defined]
    lobby.sweep()
    assert client.get("/api/matches").json()["matches"]  # idle for less than its limit
    match = lobby.matches[created["match_id"]]
    match.idle_since -= lobby.settings.lobby_idle + 1  # nobody sat at it for that long
    lobby.sweep()
    assert client.get("/api/matches").json()["matches"] == []
    assert error_of(client.get(f"/api/matches/{created['match_id']}")) == "not_found"
    stored = lobby.storage.load(created["match_id"])
    assert stored is not None and stored.status == "finished" and stored.final is None


def test_the_project_browser_client_is_served_at_the_root(client: TestClient) -> None:
    if not app_module.STATIC.is_dir():
        pytest.skip("src/bang/web/static is not part of this tree")
    page = client.get("/")
    assert page.status_code == 200 and "<html" in page.text.lower()
    assert client.get("/api/health").json()["status"] == "ok"  # the API still wins


def test_an_oversized_body_is_refused_before_it_is_read(client: TestClient) -> None:
    huge = json.dumps({"game": "cards", "players": 4, "name": "x" * 100_000})
    response = client.post("/api/matches", content=huge,
                           headers={"Content-Type": "application/json"})
    assert response.status_code == 413 and error_of(response) == "too_large"

    def chunks() -> Any:  # a valid request first, then far too much padding
        yield json.dumps({"game": "dice", "players": 3}).encode()
        for _ in range(100):
            yield b" " * 1000

    chunked = client.post("/api/matches", content=chunks(),
                          headers={"Content-Type": "application/json"})
    assert chunked.status_code == 413 and error_of(chunked) == "too_large"
    assert client.get("/api/matches").json()["matches"] == []


def test_ids_tokens_and_invites_are_letters_and_digits(client: TestClient) -> None:
    # An id or a secret beginning with "-" would be read as an option on a command line
    # (`bang join URL -x3…` failed); drawn from letters and digits only, none can.
    import string

    allowed = set(string.ascii_letters + string.digits)
    for _ in range(40):
        created = new_match(client, public=False)
        match_id, token, invite = created["match_id"], created["token"], created["invite"]
        assert len(match_id) == 11 and len(token) == 32 and len(invite) == 8
        assert set(match_id + token + invite) <= allowed
        joined = client.post(f"/api/matches/{match_id}/join",
                             json={"name": "Bea", "invite": invite}).json()
        assert len(joined["token"]) == 32 and set(joined["token"]) <= allowed


def test_a_public_match_always_has_a_timer_and_a_private_one_keeps_the_hosts(
        client: TestClient) -> None:
    match_id = new_match(client)["match_id"]
    public = client.get(f"/api/matches/{match_id}").json()
    assert (public["turn_timer"], public["response_timer"]) == (60.0, 30.0)
    assert public["bot_takeover"] == FAST.abandon_after and public["host"] == 0
    created = new_match(client, public=False)
    private = client.get(f"/api/matches/{created['match_id']}"
                         f"?invite={created['invite']}").json()
    assert (private["turn_timer"], private["response_timer"]) == (None, None)
    slow = new_match(client, public=False, turn_timer=3600, bot_takeover=12)
    slow_summary = client.get(f"/api/matches/{slow['match_id']}"
                              f"?invite={slow['invite']}").json()
    assert (slow_summary["turn_timer"], slow_summary["bot_takeover"]) == (3600, 12)
    mine = new_match(client, turn_timer=90, bot_takeover=0)["match_id"]
    assert [client.get(f"/api/matches/{mine}").json()[k]
            for k in ("turn_timer", "response_timer", "bot_takeover")] == [90, 45, 0]
    listed = len(client.get("/api/matches").json()["matches"])
    for body, needle in (({"turn_timer": 301}, "turn_timer"),
                         ({"response_timer": 400}, "response_timer"),
                         ({"bot_takeover": 601}, "bot_takeover"),
                         ({"bot_takeover": -1}, "bot_takeover")):
        response = client.post("/api/matches", json={"game": "cards", "players": 4, **body})
        assert (response.status_code, error_of(response)) == (422, "bad_message")
        assert needle in response.json()["reason"]
    assert len(client.get("/api/matches").json()["matches"]) == listed


def test_the_rules_in_force_are_listed_with_their_defaults(client: TestClient) -> None:
    created = new_match(client, options={"ghost_variant": "dead_reckonin",
                                         "victory_check": "immediate", "round_limit": 40,
                                         "dr_kicker": False})
    summary = client.get(f"/api/matches/{created['match_id']}").json()
    assert summary["rules"] == [
        {"name": "victory_check", "value": "immediate", "default": "after_card"},
        {"name": "ghost_variant", "value": "dead_reckonin", "default": "none"},
        {"name": "dr_kicker", "value": False, "default": True},
        {"name": "round_limit", "value": 40, "default": 60},
    ]
    [listed] = client.get("/api/matches").json()["matches"]
    assert "rules" not in listed and "options" not in listed  # the list is small
    dice = client.post("/api/matches", json={"game": "dice", "players": 3}).json()
    assert client.get(f"/api/matches/{dice['match_id']}").json()["rules"] == [
        {"name": "round_limit", "value": 60, "default": 60}]
    three = client.post("/api/matches", json={"game": "cards", "players": 3}).json()
    assert [r["name"] for r in client.get(f"/api/matches/{three['match_id']}").json()[
        "rules"]] == ["three_player", "ghost_variant", "round_limit"]


def test_json_nested_too_deep_is_a_422_bad_message(client: TestClient) -> None:
    """The JSON reader gives up on very deep nesting: that is a malformed body like any
    other (422, as documented), not a 400 nor a 500."""
    deep = b"[" * 30_000 + b"]" * 30_000
    for path in ("/api/matches", "/api/matches/x/join", "/api/matches/x/start"):
        response = client.post(path, content=deep, headers={"content-type": "application/json"})
        assert (response.status_code, error_of(response)) == (422, "bad_message"), path


def test_the_languages_route_lists_the_catalogues_and_negotiates_accept_language(
        client: Any) -> None:
    from bang.i18n import LANGUAGES

    body = client.get("/api/languages", headers={"Accept-Language": "xx, zh-TW;q=0.8"}).json()
    assert [lang["code"] for lang in body["languages"]] == list(LANGUAGES)
    assert {lang["code"]: lang["name"] for lang in body["languages"]}["zh-Hant"] == "繁體中文"
    assert body["preferred"] == "zh-Hant"
    assert client.get("/api/languages").json()["preferred"] == "en"
    plurals = client.get("/api/i18n/en").json()["@plurals"]
    assert plurals["ui.cards"] == "n" and plurals["web.n_players"] == "n"
