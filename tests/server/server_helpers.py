"""Helpers shared by the server tests: a real uvicorn in a thread, lobby calls over HTTP,
remote bot seats, and a recorder that validates every message against the models."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest

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


def normal(data: Any) -> Any:
    return json.loads(json.dumps(data))


def check_client(game_class: Any, record: dict[str, Any], seat: int | None,
                 raw: list[str]) -> int:
    """Compare every game frame ``seat`` received with the engine's own view at that
    step of ``record``: a ``state``'s view, and the view a ``delta`` leads to from the
    previous frame's, must be exactly ``game.view(seat).to_dict()``; each part a delta
    carries (a field, a player's record, an event) must be that part of the seat's own
    view, so that a delta can carry nothing the seat may not see; the log entries must
    be the newest of the view's events (less the forced answers given for others), the
    options only for the seat that decides.  No byte holds the seed or the deck order.
    Returns how many game frames were checked."""
    from bang.feeds import apply_delta
    from bang.i18n.messages import action_message, log_worthy, prompt_message

    game = game_class.from_record(record, upto=0)
    actions = record["actions"]
    seed_texts = {str(record["seed"]), format(record["seed"], "x")}
    checked = 0
    view: dict[str, Any] | None = None
    for text in raw:
        for secret in seed_texts:
            assert secret not in text, "the seed reached a client"
        message = json.loads(text)
        # Every message has exactly the documented fields (the models forbid others), so
        # a lobby summary or a chat line cannot carry a role or a card.
        SERVER_MESSAGE.validate_python(message)
        kind = message["type"]
        if kind not in ("state", "delta"):
            continue
        while len(game.history) < message["seq"]:
            game.apply(actions[len(game.history)])
        expected = normal(game.view(seat).to_dict())
        if kind == "state":
            view = message["view"]
        else:
            assert view is not None, "a delta before any state"
            for name, value in message["view"].items():
                assert name not in ("players", "events") and expected[name] == value, name
            for player in message["players"]:
                assert expected["players"][player["seat"]] == player
            fresh = message["events"]
            assert len(fresh) <= message["events_len"] == len(expected["events"])
            if fresh:
                assert expected["events"][-len(fresh):] == fresh
            view = apply_delta(view, message)
        assert view == expected, f"seat {seat} at step {message['seq']} ({kind})"
        events = [e for e in expected["events"] if log_worthy(e, game.GAME)]
        entries = [entry["event"] for entry in message["log"]]
        assert entries == events[len(events) - len(entries):]
        pending = expected["pending"]
        if seat is not None and pending is not None and pending["seat"] == seat \
                and message["decision"] is not None:
            assert [o["action"] for o in message["decision"]["options"]] == pending["options"]
            # Each label is the one made from this very view (a label kept from an
            # earlier decision must still be it).
            assert [o["label"] for o in message["decision"]["options"]] == normal(
                [action_message(o, expected) for o in pending["options"]])
            assert message["decision"]["prompt"] == normal(prompt_message(expected))
        elif seat is None or pending is None or pending["seat"] != seat:
            assert message["decision"] is None
        if game.GAME == "cards" and len(game.deck) >= 3:
            assert json.dumps(game.deck[-3:])[1:-1] not in text, "the deck order leaked"
        checked += 1
    return checked


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


# --- PostgreSQL clusters and a disk that fills up ----------------------------------------
def _pg_bindir() -> Path | None:
    config = shutil.which("pg_config")
    if config:
        out = subprocess.run([config, "--bindir"], capture_output=True, text=True).stdout
        path = Path(out.strip())
        if (path / "initdb").exists():
            return path
    root = Path("/usr/lib/postgresql")
    if root.is_dir():
        for version in sorted(root.iterdir(), reverse=True):
            if (version / "bin" / "initdb").exists():
                return version / "bin"
    return None


def _unavailable(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"PostgreSQL tests cannot run in CI: {reason}")
    pytest.skip(reason)


class PgCluster:
    """A throwaway PostgreSQL cluster on a free loopback port, which a test may stop and
    start again (the server's storage must outlive that)."""

    def __init__(self) -> None:
        pytest.importorskip("psycopg")
        bindir = _pg_bindir()
        if bindir is None:
            _unavailable("PostgreSQL is not installed (apt-get install postgresql)")
        assert bindir is not None
        as_root = os.geteuid() == 0
        if as_root and shutil.which("runuser") is None:
            _unavailable("running as root without runuser")
        self.bindir = bindir
        self.base = Path(tempfile.mkdtemp(prefix="bang-pg-"))
        self.prefix: list[str] = []
        if as_root:
            shutil.chown(self.base, "postgres", "postgres")
            self.prefix = ["runuser", "-u", "postgres", "--"]
        self.port = free_port()
        self.data, self.logfile = self.base / "data", self.base / "log"
        self.url = f"postgresql://bang@127.0.0.1:{self.port}/postgres"
        try:
            subprocess.run([*self.prefix, str(bindir / "initdb"), "-D", str(self.data),
                            "-A", "trust", "-U", "bang"], check=True, capture_output=True)
            self.start()
        except (subprocess.CalledProcessError, OSError) as exc:
            shutil.rmtree(self.base, ignore_errors=True)
            detail = getattr(exc, "stderr", b"") or b""
            _unavailable(f"cannot start a PostgreSQL cluster: {exc} {detail[-300:]!r}")

    def start(self) -> None:
        subprocess.run([*self.prefix, str(self.bindir / "pg_ctl"), "-D", str(self.data),
                        "-w", "-l", str(self.logfile), "-o",
                        f"-p {self.port} -k {self.base} -c listen_addresses=127.0.0.1",
                        "start"], check=True, capture_output=True)

    def stop(self) -> None:
        """A fast shutdown: every session is ended at once, as in a crash or a restart."""
        subprocess.run([*self.prefix, str(self.bindir / "pg_ctl"), "-D", str(self.data),
                        "-w", "-m", "fast", "stop"], check=True, capture_output=True)

    def remove(self) -> None:
        subprocess.run([*self.prefix, str(self.bindir / "pg_ctl"), "-D", str(self.data),
                        "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(self.base, ignore_errors=True)


class SmallDisk:
    """A directory on a 32 MiB tmpfs that a test fills to the last byte and frees again,
    so that the server's SQLite file meets a real full disk (ENOSPC).  ``fill`` first
    has the server's own connection empty its write-ahead log (a checkpoint that
    truncates it), so that the next commits must grow a file: the disk is then full for
    them, whatever the log's size was.  Where no tmpfs can be mounted (not root, no
    capability), the directory is an ordinary one and ``fill`` makes SQLite itself
    refuse to grow the file (``PRAGMA max_page_count`` at the current size: the same
    "database or disk is full" error, from SQLite's own pager); ``free`` lifts that
    limit again."""

    SIZE = "32m"

    def __init__(self, base: Path) -> None:
        self.path = base / "disk"
        self.path.mkdir()
        self.mounted = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={self.SIZE}", "tmpfs", str(self.path)],
            capture_output=True).returncode == 0
        self.filler = self.path / "filler"

    def fill(self, live: LiveServer) -> None:
        if self.mounted:
            storage = live.lobby.storage

            def truncate() -> None:
                with storage._lock:
                    storage._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")

            live.call(truncate)
            with open(self.filler, "wb", buffering=0) as out:
                for size in (1 << 20, 1 << 12, 1):  # big pieces, then to the last byte
                    with contextlib.suppress(OSError):  # ENOSPC: full at this size
                        while True:
                            out.write(b"\0" * size)
            return

        def limit() -> None:
            db = live.lobby.storage._db
            (pages,) = db.execute("PRAGMA page_count").fetchone()
            db.execute(f"PRAGMA max_page_count={pages}")

        live.call(limit)

    def free(self, live: LiveServer) -> None:
        if self.mounted:
            self.filler.unlink(missing_ok=True)
            return
        live.call(lambda: live.lobby.storage._db.execute("PRAGMA max_page_count=1073741823"))

    def remove(self) -> None:
        if self.mounted:
            subprocess.run(["umount", "-l", str(self.path)], capture_output=True)


