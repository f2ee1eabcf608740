"""``bang i18n``: a translator's check of one language (exit 1 on any fault), the plural
messages, the languages; and ``--lang`` on every subcommand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bang.cli.main import build_parser, main
from bang.i18n import LANGUAGES, catalogue


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh_TW"])
def test_a_complete_language_passes(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["i18n", "check", lang]) == 0
    assert "no problem found" in capsys.readouterr().out


def test_a_broken_catalogue_fails_with_every_fault_listed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = dict(catalogue("en"))
    del book["card.beer"]                                   # missing
    book["card.bier"] = "Bier"                              # unused
    book["event.heal_other"] = "{seat} hat {leben} Leben."  # a placeholder misspelt
    del book["event.heal_one"]                              # German has _one and _other
    # (the German words themselves do not matter: the check compares keys and fields)
    (tmp_path / "web").mkdir()
    (tmp_path / "de.json").write_text(json.dumps(book), encoding="utf-8")
    web = json.loads((Path(__file__).parents[2] / "src/bang/i18n/web/en.json").read_text())
    (tmp_path / "web" / "de.json").write_text(json.dumps(web), encoding="utf-8")
    assert main(["i18n", "check", "de", "--dir", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "missing      game: card.beer" in out and "unused       game: card.bier" in out
    assert "placeholders game: event.heal_other" in out
    assert "plural       game: event.heal  (lacks _one)" in out
    assert "de: 4 problem(s): 1 missing, 1 placeholders, 1 plural, 1 unused" in out


def test_no_catalogue_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["i18n", "check", "xx", "--dir", str(tmp_path)]) == 2
    assert "no catalogue for 'xx'" in capsys.readouterr().err


def test_plurals_lists_the_forms_a_language_needs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["i18n", "plurals", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ru: _one, _few, _many, _other")
    assert "ui.cards\t{n}\tui.cards_one ui.cards_few ui.cards_many ui.cards_other" in out


def test_languages_lists_each_in_itself(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["i18n", "languages"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in lines] == list(LANGUAGES)
    assert "zh-Hant\t繁體中文" in lines


def test_every_subcommand_takes_lang() -> None:
    parser = build_parser()
    commands = next(a for a in parser._actions if a.dest == "command")
    for name, sub in commands.choices.items():  # type: ignore[union-attr]
        if name == "i18n":  # a translator's tool, in English
            continue
        assert any("--lang" in a.option_strings for a in sub._actions), name


def test_simulate_speaks_the_chosen_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "toy", "--players", "4", "--games", "20",
                 "--jobs", "1", "--lang", "zh-Hans"]) == 0
    out = capsys.readouterr().out
    assert "各身份胜率" in out and "吞吐量" in out and "Win rates" not in out
