"""The FastAPI application: the HTTP lobby, the WebSocket play endpoint, static data for
user interfaces (the game catalogue of ``bang.server.catalog``, the message catalogues,
the JSON Schema) and the browser files.

Every route and message is documented in docs/protocol.md; bodies and client messages
are validated by ``bang.server.models``.  Below the application, ``bang.server.transport``
caps connections and times out slow request heads; ``watch_storage`` probes a database
that went down until it is back.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal

from fastapi import FastAPI, Query, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.gzip import GZipMiddleware
from starlette.websockets import WebSocketDisconnect

from bang import __version__
from bang.server.account_routes import add_account_routes
from bang.server.accounts import AccountError
from bang.server.catalog import catalog as game_data
from bang.server.catalog import page_catalogue
from bang.server.connection import CLOSE_POLICY, FAST_RECEIVE, Connection, encode
from bang.server.lobby import Lobby, clean_text
from bang.server.match import STORAGE_DOWN, Match, MatchError, Settings
from bang.server.models import (
    CLIENT_MESSAGE,
    FEATURES,
    MAX_CHAT,
    PROTOCOL,
    SECRET_PATTERN,
    Act,
    ChatIn,
    Created,
    CreateMatch,
    Health,
    Hello,
    Joined,
    JoinMatch,
    MatchId,
    MatchList,
    Metrics,
    Ping,
    RematchBody,
    Resume,
    SeatBotBody,
    StartBody,
    Summary,
    TokenBody,
    json_schema,
)
from bang.server.replay import (
    DEFAULT_PAGE_STEPS,
    MAX_PAGE_STEPS,
    MAX_RECORD_BYTES,
    parse_seat,
    replay_page,
)
from bang.server.sessions import CsrfGuard, current
from bang.server.storage import Storage, StorageDown, StorageError, open_storage

log = logging.getLogger("bang.server")

#: The longest WebSocket message a client may send (characters); an action or a chat
#: line is far shorter.
MAX_MESSAGE = 4096
#: The largest HTTP request body (bytes); a match request is a few hundred.
MAX_BODY = 65536
#: The public list's page size by default and at most.
LIST_PAGE = 50
LIST_MAX = 200
#: Routes whose bodies may be larger: an uploaded record.
BODY_LIMITS = {"/api/replay": MAX_RECORD_BYTES}
#: Rate-limit violations after which a connection is closed (with code 1008).
MAX_STRIKES = 20
#: The first and the longest delay between two probes of a database that is down.
PROBE_FIRST = 0.1
PROBE_MAX = 2.0

PACKAGE = Path(__file__).resolve().parent.parent
STATIC = PACKAGE / "web" / "static"


def error_body(code: str, reason: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "reason": reason}


def validation_reason(exc: ValidationError | RequestValidationError) -> str:
    """The first problem of a validation error, in one English sentence."""
    errors = exc.errors()
    if not errors:
        return "malformed message"
    first = errors[0]
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "message"
    return f"{where}: {first.get('msg', 'invalid')}"[:300]


def create_app(storage: Storage | str = "data/bang.sqlite3",
               settings: Settings | None = None,
               static_dir: Path | None = None) -> FastAPI:
    """The server application over ``storage`` (an open storage or its URL)."""
    store = open_storage(storage) if isinstance(storage, str) else storage
    lobby = Lobby(store, settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        loop = app.state.loop = asyncio.get_running_loop()
        try:
            restored = lobby.restore()
        except StorageDown as exc:
            raise StorageError(f"cannot read the matches back: {exc}") from None
        log.info("server_started", extra={"storage": store.url.split("@")[-1],
                                          "restored": restored})
        with contextlib.suppress(StorageDown):  # if refused, the sweep tries again
            lobby.ratings.resume()  # the matches that finished before they were rated
        down = asyncio.Event()
        store.health.on_down = lambda: loop.call_soon_threadsafe(down.set)
        tasks = [loop.create_task(sweep(lobby)), loop.create_task(watch_storage(lobby, down))]
        yield
        for task in tasks:
            task.cancel()
        await lobby.close()
        store.close()

    app = FastAPI(title="BANG! server", version=__version__, lifespan=lifespan,
                  docs_url="/api/docs", redoc_url=None, openapi_url="/api/openapi.json")
    app.state.lobby = lobby
    app.add_middleware(BodyLimit)
    app.add_middleware(CsrfGuard, sessions=lobby.sessions, busy_reason=STORAGE_DOWN)
    # Replay pages are large and repetitive JSON (each view repeats the recent events).
    app.add_middleware(GZipMiddleware, minimum_size=4096)

    @app.exception_handler(MatchError)
    async def match_error(request: Request, exc: MatchError) -> JSONResponse:
        headers = {"Retry-After": "2"} if exc.status == 503 else None
        if isinstance(exc, AccountError) and exc.retry_after is not None:
            headers = {"Retry-After": str(exc.retry_after)}
        return JSONResponse(error_body(exc.code, exc.reason), status_code=exc.status,
                            headers=headers)

    @app.exception_handler(StorageDown)
    async def storage_down(request: Request, exc: StorageDown) -> JSONResponse:
        # A safety net: every route that writes refuses first (``require_storage``).
        return JSONResponse(error_body("server_busy", STORAGE_DOWN), status_code=503,
                            headers={"Retry-After": "2"})

    @app.exception_handler(RequestValidationError)
    async def bad_body(request: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse(error_body("bad_message", validation_reason(exc)),
                            status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "bad_message", 413: "too_large"}.get(
            exc.status_code, "bad_message")
        # A body FastAPI could not parse (nested too deep for the JSON reader, say) is a
        # malformed body like any other: 422, as documented.
        status = 422 if exc.status_code == 400 else exc.status_code
        return JSONResponse(error_body(code, str(exc.detail)), status_code=status)

    # --- service --------------------------------------------------------------------
    @app.get("/api/health", response_model=Health,
             responses={503: {"model": Health, "description": "the database is down"}})
    async def health() -> JSONResponse:
        ok = store.healthy
        body = {"status": "ok" if ok else "degraded", "version": __version__,
                "protocol": PROTOCOL, "storage": store.health.report(store.backend)}
        return JSONResponse(body, status_code=200 if ok else 503)

    @app.get("/api/metrics", response_model=Metrics)
    async def metrics() -> dict[str, Any]:
        m = lobby.metrics
        guard = getattr(app.state, "guard", None)
        limits = guard.report() if guard is not None else {
            "connections_refused": 0, "connections_refused_address": 0,
            "header_timeouts": 0, "max_connections": lobby.settings.max_connections}
        limits.update(bot_cpu_s=round(lobby.bots.charged, 3), bot_waits=lobby.bots.waits)
        return {"matches_running": lobby.running(), "matches_open": lobby.open_count(),
                "connections": m.connections, "actions_total": m.actions_total,
                "actions_per_s": m.actions_per_s(), "latency_ms": m.latency_ms(),
                "traffic": m.traffic(), "storage": store.health.report(store.backend),
                "limits": limits}

    @app.get("/api/schema")
    async def schema() -> dict[str, Any]:
        return json_schema()

    @app.get("/api/catalog")
    async def catalog(lang: str | None = None) -> dict[str, Any]:
        return game_data(lang)

    @app.get("/api/languages")
    async def languages(request: Request) -> dict[str, Any]:
        """The languages offered (every installed catalogue, each named in itself) and
        the one the request's ``Accept-Language`` prefers: the page's language switch
        and its first choice when the browser's own list names none of them."""
        from bang.i18n import LANGUAGES, language_name, negotiate_language

        default = getattr(request.app.state, "default_language", "en")
        return {"languages": [{"code": code, "name": language_name(code)}
                              for code in LANGUAGES],
                "preferred": negotiate_language(request.headers.get("accept-language"),
                                                default)}

    @app.get("/api/i18n/{lang}")
    async def i18n(lang: str) -> dict[str, Any]:
        return page_catalogue(lang)

    # --- the lobby ----------------------------------------------------------------------
    @app.post("/api/matches", response_model=Created, status_code=201)
    async def create(body: CreateMatch, request: Request) -> dict[str, Any]:
        session = current(request, lobby.sessions)
        match, seat, token = lobby.create(body, client_address(request),
                                          session.account if session else None)
        return {"match_id": match.id, "invite": match.invite, "seat": seat, "token": token}

    @app.get("/api/matches", response_model=MatchList)
    async def listing(status: Literal["open", "running", "all"] = "all",
                      game: Literal["cards", "dice"] | None = None,
                      offset: int = Query(0, ge=0, le=100_000),
                      limit: int = Query(LIST_PAGE, ge=1, le=LIST_MAX)) -> Response:
        # Served from the cache as encoded bytes (no model is validated per poll).
        return Response(lobby.listing(status, game, offset, limit),
                        media_type="application/json")

    @app.get("/api/matches/{match_id}", response_model=Summary)
    async def summary(match_id: str,
                      invite: str | None = Query(None, max_length=64,
                                                 pattern=SECRET_PATTERN)
                      ) -> dict[str, Any]:
        return lobby.get(match_id, invite).summary()

    @app.post("/api/matches/{match_id}/join", response_model=Joined)
    async def join(match_id: str, body: JoinMatch, request: Request) -> dict[str, Any]:
        session = current(request, lobby.sessions)
        seat, token = lobby.join(match_id, body, session.account if session else None)
        return {"seat": seat, "token": token}

    @app.post("/api/matches/{match_id}/leave")
    async def leave(match_id: str, body: TokenBody) -> dict[str, Any]:
        lobby.leave(match_id, body.token)
        return {"ok": True}

    @app.post("/api/matches/{match_id}/start")
    async def start(match_id: str, body: StartBody) -> dict[str, Any]:
        lobby.start(match_id, body)
        return {"ok": True}

    @app.post("/api/matches/{match_id}/seats/{seat}/bot")
    async def seat_bot(match_id: str, seat: int, body: SeatBotBody) -> dict[str, Any]:
        lobby.seat_bot(match_id, seat, body)
        return {"ok": True}

    @app.post("/api/matches/{match_id}/seats/{seat}/open")
    async def seat_open(match_id: str, seat: int, body: TokenBody) -> dict[str, Any]:
        lobby.open_seat(match_id, seat, body.token)
        return {"ok": True}

    @app.post("/api/matches/{match_id}/rematch", response_model=MatchId)
    async def rematch(match_id: str, body: RematchBody) -> dict[str, Any]:
        return {"match_id": lobby.rematch(match_id, body).id}

    @app.get("/api/matches/{match_id}/record")
    async def record(match_id: str) -> dict[str, Any]:
        return lobby.record(match_id)

    # --- replays ------------------------------------------------------------------------
    page_query = {"start": Query(0, ge=0, le=10**6),
                  "count": Query(DEFAULT_PAGE_STEPS, ge=1, le=MAX_PAGE_STEPS)}

    @app.get("/api/matches/{match_id}/replay")
    async def replay(match_id: str, seat: str = "all",
                     start: int = page_query["start"],
                     count: int = page_query["count"]) -> Response:
        final = lobby.record(match_id, "replay")
        viewer = parse_seat(seat)
        text = await asyncio.to_thread(replay_page, final, match_id=match_id, seat=viewer,
                                       start=start, count=count)
        return Response(text, media_type="application/json")

    @app.post("/api/replay")
    async def replay_upload(request: Request, seat: str = "all",
                            start: int = page_query["start"],
                            count: int = page_query["count"]) -> Response:
        viewer = parse_seat(seat)
        body = await request.body()
        try:
            uploaded = json.loads(body)
        except (ValueError, RecursionError):  # not JSON, not UTF-8, nested too deep
            raise MatchError("bad_message", "the body is not a JSON record") from None
        text = await asyncio.to_thread(replay_page, uploaded, match_id=None, seat=viewer,
                                       start=start, count=count)
        return Response(text, media_type="application/json")

    # --- play ---------------------------------------------------------------------------
    @app.websocket("/ws/{match_id}")
    async def play(websocket: WebSocket, match_id: str) -> None:
        await websocket.accept()
        try:
            match, seat, name, features = await greet(lobby, websocket, match_id)
        except MatchError as exc:
            await websocket.send_text(encode(exc.message()))
            await websocket.close(code=1008)
            return
        except (WebSocketDisconnect, RuntimeError):
            return
        await serve_connection(lobby, match, websocket, seat, name,
                               frozenset(features) & FEATURES)

    add_account_routes(app, lobby)

    static = static_dir if static_dir is not None else STATIC
    if static.is_dir():
        from starlette.staticfiles import StaticFiles

        page = static / "index.html"

        # The replay page's shareable addresses: the browser's one page reads the path.
        @app.get("/replay/{match_id}", include_in_schema=False)
        async def replay_page_of_match(match_id: str) -> FileResponse:
            return FileResponse(page, media_type="text/html")

        @app.get("/replay", include_in_schema=False)
        async def replay_page_of_file() -> FileResponse:
            return FileResponse(page, media_type="text/html")

        app.mount("/", StaticFiles(directory=static, html=True), name="web")
    return app


class BodyLimit:
    """Refuses HTTP bodies over ``MAX_BODY`` bytes with ``too_large``: before reading
    them when Content-Length says so, and as soon as a chunked body grows past it (the
    rest is not read, the route never runs, and the error it would have answered is
    replaced)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = BODY_LIMITS.get(scope.get("path", ""), MAX_BODY)
        declared = dict(scope.get("headers") or ()).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > limit):
            await too_large(limit)(scope, receive, send)
            return
        seen = 0
        over = False

        async def counted() -> Any:
            nonlocal seen, over
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > limit:
                over = True  # reading the body fails: the route never runs
                raise ValueError("request body too large")
            return message

        async def guarded(message: Any) -> None:
            if not over:
                await send(message)
            elif message["type"] == "http.response.start":
                await too_large(limit)(scope, receive, send)

        await self.app(scope, counted, guarded)


def too_large(limit: int = MAX_BODY) -> JSONResponse:
    return JSONResponse(error_body("too_large", f"a request body is at most {limit}"
                                                " bytes"), status_code=413)


async def sweep(lobby: Lobby) -> None:
    """Now and then: forget finished matches nobody watches, close abandoned lobbies."""
    while True:
        await asyncio.sleep(lobby.settings.sweep_every)
        lobby.sweep()


async def watch_storage(lobby: Lobby, down: asyncio.Event) -> None:
    """When the database refuses a statement: probe it (a real write, in a thread, so a
    database that hangs never stalls the event loop) with a growing delay until it takes
    one, then let every match write what waited and move on."""
    storage = lobby.storage
    while True:
        await down.wait()
        down.clear()
        delay = PROBE_FIRST
        log.error("storage_down", extra={"error": storage.health.error})
        while not await asyncio.to_thread(storage.probe):
            await asyncio.sleep(delay)
            delay = min(delay * 2, PROBE_MAX)
        lobby.storage_recovered()


def client_address(request: Request | WebSocket) -> str:
    """The peer's address (a proxy's client when the server trusts that proxy)."""
    client = request.client
    return client.host if client is not None else ""


async def greet(lobby: Lobby, websocket: WebSocket,
                match_id: str) -> tuple[Match, int | None, str, list[str]]:
    """Read the ``hello``: a seat token or a spectator's request."""
    timeout = lobby.settings.hello_timeout
    try:
        text = await asyncio.wait_for(websocket.receive_text(), timeout)
    except TimeoutError:
        raise MatchError("unauthorized", f"say hello within {timeout:g} s") from None
    except KeyError:  # a binary frame
        raise MatchError("bad_message", "messages are JSON text") from None
    if len(text) > MAX_MESSAGE:
        raise MatchError("too_large", f"a message is at most {MAX_MESSAGE} characters")
    try:
        hello = CLIENT_MESSAGE.validate_json(text)
    except ValidationError as exc:
        raise MatchError("bad_message", validation_reason(exc)) from None
    if not isinstance(hello, Hello):
        raise MatchError("bad_message", "the first message must be a hello")
    if hello.protocol != PROTOCOL:
        raise MatchError("bad_message", f"this server speaks protocol {PROTOCOL}")
    if hello.token is not None:
        match = lobby.get_for(match_id, hello.token)
        seat = match.seat_of(hello.token)
        if seat is None:
            raise MatchError("unauthorized", "that token holds no seat in this match")
        if seat.left:
            raise MatchError("forbidden", "you left this match; a bot plays your seat")
        return match, seat.index, seat.name or f"Player {seat.index + 1}", \
            list(hello.features)
    if hello.spectate:
        return lobby.get(match_id, hello.invite), None, "Spectator", list(hello.features)
    raise MatchError("unauthorized", "a hello carries a seat token or spectate: true")


async def serve_connection(lobby: Lobby, match: Match, websocket: WebSocket,
                           seat: int | None, name: str,
                           features: frozenset[str] = frozenset()) -> None:
    conn = Connection(websocket, seat, name, address=client_address(websocket),
                      features=features, stats=lobby.metrics.outbox)
    metrics = lobby.metrics
    metrics.connections += 1
    match.attach(conn)
    reader = Reader(lobby, match, conn)
    extensions = websocket.scope.get("extensions") or {}
    take_text = extensions.get(FAST_RECEIVE)
    direct = False
    try:
        while not reader.done:
            if take_text is not None and not direct:
                # Each message handled as it arrives, in the protocol's callback, once
                # none waits in receive's queue (those are read first, here, in order).
                direct = take_text(reader.direct)
            if not direct:
                message = await websocket.receive()
            else:
                # Only disconnects come here now: wait for one, or for the reader to
                # close the connection (rate-limit strikes) meanwhile.
                receiving = asyncio.ensure_future(websocket.receive())
                await asyncio.wait((receiving, reader.stopped),
                                   return_when=asyncio.FIRST_COMPLETED)
                if not receiving.done():
                    receiving.cancel()
                    break
                message = receiving.result()
            if message["type"] == "websocket.disconnect":
                break
            text = message.get("text")
            if text is None:
                reader.refuse(MatchError("bad_message", "messages are JSON text"))
            else:
                reader.text(text)
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        if direct and take_text is not None:
            take_text(None)
        metrics.connections -= 1
        match.detach(conn)
        await conn.finish()


class Reader:
    """What a connection's messages after the hello go through, in order: the size and
    rate limits, then ``dispatch``; an error is sent back, and too many rate-limit
    strikes close the connection (1008).  Called by the connection's reading loop, or
    straight from the protocol as each message arrives (``FAST_RECEIVE``)."""

    __slots__ = ("conn", "lobby", "match", "stopped", "strikes")

    def __init__(self, lobby: Lobby, match: Match, conn: Connection) -> None:
        self.lobby = lobby
        self.match = match
        self.conn = conn
        self.strikes = 0
        #: Done when this reader closed the connection.
        self.stopped: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    @property
    def done(self) -> bool:
        return self.conn.closed

    def direct(self, text: str | None) -> None:
        """A message handed straight from the protocol (``FAST_RECEIVE``; None: a
        binary one)."""
        self.conn.stats.direct_in += 1
        if text is None:
            if not self.conn.closed:
                self.refuse(MatchError("bad_message", "messages are JSON text"))
            return
        self.text(text)

    def text(self, text: str) -> None:
        conn = self.conn
        if conn.closed:
            return
        try:
            error: MatchError | None = None
            if len(text) > MAX_MESSAGE:
                error = MatchError("too_large",
                                   f"a message is at most {MAX_MESSAGE} characters")
            elif not conn.messages.allow():
                error = MatchError("rate_limited", "too many messages: slow down")
                self.strikes += 1
            if error is None:
                error = dispatch(self.lobby, self.match, conn, text)
            if error is not None:
                self.refuse(error)
        except Exception:  # one bad message must not break the connection's reading
            log.exception("message_failed", extra={"match": self.match.id})

    def refuse(self, error: MatchError) -> None:
        conn = self.conn
        conn.send(encode(error.message()), "error")
        if self.strikes > MAX_STRIKES:
            conn.close(CLOSE_POLICY)
            if not self.stopped.done():
                self.stopped.set_result(None)


def dispatch(lobby: Lobby, match: Match, conn: Connection, text: str) -> MatchError | None:
    """One client message after the hello; returns the error to send, if any."""
    try:
        message = CLIENT_MESSAGE.validate_json(text)
    except ValidationError as exc:
        return MatchError("bad_message", validation_reason(exc))
    if isinstance(message, Act):
        if match.status == "finished":
            refused = MatchError("finished", "the game is over")
            conn.send(encode(refused.message(message.decision)), "error")
            return None
        if match.task is None:
            refused = MatchError("not_started", "the match has not started")
            conn.send(encode(refused.message(message.decision)), "error")
            return None
        match.submit(("act", conn, message.decision, message.action, time.perf_counter()))
    elif isinstance(message, ChatIn):
        if conn.seat is not None and conn.seat in lobby.moderation.muted(match.id):
            return AccountError("muted", "the host muted your chat at this table")
        # Each connection, each address, and a match's spectators together: none of
        # them can flood a table (and a flood closes nobody: see Connection).
        if not conn.chat.allow() or not lobby.addresses.may_chat(conn.address) or (
                conn.seat is None and not match.spectator_chat.allow()):
            return MatchError("rate_limited", "too many chat messages: slow down")
        line = clean_text(message.text, MAX_CHAT)
        if not line:
            return MatchError("bad_message", "an empty chat message")
        match.chat(conn, line)
    elif isinstance(message, Ping):
        conn.send('{"type":"pong"}', "pong")
    elif isinstance(message, Resume):
        try:
            match.resume(conn)
        except MatchError as exc:
            return exc
    else:
        return MatchError("bad_message", "hello was already said")
    return None
