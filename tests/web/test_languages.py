"""The lobby and the table in 繁體中文 and 简体中文, chosen from the browser's language and
switchable at any time: no English game word (card, character, role, die face, variant)
and no English sentence of the page's own is left on screen."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from browser_kit import shot
from contract_stub import merged_catalogue
from table_player import DESKTOP, PHONE, new_page, start_at_a_waiting_table

from bang.i18n import catalogue

GAME_WORDS = ("card.", "character.", "role.", "face.", "variant.")


def english_words(lang: str) -> list[str]:
    """English texts a page in ``lang`` must not show: game words, and the page's own
    sentences (those without placeholders), wherever ``lang`` says them differently."""
    english, local = merged_catalogue("en"), merged_catalogue(lang)
    words = []
    for key, text in english.items():
        if not isinstance(text, str) or text == local.get(key) or "{" in text or key in (
                "role.unknown",):
            continue
        if key.startswith(GAME_WORDS) or (key.startswith("web.") and len(text) >= 5):
            words.append(text)
    words.append(english["web.bot_name"].split("{")[0].strip())  # "Bot", of "Bot {n}"
    return sorted(words, key=len, reverse=True)


def leftovers(text: str, words: list[str]) -> list[str]:
    found = [w for w in words if re.search(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])", text)]
    return found


@pytest.mark.parametrize(("lang", "locale"), [("zh-Hant", "zh-TW"), ("zh-Hans", "zh-CN")])
def test_lobby_and_table_show_no_english_words(
        open_context: Any, server: str, lang: str, locale: str) -> None:
    words = english_words(lang)
    assert "Sheriff" in words and "Beer" in words
    page = new_page(open_context, PHONE if lang == "zh-Hans" else DESKTOP, lang=lang)
    page.goto(f"{server}/")
    page.locator(".create-form").wait_for()
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator(".lang-select").input_value() == lang
    assert leftovers(page.locator("body").inner_text(), words) == []
    # Six moves into a running game (its table, not its end screen).
    start_at_a_waiting_table(page, server, "cards", 4, clicks=6, rng=random.Random(5),
                             name="小明")
    text = page.locator("body").inner_text()
    assert leftovers(text, words) == []
    assert "{" not in text, "a message was left with an unfilled placeholder"
    assert catalogue(lang)["ui.your_hand"] in text
    size = "390x844" if lang == "zh-Hans" else "1440x900"
    shot(page, f"table-{lang}-{size}")

    page.locator(".lang-select").select_option("en")
    page.locator(".hand-title", has_text="Your hand").wait_for()
    page.locator(".lang-select").select_option(lang)
    page.locator(".hand-title", has_text=catalogue(lang)["ui.your_hand"]).wait_for()
