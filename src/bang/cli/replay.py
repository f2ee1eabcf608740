"""``bang replay FILE``: rebuild a recorded game and check where it ends (DESIGN.md §3)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from bang.cli import render
from bang.cli.options import non_negative_int
from bang.core.errors import RecordError
from bang.games import game_classes


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "replay", help="replay a game record",
        description="Replay a JSON game record and print its decisions, winners and the "
                    "digest of the final state.")
    parser.add_argument("file", type=Path, metavar="FILE")
    parser.add_argument("--upto", type=non_negative_int, default=None, metavar="N",
                        help="replay only the first N actions")
    parser.add_argument("--step", action="store_true",
                        help="show the game step by step in the terminal view")
    parser.add_argument("--seat", type=int, default=None,
                        help="with --step: see the game as this seat (default: spectator)")
    parser.add_argument("--lang", default=None, help="with --step: en, zh-Hant or zh-Hans")
    parser.set_defaults(run=run)


def load_record(path: Path) -> dict[str, Any]:
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path} is not JSON: {exc}") from None
    if not isinstance(record, dict):
        raise RecordError(f"{path} does not hold a record object")
    return record


def run(args: argparse.Namespace) -> int:
    record = load_record(args.file)
    name = record.get("game")
    if not isinstance(name, str):
        raise RecordError("the record does not say which game it is")
    game_class, _ = game_classes(name)
    if args.step:
        return step_through(game_class, record, args)
    game = game_class.from_record(record, upto=args.upto)
    actions = len(record.get("actions", []))
    replayed = len(game.history)
    pending = game.pending
    if pending is None:
        winners = sorted(game.winners)
        roles = list(game.roles)
        status = "over; winners " + (", ".join(f"seat {s} ({roles[s]})" for s in winners)
                                     or "none")
    else:
        status = f"in progress; decision {pending.id}: seat {pending.seat} to {pending.kind}"
    render.print_table(
        f"Replay of {args.file}", ("", ""),
        [("game", name), ("seed", str(record.get("seed"))),
         ("decisions", f"{replayed} of {actions}"), ("status", status),
         ("digest", game.digest())])
    return 0


def step_through(game_class: Any, record: dict[str, Any], args: argparse.Namespace,
                 stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Play a record back in the ``bang play`` view: Enter for the next step, q to stop."""
    from rich.console import Console

    from bang.cli.table import render as draw
    from bang.core.protocol import parse_action
    from bang.i18n import Translator, describe_action, language_from_locale, normalize_language

    tr = Translator(normalize_language(args.lang) if args.lang else language_from_locale())
    source = stdin if stdin is not None else sys.stdin
    console = Console(file=stdout, highlight=False)
    game = game_class.from_record(record, upto=0)
    actions = [str(a) for a in record.get("actions", [])]
    if args.upto is not None:
        actions = actions[:args.upto]
    seat = args.seat
    total = len(actions)
    console.rule(tr("ui.replay_start"))
    for step, text in enumerate(actions, 1):
        view = game.view(seat)
        action = parse_action(text)
        draw(console, view, tr, view.events)
        deciding = game.view(game.pending.seat) if game.pending is not None else view
        console.print(tr("ui.replay_step", step=step, total=total,
                         action=describe_action(action, deciding, tr.lang)), markup=False)
        console.print(tr("ui.replay_prompt") + ": ", end="", markup=False)
        line = source.readline()
        if not line or line.strip().lower() in ("q", "quit"):
            return 0
        game.apply(action)
        console.rule()
    view = game.view(seat)
    draw(console, view, tr, view.events)
    console.print(tr("ui.replay_end"), markup=False)
    return 0
