"""The action codecs (bang.rl.codec): every legal action of thousands of random
positions, in every game, player count and variant, codes to a distinct integer that
decodes back to the same action; the tables are pinned to their version."""

from __future__ import annotations

import hashlib

import pytest
from rl_positions import ALL_TABLES, random_positions, table_id

from bang.core.errors import IllegalAction
from bang.core.protocol import Action
from bang.rl.codec import CODEC_VERSION, codec_named, codec_table
from bang.rl.games import game_spec

POSITIONS = {"cards": 5000, "dice": 3000}


@pytest.mark.parametrize("table", ALL_TABLES, ids=table_id)
def test_every_legal_action_round_trips_through_the_codec(table: tuple) -> None:
    game, players, options = table
    codec = game_spec(game, players, **options).codec
    checked = 0
    for position in random_positions(game, players, options, seed=players,
                                      count=POSITIONS[game]):
        actor = position.pending.seat
        legal = position.legal_actions()
        codes = codec.legal_index(legal, actor, players)
        assert len(codes) == len(legal), "two legal actions share one code"
        for code, action in codes.items():
            assert 0 <= code < codec.size
            assert codec.encode(action, actor, players) == code
            back = codec.decode(code, actor, players)
            if action.kind in ("sid", "contest"):
                # A pair decodes in id order; the legal index gives the engine's own order.
                assert sorted((back.card, back.arg)) == sorted((action.card, action.arg))
                assert back.kind == action.kind and back.target == action.target
            else:
                assert back == action
            checked += 1
    assert checked > POSITIONS[game]


def test_seats_are_coded_relative_to_the_actor() -> None:
    codec = codec_named("dice")
    heal_left_of_2 = codec.encode(Action("heal", target=3), actor=2, players=5)
    assert heal_left_of_2 == codec.encode(Action("heal", target=0), actor=4, players=5)
    assert codec.decode(heal_left_of_2, actor=0, players=5) == Action("heal", target=1)


def test_actions_outside_the_codec_and_bad_indices_are_refused() -> None:
    codec = codec_named("dice")
    with pytest.raises(IllegalAction) as err:
        codec.encode(Action("play", 3, 1), 0, 5)
    assert err.value.code == "not_in_codec"
    with pytest.raises(IllegalAction):
        codec.encode(Action("reroll", arg=0), 0, 5)      # the empty re-roll
    for bad in (-1, codec.size, 2.0, True, "3"):
        with pytest.raises(IllegalAction) as err:
            codec.decode(bad, 0, 5)  # type: ignore[arg-type]
        assert err.value.code == "bad_action_index"
    cards = codec_named("cards-80")
    with pytest.raises(IllegalAction):
        cards.encode(Action("play", 80, 1), 0, 5)         # a second-deck id in one deck
    with pytest.raises(IllegalAction):
        cards.encode(Action("sid", 4, -1, 4), 0, 5)       # a pair of one card


def test_a_seat_beyond_the_table_does_not_decode() -> None:
    codec = codec_named("dice")
    code = codec.encode(Action("heal", target=6), actor=0, players=8)
    with pytest.raises(IllegalAction):
        codec.decode(code, actor=0, players=4)


#: The codec tables of this version; a change to a table must bump CODEC_VERSION (codes
#: of one version mean nothing in another) and update these fingerprints.
FINGERPRINTS = {
    1: {"dice": (173, "a534ff1bdb4db230"), "cards-80": (9743, "15ee9f01aee0a35c"),
        "cards-160": (32223, "043c36d070f25977")},
}


@pytest.mark.parametrize("name", ["dice", "cards-80", "cards-160"])
def test_codec_tables_are_pinned_to_their_version(name: str) -> None:
    codec = codec_named(name)
    digest = hashlib.sha256(codec_table(codec).encode()).hexdigest()[:16]
    assert (codec.size, digest) == FINGERPRINTS[CODEC_VERSION][name]


@pytest.mark.parametrize("game", ["cards", "dice"])
def test_the_positions_reach_every_kind_of_the_codec(game: str) -> None:
    """The round trip above means something for every block: each action kind of the
    codec is legal somewhere among those positions."""
    seen: set[str] = set()
    for g, players, options in ALL_TABLES:
        if g == game:
            for position in random_positions(g, players, options, seed=players,
                                             count=POSITIONS[g]):
                seen.update(a.kind for a in position.legal_actions())
    codec = codec_named("dice" if game == "dice" else "cards-80")
    assert {b.kind for b in codec.blocks} <= seen
