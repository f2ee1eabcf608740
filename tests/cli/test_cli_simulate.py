"""``bang simulate``: output, option parsing and clean errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bang.cli.main import main

TOY = ["simulate", "--game", "toy", "--players", "4", "--games", "60", "--seed", "1"]


@pytest.fixture(params=["plain", "rich"])
def output_style(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    if request.param == "plain":
        monkeypatch.setenv("BANG_PLAIN", "1")
    else:
        monkeypatch.delenv("BANG_PLAIN", raising=False)
    return str(request.param)


def test_simulate_prints_the_win_rate_table(output_style: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*TOY, "--jobs", "1"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert "Win rates by role" in out
    for word in ("sheriff", "outlaw", "renegade", "games/s", "decisions/s", "rolls", "sixes"):
        assert word in out
    assert "Win rates by character" not in out


def test_simulate_names_the_build_that_ran(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Its speed means nothing without the build (compiled or interpreted) that made it."""
    from bang.core.build import build_name

    monkeypatch.setenv("BANG_PLAIN", "1")
    assert main([*TOY, "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert f"{build_name()} build" in out.splitlines()[0]
    assert any(line.split()[:1] == ["build"] and build_name() in line
               for line in out.splitlines())


def test_simulate_by_character_adds_the_character_table(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*TOY, "--jobs", "1", "--by", "character"]) == 0
    out = capsys.readouterr().out
    assert "Win rates by character" in out
    assert "Win rates by role" in out


def test_the_printed_figures_match_the_simulation(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from bang.sim import simulate

    monkeypatch.setenv("BANG_PLAIN", "1")
    assert main([*TOY, "--jobs", "2", "--option", "target=12"]) == 0
    out = capsys.readouterr().out
    summary = simulate("toy", 4, 60, 1, jobs=1, options={"target": "12"})
    lines = out.splitlines()
    for rate in summary.by_role:
        row = next(line.split() for line in lines if line.startswith(rate.name + " "))
        assert row[1:3] == [str(rate.seats), str(rate.seat_wins)]
        assert row[3] == f"{rate.seat_rate:.1%}"
    assert "options target=12" in out


@pytest.mark.parametrize(("extra", "message"), [
    (["--option", "colour=red"], "unknown option(s) colour"),
    (["--option", "target=many"], "option target must be a whole number"),
    (["--option", "target"], "must look like key=value"),
    (["--option", "players=5"], "argument of its own"),
    (["--players", "1"], "2 to 8 players"),
    (["--bots", "genius"], "unknown bot 'genius'"),
    (["--bots", "random,random"], "2 bots given for 4 seats"),
    (["--team-bots", "king=normal"], "unknown role 'king'"),
    (["--team-bots", "sheriff"], "ROLE=BOT pairs"),
    (["--team-bots", "sheriff=genius"], "unknown bot 'genius'"),
])
def test_bad_options_end_with_a_message_and_status_2(
        extra: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*TOY, "--jobs", "1", *extra]) == 2
    out, err = capsys.readouterr()
    assert message in err
    assert err.startswith("bang: error: ")
    assert "Traceback" not in err
    assert out == ""


@pytest.mark.parametrize("extra", [["--games", "0"], ["--players", "x"], ["--jobs", "-1"],
                                   ["--by", "colour"], ["--game", "chess"]])
def test_bad_arguments_are_usage_errors(extra: list[str],
                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*TOY, *extra]) == 2
    assert "usage: bang simulate" in capsys.readouterr().err


def test_more_jobs_than_cores_are_not_claimed(capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BANG_PLAIN", "1")
    assert main([*TOY, "--games", "3", "--jobs", "999"]) == 0
    out, err = capsys.readouterr()
    assert "--jobs 999 is more than" in err and "999 job" not in out


def test_stuck_games_fail_the_command_and_can_be_saved(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = main([*TOY, "--jobs", "1", "--games", "3", "--option", "stall=true",
                   "--max-decisions", "25", "--save-capped", str(tmp_path)])
    assert status == 1
    err = capsys.readouterr().err
    assert "3 games reached the decision cap of 25" in err
    saved = sorted(tmp_path.glob("capped-*.json"))
    assert len(saved) == 3
    assert main(["replay", str(saved[0])]) == 0
    assert "25 of 25" in capsys.readouterr().out


def test_an_engine_failure_is_reported_with_status_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*TOY, "--jobs", "1", "--option", "fail_after=1"]) == 1
    assert "an engine failed during the simulation: game 0 (seed" in capsys.readouterr().err


def test_the_installed_command_reports_errors_without_a_traceback() -> None:
    done = subprocess.run([sys.executable, "-m", "bang.cli.main", "simulate", "--game",
                           "nothing"], capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert "invalid choice: 'nothing'" in done.stderr
    assert "Traceback" not in done.stderr
    done = subprocess.run([sys.executable, "-m", "bang.cli.main", "--version"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0
    assert done.stdout.startswith("bang ")
