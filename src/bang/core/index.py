"""What the two games' parts of the card index share (``bang.cards.index``,
``bang.dice.index``): the row each card kind, die, face and character is listed as,
where a function is defined, which functions a content record names, and which tests
cite an entry by their names.  docs/cards.md is generated from these rows
(``python -m bang.docs.cards``).

A test *cites* the clauses of RULES.md its name starts with, as the rule tests are
named (``test_b5_3_...``: B5.3; ``test_b5_4_b5_5_...``: B5.4 and B5.5), or, when its
name starts with none, those its file's name starts with (``test_jail_...`` in
``test_a7_blue_cards.py``: A7); a sub-clause cites its clause (``b5_6_1`` under B5.6).
An entry is cited by the tests of its clause, or by the tests that name it (see
``citing``).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, Literal, NamedTuple

#: The repository's root, when running from a source tree.
ROOT = Path(__file__).resolve().parents[3]


class Copy(NamedTuple):
    """One physical card of a kind: its id, rank and suit, and the id of its second copy
    in the ghosts' separate deck (``ghost_separate_deck``; -1 for none)."""

    id: int
    rank: str
    suit: str
    second: int = -1


class IndexRow(NamedTuple):
    """One entry of the index.

    ``kind`` is ``"card"``, ``"character"``, ``"die"`` or ``"face"``; ``set`` the content
    set that registered it; ``clause`` its RULES.md clause (``"B5.3"``, ``"A7 Barrel"``);
    ``code`` the functions that implement it as ``"module:qualname"`` (see
    ``code_location``); ``text`` one line on what its record says; ``tests`` the tests
    citing it as ``"tests/dice/file.py::name"``; ``copies`` a card kind's cards.
    """

    kind: Literal["card", "character", "die", "face"]
    set: str
    key: str
    name: str
    clause: str
    code: tuple[str, ...]
    text: str
    tests: tuple[str, ...]
    copies: tuple[Copy, ...] = ()


# --- code ------------------------------------------------------------------------------
def ref(function: Callable[..., Any]) -> str:
    """``"module:qualname"`` of ``function``."""
    return f"{function.__module__}:{function.__qualname__}"


def resolve_ref(name: str) -> Any:
    """The object ``"module:qualname"`` names (a function or a method)."""
    module_name, _, qualname = name.partition(":")
    target: Any = importlib.import_module(module_name)
    for part in qualname.split("."):
        target = getattr(target, part)
    return target


def code_location(name: str) -> tuple[str, int]:
    """Where ``"module:qualname"`` is defined: its file, relative to the repository root
    when it is in one (``src/bang/dice/resolve.py``), and the line of its ``def`` (or
    ``class``), after any decorators."""
    target = resolve_ref(name)
    path = Path(inspect.getsourcefile(target) or "").resolve()
    lines, line = inspect.getsourcelines(target)
    for text in lines:
        if text.lstrip().startswith(("def ", "async def ", "class ")):
            break
        line += 1
    return (str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path), line)


def functions_in(value: Any) -> list[str]:
    """The functions ``value`` holds, as ``"module:qualname"``: itself if it is one, and
    those in a mapping's values, a tuple's items or a record's fields (a prompt's
    legal, answer and explain functions), in order."""
    if callable(value) and not isinstance(value, type):
        return [ref(value)]
    if isinstance(value, Mapping):
        items: Iterable[Any] = value.values()
    elif isinstance(value, (tuple, list)):
        items = value
    elif hasattr(value, "__dataclass_fields__"):
        items = [getattr(value, name) for name in value.__dataclass_fields__]
    else:
        return []
    return [name for item in items for name in functions_in(item)]


def record_code(record: Any, default: Any, readers: Mapping[str, tuple[str, ...]],
                skip: tuple[str, ...] = ("key", "clause")) -> list[str]:
    """The functions that implement a content record (a card kind, an ability): field
    by field, for each one set to other than in ``default``, the functions it holds
    (``functions_in``) and those that read it where its rule acts (``readers``)."""
    names = getattr(record, "_fields", None) or tuple(record.__dataclass_fields__)
    code: list[str] = []
    for name in names:
        value = getattr(record, name)
        if name in skip or value == getattr(default, name):
            continue
        for entry in (*functions_in(value), *readers.get(name, ())):
            if entry not in code:
                code.append(entry)
    return code


# --- tests -----------------------------------------------------------------------------
class CitingTest(NamedTuple):
    """A test function as the index reads it: ``"path::name"`` (the path relative to the
    repository), the words of its name after ``test``, the clauses it cites (slugs,
    ``b5_3``) and its line."""

    test: str
    words: tuple[str, ...]
    clauses: tuple[str, ...]
    line: int


#: A clause as test names spell it (``b5_6_1``; ``appendix1`` for RULES.md's Appendix 1).
_CLAUSE_SLUG = re.compile(r"([a-z]\d+(?:_\d+)*|appendix\d+)_")
_CLAUSE_NUMBER = re.compile(r"\b([A-Z]\d+(?:\.\d+)*)")


def read_tests(tests: Path | None) -> list[CitingTest]:
    """Every test function of the files ``test_*.py`` under ``tests`` (None, or a
    directory that does not exist: none), file by file in name order."""
    if tests is None or not tests.is_dir():
        return []
    root = tests.resolve().parents[1]
    found: list[CitingTest] = []
    for path in sorted(tests.rglob("test_*.py")):
        of_file = clause_prefix(path.stem[5:].split("_"))
        where = path.resolve().relative_to(root).as_posix()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                words = tuple(node.name[5:].split("_"))
                cites = clause_prefix(words) or of_file
                found.append(CitingTest(f"{where}::{node.name}", words, cites, node.lineno))
    return found


def clause_prefix(words: Iterable[str]) -> tuple[str, ...]:
    """The clauses a name starts with: ``b5_4_b5_5_beer`` -> b5_4, b5_5."""
    name = "_".join(words) + "_"
    clauses = []
    while (match := _CLAUSE_SLUG.match(name)) is not None:
        clauses.append(match.group(1))
        name = name[match.end():]
    return tuple(clauses)


def clause_slugs(clause: str) -> tuple[str, ...]:
    """The clause numbers a clause text names, as test names spell them:
    ``"A12 Sid Ketchum, A9.2, A14.3"`` -> a12, a9_2, a14_3."""
    return tuple(n.lower().replace(".", "_") for n in _CLAUSE_NUMBER.findall(clause))


def citing(cited: Iterable[CitingTest], clause: str, names: tuple[tuple[str, ...], ...],
           first: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The tests that cite an entry of ``clause``: with no ``names``, every test of the
    clause or a sub-clause; otherwise the tests whose name holds one of ``names`` (each
    a run of words: ``("kit", "carlson")``), or ``first`` (a first name) in a test of
    the clause, a sub-clause or the clause above it (``test_vulture_...`` of A9 names
    the entry of A9.3)."""
    slugs = clause_slugs(clause)
    out = []
    for test in cited:
        if not names:
            hit = any(c == s or c.startswith(s + "_") for c in test.clauses for s in slugs)
        else:
            hit = any(_contains(test.words, n) for n in names) or (
                bool(first) and _contains(test.words, first)
                and any(_related(c, s) for c in test.clauses for s in slugs))
        if hit:
            out.append(test.test)
    return tuple(out)


def _related(a: str, b: str) -> bool:
    """Whether one of two clause slugs is the other or under it."""
    return a == b or a.startswith(b + "_") or b.startswith(a + "_")


def _contains(words: tuple[str, ...], part: tuple[str, ...]) -> bool:
    size = len(part)
    return any(words[i:i + size] == part for i in range(len(words) - size + 1))
