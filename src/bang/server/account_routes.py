"""The HTTP routes of accounts, sessions, profiles, leaderboards and moderation
(docs/protocol.md "Accounts"); the CSRF guard in front of every route is
``bang.server.sessions.CsrfGuard``."""

from __future__ import annotations

from typing import Any, Literal

from fastapi import FastAPI, Query, Request
from fastapi.responses import JSONResponse, Response

from bang.server.accounts import AccountError
from bang.server.lobby import Lobby, not_found
from bang.server.match import MatchError
from bang.server.models import (
    Attached,
    AttachMatches,
    BlockBody,
    BlockList,
    Leaderboard,
    LogIn,
    MuteBody,
    Muted,
    PasswordBody,
    PasswordChange,
    Profile,
    ReportBody,
    ReportFiled,
    SessionInfo,
    SignUp,
)
from bang.server.ratings import BOARD_MAX, BOARD_PAGE, HISTORY_MAX, HISTORY_PAGE
from bang.server.sessions import (
    Session,
    clear_cookie,
    cookie_token,
    current,
    set_cookie,
)

Band = Literal["3-4", "5-6", "7-8", "all"]
Variant = Literal["dead_reckonin", "dead_mans_hand"]


def address_of(request: Request) -> str:
    client = request.client
    return client.host if client is not None else ""


def add_account_routes(app: FastAPI, lobby: Lobby) -> None:
    accounts, sessions = lobby.accounts, lobby.sessions
    ratings, moderation = lobby.ratings, lobby.moderation
    lifetime = lobby.settings.session_lifetime

    def logged_in(request: Request) -> Session:
        session = current(request, sessions)
        if session is None:
            raise AccountError("unauthorized", "log in first")
        return session

    def opened(request: Request, session: Session, token: str, status: int) -> JSONResponse:
        """The answer that starts a session: who, the CSRF token, the cookie; the
        session the request came with (if any) is ended."""
        before = current(request, sessions)
        if before is not None and before.token_hash != session.token_hash:
            sessions.end(before)
        response = JSONResponse({"name": session.account.name, "csrf": session.csrf},
                                status_code=status)
        set_cookie(response, request, token, lifetime)
        return response

    # --- accounts and sessions ------------------------------------------------------
    @app.post("/api/accounts", response_model=SessionInfo, status_code=201)
    async def sign_up(body: SignUp, request: Request) -> JSONResponse:
        lobby.require_storage()
        account = await accounts.sign_up(body.name, body.password, address_of(request))
        token, session = sessions.create(account)
        return opened(request, session, token, 201)

    @app.post("/api/session", response_model=SessionInfo)
    async def log_in(body: LogIn, request: Request) -> JSONResponse:
        lobby.require_storage()
        account = await accounts.log_in(body.name, body.password, address_of(request))
        token, session = sessions.create(account)
        return opened(request, session, token, 200)

    @app.get("/api/session", response_model=SessionInfo,
             responses={401: {"description": "nobody is logged in"}})
    async def who(request: Request) -> JSONResponse:
        session = current(request, sessions)
        token = cookie_token(request.headers)
        if session is None or token is None:
            response = JSONResponse({"type": "error", "code": "unauthorized",
                                     "reason": "nobody is logged in"}, status_code=401)
            if token is not None:
                clear_cookie(response, request)
            return response
        response = JSONResponse({"name": session.account.name, "csrf": session.csrf})
        set_cookie(response, request, token, lifetime)  # its lifetime starts again
        return response

    @app.delete("/api/session", status_code=204)
    async def log_out(request: Request) -> Response:
        session = current(request, sessions)
        if session is not None:
            sessions.end(session)
        response = Response(status_code=204)
        clear_cookie(response, request)
        return response

    @app.patch("/api/account", status_code=204)
    async def change_password(body: PasswordChange, request: Request) -> Response:
        session = logged_in(request)
        lobby.require_storage()
        await accounts.confirm(session.account, body.password, address_of(request))
        await accounts.change_password(session.account, body.new_password)
        sessions.end_others(session)
        return Response(status_code=204)

    @app.delete("/api/account", status_code=204)
    async def delete_account(body: PasswordBody, request: Request) -> Response:
        session = logged_in(request)
        lobby.require_storage()
        await accounts.confirm(session.account, body.password, address_of(request))
        lobby.delete_account(session.account)
        response = Response(status_code=204)
        clear_cookie(response, request)
        return response

    @app.post("/api/account/matches", response_model=Attached)
    async def attach(body: AttachMatches, request: Request) -> dict[str, Any]:
        session = logged_in(request)
        seats = [(s.match_id, s.token) for s in body.seats]
        return {"attached": lobby.attach(session.account, seats)}

    # --- blocks ---------------------------------------------------------------------
    @app.get("/api/account/blocks", response_model=BlockList)
    async def blocks(request: Request) -> dict[str, Any]:
        return {"names": moderation.blocks(logged_in(request).account)}

    @app.post("/api/account/blocks", response_model=BlockList)
    async def block(body: BlockBody, request: Request) -> dict[str, Any]:
        session = logged_in(request)
        lobby.require_storage()
        return {"names": moderation.block(session.account, body.name)}

    @app.delete("/api/account/blocks/{name}", status_code=204)
    async def unblock(name: str, request: Request) -> Response:
        session = logged_in(request)
        lobby.require_storage()
        moderation.unblock(session.account, name[:64])
        return Response(status_code=204)

    # --- profiles and leaderboards ------------------------------------------------------
    @app.get("/api/players/{name}", response_model=Profile)
    async def profile(name: str, request: Request,
                      before: float | None = Query(None, ge=0),
                      limit: int = Query(HISTORY_PAGE, ge=1, le=HISTORY_MAX)
                      ) -> dict[str, Any]:
        found = accounts.by_name(name[:64])
        if found is None:
            raise MatchError("not_found", f"no player {name[:40]!r}")
        account = found[0]
        viewer = current(request, sessions)
        own = viewer is not None and viewer.account.id == account.id
        matches, next_before = ratings.history(account.id, before, limit, own)
        return {"name": account.name, "since": account.created,
                "ratings": ratings.ratings_of(account.id), "matches": matches,
                "win_rates": ratings.win_rates(account.id), "next_before": next_before}

    @app.get("/api/leaderboard", response_model=Leaderboard)
    async def leaderboard(game: Literal["cards", "dice"], band: Band = "all",
                          variant: Variant | None = None,
                          offset: int = Query(0, ge=0, le=100_000),
                          limit: int = Query(BOARD_PAGE, ge=1, le=BOARD_MAX)
                          ) -> dict[str, Any]:
        if variant is not None and game != "cards":
            raise MatchError("bad_message", "variant: the ghost variants are card games")
        return {"game": game, "band": band, "variant": variant, "offset": offset,
                "min_games": lobby.settings.leaderboard_min_games,
                "rows": ratings.leaderboard(game, variant or "", band, offset, limit)}

    # --- moderation -------------------------------------------------------------------
    @app.post("/api/matches/{match_id}/mute", response_model=Muted)
    async def mute(match_id: str, body: MuteBody) -> dict[str, Any]:
        match = lobby.get_for(match_id, body.token)
        if not match.is_host(body.token):
            raise MatchError("forbidden", "only the host mutes a seat's chat")
        if body.seat >= match.players:
            raise MatchError("bad_message", f"there is no seat {body.seat}")
        lobby.require_storage()
        return {"muted": moderation.set_muted(match.id, body.seat, body.muted)}

    @app.post("/api/matches/{match_id}/report", response_model=ReportFiled,
              status_code=202)
    async def report(match_id: str, body: ReportBody, request: Request) -> JSONResponse:
        seat = reported_seat(lobby, match_id, body.token, body.invite)
        session = current(request, sessions)
        lobby.require_storage()
        if not moderation.may_report(address_of(request)):
            raise AccountError("rate_limited", "too many reports from your address: wait"
                                               " a few minutes", retry_after=120)
        report_id = moderation.report(match_id, seat,
                                      session.account if session else None, body.reason)
        return JSONResponse({"report": report_id}, status_code=202)


def reported_seat(lobby: Lobby, match_id: str, token: str | None,
                  invite: str | None) -> int | None:
    """The reporter's seat, once the match is known to him: a public match by its id, a
    private one by a seat's token, the host's or the invite (else it is not found)."""
    match = lobby.matches.get(match_id)
    if match is not None:
        if token is not None:
            match = lobby.get_for(match_id, token)
            seat = match.seat_of(token)
            return seat.index if seat is not None else None
        lobby.get(match_id, invite)
        return None
    from bang.server.match import token_hash

    stored = lobby.storage.load(match_id)
    if stored is None:
        raise not_found(match_id)
    if token is not None:
        wanted = token_hash(token)
        for index, data in enumerate(stored.meta.get("seats", [])):
            if data.get("token_hash") == wanted:
                return index
        if stored.meta.get("host_hash") == wanted:
            return None
    if not stored.meta.get("public", True) and (
            invite is None or invite != stored.meta.get("invite")):
        raise not_found(match_id)
    return None
