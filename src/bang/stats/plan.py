"""What a study plays: its lines and the chunks of games each line is cut into.

A line is a game with a player count, its options, its bots and a base seed; game ``i``
of a line is always played with ``child_seed(seed, i)`` (as ``bang simulate`` does), so
any backend, any number of workers and any resumption play the very same games.  Chunks
have a fixed size whatever the number of games, so a run of 50,000 games reuses the
stored chunks of an interrupted run of 100,000.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bang import __version__
from bang.core.errors import ConfigError
from bang.core.rng import child_seed
from bang.games import classes_from_spec, game_spec
from bang.sim.play import DEFAULT_MAX_DECISIONS, seat_bot_names
from bang.sim.run import GameFailed
from bang.stats.observe import GameSummary, observe
from bang.stats.tally import LineTally, PairTally

#: Games per chunk: the unit of work sent to a worker and of storage.
CHUNK_SIZE = 250
#: Bump when what a tally counts changes, so stored chunks of the old kind are not mixed in.
TALLY_FORMAT = 1


@dataclass(frozen=True, slots=True)
class LineSpec:
    """One line of a study; ``options`` is the game's full config (``players`` aside) as
    plain JSON values, so equal settings written differently are one line."""

    game: str
    players: int
    options: tuple[tuple[str, Any], ...]
    bots: tuple[str, ...]
    seed: int
    max_decisions: int = DEFAULT_MAX_DECISIONS

    @classmethod
    def make(cls, game: str, players: int, seed: int,
             options: Mapping[str, Any] | None = None,
             bots: str | Sequence[str] | Mapping[str, str] = "random",
             max_decisions: int = DEFAULT_MAX_DECISIONS) -> LineSpec:
        """Check everything (``ConfigError``/``ValueError``) before any game is played."""
        _, config_class = classes_from_spec(game_spec(game))
        data: dict[str, Any] = dict(options or {})
        if "players" in data:
            raise ConfigError("the number of players is an argument of its own, not an option")
        data["players"] = players
        config = config_class.from_dict(data)
        full = config.to_dict()
        full.pop("players", None)
        if max_decisions < 1:
            raise ValueError("the decision cap must be at least 1")
        return cls(game, players, tuple(sorted(full.items())), seat_bot_names(bots, players),
                   seed, max_decisions)

    def config(self) -> Any:
        _, config_class = classes_from_spec(game_spec(self.game))
        return config_class.from_dict({**dict(self.options), "players": self.players})

    def changed_options(self) -> dict[str, Any]:
        """The options that differ from the game's defaults (what a caption names)."""
        _, config_class = classes_from_spec(game_spec(self.game))
        default = config_class.from_dict({"players": self.players}).to_dict()
        return {k: v for k, v in self.options if default.get(k) != v}

    def with_options(self, changes: Mapping[str, Any]) -> LineSpec:
        """The same line with some options changed (the other side of a comparison)."""
        _, config_class = classes_from_spec(game_spec(self.game))
        options = {**dict(self.options), **changes}
        if "players" in options:
            raise ConfigError("the number of players is an argument of its own, not an option")
        full = config_class.from_dict({**options, "players": self.players}).to_dict()
        full.pop("players", None)
        return replace(self, options=tuple(sorted(full.items())))

    def key(self) -> str:
        """The line's identity in the result store."""
        return json.dumps({"format": TALLY_FORMAT, "engine": __version__, "game": self.game,
                           "players": self.players, "options": dict(self.options),
                           "bots": list(self.bots), "seed": self.seed,
                           "max_decisions": self.max_decisions}, sort_keys=True)

    def bots_label(self) -> str:
        kinds = sorted(set(self.bots))
        return ",".join(kinds)


@dataclass(frozen=True, slots=True)
class PairSpec:
    """A comparison: two lines that differ only in options, played seed by seed (game
    ``i`` of both with ``child_seed(seed, i)``) so that each seed gives a pair."""

    base: LineSpec
    variant: LineSpec

    def key(self) -> str:
        return json.dumps({"pair": [self.base.key(), self.variant.key()]})

    @property
    def game(self) -> str:
        return self.base.game

    @property
    def players(self) -> int:
        return self.base.players


#: What a study plays: single lines, or pairs of lines for comparisons.
Spec = LineSpec | PairSpec
#: What each of them adds up to.
Tally = LineTally | PairTally


def new_tally(line: Spec) -> Tally:
    return PairTally() if isinstance(line, PairSpec) else LineTally()


def tally_from_dict(line: Spec, data: Mapping[str, Any]) -> Tally:
    if isinstance(line, PairSpec):
        return PairTally.from_dict(data)
    return LineTally.from_dict(data)


@dataclass(frozen=True, slots=True)
class Chunk:
    """Games ``start`` to ``stop - 1`` of a line or a pair (picklable, plain data)."""

    line: Spec
    start: int
    stop: int


def chunks(line: Spec, games: int, size: int = CHUNK_SIZE) -> list[Chunk]:
    """The chunks of the first ``games`` games of ``line``."""
    if games < 1:
        raise ValueError("a simulation needs at least one game")
    return [Chunk(line, start, min(start + size, games)) for start in range(0, games, size)]


def interleave(groups: Sequence[Sequence[Chunk]]) -> list[Chunk]:
    """Chunk 0 of every line, then chunk 1 of every line ...: an interrupted study has
    about as many games in each line."""
    out: list[Chunk] = []
    longest = max((len(g) for g in groups), default=0)
    for i in range(longest):
        out.extend(g[i] for g in groups if i < len(g))
    return out


def play_chunk(chunk: Chunk) -> dict[str, Any]:
    """Play a chunk and return its tally as JSON data (what a worker sends back)."""
    if isinstance(chunk.line, PairSpec):
        pair = PairTally()
        base, variant = chunk.line.base, chunk.line.variant
        for index in range(chunk.start, chunk.stop):
            pair.add(_observe(base, index), _observe(variant, index))
        return pair.to_dict()
    tally = LineTally()
    for index in range(chunk.start, chunk.stop):
        tally.add(_observe(chunk.line, index))
    return tally.to_dict()


def _observe(line: LineSpec, index: int) -> GameSummary:
    game_class, _ = classes_from_spec(game_spec(line.game))
    seed = child_seed(line.seed, index)
    try:
        return observe(game_class, line.config(), seed, line.bots, index=index,
                       max_decisions=line.max_decisions)
    except Exception as exc:
        raise GameFailed(f"{line.game}, {line.players} players: game {index} (seed {seed}) "
                         f"raised {type(exc).__name__}: {exc}") from exc
