"""Help text wrapped at word boundaries and by what a terminal shows.

argparse's own wrapping breaks a hyphenated word at its hyphen ("comma-" / "separated")
and counts characters, not columns: a Chinese help line (two columns a character, no
spaces) came out twice as wide as the terminal, or cut at an arbitrary point.  Here a
Latin word is never split, and text with wide characters is cut between characters by
their display width (where Chinese text may be cut).
"""

from __future__ import annotations

import argparse
import re
import textwrap
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager


def width(text: str) -> int:
    """Columns ``text`` takes in a terminal: East Asian wide and full-width characters
    two, combining marks none, the rest one."""
    total = 0
    for char in text:
        if unicodedata.combining(char):
            continue
        total += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return total


def wrap(text: str, columns: int) -> list[str]:
    """``text`` in lines of at most ``columns`` display columns; a word of Latin text is
    never split (a word wider than the line keeps its own line)."""
    columns = max(columns, 10)
    if width(text) == len(text):
        return textwrap.wrap(text, columns, break_on_hyphens=False, break_long_words=False)
    lines: list[str] = []
    line = ""
    for token in _tokens(text):
        if not line and token.isspace():
            continue
        if width(line + token) <= columns:
            line += token
            continue
        if line:
            lines.append(line.rstrip())
        line = "" if token.isspace() else token
    if line.strip():
        lines.append(line.rstrip())
    return lines


def _tokens(text: str) -> list[str]:
    """Words of narrow characters, single wide characters and single spaces: the units
    a line may be cut between."""
    tokens: list[str] = []
    word = ""
    for char in " ".join(text.split()):
        if char == " " or width(char) == 2:
            if word:
                tokens.append(word)
                word = ""
            tokens.append(char)
        else:
            word += char
    if word:
        tokens.append(word)
    return tokens


def _columns(item: object) -> int:
    """``len`` as argparse's layout needs it: a string's display width, any other
    thing's length."""
    return width(item) if isinstance(item, str) else len(item)  # type: ignore[arg-type]


@contextmanager
def _measured_by_width() -> Iterator[None]:
    """argparse measures its usage lines and option columns with ``len``: while help
    is laid out it measures strings by display width instead, so a Chinese metavar
    (``--players 數量``) takes the columns it shows in."""
    had = "len" in vars(argparse)
    setattr(argparse, "len", _columns)  # noqa: B010
    try:
        yield
    finally:
        if not had:
            delattr(argparse, "len")


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter with :func:`wrap`'s line breaking, laid out by display
    width."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def add_argument(self, action: argparse.Action) -> None:
        with _measured_by_width():
            super().add_argument(action)

    def format_help(self) -> str:
        with _measured_by_width():
            return super().format_help()

    def _format_action(self, action: argparse.Action) -> str:
        """argparse's, with the option column padded to its display width."""
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        header = self._format_action_invocation(action)
        indent = " " * self._current_indent
        indent_first = 0
        if not action.help:
            parts = [f"{indent}{header}\n"]
        elif width(header) <= action_width:
            parts = [f"{indent}{header}{' ' * (action_width - width(header))}  "]
        else:
            parts = [f"{indent}{header}\n"]
            indent_first = help_position
        if action.help and action.help.strip():
            help_text = self._expand_help(action)
            if help_text:
                lines = self._split_lines(help_text, help_width)
                parts.append(" " * indent_first + lines[0] + "\n")
                parts += [" " * help_position + line + "\n" for line in lines[1:]]
        elif not parts[0].endswith("\n"):
            parts.append("\n")
        for subaction in self._iter_indented_subactions(action):
            parts.append(self._format_action(subaction))
        return self._join_parts(parts)


class ArgumentParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose help (and its subcommands') uses :class:`HelpFormatter`."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]


# --- argparse's own words --------------------------------------------------------------
#: argparse's fixed texts (its gettext message ids) → the catalogue key that says them,
#: and the names the catalogue gives the text's unnamed ``%s``/``%r`` fields, in order.
#: A text not listed here (one a newer Python words differently) stays in English.
ARGPARSE_WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "usage: ": ("cli.argparse.usage", ()),
    "positional arguments": ("cli.argparse.positionals", ()),
    "options": ("cli.argparse.options", ()),
    "optional arguments": ("cli.argparse.options", ()),
    "show this help message and exit": ("cli.argparse.help", ()),
    "argument %(argument_name)s: %(message)s": ("cli.argparse.argument", ()),
    "invalid choice: %(value)r (choose from %(choices)s)": ("cli.argparse.invalid_choice", ()),
    "invalid %(type)s value: %(value)r": ("cli.argparse.invalid_value", ()),
    "the following arguments are required: %s": ("cli.argparse.required", ("arguments",)),
    "unrecognized arguments: %s": ("cli.argparse.unrecognized", ("arguments",)),
    "expected one argument": ("cli.argparse.expected_one", ()),
    "expected at most one argument": ("cli.argparse.expected_at_most_one", ()),
    "expected at least one argument": ("cli.argparse.expected_at_least_one", ()),
    "ambiguous option: %(option)s could match %(matches)s": ("cli.argparse.ambiguous", ()),
    "not allowed with argument %s": ("cli.argparse.not_allowed_with", ("argument",)),
    "one of the arguments %s is required": ("cli.argparse.one_required", ("arguments",)),
    "ignored explicit argument %r": ("cli.argparse.ignored_explicit", ("argument",)),
    "can't open '%(filename)s': %(error)s": ("cli.argparse.cannot_open", ()),
}
#: argparse's one plural text: ``expected %s argument(s)``, the count being ``n``.
ARGPARSE_PLURAL = ("expected %s argument", "cli.argparse.expected_n", "n")

_FIELD = re.compile(r"%\((\w+)\)([sdr])|%([sdr])")


def argparse_template(message: str, words: Callable[..., str]) -> str:
    """argparse's ``message`` (a %-format template) in the catalogue's words: the
    catalogue writes ``{value}`` where argparse writes ``%(value)r``; the fields keep
    argparse's own conversion.  ``words(key)`` gives a catalogue text."""
    stripped = message.rstrip()
    entry = ARGPARSE_WORDS.get(message) or ARGPARSE_WORDS.get(stripped)
    if entry is None:
        return message
    key, unnamed = entry
    return _as_template(stripped, words(key), unnamed) + message[len(stripped):]


def _as_template(message: str, text: str, unnamed: Sequence[str]) -> str:
    fields: dict[str, str] = {}
    unnamed_left = list(unnamed)
    for match in _FIELD.finditer(message):
        if match.group(1):
            fields[match.group(1)] = match.group(0)
        elif unnamed_left:
            fields[unnamed_left.pop(0)] = match.group(0)
    out = text.replace("%", "%%")
    for name, spec in fields.items():
        out = out.replace("{" + name + "}", spec)
    return out


@contextmanager
def argparse_language(lang: str) -> Iterator[None]:
    """argparse speaks ``lang`` while the block runs (building a parser and parsing):
    its ``usage:``, group titles, ``-h`` help and error texts come from the catalogue.
    argparse looks its words up through its module's ``_``/``ngettext`` at the moment
    it needs them, so they are swapped for the block and put back after it."""
    from bang.i18n import t

    def words(key: str, **fmt: object) -> str:
        return t(key, lang, **fmt) if fmt else t(key, lang)

    def gettext(message: str) -> str:
        return argparse_template(message, words)

    def ngettext(singular: str, plural: str, count: int) -> str:
        if singular != ARGPARSE_PLURAL[0]:
            return singular if count == 1 else plural
        from bang.i18n import template

        text = template(ARGPARSE_PLURAL[1], lang, {ARGPARSE_PLURAL[2]: count})
        return _as_template(singular, text, (ARGPARSE_PLURAL[2],))

    saved = (getattr(argparse, "_"), getattr(argparse, "ngettext"))  # noqa: B009
    setattr(argparse, "_", gettext)  # noqa: B010
    setattr(argparse, "ngettext", ngettext)  # noqa: B010
    try:
        yield
    finally:
        setattr(argparse, "_", saved[0])  # noqa: B010
        setattr(argparse, "ngettext", saved[1])  # noqa: B010


class HelpWords:
    """The help texts of one language, ready for argparse (``%`` doubled):
    ``h = HelpWords("it"); parser.add_argument("--seed", help=h("cli.help.seed"))``."""

    def __init__(self, lang: str) -> None:
        from bang.i18n import Translator

        self.tr = Translator(lang)
        self.lang = self.tr.lang

    def __call__(self, key: str, /, **fmt: object) -> str:
        return self.text(key, **fmt).replace("%", "%%")

    def text(self, key: str, /, **fmt: object) -> str:
        """The words as they are (a metavar, a description: argparse does not
        %-format those)."""
        text: str = self.tr(key, **fmt)
        return text


def requested_language(argv: Sequence[str]) -> str | None:
    """The value of the first ``--lang X`` / ``--lang=X`` in ``argv``, wherever it is
    (before or after the command), so the help and the errors of the parse itself can
    already speak it; None when there is none."""
    for index, word in enumerate(argv):
        if word == "--":
            break
        if word == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
        if word.startswith("--lang="):
            return word.split("=", 1)[1]
    return None


def help_language(argv: Sequence[str]) -> str:
    """The language the command line's own words are in: ``--lang`` when it names a
    language, else the locale's (:func:`bang.i18n.language_from_locale`)."""
    from bang.i18n import language_from_locale, match_language

    wanted = requested_language(argv)
    found = match_language(wanted) if wanted else None
    return found or language_from_locale()
