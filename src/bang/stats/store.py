"""The result store: one SQLite file holding every finished chunk's tally.

A chunk is written (and committed) as soon as its result arrives, so an interrupted run
loses at most the chunks in flight; running the same command again plays only what is
missing.  Standard library only (``sqlite3``).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from bang.stats.plan import Chunk, Spec

_SCHEMA = """
CREATE TABLE IF NOT EXISTS chunks (
    line TEXT NOT NULL,
    start INTEGER NOT NULL,
    stop INTEGER NOT NULL,
    tally TEXT NOT NULL,
    PRIMARY KEY (line, start, stop)
);
"""


class ResultStore:
    """Chunk tallies by (line key, start, stop); ``":memory:"`` keeps them in memory."""

    def __init__(self, path: Path | str) -> None:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(str(path))
        self._db.executescript(_SCHEMA)
        self._db.commit()

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> ResultStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def done(self, line: Spec) -> set[tuple[int, int]]:
        """The (start, stop) of every chunk of ``line`` already stored."""
        rows = self._db.execute("SELECT start, stop FROM chunks WHERE line = ?", (line.key(),))
        return {(int(a), int(b)) for a, b in rows}

    def put(self, chunk: Chunk, tally: dict[str, Any]) -> None:
        """Store one chunk's tally for good (a repeat of the same chunk is ignored: the
        same seeds give the same tally)."""
        self._db.execute("INSERT OR IGNORE INTO chunks VALUES (?, ?, ?, ?)",
                         (chunk.line.key(), chunk.start, chunk.stop,
                          json.dumps(tally, separators=(",", ":"))))
        self._db.commit()

    def get(self, chunk: Chunk) -> dict[str, Any] | None:
        """A stored chunk's tally data (``tally_from_dict`` reads it), or None."""
        row = self._db.execute(
            "SELECT tally FROM chunks WHERE line = ? AND start = ? AND stop = ?",
            (chunk.line.key(), chunk.start, chunk.stop)).fetchone()
        if row is None:
            return None
        data: dict[str, Any] = json.loads(row[0])
        return data
