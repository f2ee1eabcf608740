"""The dice game's part of the card index: every die, face and character of the
registered content, with its RULES.md clause, the code that implements it and the tests
that cite it (docs/cards.md is generated from these rows and the card game's).

A test *cites* an entry when its name says so, as the rule tests are named
(``test_b5_3_...``, ``test_b8_kit_carlson_...``): a face or a die by its clause (the
clause itself or one of its sub-clauses, ``b5_6_1`` under B5.6); a character by its key
(``kit_carlson``), or by its first name in a test of its clause (``test_b8_bart_...``).
Only the dice game's rule tests are read (``tests/dice``): the card game has characters
of the same names.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, NamedTuple

from bang.dice import abilities, base, content
from bang.dice.data import Character, Die, Face
from bang.dice.state import ABILITIES, Ability

#: The repository's tests of the dice rules, when running from a source tree.
TESTS = Path(__file__).resolve().parents[3] / "tests" / "dice"


class IndexRow(NamedTuple):
    """One entry of the index.

    ``kind`` is ``"die"``, ``"face"`` or ``"character"``; ``set`` the content set that
    registered it; ``clause`` its RULES.md clause (``"B5.3"``); ``text`` one line on what
    it is; ``code`` the functions that implement it as ``"module:qualname"`` (see
    ``code_location``); ``tests`` the tests citing it as ``"tests/dice/file.py::name"``.
    """

    kind: str
    set: str
    key: str
    name: str
    clause: str
    text: str
    code: tuple[str, ...]
    tests: tuple[str, ...]


def index_rows(tests: Path | None = TESTS) -> list[IndexRow]:
    """Every die, then every face, then every character of the registered content sets,
    in registration order (the base game's first, in RULES.md order).  ``tests`` is the
    directory of test files to read (None, or one that does not exist: no tests)."""
    cited = _test_names(tests)
    rows: list[IndexRow] = []
    for content_set in content.SETS.values():
        rows.extend(_die_row(content_set.key, d, cited) for d in content_set.dice)
    for content_set in content.SETS.values():
        rows.extend(_face_row(content_set.key, f, cited) for f in content_set.faces)
    for content_set in content.SETS.values():
        rows.extend(_character_row(content_set.key, c, cited)
                    for c in content_set.characters)
    return rows


def code_location(ref: str) -> tuple[str, int]:
    """Where ``"module:qualname"`` is defined: its file, relative to the repository root
    when it is in one (``src/bang/dice/resolve.py``), and its first line."""
    target = resolve_ref(ref)
    path = Path(inspect.getsourcefile(target) or "").resolve()
    _, line = inspect.getsourcelines(target)
    root = Path(__file__).resolve().parents[3]
    return (str(path.relative_to(root)) if path.is_relative_to(root) else str(path), line)


def resolve_ref(ref: str) -> Any:
    """The object ``"module:qualname"`` names (a function or a method)."""
    module_name, _, qualname = ref.partition(":")
    target: Any = importlib.import_module(module_name)
    for part in qualname.split("."):
        target = getattr(target, part)
    return target


def ref(function: Callable[..., Any]) -> str:
    """``"module:qualname"`` of ``function``."""
    return f"{function.__module__}:{function.__qualname__}"


# --- rows --------------------------------------------------------------------------------
def _die_row(set_key: str, die: Die, cited: list[tuple[str, list[str]]]) -> IndexRow:
    return IndexRow("die", set_key, die.key, die.name, die.clause,
                    "six faces: " + ", ".join(die.faces),
                    ("bang.dice.rolls:DiceSet", "bang.dice.phases:step_roll"),
                    _citing(cited, die.clause, ()))


def _face_row(set_key: str, face: Face, cited: list[tuple[str, list[str]]]) -> IndexRow:
    step = content.RESOLUTIONS[face.resolution]
    counts = f"{face.count} × {face.symbol}" if face.double else face.symbol
    timing = "on every roll" if step.on_roll else "with the final dice"
    text = (f"counts as {counts}; resolved {timing} in the {step.key} step ({step.clause},"
            f" order {step.order})" + ("" if face.rerollable else "; cannot be re-rolled"))
    code = base.CODE.get(step.key) or ((ref(step.run),) if step.run is not None else ())
    return IndexRow("face", set_key, face.key, face.name, face.clause, text, code,
                    _citing(cited, face.clause, ()))


def _character_row(set_key: str, character: Character,
                   cited: list[tuple[str, list[str]]]) -> IndexRow:
    code: list[str] = []
    for key in character.abilities:
        for entry in ability_code(ABILITIES[key]):
            if entry not in code:
                code.append(entry)
    words = character.key.split("_")
    return IndexRow("character", set_key, character.key, character.name, character.clause,
                    f"{character.life} life: {character.ability}", tuple(code),
                    _citing(cited, character.clause, (words, words[:1])))


def ability_code(ability: Ability) -> list[str]:
    """The functions that implement ``ability``: its hooks and prompts, and where the
    rules read its numbers (``abilities.CODE``)."""
    code: list[str] = []
    default = Ability("", "")
    for name in Ability.__dataclass_fields__:
        value = getattr(ability, name)
        if name in ("key", "clause") or value == getattr(default, name):
            continue
        if callable(value):
            code.append(ref(value))
        elif name in ("on_resolution", "after_resolution"):
            code.extend(ref(hook) for hook in value.values())
        elif name == "prompts":
            for prompt in value:
                code.extend(ref(f) for f in (prompt.legal, prompt.answer, prompt.explain)
                            if f is not None)
        code.extend(abilities.CODE.get(name, ()))
    return code


# --- tests -----------------------------------------------------------------------------
_CLAUSE = re.compile(r"([a-z]\d+(?:_\d+)*)_")


def _test_names(tests: Path | None) -> list[tuple[str, list[str]]]:
    """Every test function under ``tests`` as ``("file::name", name words)``."""
    if tests is None or not tests.is_dir():
        return []
    root = tests.resolve().parents[1]
    found: list[tuple[str, list[str]]] = []
    for path in sorted(tests.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                where = path.resolve().relative_to(root).as_posix()
                found.append((f"{where}::{node.name}", node.name[5:].split("_")))
    return found


def _clauses(words: list[str]) -> list[str]:
    """The clauses a test name starts with: ``b5_4_b5_5_beer`` -> b5_4, b5_5."""
    name = "_".join(words) + "_"
    clauses = []
    while (match := _CLAUSE.match(name)) is not None:
        clauses.append(match.group(1))
        name = name[match.end():]
    return clauses


def _citing(cited: Iterable[tuple[str, list[str]]], clause: str,
            names: tuple[list[str], ...]) -> tuple[str, ...]:
    """The tests that cite ``clause`` (or, given ``names`` = (full key words, first
    name), that name the entry: the full key anywhere, the first name in a test of
    ``clause``)."""
    slug = clause.lower().replace(".", "_").replace("-", "_")
    out = []
    for test, words in cited:
        of_clause = any(c == slug or c.startswith(slug + "_") for c in _clauses(words))
        if not names:
            hit = of_clause
        else:
            full, first = names
            hit = _contains(words, full) or (of_clause and _contains(words, first))
        if hit:
            out.append(test)
    return tuple(out)


def _contains(words: list[str], part: list[str]) -> bool:
    size = len(part)
    return any(words[i:i + size] == part for i in range(len(words) - size + 1))
