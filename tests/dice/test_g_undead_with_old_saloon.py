"""Undead or Alive with Old Saloon (RULES.md G8, G17-1, G6-5, G6-3, G10-7, G18-9): the
Saloon die with the Duel dice, the merged order of resolution, Old Saloon's characters
with duels and zombies, and random games with every sourced module of both boxes at 4-8
players."""

from __future__ import annotations

import json
import random
from collections import Counter

from test_g_undead_properties import check, check_winners
from uoa_helpers import DUELS, act, game, legal, pending, pile, seat

from bang.dice import DiceConfig, DiceGame
from bang.dice.content import table_for

SALOON = {"os_saloon_dice": True}
EVERYTHING = {**DUELS, "uoa_characters": True, "uoa_undead": True, "os_saloon_dice": True,
              "os_chief_arrow": True, "os_characters": True}


def test_g17_1_a_saloon_die_replaces_one_of_the_three_base_dice() -> None:
    g = game(seat("sheriff"), seat("outlaw"), seat("outlaw"), seat("renegade"),
             config={**DUELS, **SALOON}, wound_pile=pile())
    assert pending(g) == (0, "saloon_die")
    act(g, "loudmouth")
    assert g.table.keys == ("base", "base", "loudmouth", "duel", "duel")


def test_g17_1_jose_delgado_rolls_three_base_dice_his_loudmouth_and_two_duel_dice() -> None:
    g = game(seat("sheriff", "José Delgado"), seat("outlaw"), seat("outlaw"),
             seat("renegade"), config={**DUELS, **SALOON, "os_characters": True},
             wound_pile=pile())
    act(g, "loudmouth")
    assert g.table.keys == ("base", "base", "base", "loudmouth", "duel", "duel")


def test_g17_1_the_option_forbids_a_saloon_die_with_the_duel_dice() -> None:
    g = game(seat("sheriff"), seat("outlaw"), seat("outlaw"), seat("renegade"),
             config={**DUELS, **SALOON, "saloon_die_with_duel_dice": False},
             wound_pile=pile())
    assert pending(g) == (0, "roll") and g.table.keys == ROLLED


ROLLED = ("base", "base", "base", "duel", "duel")


def test_g8_the_merged_order_of_resolution() -> None:
    _, plan = table_for(("base", "loudmouth", "coward", "duel", "duel"))
    assert plan.keys == ("arrow", "broken_arrow", "bullet", "dynamite", "whiskey",
                         "bulls_eye", "beer", "gatling", "duel")


def test_g10_7_a_zombie_takes_no_saloon_die() -> None:
    g = game(seat("sheriff", "Paul Regret"), seat("outlaw"), seat("renegade", "Black Jack"),
             seat("outlaw", zombie=True), turn=3, rolls="BBB",
             config={"uoa_undead": True, **SALOON}, outbreak=True, zombie_life=4)
    assert pending(g) == (3, "roll") and g.table.keys == ("base",) * 3


def test_g6_5_molly_stark_may_take_a_duel_loss_and_its_token() -> None:
    g = game(seat("sheriff"), seat("deputy", "Molly Stark"), seat("outlaw"),
             seat("outlaw"), seat("renegade"), rolls="BBBXG" "A",
             config={**DUELS, "os_characters": True}, wound_pile=pile("two"))
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t2")
    assert pending(g) == (1, "molly_stark")
    act(g, "stand_in")
    assert g.life[1] == 7 and g.life[2] == 9
    assert [e.data["seat"] for e in g.log if e.kind == "wound"] == [1]


def test_g18_9_molly_stark_takes_no_loss_meant_for_a_zombie() -> None:
    g = game(seat("sheriff", "Paul Regret"), seat("outlaw", "Molly Stark"),
             seat("renegade", "Black Jack"), seat("outlaw", zombie=True), turn=0,
             rolls="1BBBB", config={"uoa_undead": True, "os_characters": True},
             outbreak=True, zombie_life=4)
    act(g, "stop", "shoot c0 t3")
    assert "molly_stark" not in [p.kind for p in [g.pending] if p is not None]
    assert g.life[3] == 3


def test_g6_3_vera_custer_loses_a_duel_in_full() -> None:
    g = game(seat("sheriff"), seat("outlaw", "Vera Custer"), seat("outlaw"),
             seat("renegade"), rolls="BBBXG" "A",
             config={**DUELS, "os_characters": True}, wound_pile=pile())
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t1")
    assert g.life[1] == 6


def test_g5_6_a_duel_winner_el_gringo_lost_to_may_take_the_chiefs_arrow() -> None:
    g = game(seat("sheriff"), seat("outlaw", "El Gringo"), seat("outlaw"), seat("renegade"),
             rolls="BBBXG" "A", config={**DUELS, "os_chief_arrow": True}, wound_pile=pile())
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t1")
    assert pending(g) == (0, "chief_arrow")
    act(g, "chief")
    assert g.chief == 0 and g.life[1] == 6


def test_g9_2_chuck_wengams_new_arrow_may_be_the_chiefs() -> None:
    g = game(seat("sheriff", "Chuck Wengam"), seat("outlaw"), seat("outlaw"),
             seat("renegade"), rolls="GG1B2",
             config={"uoa_characters": True, "os_chief_arrow": True})
    act(g, "change c4 x0")
    assert pending(g) == (0, "chief_arrow") and "chief" in legal(g)
    act(g, "chief")
    assert g.chief == 0 and pending(g) == (0, "roll")


def test_g17_3_random_games_with_every_module_of_both_boxes() -> None:
    seen: Counter[str] = Counter()
    for index in range(150):
        players = 4 + index % 5
        options = {**EVERYTHING, "players": players}
        if index % 3 == 1:
            options.update(saloon_faces_timing="final", sean_mallory_scope="any_roll",
                           chief_arrow_attack_trigger="last_regular",
                           zombie_master_is_zombie=True)
        g = DiceGame.new(DiceConfig.from_dict(options), 4000 + index)
        bot = random.Random(index)
        decisions = 0
        while not g.is_over:
            check(g)
            assert g.centre + sum(g.arrows) == 9
            assert g.chief == -1 or 0 <= g.chief < g.n  # the Chief's Arrow in one place
            assert g.pending is not None
            seen[g.pending.kind] += 1
            g.apply(bot.choice(g.legal_actions()))
            decisions += 1
            assert decisions < 20_000
        check_winners(g)
        if index % 3 == 0:
            again = DiceGame.from_record(json.loads(json.dumps(g.to_record())))
            assert again.digest() == g.digest()
    for kind in ("saloon_die", "challenge", "whiskey", "chief_arrow"):
        assert seen[kind] > 0, kind
