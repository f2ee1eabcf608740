"""RULES.md G14-1 .. G14-11 (Old Saloon's worked cases), each from its exact position, and
the G15 checklist items 1-5."""

from __future__ import annotations

from os_helpers import answer, events, kind, legal, os_game, p, rolls

from bang.dice.content import DICE
from bang.dice.data import TOTAL_ARROWS
from bang.dice.state import CHIEF_PILE


def test_g14_1_loudmouth_bullet_and_double_gatling() -> None:
    seats = [p("sheriff", "Jesse Jones"), p("outlaw", "Paul Regret"),
             p("renegade", "Jourdonnais"), p("outlaw", "Black Jack")]
    g = os_game(*seats, stack=rolls("A1BG", "loudmouth:bullet", "loudmouth:double_gatling"),
                os_saloon_dice=True)
    answer(g, "loudmouth")
    assert g.arrows[0] == 1 and g.centre == 8 and g.life[0] == 10
    assert g.pending.context == {"rolls_left": 2}
    answer(g, "reroll x16")
    assert g.pending.context == {"rolls_left": 1}
    answer(g, "stop", "shoot c1 t1", "beer c2 t0")
    assert g.life == [11, 8, 6, 7]
    assert g.arrows[0] == 0 and g.centre == TOTAL_ARROWS
    assert len(events(g, "bullet")) == 1 and len(events(g, "gatling")) == 1
    assert not g.is_over


def test_g14_2_coward_double_beer_split_no_gatling_possible() -> None:
    seats = [p("sheriff", "Paul Regret", life=9), p("deputy", "Jesse Jones", life=5),
             p("outlaw", "Black Jack"), p("renegade", "Jourdonnais"),
             p("outlaw", "Pedro Ramirez")]
    g = os_game(*seats, stack=rolls("B1GG", "coward:double_beer"), os_saloon_dice=True)
    answer(g, "coward", "stop")
    assert legal(g) == ["shoot c1 t1", "shoot c1 t4"]
    answer(g, "shoot c1 t4", "beer c0 t0", "beer c4 t1", "beer c4 t0")
    assert g.life == [11, 6, 8, 7, 7] and not events(g, "gatling")


def test_g14_3_broken_arrow_the_chiefs_arrow_is_excluded() -> None:
    seats = [p("sheriff", "Jourdonnais", arrows=2), p("outlaw", "Paul Regret"),
             p("renegade", "Black Jack", arrows=1), p("outlaw", "Jesse Jones")]
    g = os_game(*seats, chief=1, arrows=6, stack=rolls("AAB1", "coward:broken_arrow"),
                os_saloon_dice=True, os_chief_arrow=True)
    answer(g, "coward")
    assert g.arrows[0] == 4 and g.centre == 4
    assert kind(g) == "broken_arrow" and legal(g) == ["return t0", "return t2"]
    answer(g, "return t2")
    assert g.arrows[2] == 0 and g.centre == 5 and g.chief == 1
    assert g.pending.context == {"rolls_left": 2}


def test_g14_4_the_single_player_with_the_most_loses_nothing() -> None:
    seats = [p("sheriff", "Paul Regret", arrows=1), p("outlaw", "Black Jack", arrows=2),
             p("renegade", "Jesse Jones", arrows=1), p("outlaw", "Sid Ketchum", arrows=3)]
    g = os_game(*seats, chief=1, arrows=2, stack=rolls("AA1BG"), os_chief_arrow=True)
    assert events(g, "indians") == [{"losses": [3, 0, 1, 3]}]
    assert g.life == [8, 8, 8, 5]
    assert g.centre == TOTAL_ARROWS and g.chief == CHIEF_PILE and g.arrows == [0] * 4
    assert kind(g) == "roll" and g.pending.context == {"rolls_left": 2}


def test_g14_4b_a_tie_for_the_most_the_holder_loses_four() -> None:
    seats = [p("sheriff", "Paul Regret", arrows=1), p("outlaw", "Black Jack", arrows=2),
             p("renegade", "Jesse Jones", arrows=1), p("outlaw", "Sid Ketchum", arrows=4)]
    g = os_game(*seats, chief=1, arrows=1, stack=rolls("A1BG2"), os_chief_arrow=True)
    assert events(g, "indians") == [{"losses": [2, 4, 1, 4]}]
    assert g.life == [9, 4, 8, 4]


def g14_5(**config: object):
    seats = [p("sheriff", arrows=0), p("outlaw", arrows=4), p("outlaw", arrows=4),
             p("renegade")]
    return os_game(*seats, arrows=1, stack=rolls("A1BBB"), os_chief_arrow=True, **config)


def test_g14_5a_taking_the_chiefs_arrow_keeps_the_pile_from_emptying() -> None:
    g = g14_5()
    assert kind(g) == "chief_arrow"
    answer(g, "chief")
    assert g.chief == 0 and g.centre == 1 and not events(g, "indians")
    assert g.arrow_worth(0) == 2


def test_g14_5b_taking_the_regular_arrow_no_attack_by_default() -> None:
    g = g14_5()
    answer(g, "arrow")
    assert g.centre == 0 and g.chief == CHIEF_PILE and not events(g, "indians")
    assert kind(g) == "roll"


def test_g14_5b_with_last_regular_the_indians_attack_and_the_chief_stays() -> None:
    g = g14_5(chief_arrow_attack_trigger="last_regular")
    answer(g, "arrow")
    assert events(g, "indians") == [{"losses": [1, 4, 4, 0]}]
    assert g.chief == CHIEF_PILE and g.centre == TOTAL_ARROWS


def test_g14_6_jose_delgado_six_dice_and_three_dynamite() -> None:
    seats = [p("sheriff", "José Delgado"), p("outlaw"), p("outlaw"), p("renegade")]
    g = os_game(*seats, stack=rolls("DD12B", "loudmouth:dynamite"), os_saloon_dice=True,
                os_characters=True)
    answer(g, "loudmouth")
    assert len(g.table.keys) == 6 and g.life[0] == 8
    # No more rolls: the ONE, the TWO and the BEER resolve (B5.2).
    assert kind(g) == "shoot" and g.rolls_used == 1
    answer(g, "shoot c2 t1", "shoot c3 t2", "beer c4 t0")
    assert g.life == [9, 8, 8, 9]


def test_g14_7_bill_noface_takes_only_the_final_arrows() -> None:
    seats = [p("sheriff", "Bill Noface"), p("outlaw"), p("outlaw"), p("renegade")]
    g = os_game(*seats, stack=rolls("AA1BG", "1A"), os_characters=True)
    assert g.arrows[0] == 0 and g.centre == 9
    answer(g, "reroll x3")
    assert g.arrows[0] == 0 and g.pending.context == {"rolls_left": 1}
    answer(g, "stop")
    assert g.arrows[0] == 1 and g.centre == 8
    answer(g, "shoot c0 t1", "shoot c2 t3", "beer c3 t0")
    assert g.life == [11, 8, 9, 8] and not events(g, "gatling")


def test_g14_8_elena_fuentes_gift_empties_the_pile() -> None:
    seats = [p("sheriff", "Elena Fuente", arrows=1), p("outlaw", "Jesse Jones", arrows=3),
             p("renegade", "Paul Regret", arrows=2), p("outlaw", "Black Jack", arrows=1)]
    g = os_game(*seats, stack=rolls("AA1BD"), os_characters=True)
    answer(g, "give t3")
    assert events(g, "indians") == [{"losses": [2, 3, 2, 2]}]
    assert g.life == [7, 6, 7, 6] and g.centre == TOTAL_ARROWS
    assert g.pending.context == {"rolls_left": 2}


def g14_9(**config: object):
    seats = [p("sheriff", "Jesse Jones"), p("outlaw", "Vera Custer"),
             p("renegade", "Paul Regret"), p("outlaw", "Black Jack")]
    g = os_game(*seats, stack=rolls("1BGD", "loudmouth:double_one"), os_saloon_dice=True,
                os_characters=True, **config)
    answer(g, "loudmouth", "stop", "shoot c0 t1", "shoot c4 t1", "shoot c4 t1")
    return g


def test_g14_9_vera_custer_per_die_reduction() -> None:
    assert g14_9().life[1] == 6


def test_g14_9_vera_custer_per_turn_reduction() -> None:
    assert g14_9(vera_custer_reduction_per="turn").life[1] == 5


def test_g14_10_doc_holyday_heals_after_the_bulls_eye_batch() -> None:
    seats = [p("outlaw", "Doc Holyday", life=5), p("sheriff", "Jesse Jones"),
             p("deputy", "Paul Regret"), p("renegade", "Black Jack"),
             p("outlaw", "Jourdonnais")]
    g = os_game(*seats, turn=0, stack=rolls("1BGD", "loudmouth:double_two"),
                os_saloon_dice=True, os_characters=True)
    answer(g, "loudmouth", "stop", "shoot c0 t1", "shoot c4 t2", "shoot c4 t3")
    names = [e.kind for e in g.log]
    assert names.index("damage") < names.index("doc_holyday")
    assert g.life[:4] == [7, 10, 8, 7] and kind(g) == "beer"
    answer(g, "beer c1 t0")
    assert g.life[0] == 8


def g14_11():
    seats = [p("sheriff", "Jesse Jones", life=1), p("deputy", "Molly Stark", life=5),
             p("outlaw", "Black Jack"), p("renegade", "Paul Regret")]
    g = os_game(*seats, turn=2, stack=rolls("GGGB1"), os_characters=True)
    answer(g, "stop", "shoot c4 t3")
    assert kind(g) == "molly_stark" and g.pending.context["target"] == 3
    answer(g, "pass", "beer c3 t2")
    assert g.life[3] == 8
    assert kind(g) == "molly_stark" and g.pending.context == {
        "target": 0, "points": 1, "source": "gatling"}
    return g


def test_g14_11_molly_stark_takes_the_sheriffs_gatling_hit() -> None:
    g = g14_11()
    answer(g, "stand_in")
    assert g.life == [1, 3, 8, 8] and not g.is_over


def test_g14_11_without_molly_stark_the_sheriff_dies_and_the_outlaws_win() -> None:
    g = g14_11()
    answer(g, "pass")
    assert g.is_over and g.winners == frozenset({2})


# --- G15: the checklist (items 1-5) ------------------------------------------------------------
def test_g15_1_face_lists_replacement_never_both_fixed_for_the_turn() -> None:
    assert set(DICE["loudmouth"].faces) & set(DICE["coward"].faces) == {"arrow", "dynamite"}
    g = os_game(p("sheriff"), p("outlaw"), p("outlaw"), p("renegade"),
                stack=rolls("BBBB", "coward:beer", "coward:one"), os_saloon_dice=True)
    assert "loudmouth coward" not in legal(g) and len(legal(g)) == 3
    answer(g, "coward", "reroll x16")
    assert g.table.keys == ("base",) * 4 + ("coward",) and kind(g) == "roll"


def test_g15_2_double_faces_count_two_split_freely_gatling_once() -> None:
    test_g14_2_coward_double_beer_split_no_gatling_possible()
    assert g14_9().life[1] == 6
    g2 = os_game(p("sheriff"), p("outlaw"), p("outlaw"), p("renegade"),
                 stack=rolls("GGGB", "loudmouth:double_gatling"), os_saloon_dice=True)
    answer(g2, "loudmouth", "stop", "beer c3 t0")
    assert len(events(g2, "gatling")) == 1 and g2.life[1:] == [8, 8, 8]


def test_g15_3_broken_arrow_and_bullet_act_once_the_chiefs_never_returned() -> None:
    test_g14_1_loudmouth_bullet_and_double_gatling()
    test_g14_3_broken_arrow_the_chiefs_arrow_is_excluded()


def test_g15_4_chiefs_arrow_worth_two_one_taken_exemption_ties_trigger() -> None:
    test_g14_4_the_single_player_with_the_most_loses_nothing()
    test_g14_4b_a_tie_for_the_most_the_holder_loses_four()
    test_g14_5a_taking_the_chiefs_arrow_keeps_the_pile_from_emptying()
    test_g14_5b_with_last_regular_the_indians_attack_and_the_chief_stays()


def test_g15_5_each_old_saloon_characters_ability() -> None:
    test_g14_6_jose_delgado_six_dice_and_three_dynamite()
    test_g14_7_bill_noface_takes_only_the_final_arrows()
    test_g14_8_elena_fuentes_gift_empties_the_pile()
    test_g14_9_vera_custer_per_turn_reduction()
    test_g14_10_doc_holyday_heals_after_the_bulls_eye_batch()
    test_g14_11_molly_stark_takes_the_sheriffs_gatling_hit()
