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
from bang.cli.helpformat import ArgumentParser, HelpWords, argparse_language, help_language
from bang.cli.options import add_lang, set_language
from bang.core.errors import BangError, ConfigError
from bang.i18n import has_key, language_from_locale
from bang.sim import GameFailed


def build_parser(lang: str | None = None) -> argparse.ArgumentParser:
    """The whole command line, its help in ``lang`` (default: the locale's language);
    argparse's words in its usage lines and errors follow ``lang`` while
    :func:`argparse_language` is on, as :func:`parse` has it."""
    h = HelpWords(lang or language_from_locale())
    # Group titles and ``-h``'s help are argparse's words, fixed when a parser is made.
    with argparse_language(h.lang):
        return _build(h)


def _build(h: HelpWords) -> argparse.ArgumentParser:
    parser = ArgumentParser(prog="bang", description=h.text("cli.help.description"))
    parser.add_argument("--version", action="version", version=f"bang {__version__}",
                        help=h("cli.help.version"))
    # Before the command too (``bang --lang it --help``); the command's own ``--lang``
    # wins when both are given.
    add_lang(parser, h, dest="main_lang")
    # Typed as argparse's: the subcommands' modules take the standard action.
    commands = cast("argparse._SubParsersAction[argparse.ArgumentParser]",
                    parser.add_subparsers(dest="command", required=True,
                                          metavar=h.text("cli.metavar.command"),
                                          parser_class=ArgumentParser))
    play.add_parser(commands, h)
    simulate.add_parser(commands, h)
    bench.add_parser(commands, h)
    tournament.add_parser(commands, h)
    replay.add_parser(commands, h)
    serve.add_parser(commands, h)
    net.add_parsers(commands, h)
    i18n_cmd.add_parser(commands, h)
    return parser


def parse(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """``argv`` parsed, with the help and argparse's errors in the language asked for
    (``--lang`` anywhere in ``argv``, else the locale's); ``--lang`` given before the
    command stands for the command's own."""
    words = list(sys.argv[1:] if argv is None else argv)
    lang = help_language(words)
    set_language(lang)  # the words of argument types' errors (``--players 0``)
    with argparse_language(lang):
        args = build_parser(lang).parse_args(words)
    main_lang = vars(args).pop("main_lang", None)
    if getattr(args, "lang", None) is None and main_lang is not None:
        args.lang = main_lang
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 1 failure found, 2 bad input)."""
    try:
        args = parse(argv)
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
        render.print_error(error_text(exc, tr))
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


def error_text(exc: ValueError, tr: Any) -> str:
    """An error's reason in the command's language: a :class:`ConfigError` that carries
    a code is said by the catalogue (``cli.err.config.<code>``), any other as raised
    (the command line raises its errors already translated).  In English the engine's
    own words stand, as scripts and records have always read them."""
    code = getattr(exc, "code", None)
    params = getattr(exc, "params", None)
    if tr.lang != "en" and isinstance(exc, ConfigError) and code and isinstance(params, dict):
        key = f"cli.err.config.{code}"
        if has_key(key):
            return str(tr(key, **params))
    return str(exc)


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
