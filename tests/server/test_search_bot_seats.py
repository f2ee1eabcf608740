"""A server bot seat at a search level (``bot:hard``) plays through a real uvicorn to the
end: the level comes from the bot registry, and the bot thinks off the event loop."""

from __future__ import annotations

from server_helpers import LiveServer, bot_seats, create, run

from bang.server.client import http


def test_a_hard_server_bot_plays_a_match_to_the_end(live: LiveServer) -> None:
    created = create(live.url, "dice", 4, ["human", "bot:hard", "bot:hard", "bot:normal"])
    match_id = created["match_id"]
    http(live.url, "POST", f"/api/matches/{match_id}/start", {"token": created["token"]})
    overs = run(bot_seats(live.url, match_id, [created["token"]]), 90)
    assert overs[0]["type"] == "over"
    assert http(live.url, "GET", f"/api/matches/{match_id}")["status"] == "finished"
    catalog = http(live.url, "GET", "/api/catalog")
    assert {"hard", "expert"} <= set(catalog["bot_levels"])
