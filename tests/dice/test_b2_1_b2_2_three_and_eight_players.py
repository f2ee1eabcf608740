"""RULES.md B2.1 (3 players: open roles, personal targets, duel) and B2.2 (8 players)."""

from __future__ import annotations

from dice_helpers import act, game, seat

from bang.dice import DiceConfig, DiceGame


def three(deputy: dict[str, object] | None = None, outlaw: dict[str, object] | None = None,
          renegade: dict[str, object] | None = None) -> list[dict[str, object]]:
    """Seat 0 Deputy, seat 1 Outlaw, seat 2 Renegade."""
    seats = [seat("deputy"), seat("outlaw"), seat("renegade")]
    for s, extra in enumerate((deputy, outlaw, renegade)):
        seats[s].update(extra or {})
    return seats


def test_b2_1_roles_face_up_deputy_starts_no_bonus() -> None:
    g = DiceGame.new(DiceConfig(players=3), 5)
    assert g.roles[g.turn] == "deputy"
    for viewer in range(3):
        assert [p.role for p in g.view(viewer).players] == g.roles
    assert all(g.max_life[s] in (7, 8, 9) for s in range(3))


def test_b2_1_you_win_when_you_personally_eliminate_your_target() -> None:
    g = game(*three(renegade={"life": 1}), rolls="1BBBB")
    act(g, "stop", "shoot c0 t2")
    assert g.is_over and g.winners == frozenset({0})
    assert g.alive[1]  # the Outlaw still lives, but the Deputy got his target


def test_b2_1_target_killed_by_the_other_player_turns_into_a_duel() -> None:
    # The Outlaw kills the Renegade (the Deputy's target): the Deputy has not won.
    g = game(*three(renegade={"life": 1}), turn=1, rolls="1BBBB")
    act(g, "stop", "shoot c0 t2")
    assert not g.is_over and not g.alive[2]
    act(g, "beer c1 t1", "beer c2 t1", "beer c3 t1", "beer c4 t1")
    # Now the duel: the last one standing wins.
    assert g.turn == 0


def test_b2_1_duel_last_one_standing_wins() -> None:
    g = game(*three(outlaw={"life": 1}, renegade={"alive": False}), rolls="1BBBB")
    act(g, "stop", "shoot c0 t1")
    assert g.is_over and g.winners == frozenset({0})


def test_b2_1_killing_someone_other_than_your_target_does_not_win() -> None:
    g = game(*three(outlaw={"life": 1}), rolls="1BBBB")
    act(g, "stop", "shoot c0 t1")
    assert not g.is_over and not g.alive[1]


def test_b2_1_an_indian_kill_is_nobody_s_own_hand() -> None:
    g = game(*three(deputy={"arrows": 1}, renegade={"life": 1, "arrows": 7}), turn=1,
             rolls="ABBBB")
    assert not g.alive[2] and not g.is_over


def test_b2_1_gatling_kills_target_and_the_other_the_shooter_wins() -> None:
    g = game(*three(outlaw={"life": 1}, renegade={"life": 1}), rolls="GGGBB")
    act(g, "stop", "beer c3 t0", "beer c4 t0")
    assert g.is_over and g.winners == frozenset({0})


def test_b2_1_two_counts_as_one_with_three_players() -> None:
    g = game(*three(), rolls="2BBBB")
    act(g, "stop")
    assert {a.target for a in g.legal_actions()} == {1, 2}


def test_b2_1_ruling_nobody_left_standing_the_outlaw_wins() -> None:
    g = game(*three(deputy={"life": 1, "arrows": 3}, outlaw={"life": 1, "arrows": 3},
                    renegade={"life": 1, "arrows": 2}), turn=2, rolls="ABBBB")
    assert g.is_over and not any(g.alive) and g.winners == frozenset({1})


def eight(**lives: int) -> list[dict[str, object]]:
    roles = ["sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade",
             "renegade"]
    seats = [seat(r) for r in roles]
    for s in range(1, 6):
        seats[s]["alive"] = False
    for key, life in lives.items():
        seats[int(key[1:])]["life"] = life
    return seats


def test_b2_2_sheriff_against_two_renegades_dies_first_outlaws_win() -> None:
    g = game(*eight(s0=1), turn=7, rolls="1BBBB")
    act(g, "stop", "shoot c0 t0")
    assert g.is_over and g.winners == frozenset({3, 4, 5})


def test_b2_2_a_renegade_wins_only_as_the_sole_survivor() -> None:
    seats = eight(s6=1)
    seats[0]["alive"] = True
    g = game(*seats, turn=7, rolls="1BBBB")
    act(g, "stop", "shoot c0 t6")
    assert not g.is_over  # the Sheriff still lives
    seats = eight(s0=1)
    seats[6]["alive"] = False
    g = game(*seats, turn=7, rolls="1BBBB")
    act(g, "stop", "shoot c0 t0")
    assert g.is_over and g.winners == frozenset({7})
