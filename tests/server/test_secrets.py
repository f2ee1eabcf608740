"""No client ever receives what its seat may not know, in full states or in deltas.

Every text frame each client receives over whole matches (both games, the 3-player
game, both ghost variants; two people, bots and a spectator) is recorded.  The match's
record is then replayed step by step, and each ``state`` a client got is compared with
what the engine itself lets that seat know at that step: the view must be exactly
``game.view(seat).to_dict()`` (so another seat's hand card, a hidden role or the deck
order could only reach the client if the engine's one view function let it through),
the log entries must be the newest of that view's events (less the forced answers given
for other seats, whose action is hidden), and the options only for the seat that
decides; a delta frame is checked part by part (each field, record and event it
carries is that part of the seat's own view) and the view it leads to must be the
engine's.  The seed and the deck order never appear in any byte.  Neither the record nor
a replay can be had before the end, and what the additions carry (chat history, clocks,
rules) passes the same checks.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from server_helpers import LiveServer, check_client, create, join, run

from bang.games import game_classes
from bang.server.client import SeatClient, ServerError, bot_chooser, http

MATCHES = [
    ("cards", 4, {}),
    ("cards", 3, {}),
    ("dice", 5, {}),
    ("cards", 5, {"ghost_variant": "dead_reckonin"}),
    ("cards", 5, {"ghost_variant": "dead_mans_hand"}),
    # The event deck: the card in force and the next public, the order under it and the
    # other seats' New Identity spares hidden (F3.1, F5.15).
    ("cards", 5, {"event_decks": "high_noon", "hn_bullet_extras": True}),
    ("cards", 5, {"event_decks": "high_noon", "dodge_city": True}),
]


async def play_match(url: str, match_id: str, tokens: list[str]
                     ) -> list[tuple[int | None, list[str]]]:
    """Two seats played by remote bots and a spectator; every frame each received.  The
    first seat and the spectator take delta frames, the second seat full states."""
    frames: list[tuple[int | None, list[str]]] = []
    spectator_raw: list[str] = []
    spectator = SeatClient(url, match_id, spectate=True, raw=spectator_raw,
                           features=("delta",))
    await spectator.connect()

    async def seat(index: int, token: str) -> None:
        raw: list[str] = []
        client = SeatClient(url, match_id, token, raw=raw,
                            features=("delta",) if index == 0 else ())
        await client.connect()
        await client.send({"type": "chat", "text": f"hello from seat {index}"})
        frames.append((client.seat, raw))
        try:
            await client.play(bot_chooser("random", seed=index))
        finally:
            await client.close()

    async def watch() -> None:
        try:
            await spectator.play(bot_chooser("random"))
        finally:
            await spectator.close()

    await asyncio.gather(watch(), *(seat(i, t) for i, t in enumerate(tokens)))
    frames.append((None, spectator_raw))
    return frames


@pytest.mark.parametrize(("game", "players", "options"), MATCHES,
                         ids=["cards", "cards-3p", "dice", "dead_reckonin", "dead_mans_hand",
                              "high_noon", "high_noon-dodge_city"])
def test_no_client_receives_what_its_seat_may_not_know(
        live: LiveServer, game: str, players: int, options: dict[str, Any]) -> None:
    seats = ["human", "human"] + ["bot:random"] * (players - 2)
    created = create(live.url, game, players, seats, options=options)
    match_id = created["match_id"]
    second = join(live.url, match_id, "Bea")
    http(live.url, "POST", f"/api/matches/{match_id}/start", {"token": created["token"]})
    for path in ("record", "replay", "replay?seat=0"):  # they hold every hand
        with pytest.raises(ServerError) as refused:
            http(live.url, "GET", f"/api/matches/{match_id}/{path}")
        assert refused.value.code == "conflict"
    frames = run(play_match(live.url, match_id, [created["token"], second["token"]]))
    record = http(live.url, "GET", f"/api/matches/{match_id}/record")
    game_class, _ = game_classes(game)
    assert game_class.from_record(record).is_over
    for seat, raw in frames:
        assert check_client(game_class, record, seat, raw) > 0
    # The delta clients got deltas (after one full state each), the other full states.
    kinds = {seat: [json.loads(t)["type"] for t in raw] for seat, raw in frames}
    for seat in (0, None):
        assert kinds[seat].count("state") == 1 and kinds[seat].count("delta") > 10
    assert kinds[1].count("delta") == 0 and kinds[1].count("state") > 10
    # Every client heard both players; the history is chat and nothing else.
    for _, raw in frames:
        said = {json.loads(t)["text"] for t in raw if json.loads(t)["type"] == "chat"}
        histories = [json.loads(t) for t in raw if json.loads(t)["type"] == "chat_history"]
        assert len(histories) == 1
        said |= {line["text"] for line in histories[0]["lines"]}
        assert {"hello from seat 0", "hello from seat 1"} <= said


def test_a_hand_in_a_view_is_only_ever_the_seats_own(live: LiveServer) -> None:
    """The engine-independent half: in every state a seat receives, the only hand is
    its own, and the other players appear with a card count only."""
    created = create(live.url, "cards", 4, ["human", "human", "bot:random", "bot:random"])
    match_id = created["match_id"]
    second = join(live.url, match_id, "Bea")
    http(live.url, "POST", f"/api/matches/{match_id}/start", {"token": created["token"]})
    frames = run(play_match(live.url, match_id, [created["token"], second["token"]]))
    record = http(live.url, "GET", f"/api/matches/{match_id}/record")
    game_class, _ = game_classes("cards")
    for seat, raw in frames:
        game = game_class.from_record(record, upto=0)
        for text in raw:
            message = json.loads(text)
            if message["type"] != "state":
                continue
            while len(game.history) < message["seq"]:
                game.apply(record["actions"][len(game.history)])
            view = message["view"]
            assert view["hand"] == ([] if seat is None else list(game.hands[seat]))
            for player in view["players"]:
                assert set(player) >= {"hand_count"} and "hand" not in player
