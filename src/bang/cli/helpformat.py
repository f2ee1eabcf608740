"""Help text wrapped at word boundaries and by what a terminal shows.

argparse's own wrapping breaks a hyphenated word at its hyphen ("comma-" / "separated")
and counts characters, not columns: a Chinese help line (two columns a character, no
spaces) came out twice as wide as the terminal, or cut at an arbitrary point.  Here a
Latin word is never split, and text with wide characters is cut between characters by
their display width (where Chinese text may be cut).
"""

from __future__ import annotations

import argparse
import textwrap
import unicodedata


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


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter with :func:`wrap`'s line breaking."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))


class ArgumentParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose help (and its subcommands') uses :class:`HelpFormatter`."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
