"""Kill -9 the server in the middle of two matches (a card game and a dice game), start
it again on the same SQLite file: each match continues from the exact position, the
players reconnect with their tokens and play to the end, and nothing applied before
the crash is lost: neither the seats the host gave to bots in the waiting room nor the
chat."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
from pathlib import Path
from typing import Any

from server_helpers import create, free_port, join, run, start_server

from bang.core.protocol import parse_action
from bang.games import game_classes
from bang.server.client import SeatClient, ServerError, bot_chooser, http, play_seat


async def play_until_own_decision(client: SeatClient, answers: int
                                  ) -> dict[str, Any] | None:
    """Answer ``answers`` decisions with a random bot, then return the next state that
    asks this seat to decide (left unanswered); None if the game ended first (the deal
    and the dice are random: a seat may die early)."""
    choose = bot_chooser("random", seed=1)
    done = 0
    while True:
        message = await client.recv()
        if message["type"] == "over":
            return None
        if message["type"] != "state" or message["decision"] is None:
            continue
        if done >= answers:
            return message
        view = client.reader.view(message["view"])
        legal = tuple(parse_action(o["action"]) for o in message["decision"]["options"])
        action = await choose(view, legal, message)
        assert action is not None
        await client.act(message["decision"]["id"], action.format())
        done += 1


async def background(client: SeatClient, latest: dict[str, Any]) -> None:
    """The other player: a random bot, keeping the latest state it saw."""
    def keep(message: dict[str, Any]) -> None:
        if message["type"] == "state":
            latest["state"] = message

    with contextlib.suppress(ServerError):  # the server is killed under it
        await client.play(bot_chooser("random", seed=2), keep)


def test_kill_9_in_mid_match_loses_nothing(tmp_path: Path) -> None:
    db = tmp_path / "data" / "bang.sqlite3"
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = start_server(db, port)
    matches: list[tuple[str, str, str, str]] = []

    def new_match(game: str) -> tuple[str, str, str, str]:
        if game == "dice":
            created = create(url, game, 4, ["human", "human", "bot:random", "bot:random"])
        else:  # the waiting room: one bot seated by the host, one by a short start
            created = create(url, game, 4, ["human"] * 4)
        match_id = created["match_id"]
        second = join(url, match_id, "Bea")
        token = created["token"]
        if game == "cards":
            http(url, "POST", f"/api/matches/{match_id}/seats/2/bot",
                 {"token": token, "level": "random"})
        http(url, "POST", f"/api/matches/{match_id}/start", {"token": token, "fill": "random"})
        return game, match_id, token, second["token"]

    try:
        async def before_crash() -> list[tuple[dict[str, Any], dict[str, Any]]]:
            seen = []
            tasks = []
            for game in ("cards", "dice"):
                for _attempt in range(5):  # a match that ended too soon is dealt again
                    match = new_match(game)
                    _, match_id, token_a, token_b = match
                    a = SeatClient(url, match_id, token_a)
                    b = SeatClient(url, match_id, token_b)
                    await a.connect()
                    await b.connect()
                    await a.send({"type": "chat", "text": f"before the crash, {game}"})
                    latest: dict[str, Any] = {}
                    task = asyncio.create_task(background(b, latest))
                    waiting = await play_until_own_decision(a, answers=6)
                    if waiting is not None:
                        break
                    await task
                    await a.close()
                    await b.close()
                assert waiting is not None, f"five {game} matches in a row ended early"
                matches.append(match)
                tasks.append(task)
                for _ in range(600):  # until B has received the same state (30 s when busy)
                    if latest.get("state", {}).get("seq") == waiting["seq"]:
                        break
                    await asyncio.sleep(0.05)
                seen.append((waiting, latest))
            server.send_signal(signal.SIGKILL)
            server.wait(10)
            await asyncio.gather(*tasks)
            return [(w, dict(latest)) for w, latest in seen]

        seen = run(before_crash(), 180)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    assert server.returncode == -signal.SIGKILL

    server = start_server(db, port)
    try:
        async def after_restart() -> None:
            for (_, match_id, token_a, token_b), (waiting, latest) in zip(
                    matches, seen, strict=True):
                a = SeatClient(url, match_id, token_a)
                b = SeatClient(url, match_id, token_b)
                welcome = await a.connect()
                assert welcome["seat"] == 0 and welcome["match"]["status"] == "running"
                await b.connect()
                seats = welcome["match"]["seats"]
                assert [(s["kind"], s["level"]) for s in seats[2:]] == [("bot", "random")] * 2
                history_a, history_b = await a.recv(), await b.recv()
                assert history_a["type"] == history_b["type"] == "chat_history"
                game = next(g for g, m, _, _ in matches if m == match_id)
                assert [(line["seat"], line["name"], line["text"])
                        for line in history_a["lines"]][-1:] == [
                    (0, "Host", f"before the crash, {game}")]
                assert history_b["lines"] == history_a["lines"]
                first_a = await a.recv()
                first_b = await b.recv()
                assert first_a["type"] == "state" and first_b["type"] == "state"
                # The exact position, down to the pending decision and its id.
                assert first_a["view"] == waiting["view"]
                assert first_a["seq"] == waiting["seq"]
                assert first_a["decision"] == {**waiting["decision"],
                                               "deadline_ms": first_a["decision"]["deadline_ms"]}
                assert first_b["view"] == latest["state"]["view"]
                await a.close()
                await b.close()
            overs = await asyncio.gather(*(
                play_seat(url, match_id, token, "random")
                for _, match_id, token_a, token_b in matches
                for token in (token_a, token_b)))
            assert all(o["type"] == "over" for o in overs)
            for game, match_id, _, _ in matches:
                record = http(url, "GET", f"/api/matches/{match_id}/record")
                game_class, _ = game_classes(game)
                assert game_class.from_record(record).is_over

        run(after_restart(), 60)
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    assert os.path.exists(db)
