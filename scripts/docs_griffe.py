"""A griffe extension for the API reference (mkdocs.yml loads it): the docstrings are
written for reading in the source, in the reStructuredText manner of the standard
library, and the site renders Markdown.  Two things differ:

- Sphinx roles (``:func:`simulate```, ``:class:`~bang.core.Action```) become code
  spans naming the object (``simulate``, ``Action``): Markdown has no roles, and a
  link whose target the reference does not render would break the strict build;
- ``#:`` comments above a module or class attribute (the fields of ``CardConfig``, the
  constants) become that attribute's docstring, as Sphinx reads them.
"""

from __future__ import annotations

import linecache
import re
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


class SphinxMarkup(griffe.Extension):
    """Roles to code spans and ``#:`` comments to attribute docstrings."""

    def on_object(self, *, obj: griffe.Object, loader: griffe.GriffeLoader,
                  **kwargs: Any) -> None:
        if (obj.is_attribute and obj.docstring is None and obj.lineno is not None
                and not obj.is_alias):
            text = comment_above(str(obj.filepath), obj.lineno)
            if text:
                obj.docstring = griffe.Docstring(text, parent=obj)
        if obj.docstring is not None:
            obj.docstring.value = without_roles(obj.docstring.value)
