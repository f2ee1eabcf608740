"""The public list: pages of small summaries (open tables first, newest first), filters
by status and game, never a private match; always current after anything listed
changes, and rebuilt only then — whatever the number of pollers and of matches, a
poll costs the server a look-up (with 2,000 matches: the index is not rebuilt per
poll, a page is a few kB)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from server_helpers import LiveServer, create, join, run

from bang.server.client import SeatClient, http
from bang.server.models import ListedMatch, MatchList


def page(live: LiveServer, query: str = "") -> dict[str, Any]:
    result: dict[str, Any] = http(live.url, "GET", f"/api/matches{query}")
    MatchList.model_validate(result)
    return result


def test_pages_filters_and_order(live: LiveServer) -> None:
    made = []
    for k in range(7):
        game = "dice" if k % 2 else "cards"
        made.append(create(live.url, game, 3, ["human", "bot:random", "bot:random"],
                           turn_timer=60)["match_id"])
    hidden = create(live.url, "cards", 3, ["human", "bot:random", "bot:random"],
                    public=False)["match_id"]
    running = create(live.url, "dice", 3, ["human", "human", "bot:random"])
    join(live.url, running["match_id"], "Bea")
    http(live.url, "POST", f"/api/matches/{running['match_id']}/start",
         {"token": running["token"]})
    everything = page(live)
    ids = [m["match_id"] for m in everything["matches"]]
    assert hidden not in ids and everything["total"] == 8
    # Open tables first, newest first; the running one last.
    assert ids == [*reversed(made), running["match_id"]]
    first = page(live, "?limit=3")
    second = page(live, f"?limit=3&offset={first['next']}")
    last = page(live, f"?limit=3&offset={second['next']}")
    assert [m["match_id"] for m in first["matches"] + second["matches"] + last["matches"]] \
        == ids
    assert (first["next"], second["next"], last["next"]) == (3, 6, None)
    dice_open = page(live, "?status=open&game=dice")
    assert [m["match_id"] for m in dice_open["matches"]] == [
        i for i in reversed(made) if made.index(i) % 2]
    assert [m["match_id"] for m in page(live, "?status=running")["matches"]] == [
        running["match_id"]]
    for item in everything["matches"]:
        ListedMatch.model_validate(item)
        assert "options" not in item and "rules" not in item
    for bad in ("?limit=0", "?limit=201", "?offset=-1", "?status=finished", "?game=poker"):
        status = bad_status(live, bad)
        assert status == 422, bad


def bad_status(live: LiveServer, query: str) -> int:
    import urllib.error
    import urllib.request

    try:
        urllib.request.urlopen(f"{live.url}/api/matches{query}", timeout=10)
    except urllib.error.HTTPError as exc:
        body = json.loads(exc.read())
        assert body["code"] == "bad_message"
        return exc.code
    return 200


def test_the_list_is_current_and_rebuilt_only_when_something_listed_changes(
        live: LiveServer) -> None:
    listings = live.lobby.listings
    created = create(live.url, "dice", 3, ["human", "human", "bot:random"])
    match_id = created["match_id"]
    [item] = page(live)["matches"]
    assert [s["kind"] for s in item["seats"]] == ["human", "open", "bot"]
    version = live.call(lambda: listings.version)

    async def come_and_go() -> None:
        for _ in range(3):
            watcher = SeatClient(live.url, match_id, spectate=True)
            host = SeatClient(live.url, match_id, created["token"])
            await watcher.connect()
            await host.connect()
            await watcher.close()
            await host.close()
        await asyncio.sleep(0.2)

    run(come_and_go())
    for _ in range(20):
        page(live)
    # Connections came and went: nothing listed changed, the cache stood.
    assert live.call(lambda: listings.version) == version
    join(live.url, match_id, "Bea")
    [item] = page(live)["matches"]  # at once, no waiting for a cache to age
    assert [s["name"] for s in item["seats"]][:2] == ["Host", "Bea"]
    http(live.url, "POST", f"/api/matches/{match_id}/start", {"token": created["token"]})
    assert page(live)["matches"][0]["status"] == "running"


def test_two_thousand_matches_and_four_pollers_cost_a_look_up_a_poll(
        live: LiveServer) -> None:
    from bang.server.models import CreateMatch

    lobby = live.lobby

    body = CreateMatch.model_validate({
        "game": "cards", "players": 4,
        "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3})

    def many() -> None:
        for _ in range(100):
            lobby.create(body, "")

    for _ in range(20):  # in the server's loop, a hundred at a time
        live.call(many)
    rebuilds = {"index": 0}
    original = lobby.listings.index

    def counted(status: str, game: str | None) -> Any:
        before = lobby.listings._indexes.get((status, game))
        found = original(status, game)
        if lobby.listings._indexes.get((status, game)) is not before:
            rebuilds["index"] += 1
        return found

    live.call(lambda: setattr(lobby.listings, "index", counted))

    async def pollers() -> list[int]:
        async def poll(k: int) -> list[int]:
            sizes = []
            for n in range(25):
                path = f"/api/matches?offset={50 * (n % 3)}"
                answer = await asyncio.to_thread(http, live.url, "GET", path)
                sizes.append(len(json.dumps(answer)))
            return sizes

        return [s for sizes in await asyncio.gather(*(poll(k) for k in range(4)))
                for s in sizes]

    sizes = run(pollers(), 120)
    assert len(sizes) == 100 and max(sizes) < 20_000  # a page, not 2,000 summaries
    assert page(live, "?limit=1")["total"] == 2000
    # One build of the index for the whole run: nothing listed changed meanwhile.
    assert rebuilds["index"] <= 1
