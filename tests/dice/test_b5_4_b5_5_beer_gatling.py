"""RULES.md B5.4 (Beer) and B5.5 (Gatling)."""

from __future__ import annotations

from dice_helpers import act, four, game, kinds, seat


def test_b5_4_beer_heals_any_living_player_yourself_included() -> None:
    seats = four()
    seats[0]["life"] = 5
    seats[2]["life"] = 5
    seats[3] = seat("renegade", alive=False)
    g = game(*seats, rolls="BBAAA")
    act(g, "stop")
    assert {a.target for a in g.legal_actions()} == {0, 1, 2}
    act(g, "beer c0 t0", "beer c1 t2")
    assert g.life[0] == 6 and g.life[2] == 6


def test_b5_4_beer_never_above_maximum_otherwise_wasted() -> None:
    seats = four()
    seats[1]["life"] = 8
    g = game(*seats, rolls="BBAAA")
    events = act(g, "stop", "beer c0 t1", "beer c1 t1")
    assert g.life[1] == 9
    assert [e.data["gained"] for e in events if e.kind == "beer"] == [1, 0]


def test_b5_5_three_gatling_hit_every_other_player_and_return_the_shooters_arrows() -> None:
    seats = four()
    seats[0]["arrows"] = 2
    g = game(*seats, rolls="GGGBB")
    assert g.arrows[0] == 2
    act(g, "stop", "beer c3 t0", "beer c4 t0")
    assert g.life == [11, 8, 8, 8]
    assert g.arrows[0] == 0 and g.centre == 9


def test_b5_5_gatling_fires_once_however_many_dice() -> None:
    g = game(*four(), rolls="GGGGG")
    events = act(g, "stop")
    assert kinds(events).count("gatling") == 1
    assert g.life == [11, 8, 8, 8]


def test_b5_5_fewer_than_three_gatling_do_nothing() -> None:
    seats = four()
    seats[0]["arrows"] = 2
    g = game(*seats, rolls="GGBBB")
    events = act(g, "stop", "beer c2 t0", "beer c3 t0", "beer c4 t0")
    assert "gatling" not in kinds(events)
    assert g.life[1:] == [9, 9, 9] and g.arrows[0] == 2


def test_b5_5_gatling_deaths_are_evaluated_together() -> None:
    seats = [seat("sheriff"), seat("outlaw", life=1), seat("outlaw", life=1),
             seat("renegade", life=1, character="Vulture Sam")]
    g = game(*seats, rolls="GGGBB")
    act(g, "stop", "beer c3 t0", "beer c4 t0")
    # All three die in the same step; Vulture Sam gains nothing (B8) and the Sheriff wins.
    assert g.is_over and g.winners == frozenset({0})
    assert g.life[3] == 0
