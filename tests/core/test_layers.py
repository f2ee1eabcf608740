"""docs/design.md §1: the engines (bang.core, bang.cards, bang.dice) and the random bot use the
standard library only, and the engines never import the layers above them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ENGINE = ["bang.core", "bang.cards", "bang.dice", "bang.bots.random_bot", "bang.sim"]
#: The compiled build's shared runtime library (setup.py ``group_name``), part of bang.
COMPILED_RUNTIME = "bang__mypyc"
ABOVE = ("bang.cli", "bang.i18n", "bang.bots.heuristic")


def imported_by(modules: list[str], env: dict[str, str] | None = None) -> list[str]:
    """The modules that importing ``modules`` loads in a fresh interpreter: those loaded
    before it (by ``site``, a distribution's ``sitecustomize`` such as Debian's, or ``.pth``
    files) are not the engines' dependencies and are left out."""
    code = ("import importlib, json, sys\nbefore = set(sys.modules)\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "print(json.dumps(sorted(set(sys.modules) - before)))")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, env=env).stdout
    return list(json.loads(out))


def outside_the_standard_library(modules: list[str],
                                 env: dict[str, str] | None = None) -> list[str]:
    return [m for m in imported_by(modules, env)
            if m.split(".")[0] not in sys.stdlib_module_names
            and m.split(".")[0] not in ("bang", COMPILED_RUNTIME) and not m.startswith("_")]


def test_engines_need_only_the_standard_library() -> None:
    assert outside_the_standard_library(ENGINE) == []


def test_the_check_sees_a_real_third_party_import() -> None:
    """The terminal layer imports ``rich``: the same check must name it, so an engine
    that started importing a dependency could not pass unseen."""
    assert "rich" in outside_the_standard_library(["bang.cli.table"])


def test_what_site_loads_before_the_engines_is_not_counted(tmp_path: Path) -> None:
    """A ``sitecustomize`` (Debian's Python ships one) imported at start-up by ``site``
    is no dependency of the engines, even when it imports a non-standard module."""
    (tmp_path / "sitecustomize.py").write_text("import bang_site_helper\n")
    (tmp_path / "bang_site_helper.py").write_text("")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        p for p in (str(tmp_path), os.environ.get("PYTHONPATH", "")) if p))
    code = ("import sys\nassert 'bang_site_helper' in sys.modules, 'sitecustomize not run'")
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    assert outside_the_standard_library(ENGINE, env) == []


def test_engines_do_not_import_the_layers_above_them() -> None:
    loaded = imported_by(["bang.core", "bang.cards", "bang.dice"])
    assert [m for m in loaded if m.startswith(ABOVE)] == []
