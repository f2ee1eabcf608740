"""Adding up game summaries: one :class:`LineTally` per line of a study (a game, a
player count, its options and bots).

Every figure is a count of games or seats under a text key, so two tallies merge by
adding their counters: the numbers do not depend on which process played which game or
in what order the results arrived, and a tally goes to JSON and back unchanged (the
result store keeps one per chunk of games).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from bang.sim.summary import ROLE_ORDER
from bang.stats.observe import NOBODY, GameSummary

#: The counters of a tally, each keyed by text (see :meth:`LineTally.add`).
COUNTERS = (
    "role_seats", "role_wins", "role_games", "role_team_wins",
    "char_seats", "char_wins", "char_role_seats", "char_role_wins",
    "offset_seats", "offset_wins", "offset_role_seats", "offset_role_wins",
    "teams", "hands", "causes", "decisions", "turns", "rounds",
    "plays", "responses", "abilities", "happenings", "happening_games", "stats",
)

#: Separator of compound keys (``"Bart Cassidy|outlaw"``); no name contains it.
SEP = "|"
#: Label of a game nobody won (round limit, a ghost variant's draw).
NO_WINNER = "no winner"


def side(game: GameSummary) -> str:
    """The winning side of a finished game: the side the game named (RULES.md G10.4,
    ``"zombies"`` or ``"survivors"``), else :func:`team_label` of its winners."""
    if game.side:
        return game.side
    roles = game.result.roles
    return team_label(roles[s] for s in game.result.winners)


def team_label(roles: Iterable[str]) -> str:
    """The winning side named by its roles in rule order: ``"sheriff+deputy"``."""
    present = set(roles)
    rank = {name: i for i, name in enumerate(ROLE_ORDER)}
    names = sorted(present, key=lambda n: (rank.get(n, len(rank)), n))
    return "+".join(names) if names else NO_WINNER


class LineTally:
    """Counts over the games of one line, mergeable and JSON-able."""

    def __init__(self) -> None:
        self.games = 0
        self.finished = 0
        self.counters: dict[str, Counter[str]] = {name: Counter() for name in COUNTERS}
        self.capped: list[tuple[int, int]] = []

    # --- adding games ---------------------------------------------------------------
    def add(self, game: GameSummary) -> None:
        """Count one game.  Seat counts are per seat (two Outlaws are two seats); game
        counts per game (``role_games``: games where the role was dealt;
        ``role_team_wins``: those where at least one holder won)."""
        result = game.result
        c = self.counters
        self.games += 1
        c["stats"].update(result.stats)
        if result.capped:
            self.capped.append((result.index, result.seed))
            return
        self.finished += 1
        roles, chars, winners = result.roles, result.characters, result.winners
        n = len(roles)
        c["role_seats"].update(roles)
        c["role_wins"].update(roles[s] for s in winners)
        c["role_games"].update(set(roles))
        c["role_team_wins"].update({roles[s] for s in winners})
        c["char_seats"].update(chars)
        c["char_wins"].update(chars[s] for s in winners)
        c["char_role_seats"].update(chars[s] + SEP + roles[s] for s in range(n))
        c["char_role_wins"].update(chars[s] + SEP + roles[s] for s in winners)
        if "sheriff" in roles:
            sheriff = roles.index("sheriff")
            offsets = [str((s - sheriff) % n) for s in range(n)]
            c["offset_seats"].update(offsets)
            c["offset_wins"].update(offsets[s] for s in winners)
            c["offset_role_seats"].update(offsets[s] + SEP + roles[s] for s in range(n))
            c["offset_role_wins"].update(offsets[s] + SEP + roles[s] for s in winners)
        c["teams"][side(game)] += 1
        if game.last_victim != NOBODY:
            killer = roles[game.finisher] if game.finisher != NOBODY else "nobody"
            c["hands"][killer + SEP + roles[game.last_victim]] += 1
        c["causes"][game.cause or "unknown"] += 1
        c["decisions"][str(result.decisions)] += 1
        c["turns"][str(game.turns)] += 1
        c["rounds"][str(game.rounds)] += 1
        c["plays"].update(game.plays)
        c["responses"].update(game.responses)
        c["abilities"].update(game.abilities)
        c["happenings"].update(game.happenings)
        c["happening_games"].update(name + SEP + str(count)
                                    for name, count in game.happenings.items())

    def extend(self, games: Iterable[GameSummary]) -> None:
        for game in games:
            self.add(game)

    def merge(self, other: LineTally) -> None:
        """Add ``other``'s games to this tally (order never matters)."""
        self.games += other.games
        self.finished += other.finished
        for name in COUNTERS:
            self.counters[name].update(other.counters[name])
        self.capped.extend(other.capped)
        self.capped.sort()

    # --- reading ----------------------------------------------------------------------
    def __getitem__(self, name: str) -> Counter[str]:
        return self.counters[name]

    def split(self, name: str) -> dict[tuple[str, str], int]:
        """A compound-key counter as ``{(first, second): count}``."""
        return {tuple(key.split(SEP, 1)): v  # type: ignore[misc]
                for key, v in self.counters[name].items()}

    def histogram(self, name: str) -> list[tuple[int, int]]:
        """A counter of whole numbers (``"turns"``) as sorted ``(value, games)`` pairs."""
        return sorted((int(k), v) for k, v in self.counters[name].items())

    def happening_histogram(self, name: str) -> list[tuple[int, int]]:
        """Games by how often ``name`` happened in them, games without it included."""
        counts = {int(k.split(SEP, 1)[1]): v for k, v in self.counters["happening_games"].items()
                  if k.split(SEP, 1)[0] == name}
        counts[0] = self.finished - sum(counts.values())
        return sorted((k, v) for k, v in counts.items() if v)

    # --- JSON -----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"games": self.games, "finished": self.finished,
                "capped": [list(pair) for pair in sorted(self.capped)],
                "counters": {name: dict(sorted(self.counters[name].items()))
                             for name in COUNTERS}}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LineTally:
        tally = cls()
        tally.games = int(data["games"])
        tally.finished = int(data["finished"])
        tally.capped = [(int(i), int(s)) for i, s in data["capped"]]
        for name in COUNTERS:
            tally.counters[name].update(data["counters"].get(name, {}))
        return tally

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LineTally) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


#: What a pair of plays of one seed records: the two winning sides, and the difference
#: (variant minus baseline) of each length.
PAIR_LENGTHS = ("decisions", "turns", "rounds")


class PairTally:
    """Both sides of a comparison played on the same seeds, and how each seed's two
    games relate (for paired intervals): ``pairs`` counts ``"side|<base>|<variant>"``
    and ``"<length>|<variant minus base>"`` over seeds finished on both sides."""

    def __init__(self) -> None:
        self.base = LineTally()
        self.variant = LineTally()
        self.pairs: Counter[str] = Counter()

    @property
    def games(self) -> int:
        return self.base.games

    def add(self, base: GameSummary, variant: GameSummary) -> None:
        self.base.add(base)
        self.variant.add(variant)
        if base.result.capped or variant.result.capped:
            return
        self.pairs[f"side{SEP}{side(base)}{SEP}{side(variant)}"] += 1
        lengths = ((base.result.decisions, variant.result.decisions),
                   (base.turns, variant.turns), (base.rounds, variant.rounds))
        for name, (a, b) in zip(PAIR_LENGTHS, lengths, strict=True):
            self.pairs[f"{name}{SEP}{b - a}"] += 1

    def merge(self, other: PairTally) -> None:
        self.base.merge(other.base)
        self.variant.merge(other.variant)
        self.pairs.update(other.pairs)

    def sides(self) -> dict[tuple[str, str], int]:
        """Seeds by (baseline's winning side, variant's winning side)."""
        out: dict[tuple[str, str], int] = {}
        for key, count in self.pairs.items():
            kind, *rest = key.split(SEP)
            if kind == "side":
                out[(rest[0], rest[1])] = count
        return out

    def differences(self, name: str) -> list[tuple[int, int]]:
        """Seeds by how much longer (``name``) the variant's game was, sorted."""
        prefix = name + SEP
        return sorted((int(k[len(prefix):]), v) for k, v in self.pairs.items()
                      if k.startswith(prefix))

    def to_dict(self) -> dict[str, Any]:
        return {"base": self.base.to_dict(), "variant": self.variant.to_dict(),
                "pairs": dict(sorted(self.pairs.items()))}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PairTally:
        tally = cls()
        tally.base = LineTally.from_dict(data["base"])
        tally.variant = LineTally.from_dict(data["variant"])
        tally.pairs.update(data["pairs"])
        return tally

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PairTally) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]
