"""The dice game's expansions in the terminal (RULES.md Part G): a whole game with every
sourced module of Old Saloon and Undead or Alive, in a real 80×24 pseudo-terminal and
through the session's streams, wide and narrow, in English and in Chinese: the dice are
titled with their kind, the Chief's Arrow, the Duel Wound tokens, the Boneyard and the
outbreak are said in words, and the new prompts can be answered to the end."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from ptyplay import Answers, PtyGame, default_answer, plain

from bang.cli.play import PlaySession

MODULES = {"os_saloon_dice": True, "os_chief_arrow": True, "os_characters": True,
           "uoa_duel_dice": True, "uoa_rage_stub": "skip", "uoa_characters": True,
           "uoa_undead": True}
OPTIONS = [arg for key, value in MODULES.items()
           for arg in ("--option", f"{key}={str(value).lower()}")]


def session(tmp_path: Path, lang: str, seed: int, width: int) -> tuple[PlaySession, str]:
    out = io.StringIO()
    play = PlaySession("dice", 5, [0], options=dict(MODULES), lang=lang, seed=seed,
                       records=tmp_path, stdin=Answers([], "1"), stdout=out, width=width)
    assert play.run() == 0
    return play, out.getvalue()


def test_a_whole_game_with_every_module_in_an_80_by_24_terminal(
        bang_pty: Callable[..., PtyGame], tmp_path: Path) -> None:
    pyte = pytest.importorskip("pyte")
    game = bang_pty("play", "--game", "dice", "--players", "5", "--seed", "3", "--delay",
                    "0", "--records", str(tmp_path), "--lang", "en", *OPTIONS,
                    rows=24, cols=80)
    screen = pyte.Screen(80, 24)
    stream = pyte.Stream(screen)
    checked = 0
    saved = None
    for _ in range(4000):
        name, captured = game.next()
        stream.feed(game.raw[-1])
        if name == "eof":
            break
        if name == "saved":
            saved = captured
            continue
        if name == "choice" and "You are Player 1" in game.raw[-1]:
            shown = "\n".join(screen.display)
            assert all(f"Player {n}" in shown for n in range(1, 6)), shown
            # A zombie rolls three base dice (G10.3-5): no Duel die on his turn.
            zombie = "You are Player 1, Zombie" in shown
            assert zombie or "Duel die" in shown, shown
            assert "Duel Wound tokens in the pile" in shown, shown
            assert "Tokens" in shown, shown
            assert shown.rstrip().endswith(("quit):", "b: back):")), shown
            checked += 1
        game.send(default_answer(name))
    assert checked >= 2, "too few decisions of the player were reached"
    assert saved is not None, "the game did not end with its record"
    record = json.loads(Path(saved.strip()).read_text())
    assert all(record["config"][key] == value for key, value in MODULES.items())
    text = plain(game.output)
    assert "Game over" in text and "Winners:" in text


def test_a_whole_game_in_chinese_says_the_expansions_in_words(tmp_path: Path) -> None:
    play, text = session(tmp_path, "zh-Hant", 1, 120)
    assert play.game.is_over and "遊戲結束" in text
    for words in ("決鬥骰", "決鬥傷口記號堆", "墓地：", "酋長之箭", "本回合", "殭屍爆發",
                  "殭屍王", "記號"):
        assert words in text, words
    # No English game word in the Chinese table, but the glosses the wide layout gives
    # a character's name on purpose (``殭屍 (Zombie)``: the name of the rule texts).
    unglossed = re.sub(r" \([A-Z][^)]*\)", "", text)
    english = re.findall(r"\b(Loudmouth|Coward|Duel|Whiskey|Boneyard|Zombie|Wound|"
                         r"Chief)\b", unglossed)
    assert english == []


@pytest.mark.parametrize("width", [80, 140])
def test_the_table_fits_its_width_to_the_end(tmp_path: Path, width: int) -> None:
    play, text = session(tmp_path, "en", 3, width)
    assert play.game.is_over and "Game over" in text
    assert "Loudmouth" in text or "Coward" in text
    assert "Boneyard: " in text and "Chief's Arrow" in text
    # A prompt's line runs on into what is printed after the answer (not echoed here).
    lines = [re.split(r"quit\): |leave: ", line)[-1] for line in text.splitlines()]
    too_wide = [line for line in lines if len(line) > width and str(tmp_path) not in line]
    assert too_wide == []


def test_help_explains_the_new_characters_and_faces_in_a_dice_game(tmp_path: Path) -> None:
    out = io.StringIO()
    script = ["help Apache Kid", "help Whiskey", "help 雙啤酒", "help zombie", "help", "quit"]
    play = PlaySession("dice", 5, [0], options=dict(MODULES), lang="en", seed=3,
                       records=tmp_path, stdin=Answers(script, None), stdout=out, width=100)
    play.run()
    text = out.getvalue()
    assert "Apache Kid: An Arrow he rolls may take the Chief's Arrow" in text
    assert "Whiskey: With the final dice: you gain 1 life" in text
    assert "Double Beer: Counts as two Beers" in text
    assert "Zombie: A zombie: life equal to the living players" in text
    assert "Broken Arrow" in text and "Tequila Joe" in text  # the bare help's lists
