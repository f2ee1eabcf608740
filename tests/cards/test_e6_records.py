"""rules/dodge-city.md E6.1 and E10: the Dodge City characters' facts (Vera Custer's
copy, the turn's limited uses, Molly Stark's draws owed) in exact positions, records,
clones and random games with every bot level; E10's ghost-removal option."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bang.cards import CardConfig, CardGame
from bang.core import ConfigError
from bang.sim import seat_bots

from .dc_helpers import DC, dc_table
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_5C,
    BANG_6C,
    BANG_8C,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    DUEL_JS,
    JAIL_10S,
    PANIC_JH,
    act,
    seat,
)
from .test_card_properties import check_invariants

#: Options of the characters (E14) a random game may draw.
CHARACTER_OPTIONS: dict[str, list[Any]] = {
    "apache_kid_target_legal": [True, False],
    "belle_star_scope": ["blue_and_green", "green_only"],
    "molly_stark_duel_draw": ["end", "immediate"],
    "pat_brennan_own_table": [False, True],
    "vera_custer_optional": [False, True],
}


def _position(players: list[dict[str, Any]], **extra: Any) -> CardGame:
    """A phase-2 position of seat 0 with the characters' set, and setup keys ``extra``."""
    return CardGame.from_setup({"players": players, "turn": 0, "phase": "play",
                                "options": {"expansions": DC}, **extra})


def _doc_and_vera(**extra: Any) -> CardGame:
    return _position([seat("sheriff", "Vera Custer", copy="Doc Holyday",
                           hand=[BEER_6H, PANIC_JH]),
                      seat("outlaw", "Doc Holyday"), seat("outlaw", "Black Jack"),
                      seat("renegade", "Jesse Jones")], **extra)


def test_e6_1_vera_custer_copy_and_turn_uses_from_an_exact_position() -> None:
    game = _doc_and_vera(turn_uses={"doc_holyday": 1})
    assert game.has_ability(0, "doc_holyday")
    assert not any(a.kind == "doc" for a in game.legal_actions())
    state = game.state_dict()
    assert state["copied"] == ["Doc Holyday", "", "", ""]
    assert state["turn_uses"] == {"doc_holyday": 1}
    assert any(a.kind == "doc" for a in _doc_and_vera().legal_actions())


@pytest.mark.parametrize("setup_extra", [
    {"turn_uses": {"no_such_ability": 1}}, {"turn_uses": {"doc_holyday": -1}},
    {"turn_uses": [1]}])
def test_e6_1_bad_turn_uses_in_a_setup_are_refused(setup_extra: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        _doc_and_vera(**setup_extra)


def test_e6_1_a_base_game_state_names_none_of_the_new_facts() -> None:
    state = CardGame.new(CardConfig(players=4), 3).state_dict()
    assert not {"copied", "turn_uses", "owed_draws"} & set(state)


def test_e6_1_molly_stark_owed_draws_are_cloned_apart_and_replayed() -> None:
    game = dc_table(seat("outlaw", "Black Jack", hand=[DUEL_JS, BANG_8C]),
                    seat("sheriff", "Molly Stark", hand=[BANG_5C, BANG_6C]),
                    seat("deputy", "Willy the Kid"), seat("renegade", "Jesse Jones"),
                    deck=[BEER_7H, BANG_2C, BANG_3C])
    act(game, f"play c{DUEL_JS} t1", 0)
    act(game, f"bang c{BANG_5C}", 1)
    assert game.owed_draws == [0, 1, 0, 0]
    clone = game.clone()
    act(clone, f"bang c{BANG_8C}", 0)
    act(clone, f"bang c{BANG_6C}", 1)
    assert clone.owed_draws == [0, 0, 0, 0] and len(clone.hands[1]) == 2
    assert game.owed_draws == [0, 1, 0, 0] and game.hands[1] == [BANG_6C]
    replay = CardGame.from_record(clone.to_record())
    assert replay.digest() == clone.digest()


def test_e6_1_vera_custer_copy_is_cloned_apart_and_replayed() -> None:
    game = dc_table(seat("sheriff", "Vera Custer"), seat("outlaw", "Pixie Pete"),
                    seat("outlaw", "Paul Regret"), seat("renegade", "Jesse Jones"),
                    phase="draw")
    clone = game.clone()
    act(clone, "copy t2", 0)
    assert clone.copied[0] == "Paul Regret" and game.copied[0] == ""
    assert not game.has_ability(0, "paul_regret")
    act(game, "copy t1", 0)
    assert CardGame.from_record(game.to_record()).digest() == game.digest()
    assert CardGame.from_record(clone.to_record()).digest() == clone.digest()


@pytest.mark.parametrize(("option", "healed"), [(False, False), (True, True)])
def test_e10_greg_digger_and_a_revived_ghost_turning_back(option: bool, healed: bool) -> None:
    setup = {
        "players": [{"role": "sheriff", "character": "Black Jack"},
                    {"role": "outlaw", "character": "Willy the Kid", "life": 1},
                    {"role": "deputy", "character": "Greg Digger", "life": 2},
                    {"role": "outlaw", "character": "Kit Carlson", "alive": False,
                     "life": 0},
                    {"role": "renegade", "character": "Jesse Jones"}],
        "turn": 1, "phase": "play",
        "options": {"ghost_variant": "dead_reckonin", "expansions": DC,
                    "dc_triggers_on_ghost_removal": option},
        "ghost": {"ghosts": [3], "revived": [1]},
    }
    game = CardGame.from_setup(setup)
    act(game, "end", 1)
    assert not game.alive[1]
    assert game.life[2] == (4 if healed else 2)


# --- random games with every level of bot (docs/design.md §8) -----------------------------
def _random_config(rng: random.Random) -> CardConfig:
    players = rng.randint(3, 8)
    options: dict[str, Any] = {"players": players, "expansions": DC}
    for key, values in CHARACTER_OPTIONS.items():
        if rng.random() < 0.4:
            options[key] = rng.choice(values)
    if rng.random() < 0.3:
        options["ghost_variant"] = rng.choice(["dead_reckonin", "dead_mans_hand"])
    return CardConfig.from_dict(options)


@pytest.mark.parametrize("level", ["random", "normal"])
def test_e6_1_random_games_with_the_dodge_city_characters(level: str) -> None:
    seen: set[str] = set()
    for seed in range(16 if level == "random" else 8):
        rng = random.Random(seed)
        config = _random_config(rng)
        game = CardGame.new(config, seed)
        bots = seat_bots(level, config.players, seed)
        steps = 0
        while game.pending is not None:
            steps += 1
            assert steps < 20_000
            if config.ghost_variant == "none":
                check_invariants(game)
            decider = game.pending.seat
            legal = game.legal_actions()
            action = bots[decider].choose(game.view(decider), legal)
            seen.add(action.kind)
            if steps % 50 == 0:
                twin = game.clone()
                twin.apply(action)
                assert twin.digest() != game.digest() or twin.pending is None
            game.apply(action)
        assert CardGame.from_record(game.to_record()).digest() == game.digest()
    assert {"copy", "table"} & seen


def test_e6_1_the_heuristic_bot_answers_pat_brennan_and_vera_custer() -> None:
    from bang.bots.heuristic import HeuristicBot

    vera = dc_table(seat("sheriff", "Vera Custer"), seat("outlaw", "Black Jack"),
                    seat("outlaw", "Pixie Pete"), seat("renegade", "Jesse Jones"),
                    phase="draw")
    legal = vera.legal_actions()
    assert HeuristicBot(0).choose(vera.view(0), legal).format() == "copy t2"
    pat = dc_table(seat("sheriff", "Pat Brennan"),
                   seat("outlaw", "Black Jack", equipment=[BARREL_QS]),
                   seat("deputy", "Willy the Kid", equipment=[JAIL_10S]),
                   seat("renegade", "Jesse Jones"), phase="draw")
    choice = HeuristicBot(0).choose(pat.view(0), pat.legal_actions())
    assert choice in pat.legal_actions() and choice.kind in ("table", "draw_deck")
