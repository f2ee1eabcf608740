"""PettingZoo AEC environments for both games: every seat is an agent, and the agent
to act is always the seat the engine waits on (an out-of-turn answer included).

- Observations are ``{"observation": Box, "action_mask": int8 Box}``, built from the
  seat's ``game.view(seat)`` alone (features.py); a seat that does not decide gets an
  all-zero mask.
- Actions are integers of the game's fixed codec (codec.py).  An action outside the
  mask raises ``IllegalAction`` and changes nothing, unless the environment was made
  with ``illegal="penalize"``: then the actor receives ``rewards.illegal``, nothing else
  happens and he must act again.
- Rewards come at the end, by team result (``Rewards``).  Every agent stays in play to
  the end (a dead player's team may still win, and the ghost variants' dead still play);
  then all are terminated together.  ``max_steps`` decisions cut a game short: all are
  truncated and receive ``rewards.draw``.
- ``infos[agent]`` holds ``seat`` and, at the end, ``winners`` (agent names) and
  ``roles``.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from bang.core.errors import ConfigError, IllegalAction
from bang.core.protocol import Action
from bang.core.rng import fresh_seed
from bang.rl.games import Game, GameName, GameSpec, Rewards, game_spec

#: Decisions after which a game is cut (truncated): far beyond a real game of either.
DEFAULT_MAX_STEPS = {"dice": 2_000, "cards": 10_000}
ILLEGAL_MODES = ("raise", "penalize")


def agent_name(seat: int) -> str:
    """The agent of ``seat``: ``seat_0``, ``seat_1`` ..."""
    return f"seat_{seat}"


def action_index(action: Any, size: int) -> int:
    """``action`` as a plain int (NumPy integers and 0-d arrays included); anything else
    raises ``IllegalAction("bad_action_index", ...)``."""
    if isinstance(action, np.ndarray) and action.shape == () and action.dtype.kind in "iu":
        action = action.item()
    if isinstance(action, np.integer):
        action = int(action)
    if type(action) is not int or not 0 <= action < size:
        raise IllegalAction("bad_action_index",
                            f"an action is an integer 0..{size - 1}, not {action!r}")
    return action


def check_illegal_mode(illegal: str) -> None:
    """Refuse an ``illegal`` rule other than ``raise`` or ``penalize`` (``ConfigError``)."""
    if illegal not in ILLEGAL_MODES:
        raise ConfigError(f"illegal must be one of {', '.join(ILLEGAL_MODES)}, not {illegal!r}")


def observation_space(spec: GameSpec) -> spaces.Dict:
    """Every agent's space: the observation ``Box`` and the int8 action mask."""
    return spaces.Dict({
        "observation": spaces.Box(0.0, spec.layout.high, dtype=np.float32),
        "action_mask": spaces.Box(0, 1, (spec.codec.size,), dtype=np.int8),
    })


class BangAECEnv(AECEnv[str, dict[str, np.ndarray], int]):
    """One BANG! game (card or dice) as a PettingZoo AEC environment."""

    # PettingZoo's convention: a class-level dict, copied per instance with the game's name.
    metadata: dict[str, Any] = {  # noqa: RUF012
        "render_modes": ["ansi"], "name": "bang_v1", "is_parallelizable": False}

    def __init__(self, game: GameName, players: int = 5, *, render_mode: str | None = None,
                 max_steps: int | None = None, rewards: Rewards | None = None,
                 illegal: str = "raise", **options: Any) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ConfigError(f"render_mode must be 'ansi' or None, not {render_mode!r}")
        check_illegal_mode(illegal)
        self.game_spec = game_spec(game, players, **options)
        self.metadata = {**self.metadata, "name": f"bang_{game}_v1"}
        self.render_mode = render_mode
        self.max_steps = DEFAULT_MAX_STEPS[game] if max_steps is None else int(max_steps)
        if self.max_steps < 1:
            raise ConfigError("max_steps must be at least 1")
        self.reward_table = rewards or Rewards()
        self.illegal = illegal
        self.possible_agents = [agent_name(s) for s in range(self.game_spec.players)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        obs_space = observation_space(self.game_spec)
        act_space = spaces.Discrete(self.game_spec.codec.size)
        # One space object per agent, built once (PettingZoo's api_test checks identity).
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: act_space for a in self.possible_agents}
        self._seeds: random.Random | None = None
        self.game: Game | None = None
        self.steps = 0
        self._legal: dict[int, Action] = {}
        self._legal_id = -1

    # --- spaces ------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """``agent``'s observation space (the same object for every agent)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``agent``'s ``Discrete`` action space: the game's codec."""
        return self.action_spaces[agent]

    # --- the episode -------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game.  ``seed`` fixes this game and the seeds of the games after it
        (reset without a seed); never seeded, the games draw secret seeds."""
        if seed is not None:
            self._seeds = random.Random(seed)
        game_seed = self._seeds.getrandbits(64) if self._seeds is not None else fresh_seed()
        self.game = self.game_spec.new(game_seed)
        self.steps = 0
        self._legal_id = -1
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {"seat": self._seat[a]}
                                                 for a in self.agents}
        self._select()

    def _select(self) -> None:
        game = self.game
        assert game is not None
        pending = game.pending
        if pending is not None:
            self.agent_selection = agent_name(pending.seat)

    def legal_actions(self) -> dict[int, Action]:
        """``{code: action}`` of the deciding seat, from its view (cached per decision)."""
        game = self._live_game()
        pending = game.pending
        if pending is None:
            return {}
        if self._legal_id != pending.id:
            _, legal = self.game_spec.observe(game, pending.seat)
            self._legal = self.game_spec.codec.legal_index(legal, pending.seat,
                                                           self.game_spec.players)
            self._legal_id = pending.id
        return self._legal

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """``agent``'s observation and action mask, from its seat's view alone."""
        game = self._live_game()
        seat = self._seat[agent]
        obs, legal = self.game_spec.observe(game, seat)
        mask, table = self.game_spec.mask(legal, seat)
        pending = game.pending
        if table and pending is not None:
            self._legal, self._legal_id = table, pending.id
        return {"observation": obs, "action_mask": mask}

    def step(self, action: Any) -> None:
        """Apply the selected agent's ``action`` (a codec integer); see the module's
        notes for illegal actions, rewards and the end of the game."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._live_game()
        index = action_index(action, self.game_spec.codec.size)
        legal = self.legal_actions()
        chosen = legal.get(index)
        if chosen is None and self.illegal == "raise":
            raise IllegalAction(
                "not_legal",
                f"action {index} is not legal for {agent} now (the mask lists"
                f" {len(legal)} legal actions); nothing was changed")
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        if chosen is None:
            self.rewards[agent] = self.reward_table.illegal
        else:
            game.apply(chosen)
        self.steps += 1
        if game.is_over:
            winners = frozenset(game.winners)
            roles = list(getattr(game, "roles", []))
            for a in self.agents:
                seat = self._seat[a]
                self.rewards[a] += self.reward_table.final(seat, winners)
                self.terminations[a] = True
                self.infos[a] = {"seat": seat, "winners": [agent_name(s) for s in sorted(winners)],
                                 "roles": roles}
        elif self.steps >= self.max_steps:
            for a in self.agents:
                self.rewards[a] += self.reward_table.draw
                self.truncations[a] = True
                self.infos[a] = {"seat": self._seat[a], "winners": []}
        self._accumulate_rewards()
        self._select()

    def _live_game(self) -> Game:
        if self.game is None:
            raise ConfigError("call reset() before using the environment")
        return self.game

    # --- drawing -----------------------------------------------------------------------
    def render(self) -> str | None:
        """``render_mode="ansi"``: the terminal table of the spectator's view (it shows
        nothing hidden); ``None`` otherwise."""
        if self.render_mode != "ansi" or self.game is None:
            return None
        return self.game_spec.render(self.game, None)

    def close(self) -> None:
        """Nothing to release: the game is plain Python state."""


def cards_env(players: int = 5, **options: Any) -> BangAECEnv:
    """The card game as a PettingZoo AEC environment: ``players`` 3 to 8, the
    ``CardConfig`` options (``ghost_variant="dead_reckonin"``, ...) and the environment's
    own (``render_mode``, ``max_steps``, ``rewards``, ``illegal``)."""
    return BangAECEnv("cards", players, **options)


def dice_env(players: int = 5, **options: Any) -> BangAECEnv:
    """The dice game as a PettingZoo AEC environment (options as for :func:`cards_env`,
    with the ``DiceConfig`` options)."""
    return BangAECEnv("dice", players, **options)
