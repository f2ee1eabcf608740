"""A private match cannot be told from a missing one by anyone without its invite or
one of its tokens: every route and the WebSocket's hello answer a wrong invite, a wrong
token or another match's token exactly as they answer an id that does not exist (the
same status, code and words).  Input that only ASCII may hold (tokens, invites) is
refused with ``bad_message`` whatever it holds, before it is compared with a secret;
names and chat in any script are kept, cleaned of what cannot be shown."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from server_helpers import LiveServer, create, join, run

from bang.server.client import http

MISSING = "Nop3N0tHere"
WRONG = "W" * 32


def answer(live: LiveServer, method: str, path: str, body: Any = None,
           raw: bytes | None = None) -> tuple[int, dict[str, Any]]:
    import urllib.error
    import urllib.request

    data = raw if raw is not None else None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(live.url + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


async def hello(live: LiveServer, match_id: str, message: dict[str, Any] | str
                ) -> tuple[dict[str, Any], int | None]:
    from websockets.asyncio.client import connect

    ws = await connect(live.url.replace("http", "ws") + f"/ws/{match_id}")
    text = message if isinstance(message, str) else json.dumps(
        {"type": "hello", "protocol": 1, **message})
    await ws.send(text)
    reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
    await asyncio.wait_for(ws.wait_closed(), 10)
    return reply, ws.close_code


@pytest.fixture
def private(live: LiveServer) -> dict[str, Any]:
    created = create(live.url, "cards", 4, ["human", "human", "bot:random", "bot:random"],
                     public=False)
    other = create(live.url, "cards", 4, ["human", "human", "bot:random", "bot:random"])
    return {"id": created["match_id"], "token": created["token"],
            "invite": created["invite"], "other_token": other["token"]}


def routes(token: str) -> list[tuple[str, str, Any]]:
    return [
        ("GET", "/api/matches/{id}", None),
        ("GET", "/api/matches/{id}?invite=WrongCode", None),
        ("POST", "/api/matches/{id}/join", {"name": "Eve"}),
        ("POST", "/api/matches/{id}/join", {"name": "Eve", "invite": "WrongCode"}),
        ("POST", "/api/matches/{id}/leave", {"token": token}),
        ("POST", "/api/matches/{id}/start", {"token": token}),
        ("POST", "/api/matches/{id}/start", {"token": token, "fill": "random"}),
        ("POST", "/api/matches/{id}/seats/1/bot", {"token": token}),
        ("POST", "/api/matches/{id}/seats/1/open", {"token": token}),
        ("POST", "/api/matches/{id}/rematch", {"token": token}),
        ("GET", "/api/matches/{id}/record", None),
        ("GET", "/api/matches/{id}/replay", None),
        ("GET", "/api/matches/{id}/replay?seat=0", None),
    ]


def same_as_missing(live: LiveServer, match_id: str, method: str, path: str, body: Any
                    ) -> None:
    private = answer(live, method, path.format(id=match_id), body)
    missing = answer(live, method, path.format(id=MISSING), body)
    assert private[0] == missing[0] == 404, (path, private)
    assert json.dumps(private[1]).replace(match_id, MISSING) == json.dumps(missing[1])


@pytest.mark.parametrize("started", [False, True], ids=["open", "running"])
def test_every_route_answers_a_private_match_like_a_missing_one(
        live: LiveServer, private: dict[str, Any], started: bool) -> None:
    if started:
        second = join(live.url, private["id"], "Bea", invite=private["invite"])
        assert second["seat"] == 1
        http(live.url, "POST", f"/api/matches/{private['id']}/start",
             {"token": private["token"]})
    for token in (WRONG, private["other_token"]):
        for method, path, body in routes(token):
            same_as_missing(live, private["id"], method, path, body)

    async def hellos() -> None:
        for message in ({"token": WRONG}, {"token": private["other_token"]},
                        {"spectate": True}, {"spectate": True, "invite": "WrongCode"}):
            got = await hello(live, private["id"], message)
            expected = await hello(live, MISSING, message)
            assert got[1] == expected[1] == 1008
            assert json.dumps(got[0]).replace(private["id"], MISSING) == json.dumps(
                expected[0]), message
            assert got[0]["code"] == "not_found"

    run(hellos())
    # With its proof, the match is there.
    assert http(live.url, "GET",
                f"/api/matches/{private['id']}?invite={private['invite']}")["public"] is False


NON_ASCII = ["é", "日本語", "tok\u202eenü" * 4, "x" * 20 + "\u200b", "ＡＢＣ１２３４５６７８"]


@pytest.mark.parametrize("text", NON_ASCII, ids=range(len(NON_ASCII)))
def test_non_ascii_codes_and_tokens_are_refused_cleanly(
        live: LiveServer, private: dict[str, Any], text: str) -> None:
    from urllib.parse import quote

    match_id = private["id"]
    cases = [
        ("GET", f"/api/matches/{match_id}?invite={quote(text)}", None),
        ("POST", f"/api/matches/{match_id}/join", {"name": "Eve", "invite": text}),
        ("POST", f"/api/matches/{match_id}/leave", {"token": text * 8}),
        ("POST", f"/api/matches/{match_id}/start", {"token": text * 8}),
        ("POST", f"/api/matches/{match_id}/rematch", {"token": text * 8}),
        ("POST", f"/api/matches/{match_id}/seats/1/bot", {"token": text * 8}),
    ]
    for method, path, body in cases:
        status, reply = answer(live, method, path, body)
        assert (status, reply["code"]) == (422, "bad_message"), (path, reply)

    async def hellos() -> None:
        for message in ({"token": text * 8}, {"spectate": True, "invite": text}):
            reply, code = await hello(live, match_id, message)
            assert reply["code"] == "bad_message" and code == 1008

    run(hellos())


def test_ids_names_and_chat_in_any_script_are_handled(live: LiveServer) -> None:
    # An id that is not ASCII is simply no match (in a path, a query, a WebSocket).
    from urllib.parse import quote

    for match_id in ("é", "\U0001f52b", "日本", "a\u202eb"):
        status, reply = answer(live, "GET", f"/api/matches/{quote(match_id)}")
        assert (status, reply["code"]) == (404, "not_found")
    reply, code = run(hello(live, "%C3%A9", {"spectate": True}))
    assert reply["code"] == "not_found" and code == 1008
    # Text that is not Unicode (a lone surrogate) is refused; names in any script are
    # kept; what cannot be shown (controls, format characters) is removed; a name of
    # nothing else gets a default.
    body = b'"seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}]}'
    status, refused = answer(live, "POST", "/api/matches",
                             raw=b'{"game": "dice", "players": 3, "name": "\\ud800", ' + body)
    assert (status, refused["code"]) == (422, "bad_message")
    status, created = answer(live, "POST", "/api/matches",
                             raw=b'{"game": "dice", "players": 3, "name": "\\u202e\\u0007", '
                             + body)
    assert status == 201
    summary = http(live.url, "GET", f"/api/matches/{created['match_id']}")
    assert summary["seats"][0]["name"] == "Host"
    joined = join(live.url, created["match_id"], "張三 🤠")
    summary = http(live.url, "GET", f"/api/matches/{created['match_id']}")
    assert summary["seats"][joined["seat"]]["name"] == "張三 🤠"

    async def chat() -> list[dict[str, Any]]:
        from bang.server.client import SeatClient

        client = SeatClient(live.url, created["match_id"], joined["token"])
        await client.connect()
        await client.ws.send('{"type": "chat", "text": "caf\\u00e9 \\ud83e\\udd20 ok"}')
        await client.ws.send('{"type": "chat", "text": "\\ud800"}')
        got = []
        while len(got) < 2:
            message = await client.recv()
            if message["type"] in ("chat", "error"):
                got.append(message)
        await client.close()
        return got

    line, refused = run(chat())
    assert line["type"] == "chat" and line["text"] == "café 🤠 ok"
    assert refused["type"] == "error" and refused["code"] == "bad_message"
