"""The lobby and a table mid-game in Italian, Russian and Czech, chosen from the browser's
locale (it-IT, ru-RU, cs-CZ, hu-HU) on a 390x844 phone: the page speaks the language, shows no
English game word (card, character, role, die face, variant) nor any of its own English
sentences, and nothing sticks out sideways.  Screenshots go to test-artifacts/web."""

from __future__ import annotations

import random
from typing import Any

import pytest
from browser_kit import shot
from contract_stub import merged_catalogue
from table_player import PHONE, assert_fits, new_page, start_at_a_waiting_table
from test_languages import english_words, leftovers

from bang.i18n import LANGUAGES, catalogue, match_language, t
from bang.i18n.plurals import plural_category

CASES = [("it", "it-IT"), ("ru", "ru-RU"), ("cs", "cs-CZ"), ("hu", "hu-HU")]


def game_words(lang: str) -> list[str]:
    """The English words the page must not show in ``lang``; not "BANG!", the game's own
    name in every title (a card called Бэнг! in Russian), nor a word inside a name that
    ``lang`` keeps as in English ("Dodge", the card, in "Dodge City", the box; "Bot",
    of "Bot 3", where the language says Bot too), nor a single word the language's own
    sentences use."""
    english, local = merged_catalogue("en"), merged_catalogue(lang)
    kept = [text for key, text in local.items()
            if isinstance(text, str) and english.get(key) == text and "{" not in text]
    kept.append(local.get("web.bot_name", ""))
    # A word the language's own sentences use ("Bot hozzáadása", Hungarian) is its word.
    own = [text for key, text in local.items() if isinstance(text, str)
           and key.startswith("web.") and english.get(key) != text]
    return [w for w in english_words(lang) if w != "BANG!"
            and not any(leftovers(name, [w]) for name in kept)
            and not (len(w.split()) == 1 and any(leftovers(text, [w]) for text in own))]


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
    # The page picks each plural form by Intl.PluralRules, as the server by CLDR's rules.
    counts = [0, 1, 2, 3, 5, 11, 21, 22, 25, 1_000_000]
    shown = page.evaluate("""async (counts) => {
        const i18n = await import('/js/i18n.js');
        return counts.map((n) => [i18n.pluralCategory(n), i18n.t('ui.cards', { n })]);
    }""", counts)
    assert [c for c, _ in shown] == [plural_category(lang, n) for n in counts]
    assert [text for _, text in shown] == [t("ui.cards", lang, n=n) for n in counts]
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
    # The countdown and the page's controls share one row of the top bar, as in English.
    controls = ", ".join(f".topbar {c}" for c in (
        ".timer", ".leave", ".gallery-link", ".settings-button", ".lang-select", ".mute"))
    tops = page.evaluate(f"""[...document.querySelectorAll({controls!r})]
      .filter((e) => e.getClientRects().length)
      .map((e) => {{ const r = e.getBoundingClientRect();
                      return Math.round(r.top + r.height / 2); }})""")
    assert len(tops) >= 5 and max(tops) - min(tops) <= 8, (lang, tops)
    shot(page, f"table-{lang}-390x844")


TAGS = ["it-IT", "it", "es-ES", "es-MX", "es-419", "fr-FR", "fr-CA", "de-DE", "de-AT",
        "pt-BR", "pt", "pt-PT", "cs-CZ", "hu-HU", "ru-RU", "zh-TW", "zh-HK", "zh-Hant-TW",
        "zh-CN", "zh", "zh-SG", "en-GB", "EN", "nl-NL", "ja", "*", ""]


def test_the_page_matches_browser_languages_as_the_server_matches_locales(
        open_context: Any, server: str) -> None:
    page = new_page(open_context, PHONE, locale="nl-NL")
    page.goto(f"{server}/")
    page.locator(".create-form").wait_for()
    found = page.evaluate("""async (tags) => {
        const i18n = await import('/js/i18n.js');
        return [tags.map((tag) => i18n.matchLanguage(tag)), [...i18n.LANGUAGES],
                i18n.languageFromBrowser(["nl-NL", "de-CH", "en"])];
    }""", TAGS)
    assert found[0] == [match_language(tag) for tag in TAGS]
    assert found[1] == list(LANGUAGES)
    assert found[2] == "de"
    assert page.evaluate("document.documentElement.lang") == "en"  # nl-NL: none of ours
