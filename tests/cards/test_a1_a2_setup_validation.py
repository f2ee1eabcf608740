"""docs/card_setup.md, RULES.md A1, A2, A7, C1, C2: ``from_setup`` refuses every unknown
key, wrong type and impossible or already decided position with a ``ConfigError``
instead of hanging or building a game no rule can reach (issue 8, defect 4)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from bang.cards import CardGame
from bang.core.errors import ConfigError

BARREL_QS, BARREL_KS, VOLCANIC, SCHOFIELD, BANG_AS = 63, 64, 72, 74, 0


def base() -> dict[str, Any]:
    return {"players": [
        {"role": "sheriff", "character": "Willy the Kid"},
        {"role": "outlaw", "character": "Paul Regret"},
        {"role": "outlaw", "character": "El Gringo"},
        {"role": "renegade", "character": "Kit Carlson"},
        {"role": "deputy", "character": "Jourdonnais"}]}


def ghostly(variant: str) -> dict[str, Any]:
    setup = base()
    setup["options"] = {"ghost_variant": variant}
    setup["players"][1].update(alive=False, life=0, hand=[11, 30])
    setup["ghost"] = {"ghosts": [1]}
    return setup


def edit(change: Callable[[dict[str, Any]], object],
         start: Callable[[], dict[str, Any]] = base) -> dict[str, Any]:
    setup = copy.deepcopy(start())
    change(setup)
    return setup


def all_dead(setup: dict[str, Any]) -> None:
    for info in setup["players"]:
        info.update(alive=False, life=0)


def all_ghosts(setup: dict[str, Any]) -> None:
    all_dead(setup)
    setup["ghost"] = {"ghosts": list(range(5))}


BAD = {
    "two sheriffs": edit(lambda s: s["players"][1].update(role="sheriff")),
    "no sheriff": edit(lambda s: s["players"][0].update(role="deputy")),
    "unknown role": edit(lambda s: s["players"][1].update(role="bandit")),
    "life 0 while alive": edit(lambda s: s["players"][1].update(life=0)),
    "life above max": edit(lambda s: s["players"][1].update(life=5)),
    "dead with life": edit(lambda s: s["players"][1].update(alive=False, life=2)),
    "two weapons": edit(lambda s: s["players"][1].update(equipment=[VOLCANIC, SCHOFIELD])),
    "two barrels": edit(lambda s: s["players"][1].update(equipment=[BARREL_QS, BARREL_KS])),
    "brown card in play": edit(lambda s: s["players"][1].update(equipment=[BANG_AS])),
    "dead with equipment": edit(
        lambda s: s["players"][1].update(alive=False, life=0, equipment=[BARREL_QS])),
    "negative bangs_played": edit(lambda s: s.update(bangs_played=-5)),
    "turn -1": edit(lambda s: s.update(turn=-1)),
    "turn of a dead seat": edit(lambda s: (s["players"][1].update(alive=False, life=0),
                                           s.update(turn=1))),
    "duplicate characters": edit(lambda s: s["players"][1].update(character="Willy the Kid")),
    "unknown key": edit(lambda s: s.update(lif=1)),
    "unknown player key": edit(lambda s: s["players"][1].update(lif=1)),
    "bool life": edit(lambda s: s["players"][1].update(life=True)),
    "float card id": edit(lambda s: s["players"][1].update(hand=[3.0])),
    "text card id": edit(lambda s: s["players"][1].update(hand=["3"])),
    "card id 80": edit(lambda s: s.update(deck=[80])),
    "card listed twice": edit(lambda s: s.update(deck=[5], discard=[5])),
    "bad unlisted": edit(lambda s: s.update(unlisted="void")),
    "players not a list": edit(lambda s: s.update(players={"0": {}})),
    "options not a mapping": edit(lambda s: s.update(options=["x"])),
    "ghost without a variant": edit(lambda s: s.update(ghost={"ghosts": [1]})),
    "ghost not a mapping": edit(lambda s: s.update(ghost=[1]), lambda: ghostly("dead_reckonin")),
    "ghost key on a living seat": edit(lambda s: s["ghost"].update(ghosts=[1, 2]),
                                       lambda: ghostly("dead_reckonin")),
    "prediction of seat 99": edit(lambda s: s["ghost"].update(predictions={"1": 99}),
                                  lambda: ghostly("dead_mans_hand")),
    "prediction by a living seat": edit(lambda s: s["ghost"].update(predictions={"2": 3}),
                                        lambda: ghostly("dead_mans_hand")),
    "unknown ghost key": edit(lambda s: s["ghost"].update(ghostz=[1]),
                              lambda: ghostly("dead_reckonin")),
    "already decided": edit(lambda s: [s["players"][i].update(alive=False, life=0)
                                       for i in (1, 2, 3)]),
    "all players dead": edit(all_dead),
    "all ghosts, Dead Reckonin'": edit(all_ghosts, lambda: ghostly("dead_reckonin")),
    "all ghosts, Dead Man's Hand": edit(all_ghosts, lambda: ghostly("dead_mans_hand")),
}


@pytest.mark.parametrize("setup", list(BAD.values()), ids=list(BAD))
def test_impossible_setups_are_config_errors(setup: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        CardGame.from_setup(setup)


@pytest.mark.parametrize("setup", [None, [], "setup", 3, 2.5, True, {"players": None},
                                   {"players": [None] * 4}, {"players": [[]] * 4}])
def test_setups_that_are_not_objects_are_config_errors(setup: object) -> None:
    with pytest.raises(ConfigError):
        CardGame.from_setup(setup)  # type: ignore[arg-type]


def test_the_valid_positions_still_build() -> None:
    for setup in (base(), ghostly("dead_reckonin"), ghostly("dead_mans_hand")):
        assert CardGame.from_setup(setup).pending is not None


def test_a_dead_players_life_defaults_to_zero() -> None:
    setup = base()
    setup["players"][1]["alive"] = False
    game = CardGame.from_setup(setup)
    assert game.life[1] == 0
