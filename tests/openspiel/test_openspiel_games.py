"""Both engines as OpenSpiel games: OpenSpiel's own random-simulation test, strings
made from the views alone, hidden chance that clones and seeds keep, and returns."""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the openspiel extra (open-spiel) is not "
                                                "installed: pip install -e '.[openspiel]'")

import bang.openspiel  # noqa: E402  (registers the games)
from bang.core.errors import ConfigError  # noqa: E402
from bang.openspiel.game import _event_line  # noqa: E402


def playout(state: Any, rng: random.Random, steps: int | None = None) -> Any:
    """Random legal actions until the end (or ``steps`` of them)."""
    done = 0
    while not state.is_terminal() and (steps is None or done < steps):
        state.apply_action(rng.choice(state.legal_actions()))
        done += 1
    return state


@pytest.mark.parametrize(("name", "params"), [
    ("bang_dice", {"players": 3}),
    ("bang_dice", {"players": 8}),
    ("bang_cards", {"players": 4}),
    ("bang_cards", {"players": 6, "ghost_variant": "dead_reckonin"}),
    ("bang_cards", {"players": 5, "dodge_city": True}),
    ("bang_cards", {"players": 5, "event_decks": "high_noon", "hn_bullet_extras": True}),
])
def test_openspiels_random_simulation_test_passes(name: str, params: dict[str, Any]) -> None:
    game = pyspiel.load_game(name, params)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_the_games_are_registered_with_their_parameters() -> None:
    names = pyspiel.registered_names()
    assert "bang_cards" in names and "bang_dice" in names
    game = bang.openspiel.load("cards", players=8, ghost_variant="dead_mans_hand")
    assert game.num_players() == 8
    kind = game.get_type()
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert (game.min_utility(), game.max_utility()) == (-1.0, 1.0)
    dice = pyspiel.load_game("bang_dice")
    assert dice.num_players() == 5 and dice.num_distinct_actions() == 173
    assert dice.observation_tensor_size() == dice.new_initial_state().spec.layout.size


@pytest.mark.parametrize(("params", "error"), [
    ({"players": 2}, ConfigError),
    ({"ghost_variant": "dead_reckoning"}, ConfigError),
    ({"max_game_length": 0}, ValueError),
])
def test_impossible_parameters_are_refused_with_a_reason(params: dict[str, Any],
                                                         error: type[Exception]) -> None:
    with pytest.raises(error):
        pyspiel.load_game("bang_cards", params)
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter"):
        pyspiel.load_game("bang_cards", {"no_such": 1})


@pytest.mark.parametrize("name", ["bang_cards", "bang_dice"])
def test_observation_strings_are_blind_to_what_the_seat_cannot_know(name: str) -> None:
    """Re-dealing everything a seat cannot see (the engine's ``determinize``) changes
    the game but not one character of that seat's observation, nor the tensor."""
    game = pyspiel.load_game(name, {"players": 5, "rng_seed": 3})
    state = game.new_initial_state()
    rng = random.Random(4)
    changed = 0
    while not state.is_terminal():
        for seat in range(5):
            other = state.clone()
            other._play.engine = state.engine.determinize(seat, random.Random(rng.random()))
            changed += other.engine.digest() != state.engine.digest()
            assert other.observation_string(seat) == state.observation_string(seat)
            assert other.observation_tensor(seat) == state.observation_tensor(seat)
        playout(state, rng, steps=7)
    assert changed > 0


@pytest.mark.parametrize("name", ["bang_cards", "bang_dice"])
def test_information_states_hold_only_events_as_the_seat_saw_them(name: str) -> None:
    """Perfect recall from the redaction alone: every event reaches a seat's information
    state as ``redact_event`` gives it, and a private event's full form never reaches
    the seats it is hidden from; the seat's own actions are there, nobody else's."""
    game = pyspiel.load_game(name, {"players": 4, "rng_seed": 8})
    state = game.new_initial_state()
    rng = random.Random(9)
    private = 0
    while not state.is_terminal():
        actor = state.current_player()
        action = rng.choice(state.legal_actions())
        before = [len(state.seen(s)) for s in range(4)]
        public = len(state.seen(None))
        notation = state.action_to_string(actor, action)
        state.apply_action(action)
        added = len(state.seen(None)) - public
        events = list(state.engine.log)[-added:] if added else []
        for seat in range(4):
            new = state.seen(seat)[before[seat]:]
            if seat == actor:
                assert new[0] == "> " + notation
                new = new[1:]
            else:
                assert not any(line.startswith("> ") for line in new)
            assert new == [_event_line(e) for e in state._play.redacted(events, seat)]
        for event in events:
            if event.to is None:
                continue
            for seat in set(range(4)) - set(event.to):
                if state._play.redacted([event], seat)[0] != event:
                    private += 1
                    assert _event_line(event) not in state.seen(seat)
    assert state.information_state_string(0).count("\n") == len(state.seen(0))
    if name == "bang_cards":
        assert private > 0


def test_the_public_observer_reads_the_spectators_view_and_all_hands_are_refused() -> None:
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game("bang_cards", {"players": 5})
    state = playout(game.new_initial_state(), random.Random(1), steps=30)
    public = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE))
    text = public.string_from(state, 0)
    assert text == public.string_from(state, 3)
    assert '"hand":[]' in text and '"seat":null' in text
    with pytest.raises(ValueError, match="every player"):
        make_observation(game, pyspiel.IIGObservationType(
            perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))


def test_one_rng_seed_gives_one_sequence_of_deals_whatever_is_cloned() -> None:
    def deals(clone: bool) -> list[int]:
        game = pyspiel.load_game("bang_dice", {"players": 4, "rng_seed": 11})
        seeds = []
        for _ in range(4):
            state = game.new_initial_state()
            if clone:
                state.clone().clone()
            seeds.append(state.seed)
        return seeds

    assert deals(False) == deals(True)
    assert len(set(deals(False))) == 4
    other = pyspiel.load_game("bang_dice", {"players": 4, "rng_seed": 12})
    assert other.new_initial_state().seed not in deals(False)


def test_a_clone_plays_on_exactly_like_its_original() -> None:
    game = pyspiel.load_game("bang_cards", {"players": 5})
    fresh = game.new_initial_state()
    copy = fresh.clone()
    assert str(copy) == str(fresh)
    state = playout(fresh, random.Random(2), steps=40)
    twin = state.clone()
    rng = random.Random(3)
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        twin.apply_action(action)
        assert str(state) == str(twin)
        assert state.information_state_string(1) == twin.information_state_string(1)
    assert state.returns() == twin.returns()
    assert not copy.is_terminal() and copy.history() == []


@pytest.mark.parametrize("name", ["bang_cards", "bang_dice"])
def test_returns_are_the_engines_and_a_cut_game_is_a_draw(name: str) -> None:
    game = pyspiel.load_game(name, {"players": 5, "rng_seed": 5})
    state = playout(game.new_initial_state(), random.Random(6))
    winners = set(state.engine.winners)
    assert state.returns() == [1.0 if s in winners else -1.0 for s in range(5)]
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    short = pyspiel.load_game(name, {"players": 5, "max_game_length": 10})
    cut = playout(short.new_initial_state(), random.Random(6))
    assert cut.is_terminal() and len(cut.history()) == 10
    assert cut.returns() == [0.0] * 5 and not cut.engine.is_over


def test_a_seeded_deal_is_the_engines_game_of_that_seed() -> None:
    from bang.dice import DiceConfig, DiceGame

    game = bang.openspiel.load("dice", players=6)
    state = game.new_initial_state_for_seed(1234)
    assert state.engine.digest() == DiceGame.new(DiceConfig(players=6), 1234).digest()
    assert "1234" not in str(state)


def test_openspiels_rl_environment_plays_a_whole_episode() -> None:
    from open_spiel.python import rl_environment

    env = rl_environment.Environment("bang_dice", players=4)
    rng = random.Random(7)
    step = env.reset()
    moves = 0
    while not step.last():
        legal = step.observations["legal_actions"][step.observations["current_player"]]
        step = env.step([rng.choice(legal)])
        moves += 1
    assert moves > 0 and sorted(set(step.rewards)) in ([-1.0, 1.0], [0.0], [1.0])


def test_the_documented_example_runs() -> None:
    import contextlib
    import io
    import re
    from pathlib import Path

    doc = Path(__file__).resolve().parents[2] / "docs" / "rl.md"
    section = doc.read_text(encoding="utf-8").split("## The OpenSpiel games", 1)[1]
    block = re.findall(r"```python\n(.*?)```", section.split("\n## ", 1)[0], flags=re.S)[0]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(block, str(doc), "exec"), {})
    assert re.fullmatch(r"returns: \[(-?1\.0, ){4}-?1\.0\]\n", out.getvalue())
