"""docs/rl.md: its reference tables are the code's own, and its quick start runs as
written."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

from bang.rl.docs import generated, with_generated

DOC = Path(__file__).resolve().parents[2] / "docs" / "rl.md"


def test_the_reference_tables_match_the_code() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert with_generated(text) == text, "run: python -m bang.rl.docs"
    assert "Codec `dice`, version 1: `Discrete(173)`." in generated()


def test_the_quick_start_runs_as_written() -> None:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    assert len(blocks) == 2
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for block in blocks:
            exec(compile(block, str(DOC), "exec"), {})
    printed = out.getvalue()
    assert "winners: ['seat_" in printed
    assert "Spectator view." in printed
    assert re.search(r"^(won|lost) -?1\.0$", printed, flags=re.M)
