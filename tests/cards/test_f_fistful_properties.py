"""rules/high-noon-fistful.md with A Fistful of Cards' deck (``event_decks`` = fistful or
mixed) at 3-8 players, with and without Dodge City, without and with both ghost variants
(Dead Man kept in with ``event_revival_cards = "always"`` half of the time): every card
in one place after every step, every prompt answerable, every game ending, a record
replaying to the same state, and swap twins looking the same with each Fistful card in
force (docs/design.md §4)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bang.cards import CardConfig, CardGame
from twins import (
    card_swap_twins,
    cards_known_to,
    drive_swap_twins,
    hidden_cards,
    random_card_setup,
)

from .fistful import FINAL
from .test_card_properties import DECISION_CAP
from .test_f_event_properties import check_invariants  # a Ghost Town ghost's 0 life


def play_out(game: CardGame, rng: random.Random, every_step: bool = True) -> int:
    """Random legal answers to the end, the invariants checked at every step."""
    steps = 0
    while not game.is_over:
        if every_step:
            check_invariants(game)
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        assert steps < DECISION_CAP, "livelock: the game did not end"
    check_invariants(game)
    return steps

#: A Fistful of Cards' options (appendix F-A), drawn for a game with its deck.
FISTFUL_OPTIONS = st.fixed_dictionaries({}, optional={
    "ambush_character_modifiers": st.booleans(),
    "lasso_jail_dynamite": st.sampled_from(["dormant", "check_no_effect"]),
    "abandoned_mine_scope": st.sampled_from(["phase3", "all_played"]),
    "ranch_timing": st.sampled_from(["end_of_phase1", "end_of_phase2"]),
    "sniper_uses_bang_limit": st.booleans(),
    "roulette_may_decline": st.booleans(),
    "peyote_may_stop": st.booleans(),
    "hard_liquor_at_full_life": st.booleans(),
    "event_deck_size": st.sampled_from([0, 3, 12]),
    "auto_forced": st.booleans(),
})

FISTFUL_CARDS = ["abandoned_mine", "ambush", "blood_brothers", "dead_man", "hard_liquor",
                 "lasso", "law_of_the_west", "peyote", "ranch", "ricochet",
                 "russian_roulette", "sniper", "the_judge", "vendetta"]


def fistful_config(players: int, decks: str, dodge_city: bool, variant: str,
                   revival: bool, options: dict[str, Any]) -> CardConfig:
    data: dict[str, Any] = {"players": players, "event_decks": decks, **options}
    if decks == "mixed" and data.get("event_deck_size") not in (0, 12, None):
        data["event_deck_size"] = 12
    if dodge_city:
        data["dodge_city"] = True
    if variant != "none":
        data["ghost_variant"] = variant
        if revival:  # F7.2: Dead Man's (-3, -6) and, in a mixed deck, Ghost Town's
            data["event_revival_cards"] = "always"
    return CardConfig.from_dict(data)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 8), decks=st.sampled_from(["fistful", "mixed"]),
       dodge_city=st.booleans(),
       variant=st.sampled_from(["none", "dead_reckonin", "dead_mans_hand"]),
       revival=st.booleans(), options=FISTFUL_OPTIONS, seed=st.integers(0, 2**32))
# A revived Dead Man (F7.2-3) wins Vendetta's extra turn (F5.29) and is a ghost again
# before it begins: the extra turn was once given to his ghost without end.
@example(players=4, decks="fistful", dodge_city=True, variant="dead_reckonin", revival=True,
         options={}, seed=341288)
def test_fistful_games_conserve_cards_end_and_replay(
        players: int, decks: str, dodge_city: bool, variant: str, revival: bool,
        options: dict[str, Any], seed: int) -> None:
    config = fistful_config(players, decks, dodge_city, variant, revival, options)
    game = CardGame.new(config, seed)
    play_out(game, random.Random(seed))
    assert game.events is not None and game.events.rounds >= 1
    replayed = CardGame.from_record(game.to_record())
    assert replayed.digest() == game.digest()
    assert replayed.winners == game.winners


def test_a_fistful_deck_reveals_its_cards_and_its_final_one() -> None:
    """Not a property: the games above do reach the cards (a deck of 3 before the final
    card, long games), so the properties are about games in which events happened."""
    seen: set[str] = set()
    for seed in range(12):
        config = fistful_config(4 + seed % 4, "fistful", seed % 2 == 1, "none", False,
                                {"event_deck_size": 3})
        game = CardGame.new(config, seed)
        play_out(game, random.Random(seed), every_step=False)
        assert game.events is not None
        seen.update(game.events.pile)
    assert FINAL in seen and len(seen) >= 10


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(4, 7),
       variant=st.sampled_from(["none", "dead_reckonin", "dead_mans_hand"]),
       dodge_city=st.booleans(), card=st.sampled_from([*FISTFUL_CARDS, FINAL]),
       options=FISTFUL_OPTIONS)
def test_swap_twins_look_the_same_with_a_fistful_card_in_force(
        seed: int, players: int, variant: str, dodge_city: bool, card: str,
        options: dict[str, Any]) -> None:
    rng = random.Random(seed)
    setup = random_card_setup(rng, players, variant, dodge_city)
    # Not auto_forced: a forced answer applied for a seat shows the others that he had
    # one choice only (a base-game option, outside what swap twins compare).
    setup["options"] = {**setup["options"], "event_decks": "fistful",
                        **{k: v for k, v in options.items()
                           if k not in ("event_deck_size", "auto_forced")}}
    if variant != "none" and card == "dead_man":
        setup["options"]["event_revival_cards"] = "always"
    # The card is revealed as the Sheriff's turn starts (its ENTRY effect included).
    spare = "the_judge" if card != "the_judge" else "ambush"
    setup["events"] = ({"deck": [], "pile": [spare, FINAL], "rounds": 3} if card == FINAL
                       else {"deck": [card, FINAL], "in_force": spare, "rounds": 2})
    probe = CardGame.from_setup(setup, seed=seed)
    seat = rng.randrange(players)
    held = [c for s in range(players) if s != seat for c in probe.hands[s]]
    x = rng.choice(held) if held else rng.choice(hidden_cards(probe, seat))
    y = rng.choice([c for c in hidden_cards(probe, seat) if c != x])
    first, second = card_swap_twins(setup, x, y, seed=seed)
    drive_swap_twins(first, second, seat, rng, cards_known_to(seat, (x, y)), steps=150)
    check_invariants(first)
