"""The dice game as one seat may know it: an information set that samples full games
(``DiceGame.information_set(seat)``; see ``bang.core.belief`` for the idea).

Everything on the table is public; hidden are the roles of living players other than
the Sheriff (RULES.md B3.1; all roles are public in the 3-player game and once the game
is over), the dice not yet rolled and the order of an expansion's piles (G7.3 Duel
Wound tokens, G10.1 Boneyard).  A sample deals the hidden roles again, weighted
by the public record of who shot whom, and rolls the future dice from the sampler's
generator.
"""

from __future__ import annotations

import random
from collections import deque

from bang.core.belief import InformationSet, canonical_roles, hostility, sample_roles
from bang.dice.data import ROLES, SHERIFF
from bang.dice.state import LOG_SIZE, DiceState
from bang.dice.view import DiceView, build_view, redact_event


class DiceInformationSet(InformationSet):
    """What ``seat`` may know of a dice game; ``sample(rng)`` deals the hidden roles."""

    def __init__(self, game: DiceState, seat: int) -> None:
        self.seat = seat
        self.view: DiceView = build_view(game, seat)
        events = [redact_event(e, seat) for e in game.log]
        known = {p.seat: p.role for p in self.view.players if p.role is not None}
        self.scores = hostility(((e.data["seat"], e.data["target"]) for e in events
                                 if e.kind == "shoot" and e.data), known)
        base = game.clone()
        base.seed = 0
        base._setup = None
        base.history = []
        base.rng = random.Random(0)
        base.rng_shared = False
        base.forced = []
        base.log = deque(events, LOG_SIZE)
        base._legal = None
        self.secret = [s for s in range(game.n) if known.get(s) is None]
        names = canonical_roles(self.secret, [ROLES[game.role[s]] for s in self.secret])
        for s, name in zip(self.secret, names, strict=True):
            base.role[s] = ROLES.index(name)
        if any(base.role[s] == SHERIFF for s in self.secret):
            raise ValueError("the Sheriff's role is always public")
        self._base = base

    def sample(self, rng: random.Random) -> DiceState:
        """A full game that agrees with everything the seat may know: the hidden roles and
        every future die come from ``rng``."""
        game: DiceState = self._base.clone()
        if self.secret:
            names = sample_roles(self.secret, [ROLES[game.role[s]] for s in self.secret],
                                 self.scores, rng)
            for s, name in zip(self.secret, names, strict=True):
                game.role[s] = ROLES.index(name)
        game.rng = random.Random(rng.getrandbits(64))
        game.rng_shared = False
        game._legal = None
        for rule in game.rules:
            # Expansion hook (Part G): what a module hides (a pile's order) is redealt.
            if rule.determinize is not None:
                rule.determinize(game, rng)
        return game
