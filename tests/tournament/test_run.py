"""``tournament()``: plays, keeps and resumes, and stops cleanly on a failing bot."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bang.bots import RandomBot
from bang.core.errors import ConfigError
from bang.tournament import BotFailed, EntrantError, tournament
from bang.tournament.results import ResultsFile, definition


def test_a_dice_tournament_rates_every_bot_and_plays_whole_deals(bots_dir: Path) -> None:
    result = tournament("dice", 4, ["mybot:FirstBot", "normal"], games=22, seed=1)
    assert result.games == 24 and result.played == 24 and result.new == 24
    assert {s.name for s in result.standings} == {"FirstBot", "normal"}
    for row in result.standings:
        assert row.games == 24 and row.rate.trials == 48
        assert row.low < row.mu < row.high
        assert sum(r.rate.trials for r in row.roles) == 48
        assert {r.role for r in row.roles} == {"sheriff", "outlaw", "renegade"}
    assert result.path is None


def test_a_card_tournament_with_more_bots_than_seats(bots_dir: Path) -> None:
    result = tournament("cards", 4, ["mybot:FirstBot", "random", "mybot:NoSeed",
                                     RandomBot, "easy"], games=8, seed=3)
    assert result.played == 8
    assert sum(s.rate.trials for s in result.standings) == 32
    assert all(len(set(result.schedule.game(i).seats)) == 4 for i in range(8))


def test_a_rerun_plays_only_the_missing_games_and_rates_as_one_run(bots_dir: Path) -> None:
    path = bots_dir / "results.sqlite"
    bots = ["mybot:SeededRandom", "random", "easy"]
    first = tournament("dice", 5, bots, games=10, seed=4, results=path)
    assert first.new == 10
    again = tournament("dice", 5, bots, games=10, seed=4, results=path)
    assert again.new == 0 and again.standings == first.standings
    longer = tournament("dice", 5, bots, games=30, seed=4, results=path)
    assert longer.new == 20
    whole = tournament("dice", 5, bots, games=30, seed=4)
    assert longer.standings == whole.standings


def test_workers_play_the_same_games_as_one_process(bots_dir: Path) -> None:
    bots = ["mybot:SeededRandom", "normal"]
    one = tournament("dice", 4, bots, games=16, seed=8, jobs=1)
    two = tournament("dice", 4, bots, games=16, seed=8, jobs=2)
    assert one.standings == two.standings


def test_a_results_file_of_another_tournament_is_refused(bots_dir: Path) -> None:
    path = bots_dir / "results.sqlite"
    tournament("dice", 4, ["mybot:FirstBot", "random"], games=4, seed=1, results=path)
    for change in ({"seed": 2}, {"players": 5}, {"bots": ["random", "mybot:FirstBot"]},
                   {"options": {"round_limit": "3"}}):
        args = {"seed": 1, "players": 4, "bots": ["mybot:FirstBot", "random"],
                "options": None, **change}
        with pytest.raises(EntrantError, match="holds another tournament"):
            tournament("dice", args["players"], args["bots"], games=4, seed=args["seed"],
                       options=args["options"], results=path)
    assert len(ResultsFile(path, definition("dice", 4, 1, {}, ["mybot:FirstBot", "random"],
                                            50_000)).done()) == 4


def test_a_file_that_is_not_a_results_file_is_refused(bots_dir: Path) -> None:
    path = bots_dir / "notes.sqlite"
    path.write_text("my notes\n" * 100, encoding="utf-8")
    with pytest.raises(EntrantError, match="is not a results file"):
        tournament("dice", 4, ["mybot:FirstBot", "random"], games=4, results=path)
    assert path.read_text(encoding="utf-8").startswith("my notes")


@pytest.mark.parametrize(("bot", "what"), [("mybot:Raiser", "raised ZeroDivisionError"),
                                           ("mybot:LateRaiser", "raised KeyError"),
                                           ("mybot:Illegal", "returned 'not an action'")])
def test_a_failing_bot_stops_the_tournament_and_keeps_the_games_before(
        bots_dir: Path, bot: str, what: str) -> None:
    path = bots_dir / "results.sqlite"
    with pytest.raises(BotFailed) as caught:
        tournament("dice", 4, [bot, "random"], games=8, seed=1, results=path, jobs=1)
    fault = caught.value.fault
    assert what in str(caught.value) and bot in str(caught.value)
    assert "\n" not in str(caught.value)
    with sqlite3.connect(path) as db:
        kept = {i for (i,) in db.execute("SELECT idx FROM games")}
    assert kept == set(range(fault.index))
    if bot == "mybot:LateRaiser":
        assert fault.index == 2  # one made by the check before play, then two a game


def test_a_bot_fixed_after_a_failure_continues_the_same_file(bots_dir: Path) -> None:
    path = bots_dir / "results.sqlite"
    module = bots_dir / "flaky.py"
    module.write_text("class Bot:\n    needs_view = False\n"
                      "    def choose(self, view, legal):\n        return 'oops'\n",
                      encoding="utf-8")
    with pytest.raises(BotFailed):
        tournament("dice", 4, ["flaky:Bot", "random"], games=8, results=path, jobs=1)
    import sys

    sys.modules.pop("flaky")
    from bang.tournament import entrants

    entrants._factory_at.cache_clear()
    module.write_text("class Bot:\n    needs_view = False\n"
                      "    def choose(self, view, legal):\n        return legal[0]\n",
                      encoding="utf-8")
    result = tournament("dice", 4, ["flaky:Bot", "random"], games=8, results=path, jobs=1)
    assert result.played == 8 and result.new == 8
    sys.modules.pop("flaky")


def test_impossible_settings_are_refused_before_any_game(bots_dir: Path) -> None:
    bots = ["mybot:FirstBot", "random"]
    with pytest.raises(ConfigError):
        tournament("dice", 2, bots, games=4)
    with pytest.raises(ConfigError):
        tournament("chess", 4, bots, games=4)
    with pytest.raises(ConfigError):
        tournament("dice", 4, bots, games=4, options={"no_such_option": "1"})
    with pytest.raises(ConfigError):
        tournament("dice", 4, bots, games=0)
    assert not list(bots_dir.glob("*.sqlite"))


def test_bots_handed_over_as_classes_play_in_worker_processes(bots_dir: Path) -> None:
    from bang.bots.heuristic import normal_bot

    one = tournament("dice", 4, [RandomBot, normal_bot], games=8, seed=2, jobs=1)
    two = tournament("dice", 4, [RandomBot, normal_bot], games=8, seed=2, jobs=2)
    assert one.standings == two.standings
    assert [e.name for e in one.entrants] == ["RandomBot", "normal_bot"]


def test_games_cut_at_the_decision_cap_are_kept_apart_from_the_ratings(bots_dir: Path) -> None:
    result = tournament("dice", 4, ["mybot:FirstBot", "random"], games=4, max_decisions=5)
    assert result.capped == (0, 1, 2, 3) and result.played == 0
    assert all(s.rate.trials == 0 and s.games == 0 for s in result.standings)
    assert {(s.mu, s.sigma) for s in result.standings} == {(25.0, 25.0 / 3)}
