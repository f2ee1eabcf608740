"""Accounts and sessions over a real server (uvicorn on 127.0.0.1, a real SQLite file):
signing up and logging in, the session cookie, CSRF, wrong passwords, brute force,
sessions of one account never acting for another, changing the password, deleting an
account, and a guest who still plays with none (docs/security.md)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from account_helpers import SETTINGS, Browser, forced_match
from server_helpers import LiveServer, bot_seats, create, join, run

from bang.server.client import http
from bang.server.match import Settings


def rows(live: LiveServer, sql: str, *params: object) -> list[tuple[object, ...]]:
    result: list[tuple[object, ...]] = live.lobby.storage.query(sql, params)
    return result


# --- signing up, logging in ----------------------------------------------------------------
def test_sign_up_answers_201_with_the_csrf_token_and_an_http_only_lax_cookie(
        server: LiveServer) -> None:
    ann = Browser(server.url)
    answer = ann.sign_up("Ann")
    assert answer.body["name"] == "Ann" and len(answer.body["csrf"]) >= 20
    [cookie] = ann.set_cookies
    parts = [p.strip().lower() for p in cookie.split(";")]
    assert parts[0].startswith("bang_session=") and len(parts[0]) > 40
    assert "httponly" in parts and "samesite=lax" in parts and "path=/" in parts
    assert "max-age=2592000" in parts and "secure" not in parts  # plain http here
    assert ann.get("/api/session").body == {"name": "Ann", "csrf": answer.body["csrf"]}


def test_the_session_token_is_stored_only_as_a_hash(server: LiveServer) -> None:
    ann = Browser(server.url)
    ann.sign_up("Ann")
    assert ann.cookie is not None
    [(stored,)] = rows(server, "SELECT token_hash FROM sessions")
    assert ann.cookie not in str(stored) and len(str(stored)) == 64
    [(password,)] = rows(server, "SELECT password FROM accounts")
    assert str(password).startswith("$argon2id$") and "correct horse" not in str(password)


def test_a_name_is_taken_in_any_case_and_any_compatibility_form(server: LiveServer) -> None:
    Browser(server.url).sign_up("Ann Lee")
    for other in ("ann lee", "ＡＮＮ　ＬＥＥ", "  Ann   Lee "):
        answer = Browser(server.url).post("/api/accounts",
                                          {"name": other, "password": "another pass"})
        assert (answer.status, answer.code) == (409, "name_taken"), other


def test_the_names_the_server_gives_seats_cannot_be_claimed(server: LiveServer) -> None:
    for name in ("Bot 3", "player 2", "Host", "Spectator"):
        answer = Browser(server.url).post("/api/accounts",
                                          {"name": name, "password": "long enough"})
        assert (answer.status, answer.code) == (409, "name_taken"), name


@pytest.mark.parametrize("body", [
    {"name": "Ann", "password": "7 chars"},
    {"name": "Ann", "password": "x" * 257},
    {"name": "\u200b\u0007 ", "password": "long enough"},
    {"name": "Ann"},
    {"name": "Ann", "password": "long enough", "admin": True},
])
def test_bad_sign_up_bodies_are_422_and_make_no_account(server: LiveServer,
                                                         body: dict[str, object]) -> None:
    answer = Browser(server.url).post("/api/accounts", body)
    assert (answer.status, answer.code) == (422, "bad_message")
    assert rows(server, "SELECT COUNT(*) FROM accounts") == [(0,)]


def test_passwords_of_8_and_256_characters_are_accepted(server: LiveServer) -> None:
    Browser(server.url).sign_up("Eight", "x" * 8)
    Browser(server.url).sign_up("Long", "y" * 256)
    assert Browser(server.url).post("/api/session", {"name": "long", "password": "y" * 256}
                                    ).status == 200


def test_log_in_by_any_case_of_the_name(server: LiveServer) -> None:
    Browser(server.url).sign_up("Ann")
    bea = Browser(server.url)
    answer = bea.post("/api/session", {"name": "ANN", "password": "correct horse"})
    assert answer.status == 200 and answer.body["name"] == "Ann"
    assert bea.get("/api/session").body["name"] == "Ann"


def test_a_wrong_password_and_an_unknown_name_get_the_same_401(server: LiveServer) -> None:
    Browser(server.url).sign_up("Ann")
    wrong = Browser(server.url).post("/api/session", {"name": "Ann", "password": "nope nope"})
    unknown = Browser(server.url).post("/api/session", {"name": "Zed", "password": "nope"})
    assert (wrong.status, unknown.status) == (401, 401)
    assert wrong.body == unknown.body == {"type": "error", "code": "unauthorized",
                                          "reason": "wrong name or password"}
    assert wrong.headers.get("set-cookie") is None


def test_nobody_logged_in_is_401_on_get_session(server: LiveServer) -> None:
    answer = Browser(server.url).get("/api/session")
    assert (answer.status, answer.code) == (401, "unauthorized")


def test_brute_force_on_a_name_is_429_with_retry_after_even_for_the_right_password(
        server: LiveServer) -> None:
    Browser(server.url).sign_up("Ann")
    attacker = Browser(server.url)
    for _ in range(SETTINGS.login_failures):
        assert attacker.post("/api/session", {"name": "Ann", "password": "guess guess"}
                             ).status == 401
    for password in ("guess guess", "correct horse"):
        answer = attacker.post("/api/session", {"name": "ann", "password": password})
        assert (answer.status, answer.code) == (429, "rate_limited")
        assert 0 < int(answer.headers["Retry-After"]) <= SETTINGS.login_window + 1
    # Another name is not locked by Ann's failures (the address limit is off on loopback).
    Browser(server.url).sign_up("Bea")
    assert Browser(server.url).post("/api/session", {"name": "Bea",
                                                     "password": "correct horse"}
                                    ).status == 200


def test_failures_over_many_names_from_one_address_are_429(tmp_path: Path) -> None:
    live = LiveServer(tmp_path / "bang.sqlite3",
                      dataclasses.replace(SETTINGS, limit_loopback=True))
    try:
        attacker = Browser(live.url)
        for i in range(SETTINGS.login_failures):
            assert attacker.post("/api/session", {"name": f"name{i}", "password": "x" * 9}
                                 ).status == 401
        answer = attacker.post("/api/session", {"name": "fresh", "password": "x" * 9})
        assert (answer.status, answer.code) == (429, "rate_limited")
        assert int(answer.headers["Retry-After"]) > 0
    finally:
        live.stop()


# --- CSRF and sessions ---------------------------------------------------------------------
MATCH = {"game": "dice", "players": 4, "seats": [{"kind": "human"}, {"kind": "bot"},
                                                 {"kind": "bot"}, {"kind": "bot"}]}


def test_a_state_changing_request_with_the_cookie_and_without_its_csrf_token_is_403(
        server: LiveServer) -> None:
    ann = Browser(server.url)
    ann.sign_up("Ann")
    for csrf in (False, "not-the-token"):
        for method, path, body in (("POST", "/api/matches", MATCH),
                                   ("DELETE", "/api/session", None),
                                   ("PATCH", "/api/account", {"password": "correct horse",
                                                              "new_password": "new pass 1"}),
                                   ("DELETE", "/api/account", {"password": "correct horse"}),
                                   ("POST", "/api/account/blocks", {"name": "Zed"})):
            answer = ann.call(method, path, body, csrf=csrf)
            assert (answer.status, answer.code) == (403, "csrf"), (method, path, csrf)
    assert rows(server, "SELECT COUNT(*) FROM matches") == [(0,)]
    assert rows(server, "SELECT COUNT(*) FROM blocks") == [(0,)]
    assert ann.get("/api/session").status == 200  # still logged in, nothing changed
    created = ann.post("/api/matches", MATCH)
    assert created.status == 201
    assert server.lobby.matches[created.body["match_id"]].seats[0].name == "Ann"


def test_requests_without_the_cookie_need_no_csrf_token(server: LiveServer) -> None:
    guest = Browser(server.url)
    created = guest.post("/api/matches", {**MATCH, "name": "Zed"})
    assert created.status == 201
    assert server.lobby.matches[created.body["match_id"]].seats[0].name == "Zed"


def test_one_session_cannot_act_for_another_account(server: LiveServer) -> None:
    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    # Ann's cookie with Bea's CSRF token: refused.
    thief = Browser(server.url)
    thief.cookie, thief.csrf = ann.cookie, bea.csrf
    assert thief.call("DELETE", "/api/account", {"password": "correct horse"}).code == "csrf"
    # Ann's own session deletes Ann only, even with Bea's password.
    answer = ann.call("DELETE", "/api/account", {"password": "correct horse"})
    assert answer.status == 204
    assert bea.get("/api/session").body["name"] == "Bea"
    assert [n for (n,) in rows(server, "SELECT name FROM accounts")] == ["Bea"]
    # Ann's session is gone with her account: her cookie is a guest's.
    old = Browser(server.url)
    old.cookie = "x" * 43
    assert old.get("/api/session").status == 401


def test_log_out_ends_the_session_and_its_cookie_then_counts_as_a_guest(
        server: LiveServer) -> None:
    ann = Browser(server.url)
    ann.sign_up("Ann")
    cookie = ann.cookie
    answer = ann.call("DELETE", "/api/session")
    assert answer.status == 204 and ann.cookie is None
    stale = Browser(server.url)
    stale.cookie = cookie
    assert stale.get("/api/session").status == 401
    created = stale.post("/api/matches", {**MATCH, "name": "Zed"}, csrf=False)
    assert created.status == 201  # a dead session's cookie carries no authority
    assert server.lobby.matches[created.body["match_id"]].seats[0].name == "Zed"
    assert rows(server, "SELECT COUNT(*) FROM sessions") == [(0,)]


def test_changing_the_password_ends_the_other_sessions_only(server: LiveServer) -> None:
    here, there = Browser(server.url), Browser(server.url)
    here.sign_up("Ann")
    there.post("/api/session", {"name": "Ann", "password": "correct horse"})
    wrong = here.call("PATCH", "/api/account", {"password": "wrong one",
                                                "new_password": "brand new pass"})
    assert (wrong.status, wrong.code) == (403, "forbidden")
    short = here.call("PATCH", "/api/account", {"password": "correct horse",
                                                "new_password": "short"})
    assert short.status == 422
    assert here.call("PATCH", "/api/account", {"password": "correct horse",
                                               "new_password": "brand new pass"}).status == 204
    assert here.get("/api/session").status == 200
    assert there.get("/api/session").status == 401
    assert Browser(server.url).post("/api/session", {"name": "Ann",
                                                     "password": "correct horse"}
                                    ).status == 401
    assert Browser(server.url).post("/api/session", {"name": "Ann",
                                                     "password": "brand new pass"}
                                    ).status == 200


def test_an_expired_session_is_a_guest(tmp_path: Path) -> None:
    live = LiveServer(tmp_path / "bang.sqlite3",
                      dataclasses.replace(SETTINGS, session_lifetime=0.5))
    try:
        ann = Browser(live.url)
        ann.sign_up("Ann")
        import time

        time.sleep(0.8)
        assert ann.get("/api/session").status == 401
        assert ann.post("/api/matches", MATCH, csrf=False).status == 201
    finally:
        live.stop()


# --- deleting an account ---------------------------------------------------------------------
def test_deleting_an_account_removes_it_and_its_data_and_makes_its_seats_guests(
        server: LiveServer) -> None:
    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    bea.post("/api/account/blocks", {"name": "Zed"})
    played = forced_match(server, ann, bea)
    match_id = played["match_id"]
    assert rows(server, "SELECT COUNT(*) FROM ratings WHERE account_id IN (SELECT id FROM"
                        " accounts WHERE name = 'Bea')") == [(2,)]
    wrong = bea.call("DELETE", "/api/account", {"password": "not hers"})
    assert (wrong.status, wrong.code) == (403, "forbidden")
    assert bea.call("DELETE", "/api/account", {"password": "correct horse"}).status == 204
    assert bea.cookie is None
    for table in ("sessions", "ratings", "results", "seat_accounts", "blocks"):
        (count,), = rows(server, f"SELECT COUNT(*) FROM {table} WHERE account_id NOT IN"
                                 " (SELECT id FROM accounts)")
        assert count == 0, table
    assert Browser(server.url).get("/api/players/Bea").status == 404
    record = http(server.url, "GET", f"/api/matches/{match_id}/record")
    assert record["names"] == ["Ann", "Player 2", "Bot 3", "Bot 4"]
    history = Browser(server.url).get("/api/players/Ann").body["matches"]
    assert history[0]["names"] == ["Ann", "Player 2", "Bot 3", "Bot 4"]
    assert history[0]["rating_change"] is not None  # Ann keeps her own history
    # The name is free again; the new Bea has nothing of the old one.
    Browser(server.url).sign_up("Bea", "another pass")
    profile = Browser(server.url).get("/api/players/Bea").body
    assert profile["matches"] == [] and profile["ratings"] == []


# --- guests ----------------------------------------------------------------------------------
def test_a_guest_still_plays_a_whole_match_with_no_account(server: LiveServer) -> None:
    created = create(server.url, "dice", 4, ["human", "human", "bot:random", "bot:random"])
    second = join(server.url, created["match_id"], "Bea")
    http(server.url, "POST", f"/api/matches/{created['match_id']}/start",
         {"token": created["token"]})
    overs = run(bot_seats(server.url, created["match_id"], [created["token"],
                                                            second["token"]]))
    assert [o["type"] for o in overs] == ["over", "over"]
    server.lobby.ratings.drain()
    for table in ("accounts", "sessions", "seat_accounts", "results", "ratings"):
        assert rows(server, f"SELECT COUNT(*) FROM {table}") == [(0,)], table


def test_server_words_of_the_new_error_codes_exist_in_the_three_languages() -> None:
    from bang.i18n import LANGUAGES, catalogue

    for lang in LANGUAGES:
        words = catalogue(lang)
        for code in ("csrf", "name_taken", "blocked", "muted"):
            assert words.get(f"error.{code}"), (lang, code)


def test_settings_keep_the_documented_account_defaults() -> None:
    settings = Settings()
    assert (settings.login_failures, settings.login_window) == (5, 300.0)
    assert settings.session_lifetime == 30 * 86400


def test_each_use_pushes_the_sessions_expiry_back(tmp_path: Path) -> None:
    import time

    live = LiveServer(tmp_path / "bang.sqlite3",
                      dataclasses.replace(SETTINGS, session_lifetime=3.0))
    try:
        ann = Browser(live.url)
        ann.sign_up("Ann")
        [(first,)] = rows(live, "SELECT expires FROM sessions")
        time.sleep(1.8)
        assert ann.get("/api/session").status == 200
        [(pushed,)] = rows(live, "SELECT expires FROM sessions")
        assert float(pushed) > float(first) + 1.5  # written again, 3 s from now
        time.sleep(1.8)  # 3.6 s after the sign-up: alive because it was used
        assert ann.get("/api/session").status == 200
    finally:
        live.stop()


def test_the_cookie_is_secure_over_https() -> None:
    from starlette.requests import Request
    from starlette.responses import Response

    from bang.server.sessions import clear_cookie, set_cookie

    for scheme, secure in (("https", True), ("http", False)):
        request = Request({"type": "http", "scheme": scheme, "method": "POST",
                           "path": "/api/session", "headers": [],
                           "server": ("bang.example", 443)})
        response = Response()
        set_cookie(response, request, "tok", 60)
        clear_cookie(response, request)
        cookies = [v.decode() for k, v in response.raw_headers if k == b"set-cookie"]
        assert len(cookies) == 2
        assert all(("; secure" in c.lower()) == secure for c in cookies), cookies
        assert all("httponly" in c.lower() and "samesite=lax" in c.lower() for c in cookies)
