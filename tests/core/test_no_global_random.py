"""docs/design.md §3: no module uses the global ``random`` functions."""

from __future__ import annotations

import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "bang"
GLOBAL_CALL = re.compile(
    r"\brandom\.(random|randint|randrange|choice|choices|shuffle|sample|seed|getrandbits|uniform)\("
)


def test_no_source_file_calls_the_global_random_functions() -> None:
    offenders = []
    for path in SRC.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if GLOBAL_CALL.search(line):
                offenders.append(f"{path.relative_to(SRC)}:{number}: {line.strip()}")
    assert offenders == []
