"""Exact account data for the profile and leaderboard pages: a page of a real ``bang
serve`` whose ``/api/players/...`` and ``/api/leaderboard`` answers are replaced, in the
browser context, by fixed bodies of the HTTP contract (docs/protocol.md, "Accounts").
The pages are then drawn full (eight ratings, every role, twenty matches, a long name,
a leaderboard of twenty-five) as a live server would show them only after weeks of play."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

#: 2026-12-20 10:15 UTC: the newest match's end (the server sends epoch seconds).
DAY0 = 1_797_761_700.0
ROLES = ("sheriff", "deputy", "outlaw", "renegade")
CHARACTERS = {"cards": ("Bart Cassidy", "Calamity Janet", "Slab the Killer", "Rose Doolan"),
              "dice": ("Bart Cassidy", "El Gringo", "Jourdonnais", "Suzy Lafayette")}


def profile(name: str) -> dict[str, Any]:
    """A regular's profile: ratings in three games and several bands, twenty matches."""
    ratings = [
        {"game": "cards", "variant": None, "band": "3-4", "mu": 27.41, "sigma": 2.06,
         "ordinal": 21.23, "games": 41},
        {"game": "cards", "variant": None, "band": "5-6", "mu": 25.3, "sigma": 2.1,
         "ordinal": 19.0, "games": 33},
        {"game": "cards", "variant": None, "band": "7-8", "mu": 23.8, "sigma": 4.4,
         "ordinal": 10.6, "games": 7},
        {"game": "dice", "variant": None, "band": "3-4", "mu": 24.0, "sigma": 3.2,
         "ordinal": 14.4, "games": 12},
        {"game": "dice", "variant": None, "band": "5-6", "mu": 29.9, "sigma": 1.9,
         "ordinal": 24.2, "games": 58},
        {"game": "cards", "variant": "dead_reckonin", "band": "5-6", "mu": 26.1, "sigma": 5.3,
         "ordinal": 10.2, "games": 4},
    ]
    matches = []
    for i in range(20):
        game = "dice" if i % 3 == 2 else "cards"
        role = ROLES[i % 4]
        players = 4 + i % 4
        rated = i % 5 != 4
        matches.append({
            "match_id": f"m{i:03d}", "game": game,
            "variant": "dead_reckonin" if i == 3 else None,
            "options": ({"dodge_city": True, "round_limit": 30} if i % 4 == 1 else {}),
            "players": players, "names": [name, *NAMES[:players - 1]], "seat": i % 4,
            "role": role, "character": CHARACTERS[game][i % 4],
            "result": "win" if i % 3 != 1 else "loss", "abandoned": i == 7, "rated": rated,
            "rating_change": round((1.7 if i % 3 != 1 else -1.2) - i / 20, 2) if rated else None,
            "finished_at": DAY0 - i * 43_000.0})
    return {"name": name, "since": DAY0 - 100 * 86_400.0, "ratings": ratings,
            "matches": matches, "next_before": None,
            "win_rates": [{"role": "sheriff", "games": 30, "wins": 17},
                          {"role": "deputy", "games": 25, "wins": 12},
                          {"role": "outlaw", "games": 60, "wins": 27},
                          {"role": "renegade", "games": 15, "wins": 2}]}


NAMES = ("Calamity Jane", "WildBill", "牛仔小白", "Doc", "Belle Starr", "Ringo", "老王",
         "Annie Oakley-Butler the Third", "Pat", "Kid")


def leaderboard(game: str, band: str | None) -> dict[str, Any]:
    rows = []
    for i in range(25):
        mu = 34.0 - i * 0.6
        sigma = 1.6 + (i % 5) * 0.4
        rows.append({"rank": i + 1, "name": f"{NAMES[i % len(NAMES)]}{'' if i < 10 else i}",
                     "ordinal": round(mu - 3 * sigma, 2), "mu": round(mu, 2),
                     "sigma": round(sigma, 2), "games": 120 - i * 4})
    rows.sort(key=lambda r: -float(r["ordinal"]))  # type: ignore[arg-type]
    for i, row in enumerate(rows):
        row["rank"] = i + 1
    return {"game": game, "band": band or "all", "variant": None, "offset": 0,
            "min_games": 10, "rows": rows}


def install(context: Any, *, session: str | None = None) -> list[dict[str, Any]]:
    """Answer the profile and leaderboard requests of ``context``'s pages with the data
    above (and ``GET /api/session`` with ``session`` logged in, when given); returns the
    requests seen ({method, url, headers})."""
    seen: list[dict[str, Any]] = []

    def players(route: Any) -> None:
        url = urlsplit(route.request.url)
        seen.append({"method": route.request.method, "url": route.request.url})
        name = unquote(url.path.rsplit("/", 1)[1])
        if name.lower() == "nobody":
            route.fulfill(status=404, json={"type": "error", "code": "not_found",
                                            "reason": "no such player"})
            return
        route.fulfill(json=profile(name))

    def board(route: Any) -> None:
        query = parse_qs(urlsplit(route.request.url).query)
        seen.append({"method": route.request.method, "url": route.request.url})
        route.fulfill(json=leaderboard(query.get("game", ["cards"])[0],
                                       query.get("band", [None])[0]))

    context.route("**/api/players/**", players)
    context.route("**/api/leaderboard**", board)
    if session is not None:
        body = json.dumps({"name": session, "csrf": "stub-csrf"})
        context.route("**/api/session", lambda route: route.fulfill(
            body=body, content_type="application/json") if route.request.method == "GET"
            else route.fallback())
    return seen
