"""No table waits long on an empty chair or a silent player: every state tells everyone
the clocks in force (the decision's timer, an absent seat's takeover), any player may let
a bot play an absent seat at once and a silent one after a grace time, a player who lets
his timer run out twice in a row is played by a bot, and each of them takes his seat back
by coming back, as does a player who holds a decision without a word past the server's
idle limit when the match has no turn timer.  Refusals are typed and change nothing."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_helpers import (
    FAST,
    LiveServer,
    create,
    join,
    next_decision,
    next_of,
    run,
    start_position,
)

from bang.cards import CardGame
from bang.dice import DiceGame
from bang.server.client import SeatClient, ServerError, http
from bang.server.match import Settings

#: The Duel position of ``start_position``, but the Sheriff holds seven cards: when his
#: timer ends his turn he must still discard two, a second decision of his in a row.
CROWDED: dict[str, Any] = {
    "players": [
        {"role": "sheriff", "character": "Willy the Kid",
         "hand": [51, 56, 10, 11, 12, 13, 14]},
        {"role": "outlaw", "character": "Paul Regret", "hand": [1, 2]},
        {"role": "outlaw", "character": "Bart Cassidy", "hand": [3]},
        {"role": "renegade", "character": "Jourdonnais", "hand": [4]},
    ],
    "turn": 0, "phase": "play",
}


#: The position above, the Sheriff (seat 0, a person) to play, his hand small.
SETUP_TURN_0: dict[str, Any] = {**CROWDED, "players": [
    {"role": "sheriff", "character": "Willy the Kid", "hand": [51, 56]},
    *CROWDED["players"][1:]]}


@pytest.fixture
def eager(tmp_path: Path) -> Iterator[LiveServer]:
    """A server whose players may hand a deciding seat to a bot at once."""
    server = LiveServer(tmp_path / "eager.sqlite3",
                        Settings(bot_delay=0.0, abandon_after=30.0, idle_limit=60.0,
                                 silent_grace=0.0))
    yield server
    server.stop()


def refusal(url: str, path: str, body: dict[str, Any]) -> ServerError:
    with pytest.raises(ServerError) as refused:
        http(url, "POST", path, body)
    assert refused.value.reason
    return refused.value


def summary(live: LiveServer, match_id: str) -> dict[str, Any]:
    result: dict[str, Any] = http(live.url, "GET", f"/api/matches/{match_id}")
    return result


def summary_of(live: LiveServer, match_id: str, invite: str) -> dict[str, Any]:
    result: dict[str, Any] = http(live.url, "GET", f"/api/matches/{match_id}?invite={invite}")
    return result


def seat_bot(live: LiveServer, match_id: str, seat: int, token: str) -> Any:
    return http(live.url, "POST", f"/api/matches/{match_id}/seats/{seat}/bot",
                {"token": token})


def check_clock(clock: dict[str, Any], now_ms: int) -> None:
    """``remaining_s`` is the deadline seen from ``now_ms``: a client with a wrong clock
    counts down from it."""
    assert clock["remaining_s"] >= 0
    assert abs(clock["remaining_s"] - (clock["deadline_ms"] - now_ms) / 1000) < 0.01


async def next_match(client: SeatClient, seat: int, replaced: bool,
                     connected: bool | None = None) -> dict[str, Any]:
    """The next ``match`` message in which ``seat``'s ``replaced`` (and ``connected``,
    if given) have these values."""
    while True:
        message = await next_of(client, "match")
        info = message["match"]["seats"][seat]
        if info["replaced"] is replaced and connected in (None, info["connected"]):
            return message


def test_every_state_tells_everyone_the_decision_and_takeover_clocks(
        live: LiveServer) -> None:
    match_id, token_a, token_b = start_position(live, turn_timer=30, response_timer=10,
                                                bot_takeover=20)

    async def scenario() -> None:
        b = SeatClient(live.url, match_id, token_b)
        welcome = await b.connect()
        spectator = SeatClient(live.url, match_id, spectate=True)
        await spectator.connect()
        for client in (b, spectator):
            state = await next_of(client, "state")
            assert state["rules"] == welcome["match"]["rules"]
            assert [r["name"] for r in state["rules"]] == ["ghost_variant", "round_limit"]
            clocks = state["deadlines"]
            decision = clocks["decision"]
            # Seat 0 decides and nobody is connected to it: its turn timer runs, anyone
            # may hand it to a bot now, and a bot takes it in at most 20 s.
            assert (decision["seat"], decision["timer"]) == (0, "turn")
            assert decision["id"] == state["view"]["pending"]["id"]
            assert 0 < decision["remaining_s"] <= 30 and decision["bot_from_s"] == 0
            check_clock(decision, clocks["now_ms"])
            (takeover,) = clocks["takeovers"]
            assert takeover["seat"] == 0 and 0 < takeover["remaining_s"] <= 20
            check_clock(takeover, clocks["now_ms"])
            assert state["decision"] is None  # the options stay the decider's
        a = SeatClient(live.url, match_id, token_a)
        await a.connect()
        state = await next_decision(a, "play")
        decision = state["deadlines"]["decision"]
        # Connected now: no takeover, and the others must wait for the grace time.
        assert state["deadlines"]["takeovers"] == []
        assert 0 < decision["bot_from_s"] <= 30
        assert state["decision"]["deadline_ms"] == decision["deadline_ms"]
        changed = await next_match(b, 0, False, connected=True)
        assert changed["deadlines"]["takeovers"] == []
        await a.act(state["decision"]["id"], "play c51 t1")  # a Duel: Bea answers
        answer = await next_decision(b, "duel")
        decision = answer["deadlines"]["decision"]
        assert (decision["seat"], decision["timer"]) == (1, "response")
        assert 0 < decision["remaining_s"] <= 10
        assert answer["decision"]["deadline_ms"] == decision["deadline_ms"]
        for client in (a, b, spectator):
            await client.close()

    run(scenario(), 30)


def test_an_untimed_private_match_shows_its_idle_limit(live: LiveServer) -> None:
    created = create(live.url, "cards", 4, ["human", "bot:random", "bot:random",
                                            "bot:random"], public=False)
    match_id, token_a = created["match_id"], created["token"]
    assert summary_of(live, match_id, created["invite"])["turn_timer"] is None
    http(live.url, "POST", f"/api/matches/{match_id}/start", {"token": token_a})

    async def scenario() -> None:
        a = SeatClient(live.url, match_id, token_a)
        await a.connect()
        state = await next_decision(a)
        decision = state["deadlines"]["decision"]
        assert decision["timer"] == "idle"
        assert 0 < decision["remaining_s"] <= FAST.idle_limit
        await a.close()

    run(scenario(), 20)


def test_any_player_lets_a_bot_play_an_absent_seat_now_and_it_comes_back(
        live: LiveServer) -> None:
    match_id, token_a, token_b = start_position(live)  # takeover after 30 s

    async def scenario() -> None:
        b = SeatClient(live.url, match_id, token_b)
        await b.connect()
        first = await next_of(b, "state")
        assert first["deadlines"]["decision"]["seat"] == 0  # the absent Sheriff's turn
        assert await asyncio.to_thread(seat_bot, live, match_id, 0, token_b) == {"ok": True}
        taken = await next_match(b, 0, True)
        assert taken["match"]["seats"][0]["level"] == "normal"
        assert taken["deadlines"]["takeovers"] == []  # nothing left to wait for
        while (await next_of(b, "state"))["seq"] == 0:
            pass  # the bot plays the Sheriff's turn
        a = SeatClient(live.url, match_id, token_a)
        welcome = await a.connect()
        assert welcome["match"]["seats"][0]["replaced"] is False
        await next_match(b, 0, False)
        await a.close()
        await b.close()

    run(scenario(), 30)
    assert live.call(lambda: live.lobby.matches[match_id].seq) >= 1


def test_the_host_lets_a_bot_play_an_absent_players_seat(live: LiveServer) -> None:
    match_id, token_a, _ = start_position(live)
    assert seat_bot(live, match_id, 1, token_a) == {"ok": True}  # Bea never came
    seats = summary(live, match_id)["seats"]
    assert (seats[0]["replaced"], seats[1]["replaced"]) == (False, True)


def test_a_connected_deciding_player_is_safe_until_the_grace_time(live: LiveServer) -> None:
    match_id, token_a, token_b = start_position(live)

    async def scenario() -> None:
        a = SeatClient(live.url, match_id, token_a)
        await a.connect()
        state = await next_decision(a, "play")
        before = summary(live, match_id)
        too_early = await asyncio.to_thread(
            refusal, live.url, f"/api/matches/{match_id}/seats/0/bot", {"token": token_b})
        assert too_early.code == "forbidden" and "ask again in" in too_early.reason
        assert summary(live, match_id) == before
        b = SeatClient(live.url, match_id, token_b)
        await b.connect()
        # Bea is here and does not decide: nobody may hand her seat to a bot.
        not_waiting = await asyncio.to_thread(
            refusal, live.url, f"/api/matches/{match_id}/seats/1/bot", {"token": token_a})
        assert not_waiting.code == "forbidden"
        assert summary(live, match_id)["seats"][1]["replaced"] is False
        await a.act(state["decision"]["id"], "end")  # the refusals changed nothing
        assert (await next_of(a, "state"))["seq"] == 1
        await a.close()
        await b.close()

    run(scenario(), 30)


def test_after_the_grace_time_a_bot_answers_and_resume_gives_the_seat_back(
        eager: LiveServer) -> None:
    match_id, token_a, token_b = start_position(eager)

    async def scenario() -> None:
        a = SeatClient(eager.url, match_id, token_a)
        await a.connect()
        state = await next_decision(a, "play")
        assert state["deadlines"]["decision"]["bot_from_s"] == 0
        assert await asyncio.to_thread(seat_bot, eager, match_id, 0, token_b) == {"ok": True}
        await next_match(a, 0, True)
        # His own state says a bot decides: no options for him, his act is refused.
        mine = await next_of(a, "state")
        assert mine["decision"] is None
        await a.act(state["decision"]["id"], "end")
        while (error := await next_of(a, "error"))["decision"] != state["decision"]["id"]:
            pass
        assert error["code"] in ("not_your_decision", "stale_decision")
        await a.send({"type": "resume"})
        back = await next_match(a, 0, False)
        assert back["match"]["seats"][0]["connected"]
        await a.send({"type": "resume"})  # nothing to take back any more
        assert (await next_of(a, "error"))["code"] == "conflict"
        await a.close()

    run(scenario(), 30)


def test_a_player_may_hand_his_own_seat_to_a_bot_at_any_time(live: LiveServer) -> None:
    match_id, token_a, _ = start_position(live)

    async def scenario() -> None:
        a = SeatClient(live.url, match_id, token_a)
        await a.connect()
        await next_decision(a, "play")
        assert await asyncio.to_thread(seat_bot, live, match_id, 0, token_a) == {"ok": True}
        await next_match(a, 0, True)
        while (await next_of(a, "state"))["seq"] == 0:
            pass  # the bot plays for him
        await a.send({"type": "resume"})
        await next_match(a, 0, False)
        spectator = SeatClient(live.url, match_id, spectate=True)
        await spectator.connect()
        await spectator.send({"type": "resume"})
        assert (await next_of(spectator, "error"))["code"] == "forbidden"
        await spectator.close()
        await a.close()

    run(scenario(), 30)


def test_asking_for_a_bot_is_refused_with_a_typed_error_and_changes_nothing(
        live: LiveServer) -> None:
    match_id, token_a, token_b = start_position(live)
    path = f"/api/matches/{match_id}/seats"
    before = summary(live, match_id)
    cases = [
        (f"{path}/0/bot", {"token": "x" * 32}, "unauthorized"),       # no seat, no host
        (f"{path}/2/bot", {"token": token_b}, "conflict"),            # a bot's seat
        (f"{path}/7/bot", {"token": token_b}, "bad_message"),         # no such seat
        (f"{path}/0/bot", {"token": token_b, "level": "easy"}, "bad_message"),
        (f"{path}/0/open", {"token": token_a}, "conflict"),           # the game is on
        ("/api/matches/nope/seats/0/bot", {"token": token_b}, "not_found"),
    ]
    for route, body, code in cases:
        assert refusal(live.url, route, body).code == code, route
    assert summary(live, match_id) == before
    assert seat_bot(live, match_id, 0, token_b) == {"ok": True}
    assert refusal(live.url, f"{path}/0/bot", {"token": token_b}).code == "conflict"
    http(live.url, "POST", f"/api/matches/{match_id}/leave", {"token": token_b})
    left = refusal(live.url, f"{path}/0/bot", {"token": token_b})
    assert left.code == "forbidden"


def test_a_silent_player_of_an_untimed_match_is_played_by_a_bot_after_the_idle_limit(
        tmp_path: Path) -> None:
    """Without a turn timer, the server's idle limit (``bang serve --idle-limit``) is
    what a connected player who says nothing may hold a decision: then a bot plays his
    seat, that decision first, while he stays connected; ``resume`` gives it back."""
    server = LiveServer(tmp_path / "idle.sqlite3",
                        Settings(bot_delay=0.0, abandon_after=30.0, idle_limit=0.5))
    try:
        created = create(server.url, "cards", 4, ["human", "human", "bot:random",
                                                  "bot:random"], public=False)
        match_id = created["match_id"]
        join(server.url, match_id, "Bea", invite=created["invite"])
        server.call(lambda: server.lobby.matches[match_id].start(
            CardGame.from_setup(SETUP_TURN_0, seed=3)))

        async def scenario() -> None:
            a = SeatClient(server.url, match_id, created["token"])
            await a.connect()
            state = await next_decision(a)  # his turn: he says nothing
            clock = state["deadlines"]["decision"]
            assert clock["timer"] == "idle" and clock["remaining_s"] <= 0.5
            taken = await next_match(a, 0, True)
            assert taken["match"]["seats"][0]["connected"]
            # The bot played the decision he held.
            while (message := await a.recv())["type"] != "state" or message["seq"] == 0:
                pass
            await a.send({"type": "resume"})
            await next_match(a, 0, False)
            await a.close()

        run(scenario(), 30)
        game = server.call(lambda: server.lobby.matches[match_id].game)
        assert game.history and game.history[0] is not None
    finally:
        server.stop()


def test_a_player_whose_timer_runs_out_twice_in_a_row_is_played_by_a_bot(
        live: LiveServer) -> None:
    created = create(live.url, "cards", 4, ["human", "human", "bot:random", "bot:random"],
                     turn_timer=1.0)
    match_id = created["match_id"]
    join(live.url, match_id, "Bea")
    live.call(lambda: live.lobby.matches[match_id].start(CardGame.from_setup(CROWDED,
                                                                             seed=99)))

    async def scenario() -> None:
        a = SeatClient(live.url, match_id, created["token"])
        await a.connect()
        # He says nothing: the timer ends his turn, then discards for him; then he is
        # silent and a bot plays for him, though he is still connected.
        silent = await next_match(a, 0, True)
        assert silent["match"]["seats"][0]["connected"]
        game = live.call(lambda: live.lobby.matches[match_id].game)
        assert [a.format() for a in game.history[:2]] == ["end", "discard c51"]
        await a.send({"type": "resume"})
        await next_match(a, 0, False)
        await a.close()

    run(scenario(), 30)


def silent_until(record: dict[str, Any], seat: int) -> bool:
    """Whether ``seat``, never answering, was still played by a bot at the end: its
    timer answered its first two decisions and the second did not end the game (the
    engine replays the record to tell whose each decision was)."""
    game = DiceGame.from_record({**record, "actions": []})
    answers = []
    for index, action in enumerate(record["actions"]):
        if game.pending.seat == seat:
            answers.append(index)
        game.apply(action)
    return len(answers) >= 2 and answers[1] < len(record["actions"]) - 1


def test_a_table_of_silent_players_still_ends(live: LiveServer) -> None:
    created = create(live.url, "dice", 4, ["human", "human", "bot:random", "bot:random"],
                     turn_timer=1.0, response_timer=1.0)
    match_id = created["match_id"]
    second = join(live.url, match_id, "Bea")

    async def scenario() -> tuple[dict[str, Any], list[dict[str, Any]]]:
        # Both are at the table before it starts (a player who connects only later
        # takes back a seat a bot got for his silence): connected, and silent.
        clients = [SeatClient(live.url, match_id, t) for t in (created["token"],
                                                               second["token"])]
        for client in clients:
            await client.connect()
        await asyncio.to_thread(http, live.url, "POST", f"/api/matches/{match_id}/start",
                                {"token": created["token"]})
        over, _ = await asyncio.gather(*(next_of(client, "over") for client in clients))
        seats = (await asyncio.to_thread(summary, live, match_id))["seats"]
        for client in clients:
            await client.close()
        return over, seats

    over, seats = run(scenario(), 90)
    assert over["replay"] == f"/api/matches/{match_id}/replay"
    record = http(live.url, "GET", f"/api/matches/{match_id}/record")
    for seat in (0, 1):
        assert seats[seat]["connected"], seat
        assert seats[seat]["replaced"] is silent_until(record, seat), seat


def test_an_absent_seat_shows_its_countdown_and_is_taken_within_the_delay(
        live: LiveServer) -> None:
    match_id, _, token_b = start_position(live, bot_takeover=0.5)

    async def scenario() -> None:
        b = SeatClient(live.url, match_id, token_b)
        welcome = await b.connect()
        assert welcome["match"]["bot_takeover"] == 0.5
        state = await next_of(b, "state")
        (takeover,) = state["deadlines"]["takeovers"]
        assert takeover["seat"] == 0 and takeover["remaining_s"] <= 0.5
        taken = await next_match(b, 0, True)
        assert taken["match"]["seats"][0]["connected"] is False
        await b.close()

    run(scenario(), 20)


def test_a_game_whose_database_refuses_some_answers_still_ends(live: LiveServer) -> None:
    """Bots' answers the database could not store are tried again: no game waits for
    ever on a lost item."""
    import time

    created = http(live.url, "POST", "/api/matches", {
        "game": "dice", "players": 3, "seats": [{"kind": "bot", "level": "random"}] * 3,
        "host_plays": False})
    match_id = created["match_id"]
    storage = live.lobby.storage
    failures = {"left": 3}
    original = storage.append_action

    def flaky(*args: Any) -> None:
        if failures["left"] > 0:
            failures["left"] -= 1
            raise OSError("disk full")
        original(*args)

    live.call(lambda: setattr(storage, "append_action", flaky))
    try:
        http(live.url, "POST", f"/api/matches/{match_id}/start", {"token": created["token"]})
        deadline = time.monotonic() + 60
        while summary(live, match_id)["status"] != "finished":
            assert time.monotonic() < deadline, "the game stopped at a refused answer"
            time.sleep(0.1)
    finally:
        live.call(lambda: delattr(storage, "append_action"))
    assert failures["left"] == 0
    record = http(live.url, "GET", f"/api/matches/{match_id}/record")
    assert len(record["actions"]) == live.call(lambda: len(live.lobby.matches[match_id]
                                                          .game.history))
