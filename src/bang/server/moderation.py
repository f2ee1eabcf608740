"""What a host needs to keep his table pleasant (docs/protocol.md, "Moderation"):

- **remove** a player from his lobby: ``POST /api/matches/{id}/seats/{seat}/open``
  (``Lobby.open_seat``, older than accounts);
- **mute** a seat's chat in his match: the server drops that seat's lines for everyone
  (the muted player is told ``muted``); kept in ``mutes``, carried to a rematch;
- **block** a name from his private matches: an account keeps a list of names; nobody
  logged in with such a name, nor a guest who types it, joins a private match that
  this account created (``blocked``);
- **report** a match: a reason kept in ``reports`` with the match id (and the seat or
  account of the reporter, when known) for review (docs/security.md shows the query).
"""

from __future__ import annotations

import contextlib
import secrets
import time
from typing import Any

from bang.server.accounts import Account, AccountError, account_name, name_key
from bang.server.connection import RateLimit
from bang.server.settings import Settings
from bang.server.storage import Storage, StorageDown
from bang.server.text import clean_text

#: Names one account may block.
MAX_BLOCKS = 500
#: The longest report reason (characters).
MAX_REASON = 1000


class Moderation:
    def __init__(self, storage: Storage, settings: Settings) -> None:
        self.storage = storage
        self.settings = settings
        #: Muted seats per match, read from storage on first use.
        self._muted: dict[str, set[int]] = {}
        self._reports: dict[str, RateLimit] = {}

    # --- blocks -----------------------------------------------------------------------
    def blocks(self, account: Account) -> list[str]:
        rows = self.storage.query("SELECT name FROM blocks WHERE account_id = ?"
                                  " ORDER BY name_key", (account.id,))
        return [str(name) for (name,) in rows]

    def block(self, account: Account, name: str) -> list[str]:
        shown = account_name(name)
        key = name_key(shown)
        if key == name_key(account.name):
            raise AccountError("bad_message", "name: you cannot block yourself")
        names = self.blocks(account)
        if len(names) >= MAX_BLOCKS and key not in {name_key(n) for n in names}:
            raise AccountError("conflict", f"you block {MAX_BLOCKS} names already")
        self.storage.query(
            "INSERT INTO blocks (account_id, name_key, name, created) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (account_id, name_key) DO NOTHING",
            (account.id, key, shown, time.time()))
        return self.blocks(account)

    def unblock(self, account: Account, name: str) -> None:
        try:
            key = name_key(account_name(name))
        except AccountError:
            return
        self.storage.query("DELETE FROM blocks WHERE account_id = ? AND name_key = ?",
                           (account.id, key))

    def blocked(self, match_id: str, account: Account | None, typed: str) -> bool:
        """Whether the host account of ``match_id`` blocks this joiner: his account's
        name, or the name he typed."""
        keys = set()
        if account is not None:
            keys.add(name_key(account.name))
        with contextlib.suppress(AccountError):
            keys.add(name_key(account_name(typed)))
        if not keys:
            return False
        marks = ", ".join("?" for _ in keys)
        rows = self.storage.query(
            "SELECT 1 FROM match_hosts h JOIN blocks b ON b.account_id = h.account_id"
            f" WHERE h.match_id = ? AND b.name_key IN ({marks})",
            (match_id, *sorted(keys)))
        return bool(rows)

    # --- mutes ------------------------------------------------------------------------
    def muted(self, match_id: str) -> set[int]:
        """The muted seats of a match (none while the database cannot say: the chat
        is not the game)."""
        seats = self._muted.get(match_id)
        if seats is None:
            try:
                rows = self.storage.query("SELECT seat FROM mutes WHERE match_id = ?",
                                          (match_id,))
            except StorageDown:
                return set()
            seats = self._muted[match_id] = {int(seat) for (seat,) in rows}
        return seats

    def set_muted(self, match_id: str, seat: int, muted: bool) -> list[int]:
        if muted:
            self.storage.query("INSERT INTO mutes (match_id, seat) VALUES (?, ?)"
                               " ON CONFLICT (match_id, seat) DO NOTHING", (match_id, seat))
        else:
            self.storage.query("DELETE FROM mutes WHERE match_id = ? AND seat = ?",
                               (match_id, seat))
        seats = self.muted(match_id)
        if muted:
            seats.add(seat)
        else:
            seats.discard(seat)
        return sorted(seats)

    def copy(self, old: str, new: str) -> list[tuple[str, tuple[Any, ...]]]:
        """The statements that carry a match's mutes to its rematch."""
        self._muted.pop(new, None)
        return [("INSERT INTO mutes (match_id, seat) SELECT ?, seat FROM mutes"
                 " WHERE match_id = ?", (new, old))]

    def forget(self, present: set[str]) -> None:
        """Forget the cached mutes of matches no longer in memory."""
        for match_id in list(self._muted):
            if match_id not in present:
                del self._muted[match_id]

    # --- reports ----------------------------------------------------------------------
    def may_report(self, address: str) -> bool:
        """A report bucket per address (this machine's own addresses too: a report is
        never urgent)."""
        bucket = self._reports.get(address)
        if bucket is None:
            bucket = self._reports[address] = RateLimit(self.settings.report_rate,
                                                        self.settings.report_burst)
        return bucket.allow()

    def report(self, match_id: str, seat: int | None, account: Account | None,
               reason: str) -> str:
        text = clean_text(reason, MAX_REASON)
        if not text:
            raise AccountError("bad_message", "reason: say what happened")
        report_id = secrets.token_hex(8)
        self.storage.query(
            "INSERT INTO reports (id, match_id, seat, account_id, reason, created)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (report_id, match_id, seat, account.id if account else None, text, time.time()))
        return report_id

    def forget_idle(self) -> None:
        for address, bucket in list(self._reports.items()):
            if bucket.full():
                del self._reports[address]


def list_reports(storage: Storage, limit: int = 100) -> list[dict[str, Any]]:
    """The latest reports, newest first (``bang reports``)."""
    rows = storage.query(
        "SELECT r.id, r.match_id, r.seat, a.name, r.reason, r.created FROM reports r"
        " LEFT JOIN accounts a ON a.id = r.account_id ORDER BY r.created DESC LIMIT ?",
        (limit,))
    return [{"id": rid, "match_id": match_id, "seat": seat, "account": name,
             "reason": reason, "created": float(created)}
            for rid, match_id, seat, name, reason, created in rows]
