"""How good a position looks for one seat's team, between 0 (lost) and 1 (won).

Search bots stop their look-ahead after a few turns and score the position reached
with this estimate instead of playing every game to its end: a finished game scores its
result, a running one the share of life its team holds against the teams it must beat
(RULES.md A10, B7).  The Sheriff's life counts double, for the law and against the
Outlaws, since his death ends the game.  The Renegade must outlive everybody, so he
scores his own health times the share of the table already gone.

Scores are read from a *sampled* game (every role in it is a guess), never the true one.
"""

from __future__ import annotations

from collections.abc import Sequence


def team_value(seat: int, roles: Sequence[str], life: Sequence[int],
               max_life: Sequence[int], alive: Sequence[bool],
               returns: Sequence[float] | None) -> float:
    """The estimate for ``seat``; ``returns`` is the game's result once it is over."""
    if returns is not None:
        return (returns[seat] + 1.0) / 2.0
    health = [life[s] / max_life[s] if alive[s] and max_life[s] > 0 else 0.0
              for s in range(len(roles))]
    law = outlaws = renegade = 0.0
    for s, role in enumerate(roles):
        if role == "sheriff":
            law += 2.0 * health[s]
        elif role == "deputy":
            law += health[s]
        elif role == "outlaw":
            outlaws += health[s]
        else:
            renegade += health[s]
    mine = roles[seat]
    if mine in ("sheriff", "deputy"):
        return law / (law + outlaws + 0.5 * renegade + 1e-9)
    if mine == "outlaw":
        return outlaws / (outlaws + law + 1e-9)
    gone = sum(1 for a in alive if not a) / max(len(alive) - 1, 1)
    return health[seat] * (0.25 + 0.5 * gone)
