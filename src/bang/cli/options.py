"""Argument types shared by the subcommands, so bad values are argparse errors (exit 2,
a usage line, no traceback)."""

from __future__ import annotations

import argparse
from typing import Any

from bang.cli.helpformat import HelpWords


def _whole_number(text: str, minimum: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            cli_words("cli.err.whole_number", text=repr(text))) from None
    if value < minimum:
        raise argparse.ArgumentTypeError(
            cli_words("cli.err.at_least", minimum=minimum, value=value))
    return value


def positive_int(text: str) -> int:
    return _whole_number(text, 1)


def non_negative_int(text: str) -> int:
    return _whole_number(text, 0)


def port(text: str) -> int:
    """A TCP port to listen on, 1 to 65535 (99999 was announced but not listened on)."""
    value = _whole_number(text, 1)
    if value > 65535:
        raise argparse.ArgumentTypeError(cli_words("cli.err.port", value=value))
    return value


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            cli_words("cli.err.number", text=repr(text))) from None
    if not value > 0:
        raise argparse.ArgumentTypeError(cli_words("cli.err.positive", text=text))
    return value


def player_counts(text: str) -> list[int]:
    """``5``, ``4-7`` or ``3,5``: one player count or several (a study's lines)."""
    from bang.sim.bench import parse_players

    try:
        return parse_players(text)
    except ValueError:
        raise argparse.ArgumentTypeError(cli_words("cli.err.player_counts",
                                                   text=repr(text))) from None


def option_pairs(parser: argparse.ArgumentParser, h: HelpWords,
                 example: str = "auto_forced=true") -> None:
    """The repeatable ``--option key=value`` of the game's config (RULES.md Appendix 1)."""
    parser.add_argument("--option", action="append", default=[],
                        metavar=h.text("cli.metavar.key_value"),
                        help=h("cli.help.option", example=example))


def add_lang(parser: argparse.ArgumentParser, h: HelpWords, dest: str = "lang") -> None:
    """``--lang``: the language of the command's output (every subcommand has it)."""
    from bang.i18n import LANGUAGES

    parser.add_argument("--lang", default=None, dest=dest,
                        metavar=h.text("cli.metavar.lang"),
                        help=h("cli.lang_help", languages=", ".join(LANGUAGES)))


def translator(args: argparse.Namespace | str | None) -> Any:
    """The ``--lang`` language's :class:`bang.i18n.Translator`, else the locale's."""
    from bang.i18n import Translator, language_from_locale, normalize_language

    lang = args if isinstance(args, str) or args is None else getattr(args, "lang", None)
    return Translator(normalize_language(lang) if lang else language_from_locale())


_CURRENT: list[Any] = []


def set_language(args: argparse.Namespace | str | None) -> Any:
    """Make the command's ``--lang`` (else the locale's) the language of the messages
    raised deep inside it (:func:`cli_words`); returns its translator."""
    tr = translator(args)
    _CURRENT[:] = [tr]
    return tr


def cli_words(key: str, /, **fmt: Any) -> str:
    """``key`` in the running command's language (:func:`set_language`), else the
    locale's: the words of an error raised where no translator is at hand."""
    tr = _CURRENT[0] if _CURRENT else translator(None)
    text: str = tr(key, **fmt)
    return text
