"""RULES.md C1: Dead Reckonin' (C1.1 rules, C1.2 ghost actions, C1.3 resolutions)."""

from __future__ import annotations

import pytest

from bang.cards.game import CardGame

from .ghost_setups import card, census, ghost, kinds, play, position, seat

DR = "dead_reckonin"
BANG_2D, BANG_3D, BANG_4D, BANG_5D = (card("BANG!", r, "♦") for r in "2345")
BANG_6D, BANG_7D = card("BANG!", "6", "♦"), card("BANG!", "7", "♦")
A_SPADES, A_HEARTS, A_DIAMONDS = card("BANG!", "A", "♠"), card("BANG!", "A", "♥"), \
    card("BANG!", "A", "♦")
A_CLUBS = card("Missed!", "A", "♣")
SCOPE_A_SPADES = card("Scope", "A", "♠")
K_HEARTS, K_CLUBS = card("BANG!", "K", "♥"), card("Missed!", "K", "♣")
Q_DIAMONDS, Q_SPADES = card("BANG!", "Q", "♦"), card("Barrel", "Q", "♠")
K_SPADES = card("Barrel", "K", "♠")
TWO_CLUBS, THREE_CLUBS = card("BANG!", "2", "♣"), card("BANG!", "3", "♣")
THREE_HEARTS = card("Wells Fargo", "3", "♥")
SEVEN_HEARTS = card("Beer", "7", "♥")
NINE_DIAMONDS = card("BANG!", "9", "♦")
MISSED_2S, MISSED_3S = card("Missed!", "2", "♠"), card("Missed!", "3", "♠")
MUSTANG = card("Mustang", "8", "♥")
JAIL = card("Jail", "10", "♠")
BEER = card("Beer", "6", "♥")


def contest_table(g1: list[int], g3: list[int] | None = None, *, role1: str = "outlaw",
                  role3: str = "deputy", **options: object) -> CardGame:
    """Sheriff (seat 0) in his play phase with nothing in hand; a Ghost at seat 1 and
    (if ``g3``) one at seat 3; living Renegade (2) and Outlaw (4)."""
    players = [
        seat("sheriff", life=3),
        ghost(role1, g1),
        seat("renegade", "Paul Regret", hand=[MISSED_2S]),
        ghost(role3, g3) if g3 is not None else seat(role3),
        seat("outlaw", life=2),
    ]
    return position(players, DR, **options)


def end_sheriff_turn(game: CardGame) -> None:
    play(game, "end")


def end_turn(game: CardGame) -> None:
    """End the play phase and discard down to the hand limit (first cards first)."""
    seat_ = game.turn_seat
    play(game, "end")
    while game.pending is not None and game.pending.kind == "discard":
        game.apply(f"discard c{game.hands[seat_][0]}")


def choose(game: CardGame, seat_: int, a: int, b: int) -> None:
    """``seat_`` plays ``a`` and ``b``; with exactly two cards in a hand (public) the
    choice is forced and already made."""
    pending = game.pending
    if pending is not None and pending.kind == "ghost_contest" and pending.seat == seat_:
        lo, hi = sorted((a, b))
        game.apply(f"contest c{lo} x{hi}")
        return
    played = [p for e in game.log if e.kind == "ghost_contest" for p in e.data["plays"]]
    assert [seat_, min(a, b), max(a, b)] in [[p[0], min(p[1:]), max(p[1:])] for p in played]


# --- C1.1 --------------------------------------------------------------------------------
def test_c1_1_1_the_dead_draw_two_after_the_bounty_a14_6() -> None:
    deck = [BANG_3D, BANG_4D, BANG_5D, BANG_6D, BANG_7D]
    g = position([seat("sheriff", hand=[BANG_2D]), seat("outlaw", life=1), seat("renegade"),
                  seat("outlaw")], DR, deck=deck)
    play(g, "play c4 t1")
    assert not g.alive[1] and g.is_ghost(1)
    assert sorted(g.hands[0]) == [BANG_3D, BANG_4D, BANG_5D]  # A9.3 bounty first
    assert sorted(g.hands[1]) == [BANG_6D, BANG_7D]            # then the Ghost's two
    assert g.view(2).players[1].ghost and g.view(2).players[1].hand_count == 2
    census(g)


def test_c1_1_2_ghost_turn_draws_to_four_and_ghosts_keep_their_seat() -> None:
    deck = [BANG_3D, BANG_4D, BANG_5D, BANG_6D]
    g = position([seat("sheriff", hand=[MISSED_2S]), ghost("outlaw", [A_SPADES]),
                  seat("renegade"), seat("outlaw")], DR, deck=deck)
    play(g, "end")  # no contest: the only Ghost holds 1 card (C1.3-2)
    assert "ghost_turn" in kinds(g)
    assert sorted(g.hands[1]) == sorted([A_SPADES, BANG_3D, BANG_4D, BANG_5D])
    assert g.pending is not None and g.turn_seat == 2  # straight on to the next seat


def test_c1_1_3_contest_after_the_sheriff_turn_in_seat_order_and_discarded() -> None:
    g = contest_table([K_HEARTS, K_CLUBS, BANG_2D], [A_SPADES, Q_DIAMONDS, BANG_3D])
    end_sheriff_turn(g)
    choose(g, 1, K_HEARTS, K_CLUBS)
    choose(g, 3, A_SPADES, Q_DIAMONDS)
    contest = next(e for e in g.log if e.kind == "ghost_contest")
    assert contest.data["winner"] == 1  # a pair beats a high card (C1.4)
    for c in (K_HEARTS, K_CLUBS, A_SPADES, Q_DIAMONDS):
        assert c in g.discard  # C1.3-5: losers' and winner's cards alike
    assert g.pending is not None and g.pending.kind == "ghost_suit"


def test_c1_1_3_contest_choices_stay_hidden_until_all_have_chosen() -> None:
    g = contest_table([K_HEARTS, K_CLUBS, BANG_2D], [A_SPADES, Q_DIAMONDS, BANG_3D])
    end_sheriff_turn(g)
    choose(g, 1, K_HEARTS, K_CLUBS)
    view = g.view(3).to_dict()
    choice = next(e for e in view["events"] if e["kind"] == "ghost_contest_choice")
    assert "cards" not in choice and choice["count"] == 2


def test_c1_1_3_tie_means_no_action() -> None:
    g = contest_table([A_SPADES, NINE_DIAMONDS], [A_CLUBS, card("BANG!", "9", "♣")])
    end_sheriff_turn(g)
    choose(g, 1, A_SPADES, NINE_DIAMONDS)
    choose(g, 3, A_CLUBS, card("BANG!", "9", "♣"))
    assert next(e for e in g.log if e.kind == "ghost_contest").data["winner"] == -1
    assert "ghost_action" not in kinds(g)
    assert g.turn_seat == 2  # the Ghost at seat 1 had his turn; on to seat 2


def test_c1_1_3_single_ghost_needs_ace_or_pair() -> None:
    g = contest_table([K_SPADES, Q_SPADES])
    end_sheriff_turn(g)
    choose(g, 1, K_SPADES, Q_SPADES)
    assert next(e for e in g.log if e.kind == "ghost_contest").data["winner"] == -1
    g = contest_table([A_DIAMONDS, TWO_CLUBS])
    end_sheriff_turn(g)
    choose(g, 1, A_DIAMONDS, TWO_CLUBS)
    assert [e.data["suit"] for e in g.log if e.kind == "ghost_action"] == ["♦"]


def test_c1_1_4_pair_winner_chooses_the_suit() -> None:
    g = contest_table([THREE_CLUBS, THREE_HEARTS])
    end_sheriff_turn(g)
    choose(g, 1, THREE_CLUBS, THREE_HEARTS)
    assert g.pending is not None and g.pending.kind == "ghost_suit"
    assert {a.format() for a in g.legal_actions()} == {"suit x1", "suit x3"}
    play(g, "suit x1")
    assert [e.data["suit"] for e in g.log if e.kind == "ghost_action"] == ["♥"]


def test_c1_1_4_two_aces_of_spades_pair_gives_spades_without_a_choice() -> None:
    g = contest_table([A_SPADES, SCOPE_A_SPADES])
    end_sheriff_turn(g)
    choose(g, 1, A_SPADES, SCOPE_A_SPADES)
    assert [e.data["suit"] for e in g.log if e.kind == "ghost_action"] == ["♠"]


def test_c1_1_5_ghosts_are_never_targets_of_the_living() -> None:
    g = position([seat("sheriff", "Rose Doolan", hand=[BANG_2D, card("Panic!", "J", "♥"),
                                                       card("Duel", "J", "♠")]),
                  ghost("outlaw", [A_SPADES]), seat("renegade"), seat("outlaw")], DR)
    targets = {a.target for a in g.legal_actions() if a.target >= 0}
    assert 1 not in targets and targets


# --- C1.3-2 ------------------------------------------------------------------------------
def test_c1_3_2_a_ghost_with_fewer_than_two_cards_sits_out_and_single_rule_applies() -> None:
    g = contest_table([K_SPADES, Q_SPADES], [A_SPADES])
    end_sheriff_turn(g)
    choose(g, 1, K_SPADES, Q_SPADES)
    contest = next(e for e in g.log if e.kind == "ghost_contest")
    assert [p[0] for p in contest.data["plays"]] == [1]
    assert contest.data["winner"] == -1  # only one contestant: needs an Ace or a Pair


def test_c1_3_2_single_ghost_counts_ghosts_option() -> None:
    g = contest_table([K_SPADES, Q_SPADES], [A_SPADES], dr_single_ghost_counts="ghosts")
    end_sheriff_turn(g)
    choose(g, 1, K_SPADES, Q_SPADES)
    assert next(e for e in g.log if e.kind == "ghost_contest").data["winner"] == 1


def test_c1_3_3_kicker_option() -> None:
    for kicker, winner in ((True, 1), (False, -1)):
        g = contest_table([A_SPADES, NINE_DIAMONDS], [A_CLUBS, SEVEN_HEARTS], dr_kicker=kicker)
        end_sheriff_turn(g)
        choose(g, 1, A_SPADES, NINE_DIAMONDS)
        choose(g, 3, A_CLUBS, SEVEN_HEARTS)
        assert next(e for e in g.log if e.kind == "ghost_contest").data["winner"] == winner


def test_c1_3_4_top_tie_voids_the_contest_even_with_a_lower_third() -> None:
    players = [seat("sheriff"), ghost("outlaw", [A_SPADES, SEVEN_HEARTS]), seat("renegade"),
               ghost("deputy", [A_CLUBS, card("BANG!", "7", "♦")]),
               ghost("outlaw", [TWO_CLUBS, THREE_HEARTS]), seat("outlaw")]
    g = position(players, DR)
    end_sheriff_turn(g)
    choose(g, 1, A_SPADES, SEVEN_HEARTS)
    choose(g, 3, A_CLUBS, card("BANG!", "7", "♦"))
    choose(g, 4, TWO_CLUBS, THREE_HEARTS)
    assert next(e for e in g.log if e.kind == "ghost_contest").data["winner"] == -1


def test_c1_3_1_contest_after_a_skipped_sheriff_turn_option() -> None:
    for option, contested in ((True, True), (False, False)):
        players = [seat("sheriff", equipment=[JAIL]), ghost("outlaw", [A_SPADES, A_CLUBS]),
                   seat("renegade"), seat("outlaw")]
        # A heart-less draw! keeps the (house-rule) jailed Sheriff in Jail.
        g = position(players, DR, deck=[TWO_CLUBS], phase="start",
                     dr_contest_after_skipped_sheriff_turn=option)
        assert "jail_skips_turn" in kinds(g)
        assert ("ghost_contest" in kinds(g)) is contested


# --- C1.2 ♥ and C1.3-6 ------------------------------------------------------------------------
def test_c1_2_hearts_heals_a_living_player() -> None:
    g = contest_table([A_HEARTS, TWO_CLUBS], role1="deputy")
    end_sheriff_turn(g)
    choose(g, 1, A_HEARTS, TWO_CLUBS)
    assert {a.format() for a in g.legal_actions()} == {"heal t0", "heal t2", "heal t3",
                                                       "heal t4"}
    play(g, "heal t4")
    assert g.life[4] == 3
    assert g.stats()["ghost_action_hearts"] == 1


def test_c1_3_6_outlaw_ghost_revives_until_the_end_of_his_next_turn() -> None:
    deck = [BANG_3D, BANG_4D, BANG_5D, BANG_6D, BANG_7D, NINE_DIAMONDS]
    g = contest_table([A_HEARTS, TWO_CLUBS, BANG_2D, MUSTANG], deck=deck)
    end_sheriff_turn(g)
    choose(g, 1, A_HEARTS, TWO_CLUBS)
    assert "revive t1" in {a.format() for a in g.legal_actions()}
    play(g, "revive t1")
    assert g.alive[1] and g.life[1] == 1 and not g.is_ghost(1)
    assert sorted(g.hands[1]) == sorted([BANG_2D, MUSTANG, BANG_3D, BANG_4D])  # phase 1
    assert g.stats()["dr_revivals"] == 1
    assert g.turn_seat == 1 and g.pending is not None and g.pending.kind == "play"
    assert g.view(0).players[1].alive and g.view(None).players[1].revived
    play(g, f"play c{MUSTANG}", "end", f"discard c{BANG_2D}", f"discard c{BANG_3D}")
    # end of his turn: a Ghost again, in-play cards discarded, hand kept, no bounty
    assert not g.alive[1] and g.is_ghost(1)
    assert MUSTANG in g.discard and g.hands[1] == [BANG_4D]
    assert "eliminated" not in kinds(g)
    assert not g.view(0).players[1].revived


def test_c1_3_6_revived_outlaw_counts_as_a_living_outlaw() -> None:
    players = [seat("sheriff", hand=[BANG_2D]), ghost("outlaw", [A_HEARTS, TWO_CLUBS]),
               seat("renegade", life=1), seat("deputy")]
    g = position(players, DR)
    play(g, "end")
    choose(g, 1, A_HEARTS, TWO_CLUBS)
    play(g, "revive t1")
    assert not g.is_over  # revived: an Outlaw lives again
    assert g.victory() is None


def revived_in_reach(**options: object) -> CardGame:
    """The Outlaw Ghost at seat 2 revives after the Sheriff's turn; the Renegade at seat 1
    plays next, holding a BANG!, before the revived Outlaw's own turn."""
    deck = [BANG_3D, BANG_4D, BANG_5D, BANG_6D, BANG_7D, NINE_DIAMONDS, K_CLUBS]
    players = [seat("sheriff", hand=[]), seat("renegade", "Rose Doolan", hand=[BANG_2D]),
               ghost("outlaw", [A_HEARTS, TWO_CLUBS]), seat("outlaw")]
    g = position(players, DR, deck=deck, **options)
    play(g, "end")
    choose(g, 2, A_HEARTS, TWO_CLUBS)
    play(g, "revive t2")
    assert g.turn_seat == 1
    play(g, f"play c{BANG_2D} t2")
    while g.pending is not None and g.pending.seat == 2:
        play(g, "take" if g.pending.kind == "respond" else "die")
    return g


def test_c1_3_6_revived_outlaw_killed_again_is_a_normal_elimination() -> None:
    g = revived_in_reach()
    assert not g.alive[2] and g.is_ghost(2)
    eliminated = next(e for e in g.log if e.kind == "eliminated")
    assert eliminated.data == {"seat": 2, "role": "outlaw", "killer": 1}
    bounty = next(e for e in g.log if e.kind == "draw" and e.data["why"] == "bounty")
    assert bounty.data["seat"] == 1 and bounty.data["cards"] == [BANG_5D, BANG_6D, BANG_7D]
    assert sorted(g.hands[2]) == sorted([NINE_DIAMONDS, K_CLUBS])  # a Ghost again, 2 fresh
    census(g)


def test_c1_3_6_revived_death_not_elimination_option() -> None:
    g = revived_in_reach(dr_revived_death_is_elimination=False)
    assert not g.alive[2] and g.is_ghost(2)
    assert "eliminated" not in kinds(g) and "ghost_again" in kinds(g)
    assert not any(e.kind == "draw" and e.data["why"] == "bounty" for e in g.log)


# --- ♦ (C1.2, C1.3-7) ----------------------------------------------------------------------
def test_c1_2_diamonds_leave_a_will() -> None:
    g = contest_table([A_DIAMONDS, TWO_CLUBS], deck=[NINE_DIAMONDS])
    end_sheriff_turn(g)
    choose(g, 1, A_DIAMONDS, TWO_CLUBS)
    assert g.pending is not None and g.pending.kind == "ghost_give"
    view = g.view(2).to_dict()
    assert all("cards" not in e for e in view["events"] if e["kind"] == "ghost_will_draws")
    play(g, f"give c{NINE_DIAMONDS} t4")
    assert NINE_DIAMONDS in g.hands[4]


@pytest.mark.parametrize("extra, where", [("discard", "discard"), ("top_of_deck", "deck")])
def test_c1_3_7_deputy_bonus_draws_two_gives_one(extra: str, where: str) -> None:
    g = contest_table([A_DIAMONDS, TWO_CLUBS], role1="deputy", deck=[NINE_DIAMONDS, K_CLUBS],
                      dr_will_extra_card=extra)
    end_sheriff_turn(g)
    choose(g, 1, A_DIAMONDS, TWO_CLUBS)
    assert {a.format() for a in g.legal_actions()} == {"will x1", "will x2"}
    play(g, "will x2")
    play(g, f"give c{K_CLUBS} t0")
    assert K_CLUBS in g.hands[0]
    if where == "discard":
        assert NINE_DIAMONDS in g.discard
    else:  # back on the deck, where the Ghost's own turn draws it again at once
        assert "ghost_will_returns" in kinds(g) and NINE_DIAMONDS in g.hands[1]
    census(g)


# --- ♣ -------------------------------------------------------------------------------------
def test_c1_2_clubs_spook_a_card_in_play_or_a_random_hand_card() -> None:
    players = [seat("sheriff", equipment=[MUSTANG]), ghost("outlaw", [A_CLUBS, TWO_CLUBS]),
               seat("renegade", hand=[BEER]), seat("outlaw")]
    g = position(players, DR)
    end_sheriff_turn(g)
    choose(g, 1, A_CLUBS, TWO_CLUBS)
    options = {a.format() for a in g.legal_actions()}
    assert options == {f"spook c{MUSTANG} t0", "spook t2"}
    play(g, "spook t2")
    assert BEER not in g.hands[2] and BEER in g.discard


def test_c1_2_renegade_spooks_two_different_players() -> None:
    players = [seat("sheriff", equipment=[MUSTANG]), ghost("renegade", [A_CLUBS, TWO_CLUBS]),
               seat("outlaw", hand=[BEER]), seat("outlaw")]
    g = position(players, DR)
    end_sheriff_turn(g)
    choose(g, 1, A_CLUBS, TWO_CLUBS)
    play(g, f"spook c{MUSTANG} t0")
    assert {a.format() for a in g.legal_actions()} == {"spook t2", "done"}
    play(g, "spook t2")
    assert MUSTANG in g.discard and BEER in g.discard


# --- ♠ (C1.2, C1.3-8, C1.3-9) ----------------------------------------------------------------
def test_c1_2_spades_scared_to_death_is_a_bang_by_nobody() -> None:
    g = contest_table([A_SPADES, TWO_CLUBS])
    end_sheriff_turn(g)
    choose(g, 1, A_SPADES, TWO_CLUBS)
    play(g, "scare t2")
    assert g.pending is not None and g.pending.kind == "respond" and g.pending.seat == 2
    assert g.pending.context["source"] == -1
    play(g, f"missed c{MISSED_2S}")
    assert g.life[2] == 3


def test_c1_3_8_ghost_kill_gives_no_bounty() -> None:
    players = [seat("sheriff"), ghost("deputy", [A_SPADES, TWO_CLUBS]), seat("renegade"),
               seat("outlaw", life=1), seat("outlaw")]
    g = position(players, DR, deck=[BANG_3D, BANG_4D, BANG_5D, BANG_6D])
    end_sheriff_turn(g)
    choose(g, 1, A_SPADES, TWO_CLUBS)
    play(g, "scare t3")
    assert not g.alive[3]
    assert next(e for e in g.log if e.kind == "eliminated").data["killer"] == -1
    assert not any(e.kind == "draw" and e.data["why"] == "bounty" for e in g.log)


def test_c1_3_9_sheriff_killed_by_a_ghost_spade_ends_the_game_normally() -> None:
    players = [seat("sheriff", life=1), ghost("outlaw", [A_SPADES, TWO_CLUBS]),
               seat("renegade"), seat("deputy"), seat("outlaw")]
    g = position(players, DR, turn=0)
    end_sheriff_turn(g)
    choose(g, 1, A_SPADES, TWO_CLUBS)
    play(g, "scare t0")
    assert g.is_over
    assert g.winners == frozenset({1, 4})  # A10(a): all Outlaws, dead ones included


def test_c1_3_9_renegade_double_spade_killing_the_last_two_wins() -> None:
    players = [seat("sheriff", life=1), ghost("renegade", [A_SPADES, TWO_CLUBS]),
               seat("outlaw", life=1), ghost("deputy", [])]
    g = position(players, DR)
    end_sheriff_turn(g)
    choose(g, 1, A_SPADES, TWO_CLUBS)
    play(g, "scare t0", "scare t2")
    assert g.is_over and not any(g.alive)
    assert g.winners == frozenset({1})
    over = next(e for e in g.log if e.kind == "game_over")
    assert over.data["winners"] == [1]


@pytest.mark.parametrize("option, winners", [("all", {1, 3}), ("acting_renegade_only", {1})])
def test_c1_3_9_two_dead_renegades(option: str, winners: set[int]) -> None:
    players = [seat("sheriff", life=1), ghost("renegade", [A_SPADES, TWO_CLUBS]),
               seat("outlaw", life=1), ghost("renegade", []), ghost("outlaw", []),
               ghost("deputy", []), ghost("outlaw", []), ghost("deputy", [])]
    g = position(players, DR, dr_all_dead_renegades=option)
    end_sheriff_turn(g)
    choose(g, 1, A_SPADES, TWO_CLUBS)
    play(g, "scare t0", "scare t2")
    assert g.winners == frozenset(winners)


def test_c1_every_player_but_one_dies() -> None:
    """Renegade's Gatling kills the Sheriff, an Outlaw and a Deputy: the Renegade wins
    (A10), and each dead player is a Ghost with two cards."""
    gatling = card("Gatling", "10", "♥")
    players = [seat("renegade", hand=[gatling]), seat("sheriff", life=1),
               seat("outlaw", life=1), seat("deputy", life=1), ghost("outlaw", [])]
    g = position(players, DR, turn=0)
    play(g, f"play c{gatling}")
    assert g.is_over and g.winners == frozenset({0})
    assert [s for s in range(5) if g.is_ghost(s)] == [1, 2, 3, 4]
    census(g)


def test_c1_1_5_ghosts_do_not_count_for_distance_nor_join_the_general_store() -> None:
    store = card("General Store", "Q", "♠")
    g = position([seat("sheriff", hand=[store]), ghost("outlaw", [A_SPADES]),
                  seat("renegade"), seat("outlaw")], DR)
    assert g.distance(0, 2) == 1
    play(g, f"play c{store}")
    assert len(g.limbo) == 3
    while g.pending is not None and g.pending.kind == "store_pick":
        assert g.pending.seat != 1
        g.apply(g.legal_actions()[0])
    assert g.hands[1] == [A_SPADES]


def test_c1_1_5_ghosts_have_no_character_abilities() -> None:
    g = position([seat("sheriff"), ghost("outlaw", [], character="Suzy Lafayette"),
                  seat("renegade"), seat("outlaw")], DR)
    assert g.hands[1] == []  # a dead Suzy Lafayette draws nothing for her empty hand
