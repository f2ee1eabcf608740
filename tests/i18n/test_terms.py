"""The Chinese terms (one per card in both scripts, converted character by character),
the names ``help`` accepts in every language, and what the help texts say."""

from __future__ import annotations

import re

import pytest

from bang.i18n import LANGUAGES, catalogue, help_index_text, help_key, help_text
from bang.i18n.terms import ALIASES, TERMS, TO_SIMPLIFIED, term_table, to_simplified

NAMES = ("card.", "character.", "role.", "face.")


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_each_language_has_a_term_table_that_its_catalogue_follows(lang: str) -> None:
    """Every card, character, role and die face is in the language's term table, and
    the catalogue names it exactly so; every other name the table gives (event cards)
    is the catalogue's too (``word.*``, the key words of the game, are the translator's
    glossary)."""
    terms = term_table(lang)
    words = catalogue(lang)
    assert terms, f"no term table for {lang} (src/bang/i18n/terms/{lang}.json)"
    missing = [k for k in words if k.startswith(NAMES) and k not in terms
               and k != "role.unknown"]
    assert missing == [], (lang, missing[:10])
    for key, term in terms.items():
        if key.startswith(("meta.", "word.")):
            continue
        assert key in words, (lang, key)
        assert words[key] == term, (lang, key, words[key], term)
    if lang not in ("zh-Hant", "zh-Hans"):
        assert terms.get("meta.edition"), lang


def test_the_catalogues_use_the_term_table() -> None:
    for key, (hant, hans) in TERMS.items():
        assert catalogue("zh-Hant")[key] == hant, key
        assert catalogue("zh-Hans")[key] == hans, key


@pytest.mark.parametrize("key", sorted(TERMS))
def test_each_term_converts_character_by_character(key: str) -> None:
    hant, hans = TERMS[key]
    assert len(hant) == len(hans) and to_simplified(hant) == hans


def test_the_conversion_table_is_one_to_one() -> None:
    assert len(set(TO_SIMPLIFIED.values())) == len(TO_SIMPLIFIED)
    assert all(k != v for k, v in TO_SIMPLIFIED.items())


def test_the_seed_terms_the_issue_names() -> None:
    assert TERMS["card.missed"] == ("閃避", "闪避")
    assert TERMS["card.general_store"] == ("雜貨鋪", "杂货铺")
    assert TERMS["card.gatling"] == ("格林機關槍", "格林机关枪")
    assert TERMS["card.indians"] == ("印第安人", "印第安人")
    assert TERMS["role.outlaw"] == ("歹徒", "歹徒")
    assert TERMS["character.lucky_duke"] == ("幸運杜克", "幸运杜克")


def test_old_words_are_gone_from_the_chinese_catalogues() -> None:
    for lang, words in (("zh-Hant", ("射失", "印地安", "公爵", "閃躲")),
                        ("zh-Hans", ("匪徒", "商店", "机枪扫射", "公爵", "闪躲"))):
        for key, text in catalogue(lang).items():
            if key.startswith("cmd."):
                continue
            for word in words:
                assert word not in text, (lang, key, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_alias_resolves_in_help(lang: str) -> None:
    for key, names in ALIASES.get(lang, {}).items():
        game = "dice" if key.startswith("face.") else "cards"
        for name in names:
            assert help_key(name, game) == key, (lang, name)
            assert help_text(name, lang, game) is not None


def test_the_common_names_of_the_issue_are_understood() -> None:
    expected = {"酒桶": "card.barrel", "閃躲": "card.missed", "失手": "card.missed",
                "瞄準鏡": "card.scope", "雜貨店": "card.general_store",
                "富國銀行": "card.wells_fargo", "驛馬車": "card.stagecoach",
                "酒館": "card.saloon", "炸彈": "card.dynamite", "單挑": "card.duel",
                "監牢": "card.jail", "砰": "card.bang", "匪徒": "role.outlaw",
                "富国银行": "card.wells_fargo", "驿马车": "card.stagecoach"}
    for name, key in expected.items():
        assert help_key(name) == key, name


@pytest.mark.parametrize(("name", "lang", "start"), [
    ("Beer", "en", "Beer: Any player regains 1 life"),
    ("Dynamite", "en", "Dynamite: Cannot be re-rolled"),
    ("Gatling", "en", "Gatling: 3 or more"),
    ("啤酒", "zh-Hant", "啤酒：任一玩家"),
    ("炸藥", "zh-Hant", "炸藥：不能重骰"),
    ("格林機關槍", "zh-Hant", "格林機關槍：3個或以上"),
])
def test_dice_game_help_shows_the_dice_faces(name: str, lang: str, start: str) -> None:
    text = help_text(name, lang, "dice")
    assert text is not None and text.startswith(start), text
    card = help_text(name, lang, "cards")
    assert card is not None and card != text


def test_three_player_role_help_names_the_target() -> None:
    text = help_text("Outlaw", "en", "cards", three_player=True)
    assert text is not None and "Deputy" in text and "Sheriff" not in text
    assert "Kill the Sheriff" in (help_text("Outlaw", "en") or "")


def test_help_texts_state_the_rules_right() -> None:
    store = help_text("General Store", "zh-Hant") or ""
    assert "每位存活玩家翻開一張牌" not in store and "存活玩家人數" in store
    assert "as many cards as there are living players" in (help_text("General Store") or "")
    barrel = help_text("Barrel", "zh-Hans") or ""
    assert "闪避" in barrel and "视同" in barrel
    assert "(Lucky Duke)" in (help_text("幸運杜克", "zh-Hant") or "")


def test_bare_help_lists_cards_characters_roles_and_commands() -> None:
    text = help_index_text("en", "cards")
    for word in ("BANG!", "General Store", "Lucky Duke", "Renegade", "log", "quit", "'e'"):
        assert word in text, word
    dice = help_index_text("zh-Hans", "dice")
    assert "准心1" in dice and "指令" in dice


def quoted(text: str) -> set[str]:
    """The commands a help text quotes, in any language's quotation marks."""
    return set(re.findall(r"""['«"“„‚‘]([^'»"”“‘«]{1,12})['»"”“‘]""", text))


def test_bare_help_gives_only_the_commands_of_the_game_played() -> None:
    for lang in LANGUAGES:
        cards = quoted(help_index_text(lang, "cards"))
        dice = quoted(help_index_text(lang, "dice"))
        assert "r 1 3" not in cards and "s" not in cards, (lang, cards)
        assert "e" not in dice and "r 1 3" in dice and "s" in dice, (lang, dice)


PUNCTUATION = re.compile(r"[,:;()?]")


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_chinese_text_uses_chinese_punctuation(lang: str) -> None:
    for key, text in catalogue(lang).items():
        # Commands and the command line's metavars are what is typed (``機器人,…``).
        if key in ("ui.character_gloss", "ui.list_sep") or key.startswith(
                ("cmd.", "cli.metavar.")):
            continue
        outside_quotes = re.sub(r"'[^']*'", "", text)
        assert not PUNCTUATION.search(outside_quotes), (key, text)


def test_english_says_plurals_in_words() -> None:
    for key, text in catalogue("en").items():
        assert "(s)" not in text, key
