"""The PettingZoo AEC environments (bang.rl.aec): PettingZoo's own api_test and
seed_test for every game, player count and variant, and the environment's promises:
masks, refusal of illegal actions, rewards by team, truncation, infos, rendering."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test
from rl_positions import ALL_TABLES, table_id

from bang.core.errors import ConfigError, IllegalAction
from bang.rl import BangAECEnv, Rewards, cards_env, dice_env


def make(game: str, players: int, options: dict[str, Any], **extra: Any) -> BangAECEnv:
    maker = cards_env if game == "cards" else dice_env
    return maker(players, **options, **extra)


@pytest.mark.parametrize("table", ALL_TABLES, ids=table_id)
def test_pettingzoo_api_test_passes(table: tuple) -> None:
    with warnings.catch_warnings():
        # api_test warns (not fails) about all-zero masks: non-acting agents have them.
        warnings.simplefilter("ignore")
        api_test(make(*table), num_cycles=200)


@pytest.mark.parametrize("table", ALL_TABLES, ids=table_id)
def test_pettingzoo_seed_test_passes(table: tuple) -> None:
    seed_test(lambda: make(*table), num_cycles=200)


def play_out(env: BangAECEnv, seed: int) -> list[tuple[str, int]]:
    """A whole seeded game with the first legal action each time; the trajectory."""
    env.reset(seed=seed)
    trajectory = []
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        action = int(np.flatnonzero(obs["action_mask"])[0])
        trajectory.append((agent, action))
        env.step(action)
    return trajectory


def test_the_same_seed_gives_the_same_game_and_another_seed_another() -> None:
    env = dice_env(5)
    first = play_out(env, 3)
    assert play_out(env, 3) == first
    assert play_out(env, 4) != first


def test_only_the_deciding_agent_has_a_mask_and_it_matches_the_legal_actions() -> None:
    env = cards_env(6)
    env.reset(seed=1)
    for _ in range(60):
        agent = env.agent_selection
        legal = env.legal_actions()
        for other in env.agents:
            mask = env.observe(other)["action_mask"]
            if other == agent:
                assert set(np.flatnonzero(mask)) == set(legal)
            else:
                assert not mask.any()
        env.step(min(legal))


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    env = dice_env(4, illegal="penalize")
    env.reset(seed=5)
    env.step(next(i for i in range(173) if i not in env.legal_actions()))  # a reward to keep
    env.illegal = "raise"
    agent = env.agent_selection
    before = env.game.digest()  # type: ignore[union-attr]
    rewards = (dict(env.rewards), dict(env._cumulative_rewards))
    illegal = next(i for i in range(env.action_space(agent).n)  # type: ignore[attr-defined]
                   if i not in env.legal_actions())
    for bad in (illegal, -1, 10**6, 1.5, "0", None):
        with pytest.raises(IllegalAction):
            env.step(bad)
    assert env.game.digest() == before  # type: ignore[union-attr]
    assert env.agent_selection == agent
    assert (env.rewards, env._cumulative_rewards) == rewards and env.rewards[agent] == -1


def test_an_illegal_action_is_penalised_only_when_asked() -> None:
    env = dice_env(4, illegal="penalize", rewards=Rewards(illegal=-0.25))
    env.reset(seed=5)
    agent = env.agent_selection
    before = env.game.digest()  # type: ignore[union-attr]
    illegal = next(i for i in range(173) if i not in env.legal_actions())
    env.step(illegal)
    assert env.rewards[agent] == -0.25 and env._cumulative_rewards[agent] == -0.25
    assert env.game.digest() == before and env.agent_selection == agent  # type: ignore[union-attr]
    with pytest.raises(ConfigError):
        dice_env(4, illegal="ignore")


@pytest.mark.parametrize("game, options", [
    ("cards", {}), ("dice", {}), ("cards", {"dodge_city": True}),
    ("cards", {"dodge_city": True, "ghost_variant": "dead_mans_hand",
               "ghost_separate_deck": True})], ids=["cards", "dice", "dodge-city", "dc-dmh"])
def test_rewards_follow_the_team_result_and_infos_name_the_winners(
        game: str, options: dict[str, Any]) -> None:
    rewards = Rewards(win=2.0, loss=-3.0)
    env = make(game, 5, options, rewards=rewards)
    env.reset(seed=9)
    finals: dict[str, float] = {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            finals[agent] = reward
            assert term and not trunc
            winners = info["winners"]
            env.step(None)
            continue
        assert reward == 0
        env.step(int(np.flatnonzero(obs["action_mask"])[-1]))
    game_winners = sorted(env.game.winners)  # type: ignore[union-attr]
    assert winners == [f"seat_{s}" for s in game_winners] and winners
    assert finals == {f"seat_{s}": 2.0 if s in game_winners else -3.0 for s in range(5)}
    assert env.agents == []


def test_the_step_cap_truncates_every_agent_with_the_draw_reward() -> None:
    env = cards_env(5, max_steps=7, rewards=Rewards(draw=0.5))
    env.reset(seed=2)
    for _ in range(7):
        env.step(min(env.legal_actions()))
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert all(r == 0.5 for r in env.rewards.values())
    assert all(info["winners"] == [] for info in env.infos.values())


def test_spaces_are_built_once_per_agent() -> None:
    env = cards_env(4, ghost_variant="dead_reckonin", ghost_separate_deck=True)
    space = env.observation_space("seat_0")
    assert space is env.observation_space("seat_0") is env.observation_space("seat_3")
    assert env.action_space("seat_1") is env.action_space("seat_1")
    assert env.action_space("seat_1").n == 32223  # type: ignore[attr-defined]
    assert cards_env(4).action_space("seat_1").n == 9743  # type: ignore[attr-defined]
    for options, size in (({}, 76083), ({"ghost_variant": "dead_reckonin",
                                         "ghost_separate_deck": True}, 294753)):
        dodge_city = cards_env(4, dodge_city=True, **options)
        assert dodge_city.action_space("seat_2").n == size  # type: ignore[attr-defined]


def test_bad_options_are_refused_when_the_environment_is_made() -> None:
    with pytest.raises(ConfigError):
        dice_env(9)
    with pytest.raises(ConfigError):
        cards_env(5, ghost_variant="zombies")
    with pytest.raises(ConfigError):
        cards_env(5, no_such_option=True)
    with pytest.raises(ConfigError):
        dice_env(5, render_mode="human")


def test_content_the_codecs_do_not_cover_is_refused() -> None:
    """A content set registered beside the base game and Dodge City has ids and kinds no
    codec or layout slot holds: the environment is refused, never filled wrongly."""
    from bang.cards import CardKind, ContentSet, register, unregister
    from bang.cards.content import EQUIP

    spurs = CardKind("spurs_rl", "Spurs", "blue", "test: Spurs", target=EQUIP, defence=1)
    register(ContentSet(key="spurs_rl", first_id=300, kinds=(spurs,),
                        rows=(("spurs_rl", "Q", "H"),), abilities=(), characters=()))
    try:
        with pytest.raises(ConfigError, match="spurs_rl"):
            cards_env(5, expansions="spurs_rl")
        with pytest.raises(ConfigError, match="spurs_rl"):
            cards_env(5, dodge_city=True, expansions="spurs_rl")
        assert cards_env(5, dodge_city=True).game_spec.layout.name == "cards-dc-121"
    finally:
        unregister("spurs_rl")


@pytest.mark.parametrize("game", ["cards", "dice"])
def test_ansi_render_draws_the_spectators_table(game: str) -> None:
    env = make(game, 4, {}, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and "Player 4" in text  # seats shown from 1
    # The spectator's table: the Sheriff's role is shown, no hand is.
    assert "Sheriff" in text
    assert make(game, 4, {}).render() is None


def test_a_game_ended_by_the_round_limit_is_a_draw_for_everyone() -> None:
    env = dice_env(5, round_limit=1, rewards=Rewards(draw=0.25))
    for seed in range(20):
        env.reset(seed=seed)
        while not any(env.terminations.values()):
            env.step(min(env.legal_actions()))
        if not env.game.winners:  # type: ignore[union-attr]
            break
    else:
        pytest.fail("no seed ended by the round limit")
    assert all(env.terminations.values()) and not any(env.truncations.values())
    assert set(env.rewards.values()) == {0.25}
    assert all(info["winners"] == [] for info in env.infos.values())
