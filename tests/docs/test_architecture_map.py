"""docs/architecture.md is a true map: its table of what each package imports is the
import graph of the source (every import, those inside functions and for type checking
included), the engines import no other layer, and each package's section lists exactly
the modules the package has."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from itertools import takewhile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "src" / "bang"
ARCHITECTURE = ROOT / "docs" / "architecture.md"
#: The packages the engines are made of, and the one they may import.
ENGINES = ("cards", "dice")


def layer_of(path: Path) -> str:
    """``src/bang/cards/play.py`` → ``cards``; ``src/bang/games.py`` → ``games``."""
    parts = path.relative_to(SOURCE).parts
    return parts[0] if len(parts) > 1 else path.stem


def layers() -> set[str]:
    return {layer_of(p) for p in SOURCE.rglob("*.py") if p.parent != SOURCE
            or p.stem != "__init__"}


def imported_layers(path: Path) -> set[str]:
    """The other layers ``path`` imports from (``from bang import __version__`` names the
    package's root, which is no layer)."""
    package = path.relative_to(SOURCE.parent).with_suffix("").parts[:-1]
    known = layers()
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[tuple[str, ...]] = []
        if isinstance(node, ast.Import):
            targets = [tuple(a.name.split(".")) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = tuple((node.module or "").split(".")) if node.module else ()
            if node.level:
                base = package[:len(package) - node.level + 1] + base
            targets = [(*base, a.name) for a in node.names] if len(base) == 1 else [base]
        for target in targets:
            if len(target) > 1 and target[0] == "bang" and target[1] in known:
                found.add(target[1])
    return found - {layer_of(path)}


def import_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = defaultdict(set)
    for path in SOURCE.rglob("*.py"):
        if path.parent == SOURCE and path.stem == "__init__":
            continue
        graph[layer_of(path)] |= imported_layers(path)
    return graph


def table_rows(heading: str) -> list[list[str]]:
    """The cells of the first table below ``heading`` in architecture.md (header row and
    rule left out)."""
    text = ARCHITECTURE.read_text(encoding="utf-8")
    lines = text[text.index(heading):].splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("|"))
    block = list(takewhile(lambda line: line.startswith("|"), lines[start:]))
    return [[cell.strip() for cell in line.strip("|").split("|")] for line in block[2:]]


def test_the_layer_table_is_the_import_graph() -> None:
    documented = {}
    for package, _, imports in table_rows("## The layers and what depends on what"):
        name = package.strip("`").removeprefix("bang.")
        documented[name] = set(re.findall(r"`(\w+)`", imports))
    actual = import_graph()
    assert set(documented) == layers()
    assert {name: documented[name] for name in sorted(documented)} == {
        name: actual.get(name, set()) for name in sorted(documented)}


def test_the_engines_import_only_the_core() -> None:
    graph = import_graph()
    assert graph.get("core", set()) == set()
    for engine in ENGINES:
        assert graph[engine] <= {"core"}, engine


def module_tables() -> dict[str, set[str]]:
    """Per package, the modules its sections' tables name (first column, ``name.py``):
    a table belongs to the package its nearest heading names as ``(`bang.X`)``."""
    listed: dict[str, set[str]] = defaultdict(set)
    package = None
    in_fence = False
    for line in ARCHITECTURE.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            in_fence = not in_fence
        if in_fence:
            continue
        if line.startswith("#"):
            match = re.search(r"\(`bang\.(\w+)`\)", line)
            package = match.group(1) if match else None
        elif line.startswith("|") and package is not None:
            first = line.strip("|").split("|")[0]
            listed[package] |= set(re.findall(r"`(\w+)\.py`", first))
    return listed


def test_each_package_section_lists_exactly_its_modules() -> None:
    listed = module_tables()
    for package in sorted(layers()):
        folder = SOURCE / package
        if not folder.is_dir():
            continue
        modules = {p.stem for p in folder.glob("*.py")}
        real = modules - {"__init__"}
        if not real:
            continue
        assert package in listed, f"docs/architecture.md has no section for bang.{package}"
        named = listed[package]
        assert named - modules == set(), f"bang.{package}: listed but missing"
        assert real - named == set(), f"bang.{package}: modules not in its section"
