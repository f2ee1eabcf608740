"""The dice engine's shape: its modules import each other without a cycle (type-only
imports included), and every rule entry point — each step the turn runs, each prompt's
legal, answer and explain function, each ability's hooks — says which rule of
RULES.md it implements."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path
from typing import Any

import bang.dice
from bang.dice import content, dispatch
from bang.dice.state import ABILITIES, Ability
from docstrings import SRC, public_functions, survey

#: The package's source (read as text, so that the compiled build is checked too).
PACKAGE = SRC / "bang" / "dice"
#: The modules that hold the rules (the others hold records, tables, views and the deal).
RULE_MODULES = ("phases", "resolve", "abilities")


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
    names, silent = survey("bang.dice", rule_entry_points())
    assert {"legal_roll", "answer_roll", "legal_shoot", "answer_shoot", "legal_beer",
            "answer_beer", "legal_kit_carlson", "answer_kit_carlson", "step_roll",
            "step_gatling", "vulture_sam_gain", "after_step.<locals>.run_after"} <= names
    assert not silent


def test_every_function_of_the_rule_modules_cites_its_clause() -> None:
    """Beyond what the tables reach: every public function of the modules that hold the
    rules (the turn around the roll, the resolution of the dice, the abilities)."""
    names, silent = survey("bang.dice", points=[
        p for m in RULE_MODULES for p in public_functions(f"bang.dice.{m}")])
    assert {"step_bulls", "begin_step", "bart_cassidy_hit"} <= names
    assert not silent


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
