"""The balance report's reading of dice games with the expansions (RULES.md Part G):
the zombies' and the survivors' wins as sides of their own (G10.4), duels and Bullets
as causes of the last life lost, and the expansions' events counted."""

from __future__ import annotations

from collections import Counter

from bang.dice import DiceConfig, DiceGame
from bang.stats.observe import observe
from bang.stats.tally import LineTally, side

ALL_MODULES = dict(os_saloon_dice=True, os_chief_arrow=True, os_characters=True,
                   uoa_duel_dice=True, uoa_rage_stub="skip", uoa_characters=True,
                   uoa_undead=True)


def test_sides_after_an_outbreak_are_the_zombies_and_the_survivors() -> None:
    config = DiceConfig(players=5, **ALL_MODULES)
    games = [observe(DiceGame, config, seed, "normal") for seed in range(40)]
    sides = Counter(side(g) for g in games)
    assert sides["zombies"] > 0 and sides["survivors"] > 0
    for g in games:
        outbreak = g.happenings.get("zombie outbreaks", 0)
        if g.side:
            # G10.4: a side of its own only once the outbreak has made the teams.
            assert outbreak == 1 and g.side in ("zombies", "survivors")
        else:
            assert side(g) != "zombies"
    tally = LineTally()
    tally.extend(games)
    assert tally.counters["teams"]["zombies"] == sides["zombies"]
    causes = tally.counters["causes"]
    assert causes["duel"] > 0
    happenings = tally.counters["happenings"]
    for name in ("duels fought", "Chief's Arrow taken", "Boneyard cards revealed",
                 "Duel Wound tokens taken", "turns with the Loudmouth"):
        assert happenings[name] > 0, name
    assert tally.counters["abilities"]["Belle Star"] + tally.counters["abilities"][
        "Molly Stark"] > 0


def test_a_base_dice_game_has_no_side_beyond_its_roles() -> None:
    game = observe(DiceGame, DiceConfig(players=5), 2, "normal")
    assert game.side == "" and "zombies" not in side(game)
