"""Information sets (``game.information_set(seat)``, bang.core.belief): every sample is a
full game that agrees with everything the seat may know, and nothing the seat cannot
see reaches a sample: swap twins give the same canonical game and the same samples."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bang.cards import CardConfig, CardGame
from bang.core.belief import hostility, sample_roles
from bang.dice import DiceConfig, DiceGame
from bang.dice.data import CHARACTERS, ROLE_TABLE, ROLES
from twins import (
    card_swap_twins,
    cards_known_to,
    hidden_cards,
    random_card_setup,
    swap_roles_in_setup,
)


def random_game(game: str, players: int, seed: int, steps: int, variant: str = "none") -> Any:
    """A game after ``steps`` random actions (fewer if it ends first)."""
    if game == "cards":
        g: Any = CardGame.new(CardConfig(players=players, ghost_variant=variant,
                                      three_player=players == 3,
                                      eight_players=players == 8), seed)
    else:
        g = DiceGame.new(DiceConfig(players=players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(3, 8), steps=st.integers(0, 250),
       game=st.sampled_from(["cards", "dice"]),
       variant=st.sampled_from(["none", "dead_reckonin", "dead_mans_hand"]))
def test_a_sample_looks_to_the_seat_exactly_like_the_game(
        seed: int, players: int, steps: int, game: str, variant: str) -> None:
    true = random_game(game, players, seed, steps, variant)
    if true.is_over:
        return
    rng = random.Random(seed)
    seat = rng.randrange(players)
    info = true.information_set(seat)
    for _ in range(3):
        sample = info.sample(rng)
        assert sample.view(seat).to_dict() == true.view(seat).to_dict()
        assert Counter(sample.roles) == Counter(true.roles)
        if sample.pending.seat == seat:
            assert sample.legal_actions() == true.legal_actions()
        if game == "cards":
            every = [*sample.deck, *sample.discard, *sample.limbo, *sample.out,
                     *sample.ghost.deck, *sample.ghost.discard,
                     *(c for h in sample.hands for c in h), *(c for t in sample.tables for c in t)]
            truth = [*true.deck, *true.discard, *true.limbo, *true.out, *true.ghost.deck,
                     *true.ghost.discard, *(c for h in true.hands for c in h),
                     *(c for t in true.tables for c in t)]
            assert sorted(every) == sorted(truth)
            assert [len(h) for h in sample.hands] == [len(h) for h in true.hands]
        # The sample plays on like any game.
        for _ in range(20):
            if sample.is_over:
                break
            sample.apply(rng.choice(sample.legal_actions()))


def test_samples_vary_the_hidden_part() -> None:
    true = random_game("cards", 6, 3, 40)
    seat = true.pending.seat
    info = true.information_set(seat)
    rng = random.Random(1)
    hands = {tuple(tuple(h) for s, h in enumerate(info.sample(rng).hands) if s != seat)
             for _ in range(10)}
    roles = {tuple(info.sample(rng).roles) for _ in range(30)}
    assert len(hands) == 10
    assert len(roles) > 1


def test_the_seed_record_and_private_events_never_reach_the_canonical_game() -> None:
    true = random_game("cards", 5, 11, 60)
    seat = true.pending.seat
    canonical = true.information_set(seat).canonical()
    assert canonical.seed == 0 and canonical.history == [] and canonical.to_record()["seed"] == 0
    for event in canonical.log:
        if event.to is not None and seat not in event.to:
            assert "cards" not in event.data and "action" not in event.data


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(4, 7),
       variant=st.sampled_from(["none", "dead_reckonin", "dead_mans_hand"]),
       dodge_city=st.booleans())
def test_card_swap_twins_give_the_same_information_set(seed: int, players: int,
                                                        variant: str, dodge_city: bool) -> None:
    rng = random.Random(seed)
    setup = random_card_setup(rng, players, variant, dodge_city)
    probe = CardGame.from_setup(setup, seed=seed)
    seat = rng.randrange(players)
    hidden = hidden_cards(probe, seat)
    x, y = rng.sample(hidden, 2)
    first, second = card_swap_twins(setup, x, y, seed=seed)
    known = cards_known_to(seat, (x, y))
    for _ in range(rng.randrange(40)):
        if first.is_over or known(first) or known(second):
            return
        action = rng.choice(first.legal_actions())
        if action not in second.legal_actions():
            return
        first.apply(action)
        second.apply(action)
    if first.is_over or known(first) or known(second):
        return
    a, b = first.information_set(seat), second.information_set(seat)
    assert a.canonical().state_dict() == b.canonical().state_dict()
    assert a.canonical().log == b.canonical().log
    assert a.sample(random.Random(seed)).state_dict() == b.sample(random.Random(seed)).state_dict()


def role_twins(game: str, rng: random.Random, players: int) -> tuple[Any, Any, int]:
    """Two games whose only difference is the roles of two living players hidden from
    the returned seat."""
    if game == "dice":
        roles = [ROLES[r] for r in ROLE_TABLE[players]]
        names = [c.name for c in CHARACTERS]
    else:
        from bang.cards.data import CHARACTERS as CARD_CHARACTERS
        from bang.cards.data import roles_for

        roles = list(roles_for(players))
        names = [c.name for c in CARD_CHARACTERS]
    rng.shuffle(roles)
    chosen = rng.sample(names, players)
    setup: dict[str, Any] = {"players": [{"role": r, "character": c}
                                         for r, c in zip(roles, chosen, strict=True)]}
    if game == "cards":
        setup["phase"] = "start"
    choices = [(p, a, b) for p in range(players) for a in range(players)
               for b in range(a + 1, players) if p not in (a, b)
               and "sheriff" not in (roles[a], roles[b]) and roles[a] != roles[b]]
    seat, a, b = rng.choice(choices)
    twin = swap_roles_in_setup(setup, a, b)
    cls: Any = DiceGame if game == "dice" else CardGame
    return cls.from_setup(setup), cls.from_setup(twin), seat


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(4, 8),
       game=st.sampled_from(["cards", "dice"]))
def test_role_swap_twins_give_the_same_information_set(seed: int, players: int,
                                                        game: str) -> None:
    rng = random.Random(seed)
    first, second, seat = role_twins(game, rng, players)
    a, b = first.information_set(seat), second.information_set(seat)
    assert a.canonical().state_dict() == b.canonical().state_dict()
    assert a.sample(random.Random(seed)).state_dict() == b.sample(random.Random(seed)).state_dict()


def test_attacks_on_the_sheriff_make_an_outlaw_likelier() -> None:
    scores = hostility([(1, 0), (1, 0), (2, 3)], {0: "sheriff", 3: "outlaw"})
    assert scores == {1: 4.0, 2: -1.0}
    rng = random.Random(5)
    outlaw_at_1 = sum(sample_roles([1, 2], ["deputy", "outlaw"], scores, rng)[0] == "outlaw"
                      for _ in range(2000))
    assert outlaw_at_1 > 1600
    uniform = sum(sample_roles([1, 2], ["deputy", "outlaw"], {}, rng)[0] == "outlaw"
                  for _ in range(2000))
    assert 850 < uniform < 1150
