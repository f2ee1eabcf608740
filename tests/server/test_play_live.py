"""Whole matches through a real uvicorn on 127.0.0.1: people (remote bot clients) and
server bots play both games and both ghost variants to the end; the record of each
finished match replays to its result."""

from __future__ import annotations

import pytest
from server_helpers import LiveServer, Recorder, bot_seats, create, join, run

from bang.games import game_classes
from bang.server.client import http

MATCHES = [
    ("cards", 4, {}),
    ("dice", 5, {}),
    ("cards", 5, {"ghost_variant": "dead_reckonin"}),
    ("cards", 5, {"ghost_variant": "dead_mans_hand"}),
]


@pytest.mark.parametrize(("game", "players", "options"), MATCHES,
                         ids=["cards", "dice", "dead_reckonin", "dead_mans_hand"])
def test_two_people_and_bots_play_a_whole_match(live: LiveServer, game: str, players: int,
                                                options: dict[str, str]) -> None:
    seats = ["human", "human"] + ["bot:random"] * (players - 2)
    created = create(live.url, game, players, seats, options=options)
    match_id = created["match_id"]
    second = join(live.url, match_id, "Bea")
    http(live.url, "POST", f"/api/matches/{match_id}/start", {"token": created["token"]})
    recorders = [Recorder(), Recorder()]
    overs = run(bot_seats(live.url, match_id, [created["token"], second["token"]],
                          recorders=recorders))
    assert overs[0] == overs[1] and overs[0]["type"] == "over"
    record = http(live.url, "GET", overs[0]["record"])
    game_class, _ = game_classes(game)
    replayed = game_class.from_record(record)
    assert replayed.is_over and sorted(replayed.winners) == overs[0]["winners"]
    assert list(replayed.roles) == overs[0]["roles"]
    states = [m for m in recorders[0].messages if m["type"] == "state"]
    assert states and states[0]["view"]["seat"] == 0
    summary = http(live.url, "GET", f"/api/matches/{match_id}")
    assert summary["status"] == "finished"
