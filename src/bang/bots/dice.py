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
        """> 0: I want ``seat`` hurt (after an outbreak: whoever is on the other side)."""
        undead = self._sides(view)
        if undead is not None:
            return -10.0 if (seat in undead) == (view.seat in undead) else 10.0
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
            wanted = Action(saloon_choice(view))
            return wanted if wanted in legal else legal[0]
        if kind == "roll":
            me_life = view.lives()[me]
            hurt = me_life < view.max_lives()[me] and not is_undead_zombie(view, me)
            wanted = Action("reroll", arg=reroll_mask(view, hurt))
            if wanted.arg and wanted in legal:
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
            zombies = zombie_seats(view)

            def friendliness(a: Action) -> tuple[float, int]:
                target = a.target
                # G10-10: a zombie gains no life, so a Beer on one is wasted.  A Beer
                # that heals nobody does nothing: better than healing an enemy, worse
                # than healing a friend.
                hurt = 0 if target in zombies else max_lives[target] - lives[target]
                if hurt == 0:
                    return (0.0, 0)
                return (-enemy(mine, roles[target], living, target) if target != me
                        else 20.0, hurt)
            return max(legal, key=friendliness)
        if kind in ("broken_arrow", "elena_fuente", "molly_stark", "chief_arrow",
                    "apache_kid"):
            return self._old_saloon(view, kind, legal, enemy, mine, roles, lives, living)
        if kind == "kit_carlson":
            return max(legal, key=lambda a: -enemy(mine, roles[a.target], living, a.target)
                       if a.target >= 0 else -1)
        preferred = {"bart_cassidy": "arrow", "pedro_ramirez": "discard"}.get(kind)
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
            # The challenger wins 3 duels in 4 (each roll is a DUEL 1 time in 3): aim at
            # the surest enemy, the weakest first; never at a friend while an enemy or a
            # stranger is left (a second DUEL must go to someone else, G7.4-3).
            return max(legal, key=lambda a: (enemy(mine, roles[a.target], living, a.target),
                                             -lives[a.target]))
        if kind == "whiskey":
            return min(legal, key=lambda a: whiskey_rank(view, a.arg))
        if kind == "sam_the_healer":
            max_lives = view.max_lives()
            zombies = zombie_seats(view)
            return max(legal, key=lambda a: (
                -99.0 if a.target < 0 or a.target in zombies
                or lives[a.target] >= max_lives[a.target]
                else (20.0 if a.target == me else -enemy(mine, roles[a.target], living,
                                                         a.target))))
        if kind == "belle_star":
            return next((a for a in legal if a.kind == "change"), legal[0])
        if kind == "chuck_wengam":
            change = chuck_change(view, legal)
            return change if change is not None else next(a for a in legal if a.kind == "pass")
        if kind == "sean_mallory":
            return next((a for a in legal if a.kind == "reroll_duel"), legal[0])
        if kind == "sean_mallory_roll":
            # A free re-roll of a Duel die showing nothing worth keeping.
            dice = view.dice
            for a in legal:
                if a.kind == "reroll_duel" and dice[a.card] in ("arrow", "whiskey"):
                    return a
        return next((a for a in legal if a.kind == "pass"), legal[0])

    def _old_saloon(self, view: Any, kind: str, legal: tuple[Action, ...], enemy: Any,
                    mine: str | None, roles: list[str | None], lives: list[int],
                    living: int) -> Action:
        """Old Saloon's decisions (RULES.md G4.3, G5, G6-2, G6-5, G5-7)."""
        me = view.seat
        undead = self._sides(view)
        if undead is not None:
            mine_undead = me in undead

            def by_side(m: str | None, o: str | None, n: int, seat: int) -> float:
                return -10.0 if (seat in undead) == mine_undead else 10.0
            enemy = by_side
        if kind == "broken_arrow":
            # Lighten his own load first, then the friend nearest to an Indian attack.
            arrows = [p.arrows for p in view.players]
            return max(legal, key=lambda a: (a.target == me,
                                             -enemy(mine, roles[a.target], living, a.target),
                                             arrows[a.target] - lives[a.target]))
        if kind == "elena_fuente":
            return max(legal, key=lambda a: (
                enemy(mine, roles[a.target], living, a.target) - 0.1 * lives[a.target]
                if a.target >= 0 else 0.5))
        held = chief_counts(view)
        if kind == "chief_arrow":
            # Worth two in an attack, and nothing to a holder who alone has the most: take
            # it when he would lead by two or more (a one-token lead is easily caught).
            others = max((a for s, a in enumerate(held) if s != me), default=0)
            lead = held[me] + 2 - others  # his lead once he holds it
            wanted = Action("chief" if lead >= 2 else "arrow")
            return wanted if wanted in legal else legal[0]
        context = view.pending.context if view.pending is not None else {}
        target = int(context.get("target", -1))
        if kind == "apache_kid":
            # G5-7: steal the Chief's Arrow from an enemy it shields or a friend it
            # burdens; from a friend who alone leads (it shields him) leave it.
            others = max((a for s, a in enumerate(held) if s != target), default=0)
            shields = 0 <= target < len(held) and held[target] > others
            friend = 0 <= target < len(roles) and enemy(mine, roles[target], living,
                                                        target) < 0
            wanted = Action("pass" if friend and shields else "steal")
            return wanted if wanted in legal else legal[0]
        points = int(context.get("points", 0))
        friend = 0 <= target < len(roles) and enemy(mine, roles[target], living, target) < 0
        take = friend and points < lives[me] and (points >= lives[target] or roles[target]
                                                  == "sheriff")
        wanted = Action("stand_in" if take else "pass")
        return wanted if wanted in legal else legal[0]


# --- reading the expansions' state from a view (RULES.md Part G) -----------------------------
#: Gatling symbols per face (G2.4: a double face counts two).
GATLING_SYMBOLS = {"gatling": 1, "double_gatling": 2}
#: Faces that only heal (the bot re-rolls them when nobody needs a life).
BEER_FACES = frozenset(("beer", "double_beer"))
#: Faces whose work is done once rolled (G4-1: BROKEN_ARROW and BULLET act on the roll
#: that shows them), so a kept one is worth nothing in the final dice.
SPENT_FACES = frozenset(("broken_arrow", "bullet"))
#: Below this life a Loudmouth's BULLET (1 in 6 per roll) is not worth its doubles.
LOUDMOUTH_LIFE = 3


def zombie_seats(view: Any) -> frozenset[int]:
    """The zombies of an outbreak (RULES.md G10.3); none before it or without module 4."""
    modules = getattr(view, "modules", None) or {}
    undead = modules.get("uoa_undead")
    return frozenset(undead.get("zombies", ())) if undead else frozenset()


def is_undead_zombie(view: Any, seat: int) -> bool:
    """Whether ``seat`` is a zombie (G10.3-5: it gains no life)."""
    return seat in zombie_seats(view)


def chief_counts(view: Any) -> list[int]:
    """Each seat's arrows in an Indian attack's count: regular arrows, the Chief's Arrow
    as two (G5.1-3)."""
    counts = [p.arrows for p in view.players]
    holder = (getattr(view, "extra", None) or {}).get("chief")
    if type(holder) is int and 0 <= holder < len(counts):
        counts[holder] += 2
    return counts


def wound_tokens(view: Any, seat: int) -> list[str]:
    """The Duel Wound tokens ``seat`` holds (G7.3), by symbol."""
    duels = (getattr(view, "modules", None) or {}).get("uoa_duel_dice")
    if not duels:
        return []
    wounds = duels.get("wounds", ())
    return list(wounds[seat]) if 0 <= seat < len(wounds) else []


def saloon_choice(view: Any) -> str:
    """Old Saloon's die for the turn (RULES.md G4.1, G6): José Delgado's Loudmouth and
    Tequila Joe's Coward are extra dice, so each takes his own unless it could kill him
    (a BULLET at 1 life); otherwise the Coward when the bot is hurt or carries arrows
    near an Indian attack (its BEER2 and BROKEN_ARROW), the Loudmouth when healthy (its
    doubles), and the Coward rather than risk a BULLET at low life."""
    me = view.seat
    player = view.players[me]
    life, most = player.life, player.max_life
    if player.character == "Tequila Joe":
        return "coward"
    if player.character == "José Delgado" and life > 1:
        return "loudmouth"
    burdened = player.arrows >= 3 and (view.arrows_centre <= 4 or player.arrows >= life - 1)
    if life < LOUDMOUTH_LIFE or life * 2 <= most or burdened:
        return "coward"
    return "loudmouth"


def reroll_mask(view: Any, hurt: bool) -> int:
    """The dice the heuristic re-rolls (RULES.md B4, Part G's faces): arrows; spent
    BROKEN_ARROW and BULLET faces (a Loudmouth's only while a new BULLET could not kill);
    Gatlings while the symbols fall short of three (a double Gatling is always kept:
    two of the three); Beers when ``hurt`` is false; a WHISKEY when the bot is at full
    life and holds no Duel Wound token (it would do nothing, G7.2)."""
    dice = view.dice
    me = view.seat
    life = view.players[me].life
    symbols = sum(GATLING_SYMBOLS.get(f or "", 0) for f in dice)
    kinds = (getattr(view, "extra", None) or {}).get("dice_kinds") or ()
    whiskey_idle: bool | None = None
    mask = 0
    for index, face in enumerate(dice):
        if face == "arrow":
            again = True
        elif face == "gatling":
            again = symbols < 3
        elif face in BEER_FACES:
            again = not hurt
        elif face in SPENT_FACES:
            loudmouth = index < len(kinds) and kinds[index] == "loudmouth"
            again = life >= LOUDMOUTH_LIFE or not loudmouth
        elif face == "whiskey":
            if whiskey_idle is None:
                whiskey_idle = not hurt and not wound_tokens(view, me)
            again = whiskey_idle
        else:
            again = False
        if again:
            mask |= 1 << index
    return mask


def whiskey_rank(view: Any, token: int) -> int:
    """Which Duel Wound token a WHISKEY discards first (G7-4, ``uoa.TOKENS`` order beer,
    one, two, dynamite): the one cancelling a face on the final dice, the bull's eyes
    before the Beer (a Beer only while hurt); a DYNAMITE-wound last (its step is past)."""
    name = ("beer", "one", "two", "dynamite")[token] if 0 <= token < 4 else ""
    dice = view.dice
    showing = any(f is not None and f.endswith(name) for f in dice) if name else False
    me = view.seat
    hurt = view.players[me].life < view.players[me].max_life
    if name == "dynamite":
        return 9
    if name == "beer":
        return 2 if showing and hurt else 5
    return 0 if showing else 4


def chuck_change(view: Any, legal: tuple[Action, ...]) -> Action | None:
    """Chuck Wengam's change (G9-2), worth its life only when it fires the Gatling: the
    Gatling symbols fall one or two short and a die that is not a Gatling (nor a locked
    Dynamite) can show the face that makes up the three, and he has life to spare."""
    me = view.seat
    if view.players[me].life <= LOUDMOUTH_LIFE:
        return None
    dice = list(view.dice)
    symbols = sum(GATLING_SYMBOLS.get(f or "", 0) for f in dice)
    if symbols >= 3:
        return None
    faces = (view.pending.context or {}).get("die_faces", ()) if view.pending else ()
    for a in legal:
        if a.kind != "change" or not faces or dice[a.card] in GATLING_SYMBOLS \
                or dice[a.card] == "dynamite":
            continue
        if symbols + GATLING_SYMBOLS.get(faces[a.card][a.arg], 0) >= 3:
            return a
    return None


#: Prompts that aim at a player (after an outbreak: at the other side).
_SIDED = frozenset(("shoot", "beer", "sid_ketchum", "kit_carlson", "challenge",
                    "sam_the_healer"))
#: Undead or Alive's prompts (RULES.md Part G).
_UNDEAD_KINDS = frozenset(("challenge", "whiskey", "sam_the_healer", "belle_star",
                           "chuck_wengam", "sean_mallory", "sean_mallory_roll"))
