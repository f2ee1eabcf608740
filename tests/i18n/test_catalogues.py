"""Every message exists in every language, and every name, prompt, action and event the
card game, the dice game and the ghost variants produce has words (docs/design.md §5)."""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

import pytest

from bang.cards import CardConfig, CardGame
from bang.cards.data import CHARACTERS, KIND_NAMES
from bang.core.protocol import Action, Event
from bang.i18n import (
    LANGUAGES,
    card_name,
    catalogue,
    character_name,
    describe_action,
    describe_event,
    has_key,
    help_text,
    language_from_locale,
    match_language,
    negotiate_language,
    role_name,
    slug,
    t,
)
from bang.i18n.check import check_language
from bang.i18n.plurals import PLURAL_ARGS
from bang.sim import seat_bots

FIELD = re.compile(r"\{(\w+)\}")


def files(part: str) -> dict[str, Any]:
    """Every language's file of one part, as parsed JSON: the game's (``bang/i18n``,
    shared with the terminal) or the browser's own keys (``bang/i18n/web``)."""
    folder = resources.files("bang.i18n")
    if part != "game":
        folder = folder.joinpath(part)
    return {lang: json.loads(folder.joinpath(f"{lang}.json").read_text("utf-8"))
            for lang in LANGUAGES}


def catalogues(part: str) -> dict[str, dict[str, str]]:
    """Every language's messages of one part (the game's as ``catalogue`` serves them)."""
    if part == "game":
        return {lang: catalogue(lang) for lang in LANGUAGES}
    return files(part)


PARTS = ["game", "web"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_every_key_with_the_same_placeholders_and_its_plural_forms(
        lang: str) -> None:
    """Same keys as English modulo plural suffixes, same placeholders, and for every
    message that takes a count exactly the CLDR categories of the language
    (``bang i18n check LANG`` lists the same problems)."""
    problems = check_language(lang)
    assert [str(p) for p in problems] == []


def test_english_has_every_plural_message_with_its_count_placeholder() -> None:
    english = {**files("game")["en"], **files("web")["en"]}
    for base, arg in PLURAL_ARGS.items():
        assert f"{base}_one" in english and f"{base}_other" in english, base
        assert "{" + arg + "}" in english[f"{base}_other"], base
        assert base not in english, base


@pytest.mark.parametrize("lang", ["it", "de", "ru"])
def test_the_check_finds_missing_unused_placeholder_and_plural_faults(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from bang.i18n import check

    english = {"a": "{seat} draws", "b": "x", "ui.cards_one": "{n} card",
               "ui.cards_other": "{n} cards"}
    books = {
        "it": {"a": "{seat} pesca", "c": "?", "ui.cards_one": "una carta",
               "ui.cards_other": "{n} carte"},
        "de": {"a": "{sit} zieht", "b": "x", "ui.cards": "{n} Karten"},
        "ru": {"a": "{seat} тянет", "b": "x", "ui.cards_one": "одна карта",
               "ui.cards_other": "{n} карт", "ui.cards_zero": "{n}"},
    }
    monkeypatch.setattr(check, "load_part", lambda code, part, folder=None: (
        (english if code == "en" else books[code]) if part == "game" else {}))
    found = {(p.kind, p.key) for p in check.check_language(lang)}
    expected = {
        # Italian "one" is 1 alone: "una carta" may leave the count out.
        "it": {("missing", "b"), ("unused", "c"), ("plural", "ui.cards")},  # no _many
        "de": {("placeholders", "a"), ("plural", "ui.cards")},
        # Russian "one" is also 21, 31: the count stays; no _zero, no _few, no _many.
        "ru": {("placeholders", "ui.cards_one"), ("plural", "ui.cards")},
    }[lang]
    assert found == expected


@pytest.mark.parametrize("part", PARTS)
def test_catalogues_are_valid_json_files(part: str) -> None:
    for lang, book in files(part).items():
        assert isinstance(book, dict), (part, lang)
        assert all(isinstance(v, str) and v.strip() for v in book.values()), (part, lang)


def test_every_name_is_translated() -> None:
    names = ([f"card.{slug(n)}" for n in KIND_NAMES]
             + [f"character.{slug(c.name)}" for c in CHARACTERS]
             + [f"help.character.cards.{slug(c.name)}" for c in CHARACTERS]
             + [f"help.character.dice.{slug(c.name)}" for c in CHARACTERS]
             + [f"role.{r}" for r in ("sheriff", "deputy", "outlaw", "renegade")]
             + [f"face.{f}" for f in ("arrow", "dynamite", "one", "two", "beer", "gatling")])
    for key in names:
        assert has_key(key), key


def test_seed_terms_are_used() -> None:
    assert card_name(37, "zh-Hant", suit=False) == "啤酒"
    assert t("card.duel", "zh-Hant") == "決鬥" and t("card.duel", "zh-Hans") == "决斗"
    assert t("card.jail", "zh-Hant") == "監獄" and t("card.jail", "zh-Hans") == "监狱"
    assert t("card.dynamite", "zh-Hant") == "炸藥" and t("card.dynamite", "zh-Hans") == "炸药"
    assert t("card.indians", "zh-Hans") == "印第安人"
    assert role_name("outlaw", "zh-Hant") == "歹徒" and role_name("outlaw", "zh-Hans") == "歹徒"
    assert character_name("Bart Cassidy", "cards", "en") == "Bart Cassidy"


@pytest.mark.parametrize(("env", "lang"), [
    ({"LANG": "zh_TW.UTF-8"}, "zh-Hant"), ({"LANG": "zh_HK.UTF-8"}, "zh-Hant"),
    ({"LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}, "zh-Hans"), ({"LANG": "zh_SG"}, "zh-Hans"),
    ({"LANG": "nl_NL.UTF-8"}, "en"), ({"LANG": "C.UTF-8", "LANGUAGE": "zh_TW"}, "en"),
    ({"LANG": "en_GB.UTF-8", "LANGUAGE": "zh_TW:en"}, "zh-Hant"), ({}, "en"),
])
def test_default_language_follows_the_locale(env: dict[str, str], lang: str) -> None:
    assert language_from_locale(env) == lang


def test_help_in_any_language() -> None:
    assert help_text("beer", "zh-Hans") == help_text("啤酒", "zh-Hans")
    assert help_text("決鬥", "en") is not None and help_text("Duel", "en", "cards")
    assert "Slab" in (help_text("slab the killer") or "")
    assert help_text("no such card") is None


def test_unknown_action_and_event_kinds_render_generically() -> None:
    game = CardGame.new(CardConfig(players=4), 1)
    view = game.view(0)
    assert "ghost c3" in describe_action(Action("ghost", 3), view, "en")
    assert "haunt" in describe_event(Event("haunt", {"seat": 1}), "en", view)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_and_action_of_random_games_has_words(lang: str) -> None:
    for seed in range(12):
        game = CardGame.new(CardConfig(players=4 + seed % 4), seed)
        bots = seat_bots("random", len(game.roles), seed)
        while game.pending is not None:
            seat = game.pending.seat
            view = game.view(seat)
            legal = game.legal_actions()
            for action in legal:
                text = describe_action(action, view, lang)
                assert text and not text.startswith(action.kind + " "), action
            game.apply(bots[seat].choose(view, legal))
        for event in game.log:
            for seat in (0, None):
                text = describe_event(event, lang, game.view(seat))
                assert "{" not in text and not text.startswith(event.kind + ":"), event


def _play_and_check(game: Any, lang: str, seed: int) -> set[str]:
    """Play ``game`` with random bots; every menu line and every event must have its own
    words in ``lang`` (no notation fallback, no unknown-event line, no stray field)."""
    bots = seat_bots("random", len(game.roles), seed)
    kinds: set[str] = set()
    while game.pending is not None:
        seat = game.pending.seat
        kinds.add(game.pending.kind)
        view = game.view(seat)
        legal = game.legal_actions()
        for action in legal:
            text = describe_action(action, view, lang)
            assert text and text != action.format() and "{" not in text, action
        game.apply(bots[seat].choose(view, legal))
    for event in game.log:
        for seat in (0, None):
            text = describe_event(event, lang, game.view(seat))
            assert "{" not in text and not text.startswith(event.kind + ":"), event
    return kinds


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_dice_prompt_action_and_event_has_words(lang: str) -> None:
    from bang.dice import DiceConfig, DiceGame
    from bang.dice.turn import ACCEPTS

    kinds: set[str] = set()
    for seed in range(30):
        kinds |= _play_and_check(DiceGame.new(DiceConfig(players=3 + seed % 6), seed),
                                 lang, seed)
    for seed in range(40):
        # Undead or Alive with every sourced module on (RULES.md Part G).
        config = DiceConfig.from_dict({
            "players": 4 + seed % 5, "uoa_duel_dice": True, "uoa_rage_stub": "skip",
            "uoa_characters": True, "uoa_undead": True,
            "sean_mallory_scope": "any_roll" if seed % 2 else "duel_only"})
        kinds |= _play_and_check(DiceGame.new(config, seed), lang, seed)
        # Old Saloon's modules (RULES.md Part G), all three.
        config = DiceConfig(players=3 + seed % 6, os_saloon_dice=True, os_chief_arrow=True,
                            os_characters=True, chief_arrow_discardable_by_abilities=True)
        kinds |= _play_and_check(DiceGame.new(config, seed), lang, seed)
    assert kinds == set(ACCEPTS)
    for kind in kinds:
        assert has_key(f"prompt.{kind}"), kind


@pytest.mark.parametrize("variant", ["dead_reckonin", "dead_mans_hand"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_ghost_prompt_action_and_event_has_words(lang: str, variant: str) -> None:
    kinds: set[str] = set()
    for seed in range(10):
        config = CardConfig.from_dict({"players": 4 + seed % 4, "ghost_variant": variant,
                                       "ghost_separate_deck": seed % 2 == 1})
        kinds |= _play_and_check(CardGame.new(config, seed), lang, seed)
    prefix = "ghost_" if variant == "dead_reckonin" else "dmh_"
    prompts = {"ghost_contest", "ghost_action", "ghost_give", "dmh_discard", "dmh_predict",
               "dmh_shoot", "dmh_missed"}
    assert {k for k in prompts if k.startswith(prefix)} <= kinds


def test_the_arrow_token_has_one_name_per_language() -> None:
    """A player reading 弓箭記號 in the help and 弓箭標記 in a menu wonders if they differ."""
    for lang, kept, other in (("zh-Hant", "記號", "標記"), ("zh-Hans", "记号", "标记")):
        texts = [v for v in catalogue(lang).values() if "弓箭" in v]
        assert any(kept in v for v in texts) and not any(other in v for v in texts), lang


ALL = ("en", "it", "es", "fr", "de", "pt-BR", "cs", "hu", "ru", "zh-Hant", "zh-Hans")


@pytest.mark.parametrize(("tag", "lang"), [
    ("it_IT", "it"), ("it-IT", "it"), ("es_ES", "es"), ("es_MX", "es"), ("es-419", "es"),
    ("fr_FR.UTF-8", "fr"), ("fr_CA", "fr"), ("de_DE", "de"), ("de_AT@euro", "de"),
    ("pt_BR", "pt-BR"), ("pt", "pt-BR"), ("pt_PT", "pt-BR"), ("cs_CZ", "cs"),
    ("hu_HU", "hu"), ("ru_RU.UTF-8", "ru"), ("zh_TW", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"),
    ("zh_MO", "zh-Hant"), ("zh", "zh-Hans"), ("zh_SG", "zh-Hans"), ("cn", "zh-Hans"),
    ("Italian", "it"), ("english", "en"), ("PT-br", "pt-BR"), ("en_GB", "en"),
    ("nl_NL", None), ("C", None), ("POSIX", None), ("", None), ("*", None),
])
def test_a_tag_means_the_language_a_player_expects(tag: str, lang: str | None) -> None:
    assert match_language(tag, ALL) == lang


def test_a_language_is_offered_only_with_its_two_catalogues() -> None:
    assert match_language("it", ("en",)) is None
    assert LANGUAGES[0] == "en" and set(LANGUAGES) <= set(ALL) | set(LANGUAGES)
    from importlib import resources

    root = resources.files("bang.i18n")
    for lang in LANGUAGES:
        assert root.joinpath(f"{lang}.json").is_file() and root.joinpath(
            "web", f"{lang}.json").is_file()


@pytest.mark.parametrize(("header", "lang"), [
    ("zh-TW,zh;q=0.9,en;q=0.8", "zh-Hant"), ("nl-NL, en;q=0.5", "en"),
    ("fr;q=0, zh-CN;q=0.4", "zh-Hans"), ("xx, yy", "en"), ("", "en"), (None, "en"),
    ("en;q=0.2, zh-HK;q=0.9", "zh-Hant"), ("zh-CN;q=bad, en", "en"),
])
def test_accept_language_is_negotiated_by_quality(header: str | None, lang: str) -> None:
    assert negotiate_language(header) == lang


def test_the_servers_default_stands_when_the_header_names_no_language() -> None:
    assert negotiate_language("nl", default="zh-Hant") == "zh-Hant"
