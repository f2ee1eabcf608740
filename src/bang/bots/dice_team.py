"""A stronger dice-game policy for the search levels to start from and to roll out with.

It is the heuristic dice bot (``bang.bots.dice``) with three rules that play for the
team rather than for the dice, each reading only the seat's ``DiceView`` and each kept
for the roles where it measured better (BENCHMARKS.md, 5 players, 1,000 deals per line):

- ``aim`` (Outlaws, Deputies, the Renegade): a bull's eye that cannot reach a player
  the bot wants hurt enough is re-rolled (``AIM``): an Outlaw keeps only the bull's eyes
  that reach the Sheriff, a Deputy or the Renegade re-rolls one that could only hit the
  Sheriff.  The heuristic keeps every bull's eye, even one that can only hit a friend.
  (Outlaws keeping any bull's eye with a target they lean against, or the law
  re-rolling bull's eyes without a suspect in reach, measured worse.)
- ``beers`` (the law): Beer dice are kept while a friend is hurt, not only while the
  bot itself is.
- ``guard`` (Deputies): a Sheriff at 2 life or less gets the Beers before the Deputy
  himself, since his death ends the game for both.

``normal`` stays the plain heuristic (the baseline every level is measured against);
``hard`` and ``expert`` search over this policy (``bang.bots.levels``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bang.bots.dice import DiceBot, is_undead_zombie, reroll_mask
from bang.bots.dice_belief import bull_reach
from bang.core.protocol import Action

#: Per role, a bull's eye is kept only if it can reach a player the bot wants hurt more
#: than this (``DiceBot.enemy``: 10 for an Outlaw's Sheriff, about 1 for a player who
#: merely looks hostile, -5 for the Renegade's Sheriff, -10 for the Deputy's).  At 5
#: players, Outlaws keeping only the bull's eyes that reach the Sheriff won 49.5 %
#: against 46.3 % with any wanted target and 40.2 % for the plain heuristic; a Deputy or
#: a Renegade re-rolling a bull's eye that could only hit the Sheriff (a shot that would
#: hurt him and make the shooter look like an Outlaw) won 47.2 % against 45.0 % (law)
#: and 13.7 % against 13.1 % (Renegade).
AIM: dict[str, float] = {"outlaw": 5.0, "deputy": -4.0, "renegade": -4.0}
#: The bull's-eye faces (RULES.md B5.3, G2.1's doubles).
BULLS = frozenset(("one", "two", "double_one", "double_two"))
#: Below this the Sheriff gets a Deputy's Beers first.
GUARD_LIFE = 2


class TeamDiceBot(DiceBot):
    """The heuristic dice bot with team-minded re-rolls and Beers; each rule applies to
    the roles given for it (module docstring)."""

    def __init__(self, seed: int | str, noise: float = 0.0,
                 beers: frozenset[str] = frozenset({"sheriff", "deputy"}),
                 guard: frozenset[str] = frozenset({"deputy"}),
                 aim: Mapping[str, float] | None = None) -> None:
        super().__init__(seed, noise)
        self.aim = AIM if aim is None else aim
        self.beers = beers
        self.guard = guard

    # A compiled ``DiceBot`` pickles and copies only its own declared attributes (the
    # search copies a template per rollout player), so the rules of this interpreted
    # subclass travel in the state explicitly.
    def __getstate__(self) -> dict[str, Any]:
        inherited: Any = super().__getstate__()
        state: dict[str, Any] = dict(inherited or {})
        state.update(aim=self.aim, beers=self.beers, guard=self.guard)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        rest = dict(state)
        self.aim = rest.pop("aim")
        self.beers = rest.pop("beers")
        self.guard = rest.pop("guard")
        parent = getattr(super(), "__setstate__", None)
        if parent is not None:
            parent(rest)
        else:
            self.__dict__.update(rest)

    def choose(self, view: Any, legal: tuple[Action, ...]) -> Action:
        if len(legal) == 1 or view is None or view.pending is None or self.noise:
            return super().choose(view, legal)
        kind = view.pending.kind
        if kind == "roll":
            self._observe(view)
            return self._roll(view, legal)
        if kind in ("beer", "sid_ketchum") and view.role in self.guard:
            self._observe(view)
            target = self._guarded(view)
            wanted = next((a for a in legal if a.target == target), None)
            if wanted is not None:
                return wanted
        return super().choose(view, legal)

    # --- re-rolls -------------------------------------------------------------------
    def _roll(self, view: Any, legal: tuple[Action, ...]) -> Action:
        """The heuristic's re-roll (``reroll_mask``: arrows, Gatlings short of three,
        Beers nobody needs, the expansions' spent faces) plus the bull's eyes nobody
        worth hitting is in reach of."""
        me = view.seat
        role = view.role
        player = view.players[me]
        hurt = (player.life < player.max_life and not is_undead_zombie(view, me)) or (
            role in self.beers and self._friend_hurt(view))
        mask = reroll_mask(view, hurt)
        if role in self.aim:
            for index, face in enumerate(view.dice):
                if face in BULLS and not self._worth_shooting(view, face):
                    mask |= 1 << index
        wanted = Action("reroll", arg=mask)
        if mask and wanted in legal:
            return wanted
        return next((a for a in legal if a.kind == "stop"), legal[0])

    def _worth_shooting(self, view: Any, face: str) -> bool:
        """Whether a bull's eye showing ``face`` could hit somebody the bot wants hurt
        (RULES.md B5.3 and B8: reach, Calamity Janet, Rose Doolan)."""
        me = view.seat
        alive = [p.alive for p in view.players]
        least = self.aim[view.role]
        return any(self.enemy(view, seat) > least
                   for seat in bull_reach(alive, me, face, view.players[me].character))

    def _friend_hurt(self, view: Any) -> bool:
        me = view.seat
        return any(p.alive and p.seat != me and p.life < p.max_life
                   and self.enemy(view, p.seat) <= -5.0 for p in view.players)

    # --- Beers ------------------------------------------------------------------------
    def _guarded(self, view: Any) -> int | None:
        """The Sheriff's seat when he is alive at ``GUARD_LIFE`` or less."""
        sheriff = next((p for p in view.players if p.role == "sheriff"), None)
        if sheriff is None or not sheriff.alive or sheriff.life > GUARD_LIFE:
            return None
        return int(sheriff.seat)
