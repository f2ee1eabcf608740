"""The ``bang`` command: argument parsing and dispatch to one module per subcommand.

Mistakes by the user (impossible options, bad records, a game not installed) end with a
one-line ``bang: error: ...`` and exit status 2, like argparse's own errors, never with
a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any, cast

from bang import __version__
from bang.cli import bench, i18n_cmd, net, play, render, replay, serve, simulate, tournament
from bang.cli.helpformat import ArgumentParser
from bang.core.errors import BangError
from bang.sim import GameFailed


def build_parser() -> argparse.ArgumentParser:
    parser = ArgumentParser(
        prog="bang", description="BANG! the card game and BANG! The Dice Game.")
    parser.add_argument("--version", action="version", version=f"bang {__version__}")
    # Typed as argparse's: the subcommands' modules take the standard action.
    commands = cast("argparse._SubParsersAction[argparse.ArgumentParser]",
                    parser.add_subparsers(dest="command", required=True, metavar="COMMAND",
                                          parser_class=ArgumentParser))
    play.add_parser(commands)
    simulate.add_parser(commands)
    bench.add_parser(commands)
    tournament.add_parser(commands)
    replay.add_parser(commands)
    serve.add_parser(commands)
    net.add_parsers(commands)
    i18n_cmd.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 1 failure found, 2 bad input)."""
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exc:
        return 0 if exc.code is None else exc.code if isinstance(exc.code, int) else 2
    tr = _translator(args)
    try:
        status: int = args.run(args)
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's exit
    except GameFailed as exc:
        render.print_error(tr("cli.err.engine_failed", error=str(exc)))
        return 1
    except (BangError, ValueError) as exc:
        render.print_error(str(exc))
        return 2
    except ImportError as exc:
        render.print_error(tr("cli.err.game_missing", error=str(exc)))
        return 2
    except KeyboardInterrupt:
        render.print_error(tr("cli.interrupted"))
        return 130
    except BrokenPipeError:
        # The reader went away (``bang tournament ... | head``): stop quietly, and keep
        # the interpreter's final flush from failing on the closed pipe too.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    return status


def _translator(args: argparse.Namespace) -> Any:
    """The command's ``--lang`` (else the locale's) for its closing words; a ``--lang``
    no language answers is left to the command to refuse."""
    from bang.cli.options import set_language

    try:
        return set_language(args)
    except ValueError:
        return set_language(None)


if __name__ == "__main__":
    sys.exit(main())
