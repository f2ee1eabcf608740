"""rules/high-noon-fistful.md (Part F) with rules/dodge-city.md (Part E): the cases where
an event card meets a rule of another clause (Apache Kid's immunity and Sniper or
Ricochet, F8; Abandoned Mine with Kit Carlson and Suzy Lafayette, F5.16; Thirst with
the Dodge City phase-1 characters, F6.4; a Ghost Town ghost's last discards, F5.3-7),
from exact positions (tests/cards/fistful.py, tests/cards/events.py)."""

from __future__ import annotations

import pytest

from bang.cards import CardGame
from bang.core.errors import IllegalAction
from bang.core.protocol import parse_action

from .events import ev_table
from .fistful import FINAL, fist, hand
from .helpers import (
    BANG_2C,
    BANG_2D,
    BANG_3C,
    BANG_3D,
    BANG_4C,
    BANG_5C,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    JAIL_4H,
    MISSED_2S,
    MUSTANG_8H,
    PANIC_JH,
    SCOPE,
    act,
    decides,
    options,
    seat,
)


def five(**kw: dict[str, object]) -> list[dict[str, object]]:
    """P0 Sheriff, P1 Outlaw, P2 Outlaw, P3 Renegade, P4 Deputy (characters no rule of
    the case reads): each ``pN`` keyword replaces that seat."""
    roles = ("sheriff", "outlaw", "outlaw", "renegade", "deputy")
    chars = ("Sid Ketchum", "Paul Regret", "Rose Doolan", "Willy the Kid", "El Gringo")
    return [kw.get(f"p{i}", seat(roles[i], chars[i])) for i in range(5)]


def refused(game: CardGame, text: str) -> str:
    """The code ``IllegalAction`` gives for ``text``; the game is left as it was."""
    before = game.digest()
    with pytest.raises(IllegalAction) as info:
        game.verify(parse_action(text))
    assert game.digest() == before
    return info.value.code


# --- F8 with E6.1 Apache Kid 1 (apache_kid_target_legal = false, E17-2) ---------------
def test_f8_apache_kid_target_illegal_no_sniper_pair_of_diamonds_at_him() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2D, BANG_3D, BANG_2C]),
                   p2=seat("outlaw", "Apache Kid"))
    game = fist(*players, card="sniper", phase="play", dodge_city=True,
                apache_kid_target_legal=False)
    legal = options(game)
    assert f"sniper c{BANG_2D} t2 x{BANG_3D}" not in legal  # both ♦: no effect on him
    assert f"sniper c{BANG_2D} t2 x{BANG_2C}" in legal  # one ♣: it reaches him
    assert f"sniper c{BANG_2D} t0 x{BANG_3D}" in legal  # others are not immune
    assert refused(game, f"sniper c{BANG_2D} t2 x{BANG_3D}") == "unaffected"


def test_f8_apache_kid_target_illegal_no_ricochet_of_a_diamond_at_his_cards() -> None:
    players = five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2D, BANG_2C]),
                   p2=seat("outlaw", "Apache Kid", equipment=[MUSTANG_8H]))
    game = fist(*players, card="ricochet", phase="play", dodge_city=True,
                apache_kid_target_legal=False)
    legal = options(game)
    assert f"ricochet c{BANG_2D} t2 x{MUSTANG_8H}" not in legal
    assert f"ricochet c{BANG_2C} t2 x{MUSTANG_8H}" in legal
    assert refused(game, f"ricochet c{BANG_2D} t2 x{MUSTANG_8H}") == "unaffected"


# --- F5.16 Abandoned Mine ----------------------------------------------------------------
def test_f5_16_kit_carlson_with_fewer_than_3_on_the_pile_returns_a_card_where_it_came_from(
        ) -> None:
    # He looks at the pile's one card, then the deck's top two (the pile is empty);
    # the card he does not keep goes back: the pile's onto the discard pile (F5.16), a
    # deck card face down onto the deck (A12 Kit Carlson).
    for back, kept, deck_top, pile in ((BEER_6H, [JAIL_4H, SCOPE], PANIC_JH, [BEER_6H]),
                                       (JAIL_4H, [BEER_6H, SCOPE], JAIL_4H, [])):
        game = fist(*five(p1=seat("outlaw", "Kit Carlson")), card="abandoned_mine",
                    phase="draw", deck=[JAIL_4H, SCOPE, PANIC_JH], discard=[BEER_6H])
        assert decides(game) == (1, "kit_return")
        assert sorted(game.limbo) == sorted([BEER_6H, JAIL_4H, SCOPE])
        act(game, f"return c{back}", 1)
        assert sorted(hand(game, 1)) == sorted(kept), back
        assert game.discard == pile and game.deck[-1] == deck_top, back


def test_f5_16_suzy_lafayette_emptied_in_another_players_phase_1_draws_from_the_deck(
        ) -> None:
    # Jesse Jones takes Suzy's last card; her draw is not a phase-1 draw (F5.16, F7.3:
    # the event changes only the turn player's phase 1): the deck's top, not the pile's.
    players = five(p1=seat("outlaw", "Jesse Jones"),
                   p2=seat("outlaw", "Suzy Lafayette", hand=[MISSED_2S]))
    game = fist(*players, card="abandoned_mine", phase="draw", deck=[JAIL_4H, SCOPE],
                discard=[BANG_5C, BEER_6H])
    assert decides(game) == (1, "draw_jesse")
    act(game, "draw_from t2", 1)
    assert hand(game, 2) == [JAIL_4H]
    assert hand(game, 1) == [MISSED_2S, BEER_6H]  # his second card: the pile's top
    assert game.discard == [BANG_5C] and game.deck[-1] == SCOPE


def test_f5_16_f15_3_all_played_ends_when_the_event_is_covered() -> None:
    # P3 took from the pile in the round's last turn: what he played before the cover
    # goes face down on the deck; his answer after the cover goes to the discard pile.
    players = [seat("sheriff", "Bart Cassidy", hand=[BANG_2C]),
               seat("outlaw", "Paul Regret"), seat("outlaw", "Rose Doolan"),
               seat("renegade", "Willy the Kid", hand=[MISSED_2S])]
    game = CardGame.from_setup({
        "players": players, "turn": 3, "phase": "draw",
        "deck": [JAIL_4H, SCOPE, PANIC_JH], "discard": [BEER_7H, BANG_3C],
        "options": {"event_decks": "fistful", "abandoned_mine_scope": "all_played"},
        "events": {"deck": ["the_judge", FINAL], "in_force": "abandoned_mine",
                   "rounds": 2}})
    assert hand(game, 3) == [MISSED_2S, BANG_3C, BEER_7H]
    act(game, f"play c{BANG_3C} t0", 3)
    act(game, "take", 0)
    assert game.deck[-1] == BANG_3C  # played before the cover: face down
    act(game, "end", 3)
    assert game.events is not None and game.events.pile[-1] == "the_judge"
    assert decides(game) == (0, "play")
    act(game, f"play c{BANG_2C} t3", 0)
    act(game, f"missed c{MISSED_2S}", 3)
    assert game.discard[-2:] == [BANG_2C, MISSED_2S]  # after the cover: face up
    assert game.events.marks == {}


# --- F6.4 (F5.11 Thirst, F5.3-5 a ghost's 3) with the Dodge City phase-1 characters -----
def thirst(p1: dict[str, object], deck: list[int], **kw: object) -> CardGame:
    """Thirst in force, P1's phase 1 (High Noon's deck, Dodge City's characters)."""
    players = [seat("sheriff", "Bart Cassidy"), p1, seat("outlaw", "Rose Doolan", **kw),
               seat("renegade", "Willy the Kid")]
    return ev_table(*players, events={"deck": ["shootout", "high_noon"],
                                      "in_force": "thirst", "rounds": 2},
                    deck=deck, turn=1, phase="draw", dodge_city=True)


def test_f6_4_thirst_pixie_pete_draws_one_less_than_his_3() -> None:
    game = thirst(seat("outlaw", "Pixie Pete"), [BANG_2C, BANG_3C, BANG_4C])
    assert decides(game) == (1, "play")
    assert hand(game, 1) == [BANG_2C, BANG_3C] and game.deck[-1] == BANG_4C


def test_f6_4_thirst_bill_noface_draws_one_less_but_never_none() -> None:
    for life, drawn in ((2, [BANG_2C, BANG_3C]), (4, [BANG_2C])):
        game = thirst(seat("outlaw", "Bill Noface", life=life), [BANG_2C, BANG_3C, BANG_4C])
        assert hand(game, 1) == drawn, life  # 1 + (4 - life) cards, one less if above 1


def test_f6_4_thirst_pat_brennan_draws_1_from_the_deck() -> None:
    game = thirst(seat("outlaw", "Pat Brennan"), [BANG_2C, BANG_3C], equipment=[MUSTANG_8H])
    assert options(game) == {"draw_deck", f"table c{MUSTANG_8H}"}
    act(game, "draw_deck", 1)
    assert hand(game, 1) == [BANG_2C] and game.deck[-1] == BANG_3C


def test_f5_3_5_a_ghost_pixie_pete_draws_one_more_than_his_3() -> None:
    players = [seat("sheriff", "Bart Cassidy"), seat("deputy", "Slab the Killer"),
               seat("outlaw", "Pixie Pete", alive=False), seat("outlaw", "Kit Carlson"),
               seat("renegade", "Jesse Jones")]
    game = ev_table(*players, events={"deck": ["shootout", "high_noon"],
                                      "in_force": "ghost_town", "rounds": 2},
                    deck=[BANG_2C, BANG_3C, BANG_4C, MISSED_2S, BEER_6H], turn=1,
                    dodge_city=True)
    act(game, "end", 1)
    assert decides(game) == (2, "play")
    assert hand(game, 2) == [BANG_2C, BANG_3C, BANG_4C, MISSED_2S]


# --- F5.3-7, -8 Ghost Town: the ghost's last discards, as Pedro Ramirez sees them --------
def ghost_before_pedro(deck: list[int]) -> CardGame:
    """W17's table with Pedro Ramirez after the ghost: P2 (Outlaw) eliminated earlier,
    Ghost Town in force, P1's turn ends first; P2 draws ``deck``'s top three."""
    players = [seat("sheriff", "Bart Cassidy"), seat("deputy", "Slab the Killer"),
               seat("outlaw", "Willy the Kid", alive=False),
               seat("outlaw", "Pedro Ramirez"), seat("renegade", "Jesse Jones")]
    game = ev_table(*players, events={"deck": ["shootout", "high_noon"],
                                      "in_force": "ghost_town", "rounds": 2},
                    deck=deck, turn=1)
    act(game, "end", 1)
    assert decides(game) == (2, "play")
    return game


def test_f5_3_8_the_ghost_chooses_which_card_in_play_goes_last_onto_the_pile() -> None:
    # F5.3-7: his hand goes in phase 3 (limit 0), then (-8) his cards in play, in his
    # order (A9.3): one of those is the top Pedro Ramirez may take.
    game = ghost_before_pedro([BARREL_QS, MUSTANG_8H, BANG_2C, MISSED_2S, BEER_6H])
    act(game, f"play c{BARREL_QS}", 2)
    act(game, f"play c{MUSTANG_8H}", 2)
    act(game, "end", 2)
    assert decides(game) == (2, "discard_top")
    assert options(game) == {f"top c{BARREL_QS}", f"top c{MUSTANG_8H}"}
    act(game, f"top c{BARREL_QS}", 2)
    assert game.discard[-3:] == [BANG_2C, MUSTANG_8H, BARREL_QS]
    assert not game.alive[2] and decides(game)[0] == 3


def test_f5_3_7_with_nothing_in_play_the_ghost_chooses_his_last_hand_discard() -> None:
    game = ghost_before_pedro([BANG_2C, BANG_3C, BANG_4C, MISSED_2S, BEER_6H])
    act(game, "end", 2)
    assert decides(game) == (2, "discard_top")
    assert options(game) == {f"top c{c}" for c in (BANG_2C, BANG_3C, BANG_4C)}
    act(game, f"top c{BANG_2C}", 2)
    assert game.discard[-1] == BANG_2C and sorted(game.discard[-3:-1]) == [BANG_3C, BANG_4C]
    assert not game.alive[2] and decides(game)[0] == 3
