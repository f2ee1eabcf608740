"""Games never wait for ever: a silent player's decision times out with the passive
answer, a player who stays away is replaced by a bot and gets his seat back on return,
a player who leaves is played by a bot to the end; and a finished table plays again
with A2's rematch rules."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from server_helpers import (
    SETUP,
    LiveServer,
    bot_seats,
    create,
    join,
    next_decision,
    next_of,
    run,
    start_position,
)

from bang.cards import CardGame
from bang.core.protocol import Action
from bang.server.client import SeatClient, ServerError, http


def read(live: LiveServer, match_id: str, what: str) -> Any:
    return live.call(lambda: getattr(live.lobby.matches[match_id], what))


def test_a_silent_player_gets_the_passive_answer_when_time_runs_out(
        live: LiveServer) -> None:
    match_id, token_a, _ = start_position(live, turn_timer=1.0)

    async def scenario() -> None:
        a = SeatClient(live.url, match_id, token_a)
        await a.connect()
        state = await next_decision(a, "play")
        assert state["decision"]["deadline_ms"] is not None
        started = time.monotonic()
        while (await a.recv())["type"] != "state":
            pass
        assert 0.8 < time.monotonic() - started < 15.0  # 1 s, plus a loaded machine
        await a.close()

    run(scenario(), 20)
    game = read(live, match_id, "game")
    assert game.history[0] == Action("end")  # seat 0's turn ended for him


def test_an_absent_player_is_replaced_by_a_bot_and_gets_the_seat_back(
        live: LiveServer) -> None:
    match_id, token_a, token_b = start_position(live, bot_takeover=0.2)

    async def scenario() -> None:
        b = SeatClient(live.url, match_id, token_b)
        await b.connect()
        # Seat 0 never connects (nobody has): after the grace period a bot plays it.
        deadline = time.monotonic() + 10
        replaced = False
        while not replaced and time.monotonic() < deadline:
            message = await b.recv()
            if message["type"] == "match":
                replaced = message["match"]["seats"][0]["replaced"]
        assert replaced
        a = SeatClient(live.url, match_id, token_a)
        welcome = await a.connect()
        assert welcome["match"]["seats"][0]["replaced"] is False
        state = await next_of(a, "state")
        assert state["view"]["seat"] == 0 and state["view"]["hand"] is not None
        await a.close()
        await b.close()

    run(scenario(), 20)
    assert read(live, match_id, "seq") >= 1  # the bot played for seat 0


def test_a_player_who_leaves_is_played_by_a_bot_and_cannot_come_back(
        live: LiveServer) -> None:
    match_id, token_a, token_b = start_position(live)
    assert http(live.url, "POST", f"/api/matches/{match_id}/leave",
                {"token": token_a}) == {"ok": True}

    async def scenario() -> None:
        a = SeatClient(live.url, match_id, token_a)
        try:
            await a.connect()
        except ServerError as exc:
            assert exc.code == "forbidden"
        else:
            raise AssertionError("a player who left got his seat back")
        await bot_seats(live.url, match_id, [token_b])

    run(scenario(), 30)
    assert read(live, match_id, "status") == "finished"


@pytest.mark.parametrize("game", ["cards", "dice"])
def test_a_rematch_keeps_seats_and_tokens_and_follows_a2(live: LiveServer, game: str) -> None:
    players = 4
    created = create(live.url, game, players, ["human", "human", "bot:random", "bot:random"])
    match_id, token_a = created["match_id"], created["token"]
    token_b = join(live.url, match_id, "Bea")["token"]
    http(live.url, "POST", f"/api/matches/{match_id}/start", {"token": token_a})
    assert http_error(live, f"/api/matches/{match_id}/rematch",
                      {"token": token_a}) == "conflict"  # not over yet
    run(bot_seats(live.url, match_id, [token_a, token_b]))
    old = read(live, match_id, "game")

    async def watch_rematch() -> dict[str, Any]:
        b = SeatClient(live.url, match_id, token_b)
        await b.connect()
        response = await asyncio.to_thread(
            http, live.url, "POST", f"/api/matches/{match_id}/rematch",
            {"token": token_a, "keep_characters": True, "rotate_sheriff": True})
        message = await next_of(b, "rematch")
        await b.close()
        assert message["match_id"] == response["match_id"]
        return dict(response)

    new_id = run(watch_rematch())["match_id"]
    assert http(live.url, "POST", f"/api/matches/{match_id}/rematch",
                {"token": token_b})["match_id"] == new_id  # one rematch per table
    new = read(live, new_id, "game")
    assert new.roles.index("sheriff") == (old.roles.index("sheriff") + 1) % players
    for seat in range(players):
        if old.alive[seat]:
            assert new.characters[seat] == old.characters[seat]
    overs = run(bot_seats(live.url, new_id, [token_a, token_b]))
    assert overs[0]["type"] == "over"


def http_error(live: LiveServer, path: str, body: dict[str, Any]) -> str:
    try:
        http(live.url, "POST", path, body)
    except ServerError as exc:
        return exc.code
    raise AssertionError("the request was accepted")


def test_the_position_helper_is_the_duel_setup() -> None:
    game = CardGame.from_setup(SETUP, seed=1)
    assert game.pending is not None and game.pending.seat == 0


def test_a_finished_match_leaves_memory_but_keeps_its_record(live: LiveServer) -> None:
    created = create(live.url, "dice", 3, ["human", "bot:random", "bot:random"],
                     autostart=True)
    match_id = created["match_id"]
    run(bot_seats(live.url, match_id, [created["token"]]))
    live.call(lambda: live.lobby.forget_finished(after=0.0))
    assert not live.call(lambda: match_id in live.lobby.matches)
    record = http(live.url, "GET", f"/api/matches/{match_id}/record")
    assert record["game"] == "dice" and record["actions"]
    assert http_error_get(live, f"/api/matches/{match_id}") == "not_found"


def http_error_get(live: LiveServer, path: str) -> str:
    try:
        http(live.url, "GET", path)
    except ServerError as exc:
        return exc.code
    raise AssertionError("the request was accepted")


def test_a_match_every_person_left_or_abandoned_ends_and_frees_its_resources(
        live: LiveServer) -> None:
    """Seat 0 leaves, seat 1 drops and never returns: bots finish the game, the match
    task ends with no timer left armed, and once forgotten nothing holds the match."""
    import gc
    import weakref

    match_id, token_a, token_b = start_position(live, bot_takeover=0.2)
    assert http(live.url, "POST", f"/api/matches/{match_id}/leave",
                {"token": token_a}) == {"ok": True}

    async def drop() -> None:
        b = SeatClient(live.url, match_id, token_b)
        await b.connect()
        await b.close()

    run(drop(), 20)
    deadline = time.monotonic() + 30
    while read(live, match_id, "status") != "finished":
        assert time.monotonic() < deadline, "the abandoned match never ended"
        time.sleep(0.05)

    def inspect() -> tuple[Any, ...]:
        match = live.lobby.matches[match_id]
        return (match.task, match._timer, dict(match._takeovers), match.connections(),
                [s.replaced for s in match.seats])

    task, timer, takeovers, connections, replaced = inspect()
    assert (task, timer, takeovers, connections) == (None, None, {}, [])
    assert replaced[:2] == [True, True]
    finished = http(live.url, "GET", f"/api/matches/{match_id}")
    assert finished["status"] == "finished"

    def forget() -> Any:
        ref = weakref.ref(live.lobby.matches[match_id])
        live.lobby.forget_finished(after=0.0)
        gc.collect()
        return ref()

    assert live.call(forget) is None  # no task, timer or connection keeps it alive
    assert http(live.url, "GET", f"/api/matches/{match_id}/record")["actions"]


def test_a_finished_match_a_forgotten_page_still_watches_is_dropped_in_the_end(
        live: LiveServer) -> None:
    created = create(live.url, "dice", 3, ["human", "bot:random", "bot:random"],
                     autostart=True)
    match_id = created["match_id"]
    run(bot_seats(live.url, match_id, [created["token"]]))

    async def scenario() -> None:
        watcher = SeatClient(live.url, match_id, spectate=True)
        await watcher.connect()
        live.call(lambda: live.lobby.forget_finished(after=0.0))
        assert live.call(lambda: match_id in live.lobby.matches)  # watched: kept
        live.call(lambda: live.lobby.forget_finished(after=0.0, watched_for=0.0))
        assert not live.call(lambda: match_id in live.lobby.matches)
        with pytest.raises(ServerError) as closed:
            while True:
                await watcher.recv()
        assert closed.value.code == "closed"
        await watcher.close()

    run(scenario(), 20)
    assert http(live.url, "GET", f"/api/matches/{match_id}/record")["game"] == "dice"
