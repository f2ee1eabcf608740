"""A Gymnasium environment with one learning seat against ``bang.bots`` opponents.

The learner's seat is drawn each episode: among the seats dealt ``role`` when a role is
fixed, among all seats otherwise.  Opponents are bots of the registry (``random``,
``easy``, ``normal``...), one per other seat, asked through ``bang.bots.decide`` like in
every other driver, each with its own seed drawn from the episode's generator.

The observation is the learner's observation vector (features.py) alone, a ``Box``, so
any Gymnasium algorithm takes it; the legal actions come as ``info["action_mask"]`` and
from :meth:`SingleSeatEnv.action_masks` (the method ``sb3-contrib``'s MaskablePPO
calls).  An illegal action raises ``IllegalAction`` unless ``illegal="penalize"``;
``scaled=True`` divides every feature by its bound (observations in [0, 1]).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from bang.bots import Bot, decide, make_bot
from bang.core.errors import ConfigError, IllegalAction
from bang.core.protocol import Action
from bang.rl.aec import DEFAULT_MAX_STEPS, action_index, check_illegal_mode
from bang.rl.games import Game, GameName, Rewards, game_spec

#: Opponent decisions between two learner decisions after which an episode is cut
#: (truncated); bots always finish games, so this only guards against a defect.  A
#: learner eliminated early waits for the rest of the game, hence the large number.
OPPONENT_STEPS_PER_STEP = 20_000


class LegalDiscrete(spaces.Discrete):
    """``Discrete(n)`` whose ``sample()`` without a mask draws a *legal* action.

    Generic tools (``check_env``, random baselines, exploration code) sample the action
    space without knowing about masks; with the plain space they would mostly draw
    actions the engine refuses.  The space reads the environment's current mask, so those
    tools get a legal move, while an explicit ``mask`` or ``probability`` is honoured as
    Gymnasium documents.  With no legal action (the episode is over) it samples like
    ``Discrete``.
    """

    def __init__(self, n: int, legal_mask: Callable[[], np.ndarray],
                 seed: int | None = None) -> None:
        super().__init__(n, seed=seed)
        self._legal_mask = legal_mask

    def sample(self, mask: Any = None, probability: Any = None) -> np.int64:
        if mask is None and probability is None:
            legal = self._legal_mask()
            if legal.any():
                return np.int64(super().sample(mask=legal.astype(np.int8)))
        return np.int64(super().sample(mask=mask, probability=probability))


class SingleSeatEnv(gymnasium.Env[np.ndarray, np.int64]):
    """One seat of a card or dice game, learned against bots."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 4}  # noqa: RUF012

    def __init__(self, game: GameName = "dice", players: int = 5, *, role: str | None = None,
                 opponents: str | Sequence[str] = "random", render_mode: str | None = None,
                 max_steps: int | None = None, rewards: Rewards | None = None,
                 illegal: str = "raise", scaled: bool = False, **options: Any) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ConfigError(f"render_mode must be 'ansi' or None, not {render_mode!r}")
        check_illegal_mode(illegal)
        self.game_spec = game_spec(game, players, **options)
        n = self.game_spec.players
        self.role = role
        if role is not None:
            probe = self.game_spec.new(0)
            if role not in getattr(probe, "roles", []):
                raise ConfigError(f"no {role!r} is dealt in a {n}-player {game} game")
        names = [opponents] * (n - 1) if isinstance(opponents, str) else list(opponents)
        if len(names) != n - 1:
            raise ConfigError(f"opponents: one bot name, or {n - 1} of them")
        for name in names:
            try:
                make_bot(name, 0)  # an unknown name fails now, not in the first episode
            except ValueError as exc:
                raise ConfigError(str(exc)) from None
        self.opponent_names = names
        self.render_mode = render_mode
        self.max_steps = DEFAULT_MAX_STEPS[game] if max_steps is None else int(max_steps)
        self.reward_table = rewards or Rewards()
        self.illegal = illegal
        high = self.game_spec.layout.high
        # ``scaled``: every feature divided by its bound, so the observation is in [0, 1]
        # (what neural networks prefer); the bounds are the layout's (docs/rl.md).
        self._scale = np.maximum(high, 1.0) if scaled else None
        self.observation_space = spaces.Box(
            0.0, np.minimum(high, 1.0) if scaled else high, dtype=np.float32)
        self.action_space = LegalDiscrete(self.game_spec.codec.size, lambda: self._mask)
        self.game: Game | None = None
        self.seat = 0
        self.bots: dict[int, Bot] = {}
        self.steps = 0
        self._stalled = False
        self._legal: dict[int, Action] = {}
        self._mask = np.zeros(self.game_spec.codec.size, dtype=np.int8)

    # --- the episode ---------------------------------------------------------------------
    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        """A new game, played by the bots up to the learner's first decision; the
        observation and the info (``action_mask``, ``seat``, ``role``)."""
        super().reset(seed=seed)
        rng = self.np_random
        # A learner eliminated before his first decision has no episode: deal again.
        for _ in range(100):
            game = self.game_spec.new(int(rng.integers(0, 2**63)))
            roles = list(getattr(game, "roles", []))
            seats = [s for s in range(self.game_spec.players)
                     if self.role is None or roles[s] == self.role]
            self.seat = int(seats[int(rng.integers(len(seats)))])
            others = [s for s in range(self.game_spec.players) if s != self.seat]
            self.bots = {s: make_bot(name, int(rng.integers(0, 2**63)))
                         for s, name in zip(others, self.opponent_names, strict=True)}
            self.game = game
            self.steps = 0
            self._play_opponents()
            if not game.is_over:
                break
        obs, info = self._observe()
        return obs, info

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """Apply the learner's ``action``, let the bots play up to his next decision
        or the end; Gymnasium's five values."""
        game = self._live_game()
        if game.is_over:
            raise IllegalAction("game_over", "the episode has ended: call reset()")
        index = action_index(action, self.game_spec.codec.size)
        chosen = self._legal.get(index)
        reward = 0.0
        if chosen is None:
            if self.illegal == "raise":
                raise IllegalAction(
                    "not_legal", f"action {index} is not legal now (see action_masks());"
                    " nothing was changed")
            reward = self.reward_table.illegal
        else:
            game.apply(chosen)
            self._play_opponents()
        self.steps += 1
        terminated = game.pending is None
        truncated = not terminated and (self.steps >= self.max_steps or self._stalled)
        if terminated:
            reward += self.reward_table.final(self.seat, frozenset(game.winners))
        elif truncated:
            reward += self.reward_table.draw
        obs, info = self._observe()
        return obs, reward, terminated, truncated, info

    def _play_opponents(self) -> None:
        """Let the bots answer until the learner decides or the game ends."""
        game = self._live_game()
        self._stalled = False
        for _ in range(OPPONENT_STEPS_PER_STEP):
            pending = game.pending
            if pending is None or pending.seat == self.seat:
                return
            game.apply(decide(self.bots[pending.seat], game, pending.seat))
        self._stalled = game.pending is not None and game.pending.seat != self.seat

    def _observe(self) -> tuple[np.ndarray, dict[str, Any]]:
        game = self._live_game()
        obs, legal = self.game_spec.observe(game, self.seat)
        if self._scale is not None:
            obs = obs / self._scale
        self._mask, self._legal = self.game_spec.mask(legal, self.seat)
        info: dict[str, Any] = {"action_mask": self._mask, "seat": self.seat}
        if game.is_over:
            info["winners"] = sorted(game.winners)
            info["won"] = self.seat in game.winners
        return obs, info

    def action_masks(self) -> np.ndarray:
        """The legal actions of the learner now, as booleans (MaskablePPO's hook)."""
        return self._mask.astype(bool)

    def legal_actions(self) -> dict[int, Action]:
        """``{code: engine action}`` for the learner's current decision."""
        return dict(self._legal)

    def _live_game(self) -> Game:
        if self.game is None:
            raise ConfigError("call reset() before using the environment")
        return self.game

    def render(self) -> str | None:
        """``render_mode="ansi"``: the terminal table as the learner sees it."""
        if self.render_mode != "ansi" or self.game is None:
            return None
        return self.game_spec.render(self.game, self.seat)
