"""docs/design.md §1: the engines (bang.core, bang.cards, bang.dice) and the random bot use the
standard library only, and the engines never import the layers above them."""

from __future__ import annotations

import json
import subprocess
import sys

ENGINE = ["bang.core", "bang.cards", "bang.dice", "bang.bots.random_bot", "bang.sim"]
#: The compiled build's shared runtime library (setup.py ``group_name``), part of bang.
COMPILED_RUNTIME = "bang__mypyc"
ABOVE = ("bang.cli", "bang.i18n", "bang.bots.heuristic")


def imported_by(modules: list[str]) -> list[str]:
    code = (f"import importlib, json, sys\nfor m in {modules!r}: importlib.import_module(m)\n"
            "print(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True).stdout
    return list(json.loads(out))


def test_engines_need_only_the_standard_library() -> None:
    outside = [m for m in imported_by(ENGINE)
               if m.split(".")[0] not in sys.stdlib_module_names
               and m.split(".")[0] not in ("bang", COMPILED_RUNTIME) and not m.startswith("_")]
    assert outside == []


def test_engines_do_not_import_the_layers_above_them() -> None:
    loaded = imported_by(["bang.core", "bang.cards", "bang.dice"])
    assert [m for m in loaded if m.startswith(ABOVE)] == []
