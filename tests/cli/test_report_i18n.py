"""``bang simulate --report DIR --lang X``: the balance report, its figures and the
command's tables in X, with the catalogue's names of roles and characters; the
report's counts take the language's plural forms."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bang.cli.main import main
from bang.i18n import Translator, catalogue, role_name

pytest.importorskip("matplotlib")

GAME = ["simulate", "--game", "dice", "--players", "4", "--games", "24", "--jobs", "1",
        "--bots", "random", "--by", "character"]


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, str]]:
    """The same study reported in English, Italian and Russian: (folder, stdout)."""
    import contextlib
    import io

    made: dict[str, tuple[Path, str]] = {}
    for lang in ("en", "it", "ru"):
        folder = tmp_path_factory.mktemp(f"report-{lang}")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main([*GAME, "--report", str(folder), "--lang", lang]) == 0
        made[lang] = (folder, out.getvalue())
    return made


def _words(text: str) -> set[str]:
    text = re.sub(r"`[^`]*`|\([^)]*\.(?:png|svg)\)|figures/\S+", " ", text)
    return {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text)}


def _names() -> set[str]:
    """Words that are names in some language (characters kept as printed, the test's
    and the statistics' own names) or code the report quotes."""
    names: set[str] = {"wilson", "holm", "bonferroni", "newcombe", "square", "child",
                       "seed", "random", "dice", "markdown", "cards", "html"}
    for lang in ("en", "it", "ru"):
        for key, text in catalogue(lang).items():
            if key.startswith(("character.", "card.", "face.", "role.")):
                names |= _words(text)
    return names


@pytest.mark.parametrize("lang", ["it", "ru"])
def test_the_report_has_no_english_word_of_the_english_report(
        reports: dict[str, tuple[Path, str]], lang: str) -> None:
    english = _words((reports["en"][0] / "report.md").read_text(encoding="utf-8"))
    shown = (reports[lang][0] / "report.md").read_text(encoding="utf-8")
    shared = {w for key, text in catalogue(lang).items() if key.startswith("report.")
              for w in _words(text)}
    # The engine's own happening names ("Gatling fired", "eliminations") are shown as
    # the engine says them, like the variants' counters.
    engine = _words("arrows rolled Gatling fired Dynamite explosions Indian attacks "
                    "eliminations arrows from El Gringo")
    left = (_words(shown) & english) - _names() - shared - engine
    assert not left, (lang, sorted(left))
    page = (reports[lang][0] / "index.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in page
    title = Translator(lang)("report.title", game="dice")
    assert f"<title>{title}</title>" in page


@pytest.mark.parametrize("lang", ["it", "ru"])
def test_roles_are_named_by_the_catalogue(reports: dict[str, tuple[Path, str]],
                                          lang: str) -> None:
    shown = (reports[lang][0] / "report.md").read_text(encoding="utf-8")
    for role in ("sheriff", "outlaw", "renegade"):
        assert f"| {role_name(role, lang)} |" in shown, role
    assert "| sheriff |" not in shown
    out = reports[lang][1]
    assert role_name("outlaw", lang) in out and " outlaw " not in out


@pytest.mark.parametrize(("lang", "axis"), [("it", "posti che hanno vinto"),
                                            ("ru", "победившие места")])
def test_figures_speak_the_language(reports: dict[str, tuple[Path, str]], lang: str,
                                    axis: str) -> None:
    svg = (reports[lang][0] / "figures" / "dice-4p-seats.svg").read_text(encoding="utf-8")
    assert axis in svg and "seats that won" not in svg
    english = (reports["en"][0] / "figures" / "dice-4p-seats.svg").read_text(encoding="utf-8")
    assert "seats that won" in english


def test_the_english_report_keeps_its_words(reports: dict[str, tuple[Path, str]]) -> None:
    shown = (reports["en"][0] / "report.md").read_text(encoding="utf-8")
    assert shown.startswith("# Balance report: the dice game\n")
    assert "| players | role | games dealt | side won |" in shown
    assert "| sheriff |" in shown
    assert "dice, 4 players: 24 finished games" in reports["en"][1]


def test_the_commands_tables_speak_the_language(
        reports: dict[str, tuple[Path, str]]) -> None:
    assert "dice, 4 игрока: 24 законченные партии" in reports["ru"][1]
    assert "dice, 4 giocatori: 24 partite finite" in reports["it"][1]
    assert "rapporto" not in reports["en"][1]


@pytest.mark.parametrize(("lang", "key", "forms"), [
    ("ru", "study.n_finished", {1: "1 законченная партия", 2: "2 законченные партии",
                                5: "5 законченных партий", 21: "21 законченная партия"}),
    ("cs", "study.n_finished", {1: "1 dokončená partie", 2: "2 dokončené partie",
                                5: "5 dokončených partií"}),
    ("ru", "report.p.capped", {1: "1 партия дошла", 2: "2 партии дошли", 5: "5 партий дошли"}),
    ("cs", "report.p.capped", {1: "1 partie dosáhla", 2: "2 partie dosáhly",
                               5: "5 partií dosáhlo"}),
    ("ru", "report.h.players", {1: "1 игрок", 2: "2 игрока", 5: "5 игроков"}),
    ("cs", "report.h.players", {1: "1 hráč", 2: "2 hráči", 5: "5 hráčů"}),
])
def test_counts_take_the_plural_of_the_language(lang: str, key: str,
                                                forms: dict[int, str]) -> None:
    tr = Translator(lang)
    count_arg = "players" if key == "report.h.players" else "count"
    for count, words in forms.items():
        text = tr(key, **{count_arg: count}, cap=500, games="#1")
        assert text.startswith(words), (lang, key, count, text)
