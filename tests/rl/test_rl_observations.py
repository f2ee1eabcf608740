"""Observations (bang.rl.features): inside their declared bounds at every position of
random games, laid out relative to the observer, and with every event kind the
engines report known to the encoder."""

from __future__ import annotations

import pytest
from rl_positions import ALL_TABLES, random_positions, table_id

from bang.dice import DiceGame
from bang.rl.features import CARD_EVENT_KINDS, DICE_EVENT_KINDS, DICE_LAYOUT, DICE_PLAYER
from bang.rl.games import game_spec


@pytest.mark.parametrize("table", ALL_TABLES, ids=table_id)
def test_observations_stay_inside_their_bounds(table: tuple) -> None:
    game, players, options = table
    spec = game_spec(game, players, **options)
    high = spec.layout.high
    kinds = set(CARD_EVENT_KINDS if game == "cards" else DICE_EVENT_KINDS)
    for position in random_positions(game, players, options, seed=11, count=600):
        for seat in {position.pending.seat, 0}:
            obs, _ = spec.observe(position, seat)
            assert obs.shape == (spec.layout.size,)
            assert (obs >= 0).all() and (obs <= high).all(), \
                [name for name, s in spec.layout.slices.items()
                 if (obs[s] > high[s]).any() or (obs[s] < 0).any()]
        assert {e.kind for e in position.log} <= kinds


def test_the_layout_slices_tile_the_vector() -> None:
    for layout in (DICE_LAYOUT, game_spec("cards").layout,
                   game_spec("cards", ghost_variant="dead_reckonin",
                             ghost_separate_deck=True).layout):
        end = 0
        for part in layout.parts:
            piece = layout.slices[part.name]
            assert piece.start == end and piece.stop - piece.start == part.size
            end = piece.stop
        assert end == layout.size == len(layout.high)


def test_slot_zero_is_the_observer_and_slot_one_his_left_neighbour() -> None:
    setup = {"players": [
        {"role": "sheriff", "character": "Paul Regret", "life": 11},
        {"role": "outlaw", "character": "El Gringo", "life": 3, "arrows": 2},
        {"role": "outlaw", "character": "Bart Cassidy", "life": 5},
        {"role": "renegade", "character": "Suzy Lafayette", "life": 6},
    ]}
    game = DiceGame.from_setup(setup)
    spec = game_spec("dice", 4)
    players = DICE_LAYOUT.slices["players"]
    for seat, (own, left) in enumerate([(11, 3), (3, 5), (5, 6), (6, 11)]):
        obs, _ = spec.observe(game, seat)
        slots = obs[players].reshape(8, DICE_PLAYER)
        assert (slots[0, 2], slots[1, 2]) == (own, left)
        assert slots[4:].sum() == 0                      # no seats 4-7 at a 4-seat table
        # Each seat knows his own role; of the others only the Sheriff's is public.
        known = [bool(slots[k, 8]) for k in range(4)]
        sheriff_slot = (0 - seat) % 4
        assert known == [k == 0 or k == sheriff_slot for k in range(4)]
