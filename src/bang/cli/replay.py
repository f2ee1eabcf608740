"""``bang replay FILE``: rebuild a recorded game and check where it ends (docs/design.md §3).

The summary is in the chosen language (``--lang``, else the locale); a finished game
also shows its final table with every role and result.  ``--step`` plays the record
back in the ``bang play`` view, saying before each step who acts and what he does, and
after it what happened.  A record from the server names its players (``names``): they
are shown by name instead of "Player 2".
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from bang.cli import render
from bang.cli.commands import words
from bang.cli.helpformat import HelpWords
from bang.cli.options import add_lang, cli_words, non_negative_int, positive_int
from bang.core.errors import RecordError
from bang.games import game_classes

#: The games whose views the terminal table knows how to draw.
DRAWN = ("cards", "dice")


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser],
               h: HelpWords) -> None:
    parser = commands.add_parser(
        "replay", help=h("cli.help.replay.command"),
        description=h.text("cli.help.replay.description"))
    parser.add_argument("file", metavar=h.text("cli.metavar.file"),
                        help=h("cli.help.replay.file"))
    parser.add_argument("--upto", type=non_negative_int, default=None,
                        metavar=h.text("cli.metavar.n"), help=h("cli.help.replay.upto"))
    parser.add_argument("--step", action="store_true", help=h("cli.help.replay.step"))
    parser.add_argument("--seat", type=positive_int, default=None,
                        metavar=h.text("cli.metavar.n"), help=h("cli.help.replay.seat"))
    add_lang(parser, h)
    parser.set_defaults(run=run)


def load_record(path: Path | str) -> dict[str, Any]:
    """A record from a file, or from a server when ``path`` is an http(s) address."""
    if isinstance(path, str) and path.startswith(("http://", "https://")):
        return fetch_record(path)
    path = Path(path)
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise RecordError(cli_words("err.cannot_read", path=str(path),
                                    reason=exc.strerror)) from None
    except json.JSONDecodeError as exc:
        raise RecordError(cli_words("err.not_json", path=str(path), reason=str(exc))) from None
    except UnicodeDecodeError as exc:
        raise RecordError(cli_words("err.not_text", path=str(path), reason=exc.reason)) from None
    if not isinstance(record, dict):
        raise RecordError(cli_words("err.not_record", path=str(path)))
    return record


def fetch_record(url: str) -> dict[str, Any]:
    """The record a server serves at ``url`` (a finished match's ``.../record``)."""
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(url, timeout=15) as response:
            text = response.read().decode("utf-8")
    except urllib.error.HTTPError as exc:
        raise RecordError(cli_words("err.http", path=url, code=exc.code)) from None
    except (urllib.error.URLError, OSError) as exc:
        raise RecordError(cli_words("err.unreachable", path=url,
                                reason=str(getattr(exc, "reason", exc)))) from None
    except UnicodeDecodeError as exc:
        raise RecordError(cli_words("err.not_text", path=url, reason=exc.reason)) from None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(cli_words("err.not_json", path=url, reason=str(exc))) from None
    if not isinstance(record, dict):
        raise RecordError(cli_words("err.not_record", path=url))
    return record


def translator(args: argparse.Namespace) -> Any:
    from bang.i18n import Translator, language_from_locale, normalize_language

    return Translator(normalize_language(args.lang) if args.lang else language_from_locale())


def record_names(record: dict[str, Any]) -> list[str | None]:
    """The record's player names (what a server's record carries), cleaned of control
    characters so a record cannot write escape sequences to the terminal."""
    import unicodedata

    names = record.get("names")
    if not isinstance(names, list):
        return []
    cleaned: list[str | None] = []
    for entry in names:
        if isinstance(entry, str):
            text = "".join(ch if unicodedata.category(ch)[0] != "C" else " "
                           for ch in unicodedata.normalize("NFC", entry))
            cleaned.append(" ".join(text.split())[:32] or None)
        else:
            cleaned.append(None)
    return cleaned


def run(args: argparse.Namespace) -> int:
    from bang.i18n.messages import player_names

    record = load_record(args.file)
    with player_names(record_names(record)):
        return replay(record, args)


def replay(record: dict[str, Any], args: argparse.Namespace) -> int:
    name = record.get("game")
    if not isinstance(name, str):
        raise RecordError(cli_words("err.record_game"))
    game_class, _ = game_classes(name)
    tr = translator(args)
    if args.step:
        return step_through(game_class, record, args)
    game = game_class.from_record(record, upto=args.upto)
    if name in DRAWN and game.pending is None and render.rich_enabled():
        show_final(game, name, tr)
    actions = len(record.get("actions", []))
    pending = game.pending
    if pending is None:
        status = tr("ui.replay_over", names=winners_text(game, tr))
    else:
        status = tr("ui.replay_in_progress", id=pending.id, seat=seat_text(pending.seat, tr),
                    kind=pending.kind)
    render.print_table(
        tr("ui.replay_title", path=str(args.file)), ("", ""),
        [(tr("ui.replay_game"), name), (tr("ui.replay_seed"), str(record.get("seed"))),
         (tr("ui.replay_decisions"), tr("ui.replay_of", done=len(game.history),
                                         total=actions)),
         (tr("ui.replay_status"), status), (tr("ui.replay_digest"), game.digest())])
    return 0


def seat_text(seat: int, tr: Any) -> str:
    from bang.i18n import seat_name

    return seat_name(seat, None, tr.lang)


def role_text(role: Any, tr: Any) -> str:
    from bang.i18n import has_key, role_name

    return str(role_name(role, tr.lang)) if has_key(f"role.{role}") else str(role)


def winners_text(game: Any, tr: Any) -> str:
    roles = list(game.roles)
    return str(tr("ui.list_sep")).join(
        tr("ui.name_details", name=seat_text(s, tr), details=role_text(roles[s], tr))
        for s in sorted(game.winners)) or tr("ui.nobody")


def show_final(game: Any, name: str, tr: Any, console: Any = None) -> None:
    """The last table as a spectator sees it, then every role and result."""
    from rich.console import Console

    from bang.cli.play import result_table
    from bang.cli.table import render as draw

    console = console or Console(highlight=False)
    view = game.view(None)
    draw(console, view, tr, [], title_key="ui.replay_final_events")
    console.print(result_table(game, name, tr, ()))


def step_through(game_class: Any, record: dict[str, Any], args: argparse.Namespace,
                 stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Play a record back in the ``bang play`` view: Enter for the next step, q to stop."""
    from rich.console import Console

    from bang.cli.play import redactor
    from bang.cli.table import render as draw
    from bang.core.protocol import parse_action
    from bang.i18n import describe_event
    from bang.i18n.messages import deed_message, log_worthy, render_message

    tr = translator(args)
    source = stdin if stdin is not None else sys.stdin
    console = Console(file=stdout, highlight=False)
    game = game_class.from_record(record, upto=0)
    name = str(record.get("game"))
    actions = [str(a) for a in record.get("actions", [])]
    if args.upto is not None:
        actions = actions[:args.upto]
    seat = None if args.seat is None else args.seat - 1
    if seat is not None and not 0 <= seat < len(game.roles):
        raise RecordError(cli_words("err.no_seat", seat=seat + 1, max=len(game.roles)))
    redact = redactor(game)
    total = len(actions)
    def said(events: list[Any]) -> list[str]:
        """The log lines of ``events`` as ``seat`` sees them, less the forced answers
        given for other seats (``log_worthy``: what follows says what they did)."""
        seen = [redact(e, seat) for e in events]
        return [describe_event(e, tr.lang, {"seat": seat}, name) for e in seen
                if log_worthy({"kind": e.kind, **e.data}, name)]

    lines = said(list(game.log))
    console.rule(tr("ui.replay_start"))
    for step, text in enumerate(actions, 1):
        view = game.view(seat)
        action = parse_action(text)
        draw(console, view, tr, lines, title_key="ui.replay_events")
        actor = game.pending.seat if game.pending is not None else -1
        deciding = game.view(actor) if actor >= 0 else view
        deed = render_message(deed_message(action, deciding, seat), tr.lang, view)
        console.print(tr("ui.replay_step", step=step, total=total, action=deed), markup=False)
        console.print(tr("ui.replay_prompt") + tr("ui.colon"), end="", markup=False)
        line = source.readline()
        if not line or line.strip().lower() in words("cmd.quit"):
            return 0
        before = len(game.log)
        last = game.log[-1] if before else None
        game.apply(action)
        log = list(game.log)
        start = next((i + 1 for i in range(len(log) - 1, -1, -1) if log[i] is last), 0)
        lines = said(log[start:])
        console.rule()
    view = game.view(seat)
    draw(console, view, tr, lines, title_key="ui.replay_events")
    if game.pending is None:
        console.print(result_table_for(game, name, tr))
    console.print(tr("ui.replay_end"), markup=False)
    return 0


def result_table_for(game: Any, name: str, tr: Any) -> Any:
    from bang.cli.play import result_table

    return result_table(game, name, tr, ())
