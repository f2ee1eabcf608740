"""The results file of a tournament: one SQLite file, one row per finished game.

The file starts with the tournament's definition (game, players, options, seed, the
bots in order, the decision cap).  Every game is committed as soon as it is played, so
an interrupted tournament loses only the games in flight, and running the same
command again plays only the games the file lacks (asking for more games extends it).
A file written by another tournament is refused rather than mixed with this one.
Standard library only (``sqlite3``).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path
from typing import Any

from bang.i18n import Translator
from bang.tournament.entrants import EntrantError
from bang.tournament.play import Outcome

#: The definition's format; bump when the meaning of a stored game changes.
FORMAT = "bang-tournament/1"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (idx INTEGER PRIMARY KEY, outcome TEXT NOT NULL);
"""


class ResultsError(EntrantError):
    """A results file that cannot be used for this tournament."""


def definition(game: str, players: int, seed: int, options: dict[str, str],
               specs: list[str], max_decisions: int) -> dict[str, Any]:
    """What makes two runs the same tournament (the number of games does not)."""
    return {"format": FORMAT, "game": game, "players": players, "seed": seed,
            "options": dict(sorted(options.items())), "bots": list(specs),
            "max_decisions": max_decisions}


def default_path(defn: dict[str, Any]) -> Path:
    """``bang-tournament-dice-4p-1a2b3c4d.sqlite`` in the current directory: the same
    command finds the same file."""
    digest = hashlib.sha256(json.dumps(defn, sort_keys=True).encode()).hexdigest()[:8]
    return Path(f"bang-tournament-{defn['game']}-{defn['players']}p-{digest}.sqlite")


class ResultsFile:
    """The games of one tournament kept in ``path`` (``":memory:"``: nowhere)."""

    def __init__(self, path: Path | str, defn: dict[str, Any],
                 tr: Translator | None = None) -> None:
        tr = tr or Translator()
        self.path = path
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(str(path))
            self._db.executescript(_SCHEMA)
            row = self._db.execute("SELECT value FROM meta WHERE key = 'definition'"
                                   ).fetchone()
        except sqlite3.DatabaseError as exc:
            raise ResultsError(tr("tour.err.results_unreadable", path=str(path),
                                  error=str(exc))) from None
        if row is None:
            self._db.execute("INSERT INTO meta VALUES ('definition', ?)",
                             (json.dumps(defn, sort_keys=True),))
            self._db.commit()
        else:
            try:
                stored = json.loads(row[0])
            except ValueError:
                stored = None
            if stored != json.loads(json.dumps(defn)):
                self._db.close()
                raise ResultsError(tr("tour.err.results_mismatch", path=str(path),
                                      stored=_describe(stored)))

    def close(self) -> None:
        """Close the file (every game is already committed)."""
        self._db.close()

    def __enter__(self) -> ResultsFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def done(self) -> set[int]:
        """The numbers of the games already played."""
        return {int(i) for (i,) in self._db.execute("SELECT idx FROM games")}

    def put(self, outcomes: list[Outcome]) -> None:
        """Keep played games for good (a game stored twice is the same game)."""
        self._db.executemany(
            "INSERT OR IGNORE INTO games VALUES (?, ?)",
            [(o.index, json.dumps(o.to_dict(), separators=(",", ":"))) for o in outcomes])
        self._db.commit()

    def outcomes(self, games: int) -> list[Outcome]:
        """The stored games numbered below ``games``, in order."""
        rows = self._db.execute("SELECT outcome FROM games WHERE idx < ? ORDER BY idx",
                                (games,))
        return [Outcome.from_dict(json.loads(text)) for (text,) in rows]


def _describe(stored: Any) -> str:
    if not isinstance(stored, dict):
        return "?"
    bots = ", ".join(str(b) for b in stored.get("bots", []))
    return f"{stored.get('game')}, {stored.get('players')}p, seed {stored.get('seed')}, {bots}"
