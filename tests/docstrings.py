"""Reading the engines' docstrings from their source, for the tests that every rule entry
point cites its clause of RULES.md: read as text, so that the compiled build (whose
functions keep no docstrings) is checked too."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

#: The package's source directory.
SRC = Path(__file__).resolve().parents[1] / "src"
#: A clause of RULES.md (A7, B5.3, C1.1-2, G8) or the file itself.
CLAUSE = re.compile(r"\b(RULES\.md|[A-G]\d+(\.\d+)?)")


def module_path(module: str) -> Path:
    """The source file of ``bang.x.y``."""
    return SRC.joinpath(*module.split(".")).with_suffix(".py")


def source_docstrings(package: str) -> dict[tuple[str, str], str]:
    """Every function's docstring in ``package``'s source (``"bang.dice"``), by (module,
    qualified name), methods as ``Class.name``, nested functions as
    ``outer.<locals>.inner``."""
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

    for path in sorted(SRC.joinpath(*package.split(".")).glob("*.py")):
        module = f"{package}.{path.stem}"
        walk(module, ast.parse(path.read_text(encoding="utf-8")).body, "")
    return found


def public_functions(module: str) -> list[tuple[str, str]]:
    """The (module, qualified name) of every public function of ``module``'s source and
    every public method of its classes."""
    found: list[tuple[str, str]] = []
    for node in ast.parse(module_path(module).read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
            found.append((module, node.name))
        elif isinstance(node, ast.ClassDef):
            found += [(module, f"{node.name}.{item.name}") for item in node.body
                      if isinstance(item, ast.FunctionDef) and not item.name.startswith("_")]
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


def uncited(points: set[tuple[str, str]], known: dict[tuple[str, str], str]) -> list[str]:
    """The entry points among ``points`` whose docstring cites no clause (or that the
    source does not define), as ``module:qualname``."""
    return sorted(f"{m}:{n}" for m, n in points if not CLAUSE.search(known.get((m, n), "")))


def survey(package: str, functions: Iterable[Callable[..., Any]] = (),
           points: Iterable[tuple[str, str]] = ()) -> tuple[set[str], list[str]]:
    """Of ``functions`` (placed by ``where``) and ``points`` in ``package``: the qualified
    names found, and those whose docstring cites no clause (``uncited``)."""
    known = source_docstrings(package)
    found = {where(f, known) for f in functions} | set(points)
    return {name for _, name in found}, uncited(found, known)
