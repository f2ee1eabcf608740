"""A whole ``bang play`` game in Italian (and German), in an 80x24 pseudo-terminal, the language
taken from the locale (LANG=it_IT.UTF-8): every prompt is the Italian catalogue's, the
table and the menu speak Italian at each of the player's turns, and the game plays to
its end and saves its record."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from ptyplay import PtyGame

from bang.i18n import LANGUAGES, catalogue, t

Spawn = Callable[..., PtyGame]
FIELD = re.compile(r"\{\w+\}")


def prompts(lang: str) -> dict[str, str]:
    """The prompts of ``bang play`` (as ptyplay.PROMPTS names them), recognised by the
    words of ``lang``'s catalogue."""
    words = catalogue(lang)

    def around(key: str, tail: str) -> str:
        """``key``'s text with its placeholders as a capture, then ``tail``."""
        parts = FIELD.split(words[key])
        inner = r"([^\n]*?)".join(re.escape(p) for p in parts)
        return inner + tail

    choose = "|".join(f"(?:{around(k, '')})" for k in ("ui.choose", "ui.choose_target"))
    confirm = re.escape(words["ui.confirm_quit"].rsplit(" ", 1)[-1])
    return {
        "choice": f"(?:{choose})(?:: |：)",
        "enter": re.escape(words["ui.press_enter"]) + r"(?:: |：)",
        "watch": re.escape(words["ui.watch_prompt"].split(":")[0]) + r"[^\n]*(?:: |：)",
        "handover": re.escape(FIELD.split(words["ui.pass_keyboard"])[0]) + r"[^\n]*",
        "confirm": confirm + " ",
        "saved": re.escape(FIELD.split(words["ui.record_saved"])[0]) + r" ?(\S+)\r?\n",
    }


def english(lang: str) -> list[str]:
    """English words of the table and the menu that ``lang`` says otherwise."""
    pairs = [(t(key, "en", n=2), t(key, lang, n=2)) for key in (
        "ui.your_hand", "ui.player_n", "ui.press_enter", "role.sheriff", "ui.life",
        "action.cards.end", "goal.sheriff")]
    return [en for en, local in pairs if en != local and en]


LOCALES = {"it": "it_IT.UTF-8", "de": "de_DE.UTF-8"}


@pytest.mark.parametrize("lang", list(LOCALES))
def test_a_whole_game_in_the_locales_language_at_80_by_24(bang_pty: Spawn, tmp_path: Path,
                                             lang: str) -> None:
    assert lang in LANGUAGES, f"no catalogue for {lang}"
    pyte = pytest.importorskip("pyte")
    game = bang_pty("play", "--players", "5", "--seed", "11", "--delay", "0", "--records",
                    str(tmp_path), rows=24, cols=80,
                    env={"LANG": LOCALES[lang], "LC_ALL": "", "LC_MESSAGES": "",
                         "LANGUAGE": ""})
    game.prompts = prompts(lang)  # its words only: an English prompt would hang
    game.names = list(game.prompts)
    words = catalogue(lang)
    screen = pyte.Screen(80, 24)
    stream = pyte.Stream(screen)
    turns = 0
    saved = None
    yes = words["cmd.yes"].split("|")[0]
    for _ in range(4000):
        name, captured = game.next()
        if name == "eof":
            break
        stream.feed(game.raw[-1])
        if name == "saved":
            saved = captured
            continue
        if name == "choice" and words["ui.your_hand"] in "\n".join(screen.display):
            shown = "\n".join(screen.display)
            assert [w for w in english(lang) if w in shown] == [], shown
            assert words["role.sheriff"] in shown or turns, shown
            turns += 1
        game.send({"choice": "1", "confirm": yes}.get(name, ""))
    else:
        pytest.fail("the game did not end")
    assert turns >= 2, "the player's table was not seen at two of his turns"
    assert saved is not None, game.text[-2000:]
    record = json.loads(Path(saved.rstrip(".。")).read_text(encoding="utf-8"))
    assert record["actions"], record
    text = game.text
    assert "{" not in text, "a message was left with an unfilled placeholder"
    over = [w for w in ("ui.game_over", "event.game_over_winners") if w in words]
    assert any(words[k].split("{")[0].strip() in text for k in over), text[-2000:]
