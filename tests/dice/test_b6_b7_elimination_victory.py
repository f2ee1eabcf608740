"""RULES.md B6 (elimination) and B7 (end of game and victory), with every B7 example."""

from __future__ import annotations

from dice_helpers import act, four, game, kinds, seat


def test_b6_the_eliminated_reveal_their_role_and_return_their_arrows() -> None:
    seats = four()
    seats[1] = seat("outlaw", life=1, arrows=3)
    g = game(*seats, rolls="1BBBB")
    assert g.view(2).players[1].role is None
    events = act(g, "stop", "shoot c0 t1")
    assert not g.alive[1] and g.arrows[1] == 0 and g.centre == 9
    eliminated = next(e for e in events if e.kind == "eliminated")
    assert eliminated.data == {"seat": 1, "role": "outlaw", "by": 0}
    assert g.view(2).players[1].role == "outlaw"


def test_b6_no_rewards_or_penalties() -> None:
    # The Sheriff kills his own Deputy: no penalty; an Outlaw's death: no bounty.
    seats = [seat("sheriff"), seat("deputy", life=1), seat("outlaw"), seat("outlaw", life=1),
             seat("renegade")]
    g = game(*seats, rolls="11BBB")
    act(g, "stop", "shoot c0 t1", "shoot c1 t4")
    seats_after = g.life[:]
    act(g, "beer c2 t2", "beer c3 t2", "beer c4 t2")
    assert not g.alive[1] and g.life[0] == 11 and seats_after[0] == 11


def test_b6_vulture_sam_gains_two_per_other_elimination_capped() -> None:
    seats = [seat("sheriff"), seat("outlaw", life=1), seat("outlaw", character="Vulture Sam",
                                                              life=4),
             seat("outlaw", life=1), seat("renegade")]
    g = game(*seats, rolls="11BBB")
    act(g, "stop", "shoot c0 t1", "shoot c1 t4")  # seat 4 is not at 1 life: one death
    assert g.life[2] == 6
    seats[2]["life"] = 8
    seats[4]["life"] = 1
    g = game(*seats, rolls="11BBB")
    act(g, "stop", "shoot c0 t1", "shoot c1 t4")
    assert g.life[2] == 9  # 8 + 2 + 2, capped at 9


def test_b7_all_outlaws_dead_but_the_renegade_lives_the_game_continues() -> None:
    seats = four()
    seats[1] = seat("outlaw", life=1)
    seats[2] = seat("outlaw", alive=False)
    g = game(*seats, rolls="1BBBB")
    act(g, "stop", "shoot c0 t1")
    assert not g.is_over and g.returns() == (0.0, 0.0, 0.0, 0.0)


def test_b7_outlaws_dead_then_sheriff_dies_with_renegade_and_deputy_alive_outlaws_win() -> None:
    seats = [seat("sheriff", life=1), seat("deputy"), seat("outlaw", alive=False),
             seat("outlaw", alive=False), seat("renegade")]
    g = game(*seats, turn=4, rolls="1BBBB")
    act(g, "stop", "shoot c0 t0")
    assert g.is_over and g.winners == frozenset({2, 3})
    assert g.returns() == (-1.0, -1.0, 1.0, 1.0, -1.0)


def test_b7_everyone_dies_at_the_same_time_outlaws_win() -> None:
    seats = [seat("sheriff", life=1, arrows=4), seat("outlaw", alive=False),
             seat("outlaw", alive=False), seat("renegade", life=2, arrows=3)]
    g = game(*seats, turn=3, rolls="AABBB")  # two arrows: the second is the last one
    assert g.is_over and not any(g.alive)
    assert g.winners == frozenset({1, 2})


def test_b7_everyone_dies_in_a_gatling_plus_a_dynamite_loss() -> None:
    # With the earlier printing's option the dead Renegade's dice still resolve: Willy the
    # Kid's two Gatling kill the last two players; everyone is dead, the Outlaws win.
    seats = [seat("sheriff", life=1), seat("outlaw", alive=False), seat("outlaw", life=1),
             seat("renegade", character="Willy the Kid", life=1)]
    g = game(*seats, turn=3, rolls="DDDGG", dynamite_resolve_even_if_dead=True)
    assert g.is_over and not any(g.alive) and g.winners == frozenset({1, 2})


def test_b7_sheriff_and_renegade_alone_renegade_gatling_kills_the_sheriff() -> None:
    seats = [seat("sheriff", life=1), seat("outlaw", alive=False), seat("outlaw", alive=False),
             seat("renegade")]
    g = game(*seats, turn=3, rolls="GGGBB")
    act(g, "stop", "beer c3 t3", "beer c4 t3")
    assert g.is_over and g.winners == frozenset({3})


def test_b7_indians_kill_sheriff_and_outlaw_renegade_alone_wins() -> None:
    seats = [seat("sheriff", life=1, arrows=2), seat("outlaw", life=2, arrows=6),
             seat("outlaw", alive=False), seat("renegade")]
    g = game(*seats, turn=3, rolls="ABBBB")
    assert g.is_over and g.winners == frozenset({3})


def test_b7_b_all_outlaws_and_renegades_dead_sheriff_and_deputies_win() -> None:
    seats = [seat("sheriff"), seat("deputy", alive=False), seat("outlaw", alive=False),
             seat("outlaw", life=1), seat("renegade", alive=False)]
    g = game(*seats, rolls="2BBBB")
    events = act(g, "stop", "shoot c0 t3")
    assert g.is_over and g.winners == frozenset({0, 1})  # the dead Deputy shares it
    assert kinds(events)[-1] == "game_over"
    assert g.pending is None and g.legal_actions() == ()
    assert all(p.role is not None for p in g.view(3).players)


def test_b7_the_game_ends_immediately_mid_turn() -> None:
    seats = [seat("sheriff", life=1), seat("outlaw"), seat("outlaw"), seat("renegade")]
    g = game(*seats, turn=1, rolls="1BBGG")
    events = act(g, "stop", "shoot c0 t0")
    assert g.is_over and "beer" not in kinds(events)
