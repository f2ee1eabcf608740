"""Issue reproductions for untrusted input (docs/design.md §2 "Errors", §6): impostor action
fields, malformed notation and records, bad seats, and the seeds of unseeded games."""

from __future__ import annotations

import json
import math

import pytest

from bang.cards import CardConfig, CardGame
from bang.core.errors import ConfigError, IllegalAction, RecordError
from bang.core.protocol import Action, parse_action
from bang.core.rng import child_seed
from bang.dice import DiceConfig, DiceGame
from bang.sim.run import simulate

BANG_AS = 0


def shootout() -> CardGame:
    """Seat 0 holds BANG! A♠ (id 0) and may shoot seat 1 at distance 1."""
    return CardGame.from_setup({"players": [
        {"role": "sheriff", "character": "Willy the Kid", "hand": [BANG_AS]},
        {"role": "outlaw", "character": "Kit Carlson"},
        {"role": "outlaw", "character": "Paul Regret"},
        {"role": "renegade", "character": "El Gringo"}]})


@pytest.mark.parametrize("impostor", [
    Action("play", 0.0, 1), Action("play", BANG_AS, 1.0), Action("play", False, True),
    Action("play", BANG_AS, 1, -1.0)])  # type: ignore[arg-type]
def test_actions_with_float_or_bool_fields_are_refused_and_change_nothing(
        impostor: Action) -> None:
    game = shootout()
    assert Action("play", BANG_AS, 1) in game.legal_actions()
    assert impostor == Action("play", BANG_AS, 1)
    before = game.digest()
    with pytest.raises(IllegalAction) as info:
        game.apply(impostor)
    assert info.value.code == "bad_field"
    with pytest.raises(IllegalAction):
        game.verify(impostor)
    assert game.digest() == before
    assert game.history == []


def test_the_applied_and_recorded_action_is_the_engines_own_object() -> None:
    game = shootout()
    legal = next(a for a in game.legal_actions() if a == Action("play", BANG_AS, 1))
    game.apply(Action("play", BANG_AS, 1))
    assert game.history[0] is legal
    assert CardGame.from_record(game.to_record()).digest() == game.digest()


def test_a_json_client_sending_a_float_card_id_cannot_corrupt_the_record() -> None:
    game = shootout()
    fields = json.loads('{"kind": "play", "card": 0.0, "target": 1}')
    with pytest.raises(IllegalAction):
        game.apply(Action(**fields))
    assert game.to_record()["actions"] == []


@pytest.mark.parametrize("text", [
    "play c³", "play c0 t¹", "play c" + "9" * 5000, "pláy c0", "play c-1", "play c0 c1",
    "", "   ", "play x1 c0", "play c0" + " " * 100, 17, None, ["play"], b"play c0"])
def test_malformed_notation_is_an_illegal_action(text: object) -> None:
    with pytest.raises(IllegalAction):
        parse_action(text)  # type: ignore[arg-type]
    game = shootout()
    before = game.digest()
    with pytest.raises(IllegalAction):
        game.apply(text)  # type: ignore[arg-type]
    assert game.digest() == before


@pytest.mark.parametrize("action", [
    Action("play", -10**30, 1), Action("play", 10**30, 1), Action("play", 0, 1, 10**5000),
    Action("x" * 10_000), Action(None, 0, 1), Action("play", "0", 1),  # type: ignore[arg-type]
    Action("play", [0], 1), Action("play", 0, {"t": 1})])  # type: ignore[arg-type]
def test_out_of_range_and_wrong_type_fields_are_illegal_actions(action: Action) -> None:
    for game in (shootout(), DiceGame.new(DiceConfig(players=4), 3)):
        before = game.digest()
        with pytest.raises(IllegalAction):
            game.apply(action)
        with pytest.raises(IllegalAction):
            game.verify(action)
        assert game.digest() == before


@pytest.mark.parametrize("seat", ["0", True, False, 1.0, 99, -1, [0], {}])
def test_views_of_seats_that_do_not_exist_are_refused(seat: object) -> None:
    for game in (shootout(), DiceGame.new(DiceConfig(players=4), 3)):
        with pytest.raises(IllegalAction):
            game.view(seat)  # type: ignore[arg-type]


@pytest.mark.parametrize(("seat", "decision_id"), [
    (True, None), ("0", None), (0.0, None), (None, "1"), (None, 1.0), (None, True)])
def test_claimed_seats_and_decision_ids_must_be_whole_numbers(
        seat: object, decision_id: object) -> None:
    game = shootout()
    action = game.legal_actions()[0]
    with pytest.raises(IllegalAction):
        game.apply(action, seat=seat, decision_id=decision_id)  # type: ignore[arg-type]


def good_record() -> dict[str, object]:
    game = CardGame.new(CardConfig(players=4), 5)
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    return game.to_record()


@pytest.mark.parametrize("mutate", [
    lambda r: [r], lambda r: "record", lambda r: None, lambda r: 7,
    lambda r: {**r, "seed": math.inf}, lambda r: {**r, "seed": math.nan},
    lambda r: {**r, "seed": "5"}, lambda r: {**r, "seed": True}, lambda r: {**r, "seed": 5.0},
    lambda r: {**r, "seed": 10**5000}, lambda r: {**r, "config": [1]},
    lambda r: {**r, "config": {"players": "many"}}, lambda r: {**r, "actions": "end"},
    lambda r: {**r, "actions": [1, 2]}, lambda r: {**r, "actions": ["fly c1"]},
    lambda r: {**r, "setup": 3}, lambda r: {**r, "setup": {"players": "x"}},
    lambda r: {k: v for k, v in r.items() if k != "seed"},
    lambda r: {k: v for k, v in r.items() if k != "config"}])
def test_malformed_records_raise_record_error(mutate: object) -> None:
    record = mutate(good_record())  # type: ignore[operator]
    with pytest.raises(RecordError):
        CardGame.from_record(record)


@pytest.mark.parametrize("upto", ["3", 3.0, -1, True, [3]])
def test_upto_must_be_a_count(upto: object) -> None:
    with pytest.raises(RecordError):
        CardGame.from_record(good_record(), upto=upto)  # type: ignore[arg-type]


DICE_SEATS = [{"role": "sheriff", "character": "Jesse Jones"},
              {"role": "outlaw", "character": "Paul Regret"},
              {"role": "outlaw", "character": "El Gringo"},
              {"role": "renegade", "character": "Kit Carlson"}]


@pytest.mark.parametrize("setup", [
    None, [], "setup", 3, {"players": None}, {"players": DICE_SEATS, "lif": 1},
    {"players": [{**DICE_SEATS[0], "lif": 1}, *DICE_SEATS[1:]]},
    {"players": [{**DICE_SEATS[0], "life": 2.0}, *DICE_SEATS[1:]]},
    {"players": [{**DICE_SEATS[0], "life": True}, *DICE_SEATS[1:]]},
    {"players": DICE_SEATS, "turn": "0"}, {"players": DICE_SEATS, "seed": 1.5},
    {"players": DICE_SEATS, "next_rolls": "BBBBB"}, {"players": DICE_SEATS, "config": [1]},
    {"players": [None, *DICE_SEATS[1:]]}])
def test_malformed_dice_setups_raise_config_error(setup: object) -> None:
    with pytest.raises(ConfigError):
        DiceGame.from_setup(setup)  # type: ignore[arg-type]


# --- seeds (issue 8, defect 5) -----------------------------------------------------------

@pytest.mark.parametrize("game_class", [CardGame, DiceGame])
def test_unseeded_games_draw_a_fresh_128_bit_seed(game_class: type) -> None:
    seeds = [game_class.new().seed for _ in range(8)]
    assert len(set(seeds)) == 8
    assert max(seeds).bit_length() > 64
    assert all(0 <= s < 2**128 for s in seeds)


@pytest.mark.parametrize("game_class", [CardGame, DiceGame])
def test_128_bit_seeds_replay_from_their_record(game_class: type) -> None:
    game = game_class.new(None, 2**127 + 12345)
    for _ in range(30):
        if game.is_over:
            break
        game.apply(game.legal_actions()[-1])
    record = json.loads(json.dumps(game.to_record()))
    assert record["seed"] == 2**127 + 12345
    assert game_class.from_record(record).digest() == game.digest()


def test_seeds_differing_above_64_bits_deal_differently() -> None:
    a = CardGame.new(CardConfig(players=5), 7)
    b = CardGame.new(CardConfig(players=5), 7 + 2**100)
    assert a.hands != b.hands
    assert child_seed(7, 0) != child_seed(7 + 2**100, 0)


def test_the_simulator_takes_a_128_bit_seed() -> None:
    summary = simulate("dice", 4, 2, 2**127 + 3, jobs=1)
    assert summary.games == 2


@pytest.mark.parametrize("seed", [1.5, "7", True, 2**300, None])
def test_bad_seeds_are_config_errors(seed: object) -> None:
    with pytest.raises(ConfigError):
        CardGame.from_setup(shootout().to_record()["setup"], seed=seed)  # type: ignore[arg-type]
    if seed is not None:
        with pytest.raises(ConfigError):
            DiceGame.new(DiceConfig(players=4), seed)  # type: ignore[arg-type]
