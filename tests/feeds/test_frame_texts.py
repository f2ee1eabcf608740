"""The frames a match sends its viewers (``bang.frame_texts``, compiled in the compiled
build) carry each viewer's own view: at every step of whole games, a ``state`` frame's
view is the engine's ``game.view(seat)``, a chain of ``delta`` frames rebuilds it, both
kinds of connection get the same log entries (each the words of its event), the
decision goes to its owner only with exactly the pending options, and the goal is the
seat's own.  The server's own tests (tests/server) check the same frames over real
sockets; these need no server extra, so they also run against the compiled build
(scripts/test_compiled.sh)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bang.feeds import apply_delta
from bang.frame_texts import MatchFrames, deadlines, decision_clock, encode_json
from bang.games import game_classes, make_config
from bang.i18n.messages import event_message, goal_message, log_worthy

GAMES = [("cards", 5, {}), ("cards", 3, {}), ("dice", 5, {}),
         ("cards", 6, {"ghost_variant": "dead_reckonin"})]


def normal(data: Any) -> Any:
    return json.loads(json.dumps(data))


class Conn:
    """What a broadcast reads of a connection (``bang.server.connection.Connection``)."""

    def __init__(self, wants_delta: bool) -> None:
        self.wants_delta = wants_delta
        self.closed = False
        self.synced = False
        self.events_seen = -1
        self.frames: list[dict[str, Any]] = []

    @property
    def delta(self) -> bool:
        return self.wants_delta and self.synced

    def log_start(self) -> int:
        return self.events_seen

    def send_game(self, text: str, total: int, delta: bool) -> None:
        self.events_seen = total
        self.synced = True
        frame = json.loads(text)
        assert frame["type"] == ("delta" if delta else "state")
        self.frames.append(frame)


class Seat:
    def __init__(self, index: int) -> None:
        self.index = index
        self.by_bot = False
        self.connections = [Conn(True), Conn(False)]


@pytest.mark.parametrize(("game_name", "players", "options"), GAMES)
def test_every_frame_carries_the_viewers_own_view_log_decision_and_goal(
        game_name: str, players: int, options: dict[str, Any]) -> None:
    game_class, _ = game_classes(game_name)
    game = game_class.new(make_config(game_name, players, {**options, "round_limit": 10}), 7)
    seats = [Seat(k) for k in range(players)]
    spectators = [Conn(True), Conn(False)]
    frames = MatchFrames(game_name, encode_json({"rules": "in force"}))
    rng = random.Random(7)
    total = seq = steps = 0
    views: dict[int, dict[str, Any]] = {}
    while True:
        frames.broadcast(game, seats, spectators, total, seq, None, "null")
        pending = game.pending
        for viewer, conns in [*((s.index, s.connections) for s in seats), (None, spectators)]:
            expected = normal(game.view(viewer).to_dict())
            delta_conn, state_conn = conns
            state = state_conn.frames[-1]
            assert state["view"] == expected, (viewer, steps)
            assert state["seq"] == seq and state["rules"] == {"rules": "in force"}
            last = delta_conn.frames[-1]
            key = id(delta_conn)
            views[key] = last["view"] if last["type"] == "state" \
                else apply_delta(views[key], last)
            assert views[key] == expected, (viewer, steps, "delta")
            # The log entries of exactly the new events worth a line (all the view's
            # at the first frame), each in the words of its event.
            shown = last["events"] if last["type"] == "delta" else last["view"]["events"]
            assert last["log"] == [
                {"event": e, "message": normal(event_message(e, game_name))}
                for e in shown if log_worthy(e, game_name)], (viewer, steps, "log")
            for frame in (state, last):
                assert frame["deadlines"] is None
                owner = viewer is not None and pending is not None and pending.seat == viewer
                if owner:
                    assert [o["action"] for o in frame["decision"]["options"]] == \
                        list(expected["pending"]["options"])
                    assert frame["decision"]["id"] == pending.id
                else:
                    assert frame["decision"] is None
                if viewer is None:
                    assert frame["goal"] is None
                else:
                    assert frame["goal"] == normal(goal_message(expected))
        if pending is None or steps >= 120:
            break
        action = rng.choice(game.legal_actions())
        total += len(game.apply(action))
        seq += 1
        steps += 1
    assert steps > 10
    for conns in [*(s.connections for s in seats), spectators]:
        logs = [[entry for frame in conn.frames for entry in frame["log"]] for conn in conns]
        assert logs[0] == logs[1] and logs[0]


def test_the_clocks_are_written_as_the_protocol_says() -> None:
    decision = decision_clock(1000.25, 2, 17, "turn", 1_060_250, 1010.0)
    clocks = deadlines(1000.25, decision, {3: 1030.5, 1: 1100.0})
    assert clocks == {
        "now_ms": 1_000_250,
        "decision": {"seat": 2, "id": 17, "timer": "turn", "deadline_ms": 1_060_250,
                     "remaining_s": 60.0, "bot_from_ms": 1_010_000, "bot_from_s": 9.75},
        "takeovers": [{"seat": 1, "deadline_ms": 1_100_000, "remaining_s": 99.75},
                      {"seat": 3, "deadline_ms": 1_030_500, "remaining_s": 30.25}]}
    assert list(clocks) == ["now_ms", "decision", "takeovers"]
    late = deadlines(2000.0, decision_clock(2000.0, 0, 1, "response", 1_500_000, 1900.0), {})
    assert late["decision"]["remaining_s"] == 0.0 and late["decision"]["bot_from_s"] == 0.0
