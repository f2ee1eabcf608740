"""Illegal actions (docs/design.md §2): each raises IllegalAction with its code and leaves the
game unchanged (RULES.md A3, A4, A5, A7 Jail and Missed!)."""

from __future__ import annotations

from typing import Any

import pytest

from bang.core.errors import IllegalAction

from .helpers import BANG_AS, BANG_QH, FILLER, JAIL_10S, MISSED_2S, seat, table


def game_at_play(**kw: Any) -> Any:
    return table(seat("sheriff", "Black Jack", hand=[BANG_AS, BANG_QH, MISSED_2S]),
                 seat("outlaw", "Willy the Kid", hand=[FILLER[0]]),
                 seat("outlaw", "Slab the Killer", hand=[JAIL_10S]),
                 seat("renegade", "Jesse Jones", hand=[FILLER[1]]), **kw)


def refused(game: Any, text: str, code: str, **kw: Any) -> None:
    before = game.digest()
    with pytest.raises(IllegalAction) as info:
        game.apply(text, **kw)
    assert info.value.code == code
    assert game.digest() == before


def test_wrong_seat() -> None:
    refused(game_at_play(), f"play c{BANG_AS} t1", "wrong_seat", seat=1)


def test_stale_decision_id() -> None:
    game = game_at_play()
    old = game.pending.id
    game.apply(f"play c{BANG_AS} t1")
    game.apply("take")
    refused(game, "end", "stale_decision", decision_id=old)


def test_card_not_in_hand() -> None:
    refused(game_at_play(), f"play c{FILLER[0]} t1", "not_in_hand")


def test_target_out_of_range() -> None:
    refused(game_at_play(), f"play c{BANG_AS} t2", "out_of_range")


def test_second_bang_without_volcanic() -> None:
    game = game_at_play()
    game.apply(f"play c{BANG_AS} t1")
    game.apply("take")
    refused(game, f"play c{BANG_QH} t1", "bang_limit")


def test_jail_on_the_sheriff() -> None:
    game = game_at_play(turn=2)
    refused(game, f"play c{JAIL_10S} t0", "jail_sheriff")


def test_missed_in_ones_own_turn() -> None:
    refused(game_at_play(), f"play c{MISSED_2S}", "not_playable")


@pytest.mark.parametrize("text", ["", "play c", "play t1 c0", "9lives", "play c1 x"])
def test_bad_notation(text: str) -> None:
    refused(game_at_play(), text, "bad_notation")


def test_wrong_kind_of_answer() -> None:
    refused(game_at_play(), "take", "wrong_kind")


def test_no_such_card() -> None:
    refused(game_at_play(), "play c99 t1", "no_such_card")


def test_game_over() -> None:
    game = table(seat("sheriff", "Black Jack", hand=[BANG_AS]),
                 seat("outlaw", "Willy the Kid", life=1),
                 seat("outlaw", "Slab the Killer", alive=False),
                 seat("renegade", "Jesse Jones", alive=False))
    game.apply(f"play c{BANG_AS} t1")
    refused(game, "end", "game_over")
