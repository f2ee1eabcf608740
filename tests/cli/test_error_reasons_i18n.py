"""The reasons the command line gives for a bad game option are in the chosen
language (a ``ConfigError`` carries a code and its values for that), with the plural
form of the count; in English the engine's own words stand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bang.cli.main import main
from bang.core.config import config_from_dict, parse_options
from bang.core.errors import ConfigError
from bang.i18n import LANGUAGES, has_key

CONFIG = Path(__file__).parents[2] / "src" / "bang" / "core" / "config.py"


def _error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2
    return capsys.readouterr().err


def test_every_coded_reason_has_words_in_every_language() -> None:
    codes = set(re.findall(r'"(option_\w+|unknown_options|round_limit|simulation_only)"',
                           CONFIG.read_text(encoding="utf-8")))
    assert len(codes) >= 9
    for lang in LANGUAGES:
        for code in codes:
            assert has_key(f"cli.err.config.{code}", lang), (lang, code)


def test_the_error_keeps_its_english_text_and_carries_code_and_values() -> None:
    with pytest.raises(ConfigError) as caught:
        parse_options(["target"])
    assert str(caught.value) == "option 'target' must look like key=value"
    assert caught.value.code == "option_pair" and caught.value.params == {"pair": "'target'"}


@pytest.mark.parametrize(("lang", "words"), [
    ("it", "l'opzione auto_forced vuole true o false, non 'maybe'"),
    ("de", "die Option auto_forced muss true oder false sein, nicht 'maybe'"),
    ("zh-Hant", "選項 auto_forced 必須是 true 或 false，而不是 'maybe'"),
])
def test_a_bad_option_value_is_explained_in_the_language(
        lang: str, words: str, capsys: pytest.CaptureFixture[str]) -> None:
    err = _error(["simulate", "--games", "1", "--option", "auto_forced=maybe",
                  "--lang", lang], capsys)
    assert words in err, err


def test_a_pair_without_equals_is_explained_in_the_language(
        capsys: pytest.CaptureFixture[str]) -> None:
    err = _error(["--lang", "fr", "bench", "--option", "target"], capsys)
    assert "l'option 'target' doit avoir la forme clé=valeur" in err, err


@pytest.mark.parametrize(("lang", "count", "words"), [
    ("ru", 1, "1 неизвестная опция:"), ("ru", 2, "2 неизвестные опции:"),
    ("ru", 5, "5 неизвестных опций:"),
    ("cs", 1, "neznámá volba "), ("cs", 2, "2 neznámé volby:"), ("cs", 5, "5 neznámých voleb:"),
    ("it", 1, "opzione sconosciuta "), ("it", 5, "5 opzioni sconosciute:"),
])
def test_unknown_options_take_the_plural_of_their_count(
        lang: str, count: int, words: str, capsys: pytest.CaptureFixture[str]) -> None:
    options = [f"--option=zz{i}=1" for i in range(count)]
    err = _error(["simulate", "--games", "1", *options, "--lang", lang], capsys)
    assert words in err, err


def test_english_keeps_the_engines_words(capsys: pytest.CaptureFixture[str]) -> None:
    err = _error(["simulate", "--games", "1", "--option", "colour=red", "--lang", "en"],
                 capsys)
    assert "bang: error: unknown option(s) colour; known options:" in err
    with pytest.raises(ConfigError) as caught:
        from bang.cards.config import CardConfig

        config_from_dict(CardConfig, {"colour": "red", "size": "1"})
    assert caught.value.params["count"] == 2
