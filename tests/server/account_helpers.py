"""Helpers of the account tests: a browser-like HTTP client that keeps the session cookie
and sends the CSRF token, and matches whose result an exact position decides."""

from __future__ import annotations

import dataclasses
import json
import urllib.error
import urllib.request
from http.cookies import SimpleCookie
from typing import Any

from server_helpers import FAST, LiveServer, next_decision, run

from bang.cards import CardGame
from bang.server.client import SeatClient

#: The settings of the account tests' servers (the ``server`` fixture of conftest.py):
#: a leaderboard that lists a player after two games, and a report limit a test reaches.
SETTINGS = dataclasses.replace(FAST, leaderboard_min_games=2, report_burst=3)

#: The Sheriff (seat 0) holds one BANG! and the last Outlaw (seat 1) has one life and
#: no card: the Sheriff's first action ("play c0 t1") ends the game, the law wins.
#: Seats 2 and 3 (an Outlaw and the Renegade) are already dead.
SHERIFF_WINS: dict[str, Any] = {
    "players": [
        {"role": "sheriff", "character": "Willy the Kid", "hand": [0]},
        {"role": "outlaw", "character": "Rose Doolan", "life": 1},
        {"role": "outlaw", "character": "Bart Cassidy", "alive": False},
        {"role": "renegade", "character": "Jourdonnais", "alive": False},
    ],
    "turn": 0, "phase": "play",
}
FOUR_SEATS = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "level": "random"},
              {"kind": "bot", "level": "easy"}]


class Answer:
    def __init__(self, status: int, body: Any, headers: Any) -> None:
        self.status = status
        self.body = body
        self.headers = headers

    @property
    def code(self) -> str | None:
        return self.body.get("code") if isinstance(self.body, dict) else None

    def __repr__(self) -> str:
        return f"Answer({self.status}, {self.body!r})"


class Browser:
    """Keeps the ``bang_session`` cookie like a browser and sends ``X-CSRF-Token``
    (the one its last answer gave) on state-changing requests unless told not to."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.cookie: str | None = None
        self.csrf: str | None = None
        self.set_cookies: list[str] = []

    def call(self, method: str, path: str, body: Any = None, *, csrf: bool | str = True,
             headers: dict[str, str] | None = None) -> Answer:
        sent = {"Content-Type": "application/json", **(headers or {})}
        if self.cookie is not None:
            sent["Cookie"] = f"bang_session={self.cookie}"
        if method != "GET" and csrf and self.csrf is not None:
            sent["X-CSRF-Token"] = csrf if isinstance(csrf, str) else self.csrf
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method,
                                         headers=sent)
        try:
            with urllib.request.urlopen(request, timeout=20) as response:
                status, raw, got = response.status, response.read(), response.headers
        except urllib.error.HTTPError as exc:
            status, raw, got = exc.code, exc.read(), exc.headers
        for header in got.get_all("set-cookie") or []:
            self.set_cookies.append(header)
            jar: SimpleCookie = SimpleCookie()
            jar.load(header)
            if "bang_session" in jar:
                morsel = jar["bang_session"]
                self.cookie = None if morsel["max-age"] == "0" or not morsel.value \
                    else morsel.value
        parsed = json.loads(raw) if raw else None
        if isinstance(parsed, dict) and "csrf" in parsed:
            self.csrf = parsed["csrf"]
        return Answer(status, parsed, got)

    def get(self, path: str) -> Answer:
        return self.call("GET", path)

    def post(self, path: str, body: Any = None, **kw: Any) -> Answer:
        return self.call("POST", path, body if body is not None else {}, **kw)

    def sign_up(self, name: str, password: str = "correct horse") -> Answer:
        answer = self.post("/api/accounts", {"name": name, "password": password})
        assert answer.status == 201, answer
        return answer


def forced_match(live: LiveServer, host: Browser, guest: Browser,
                 setup: dict[str, Any] = SHERIFF_WINS, players: int = 4,
                 seats: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A card match that ``host`` creates (seat 0) and ``guest`` joins (seat 1), started
    from ``setup``, where the Sheriff's first action (the first legal one) ends it;
    returns the ids and tokens once its ratings are made."""
    created = host.post("/api/matches", {"game": "cards", "players": players,
                                         "seats": seats or FOUR_SEATS, "name": "Host"})
    assert created.status == 201, created
    match_id = created.body["match_id"]
    joined = guest.post(f"/api/matches/{match_id}/join", {"name": "Guest"})
    assert joined.status == 200, joined

    def begin() -> None:
        live.lobby.matches[match_id].start(CardGame.from_setup(setup, seed=5))

    live.call(begin)
    run(shoot(live.url, match_id, created.body["token"]))
    live.lobby.ratings.drain()
    return {"match_id": match_id, "host": created.body["token"],
            "guest": joined.body["token"]}


async def shoot(url: str, match_id: str, token: str) -> dict[str, Any]:
    """Seat of ``token`` makes its first legal action and waits for the end."""
    client = SeatClient(url, match_id, token)
    await client.connect()
    try:
        state = await next_decision(client)
        decision = state["decision"]
        await client.act(decision["id"], decision["options"][0]["action"])
        while (message := await client.recv())["type"] != "over":
            pass
        return message
    finally:
        await client.close()
