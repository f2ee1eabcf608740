"""Accounts: a name claimed with a password, for the players who want one (guests play
exactly as before).  docs/security.md says what is kept and how deletion works.

- **Names** are cleaned as seat names are (``clean_text``: no control or format
  characters, whitespace collapsed, at most 32 characters), then NFKC-normalised, so
  that look-alike compatibility forms (full-width letters, ligatures) are one name; two
  names that differ only in case are one name too (``name_key``: NFKC of the case-folded
  NFKC form).  The names the server gives seats itself (``Host``, ``Player 2``,
  ``Bot 3``, ``Spectator``, ``Guest``) cannot be claimed.
- **Passwords** are 8 to 256 characters, kept only as argon2id hashes (argon2-cffi's
  defaults, RFC 9106's low-memory profile); hashing runs in a thread, at most
  ``HASHING`` at once, so that a burst of log-ins never stalls the event loop.
  Verifying a name that does not exist still verifies a password against a dummy hash:
  an unknown name and a wrong password take the same time and get the same answer.
- **Log-ins** are rate-limited (``LoginLimiter``): after ``login_failures`` failures of
  one name, or of one address, within ``login_window`` seconds, log-ins are refused with
  429 and ``Retry-After`` until the oldest of those failures is that old.
"""

from __future__ import annotations

import asyncio
import re
import secrets
import time
import unicodedata
from collections import deque
from dataclasses import dataclass
from typing import Any, ClassVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from bang.server.connection import RateLimit
from bang.server.match import MatchError
from bang.server.models import MAX_NAME
from bang.server.settings import Settings
from bang.server.storage import Storage, StorageDown, is_duplicate
from bang.server.text import clean_text

MIN_PASSWORD = 8
MAX_PASSWORD = 256
#: Password hashes computed at once (each takes 64 MiB and tens of milliseconds).
HASHING = 2
#: Names the server gives seats itself: nobody may claim them (nor "Player 7" etc.).
RESERVED = re.compile(r"^(host|guest|spectator|(player|bot) \d+)$")


class AccountError(MatchError):
    """A refusal of the account layer: the protocol's codes plus its own (``csrf``,
    ``name_taken``, ``blocked``, ``muted``), and ``Retry-After`` for a 429."""

    STATUS: ClassVar[dict[str, int]] = {
        **MatchError.STATUS, "csrf": 403, "name_taken": 409, "blocked": 403, "muted": 403}

    def __init__(self, code: str, reason: str, retry_after: int | None = None) -> None:
        super().__init__(code, reason)
        self.retry_after = retry_after


WRONG_LOGIN = "wrong name or password"


@dataclass(frozen=True)
class Account:
    id: str
    name: str
    created: float


def account_name(text: str) -> str:
    """The name as an account keeps it (``bad_message`` if nothing is left)."""
    name = unicodedata.normalize("NFKC", clean_text(text, MAX_NAME * 2))
    name = clean_text(name, MAX_NAME)  # NFKC may have made spaces or lengthened it
    if not name:
        raise AccountError("bad_message", "name: a name needs a letter or a digit")
    return name


def name_key(name: str) -> str:
    """What makes two names the same name: NFKC, case folded (``Ann`` = ``ANN``)."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())


def check_password(password: str, field: str = "password") -> None:
    if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
        raise AccountError("bad_message", f"{field}: a password has {MIN_PASSWORD} to"
                                          f" {MAX_PASSWORD} characters")


class LoginLimiter:
    """Failed log-ins per name and per address within a sliding window."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._failures: dict[str, deque[float]] = {}

    def _recent(self, key: str, now: float) -> deque[float]:
        times = self._failures.get(key)
        if times is None:
            return deque()
        window = self.settings.login_window
        while times and now - times[0] >= window:
            times.popleft()
        if not times:
            del self._failures[key]
        return times

    def wait(self, name: str, address: str) -> int:
        """Seconds before this name may try again from this address (0: now)."""
        now = time.monotonic()
        longest = 0.0
        for key in self._keys(name, address):
            times = self._recent(key, now)
            if len(times) >= self.settings.login_failures:
                longest = max(longest, self.settings.login_window - (now - times[0]))
        return int(longest) + 1 if longest > 0 else 0

    def failed(self, name: str, address: str) -> None:
        now = time.monotonic()
        for key in self._keys(name, address):
            self._failures.setdefault(key, deque()).append(now)

    def succeeded(self, name: str) -> None:
        self._failures.pop(self._name(name), None)

    @staticmethod
    def _name(name: str) -> str:
        try:
            return "name:" + name_key(account_name(name))
        except AccountError:
            return "name:"

    def _keys(self, name: str, address: str) -> list[str]:
        keys = [self._name(name)]
        if self.settings.limits(address):
            keys.append("address:" + address)
        return keys

    def forget_idle(self) -> None:
        now = time.monotonic()
        for key in list(self._failures):
            self._recent(key, now)


class Accounts:
    """Signing up, checking a password, changing it, deleting an account."""

    def __init__(self, storage: Storage, settings: Settings) -> None:
        self.storage = storage
        self.settings = settings
        self.hasher = PasswordHasher()
        self.limiter = LoginLimiter(settings)
        self._signups: dict[str, RateLimit] = {}
        self._hashing = asyncio.Semaphore(HASHING)
        self._dummy: str | None = None

    # --- passwords, off the event loop ----------------------------------------------
    async def hash(self, password: str) -> str:
        async with self._hashing:
            return await asyncio.to_thread(self.hasher.hash, password)

    async def verify(self, stored: str | None, password: str) -> bool:
        """Whether ``password`` is the one of ``stored`` (a dummy hash when the name
        is unknown: the same work, the same answer)."""
        def check() -> bool:
            if self._dummy is None:
                self._dummy = self.hasher.hash(secrets.token_hex(16))
            try:
                return bool(self.hasher.verify(stored or self._dummy, password)) \
                    and stored is not None
            except (VerifyMismatchError, VerificationError, InvalidHashError):
                return False

        async with self._hashing:
            return await asyncio.to_thread(check)

    # --- look-ups ---------------------------------------------------------------------
    def by_name(self, name: str) -> tuple[Account, str] | None:
        """The account of this name (any case, cleaned as at sign-up) and its password
        hash."""
        try:
            key = name_key(account_name(name))
        except AccountError:
            return None
        rows = self.storage.query("SELECT id, name, created, password FROM accounts"
                                  " WHERE name_key = ?", (key,))
        if not rows:
            return None
        account_id, shown, created, password = rows[0]
        return Account(str(account_id), str(shown), float(created)), str(password)

    def by_id(self, account_id: str) -> Account | None:
        rows = self.storage.query("SELECT id, name, created FROM accounts WHERE id = ?",
                                  (account_id,))
        if not rows:
            return None
        return Account(str(rows[0][0]), str(rows[0][1]), float(rows[0][2]))

    def password_of(self, account_id: str) -> str | None:
        rows = self.storage.query("SELECT password FROM accounts WHERE id = ?",
                                  (account_id,))
        return str(rows[0][0]) if rows else None

    # --- changes ----------------------------------------------------------------------
    def may_sign_up(self, address: str) -> bool:
        if not self.settings.limits(address):
            return True
        bucket = self._signups.get(address)
        if bucket is None:
            bucket = self._signups[address] = RateLimit(self.settings.signup_rate,
                                                        self.settings.signup_burst)
        return bucket.allow()

    async def sign_up(self, name: str, password: str, address: str) -> Account:
        shown = account_name(name)
        check_password(password)
        if RESERVED.match(name_key(shown)):
            raise AccountError("name_taken", f"the name {shown!r} is taken")
        if self.by_name(shown) is not None:
            raise AccountError("name_taken", f"the name {shown!r} is taken")
        if not self.may_sign_up(address):
            raise AccountError("rate_limited", "too many accounts made from your address:"
                                               " try again later", retry_after=600)
        hashed = await self.hash(password)
        account = Account(secrets.token_hex(16), shown, time.time())
        try:
            self.storage.query("INSERT INTO accounts (id, name, name_key, password, created)"
                               " VALUES (?, ?, ?, ?, ?)",
                               (account.id, shown, name_key(shown), hashed, account.created))
        except StorageDown:
            raise
        except Exception as exc:  # both drivers' unique violations
            if is_duplicate(exc):  # claimed between the check and now
                raise AccountError("name_taken", f"the name {shown!r} is taken") from None
            raise
        return account

    async def log_in(self, name: str, password: str, address: str) -> Account:
        """The account if the name and password agree; 401 otherwise (the same answer
        for an unknown name), 429 while rate-limited."""
        wait = self.limiter.wait(name, address)
        if wait:
            raise AccountError("rate_limited", f"too many failed log-ins: try again in"
                                               f" {wait} s", retry_after=wait)
        found = self.by_name(name)
        ok = await self.verify(found[1] if found else None, password[:MAX_PASSWORD])
        if not ok or found is None:
            self.limiter.failed(name, address)
            raise AccountError("unauthorized", WRONG_LOGIN)
        self.limiter.succeeded(name)
        account, stored = found
        if self.hasher.check_needs_rehash(stored):
            self.storage.query("UPDATE accounts SET password = ? WHERE id = ?",
                               (await self.hash(password), account.id))
        return account

    async def confirm(self, account: Account, password: str, address: str) -> None:
        """The account's own password again (to change it or delete the account):
        counted with the log-in failures."""
        wait = self.limiter.wait(account.name, address)
        if wait:
            raise AccountError("rate_limited", f"too many failed tries: try again in"
                                               f" {wait} s", retry_after=wait)
        if not await self.verify(self.password_of(account.id), password[:MAX_PASSWORD]):
            self.limiter.failed(account.name, address)
            raise AccountError("forbidden", "wrong password")

    async def change_password(self, account: Account, new_password: str) -> None:
        check_password(new_password, "new_password")
        self.storage.query("UPDATE accounts SET password = ? WHERE id = ?",
                           (await self.hash(new_password), account.id))

    def forget_idle(self) -> None:
        self.limiter.forget_idle()
        for address, bucket in list(self._signups.items()):
            if bucket.full():
                del self._signups[address]


def account_statements(account_id: str) -> list[tuple[str, tuple[Any, ...]]]:
    """Everything of an account, removed in one transaction (docs/security.md): its
    sessions, ratings, results, seats and hosted matches, blocks; its reports stay
    for review without it."""
    who = (account_id,)
    return [("DELETE FROM sessions WHERE account_id = ?", who),
            ("DELETE FROM ratings WHERE account_id = ?", who),
            ("DELETE FROM results WHERE account_id = ?", who),
            ("DELETE FROM seat_accounts WHERE account_id = ?", who),
            ("DELETE FROM match_hosts WHERE account_id = ?", who),
            ("DELETE FROM blocks WHERE account_id = ?", who),
            ("UPDATE reports SET account_id = NULL WHERE account_id = ?", who),
            ("DELETE FROM accounts WHERE id = ?", who)]
