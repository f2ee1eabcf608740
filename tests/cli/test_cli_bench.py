"""``bang bench`` and its script."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import pytest

from bang.cli.main import main

BENCH_SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "bench.py"


def test_bench_prints_speed_for_each_player_count(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("BANG_PLAIN", "1")
    assert main(["bench", "--game", "toy", "--players", "3-4", "--seconds", "0.02"]) == 0
    out = capsys.readouterr().out
    rows = [line.split() for line in out.splitlines() if line.startswith("toy ")]
    assert [(r[1], r[2]) for r in rows] == [("3", "no"), ("3", "yes"), ("4", "no"), ("4", "yes")]
    assert "decisions/s" in out and "clone µs" in out


def test_bench_says_which_build_runs(monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    import bang.cards.game

    monkeypatch.setenv("BANG_PLAIN", "1")
    assert main(["bench", "--game", "toy", "--players", "3", "--seconds", "0.02"]) == 0
    compiled = not str(bang.cards.game.__file__).endswith(".py")
    build = "compiled (mypyc) build" if compiled else "interpreted build"
    assert build in capsys.readouterr().out


def test_bench_explains_what_it_skipped(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--game", "toy", "--players", "1", "--seconds", "0.02"]) == 2
    assert "skipped toy 1 player:" in capsys.readouterr().err


@pytest.mark.parametrize("extra", [["--players", "8-4"], ["--seconds", "0"],
                                   ["--game", "chess"]])
def test_bad_bench_arguments_are_usage_errors(extra: list[str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", *extra]) == 2
    assert "usage: bang bench" in capsys.readouterr().err


def test_the_benchmark_script_runs_bang_bench(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("BANG_PLAIN", "1")
    monkeypatch.setattr(sys, "argv", ["bench.py", "--game", "toy", "--players", "2",
                                      "--seconds", "0.02"])
    with pytest.raises(SystemExit) as exit_info:
        runpy.run_path(str(BENCH_SCRIPT), run_name="__main__")
    assert exit_info.value.code == 0
    assert "toy " in capsys.readouterr().out
