"""Sessions of accounts: a random token in the HTTP-only cookie ``bang_session``,
stored server-side only as its SHA-256 hash with an expiry that each use pushes back
(``session_lifetime``, 30 days); and the CSRF guard.

Every state-changing request (POST, PUT, PATCH, DELETE) that carries the cookie of a
live session must carry the header ``X-CSRF-Token`` equal to that session's CSRF token
(given by ``POST /api/accounts``, ``POST /api/session`` and ``GET /api/session``), or it
is refused with 403 ``csrf`` before any route runs.  Another site can make a browser
send the cookie (SameSite=Lax stops that for POSTs from other sites in today's
browsers, not in all), but cannot read the token.  A cookie that names no live session
(expired, logged out) carries no authority: the request is a guest's, as without one.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass
from typing import Any

from starlette.requests import HTTPConnection, cookie_parser
from starlette.responses import JSONResponse, Response

from bang.server.accounts import Account
from bang.server.settings import Settings
from bang.server.storage import Storage, StorageDown

COOKIE = "bang_session"
CSRF_HEADER = "X-CSRF-Token"
STATE_CHANGING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
#: A session's expiry is written again at most this often (seconds): a page that polls
#: does not write to the database on every request.
BUMP_EVERY = 3600.0


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class Session:
    token_hash: str
    account: Account
    csrf: str
    expires: float


class Sessions:
    def __init__(self, storage: Storage, settings: Settings) -> None:
        self.storage = storage
        self.settings = settings

    def create(self, account: Account) -> tuple[str, Session]:
        """A new session: the cookie's token (given once) and the session."""
        token = secrets.token_urlsafe(32)
        now = time.time()
        session = Session(token_hash(token), account, secrets.token_urlsafe(24),
                          now + self.settings.session_lifetime)
        self.storage.query("INSERT INTO sessions (token_hash, account_id, csrf, created,"
                           " expires) VALUES (?, ?, ?, ?, ?)",
                           (session.token_hash, account.id, session.csrf, now,
                            session.expires))
        return token, session

    def lookup(self, token: str) -> Session | None:
        """The live session of a cookie's token (its expiry pushed back), or None."""
        if not token or len(token) > 128:
            return None
        hashed = token_hash(token)
        rows = self.storage.query(
            "SELECT s.csrf, s.expires, a.id, a.name, a.created FROM sessions s"
            " JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ?", (hashed,))
        if not rows:
            return None
        csrf, expires, account_id, name, created = rows[0]
        now = time.time()
        if float(expires) <= now:
            self.storage.query("DELETE FROM sessions WHERE token_hash = ?", (hashed,))
            return None
        lifetime = self.settings.session_lifetime
        if now + lifetime - float(expires) > min(BUMP_EVERY, lifetime / 2):
            expires = now + lifetime
            self.storage.query("UPDATE sessions SET expires = ? WHERE token_hash = ?",
                               (expires, hashed))
        return Session(hashed, Account(str(account_id), str(name), float(created)),
                       str(csrf), float(expires))

    def end(self, session: Session) -> None:
        self.storage.query("DELETE FROM sessions WHERE token_hash = ?",
                           (session.token_hash,))

    def end_others(self, session: Session) -> None:
        """Every other session of the account (after a password change)."""
        self.storage.query("DELETE FROM sessions WHERE account_id = ? AND token_hash <> ?",
                           (session.account.id, session.token_hash))

    def purge(self) -> None:
        """Forget the expired sessions (the sweep)."""
        self.storage.query("DELETE FROM sessions WHERE expires <= ?", (time.time(),))


def cookie_token(headers: Any) -> str | None:
    """The session token of a request's ``Cookie`` header, if any."""
    raw = headers.get("cookie")
    if not raw:
        return None
    return cookie_parser(raw).get(COOKIE) or None


def current(request: HTTPConnection, sessions: Sessions) -> Session | None:
    """The request's live session: the one the guard found, or looked up now."""
    state = request.scope.get("state") or {}
    if "session" in state:
        found: Session | None = state["session"]
        return found
    token = cookie_token(request.headers)
    session = sessions.lookup(token) if token else None
    request.scope.setdefault("state", {})["session"] = session
    return session


def set_cookie(response: Response, request: HTTPConnection, token: str,
               lifetime: float) -> None:
    response.set_cookie(COOKIE, token, max_age=int(lifetime), path="/", httponly=True,
                        samesite="lax", secure=request.url.scheme == "https")


def clear_cookie(response: Response, request: HTTPConnection) -> None:
    response.delete_cookie(COOKIE, path="/", httponly=True, samesite="lax",
                           secure=request.url.scheme == "https")


class CsrfGuard:
    """ASGI middleware: a state-changing request with a live session's cookie and
    without its CSRF token is refused (403 ``csrf``).  Requests without the cookie pass
    untouched, and so does every other request."""

    def __init__(self, app: Any, sessions: Sessions, busy_reason: str) -> None:
        self.app = app
        self.sessions = sessions
        self.busy_reason = busy_reason

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope.get("method") not in STATE_CHANGING:
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v for k, v in scope.get("headers") or ()}
        raw = headers.get("cookie")
        token = cookie_parser(raw.decode("latin-1")).get(COOKIE) if raw else None
        if not token:
            await self.app(scope, receive, send)
            return
        try:
            session = self.sessions.lookup(token)
        except StorageDown:
            await JSONResponse({"type": "error", "code": "server_busy",
                                "reason": self.busy_reason}, status_code=503,
                               headers={"Retry-After": "2"})(scope, receive, send)
            return
        if session is not None:
            given = headers.get(CSRF_HEADER.lower(), b"")
            if not hmac.compare_digest(given, session.csrf.encode()):
                await JSONResponse({"type": "error", "code": "csrf",
                                    "reason": f"a request with a session cookie needs the"
                                              f" {CSRF_HEADER} header of its session"},
                                   status_code=403)(scope, receive, send)
                return
        scope.setdefault("state", {})["session"] = session
        await self.app(scope, receive, send)
