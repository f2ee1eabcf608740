"""The lobby: creating, listing, joining, leaving, starting and rematching matches, and
rebuilding every unfinished match from its log when the server starts.

Lobby changes touch no engine, so they run directly in the request handler (the event
loop runs one handler at a time between awaits); play goes through each match's task.
A change is stored before it is answered: while the database is down it is refused at
once with ``server_busy``, and one the database refuses on the way is undone.  The
lobby also holds what one address may still do (``AddressBook``), the public list's
cache (``Listing``) and the unattended bots' CPU budget (``bang.server.bots``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hmac
import logging
import time
from collections import deque
from typing import Any

from bang.core.errors import BangError
from bang.core.rng import fresh_seed
from bang.games import game_classes
from bang.server.accounts import Account, AccountError, Accounts, account_statements
from bang.server.bots import BotBudget
from bang.server.connection import RateLimit, encode
from bang.server.match import (
    STORAGE_DOWN,
    Match,
    MatchError,
    Seat,
    Settings,
    new_invite,
    new_match_id,
    new_token,
    token_hash,
)
from bang.server.metrics import Metrics
from bang.server.models import (
    MAX_CHAT,
    CreateMatch,
    JoinMatch,
    RematchBody,
    SeatBotBody,
    StartBody,
)
from bang.server.moderation import Moderation
from bang.server.ratings import Ratings
from bang.server.sessions import Sessions
from bang.server.storage import Storage, StorageDown, StoredMatch
from bang.server.text import clean_text

log = logging.getLogger("bang.server")

#: Seconds a finished match stays in memory (for its chat, its rematch, late viewers).
KEEP_FINISHED = 900.0
#: Seconds a finished match stays in memory while pages are still connected to it.
KEEP_WATCHED = 4 * KEEP_FINISHED
#: How many encoded pages of the public list are kept.
LISTING_PAGES = 64
#: The longest turn or response timer of a public match: nobody holds a public table
#: longer than this on one decision.
MAX_PUBLIC_TIMER = 300.0


def next_game(previous: Any, keep_characters: bool, rotate_sheriff: bool) -> Any:
    """The next game at the same table (RULES.md A2; the dice game's counterpart)."""
    seed = fresh_seed()
    if previous.GAME == "dice":
        from bang.dice.series import next_game as dice_next

        return dice_next(previous, seed, keep_characters, rotate_sheriff)
    return type(previous).next_game(previous, seed, keep_characters=keep_characters,
                                    rotate_sheriff=rotate_sheriff)


#: What a private match and a missing one both answer to someone who shows no proof of
#: knowing it (its invite, a seat's token, the host's): the same 404, word for word.
def not_found(match_id: str) -> MatchError:
    return MatchError("not_found", f"no match {match_id[:40]!r}")


class AddressBook:
    """What one client address may still do: create matches (a token bucket, and a cap
    on the open and running matches it created) and chat (a bucket shared by all its
    connections).  Entries of addresses seen long ago are forgotten."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._create: dict[str, RateLimit] = {}
        self._chat: dict[str, RateLimit] = {}

    def may_create(self, address: str) -> bool:
        if not self.settings.limits(address):
            return True
        bucket = self._create.get(address)
        if bucket is None:
            bucket = self._create[address] = RateLimit(self.settings.create_rate,
                                                       self.settings.create_burst)
        return bucket.allow()

    def may_chat(self, address: str) -> bool:
        if not self.settings.limits(address):
            return True
        bucket = self._chat.get(address)
        if bucket is None:
            bucket = self._chat[address] = RateLimit(self.settings.address_chat_rate,
                                                     self.settings.address_chat_burst)
        return bucket.allow()

    def forget_idle(self) -> None:
        """Drop the buckets that are full again (nothing to remember about them)."""
        for table in (self._create, self._chat):
            for address, bucket in list(table.items()):
                if bucket.full():
                    del table[address]


class Listing:
    """The public match list, served from cache.  Each (status, game) index is a filter
    over the matches in memory, made again only after something listed changed (a match
    created, started, finished, closed, or its seats changed; a connection coming or
    going changes nothing listed); each page of it is encoded once per change.  A poller
    costs a dict look-up, whatever the number of matches."""

    def __init__(self, lobby: Lobby) -> None:
        self.lobby = lobby
        self.version = 0
        self._indexes: dict[tuple[str, str | None], tuple[int, list[Match]]] = {}
        self._pages: dict[tuple[str, str | None, int, int], tuple[int, bytes]] = {}

    def changed(self, match: Match | None = None) -> None:
        self.version += 1

    def index(self, status: str, game: str | None) -> list[Match]:
        key = (status, game)
        cached = self._indexes.get(key)
        if cached is not None and cached[0] == self.version:
            return cached[1]
        wanted = ("open", "running") if status == "all" else (status,)
        found = [m for m in self.lobby.matches.values()
                 if m.public and m.status in wanted and (game is None or m.game_name == game)]
        # Open tables first (they want players), then running ones; newest first.
        found.sort(key=lambda m: (m.status != "open", -m.created))
        self._indexes[key] = (self.version, found)
        return found

    def page(self, status: str, game: str | None, offset: int, limit: int) -> bytes:
        key = (status, game, offset, limit)
        cached = self._pages.get(key)
        if cached is not None and cached[0] == self.version:
            return cached[1]
        index = self.index(status, game)
        chosen = index[offset:offset + limit]
        after = offset + len(chosen)
        data = encode({"matches": [m.listed() for m in chosen], "total": len(index),
                       "offset": offset, "next": after if after < len(index) else None}
                      ).encode()
        if len(self._pages) >= LISTING_PAGES:
            self._pages.clear()
        self._pages[key] = (self.version, data)
        return data


class Lobby:
    def __init__(self, storage: Storage, settings: Settings | None = None) -> None:
        self.storage = storage
        self.settings = settings or Settings()
        self.metrics = Metrics()
        self.matches: dict[str, Match] = {}
        self.addresses = AddressBook(self.settings)
        self.listings = Listing(self)
        self.bots = BotBudget(self.settings.bot_cpu_share, self.settings.bot_cpu_burst)
        #: The account layer (docs/security.md): optional for every player.
        self.accounts = Accounts(storage, self.settings)
        self.sessions = Sessions(storage, self.settings)
        self.ratings = Ratings(storage, self.settings)
        self.moderation = Moderation(storage, self.settings)

    # --- looking up ----------------------------------------------------------------
    def get(self, match_id: str, invite: str | None = None, *,
            check_invite: bool = True) -> Match:
        """A match by id; a private one only with its invite (``check_invite``)."""
        match = self.matches.get(match_id)
        if match is None:
            raise not_found(match_id)
        if check_invite and not match.public and not (
                invite is not None and match.invite is not None
                and hmac.compare_digest(invite.encode(), match.invite.encode())):
            raise not_found(match_id)
        return match

    def get_for(self, match_id: str, token: str) -> Match:
        """A match for a request that names a token: a private match answers exactly
        like a missing one unless the token is one of its seats' or its host's."""
        match = self.get(match_id, check_invite=False)
        if not match.public and match.seat_of(token) is None and not match.is_host(token):
            raise not_found(match_id)
        return match

    def require_storage(self) -> None:
        """Refuse at once, with ``server_busy``, what needs the database while it is
        down (nothing is changed)."""
        if not self.storage.healthy:
            raise MatchError("server_busy", STORAGE_DOWN)

    def sweep(self, after: float = KEEP_FINISHED, watched_for: float = KEEP_WATCHED
              ) -> None:
        """Now and then: drop from memory the matches finished ``after`` seconds ago that
        nobody watches any more (their record stays in storage), and those finished
        ``watched_for`` seconds ago even if a page still shows them (their connections
        are closed: a forgotten tab holds nothing for ever); close the lobbies whose
        seated players have all been away for ``settings.lobby_idle`` seconds
        (spectators hold nothing open: they end without a game)."""
        now = time.monotonic()
        idle = self.settings.lobby_idle
        for match_id, match in list(self.matches.items()):
            if match.status == "open":
                if match.seated_connected() or now - match.idle_since <= idle:
                    continue
                match.status = "finished"
                try:
                    match.save_meta(strict=True)
                except StorageDown:
                    match.status = "open"  # the next sweep tries again
                    continue
                match.finished_at = now
                for conn in match.connections():
                    conn.send(encode({"type": "error", "code": "not_found",
                                      "reason": "this lobby was closed: nobody sat at it"
                                                f" for {idle:g} s", "decision": None}),
                              "error")
                    conn.close()
                del self.matches[match_id]
                self.listings.changed()
                log.info("lobby_abandoned", extra={"match": match_id})
                continue
            if match.connections():
                if match.finished_at is None or now - match.finished_at <= watched_for:
                    continue
                for conn in match.connections():
                    conn.close()
            if match.finished_at is not None and now - match.finished_at > after:
                del self.matches[match_id]
                self.listings.changed()
        self.addresses.forget_idle()
        self.accounts.forget_idle()
        self.moderation.forget_idle()
        self.moderation.forget(set(self.matches))
        if self.storage.healthy:
            with contextlib.suppress(StorageDown):
                self.ratings.retry()
                self.sessions.purge()

    def forget_finished(self, after: float = KEEP_FINISHED,
                        watched_for: float = KEEP_WATCHED) -> None:
        """The sweep (the name the server's periodic task and older callers use)."""
        self.sweep(after, watched_for)

    def listing(self, status: str = "all", game: str | None = None, offset: int = 0,
                limit: int = 50) -> bytes:
        return self.listings.page(status, game, offset, limit)

    def running(self) -> int:
        return sum(1 for m in self.matches.values() if m.status == "running")

    def open_count(self) -> int:
        return sum(1 for m in self.matches.values() if m.status == "open")

    def held_by(self, address: str) -> int:
        """The open and running matches created from ``address``."""
        if not address:
            return 0
        return sum(1 for m in self.matches.values()
                   if m.owner == address and m.status != "finished")

    # --- lobby actions ----------------------------------------------------------------
    def create(self, body: CreateMatch, address: str = "", account: Account | None = None
               ) -> tuple[Match, int | None, str]:
        """A new open match; the creator takes the first human seat (unless
        ``host_plays`` is false) and gets the host token.  A logged-in creator's
        account hosts it (his blocks apply to it) and plays his seat, by its name."""
        self.require_storage()
        settings = self.settings
        if len(self.matches) >= settings.max_matches:
            self.sweep()
            if len(self.matches) >= settings.max_matches:
                raise MatchError("server_busy", "this server holds as many matches as it"
                                                " can; try again later")
        if settings.limits(address) and \
                self.held_by(address) >= settings.max_matches_per_address:
            raise MatchError("rate_limited", "your address already holds"
                                             f" {settings.max_matches_per_address} open or"
                                             " running matches: finish or leave some first")
        if not self.addresses.may_create(address):
            raise MatchError("rate_limited", "too many matches created from your address:"
                                             " wait a minute")
        specs = body.seats
        if specs is None:
            seats = [Seat(i, "human") for i in range(body.players)]
        else:
            if len(specs) != body.players:
                raise MatchError("bad_message", f"seats lists {len(specs)} seats for"
                                                f" {body.players} players")
            seats = [Seat(i, s.kind, getattr(s, "level", "normal"),
                          name=f"Bot {i + 1}" if s.kind == "bot" else None)
                     for i, s in enumerate(specs)]
        humans = [s for s in seats if s.kind == "human"]
        if body.host_plays and not humans:
            raise MatchError("bad_message", "there is no human seat for the host to take")
        turn_timer, response_timer = self.timers(body)
        token = new_token()
        match_id = new_match_id()
        match = Match(match_id, body.game, body.players, dict(body.options), seats=seats,
                      public=body.public,
                      invite=None if body.public else new_invite(),
                      turn_timer=turn_timer, response_timer=response_timer,
                      bot_takeover=body.bot_takeover, autostart=body.autostart,
                      host_hash=token_hash(token), storage=self.storage,
                      metrics=self.metrics, settings=self.settings)
        match.owner = address
        match.bot_budget = self.bots
        seat_index = None
        if body.host_plays:
            humans[0].name = account.name if account is not None else \
                clean_text(body.name, 32) or "Host"
            humans[0].token_hash = match.host_hash
            seat_index = humans[0].index
        try:
            if account is not None:
                rows: list[tuple[str, tuple[Any, ...]]] = [
                    ("INSERT INTO match_hosts (match_id, account_id) VALUES (?, ?)",
                     (match_id, account.id))]
                if seat_index is not None:
                    rows.append(("INSERT INTO seat_accounts (match_id, seat, account_id)"
                                 " VALUES (?, ?, ?)", (match_id, seat_index, account.id)))
                self.storage.transaction(rows)
            self.storage.create_match(match_id, body.game, "open", match.meta())
        except StorageDown:
            raise MatchError("server_busy", STORAGE_DOWN) from None
        self.matches[match_id] = match
        match.on_change = self.listings.changed
        match.on_finish = self.ratings.finished
        self.listings.changed()
        log.info("match_created", extra={"match": match_id, "game": body.game,
                                         "players": body.players})
        self.maybe_autostart(match)
        return match, seat_index, token

    def timers(self, body: CreateMatch) -> tuple[float | None, float | None]:
        """The turn and response timers of a new match: a public match always has one
        (the server's default when the host gives none), of at most
        ``MAX_PUBLIC_TIMER``; a private match keeps the host's choice."""
        turn, response = body.turn_timer, body.response_timer
        if not body.public:
            return turn, response
        if turn is None:
            turn = self.settings.public_turn_timer
        for name, value in (("turn_timer", turn), ("response_timer", response)):
            if value is not None and value > MAX_PUBLIC_TIMER:
                raise MatchError("bad_message", f"{name}: a public match's timer is at most"
                                                f" {MAX_PUBLIC_TIMER:g} s")
        return turn, response

    def join(self, match_id: str, body: JoinMatch, account: Account | None = None
             ) -> tuple[int, str]:
        """A seat for a guest (by the name he gives) or an account (by its name, and
        recorded on the seat); a name the host's account blocks cannot join a private
        match (``blocked``)."""
        match = self.get(match_id, body.invite)
        if match.status != "open":
            raise MatchError("conflict", "the match has already started")
        if not match.public or account is not None:
            self.require_storage()
        if not match.public and self.moderation.blocked(match.id, account, body.name):
            raise AccountError("blocked", "the host of this match does not let you join")
        if account is not None and account.id in self.seat_accounts(match.id).values():
            raise MatchError("conflict", "your account holds a seat in this match already")
        free = [s for s in match.seats if s.kind == "human" and s.token_hash is None]
        if body.seat is not None:
            if not 0 <= body.seat < match.players:
                raise MatchError("bad_message", f"there is no seat {body.seat}")
            free = [s for s in free if s.index == body.seat]
            if not free:
                raise MatchError("conflict", f"seat {body.seat} is not an open seat")
        if not free:
            raise MatchError("conflict", "every seat is taken")
        self.require_storage()
        seat = free[0]
        token = new_token()
        with match.changing():
            seat.token_hash = token_hash(token)
            if account is not None:
                seat.name = account.name
                self.storage.query("INSERT INTO seat_accounts (match_id, seat, account_id)"
                                   " VALUES (?, ?, ?) ON CONFLICT (match_id, seat) DO UPDATE"
                                   " SET account_id = excluded.account_id",
                                   (match.id, seat.index, account.id))
            else:
                seat.name = clean_text(body.name, 32) or f"Player {seat.index + 1}"
                self.free_seat_account(match, seat.index)
        match.touch()
        match.announce()
        self.maybe_autostart(match)
        return seat.index, token

    def leave(self, match_id: str, token: str) -> None:
        match = self.get_for(match_id, token)
        seat = match.seat_of(token)
        if seat is None:
            raise MatchError("unauthorized", "that token holds no seat in this match")
        self.require_storage()
        if match.status == "open":
            with match.changing():
                seat.token_hash = None
                seat.name = None
                self.free_seat_account(match, seat.index)
            for conn in list(seat.connections):
                conn.close()
            match.announce()
        elif match.status == "running":
            match.leave_running(seat)

    def start(self, match_id: str, body: StartBody) -> None:
        """The host starts the match; with ``fill``, bots of that level take the seats
        still open (checked before anything changes)."""
        match = self.get_for(match_id, body.token)
        if not match.is_host(body.token):
            raise MatchError("forbidden", "only the host starts the match")
        if match.status != "open":
            raise MatchError("conflict", "the match has already started")
        missing = [s for s in match.seats if not s.taken]
        if missing and body.fill is None:
            raise MatchError("conflict", f"seats {[s.index for s in missing]} are still"
                                         " open (start with fill to seat bots there)")
        self.require_storage()
        game = match.deal()
        before = [s.to_meta() for s in missing]
        for seat in missing:
            self._seat_bot(seat, body.fill or "normal")
        try:
            match.start(game)
        except MatchError:
            for seat, meta in zip(missing, before, strict=True):
                seat.kind, seat.level, seat.name = meta["kind"], meta["level"], meta["name"]
            raise

    # --- the waiting room ---------------------------------------------------------------
    def _seat_of_match(self, match: Match, index: int) -> Seat:
        if not 0 <= index < match.players:
            raise MatchError("bad_message", f"there is no seat {index} in this"
                                            f" {match.players}-player match")
        return match.seats[index]

    @staticmethod
    def _seat_bot(seat: Seat, level: str) -> None:
        seat.kind = "bot"
        seat.level = level
        seat.name = f"Bot {seat.index + 1}"
        seat.token_hash = None

    def seat_bot(self, match_id: str, index: int, body: SeatBotBody) -> None:
        """``POST .../seats/{seat}/bot``: before the start the host seats a bot (or changes
        its level); while running, a bot plays a human seat now (``Match.bot_now``)."""
        match = self.get_for(match_id, body.token)
        seat = self._seat_of_match(match, index)
        if match.status == "running":
            if body.level is not None:
                raise MatchError("bad_message", "level: a running match's stand-in plays at"
                                                " its own level; give no level")
            requester = match.seat_of(body.token)
            self.require_storage()
            match.bot_now(index, requester, match.is_host(body.token))
            return
        if not match.is_host(body.token):
            raise MatchError("forbidden", "only the host arranges the seats")
        if match.status != "open":
            raise MatchError("conflict", "the match is over")
        if seat.kind == "human" and seat.token_hash is not None:
            raise MatchError("conflict", f"a player holds seat {index}: remove him first")
        self.require_storage()
        with match.changing():
            self._seat_bot(seat, body.level or "normal")
        match.touch()
        match.announce()
        self.maybe_autostart(match)

    def open_seat(self, match_id: str, index: int, token: str) -> None:
        """``POST .../seats/{seat}/open``: before the start the host empties a seat; a
        removed player's token stops working and his connections are told and closed."""
        match = self.get_for(match_id, token)
        seat = self._seat_of_match(match, index)
        if not match.is_host(token):
            raise MatchError("forbidden", "only the host arranges the seats")
        if match.status != "open":
            raise MatchError("conflict", "the match has started: a seat can no longer be"
                                         " emptied (let a bot play it instead)")
        if not seat.taken:
            raise MatchError("conflict", f"seat {index} is already open")
        if seat.token_hash is not None and seat.token_hash == match.host_hash:
            raise MatchError("conflict", "the host cannot remove himself (he may leave)")
        self.require_storage()
        removed = encode({"type": "removed", "seat": index})
        with match.changing():
            seat.kind = "human"
            seat.level = "normal"
            seat.name = None
            seat.token_hash = None
            self.free_seat_account(match, index)
        for conn in list(seat.connections):
            conn.send(removed)
            conn.close()
        match.announce()

    def maybe_autostart(self, match: Match) -> None:
        if match.autostart and match.status == "open" and all(s.taken for s in match.seats):
            try:
                match.start(match.deal())
            except MatchError:  # the database refused the start: the host may start it
                log.warning("autostart_refused", extra={"match": match.id})

    def rematch(self, match_id: str, body: RematchBody) -> Match:
        """The next game at the same table: same seats, same tokens, a new match id."""
        match = self.get_for(match_id, body.token)
        if match.seat_of(body.token) is None and not match.is_host(body.token):
            raise MatchError("unauthorized", "that token has no place in this match")
        if match.status != "finished":
            raise MatchError("conflict", "the match is not over yet")
        if match.rematch_id is not None and match.rematch_id in self.matches:
            return self.matches[match.rematch_id]
        self.require_storage()
        try:
            game = next_game(match.game, body.keep_characters, body.rotate_sheriff)
        except BangError as exc:
            raise MatchError("conflict", str(exc)) from None
        seats = [Seat(s.index, s.kind, s.level, s.name, s.token_hash, s.left, s.left)
                 for s in match.seats]
        # The same table plays on: its chat goes on too.
        lines = list(match.chat_lines)
        new_id = new_match_id()
        new = Match(new_id, match.game_name, match.players,
                    {k: v for k, v in match.options.items()}, seats=seats,
                    public=match.public, invite=match.invite, turn_timer=match.turn_timer,
                    response_timer=match.response_timer, bot_takeover=match.bot_takeover,
                    autostart=False, host_hash=match.host_hash, storage=self.storage,
                    metrics=self.metrics, settings=self.settings)
        new.rematch_of = match.id
        new.owner = match.owner
        new.bot_budget = self.bots
        try:
            self.storage.transaction([
                ("INSERT INTO seat_accounts (match_id, seat, account_id) SELECT ?, seat,"
                 " account_id FROM seat_accounts WHERE match_id = ?", (new_id, match.id)),
                ("INSERT INTO match_hosts (match_id, account_id) SELECT ?, account_id"
                 " FROM match_hosts WHERE match_id = ?", (new_id, match.id)),
                *self.moderation.copy(match.id, new_id)])
            self.storage.create_match(new_id, new.game_name, "open", new.meta())
        except StorageDown:
            raise MatchError("server_busy", STORAGE_DOWN) from None
        new.on_finish = self.ratings.finished
        for line in lines:
            new.add_chat(line.seat, line.name, line.text, line.time_ms)
        new.on_change = self.listings.changed
        new.start(game)
        self.matches[new_id] = new
        self.listings.changed()
        match.rematch_id = new_id
        match.save_meta()
        match.send_all({"type": "rematch", "match_id": new_id})
        return new

    # --- records -----------------------------------------------------------------------
    def record(self, match_id: str, what: str = "record") -> dict[str, Any]:
        """The final record of a finished match (with the seats' names); ``conflict``
        before the end: it holds the seed, hence every hand.  A private match that is
        not over answers like a missing one (its id alone proves nothing yet)."""
        match = self.matches.get(match_id)
        if match is not None and match.status != "finished":
            if not match.public:
                raise not_found(match_id)
            raise MatchError("conflict", f"the {what} is available once the match is over")
        try:
            stored = self.storage.load(match_id)
        except StorageDown:
            raise MatchError("server_busy", STORAGE_DOWN) from None
        if stored is None:
            raise not_found(match_id)
        if stored.status != "finished" or stored.final is None:
            if not stored.meta.get("public", True):
                raise not_found(match_id)
            raise MatchError("conflict", f"the {what} is available once the match is over")
        final = stored.final
        if not isinstance(final.get("names"), list):  # finished before records had names
            final = {**final, "names": [s.get("name") for s in stored.meta.get("seats", [])]}
        return final

    # --- after a restart ----------------------------------------------------------------
    def restore(self) -> int:
        """Rebuild every unfinished match from storage (replaying running games' logs)
        and start their tasks; returns how many."""
        count = 0
        for stored in self.storage.load_unfinished():
            try:
                match = self._rebuild(stored)
            except (BangError, KeyError, TypeError, ValueError, MatchError) as exc:
                log.error("match_not_restored", extra={"match": stored.match_id,
                                                       "error": str(exc)})
                continue
            self.matches[match.id] = match
            match.on_change = self.listings.changed
            count += 1
        self.listings.changed()
        return count

    def storage_recovered(self) -> None:
        """The database is up again: every match writes what waited and moves on, and
        the ratings it refused are made."""
        log.info("storage_recovered", extra={"matches": len(self.matches)})
        for match in list(self.matches.values()):
            match.after_outage()
        self.ratings.retry()

    def _rebuild(self, stored: StoredMatch) -> Match:
        meta = stored.meta
        seats = [Seat.from_meta(i, s) for i, s in enumerate(meta["seats"])]
        match = Match(stored.match_id, stored.game, int(meta["players"]),
                      dict(meta["options"]), seats=seats, public=bool(meta["public"]),
                      invite=meta.get("invite"), turn_timer=meta.get("turn_timer"),
                      response_timer=meta.get("response_timer"),
                      bot_takeover=meta.get("bot_takeover"),
                      autostart=bool(meta.get("autostart")), host_hash=meta["host_hash"],
                      storage=self.storage, metrics=self.metrics, settings=self.settings,
                      created=stored.created)
        match.rematch_of = meta.get("rematch_of")
        match.bot_budget = self.bots  # its owner is not kept: no address is stored
        match.on_finish = self.ratings.finished
        for line in self.storage.load_chat(stored.match_id):
            match.chat_lines.append(line)
            match.chat_next = line.index + 1
        if stored.status == "running":
            if stored.initial is None:
                raise MatchError("conflict", "a running match without its initial record")
            game_class, _ = game_classes(stored.game)
            match.game = game_class.from_record({**stored.initial, "actions": stored.actions})
            match.seq = len(match.game.history)
            match.status = "running"
            if match.game.pending is None:  # the last action was logged, not the end
                match.finish()
                return match
            match.launch()
            match.arm_takeovers()
            log.info("match_restored", extra={"match": match.id,
                                              "actions": len(stored.actions)})
        return match

    async def close(self) -> None:
        for match in list(self.matches.values()):
            await match.stop()
        self.ratings.close()

    # --- accounts at the seats ----------------------------------------------------------
    def seat_accounts(self, match_id: str) -> dict[int, str]:
        """Which account plays which seat of a match."""
        return {int(seat): str(account) for seat, account in self.storage.query(
            "SELECT seat, account_id FROM seat_accounts WHERE match_id = ?", (match_id,))}

    def free_seat_account(self, match: Match, index: int) -> None:
        """A seat emptied or taken by a guest belongs to no account any more."""
        self.storage.query("DELETE FROM seat_accounts WHERE match_id = ? AND seat = ?",
                           (match.id, index))

    def attach(self, account: Account, seats: list[tuple[str, str]]) -> list[str]:
        """``POST /api/account/matches``: the running and finished matches whose seat
        tokens a guest kept become the account's (a finished one is rated now if it
        qualifies); a token that holds no seat, an open match, a seat that already is an
        account's, or a match where the account holds another seat is skipped."""
        self.require_storage()
        attached: list[str] = []
        for match_id, token in seats:
            found = self._seat_for_token(match_id, token)
            if found is None:
                continue
            status, index = found
            taken = self.seat_accounts(match_id)
            if index in taken or account.id in taken.values():
                continue
            self.storage.query("INSERT INTO seat_accounts (match_id, seat, account_id)"
                               " VALUES (?, ?, ?)", (match_id, index, account.id))
            attached.append(match_id)
            if status == "finished":
                self.ratings.submit(match_id)
        return attached

    def _seat_for_token(self, match_id: str, token: str) -> tuple[str, int] | None:
        """(status, seat) of the human seat ``token`` holds in a running or finished
        match, or None."""
        from bang.server.match import token_hash

        match = self.matches.get(match_id)
        if match is not None:
            seat = match.seat_of(token)
            if seat is None or seat.kind != "human" or match.status == "open":
                return None
            return match.status, seat.index
        stored = self.storage.load(match_id)
        if stored is None or stored.status == "open":
            return None
        wanted = token_hash(token)
        for index, data in enumerate(stored.meta.get("seats", [])):
            held = data.get("token_hash")
            if data.get("kind") == "human" and held and hmac.compare_digest(held, wanted):
                return stored.status, index
        return None

    def delete_account(self, account: Account) -> None:
        """Remove an account and everything of it (``account_statements``); its seats in
        matches, in memory and in storage, become guests named ``Player N`` first (their
        records' names and their chat lines too).  A database that refuses on the way
        refuses the deletion (``server_busy``): asked again, it goes on."""
        self.require_storage()
        try:
            held = self.storage.query("SELECT match_id, seat FROM seat_accounts WHERE"
                                      " account_id = ?", (account.id,))
            for match_id, seat in held:
                self._anonymize(str(match_id), int(seat))
            self.storage.transaction(account_statements(account.id))
        except StorageDown:
            raise MatchError("server_busy", STORAGE_DOWN) from None
        log.info("account_deleted", extra={"matches": len(held)})

    def _anonymize(self, match_id: str, index: int) -> None:
        guest = f"Player {index + 1}"
        self.storage.query("UPDATE chat SET name = ? WHERE match_id = ? AND seat = ?",
                           (guest, match_id, index))
        stored = self.storage.load(match_id)
        match = self.matches.get(match_id)
        if match is not None and index < len(match.seats):
            match.seats[index].name = guest
            match.chat_lines = deque(
                (dataclasses.replace(line, name=guest) if line.seat == index else line
                 for line in match.chat_lines), maxlen=match.chat_lines.maxlen)
            meta = match.meta()
        elif stored is not None:
            meta = stored.meta
            seats = meta.get("seats", [])
            if index < len(seats):
                seats[index]["name"] = guest
        else:
            return
        final = stored.final if stored is not None else None
        if final is not None and isinstance(final.get("names"), list) \
                and index < len(final["names"]):
            final["names"][index] = guest
        self.storage.update_match(match_id, meta=meta, final=final)
        if match is not None:
            match.announce()


__all__ = ["MAX_CHAT", "Lobby", "clean_text"]
