"""Load on `bang serve`: N matches of 5 bot-driven network clients each, on loopback.

The server runs in its own process (uvicorn with uvloop and httptools when installed,
a temporary SQLite file, bots at full speed); this process is the load generator: it
creates the matches over HTTP, opens 5 WebSockets per match and answers every decision
after a think time, like people would.  It measures:

- connections held (the server's own count, from ``/api/metrics``);
- actions per second applied by the server over the measuring window;
- p50/p99 latency from sending an ``act`` to receiving the ``state`` that shows it;
- server CPU (user + system, from /proc) per action and as a share of one core.

Everything stays on 127.0.0.1 and stops by itself after ``--seconds``.  The generator
competes with the server for the same cores, so figures are conservative.

    .venv/bin/python benchmarks/server_load.py --matches 200 --seconds 30
    .venv/bin/python benchmarks/server_load.py --python .venv-run/bin/python  # compiled
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import resource
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from orjson import loads

from bang.feeds import apply_delta
from bang.server.client import http

PLAYERS = 5



def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of ``pid`` so far (Linux /proc)."""
    user, system = cpu_split(pid)
    return user + system


def cpu_split(pid: int) -> tuple[float, float]:
    """User and system CPU time of ``pid`` so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / ticks, int(fields[12]) / ticks


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def server_env(python: str | None) -> dict[str, str]:
    """The server's environment: this process's, or for another interpreter
    (``--python``) the same without ``PYTHONPATH``, so that it runs the build installed
    in that interpreter's environment (``.venv-run``, what ``./run.sh`` serves with)
    and not the sources this process may have been pointed at."""
    env = dict(os.environ)
    if python is not None:
        env.pop("PYTHONPATH", None)
    return env


def server_build(python: str | None) -> str:
    """Which build of the package the server runs (``bang.core.build.build_name``)."""
    out = subprocess.run(
        [python or sys.executable, "-c",
         "from bang.core.build import build_name; print(build_name())"],
        capture_output=True, text=True, env=server_env(python), check=True)
    return out.stdout.strip()


def start_server(port: int, db: Path | str, steps: Path | None = None,
                 profile: Path | None = None,
                 python: str | None = None) -> subprocess.Popen[bytes]:
    """``steps``: run the server through ``server_steps.py``, which writes its per-step
    CPU there (see that script); ``profile``: and its cProfile statistics there;
    ``python``: the interpreter to serve with (default: this one)."""
    command = [str(Path(__file__).with_name("server_steps.py"))] if steps is not None \
        else ["-m", "bang.cli.main"]
    env = server_env(python)
    if steps is not None:
        env["BANG_STEPS_OUT"] = str(steps)
        if profile is not None:
            env["BANG_PROFILE_OUT"] = str(profile)
    process = subprocess.Popen(
        [python or sys.executable, *command, "serve", "--port", str(port), "--db", str(db),
         "--bot-delay", "0", "--log-level", "warning", "--max-connections", "4000",
         "--max-connections-per-address", "4000"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            http(url, "GET", "/api/health", timeout=1)
            return process
        except Exception:
            time.sleep(0.2)
    process.kill()
    raise SystemExit("the server did not start")


class Seat:
    """One network client: a random bot that thinks for ``think`` seconds."""

    def __init__(self, url: str, match_id: str, token: str, think: float,
                 latencies: list[float], stop: asyncio.Event, delta: bool) -> None:
        self.url, self.match_id, self.token = url, match_id, token
        self.delta = delta
        self.view: dict[str, Any] | None = None
        self.think, self.latencies, self.stop = think, latencies, stop
        self.rng = random.Random(token)
        self.sent_at: float | None = None
        self.connected = False

    async def run(self) -> None:
        from websockets.asyncio.client import connect

        ws_url = self.url.replace("http", "ws") + f"/ws/{self.match_id}"
        async with connect(ws_url, max_size=2**22, open_timeout=60, ping_interval=None) as ws:
            hello: dict[str, Any] = {"type": "hello", "protocol": 1, "token": self.token}
            if self.delta:
                hello["features"] = ["delta"]
            await ws.send(json.dumps(hello))
            self.connected = True
            pending: asyncio.Task[None] | None = None
            try:
                async for text in ws:  # cancelled when the measurement ends
                    message = loads(text)
                    kind = message["type"]
                    if kind == "over":
                        break
                    if kind == "state":
                        self.view = message["view"]
                    elif kind == "delta" and self.view is not None:
                        self.view = apply_delta(self.view, message)
                    else:
                        continue
                    if self.sent_at is not None:
                        self.latencies.append(time.perf_counter() - self.sent_at)
                        self.sent_at = None
                    decision = message["decision"]
                    if decision is not None and (pending is None or pending.done()):
                        pending = asyncio.create_task(self.answer(ws, decision))
            finally:
                if pending is not None:
                    pending.cancel()

    async def answer(self, ws: Any, decision: dict[str, Any]) -> None:
        await asyncio.sleep(self.rng.uniform(0.5, 1.5) * self.think)
        option = self.rng.choice(decision["options"])
        self.sent_at = time.perf_counter()
        with contextlib.suppress(Exception):  # the connection closed under it
            await ws.send(json.dumps({"type": "act", "decision": decision["id"],
                                      "action": option["action"]}))


async def new_match(url: str) -> tuple[str, list[str]]:
    """A started match of ``PLAYERS`` seats: its id and the seats' tokens."""
    created = await asyncio.to_thread(http, url, "POST", "/api/matches", {
        "game": "cards", "players": PLAYERS, "name": "p0", "turn_timer": 120})
    match_id = created["match_id"]
    tokens = [created["token"]]
    for k in range(1, PLAYERS):
        joined = await asyncio.to_thread(http, url, "POST",
                                         f"/api/matches/{match_id}/join", {"name": f"p{k}"})
        tokens.append(joined["token"])
    await asyncio.to_thread(http, url, "POST", f"/api/matches/{match_id}/start",
                            {"token": tokens[0]})
    return match_id, tokens


async def table(url: str, first: list[Seat], think: float, latencies: list[float],
                stop: asyncio.Event, delta: bool, refill: bool,
                started: list[float]) -> None:
    """One table's clients; with ``refill``, a table whose game ended starts a new
    match and connects five new clients, so the connections stay near their number."""
    seats = first
    while True:
        await asyncio.gather(*(seat.run() for seat in seats))
        if not refill or stop.is_set():
            return
        match_id, tokens = await new_match(url)
        started.append(time.monotonic())
        seats = [Seat(url, match_id, t, think, latencies, stop, delta) for t in tokens]


async def load(url: str, matches: int, seconds: float, think: float,
               server_pid: int, delta: bool = False,
               steps: Path | None = None, refill: bool = False) -> dict[str, Any]:
    stop = asyncio.Event()
    latencies: list[float] = []
    seats: list[Seat] = []
    tables: list[list[Seat]] = []
    started: list[float] = []  # when a refill's match started
    for _ in range(matches):
        match_id, tokens = await new_match(url)
        tables.append([Seat(url, match_id, t, think, latencies, stop, delta)
                       for t in tokens])
        seats.extend(tables[-1])
    tasks = [asyncio.create_task(table(url, t, think, latencies, stop, delta, refill,
                                             started))
             for t in tables]
    # Warm up until every client is connected, then measure.
    deadline = time.monotonic() + 120
    while sum(s.connected for s in seats) < len(seats) and time.monotonic() < deadline:
        await asyncio.sleep(0.2)
    await asyncio.sleep(min(5.0, seconds / 4))
    latencies.clear()
    before = await asyncio.to_thread(http, url, "GET", "/api/metrics")
    if steps is not None:  # the step timers start counting now
        os.kill(server_pid, signal.SIGUSR2)
    (user0, sys0), t0, own0 = cpu_split(server_pid), time.monotonic(), own_cpu()
    held: list[int] = []  # the server's connection count, once a second
    while time.monotonic() < t0 + seconds:
        await asyncio.sleep(min(1.0, max(t0 + seconds - time.monotonic(), 0.0)))
        metrics = await asyncio.to_thread(http, url, "GET", "/api/metrics")
        held.append(metrics["connections"])
    (user1, sys1), t1, own1 = cpu_split(server_pid), time.monotonic(), own_cpu()
    cpu0, cpu1 = user0 + sys0, user1 + sys1
    after = await asyncio.to_thread(http, url, "GET", "/api/metrics")
    if steps is not None:  # and write what they counted
        os.kill(server_pid, signal.SIGUSR1)
        for _ in range(50):
            await asyncio.sleep(0.1)
            if steps.exists():
                break
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    actions = after["actions_total"] - before["actions_total"]
    sent = {k: after["traffic"][k] - before["traffic"][k] for k in after["traffic"]}
    elapsed = t1 - t0
    ordered = sorted(latencies)

    def pct(q: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2) \
            if ordered else float("nan")

    result = {
        "matches": matches, "clients": len(seats),
        "connections_held": after["connections"],
        "connections_held_min": min(held, default=after["connections"]),
        "matches_started_in_window": sum(t0 <= at <= t1 for at in started),
        "seconds": round(elapsed, 1), "actions": actions,
        "actions_per_s": round(actions / elapsed, 1),
        "latency_ms_p50": pct(0.50), "latency_ms_p99": pct(0.99),
        "latency_ms_mean": round(1000 * statistics.fmean(ordered), 2) if ordered else None,
        "samples": len(ordered),
        "server_cpu_share_of_core": round((cpu1 - cpu0) / elapsed, 3),
        "server_cpu_ms_per_action": round(1000 * (cpu1 - cpu0) / max(actions, 1), 3),
        "server_system_share": round((sys1 - sys0) / max(cpu1 - cpu0, 1e-9), 2),
        "server_p50_p99_ms": after["latency_ms"],
        "bytes_per_action": round(sent["bytes_sent"] / max(actions, 1)),
        "frames_per_action": round((sent["frames_state"] + sent["frames_delta"])
                                   / max(actions, 1), 2),
        "delta_share": round(sent["frames_delta"] / max(sent["frames_state"]
                                                        + sent["frames_delta"], 1), 3),
        "coalesced": sent["coalesced"],
        "generator_cpu_share_of_core": round((own1 - own0) / elapsed, 3),
        "load_average_1min": round(os.getloadavg()[0], 2),
    }
    if steps is not None and steps.exists():
        result["steps"] = json.loads(steps.read_text())["steps"]
    return result


def run(coro: Any) -> Any:
    """The generator runs on uvloop when installed (as the server does)."""
    try:
        import uvloop
    except ImportError:  # pragma: no cover
        return asyncio.run(coro)
    return uvloop.run(coro)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--db", default=None,
                        help="the server's database (default: a temporary SQLite file)")
    parser.add_argument("--think", type=float, default=1.0,
                        help="mean seconds a client waits before answering (default 1)")
    parser.add_argument("--delta", action="store_true",
                        help="clients announce the delta capability (default: full states,"
                             " as the browser table sends)")
    parser.add_argument("--steps", action="store_true",
                        help="also time the match task's steps (server_steps.py): CPU"
                             " per action of each, in the output's \"steps\"")
    parser.add_argument("--profile", default=None, metavar="FILE",
                        help="with --steps: also profile the server (cProfile) during"
                             " the window and write its statistics to FILE")
    parser.add_argument("--refill", action="store_true",
                        help="a table whose game ended starts a new match with new"
                             " clients (the connections held stay near 5 per table)")
    parser.add_argument("--python", default=None, metavar="PATH",
                        help="serve with this interpreter and the build installed in its"
                             " environment, e.g. .venv-run/bin/python, the compiled build"
                             " ./run.sh serves with (default: this interpreter)")
    args = parser.parse_args()
    if not 1 <= args.matches <= 400 or not 1 <= args.seconds <= 300:
        raise SystemExit("keep it bounded: 1-400 matches, 1-300 seconds")
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        steps = Path(tmp) / "steps.json" if args.steps else None
        profile = Path(args.profile).resolve() if args.profile and steps else None
        build = server_build(args.python)
        server = start_server(port, args.db or Path(tmp) / "load.sqlite3", steps, profile,
                              args.python)
        try:
            result = run(load(f"http://127.0.0.1:{port}", args.matches, args.seconds,
                              args.think, server.pid, args.delta, steps,
                              args.refill))
        finally:
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()
    result = {"server_build": build, **result}
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
