"""Both games as OpenSpiel games, written with pyspiel's Python game API.

**Chance is hidden** (``SAMPLED_STOCHASTIC``): the engines draw every shuffle, card and
die from streams seeded once per game, inside the step that needs them (a BANG! with a
Barrel may draw for the Barrel, then the Dynamite, then reshuffle).  Exposing each draw
as a chance node would mean rewriting the engines' chance and would break the
bit-for-bit records and digests every other part relies on; and its outcomes (an
80-card shuffle) are far too many for the tree algorithms that need explicit chance.
So a state holds a game dealt from a 64-bit seed that the OpenSpiel game draws, at each
``new_initial_state()``, from its own generator seeded with the ``rng_seed`` parameter:
the same ``rng_seed`` gives the same sequence of deals, and a state's future depends
only on its seed and the actions taken.

**What a player knows** comes only from the engines' redaction:

- the *observation string* of a seat is its ``game.view(seat)`` now (its hand and role,
  every player's public record, the pending prompt) without the event log; the
  *observation tensor* is the same view encoded as ``bang.rl`` encodes it;
- the *information-state string* adds, in order, every event as that seat saw it
  (``redact_event``: a card drawn by another player is a card, not which card) and every
  action the seat took, since the deal: perfect recall;
- the *public* observer (``IIGObservationType(private_info=NONE)``) reads the
  spectator's view, ``game.view(None)``.  No observer shows all hands: OpenSpiel's
  ``ALL_PLAYERS`` private information is refused.

**Actions** are the integers of the game's fixed codec (``bang.rl.codec``): seats
relative to the actor, one ``Discrete`` space at every table size.  **Returns** are the
engines' own: +1 for every seat of the winning side (a dead Deputy wins with his
Sheriff), -1 for the others, 0 for everybody when nobody wins (``round_limit``) or when
the game is cut at ``max_game_length`` decisions.  Players are the seats; the player to
move is the seat the engine waits on, an out-of-turn answer (a Missed!, a Duel) included.
"""

from __future__ import annotations

import dataclasses
import json
import random
import typing
from collections.abc import Mapping
from typing import Any

import numpy as np
import pyspiel

from bang.cards.config import CardConfig
from bang.core.protocol import Action, Event
from bang.dice.config import DiceConfig
from bang.dice.view import redact_event as redact_dice_event
from bang.rl.aec import DEFAULT_MAX_STEPS
from bang.rl.games import GameName, GameSpec, game_spec

#: Registered short names, by engine.
SHORT_NAMES: dict[GameName, str] = {"cards": "bang_cards", "dice": "bang_dice"}
_LONG_NAMES: dict[GameName, str] = {"cards": "BANG! the card game",
                                    "dice": "BANG! The Dice Game"}
_CONFIGS: dict[GameName, type[CardConfig] | type[DiceConfig]] = {
    "cards": CardConfig, "dice": DiceConfig}
#: The parameters that are not engine options.
_OWN = ("rng_seed", "max_game_length")


def _option_default(field: dataclasses.Field[Any], kind: Any) -> int | bool | str | None:
    """An engine option as an OpenSpiel parameter default: booleans, whole numbers and
    choices as themselves, a list of names or numbers as comma-separated text; None if it has none
    of these forms."""
    value = field.default
    if typing.get_origin(kind) is tuple:
        return ",".join(str(v) for v in value) if isinstance(value, tuple) else ""
    if isinstance(value, bool | int | str):
        return value
    return None


def parameters(game: GameName) -> dict[str, int | bool | str]:
    """Every parameter of ``game`` with its default: the engine's options (``players``
    and every ``CardConfig`` / ``DiceConfig`` field), ``rng_seed`` and
    ``max_game_length``."""
    config = _CONFIGS[game]
    hints = typing.get_type_hints(config)
    specs: dict[str, int | bool | str] = {}
    for field in dataclasses.fields(config):
        default = _option_default(field, hints[field.name])
        if default is not None:
            specs[field.name] = default
    specs["rng_seed"] = 0
    specs["max_game_length"] = DEFAULT_MAX_STEPS[game]
    return specs


def game_type(game: GameName) -> Any:
    """The ``pyspiel.GameType`` of ``game``."""
    return pyspiel.GameType(
        short_name=SHORT_NAMES[game],
        long_name=_LONG_NAMES[game],
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=8,
        min_num_players=3,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification=parameters(game),
        default_loadable=True,
    )


def engine_options(game: GameName, params: Mapping[str, Any]) -> dict[str, Any]:
    """The engine options among ``params``: those that differ from their defaults (so
    that 3 or 8 card-game players switch their own option on, as everywhere else)."""
    defaults = parameters(game)
    return {k: v for k, v in params.items()
            if k not in _OWN and k != "players" and k in defaults and v != defaults[k]}


class BangGame(pyspiel.Game):  # type: ignore[misc]
    """One of the engines as an OpenSpiel game (``pyspiel.load_game("bang_dice")``)."""

    game_name: GameName = "dice"

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        name = self.game_name
        values = {**parameters(name), **dict(params or {})}
        self.spec: GameSpec = game_spec(name, int(values["players"]),
                                        **engine_options(name, values))
        self.max_steps = int(values["max_game_length"])
        if self.max_steps < 1:
            raise ValueError("max_game_length must be at least 1")
        info = pyspiel.GameInfo(
            num_distinct_actions=self.spec.codec.size,
            max_chance_outcomes=0,
            num_players=self.spec.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=self.max_steps)
        super().__init__(game_type(name), info, dict(params or {}))
        self._deals = random.Random(int(values["rng_seed"]))

    def new_initial_state(self) -> BangState:
        """A new deal: the next seed of the game's generator, drawn when the state is
        first used (OpenSpiel clones a state by making a new initial state and copying
        the original into it; such a state is never used, so it consumes no deal)."""
        return BangState(self, _Deal(self._deals))

    def new_initial_state_for_seed(self, seed: int) -> BangState:
        """The deal of engine seed ``seed`` (as ``bang play --seed`` and records name
        deals)."""
        return BangState(self, _Deal(None, seed))

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: Mapping[str, Any] | None = None) -> BangObserver:
        """The observer of ``iig_obs_type`` (default: one seat's current observation)."""
        return BangObserver(self, iig_obs_type or pyspiel.IIGObservationType(
            perfect_recall=False), params)


class CardsGame(BangGame):
    """BANG! the card game (``bang_cards``)."""

    game_name: GameName = "cards"


class DiceGame(BangGame):
    """BANG! The Dice Game (``bang_dice``)."""

    game_name: GameName = "dice"


class _Deal:
    """A deal's seed, drawn from ``deals`` on first use.  Copies of a state share it
    (``deepcopy`` returns it as is), so a state cloned before its first use still
    plays the same deal as its original."""

    def __init__(self, deals: random.Random | None, seed: int | None = None) -> None:
        self._deals = deals
        self._seed = seed

    @property
    def seed(self) -> int:
        if self._seed is None:
            assert self._deals is not None
            self._seed = self._deals.getrandbits(64)
        return self._seed

    def __deepcopy__(self, memo: dict[int, Any]) -> _Deal:
        return self


class _Play:
    """Everything that changes as a state is played, copied cheaply: the engine's own
    ``clone()``, and the lines each seat has seen (OpenSpiel copies a state's
    attributes with ``deepcopy``, which on the engine's objects would take far longer
    than the engine's clone)."""

    def __init__(self, spec: GameSpec, deal: _Deal) -> None:
        self.spec = spec
        self.deal = deal
        self.engine: Any = None
        self.steps = 0
        #: Per seat, what it saw since the deal: events as redacted for it, and its
        #: own actions (``> notation``), one line each; the last list is a spectator's.
        self.seen: list[list[str]] = []
        self.legal: dict[int, Action] | None = None

    def game(self) -> Any:
        """The engine's game, dealt on first use."""
        if self.engine is None:
            self.engine = self.spec.new(self.deal.seed)
            self.seen = [[_event_line(e) for e in self.redacted(list(self.engine.log), seat)]
                         for seat in self.seats()]
        return self.engine

    def seats(self) -> tuple[int | None, ...]:
        return (*range(self.spec.players), None)

    def redacted(self, events: list[Event], seat: int | None) -> list[Event]:
        """``events`` as ``seat`` may see them, by the engine's one redaction."""
        if self.spec.game == "cards":
            return list(self.engine.events_for(seat, events))
        return [redact_dice_event(e, seat) for e in events]

    def __deepcopy__(self, memo: dict[int, Any]) -> _Play:
        copy = _Play(self.spec, self.deal)
        if self.engine is not None:
            copy.engine = self.engine.clone()
        copy.steps = self.steps
        copy.seen = [list(lines) for lines in self.seen]
        copy.legal = self.legal
        return copy


class BangState(pyspiel.State):  # type: ignore[misc]
    """A game in progress: the engine's game, and what each seat has seen of it."""

    def __init__(self, game: BangGame, deal: _Deal) -> None:
        super().__init__(game)
        self.max_steps = game.max_steps
        self._play = _Play(game.spec, deal)

    @property
    def spec(self) -> GameSpec:
        return self._play.spec

    @property
    def engine(self) -> Any:
        """The engine's game (a ``CardGame`` or ``DiceGame``)."""
        return self._play.game()

    @property
    def seed(self) -> int:
        """The engine seed of this state's deal."""
        return self._play.deal.seed

    @property
    def steps(self) -> int:
        """Decisions taken since the deal."""
        return self._play.steps

    def seen(self, seat: int | None) -> list[str]:
        """What ``seat`` (None: a spectator) saw and did since the deal, one line each."""
        self._play.game()
        return self._play.seen[-1 if seat is None else seat]

    # --- what OpenSpiel asks ---------------------------------------------------------
    def current_player(self) -> int:
        """The seat the engine waits on, or ``PlayerId.TERMINAL`` at the end."""
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        return int(self.engine.pending.seat)

    def is_terminal(self) -> bool:
        """Whether the game is over or cut at ``max_game_length`` decisions."""
        return bool(self.engine.is_over) or self._play.steps >= self.max_steps

    def legal_table(self) -> dict[int, Action]:
        """``{code: action}`` of the pending decision (empty at the end)."""
        play = self._play
        if play.legal is None:
            if self.is_terminal():
                play.legal = {}
            else:
                engine = play.game()
                play.legal = self.spec.codec.legal_index(
                    engine.legal_actions(), engine.pending.seat, self.spec.players)
        return play.legal

    def _legal_actions(self, player: int) -> list[int]:
        if self.is_terminal() or player != self.current_player():
            return []
        return sorted(self.legal_table())

    def _apply_action(self, action: int) -> None:
        chosen = self.legal_table().get(int(action))
        if chosen is None:
            raise ValueError(f"action {action} is not legal now")
        play = self._play
        engine = play.game()
        actor = engine.pending.seat
        events = engine.apply(chosen)
        play.steps += 1
        play.legal = None
        play.seen[actor].append("> " + chosen.format())
        for index, seat in enumerate(play.seats()):
            play.seen[index].extend(_event_line(e) for e in play.redacted(events, seat))

    def _action_to_string(self, player: int, action: int) -> str:
        if player < 0:
            return f"chance {action}"
        try:
            return str(self.spec.codec.decode(int(action), player, self.spec.players).format())
        except Exception:
            return f"action {action}"

    def returns(self) -> list[float]:
        """The engine's returns: +1 for a winner, -1 for the others; 0 for all while the
        game runs, when nobody wins and when the game was cut."""
        if not self.engine.is_over:
            return [0.0] * self.spec.players
        return [float(r) for r in self.engine.returns()]

    def __str__(self) -> str:
        """The state's identity, without a hidden fact in clear: the deal's seed would
        reveal every hand, so it shows the spectator's view and the engine's digest of
        the whole state."""
        return (f"{self.spec.game} decision {self.steps} digest {self.engine.digest()}\n"
                + json.dumps(self.view_dict(None), sort_keys=True, separators=(",", ":")))

    def view_dict(self, seat: int | None) -> dict[str, Any]:
        """``seat``'s view now (None: a spectator's) as plain data, without its log."""
        view: dict[str, Any] = self.engine.view(seat).to_dict()
        view.pop("events", None)
        return view


def _event_line(event: Event) -> str:
    """An event as one line: its kind, then its fields in name order."""
    data = event.data
    return " ".join([event.kind, *(f"{k}={data[k]}" for k in sorted(data))])


class BangObserver:
    """OpenSpiel's ``PyObserver`` for both games: strings and a tensor from the views.

    ``perfect_recall`` gives the information state (the view now and everything the
    seat saw and did since the deal); otherwise the observation (the view now).  With
    ``private_info`` NONE it reads the spectator's view; ALL_PLAYERS is refused, since
    no view shows every hand.
    """

    def __init__(self, game: BangGame, iig_obs_type: Any,
                 params: Mapping[str, Any] | None) -> None:
        if params:
            raise ValueError(f"the observer takes no parameters, not {dict(params)}")
        private = iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("no view shows every player's hidden information: "
                             "observe one seat or the public table")
        self.public = private == pyspiel.PrivateInfoType.NONE
        self.recall = bool(iig_obs_type.perfect_recall)
        self.spec = game.spec
        size = 0 if self.recall or self.public else self.spec.layout.size
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor} if size else {}

    def set_from(self, state: BangState, player: int) -> None:
        """Fill ``tensor`` with ``player``'s view of ``state``, encoded as ``bang.rl``
        encodes it (the observation; information states have no tensor)."""
        if not self.tensor.size:
            return
        self.tensor[:] = self.spec.encode(state.engine.view(player))

    def string_from(self, state: BangState, player: int) -> str:
        """``player``'s observation or information state of ``state`` as text."""
        seat = None if self.public else player
        head = json.dumps(state.view_dict(seat), sort_keys=True, separators=(",", ":"))
        if not self.recall:
            return head
        lines = state.seen(seat)
        return head + "\n" + "\n".join(lines)
