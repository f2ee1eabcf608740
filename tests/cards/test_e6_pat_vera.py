"""rules/dodge-city.md E6.1 Pat Brennan, E9-7 and Vera Custer, E9-5 (with E11-22 to
E11-25): the choices at the start of a turn."""

from __future__ import annotations

from typing import Any

import pytest

from bang.cards import CardGame
from bang.core import ConfigError

from .dc_helpers import dc_table, refused
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BANG_5C,
    BANG_7D,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    FILLER,
    JAIL_10S,
    MISSED_2S,
    MUSTANG_8H,
    PANIC_JH,
    SCOPE,
    VOLCANIC_10S,
    act,
    decides,
    options,
    seat,
)


# --- Pat Brennan (E11-22) ---------------------------------------------------------------
def _pat(*others: dict[str, Any], own: list[int] | None = None, **kw: Any) -> Any:
    players = [seat("sheriff", "Pat Brennan", equipment=own), *others]
    return dc_table(*players, deck=[BANG_2C, BANG_3C, BANG_4C], phase="draw", **kw)


def _pat_others(equipment: list[int] | None = None,
                jail: list[int] | None = None) -> list[dict[str, Any]]:
    return [seat("outlaw", "Black Jack", equipment=equipment),
            seat("outlaw", "Willy the Kid", equipment=jail),
            seat("renegade", "Jesse Jones")]


def test_e11_22_pat_brennan_takes_one_card_in_play_and_draws_nothing() -> None:
    game = _pat(*_pat_others([VOLCANIC_10S, BARREL_QS]))
    assert decides(game) == (0, "draw_pat")
    assert options(game) == {"draw_deck", f"table c{VOLCANIC_10S}", f"table c{BARREL_QS}"}
    act(game, f"table c{BARREL_QS}", 0)
    assert game.hands[0] == [BARREL_QS] and game.deck[-1] == BANG_2C
    assert game.tables[1] == [VOLCANIC_10S]
    assert decides(game) == (0, "play")
    # Taken into the hand, it is played again like any hand card.
    assert f"play c{BARREL_QS}" in options(game)


def test_e6_1_pat_brennan_may_draw_from_the_deck() -> None:
    game = _pat(*_pat_others([VOLCANIC_10S]))
    act(game, "draw_deck", 0)
    assert game.hands[0] == [BANG_2C, BANG_3C] and game.tables[1] == [VOLCANIC_10S]


def test_e6_1_pat_brennan_no_card_in_play_draws_normally() -> None:
    # Pat 3: nothing to choose, no prompt.
    game = _pat(*_pat_others())
    assert decides(game) == (0, "play") and game.hands[0] == [BANG_2C, BANG_3C]


@pytest.mark.parametrize("own_table", [False, True])
def test_e9_7_pat_brennan_his_own_table_only_with_the_option(own_table: bool) -> None:
    game = _pat(*_pat_others([VOLCANIC_10S]), own=[SCOPE], pat_brennan_own_table=own_table)
    assert (f"table c{SCOPE}" in options(game)) is own_table


def test_e6_1_pat_brennan_takes_a_jail_into_his_hand() -> None:
    # Pat 4: a Jail taken from another player may be played later.
    game = _pat(*_pat_others(jail=[JAIL_10S]))
    act(game, f"table c{JAIL_10S}", 0)
    assert game.hands[0] == [JAIL_10S] and game.tables[2] == []
    assert f"play c{JAIL_10S} t1" in options(game)


# --- Vera Custer (E11-23 to E11-25) -----------------------------------------------------
def _vera(*others: dict[str, Any], me: dict[str, Any] | None = None, turn: int = 0,
          phase: str = "draw", **kw: Any) -> Any:
    players = [me or seat("sheriff", "Vera Custer"), *others]
    kw.setdefault("deck", [BANG_2C, BANG_3C, BANG_4C, BANG_5C])
    return dc_table(*players, turn=turn, phase=phase, **kw)


def test_e11_23_vera_custer_copies_a_phase_one_ability() -> None:
    game = _vera(seat("outlaw", "Black Jack"), seat("outlaw", "Pixie Pete"),
                 seat("renegade", "Jesse Jones"))
    assert decides(game) == (0, "vera_copy")
    assert options(game) == {"copy t1", "copy t2", "copy t3"}
    act(game, "copy t2", 0)
    assert game.hands[0] == [BANG_2C, BANG_3C, BANG_4C]
    assert game.has_ability(0, "pixie_pete") and game.has_ability(0, "vera_custer")
    assert game.max_life[0] == 4  # Vera 7: her life never changes
    # Chosen aloud: every seat and a spectator see whose ability she holds.
    assert all(game.view(s).players[0].copy == "Pixie Pete" for s in (0, 1, None))
    assert game.view(1).players[2].copy is None


def _end_turns(game: CardGame, until: int) -> None:
    """Every seat ends its turn (discarding its first cards if asked) until ``until``
    decides."""
    while game.pending is not None and game.pending.seat != until:
        who, kind = decides(game)
        act(game, "end" if kind == "play" else game.legal_actions()[0].format(), who)


def test_e11_24_vera_custer_copies_a_passive_ability_until_her_next_choice() -> None:
    game = _vera(seat("outlaw", "Black Jack", hand=[BANG_7D]), seat("outlaw", "Paul Regret"),
                 seat("renegade", "Pixie Pete"), deck=list(FILLER))
    act(game, "copy t2", 0)
    act(game, "end", 0)
    _end_turns(game, 1)
    assert decides(game) == (1, "play")
    assert game.distance(1, 0) == 2
    assert f"play c{BANG_7D} t0" not in options(game)
    act(game, "end", 1)
    _end_turns(game, 0)
    assert decides(game) == (0, "vera_copy")
    act(game, "copy t3", 0)
    act(game, "end", 0)
    _end_turns(game, 1)
    assert game.distance(1, 0) == 1


def test_e11_25_vera_custer_jail_with_a_copied_lucky_duke() -> None:
    me = seat("outlaw", "Vera Custer", copy="Lucky Duke", equipment=[JAIL_10S])
    game = dc_table(seat("sheriff", "Black Jack"), me, seat("outlaw", "Lucky Duke"),
                    seat("renegade", "Jesse Jones"), turn=1, phase="start",
                    deck=[MISSED_2S, BEER_7H, BANG_2C, BANG_3C])
    assert decides(game) == (1, "lucky_duke")
    act(game, f"choose c{BEER_7H}", 1)
    assert decides(game) == (1, "vera_copy")
    assert game.copied[1] == "" and not game.has_ability(1, "lucky_duke")


@pytest.mark.parametrize("copy", ["Pixie Pete", "Jourdonnais"])
def test_e11_25_vera_custer_skipped_turn_no_choice_no_ability(copy: str) -> None:
    me = seat("outlaw", "Vera Custer", copy=copy, equipment=[JAIL_10S])
    game = dc_table(seat("sheriff", "Black Jack", hand=[BANG_7D]), me, seat("outlaw", copy),
                    seat("renegade", "Jesse Jones"), turn=1, phase="start",
                    deck=[MISSED_2S, *FILLER])
    assert game.turn_seat == 2  # her turn skipped, without a choice
    assert game.copied[1] == "" and game.abilities[1] == {"vera_custer"}
    _end_turns(game, 0)
    act(game, f"play c{BANG_7D} t1", 0)
    # A BANG! at her is answered as by a Plain character: no Barrel draw! to offer, so
    # with no cards she takes the hit at once.
    assert decides(game) == (0, "play") and game.life[1] == 2


def test_e6_1_vera_custer_keeps_the_copy_when_its_owner_dies() -> None:
    # Vera 3: copied Paul Regret, now dead, still +1 until her next choice.
    game = _vera(seat("outlaw", "Black Jack"), seat("outlaw", "Paul Regret", alive=False),
                 seat("renegade", "Jesse Jones"),
                 me=seat("sheriff", "Vera Custer", copy="Paul Regret"), turn=1,
                 phase="play")
    assert game.distance(1, 0) == 2


def test_e6_1_vera_custer_only_living_others_and_one_is_forced() -> None:
    # Vera 8: never herself or the dead; with one candidate the choice is made for her.
    game = _vera(seat("outlaw", "Pixie Pete"), seat("outlaw", "Paul Regret", alive=False),
                 seat("deputy", "Black Jack", alive=False))
    assert decides(game) == (0, "play")
    assert game.copied[0] == "Pixie Pete" and len(game.hands[0]) == 3


def test_e6_1_vera_custer_may_copy_nobody_with_the_option() -> None:
    game = _vera(seat("outlaw", "Black Jack"), seat("outlaw", "Pixie Pete"),
                 seat("renegade", "Jesse Jones"), vera_custer_optional=True)
    assert options(game) == {"copy t1", "copy t2", "copy t3", "no_copy"}
    act(game, "no_copy", 0)
    assert game.copied[0] == "" and game.hands[0] == [BANG_2C, BANG_3C]


def test_e6_1_vera_custer_copies_a_turn_ability_with_fresh_counters() -> None:
    # Vera 4, 6, 9: a copied Doc Holyday's one use is hers, in her turn.
    game = _vera(seat("outlaw", "Doc Holyday"), seat("outlaw", "Black Jack"),
                 seat("renegade", "Jesse Jones"),
                 me=seat("sheriff", "Vera Custer", hand=[BEER_6H, PANIC_JH]))
    act(game, "copy t1", 0)
    assert any(a.kind == "doc" for a in game.legal_actions())
    act(game, f"doc c{BEER_6H} t1 x{PANIC_JH}", 0)
    assert game.life[1] == 3
    assert not any(a.kind == "doc" for a in game.legal_actions())


def test_e6_1_vera_custer_a_copied_belle_star_acts_in_her_turn_only() -> None:
    # Vera 5.
    game = _vera(seat("outlaw", "Belle Star", equipment=[MUSTANG_8H]),
                 seat("outlaw", "Black Jack"), seat("renegade", "Jesse Jones"))
    act(game, "copy t1", 0)
    assert game.distance(0, 1) == 1
    act(game, "end", 0)
    _end_turns(game, 2)
    assert game.distance(0, 1) == 2


def test_e9_5_vera_custer_a_copied_hand_limit_in_the_same_turn() -> None:
    game = _vera(seat("outlaw", "Sean Mallory"), seat("outlaw", "Black Jack"),
                 seat("renegade", "Jesse Jones"),
                 me=seat("sheriff", "Vera Custer", life=1, hand=list(FILLER)),
                 deck=[BEER_6H, BEER_7H, MISSED_2S])
    act(game, "copy t1", 0)
    act(game, "end", 0)
    assert len(game.hands[0]) == 10 and game.turn_seat == 1


def test_e6_1_vera_custer_copy_refused_on_herself_and_bad_setups() -> None:
    game = _vera(seat("outlaw", "Black Jack"), seat("outlaw", "Pixie Pete"),
                 seat("renegade", "Jesse Jones"))
    refused(game, "copy t0", "bad_target")
    with pytest.raises(ConfigError):
        _vera(seat("outlaw", "Black Jack", copy="Pixie Pete"), seat("outlaw", "Pixie Pete"),
              seat("renegade", "Jesse Jones"))
    with pytest.raises(ConfigError):
        _vera(seat("outlaw", "Black Jack"), seat("outlaw", "Pixie Pete"),
              seat("renegade", "Jesse Jones"), me=seat("sheriff", "Vera Custer",
                                                      copy="Vera Custer"))


def test_e6_1_vera_custer_a_copied_elena_fuente_answers_out_of_her_turn() -> None:
    # Elena 5, Vera 4: a copied response ability serves in the others' turns.
    game = _vera(seat("outlaw", "Elena Fuente", hand=[BANG_7D]),
                 seat("outlaw", "Black Jack"), seat("renegade", "Jesse Jones"),
                 me=seat("sheriff", "Vera Custer", copy="Elena Fuente", hand=[BEER_6H]),
                 turn=1, phase="play")
    act(game, f"play c{BANG_7D} t0", 1)
    assert options(game) == {f"missed c{BEER_6H}", "take"}
    act(game, f"missed c{BEER_6H}", 0)
    assert game.life[0] == 4


def test_e11_22_a_green_card_pat_brennan_takes_waits_again_once_played() -> None:
    # E11-22 with Dodge City's cards: P1 has a Volcanic and a ready Sombrero 7♣ (id 198)
    # in play; Pat takes the Sombrero, plays it ("new"), and in P1's next turn it
    # cancels P1's BANG! at him (E4.1-3, -5).
    from .helpers import table

    sombrero = 198
    game = table(seat("sheriff", "Pat Brennan"),
                 seat("outlaw", "Black Jack", hand=[BANG_5C],
                      equipment=[VOLCANIC_10S, sombrero]),
                 seat("outlaw", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                 deck=[BANG_2C, BANG_3C, BANG_4C, BANG_7D], phase="draw", dodge_city=True)
    act(game, f"table c{sombrero}", 0)
    assert game.hands[0] == [sombrero] and game.deck[-1] == BANG_2C
    assert game.tables[1] == [VOLCANIC_10S]
    act(game, f"play c{sombrero}", 0)
    assert game.view(1).players[0].waiting == (sombrero,)  # public: waits this turn
    act(game, "end", 0)
    while decides(game) != (1, "play"):
        act(game, next(iter(sorted(options(game)))), decides(game)[0])
    act(game, f"play c{BANG_5C} t0", 1)
    assert decides(game) == (0, "respond") and f"use c{sombrero}" in options(game)
    act(game, f"use c{sombrero}", 0)
    assert game.life[0] == game.max_life[0] and game.tables[0] == []
