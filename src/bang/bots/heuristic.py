"""A heuristic bot for the card game that plays its role (RULES.md A1, A10).

It sees only its seat's view.  From the public ``play`` events it keeps a loyalty score
per seat: attacking the Sheriff, or someone who has helped him, makes a player look
hostile; attacking the hostile makes him look loyal.  Then:

- the Sheriff and Deputies hunt those who look hostile (every unknown player once the
  dead players' roles show that no Deputy is left hidden);
- Outlaws focus the Sheriff, and otherwise shoot whoever looks loyal;
- the Renegade helps the law while Outlaws remain, never pushes a weak Sheriff, and
  kills the Sheriff last.

Cards are used sensibly: equipment first, draws early, Beer when hurt, Missed! and
Barrel against shots, Beer and Sid Ketchum to avoid death.  Dead players of the ghost
variants answer through ``ghost_policy``.  ``easy`` plays the same
policy but with a share of random choices.  Every prompt kind has an answer; a kind
the bot does not know gets a random legal answer, so it never stalls.
"""

from __future__ import annotations

from typing import Any

from bang.bots.ghost_policy import ANSWERS as GHOST_ANSWERS
from bang.bots.role import RoleBot, first_new_event
from bang.cards.data import (
    BANG,
    BARREL,
    BEER,
    CAT_BALOU,
    DUEL,
    DYNAMITE,
    EXPLODES,
    GATLING,
    GENERAL_STORE,
    INDIANS,
    IS_HEART,
    JAIL,
    KIND,
    MISSED,
    MUSTANG,
    PANIC,
    SALOON,
    SCOPE,
    STAGECOACH,
    VOLCANIC,
    WEAPON_RANGE,
    WELLS_FARGO,
    roles_for,
)
from bang.core.build import mypyc_attr
from bang.core.protocol import Action

_ATTACKS = frozenset((BANG, MISSED, DUEL, PANIC, CAT_BALOU, JAIL))
#: Card kinds ``_play`` scores alike (sets built once, not a tuple per action).
_SHOTS = frozenset((BANG, MISSED))
_DRAWS = frozenset((STAGECOACH, WELLS_FARGO))
_DEFENCES = frozenset((BARREL, MUSTANG, SCOPE))
_STEALS = frozenset((PANIC, CAT_BALOU))
_ROUNDS = frozenset((INDIANS, GATLING))
#: The event kinds ``_observe`` reads.
_READ = frozenset(("turn", "play"))

#: How much a card is worth keeping in hand (discards and picks take the extremes).
VALUE = {
    BANG: 6, MISSED: 7, BEER: 8, CAT_BALOU: 5, PANIC: 6, DUEL: 5, GENERAL_STORE: 3,
    INDIANS: 5, STAGECOACH: 6, GATLING: 6, SALOON: 4, WELLS_FARGO: 7, BARREL: 8,
    DYNAMITE: 1, JAIL: 4, MUSTANG: 7, SCOPE: 5, VOLCANIC: 4, 18: 3, 19: 4, 20: 4, 21: 5,
}
#: ``VALUE`` of every card id (3 for a kind it does not list), one index per card.
_CARD_VALUE = tuple(VALUE.get(kind, 3) for kind in KIND)


def _keep_value(action: Action) -> int:
    """How much the card of ``action`` is worth keeping (discards and picks)."""
    return _CARD_VALUE[action.card]


def _pair_value(action: Action) -> int:
    """How much the two cards of Sid Ketchum's ``sid`` action are worth keeping."""
    return _CARD_VALUE[action.card] + _CARD_VALUE[action.arg]


#: More plays than this in one turn means a loop, not a plan (see ``_play``).
MAX_PLAYS_PER_TURN = 60

#: Cards worth taking off an enemy's table with Panic! or Cat Balou.
TABLE_VALUE = {BARREL: 9, MUSTANG: 8, SCOPE: 6, VOLCANIC: 5, 18: 4, 19: 5, 20: 6, 21: 7}


@mypyc_attr(allow_interpreted_subclasses=True)
class HeuristicBot(RoleBot):
    """A role-aware card-game bot; ``noise`` is the share of random choices (easy)."""

    def __init__(self, seed: int | str, noise: float = 0.0) -> None:
        super().__init__(seed, noise)
        self._dice: Any = None
        #: Plays made in the current turn (reset by each turn's start, see ``_observe``).
        self._plays_in_turn = 0
        #: ``_hidden_roles`` by what decides it; the roles shown change only on deaths.
        self._hidden_cache: dict[tuple[Any, ...], dict[str, int]] = {}
        #: The config ``_hidden_cache`` holds for, and its three role options.
        self._hidden_config: Any = None
        self._hidden_flags = (False, False, False)
        #: Changes ``_observe`` made to the loyalty of other seats whose role I do not
        #: know (no other loyalty counts in my enemy scores, and a role once shown stays
        #: shown): with the shown roles and the living, what ``enemy_scores`` depends on,
        #: so it answers again from ``_scores`` while none of them changed.  (A subclass
        #: that changes ``loyalty`` in place adds one here; replacing the dict, as the
        #: search's rollout players do, is noticed by itself.)
        self._loyalty_changes = 0
        self._scores: dict[int, float] = {}
        self._scores_key: tuple[Any, ...] | None = None
        self._scores_loyalty: dict[int, float] | None = None

    # --- reading the table ----------------------------------------------------------
    def _observe(self, view: Any) -> None:
        """Update the loyalty scores from the public events new since the last call."""
        since = getattr(view, "public_events_since", None)
        if since is not None:
            # A lazy view hands over only the new public events of the kinds read below
            # (the same ones, as the cursor counts from the game's first event; the
            # others are skipped below anyway): nothing is redacted or scanned twice.
            events, self._cursor = since(self._cursor, _READ)
            start = 0
        else:
            events = view.events
            start = first_new_event(events, self._last_event)
            if events:
                self._last_event = events[-1]
        if not events:
            return
        loyalty = self.loyalty
        me: int | None = None
        roles: Any = None
        changes = 0
        new_turn = False
        for event in events[start:] if start else events:
            kind = event.kind
            if kind == "turn":
                # A new turn: the loop guard of ``_play`` counts again from zero.  (Reset
                # only by out-of-turn answers, it once ran out in a duel of two players
                # who are never asked anything outside their own turns, and both then
                # ended every turn at once: a game that never ended.)
                new_turn = True
                continue
            if kind != "play" or event.to is not None:
                continue
            data = event.data
            target = data.get("target", -1)
            if target < 0 or KIND[data["card"]] not in _ATTACKS:
                continue
            source = data["seat"]
            if roles is None:
                # A lazy view gives the roles without building every seat's record.
                shown = getattr(view, "shown_roles", None)
                roles = shown() if shown is not None else [p.role for p in view.players]
                me = getattr(view, "seat", None)  # a reader for nobody has no seat
            if source != me and roles[source] is None:
                changes += 1  # only an unknown player's loyalty counts in my enemy scores
            # Attacking the Sheriff, or one who looks loyal (``_lean`` > 0), looks hostile;
            # attacking one who looks hostile looks loyal.  ``_lean`` written out.
            role = roles[target]
            if role == "sheriff":
                loyalty[source] = loyalty.get(source, 0.0) - 2.0
            elif role == "deputy":
                loyalty[source] = loyalty.get(source, 0.0) - 1.0
            elif role == "outlaw" or role == "renegade":
                loyalty[source] = loyalty.get(source, 0.0) + 1.0
            else:
                victim = loyalty.get(target, 0.0)
                if victim < 0:
                    loyalty[source] = loyalty.get(source, 0.0) + 1.0
                elif victim > 0:
                    loyalty[source] = loyalty.get(source, 0.0) - 1.0
        if new_turn:
            self._plays_in_turn = 0
        if changes:
            self._loyalty_changes += changes

    def _lean(self, role: str | None, seat: int) -> float:
        """> 0 looks loyal to the Sheriff, < 0 looks hostile; known roles are certain.
        (The reference for ``_observe`` and ``enemy_scores``, which write it out.)"""
        if role in ("sheriff", "deputy"):
            return 5.0
        if role in ("outlaw", "renegade"):
            return -5.0
        return self.loyalty.get(seat, 0.0)

    def _hidden_roles(self, view: Any, roles: list[str | None]) -> dict[str, int]:
        """The roles not yet seen among living players other than me (shared: read only),
        given every seat's role as shown (``view.shown_roles()``).

        Asked at nearly every decision, it changes only when a role shows (a death), so
        it is kept per tuple of shown roles; the config's role options are read once
        per config (a bot may be reused for a new game with another config)."""
        config = view.config
        if config is not self._hidden_config:
            self._hidden_config = config
            self._hidden_flags = (bool(config.get("three_player")),
                                  bool(config.get("roles_4p_seed1")),
                                  bool(config.get("roles_6p_seed2")))
            self._hidden_cache.clear()
        key = tuple(roles)
        cached = self._hidden_cache.get(key)
        if cached is not None:
            return cached
        three, seed1, seed2 = self._hidden_flags
        dealt = list(roles_for(len(roles), three_player=three, roles_4p_seed1=seed1,
                               roles_6p_seed2=seed2))
        for role in roles:
            if role is not None and role in dealt:
                dealt.remove(role)
        counts: dict[str, int] = {}
        for role in dealt:
            counts[role] = counts.get(role, 0) + 1
        self._hidden_cache[key] = counts
        return counts

    def enemy_scores(self, view: Any) -> dict[int, float]:
        """How much I want each living other player hurt (> 0: an enemy); shared, read
        only.

        The scores change only with the shown roles, the living, the others' loyalty
        (and a Renegade's with life points), so the last ones are kept with what they
        were computed from: between two of my decisions they most often still hold.
        ``_lean`` is written out in the loops below (a method call per seat per decision
        was a tenth of a bot game); the arithmetic is the same, term by term.  It reads
        per-seat columns (``shown_roles``, ``alive_flags``), which a lazy view gives
        without building every seat's record."""
        me = view.seat
        role = view.role
        roles = view.shown_roles()
        alive = view.alive_flags()
        loyalty = self.loyalty
        # Compared, never hashed: the lists go in as they are (fresh copies, or the lazy
        # view's own roles, which nobody changes).
        key = (me, role, view.config, self._loyalty_changes, roles, alive,
               view.lives() if role == "renegade" else None)
        if key == self._scores_key and loyalty is self._scores_loyalty:
            return self._scores
        hidden = self._hidden_roles(view, roles)
        scores: dict[int, float] = {}
        self._scores, self._scores_key, self._scores_loyalty = scores, key, loyalty
        living: list[int] = []
        for s, up in enumerate(alive):
            if up and s != me:
                living.append(s)
        if role == "sheriff" or role == "deputy":
            unknown = sum(hidden.values())
            hostile_share = ((hidden.get("outlaw", 0) + hidden.get("renegade", 0)) / unknown
                             if unknown else 1.0)
            bias = (hostile_share - 0.75) * 4
            for s in living:
                seen = roles[s]
                if seen == "sheriff" or seen == "deputy":
                    scores[s] = -10.0
                elif seen == "outlaw" or seen == "renegade":
                    scores[s] = 10.0
                else:
                    scores[s] = bias - loyalty.get(s, 0.0)
        elif role == "outlaw":
            for s in living:
                seen = roles[s]
                if seen == "sheriff":
                    scores[s] = 10.0
                elif seen == "outlaw":
                    scores[s] = -10.0
                elif seen == "deputy":
                    scores[s] = 5.0 - 0.5
                elif seen == "renegade":
                    scores[s] = -5.0 - 0.5
                else:
                    scores[s] = loyalty.get(s, 0.0) - 0.5
        else:
            outlaws_left = hidden.get("outlaw", 0) > 0 or any(
                roles[s] == "outlaw" for s in living)
            others = len(living)
            for s in living:
                seen = roles[s]
                if seen == "sheriff":
                    if others == 1:
                        scores[s] = 10.0
                    elif outlaws_left or view.lives()[s] <= 2:
                        scores[s] = -10.0
                    else:
                        scores[s] = -1.0
                elif not outlaws_left:
                    scores[s] = 3.0
                elif seen == "deputy":
                    scores[s] = -5.0 - 0.5
                elif seen == "outlaw" or seen == "renegade":
                    scores[s] = 5.0 - 0.5
                else:
                    scores[s] = -loyalty.get(s, 0.0) - 0.5
        return scores

    # --- the choice -----------------------------------------------------------------
    def choose(self, view: Any, legal: tuple[Action, ...]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.noise and self._rng.random() < self.noise:
            return legal[self._rng.randrange(len(legal))]
        if view is None:
            return legal[self._rng.randrange(len(legal))]
        if getattr(view, "game", None) != "cards":
            # Before reading ``pending``: a lazy dice view builds it (every option
            # formatted) on access, and the dice policy reads only its kind.
            return self._other_game(view, legal)
        pending = view.pending
        if pending is None:
            return legal[self._rng.randrange(len(legal))]
        self._observe(view)
        if view.turn != view.seat:
            self._plays_in_turn = 0
        answer = _ANSWERS.get(pending.kind)
        if answer is None:
            return legal[self._rng.randrange(len(legal))]
        choice = answer(self, view, legal)
        return choice if choice is not None else legal[0]

    def _other_game(self, view: Any, legal: tuple[Action, ...]) -> Action:
        """The dice game has its own policy (``bang.bots.dice``), built on first use."""
        if self._dice is None:
            from bang.bots.dice import DiceBot

            self._dice = DiceBot(self._rng.getrandbits(63), self.noise)
        choice: Action = self._dice.choose(view, legal)
        return choice

    # --- phase 2 --------------------------------------------------------------------
    def _play(self, view: Any, legal: tuple[Action, ...]) -> Action | None:
        # A turn can loop for ever when the piles run dry (a Wells Fargo that draws only
        # itself back): the bot never stalls a game, so a long turn simply ends.
        self._plays_in_turn += 1
        if self._plays_in_turn > MAX_PLAYS_PER_TURN:
            return next((a for a in legal if a.kind == "end"), None)
        # What most answers need is read first; my own record, the enemy scores and my
        # hand by kind only when an action asks for them (most prompts offer a few kinds
        # of cards).  Per-seat columns, not every seat's record (see ``LazyView``).
        seat = view.seat
        lives = view.lives()
        life = lives[seat]
        max_life = -1  # read for the actions that heal (Beer, Saloon, Sid Ketchum)
        alive_flags = view.alive_flags()
        alive = alive_flags.count(True)
        enemies: dict[int, float] | None = None
        me: Any = None
        #: BANG! and Missed! cards in my hand.
        counts: tuple[int, int] | None = None
        best: Action | None = None
        best_score = 0.5
        for action in legal:
            name, card, target, _ = action  # one unpacking, not three attribute reads
            if name == "end":
                continue
            if name == "sid":
                if max_life < 0:
                    max_life = view.max_lives()[seat]
                score = 3.0 if life < max_life and len(view.hand) > life + 1 else 0.0
                if life <= 1:
                    score = 6.0
            elif name == "chuck":
                # Chuck Wengam: a life for two cards, only while it leaves a margin.
                score = 5.0 if life >= 3 else 0.0
            elif name == "jose":
                # José Delgado: a blue card for two cards, below putting a useful one in
                # play (which leaves the hand first when it scores higher).
                score = 10.0
            elif name == "doc":
                # Doc Holyday: a shot outside the BANG! limit, paid with the two cards
                # least worth keeping.
                if enemies is None:
                    enemies = self.enemy_scores(view)
                hostility = enemies.get(target, 0.0)
                score = (7.0 + hostility * 0.5 - _pair_value(action) / 4.0
                         if hostility > 0.5 and len(view.hand) >= 3 else 0.0)
            else:
                kind = KIND[card]
                if target >= 0:
                    if enemies is None:
                        enemies = self.enemy_scores(view)
                    hostility = enemies.get(target, 0.0)
                else:
                    hostility = 0.0
                score = 0.0
                # The most frequent answer first: one BANG! per target in reach.
                if kind in _SHOTS:
                    if kind == MISSED:
                        if me is None:
                            me = view.player(seat)
                        calamity = me.character == "Calamity Janet"
                        if calamity:
                            if counts is None:
                                counts = _bangs_and_missed(view.hand)
                            if counts[1] + counts[0] <= 1:
                                continue
                    else:
                        calamity = False
                    if hostility > 0.5:
                        score = 7.5 + hostility * 0.5 + (4 - min(lives[target], 4)) * 0.3
                        if calamity:
                            if counts is None:
                                counts = _bangs_and_missed(view.hand)
                            if counts[0]:
                                score -= 0.2
                elif kind in _DRAWS:
                    # Only worth it if the piles hold more than the card itself.
                    score = 20.0 if view.deck_count + view.discard_count > 0 else 0.0
                elif kind in _DEFENCES:
                    score = 15.0
                elif kind in WEAPON_RANGE:
                    if me is None:
                        me = view.player(seat)
                    weapon = _weapon(me.equipment)
                    if kind == VOLCANIC:
                        if counts is None:
                            counts = _bangs_and_missed(view.hand)
                        bangs_in_hand = counts[0]
                        score = 12.0 if bangs_in_hand >= 2 or (weapon < 0 and
                                                               bangs_in_hand) else 0.0
                    elif WEAPON_RANGE[kind] > (WEAPON_RANGE[KIND[weapon]] if weapon >= 0
                                               else 1):
                        score = 13.0
                elif kind == DYNAMITE:
                    score = 2.0 if life >= 3 and alive > 3 else 0.0
                elif kind == JAIL:
                    score = 9.0 + hostility if hostility > 0.5 else 0.0
                elif kind == BEER:
                    if max_life < 0:
                        max_life = view.max_lives()[seat]
                    score = 11.0 if life < max_life and alive > 2 else 0.0
                    if life < max_life - 1:
                        score = 14.0
                elif kind == SALOON:
                    if enemies is None:
                        enemies = self.enemy_scores(view)
                    max_lives = view.max_lives()
                    max_life = max_lives[seat]
                    hurt = [s for s, up in enumerate(alive_flags)
                            if up and lives[s] < max_lives[s]]
                    friends_hurt = sum(1 for s in hurt if enemies.get(s, -1.0) <= 0)
                    foes_hurt = sum(1 for s in hurt if enemies.get(s, 0.0) > 0)
                    score = 10.0 if life < max_life and friends_hurt >= foes_hurt else 0.0
                elif kind == GENERAL_STORE:
                    score = 4.0
                elif kind in _STEALS:
                    if hostility > 0.5:
                        score = 8.0 + hostility * 0.5
                elif kind == DUEL:
                    if hostility > 0.5:
                        if counts is None:
                            counts = _bangs_and_missed(view.hand)
                        if counts[0] >= 1 or view.player(target).hand_count <= 1:
                            score = 7.0 + hostility * 0.5
                elif kind in _ROUNDS:
                    if enemies is None:
                        enemies = self.enemy_scores(view)
                    balance = sum(1.0 if s > 0.5 else -1.0 for s in enemies.values())
                    roles = view.shown_roles()
                    sheriff_ok = all(lives[s] > 1 or enemies.get(s, 0.0) > 0
                                     for s, up in enumerate(alive_flags)
                                     if up and s != seat and roles[s] == "sheriff")
                    score = 6.0 if balance > 0 and sheriff_ok else 0.0
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            return best
        return next((a for a in legal if a.kind == "end"), None)

    # --- phase 1 and 3 ---------------------------------------------------------------
    def _discard(self, view: Any, legal: tuple[Action, ...]) -> Action:
        """Phase 3: the least useful card; Sid Ketchum first trades a pair for a life
        when it costs no more cards than the discard would (an excess of two or more:
        two cards now and the limit one higher), or at one or two life for one card."""
        discards: list[Action] = []
        pairs: list[Action] = []
        for action in legal:
            (pairs if action.kind == "sid" else discards).append(action)
        if pairs:
            life = view.lives()[view.seat]
            excess = len(view.hand) - life
            if excess >= 2 or (excess == 1 and life <= 2):
                return min(pairs, key=_pair_value)
        return min(discards, key=_keep_value)

    def _draw_jesse(self, view: Any, legal: tuple[Action, ...]) -> Action:
        enemies = self.enemy_scores(view)
        best = max((a for a in legal if a.kind == "draw_from"),
                   key=lambda a: enemies.get(a.target, 0.0), default=None)
        if best is not None and enemies.get(best.target, 0.0) > 0:
            return best
        return legal[0]

    def _draw_pedro(self, view: Any, legal: tuple[Action, ...]) -> Action:
        top = view.discard_top
        if top is not None and VALUE.get(KIND[top], 0) >= 6:
            return next((a for a in legal if a.kind == "draw_discard"), legal[0])
        return next((a for a in legal if a.kind == "draw_deck"), legal[0])

    def _draw_pat(self, view: Any, legal: tuple[Action, ...]) -> Action:
        """Pat Brennan: an enemy's valuable card in play, a Jail or Dynamite off a
        friend, or else the two cards from the deck."""
        enemies = self.enemy_scores(view)
        owner_of: dict[int, int] = {}
        for s, up in enumerate(view.alive_flags()):
            if up:
                for card in view.player(s).equipment:
                    owner_of[card] = s
        best, best_score = legal[0], 7.5
        for action in legal:
            if action.kind != "table":
                continue
            hostile = enemies.get(owner_of.get(action.card, -1), 0.0) > 0.5
            if KIND[action.card] in (JAIL, DYNAMITE):
                score = 0.0 if hostile else 9.0
            else:
                score = _CARD_VALUE[action.card] + (2.0 if hostile else -5.0)
            if score > best_score:
                best, best_score = action, score
        return best

    def _vera_copy(self, view: Any, legal: tuple[Action, ...]) -> Action:
        """Vera Custer: the strongest ability on offer (``_COPY_PREFERENCE``), else the
        first one."""
        def rank(action: Action) -> int:
            if action.kind != "copy":
                return len(_COPY_PREFERENCE) + 1
            name = view.player(action.target).character
            return _COPY_PREFERENCE.index(name) if name in _COPY_PREFERENCE \
                else len(_COPY_PREFERENCE)
        return min(legal, key=rank)

    def _kit_return(self, view: Any, legal: tuple[Action, ...]) -> Action:
        return min(legal, key=_keep_value)

    def _lucky_duke(self, view: Any, legal: tuple[Action, ...]) -> Action:
        reason = view.pending.context.get("reason")
        if reason == "dynamite":
            return next((a for a in legal if not EXPLODES[a.card]), legal[0])
        return next((a for a in legal if IS_HEART[a.card]), legal[0])

    # --- answers out of turn --------------------------------------------------------------
    def _respond(self, view: Any, legal: tuple[Action, ...]) -> Action:
        for action in legal:
            if action.kind == "barrel":
                return action
        missed = [a for a in legal if a.kind == "missed"]
        if missed:
            # Calamity Janet keeps real BANG! cards for her turn when she can.
            return min(missed, key=lambda a: 0 if KIND[a.card] == MISSED else 1)
        for action in legal:
            if action.kind == "use":  # a green Missed! card in play (Dodge City, E4.1)
                return action
        return next((a for a in legal if a.kind == "take"), legal[-1])

    def _fight(self, view: Any, legal: tuple[Action, ...]) -> Action:
        bangs = [a for a in legal if a.kind == "bang"]
        if bangs:
            me = view.player(view.seat)
            context = view.pending.context
            if view.pending.kind == "duel":
                other = (context.get("challenger") if context.get("challenged") == view.seat
                         else context.get("challenged"))
                friend = self.enemy_scores(view).get(other, 0.0) < -5
                if friend and me.life > 2:
                    return next((a for a in legal if a.kind == "take"), bangs[0])
            return min(bangs, key=lambda a: 0 if KIND[a.card] == BANG else 1)
        return next((a for a in legal if a.kind == "take"), legal[-1])

    def _store_pick(self, view: Any, legal: tuple[Action, ...]) -> Action:
        return max((a for a in legal if a.kind == "pick"), key=_keep_value)

    def _choose_card(self, view: Any, legal: tuple[Action, ...]) -> Action:
        target = view.pending.context.get("target", -1)
        hostile = self.enemy_scores(view).get(target, 1.0) > 0
        best: Action | None = None
        best_value = 3.0
        for action in legal:
            if action.kind != "table":
                continue
            kind = KIND[action.card]
            value = TABLE_VALUE.get(kind, 0.0) if hostile else 0.0
            if kind in (JAIL, DYNAMITE):
                value = 0.0 if hostile else 10.0
            if value > best_value:
                best, best_value = action, value
        if best is not None:
            return best
        return next((a for a in legal if a.kind == "hand"), legal[0])

    def _dying(self, view: Any, legal: tuple[Action, ...]) -> Action:
        for action in legal:
            if action.kind in ("beer", "sid"):
                return action
        return legal[-1]

    def _discard_top(self, view: Any, legal: tuple[Action, ...]) -> Action:
        return min(legal, key=_keep_value)


def _bangs_and_missed(hand: tuple[int, ...]) -> tuple[int, int]:
    """How many BANG! and Missed! cards ``hand`` holds."""
    kinds = [KIND[c] for c in hand]
    return kinds.count(BANG), kinds.count(MISSED)


def _weapon(equipment: tuple[int, ...]) -> int:
    """The weapon among ``equipment``, or -1 (the Colt .45)."""
    for card in equipment:
        if KIND[card] in WEAPON_RANGE:
            return card
    return -1


#: The abilities Vera Custer copies first (Dodge City E6.1), best first: protection,
#: more cards, stronger shots.
_COPY_PREFERENCE = (
    "Jourdonnais", "Pixie Pete", "Slab the Killer", "Willy the Kid", "Elena Fuente",
    "Black Jack", "Kit Carlson", "Paul Regret", "Bill Noface", "Doc Holyday",
    "Belle Star", "Rose Doolan", "Lucky Duke", "Sid Ketchum", "Herb Hunter",
    "Greg Digger", "Molly Stark", "Bart Cassidy", "Suzy Lafayette", "Apache Kid",
)

_ANSWERS: dict[str, Any] = {
    "play": HeuristicBot._play,
    "discard": HeuristicBot._discard,
    "draw_jesse": HeuristicBot._draw_jesse,
    "draw_pedro": HeuristicBot._draw_pedro,
    "kit_return": HeuristicBot._kit_return,
    "draw_pat": HeuristicBot._draw_pat,
    "vera_copy": HeuristicBot._vera_copy,
    "lucky_duke": HeuristicBot._lucky_duke,
    "respond": HeuristicBot._respond,
    "duel": HeuristicBot._fight,
    "indians": HeuristicBot._fight,
    "store_pick": HeuristicBot._store_pick,
    "choose_card": HeuristicBot._choose_card,
    "dying": HeuristicBot._dying,
    "discard_top": HeuristicBot._discard_top,
    **GHOST_ANSWERS,
}


def normal_bot(seed: int) -> HeuristicBot:
    """The ``normal`` level: the heuristic policy, its ties broken by ``seed``."""
    return HeuristicBot(seed)


def easy_bot(seed: int) -> HeuristicBot:
    """The same policy with a third of the choices made at random."""
    return HeuristicBot(seed, noise=0.35)


__all__ = ["HeuristicBot", "easy_bot", "normal_bot"]
