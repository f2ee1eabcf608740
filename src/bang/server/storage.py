"""Where matches survive a crash: an append-only action log per match plus its metadata,
in SQLite (a file, nothing to install) or PostgreSQL, behind one small interface.

Why a thin layer of our own over ``sqlite3`` and psycopg 3 rather than an ORM: the server
needs four statements (create a match, update its metadata, append one action, read
everything back) and a schema-version table; both drivers speak DB-API with the same SQL
here except for the placeholder, so one class serves both and nothing else is installed
for the default.  Calls are synchronous and short (one indexed insert per action, WAL
mode on SQLite); the match task makes them before it tells anyone about a change, so a
change a client has seen is on disk.

A database that fails (a full disk, a read-only file, PostgreSQL stopped or restarted)
is an outage, not a crash: the first statement it refuses marks the storage down and
raises ``StorageDown``; from then on every statement is refused at once (nothing waits
on a dead database in the event loop) until ``probe()`` — a real write, run by the
server's watcher in a thread with a growing delay — succeeds again.  PostgreSQL
connections come from a ``psycopg_pool`` pool, which replaces a broken connection with a
new one; a statement the database refuses as wrong (a duplicate key) is not an outage
and is raised as it is.

Tables (``MIGRATIONS`` builds them; ``schema_version`` says how far):

- ``matches``: id, game, status (open/running/finished), created/updated times, the
  metadata JSON (seats, names, hashed tokens, timers), the initial record (config, seed
  and set-up: a secret until the match ends) and the final record once finished.
- ``actions``: (match id, index) → seat, action notation, time.  Only ever appended.
- ``chat``: (match id, index) → seat (NULL for a spectator), name, text, time: the
  table's chat, of which only each match's latest ``CHAT_KEEP`` lines are kept.
- ``health``: one row the probe rewrites (a write, so that a full disk is seen).
- Accounts (version 4): ``accounts``, ``sessions``, ``seat_accounts`` (which account
  plays which seat), ``match_hosts``, ``results`` (an account's finished seats: its
  history), ``ratings``, ``blocks``, ``mutes`` and ``reports`` (docs/security.md says
  what each keeps and what deleting an account removes).
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, TypeVar

_T = TypeVar("_T")

#: Each entry brings the schema from version ``index`` to ``index + 1``.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE IF NOT EXISTS matches (
            id TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            status TEXT NOT NULL,
            created DOUBLE PRECISION NOT NULL,
            updated DOUBLE PRECISION NOT NULL,
            meta TEXT NOT NULL,
            initial TEXT,
            final TEXT
        )""",
        """CREATE TABLE IF NOT EXISTS actions (
            match_id TEXT NOT NULL,
            idx INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            time DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, idx)
        )""",
        "CREATE INDEX IF NOT EXISTS matches_status ON matches (status)",
    ),
    (
        """CREATE TABLE IF NOT EXISTS chat (
            match_id TEXT NOT NULL,
            idx INTEGER NOT NULL,
            seat INTEGER,
            name TEXT NOT NULL,
            text TEXT NOT NULL,
            time DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, idx)
        )""",
    ),
    (
        """CREATE TABLE IF NOT EXISTS health (
            id INTEGER PRIMARY KEY,
            at DOUBLE PRECISION NOT NULL
        )""",
    ),
    (
        # Accounts (bang.server.accounts): the name as shown, its key (NFKC, case
        # folded: unique), the argon2 hash of the password.
        """CREATE TABLE IF NOT EXISTS accounts (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,
            password TEXT NOT NULL,
            created DOUBLE PRECISION NOT NULL
        )""",
        # Sessions (bang.server.sessions): the cookie's token only as a hash.
        """CREATE TABLE IF NOT EXISTS sessions (
            token_hash TEXT PRIMARY KEY,
            account_id TEXT NOT NULL,
            csrf TEXT NOT NULL,
            created DOUBLE PRECISION NOT NULL,
            expires DOUBLE PRECISION NOT NULL
        )""",
        "CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id)",
        # Which account plays which seat of a match, and which account hosts it.
        """CREATE TABLE IF NOT EXISTS seat_accounts (
            match_id TEXT NOT NULL,
            seat INTEGER NOT NULL,
            account_id TEXT NOT NULL,
            PRIMARY KEY (match_id, seat)
        )""",
        "CREATE INDEX IF NOT EXISTS seat_accounts_account ON seat_accounts (account_id)",
        """CREATE TABLE IF NOT EXISTS match_hosts (
            match_id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL
        )""",
        "CREATE INDEX IF NOT EXISTS match_hosts_account ON match_hosts (account_id)",
        # An account's seat of a finished match (bang.server.ratings): its history.
        """CREATE TABLE IF NOT EXISTS results (
            match_id TEXT NOT NULL,
            seat INTEGER NOT NULL,
            account_id TEXT NOT NULL,
            game TEXT NOT NULL,
            variant TEXT NOT NULL,
            band TEXT NOT NULL,
            players INTEGER NOT NULL,
            public INTEGER NOT NULL,
            role TEXT NOT NULL,
            character_name TEXT NOT NULL,
            won INTEGER NOT NULL,
            abandoned INTEGER NOT NULL,
            rated INTEGER NOT NULL,
            mu_before DOUBLE PRECISION,
            mu_after DOUBLE PRECISION,
            sigma_after DOUBLE PRECISION,
            finished_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, seat)
        )""",
        "CREATE INDEX IF NOT EXISTS results_account ON results (account_id, finished_at)",
        """CREATE TABLE IF NOT EXISTS ratings (
            account_id TEXT NOT NULL,
            game TEXT NOT NULL,
            variant TEXT NOT NULL,
            band TEXT NOT NULL,
            mu DOUBLE PRECISION NOT NULL,
            sigma DOUBLE PRECISION NOT NULL,
            games INTEGER NOT NULL,
            updated DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (account_id, game, variant, band)
        )""",
        "CREATE INDEX IF NOT EXISTS ratings_board ON ratings (game, variant, band)",
        # Moderation (bang.server.moderation).
        """CREATE TABLE IF NOT EXISTS blocks (
            account_id TEXT NOT NULL,
            name_key TEXT NOT NULL,
            name TEXT NOT NULL,
            created DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (account_id, name_key)
        )""",
        """CREATE TABLE IF NOT EXISTS mutes (
            match_id TEXT NOT NULL,
            seat INTEGER NOT NULL,
            PRIMARY KEY (match_id, seat)
        )""",
        """CREATE TABLE IF NOT EXISTS reports (
            id TEXT PRIMARY KEY,
            match_id TEXT NOT NULL,
            seat INTEGER,
            account_id TEXT,
            reason TEXT NOT NULL,
            created DOUBLE PRECISION NOT NULL
        )""",
        "CREATE INDEX IF NOT EXISTS reports_created ON reports (created)",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)
#: Chat lines kept per match (in memory and in the database): a late joiner's history.
CHAT_KEEP = 100


class StorageError(RuntimeError):
    """The database cannot be opened or is newer than this server."""


class StorageDown(RuntimeError):
    """The database refused a statement (or is known to be down): nothing was stored.
    The caller refuses what needed it (``server_busy``) or keeps it to write later."""


@dataclass
class Health:
    """What the storage knows of its database (``/api/health``, ``/api/metrics``)."""

    ok: bool = True
    #: The database's last refusal, while it is down.
    error: str | None = None
    #: ``time.monotonic()`` when the current outage began.
    down_since: float | None = None
    #: Statements refused since the start (those the database refused and those
    #: refused at once while it was down), outages and recoveries.
    refused: int = 0
    outages: int = 0
    recoveries: int = 0
    #: Seconds of outage before the current one.
    down_total: float = 0.0
    #: Called (from any thread) when an outage begins.
    on_down: Any = None

    def report(self, backend: str) -> dict[str, Any]:
        now = time.monotonic()
        current = now - self.down_since if self.down_since is not None else 0.0
        return {"ok": self.ok, "backend": backend, "error": self.error,
                "down_s": round(current, 3) if not self.ok else None,
                "refused": self.refused, "outages": self.outages,
                "recoveries": self.recoveries,
                "down_total_s": round(self.down_total + current, 3)}


#: Errors that say the database cannot serve now (full disk, read-only file, I/O
#: error, lost connection), against those that say a statement is wrong.
def _is_outage(exc: BaseException) -> bool:
    if isinstance(exc, sqlite3.Error):
        return not isinstance(exc, (sqlite3.IntegrityError, sqlite3.ProgrammingError,
                                    sqlite3.DataError, sqlite3.NotSupportedError))
    try:
        import psycopg
        from psycopg_pool import PoolTimeout
    except ImportError:  # pragma: no cover - the extra is missing
        return False
    if isinstance(exc, PoolTimeout):
        return True
    if isinstance(exc, psycopg.Error):
        return isinstance(exc, (psycopg.OperationalError, psycopg.InterfaceError)) \
            or getattr(exc, "sqlstate", None) in (None, "57P01", "57P02", "57P03")
    return False


@dataclass(frozen=True)
class ChatLine:
    """One chat line as stored (and as sent: ``{"type": "chat", ...}``); ``index`` counts
    the match's lines from 0."""

    index: int
    seat: int | None
    name: str
    text: str
    time_ms: int

    def message(self) -> dict[str, Any]:
        return {"type": "chat", "seat": self.seat, "name": self.name, "text": self.text,
                "time_ms": self.time_ms}


@dataclass
class StoredMatch:
    """One match as read back from storage."""

    match_id: str
    game: str
    status: str
    created: float
    meta: dict[str, Any]
    initial: dict[str, Any] | None
    final: dict[str, Any] | None
    actions: list[str] = field(default_factory=list)


class Storage(Protocol):
    """What the server needs of a database (both back-ends implement it)."""

    url: str
    backend: str
    health: Health

    @property
    def healthy(self) -> bool: ...

    def probe(self) -> bool: ...

    def create_match(self, match_id: str, game: str, status: str,
                     meta: dict[str, Any]) -> None: ...

    def update_match(self, match_id: str, *, status: str | None = None,
                     meta: dict[str, Any] | None = None,
                     initial: dict[str, Any] | None = None,
                     final: dict[str, Any] | None = None) -> None: ...

    def append_action(self, match_id: str, index: int, seat: int, action: str,
                      when: float) -> None: ...

    def append_chat(self, match_id: str, line: ChatLine) -> None: ...

    def load_chat(self, match_id: str, limit: int = CHAT_KEEP) -> list[ChatLine]: ...

    def load(self, match_id: str) -> StoredMatch | None: ...

    def load_unfinished(self) -> list[StoredMatch]: ...

    def schema_version(self) -> int: ...

    def query(self, text: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]: ...

    def transaction(self, statements: list[tuple[str, tuple[Any, ...]]]) -> None: ...

    def close(self) -> None: ...


class SqlStorage:
    """Both back-ends: the SQL is shared, ``paramstyle`` differs (``?`` or ``%s``).

    ``connection`` is a DB-API connection (SQLite), or ``pool`` a ``psycopg_pool``
    pool whose connections are taken for each statement (PostgreSQL)."""

    def __init__(self, url: str, connection: Any, placeholder: str, *,
                 pool: Any = None, backend: str = "sqlite") -> None:
        self.url = url
        self.backend = backend
        self._db = connection
        self._pool = pool
        self._ph = placeholder
        self._lock = threading.Lock()
        self.health = Health()
        self.migrate()

    # --- plumbing -----------------------------------------------------------------
    def _sql(self, text: str) -> str:
        return text.replace("?", self._ph) if self._ph != "?" else text

    @property
    def healthy(self) -> bool:
        return self.health.ok

    def _run(self, text: str, params: tuple[Any, ...] = (), *,
             probing: bool = False) -> list[tuple[Any, ...]]:
        """One statement in its own transaction.  While the database is down it is
        refused at once (``StorageDown``), unless this is the probe."""
        return self._guarded(lambda db: self._execute(db, text, params), probing)

    def _guarded(self, work: Callable[[Any], _T], probing: bool = False) -> _T:
        """``work`` on a connection (the pool's or the file's), under the lock; an outage
        refuses it with ``StorageDown`` and marks the database down, and while it is down
        everything but the probe is refused at once."""
        health = self.health
        if not health.ok and not probing:
            health.refused += 1
            raise StorageDown(f"the database is unavailable: {health.error}")
        try:
            with self._lock:
                if self._pool is not None:
                    with self._pool.connection(timeout=POOL_WAIT) as db:
                        return work(db)
                return work(self._db)
        except Exception as exc:
            if not _is_outage(exc):
                raise
            health.refused += 1
            self._down(exc)
            raise StorageDown(f"the database is unavailable: {exc}") from exc

    def _execute(self, db: Any, text: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        if self.backend == "sqlite" and text.startswith("INSERT"):
            # Most writes are one action's row: SQLite's own shortcut, without a cursor
            # object of ours, its description and rows (a tenth of an action's cost).
            try:
                db.execute(text, params)
                db.commit()
            except BaseException:
                with contextlib.suppress(Exception):
                    db.rollback()
                raise
            return []
        cursor = db.cursor()
        try:
            cursor.execute(self._sql(text), params)
            rows = cursor.fetchall() if cursor.description is not None else []
            db.commit()
            return [tuple(r) for r in rows]
        except BaseException:
            with contextlib.suppress(Exception):  # a lost connection cannot roll back
                db.rollback()
            raise
        finally:
            with contextlib.suppress(Exception):
                cursor.close()

    def _down(self, exc: BaseException) -> None:
        health = self.health
        health.error = " ".join(str(exc).split())[:200] or type(exc).__name__
        if health.ok:
            health.ok = False
            health.outages += 1
            health.down_since = time.monotonic()
            callback = health.on_down
            if callback is not None:
                callback()

    def probe(self) -> bool:
        """Write to the database once (the probe of a watcher, in a thread): True, and
        the storage is up again, if it took the write."""
        if self._pool is not None:
            with contextlib.suppress(Exception):
                self._pool.check()  # replace the connections that broke
        try:
            self._run("INSERT INTO health (id, at) VALUES (1, ?) ON CONFLICT (id)"
                      " DO UPDATE SET at = excluded.at", (time.time(),), probing=True)
        except StorageDown:
            return False
        health = self.health
        if not health.ok:
            health.ok = True
            health.recoveries += 1
            if health.down_since is not None:
                health.down_total += time.monotonic() - health.down_since
            health.down_since = None
            health.error = None
        return True

    def migrate(self) -> None:
        """Bring the schema up to ``SCHEMA_VERSION``; refuse a database from the future."""
        self._run("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        rows = self._run("SELECT version FROM schema_version")
        if not rows:
            self._run("INSERT INTO schema_version (version) VALUES (0)")
            current = 0
        else:
            current = int(rows[0][0])
        if current > SCHEMA_VERSION:
            raise StorageError(f"the database has schema version {current}; this server"
                               f" knows up to {SCHEMA_VERSION}: upgrade the server")
        for version in range(current, SCHEMA_VERSION):
            for statement in MIGRATIONS[version]:
                self._run(statement)
            self._run("UPDATE schema_version SET version = ?", (version + 1,))

    def schema_version(self) -> int:
        return int(self._run("SELECT version FROM schema_version")[0][0])

    # --- statements of the account layer (accounts, sessions, ratings, moderation) ---
    def query(self, text: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """One statement (``?`` placeholders) in its own transaction: its rows, if any.
        Refused at once with ``StorageDown`` while the database is down."""
        return self._run(text, params)

    def transaction(self, statements: list[tuple[str, tuple[Any, ...]]]) -> None:
        """Several statements in one transaction: all of them or none."""
        self._guarded(lambda db: self._execute_all(db, statements))

    def _execute_all(self, db: Any, statements: list[tuple[str, tuple[Any, ...]]]) -> None:
        cursor = db.cursor()
        try:
            for text, params in statements:
                cursor.execute(self._sql(text), params)
            db.commit()
        except BaseException:
            with contextlib.suppress(Exception):
                db.rollback()
            raise
        finally:
            with contextlib.suppress(Exception):
                cursor.close()

    # --- the interface ---------------------------------------------------------------
    def create_match(self, match_id: str, game: str, status: str,
                     meta: dict[str, Any]) -> None:
        now = time.time()
        self._run("INSERT INTO matches (id, game, status, created, updated, meta)"
                  " VALUES (?, ?, ?, ?, ?, ?)",
                  (match_id, game, status, now, now, json.dumps(meta)))

    def update_match(self, match_id: str, *, status: str | None = None,
                     meta: dict[str, Any] | None = None,
                     initial: dict[str, Any] | None = None,
                     final: dict[str, Any] | None = None) -> None:
        sets: list[str] = ["updated = ?"]
        params: list[Any] = [time.time()]
        for column, value in (("status", status), ("meta", meta), ("initial", initial),
                              ("final", final)):
            if value is not None:
                sets.append(f"{column} = ?")
                params.append(value if isinstance(value, str) else json.dumps(value))
        params.append(match_id)
        self._run(f"UPDATE matches SET {', '.join(sets)} WHERE id = ?", tuple(params))

    def append_action(self, match_id: str, index: int, seat: int, action: str,
                      when: float) -> None:
        self._run("INSERT INTO actions (match_id, idx, seat, action, time)"
                  " VALUES (?, ?, ?, ?, ?)", (match_id, index, seat, action, when))

    def append_chat(self, match_id: str, line: ChatLine) -> None:
        """Store a line of a match's chat and forget the ones now older than the latest
        ``CHAT_KEEP`` (a busy table's chat never grows the database)."""
        self._run("INSERT INTO chat (match_id, idx, seat, name, text, time)"
                  " VALUES (?, ?, ?, ?, ?, ?)",
                  (match_id, line.index, line.seat, line.name, line.text,
                   line.time_ms / 1000))
        if line.index >= CHAT_KEEP:
            self._run("DELETE FROM chat WHERE match_id = ? AND idx <= ?",
                      (match_id, line.index - CHAT_KEEP))

    def load_chat(self, match_id: str, limit: int = CHAT_KEEP) -> list[ChatLine]:
        """The latest ``limit`` lines of a match's chat, oldest first."""
        rows = self._run("SELECT idx, seat, name, text, time FROM chat WHERE match_id = ?"
                         " ORDER BY idx DESC LIMIT ?", (match_id, limit))
        return [ChatLine(int(index), None if seat is None else int(seat), str(name),
                         str(text), round(float(when) * 1000))
                for index, seat, name, text, when in reversed(rows)]

    def _read(self, rows: list[tuple[Any, ...]]) -> list[StoredMatch]:
        matches = []
        for match_id, game, status, created, meta, initial, final in rows:
            stored = StoredMatch(match_id, game, status, float(created), json.loads(meta),
                                 json.loads(initial) if initial else None,
                                 json.loads(final) if final else None)
            if status == "running":
                stored.actions = [a for (a,) in self._run(
                    "SELECT action FROM actions WHERE match_id = ? ORDER BY idx",
                    (match_id,))]
            matches.append(stored)
        return matches

    _COLUMNS = "id, game, status, created, meta, initial, final"

    def load(self, match_id: str) -> StoredMatch | None:
        found = self._read(self._run(f"SELECT {self._COLUMNS} FROM matches WHERE id = ?",
                                     (match_id,)))
        return found[0] if found else None

    def load_unfinished(self) -> list[StoredMatch]:
        return self._read(self._run(
            f"SELECT {self._COLUMNS} FROM matches WHERE status <> 'finished'"
            " ORDER BY created"))

    def close(self) -> None:
        with self._lock:
            if self._pool is not None:
                self._pool.close()
            else:
                self._db.close()


#: Seconds a statement may wait for a pooled PostgreSQL connection, a new connection
#: may take, and an unanswered connection may stay open (keep-alive probes and
#: ``tcp_user_timeout``): the event loop never hangs long on a database that vanished.
POOL_WAIT = 2.0
CONNECT_TIMEOUT = 3
#: SQLite: how long a statement waits for another process's lock before it counts as
#: refused (a backup holding the file, say).
SQLITE_BUSY_WAIT = 0.25
#: How the pool's own reconnection attempts stop after this many seconds, so that the
#: watcher's probes (``Storage.probe``) start fresh attempts at their own pace.
POOL_RECONNECT = 4.0
#: SQLite's ``synchronous`` settings a server may choose (``--db-sync``).
SYNC_MODES = ("normal", "full")


def open_sqlite(path: str | Path, synchronous: str = "normal") -> SqlStorage:
    """A SQLite file (created with its directory if needed), in WAL mode.

    With ``synchronous=normal`` (the default) a commit has reached the operating
    system when it returns: a killed server process loses nothing it committed, but a
    power cut or a kernel crash may lose the last commits (the database stays
    consistent).  ``full`` syncs the write-ahead log at every commit, so that a power
    cut loses nothing either, at the price of a disk flush per action."""
    if synchronous not in SYNC_MODES:
        raise StorageError(f"synchronous must be one of {', '.join(SYNC_MODES)}")
    text = str(path)
    where = "in memory" if text == ":memory:" else text
    try:
        if text != ":memory:":
            Path(text).parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(text, check_same_thread=False, isolation_level="DEFERRED",
                             timeout=SQLITE_BUSY_WAIT)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute(f"PRAGMA synchronous={synchronous.upper()}")
        store = SqlStorage(f"sqlite:///{text}", db, "?")
    except (sqlite3.Error, OSError, StorageDown) as exc:
        raise StorageError(f"cannot open the SQLite database {where}: {_first_line(exc)}"
                           " (is the file and its directory writable, and the disk not"
                           " full?)") from None
    return store


def _first_line(exc: BaseException) -> str:
    cause = exc.__cause__ if isinstance(exc, StorageDown) and exc.__cause__ else exc
    return " ".join(str(cause).split()) or type(cause).__name__


def open_postgres(url: str) -> SqlStorage:
    """A PostgreSQL database through psycopg 3 and a ``psycopg_pool`` pool (the
    ``server`` extra installs both)."""
    try:
        import psycopg
        from psycopg_pool import ConnectionPool, PoolTimeout
    except ImportError as exc:  # pragma: no cover - the extra is missing
        raise StorageError("PostgreSQL needs psycopg and psycopg_pool:"
                           " pip install 'bang[server]'") from exc
    shown = url.split("@")[-1]
    pool = ConnectionPool(
        url, min_size=1, max_size=2, open=False, timeout=POOL_WAIT,
        reconnect_timeout=POOL_RECONNECT, name="bang",
        kwargs={"connect_timeout": CONNECT_TIMEOUT, "keepalives": 1,
                "keepalives_idle": 5, "keepalives_interval": 2, "keepalives_count": 2,
                "tcp_user_timeout": CONNECT_TIMEOUT * 1000})
    try:
        pool.open(wait=True, timeout=CONNECT_TIMEOUT + POOL_WAIT)
        return SqlStorage(url, None, "%s", pool=pool, backend="postgresql")
    except (psycopg.Error, PoolTimeout, StorageDown) as exc:
        pool.close()
        raise StorageError(f"cannot use the PostgreSQL database {shown}:"
                           f" {_first_line(exc)}") from None


def open_storage(url: str, synchronous: str = "normal") -> SqlStorage:
    """``sqlite:///path``, a plain file path, or ``postgresql://...``."""
    if url.startswith(("postgresql://", "postgres://")):
        return open_postgres(url)
    if url.startswith("sqlite:///"):
        return open_sqlite(url[len("sqlite:///"):], synchronous)
    if "://" in url:
        raise StorageError(f"unknown database URL {url!r}: use sqlite:///FILE or"
                           " postgresql://USER@HOST:PORT/DB")
    return open_sqlite(url, synchronous)


def is_duplicate(exc: BaseException) -> bool:
    """Whether the database refused a row because its key is taken (both drivers)."""
    if isinstance(exc, sqlite3.IntegrityError):
        return True
    return getattr(exc, "sqlstate", None) == "23505"  # psycopg's unique_violation
