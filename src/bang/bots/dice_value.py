"""A dice-game position's worth for each team: the chance that team wins, fitted.

The search levels stop most dice rollouts at the end of a turn and score the position
they reach.  ``bang.bots.value`` scores it by shares of life, which is not on the same
scale as a finished game (1 won, 0 lost) and says little about the Renegade, whose win
is far away.  Here the score is a logistic model of the team's chance to win, fitted on
the states at the start of every turn of heuristic games (``bang.bots.dice``) at 5, 6
and 7 players (4,500 games, 67,757 states; log-loss 0.56 for the law and the Outlaws
and 0.27 for the Renegade, against 0.67, 0.69 and 0.32 for a constant).  The features
are read from a *sampled* game, whose roles are a guess.  ``scripts/fit_dice_value.py``
fits them again.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bang.bots.value import team_value

#: Logistic weights per team over ``features``: a constant; the Sheriff's health and
#: life/10; the Deputies', the Outlaws' and the Renegades' mean health and share alive;
#: the Renegades' life/10.
WEIGHTS: dict[str, tuple[float, ...]] = {
    "law": (-1.241, -1.339, 4.555, 1.152, 0.355, -3.182, -0.428, 0.015, 0.170, -1.041),
    "outlaws": (0.299, 0.923, -4.216, -0.625, -0.129, 3.580, 1.009, 0.491, -0.275, -0.779),
    "renegade": (-11.569, 1.531, -1.444, -1.070, -0.219, -1.065, -0.655, -0.480, 9.482,
                 3.400),
}
TEAM = {"sheriff": "law", "deputy": "law", "outlaw": "outlaws", "renegade": "renegade"}


def features(roles: Sequence[str], life: Sequence[int], max_life: Sequence[int],
             alive: Sequence[bool]) -> list[float]:
    """The model's inputs for one (sampled) position, the same for every team."""
    health = {"deputy": 0.0, "outlaw": 0.0, "renegade": 0.0}
    living = {"deputy": 0, "outlaw": 0, "renegade": 0}
    count = {"deputy": 0, "outlaw": 0, "renegade": 0}
    sheriff_health = sheriff_life = renegade_life = 0.0
    for s, role in enumerate(roles):
        up = alive[s]
        h = life[s] / max_life[s] if up and max_life[s] > 0 else 0.0
        if role == "sheriff":
            sheriff_health, sheriff_life = h, life[s] / 10.0 if up else 0.0
            continue
        count[role] += 1
        health[role] += h
        living[role] += up
        if role == "renegade" and up:
            renegade_life += life[s] / 10.0
    row = [1.0, sheriff_health, sheriff_life]
    for role in ("deputy", "outlaw", "renegade"):
        n = max(count[role], 1)
        row += [health[role] / n, living[role] / n]
    row.append(renegade_life)
    return row


def dice_value(seat: int, roles: Sequence[str], life: Sequence[int],
               max_life: Sequence[int], alive: Sequence[bool],
               returns: Sequence[float] | None) -> float:
    """The estimated chance that ``seat``'s team wins; the result once the game is over."""
    if returns is not None:
        return (returns[seat] + 1.0) / 2.0
    if "sheriff" not in roles:
        # The 3-player game's goals are not the ones the model was fitted on.
        return team_value(seat, roles, life, max_life, alive, None)
    weights = WEIGHTS[TEAM[roles[seat]]]
    z = sum(w * x for w, x in zip(weights, features(roles, life, max_life, alive),
                                  strict=True))
    return 1.0 / (1.0 + math.exp(-z))
