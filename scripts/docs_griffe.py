"""A griffe extension for the API reference (mkdocs.yml loads it): the docstrings are
written for reading in the source, in the reStructuredText manner of the standard
library, and the site renders Markdown.  Two things differ:

- Sphinx roles (``:func:`simulate```, ``:class:`~bang.core.Action```) become code
  spans naming the object (``simulate``, ``Action``): Markdown has no roles, and a
  link whose target the reference does not render would break the strict build;
- ``#:`` comments above a module or class attribute (the constants, some fields)
  become that attribute's docstring, as Sphinx reads them;
- a rule option of ``CardConfig`` or ``DiceConfig`` without either is described by the
  words the browser's lobby shows for it (its label, its one-line meaning and its
  choices, from the English catalogue through ``bang.server.catalog``), so the options
  are explained once, where players read them.
"""

from __future__ import annotations

import linecache
import re
from functools import cache
from typing import Any

import griffe

#: ``:role:`target``` and ``:role:`~a.b.c``` (the tilde shows only the last part).
ROLE = re.compile(r":(?:py:)?(?:func|class|meth|mod|attr|data|exc|obj|const):`(~?)([^`]+)`")


def _role(match: re.Match[str]) -> str:
    target = match.group(2).strip()
    if match.group(1) == "~":
        target = target.rsplit(".", 1)[-1]
    return f"`{target}`"


def without_roles(text: str) -> str:
    """``text`` with every Sphinx role turned into a code span."""
    return ROLE.sub(_role, text)


def comment_above(filepath: str, lineno: int) -> str | None:
    """The ``#:`` comment lines right above line ``lineno`` of ``filepath``, joined."""
    lines: list[str] = []
    number = lineno - 1
    while number > 0:
        line = linecache.getline(filepath, number).strip()
        if not line.startswith("#:"):
            break
        lines.append(line[2:].strip())
        number -= 1
    return " ".join(reversed(lines)) or None


#: The config classes whose fields are the games' options, by the game they configure.
CONFIGS = {"bang.cards.config.CardConfig": "cards", "bang.dice.config.DiceConfig": "dice"}
PLAYERS = ("The number of seats, 3 to 8 (a card game of 3 or 8 switches ``three_player`` "
           "or ``eight_players`` on by itself).")


@cache
def option_words() -> dict[str, dict[str, str]]:
    """Per game, each option's description from the lobby's English words (empty when
    the server's modules cannot be imported here)."""
    try:
        from bang.server.catalog import localized_catalog
    except ImportError:
        return {}
    words: dict[str, dict[str, str]] = {}
    for game, rows in localized_catalog("en")["options"].items():
        words[game] = {}
        for row in rows:
            text = f"**{row['label']}.** {row['help']}".strip()
            if row.get("choice_labels"):
                text += " Choices: " + ", ".join(
                    f"``{choice!s}`` ({label})" for choice, label in row["choice_labels"].items())
                text += "."
            words[game][row["name"]] = text
    return words


def option_doc(obj: griffe.Object) -> str | None:
    """The description of a config field that has no docstring of its own."""
    parent = obj.parent
    game = CONFIGS.get(parent.path) if parent is not None else None
    if game is None:
        return None
    if obj.name == "players":
        return PLAYERS
    return option_words().get(game, {}).get(obj.name)


class SphinxMarkup(griffe.Extension):
    """Roles to code spans and ``#:`` comments to attribute docstrings."""

    def on_object(self, *, obj: griffe.Object, loader: griffe.GriffeLoader,
                  **kwargs: Any) -> None:
        if (obj.is_attribute and obj.docstring is None and obj.lineno is not None
                and not obj.is_alias):
            text = comment_above(str(obj.filepath), obj.lineno) or option_doc(obj)
            if text:
                obj.docstring = griffe.Docstring(text, parent=obj)
        if obj.docstring is not None:
            obj.docstring.value = without_roles(obj.docstring.value)
