"""Two clients through a Duel and an Indians! (answers out of turn, with their own
shorter timer), and every kind of bad message: each gets its structured error and
changes nothing."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from server_helpers import LiveServer, create, next_decision, next_of, run, start_position

from bang.server.client import SeatClient, ServerError


def test_a_duel_and_indians_answered_out_of_turn_by_two_clients(live: LiveServer) -> None:
    match_id, token_a, token_b = start_position(live, turn_timer=30, response_timer=10)

    async def scenario() -> None:
        a, b = SeatClient(live.url, match_id, token_a), SeatClient(live.url, match_id, token_b)
        await a.connect()
        await b.connect()
        state = await next_decision(a, "play")
        assert "play c51 t1" in [o["action"] for o in state["decision"]["options"]]
        deadline_a = state["decision"]["deadline_ms"] / 1000 - time.time()
        assert 10 < deadline_a <= 30
        await a.act(state["decision"]["id"], "play c51 t1")     # Duel on seat 1
        duel = await next_decision(b, "duel")
        assert duel["view"]["turn"] == 0                          # out of turn
        assert 0 < duel["decision"]["deadline_ms"] / 1000 - time.time() <= 10  # shorter
        assert {o["action"] for o in duel["decision"]["options"]} == {
            "bang c1", "bang c2", "take"}
        await b.act(duel["decision"]["id"], "bang c1")
        back = await next_decision(a, "duel")
        assert [o["action"] for o in back["decision"]["options"]] == ["take"]
        await a.act(back["decision"]["id"], "take")               # A loses the Duel
        state = await next_decision(a, "play")
        me = state["view"]["players"][0]
        assert me["life"] == me["max_life"] - 1
        await a.act(state["decision"]["id"], "play c56")          # Indians!
        indians = await next_decision(b, "indians")
        await b.act(indians["decision"]["id"], "bang c2")
        state = await next_decision(a, "play")                     # bots answered too
        kinds = [e["event"]["kind"] for e in state["log"]]
        assert state["view"]["players"][1]["hand_count"] == 0
        assert state["view"]["players"][1]["life"] == state["view"]["players"][1]["max_life"]
        assert kinds  # what the bots answered reached seat 0's log
        await a.close()
        await b.close()

    run(scenario(), 30)


def digest_and_seq(live: LiveServer, match_id: str) -> tuple[str, int]:
    def read() -> tuple[str, int]:
        match = live.lobby.matches[match_id]
        return match.game.digest(), match.seq

    return live.call(read)


def test_every_bad_message_gets_its_error_and_changes_nothing(live: LiveServer) -> None:
    match_id, token_a, token_b = start_position(live)
    from websockets.asyncio.client import connect

    url = live.url.replace("http", "ws") + f"/ws/{match_id}"

    async def scenario() -> None:
        a = SeatClient(live.url, match_id, token_a)
        b = SeatClient(live.url, match_id, token_b)
        await a.connect()
        await b.connect()
        state = await next_decision(a, "play")
        decision = state["decision"]["id"]
        before = digest_and_seq(live, match_id)
        bad: list[tuple[Any, str]] = [
            ("not json", "bad_message"),
            ("[1, 2]", "bad_message"),
            ('{"type": "shout"}', "bad_message"),
            ('{"type": "act", "action": "end"}', "bad_message"),
            (json.dumps({"type": "act", "decision": "1", "action": "end"}), "bad_message"),
            (json.dumps({"type": "act", "decision": -1, "action": "end"}), "bad_message"),
            (json.dumps({"type": "act", "decision": decision, "action": "x" * 81}),
             "bad_message"),
            (json.dumps({"type": "act", "decision": decision, "action": "end",
                         "seat": 1}), "bad_message"),
            (json.dumps({"type": "chat", "text": ""}), "bad_message"),
            (json.dumps({"type": "chat", "text": "y" * 301}), "bad_message"),
            (json.dumps({"type": "hello", "protocol": 1, "token": token_b}), "bad_message"),
            ("z" * 5000, "too_large"),
            (b"\x00\x01binary", "bad_message"),
            (json.dumps({"type": "act", "decision": decision, "action": "play c999999999999"}),
             "illegal_action"),
            (json.dumps({"type": "act", "decision": decision, "action": "play c79 t1"}),
             "illegal_action"),
            (json.dumps({"type": "act", "decision": decision, "action": "Play c51 t1"}),
             "illegal_action"),
            (json.dumps({"type": "act", "decision": decision - 1, "action": "end"}),
             "stale_decision"),
        ]
        for text, code in bad:
            await a.ws.send(text)
            reply = await next_of(a, "error")
            assert reply["code"] == code, (text, reply)
            assert reply["reason"]
        # Acting for another seat: B sends the current decision id of A's prompt.
        await b.act(decision, "end")
        reply = await next_of(b, "error")
        assert reply["code"] == "not_your_decision" and reply["decision"] == decision
        assert digest_and_seq(live, match_id) == before
        # A spectator may watch but not act.
        async with connect(url) as spectator:
            await spectator.send(json.dumps({"type": "hello", "protocol": 1,
                                             "spectate": True}))
            welcome = json.loads(await spectator.recv())
            assert welcome["type"] == "welcome" and welcome["seat"] is None
            await spectator.send(json.dumps({"type": "act", "decision": decision,
                                             "action": "end"}))
            while (reply := json.loads(await spectator.recv()))["type"] != "error":
                pass
            assert reply["code"] == "forbidden"
        assert digest_and_seq(live, match_id) == before
        # The legal answer still works afterwards.
        await a.act(decision, "end")
        state = await next_of(a, "state")
        assert state["seq"] == before[1] + 1
        await a.close()
        await b.close()

    run(scenario(), 30)


def test_a_hello_without_a_valid_token_gets_no_seat(live: LiveServer) -> None:
    match_id, _, _ = start_position(live)
    from websockets.asyncio.client import connect

    url = live.url.replace("http", "ws") + f"/ws/{match_id}"

    async def hello(message: Any) -> dict[str, Any]:
        async with connect(url) as ws:
            await ws.send(json.dumps(message))
            reply: dict[str, Any] = json.loads(await ws.recv())
            return reply

    async def scenario() -> None:
        assert (await hello({"type": "hello", "protocol": 1, "token": "x" * 32}))["code"] \
            == "unauthorized"
        assert (await hello({"type": "hello", "protocol": 1}))["code"] == "unauthorized"
        assert (await hello({"type": "hello", "protocol": 2, "spectate": True}))["code"] \
            == "bad_message"
        assert (await hello({"type": "ping"}))["code"] == "bad_message"
        async with connect(live.url.replace("http", "ws") + "/ws/nope") as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "spectate": True}))
            assert json.loads(await ws.recv())["code"] == "not_found"
        private = create(live.url, "dice", 3, ["human", "bot", "bot"], public=False)
        private_url = live.url.replace("http", "ws") + f"/ws/{private['match_id']}"
        async with connect(private_url) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "spectate": True}))
            assert json.loads(await ws.recv())["code"] == "not_found"
        async with connect(private_url) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "spectate": True,
                                      "invite": private["invite"]}))
            assert json.loads(await ws.recv())["type"] == "welcome"

    run(scenario(), 20)


def test_an_action_before_the_start_is_refused(live: LiveServer) -> None:
    created = create(live.url, "cards", 4, ["human", "human", "bot", "bot"])

    async def scenario() -> None:
        a = SeatClient(live.url, created["match_id"], created["token"])
        welcome = await a.connect()
        assert welcome["match"]["status"] == "open"
        await a.act(1, "end")
        reply = await next_of(a, "error")
        assert reply["code"] == "not_started" and reply["decision"] == 1
        await a.close()

    run(scenario(), 20)


def test_chat_is_cleaned_limited_and_reaches_everyone(live: LiveServer) -> None:
    match_id, token_a, token_b = start_position(live)

    async def scenario() -> None:
        a = SeatClient(live.url, match_id, token_a)
        b = SeatClient(live.url, match_id, token_b)
        await a.connect()
        await b.connect()
        await a.send({"type": "chat", "text": "hi\x1b[31m <b>all</b>\u202e"})
        line = await next_of(b, "chat")
        assert line["seat"] == 0 and line["name"] == "Host"
        assert line["text"] == "hi [31m <b>all</b>"    # no control characters
        codes = []
        for _ in range(8):
            await a.send({"type": "chat", "text": "spam"})
        for _ in range(8):
            message = await a.recv()
            while message["type"] not in ("chat", "error"):
                message = await a.recv()
            codes.append(message.get("code"))
        assert "rate_limited" in codes
        for _ in range(200):  # far more than 40 messages a second
            await a.send({"type": "ping"})
        replies: list[str] = []
        with pytest.raises(ServerError, match="closed"):  # after 20 strikes
            while True:
                message = await a.recv()
                replies.append(message.get("code") or message["type"])
        assert replies.count("pong") >= 40 and "rate_limited" in replies
        await a.close()
        await b.close()

    run(scenario(), 20)


def test_a_frame_over_64_kib_closes_the_connection(live: LiveServer) -> None:
    match_id, token_a, _ = start_position(live)

    async def scenario() -> None:
        a = SeatClient(live.url, match_id, token_a)
        await a.connect()
        await a.ws.send("x" * 100_000)
        with pytest.raises(ServerError, match="closed"):
            while True:
                await a.recv()
        again = SeatClient(live.url, match_id, token_a)  # the seat is not lost
        assert (await again.connect())["seat"] == 0
        await again.close()

    run(scenario(), 20)
