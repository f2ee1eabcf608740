"""Observations of dice games with the expansions (``dice-x``, RULES.md Part G) through
the one redaction view: two games that differ only in what a seat cannot see (two hidden
roles exchanged; the order of the Duel Wound pile or of the face-down Boneyard) give that
seat equal observations and action masks until the difference comes face up."""

from __future__ import annotations

import copy
import random
from typing import Any

import numpy as np
import pytest
from rl_positions import DICE_MODULES

from bang.dice import DiceGame
from bang.dice.data import ROLE_TABLE, ROLES
from bang.rl.dice_expansions import DICE_X_LAYOUT
from bang.rl.games import GameSpec, game_spec
from twins import random_dice_role_twins

#: The events that turn a pile's item face up (a token drawn, a Boneyard card revealed).
REVEALS = frozenset({"wound", "wound_back", "boneyard"})


def seen(spec: GameSpec, game: DiceGame, seat: int) -> tuple[list[float], list[int]]:
    obs, legal = spec.observe(game, seat)
    mask, _ = spec.mask(legal, seat)
    return obs.tolist(), np.flatnonzero(mask).tolist()


def drive(spec: GameSpec, first: DiceGame, second: DiceGame, seat: int,
          rng: random.Random, public: Any, steps: int = 200) -> int:
    """Both games with the same random actions; ``seat`` and a spectator see the same
    observation in both until ``public`` says the difference may show."""
    compared = 0
    for _ in range(steps):
        if first.is_over or second.is_over or public(first, second):
            break
        compared += 1
        assert seen(spec, first, seat) == seen(spec, second, seat)
        assert (spec.encode(first.view(None)) == spec.encode(second.view(None))).all()
        action = rng.choice(first.legal_actions())
        if action not in second.legal_actions():
            break
        one, other = first.apply(action), second.apply(action)
        if [e for e in one if e.kind in REVEALS] != [e for e in other if e.kind in REVEALS]:
            break
    return compared


def test_expansion_observations_do_not_change_with_hidden_roles() -> None:
    compared = 0
    for seed in range(30):
        players = 4 + seed % 5
        rng = random.Random(seed)
        first, second, seat, (a, b) = random_dice_role_twins(rng, players, seed, DICE_MODULES)
        spec = game_spec("dice", players, **DICE_MODULES)
        assert spec.layout is DICE_X_LAYOUT

        def public(one: DiceGame, other: DiceGame, a: int = a, b: int = b,
                   seat: int = seat) -> bool:
            view = one.view(seat)
            return view.players[a].role is not None or view.players[b].role is not None \
                or one.life != other.life
        compared += drive(spec, first, second, seat, rng, public)
    assert compared > 300


def pile_setup(rng: random.Random, players: int) -> tuple[dict[str, Any], int]:
    roles = [ROLES[r] for r in ROLE_TABLE[players]]
    rng.shuffle(roles)
    names = ["Jesse Jones", "Paul Regret", "Black Jack", "Willy the Kid", "Belle Star",
             "Chuck Wengam", "Greg Digger", "Herb Hunter", "Sam the Healer", "Sean Mallory",
             "Molly Stark", "José Delgado", "Apache Kid", "Bill Noface"]
    rng.shuffle(names)
    pile = ["beer"] * 3 + ["one"] * 5 + ["two"] * 5 + ["dynamite"] * 2
    rng.shuffle(pile)
    cards = [0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2]
    rng.shuffle(cards)
    setup = {"players": [{"role": r, "character": c} for r, c in zip(roles, names,
                                                                       strict=False)],
             "wound_pile": pile, "boneyard": cards, "seed": rng.randrange(2**32),
             "config": dict(DICE_MODULES)}
    return setup, rng.randrange(players)


@pytest.mark.parametrize("pile_name", ["wound_pile", "boneyard"])
def test_expansion_observations_do_not_change_with_a_hidden_piles_order(
        pile_name: str) -> None:
    compared = 0
    for seed in range(30):
        rng = random.Random(seed)
        players = 4 + seed % 5
        setup, seat = pile_setup(rng, players)
        items = setup[pile_name]
        i, j = next((i, j) for i in range(len(items)) for j in range(i + 1, len(items))
                     if items[i] != items[j])
        twin = copy.deepcopy(setup)
        twin[pile_name][i], twin[pile_name][j] = items[j], items[i]
        spec = game_spec("dice", players, **DICE_MODULES)
        compared += drive(spec, DiceGame.from_setup(setup), DiceGame.from_setup(twin), seat,
                          rng, lambda one, other: one.life != other.life)
    assert compared > 200


def test_the_observation_shows_the_expansions_public_state() -> None:
    """What the twins above may not tell apart, a change the seat does see shows: the
    Chief's Arrow in a player's hands, a Duel Wound token, a zombie."""
    setup, _ = pile_setup(random.Random(3), 5)
    spec = game_spec("dice", 5, **DICE_MODULES)
    plain = DiceGame.from_setup(setup)
    marked = copy.deepcopy(setup)
    marked["players"][2]["wounds"] = ["one"]
    marked["wound_pile"].remove("one")
    marked["chief"] = 2
    other = DiceGame.from_setup(marked)
    players = DICE_X_LAYOUT.slices["players"]
    a, _ = spec.observe(plain, 0)
    b, _ = spec.observe(other, 0)
    assert (a[players] != b[players]).sum() == 2   # the Chief's flag and the token
