"""Simulated dice games with the expansions (RULES.md Part G) count the expansions'
events (``bang.sim.play.EXPANSION_COUNTERS``): duels, the Chief's Arrow, outbreaks and
the side that won after one; a base game counts none of them."""

from __future__ import annotations

from bang.cli.simulate import counter_name
from bang.dice import DiceConfig, DiceGame
from bang.i18n import Translator
from bang.sim import play, simulate
from bang.sim.play import ExpansionCounter

ALL_MODULES = {"os_saloon_dice": "true", "os_chief_arrow": "true", "os_characters": "true",
               "uoa_duel_dice": "true", "uoa_rage_stub": "skip", "uoa_characters": "true",
               "uoa_undead": "true"}


def test_expansion_games_count_duels_chief_arrows_and_outbreaks() -> None:
    summary = simulate("dice", 5, 60, 3, jobs=1, options=ALL_MODULES, bots="normal")
    stats = summary.stats
    for name in ("duels", "chief_arrow_taken", "outbreaks", "boneyard_reveals",
                 "loudmouth_turns", "coward_turns", "whiskeys", "wound_tokens", "bullets"):
        assert stats.get(name, 0) > 0, name
    # Every duel fought ends with one loser: the challenger or the challenged.
    assert stats["duels"] == stats["duels_won_by_challenger"] + stats["duels_lost_by_challenger"]
    # A side wins only after an outbreak (G10.4), at most once a game.
    sides = stats.get("zombie_wins", 0) + stats.get("survivor_wins", 0)
    assert 0 < sides <= min(stats["outbreaks"], summary.finished)


def test_a_base_dice_game_counts_nothing_of_the_expansions() -> None:
    result = play(DiceGame, DiceConfig(players=5), 4, "normal")
    assert result.stats == {}


def test_the_zombies_win_is_counted_from_the_side_named_by_the_game() -> None:
    counter = ExpansionCounter()
    counter.add([("duel", {"seat": 2, "target": 0, "die": 3}, None),
                 ("duel_lost", {"seat": 2, "by": 0}, None),
                 ("duel", {"seat": 2, "target": 1, "die": 4}, None),
                 ("duel_lost", {"seat": 1, "by": 2}, None),
                 ("bullet", {"seat": 2, "count": 2}, None),
                 ("broken_arrow", {"seat": 2, "die": 4, "target": None}, None),
                 ("side_won", {"side": "zombies"}, None)])
    assert counter.counts == {"duels": 2, "duels_lost_by_challenger": 1,
                              "duels_won_by_challenger": 1, "bullets": 2, "zombie_wins": 1}


def test_counters_are_named_in_the_players_language() -> None:
    assert counter_name(Translator("it"), "zombie_wins") == "partite vinte dagli zombie"
    assert counter_name(Translator("en"), "outbreaks") == "zombie outbreaks"
    assert counter_name(Translator("en"), "no_such_counter") == "no_such_counter"
