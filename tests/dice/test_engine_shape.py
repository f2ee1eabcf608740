"""The dice engine's shape: its modules import each other without a cycle (type-only
imports included), and every rule entry point — each step the turn runs, each prompt's
legal, answer and explain function, each ability's hooks — says which rule of
RULES.md it implements."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import bang.dice
from bang.dice import content, dispatch
from bang.dice.state import ABILITIES, Ability

#: The package's source (read as text, so that the compiled build is checked too).
PACKAGE = Path(__file__).resolve().parents[2] / "src" / "bang" / "dice"
#: A clause of RULES.md (B5.3, B8, G8) or the file itself.
CLAUSE = re.compile(r"\b(RULES\.md|[ABG]\d+(\.\d+)?)")


def imports(path: Path) -> set[str]:
    """The ``bang.dice`` modules ``path`` imports, anywhere in it (under
    ``TYPE_CHECKING`` and inside functions too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "bang.dice":
                found |= {f"bang.dice.{a.name}" for a in node.names}
            elif node.module.startswith("bang.dice."):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("bang.dice.")}
    return found


def test_no_import_cycle_among_the_dice_modules() -> None:
    modules = {f"bang.dice.{p.stem}": p for p in PACKAGE.glob("*.py")
               if p.stem != "__init__"}
    graph = {name: imports(path) & set(modules) for name, path in modules.items()}
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        if name in path:
            raise AssertionError("import cycle: " + " -> ".join([*path[path.index(name):],
                                                                name]))
        if name in done:
            return
        for other in sorted(graph[name]):
            visit(other, [*path, name])
        done.add(name)

    for name in sorted(graph):
        visit(name, [])
    assert "bang.dice.game" not in set().union(*(graph[m] for m in graph
                                                 if m != "bang.dice.series"))


def source_docstrings() -> dict[tuple[str, str], str]:
    """Every function's docstring in the package's source, by (module, qualified name),
    nested functions as ``outer.<locals>.inner``."""
    found: dict[tuple[str, str], str] = {}

    def walk(module: str, body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                name = prefix + node.name
                if isinstance(node, ast.FunctionDef):
                    found[(module, name)] = ast.get_docstring(node) or ""
                    walk(module, node.body, name + ".<locals>.")
                else:
                    walk(module, node.body, name + ".")

    for path in PACKAGE.glob("*.py"):
        walk(f"bang.dice.{path.stem}", ast.parse(path.read_text(encoding="utf-8")).body, "")
    return found


def where(function: Callable[..., Any], known: dict[tuple[str, str], str]) -> tuple[str, str]:
    """``function``'s (module, qualified name); a compiled closure has no qualified name,
    only a class named ``<inner>_<outer>_obj``."""
    qualname = getattr(function, "__qualname__", None)
    if qualname is not None:
        return function.__module__, qualname
    kind = type(function)
    for module, name in known:
        outer, _, inner = name.partition(".<locals>.")
        if inner and module == kind.__module__ and kind.__name__ == f"{inner}_{outer}_obj":
            return module, name
    raise AssertionError(f"cannot place {function!r}")


def rule_entry_points() -> list[Callable[..., Any]]:
    """Every function the turn calls for a rule."""
    found: list[Callable[..., Any]] = list(dispatch.STEPS)
    for prompt in content.PROMPTS.values():
        found += [f for f in (prompt.legal, prompt.answer, prompt.explain) if f is not None]
    for ability in ABILITIES.values():
        for name in Ability.__dataclass_fields__:
            value = getattr(ability, name)
            found += [h for h in (value.values() if isinstance(value, dict) else [value])
                      if callable(h)]
    return found


def test_every_rule_entry_point_cites_its_clause() -> None:
    known = source_docstrings()
    points = {where(f, known) for f in rule_entry_points()}
    names = {name for _, name in points}
    assert {"legal_roll", "answer_roll", "legal_shoot", "answer_shoot", "legal_beer",
            "answer_beer", "legal_kit_carlson", "answer_kit_carlson", "step_roll",
            "step_gatling", "vulture_sam_gain", "after_step.<locals>.run_after"} <= names
    uncited = sorted(p for p in points if not CLAUSE.search(known[p]))
    assert not uncited


def test_the_rule_modules_name_no_character() -> None:
    """Abilities are asked through a seat's powers, never by a character's name or
    index: outside docstrings, the rule modules hold no character's name."""
    names = [c.name for c in bang.dice.characters()]
    constants = {c.key.upper() for c in bang.dice.characters()}
    for stem in ("state", "phases", "resolve", "turn", "dispatch", "content", "rolls"):
        tree = ast.parse((PACKAGE / f"{stem}.py").read_text(encoding="utf-8"))
        docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                      if isinstance(n, (ast.FunctionDef, ast.ClassDef, ast.Module))
                      and n.body and isinstance(n.body[0], ast.Expr)}
        strings = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
                   and isinstance(n.value, str) and id(n) not in docstrings]
        identifiers = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        assert not [n for n in names if any(n in s for s in strings)], stem
        assert not identifiers & constants, stem
