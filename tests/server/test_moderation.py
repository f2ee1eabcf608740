"""A host's moderation over a real server: muting a seat's chat, blocking a name from
his private matches, removing a player from the lobby, and reports kept for review."""

from __future__ import annotations

import asyncio
from typing import Any

from account_helpers import SETTINGS, Browser
from server_helpers import LiveServer, run

from bang.server.client import SeatClient
from bang.server.moderation import list_reports

LOBBY = {"game": "cards", "players": 4, "seats": [{"kind": "human"}, {"kind": "human"},
                                                  {"kind": "human"}, {"kind": "bot"}]}


def open_lobby(browser: Browser, **extra: Any) -> tuple[str, str, str]:
    created = browser.post("/api/matches", {**LOBBY, **extra})
    assert created.status == 201, created
    match_id = created.body["match_id"]
    joined = Browser(browser.url).post(f"/api/matches/{match_id}/join",
                                       {"name": "Bea", "invite": created.body["invite"]}
                                       if created.body["invite"] else {"name": "Bea"})
    return match_id, created.body["token"], joined.body["token"]


async def chat_lines(url: str, match_id: str, host: str, guest: str,
                     mute: Any, unmute: Any) -> tuple[list[dict[str, Any]], list[str]]:
    """The guest says "muted line" while muted, then "free line" after: what the host's
    connection receives of the chat, and the error codes the guest gets."""
    watcher = SeatClient(url, match_id, host)
    talker = SeatClient(url, match_id, guest)
    await watcher.connect()
    await talker.connect()
    heard: list[dict[str, Any]] = []
    errors: list[str] = []
    try:
        mute()
        await talker.send({"type": "chat", "text": "muted line"})
        while True:
            message = await asyncio.wait_for(talker.recv(), 10)
            if message["type"] == "error":
                errors.append(message["code"])
                break
            assert message["type"] != "chat", "a muted line reached the table"
        unmute()
        await talker.send({"type": "chat", "text": "free line"})
        while not heard:
            message = await asyncio.wait_for(watcher.recv(), 10)
            if message["type"] == "chat":
                heard.append(message)
    finally:
        await watcher.close()
        await talker.close()
    return heard, errors


def test_the_host_mutes_a_seats_chat_for_everyone_and_lifts_it(server: LiveServer) -> None:
    host = Browser(server.url)
    match_id, host_token, guest_token = open_lobby(host)

    def mute(muted: bool) -> None:
        answer = host.post(f"/api/matches/{match_id}/mute",
                           {"token": host_token, "seat": 1, "muted": muted})
        assert answer.status == 200 and answer.body == {"muted": [1] if muted else []}

    heard, errors = run(chat_lines(server.url, match_id, host_token, guest_token,
                                   lambda: mute(True), lambda: mute(False)))
    assert errors == ["muted"]
    assert [m["text"] for m in heard] == ["free line"]  # the muted line never came
    history = server.lobby.matches[match_id].chat_lines
    assert [line.text for line in history] == ["free line"]


def test_only_the_host_mutes(server: LiveServer) -> None:
    host = Browser(server.url)
    match_id, _, guest_token = open_lobby(host)
    answer = Browser(server.url).post(f"/api/matches/{match_id}/mute",
                                      {"token": guest_token, "seat": 0, "muted": True})
    assert (answer.status, answer.code) == (403, "forbidden")
    assert server.lobby.storage.query("SELECT COUNT(*) FROM mutes") == [(0,)]


def test_a_mute_is_stored_and_outlives_the_servers_memory(server: LiveServer) -> None:
    host = Browser(server.url)
    match_id, host_token, _ = open_lobby(host)
    host.post(f"/api/matches/{match_id}/mute", {"token": host_token, "seat": 2,
                                                "muted": True})
    assert server.lobby.storage.query("SELECT match_id, seat FROM mutes") == [(match_id, 2)]
    server.call(lambda: server.lobby.moderation.forget(set()))
    assert server.call(lambda: server.lobby.moderation.muted(match_id)) == {2}


def test_a_blocked_name_cannot_join_the_accounts_private_matches(server: LiveServer) -> None:
    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    assert ann.post("/api/account/blocks", {"name": "bea"}).body == {"names": ["bea"]}
    assert ann.get("/api/account/blocks").body == {"names": ["bea"]}
    private = ann.post("/api/matches", {**LOBBY, "public": False}).body
    join = f"/api/matches/{private['match_id']}/join"
    invite = private["invite"]
    for who, name in ((bea, "anything"), (Browser(server.url), "BEA"),
                      (Browser(server.url), "ｂｅａ")):
        answer = who.post(join, {"name": name, "invite": invite})
        assert (answer.status, answer.code) == (403, "blocked"), name
    assert Browser(server.url).post(join, {"name": "Cid", "invite": invite}).status == 200
    # A public match of Ann's is open to Bea; so is the private one once unblocked.
    public = ann.post("/api/matches", LOBBY).body
    assert bea.post(f"/api/matches/{public['match_id']}/join", {"name": "x"}).status == 200
    assert ann.call("DELETE", "/api/account/blocks/BEA").status == 204
    assert ann.get("/api/account/blocks").body == {"names": []}
    assert bea.post(join, {"name": "x", "invite": invite}).status == 200


def test_blocks_need_a_session_and_cannot_name_oneself(server: LiveServer) -> None:
    assert Browser(server.url).post("/api/account/blocks", {"name": "Zed"}).status == 401
    assert Browser(server.url).get("/api/account/blocks").status == 401
    ann = Browser(server.url)
    ann.sign_up("Ann")
    answer = ann.post("/api/account/blocks", {"name": "ANN"})
    assert (answer.status, answer.code) == (422, "bad_message")


def test_the_host_removes_a_player_from_his_lobby(server: LiveServer) -> None:
    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    created = ann.post("/api/matches", LOBBY).body
    match_id = created["match_id"]
    assert bea.post(f"/api/matches/{match_id}/join", {"name": "x"}).body["seat"] == 1
    assert server.call(lambda: server.lobby.seat_accounts(match_id)) == {
        0: server.lobby.storage.query("SELECT id FROM accounts WHERE name = 'Ann'")[0][0],
        1: server.lobby.storage.query("SELECT id FROM accounts WHERE name = 'Bea'")[0][0]}
    kicked = ann.post(f"/api/matches/{match_id}/seats/1/open", {"token": created["token"]})
    assert kicked.status == 200
    summary = Browser(server.url).get(f"/api/matches/{match_id}").body
    assert summary["seats"][1]["kind"] == "open"
    assert set(server.call(lambda: server.lobby.seat_accounts(match_id))) == {0}


def test_a_report_is_kept_with_the_match_for_review(server: LiveServer) -> None:
    ann = Browser(server.url)
    ann.sign_up("Ann")
    match_id, _, guest_token = open_lobby(Browser(server.url))
    first = ann.post(f"/api/matches/{match_id}/report", {"reason": "insults\nin chat"})
    assert first.status == 202 and len(first.body["report"]) == 16
    second = Browser(server.url).post(f"/api/matches/{match_id}/report",
                                      {"reason": "cheating?", "token": guest_token})
    assert second.status == 202
    reports = list_reports(server.lobby.storage)
    assert [(r["match_id"], r["seat"], r["account"], r["reason"]) for r in reports] == [
        (match_id, 1, None, "cheating?"), (match_id, None, "Ann", "insults in chat")]


def test_a_private_match_is_reported_only_with_a_proof_and_reports_are_limited(
        server: LiveServer) -> None:
    match_id, _, guest_token = open_lobby(Browser(server.url), public=False)
    reporter = Browser(server.url)
    for body in ({"reason": "x"}, {"reason": "x", "token": "y" * 32}):
        answer = reporter.post(f"/api/matches/{match_id}/report", body)
        assert (answer.status, answer.code) == (404, "not_found")
    assert reporter.post("/api/matches/nosuchmatch/report", {"reason": "x"}).status == 404
    assert reporter.post(f"/api/matches/{match_id}/report",
                         {"reason": "   ", "token": guest_token}).status == 422
    for _ in range(SETTINGS.report_burst - 1):
        assert reporter.post(f"/api/matches/{match_id}/report",
                             {"reason": "again", "token": guest_token}).status == 202
    limited = reporter.post(f"/api/matches/{match_id}/report",
                            {"reason": "again", "token": guest_token})
    assert (limited.status, limited.code) == (429, "rate_limited")
    assert int(limited.headers["Retry-After"]) > 0
    assert len(list_reports(server.lobby.storage)) == SETTINGS.report_burst - 1


def test_a_rematch_keeps_the_seats_accounts_the_host_and_the_mutes(server: LiveServer) -> None:
    from account_helpers import forced_match

    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    played = forced_match(server, ann, bea)
    old = played["match_id"]
    ann.post(f"/api/matches/{old}/mute", {"token": played["host"], "seat": 1,
                                          "muted": True})
    new = ann.post(f"/api/matches/{old}/rematch", {"token": played["host"]}).body["match_id"]
    assert server.call(lambda: server.lobby.seat_accounts(new)) == \
        server.call(lambda: server.lobby.seat_accounts(old))
    assert server.lobby.storage.query("SELECT account_id FROM match_hosts WHERE"
                                      " match_id = ?", (new,)) == \
        server.lobby.storage.query("SELECT account_id FROM match_hosts WHERE"
                                   " match_id = ?", (old,))
    assert server.call(lambda: server.lobby.moderation.muted(new)) == {1}
