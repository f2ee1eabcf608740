"""The chat has a memory: whoever connects (a late joiner, a reloaded page, a spectator)
first gets the table's latest lines, at most 100 of them, also after the server
restarts and in the table's rematch; and the history holds chat lines only."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from server_helpers import FAST, LiveServer, bot_seats, create, join, next_of, run

from bang.server.client import SeatClient, http
from bang.server.models import ChatHistory
from bang.server.storage import CHAT_KEEP


async def history(url: str, match_id: str, token: str | None = None) -> list[dict[str, Any]]:
    """The ``chat_history`` a new connection gets right after its ``welcome``."""
    client = SeatClient(url, match_id, token, spectate=token is None)
    await client.connect()
    message = await client.recv()
    await client.close()
    assert message["type"] == "chat_history"
    ChatHistory.model_validate(message)
    lines: list[dict[str, Any]] = message["lines"]
    return lines


async def say(url: str, match_id: str, token: str | None, *texts: str) -> None:
    """Say each line and wait until it comes back (so it is kept)."""
    client = SeatClient(url, match_id, token, spectate=token is None)
    await client.connect()
    for text in texts:
        await client.send({"type": "chat", "text": text})
        while (await next_of(client, "chat"))["text"] != text:
            pass
    await client.close()


def test_a_late_joiner_and_a_spectator_see_what_was_said(live: LiveServer) -> None:
    created = create(live.url, "cards", 4, ["human", "human", "bot:random", "bot:random"],
                     name="Ann")
    match_id, host = created["match_id"], created["token"]

    async def scenario() -> None:
        assert await history(live.url, match_id, host) == []
        await say(live.url, match_id, host, "Howdy", "Anyone for a game?")
        await say(live.url, match_id, None, "I'm just watching")
        bea = await asyncio.to_thread(join, live.url, match_id, "Bea")
        for token in (bea["token"], None, host):  # the joiner, a spectator, a reload
            lines = await history(live.url, match_id, token)
            assert [(line["seat"], line["name"], line["text"]) for line in lines] == [
                (0, "Ann", "Howdy"), (0, "Ann", "Anyone for a game?"),
                (None, "Spectator", "I'm just watching")]
            assert all(set(line) == {"type", "seat", "name", "text", "time_ms"}
                       for line in lines)
            times = [line["time_ms"] for line in lines]
            assert times == sorted(times)

    run(scenario(), 30)


def test_only_the_latest_lines_are_kept(live: LiveServer) -> None:
    created = create(live.url, "dice", 3, ["human", "bot:random", "bot:random"])
    match_id = created["match_id"]

    def chatter() -> None:
        match = live.lobby.matches[match_id]
        for index in range(CHAT_KEEP + 30):
            match.add_chat(0, "Host", f"line {index}", 1_000 + index)

    live.call(chatter)
    lines = run(history(live.url, match_id, created["token"]))
    assert [line["text"] for line in lines] == [f"line {i}"
                                                for i in range(30, CHAT_KEEP + 30)]


def test_the_history_survives_a_restart_and_goes_on_in_the_rematch(tmp_path: Path) -> None:
    db = tmp_path / "chat.sqlite3"
    server = LiveServer(db, FAST)
    try:
        created = create(server.url, "dice", 3, ["human", "human", "bot:random"])
        match_id, host = created["match_id"], created["token"]
        bea = join(server.url, match_id, "Bea")
        run(say(server.url, match_id, host, "before the restart"))
    finally:
        server.stop()
    server = LiveServer(db, FAST)
    try:
        lines = run(history(server.url, match_id, bea["token"]))
        assert [line["text"] for line in lines] == ["before the restart"]
        run(say(server.url, match_id, bea["token"], "after it"))
        http(server.url, "POST", f"/api/matches/{match_id}/start", {"token": host})
        run(bot_seats(server.url, match_id, [host, bea["token"]]))
        rematch = http(server.url, "POST", f"/api/matches/{match_id}/rematch",
                       {"token": host})["match_id"]
        lines = run(history(server.url, rematch, host))
        assert [(line["seat"], line["text"]) for line in lines] == [
            (0, "before the restart"), (1, "after it")]
    finally:
        server.stop()
