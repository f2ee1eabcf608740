"""DESIGN.md §4 with swap twins (tests/twins.py) for the dice game: two games that differ
only by the roles of two players seat p cannot see (RULES.md B3: only the Sheriff's role
is face up) give p and a spectator identical views and legal actions until one of them
dies or the game ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bang.dice.data import CHARACTERS, ROLE_TABLE, ROLES
from twins import drive_swap_twins, role_swap_twins, roles_known


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(4, 8))
def test_dice_swap_twins_look_the_same_to_the_seat_and_to_spectators(
        seed: int, players: int) -> None:
    rng = random.Random(seed)
    roles = [ROLES[r] for r in ROLE_TABLE[players]]
    rng.shuffle(roles)
    names = rng.sample([c.name for c in CHARACTERS], players)
    setup = {"players": [{"role": r, "character": c} for r, c in zip(roles, names, strict=True)],
             "seed": seed}
    # Seat p and two others with different hidden roles (with 4 players the Renegade
    # sees only two Outlaws, so he is not always a possible p).
    choices = [(p, a, b) for p in range(players) for a in range(players)
               for b in range(a + 1, players) if p not in (a, b)
               and "sheriff" not in (roles[a], roles[b]) and roles[a] != roles[b]]
    seat, a, b = rng.choice(choices)
    first, second = role_swap_twins(setup, a, b)
    drive_swap_twins(first, second, seat, rng, roles_known((a, b)), steps=200)
