"""The public list under pollers: does listing many matches stall the others' play?

`bang serve` runs in its own process (a temporary SQLite file).  This process creates
``--matches`` open matches over HTTP, then connects one client to another match and
pings it (``{"type": "ping"}`` → ``pong``) every 20 ms, measuring each round trip:
first alone, then while ``--pollers`` threads fetch ``GET /api/matches`` as fast as they
can.  It prints the ping's p50/p99/max in both phases, the polls per second and the
size of a page.  Everything stays on 127.0.0.1 and stops by itself.

    .venv/bin/python benchmarks/lobby_poll.py --matches 2000 --pollers 4 --seconds 15
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server_load import free_port, run, start_server

from bang.server.client import http


async def pings(url: str, match_id: str, token: str, seconds: float) -> list[float]:
    """Round trips of pings sent every 20 ms for ``seconds`` (milliseconds)."""
    from websockets.asyncio.client import connect

    times: list[float] = []
    ws_url = url.replace("http", "ws") + f"/ws/{match_id}"
    async with connect(ws_url, ping_interval=None) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "token": token}))
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            sent = time.perf_counter()
            await ws.send('{"type":"ping"}')
            while json.loads(await ws.recv())["type"] != "pong":
                pass
            times.append(1000 * (time.perf_counter() - sent))
            await asyncio.sleep(0.02)
    return times


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)

    def pct(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)

    return {"p50": pct(0.5), "p99": pct(0.99), "max": round(ordered[-1], 2),
            "mean": round(statistics.fmean(ordered), 2), "samples": len(ordered)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=2000)
    parser.add_argument("--pollers", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=15.0)
    args = parser.parse_args()
    if not 1 <= args.matches <= 2000 or not 0 <= args.pollers <= 16 \
            or not 1 <= args.seconds <= 120:
        raise SystemExit("keep it bounded: 1-2000 matches, 0-16 pollers, 1-120 seconds")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        server = start_server(port, Path(tmp) / "poll.sqlite3")
        try:
            body = {"game": "cards", "players": 4,
                    "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3}
            for _ in range(args.matches - 1):
                http(url, "POST", "/api/matches", body)
            played = http(url, "POST", "/api/matches", body)
            alone = summary(run(pings(url, played["match_id"], played["token"],
                                      args.seconds / 2)))
            stop = threading.Event()
            counts = [0] * args.pollers
            sizes: list[int] = []

            def poll(k: int) -> None:
                while not stop.is_set():
                    page = http(url, "GET", "/api/matches")
                    counts[k] += 1
                    if not sizes:
                        sizes.append(len(json.dumps(page)))

            threads = [threading.Thread(target=poll, args=(k,), daemon=True)
                       for k in range(args.pollers)]
            for thread in threads:
                thread.start()
            started = time.monotonic()
            polled = summary(run(pings(url, played["match_id"], played["token"],
                                       args.seconds)))
            elapsed = time.monotonic() - started
            stop.set()
            for thread in threads:
                thread.join(10)
            total = http(url, "GET", "/api/matches?limit=1")["total"]
        finally:
            server.terminate()
            server.wait(10)
    result: dict[str, Any] = {
        "matches_listed": total, "pollers": args.pollers,
        "polls_per_s": round(sum(counts) / elapsed, 1), "page_bytes": sizes[0] if sizes else 0,
        "ping_ms_alone": alone, "ping_ms_with_pollers": polled,
        "load_average_1min": round(os.getloadavg()[0], 2)}
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
