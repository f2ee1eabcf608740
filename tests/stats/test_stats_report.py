"""``bang simulate --report``: the report's numbers equal an independent count made by
replaying the games' records, and the report has its pages and figures."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from stats_replayed import count, records

from bang.cli.main import main

GAMES = 30


@pytest.fixture(scope="module")
def cards_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("report") / "cards"
    status = main(["simulate", "--game", "cards", "--players", "4-5", "--games", str(GAMES),
                   "--seed", "3", "--bots", "normal", "--jobs", "1", "--report",
                   str(directory)])
    assert status == 0
    return directory


def test_report_numbers_match_a_count_from_replayed_records(cards_report: Path) -> None:
    summary = json.loads((cards_report / "summary.json").read_text(encoding="utf-8"))
    assert [line["players"] for line in summary["lines"]] == [4, 5]
    for line in summary["lines"]:
        expected = count("cards", records("cards", line["players"], GAMES, 3, "normal"))
        counters = line["tally"]["counters"]
        assert line["tally"]["games"] == line["tally"]["finished"] == GAMES
        for name, counter in expected.items():
            assert counters[name] == dict(counter), name


def test_report_role_table_shows_the_counted_rates(cards_report: Path) -> None:
    markdown = (cards_report / "report.md").read_text(encoding="utf-8")
    expected = count("cards", records("cards", 4, GAMES, 3, "normal"))
    for role in ("sheriff", "outlaw", "renegade"):
        games = sum(1 for _ in range(GAMES))  # every role is dealt in every 4-player game
        rate = 100 * expected["role_team_wins"][role] / games
        assert re.search(rf"^\| 4 \| {role} \| {games} \| {rate:.1f}% \|", markdown,
                         re.MULTILINE), role


def test_report_has_both_pages_and_every_figure_in_png_and_svg(cards_report: Path) -> None:
    markdown = (cards_report / "report.md").read_text(encoding="utf-8")
    page = (cards_report / "index.html").read_text(encoding="utf-8")
    stems = re.findall(r"\(figures/([\w-]+)\.png\)", markdown)
    assert "cards-roles" in stems and "cards-4p-characters" in stems
    assert "cards-5p-seats" in stems and "cards-4p-endings" in stems
    for stem in stems:
        assert (cards_report / "figures" / f"{stem}.png").read_bytes()[:4] == b"\x89PNG"
        assert b"<svg" in (cards_report / "figures" / f"{stem}.svg").read_bytes()[:1000]
    assert page.count("data:image/png;base64,") == len(stems)
    assert "Holm-Bonferroni" in page and "Holm-Bonferroni" in markdown
    assert "bang simulate" in markdown  # the command that makes it again


def test_the_same_command_reads_the_store_and_plays_nothing(
        cards_report: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    summary = json.loads((cards_report / "summary.json").read_text(encoding="utf-8"))
    capsys.readouterr()

    def refuse(*args: object) -> None:
        raise AssertionError("a stored chunk was played again")

    monkeypatch.setattr("bang.stats.backends._play", refuse)
    monkeypatch.setenv("BANG_PLAIN", "1")
    assert main(["simulate", "--game", "cards", "--players", "4-5", "--games", str(GAMES),
                 "--seed", "3", "--bots", "normal", "--jobs", "2", "--store",
                 str(cards_report / "results.sqlite")]) == 0
    out = capsys.readouterr().out
    for line in summary["lines"]:
        sheriff = next(r for r in line["roles"] if r["role"] == "sheriff")
        rate = 100 * sheriff["team_wins"] / sheriff["games"]
        assert re.search(rf"^sheriff\s+{GAMES}\s+{rate:.1f}%", out, re.MULTILINE)
