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

With Dodge City (rules/dodge-city.md Part E) green cards go in play at once (they are
usable from the next turn) and are used when they pay: shots at enemies outside the
BANG! limit, a Howitzer as a Gatling, Canteen when hurt, Pony Express at once,
Conestoga and Can Can on enemies; the green Missed! cards stay in play as defence while
the hand has a Missed!.  A "+1" card is played when its effect is worth the cheapest
card that may pay for it, never the last Missed! or Beer; Binocular and Hideout are a
second Scope and Mustang.  The characters' actions (Chuck Wengam with life to spare,
Doc Holyday with two cheap cards, José Delgado with a blue card not worth playing) are
scored with the cards; Elena Fuente answers with her least useful card, Vera Custer
copies the ability worth most to her now, Pat Brennan takes an enemy's best card in
play, and no ♦ card is wasted on Apache Kid.  What only Dodge City asks is reached
through its own answers (``_DC_ANSWERS``, chosen once a turn from the config) and
branches no base-game action takes, so a base game pays nothing for it.

With an event deck (rules/high-noon-fistful.md Part F) the answers of
``bang.bots.event_policy`` come first (``_EV_ANSWERS``, chosen the same way): they read
the event in force and the next one, leave out what an event makes pointless (a Duel
under The Sermon, a Jail escaped under Blessing, a Dynamite meeting Curse...), value
the hand by what the next round allows, and answer The Daltons, Handcuffs and the
mixed deck's final card.  A prompt kind the bot has no answer for gets
``event_policy.fallback``: a defence, the cheapest card, or declining, never a random
effect on an enemy's behalf.
"""

from __future__ import annotations

from typing import Any

from bang.bots import event_policy
from bang.bots.event_policy import ANSWERS as EVENT_ANSWERS
from bang.bots.ghost_policy import ANSWERS as GHOST_ANSWERS
from bang.bots.role import RoleBot, first_new_event
from bang.cards import content
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
    IS_BLUE,
    IS_GREEN,
    IS_HEART,
    JAIL,
    KIND,
    MISSED,
    MUSTANG,
    PANIC,
    SALOON,
    SCOPE,
    STAGECOACH,
    SUIT,
    VOLCANIC,
    WEAPON_RANGE,
    WELLS_FARGO,
    roles_for,
)
from bang.core.build import mypyc_attr
from bang.core.protocol import Action


def _kind(key: str) -> int:
    """The kind id of a registered card kind (Dodge City's are registered with the
    base game's, rules/dodge-city.md E2)."""
    return content.KIND_OF_KEY[key]


# Dodge City's kinds (rules/dodge-city.md E5), read only by the branches a game with its
# cards reaches: a base game never deals one.
PUNCH = _kind("punch")
DODGE = _kind("dodge")
SPRINGFIELD = _kind("springfield")
BRAWL = _kind("brawl")
RAG_TIME = _kind("rag_time")
TEQUILA = _kind("tequila")
WHISKY = _kind("whisky")
BINOCULAR = _kind("binocular")
HIDEOUT = _kind("hideout")
BIBLE = _kind("bible")
CANTEEN = _kind("canteen")
CAN_CAN = _kind("can_can")
CONESTOGA = _kind("conestoga")
DERRINGER = _kind("derringer")
BUFFALO_RIFLE = _kind("buffalo_rifle")
HOWITZER = _kind("howitzer")
IRON_PLATE = _kind("iron_plate")
KNIFE = _kind("knife")
PEPPERBOX = _kind("pepperbox")
PONY_EXPRESS = _kind("pony_express")
SOMBRERO = _kind("sombrero")
TEN_GALLON_HAT = _kind("ten_gallon_hat")

_ATTACKS = frozenset((BANG, MISSED, DUEL, PANIC, CAT_BALOU, JAIL))
#: Card kinds ``_play`` scores alike (sets built once, not a tuple per action).
_SHOTS = frozenset((BANG, MISSED))
_DRAWS = frozenset((STAGECOACH, WELLS_FARGO))
#: Binocular and Hideout are a second Scope and a second Mustang (E4.5): both of a pair
#: may be in play, and ``legal_play`` offers one only while none of its name is.
_DEFENCES = frozenset((BARREL, MUSTANG, SCOPE, BINOCULAR, HIDEOUT))
#: Hand cards given as a Missed! (E4.4): the last of them is never paid as a cost.
_HAND_MISSED = frozenset((MISSED, DODGE))
#: Green cards used in phase 2 as a BANG! effect on one player (E5), outside the limit.
_GREEN_SHOTS = frozenset((KNIFE, DERRINGER, PEPPERBOX, BUFFALO_RIFLE))
_STEALS = frozenset((PANIC, CAT_BALOU))
_ROUNDS = frozenset((INDIANS, GATLING))
#: The event kinds ``_observe`` reads.
_READ = frozenset(("turn", "play"))

#: How much a card is worth keeping in hand (discards and picks take the extremes).
VALUE = {
    BANG: 6, MISSED: 7, BEER: 8, CAT_BALOU: 5, PANIC: 6, DUEL: 5, GENERAL_STORE: 3,
    INDIANS: 5, STAGECOACH: 6, GATLING: 6, SALOON: 4, WELLS_FARGO: 7, BARREL: 8,
    DYNAMITE: 1, JAIL: 4, MUSTANG: 7, SCOPE: 5, VOLCANIC: 4, 18: 3, 19: 4, 20: 4, 21: 5,
    # Dodge City (E5): Dodge is a Missed! that draws; a green card is worth its use.
    PUNCH: 5, DODGE: 8, SPRINGFIELD: 6, BRAWL: 4, RAG_TIME: 4, TEQUILA: 5, WHISKY: 6,
    BINOCULAR: 5, HIDEOUT: 7, BIBLE: 7, CANTEEN: 5, CAN_CAN: 5, CONESTOGA: 5, DERRINGER: 6,
    BUFFALO_RIFLE: 6, HOWITZER: 6, IRON_PLATE: 6, KNIFE: 5, PEPPERBOX: 5, PONY_EXPRESS: 7,
    SOMBRERO: 6, TEN_GALLON_HAT: 6,
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
TABLE_VALUE = {BARREL: 9, MUSTANG: 8, SCOPE: 6, VOLCANIC: 5, 18: 4, 19: 5, 20: 6, 21: 7,
               # Dodge City (E4.1, E4.5): a ready green card is a shot or a Missed! to come.
               BINOCULAR: 6, HIDEOUT: 8, BIBLE: 7, IRON_PLATE: 6, SOMBRERO: 6,
               TEN_GALLON_HAT: 6, CANTEEN: 4, CAN_CAN: 5, CONESTOGA: 5, DERRINGER: 6,
               BUFFALO_RIFLE: 6, HOWITZER: 7, KNIFE: 5, PEPPERBOX: 6, PONY_EXPRESS: 6}


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
        #: The answers by prompt kind for the game being played: ``_ANSWERS``, or
        #: ``_DC_ANSWERS`` with Dodge City's cards (rules/dodge-city.md Part E), chosen
        #: from the config once a turn (``_new_turn``, set by ``_observe``; true before
        #: the first decision), so a base game never looks for what Dodge City adds.
        self._answers: dict[str, Any] = _ANSWERS
        self._new_turn = True
        self._config_seen: Any = None
        #: Dodge City: the other seats a ♦ card has no effect on (Apache Kid, E6.1, his
        #: own or copied), worked out at the first play of each turn (None: not yet).
        self._immune: tuple[int, ...] | None = None
        self._dc_characters = False
        #: Whether the game has Dodge City's cards (the event deck's answers hand phase
        #: 2 and shots on to Dodge City's with them).
        self._dodge_city = False

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
            self._new_turn = True
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
        if self._new_turn:
            self._new_turn = False
            self._read_config(view)
        if view.turn != view.seat:
            self._plays_in_turn = 0
        answer = self._answers.get(pending.kind)
        if answer is None:
            return event_policy.fallback(self, view, legal)
        choice = answer(self, view, legal)
        return choice if choice is not None else legal[0]

    def _read_config(self, view: Any) -> None:
        """Once a turn: the answers for the game's content (a bot may be reused for a
        new game with another config), and Dodge City's immune seats read anew."""
        config = view.config
        if config is not self._config_seen:
            self._config_seen = config
            dodge_city = bool(config.get("dodge_city"))
            events = config.get("event_decks", "none") not in (None, "none")
            self._answers = _TABLES[dodge_city, events]
            self._dodge_city = dodge_city
            self._dc_characters = dodge_city and bool(config.get("dodge_city_characters",
                                                                 True))
        self._immune = None

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
            name, card, target, arg = action  # one unpacking, not four attribute reads
            if name == "play":
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
                    # As the draws: with both piles empty it only deals itself back to
                    # its player, for ever (seen with an event deck keeping Beers in
                    # hand, rules/high-noon-fistful.md F5.9).
                    score = 4.0 if view.deck_count + view.discard_count > 0 else 0.0
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
                    score = 6.0 if self._round_pays(view, enemies, lives, alive_flags) else 0.0
                else:
                    # Dodge City's kinds (rules/dodge-city.md E5): the base game's 22 are
                    # all above, so a base game never comes here.
                    if enemies is None:
                        enemies = self.enemy_scores(view)
                    score = self._dc_card(view, card, target, arg, kind, hostility, enemies,
                                          life, lives)
            elif name == "end":
                continue
            elif name == "sid":
                if max_life < 0:
                    max_life = view.max_lives()[seat]
                score = 3.0 if life < max_life and len(view.hand) > life + 1 else 0.0
                if life <= 1:
                    score = 6.0
            elif name == "chuck":
                # Chuck Wengam (E6.1): a life for two cards, only with life to spare (four
                # or more: never down to two by his own hand); early, while the cards can
                # still be played this turn, unless the hand is full already.
                score = (18.0 if len(view.hand) <= life else 5.0) if life >= 4 else 0.0
            elif name == "jose":
                # José Delgado (E6.1): a blue card he does not need for two cards, early;
                # one worth putting in play is played instead.
                score = 0.0 if self._blue_needed(view, card, legal) else 19.0
            elif name == "doc":
                # Doc Holyday (E6.1): a shot outside the BANG! limit at an enemy in reach,
                # paid with two cards of little worth (never the last Missed! or Beer).
                if enemies is None:
                    enemies = self.enemy_scores(view)
                hostility = enemies.get(target, 0.0)
                score = 0.0
                if hostility > 0.5:
                    price = self._pair_price(view, card, arg)
                    if price >= 0:
                        score = _shot_score(hostility, lives[target]) - 1.5 - 0.3 * price
            elif name == "use":
                # A green card in play, ready (E4.1): its use in phase 2.
                if enemies is None:
                    enemies = self.enemy_scores(view)
                score = self._use_score(view, card, target, enemies, life, lives,
                                        alive_flags)
            else:
                continue
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            return best
        return next((a for a in legal if a.kind == "end"), None)

    def _round_pays(self, view: Any, enemies: dict[int, float], lives: list[int],
                    alive_flags: list[bool]) -> bool:
        """Whether a card that hits every other player (Indians!, Gatling, Dodge City's
        Howitzer) pays: more enemies than others around me, and no Sheriff of mine
        at his last life point."""
        balance = sum(1.0 if s > 0.5 else -1.0 for s in enemies.values())
        roles = view.shown_roles()
        seat = view.seat
        sheriff_ok = all(lives[s] > 1 or enemies.get(s, 0.0) > 0
                         for s, up in enumerate(alive_flags)
                         if up and s != seat and roles[s] == "sheriff")
        return balance > 0 and sheriff_ok

    # --- Dodge City (rules/dodge-city.md Part E) ----------------------------------------
    # Reached only by what a game with Dodge City's cards or characters offers: its kinds
    # in the hand, green cards in play ("use"), the "+1" cost ("play cA tS xB"), and the
    # answers of ``_DC_ANSWERS``.
    def _dc_play(self, view: Any, legal: tuple[Action, ...]) -> Action | None:
        """Phase 2 with Dodge City: ``_play``, without the actions that would spend ♦
        cards on a player they have no effect on (Apache Kid, E6.1 1, 6: the card is
        spent and he loses nothing)."""
        immune = self._immune
        if immune is None:
            immune = self._immune = self._immune_seats(view)
        if immune:
            kept = tuple(a for a in legal if a.target not in immune or not _all_diamonds(a))
            if kept:
                legal = kept
        return self._play(view, legal)

    def _immune_seats(self, view: Any) -> tuple[int, ...]:
        """The other living seats whose character, or copy (Vera Custer), is Apache
        Kid."""
        if not self._dc_characters:
            return ()
        event = view.event
        if event is not None and event["in_force"] == "hangover":
            return ()  # every ability is lost for the round (F5.5)
        me = view.seat
        return tuple(p.seat for p in view.players
                     if p.alive and p.seat != me
                     and (p.character == "Apache Kid" or p.copy == "Apache Kid"))

    def _price(self, view: Any, paid: int) -> float:
        """What discarding hand card ``paid`` costs (the "+1" of E4.2, Doc Holyday's
        two): its worth in hand, a BANG! spent for the turn less; -1 for a card not to
        give up, the last Missed! card (Missed!, Dodge) or the last Beer while a Beer
        still heals (three or more alive, A9)."""
        kind = KIND[paid]
        if kind in _HAND_MISSED or kind == BEER:
            same = 0
            for c in view.hand:
                k = KIND[c]
                if k == kind or (kind != BEER and k in _HAND_MISSED):
                    same += 1
            if same <= 1 and (kind != BEER or view.alive_flags().count(True) > 2):
                return -1.0
        if kind == BANG and view.bangs_played:
            return 3.0
        return float(_CARD_VALUE[paid])

    def _pair_price(self, view: Any, first: int, second: int) -> float:
        """``_price`` of two hand cards discarded together (Doc Holyday, E6.1): -1 if
        either is one to keep, if together they are the last two Missed! cards or Beers,
        or if either is worth more than a Missed! ("two cards of little worth")."""
        a, b = self._price(view, first), self._price(view, second)
        if a < 0 or b < 0 or a > 7 or b > 7:
            return -1.0
        ka, kb = KIND[first], KIND[second]
        if (ka in _HAND_MISSED and kb in _HAND_MISSED) or (ka == BEER and kb == BEER):
            group = _HAND_MISSED if ka in _HAND_MISSED else frozenset((BEER,))
            if sum(1 for c in view.hand if KIND[c] in group) <= 2:
                return -1.0
        return a + b

    def _dc_card(self, view: Any, card: int, target: int, cost: int, kind: int,
                 hostility: float, enemies: dict[int, float], life: int,
                 lives: list[int]) -> float:
        """Phase 2: how good playing a Dodge City card from the hand is (E4.1, E4.2,
        E5).  A green card goes in play at once (it is usable only from the next turn);
        a "+1" card is played when its effect is worth the cheapest card that may pay
        for it, scored below the free plays so that it is paid with what is left."""
        if IS_GREEN[card]:
            return 16.0
        if kind == PUNCH:  # a BANG! effect at distance 1, outside the limit (E4.3)
            return _shot_score(hostility, lives[target]) + 0.1 if hostility > 0.5 else 0.0
        price = 0.0
        if cost >= 0:
            price = self._price(view, cost)
            if price < 0:
                return 0.0
        if kind == SPRINGFIELD:  # a BANG! effect at any distance
            return (_shot_score(hostility, lives[target]) - 1.5 - 0.3 * price
                    if hostility > 0.5 else 0.0)
        if kind == WHISKY:  # two life back: before a Beer when two are missing
            missing = view.max_lives()[view.seat] - life
            if missing >= 2:
                return 16.0 - 0.3 * price
            return 7.0 + (3.0 if life <= 2 else 0.0) - 0.4 * price if missing == 1 else 0.0
        if kind == TEQUILA:  # a life back for me or an ally
            if lives[target] >= view.max_lives()[target]:
                return 0.0
            low = 3.0 if lives[target] <= 2 else 0.0
            if target == view.seat:
                return 7.0 + low - 0.4 * price
            return 6.0 + low - 0.4 * price if enemies.get(target, 0.0) <= -3.0 else 0.0
        if kind == RAG_TIME:  # a card of any player's, at the cost of another
            if hostility <= 0.5:
                return 0.0
            return (6.0 + hostility * 0.5 + self._table_bonus(view, target)
                    - 0.4 * price)
        if kind == BRAWL:  # every other player loses a card
            balance = 0.0
            for p in view.players:
                if not p.alive or p.seat == view.seat or not (p.hand_count or p.equipment):
                    continue
                h = enemies.get(p.seat, 0.0)
                if h > 0.5:
                    balance += 1.0 + 0.5 * self._table_bonus(view, p.seat)
                elif any(KIND[c] in (JAIL, DYNAMITE) for c in p.equipment):
                    balance += 0.5  # a friend's Jail or Dynamite goes
                elif h < 0:
                    balance -= 1.0
                else:
                    balance -= 0.5
            return 4.0 + 1.5 * balance - 0.3 * price if balance >= 1.0 else 0.0
        return 0.0

    def _table_bonus(self, view: Any, target: int) -> float:
        """1 when ``target`` has a card in play worth taking (a Barrel, a Mustang, a
        ready Missed! card...), else 0."""
        for c in view.player(target).equipment:
            if TABLE_VALUE.get(KIND[c], 0) >= 6:
                return 1.0
        return 0.0

    def _use_score(self, view: Any, card: int, target: int, enemies: dict[int, float],
                   life: int, lives: list[int], alive_flags: list[bool]) -> float:
        """Phase 2: how good using a ready green card in play is (E4.1, E5).  Its BANG!
        effects are outside the limit (E4.3) and a card in play may be taken at any
        moment, so a shot at an enemy goes before the BANG! card."""
        kind = KIND[card]
        if kind in _GREEN_SHOTS:
            hostility = enemies.get(target, 0.0)
            if hostility <= 0.5:
                return 0.0
            return _shot_score(hostility, lives[target]) + (0.5 if kind == DERRINGER else 0.3)
        if kind == HOWITZER:  # as a Gatling
            return 6.5 if self._round_pays(view, enemies, lives, alive_flags) else 0.0
        if kind == CANTEEN:
            if life >= view.max_lives()[view.seat]:
                return 0.0
            return 14.0 if life <= 2 else 10.0
        if kind == PONY_EXPRESS:
            return 20.0 if view.deck_count + view.discard_count > 0 else 0.0
        if kind in (CONESTOGA, CAN_CAN):  # Panic! / Cat Balou at any distance
            hostility = enemies.get(target, 0.0)
            if hostility <= 0.5:
                return 0.0
            return 8.0 + hostility * 0.5 + 0.5 * self._table_bonus(view, target)
        return 0.0

    def _blue_needed(self, view: Any, card: int, legal: tuple[Action, ...]) -> bool:
        """José Delgado (E6.1): whether a blue card of the hand is worth more in play
        than his two cards, as ``_play`` scores playing it: a Jail for an enemy, a
        weapon that reaches farther, a Volcanic with BANG!s to shoot, anything else
        that may go in play (none of its name is there); never a Dynamite."""
        kind = KIND[card]
        if kind == DYNAMITE:
            return False
        plays = [a for a in legal if a.kind == "play" and a.card == card]
        if not plays:
            return False
        if kind == JAIL:
            enemies = self.enemy_scores(view)
            return any(enemies.get(a.target, 0.0) > 0.5 for a in plays)
        if kind in WEAPON_RANGE:
            weapon = _weapon(view.player(view.seat).equipment)
            if kind == VOLCANIC:
                bangs = _bangs_and_missed(view.hand)[0]
                return bangs >= 2 or (weapon < 0 and bangs > 0)
            return WEAPON_RANGE[kind] > (WEAPON_RANGE[KIND[weapon]] if weapon >= 0 else 1)
        return True

    def _dc_respond(self, view: Any, legal: tuple[Action, ...]) -> Action:
        """A BANG! effect with Dodge City (E4.1, E4.4, E6.1): a Barrel's draw! first,
        then the answers that draw a card (Dodge, Bible), then a Missed! from the hand,
        then the cheapest card Calamity Janet or Elena Fuente may give (anything worth
        less than a Beer), keeping the green Missed! cards in play as defence for
        later; the rest of Elena's hand after those."""
        best: Action | None = None
        best_rank = 99.0
        for action in legal:
            kind = action.kind
            if kind == "barrel":
                return action
            if kind == "use":
                rank = 1.0 if KIND[action.card] == BIBLE else 4.0
            elif kind == "missed":
                card_kind = KIND[action.card]
                if card_kind == DODGE:
                    rank = 0.0
                elif card_kind == MISSED:
                    rank = 2.0
                else:
                    # Calamity Janet's BANG!, or any card of Elena Fuente's.
                    rank = 2.01 + _CARD_VALUE[action.card] / 4.0
            else:
                continue
            if rank < best_rank:
                best, best_rank = action, rank
        if best is not None:
            return best
        return next((a for a in legal if a.kind == "take"), legal[-1])

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
        """Pat Brennan (E6.1, E9-7): the card in play worth most, taken off its owner and
        into his hand, against the two cards from the deck: an enemy's best card (what
        it keeps from him, and what it is worth to Pat: a Barrel he has not, a longer
        weapon, a green card to play again; an enemy's Volcanic is a threat), or a Jail
        or Dynamite off a friend; never a friend's good card nor an enemy's Jail."""
        enemies = self.enemy_scores(view)
        owner_of: dict[int, int] = {}
        for s, up in enumerate(view.alive_flags()):
            if up:
                for card in view.player(s).equipment:
                    owner_of[card] = s
        mine = view.player(view.seat).equipment
        weapon = _weapon(mine)
        reach = WEAPON_RANGE[KIND[weapon]] if weapon >= 0 else 1
        bangs = -1
        # A hand that cannot shoot takes the deck's two cards (or a Jail or Dynamite off
        # a friend): otherwise two players could pass one Barrel back and forth for ever
        # (a Pat Brennan and a Vera Custer copying him, neither drawing a BANG!).
        armed = any(KIND[c] in _SHOOTING for c in view.hand)
        best, best_score = legal[0], 8.5
        for action in legal:
            if action.kind != "table":
                continue
            card = action.card
            kind = KIND[card]
            if not armed and kind not in (JAIL, DYNAMITE):
                continue  # he needs the deck's cards more than any card in play
            hostility = enemies.get(owner_of.get(card, -1), 0.0)
            if kind in (JAIL, DYNAMITE):
                score = 0.0 if hostility >= 0 else 11.0 if kind == JAIL else 9.0
            else:
                if hostility > 0.5:
                    deny = 7.0 if kind == VOLCANIC else float(TABLE_VALUE.get(kind, 2))
                else:
                    deny = -6.0 if hostility < 0 else -1.0
                if kind in WEAPON_RANGE:
                    if kind == VOLCANIC:
                        if bangs < 0:
                            bangs = _bangs_and_missed(view.hand)[0]
                        use = 5.0 if bangs and (weapon < 0 or KIND[weapon] == VOLCANIC) else 2.0
                    else:
                        use = 5.0 if WEAPON_RANGE[kind] > reach else 2.0
                elif IS_BLUE[card]:
                    # In play again (a green card waits a turn, E4.1-5); not beside one
                    # of its name.
                    same = any(KIND[c] == kind for c in mine)
                    use = 2.0 if same else 4.0 if IS_GREEN[card] else 5.0
                else:
                    use = 2.0
                score = deny + use
            if score > best_score:
                best, best_score = action, score
        return best

    def _vera_copy(self, view: Any, legal: tuple[Action, ...]) -> Action:
        """Vera Custer (E6.1): the ability worth most to her this turn and until her
        next: ``COPY_WORTH`` as a rule, more for one her hand or her life makes
        stronger (Bill Noface when she is hurt, Willy the Kid with BANG!s to shoot,
        José Delgado with a blue card in hand...)."""
        me = view.player(view.seat)
        hand = view.hand
        kinds = [KIND[c] for c in hand]
        bangs = kinds.count(BANG)
        missing = me.max_life - me.life
        has_barrel = any(KIND[c] == BARREL for c in me.equipment)

        def worth(action: Action) -> float:
            if action.kind != "copy":
                return -1.0
            name = view.player(action.target).character
            value = COPY_WORTH.get(name, 3.0)
            if name == "Bill Noface":
                value += 3.5 * missing
            elif name == "Jourdonnais" and has_barrel:
                value -= 2.0
            elif name == "Slab the Killer" and bangs:
                value += 3.0
            elif name == "Willy the Kid" and bangs >= 2:
                value += 5.0
            elif name == "Calamity Janet" and MISSED in kinds and not bangs:
                value += 2.0
            elif name == "Tequila Joe" and BEER in kinds and missing:
                value += 4.0
            elif name == "José Delgado" and any(IS_BLUE[c] and not IS_GREEN[c]
                                                for c in hand):
                value += 5.0
            elif name == "Chuck Wengam" and me.life >= 4:
                value += 4.0
            elif name == "Sean Mallory" and len(hand) > me.life + 1:
                value += 3.0
            elif name in ("Sid Ketchum", "Greg Digger") and me.life <= 2:
                value += 4.0
            elif name == "Doc Holyday" and len(hand) >= 3:
                value += 2.0
            elif name == "Lucky Duke" and any(KIND[c] in (JAIL, DYNAMITE)
                                              for c in me.equipment):
                value += 3.0
            return value
        return max(legal, key=worth)

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


#: Hand cards that shoot (a BANG! card, or Dodge City's BANG! effects played from the
#: hand): what Pat Brennan's choice weighs against a card in play.
_SHOOTING = frozenset((BANG, PUNCH, SPRINGFIELD))


def _bangs_and_missed(hand: tuple[int, ...]) -> tuple[int, int]:
    """How many BANG! and Missed! cards ``hand`` holds."""
    kinds = [KIND[c] for c in hand]
    return kinds.count(BANG), kinds.count(MISSED)


def _shot_score(hostility: float, life: int) -> float:
    """How good a BANG! effect on a player is: more the more hostile, and the nearer
    his end (the score of a BANG! card at him, ``_play``)."""
    return 7.5 + hostility * 0.5 + (4 - min(life, 4)) * 0.3


def _all_diamonds(action: Action) -> bool:
    """Whether every card ``action`` spends at its target is ♦ (Apache Kid, E6.1 1, 6:
    the card played or used, or both of Doc Holyday's, never a "+1" card paying; a Duel
    reaches him whatever its suit, E6.1 5)."""
    card = action.card
    if card < 0 or KIND[card] == DUEL or SUIT[card] != "♦":
        return False
    if action.kind == "doc":
        return SUIT[action.arg] == "♦"
    return True


def _weapon(equipment: tuple[int, ...]) -> int:
    """The weapon among ``equipment``, or -1 (the Colt .45)."""
    for card in equipment:
        if KIND[card] in WEAPON_RANGE:
            return card
    return -1


#: What each ability is worth to Vera Custer as a rule (Dodge City E6.1; ``_vera_copy``
#: adds what her hand and life make it worth now): protection and more cards first.
COPY_WORTH: dict[str, float] = {
    "Jourdonnais": 10.0, "Pixie Pete": 10.0, "Black Jack": 8.0, "Kit Carlson": 8.0,
    "Elena Fuente": 8.0, "Paul Regret": 7.0, "Slab the Killer": 5.0, "Willy the Kid": 4.0,
    "Doc Holyday": 5.0, "Belle Star": 5.0, "Rose Doolan": 6.0, "Lucky Duke": 6.0,
    "Jesse Jones": 6.0, "Pat Brennan": 6.0, "Pedro Ramirez": 5.5, "Molly Stark": 6.0,
    "Bart Cassidy": 6.0, "Suzy Lafayette": 5.0, "El Gringo": 5.0, "Vulture Sam": 5.0,
    "Herb Hunter": 5.0, "Greg Digger": 4.0, "Sid Ketchum": 4.0, "Calamity Janet": 5.0,
    "Apache Kid": 4.0, "Bill Noface": 3.0, "Tequila Joe": 2.0, "José Delgado": 3.0,
    "Chuck Wengam": 2.0, "Sean Mallory": 3.0,
}

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
#: With Dodge City's cards (rules/dodge-city.md Part E): its answers where they differ.
_DC_ANSWERS: dict[str, Any] = {
    **_ANSWERS,
    "play": HeuristicBot._dc_play,
    "respond": HeuristicBot._dc_respond,
}


#: With an event deck (rules/high-noon-fistful.md Part F): its answers over the others
#: (``bang.bots.event_policy``; phase 2 and shots go on to Dodge City's with its cards).
_EV_ANSWERS: dict[str, Any] = {**_ANSWERS, **EVENT_ANSWERS}
_DC_EV_ANSWERS: dict[str, Any] = {**_DC_ANSWERS, **EVENT_ANSWERS}
#: The answers by (Dodge City's cards, an event deck).
_TABLES: dict[tuple[bool, bool], dict[str, Any]] = {
    (False, False): _ANSWERS, (True, False): _DC_ANSWERS,
    (False, True): _EV_ANSWERS, (True, True): _DC_EV_ANSWERS}


def normal_bot(seed: int) -> HeuristicBot:
    """The ``normal`` level: the heuristic policy, its ties broken by ``seed``."""
    return HeuristicBot(seed)


def easy_bot(seed: int) -> HeuristicBot:
    """The same policy with a third of the choices made at random."""
    return HeuristicBot(seed, noise=0.35)


__all__ = ["HeuristicBot", "easy_bot", "normal_bot"]
