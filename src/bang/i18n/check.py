"""A translator's check of one language against English: ``bang i18n check LANG``.

It reads the language's two catalogues (``src/bang/i18n/<lang>.json``, the terminal's,
server's and help's words, and ``src/bang/i18n/web/<lang>.json``, the browser's) and
lists, against the English ones:

- ``missing``: a message English has and the language lacks (it shows in English);
- ``unused``: a key English does not have (a typo, or a key since renamed);
- ``placeholders``: a ``{name}`` missing, added or misspelt;
- ``plural``: a message that takes a count (:data:`bang.i18n.plurals.PLURAL_ARGS`) whose
  forms are not exactly the CLDR categories of the language (``_one``, ``_few``,
  ``_many``, ``_other`` for Russian), or a plain key where forms are wanted, or forms
  where English has a plain key;
- ``empty``: a message that is not a non-empty string.

A plural form may leave out the count's placeholder only when its category holds the
number 1 and no other whole number ("one" in English or German: "The last event:"),
since in Russian "one" also means 21, 31, ... and in French 0.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from bang.i18n.plurals import CATEGORIES, PLURAL_ARGS, plural_categories, plural_category

__all__ = ["PARTS", "Problem", "check_language", "entries", "load_part", "placeholders"]

FIELD = re.compile(r"\{(\w+)\}")
#: The two catalogues of a language: the game's (``<lang>.json``) and the browser's.
PARTS = ("game", "web")


@dataclass(frozen=True)
class Problem:
    kind: str  # missing, unused, placeholders, plural, empty
    part: str  # game or web
    key: str
    detail: str = ""

    def __str__(self) -> str:
        where = f"{self.part}: {self.key}"
        return f"{self.kind:<12} {where}" + (f"  ({self.detail})" if self.detail else "")


def load_part(lang: str, part: str, folder: str | None = None) -> dict[str, Any] | None:
    """The parsed catalogue file of ``lang`` (None when the file does not exist), from
    the installed package or from ``folder`` (another tree's ``src/bang/i18n``)."""
    root: Any = Path(folder) if folder is not None else resources.files("bang.i18n")
    if part == "web":
        root = root.joinpath("web")
    path = root.joinpath(f"{lang}.json")
    if not path.is_file():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def placeholders(text: str) -> set[str]:
    return set(FIELD.findall(text))


def entries(book: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Base key -> its texts: ``{"": text}`` for a plain key, ``{"one": ..., "other":
    ...}`` for the plural forms of a base of :data:`PLURAL_ARGS`."""
    out: dict[str, dict[str, Any]] = {}
    for key, text in book.items():
        base, sep, category = key.rpartition("_")
        if sep and category in CATEGORIES and base in PLURAL_ARGS:
            out.setdefault(base, {})[category] = text
        else:
            out.setdefault(key, {})[""] = text
    return out


@cache
def only_one(lang: str, category: str) -> bool:
    """Whether ``category`` holds, among whole numbers, 1 alone in ``lang``."""
    return [n for n in range(1001) if plural_category(lang, n) == category] == [1]


def check_language(lang: str, folder: str | None = None) -> list[Problem]:
    """Everything wrong with ``lang``'s catalogues against English's, sorted; with
    ``folder``, ``lang``'s files are read from there (English from the package)."""
    problems: list[Problem] = []
    for part in PARTS:
        english = load_part("en", part) or {}
        book = load_part(lang, part, folder)
        if book is None:
            problems.append(Problem("missing", part, "*", "no catalogue file"))
            continue
        problems.extend(_check_part(lang, part, entries(english), entries(book)))
    return sorted(problems, key=lambda p: (p.part, p.kind, p.key))


def _check_part(lang: str, part: str, english: dict[str, dict[str, Any]],
                book: dict[str, dict[str, Any]]) -> list[Problem]:
    problems: list[Problem] = []
    wanted = set(plural_categories(lang))
    for base in sorted(set(book) - set(english)):
        problems.append(Problem("unused", part, base, "English has no such key"))
    for base, forms in english.items():
        if base not in book:
            problems.append(Problem("missing", part, base))
            continue
        mine = book[base]
        expected = {name for text in forms.values() if isinstance(text, str)
                    for name in placeholders(text)}
        for form, text in mine.items():
            key = f"{base}_{form}" if form else base
            if not isinstance(text, str) or not text.strip():
                problems.append(Problem("empty", part, key, "not a non-empty string"))
                continue
            found = placeholders(text)
            allowed_missing: set[str] = set()
            if form and only_one(lang, form):
                allowed_missing = {PLURAL_ARGS[base]}
            if found != expected and not (found <= expected
                                          and expected - found <= allowed_missing):
                lost, extra = sorted(expected - found), sorted(found - expected)
                detail = "; ".join(part_ for part_ in (
                    f"lacks {', '.join('{' + n + '}' for n in lost)}" if lost else "",
                    f"has unknown {', '.join('{' + n + '}' for n in extra)}" if extra else "")
                    if part_)
                problems.append(Problem("placeholders", part, key, detail))
        plural = base in PLURAL_ARGS and "" not in forms
        if plural:
            have = set(mine) - {""}
            if "" in mine:
                problems.append(Problem("plural", part, base, "a plain key: give the forms "
                                        + ", ".join(f"{base}_{c}" for c in _order(wanted))))
            elif have != wanted:
                notes = []
                if wanted - have:
                    notes.append("lacks " + ", ".join(f"_{c}" for c in _order(wanted - have)))
                if have - wanted:
                    notes.append(f"{lang} has no category "
                                 + ", ".join(f"_{c}" for c in _order(have - wanted)))
                problems.append(Problem("plural", part, base, "; ".join(notes)))
        elif set(mine) - {""}:
            problems.append(Problem("plural", part, base, "English has one plain key here"))
    return problems


def _order(categories: set[str]) -> list[str]:
    return [c for c in CATEGORIES if c in categories]
