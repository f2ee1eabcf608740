"""Every command's ``--help`` fits an 80-column terminal without splitting a word (it cut
"comma-" / "separated" and long words), in English and Chinese."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from bang.cli.helpformat import width, wrap

COMMANDS = ["", "play", "simulate", "bench", "tournament", "replay", "serve", "host", "join"]


def _help(command: str, lang: str = "C.UTF-8") -> str:
    args = [sys.executable, "-m", "bang.cli.main", *([command] if command else []), "--help"]
    done = subprocess.run(args, capture_output=True, text=True, check=True, timeout=60,
                          env={"COLUMNS": "80", "LANG": lang, "LC_ALL": lang,
                               "PATH": "/usr/bin:/bin",
                               **{k: v for k, v in os.environ.items()
                                  if k in ("PYTHONPATH", "HOME", "VIRTUAL_ENV")}})
    return done.stdout


@pytest.mark.parametrize("command", COMMANDS)
def test_help_fits_80_columns_and_splits_no_word(command: str) -> None:
    text = _help(command)
    assert all(width(line) <= 80 for line in text.splitlines()), text
    assert not re.search(r"[A-Za-z]-\n", text), "a hyphenated word cut at its hyphen"


def test_wrapping_keeps_hyphenated_and_long_words_whole() -> None:
    lines = wrap("take client addresses from proxies (comma-separated; default: none)", 30)
    assert "(comma-separated;" in " ".join(lines).split()
    assert all(width(line) <= 30 for line in lines)


def test_chinese_help_is_cut_by_display_width() -> None:
    text = "一場座位輪換的循環賽，機器人可以是內建的等級或你自己的類別，每個都有評分與區間。"
    lines = wrap(text, 20)
    assert "".join(lines) == text
    assert all(width(line) <= 20 for line in lines) and len(lines) > 1


@pytest.mark.parametrize("lang", ["zh_TW.UTF-8", "zh_CN.UTF-8"])
def test_a_chinese_locales_help_fits_80_columns(lang: str) -> None:
    text = _help("tournament", lang)
    assert re.search(r"[\u4e00-\u9fff]", text), "the help is in Chinese"
    assert all(width(line) <= 80 for line in text.splitlines()), text
