"""Where matches survive a crash: an append-only action log per match plus its metadata,
in SQLite (a file, nothing to install) or PostgreSQL, behind one small interface.

Why a thin layer of our own over ``sqlite3`` and psycopg 3 rather than an ORM: the server
needs four statements (create a match, update its metadata, append one action, read
everything back) and a schema-version table; both drivers speak DB-API with the same SQL
here except for the placeholder, so one class serves both and nothing else is installed
for the default.  Calls are synchronous and short (one indexed insert per action, WAL
mode on SQLite); the match task makes them before it tells anyone about a change, so a
change a client has seen is on disk.

Tables (``MIGRATIONS`` builds them; ``schema_version`` says how far):

- ``matches``: id, game, status (open/running/finished), created/updated times, the
  metadata JSON (seats, names, hashed tokens, timers), the initial record (config, seed
  and set-up: a secret until the match ends) and the final record once finished.
- ``actions``: (match id, index) → seat, action notation, time.  Only ever appended.
- ``chat``: (match id, index) → seat (NULL for a spectator), name, text, time: the
  table's chat, of which only each match's latest ``CHAT_KEEP`` lines are kept.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

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
)
SCHEMA_VERSION = len(MIGRATIONS)
#: Chat lines kept per match (in memory and in the database): a late joiner's history.
CHAT_KEEP = 100


class StorageError(RuntimeError):
    """The database cannot be opened or is newer than this server."""


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

    def close(self) -> None: ...


class SqlStorage:
    """Both back-ends: the SQL is shared, ``paramstyle`` differs (``?`` or ``%s``)."""

    def __init__(self, url: str, connection: Any, placeholder: str) -> None:
        self.url = url
        self._db = connection
        self._ph = placeholder
        self._lock = threading.Lock()
        self.migrate()

    # --- plumbing -----------------------------------------------------------------
    def _sql(self, text: str) -> str:
        return text.replace("?", self._ph) if self._ph != "?" else text

    def _run(self, text: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            cursor = self._db.cursor()
            try:
                cursor.execute(self._sql(text), params)
                rows = cursor.fetchall() if cursor.description is not None else []
                self._db.commit()
                return [tuple(r) for r in rows]
            except BaseException:
                self._db.rollback()
                raise
            finally:
                cursor.close()

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
            self._db.close()


def open_sqlite(path: str | Path) -> SqlStorage:
    """A SQLite file (created with its directory if needed), in WAL mode: a commit is on
    disk when it returns, and a killed process loses nothing it committed."""
    text = str(path)
    if text != ":memory:":
        Path(text).parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(text, check_same_thread=False, isolation_level="DEFERRED")
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    return SqlStorage(f"sqlite:///{text}", db, "?")


def open_postgres(url: str) -> SqlStorage:
    """A PostgreSQL database through psycopg 3 (the ``server`` extra installs it)."""
    try:
        import psycopg
    except ImportError as exc:  # pragma: no cover - the extra is missing
        raise StorageError("PostgreSQL needs psycopg: pip install 'bang[server]'") from exc
    try:
        db = psycopg.connect(url)
    except psycopg.Error as exc:
        raise StorageError(f"cannot connect to PostgreSQL: {exc}") from exc
    return SqlStorage(url, db, "%s")


def open_storage(url: str) -> SqlStorage:
    """``sqlite:///path``, a plain file path, or ``postgresql://...``."""
    if url.startswith(("postgresql://", "postgres://")):
        return open_postgres(url)
    if url.startswith("sqlite:///"):
        return open_sqlite(url[len("sqlite:///"):])
    if "://" in url:
        raise StorageError(f"unknown database URL {url!r}: use sqlite:///FILE or"
                           " postgresql://USER@HOST:PORT/DB")
    return open_sqlite(url)
