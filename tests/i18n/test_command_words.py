"""The words a player types instead of a choice (``help``, ``log``, ``quit``, the table,
yes) have a word in each language (the ``cmd.*`` keys), and every language's prompts
show its own words: a Chinese prompt that says 'quit' or '(y/n)' asks the player to type
English when 離開 and 是 are understood."""

from __future__ import annotations

import re

import pytest

from bang.cli.commands import words
from bang.i18n import catalogue

#: English words a prompt may quote, and the command key that gives each language's own.
ENGLISH = {"help": "cmd.help", "log": "cmd.log", "quit": "cmd.quit", "exit": "cmd.quit",
           "q": "cmd.quit", "t": "cmd.table", "table": "cmd.table", "y/n": "cmd.yes"}


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_chinese_prompts_quote_chinese_command_words(lang: str) -> None:
    texts = catalogue(lang)
    offenders = []
    for key, text in texts.items():
        if not key.startswith("ui.") or key.startswith("cmd."):
            continue
        for word in ENGLISH:
            # Quoted ('help 名稱'), before a colon (quit：), in a list (、log、) or (y/n).
            pattern = (rf"(?:^|['‘「（(、；，\s]){re.escape(word)}"
                       rf"(?=$|[ '’」）)、；，：:\s])")
            if re.search(pattern, text, flags=re.ASCII):
                offenders.append((key, word))
    assert offenders == []


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_words_the_prompts_show_are_understood(lang: str) -> None:
    texts = catalogue(lang)
    for key in ("cmd.help", "cmd.log", "cmd.quit", "cmd.table", "cmd.yes"):
        own = texts[key].split("|")[0]
        assert own in words(key)
    assert texts["cmd.quit"].split("|")[0] in texts["ui.choose"]
    assert texts["cmd.yes"].split("|")[0] in texts["ui.confirm_quit"]
