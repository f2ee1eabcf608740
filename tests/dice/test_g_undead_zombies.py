"""Undead or Alive module 4 (RULES.md G10, G11, G18-4, G14-18..G14-21, checklist G15
items 10 and 11): the Boneyard, the zombie outbreak and the new victory, from exact
positions."""

from __future__ import annotations

from typing import Any

import pytest
from uoa_helpers import DUELS, act, game, kinds, pending, pile, replays, seat

from bang.core.errors import ConfigError
from bang.dice import DiceConfig, DiceGame

UNDEAD = {"uoa_undead": True}
SIX = ("sheriff", "outlaw", "renegade", "deputy", "outlaw", "outlaw")


def module(g: DiceGame) -> dict[str, Any]:
    return dict(g.view(None).modules["uoa_undead"])


def six(alive: tuple[bool, ...], life: dict[int, int] | None = None,
        chars: dict[int, str] | None = None) -> list[dict[str, Any]]:
    life = life or {}
    chars = chars or {}
    return [seat(r, chars.get(s, "Paul Regret" if s == 0 else "Jesse Jones"),
                 life=life.get(s), alive=alive[s]) for s, r in enumerate(SIX)]


def play_quietly(g: DiceGame, seat_: int) -> None:
    """``seat_`` stops at once and drinks his Beers himself (the stacked pad)."""
    assert g.pending is not None and g.pending.seat == seat_, g.pending
    act(g, "stop")
    while g.pending is not None and g.pending.seat == seat_ and g.pending.kind == "beer":
        act(g, f"beer c{g.pending.context['die']} t{seat_}")


# --- G10, G10.1: the module and its deck -----------------------------------------------------
def test_g10_the_zombie_module_needs_four_players() -> None:
    with pytest.raises(ConfigError, match="4 or more"):
        DiceConfig(players=3, uoa_undead=True)


def test_g10_1_the_boneyard_is_eleven_cards_face_down_by_default() -> None:
    g = DiceGame.new(DiceConfig(players=5, uoa_undead=True), 4)
    assert module(g)["boneyard"] == 11 and module(g)["face_up"] == []
    assert "order" not in str(module(g))


def test_g10_1_the_boneyard_is_a_parameter() -> None:
    g = DiceGame.new(DiceConfig(players=5, uoa_undead=True, boneyard_cards=(2, 2)), 4)
    assert module(g)["boneyard"] == 2
    with pytest.raises(ConfigError, match="boneyard_cards"):
        DiceConfig(players=5, uoa_undead=True, boneyard_cards=())


# --- G14-18..G14-20: the reveals and when the outbreak begins ----------------------------------
def test_g14_18_outbreak_at_the_end_of_a_living_players_turn() -> None:
    g = game(*six((True, True, True, True, False, False), life={3: 1}), rolls="1BBBB" "BBBBB",
             config=UNDEAD, boneyard_up=[2, 1], boneyard=[1, 0, 0, 1, 1, 1, 1, 2, 2])
    act(g, "stop", "shoot c0 t3")
    assert not g.alive[3]
    while pending(g) == (0, "beer"):
        act(g, f"beer c{g.pending.context['die']} t0")  # type: ignore[union-attr]
    events = [e for e in g.log]
    reveal = [e.data for e in events if e.kind == "boneyard"]
    assert reveal == [{"seat": 3, "hands": 1, "showing": 4, "living": 3, "blocked": False}]
    outbreak = [e.data for e in events if e.kind == "outbreak"]
    assert outbreak == [{"seat": 1, "zombies": [3, 4, 5], "master": 2, "life": 3}]
    assert not g.is_over and g.turn == 1
    view = module(g)
    assert view["zombies"] == [3, 4, 5] and view["master"] == 2 and view["boneyard"] == 0
    players = g.view(0).players
    assert [p.character for p in players[3:]] == ["Zombie"] * 3
    assert [(p.life, p.max_life) for p in players[3:]] == [(3, 3)] * 3
    assert players[2].role == "renegade" and players[2].life == 9  # the Master keeps his
    assert players[1].role is None  # a survivor's role stays hidden


def test_g14_19_outbreak_at_the_start_of_a_dead_players_turn() -> None:
    g = game(*six((True, True, True, True, False, False)), rolls="BBBBB" * 4 + "GGG",
             config=UNDEAD, boneyard_up=[2, 1], boneyard=[2, 0, 0, 1, 1, 1, 1, 1, 2])
    for s in range(4):
        play_quietly(g, s)
    assert [e.data for e in g.log if e.kind == "outbreak"] == [
        {"seat": 4, "zombies": [4, 5], "master": 2, "life": 4}]
    assert g.turn == 4 and pending(g) == (4, "roll") and g.table.keys == ("base",) * 3
    assert g.life[4] == 4 and g.max_life[5] == 4


def test_g14_20_a_no_hand_card_blocks_the_outbreak_for_that_turn() -> None:
    cards = (0, 1, 1, 2, 2)
    g = game(*six((True, True, True, True, True, False), life={3: 1, 4: 1}),
             rolls="12BBB" + "BBBBB" * 2 + "BBB",
             config={**UNDEAD, "boneyard_cards": list(cards)},
             boneyard_up=[2], boneyard=[0, 2, 1, 1])
    act(g, "stop", "shoot c0 t4", "shoot c1 t3")
    while pending(g) == (0, "beer"):
        act(g, f"beer c{g.pending.context['die']} t0")  # type: ignore[union-attr]
    reveals = [e.data for e in g.log if e.kind == "boneyard"]
    assert [(r["seat"], r["hands"], r["blocked"]) for r in reveals] == [
        (3, 0, True), (4, 2, True)]
    assert not [e for e in g.log if e.kind == "outbreak"]
    assert module(g)["face_up"] == [2, 2] and module(g)["boneyard"] == 3  # 0 shuffled back
    play_quietly(g, 1)
    play_quietly(g, 2)
    third = [e.data for e in g.log if e.kind == "boneyard"][-1]
    assert third["seat"] == 3
    outbroke = bool([e for e in g.log if e.kind == "outbreak"])
    assert outbroke == (third["hands"] > 0)
    if outbroke:
        assert g.turn == 3 and module(g)["zombies"] == [3, 4, 5]
    else:
        assert g.turn == 0 and module(g)["face_up"] == [2, 2]


def test_g10_1_a_game_ending_turn_draws_no_card() -> None:
    g = game(seat("sheriff", life=1), seat("outlaw"), seat("outlaw"), seat("renegade"),
             turn=1, rolls="1BBBB", config=UNDEAD)
    act(g, "stop", "shoot c0 t0")
    assert g.is_over and not [e for e in g.log if e.kind == "boneyard"]


def test_g10_5_before_the_outbreak_a_dead_players_turn_is_only_a_reveal() -> None:
    g = game(*six((True, True, True, True, False, True)), rolls="BBBBB" * 5,
             config=UNDEAD, boneyard=[0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2])
    for s in range(4):
        play_quietly(g, s)
    assert pending(g) == (5, "roll")
    assert [e.data["seat"] for e in g.log if e.kind == "boneyard"] == [4]


# --- G14-21, G10.4: victory ------------------------------------------------------------------
def after(*seats: dict[str, Any], turn: int, rolls: str, centre: int, life: int = 4,
          **more: Any) -> DiceGame:
    return game(*seats, turn=turn, rolls=rolls, config={**UNDEAD, **more.pop("config", {})},
                outbreak=True, zombie_life=life, arrows=centre, **more)


def test_g14_21_everyone_dies_in_one_indian_attack_and_the_zombies_win() -> None:
    g = after(seat("sheriff", "Paul Regret", life=2, arrows=2),
              seat("outlaw", "Jesse Jones", life=1, arrows=1),
              seat("renegade", "Black Jack", life=2, arrows=2),
              seat("outlaw", "Jesse Jones", life=1, arrows=1, zombie=True),
              turn=3, rolls="AAA", centre=3)
    assert g.is_over and not any(g.alive)
    assert g.winners == frozenset({2, 3}) and module(g)["side"] == "zombies"


def test_g10_4_the_survivors_win_when_every_zombie_and_the_master_are_dead() -> None:
    g = after(seat("sheriff", "Paul Regret"), seat("outlaw", alive=False),
              seat("renegade", "Black Jack", life=1),
              seat("outlaw", life=1, zombie=True), turn=0, rolls="11GGG", centre=9)
    act(g, "stop", "shoot c0 t3", "shoot c1 t3")
    assert g.is_over and g.winners == frozenset({0, 1})  # the dead Outlaw shares it
    assert module(g)["side"] == "survivors"


def test_g10_12_the_sheriffs_death_no_longer_ends_the_game() -> None:
    g = after(seat("sheriff", "Paul Regret", life=1), seat("outlaw"),
              seat("renegade", "Black Jack"), seat("outlaw", zombie=True),
              turn=3, rolls="1BB" "BBBBB", centre=9)
    act(g, "stop", "shoot c0 t0")
    assert not g.alive[0] and not g.is_over


def test_g10_14_without_a_master_the_zombies_win_alone() -> None:
    g = after(seat("sheriff", "Paul Regret", life=1), seat("outlaw", life=1),
              seat("renegade", alive=False), seat("outlaw", zombie=True),
              turn=3, rolls="1GG", centre=9)
    assert module(g)["master"] == -1
    act(g, "stop", "shoot c0 t0")
    assert not g.is_over
    g2 = after(seat("sheriff", "Paul Regret", life=1), seat("outlaw", life=1, alive=False),
               seat("renegade", alive=False), seat("outlaw", zombie=True),
               turn=3, rolls="1GG", centre=9)
    act(g2, "stop", "shoot c0 t0")
    assert g2.is_over and g2.winners == frozenset({3})


# --- G10.3: zombies ----------------------------------------------------------------------------
def test_g10_3_zombies_roll_three_base_dice_and_gain_no_life() -> None:
    g = after(seat("sheriff", "Paul Regret"), seat("outlaw"), seat("renegade", "Black Jack"),
              seat("outlaw", life=2, zombie=True), turn=3, rolls="BBB", centre=9)
    assert g.table.keys == ("base",) * 3
    act(g, "stop", "beer c0 t3")
    assert g.life[3] == 2
    beer = [e.data for e in g.log if e.kind == "beer"][-1]
    assert beer["gained"] == 0
    act(g, "beer c1 t0")


def test_g10_6_a_zombie_has_no_ability_and_no_sheriff_bonus() -> None:
    g = after(seat("sheriff", "Paul Regret"), seat("outlaw"), seat("renegade", "Black Jack"),
              seat("outlaw", "Willy the Kid", zombie=True), turn=3, rolls="GGB", centre=9)
    act(g, "stop")
    assert "gatling" not in kinds(list(g.log))  # Willy's ability is gone with his card
    assert g.characters[3] == "Zombie"


def test_g10_8_the_master_keeps_his_dice_unless_he_is_a_zombie_by_option() -> None:
    seats = (seat("sheriff", "Paul Regret"), seat("outlaw"), seat("renegade", life=5),
             seat("outlaw", zombie=True))
    g = after(*seats, turn=2, rolls="BBBBB", centre=9)
    assert g.table.keys == ("base",) * 5
    act(g, "stop", "beer c0 t2")
    assert g.life[2] == 6
    h = after(*seats, turn=2, rolls="BBB", centre=9, config={"zombie_master_is_zombie": True})
    assert h.table.keys == ("base",) * 3
    act(h, "stop", "beer c0 t2")
    assert h.life[2] == 5


def test_g10_3_eight_players_the_renegade_closer_clockwise_is_the_master() -> None:
    roles = ("sheriff", "renegade", "deputy", "deputy", "outlaw", "renegade", "outlaw", "outlaw")
    alive = (True, True, True, True, False, True, False, False)
    seats = [seat(r, alive=a) for r, a in zip(roles, alive, strict=True)]
    seats[4]["life"] = 1
    seats[4]["alive"] = True
    g = game(*seats, turn=3, rolls="1BBBB" + "BBBBB", config=UNDEAD,
             boneyard_up=[2, 2], boneyard=[2, 0, 0, 1, 1, 1, 1, 1, 1])
    # S3 kills S4; 5 living, 6 hands: the outbreak begins with S4's turn (a zombie's):
    # S5 is closer to S4 clockwise than S1.
    act(g, "stop", "shoot c0 t4")
    while pending(g) == (3, "beer"):
        act(g, f"beer c{g.pending.context['die']} t3")  # type: ignore[union-attr]
    out = next(e.data for e in g.log if e.kind == "outbreak")
    assert out["seat"] == 4 and out["master"] == 5 and out["zombies"] == [4, 6, 7]


def test_g10_3_6_after_the_outbreak_the_dead_stay_dead() -> None:
    g = after(seat("sheriff", "Paul Regret"), seat("outlaw", life=1),
              seat("renegade", "Black Jack"), seat("outlaw", zombie=True),
              turn=0, rolls="1BBBB" "BBB" "BBB" "BBBBB", centre=9)
    act(g, "stop", "shoot c0 t1")
    while pending(g) == (0, "beer"):
        act(g, f"beer c{g.pending.context['die']} t0")  # type: ignore[union-attr]
    assert not g.alive[1] and g.turn == 2 and module(g)["zombies"] == [3]


def test_g10_11_two_counts_as_one_counts_zombies_as_alive() -> None:
    g = after(seat("sheriff", "Paul Regret"), seat("outlaw", alive=False),
              seat("renegade", "Black Jack"), seat("outlaw", zombie=True),
              turn=0, rolls="2BBBB", centre=9)
    act(g, "stop")
    assert g.pending is not None and {a.target for a in g.legal_actions()} == {2, 3}


def test_g7_10_a_zombie_may_be_challenged_and_draws_no_token() -> None:
    g = after(seat("sheriff", "Paul Regret"), seat("outlaw"), seat("renegade", "Black Jack"),
              seat("outlaw", zombie=True), turn=0, rolls="BBBXG" "A" "BBB", centre=9,
              config=DUELS, wound_pile=pile())
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t3")
    assert g.life[3] == 3 and "wound" not in kinds(list(g.log))


def test_g11_vulture_sam_gains_for_a_zombies_elimination() -> None:
    g = after(seat("sheriff", "Vulture Sam", life=5), seat("outlaw"),
              seat("renegade", "Black Jack"), seat("outlaw", life=1, zombie=True),
              turn=0, rolls="1GGGD" "BBB", centre=9)
    act(g, "stop", "shoot c0 t3")
    assert g.life[0] == 7


def test_g10_views_show_zombies_master_and_face_up_cards_but_no_order() -> None:
    g = game(*six((True, True, True, True, False, False)), config=UNDEAD,
             boneyard_up=[2, 1], boneyard=[1, 0, 0, 1, 1, 1, 1, 2, 2], rolls="BBBBB")
    view = g.view(3).to_dict()["modules"]["uoa_undead"]
    assert view["face_up"] == [2, 1] and view["hands"] == 3 and view["boneyard"] == 9
    assert view.get("boneyard") != [1, 0, 0] and "cards" not in view
    replays(g)


def test_g10_setup_refuses_what_the_module_cannot_hold() -> None:
    with pytest.raises(ConfigError, match="zombies need outbreak"):
        game(seat("sheriff"), seat("outlaw"), seat("outlaw", zombie=True), seat("renegade"),
             config=UNDEAD)
    with pytest.raises(ConfigError, match="boneyard"):
        game(seat("sheriff"), seat("outlaw"), seat("outlaw"), seat("renegade"),
             config=UNDEAD, boneyard_up=[0])
    with pytest.raises(ConfigError, match="module"):
        game(seat("sheriff"), seat("outlaw"), seat("outlaw"), seat("renegade"), boneyard=[1])
