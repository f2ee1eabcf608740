"""docs/design.md §4 with swap twins (tests/twins.py): games that differ only by two cards
seat p cannot see give p and a spectator identical views and legal actions, in the base
game and in both ghost variants (RULES.md Part C), with and without Dodge City's cards
(rules/dodge-city.md E2.3, E4.1)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bang.cards import CardGame
from twins import (
    card_swap_twins,
    cards_known_to,
    drive_swap_twins,
    hidden_cards,
    random_card_setup,
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(4, 7),
       variant=st.sampled_from(["none", "dead_reckonin", "dead_mans_hand"]),
       dodge_city=st.booleans())
def test_swap_twins_look_the_same_to_the_seat_and_to_spectators(
        seed: int, players: int, variant: str, dodge_city: bool) -> None:
    rng = random.Random(seed)
    setup = random_card_setup(rng, players, variant, dodge_city)
    probe = CardGame.from_setup(setup, seed=seed)
    seat = rng.randrange(players)
    # One card from another player's hand (where leaks happen; a Ghost's hand, which
    # stays hidden longest, half the time), one from anywhere hidden.
    held = [c for s in range(players) if s != seat for c in probe.hands[s]]
    haunted = [c for s in range(players) if s != seat and not probe.alive[s]
               for c in probe.hands[s]]
    if haunted and rng.random() < 0.5:
        held = haunted
    x = rng.choice(held) if held else rng.choice(hidden_cards(probe, seat))
    y = rng.choice([c for c in hidden_cards(probe, seat) if c != x])
    first, second = card_swap_twins(setup, x, y, seed=seed)
    drive_swap_twins(first, second, seat, rng, cards_known_to(seat, (x, y)), steps=150)


def test_a_ghosts_forced_contest_answer_stays_hidden() -> None:
    """Issue reproduction (defect 1): a Ghost holding exactly two cards must play both
    (C1.3-2); the forced answer names them and must reach no other seat or spectator."""
    def player(role: str, character: str, **kw: Any) -> dict[str, Any]:
        return {"role": role, "character": character, **kw}
    setup = {"players": [player("sheriff", "Willy the Kid"),
                         player("outlaw", "Paul Regret", alive=False, life=0, hand=[11, 30]),
                         player("outlaw", "El Gringo", alive=False, life=0, hand=[5, 6, 7]),
                         player("renegade", "Kit Carlson"), player("deputy", "Jourdonnais")],
             "options": {"ghost_variant": "dead_reckonin"}, "ghost": {"ghosts": [1, 2]}}
    game = CardGame.from_setup(setup)
    game.apply("end")
    for seat in (None, 0, 2, 3, 4):
        events = game.view(seat).to_dict()["events"]
        autos = [e for e in events if e["kind"] == "auto"]
        assert autos == [{"kind": "auto", "seat": 1, "prompt": "ghost_contest"}]
    own = [e for e in game.view(1).to_dict()["events"] if e["kind"] == "auto"]
    assert own[0]["action"] == "contest c11 x30"
    # The same position with the Ghost's 30 swapped for a deck card: seat 2 and the
    # spectator cannot tell the two apart.
    first, second = card_swap_twins(setup, 30, 40)
    for game in (first, second):
        game.apply("end")
    assert first.view(2).to_dict() == second.view(2).to_dict()
    assert first.view(None).to_dict() == second.view(None).to_dict()
