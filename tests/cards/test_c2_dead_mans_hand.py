"""RULES.md C2: Dead Man's Hand (C2.1 rules, C2.2 resolutions, C2.3 test vectors), A14.6,
A14.7."""

from __future__ import annotations

import pytest

from bang.cards.game import CardGame

from .ghost_setups import card, census, ghost, kinds, play, position, seat

DMH = "dead_mans_hand"
BANGS = [card("BANG!", r, "♦") for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J")]
CLUB_BANGS = [card("BANG!", r, "♣") for r in ("2", "3", "4", "5", "6", "7", "8", "9")]
MISSED_2S, MISSED_3S = card("Missed!", "2", "♠"), card("Missed!", "3", "♠")
BEERS = [card("Beer", r, "♥") for r in ("6", "7", "8", "9", "10", "J")]
A_SPADES_SCOPE, A_SPADES = card("Scope", "A", "♠"), card("BANG!", "A", "♠")
A_HEARTS, A_DIAMONDS = card("BANG!", "A", "♥"), card("BANG!", "A", "♦")
A_CLUBS, K_SPADES = card("Missed!", "A", "♣"), card("Barrel", "K", "♠")
GATLING = card("Gatling", "10", "♥")
STORE = card("General Store", "Q", "♠")


def pass_windows(game: CardGame) -> None:
    while game.pending is not None and game.pending.kind == "dmh_shoot":
        game.apply("pass")


def test_c2_1_1_death_draws_seven_after_the_bounty_then_declares() -> None:
    deck = BANGS[:3] + CLUB_BANGS[:7]
    g = position([seat("sheriff", hand=[A_HEARTS]), seat("outlaw", life=1),
                  seat("renegade"), seat("outlaw")], DMH, deck=deck)
    play(g, f"play c{A_HEARTS} t1")
    assert sorted(g.hands[0]) == sorted(BANGS[:3])        # A14.6: bounty first
    assert sorted(g.hands[1]) == sorted(CLUB_BANGS[:7])   # then seven for the dead
    assert g.pending is not None and g.pending.kind == "dmh_predict" and g.pending.seat == 1
    assert {a.target for a in g.legal_actions()} == {0, 2, 3}  # living players only
    play(g, "predict t2")
    assert g.ghost.predictions[1] == 2
    assert g.pending is not None and g.pending.kind == "play" and g.pending.seat == 0
    census(g)


def test_c2_3_prediction_scores_once_and_both_must_redeclare() -> None:
    """D1 named X and X dies: D1 draws 1.  D2 named Y: nothing.  Both used up."""
    deck = BANGS[:3] + CLUB_BANGS[:7] + [BEERS[1]]
    players = [seat("sheriff", hand=[A_HEARTS]), ghost("outlaw", [K_SPADES]),
               seat("outlaw", life=1), seat("renegade"), ghost("deputy", [A_CLUBS]),
               seat("outlaw")]
    g = position(players, DMH, deck=deck, ghost_extra={"predictions": {"1": 2, "4": 3}})
    play(g, f"play c{A_HEARTS} t2")
    assert sorted(g.hands[1]) == sorted([K_SPADES, BEERS[1]])  # D1's bonus card
    assert g.hands[4] == [A_CLUBS]
    assert g.stats()["dmh_predictions_scored"] == 1
    assert g.pending is not None and g.pending.kind == "dmh_predict" and g.pending.seat == 2
    play(g, "predict t3")
    assert g.ghost.predictions == [-1, -1, 3, -1, -1, -1]


def test_c2_1_4_a_declared_prediction_is_public_in_every_view() -> None:
    """The new dead player declares aloud: every seat and a spectator see whom he named,
    until a death uses the prediction up."""
    deck = BANGS[:3] + CLUB_BANGS[:7] + [BEERS[1]]
    players = [seat("sheriff", hand=[A_HEARTS]), ghost("outlaw", [K_SPADES]),
               seat("outlaw", life=1), seat("renegade"), ghost("deputy", [A_CLUBS]),
               seat("outlaw")]
    g = position(players, DMH, deck=deck, ghost_extra={"predictions": {"1": 2, "4": 3}})
    assert [p.prediction for p in g.view(None).players] == [None, 2, None, None, 3, None]
    play(g, f"play c{A_HEARTS} t2")
    play(g, "predict t3")
    for viewer in (None, 0, 1, 3):
        assert [p.prediction for p in g.view(viewer).players] == [
            None, None, 3, None, None, None]


def test_c2_3_dead_turn_discards_to_five_declares_then_draws_to_seven() -> None:
    hand = BANGS[:8]
    players = [seat("sheriff"), ghost("outlaw", hand), seat("renegade"), seat("outlaw")]
    g = position(players, DMH, deck=CLUB_BANGS[:2], turn=1, phase="start")
    for c in hand[:3]:
        assert g.pending is not None and g.pending.kind == "dmh_discard"
        play(g, f"discard c{c}")
    assert g.pending is not None and g.pending.kind == "dmh_predict"
    play(g, "predict t2")
    assert sorted(g.hands[1]) == sorted(hand[3:] + CLUB_BANGS[:2])
    assert g.turn_seat == 2


def test_a14_7_one_gatling_two_deaths_predictions_and_declarations() -> None:
    deck = CLUB_BANGS[:7] + BANGS[:7] + [BEERS[0], BEERS[1]]
    players = [seat("renegade", hand=[GATLING]), seat("outlaw", life=1),
               ghost("deputy", [K_SPADES]), seat("outlaw", life=1), ghost("outlaw", [A_CLUBS]),
               seat("sheriff"), seat("deputy")]
    g = position(players, DMH, deck=deck, turn=0,
                 ghost_extra={"predictions": {"2": 1, "4": 3}})
    play(g, f"play c{GATLING}")
    # both predictions scored (each named one of the players the Gatling killed)
    assert len(g.hands[2]) == 2 and len(g.hands[4]) == 2
    assert g.stats()["dmh_predictions_scored"] == 2
    # the two new dead declare after both deaths resolved, in order of death
    assert g.pending is not None and g.pending.kind == "dmh_predict" and g.pending.seat == 1
    assert 3 not in {a.target for a in g.legal_actions()}
    play(g, "predict t5")
    assert g.pending is not None and g.pending.seat == 3
    play(g, "predict t6")
    assert g.ghost.predictions == [-1, 5, -1, 6, -1, -1, -1]


@pytest.mark.parametrize("take", [True, False])
def test_c2_1_5_the_dead_shoot_each_other_between_turns(take: bool) -> None:
    players = [seat("sheriff"), ghost("outlaw", [A_SPADES, BEERS[0]]),
               seat("renegade"), ghost("deputy", [MISSED_2S, BEERS[1]]), seat("outlaw")]
    g = position(players, DMH)
    play(g, "end")  # a living player's turn ends: the boot-hill window opens
    assert g.pending is not None and g.pending.kind == "dmh_shoot" and g.pending.seat == 1
    assert {a.format() for a in g.legal_actions()} == {f"shoot c{A_SPADES} t3", "pass"}
    play(g, f"shoot c{A_SPADES} t3")
    assert g.pending is not None and g.pending.kind == "dmh_missed" and g.pending.seat == 3
    if take:
        play(g, "take")
        assert len(g.hands[3]) == 1
        assert "dmh_forfeit" in kinds(g)
    else:
        play(g, f"missed c{MISSED_2S}")
        assert g.hands[3] == [BEERS[1]]
    assert A_SPADES in g.discard
    pass_windows(g)
    census(g)


def test_c2_2_1_window_only_after_dead_turns_option() -> None:
    players = [seat("sheriff"), ghost("outlaw", [A_SPADES, BEERS[0], BEERS[2], BEERS[3],
                                                 BEERS[4]]),
               seat("renegade"), ghost("deputy", [MISSED_2S, BEERS[1]]), seat("outlaw")]
    g = position(players, DMH, dmh_shoot_window="after_dead_turns_only")
    play(g, "end")
    assert g.pending is not None and g.pending.kind == "dmh_predict"  # seat 1's own turn
    play(g, "predict t2")
    assert g.pending is not None and g.pending.kind == "dmh_shoot"


def test_c2_1_7_general_store_with_the_dead() -> None:
    deck = BANGS[:5]
    players = [seat("sheriff", hand=[STORE]), ghost("outlaw", [A_SPADES]), seat("renegade"),
               ghost("deputy", [A_CLUBS]), seat("outlaw")]
    g = position(players, DMH, deck=deck)
    play(g, f"play c{STORE}")
    assert len(g.limbo) == 5  # 3 living + 2 dead
    order = []
    while g.pending is not None and g.pending.kind == "store_pick":
        order.append(g.pending.seat)
        g.apply(g.legal_actions()[0])
    assert order[:4] == [0, 1, 2, 3]
    assert len(g.hands[1]) == 2 and len(g.hands[3]) == 2


def test_c2_1_8_dead_renegade_cannot_win_the_main_game() -> None:
    players = [seat("sheriff", life=1), seat("outlaw", "Rose Doolan", hand=[A_HEARTS]),
               ghost("renegade", [A_SPADES]), ghost("outlaw", [A_CLUBS])]
    g = position(players, DMH, turn=1)
    play(g, f"play c{A_HEARTS} t0")
    assert g.is_over and g.winners == frozenset({1, 3})


def test_c2_1_6_showdown_at_the_end_with_duplicates_void() -> None:
    """The C2.3 four-Aces hand wins the dead players' game; reported apart from the
    main game's winners (game_over event and views)."""
    four_aces = [A_SPADES_SCOPE, A_SPADES, A_HEARTS, A_DIAMONDS, A_CLUBS, K_SPADES,
                 CLUB_BANGS[0]]
    players = [seat("sheriff", life=1), seat("outlaw", "Rose Doolan", hand=[BANGS[0]]),
               ghost("deputy", four_aces), ghost("outlaw", [MISSED_2S, MISSED_3S])]
    g = position(players, DMH, turn=1, deck=BEERS[:3] + CLUB_BANGS[1:8])
    play(g, f"play c{BANGS[0]} t0")
    assert g.is_over and g.winners == frozenset({1, 3})
    assert g.dmh_winners == frozenset({2})
    over = next(e for e in g.log if e.kind == "game_over")
    assert over.data["dmh_winners"] == [2]
    assert g.view(0).dmh_winners == (2,)
    showdown = next(e for e in g.log if e.kind == "dmh_showdown")
    assert showdown.data["hands"]["2"]["hand"] == "four of a kind"
    assert "0" in showdown.data["hands"]  # the Sheriff died last: he drew 7 and plays
    assert g.stats()["dmh_win_deputy"] == 1


@pytest.mark.parametrize("all_draw, sheriff_in", [(True, True), (False, False)])
def test_c2_2_4_last_deaths_all_draw_option(all_draw: bool, sheriff_in: bool) -> None:
    players = [seat("renegade", hand=[GATLING]), seat("sheriff", life=1),
               seat("deputy", life=1), seat("outlaw"), ghost("outlaw", [A_CLUBS])]
    g = position(players, DMH, turn=0, dmh_last_deaths_all_draw=all_draw)
    play(g, f"play c{GATLING}")
    # the Sheriff (seat 1) and the Deputy (seat 2) fall to the Gatling; seat 3 lives
    while g.pending is not None:
        g.apply(g.legal_actions()[-1])
    assert g.is_over
    showdown = next(e for e in g.log if e.kind == "dmh_showdown")
    assert ("1" in showdown.data["hands"]) is sheriff_in
    assert "2" in showdown.data["hands"] and "3" not in showdown.data["hands"]
    census(g)


def test_c2_2_6_separate_ghost_deck() -> None:
    players = [seat("sheriff", hand=[A_HEARTS]), seat("outlaw", life=1),
               seat("renegade"), seat("outlaw")]
    g = position(players, DMH, ghost_separate_deck=True)
    deck_before = len(g.deck)
    play(g, f"play c{A_HEARTS} t1")
    assert all(80 <= c < 160 for c in g.hands[1]) and len(g.hands[1]) == 7
    assert len(g.deck) == deck_before - 3  # only the bounty came from the main deck
    census(g)
