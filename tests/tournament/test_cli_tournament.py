"""``bang tournament`` on the command line: the acceptance run from a folder holding
``mybot.py``, the build it names, its languages, and one-line errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bang.cli.main import main
from bang.core.build import is_compiled

ACCEPTANCE = ["tournament", "--game", "dice", "--players", "4", "--games", "24",
              "--bot", "mybot:FirstBot", "--bot", "normal", "--seed", "1"]


def bang(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The installed command in a fresh process, as a user runs it."""
    env = {**os.environ, "BANG_PLAIN": "1", "LANG": "C.UTF-8"}
    env.pop("LC_ALL", None)
    return subprocess.run([sys.executable, "-m", "bang.cli.main", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600, check=False)


def test_the_acceptance_command_prints_a_table_naming_the_users_bot(bots_dir: Path) -> None:
    done = bang(*ACCEPTANCE, cwd=bots_dir)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    build = "compiled (mypyc) build" if is_compiled() else "interpreted build"
    assert lines[0].startswith("Tournament: dice game, 4 players, 24 games") and build in lines[0]
    rows = [line.split() for line in lines if line.split()[1:2] in (["FirstBot"], ["normal"])]
    assert sorted(r[1] for r in rows[:2]) == ["FirstBot", "normal"]
    assert all(r[2] == "24" and r[3].endswith("/48") for r in rows[:2])
    assert "Win rates by role" in done.stdout
    assert list(bots_dir.glob("bang-tournament-dice-4p-*.sqlite"))


def test_the_same_command_again_continues_from_the_results_file(bots_dir: Path,
                                                                capsys: pytest.CaptureFixture[str],
                                                                monkeypatch: pytest.MonkeyPatch,
                                                                ) -> None:
    monkeypatch.setenv("BANG_PLAIN", "1")
    assert main([*ACCEPTANCE, "--lang", "en"]) == 0
    first = capsys.readouterr().out
    assert "(24 new games)" in first
    assert main([*ACCEPTANCE, "--lang", "en"]) == 0
    again = capsys.readouterr().out
    assert "(0 new games)" in again
    table = [line for line in first.splitlines() if "FirstBot" in line]
    assert table == [line for line in again.splitlines() if "FirstBot" in line]
    assert main([*ACCEPTANCE[:6], "32", *ACCEPTANCE[7:], "--lang", "en"]) == 0
    assert "(8 new games)" in capsys.readouterr().out


@pytest.mark.parametrize(("lang", "words"), [
    ("zh-Hant", ["錦標賽：骰子遊戲", "排名", "各身分勝率", "警長", "直譯版" if not is_compiled()
                 else "編譯版"]),
    ("zh-Hans", ["锦标赛：骰子游戏", "排名", "各身份胜率", "警长", "解释版" if not is_compiled()
                 else "编译版"]),
])
def test_the_output_speaks_the_chosen_language(bots_dir: Path, lang: str, words: list[str],
                                               capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BANG_PLAIN", "1")
    assert main([*ACCEPTANCE, "--games", "8", "--lang", lang]) == 0
    out = capsys.readouterr().out
    for word in [*words, "FirstBot"]:
        assert word in out, word


@pytest.mark.parametrize(("bot", "words"), [
    ("nomodule:Bot", ["nomodule:Bot", "no module named nomodule"]),
    ("broken:Bot", ["broken:Bot", "SyntaxError"]),
    ("mybot:Nope", ["mybot:Nope", "has no Nope"]),
    ("nosuchlevel", ["unknown bot nosuchlevel"]),
])
def test_a_bad_bot_path_is_one_line_without_a_traceback(bots_dir: Path, bot: str,
                                                        words: list[str]) -> None:
    done = bang("tournament", "--game", "dice", "--players", "4", "--games", "4",
                "--bot", bot, "--bot", "normal", cwd=bots_dir)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bang: error: bot" if ":" in bot
                                                   else "bang: error: unknown bot")
    for word in words:
        assert word in lines[0]
    assert not list(bots_dir.glob("*.sqlite"))


def test_a_bot_that_raises_is_named_and_the_games_before_are_kept(bots_dir: Path) -> None:
    done = bang("tournament", "--game", "dice", "--players", "4", "--games", "16",
                "--bot", "mybot:LateRaiser", "--bot", "normal", "--jobs", "1",
                "--results", "late.sqlite", cwd=bots_dir)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    error = done.stderr.strip().splitlines()
    assert len(error) == 1
    assert error[0].startswith("bang: error: bot LateRaiser (mybot:LateRaiser) raised KeyError")
    assert "game 3" in error[0] and "left out" in error[0]
    assert "late.sqlite" in done.stdout


def test_an_interrupted_tournament_keeps_its_games_and_says_how_to_continue(
        bots_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import sqlite3

    args = ["tournament", "--game", "dice", "--players", "4", "--games", "16", "--bot",
            "mybot:Interrupter", "--bot", "random", "--jobs", "1", "--results", "int.sqlite",
            "--lang", "en"]
    assert main(args) == 130
    err = capsys.readouterr().err
    assert err.strip() == ("bang: error: interrupted: the games played so far are kept in "
                           "int.sqlite; run the same command to continue")
    with sqlite3.connect(bots_dir / "int.sqlite") as db:
        assert {i for (i,) in db.execute("SELECT idx FROM games")} == {0, 1}


def test_a_bot_that_thinks_forever_is_stopped_by_the_move_limit(bots_dir: Path) -> None:
    done = bang("tournament", "--game", "dice", "--players", "4", "--games", "4",
                "--bot", "mybot:Looper", "--bot", "random", "--move-seconds", "0.2",
                "--results", "loop.sqlite", cwd=bots_dir)
    assert done.returncode == 1
    assert "thought longer than 0.2 s" in done.stderr and "Traceback" not in done.stderr


def test_a_missing_matplotlib_is_said_before_any_game(bots_dir: Path,
                                                      capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    assert main([*ACCEPTANCE, "--plot", "standings.png", "--lang", "en"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == ("bang: error: bang tournament needs matplotlib: "
                           "pip install 'bang[plot]'")
    assert not list(bots_dir.glob("*.sqlite"))


def test_a_missing_openskill_is_said_before_any_game(bots_dir: Path,
                                                     capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "openskill", None)
    monkeypatch.setitem(sys.modules, "openskill.models", None)
    assert main([*ACCEPTANCE, "--lang", "zh-Hans"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == ("bang: error: bang tournament 需要 openskill："
                           "pip install 'bang[tournament]'")
    assert not list(bots_dir.glob("*.sqlite"))


def test_the_plot_is_written_as_png_or_svg(bots_dir: Path, capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("matplotlib", reason="the plot extra (matplotlib) is not installed")
    monkeypatch.setenv("BANG_PLAIN", "1")
    assert main([*ACCEPTANCE, "--games", "8", "--plot", "out/standings.png"]) == 0
    assert (bots_dir / "out" / "standings.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main([*ACCEPTANCE, "--games", "8", "--plot", "standings.svg"]) == 0
    svg = (bots_dir / "standings.svg").read_text(encoding="utf-8")
    assert "FirstBot" in svg and "Win rate by role" in svg
    assert main([*ACCEPTANCE, "--games", "8", "--plot", "standings.jpg"]) == 2
    assert "must end in .png or .svg" in capsys.readouterr().err


def test_one_bot_is_not_a_tournament(bots_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--bot", "normal", "--lang", "en"]) == 2
    assert "at least two different bots" in capsys.readouterr().err


def test_output_cut_short_by_its_reader_ends_without_a_traceback(bots_dir: Path) -> None:
    """``bang tournament ... | head`` whose reader has gone: no traceback, status 141."""
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "bang.cli.main", *ACCEPTANCE[:6], "8", *ACCEPTANCE[7:],
             "--lang", "en"], cwd=bots_dir, env={**os.environ, "BANG_PLAIN": "1"},
            stdout=write, stderr=subprocess.PIPE, text=True, timeout=600, check=False)
    finally:
        os.close(write)
    assert done.returncode == 141, done.stderr
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr


def test_capped_games_are_warned_about_and_shown_without_rates(
        bots_dir: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BANG_PLAIN", "1")
    assert main([*ACCEPTANCE[:6], "4", *ACCEPTANCE[7:], "--max-decisions", "5",
                 "--lang", "en"]) == 0
    out, err = capsys.readouterr()
    row = next(line.split() for line in out.splitlines() if "FirstBot" in line)
    assert row[2:6] == ["0", "0/0", "–", "–"]
    assert err.strip() == ("bang: warning: games cut at the decision cap of 5 and left out "
                           "of the ratings: 4")
