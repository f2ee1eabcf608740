"""The dice game's team-minded policy (``bang.bots.dice_team``) without any search,
against the heuristic, per team: what the search levels start from.

    python benchmarks/dice_policy.py [--players 5] [--games 2000] [--seed 1] [--offset 0]
        [--rule aim|beers|guard|all|none]

Like ``ratings.py``: for every team, the policy plays that team's seats and ``normal``
every other seat, and ``normal`` plays the same deals in all seats (game ``i`` of both
lines on the same seed).  ``--rule`` keeps one of the policy's rules only (``none``: the
plain heuristic through the subclass, which must match ``normal`` exactly).  Prints
each team's win rate with its Wilson 95 % interval and the paired count of deals the
policy turned into a win or a loss.  No search: a few milliseconds per game.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ratings import TEAMS, one_game, tasks, wilson

from bang.bots.dice_team import AIM, TeamDiceBot
from bang.bots.registry import register_bot

RULES: dict[str, dict[str, Any]] = {
    "all": {},
    "none": {"aim": {}, "beers": frozenset(), "guard": frozenset()},
    "aim": {"beers": frozenset(), "guard": frozenset()},
    "beers": {"aim": {}, "guard": frozenset()},
    "guard": {"aim": {}, "beers": frozenset()},
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--offset", type=int, default=0)
    parser.add_argument("--rule", choices=tuple(RULES), default="all")
    args = parser.parse_args(argv)
    options = RULES[args.rule]
    register_bot("dice-team", lambda seed: TeamDiceBot(seed, **options))
    won: dict[tuple[str, str], list[int]] = {}
    for task in tasks("dice", args.players, [], args.games, args.seed, args.offset,
                      [("normal", "normal"), ("dice-team", "normal")]):
        mine, _, team, win, _ = one_game(task)
        won.setdefault((mine, team), []).append(win)
    print(f"dice game, {args.players} players, {args.games} deals per line, rule "
          f"{args.rule} (aim {dict(AIM) if 'aim' not in options else options['aim']})")
    print("\n| team | normal | dice-team | deals won / lost by the policy |\n|---|---|---|---|")
    for team in TEAMS:
        base, mine = won[("normal", team)], won[("dice-team", team)]
        cells = []
        for line in (base, mine):
            p, lo, hi = wilson(sum(line), len(line))
            cells.append(f"{p:.1%} [{lo:.1%}, {hi:.1%}]")
        gained = sum(1 for a, b in zip(mine, base, strict=True) if a > b)
        lost = sum(1 for a, b in zip(mine, base, strict=True) if a < b)
        print(f"| {team} | {cells[0]} | {cells[1]} | +{gained} / -{lost} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
