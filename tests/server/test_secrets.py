"""No client ever receives what its seat may not know.

Every text frame each client receives over whole matches (both games, the 3-player
game, both ghost variants; two people, bots and a spectator) is recorded.  The match's
record is then replayed step by step, and each ``state`` a client got is compared with
what the engine itself lets that seat know at that step: the view must be exactly
``game.view(seat).to_dict()`` (so another seat's hand card, a hidden role or the deck
order could only reach the client if the engine's one view function let it through),
the log entries must be the newest of that view's events (less the forced answers given
for other seats, whose action is hidden), and the options only for the seat that
decides.  The seed and the deck order never appear in any byte.  Neither the record nor
a replay can be had before the end, and what the additions carry (chat history, clocks,
rules) passes the same checks.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from server_helpers import LiveServer, create, join, run

from bang.games import game_classes
from bang.i18n.messages import log_worthy
from bang.server.client import SeatClient, ServerError, bot_chooser, http
from bang.server.models import SERVER_MESSAGE

MATCHES = [
    ("cards", 4, {}),
    ("cards", 3, {}),
    ("dice", 5, {}),
    ("cards", 5, {"ghost_variant": "dead_reckonin"}),
    ("cards", 5, {"ghost_variant": "dead_mans_hand"}),
]


def normal(data: Any) -> Any:
    return json.loads(json.dumps(data))


async def play_match(url: str, match_id: str, tokens: list[str]
                     ) -> list[tuple[int | None, list[str]]]:
    """Two seats played by remote bots and a spectator; every frame each received."""
    frames: list[tuple[int | None, list[str]]] = []
    spectator_raw: list[str] = []
    spectator = SeatClient(url, match_id, spectate=True, raw=spectator_raw)
    await spectator.connect()

    async def seat(index: int, token: str) -> None:
        raw: list[str] = []
        client = SeatClient(url, match_id, token, raw=raw)
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


def check_client(game_class: Any, record: dict[str, Any], seat: int | None,
                 raw: list[str]) -> int:
    """Compare every state ``seat`` received with the engine's view at that step."""
    game = game_class.from_record(record, upto=0)
    actions = record["actions"]
    seed_texts = {str(record["seed"]), format(record["seed"], "x")}
    checked = 0
    for text in raw:
        for secret in seed_texts:
            assert secret not in text, "the seed reached a client"
        message = json.loads(text)
        # Every message has exactly the documented fields (the models forbid others), so
        # a lobby summary or a chat line cannot carry a role or a card.
        SERVER_MESSAGE.validate_python(message)
        if message["type"] == "over":
            continue  # the end: every role is public
        if message["type"] != "state":
            continue
        while len(game.history) < message["seq"]:
            game.apply(actions[len(game.history)])
        expected = normal(game.view(seat).to_dict())
        assert message["view"] == expected, f"seat {seat} at step {message['seq']}"
        events = [e for e in expected["events"] if log_worthy(e, game.GAME)]
        entries = [entry["event"] for entry in message["log"]]
        assert entries == events[len(events) - len(entries):]
        pending = expected["pending"]
        if seat is not None and pending is not None and pending["seat"] == seat:
            assert [o["action"] for o in message["decision"]["options"]] == pending["options"]
        else:
            assert message["decision"] is None
        if game.GAME == "cards" and len(game.deck) >= 3:
            assert json.dumps(game.deck[-3:])[1:-1] not in text, "the deck order leaked"
        checked += 1
    return checked


@pytest.mark.parametrize(("game", "players", "options"), MATCHES,
                         ids=["cards", "cards-3p", "dice", "dead_reckonin", "dead_mans_hand"])
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
