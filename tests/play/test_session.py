"""``bang play`` in-process: the records folder, leaving and coming back, the log,
forced answers, the hand-over screen, watching after death, argument checks."""

from __future__ import annotations

import io
import json
import re
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from ptyplay import Answers

from bang.cards import CardGame
from bang.cli.main import main
from bang.cli.play import CLEAR_SCREEN, PlaySession

ROOT = Path(__file__).resolve().parents[2]


def play(tmp_path: Path, script: list[str], fallback: str | None = "1", *,
         records: Path | None = None, humans: tuple[int, ...] = (0,), players: int = 4,
         seed: int = 7, game: str = "cards", lang: str = "en",
         width: int = 120) -> tuple[PlaySession, str]:
    out = io.StringIO()
    session = PlaySession(game, players, list(humans), lang=lang, seed=seed,
                          records=records or tmp_path, stdin=Answers(script, fallback),
                          stdout=out, width=width)
    session.run()
    return session, out.getvalue()


def test_an_unwritable_records_folder_is_replaced_before_the_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    session, text = play(tmp_path, ["quit", "y"], records=Path("/dev/null/x"))
    assert text.index("Records cannot be saved in /dev/null/x") < text.index("Your choice")
    saved = list((tmp_path / "data" / "bang" / "records").glob("*.json"))
    assert len(saved) == 1 and f"Record saved to {saved[0]}" in text
    assert json.loads(saved[0].read_text())["actions"] == [
        a.format() for a in session.game.history]


def test_a_folder_failing_at_the_end_still_keeps_the_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    folder = tmp_path / "records"
    out = io.StringIO()
    session = PlaySession("cards", 4, [0], seed=3, records=folder, stdout=out,
                          stdin=Answers(["quit", "y"]), width=120)
    folder.rmdir()
    folder.write_text("a file where the folder was")
    session.run()
    text = out.getvalue()
    assert "could not be saved in" in text and "Record saved to" in text
    assert list((tmp_path / "data" / "bang" / "records").glob("*.json"))


def test_quit_asks_first_and_says_how_to_come_back(tmp_path: Path) -> None:
    session, text = play(tmp_path, ["quit", "n", "q", "y"], fallback=None)
    assert text.count("Leave the game?") == 2
    assert not session.game.is_over
    path = next(tmp_path.glob("*.json"))
    assert f"Continue it with: bang play --resume {path}" in text


def test_resume_continues_the_saved_game(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    first, _ = play(tmp_path, ["1", "1", "quit", "y"], fallback=None, seed=11)
    done = [a.format() for a in first.game.history]
    path = next(tmp_path.glob("*.json"))
    later = tmp_path / "later"
    monkeypatch.setattr(sys, "stdin", Answers([], "1"))
    assert main(["play", "--resume", str(path), "--records", str(later), "--delay", "0"]) == 0
    out = capsys.readouterr().out
    assert "Game over" in out and "You are Player 1" in out
    record = json.loads(next(later.glob("*.json")).read_text())
    assert record["actions"][:len(done)] == done and len(record["actions"]) > len(done)
    assert record["play"] == {"humans": [0], "bots": "normal"}
    assert CardGame.from_record(record).is_over


def test_the_log_command_shows_the_last_events(tmp_path: Path) -> None:
    session, text = play(tmp_path, ["log 3", "log", "log x"], fallback=None)
    after = text.split("The last 3 events:")[1].splitlines()
    assert after[1:4] == [session.event_line(e, 0) for e in session.history[0][-3:]]
    assert after[4].startswith(("Your choice", "Press Enter"))
    assert "Type 'log' for the last 20 events" in text


def test_every_event_since_the_last_decision_is_shown(tmp_path: Path) -> None:
    """Each event reaches the human once, before his next decision (nothing is cut)."""
    session, text = play(tmp_path, [], seed=5, width=200)
    shown = [line.strip().strip("│").strip() for line in text.splitlines()]
    lines = [session.event_line(e, 0).strip() for e in session.history[0]]
    assert len(lines) > 50
    position = 0
    for line in lines:
        position = shown.index(line, position) + 1


def test_a_forced_answer_is_said_and_goes_on_with_enter(tmp_path: Path) -> None:
    _, text = play(tmp_path, [], seed=7)
    assert "Only one answer:" in text and "Press Enter to go on" in text


def test_the_hand_over_screen_comes_before_the_first_decision(tmp_path: Path) -> None:
    _, text = play(tmp_path, [], humans=(0, 1))
    first = text.index("Your choice")
    assert text.index(CLEAR_SCREEN) < text.index("Pass the keyboard to Player") < first
    assert "\x1b[3J" in CLEAR_SCREEN


def test_after_death_the_player_may_watch_or_skip(tmp_path: Path) -> None:
    for seed in range(1, 30):
        session, text = play(tmp_path, [], seed=seed)
        if "You are out of the game." in text:
            break
    else:
        pytest.fail("no seed where the human dies first")
    assert session.game.is_over and "Enter: watch the next turn" in text
    assert "The last turn" in text
    for seed in range(1, 30):
        out = io.StringIO()
        answers = Answers([], "1")
        skipper = PlaySession("cards", 4, [0], seed=seed, records=tmp_path, stdout=out,
                              stdin=answers, width=120)
        original = skipper.watch_prompt

        def skip(seat: int, original: Any = original, answers: Answers = answers) -> bool:
            answers.script[:0] = ["s"]
            return bool(original(seat))

        skipper.watch_prompt = skip  # type: ignore[method-assign]
        skipper.run()
        text = out.getvalue()
        if "You are out of the game." in text:
            assert skipper.game.is_over and "The last turn" not in text and "Game over" in text
            return
    pytest.fail("no seed where the human dies first")


def test_the_three_player_goal_is_on_the_table(tmp_path: Path) -> None:
    _, text = play(tmp_path, ["help Outlaw", "quit", "y"], players=3, fallback=None)
    assert "Goal: eliminate Player" in text and "yourself; that wins the game." in text
    assert "Target" in text and re.search(r"Player \d \((Deputy|Outlaw|Renegade)\) +│", text)
    assert "Kill the Sheriff" not in text and "3-player game" in text


def test_the_end_hint_uses_the_command_that_started_the_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BANG_COMMAND", "./run.sh")
    _, text = play(tmp_path, ["quit", "y"])
    assert "Watch it again with: ./run.sh replay " in text
    assert "./run.sh play --resume " in text
    assert 'export BANG_COMMAND="./run.sh"' in (ROOT / "run.sh").read_text()


@pytest.mark.parametrize(("args", "message"), [
    (["--humans", "0,x"], "--humans takes seat numbers from 1"),
    (["--humans", ",,,"], "--humans takes seat numbers from 1"),
    (["--humans", "1,9"], "there is no seat 9: the seats of this game are 1 to 4"),
    (["--option", "players=9"], "set the number of players with --players"),
])
def test_bad_play_arguments_are_explained(args: list[str], message: str, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "4", "--records", str(tmp_path), *args]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert not list(tmp_path.glob("*.json"))


def test_seats_count_from_one_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--seat", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err


def test_installing_the_package_brings_the_terminal() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert any(dep.startswith("rich") for dep in project["dependencies"])
    assert project["license"] == "MIT"


def test_replay_speaks_the_chosen_language_and_shows_the_end(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BANG_PLAIN", raising=False)
    session, _ = play(tmp_path, [], seed=5)
    path = next(tmp_path.glob("*.json"))
    assert main(["replay", str(path), "--lang", "zh-Hant"]) == 0
    out = capsys.readouterr().out
    assert "重播" in out and "已結束；獲勝者" in out and "結果" in out and "警長" in out
    roles = session.game.roles
    assert all(word in out for word in ("獲勝", "落敗"))
    assert len(roles) == 4
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n" * 3 + "q\n"))
    assert main(["replay", str(path), "--step", "--lang", "en", "--seat", "1"]) == 0
    out = capsys.readouterr().out
    assert "Step 1 of" in out and "You are Player 1" in out
    actor = next(line for line in out.splitlines() if line.startswith("Step 1 of"))
    assert "Player " in actor.split(":")[1]


def test_a_changed_goal_is_announced(tmp_path: Path) -> None:
    """A1.2: once someone else killed your target, you are told before your decision."""
    record = CardGame.from_setup({
        "players": [{"role": "deputy", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones", "alive": False}],
        "options": {"three_player": True}, "turn": 0}).to_record()
    out = io.StringIO()
    session = PlaySession("cards", 0, [0], record=record, records=tmp_path, stdout=out,
                          stdin=Answers(["quit", "y"], None), width=120)
    session.goals[0] = {"key": "goal.three.target",
                        "args": {"target": {"seat": 2}, "role": {"key": "role.renegade"}}}
    session.run()
    text = out.getvalue()
    assert "★ Your goal has changed. Your target is gone: be the last one standing against " \
           "Player 2." in text
