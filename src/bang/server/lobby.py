"""The lobby: creating, listing, joining, leaving, starting and rematching matches, and
rebuilding every unfinished match from its log when the server starts.

Lobby changes touch no engine, so they run directly in the request handler (the event
loop runs one handler at a time between awaits); play goes through each match's task.
"""

from __future__ import annotations

import logging
import secrets
import time
import unicodedata
from typing import Any

from bang.core.errors import BangError
from bang.core.rng import fresh_seed
from bang.games import game_classes
from bang.server.connection import encode
from bang.server.match import (
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
from bang.server.storage import Storage, StoredMatch

log = logging.getLogger("bang.server")

#: Seconds a finished match stays in memory (for its chat, its rematch, late viewers).
KEEP_FINISHED = 900.0
#: Seconds a finished match stays in memory while pages are still connected to it.
KEEP_WATCHED = 4 * KEEP_FINISHED
#: Seconds an open match may wait for players with nobody connected to it.
KEEP_OPEN = 3600.0
#: The longest turn or response timer of a public match: nobody holds a public table
#: longer than this on one decision.
MAX_PUBLIC_TIMER = 300.0


def clean_text(text: str, limit: int) -> str:
    """Plain text for names and chat: NFC, no control or format characters (no escape
    sequences, no bidirectional overrides), whitespace collapsed, at most ``limit``
    characters.  Clients insert it as text, never as markup."""
    text = unicodedata.normalize("NFC", text)
    kept = "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in text)
    return " ".join(kept.split())[:limit]


def next_game(previous: Any, keep_characters: bool, rotate_sheriff: bool) -> Any:
    """The next game at the same table (RULES.md A2; the dice game's counterpart)."""
    seed = fresh_seed()
    if previous.GAME == "dice":
        from bang.dice.series import next_game as dice_next

        return dice_next(previous, seed, keep_characters, rotate_sheriff)
    return type(previous).next_game(previous, seed, keep_characters=keep_characters,
                                    rotate_sheriff=rotate_sheriff)


class Lobby:
    def __init__(self, storage: Storage, settings: Settings | None = None) -> None:
        self.storage = storage
        self.settings = settings or Settings()
        self.metrics = Metrics()
        self.matches: dict[str, Match] = {}

    # --- looking up ----------------------------------------------------------------
    def get(self, match_id: str, invite: str | None = None, *,
            check_invite: bool = True) -> Match:
        match = self.matches.get(match_id)
        if match is None:
            raise MatchError("not_found", f"no match {match_id[:40]!r}")
        if check_invite and not match.public and not (
                invite is not None and match.invite is not None
                and secrets.compare_digest(invite, match.invite)):
            raise MatchError("not_found", f"no match {match_id[:40]!r}")
        return match

    def forget_finished(self, after: float = KEEP_FINISHED,
                        open_for: float = KEEP_OPEN,
                        watched_for: float = KEEP_WATCHED) -> None:
        """Drop from memory the matches finished ``after`` seconds ago that nobody
        watches any more (their record stays in storage), and those finished
        ``watched_for`` seconds ago even if a page still shows them (their connections are
        closed: a forgotten tab holds nothing for ever); close the lobbies left open
        ``open_for`` seconds with nobody connected (they end without a game)."""
        now = time.monotonic()
        wall = time.time()
        for match_id, match in list(self.matches.items()):
            if match.connections():
                if match.finished_at is None or now - match.finished_at <= watched_for:
                    continue
                for conn in match.connections():
                    conn.close()
            if match.finished_at is not None and now - match.finished_at > after:
                del self.matches[match_id]
            elif match.status == "open" and wall - match.created > open_for:
                match.status = "finished"
                match.save_meta()
                del self.matches[match_id]
                log.info("lobby_abandoned", extra={"match": match_id})

    def listing(self) -> list[dict[str, Any]]:
        return [m.summary() for m in self.matches.values()
                if m.public and m.status in ("open", "running")]

    def running(self) -> int:
        return sum(1 for m in self.matches.values() if m.status == "running")

    def open_count(self) -> int:
        return sum(1 for m in self.matches.values() if m.status == "open")

    # --- lobby actions ----------------------------------------------------------------
    def create(self, body: CreateMatch) -> tuple[Match, int | None, str]:
        """A new open match; the creator takes the first human seat (unless
        ``host_plays`` is false) and gets the host token."""
        self.forget_finished()
        if len(self.matches) >= self.settings.max_matches:
            raise MatchError("server_busy", "this server holds as many matches as it can")
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
        seat_index = None
        if body.host_plays:
            humans[0].name = clean_text(body.name, 32) or "Host"
            humans[0].token_hash = match.host_hash
            seat_index = humans[0].index
        self.storage.create_match(match_id, body.game, "open", match.meta())
        self.matches[match_id] = match
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

    def join(self, match_id: str, body: JoinMatch) -> tuple[int, str]:
        match = self.get(match_id, body.invite)
        if match.status != "open":
            raise MatchError("conflict", "the match has already started")
        free = [s for s in match.seats if s.kind == "human" and s.token_hash is None]
        if body.seat is not None:
            if not 0 <= body.seat < match.players:
                raise MatchError("bad_message", f"there is no seat {body.seat}")
            free = [s for s in free if s.index == body.seat]
            if not free:
                raise MatchError("conflict", f"seat {body.seat} is not an open seat")
        if not free:
            raise MatchError("conflict", "every seat is taken")
        seat = free[0]
        token = new_token()
        seat.token_hash = token_hash(token)
        seat.name = clean_text(body.name, 32) or f"Player {seat.index + 1}"
        match.save_meta()
        match.announce()
        self.maybe_autostart(match)
        return seat.index, token

    def leave(self, match_id: str, token: str) -> None:
        match = self.get(match_id, check_invite=False)
        seat = match.seat_of(token)
        if seat is None:
            raise MatchError("unauthorized", "that token holds no seat in this match")
        if match.status == "open":
            seat.token_hash = None
            seat.name = None
            for conn in list(seat.connections):
                conn.close()
            match.save_meta()
            match.announce()
        elif match.status == "running":
            match.leave_running(seat)

    def start(self, match_id: str, body: StartBody) -> None:
        """The host starts the match; with ``fill``, bots of that level take the seats
        still open (checked before anything changes)."""
        match = self.get(match_id, check_invite=False)
        if not match.is_host(body.token):
            raise MatchError("forbidden", "only the host starts the match")
        if match.status != "open":
            raise MatchError("conflict", "the match has already started")
        missing = [s for s in match.seats if not s.taken]
        if missing and body.fill is None:
            raise MatchError("conflict", f"seats {[s.index for s in missing]} are still"
                                         " open (start with fill to seat bots there)")
        game = match.deal()
        for seat in missing:
            self._seat_bot(seat, body.fill or "normal")
        match.start(game)

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
        match = self.get(match_id, check_invite=False)
        seat = self._seat_of_match(match, index)
        if match.status == "running":
            if body.level is not None:
                raise MatchError("bad_message", "level: a running match's stand-in plays at"
                                                " its own level; give no level")
            requester = match.seat_of(body.token)
            match.bot_now(index, requester, match.is_host(body.token))
            return
        if not match.is_host(body.token):
            raise MatchError("forbidden", "only the host arranges the seats")
        if match.status != "open":
            raise MatchError("conflict", "the match is over")
        if seat.kind == "human" and seat.token_hash is not None:
            raise MatchError("conflict", f"a player holds seat {index}: remove him first")
        self._seat_bot(seat, body.level or "normal")
        match.save_meta()
        match.announce()
        self.maybe_autostart(match)

    def open_seat(self, match_id: str, index: int, token: str) -> None:
        """``POST .../seats/{seat}/open``: before the start the host empties a seat; a
        removed player's token stops working and his connections are told and closed."""
        match = self.get(match_id, check_invite=False)
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
        removed = encode({"type": "removed", "seat": index})
        for conn in list(seat.connections):
            conn.send(removed)
            conn.close()
        seat.kind = "human"
        seat.level = "normal"
        seat.name = None
        seat.token_hash = None
        match.save_meta()
        match.announce()

    def maybe_autostart(self, match: Match) -> None:
        if match.autostart and match.status == "open" and all(s.taken for s in match.seats):
            match.start(match.deal())

    def rematch(self, match_id: str, body: RematchBody) -> Match:
        """The next game at the same table: same seats, same tokens, a new match id."""
        match = self.get(match_id, check_invite=False)
        if match.seat_of(body.token) is None and not match.is_host(body.token):
            raise MatchError("unauthorized", "that token has no place in this match")
        if match.status != "finished":
            raise MatchError("conflict", "the match is not over yet")
        if match.rematch_id is not None and match.rematch_id in self.matches:
            return self.matches[match.rematch_id]
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
        self.storage.create_match(new_id, new.game_name, "open", new.meta())
        for line in lines:
            new.add_chat(line.seat, line.name, line.text, line.time_ms)
        self.matches[new_id] = new
        match.rematch_id = new_id
        match.save_meta()
        new.start(game)
        match.send_all({"type": "rematch", "match_id": new_id})
        return new

    # --- records -----------------------------------------------------------------------
    def record(self, match_id: str, what: str = "record") -> dict[str, Any]:
        """The final record of a finished match (with the seats' names); ``conflict``
        before the end: it holds the seed, hence every hand."""
        match = self.matches.get(match_id)
        if match is not None and match.status != "finished":
            raise MatchError("conflict", f"the {what} is available once the match is over")
        stored = self.storage.load(match_id)
        if stored is None:
            raise MatchError("not_found", f"no match {match_id[:40]!r}")
        if stored.status != "finished" or stored.final is None:
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
            count += 1
        return count

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


__all__ = ["MAX_CHAT", "Lobby", "clean_text"]
