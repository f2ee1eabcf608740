"""Every command's ``--help`` in every language: argparse's own words, the descriptions,
the help texts and the metavars come from the catalogues; ``--lang`` before or after
the command, or the locale, chooses the language; argparse's errors follow it."""

from __future__ import annotations

import argparse
import re

import pytest

from bang.cli.main import build_parser, main
from bang.i18n import LANGUAGES, catalogue

COMMANDS = [[], ["play"], ["simulate"], ["bench"], ["tournament"], ["replay"], ["serve"],
            ["host"], ["join"], ["i18n"], ["i18n", "check"], ["i18n", "plurals"],
            ["i18n", "languages"]]
OTHERS = [lang for lang in LANGUAGES if lang != "en"]
NAMES = {"bang", "play", "simulate", "bench", "tournament", "replay", "serve", "host",
         "join", "i18n", "check", "plurals", "languages", "help", "version", "lang",
         "url"}


@pytest.fixture(autouse=True)
def _english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """A known terminal: 100 columns, an English locale unless a test says otherwise."""
    monkeypatch.setenv("COLUMNS", "100")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def _help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main([*argv, "--help"]) == 0
    return capsys.readouterr().out


def _same_words(lang: str) -> set[str]:
    """Words the command line's texts share with English in ``lang`` by right (a
    catalogue text the same in both: French "options", the metavar "N")."""
    english = catalogue("en")
    words: set[str] = set()
    for key, text in catalogue(lang).items():
        if key.startswith("cli.") and english.get(key) == text:
            words.update(re.findall(r"[^\W\d_]+", text))
    return words


def _english_words(line: str) -> list[str]:
    """The words of a help line that are neither flags, choices, commands nor code."""
    tokens = [t for t in line.split() if not t.startswith(("-", "{", "[", "'", "`"))
              and not re.search(r"[_=/:.]", t)]
    return [w for t in tokens for w in re.findall(r"[^\W\d_]{2,}", t)
            if w.lower() not in NAMES]


@pytest.mark.parametrize("lang", OTHERS)
def test_no_help_line_is_left_in_english(lang: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    same = _same_words(lang)
    for command in COMMANDS:
        english = set(_help(command, capsys).splitlines())
        shown = _help(["--lang", lang, *command], capsys)
        for line in shown.splitlines():
            if line in english and line.strip():
                left = [w for w in _english_words(line) if w not in same]
                assert not left, (lang, command, line)


def _actions(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Every parser of the command line by its command words (``"i18n check"``)."""
    found = {"": parser}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                for words, inner in _actions(sub).items():
                    found[f"{name} {words}".strip()] = inner
    return found


@pytest.mark.parametrize("lang", OTHERS)
def test_every_description_help_and_word_metavar_is_translated(lang: str) -> None:
    english, shown = _actions(build_parser("en")), _actions(build_parser(lang))
    assert english.keys() == shown.keys()
    same = _same_words(lang)
    for command, parser in shown.items():
        theirs = english[command]
        if theirs.description:
            assert parser.description != theirs.description, (lang, command)
        for ours, orig in zip(parser._actions, theirs._actions, strict=True):
            if orig.help and orig.help != argparse.SUPPRESS:
                assert ours.help != orig.help, (lang, command, orig.option_strings)
            if isinstance(orig.metavar, str) and re.fullmatch(r"[A-Z]{2,}", orig.metavar) \
                    and orig.metavar not in same and orig.metavar.lower() not in NAMES:
                assert ours.metavar != orig.metavar, (lang, command, orig.metavar)
        for ours_group, orig_group in zip(parser._action_groups, theirs._action_groups,
                                          strict=True):
            if orig_group.title and orig_group.title not in same:
                assert ours_group.title != orig_group.title, (lang, command)


@pytest.mark.parametrize(("lang", "locale", "usage"), [
    ("it", "it_IT.UTF-8", "uso:"), ("ru", "ru_RU.UTF-8", "использование:"),
    ("zh-Hant", "zh_TW.UTF-8", "用法："), ("de", "de_AT.UTF-8", "Aufruf:")])
def test_lang_before_the_command_after_it_and_the_locale_agree(
        lang: str, locale: str, usage: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    before = _help(["--lang", lang], capsys)
    assert before.startswith(f"{usage} bang")
    assert _help(["--lang", lang, "simulate"], capsys) == _help(["simulate", "--lang", lang],
                                                                 capsys)
    assert _help([f"--lang={lang}", "simulate"], capsys).startswith(f"{usage} bang simulate")
    monkeypatch.setenv("LANG", locale)
    assert _help([], capsys) == before
    # --lang wins over the locale.
    assert _help(["--lang", "en"], capsys).startswith("usage: bang")


def test_an_unknown_lang_leaves_the_help_in_the_locales_language(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "fr_CA.UTF-8")
    assert _help(["--lang", "klingon"], capsys).startswith("usage : bang")


@pytest.mark.parametrize(("argv", "words"), [
    (["--lang", "ru", "simulate", "--game", "nope"], "недопустимый вариант: 'nope'"),
    (["--lang", "it", "simulate", "--players", "0"],
     "argomento --players: i numeri di giocatori si scrivono"),
    (["bench", "--seconds", "0", "--lang", "de"], "positive Zahl erwartet, nicht 0"),
    (["--lang", "cs", "replay"], "chybí tyto argumenty: SOUBOR"),
    (["--lang", "zh-Hans", "play", "--bogus"], "无法识别的参数：--bogus"),
    (["--lang", "es", "nope"], "opción no válida: 'nope'"),
])
def test_argparse_errors_speak_the_chosen_language(
        argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err, err
    assert err.splitlines()[-1].startswith("bang")  # the prefix scripts look for stays


def test_lang_before_the_command_reaches_the_command(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "zh-Hans", "simulate", "--game", "toy", "--players", "4",
                 "--games", "10", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "各身份胜率" in out and "Win rates" not in out


def test_the_command_line_language_leaves_argparse_english_afterwards(
        capsys: pytest.CaptureFixture[str]) -> None:
    main(["--lang", "it", "simulate", "--game", "nope"])
    capsys.readouterr()
    parser = argparse.ArgumentParser(prog="other")
    assert "usage: other" in parser.format_help()
    assert "show this help message and exit" in parser.format_help()


def test_plural_argument_counts_follow_the_language() -> None:
    from bang.cli.helpformat import argparse_language

    parser = argparse.ArgumentParser(prog="p", exit_on_error=False)
    parser.add_argument("--pair", nargs=2)
    for lang, count, words in (("ru", 2, "ожидалось 2 аргумента"),
                               ("cs", 2, "očekávány 2 argumenty"),
                               ("en", 2, "expected 2 arguments")):
        with argparse_language(lang), pytest.raises(argparse.ArgumentError) as caught:
            parser.parse_args(["--pair", "x"])
        assert words.replace("2", str(count)) in str(caught.value), lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_languages_help_fits_80_columns(lang: str, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from bang.cli.helpformat import width

    monkeypatch.setenv("COLUMNS", "80")
    for command in COMMANDS:
        text = _help(["--lang", lang, *command], capsys)
        wide = [line for line in text.splitlines() if width(line) > 80]
        assert not wide, (lang, command, wide)
