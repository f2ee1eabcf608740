"""The wire protocol as pydantic models (docs/protocol.md): every request body and
client message is validated by them, and ``/api/schema`` is generated from them, so the
schema is never written twice.

Server messages are built as plain dicts on the hot path (one view, serialized once per
seat); their models here document them, produce the schema, and let the tests validate
every message a real server sends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter

from bang.bots.registry import LEVELS

PROTOCOL = 1
#: Longest chat line, display name, action text.
MAX_CHAT = 300
MAX_NAME = 32
MAX_ACTION = 80

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1,
                                        max_length=MAX_NAME)]
Token = Annotated[str, StringConstraints(min_length=8, max_length=128)]
Invite = Annotated[str, StringConstraints(min_length=1, max_length=64)]
OptionName = Annotated[str, StringConstraints(min_length=1, max_length=64)]
OptionText = Annotated[str, StringConstraints(max_length=64)]
Seconds = Annotated[float, Field(ge=1, le=3600)]


if TYPE_CHECKING:
    BotLevel = str
else:
    #: The bot ladder of the registry, weakest first (random ... expert).
    BotLevel = Literal[LEVELS]


class Strict(BaseModel):
    """Unknown fields are refused: a typo must not be silently ignored."""

    model_config = ConfigDict(extra="forbid", strict=True)


# --- HTTP bodies ----------------------------------------------------------------------
class HumanSeat(Strict):
    kind: Literal["human"]


class BotSeat(Strict):
    kind: Literal["bot"]
    level: BotLevel = "normal"


SeatSpec = Annotated[HumanSeat | BotSeat, Field(discriminator="kind")]


class CreateMatch(Strict):
    """``POST /api/matches``."""

    game: Literal["cards", "dice"]
    players: int = Field(ge=3, le=8)
    options: dict[OptionName, bool | int | OptionText] = Field(default_factory=dict,
                                                              max_length=64)
    seats: list[SeatSpec] | None = Field(default=None, max_length=8)
    public: bool = True
    turn_timer: Seconds | None = None
    #: Out-of-turn answers (a Missed!, a Duel, Indians!) get this shorter limit; by
    #: default half the turn timer.
    response_timer: Seconds | None = None
    bot_takeover: Annotated[float, Field(ge=0, le=3600)] | None = None
    name: Name = "Host"
    #: Additions to the shared contract: ``host_plays`` false gives the creator a host
    #: token without a seat (``bang host``); ``autostart`` starts the match as soon as
    #: every human seat is taken.
    host_plays: bool = True
    autostart: bool = False


class JoinMatch(Strict):
    name: Name
    seat: int | None = Field(default=None, ge=0, le=7)
    invite: Invite | None = None


class TokenBody(Strict):
    token: Token


class RematchBody(Strict):
    token: Token
    keep_characters: bool = True
    rotate_sheriff: bool = True


class Created(Strict):
    match_id: str
    invite: str | None
    seat: int | None
    token: str


class Joined(Strict):
    seat: int
    token: str


class MatchId(Strict):
    match_id: str


class SeatInfo(Strict):
    seat: int
    kind: Literal["human", "bot", "open"]
    name: str | None
    level: str | None
    connected: bool
    #: A human seat a bot plays while its player is away (an addition to the contract).
    replaced: bool = False


class Summary(Strict):
    match_id: str
    game: Literal["cards", "dice"]
    players: int
    options: dict[str, Any]
    status: Literal["open", "running", "finished"]
    public: bool
    turn_timer: float | None
    seats: list[SeatInfo]
    created: float


class MatchList(Strict):
    matches: list[Summary]


class Health(Strict):
    status: Literal["ok"]
    version: str
    protocol: int


class Latency(Strict):
    p50: float | None
    p99: float | None


class Metrics(Strict):
    matches_running: int
    matches_open: int
    connections: int
    actions_total: int
    actions_per_s: float
    latency_ms: Latency


# --- WebSocket: client → server ---------------------------------------------------------
class Hello(Strict):
    type: Literal["hello"]
    protocol: int
    token: Token | None = None
    spectate: bool = False
    invite: Invite | None = None


class Act(Strict):
    type: Literal["act"]
    decision: int = Field(ge=0, le=10**9)
    action: Annotated[str, StringConstraints(min_length=1, max_length=MAX_ACTION)]


class ChatIn(Strict):
    type: Literal["chat"]
    text: Annotated[str, StringConstraints(min_length=1, max_length=MAX_CHAT)]


class Ping(Strict):
    type: Literal["ping"]


ClientMessage = Annotated[Hello | Act | ChatIn | Ping, Field(discriminator="type")]
CLIENT_MESSAGE: TypeAdapter[Hello | Act | ChatIn | Ping] = TypeAdapter(ClientMessage)


# --- WebSocket: server → client ---------------------------------------------------------
class Message(Strict):
    """A language-neutral message (``bang.i18n.messages``): a catalogue key and its
    arguments; each client renders it in its own language."""

    key: str
    args: dict[str, Any]


class LogEntry(Strict):
    event: dict[str, Any]
    message: Message


class Option(Strict):
    action: str
    label: Message


class DecisionInfo(Strict):
    id: int
    kind: str
    prompt: Message | None
    deadline_ms: int | None
    options: list[Option]


class State(Strict):
    type: Literal["state"]
    seq: int
    view: dict[str, Any]
    log: list[LogEntry]
    decision: DecisionInfo | None
    goal: Message | None


class Welcome(Strict):
    type: Literal["welcome"]
    seat: int | None
    match: Summary


class MatchChanged(Strict):
    type: Literal["match"]
    match: Summary


class ChatOut(Strict):
    type: Literal["chat"]
    seat: int | None
    name: str
    text: str
    time_ms: int


class Over(Strict):
    type: Literal["over"]
    winners: list[int]
    roles: list[str]
    record: str


class Rematch(Strict):
    type: Literal["rematch"]
    match_id: str


class Pong(Strict):
    type: Literal["pong"]


ErrorCode = Literal["bad_message", "too_large", "rate_limited", "unauthorized", "not_found",
                    "forbidden", "conflict", "stale_decision", "not_your_decision",
                    "illegal_action", "not_started", "finished", "server_busy"]


class ErrorMessage(Strict):
    type: Literal["error"]
    code: ErrorCode
    reason: str
    decision: int | None = None


ServerMessage = Annotated[State | Welcome | MatchChanged | ChatOut | Over | Rematch | Pong
                          | ErrorMessage, Field(discriminator="type")]
SERVER_MESSAGE: TypeAdapter[Any] = TypeAdapter(ServerMessage)

#: Every model the protocol documents, by name (the schema and the docs test use it).
MODELS: dict[str, type[BaseModel]] = {m.__name__: m for m in (
    CreateMatch, HumanSeat, BotSeat, JoinMatch, TokenBody, RematchBody, Created, Joined,
    MatchId, Summary, SeatInfo, MatchList, Health, Metrics, Hello, Act, ChatIn, Ping, State,
    Welcome, MatchChanged, ChatOut, Over, Rematch, Pong, ErrorMessage)}


def json_schema() -> dict[str, Any]:
    """One JSON Schema document with every model under ``$defs`` plus the two message
    unions (``ClientMessage``, ``ServerMessage``)."""
    defs: dict[str, Any] = {}
    for name, model in MODELS.items():
        schema = model.model_json_schema(ref_template="#/$defs/{model}")
        defs.update(schema.pop("$defs", {}))
        defs[name] = schema
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "BANG! server protocol",
        "version": PROTOCOL,
        "$defs": defs,
        "ClientMessage": CLIENT_MESSAGE.json_schema(ref_template="#/$defs/{model}"),
        "ServerMessage": SERVER_MESSAGE.json_schema(ref_template="#/$defs/{model}"),
    }
