"""docs/design.md §4 with swap twins (tests/twins.py) for the dice game: two games that differ
only by the roles of two players seat p cannot see (RULES.md B3: only the Sheriff's role
is face up) give p and a spectator identical views and legal actions until one of them
dies or the game ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from twins import drive_swap_twins, random_dice_role_twins, roles_known


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(4, 8))
def test_dice_swap_twins_look_the_same_to_the_seat_and_to_spectators(
        seed: int, players: int) -> None:
    rng = random.Random(seed)
    first, second, seat, pair = random_dice_role_twins(rng, players, seed)
    drive_swap_twins(first, second, seat, rng, roles_known(pair), steps=200)
