"""A tiny game with the engines' API, so the simulator, bots and command line are tested
without the real engines.

Seats take turns rolling one to three dice from the game's own stream; the first seat to
reach ``target`` points wins for its team (Sheriff with Deputies, the Outlaws, or the
Renegade alone).  Close to the target only a single die may be rolled, a forced prompt
that ``auto_forced`` applies by itself.  ``stall`` makes rolls score nothing, so the game
never ends; ``fail_after`` makes the engine raise after that many decisions.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from bang.core import Action, ConfigError, Event, GameBase
from bang.core.config import config_from_dict, config_to_dict
from bang.core.rng import copy_rng, stream

ROLES = ("sheriff", "outlaw", "outlaw", "renegade", "deputy", "outlaw", "deputy", "outlaw")
CHARACTERS = ("ace", "bea", "cal", "dot", "eli", "fay", "gus", "hal", "ida", "jon")
TEAMS = {"sheriff": "law", "deputy": "law", "outlaw": "outlaws", "renegade": "renegade"}


@dataclass(frozen=True, slots=True)
class ToyConfig:
    players: int = 4
    auto_forced: bool = False
    target: int = 20
    stall: bool = False
    fail_after: int = 0

    def __post_init__(self) -> None:
        if not 2 <= self.players <= len(ROLES):
            raise ConfigError(f"the toy game is for 2 to {len(ROLES)} players, not {self.players}")
        if self.target < 1:
            raise ConfigError("option target must be at least 1")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ToyConfig:
        return config_from_dict(cls, data)

    def to_dict(self) -> dict[str, Any]:
        return config_to_dict(self)


@dataclass(frozen=True, slots=True)
class ToyView:
    seat: int | None
    role: str | None
    scores: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "role": self.role, "scores": list(self.scores)}


class ToyGame(GameBase):
    GAME = "toy"

    config: ToyConfig
    roles: list[str]
    characters: list[str]
    scores: list[int]
    turn: int
    winners: frozenset[int]
    rolls: int
    sixes: int
    _dice: random.Random

    @classmethod
    def new(cls, config: ToyConfig, seed: int) -> Self:
        game = cls.__new__(cls)
        setup = stream(seed, "setup")
        roles = list(ROLES[: config.players])
        rest = roles[1:]
        setup.shuffle(rest)
        game.config = config
        game.seed = seed
        game.roles = [roles[0], *rest]
        game.characters = setup.sample(CHARACTERS, config.players)
        game.scores = [0] * config.players
        game.turn = 0
        game.winners = frozenset()
        game.rolls = game.sixes = 0
        game._dice = stream(seed, "dice")
        game.history = []
        game.decision = None
        game._legal = None
        game._next_id = 0
        game._setup = None
        game._prompt()
        return game

    def _forced(self) -> bool:
        return self.config.target - self.scores[self.turn] <= 3

    def _prompt(self) -> None:
        self._set_decision(self.turn, "roll", {})
        while self.config.auto_forced and self.decision is not None and self._forced():
            self._apply_legal(Action("roll", arg=1))

    def _compute_legal(self) -> tuple[Action, ...]:
        if self._forced():
            return (Action("roll", arg=1),)
        return tuple(Action("roll", arg=k) for k in (1, 2, 3))

    def _apply_legal(self, action: Action) -> list[Event]:
        if self.config.fail_after and len(self.history) >= self.config.fail_after:
            raise RuntimeError("the toy engine broke on purpose")
        dice = [self._dice.randint(1, 6) for _ in range(action.arg)]
        self.rolls += len(dice)
        self.sixes += dice.count(6)
        seat = self.turn
        if not self.config.stall:
            self.scores[seat] += sum(dice)
        events = [Event("rolled", {"seat": seat, "dice": dice})]
        if self.scores[seat] >= self.config.target:
            team = TEAMS[self.roles[seat]]
            self.winners = frozenset(s for s, r in enumerate(self.roles) if TEAMS[r] == team)
            self.decision = None
            self._legal = None
            events.append(Event("won", {"seats": sorted(self.winners)}))
            return events
        self.turn = (seat + 1) % self.config.players
        self._prompt()
        return events

    def view(self, seat: int | None) -> ToyView:
        return ToyView(seat, None if seat is None else self.roles[seat], tuple(self.scores))

    def returns(self) -> list[float]:
        return [1.0 if s in self.winners else 0.0 for s in range(self.config.players)]

    def stats(self) -> dict[str, int]:
        return {"rolls": self.rolls, "sixes": self.sixes}

    def clone(self) -> Self:
        other = self.__class__.__new__(self.__class__)
        other.__dict__.update(self.__dict__)
        other.roles = list(self.roles)
        other.characters = list(self.characters)
        other.scores = list(self.scores)
        other.history = list(self.history)
        other._dice = copy_rng(self._dice)
        return other

    def state_dict(self) -> dict[str, Any]:
        return {"roles": self.roles, "characters": self.characters, "scores": self.scores,
                "turn": self.turn, "winners": sorted(self.winners), "rolls": self.rolls,
                "sixes": self.sixes, "decision": self._next_id if self.decision else None,
                "dice": repr(self._dice.getstate())}

    def config_dict(self) -> dict[str, Any]:
        return self.config.to_dict()

    @classmethod
    def _new_from_record(cls, config: Mapping[str, Any], seed: int,
                         setup: Mapping[str, Any] | None) -> Self:
        return cls.new(ToyConfig.from_dict(config), seed)
