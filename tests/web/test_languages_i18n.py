"""The lobby and a table mid-game in Italian, Russian and Czech, chosen from the browser's
locale (it-IT, ru-RU, cs-CZ) on a 390x844 phone: the page speaks the language, shows no
English game word (card, character, role, die face, variant) nor any of its own English
sentences, and nothing sticks out sideways.  Screenshots go to test-artifacts/web."""

from __future__ import annotations

import random
from typing import Any

import pytest
from browser_kit import shot
from table_player import PHONE, assert_fits, new_page, start_at_a_waiting_table
from test_languages import english_words, leftovers

from bang.i18n import LANGUAGES, catalogue

CASES = [("it", "it-IT"), ("ru", "ru-RU"), ("cs", "cs-CZ")]


def game_words(lang: str) -> list[str]:
    """The English words the page must not show in ``lang``; "BANG!" stays, as the
    game's own name in every title (a card called Бэнг! in Russian)."""
    return [w for w in english_words(lang) if w != "BANG!"]


@pytest.mark.parametrize(("lang", "locale"), CASES)
def test_lobby_and_table_on_a_phone_in_the_browsers_language(
        open_context: Any, server: str, lang: str, locale: str) -> None:
    assert lang in LANGUAGES, f"no catalogue for {lang}"
    words = game_words(lang)
    assert "Sheriff" in words or catalogue(lang)["role.sheriff"] == "Sheriff"
    page = new_page(open_context, PHONE, locale=locale)
    page.goto(f"{server}/")
    page.locator(".create-form").wait_for()
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator(".lang-select").input_value() == lang
    options = page.locator(".lang-select option").all_inner_texts()
    assert catalogue(lang)["meta.language"] in options and "English" in options
    lobby = page.locator("body").inner_text()
    assert leftovers(lobby, words) == []
    assert_fits(page, f"the lobby in {lang}")
    shot(page, f"lobby-{lang}-390x844")
    start_at_a_waiting_table(page, server, "cards", 5, clicks=6, rng=random.Random(7),
                             name="Ada")
    text = page.locator("body").inner_text()
    assert leftovers(text, words) == []
    assert "{" not in text, "a message was left with an unfilled placeholder"
    assert catalogue(lang)["ui.your_hand"] in text
    assert_fits(page, f"the table in {lang}")
    shot(page, f"table-{lang}-390x844")
