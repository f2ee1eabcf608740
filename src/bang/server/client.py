"""A network client of the server: the lobby over HTTP, a seat over the WebSocket, and a
loop that plays a seat with a bot (``bang join --bot``, the tests, the load benchmark)
or with a person at the terminal (``bang join``).

What arrives is the seat's view as plain JSON; ``view_from_dict`` turns it back into the
engine's view type so the same bots and the same terminal table as ``bang play`` read
it.  Nothing but the seat's own view is ever available here.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable
from typing import Any

from bang.bots import Bot, make_bot
from bang.core.protocol import Action, Event, parse_action
from bang.feeds import apply_delta


class ServerError(Exception):
    """The server refused (its error code and reason) or could not be reached."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


# --- HTTP --------------------------------------------------------------------------------
def http(base: str, method: str, path: str, body: dict[str, Any] | None = None,
         timeout: float = 10.0) -> Any:
    """One JSON request; a refusal or an unreachable server raises ``ServerError``."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base.rstrip("/") + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return json.loads(response.read() or b"null")
    except urllib.error.HTTPError as exc:
        try:
            error = json.loads(exc.read())
            raise ServerError(str(error.get("code")), str(error.get("reason"))) from None
        except (ValueError, AttributeError):
            raise ServerError("http", f"HTTP {exc.code}") from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise ServerError("unreachable", f"cannot reach {base}: {reason}") from None


def ws_url(base: str, match_id: str) -> str:
    scheme, _, rest = base.rstrip("/").partition("://")
    return f"{'wss' if scheme == 'https' else 'ws'}://{rest}/ws/{match_id}"


# --- views back from JSON ----------------------------------------------------------------
class ViewReader:
    """Rebuilds view objects from JSON, reusing the event objects already rebuilt so
    that bots recognise the events they have read (they compare by identity)."""

    def __init__(self) -> None:
        self._events: list[tuple[dict[str, Any], Event]] = []

    def events(self, dicts: list[dict[str, Any]], dice: bool) -> tuple[Event, ...]:
        old = self._events
        # Where the new window starts in the old one: the first offset at which what
        # the old window holds from there on matches the new window's beginning.
        reused: list[Event] = []
        for start in range(len(old)):
            tail = old[start:]
            if len(tail) <= len(dicts) and all(
                    tail[i][0] == dicts[i] for i in range(len(tail))):
                reused = [e for _, e in tail]
                break
        out: list[tuple[dict[str, Any], Event]] = list(zip(
            [d for d, _ in old[len(old) - len(reused):]], reused, strict=True))
        for d in dicts[len(reused):]:
            if dice:
                event = Event(str(d["kind"]), dict(d.get("data") or {}))
            else:
                event = Event(str(d["kind"]), {k: v for k, v in d.items() if k != "kind"})
            out.append((d, event))
        self._events = out
        return tuple(e for _, e in out)

    def view(self, data: dict[str, Any]) -> Any:
        """A ``CardView`` or ``DiceView`` equal in content to the JSON it came from."""
        pending = data.get("pending")
        if "dice" in data:
            from bang.dice import view as dv

            return dv.DiceView(
                seat=data["seat"], role=data["role"],
                players=tuple(dv.PlayerInfo(**p) for p in data["players"]),
                arrows_centre=data["arrows_centre"], dice=tuple(data["dice"]),
                rolls_used=data["rolls_used"], rolls_left=data["rolls_left"],
                turn=data["turn"],
                pending=None if pending is None else dv.PendingInfo(
                    pending["id"], pending["seat"], pending["kind"], pending["context"],
                    None if pending["options"] is None else tuple(pending["options"])),
                events=self.events(data["events"], True), is_over=data["is_over"],
                winners=tuple(data["winners"]), extra=dict(data.get("extra") or {}),
                modules=dict(data.get("modules") or {}))
        from bang.cards import view as cv

        players = tuple(cv.PlayerInfo(**{**p, "equipment": tuple(p["equipment"])})
                        for p in data["players"])
        return cv.CardView(
            data["game"], data["seat"], data["role"], tuple(data["hand"]), players,
            data["turn"], data["deck_count"], data["discard_count"], data["discard_top"],
            tuple(data["revealed"]), data["bangs_played"],
            None if pending is None else cv.PendingInfo(
                pending["id"], pending["seat"], pending["kind"], pending["context"],
                None if pending["options"] is None
                else tuple(parse_action(o) for o in pending["options"])),
            self.events(data["events"], False),
            None if data["winners"] is None else tuple(data["winners"]),
            data["config"],
            None if data.get("dmh_winners") is None else tuple(data["dmh_winners"]),
            data.get("event"))


# --- a seat over the WebSocket -------------------------------------------------------------
Chooser = Callable[[Any, tuple[Action, ...], dict[str, Any]], Awaitable[Action | None]]


def bot_chooser(level: str, seed: int | None = None) -> Chooser:
    """Answers from one of the project's bots, reading only the seat's view."""
    bot: Bot = make_bot(level, secrets.randbits(64) if seed is None else seed)

    async def choose(view: Any, legal: tuple[Action, ...],
                     state: dict[str, Any]) -> Action | None:
        return bot.choose(view if bot.needs_view else None, legal)

    return choose


class SeatClient:
    """One connection to a match: ``hello``, then states in, actions out."""

    def __init__(self, base: str, match_id: str, token: str | None = None, *,
                 spectate: bool = False, invite: str | None = None,
                 raw: list[str] | None = None, features: tuple[str, ...] = ()) -> None:
        self.base = base
        #: Capabilities announced in the hello (``("delta",)``: the server may send
        #: ``delta`` frames, which ``recv`` applies to ``view``).
        self.features = features
        #: The seat's view as of the last game frame (a ``state``, or a ``delta`` applied
        #: to the previous view).
        self.view: dict[str, Any] | None = None
        #: When given, every text frame received is appended to it as it came.
        self.raw = raw
        self.match_id = match_id
        self.token = token
        self.spectate = spectate
        self.invite = invite
        self.ws: Any = None
        self.seat: int | None = None
        self.summary: dict[str, Any] | None = None
        self.reader = ViewReader()

    async def connect(self) -> dict[str, Any]:
        """Open the socket and say hello; returns the ``welcome``."""
        from websockets.asyncio.client import connect

        try:
            self.ws = await connect(ws_url(self.base, self.match_id), max_size=2**22,
                                    open_timeout=10)
        except (OSError, TimeoutError) as exc:
            raise ServerError("unreachable", f"cannot reach {self.base}: {exc}") from None
        hello: dict[str, Any] = {"type": "hello", "protocol": 1}
        if self.features:
            hello["features"] = list(self.features)
        if self.token is not None:
            hello["token"] = self.token
        else:
            hello["spectate"] = True
            if self.invite:
                hello["invite"] = self.invite
        await self.send(hello)
        welcome = await self.recv()
        if welcome.get("type") == "error":
            raise ServerError(welcome["code"], welcome["reason"])
        self.seat = welcome.get("seat")
        self.summary = welcome.get("match")
        return welcome

    async def send(self, message: dict[str, Any]) -> None:
        await self.ws.send(json.dumps(message))

    async def recv(self) -> dict[str, Any]:
        from websockets.exceptions import ConnectionClosed

        try:
            text = await self.ws.recv()
        except ConnectionClosed as exc:
            raise ServerError("closed", f"the server closed the connection ({exc})") from None
        if self.raw is not None:
            self.raw.append(text)
        message: dict[str, Any] = json.loads(text)
        kind = message.get("type")
        if kind == "state":
            self.view = message["view"]
        elif kind == "delta":
            if self.view is None:
                raise ServerError("bad_message", "a delta before any state")
            self.view = apply_delta(self.view, message)
        return message

    async def act(self, decision: int, action: str) -> None:
        await self.send({"type": "act", "decision": decision, "action": action})

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()

    async def play(self, choose: Chooser,
                   on_message: Callable[[dict[str, Any]], None] | None = None
                   ) -> dict[str, Any]:
        """Answer every decision with ``choose`` until the game is over; returns the
        ``over`` message.  ``choose`` may return None to leave."""
        answered: int | None = None
        last: dict[str, Any] | None = None
        while True:
            message = await self.recv()
            if on_message is not None:
                on_message(message)
            kind = message.get("type")
            if kind == "over":
                return message
            if kind == "error" and last is not None and (
                    message.get("code") == "rate_limited"
                    or (answered is not None and message.get("decision") == answered
                        and message.get("code") != "stale_decision")):
                await asyncio.sleep(0.1)  # answer the same decision again
                answered = None
                message = last
            elif kind not in ("state", "delta"):
                continue
            last = message
            decision = message.get("decision")
            if decision is None or decision["id"] == answered:
                continue
            assert self.view is not None
            view = self.reader.view(self.view)
            legal = tuple(parse_action(o["action"]) for o in decision["options"])
            action = await choose(view, legal, message)
            if action is None:
                return {"type": "left"}
            answered = decision["id"]
            await self.act(decision["id"], action.format())


async def play_seat(base: str, match_id: str, token: str, level: str = "normal",
                    seed: int | None = None, attempts: int = 20) -> dict[str, Any]:
    """Connect and let a bot play the seat to the end, reconnecting with the token if
    the connection drops (at most ``attempts`` times); returns the ``over`` message."""
    choose = bot_chooser(level, seed)
    for attempt in range(attempts):
        client = SeatClient(base, match_id, token)
        try:
            await client.connect()
            return await client.play(choose)
        except ServerError as exc:
            if exc.code not in ("closed", "unreachable") or attempt == attempts - 1:
                raise
            await asyncio.sleep(0.5)
        finally:
            await client.close()
    raise ServerError("unreachable", "gave up reconnecting")
