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
#: Tokens, invites and ids are ASCII letters and digits (``-`` and ``_`` are accepted
#: for codes made by other tools): anything else is refused as ``bad_message`` before it
#: is compared with a secret.
SECRET_PATTERN = r"^[A-Za-z0-9_-]+$"
Token = Annotated[str, StringConstraints(min_length=8, max_length=128,
                                         pattern=SECRET_PATTERN)]
Invite = Annotated[str, StringConstraints(min_length=1, max_length=64,
                                          pattern=SECRET_PATTERN)]
OptionName = Annotated[str, StringConstraints(min_length=1, max_length=64)]
OptionText = Annotated[str, StringConstraints(max_length=64)]
Seconds = Annotated[float, Field(ge=1, le=3600)]
#: The takeover delay of an absent seat: from at once up to ten minutes.
TakeoverSeconds = Annotated[float, Field(ge=0, le=600)]


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
    #: Seconds after which a bot plays a seat nobody is connected to (``null``: the
    #: server's default, 30 s).
    bot_takeover: TakeoverSeconds | None = None
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


class StartBody(Strict):
    """``POST /api/matches/{id}/start``: with ``fill``, the seats still open get bots of
    that level (a short-handed table); without it every human seat must be taken."""

    token: Token
    fill: BotLevel | None = None


class SeatBotBody(Strict):
    """``POST /api/matches/{id}/seats/{seat}/bot``: before the start the host puts a bot
    of ``level`` on an open seat (or changes a bot's level); once running, a bot plays a
    human seat now (``level`` is then not given: the stand-in plays at the table's
    stand-in level)."""

    token: Token
    level: BotLevel | None = None


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


class RuleInForce(Strict):
    """One rule option in force at a table: its value and the rules' default (a UI names
    it with ``web.option.<name>``, a choice with ``web.option.<name>.<value>``, the ghost
    variant with ``variant.<value>``)."""

    name: str
    value: bool | int | str
    default: bool | int | str


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
    #: Additions (optional for old clients): the out-of-turn timer, the takeover delay of
    #: an absent seat in force (seconds), the host's seat (``null``: a host who does not
    #: play), and the rule options that shape this table.
    response_timer: float | None = None
    bot_takeover: float | None = None
    host: int | None = None
    rules: list[RuleInForce] = Field(default_factory=list)


class ListedSeat(Strict):
    seat: int
    kind: Literal["human", "bot", "open"]
    name: str | None


class ListedMatch(Strict):
    """A match as the public list shows it: what a lobby needs to offer it (the whole
    summary is ``GET /api/matches/{id}``)."""

    match_id: str
    game: Literal["cards", "dice"]
    players: int
    status: Literal["open", "running"]
    turn_timer: float | None
    created: float
    seats: list[ListedSeat]


class MatchList(Strict):
    """A page of the public list: ``total`` matches in all, this page from ``offset``,
    ``next`` the offset of the next page (``null`` after the last)."""

    matches: list[ListedMatch]
    total: int = 0
    offset: int = 0
    next: int | None = None


class StorageHealth(Strict):
    """The database as the server sees it: whether it takes writes, the back-end, its
    last refusal while down and for how long (seconds); statements refused, outages and
    recoveries since the start, and seconds of outage in all."""

    ok: bool
    backend: Literal["sqlite", "postgresql"]
    error: str | None
    down_s: float | None
    refused: int
    outages: int
    recoveries: int
    down_total_s: float


class Health(Strict):
    """``status`` is ``degraded`` (HTTP 503) while the database refuses writes."""

    status: Literal["ok", "degraded"]
    version: str
    protocol: int
    #: An addition (optional for old clients).
    storage: StorageHealth | None = None


class Latency(Strict):
    p50: float | None
    p99: float | None


class Traffic(Strict):
    """What the connections' outboxes did since the start: bytes written, full states
    and deltas sent, game frames replaced by a newer one before a slow reader took them
    (``coalesced``), chat lines, errors or pongs dropped from a full outbox, and the
    frames written straight to the transport (``direct``; the others went through the
    ASGI send: the transport's buffer was full, or the connection closing), and the
    clients' messages handed straight from the protocol to their connection
    (``direct_in``; the others came through the ASGI receive)."""

    bytes_sent: int
    frames_state: int
    frames_delta: int
    coalesced: int
    dropped: int
    direct: int
    direct_in: int


class LimitsInForce(Strict):
    """What the quotas and caps did since the start: connections refused (the total cap
    and the per-address cap) and closed for not sending their headers in time, bot CPU
    seconds charged to the budget of unattended matches and bot moves that waited for
    it, and the connection cap in force."""

    connections_refused: int
    connections_refused_address: int
    header_timeouts: int
    max_connections: int
    bot_cpu_s: float
    bot_waits: int


class Metrics(Strict):
    matches_running: int
    matches_open: int
    connections: int
    actions_total: int
    actions_per_s: float
    latency_ms: Latency
    #: Additions (optional for old clients).
    traffic: Traffic | None = None
    storage: StorageHealth | None = None
    limits: LimitsInForce | None = None


# --- WebSocket: client → server ---------------------------------------------------------
#: Capabilities this server knows: ``delta`` (game frames after the first may be
#: ``delta`` frames: what changed, instead of the whole view).  A hello may name others
#: (a newer client's): they are ignored, and the welcome says which are used.
FEATURES = frozenset({"delta"})
Feature = Annotated[str, StringConstraints(min_length=1, max_length=32,
                                           pattern=r"^[a-z0-9_]+$")]


class Hello(Strict):
    type: Literal["hello"]
    protocol: int
    token: Token | None = None
    spectate: bool = False
    invite: Invite | None = None
    #: Optional capabilities (an addition: a client that names none gets full states).
    features: list[Feature] = Field(default_factory=list, max_length=8)


class Act(Strict):
    type: Literal["act"]
    decision: int = Field(ge=0, le=10**9)
    action: Annotated[str, StringConstraints(min_length=1, max_length=MAX_ACTION)]


class ChatIn(Strict):
    type: Literal["chat"]
    text: Annotated[str, StringConstraints(min_length=1, max_length=MAX_CHAT)]


class Ping(Strict):
    type: Literal["ping"]


class Resume(Strict):
    """A connected player whose seat a bot plays takes it back."""

    type: Literal["resume"]


ClientMessage = Annotated[Hello | Act | ChatIn | Ping | Resume, Field(discriminator="type")]
CLIENT_MESSAGE: TypeAdapter[Hello | Act | ChatIn | Ping | Resume] = TypeAdapter(ClientMessage)


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


class DecisionClock(Strict):
    """The pending decision's clock, when a person must answer it: which timer runs
    (``turn``, ``response`` out of turn, ``idle`` without a turn timer), when it runs out,
    and from when any seated player may let a bot answer instead."""

    seat: int
    id: int
    timer: Literal["turn", "response", "idle"]
    deadline_ms: int
    remaining_s: float
    bot_from_ms: int
    bot_from_s: float


class TakeoverClock(Strict):
    """When a bot takes over a seat nobody is connected to."""

    seat: int
    deadline_ms: int
    remaining_s: float


class Deadlines(Strict):
    """Every deadline in force, as server times (epoch milliseconds) and as seconds left
    when the frame was built at ``now_ms`` (clients with a wrong clock use the latter)."""

    now_ms: int
    decision: DecisionClock | None
    takeovers: list[TakeoverClock]


class State(Strict):
    type: Literal["state"]
    seq: int
    view: dict[str, Any]
    log: list[LogEntry]
    decision: DecisionInfo | None
    goal: Message | None
    #: Additions (optional for old clients).
    deadlines: Deadlines | None = None
    rules: list[RuleInForce] = Field(default_factory=list)


class Delta(Strict):
    """What changed since the connection's previous game frame (``state`` or
    ``delta``), for a client that announced ``delta`` in its hello: the top-level view
    fields that changed, the players' records that changed, the new events and how many
    the view now keeps; ``log``, ``decision``, ``goal`` and ``deadlines`` as in a state
    (they replace the previous ones)."""

    type: Literal["delta"]
    seq: int
    view: dict[str, Any]
    players: list[dict[str, Any]]
    events: list[dict[str, Any]]
    events_len: int
    log: list[LogEntry]
    decision: DecisionInfo | None
    goal: Message | None
    deadlines: Deadlines | None = None


class Welcome(Strict):
    type: Literal["welcome"]
    seat: int | None
    match: Summary
    #: The capabilities of the hello this server will use (absent when none was asked).
    features: list[Feature] = Field(default_factory=list)


class MatchChanged(Strict):
    type: Literal["match"]
    match: Summary
    deadlines: Deadlines | None = None


class ChatOut(Strict):
    type: Literal["chat"]
    seat: int | None
    name: str
    text: str
    time_ms: int


class ChatHistory(Strict):
    """The latest chat lines (oldest first), sent on every (re)connection."""

    type: Literal["chat_history"]
    lines: list[ChatOut]


class Removed(Strict):
    """The host took this connection's seat away before the start."""

    type: Literal["removed"]
    seat: int


class Over(Strict):
    type: Literal["over"]
    winners: list[int]
    roles: list[str]
    record: str
    replay: str | None = None


class Rematch(Strict):
    type: Literal["rematch"]
    match_id: str


class Pong(Strict):
    type: Literal["pong"]


ErrorCode = Literal["bad_message", "too_large", "rate_limited", "unauthorized", "not_found",
                    "forbidden", "conflict", "stale_decision", "not_your_decision",
                    "illegal_action", "not_started", "finished", "server_busy",
                    # the account layer's (bang.server.accounts.AccountError)
                    "csrf", "name_taken", "blocked", "muted"]


class ErrorMessage(Strict):
    type: Literal["error"]
    code: ErrorCode
    reason: str
    decision: int | None = None


ServerMessage = Annotated[State | Delta | Welcome | MatchChanged | ChatOut | ChatHistory | Removed
                          | Over | Rematch | Pong | ErrorMessage, Field(discriminator="type")]
SERVER_MESSAGE: TypeAdapter[Any] = TypeAdapter(ServerMessage)


# --- replays ------------------------------------------------------------------------------
class ReplayStep(Strict):
    """The position after ``step`` actions (0: the deal), as the replay's viewer sees it:
    ``view`` is exactly ``game.view(seat).to_dict()``; with ``seat: "all"`` there is
    ``views`` instead, every seat's own view in seat order."""

    step: int
    actor: int | None
    action: str | None
    deed: Message | None
    log: list[LogEntry]
    view: dict[str, Any] | None
    views: list[dict[str, Any]] | None


class Replay(Strict):
    """A page of a finished match's (or an uploaded record's) steps."""

    match_id: str | None
    game: Literal["cards", "dice"]
    players: int
    names: list[str | None]
    seat: int | Literal["all"]
    rules: list[RuleInForce]
    over: bool
    winners: list[int] | None
    roles: list[str] | None
    total: int
    start: int
    next: int | None
    steps: list[ReplayStep]


# --- accounts, ratings, moderation (docs/protocol.md "Accounts") ------------------------
AccountNameIn = Annotated[str, StringConstraints(min_length=1, max_length=64)]
#: A new password: 8 to 256 characters (bang.server.accounts).
NewPassword = Annotated[str, StringConstraints(min_length=8, max_length=256)]
#: A password to check: anything not too long (a wrong one is a 401, not a 422).
GivenPassword = Annotated[str, StringConstraints(min_length=1, max_length=1024)]
MatchIdIn = Annotated[str, StringConstraints(min_length=1, max_length=64,
                                             pattern=SECRET_PATTERN)]


class SignUp(Strict):
    """``POST /api/accounts``."""

    name: AccountNameIn
    password: NewPassword


class LogIn(Strict):
    """``POST /api/session``."""

    name: AccountNameIn
    password: GivenPassword


class SessionInfo(Strict):
    """Who is logged in, and the CSRF token his page sends as ``X-CSRF-Token``."""

    name: str
    csrf: str


class PasswordChange(Strict):
    """``PATCH /api/account``."""

    password: GivenPassword
    new_password: NewPassword


class PasswordBody(Strict):
    """``DELETE /api/account``: the password again."""

    password: GivenPassword


class SeatProof(Strict):
    match_id: MatchIdIn
    token: Token


class AttachMatches(Strict):
    """``POST /api/account/matches``: the seat tokens a guest's browser kept."""

    seats: list[SeatProof] = Field(max_length=200)


class Attached(Strict):
    attached: list[str]


class RatingInfo(Strict):
    """A rating: ``mu`` and its uncertainty ``sigma``; ``ordinal`` is ``mu - 3 sigma``
    (what leaderboards rank by); ``variant`` is the ghost variant (``null``: none);
    ``band`` a player-count band or ``all``."""

    game: Literal["cards", "dice"]
    variant: str | None
    band: Literal["3-4", "5-6", "7-8", "all"]
    mu: float
    sigma: float
    ordinal: float
    games: int


class HistoryMatch(Strict):
    """One finished match of a player: ``players`` is the count, ``names`` every seat's
    name; ``rating_change`` the change of his ``mu`` in the match's band (``null``:
    unrated)."""

    match_id: str
    game: Literal["cards", "dice"]
    variant: str | None
    options: dict[str, Any]
    players: int
    names: list[str | None]
    seat: int
    role: str
    character: str
    result: Literal["win", "loss"]
    abandoned: bool
    rated: bool
    rating_change: float | None
    finished_at: float


class RoleWins(Strict):
    role: str
    games: int
    wins: int


class Profile(Strict):
    """``GET /api/players/{name}``; ``next_before``: the ``before`` of the next page of
    matches (``null`` after the last)."""

    name: str
    since: float
    ratings: list[RatingInfo]
    matches: list[HistoryMatch]
    win_rates: list[RoleWins]
    next_before: float | None = None


class BoardRow(Strict):
    rank: int
    name: str
    ordinal: float
    mu: float
    sigma: float
    games: int


class Leaderboard(Strict):
    """``GET /api/leaderboard``."""

    game: Literal["cards", "dice"]
    band: Literal["3-4", "5-6", "7-8", "all"]
    min_games: int
    rows: list[BoardRow]
    variant: str | None = None
    offset: int = 0


class BlockBody(Strict):
    name: AccountNameIn


class BlockList(Strict):
    names: list[str]


class MuteBody(Strict):
    """``POST /api/matches/{id}/mute``: the host's token."""

    token: Token
    seat: int = Field(ge=0, le=7)
    muted: bool


class Muted(Strict):
    muted: list[int]


class ReportBody(Strict):
    """``POST /api/matches/{id}/report``: a seat's token (or the invite of a private
    match) and what happened."""

    reason: Annotated[str, StringConstraints(min_length=1, max_length=1000)]
    token: Token | None = None
    invite: Invite | None = None


class ReportFiled(Strict):
    report: str


#: Every model the protocol documents, by name (the schema and the docs test use it).
MODELS: dict[str, type[BaseModel]] = {m.__name__: m for m in (
    CreateMatch, HumanSeat, BotSeat, JoinMatch, TokenBody, StartBody, SeatBotBody,
    RematchBody, Created, Joined, MatchId, Summary, SeatInfo, RuleInForce, ListedSeat,
    ListedMatch, MatchList, Health, StorageHealth, Metrics, Traffic, LimitsInForce, Hello,
    Act, ChatIn, Ping, Resume, State, Delta, DecisionClock, TakeoverClock, Deadlines,
    Welcome, MatchChanged, ChatOut, ChatHistory, Removed, Over, Rematch, Pong, ErrorMessage,
    ReplayStep, Replay, SignUp, LogIn, SessionInfo, PasswordChange, PasswordBody, SeatProof,
    AttachMatches, Attached, RatingInfo, HistoryMatch, RoleWins, Profile, BoardRow,
    Leaderboard, BlockBody, BlockList, MuteBody, Muted, ReportBody, ReportFiled)}


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
