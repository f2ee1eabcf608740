"""Playing one bot game to the end: the loop every simulation, benchmark and soak test
runs, kept tight because it is the hot path of batch simulation.

A hard decision cap guards against engines that never end: a game that reaches it is
reported as capped (with its record, so it can be replayed), never silently counted
as finished.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from bang.bots import Bot, bot_names, make_bot
from bang.bots.random_bot import RandomBot
from bang.core.rng import BOT, mix
from bang.games import game_classes

#: Decisions after which a game is declared stuck; far above any real game's length.
DEFAULT_MAX_DECISIONS = 50_000

#: A bot kind for every seat (one name), one per seat, or ready-made bots.
BotSpec = str | Sequence[str | Bot]


class Watcher(Protocol):
    """Sees a game :func:`play` plays: the new game (its log holds what happened before
    the first decision), then the game after every step with the events of the step
    (statistics beyond win rates, ``bang.stats``)."""

    def start(self, game: Any) -> None:
        """The game has been dealt; nothing has been decided yet."""
        ...

    def step(self, game: Any, events: list[Any]) -> None:
        """One decision has been applied; ``events`` are those it produced."""
        ...


@dataclass(frozen=True, slots=True)
class GameResult:
    """What a simulation needs to know about one finished (or capped) game.

    ``roles`` and ``characters`` are as dealt at the start; ``winners`` is empty for a
    capped game; ``record`` is kept only for capped games, to replay what went wrong.
    """

    index: int
    seed: int
    roles: tuple[str, ...]
    characters: tuple[str, ...]
    winners: frozenset[int]
    decisions: int
    stats: dict[str, int] = field(default_factory=dict)
    capped: bool = False
    record: dict[str, Any] | None = None


#: The dice expansions' events counted in every simulated game that plays them (RULES.md
#: Part G), event kind -> counter; ``bang simulate`` prints them under "Counters" by the
#: catalogue's ``sim.counter.<name>``.  A base game counts nothing (and pays nothing).
EXPANSION_COUNTERS: dict[str, str] = {
    "saloon_die": "saloon_die",      # G4.1, split by die below
    "bullet": "bullets",             # G4.4
    "broken_arrow": "broken_arrows",  # G4.3 (one that returned an arrow)
    "chief_arrow": "chief_arrow_taken",  # G5.1
    "duel": "duels",                 # G7.4
    "duel_lost": "duels_lost",       # split by challenger below
    "whiskey": "whiskeys",           # G7.2
    "wound": "wound_tokens",         # G7.3
    "boneyard": "boneyard_reveals",  # G10.2
    "outbreak": "outbreaks",         # G10.3
    "side_won": "side_won",          # G10.4, split by side below
}


class ExpansionCounter:
    """Counts the expansions' events of one dice game (``EXPANSION_COUNTERS``)."""

    __slots__ = ("challenger", "counts")

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}
        self.challenger = -1

    def add(self, events: Sequence[Any]) -> None:
        counts = self.counts
        for kind, data, _ in events:
            name = EXPANSION_COUNTERS.get(kind)
            if name is None:
                continue
            if kind == "saloon_die":
                die = data.get("die")
                if not die:
                    continue
                name = f"{die}_turns"
            elif kind == "bullet":  # one event for every BULLET of a roll
                counts[name] = counts.get(name, 0) + int(data.get("count", 1))
                continue
            elif kind == "broken_arrow" and data.get("target") is None:
                continue
            elif kind == "duel":
                self.challenger = int(data.get("seat", -1))
            elif kind == "duel_lost":
                name = ("duels_lost_by_challenger" if data.get("seat") == self.challenger
                        else "duels_won_by_challenger")
            elif kind == "side_won":
                name = "zombie_wins" if data.get("side") == "zombies" else "survivor_wins"
            counts[name] = counts.get(name, 0) + 1


def expansion_counter(game: Any) -> ExpansionCounter | None:
    """A counter for a dice game played with any expansion module, else None."""
    if getattr(game, "GAME", "") != "dice":
        return None
    config = getattr(game, "config", None)
    return ExpansionCounter() if config is not None and config.content_sets else None


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` for the game seeded ``game_seed``.

    Derived from the game seed but from a different string than the game's own streams,
    so a bot's randomness is reproducible yet never correlated with the cards.
    """
    return mix(BOT, game_seed, seat)


def seat_bot_names(spec: str | Sequence[str] | Mapping[str, str],
                   players: int) -> tuple[str, ...]:
    """One bot kind per seat from a single name or a per-seat list, checked against the
    bot registry so a typo fails before any worker process starts.

    A mapping role → bot kind (a team per role) becomes ``("role=kind", ...)``: the
    seats are only known once the roles are dealt, so :func:`play` resolves it per game.
    """
    if isinstance(spec, Mapping):
        known = bot_names()
        for name in spec.values():
            if name not in known:
                raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(known)}")
        return tuple(f"{role}={name}" for role, name in sorted(spec.items()))
    names = (spec,) * players if isinstance(spec, str) else tuple(spec)
    if len(names) != players:
        raise ValueError(f"{len(names)} bots given for {players} seats")
    known = bot_names()
    for name in names:
        if name not in known:
            raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(known)}")
    return names


def team_names(spec: BotSpec, roles: Sequence[str]) -> BotSpec:
    """Per-seat bot kinds from a ``("role=kind", ...)`` team spec (other specs unchanged)."""
    if isinstance(spec, str) or not spec or not all(isinstance(e, str) and "=" in e
                                                    for e in spec):
        return spec
    team = dict(str(e).split("=", 1) for e in spec)
    return [team.get(role, "random") for role in roles]


def seat_bots(spec: BotSpec, players: int, game_seed: int) -> list[Bot]:
    """The bots for one game: names are built and seeded per seat, bots pass through.

    The random bots of a game share one generator (seeded like seat 0's bot): the play is
    sequential, so their choices stay reproducible from the game seed, and a game seeds
    one Mersenne Twister instead of one per seat.
    """
    entries: Sequence[str | Bot] = (spec,) * players if isinstance(spec, str) else spec
    if len(entries) != players:
        raise ValueError(f"{len(entries)} bots given for {players} seats")
    shared: random.Random | None = None
    bots: list[Bot] = []
    for seat, entry in enumerate(entries):
        if entry == "random":
            if shared is None:
                shared = random.Random(bot_seed(game_seed, 0))
            bots.append(RandomBot(shared))
        elif isinstance(entry, str):
            bots.append(make_bot(entry, bot_seed(game_seed, seat)))
        else:
            bots.append(entry)
    return bots


def play(game_class: Any, config: Any, seed: int, bots: BotSpec = "random", *,
         index: int = 0, max_decisions: int = DEFAULT_MAX_DECISIONS,
         watch: Watcher | None = None) -> GameResult:
    """Play one game of ``game_class`` with ``config`` and ``seed`` until it ends or caps.

    ``watch``, when given, sees the game and the events of every step; it never changes
    what is played, so the result is the same with or without it.
    """
    game = game_class.new(config, seed)
    players = len(game.roles)
    seated = seat_bots(team_names(bots, game.roles), players, seed)
    # What each seat's bot is handed for a choice, decided once per game: nothing, its
    # information set (search), a view built on access (a bot that reads only part of
    # it, cards only) or the full view.
    lazy_view = getattr(game, "lazy_view", None)
    viewers: list[Callable[[int], Any] | None] = [
        None if not bot.needs_view
        else game.information_set if getattr(bot, "needs_infoset", False)
        else lazy_view if lazy_view is not None and getattr(bot, "reads_lazy_view", False)
        else game.view
        for bot in seated]
    roles = tuple(game.roles)
    characters = tuple(game.characters)
    decisions = 0
    counter = expansion_counter(game)
    if watch is not None:
        watch.start(game)
    # ``decision`` is the attribute behind the ``pending`` property (GameBase); reading it
    # directly spares a Python-level call per decision on CPython 3.11.
    decision = game.decision
    while decision is not None:
        if decisions >= max_decisions:
            return GameResult(index, seed, roles, characters, frozenset(), decisions,
                              _stats(game, counter), capped=True, record=game.to_record())
        seat = decision.seat
        legal = game.legal_actions()
        # A single legal answer needs no thought: the view is built only for a choice.
        viewer = viewers[seat]
        view = viewer(seat) if viewer is not None and len(legal) > 1 else None
        events = game.apply(seated[seat].choose(view, legal))
        if counter is not None:
            counter.add(events)
        if watch is not None:
            watch.step(game, events)
        decisions += 1
        decision = game.decision
    return GameResult(index, seed, roles, characters, frozenset(game.winners), decisions,
                      _stats(game, counter))


def play_game(game_name: str, config: Any, seed: int, bots: BotSpec = "random", *,
              index: int = 0, max_decisions: int = DEFAULT_MAX_DECISIONS) -> GameResult:
    """Play one game of the registered game ``game_name``.

    ``config`` is the game's config object or a plain mapping of its options.
    """
    game_class, config_class = game_classes(game_name)
    if isinstance(config, Mapping):
        config = config_class.from_dict(config)
    return play(game_class, config, seed, bots, index=index, max_decisions=max_decisions)


def _stats(game: Any, counter: ExpansionCounter | None = None) -> dict[str, int]:
    """The game's own counters, when it keeps any (``stats()`` is optional), and the
    expansions' events counted while it was played."""
    stats = getattr(game, "stats", None)
    counts = dict(stats()) if callable(stats) else {}
    if counter is not None:
        counts.update(counter.counts)
    return counts
