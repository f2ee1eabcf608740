"""The balance report's happenings (Gatling fired, Jail escapes, games ended under an
event card, the dice expansions' duels and outbreaks ...) in the report's language: each
has its words in the catalogue (``report.happening.*``), and a report in another
language shows them in it."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bang.cli.main import main
from bang.i18n import Translator, catalogue
from bang.stats.words import happening

pytest.importorskip("matplotlib")

DICE_MODULES = ["os_saloon_dice=true", "os_chief_arrow=true", "os_characters=true",
                "uoa_duel_dice=true", "uoa_rage_stub=skip", "uoa_characters=true",
                "uoa_undead=true"]
STUDIES = {
    "cards-events": ["--game", "cards", "--players", "5", "--option", "event_decks=mixed"],
    "dice-modules": ["--game", "dice", "--players", "5",
                     *[a for o in DICE_MODULES for a in ("--option", o)]],
}


def rows(report: Path, heading: str) -> list[str]:
    """The first column of the table whose header row starts with ``heading``."""
    lines = report.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"| {heading} |"))
    out: list[str] = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        out.append(line.split("|")[1].strip())
    return out


@pytest.fixture(scope="module")
def happenings(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], list[str]]:
    """The event table of each study, reported in English and in Italian."""
    found: dict[tuple[str, str], list[str]] = {}
    for study, args in STUDIES.items():
        for lang in ("en", "it"):
            folder = tmp_path_factory.mktemp(f"{study}-{lang}")
            with contextlib.redirect_stdout(io.StringIO()):
                assert main(["simulate", *args, "--games", "30", "--jobs", "1", "--seed", "2",
                             "--report", str(folder), "--lang", lang]) == 0
            found[study, lang] = rows(folder / "report.md",
                                      Translator(lang)("report.col.event"))
    return found


@pytest.mark.parametrize("study", list(STUDIES))
def test_every_happening_of_a_report_has_its_words_in_the_catalogue(
        happenings: dict[tuple[str, str], list[str]], study: str) -> None:
    english = catalogue("en")
    names = happenings[study, "en"]
    assert len(names) >= 5, names
    for name in names:
        if name.startswith("games ended under "):
            assert "report.happening.games_ended_under" in english
            continue
        key = "report.happening." + re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
        assert english.get(key) == name, (name, key)


@pytest.mark.parametrize("study", list(STUDIES))
def test_an_italian_report_names_every_happening_in_italian(
        happenings: dict[tuple[str, str], list[str]], study: str) -> None:
    english, italian = happenings[study, "en"], happenings[study, "it"]
    tr = Translator("it")
    assert sorted(italian) == sorted(happening(name, tr) for name in english)
    assert not set(italian) & set(english), set(italian) & set(english)


def test_a_game_ended_under_an_event_card_names_the_card_in_the_language() -> None:
    for lang in ("it", "ru", "zh-Hant"):
        shown = happening("games ended under Ghost Town", Translator(lang))
        assert catalogue(lang)["event_card.ghost_town"] in shown
        assert "Ghost Town" not in shown


@pytest.mark.parametrize("lang", ["it", "ru", "zh-Hant"])
def test_the_ghost_variants_counters_are_named_in_the_language(lang: str) -> None:
    from bang.stats.words import counter

    tr = Translator(lang)
    words = catalogue(lang)
    assert counter("dr_contests", tr).startswith(words["variant.dead_reckonin"])
    assert words["role.outlaw"] in counter("dmh_win_outlaw", tr)
    assert words["variant.dead_mans_hand"] in counter("dmh_win_outlaw", tr)
    assert "♥" in counter("ghost_action_hearts", tr)
    shown = [counter(k, tr) for k in ("dr_contests", "dr_contests_void", "dr_revivals",
                                      "ghost_action_spades", "dmh_predictions_scored",
                                      "dmh_shots", "dmh_win_sheriff")]
    assert len(set(shown)) == len(shown)
    assert not any("_" in s for s in shown), shown  # no engine key left showing


def test_a_ghost_variant_report_names_its_counters_in_italian(tmp_path: Path) -> None:
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["simulate", "--game", "cards", "--players", "5", "--games", "20",
                     "--jobs", "1", "--option", "ghost_variant=dead_reckonin",
                     "--report", str(tmp_path), "--lang", "it"]) == 0
    counters = rows(tmp_path / "report.md", Translator("it")("report.col.counter"))
    assert counters and all(c.startswith("Conti in sospeso: ") for c in counters), counters
