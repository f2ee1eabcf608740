"""RULES.md A8 (draw! checks) and A11 (hand limit and reshuffle)."""

from __future__ import annotations

from .helpers import (
    BANG_2C,
    BANG_2D,
    BANG_3C,
    BANG_AS,
    BARREL_QS,
    BEER_6H,
    FILLER,
    JAIL_10S,
    STAGECOACH_1,
    act,
    decides,
    options,
    seat,
    table,
)


def players(**per_seat: dict[str, object]) -> list[dict[str, object]]:
    result = [seat("sheriff", "Black Jack"), seat("outlaw", "Willy the Kid"),
              seat("outlaw", "Slab the Killer"), seat("renegade", "Jesse Jones")]
    for key, info in per_seat.items():
        result[int(key[1:])].update(info)
    return result


def test_draw_check_card_goes_to_the_discard_pile_not_a_hand() -> None:
    game = table(*players(s0={"hand": [BANG_AS]},
                          s1={"equipment": [BARREL_QS], "hand": [BANG_3C]}),
                 deck=[BEER_6H])
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "barrel", 1)
    assert game.discard[-1] == BEER_6H
    assert BEER_6H not in game.hands[1]


def test_lucky_duke_flips_two_chooses_one_and_discards_both() -> None:
    game = table(*players(s1={"character": "Lucky Duke", "equipment": [JAIL_10S]}),
                 deck=[BANG_AS, BEER_6H, BANG_2C, BANG_3C], turn=1, phase="start")
    assert decides(game) == (1, "lucky_duke")
    assert options(game) == {f"choose c{BANG_AS}", f"choose c{BEER_6H}"}
    act(game, f"choose c{BEER_6H}", 1)
    assert game.discard == [BANG_AS, BEER_6H, JAIL_10S]
    assert game.hands[1] == [BANG_2C, BANG_3C]
    assert decides(game) == (1, "play")


def test_lucky_duke_choosing_the_bad_card_stays_in_jail() -> None:
    game = table(*players(s1={"character": "Lucky Duke", "equipment": [JAIL_10S]}),
                 deck=[BANG_AS, BEER_6H, BANG_2C, BANG_3C], turn=1, phase="start")
    act(game, f"choose c{BANG_AS}", 1)
    assert game.turn_seat == 2


def test_empty_deck_reshuffles_the_whole_discard_pile() -> None:
    """A11 / A14.1: the played Stagecoach is already on the discard pile."""
    game = table(*players(s0={"hand": [STAGECOACH_1]}), fill_deck=False,
                 discard=[BANG_2D])
    assert game.deck == []
    before = len(game.discard)
    act(game, f"play c{STAGECOACH_1}", 0)
    assert any(e.kind == "reshuffle" for e in game.log)
    assert game.discard == []
    assert len(game.deck) == before + 1 - 2
    assert len(game.hands[0]) == 2


def test_reshuffle_keep_top_discard_option() -> None:
    game = table(*players(s0={"hand": [STAGECOACH_1]}), fill_deck=False,
                 discard=[BANG_2D], reshuffle_keep_top_discard=True)
    act(game, f"play c{STAGECOACH_1}", 0)
    # The Stagecoach was the top discard when the deck ran out.
    assert game.discard == [STAGECOACH_1]
    assert STAGECOACH_1 not in game.deck and STAGECOACH_1 not in game.hands[0]


def test_draw_check_reshuffles_when_the_deck_is_empty() -> None:
    game = table(*players(s1={"equipment": [JAIL_10S]}), fill_deck=False, turn=1,
                 phase="start")
    assert any(e.kind == "reshuffle" for e in game.log)
    flipped = next(e.data["card"] for e in game.log if e.kind == "check")
    assert game.discard[0] == flipped


def test_hand_limit_is_not_checked_outside_ones_own_turn() -> None:
    game = table(*players(s1={"life": 1, "hand": FILLER[:5]}), deck=[BEER_6H, BANG_2D])
    act(game, "end", 0)
    assert game.hands[1] == [*FILLER[:5], BEER_6H, BANG_2D]
    assert decides(game) == (1, "play")
