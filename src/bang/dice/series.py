"""The next game of a series at the same table, for the dice game: the counterpart of
``CardGame.next_game`` (RULES.md A2 "New game", applied to Part B's roles and
characters).

With ``keep_characters`` the players alive at the end keep their characters and the
eliminated draw new ones from the characters nobody played; with ``rotate_sheriff`` the
Sheriff's role (the Deputy's in the 3-player game, who starts: B2.1) passes to the next
seat clockwise and the other roles are dealt at random.  The new game is an exact set-up
(docs/dice_setup.md) with its own seed, so ``DiceGame.from_record`` replays it alone.
"""

from __future__ import annotations

from bang.core.errors import ConfigError
from bang.core.rng import check_seed, stream
from bang.dice.data import CHARACTERS, ROLE_TABLE, ROLES
from bang.dice.game import DiceGame


def next_game(previous: DiceGame, seed: int, keep_characters: bool = True,
              rotate_sheriff: bool = True) -> DiceGame:
    """The game that follows ``previous`` (which must be over) at the same table."""
    if not previous.is_over:
        raise ConfigError("the previous game is not over yet")
    seed = check_seed(seed)
    n = previous.n
    rng = stream(seed, "setup")
    roles = [ROLES[r] for r in ROLE_TABLE[n]]
    if rotate_sheriff:
        first_role = roles[0]
        first = (previous.roles.index(first_role) + 1) % n
        rest = roles[1:]
        rng.shuffle(rest)
        roles = [*rest[:first], first_role, *rest[first:]]
    else:
        rng.shuffle(roles)
    old = previous.characters
    kept: list[str | None] = [old[s] if keep_characters and previous.alive[s] else None
                              for s in range(n)]
    free = [c.name for c in CHARACTERS if c.name not in old]
    fresh = rng.sample(free, kept.count(None))
    names = [name if name is not None else fresh.pop() for name in kept]
    return DiceGame.from_setup({
        "players": [{"role": roles[s], "character": names[s]} for s in range(n)],
        "config": {k: v for k, v in previous.config.to_dict().items() if k != "players"},
        "seed": seed,
    })
