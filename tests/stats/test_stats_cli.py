"""``bang simulate`` with the study options: comparisons on the same seeds, clean
errors for bad study arguments, several player counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from bang.cli.main import main

DICE = ["simulate", "--game", "dice", "--games", "80", "--seed", "2", "--jobs", "1"]


@pytest.fixture(autouse=True)
def plain(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BANG_PLAIN", "1")


def _rows(out: str, title: str) -> list[list[str]]:
    """The data rows of the plain-text table titled ``title``."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(title))
    rows = []
    for line in lines[start + 3:]:
        if not line.strip():
            break
        rows.append(line.split("  "))
    return rows


def test_compare_with_the_default_value_shows_no_difference_on_the_same_seeds(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Both sides play the same seeds: an option set to its default plays the very same
    games, so every difference is exactly zero."""
    assert main([*DICE, "--players", "4", "--store", str(tmp_path / "r.sqlite"),
                 "--compare", "lucky_duke_five_rolls=false"]) == 0
    out = capsys.readouterr().out
    rows = out.split("against the baseline, same seeds", 1)[1]
    assert "+0.0 pt" in rows and "+0.0 pt to +0.0 pt" not in rows
    for line in rows.splitlines()[3:]:
        if "wins" in line or "mean" in line:
            assert "+0.0" in line and " no" in line, line


def test_compare_with_a_real_change_reports_both_sides(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*DICE, "--players", "4", "--store", str(tmp_path / "r.sqlite"),
                 "--compare", "round_limit=2"]) == 0
    out = capsys.readouterr().out
    assert "round_limit=2 against the baseline" in out
    assert "no winner wins" in out  # the round limit makes draws, the baseline has none
    assert "mean turns" in out


def test_several_player_counts_make_one_table_each(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    assert main([*DICE, "--players", "3,5", "--store", str(tmp_path / "r.sqlite")]) == 0
    out = capsys.readouterr().out
    assert "dice, 3 players: 80 finished games" in out
    assert "dice, 5 players: 80 finished games" in out
    assert "dice, 4 players" not in out


@pytest.mark.parametrize(("extra", "message"), [
    (["--compare", "no_such_option=1"], "no_such_option"),
    (["--compare", "players=5"], "argument of its own"),
    (["--address", "auto"], "--backend ray"),
])
def test_bad_study_arguments_fail_cleanly_and_store_nothing(
        extra: list[str], message: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    store = tmp_path / "r.sqlite"
    assert main([*DICE, "--players", "4", "--store", str(store), *extra]) == 2
    err = capsys.readouterr().err
    assert err.startswith("bang: error:") and message in err
    assert "Traceback" not in err
    assert not store.exists()


@pytest.mark.parametrize("players", ["x", "5-3", "0"])
def test_bad_player_counts_are_usage_errors(players: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*DICE, "--players", players]) == 2
    assert "--players" in capsys.readouterr().err


def test_a_comparison_report_has_its_section_with_paired_intervals(tmp_path: Path) -> None:
    directory = tmp_path / "report"
    assert main([*DICE, "--players", "4", "--compare", "round_limit=3", "--report",
                 str(directory)]) == 0
    markdown = (directory / "report.md").read_text(encoding="utf-8")
    assert "## Comparison: round_limit=3" in markdown
    assert "### 4 players (80 seeds" in markdown
    assert "square-and-add interval for paired proportions" in markdown
    assert "--compare round_limit=3" in markdown  # the command that makes it again


def test_a_game_without_a_watcher_still_gets_its_report(tmp_path: Path) -> None:
    directory = tmp_path / "toy"
    assert main(["simulate", "--game", "toy", "--players", "4", "--games", "40", "--jobs",
                 "1", "--report", str(directory)]) == 0
    markdown = (directory / "report.md").read_text(encoding="utf-8")
    assert "40 games over 1 player count," in markdown
    assert "![Variant counters (4 players)](figures/toy-4p-counters.png)" in markdown
    assert "| rolls |" in markdown  # the toy game's own counter


def test_compare_without_a_store_or_a_report_runs_and_keeps_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``--compare`` alone (no ``--report``, no ``--store``) ended in an AssertionError
    traceback; it plays both sides and leaves no results file behind in the folder."""
    monkeypatch.chdir(tmp_path)
    assert main([*DICE, "--games", "10", "--players", "4",
                 "--compare", "lucky_duke_five_rolls=true"]) == 0
    assert "against the baseline, same seeds" in capsys.readouterr().out
    assert list(tmp_path.iterdir()) == []


def test_report_without_matplotlib_fails_before_playing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A missing plot extra is said at once, in one line, with no game played."""
    import builtins

    real_import = builtins.__import__

    def no_matplotlib(name: str, *args: object, **kwargs: object) -> object:
        if name.split(".")[0] == "matplotlib":
            raise ImportError(name)
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    played: list[object] = []
    monkeypatch.setattr("bang.cli.study.run_lines",
                        lambda *a, **k: played.append(a) or [])
    assert main([*DICE, "--players", "4", "--report", str(tmp_path / "r")]) != 0
    err = capsys.readouterr().err
    assert "matplotlib" in err and "Traceback" not in err and played == []


def test_by_character_is_shown_with_a_study(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*DICE, "--games", "10", "--players", "4", "--store",
                 str(tmp_path / "r.sqlite"), "--by", "character"]) == 0
    assert "win rates by character" in capsys.readouterr().out
