"""The heuristic policy for BANG! The Dice Game (RULES.md Part B), reading only the
seat's ``DiceView``: keep bull's eyes and Gatlings, re-roll arrows, shoot by role like
the card bot (Outlaws at the Sheriff, the law at whoever shot the Sheriff), give Beers
to oneself or a known friend.  Unknown prompt kinds get a random legal answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bang.bots.role import RoleBot, first_new_event
from bang.core.build import mypyc_attr
from bang.core.protocol import Action


@mypyc_attr(allow_interpreted_subclasses=True)
class DiceBot(RoleBot):
    """Role-aware dice bot; ``noise`` is the share of random choices."""

    def _observe(self, view: Any) -> None:
        since = getattr(view, "events_since", None)
        if since is not None:
            # A lazy view hands over only the new events (the same ones, as the cursor
            # counts from the game's first event): nothing is redacted or scanned twice.
            events, self._cursor = since(self._cursor)
            start = 0
        else:
            events = view.events
            start = first_new_event(events, self._last_event)
            if events:
                self._last_event = events[-1]
        roles: list[str | None] | None = None
        loyalty = self.loyalty
        for event in events[start:]:
            if event.kind != "shoot":
                continue
            source, target = event.data.get("seat", -1), event.data.get("target", -1)
            if roles is None:
                # Per-seat columns: a lazy view gives them without building every record.
                roles = view.shown_roles()
            if not (0 <= target < len(roles)):
                continue
            if roles[target] == "sheriff":
                loyalty[source] = loyalty.get(source, 0.0) - 2.0
            elif loyalty.get(target, 0.0) < 0:
                loyalty[source] = loyalty.get(source, 0.0) + 1.0

    def enemy(self, view: Any, seat: int) -> float:
        """> 0: I want ``seat`` hurt."""
        return self._enemy(view.role, view.shown_roles()[seat],
                           view.alive_flags().count(True) - 1, seat)

    @staticmethod
    def _sides(view: Any) -> frozenset[int] | None:
        """After a zombie outbreak (RULES.md G10.4) the seats of the zombies and their
        Master, whose side is one team against the survivors; None before."""
        modules = getattr(view, "modules", None) or {}
        undead = modules.get("uoa_undead")
        if not undead or not undead.get("outbreak"):
            return None
        master = undead.get("master", -1)
        return frozenset([*undead.get("zombies", ()), *([master] if master >= 0 else [])])

    def _enemy(self, mine: str | None, other: str | None, living: int, seat: int) -> float:
        """``enemy`` from my role, ``seat``'s role as shown and how many others live (the
        columns read once per decision, not once per action)."""
        lean = self.loyalty.get(seat, 0.0)
        if mine in ("sheriff", "deputy"):
            if other in ("sheriff", "deputy"):
                return -10.0
            return 10.0 if other in ("outlaw", "renegade") else 0.2 - lean
        if mine == "outlaw":
            if other == "sheriff":
                return 10.0
            return -10.0 if other == "outlaw" else lean
        if other == "sheriff":
            return 10.0 if living == 1 else -5.0
        return 1.0 - lean * 0.2

    def choose(self, view: Any, legal: tuple[Action, ...]) -> Action:
        # ``pending_kind``, not ``pending.kind``: a lazy view need not format the options.
        if len(legal) == 1 or view is None or view.pending_kind is None:
            return legal[0] if len(legal) == 1 else legal[self._rng.randrange(len(legal))]
        if self.noise and self._rng.random() < self.noise:
            return legal[self._rng.randrange(len(legal))]
        self._observe(view)
        kind = view.pending_kind
        me = view.seat
        if kind == "saloon_die":
            # Old Saloon (RULES.md G4.1): the Loudmouth's doubles while healthy, the
            # Coward's Beers when hurt.
            hurt = view.lives()[me] * 2 <= view.max_lives()[me]
            wanted = Action("coward" if hurt else "loudmouth")
            return wanted if wanted in legal else legal[0]
        if kind == "roll":
            dice = view.dice
            gatlings = sum(2 if f == "double_gatling" else f == "gatling" for f in dice)
            mask = 0
            rested: bool | None = None  # at full life: a Beer is worth re-rolling
            for index, face in enumerate(dice):
                if face == "beer" and rested is None:
                    rested = view.lives()[me] >= view.max_lives()[me]
                if face == "arrow" or (face == "gatling" and gatlings < 3) or (
                        face == "beer" and rested):
                    mask |= 1 << index
            wanted = Action("reroll", arg=mask)
            if mask and wanted in legal:
                return wanted
            return next((a for a in legal if a.kind == "stop"), legal[0])
        # The per-seat columns, read once for every action compared below.
        mine = view.role
        roles = view.shown_roles()
        lives = view.lives()
        living = view.alive_flags().count(True) - 1
        enemy: Callable[[str | None, str | None, int, int], float] = self._enemy
        undead = self._sides(view) if kind in _SIDED else None
        if undead is not None:
            # G10.4: zombies and their Master against the survivors, whatever the roles.
            mine_undead = me in undead

            def by_side(m: str | None, o: str | None, n: int, seat: int) -> float:
                return -10.0 if (seat in undead) == mine_undead else 10.0
            enemy = by_side
        if kind in _UNDEAD_KINDS:
            return self._undead(kind, view, legal, enemy, mine, roles, lives, living)
        if kind == "shoot":
            return max(legal, key=lambda a: (
                enemy(mine, roles[a.target], living, a.target) if a.target >= 0 else -99,
                a.arg, -lives[max(a.target, 0)]))
        if kind in ("beer", "sid_ketchum"):
            max_lives = view.max_lives()

            def friendliness(a: Action) -> tuple[float, int]:
                target = a.target
                hurt = max_lives[target] - lives[target]
                return (-enemy(mine, roles[target], living, target) if target != me
                        else 20.0 * (hurt > 0), hurt)
            return max(legal, key=friendliness)
        if kind in ("broken_arrow", "elena_fuente", "molly_stark", "chief_arrow"):
            return self._old_saloon(view, kind, legal, mine, roles, lives, living)
        if kind == "kit_carlson":
            return max(legal, key=lambda a: -enemy(mine, roles[a.target], living, a.target)
                       if a.target >= 0 else -1)
        preferred = {"bart_cassidy": "arrow", "pedro_ramirez": "discard",
                     "apache_kid": "steal"}.get(kind)
        return next((a for a in legal if a.kind == preferred),
                    legal[self._rng.randrange(len(legal))])

    def _undead(self, kind: str, view: Any, legal: tuple[Action, ...], enemy: Any,
                mine: str | None, roles: list[str | None], lives: list[int],
                living: int) -> Action:
        """Undead or Alive's decisions (RULES.md G7, G9): challenge the likeliest enemy,
        discard the token that gives a die back, take every free re-roll of a lost duel,
        a Gatling for a Dynamite, Chuck Wengam's change when it fires the Gatling."""
        me = view.seat
        if kind == "challenge":
            return max(legal, key=lambda a: (enemy(mine, roles[a.target], living, a.target),
                                             -lives[a.target]))
        if kind == "whiskey":
            order = {1: 0, 2: 1, 0: 2, 3: 3}  # ONE, TWO, BEER back first; DYNAMITE last
            return min(legal, key=lambda a: order.get(a.arg, 9))
        if kind == "sam_the_healer":
            max_lives = view.max_lives()
            return max(legal, key=lambda a: (
                -99.0 if a.target < 0 or lives[a.target] >= max_lives[a.target]
                else (20.0 if a.target == me else -enemy(mine, roles[a.target], living,
                                                         a.target))))
        if kind == "belle_star":
            return next((a for a in legal if a.kind == "change"), legal[0])
        if kind == "chuck_wengam":
            dice = list(view.dice)
            gatlings = sum(1 for f in dice if f == "gatling")
            if gatlings == 2 and lives[me] > 3:
                faces = (view.pending.context or {}).get("die_faces", ())
                for a in legal:
                    if (a.kind == "change" and dice[a.card] not in ("gatling", "dynamite")
                            and faces and faces[a.card][a.arg] == "gatling"):
                        return a
            return next(a for a in legal if a.kind == "pass")
        if kind == "sean_mallory":
            return next((a for a in legal if a.kind == "reroll_duel"), legal[0])
        return next((a for a in legal if a.kind == "pass"), legal[0])


    def _old_saloon(self, view: Any, kind: str, legal: tuple[Action, ...], mine: str | None,
                    roles: list[str | None], lives: list[int], living: int) -> Action:
        """Old Saloon's decisions (RULES.md G4.3, G5, G6-2, G6-5)."""
        me = view.seat
        enemy = self._enemy
        if kind == "broken_arrow":
            # Lighten his own load first, then a friend's.
            return max(legal, key=lambda a: (a.target == me,
                                             -enemy(mine, roles[a.target], living, a.target)))
        if kind == "elena_fuente":
            return max(legal, key=lambda a: enemy(mine, roles[a.target], living, a.target)
                       if a.target >= 0 else 0.5)
        arrows = [p.arrows for p in view.players]
        if kind == "chief_arrow":
            # Worth two in an attack, but nothing to its holder if he alone has the most.
            others = max((a for s, a in enumerate(arrows) if s != me), default=0)
            wanted = Action("chief" if arrows[me] + 2 > others + 1 else "arrow")
            return wanted if wanted in legal else legal[0]
        context = view.pending.context if view.pending is not None else {}
        target = int(context.get("target", -1))
        points = int(context.get("points", 0))
        friend = 0 <= target < len(roles) and enemy(mine, roles[target], living, target) < 0
        take = friend and points < lives[me] and (points >= lives[target] or roles[target]
                                                  == "sheriff")
        wanted = Action("stand_in" if take else "pass")
        return wanted if wanted in legal else legal[0]


#: Prompts that aim at a player (after an outbreak: at the other side).
_SIDED = frozenset(("shoot", "beer", "sid_ketchum", "kit_carlson", "challenge",
                    "sam_the_healer"))
#: Undead or Alive's prompts (RULES.md Part G).
_UNDEAD_KINDS = frozenset(("challenge", "whiskey", "sam_the_healer", "belle_star",
                           "chuck_wengam", "sean_mallory", "sean_mallory_roll"))
