"""Observations (bang.rl.features): inside their declared bounds at every position of
random games, laid out relative to the observer, with every event kind the engines
report known to the encoder; the layouts pinned to their version, the base game's
vectors those of version 1, Dodge City's public green cards and copy in their slots."""

from __future__ import annotations

import hashlib
import random
from typing import Any

import numpy as np
import pytest
from rl_positions import ALL_TABLES, random_positions, table_id

from bang.cards import CardGame
from bang.dice import DiceGame
from bang.rl.dice_expansions import DICE_X_LAYOUT, EVENT_KINDS_X
from bang.rl.features import (
    CARD_LAYOUTS,
    DICE_EVENT_KINDS,
    DICE_LAYOUT,
    DICE_PLAYER,
    LAYOUT_VERSION,
    CardLayout,
    layout_table,
)
from bang.rl.games import game_spec


@pytest.mark.parametrize("table", ALL_TABLES, ids=table_id)
def test_observations_stay_inside_their_bounds(table: tuple) -> None:
    game, players, options = table
    spec = game_spec(game, players, **options)
    high = spec.layout.high
    layout = spec.layout
    kinds = set(layout.content.events if isinstance(layout, CardLayout)
                else EVENT_KINDS_X if layout is DICE_X_LAYOUT else DICE_EVENT_KINDS)
    for position in random_positions(game, players, options, seed=11, count=600):
        for seat in {position.pending.seat, 0}:
            obs, _ = spec.observe(position, seat)
            assert obs.shape == (spec.layout.size,)
            assert (obs >= 0).all() and (obs <= high).all(), \
                [name for name, s in spec.layout.slices.items()
                 if (obs[s] > high[s]).any() or (obs[s] < 0).any()]
        assert {e.kind for e in position.log} <= kinds


def test_the_layout_slices_tile_the_vector() -> None:
    for layout in (DICE_LAYOUT, DICE_X_LAYOUT, *CARD_LAYOUTS.values()):
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


#: Each layout at its version (a change to one must bump its version; LAYOUT_VERSION is
#: the newest) and update its fingerprint here.
LAYOUTS = {
    "dice": (1, 598, "28cac0c34e171460"),
    "dice-x": (4, 1173, "5d7fc5fd1aef473d"),
    "cards-80": (1, 2013, "524820e7983e32ad"),
    "cards-160": (1, 2253, "3755a50ad52b26f2"),
    "cards-dc-121": (2, 3200, "0d6b97304e2527be"),
    "cards-dc-242": (2, 3563, "c89604c0c48ffb0d"),
    "cards-ev-80": (3, 2382, "3c1b87853a7aaa1e"),
    "cards-ev-160": (3, 2622, "f289d1ee544905e3"),
    "cards-dc-ev-121": (3, 3569, "567875d52d45b05b"),
    "cards-dc-ev-242": (3, 3932, "b8c315618eb1a58f"),
}


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_layouts_are_pinned_to_their_version(name: str) -> None:
    layout = (DICE_LAYOUT if name == "dice" else DICE_X_LAYOUT if name == "dice-x"
              else CARD_LAYOUTS[name])
    digest = hashlib.sha256(layout_table(layout).encode()).hexdigest()[:16]
    assert (layout.version, layout.size, digest) == LAYOUTS[name]
    assert layout.version <= LAYOUT_VERSION


#: Observations and masks of random base games (the acting seat's and seat 0's), hashed:
#: the vectors of version 1, made before any expansion was registered beside the base
#: game.  The games are the engine's, which replays every base game bit for bit.
BASE_VECTORS = [
    (3, {}, "e46681047c6532ca"),
    (8, {}, "65e0643e5eeb448c"),
    (6, {"ghost_variant": "dead_reckonin", "ghost_separate_deck": True}, "5c8aabc4ca14dc94"),
    (5, {"ghost_variant": "dead_mans_hand"}, "3ecd06284e8bff37"),
]


@pytest.mark.parametrize("players, options, expected", BASE_VECTORS)
def test_a_base_games_observations_are_unchanged(players: int, options: dict[str, Any],
                                                 expected: str) -> None:
    spec = game_spec("cards", players, **options)
    rng = random.Random(players)
    digest = hashlib.sha256()
    seen = 0
    while seen < 400:
        game = spec.new(rng.getrandbits(64))
        while not game.is_over and seen < 400:
            pending = game.pending
            assert pending is not None
            for seat in sorted({pending.seat, 0}):
                obs, legal = spec.observe(game, seat)
                digest.update(obs.tobytes())
                digest.update(spec.mask(legal, seat)[0].tobytes())
            seen += 1
            game.apply(rng.choice(game.legal_actions()))
    assert digest.hexdigest()[:16] == expected


def test_dodge_city_green_cards_waiting_and_vera_custers_copy_are_public_slots() -> None:
    """rules/dodge-city.md E4.1-3: a green card played this turn waits (its kind's flag),
    one played before is ready (none); E6.1 Vera Custer: the character she copies, seen
    by everyone; Dodge City's ids, kinds and characters have slots of their own."""
    knife, bible, derringer = 195, 186, 190  # E2 rows 36, 27, 31
    game = CardGame.from_setup({
        "options": {"dodge_city": True},
        "players": [
            {"role": "sheriff", "character": "Vera Custer", "copy": "Doc Holyday",
             "equipment": [knife, bible], "new": [knife], "hand": [160, 193]},
            {"role": "outlaw", "character": "Doc Holyday", "equipment": [derringer]},
            {"role": "outlaw", "character": "Bart Cassidy"},
            {"role": "renegade", "character": "Pat Brennan"},
        ], "turn": 0, "phase": "play"})
    spec = game_spec("cards", 4, dodge_city=True)
    layout = spec.layout
    assert isinstance(layout, CardLayout)
    covered = layout.content
    for seat in (0, 2, None):
        view = game.view(seat)
        obs = spec.encode(view)
        me = 0 if seat is None else seat
        slots = obs[layout.slices["players"]].reshape(8, layout.player)
        vera = slots[(0 - me) % 4]
        at = 12 + 4 + len(covered.characters)
        kinds = vera[at:at + len(covered.kinds)]
        assert np.flatnonzero(kinds).tolist() == sorted(
            covered.kinds.index(k) for k in ("knife", "bible"))
        at += len(covered.kinds)
        waiting = vera[at:at + len(covered.greens)]
        assert np.flatnonzero(waiting).tolist() == [covered.greens.index("knife")]
        copy = vera[at + len(covered.greens):]
        assert np.flatnonzero(copy).tolist() == [covered.characters.index("Doc Holyday")]
        assert not slots[(1 - me) % 4][at:].any()  # Doc's Derringer is ready; no copy
        character = slots[(1 - me) % 4][16:16 + len(covered.characters)]
        assert np.flatnonzero(character).tolist() == [covered.characters.index("Doc Holyday")]
    hand = spec.encode(game.view(0))[layout.slices["hand"]]
    assert np.flatnonzero(hand).tolist() == [covered.ids.index(160), covered.ids.index(193)]


# --- the event decks (rules/high-noon-fistful.md) ---------------------------------------
def test_every_registered_event_card_and_prompt_has_its_slot() -> None:
    """The event layouts' one-hots are fixed by Part F's list of cards; a card or a
    prompt registered under another key would fall outside every slot."""
    from bang.cards.event_deck import EVENTS
    from bang.rl.features import EVENT_CARDS

    layout = CARD_LAYOUTS["cards-ev-80"]
    assert set(EVENTS) <= set(EVENT_CARDS) == set(layout.event_card)
    prompts = {kind for card in EVENTS.values() for kind in card.prompts}
    assert prompts | {"event_final"} <= set(layout.prompt)


#: Four seats whose abilities no event position here reads.
FOUR = [{"role": r, "character": c} for r, c in (
    ("sheriff", "Bart Cassidy"), ("outlaw", "Paul Regret"), ("outlaw", "Rose Doolan"),
    ("renegade", "Willy the Kid"))]


def test_the_event_in_force_the_next_card_and_the_pile_are_in_their_slots() -> None:
    from bang.rl.features import EVENT_CARDS

    setup = {"players": FOUR, "options": {"event_decks": "high_noon"},
        "events": {"pile": ["curse", "shootout"], "deck": ["thirst", "high_noon"],
                   "rounds": 3}}
    game = CardGame.from_setup(setup, seed=0)
    spec = game_spec("cards", 4, event_decks="high_noon")
    obs, _ = spec.observe(game, 2)
    part = spec.layout.split(obs)
    event, counts = part["event"], part["event_counts"]
    cards = len(EVENT_CARDS)
    flags = {i for i in range(len(event)) if event[i]}
    assert flags == {EVENT_CARDS.index("shootout"), cards + EVENT_CARDS.index("thirst"),
                     2 * cards + EVENT_CARDS.index("curse"),
                     2 * cards + EVENT_CARDS.index("shootout")}
    assert list(counts) == [2.0, 3.0]


def test_round_one_has_no_card_in_force_and_the_final_card_no_next() -> None:
    spec = game_spec("cards", 4, event_decks="high_noon")
    cards = len(spec.layout.event_card)
    fresh = spec.new(1)
    assert fresh.pending is not None
    event = spec.layout.split(spec.observe(fresh, 0)[0])["event"]
    assert event[3 * cards] == 1.0 and event[3 * cards + 1] == 0.0  # none in force, a next
    setup = {"players": FOUR, "options": {"event_decks": "high_noon"},
             "events": {"in_force": "high_noon", "deck": [], "rounds": 12}}
    last = CardGame.from_setup(setup, seed=0)
    event = spec.layout.split(spec.observe(last, 0)[0])["event"]
    assert event[3 * cards] == 0.0 and event[3 * cards + 1] == 1.0  # in force, no next


def test_an_event_layout_begins_with_its_game_without_events() -> None:
    """The parts before the event part read alike in both layouts (the same slots of
    the same game), so a game with events is its game without events and more."""
    rng = random.Random(4)
    plain, events = game_spec("cards", 5), game_spec("cards", 5, event_decks="high_noon")
    game = events.new(9)
    for _ in range(120):
        if game.is_over:
            break
        seat = game.pending.seat
        a = plain.layout.split(plain.encode(game.view(seat)))
        b = events.layout.split(events.observe(game, seat)[0])
        for name in ("role", "hand", "hand_kinds", "players", "table", "over"):
            assert (a[name] == b[name]).all(), name
        game.apply(rng.choice(game.legal_actions()))
