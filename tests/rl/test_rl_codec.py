"""The action codecs (bang.rl.codec): every legal action of thousands of random
positions, in every game, player count and variant (Dodge City's included), codes to a
distinct integer that decodes back to the same action; the tables are pinned to their
version, and the base game's integers are those of version 1 whatever content is
registered beside it."""

from __future__ import annotations

import hashlib

import pytest
from rl_positions import ALL_TABLES, random_positions, table_id

from bang.core.errors import IllegalAction
from bang.core.protocol import Action
from bang.rl.codec import (
    CODEC_NAMES,
    CODEC_VERSION,
    ActionCodec,
    Block,
    Field,
    codec_named,
    codec_table,
)
from bang.rl.games import game_spec

POSITIONS = {"cards": 5000, "dice": 3000}


@pytest.mark.parametrize("table", ALL_TABLES, ids=table_id)
def test_every_legal_action_round_trips_through_the_codec(table: tuple) -> None:
    game, players, options = table
    spec = game_spec(game, players, **options)
    codec = spec.codec
    assert codec.name == spec.layout.name
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
    for dodge_city in (Action("play", 160, 1), Action("use", 186), Action("chuck"),
                       Action("play", 174, 1, 3)):
        with pytest.raises(IllegalAction):
            cards.encode(dodge_city, 0, 5)                # Dodge City's ids and actions


def test_dodge_city_codecs_refuse_what_no_game_offers() -> None:
    """The cost block lists only the kinds with a "+1" cost, the green block only green
    cards, José Delgado's only blue ones; Doc Holyday's pair is of two cards at another
    player; ids between the sets (200-239 without the second deck) are not coded."""
    codec = codec_named("cards-dc-121")
    for bad in (Action("play", 0, 1, 3),       # BANG! has no cost
                Action("use", 0),              # BANG! is not a green card
                Action("jose", 0),             # nor is it blue
                Action("doc", 3, 2, 3),        # one card twice
                Action("doc", 3, 0, 5),        # at himself
                Action("doc", 3, -1, 5),       # at nobody
                Action("play", 200, 1),        # a second copy, with one deck
                Action("copy", target=0)):     # Vera Custer copies another
        with pytest.raises(IllegalAction) as err:
            codec.encode(bad, 0, 5)
        assert err.value.code == "not_in_codec"
    two = codec_named("cards-dc-242")
    assert two.decode(two.encode(Action("play", 200, 2), 1, 5), 1, 5) == Action("play", 200, 2)
    doc = Action("doc", 161, 4, 240)
    assert codec.decode(codec.encode(doc, 2, 6), 2, 6) == doc
    assert codec.decode(codec.encode(doc._replace(card=240, arg=161), 2, 6), 2, 6) == doc


def test_a_kind_is_coded_once() -> None:
    """Two shapes of one kind (a card played with or without a cost) may share a kind
    only when no action fits both; a pair kind has one block."""
    ids = Field((0, 1, 2))
    with pytest.raises(ValueError, match="coded twice"):
        ActionCodec("twice", [Block("play", card=ids), Block("play", card=Field((2, 3)))])
    with pytest.raises(ValueError, match="listed twice"):
        ActionCodec("pairs", [Block("sid", pair=(0, 1, 2)), Block("sid", card=ids)])
    both = ActionCodec("both", [Block("play", card=ids), Block("play", card=ids, arg=ids)])
    assert both.size == 12 and both.encode(Action("play", 2, -1, 1), 0, 3) == 3 + 7


def test_a_seat_beyond_the_table_does_not_decode() -> None:
    codec = codec_named("dice")
    code = codec.encode(Action("heal", target=6), actor=0, players=8)
    with pytest.raises(IllegalAction):
        codec.decode(code, actor=0, players=4)


#: Each codec's table at its version; a change to a table must bump that codec's version
#: (codes of one version mean nothing in another; CODEC_VERSION is the newest) and update
#: its fingerprint here.
FINGERPRINTS = {
    "dice": (1, 173, "a534ff1bdb4db230"),
    "dice-x": (4, 346, "ab044d14fb802713"),
    "cards-80": (1, 9743, "15ee9f01aee0a35c"),
    "cards-160": (1, 32223, "043c36d070f25977"),
    "cards-dc-121": (2, 76083, "d5f36223ccc6ec1f"),
    "cards-dc-242": (2, 294753, "b5c9c9d41dbb6e5a"),
    "cards-ev-80": (3, 18910, "9409d03c22fac78d"),
    "cards-ev-160": (3, 68924, "4accfcb0ace9c103"),
    "cards-dc-ev-121": (3, 94860, "85b54f60addffca5"),
    "cards-dc-ev-242": (3, 369861, "aa32a93c31f9836a"),
}


@pytest.mark.parametrize("name", CODEC_NAMES)
def test_codec_tables_are_pinned_to_their_version(name: str) -> None:
    codec = codec_named(name)
    digest = hashlib.sha256(codec_table(codec).encode()).hexdigest()[:16]
    assert (codec.version, codec.size, digest) == FINGERPRINTS[name]
    assert codec.version <= CODEC_VERSION


#: Every integer of the base game's codecs with the action it means (seat 3 of 8),
#: hashed: the integers of version 1, before any expansion was registered.
BASE_CODES = {"cards-80": "8af363609ec738c7", "cards-160": "6876d065e6bffc85"}


@pytest.mark.parametrize("name", sorted(BASE_CODES))
def test_a_base_games_integers_are_unchanged(name: str) -> None:
    codec = codec_named(name)
    digest = hashlib.sha256()
    for index in range(codec.size):
        action = codec.decode(index, 3, 8)
        assert codec.encode(action, 3, 8) == index
        digest.update(f"{index} {action.format()}\n".encode())
    assert digest.hexdigest()[:16] == BASE_CODES[name]
    assert game_spec("cards", 5, ghost_variant="dead_reckonin",
                     ghost_separate_deck=name == "cards-160").codec is codec


@pytest.mark.parametrize("name", ["cards-80", "cards-160", "cards-dc-121", "cards-dc-242"])
def test_an_event_codec_keeps_the_integers_of_its_game_without_events(name: str) -> None:
    """A game with an event deck codes every action of its game without events by the
    same integer (version 3 only adds blocks after them)."""
    base = codec_named(name)
    family, ids = name.rsplit("-", 1)
    events = codec_named(f"{family}-ev-{ids}")
    assert events.version == 3
    assert events.blocks[:len(base.blocks)] == tuple(
        b.__class__(b.kind, b.card, b.target, b.arg, b.pair, e.meaning, b.start)
        for b, e in zip(base.blocks, events.blocks, strict=False))
    for index in range(0, base.size, 7):
        assert events.decode(index, 3, 8) == base.decode(index, 3, 8)
    assert events.decode(base.size, 0, 5) == Action("switch")
    for action in (Action("final", arg=1), Action("guess", arg=0), Action("give", target=2),
                   Action("ricochet", 0, 1, 63), Action("sniper", 0, 3, 1)):
        assert events.decode(events.encode(action, 0, 5), 0, 5) == action
        with pytest.raises(IllegalAction):
            base.encode(action, 0, 5)


def test_a_game_with_an_event_deck_is_played_with_an_event_codec() -> None:
    assert game_spec("cards", 5, event_decks="high_noon").codec.name == "cards-ev-80"
    assert game_spec("cards", 5, event_decks="high_noon", dodge_city=True,
                     ghost_variant="dead_reckonin",
                     ghost_separate_deck=True).codec.name == "cards-dc-ev-242"
    assert game_spec("cards", 5).codec.name == "cards-80"


#: Blocks no game dealt here offers: A Fistful of Cards' actions, and the choice of the
#: mixed deck's final card (there is none without its final card), while its cards are
#: not registered (``rl_positions.deck_ready``).
def _unreachable(family: str) -> set[str]:
    from rl_positions import deck_ready

    from bang.rl.codec import CARD_IDS, fistful_blocks

    if "ev" not in family or deck_ready({"event_decks": "fistful"}):
        return set()
    return {"final", *(b.fields().split(" ", 1)[0]
                       for b in fistful_blocks(tuple(range(CARD_IDS))))}


@pytest.mark.parametrize("family", ["dice", "cards", "cards-dc", "cards-ev", "cards-dc-ev"])
def test_the_positions_reach_every_block_of_the_codec(family: str) -> None:
    """The round trip above means something for every block: each block of the codecs
    of a family (the same blocks over one deck's ids or two) holds a legal action
    somewhere among those positions (the mixed deck's final card once its cards are
    all registered)."""
    seen: set[int] = set()
    names: list[str] = []
    for g, players, options in ALL_TABLES:
        codec = game_spec(g, players, **options).codec  # type: ignore[arg-type]
        if codec.name.rsplit("-", 1)[0] != family:
            continue
        names = [b.fields() for b in codec.blocks]
        place = {b.start: i for i, b in enumerate(codec.blocks)}
        for position in random_positions(g, players, options, seed=players,
                                         count=POSITIONS[g]):
            actor = position.pending.seat  # type: ignore[union-attr]
            for code in codec.legal_index(position.legal_actions(), actor, players):
                seen.add(place[codec.block_of(code).start])
    missing = [name for i, name in enumerate(names)
               if i not in seen and name.split(" ", 1)[0] not in _unreachable(family)]
    assert names and not missing
