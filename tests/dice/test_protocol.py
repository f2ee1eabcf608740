"""docs/design.md §2-§4 for the dice game: errors, records, clones, determinization, views,
forced prompts, setups."""

from __future__ import annotations

import json
import random

import pytest
from dice_helpers import act, four, game, legal, seat

from bang.core.errors import ConfigError, IllegalAction, RecordError
from bang.core.protocol import parse_action
from bang.dice import DiceConfig, DiceGame
from bang.dice.state import FIELDS


def random_game(players: int, seed: int, steps: int | None = None,
                **options: bool) -> DiceGame:
    g = DiceGame.new(DiceConfig(players=players, **options), seed)
    bot = random.Random(seed)
    count = 0
    while not g.is_over and (steps is None or count < steps):
        g.apply(bot.choice(g.legal_actions()))
        count += 1
    return g


# --- illegal actions ----------------------------------------------------------------------
def test_illegal_answers_raise_with_a_reason_and_change_nothing() -> None:
    g = game(*four(), rolls="DBBBB")
    decision = g.pending
    assert decision is not None
    before = g.digest()
    cases = [
        (lambda: g.apply("stop", seat=1), "wrong_seat"),
        (lambda: g.apply("stop", decision_id=decision.id - 1), "stale_decision"),
        (lambda: g.apply("reroll x1"), "dynamite_locked"),
        (lambda: g.apply("reroll x64"), "bad_mask"),
        (lambda: g.apply("shoot c0 t1"), "wrong_kind"),
        (lambda: g.apply("bogus!"), "bad_notation"),
        (lambda: g.verify("stop"), "bad_action"),  # type: ignore[arg-type]
    ]
    for call, code in cases:
        with pytest.raises(IllegalAction) as info:
            call()
        assert info.value.code == code
        assert info.value.message
        assert g.digest() == before
    g.apply("stop", seat=0, decision_id=decision.id)


def test_no_action_after_the_game_is_over() -> None:
    g = random_game(4, 3)
    with pytest.raises(IllegalAction) as info:
        g.apply("stop")
    assert info.value.code == "game_over"


def test_kit_carlson_remove_from_a_player_without_arrows_is_explained() -> None:
    seats = four(c0="Kit Carlson")
    seats[1]["arrows"] = 1
    g = game(*seats, rolls="GBBBB")
    act(g, "stop", "beer c1 t0", "beer c2 t0", "beer c3 t0", "beer c4 t0")
    with pytest.raises(IllegalAction) as info:
        g.apply("remove t2")
    assert info.value.code == "no_arrows"


# --- perft-style counts ------------------------------------------------------------------------
@pytest.mark.parametrize(("rolls", "character", "count"), [
    ("BBBBB", "Jesse Jones", 32), ("DBBBB", "Jesse Jones", 16), ("DDBBB", "Jesse Jones", 8),
    ("DDBBB", "Black Jack", 32), ("AAAAA", "Jesse Jones", 32),
])
def test_perft_roll_prompt_counts(rolls: str, character: str, count: int) -> None:
    assert len(legal(game(*four(c0=character), rolls=rolls))) == count


# --- notation, records and replay -------------------------------------------------------------
def test_every_legal_action_round_trips_through_notation() -> None:
    for players in (3, 5, 8):
        g = DiceGame.new(DiceConfig(players=players), 11)
        bot = random.Random(1)
        while not g.is_over:
            for action in g.legal_actions():
                assert parse_action(action.format()) == action
            g.apply(bot.choice(g.legal_actions()))


@pytest.mark.parametrize("players", [3, 4, 8])
def test_record_replays_to_the_same_digest(players: int) -> None:
    g = random_game(players, 21, el_gringo_one_arrow_per_turn=True)
    record = json.loads(json.dumps(g.to_record()))
    assert record["game"] == "dice" and record["config"]["el_gringo_one_arrow_per_turn"]
    again = DiceGame.from_record(record)
    assert again.digest() == g.digest() and again.winners == g.winners
    half = DiceGame.from_record(record, upto=len(record["actions"]) // 2)
    assert not half.is_over or len(record["actions"]) < 2


def test_setup_game_records_its_setup_and_replays() -> None:
    g = game(*four(c0="Slab the Killer", c1="Bart Cassidy"), rolls="1BBBB")
    act(g, "stop", "shoot c0 t1 x1", "arrow", "life")
    bot = random.Random(2)
    while not g.is_over:
        g.apply(bot.choice(g.legal_actions()))
    record = json.loads(json.dumps(g.to_record()))
    assert "setup" in record
    assert DiceGame.from_record(record).digest() == g.digest()


def test_a_record_that_does_not_replay_is_refused() -> None:
    record = random_game(4, 5).to_record()
    record["actions"].insert(0, "shoot c0 t9")
    with pytest.raises(RecordError):
        DiceGame.from_record(record)
    with pytest.raises(RecordError):
        DiceGame.from_record({**record, "game": "cards"})


# --- clone and determinize ----------------------------------------------------------------------
def test_clone_is_independent() -> None:
    g = random_game(6, 8, steps=30)
    before = g.digest()
    copy = g.clone()
    assert copy.digest() == before
    bot = random.Random(0)
    while not copy.is_over:
        copy.apply(bot.choice(copy.legal_actions()))
    assert g.digest() == before
    assert len(g.history) == 30


def test_clone_copies_every_field() -> None:
    """The hand-written clone must name every field (a new field it forgot is caught here)."""
    g = random_game(5, 3, steps=20)
    copy = g.clone()
    for name in FIELDS:
        assert hasattr(copy, name), name
    # Lists the game changes in place are copied; the distance table is shared (never mutated).
    for name in ("history", "role", "char", "life", "max_life", "arrows", "alive", "shots",
                 "hits", "batch_lost", "forced"):
        assert getattr(copy, name) == getattr(g, name)
        assert getattr(copy, name) is not getattr(g, name), name


def test_determinize_keeps_the_view_and_reshuffles_only_hidden_roles() -> None:
    g = random_game(7, 4, steps=12)
    for viewer in range(7):
        rng = random.Random(viewer)
        seen = set()
        for _ in range(20):
            d = g.determinize(viewer, rng)
            assert d.view(viewer) == g.view(viewer)
            assert d.legal_actions() == g.legal_actions()
            for s in range(7):
                if g.view(viewer).players[s].role is not None:
                    assert d.roles[s] == g.roles[s]
            assert sorted(d.roles) == sorted(g.roles)
            seen.add(tuple(d.roles))
        assert len(seen) > 1


def test_determinize_draws_fresh_dice() -> None:
    g = game(*four(), rolls="BBBBB" + "1" * 20)
    outcomes = set()
    for k in range(6):
        d = g.determinize(0, random.Random(k))
        d.apply("reroll x31")
        outcomes.add(tuple(d.dice))
    assert len(outcomes) > 1


# --- views ----------------------------------------------------------------------------------
def test_view_shows_own_role_sheriff_and_the_dead_but_hides_the_rest() -> None:
    seats = [seat("sheriff"), seat("deputy"), seat("outlaw", alive=False), seat("outlaw"),
             seat("renegade")]
    g = game(*seats, rolls="BBBBB")
    view = g.view(1)
    assert view.role == "deputy"
    assert [p.role for p in view.players] == ["sheriff", "deputy", "outlaw", None, None]
    assert [p.role for p in g.view(None).players] == ["sheriff", None, "outlaw", None, None]
    assert g.view(None).role is None


def test_view_options_only_for_the_deciding_seat_and_plain_json() -> None:
    g = game(*four(), rolls="1BBBB")
    own = g.view(0)
    assert own.pending is not None and own.pending.options == tuple(legal(g))
    other = g.view(2)
    assert other.pending is not None and other.pending.options is None
    data = own.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["dice"] == ["one", "beer", "beer", "beer", "beer"]
    assert data["rolls_left"] == 2 and data["arrows_centre"] == 9
    assert any(e["kind"] == "roll" for e in data["events"])


def test_redact_event_keeps_public_events() -> None:
    g = game(*four(), rolls="1BBBB")
    for event in g.log:
        assert DiceGame.redact_event(event, 2) == event


# --- forced prompts ------------------------------------------------------------------------------
def test_auto_forced_answers_single_option_prompts_and_replays() -> None:
    seats = [seat("sheriff"), seat("outlaw", alive=False), seat("outlaw", alive=False),
             seat("renegade")]
    plain = game(*seats, rolls="1BBBB")
    act(plain, "stop")
    assert plain.pending is not None and legal(plain) == ["shoot c0 t3"]  # a real prompt
    auto = game(*seats, rolls="1BBBB", auto_forced=True)
    act(auto, "stop")
    assert auto.pending is not None and auto.pending.kind == "beer"
    assert auto.life[3] == 8 and [a.format() for a in auto.history] == ["stop"]
    assert DiceGame.from_record(auto.to_record()).digest() == auto.digest()


# --- setups ----------------------------------------------------------------------------
@pytest.mark.parametrize(("change", "message"), [
    ({"role": "pirate"}, "malformed"),
    ({"character": "Nobody"}, "malformed"),
    ({"life": 99}, "life"),
    ({"arrows": 9}, "arrows"),
])
def test_bad_setups_are_refused(change: dict[str, object], message: str) -> None:
    seats = four()
    seats[1].update(change)
    with pytest.raises(ConfigError, match=message):
        game(*seats)


def test_decided_or_impossible_setups_are_refused() -> None:
    with pytest.raises(ConfigError, match="decided"):
        game(seat("sheriff"), seat("outlaw", alive=False), seat("outlaw", alive=False),
             seat("renegade", alive=False))
    with pytest.raises(ConfigError, match="Sheriff"):
        game(seat("deputy"), seat("outlaw"), seat("outlaw"), seat("renegade"))
    with pytest.raises(ConfigError, match="turn"):
        game(*[seat("sheriff"), seat("outlaw", alive=False), seat("outlaw"),
               seat("renegade")], turn=1)
    with pytest.raises(ConfigError):
        DiceGame.from_setup({"players": []})


def test_roles_and_characters_accessors() -> None:
    g = game(*four(c2="Rose Doolan"))
    assert g.roles == ["sheriff", "outlaw", "outlaw", "renegade"]
    assert g.characters[2] == "Rose Doolan"
