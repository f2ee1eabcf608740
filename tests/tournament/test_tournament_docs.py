"""docs/tournament.md: its worked example runs as written and prints what it shows."""

from __future__ import annotations

import contextlib
import io
import re
import shlex
from pathlib import Path

import pytest

from bang.cli.main import main

DOC = Path(__file__).resolve().parents[2] / "docs" / "tournament.md"


def blocks(kind: str) -> list[str]:
    return re.findall(rf"```{kind}\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)


def test_the_worked_example_prints_the_table_the_page_shows(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "mybot.py").write_text(blocks("python")[0], encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BANG_PLAIN", "1")
    monkeypatch.syspath_prepend(str(tmp_path))
    command = blocks("bash")[1].strip()
    assert command.startswith("bang tournament --game dice --players 4 --games 24")
    assert main([*shlex.split(command)[1:], "--lang", "en"]) == 0
    printed = capsys.readouterr().out.splitlines()
    shown = blocks("text")[0].splitlines()
    # The first line names the build that ran, which depends on the installation.
    assert printed[0].split("; ")[0] == shown[0].split("; ")[0]
    assert printed[1:] == shown[1:]


def test_the_python_example_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "mybot.py").write_text(blocks("python")[0], encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(blocks("python")[1], str(DOC), "exec"), {})
    lines = out.getvalue().splitlines()
    assert sorted(line.split()[0] for line in lines) == ["FirstBot", "normal", "random"]
    assert (tmp_path / "cards.sqlite").exists()
