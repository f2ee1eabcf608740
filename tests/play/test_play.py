"""``bang play`` driven through its injectable streams, and once in a real
pseudo-terminal in English and in Chinese."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest
from ptyplay import Answers, PtyGame, default_answer

from bang.cards import CardGame
from bang.cli.main import main
from bang.cli.play import PlaySession


def session(tmp_path: Path, script: list[str], fallback: str | None = "1",
            lang: str = "en", humans: tuple[int, ...] = (0,)) -> tuple[PlaySession, str, int]:
    out = io.StringIO()
    play = PlaySession("cards", 4, list(humans), lang=lang, seed=7, records=tmp_path,
                       stdin=Answers(script, fallback), stdout=out, width=120)
    status = play.run()
    return play, out.getvalue(), status


def test_a_whole_game_by_menu_numbers(tmp_path: Path) -> None:
    play, text, status = session(tmp_path, [])
    assert status == 0 and play.game.is_over
    assert "Game over" in text and "Winners:" in text
    for role in ("Sheriff", "Outlaw", "Renegade"):
        assert role in text
    records = list(tmp_path.glob("*.json"))
    assert len(records) == 1 and f"Record saved to {records[0]}" in text
    replayed = CardGame.from_record(json.loads(records[0].read_text()))
    assert replayed.digest() == play.game.digest()


def test_a_whole_game_in_chinese(tmp_path: Path) -> None:
    _, text, status = session(tmp_path, [], lang="zh-Hant")
    assert status == 0 and "遊戲結束" in text and "記錄已儲存" in text and "警長" in text
    _, text, _ = session(tmp_path, [], lang="zh-Hans")
    assert "游戏结束" in text and "警长" in text


def test_invalid_input_is_explained_and_the_game_goes_on(tmp_path: Path) -> None:
    play, text, status = session(tmp_path, ["abc", "99", "", "help Beer", "help nothing",
                                            "0"])
    assert "'abc' is not a number" in text
    assert "There is no choice 99" in text
    assert "There is no choice 0" in text
    assert "Type the number of your choice" in text
    assert "Beer: Regain 1 life" in text
    assert "No card, character, role or die face is called 'nothing'" in text
    assert status == 0 and play.game.is_over


def test_end_of_input_saves_the_record_and_exits(tmp_path: Path) -> None:
    play, text, status = session(tmp_path, [], fallback=None)
    assert status == 0 and not play.game.is_over
    assert "Game left before the end." in text
    path = next(tmp_path.glob("*.json"))
    assert json.loads(path.read_text())["actions"] == [a.format() for a in play.game.history]


def test_quit_saves_the_record(tmp_path: Path) -> None:
    _, text, status = session(tmp_path, ["quit"], fallback=None)
    assert status == 0 and "Record saved" in text


def test_several_humans_pass_the_keyboard(tmp_path: Path) -> None:
    play, text, status = session(tmp_path, [], humans=(0, 1, 2, 3))
    assert status == 0 and play.game.is_over
    assert "Pass the keyboard to Player" in text


def test_out_of_turn_prompts_say_why(tmp_path: Path) -> None:
    _, text, _ = session(tmp_path, [])
    assert "out of your turn" in text


def test_replay_steps_through_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    session(tmp_path, [])
    path = next(tmp_path.glob("*.json"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n" * 5 + "q\n"))
    assert main(["replay", str(path), "--step", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Step 1 of" in out and "Step 6 of" in out and "Step 7 of" not in out


def test_play_rejects_a_bad_seat(tmp_path: Path) -> None:
    assert main(["play", "--players", "4", "--seat", "9", "--records", str(tmp_path)]) == 2


def _spawn(lang: str, tmp_path: Path, game: str = "cards",
           players: str = "4") -> tuple[str, bool]:
    """A whole game in a pseudo-terminal, answering 'x' once (refused), then 1."""
    play = PtyGame(["play", "--game", game, "--players", players, "--seed", "5",
                    "--lang", lang, "--records", str(tmp_path), "--delay", "0"])
    first = [True]

    def answer(name: str, captured: str) -> str:
        if name == "choice" and first[0]:
            first[0] = False
            return "x"
        return default_answer(name)

    saved = play.play_to_end(answer)
    return play.text, saved is not None


def test_real_terminal_english(tmp_path: Path) -> None:
    screen, saved = _spawn("en", tmp_path)
    assert saved
    assert "'x' is not a number" in screen
    assert "Game over" in screen and "Winners:" in screen and "Your hand" in screen
    assert list(tmp_path.glob("*.json"))


def test_real_terminal_chinese(tmp_path: Path) -> None:
    screen, saved = _spawn("zh-Hant", tmp_path)
    assert saved
    assert "不是數字" in screen
    assert "遊戲結束" in screen and "獲勝者" in screen and "你的手牌" in screen


# --- the dice game and the ghost variants ------------------------------------------------
def game_session(tmp_path: Path, game: str, players: int, lang: str = "en",
                 options: dict[str, str] | None = None,
                 seed: int = 3) -> tuple[PlaySession, str]:
    out = io.StringIO()
    play = PlaySession(game, players, [0], lang=lang, seed=seed, records=tmp_path,
                       options=options, stdin=Answers([], "1"), stdout=out, width=120)
    assert play.run() == 0
    return play, out.getvalue()


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("r 1 3 5", "Arrows in the centre", "Turn: Player", "Game over", "Winners:")),
    ("zh-Hant", ("重擲你指定的骰子", "中央的弓箭", "目前回合", "遊戲結束", "獲勝者")),
    ("zh-Hans", ("重掷你指定的骰子", "中央的弓箭", "目前回合", "游戏结束", "获胜者")),
])
def test_a_whole_dice_game_by_menu_numbers(tmp_path: Path, lang: str,
                                          words: tuple[str, ...]) -> None:
    play, text = game_session(tmp_path, "dice", 5, lang)
    assert play.game.is_over
    for word in words:
        assert word in text, word
    assert "{" not in text and "reroll x" not in text and "shoot c" not in text
    assert "⚀" not in text and "╭" in text  # the dice are drawn as dice


@pytest.mark.parametrize(("variant", "words"), [
    ("dead_reckonin", ("Variant: Dead Reckonin'", "Ghost contest", "Ghost")),
    ("dead_mans_hand", ("Variant: Dead Man's Hand", "Boot Hill", "Dead Man's Hand won by",
                        "showdown")),
])
def test_a_whole_ghost_variant_game(tmp_path: Path, variant: str,
                                    words: tuple[str, ...]) -> None:
    play, text = game_session(tmp_path, "cards", 5, options={"ghost_variant": variant},
                              seed=1)
    assert play.game.is_over
    for word in words:
        assert word in text, word
    assert "{" not in text and "contest c" not in text and "predict t" not in text


def test_ghost_variant_in_chinese(tmp_path: Path) -> None:
    _, text = game_session(tmp_path, "cards", 5, "zh-Hant",
                           options={"ghost_variant": "dead_reckonin"}, seed=1)
    assert "死亡清算" in text and "死魂靈比牌" in text
    _, text = game_session(tmp_path, "cards", 5, "zh-Hans",
                           options={"ghost_variant": "dead_mans_hand"}, seed=1)
    assert "死者之手获胜者" in text and "长靴山" in text


def test_replay_steps_through_a_dice_record(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    game_session(tmp_path, "dice", 4)
    path = next(tmp_path.glob("dice-*.json"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n" * 500))
    assert main(["replay", str(path), "--step", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Step 1 of" in out and "End of the record." in out
    assert "re-rolls die" in out or "keeps the dice" in out
    assert "Arrows in the centre" in out and "{" not in out


def _spawn_dice(lang: str, tmp_path: Path) -> tuple[str, bool]:
    return _spawn(lang, tmp_path, "dice", "5")


def test_real_terminal_dice_english(tmp_path: Path) -> None:
    screen, saved = _spawn_dice("en", tmp_path)
    assert saved
    assert "Game over" in screen and "Arrows in the centre" in screen and "⚀" not in screen


def test_real_terminal_dice_chinese(tmp_path: Path) -> None:
    screen, saved = _spawn_dice("zh-Hant", tmp_path)
    assert saved
    assert "遊戲結束" in screen and "中央的弓箭" in screen and "重擲" in screen


def test_play_refuses_simulation_only_options(tmp_path: Path) -> None:
    """docs/security.md: auto_forced would tell everyone facts about hands."""
    for game in ("cards", "dice"):
        assert main(["play", "--game", game, "--players", "4", "--option", "auto_forced=true",
                     "--records", str(tmp_path)]) == 2
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize(("lang", "first_person", "third_person"), [
    ("en", "End my turn", r"Player \d \([^()]+\) ends the turn"),
    ("zh-Hant", "結束我的回合", r"\d號玩家（[^（）]+）結束回合"),
    ("zh-Hans", "结束我的回合", r"\d号玩家（[^（）]+）结束回合"),
])
def test_replay_tells_other_players_actions_in_the_third_person(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        lang: str, first_person: str, third_person: str) -> None:
    from bang.sim import seat_bots

    game = CardGame.new(seed=11)
    bots = seat_bots("random", len(game.roles), 11)
    while game.pending is not None and len(game.history) < 120:
        seat = game.pending.seat
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.to_record()))
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n" * 200))
    assert main(["replay", str(path), "--step", "--seat", "2", "--lang", lang]) == 0
    out = capsys.readouterr().out
    steps = [line for line in out.splitlines() if line.startswith(("Step ", "第"))]
    assert len(steps) == 120
    assert first_person not in out
    assert any(re.search(third_person, line) for line in steps), steps[:10]
