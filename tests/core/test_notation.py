"""docs/design.md §2: every action has one canonical notation that round-trips."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bang.core import Action, IllegalAction, parse_action


@given(
    kind=st.sampled_from(["play", "pass", "missed", "pick", "reroll", "beer_save"]),
    card=st.integers(-1, 200),
    target=st.integers(-1, 8),
    arg=st.integers(-1, 1 << 12),
)
def test_notation_round_trips(kind: str, card: int, target: int, arg: int) -> None:
    action = Action(kind, card, target, arg)
    assert parse_action(action.format()) == action


def test_notation_is_compact() -> None:
    assert Action("play", 23, 2).format() == "play c23 t2"
    assert Action("pass").format() == "pass"


@pytest.mark.parametrize("text", ["", "play c", "play t2 c3", "play z4", "9play", "play c-1"])
def test_bad_notation_is_refused_with_a_reason(text: str) -> None:
    with pytest.raises(IllegalAction) as info:
        parse_action(text)
    assert info.value.code == "bad_notation"
