"""Bots by level or import path: found relative to the current directory, checked
before any game, and every mistake named in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from bang.bots import RandomBot
from bang.i18n import Translator
from bang.tournament.entrants import LEVEL, OBJECT, PATH, EntrantError, resolve, resolve_all


def test_a_level_is_made_by_the_registry() -> None:
    entrant = resolve("normal")
    assert (entrant.name, entrant.spec, entrant.kind) == ("normal", "normal", LEVEL)
    assert callable(entrant.make(4).choose)


def test_an_import_path_is_found_in_the_current_directory(bots_dir: Path) -> None:
    entrant = resolve("mybot:FirstBot")
    assert (entrant.name, entrant.spec, entrant.kind) == ("FirstBot", "mybot:FirstBot", PATH)
    assert entrant.make(11).seed == 11


def test_a_bot_without_a_seed_and_a_factory_function_are_both_accepted(
        bots_dir: Path) -> None:
    assert type(resolve("mybot:NoSeed").make(3)).__name__ == "NoSeed"
    assert resolve("mybot:make_first").make(8).seed == 8


def test_a_class_handed_over_in_python_is_an_entrant() -> None:
    entrant = resolve(RandomBot)
    assert (entrant.name, entrant.kind) == ("RandomBot", OBJECT)
    assert entrant.spec == "bang.bots.random_bot:RandomBot"


@pytest.mark.parametrize(("spec", "words"), [
    ("nosuchlevel", ["unknown bot nosuchlevel", "normal"]),
    ("mybot:", ["mybot:", "module:Name"]),
    ("nomodule:Bot", ["nomodule:Bot", "no module named nomodule"]),
    ("needs_missing:Bot", ["needs_missing:Bot", "no_such_package_here"]),
    ("broken:Bot", ["broken:Bot", "SyntaxError", "line 1"]),
    ("mybot:Missing", ["mybot:Missing", "has no Missing"]),
    ("mybot:NOT_CALLABLE", ["NOT_CALLABLE", "neither a class nor a function"]),
    ("mybot:two_args", ["mybot:two_args", "seed"]),
    ("mybot:NoChoose", ["mybot:NoChoose", "choose(view, legal)"]),
    ("mybot:BadInit", ["mybot:BadInit", "RuntimeError: cannot start"]),
])
def test_every_bad_bot_is_refused_with_its_name_and_reason(bots_dir: Path, spec: str,
                                                          words: list[str]) -> None:
    with pytest.raises(EntrantError) as caught:
        resolve(spec)
    message = str(caught.value)
    assert "\n" not in message
    for word in words:
        assert word in message, (word, message)


def test_the_reasons_are_in_the_chosen_language(bots_dir: Path) -> None:
    with pytest.raises(EntrantError, match="找不到名為 nomodule 的模組"):
        resolve("nomodule:Bot", Translator("zh-Hant"))
    with pytest.raises(EntrantError, match="找不到名为 nomodule 的模块"):
        resolve("nomodule:Bot", Translator("zh-Hans"))


def test_a_tournament_needs_two_different_bots(bots_dir: Path) -> None:
    with pytest.raises(EntrantError, match="at least two"):
        resolve_all(["normal"])
    with pytest.raises(EntrantError, match="given twice"):
        resolve_all(["normal", "mybot:FirstBot", "normal"])


def test_two_bots_of_the_same_name_are_shown_by_their_paths(bots_dir: Path) -> None:
    (bots_dir / "other.py").write_text(
        "class FirstBot:\n    needs_view = False\n"
        "    def choose(self, view, legal):\n        return legal[-1]\n", encoding="utf-8")
    names = [e.name for e in resolve_all(["mybot:FirstBot", "other:FirstBot", "random"])]
    assert names == ["mybot:FirstBot", "other:FirstBot", "random"]
