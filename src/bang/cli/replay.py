"""``bang replay FILE``: rebuild a recorded game and check where it ends (DESIGN.md §3)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

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
