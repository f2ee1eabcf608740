"""Undead or Alive module 1 (RULES.md G2.3, G3, G7, G8, G11, G12, G14-12..G14-15,
G14-23, G14-24, checklist G15 items 6-8 and 11): the Duel dice, WHISKEY, the Duel Wound
tokens and the duels, from exact positions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from uoa_helpers import (
    DUELS,
    act,
    game,
    kinds,
    legal,
    pending,
    pile,
    refused,
    replays,
    seat,
    wounds,
)

from bang.core.errors import ConfigError
from bang.dice import DiceConfig, DiceGame
from bang.dice.content import DICE

WEB = Path(__file__).parents[2] / "src" / "bang" / "i18n" / "web"


def table(roles: tuple[str, ...] = ("sheriff", "outlaw", "renegade", "outlaw"),
          **more: object) -> list[dict[str, object]]:
    """Seats of ``roles`` (Jesse Joneses unless ``c<seat>`` names another character),
    with ``s<seat>`` the rest of a seat's entry."""
    return [seat(r, str(more.get(f"c{i}", "Jesse Jones")),
                 **more.get(f"s{i}", {}))  # type: ignore[arg-type]
            for i, r in enumerate(roles)]


def duel_game(*seats: dict[str, object], rolls: str, top: tuple[str, ...] = (),
              options: dict[str, object] | None = None, **setup: object) -> DiceGame:
    held = tuple(w for s in seats for w in s.get("wounds", []))  # type: ignore[attr-defined]
    return game(*seats, rolls=rolls, config={**DUELS, **(options or {})},
                wound_pile=pile(*top, held=held), **setup)


# --- G2.3, G3, G7.1, G13: the dice and the module's dependencies ----------------------------
def test_g2_3_the_duel_die_shows_arrow_dynamite_whiskey_gatling_and_two_duels() -> None:
    assert DICE["duel"].faces == ("arrow", "dynamite", "whiskey", "gatling", "duel", "duel")
    assert "one" not in DICE["duel"].faces and "beer" not in DICE["duel"].faces


def test_g7_2_a_turn_rolls_three_base_dice_and_two_duel_dice() -> None:
    g = DiceGame.new(DiceConfig(players=4, **DUELS), 3)  # type: ignore[arg-type]
    assert g.table.keys == ("base", "base", "base", "duel", "duel")
    assert len(g.view(None).dice) == 5


def test_g7_1_the_duel_dice_are_refused_without_the_rage_cards_stub() -> None:
    with pytest.raises(ConfigError, match="module 2"):
        DiceConfig(players=4, uoa_duel_dice=True)
    assert DiceConfig(players=4, uoa_duel_dice=True, uoa_rage_stub="skip").uoa_duel_dice


def test_g7_1_the_skip_stub_is_labelled_a_house_rule() -> None:
    assert "HOUSE RULE" in " ".join((DiceConfig.__doc__ or "").split())
    for language, words in (("en", "house rule"), ("zh-Hant", "家規"), ("zh-Hans", "家规")):
        web = json.loads((WEB / f"{language}.json").read_text(encoding="utf-8"))
        assert words in web["web.option.uoa_rage_stub.help"].lower()


def test_g13_the_rage_cards_module_is_reserved_and_refused() -> None:
    with pytest.raises(ConfigError, match="could not be sourced"):
        DiceConfig(players=4, uoa_rage_cards=True)
    with pytest.raises(ConfigError, match="option"):
        DiceConfig(players=4, expansions=("uoa_duel_dice",))


def test_g3_options_are_validated_and_written_only_when_not_default() -> None:
    with pytest.raises(ConfigError):
        DiceConfig.from_dict({"sean_mallory_scope": "sometimes"})
    with pytest.raises(ConfigError):
        DiceConfig.from_dict({"whiskey_uncancels": "maybe"})
    assert DiceConfig(players=4).to_dict() == DiceConfig(players=4).to_dict()
    written = DiceConfig(players=4, **DUELS).to_dict()  # type: ignore[arg-type]
    assert written["uoa_duel_dice"] is True and "whiskey_uncancels" not in written


# --- G1.2, G7.3: the tokens ------------------------------------------------------------------
def test_g1_2_the_pile_holds_fifteen_tokens_face_down() -> None:
    g = DiceGame.new(DiceConfig(players=4, **DUELS), 8)  # type: ignore[arg-type]
    view = g.view(0).to_dict()["modules"]["uoa_duel_dice"]
    assert view == {"wounds": [[], [], [], []], "pile": 15}
    with pytest.raises(ConfigError, match="15 tokens"):
        game(*table(), config=DUELS, wound_pile=["one"] * 15)


def test_g7_3_a_token_of_a_symbol_already_held_goes_back_with_no_replacement() -> None:
    # S0 challenges S1, who holds a ONE-wound and loses: the ONE-wound drawn goes back.
    seats = table(s1={"wounds": ["one"]})
    g = duel_game(*seats, rolls="BBBXG" "A", top=("one",))
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0")
    events = act(g, "duel c3 t1")
    assert "wound_back" in kinds(events) and wounds(g, 1) == ["one"]
    assert g.view(None).modules["uoa_duel_dice"]["pile"] == 14


def test_g7_3_a_token_does_not_cancel_a_die_rerolled_away() -> None:
    # S0 holds a ONE-wound; his ONE is re-rolled into a GATLING: nothing to cancel.
    g = duel_game(*table(s0={"wounds": ["one"]}), rolls="1BBGG" "G")
    act(g, "reroll x1", "stop", "beer c1 t0", "beer c2 t0")
    assert not [e for e in g.log if e.kind == "wound_cancel"]


def test_g14_13_wound_tokens_at_work() -> None:
    # G14-13: S1 active holds a ONE- and a DYNAMITE-wound; 2 Dynamite + 1 token = 3.
    seats = [seat("sheriff", "Paul Regret"), seat("outlaw", "Jesse Jones",
                                                  wounds=["one", "dynamite"]),
             seat("renegade", "Black Jack"), seat("outlaw", "Jourdonnais")]
    g = duel_game(*seats, rolls="DD1AG" "BBBGG", turn=1)
    assert g.arrows[1] == 1 and g.centre == 8
    assert g.life[1] == 8
    assert [e.data for e in g.log if e.kind == "wound_cancel"] == [
        {"seat": 1, "token": "one", "die": 2}]
    assert "shoot" not in kinds(list(g.log))
    assert g.life[0] == 11 and g.life[2] == 8
    assert wounds(g, 1) == [] and g.turn == 2  # both tokens back at the end of his turn


def test_g7_3_the_dynamite_wound_counts_on_every_roll_from_the_first() -> None:
    # G7-3: with a DYNAMITE-wound two Dynamite faces end the rolling at once.
    g = duel_game(*table(s0={"wounds": ["dynamite"]}), rolls="DDBGG" "BBBGG")
    assert g.life[0] == 10  # 11 - 1
    assert pending(g) == (0, "beer")


def test_g7_3_one_dynamite_face_does_not_end_the_rolling_with_one_token() -> None:
    g = duel_game(*table(s0={"wounds": ["dynamite"]}), rolls="DBBGG")
    assert pending(g) == (0, "roll") and g.life[0] == 11


def test_g18_1_a_player_never_holds_two_tokens_of_one_symbol() -> None:
    with pytest.raises(ConfigError, match="one token of each symbol"):
        game(*table(s0={"wounds": ["dynamite", "dynamite"]}), config=DUELS)


def test_g14_24_black_jack_and_the_dynamite_wound() -> None:
    g = duel_game(seat("outlaw", "Black Jack", wounds=["dynamite"]), seat("sheriff"),
                  seat("outlaw"), seat("renegade"), rolls="DD1WG" "BBBGG", turn=0)
    # 2 faces + the token = 3: no re-roll, S0 loses 1 (7), then the WHISKEY (8).
    assert [e.data["lost"][0] for e in g.log if e.kind == "damage"] == [1]
    assert pending(g) == (0, "shoot")
    assert g.life[0] == 8 and wounds(g, 0) == []
    discard = next(e for e in g.log if e.kind == "wound_discard")
    assert discard.data == {"seat": 0, "token": "dynamite", "restored": -1}
    act(g, "shoot c2 t1")
    assert g.life[1] == 10


# --- G7.2, G7-4, G8-1: WHISKEY ---------------------------------------------------------------
def test_g14_14_whiskey_restores_a_cancelled_beer() -> None:
    seats = [seat("outlaw", "Black Jack", life=6, wounds=["beer"]), seat("sheriff"),
             seat("deputy", "Paul Regret"), seat("renegade", "Jourdonnais")]
    g = duel_game(*seats, rolls="BB2WG" "BBBGG", roles=None) if False else duel_game(
        *seats, rolls="BB2WG" "BBBGG", turn=0)
    act(g, "stop")
    assert g.life[0] == 7 and wounds(g, 0) == []
    act(g, "shoot c2 t2")
    assert g.life[2] == 8
    assert pending(g) == (0, "beer")
    act(g, "beer c0 t0", "beer c1 t1")
    assert g.life[0] == 8


def test_g7_4_without_whiskey_uncancels_the_cancellation_stands() -> None:
    seats = [seat("outlaw", "Black Jack", life=6, wounds=["beer"]), seat("sheriff"),
             seat("deputy", "Paul Regret"), seat("renegade", "Jourdonnais")]
    g = duel_game(*seats, rolls="BB2WG" "BBBGG", turn=0,
                  options={"whiskey_uncancels": False})
    act(g, "stop", "shoot c2 t2")
    assert pending(g) == (0, "beer") and g.pending is not None
    assert g.pending.context["die"] == 1  # die 0's BEER is cancelled
    act(g, "beer c1 t0")
    assert g.life[0] == 8 and pending(g) != (0, "beer")


def test_g7_2_whiskey_without_a_token_draws_a_rage_card_that_does_nothing() -> None:
    g = duel_game(*table(s0={"life": 9}), rolls="BBBWG" "BBBGG")
    events = act(g, "stop")
    assert "rage_skipped" in kinds(events) and g.life[0] == 10


def test_g7_4_the_holder_chooses_the_token_a_whiskey_discards() -> None:
    g = duel_game(*table(s0={"life": 9, "wounds": ["one", "two"]}), rolls="12BWG")
    act(g, "stop")
    assert pending(g) == (0, "whiskey") and legal(g) == ["token x1", "token x2"]
    refused(g, "token x0", "no_such_token")
    act(g, "token x2")
    assert wounds(g, 0) == ["one"] and pending(g) == (0, "shoot")
    assert g.pending is not None and g.pending.context["die"] == 1  # the TWO, restored


def test_g8_1_whiskey_resolves_with_the_final_dice_only() -> None:
    g = duel_game(*table(s0={"life": 9}), rolls="BBBWG" "G")
    assert g.life[0] == 9  # nothing on the roll
    act(g, "reroll x8", "stop")
    assert g.life[0] == 9 and "whiskey" not in kinds(list(g.log))


def test_g11_jesse_jones_gains_only_one_from_whiskey() -> None:
    g = duel_game(*table(s0={"life": 3}), rolls="GGDWD")
    act(g, "stop")
    assert g.life[0] == 4


def test_g14_15_greg_digger_uses_each_whiskey_twice() -> None:
    seats = [seat("outlaw", "Greg Digger", life=3, wounds=["one", "two"]),
             seat("sheriff"), seat("deputy", "Paul Regret"), seat("renegade", "Jourdonnais")]
    g = game(*seats, rolls="12BWG" "BBBGG", turn=0,
             config={**DUELS, "uoa_characters": True},
             wound_pile=pile(held=("one", "two")))
    act(g, "stop", "token x1")
    assert g.life[0] == 5 and wounds(g, 0) == []
    act(g, "shoot c0 t1", "shoot c1 t2", "beer c2 t0")
    assert (g.life[1], g.life[2], g.life[0]) == (10, 8, 6)


# --- G7.4, G7-7..G7-11: duels ------------------------------------------------------------
def test_g14_12_a_duel_with_a_shoot_back() -> None:
    seats = [seat("sheriff"), seat("outlaw", "Paul Regret"), seat("renegade", "Black Jack"),
             seat("outlaw", "Jourdonnais")]
    g = duel_game(*seats, rolls="B1GXX" "XWA" "BBBGG", top=("one", "beer"))
    act(g, "stop", "shoot c1 t1", "beer c0 t0")
    assert g.life[1] == 8 and g.life[0] == 11
    act(g, "duel c3 t2")
    assert g.life[0] == 10 and wounds(g, 0) == ["one"]
    act(g, "duel c4 t3")
    assert g.life[3] == 6 and wounds(g, 3) == ["beer"] and g.arrows[3] == 0
    assert wounds(g, 0) == [] and g.turn == 1  # his own token went back (G7-5)
    replays(g)


def test_g7_5_by_default_the_challengers_own_token_goes_back_at_his_turns_end() -> None:
    g = duel_game(*table(), rolls="BBBXG" "XA", top=("two",))
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t1")
    assert g.life[0] == 10 and wounds(g, 0) == [] and g.turn == 1


def test_g7_5_option_keeps_the_challengers_token_until_his_next_turns_end() -> None:
    g = duel_game(*table(), rolls="BBBXG" "XA", top=("two",),
                  options={"wound_tokens_drawn_on_own_turn_persist": True})
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t1")
    assert wounds(g, 0) == ["two"] and g.turn == 1


def test_g7_6_an_empty_pile_gives_no_token_but_the_life_is_lost() -> None:
    # 8 players hold all 15 tokens; S0 challenges S6, who holds none and loses.
    roles = ("sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade",
             "renegade")
    held = [[], ["one", "two", "beer"], ["one", "two", "beer"], ["one", "two", "beer"],
            ["one", "two", "dynamite"], ["one", "two", "dynamite"], [], []]
    seats = [seat(r, wounds=w) for r, w in zip(roles, held, strict=True)]
    g = game(*seats, rolls="BBBXG" "A", config=DUELS, wound_pile=[])
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0")
    events = act(g, "duel c3 t6")
    assert g.life[6] == 8 and "wound_none" in kinds(events) and wounds(g, 6) == []


def test_g7_7_a_duel_targets_another_living_player_once_a_turn() -> None:
    seats = table(s2={"alive": False})
    g = duel_game(*seats, rolls="BBBXX" "A")
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0")
    assert legal(g) == ["duel c3 t1", "duel c3 t3"]
    refused(g, "duel c3 t0", "self_target")
    refused(g, "duel c3 t2", "target_dead")
    refused(g, "duel c4 t1", "wrong_die")
    act(g, "duel c3 t1")
    assert legal(g) == ["duel c4 t3"]
    refused(g, "duel c4 t1", "already_challenged")


def test_g7_7_a_second_duel_with_one_other_player_alive_is_wasted() -> None:
    seats = table(s1={"alive": False}, s2={"alive": False})
    g = duel_game(*seats, rolls="BBBXX" "A" "BBBGG")
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t3")
    assert "duel_wasted" in kinds(list(g.log)) and g.turn == 3


def test_g7_8_the_winner_of_a_duel_el_gringo_lost_takes_an_arrow() -> None:
    g = duel_game(*table(c1="El Gringo"), rolls="BBBXG" "A")
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t1")
    assert g.life[1] == 6 and g.arrows[0] == 1


def test_g7_8_bart_cassidy_may_not_take_an_arrow_for_a_duel() -> None:
    g = duel_game(*table(c1="Bart Cassidy"), rolls="BBBXG" "A" "BBBGG")
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t1")
    assert g.life[1] == 7 and g.arrows[1] == 0


def test_g11_paul_regret_is_not_immune_to_duels_and_pedro_may_discard() -> None:
    g = duel_game(*table(c1="Paul Regret", c3="Pedro Ramirez", s3={"arrows": 2}),
                  rolls="BBBXX" "A" "G")
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t1")
    assert g.life[1] == 8
    act(g, "duel c4 t3")
    assert pending(g) == (3, "pedro_ramirez")
    act(g, "discard")
    assert g.life[3] == 7 and g.arrows[3] == 1


def test_g7_9_duel_rolls_are_no_turn_rolls() -> None:
    g = duel_game(*table(), rolls="BBBXG" "A" "BBBGG")
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t1")
    assert g.arrows == [0, 0, 0, 0] and g.centre == 9 and g.rolls_used == 1


def test_g7_11_the_duels_go_on_after_an_elimination_and_stop_with_the_game() -> None:
    g = duel_game(*table(s1={"life": 1}), rolls="BBBXX" "A" "A" "BBBGG")
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t1")
    assert not g.alive[1] and pending(g) == (0, "challenge")
    act(g, "duel c4 t3")
    assert g.life[3] == 8
    h = duel_game(*table(roles=("sheriff", "outlaw", "outlaw", "renegade"),
                         s1={"life": 1}, s2={"alive": False}, s3={"alive": False}),
                  rolls="BBBXX" "A")
    act(h, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t1")
    assert h.is_over and h.winners == frozenset({0})


def test_g14_23_three_players_a_duel_kill_wins() -> None:
    seats = [seat("deputy", "Paul Regret"), seat("renegade", "Jesse Jones", life=1),
             seat("outlaw", "Black Jack")]
    g = duel_game(*seats, rolls="B2GXD" "G")
    act(g, "stop")
    assert legal(g) == ["shoot c1 t1", "shoot c1 t2"]  # the TWO counts as a ONE
    act(g, "shoot c1 t2", "beer c0 t0", "duel c3 t1")
    assert g.life[2] == 7 and g.is_over and g.winners == frozenset({0})


def test_g7_4_the_active_player_chooses_the_order_of_the_duels() -> None:
    g = duel_game(*table(), rolls="BBBXX" "A" "A")
    act(g, "stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t3", "duel c4 t1")
    assert [e.data["target"] for e in g.log if e.kind == "duel"] == [3, 1]


def test_g12_a_dead_challenger_fights_no_further_duels() -> None:
    g = duel_game(*table(s0={"life": 1}), rolls="BBBXX" "XG" "BBBGG")
    act(g, "stop", "beer c0 t1", "beer c1 t1", "beer c2 t1", "duel c3 t1")
    assert g.is_over  # the Sheriff died: the Outlaws win
    assert g.winners == frozenset({1, 3})


# --- hostile input and records -----------------------------------------------------------------
def test_g7_hostile_answers_are_refused_and_change_nothing() -> None:
    g = duel_game(*table(s0={"life": 9, "wounds": ["one", "two"]}), rolls="12BWX" "A")
    act(g, "stop")
    for text in ("token", "token x9", "duel c4 t1", "heal t0", "stop", "pass"):
        refused(g, text)
    act(g, "token x1", "shoot c0 t1", "beer c2 t0")
    for text in ("duel c4 t9", "duel c9 t1", "duel c4 t0", "duel c4"):
        refused(g, text)
    act(g, "duel c4 t1")
    replays(g)


def test_g7_setup_refuses_tokens_without_the_module() -> None:
    with pytest.raises(ConfigError, match="module"):
        game(*table(s0={"wounds": ["one"]}))
    with pytest.raises(ConfigError, match="wounds"):
        game(*table(s0={"wounds": ["six"]}), config=DUELS)
