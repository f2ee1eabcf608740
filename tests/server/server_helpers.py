"""Helpers shared by the server tests: a real uvicorn in a thread, lobby calls over HTTP,
remote bot seats, and a recorder that validates every message against the models."""

from __future__ import annotations

import asyncio
import concurrent.futures
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

from bang.cards import CardGame
from bang.server.app import create_app
from bang.server.client import SeatClient, ServerError, bot_chooser, http
from bang.server.match import Settings
from bang.server.models import SERVER_MESSAGE
from bang.server.transport import server_config

T = TypeVar("T")

#: Fast settings: bots at full speed, short grace periods, and per-address quotas out of
#: the way (every test client comes from 127.0.0.1; the quota tests set their own).
FAST = Settings(bot_delay=0.0, abandon_after=30.0, idle_limit=60.0,
                max_matches_per_address=100_000, create_rate=1e6, create_burst=1e6,
                address_chat_rate=1e6, address_chat_burst=1e6,
                max_connections_per_address=100_000)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LiveServer:
    """uvicorn serving the app on 127.0.0.1 in a background thread."""

    def __init__(self, db: Path | str, settings: Settings) -> None:
        import uvicorn

        self.app = create_app(str(db), settings)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        # The configuration `bang serve` runs with: capped, guarded protocols.
        config = server_config(self.app, "127.0.0.1", self.port, settings)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 40
        while not self.server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("the server did not start")
            time.sleep(0.02)

    @property
    def lobby(self) -> Any:
        return self.app.state.lobby

    def call(self, fn: Callable[[], T]) -> T:
        """Run ``fn`` in the server's event loop (the lobby is not thread-safe)."""
        async def wrapper() -> T:
            return fn()

        loop: asyncio.AbstractEventLoop = self.app.state.loop
        return asyncio.run_coroutine_threadsafe(wrapper(), loop).result(10)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(15)


def run(coro: Coroutine[Any, Any, T], timeout: float = 60.0) -> T:
    """Run a client coroutine to the end, within ``timeout`` seconds (in a thread of its
    own when this one already runs an event loop, as it does once a browser test of the
    same session has started Playwright's synchronous API)."""
    bounded = asyncio.wait_for(coro, timeout)
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(bounded)
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, bounded).result()




def create(url: str, game: str, players: int, seats: list[str], **extra: Any
           ) -> dict[str, Any]:
    """A match with ``seats`` like ``["human", "human", "bot:random"]``; the creator
    takes the first human seat."""
    specs: list[dict[str, Any]] = []
    for seat in seats:
        kind, _, level = seat.partition(":")
        specs.append({"kind": "bot", "level": level or "normal"} if kind == "bot"
                     else {"kind": "human"})
    body = {"game": game, "players": players, "seats": specs, **extra}
    created: dict[str, Any] = http(url, "POST", "/api/matches", body)
    return created


def join(url: str, match_id: str, name: str, **extra: Any) -> dict[str, Any]:
    joined: dict[str, Any] = http(url, "POST", f"/api/matches/{match_id}/join",
                                  {"name": name, **extra})
    return joined


class Recorder:
    """Keeps every message a client received, validated against the protocol models."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = []

    def __call__(self, message: dict[str, Any]) -> None:
        SERVER_MESSAGE.validate_python(message)
        self.messages.append(message)


async def bot_seats(url: str, match_id: str, tokens: list[str], level: str = "random",
                    recorders: list[Recorder] | None = None) -> list[dict[str, Any]]:
    """Play several seats with remote bots at once until the game is over."""
    async def one(index: int, token: str) -> dict[str, Any]:
        client = SeatClient(url, match_id, token)
        welcome = await client.connect()
        recorder = recorders[index] if recorders else None
        if recorder is not None:
            recorder(welcome)
        try:
            return await client.play(bot_chooser(level, seed=index), recorder)
        finally:
            await client.close()

    return list(await asyncio.gather(*(one(i, t) for i, t in enumerate(tokens))))


# --- a `bang serve` process ------------------------------------------------------------
def start_server(db: Path, port: int) -> subprocess.Popen[bytes]:
    """`bang serve` in its own process on ``port``; its log goes to a file beside ``db``
    (a pipe nobody reads could fill and stall it)."""
    db.parent.mkdir(parents=True, exist_ok=True)
    logfile = db.with_suffix(f".{port}.log")
    with open(logfile, "wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "bang.cli.main", "serve", "--port", str(port), "--db",
             str(db), "--bot-delay", "0", "--log-level", "warning"],
            stdout=subprocess.DEVNULL, stderr=log)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 40
    while True:
        try:
            if http(url, "GET", "/api/health", timeout=1)["status"] == "ok":
                return process
        except ServerError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise RuntimeError(f"server did not start: {logfile.read_text()[-2000:]}")
        time.sleep(0.1)


# --- an exact position: a Duel and Indians! ------------------------------------------------
#: Seat 0 (the Sheriff, a person) holds Duel J♠ and Indians!; seat 1 (an Outlaw, a
#: person) two BANG!s; seats 2 and 3 are bots with one BANG! each.
SETUP: dict[str, Any] = {
    "players": [
        {"role": "sheriff", "character": "Willy the Kid", "hand": [51, 56]},
        {"role": "outlaw", "character": "Paul Regret", "hand": [1, 2]},
        {"role": "outlaw", "character": "Bart Cassidy", "hand": [3]},
        {"role": "renegade", "character": "Jourdonnais", "hand": [4]},
    ],
    "turn": 0, "phase": "play",
}


def start_position(live: LiveServer, **extra: Any) -> tuple[str, str, str]:
    created = create(live.url, "cards", 4, ["human", "human", "bot:random", "bot:random"],
                     **extra)
    match_id = created["match_id"]
    second = join(live.url, match_id, "Bea")

    def begin() -> None:
        live.lobby.matches[match_id].start(CardGame.from_setup(SETUP, seed=99))

    live.call(begin)
    return match_id, created["token"], second["token"]


async def next_decision(client: SeatClient, kind: str | None = None) -> dict[str, Any]:
    """The next state that asks this client to decide (of ``kind`` if given)."""
    while True:
        message = await client.recv()
        if message["type"] == "state" and message["decision"] is not None and (
                kind is None or message["decision"]["kind"] == kind):
            return message


async def next_of(client: SeatClient, kind: str) -> dict[str, Any]:
    while True:
        message = await client.recv()
        if message["type"] == kind:
            return message
