"""Undead or Alive module 4 (RULES.md G10, G10.4): the goal line each seat reads says
what it can still win: before the outbreak a dead player may rise as a zombie, after it
the zombies and their Master play against the survivors, whatever the roles."""

from __future__ import annotations

from typing import Any

import pytest
from uoa_helpers import game, seat

from bang.dice import DiceGame
from bang.i18n import LANGUAGES, catalogue
from bang.i18n.messages import goal_message, render_message

UNDEAD = {"uoa_undead": True}


def goal(g: DiceGame, viewer: int) -> str | None:
    found = goal_message(g.view(viewer).to_dict())
    return None if found is None else str(found["key"])


def after_outbreak() -> DiceGame:
    """Seat 3 rose as a zombie; the Renegade (seat 2) is the Zombie Master."""
    return game(seat("sheriff", "Paul Regret"), seat("outlaw"),
                seat("renegade", "Black Jack"), seat("outlaw", zombie=True), seat("deputy"),
                turn=0, rolls="BBBBB", config=UNDEAD, outbreak=True, zombie_life=4)


def test_g10_4_after_the_outbreak_the_zombie_and_the_master_read_the_zombies_goal() -> None:
    g = after_outbreak()
    assert goal(g, 3) == "goal.zombie"
    assert goal(g, 2) == "goal.zombie"  # the Renegade is the Zombie Master


@pytest.mark.parametrize("viewer", [0, 1, 4])
def test_g10_4_after_the_outbreak_every_other_role_is_a_survivor(viewer: int) -> None:
    # The Outlaw (seat 1) now plays with the Sheriff against the zombies.
    assert goal(after_outbreak(), viewer) == "goal.survivor"


def test_g10_4_a_dead_player_after_the_outbreak_may_still_win_with_his_side() -> None:
    g = game(seat("sheriff", "Paul Regret"), seat("outlaw", alive=False),
             seat("renegade", "Black Jack"), seat("outlaw", zombie=True), seat("deputy"),
             turn=0, rolls="BBBBB", config=UNDEAD, outbreak=True, zombie_life=4)
    assert goal(g, 1) == "goal.dead"


@pytest.mark.parametrize(("role", "key"), [("outlaw", "goal.dead.undead"),
                                           ("deputy", "goal.dead.undead"),
                                           ("renegade", "goal.dead.undead_out")])
def test_g10_3_before_the_outbreak_a_dead_player_may_rise_as_a_zombie(role: str,
                                                                       key: str) -> None:
    roles = ["sheriff", "outlaw", "renegade", "deputy", "outlaw"]
    dead = roles.index(role)
    g = game(*[seat(r, "Paul Regret" if s == 0 else "Jesse Jones", alive=s != dead)
               for s, r in enumerate(roles)], turn=0, rolls="BBBBB", config=UNDEAD)
    assert goal(g, dead) == key


def test_g10_before_the_outbreak_the_living_keep_their_roles_goals() -> None:
    g = game(seat("sheriff", "Paul Regret"), seat("outlaw"), seat("renegade"),
             seat("deputy"), turn=0, rolls="BBBBB", config=UNDEAD)
    assert [goal(g, s) for s in range(4)] == ["goal.sheriff", "goal.outlaw",
                                              "goal.renegade", "goal.deputy"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_g10_4_the_sides_goals_are_written_in_every_language(lang: str) -> None:
    g = after_outbreak()
    texts: list[Any] = [render_message(goal_message(g.view(s).to_dict()) or {}, lang)
                        for s in (1, 3)]
    assert texts == [catalogue(lang)["goal.survivor"], catalogue(lang)["goal.zombie"]]
    assert texts[0] != texts[1]
