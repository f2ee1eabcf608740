"""The server's work per action without the network: CPU time, in one process.

A 5-seat card match made through the lobby (SQLite in a temporary directory), five
delta connections on sockets that take every frame at once, and random legal actions
applied through ``Match.commit`` (store, apply, schedule, broadcast), game after game.
The games are seeded in order (``--seed``), so two trees compared with this script play
the same games and send the same frames.  It prints the CPU time per action of the
whole commit and of ``Match.broadcast`` alone (every viewer's look, frame text and
queueing), and the bytes written per action; sockets, uvicorn, the event loop and the
kernel are left out (``server_load.py`` measures those).  The collector is tuned as
``bang serve`` tunes it.

    PYTHONPATH=src .venv/bin/python benchmarks/server_inproc.py --games 30
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import itertools
import random
import tempfile
import time
from pathlib import Path
from typing import Any

import bang.server.connection as connection
import bang.server.match as match_module
from bang.server.connection import Connection
from bang.server.lobby import Lobby
from bang.server.models import CreateMatch, JoinMatch, StartBody
from bang.server.storage import open_sqlite

PLAYERS = 5
#: The direct write's scope key (older trees have none: frames then take send_text).
FAST_SEND = getattr(connection, "FAST_SEND", "")


class Socket:
    """A peer that takes every frame at once and counts its bytes."""

    def __init__(self) -> None:
        self.bytes = 0
        self.scope = {"extensions": {FAST_SEND: self.send_text_now}} if FAST_SEND else {}

    def send_text_now(self, text: str) -> bool:
        self.bytes += len(text.encode())
        return True

    async def send_text(self, text: str) -> None:
        self.bytes += len(text.encode())

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        pass


async def measure(games: int, seed: int) -> dict[str, Any]:
    seeds = itertools.count(seed)
    match_module.fresh_seed = lambda: next(seeds)  # type: ignore[attr-defined]
    rng = random.Random(seed)
    gc.freeze()  # as `bang serve` does (bang.cli.serve)
    gc.set_threshold(50_000, 50, 100)
    actions, commit_cpu, broadcast_cpu, sent = 0, 0.0, 0.0, 0
    with tempfile.TemporaryDirectory() as tmp:
        lobby = Lobby(open_sqlite(Path(tmp) / "inproc.sqlite3"))
        for _ in range(games):
            match, _, token = lobby.create(CreateMatch(
                game="cards", players=PLAYERS, name="p0", turn_timer=120))
            for k in range(1, PLAYERS):
                lobby.join(match.id, JoinMatch(name=f"p{k}"))
            lobby.start(match.id, StartBody(token=token))
            sockets = [Socket() for _ in range(PLAYERS)]
            for seat, socket in enumerate(sockets):
                match.attach(Connection(socket, seat, f"p{seat}",
                                        features=frozenset({"delta"})))
            before = sum(s.bytes for s in sockets)
            broadcast = match.broadcast
            spent = [0.0]

            def timed(broadcast: Any = broadcast, spent: list[float] = spent) -> None:
                started = time.thread_time()
                broadcast()
                spent[0] += time.thread_time() - started

            match.broadcast = timed  # type: ignore[method-assign]
            game = match.game
            started = time.thread_time()
            while game.pending is not None:
                match.commit(game.pending.seat, rng.choice(game.legal_actions()), None)
                actions += 1
            commit_cpu += time.thread_time() - started
            broadcast_cpu += spent[0]
            sent += sum(s.bytes for s in sockets) - before
            await match.stop()
    return {"games": games, "actions": actions,
            "commit_us_per_action": round(1e6 * commit_cpu / actions, 1),
            "broadcast_us_per_action": round(1e6 * broadcast_cpu / actions, 1),
            "bytes_per_action": round(sent / actions)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    if not 1 <= args.games <= 1000:
        raise SystemExit("keep it bounded: 1-1000 games")
    print(asyncio.run(measure(args.games, args.seed)))


if __name__ == "__main__":
    main()
