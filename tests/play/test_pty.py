"""The real ``bang play`` in a pseudo-terminal: what a player at a terminal sees."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from ptyplay import PtyGame, default_answer, plain

from bang.cards import CardGame
from bang.cards.view import redact_event
from bang.core.protocol import parse_action
from bang.i18n import describe_event

Spawn = Callable[..., PtyGame]
HEADER = "Since your last decision"


def squash(text: str) -> str:
    """``text`` without box lines and whitespace, so wrapped lines still compare."""
    return re.sub(r"[\s│╭╮╰╯─]", "", text)


def test_an_unwritable_records_folder(bang_pty: Spawn, tmp_path: Path) -> None:
    data = tmp_path / "data"
    game = bang_pty("play", "--players", "4", "--seed", "3", "--delay", "0",
                    "--records", "/dev/null/x", env={"XDG_DATA_HOME": str(data)})
    assert game.next()[0] == "choice"
    game.send("quit")
    assert game.next()[0] == "confirm"
    game.send("y")
    name, path = game.next()
    assert name == "saved" and path.startswith(str(data))
    assert game.next()[0] == "eof"
    text = game.text
    assert "Records cannot be saved in /dev/null/x" in text and "Traceback" not in text
    assert json.loads(Path(path).read_text())["game"] == "cards"


def test_hot_seat_hides_the_previous_hand(bang_pty: Spawn, tmp_path: Path) -> None:
    game = bang_pty("play", "--players", "4", "--humans", "1,2", "--seed", "3", "--delay",
                    "0", "--records", str(tmp_path))
    chunks: list[tuple[str, str]] = []
    for _ in range(400):
        name, _ = game.next()
        chunks.append((name, game.raw[-1]))
        if name in ("eof", "saved"):
            break
        game.send(default_answer(name))
    assert chunks[0][0] == "handover", "a hand-over screen before the first decision"
    hands = [(i, m.group(0)) for i, (name, raw) in enumerate(chunks)
             for m in re.finditer(r"Your hand: [^\n]*", plain(raw))]
    handovers = [i for i, (name, _) in enumerate(chunks) if name == "handover"]
    assert len(handovers) >= 3
    for k, handover in enumerate(handovers[1:], 1):
        before = [hand for i, hand in hands if i < handover]
        end = handovers[k + 1] if k + 1 < len(handovers) else len(chunks)
        raw = chunks[handover][1]
        assert "\x1b[H\x1b[2J\x1b[3J" in raw
        shown_now = plain(raw.split("\x1b[3J")[-1])
        # after the screen and the scrollback are cleared, only the hand-over line is left
        assert shown_now.strip().startswith("Pass the keyboard to Player"), shown_now
        after = shown_now + "".join(plain(text) for _, text in chunks[handover + 1:end])
        after = after.split("Game over")[0]  # the end shows every hand's owner anyway
        assert before and (before[-1] == "Your hand: none" or before[-1] not in after)


def test_the_three_player_goal_line(bang_pty: Spawn, tmp_path: Path) -> None:
    game = bang_pty("play", "--players", "3", "--seed", "2", "--delay", "0", "--records",
                    str(tmp_path))
    assert game.next()[0] in ("choice", "enter")
    text = game.text
    assert re.search(r"Goal: eliminate Player \d \((Deputy|Outlaw|Renegade)\) yourself", text)


def test_every_event_since_the_last_decision(bang_pty: Spawn, tmp_path: Path) -> None:
    """Replaying the record, the events between two of seat 1's decisions are all on the
    screen of the second one."""
    game = bang_pty("play", "--players", "5", "--seed", "9", "--delay", "0", "--records",
                    str(tmp_path), cols=200)
    screens: list[str] = []

    def answer(name: str, captured: str) -> str:
        raw = game.raw[-1]
        if HEADER in plain(raw):
            screens.append(plain(raw).split(HEADER, 1)[1])
        return default_answer(name)

    path = game.play_to_end(answer)
    assert path is not None
    record = json.loads(Path(path).read_text())
    replay = CardGame.from_record(record, upto=0)
    decisions: list[list[str]] = []
    waiting: list[str] = []
    seen = 0
    for text in record["actions"]:
        log = list(replay.log)
        waiting += [describe_event(redact_event(e, 0), "en", {"seat": 0}) for e in log[seen:]
                    if e.kind != "auto"]  # a forced answer: the events after it say it
        seen = len(log)
        if replay.pending is not None and replay.pending.seat == 0:
            decisions.append(waiting)
            waiting = []
        replay.apply(parse_action(text))
    assert len(screens) == len(decisions) >= 5
    events = 0
    for screen, lines in zip(screens, decisions, strict=True):
        shown = squash(screen.split("Your decision")[0])
        for line in lines:
            assert squash(line) in shown, line
            events += 1
    assert events > 60


def test_card_then_target(bang_pty: Spawn, tmp_path: Path) -> None:
    game = bang_pty("play", "--players", "4", "--seed", "3", "--delay", "0", "--records",
                    str(tmp_path))
    for _ in range(200):
        name, keys = game.next()
        screen = plain(game.raw[-1])
        two_step = re.search(r"(\d+)\. Play [^\n]* on …", screen)
        if name == "choice" and two_step:
            game.send(two_step.group(1))
            name, keys = game.next()
            assert name == "choice" and keys.endswith("b: back")
            targets = plain(game.raw[-1])
            assert re.search(r"1\. Player \d \([^)]*\) – [^\n]*life", targets)
            game.send("b")
            assert game.next()[0] == "choice" and "e. End my turn" in plain(game.raw[-1])
            game.send(f"{two_step.group(1)} 1")
            assert game.next()[0] in ("choice", "enter")
            assert re.search(r"Player 1 \(you\) plays [^\n]* on Player \d", game.text)
            return
        game.send(default_answer(name))
    pytest.fail("no card with a target was ever offered")


def test_resume(bang_pty: Spawn, tmp_path: Path) -> None:
    first = bang_pty("play", "--players", "4", "--seed", "8", "--delay", "0", "--records",
                     str(tmp_path))
    for _ in range(3):
        name, _ = first.next()
        first.send(default_answer(name))
    name, _ = first.next()
    first.send("quit")
    assert first.next()[0] == "confirm"
    first.send("y")
    name, path = first.next()
    assert name == "saved"
    assert first.next()[0] == "eof"
    assert f"bang play --resume {path}" in first.text
    done = json.loads(Path(path).read_text())["actions"]
    later = tmp_path / "later"
    second = bang_pty("play", "--resume", path, "--delay", "0", "--records", str(later))
    for _ in range(3):
        name, _ = second.next()
        assert name in ("choice", "enter")
        second.send(default_answer(name))
    second.next()
    assert "You are Player 1" in second.text
    second.send("quit")
    assert second.next()[0] == "confirm"
    second.send("y")
    name, new_path = second.next()
    assert name == "saved"
    record = json.loads(Path(new_path).read_text())
    assert record["actions"][:len(done)] == done and len(record["actions"]) > len(done)
    assert CardGame.from_record(record).history[:len(done)] == \
        CardGame.from_record(json.loads(Path(path).read_text())).history


def test_an_80_by_24_terminal_shows_the_table_and_the_menu(bang_pty: Spawn,
                                                          tmp_path: Path) -> None:
    pyte = pytest.importorskip("pyte")
    game = bang_pty("play", "--players", "7", "--seed", "4", "--delay", "0", "--records",
                    str(tmp_path), rows=24, cols=80)
    screen = pyte.Screen(80, 24)
    stream = pyte.Stream(screen)
    checked = 0
    for _ in range(400):
        name, _ = game.next()
        stream.feed(game.raw[-1])
        if name == "choice" and "Your turn" in game.raw[-1]:
            shown = "\n".join(screen.display)
            assert "Player" in shown and "Character" in shown, shown
            assert all(f"Player {n}" in shown for n in range(1, 8)), shown
            assert "Your hand" in shown and "e. End my turn" in shown, shown
            assert shown.rstrip().endswith("help, log, quit):"), shown
            checked += 1
            if checked == 2:
                return
        game.send(default_answer(name))
    pytest.fail("no turn of the player was reached")


def test_bot_moves_are_paced_and_enter_skips(bang_pty: Spawn, tmp_path: Path) -> None:
    game = bang_pty("play", "--players", "4", "--seed", "3", "--delay", "0.4", "--records",
                    str(tmp_path),
                    extra={"hint": r"Press Enter to skip to your next decision\.\)"})
    for _ in range(50):
        name, _ = game.next()
        if name == "hint":
            break
        game.send("e" if name == "choice" and "e" in _keys(game) else default_answer(name))
    else:
        pytest.fail("the bots never played")
    game.child.expect(r"▶ Turn: Player \d")  # moves shown as they happen
    game.send("")
    game.child.expect("Skipping to your next decision")
    assert game.next()[0] in ("choice", "enter")


def _keys(game: PtyGame) -> str:
    found = re.findall(r"Your choice \(([^)]*)\)", plain(game.raw[-1]))
    return found[-1] if found else ""


@pytest.mark.parametrize("game_name", ["cards", "dice"])
def test_eight_players_fit_an_80_by_24_terminal(bang_pty: Spawn, tmp_path: Path,
                                                game_name: str) -> None:
    """The compact layout keeps who you are, your goal, all eight players and the whole
    menu (or the whole list of targets) on one 24-line screen at every decision."""
    pyte = pytest.importorskip("pyte")
    game = bang_pty("play", "--game", game_name, "--players", "8", "--seed", "1",
                    "--delay", "0", "--records", str(tmp_path), rows=24, cols=80)
    screen = pyte.Screen(80, 24)
    stream = pyte.Stream(screen)
    checked = 0
    for _ in range(600):
        name, _ = game.next()
        stream.feed(game.raw[-1])
        if name == "eof":
            break
        if name == "choice" and "You are Player 1" in game.raw[-1]:
            shown = "\n".join(screen.display)
            lines = shown.splitlines()
            me = next(i for i, line in enumerate(lines) if "You are Player 1" in line)
            assert lines[me + 1].strip(), shown  # the goal
            assert game_name == "dice" or "Deck:" in shown, shown
            assert all(f"Player {n}" in shown for n in range(1, 9)), shown
            # The menu, or the targets of the line just chosen, whole under the table.
            assert shown.rstrip().endswith(("quit):", "b: back):")), shown
            checked += 1
            if checked == 12:
                return
        game.send(default_answer(name))
    assert checked >= 4, "too few decisions of the player were reached"


def test_an_80_by_24_terminal_keeps_the_table_in_sight_while_choosing_a_target(
        bang_pty: Spawn, tmp_path: Path) -> None:
    """Compact layout: after a card with targets is chosen, the screen shows who you are,
    every player and the targets together; ``b`` brings the table and the menu back."""
    pyte = pytest.importorskip("pyte")
    game = bang_pty("play", "--players", "7", "--seed", "4", "--delay", "0", "--records",
                    str(tmp_path), rows=24, cols=80)
    screen = pyte.Screen(80, 24)
    stream = pyte.Stream(screen)
    for _ in range(400):
        name, _ = game.next()
        stream.feed(game.raw[-1])
        shown = "\n".join(screen.display)
        line = re.search(r"(\d+)\. Play (?:BANG!|Duel)[^\n]*…", shown)
        if name == "choice" and "Your turn" in shown and line:
            game.send(line.group(1))
            assert game.next()[0] == "choice"
            stream.feed(game.raw[-1])
            shown = "\n".join(screen.display)
            assert "You are Player 1" in shown, shown
            assert all(f"Player {n}" in shown for n in range(1, 8)), shown
            assert "b. back to the menu" in shown and " on:" in shown, shown
            game.send("b")
            assert game.next()[0] == "choice"
            stream.feed(game.raw[-1])
            shown = "\n".join(screen.display)
            assert "You are Player 1" in shown and "e. End my turn" in shown, shown
            assert shown.rstrip().endswith("quit):"), shown
            return
        game.send(default_answer(name))
    pytest.fail("no card with a target was offered to the player")
