"""Replays: a finished match (or an uploaded record) step by step, as one seat saw it or
as every seat did, for the browser's replay page (docs/protocol.md, "Replays").

Every view is the engine's own ``game.view(seat).to_dict()`` at that step: the record is
replayed action by action and the page's steps are read off the live game, so a replay
shows exactly what the table showed.  A record from a user is untrusted: its size, its
number of actions and the time its replay takes are bounded, and anything the engine
refuses is a ``bad_message`` with the engine's reason.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from bang.core.errors import BangError, IllegalAction, RecordError
from bang.games import game_classes
from bang.server.connection import encode
from bang.server.lobby import clean_text
from bang.server.match import MatchError
from bang.server.messages import deed_message, event_message, log_worthy
from bang.server.models import MAX_NAME
from bang.server.rules import rules_in_force

#: The largest record a user may upload (bytes): a long server game is about 50 KiB.
MAX_RECORD_BYTES = 256 * 1024
#: The most actions a replayed record may hold (a 60-round 8-player game has far fewer).
MAX_RECORD_ACTIONS = 10_000
#: The most seconds a replay may take (docs/security.md: huge records take seconds).
MAX_REPLAY_SECONDS = 2.0
#: Steps per page: the most, the default, and about the most JSON a page holds.
MAX_PAGE_STEPS = 200
DEFAULT_PAGE_STEPS = 50
MAX_PAGE_BYTES = 1 << 20
GAMES = ("cards", "dice")


def parse_seat(text: str) -> int | str:
    """The ``seat`` query: a seat number or ``all``."""
    if text == "all":
        return "all"
    if text.isascii() and text.isdigit() and len(text) <= 2:
        return int(text)
    raise MatchError("bad_message", f"seat: a seat number or 'all', not {text[:20]!r}")


def clean_names(names: Any, players: int) -> list[str | None]:
    """The record's ``names``, one per seat, cleaned like every name (``None`` where a
    record has none or gives something that is not a name)."""
    if not isinstance(names, list) or len(names) != players:
        return [None] * players
    return [clean_text(n, MAX_NAME) or None if isinstance(n, str) else None for n in names]


def replay_page(record: Any, *, match_id: str | None, seat: int | str, start: int,
                count: int, names: Any = None) -> str:
    """One page of a replay as JSON text (a ``Replay`` of docs/protocol.md).

    The whole record is replayed each time: ``over``, ``winners`` and ``roles`` are the
    end's, and a record that does not replay is refused whichever page is asked."""
    if not isinstance(record, Mapping):
        raise MatchError("bad_message", "a record is a JSON object")
    game_name = record.get("game")
    if game_name not in GAMES:
        raise MatchError("bad_message", f"a record of the card game or the dice game"
                                        f" ({', '.join(GAMES)}), not {str(game_name)[:20]!r}")
    actions = record.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_RECORD_ACTIONS:
        raise MatchError("too_large", f"a replayed record holds at most"
                                      f" {MAX_RECORD_ACTIONS} actions, not {len(actions)}")
    game_class, _ = game_classes(str(game_name))
    try:
        game = game_class.from_record(record, upto=0)
    except RecordError as exc:
        raise MatchError("bad_message", f"not a record that replays: {exc}") from None
    assert isinstance(actions, list)  # from_record has checked it
    players = len(game.roles)
    if isinstance(seat, int) and not 0 <= seat < players:
        raise MatchError("bad_message", f"seat: there is no seat {seat} in this"
                                        f" {players}-player game")
    total = len(actions)
    if not 0 <= start <= total:
        raise MatchError("bad_message", f"start: a step from 0 to {total}, not {start}")
    if not 1 <= count <= MAX_PAGE_STEPS:
        raise MatchError("bad_message", f"count: 1 to {MAX_PAGE_STEPS} steps, not {count}")

    began = time.perf_counter()
    steps: list[str] = []
    size = 0
    last = start + count - 1
    full = False

    def keep(step: dict[str, Any]) -> None:
        nonlocal size, full, last
        text = encode(step)
        if steps and size + len(text) > MAX_PAGE_BYTES:
            full = True
            last = step["step"] - 1
            return
        steps.append(text)
        size += len(text)

    if start == 0:
        keep(step_of(game, game_name, seat, 0, None, None, list(game.log), initial=True))
    for index, text in enumerate(actions):
        if index % 64 == 0 and time.perf_counter() - began > MAX_REPLAY_SECONDS:
            raise MatchError("too_large", f"this record takes more than"
                                          f" {MAX_REPLAY_SECONDS:g} s to replay")
        step = index + 1
        wanted = start <= step <= last and not full
        actor = game.pending.seat if game.pending is not None else -1
        deed = None
        if wanted and actor >= 0:
            try:
                viewer = seat if isinstance(seat, int) else actor
                deed = deed_message(str(text), game.view(actor), viewer)
            except (BangError, TypeError, ValueError, KeyError, IndexError):
                deed = None  # the action is refused just below, with the engine's reason
        try:
            events = game.apply(text)
        except IllegalAction as exc:
            raise MatchError("bad_message", f"not a record that replays: action {index}"
                                            f" ({str(text)[:40]!r}): {exc}") from None
        if wanted:
            keep(step_of(game, game_name, seat, step, actor, str(text), events, deed=deed))
    over = game.pending is None
    next_start = last + 1 if last < total else None
    head = encode({
        "match_id": match_id, "game": game_name, "players": players,
        "names": clean_names(names if names is not None else record.get("names"), players),
        "seat": seat, "rules": rules_in_force(str(game_name), game.config_dict()),
        "over": over, "winners": sorted(game.winners) if over else None,
        "roles": list(game.roles) if over else None,
        "total": total, "start": start, "next": next_start, "steps": [],
    })
    # The steps are already JSON: splice them into the page instead of encoding twice.
    assert head.endswith('"steps":[]}')
    return head[:-len("[]}")] + "[" + ",".join(steps) + "]}"


def step_of(game: Any, game_name: str, seat: int | str, step: int, actor: int | None,
            action: str | None, events: list[Any], *, deed: Any = None,
            initial: bool = False) -> dict[str, Any]:
    """Step ``step`` as ``seat`` sees it (``"all"``: every seat's view, the events in
    full); ``events`` are the engine's events of this step."""
    fresh = len(events)
    if seat == "all":
        views = [game.view(k).to_dict() for k in range(len(game.roles))]
        raw = [event_dict(e, game_name) for e in events]
        log = [{"event": e, "message": event_message(e, game_name)} for e in raw
               if log_worthy(e, game_name)]
        return {"step": step, "actor": actor if actor is None or actor >= 0 else None,
                "action": action, "deed": deed, "log": log, "view": None, "views": views}
    view = game.view(seat).to_dict()
    window = view["events"]
    entries = window if initial or fresh >= len(window) else (
        window[len(window) - fresh:] if fresh else [])
    log = [{"event": e, "message": event_message(e, game_name)} for e in entries
           if log_worthy(e, game_name)]
    return {"step": step, "actor": actor if actor is None or actor >= 0 else None,
            "action": action, "deed": deed, "log": log, "view": view, "views": None}


def event_dict(event: Any, game_name: str) -> dict[str, Any]:
    """An engine event in the form views give it (the card game's flat, the dice
    game's with ``data``), unredacted: the game is over, nothing is secret."""
    if game_name == "dice":
        return {"kind": event.kind, "data": dict(event.data)}
    return {"kind": event.kind, **event.data}
