"""``CardGame``: the card game on the engine protocol (docs/design.md §2).

The rules live in their own modules as functions over the state (``turn``, ``play``,
``responses``, ``death``; the content's cards and characters in ``base_cards`` and
``base_characters``; the variants' rulesets in ``dead_reckonin`` and
``dead_mans_hand``), and ``bang.cards.dispatch`` routes every frame and prompt to them.
This module deals the game, runs the resolution stack, and provides cloning, views,
records and exact set-ups.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bang.cards import content, death, event_deck, play
from bang.cards.config import CardConfig
from bang.cards.data import BANG, DEPUTY, IS_SECOND, JAIL, KIND, MISSED, SHERIFF, roles_for
from bang.cards.dispatch import PROMPTS, RUN, VARIANT_PROMPTS, prompt_tables, ruleset_for
from bang.cards.feed import TableFeed, ViewFeed
from bang.cards.frames import DISCARD, DRAW, PLAY, START, Turn
from bang.cards.ghost_state import GhostState
from bang.cards.infoset import CardInformationSet
from bang.cards.setup_check import check_position, check_shape
from bang.cards.state import LOG_KEEP, NO_POWERS, CardState, seat_distances
from bang.cards.view import CardView, LazyView, build_view, redact_event
from bang.core.errors import ConfigError, IllegalAction
from bang.core.game import shown
from bang.core.protocol import Action, Event
from bang.core.rng import check_seed, fresh_seed, stream

_PHASES = {"start": START, "draw": DRAW, "play": PLAY, "discard": DISCARD}
#: Frames ``advance`` may run between two decisions.  A real game needs a few dozen (an
#: 8-player Gatling with Barrels and deaths); more means the resolution loop is spinning
#: on a position that cannot go on, which raises instead of hanging the caller.
STEP_BUDGET = 10_000
#: The log is trimmed back to ``LOG_KEEP`` events once it holds this many.
_LOG_LIMIT = 2 * LOG_KEEP

__all__ = ["PROMPTS", "VARIANT_PROMPTS", "CardGame"]


class CardGame(CardState):
    """BANG! the card game.  Create with :meth:`new`, :meth:`from_setup` or
    :meth:`from_record`; then alternate ``legal_actions()`` and ``apply()``."""

    __slots__ = ()

    # --- creation ------------------------------------------------------------------
    @classmethod
    def new(cls, config: CardConfig | None = None, seed: int | object | None = None) -> CardGame:
        """Deal a new game (RULES.md A2) from ``seed``; without one, from a secret
        128-bit seed (the seed decides every hand: docs/security.md)."""
        if config is None:
            config = CardConfig()
        elif not isinstance(config, CardConfig):
            raise ConfigError(f"expected a CardConfig, not {type(config).__name__}")
        seed = fresh_seed() if seed is None else check_seed(seed)
        setup = stream(seed, "setup")
        roles = list(roles_for(config.players, three_player=config.three_player,
                               roles_4p_seed1=config.roles_4p_seed1,
                               roles_6p_seed2=config.roles_6p_seed2))
        setup.shuffle(roles)
        dealt = content.in_use(config.content_sets)
        names = [c.name for c in setup.sample(dealt.characters, config.players)]
        deck = list(dealt.deck)
        setup.shuffle(deck)
        return cls._deal(config, seed, roles, names, deck)

    @staticmethod
    def _event_state(config: CardConfig, seed: int, opener: int) -> event_deck.EventState:
        """F3.1: the event deck of a new game, from its own chance stream (so the deal of
        a game with events is the deal of the same seed without them)."""
        deck, pending = event_deck.build_deck(config, stream(seed, "events"))
        return event_deck.EventState(deck=deck, opener=opener, final_pending=pending)

    @classmethod
    def next_game(cls, previous: CardGame, seed: int, keep_characters: bool = True,
                  rotate_sheriff: bool = True) -> CardGame:
        """RULES.md A2 "New game": the next game of a series at the same table.

        With ``keep_characters`` the survivors of ``previous`` keep their characters and
        the eliminated draw new ones; with ``rotate_sheriff`` the Sheriff's role (the
        Deputy's in the 3-player game, who starts) passes to the next seat clockwise and
        the other roles are dealt at random.  The new game records itself as an exact
        set-up, so ``from_record`` replays it without ``previous``.
        """
        if not previous.game_over:
            raise ConfigError("the previous game is not over yet")
        seed = check_seed(seed)
        config = previous.config
        n = config.players
        setup = stream(seed, "setup")
        roles = list(roles_for(n, three_player=config.three_player,
                               roles_4p_seed1=config.roles_4p_seed1,
                               roles_6p_seed2=config.roles_6p_seed2))
        if rotate_sheriff:
            first_role = roles[0]
            first = (previous.roles.index(first_role) + 1) % n
            rest = roles[1:]
            setup.shuffle(rest)
            roles = [*rest[:first], first_role, *rest[first:]]
        else:
            setup.shuffle(roles)
        names: list[str | None] = [
            previous.characters[s] if keep_characters and previous.alive[s] else None
            for s in range(n)]
        # New characters come from those nobody played in the previous game.
        dealt = content.characters_for(config.content_sets)
        free = [c.name for c in dealt if c.name not in previous.characters]
        fresh = setup.sample(free, names.count(None))
        chosen = [name if name is not None else fresh.pop() for name in names]
        deck = content.deck_for(config.content_sets)
        setup.shuffle(deck)
        life_of = content.in_use(config.content_sets).life
        max_life = [life_of[name] + (1 if roles[s] == SHERIFF else 0)
                    for s, name in enumerate(chosen)]
        first = roles.index(DEPUTY if config.three_player else SHERIFF)
        hands: list[list[int]] = [[] for _ in range(n)]
        for k in range(n):
            s = (first + k) % n
            count = max_life[s]
            if roles[s] == SHERIFF and not config.sheriff_extra_card:
                count -= 1
            hands[s] = [deck.pop() for _ in range(count)]
        game = cls.from_setup({
            "players": [{"role": roles[s], "character": chosen[s], "max_life": max_life[s],
                         "hand": hands[s]} for s in range(n)],
            "deck": list(reversed(deck)), "turn": first, "phase": "start",
            "options": {k: v for k, v in config.to_dict().items() if k != "players"},
        }, seed=seed)
        return game

    @classmethod
    def _deal(cls, config: CardConfig, seed: int, roles: list[str], names: list[str],
              deck: list[int]) -> CardGame:
        n = config.players
        game = cls._blank(config, seed, n)
        game.roles = roles
        game.characters = names
        life_of = content.in_use(config.content_sets).life
        game.max_life = [life_of[name] for name in names]
        if not config.three_player:
            sheriff = roles.index(SHERIFF)
            game.max_life[sheriff] += 1
        game.life = list(game.max_life)
        game.deck = deck
        first = roles.index(DEPUTY if config.three_player else SHERIFF)
        for k in range(n):
            seat = (first + k) % n
            count = game.max_life[seat]
            if roles[seat] == SHERIFF and not config.sheriff_extra_card:
                count -= 1
            game.draw(seat, count, "deal")
        if config.event_decks != "none":
            game.events = cls._event_state(config, seed, first)
            setup_rng = stream(seed, "event_setup")
            for key in game.events.deck:
                event_deck.EVENTS[key].deal(game, setup_rng)
        game.refresh_abilities()
        game.turn_seat = first
        game.stack = [Turn(seat=first, step=START)]
        game.emit("game_start", roles=[r if game.revealed[s] or r == SHERIFF
                                       or config.three_player else None
                                       for s, r in enumerate(roles)],
                  characters=list(names))
        game.advance()
        return game

    @classmethod
    def _blank(cls, config: CardConfig, seed: int, n: int) -> CardGame:
        game = cls()
        game.config = config
        game.seed = seed
        game.n = n
        game.roles = []
        game.characters = []
        game.life = [0] * n
        game.max_life = [0] * n
        game.alive = [True] * n
        game.revealed = [False] * n
        game.hands = [[] for _ in range(n)]
        game.tables = [[] for _ in range(n)]
        game.deck = []
        game.discard = []
        game.limbo = []
        game.out = []
        game.stack = []
        game.turn_seat = 0
        game.bangs_played = 0
        game.check_card = -1
        game.green_new = ()
        game.greens = content.in_use(config.content_sets).greens
        game.legal_of, game.answer_of = prompt_tables(game.greens)
        game.dist = seat_distances(game.alive)
        game.dist_seen = None
        game.dist_rows = [None] * n
        game.tables_seen = []
        game.others_cache = [None] * n
        game.rng_ = stream(seed, "deck")
        game.rng_shared = False
        game.log = []
        game.log_base = 0
        game.private = []
        game.twins = {}
        game.winners = frozenset()
        game.deaths_unchecked = False
        game.game_over = False
        game.forced_public = False
        game.turns_taken = 0
        game.copied = [""] * n
        game.turn_uses = {}
        game.owed_draws = [0] * n
        game.ghost = GhostState.empty(n)
        game.events = None
        game.ev = None
        game.forced_suit = ""
        game.bang_cap = 1
        game.dist_custom = False
        game.counters = {}
        game.rules = ruleset_for(config)
        game.abilities = [frozenset()] * n
        game.powers = [NO_POWERS] * n
        game.watch_empty = ()
        game.hand_wait = -1
        game.tables_off = False
        game.immune = False
        game.shown_cache = None
        game.decision = None
        game.history = []
        game._legal = None
        game._next_id = 0
        game._setup = None
        return game

    # --- the resolution loop ----------------------------------------------------------
    def advance(self) -> None:
        """Run frames until a player must decide or the game ends (docs/design.md §2)."""
        run = RUN
        stack = self.stack
        hands = self.hands
        budget = STEP_BUDGET
        while not self.game_over:
            budget -= 1
            if budget < 0:
                raise ConfigError(f"no decision after {STEP_BUDGET} automatic steps: this"
                                  " position or option set cannot go on")
            watch = self.watch_empty
            if watch:
                for seat in watch:
                    if not hands[seat]:
                        self.check_empty_hands()
                        break
            frame = stack[-1]
            if run[type(frame)](self, frame):
                decision = self.decision
                assert decision is not None
                # The tables are read afresh: a reveal during this loop (the first
                # event of the game, F3.2) switches them to the event's.
                legal = self._legal = self.legal_of[decision.kind](self)
                if len(legal) == 1 and (self.forced_public or self.config.auto_forced):
                    # Only the decider sees what was answered for him: a forced answer
                    # may name hidden cards (a Ghost's only two cards, C1.3-2), and the
                    # others learn what it did from the public events that follow.
                    self.emit("auto", frozenset((decision.seat,)), seat=decision.seat,
                              prompt=decision.kind, action=legal[0].format())
                    self.answer_of[decision.kind](self, legal[0])
                    continue
                return
        self.decision = None
        self._legal = None

    def _compute_legal(self) -> tuple[Action, ...]:
        decision = self.decision
        assert decision is not None
        return self.legal_of[decision.kind](self)

    def _apply_legal(self, action: Action) -> list[Event]:
        log = self.log
        if len(log) > _LOG_LIMIT:
            self.trim_log()
            log = self.log
        start = len(log)
        decision = self.decision
        assert decision is not None
        self.answer_of[decision.kind](self, action)
        self.advance()
        return self.log[start:]

    def _explain_illegal(self, action: Action) -> IllegalAction:
        """Why ``action`` is not legal, as specifically as the state allows."""
        decision = self.decision
        assert decision is not None
        legal = self.legal_actions()
        kinds = sorted({a.kind for a in legal})
        seat = decision.seat
        if self.ev is not None:
            why = self.ev.explain(self, decision.kind, seat, action)
            if why is not None:
                return IllegalAction(*why)
        if decision.kind == "play":
            # An ability's own action of phase 2 says why it is not legal now (E6.1).
            extra = self.powers[seat].play_actions.get(action.kind)
            if extra is not None:
                return IllegalAction(*extra[2](self, seat, action))
        # A play prompt always takes "play", even when no card is playable right now, so
        # that the card checks below can say why (bang_limit, not_playable ...).
        if action.kind not in kinds and not (decision.kind == "play"
                                             and action.kind == "play"):
            return IllegalAction(
                "wrong_kind",
                f"a {decision.kind!r} prompt takes {', '.join(kinds)}, not {action.kind!r}")
        card = action.card
        if card >= 0 and not any(a.card == card for a in legal if a.kind == action.kind):
            if card not in self.card_ids():
                return IllegalAction("no_such_card", f"there is no card {card} in this game")
            if action.kind == "play" and card in self.hands[seat]:
                kind = KIND[card]
                if kind == MISSED:
                    return IllegalAction("not_playable", "Missed! is only played in response")
                if kind == BANG and not play.may_bang(self, seat):
                    return IllegalAction(
                        "bang_limit", "only one BANG! per turn without Volcanic or Willy the Kid")
                if kind == JAIL and 0 <= action.target < self.n and \
                        self.roles[action.target] == SHERIFF:
                    return IllegalAction("jail_sheriff", "Jail cannot be played on the Sheriff")
                return IllegalAction("not_playable", f"card {card} cannot be played now")
            if decision.kind in ("play", "respond", "duel", "indians", "dying", "discard"):
                return IllegalAction("not_in_hand", f"card {card} is not a usable card in hand")
            return IllegalAction("bad_choice", f"card {card} is not one of the choices")
        target = action.target
        if target >= 0 and not any(a.target == target for a in legal
                                   if a.kind == action.kind and a.card == card):
            if not 0 <= target < self.n or not self.alive[target]:
                return IllegalAction("bad_target", f"seat {target} is not a living player")
            if target == seat:
                return IllegalAction("bad_target", "this card cannot target yourself")
            if action.kind == "play" and self.unaffected(target, seat, (card,)):
                return IllegalAction("unaffected", f"seat {target} cannot be the target of a"
                                     " card that has no effect on him")
            if (action.kind == "play" and KIND[card] == JAIL
                    and self.roles[target] == SHERIFF):
                return IllegalAction("jail_sheriff", "Jail cannot be played on the Sheriff")
            return IllegalAction("out_of_range", f"seat {target} is not a legal target for that")
        return IllegalAction("illegal", f"{action.format()} is not legal for this prompt")

    # --- the rest of the protocol -------------------------------------------------------
    def view(self, seat: int | object | None) -> CardView:
        """Everything ``seat`` may know (None: a spectator)."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.n):
            raise IllegalAction("bad_seat", f"there is no seat {shown(seat)}")
        return build_view(self, seat)

    def lazy_view(self, seat: int | object) -> LazyView:
        """``seat``'s view computed field by field on access, valid until the next action
        (what a bot reads while it chooses; see ``bang.cards.view.LazyView``)."""
        if type(seat) is int and 0 <= seat < self.n:
            return LazyView(self, seat)
        raise IllegalAction("bad_seat", f"there is no seat {shown(seat)}")

    def view_feed(self, seat: int | object | None) -> ViewFeed:
        """``seat``'s view kept up to date incrementally: each ``look()`` returns the view
        (equal to ``view(seat)``) with the events and seats changed since the last look."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.n):
            raise IllegalAction("bad_seat", f"there is no seat {shown(seat)}")
        return ViewFeed(self, seat)

    def table_feed(self) -> TableFeed:
        """Feeds for several viewers of this game looked at together (a server's seats
        and spectators): what they all see alike is gathered once per moment
        (``bang.cards.feed.TableFeed``); each view still equals ``view(seat)``."""
        return TableFeed(self)

    def events_for(self, seat: int | None, events: list[Event] | None = None) -> list[Event]:
        """``events`` (default: the log the game keeps, its latest ``LOG_KEEP`` events at
        least) as ``seat`` may see them."""
        return [redact_event(e, seat) for e in (self.log if events is None else events)]

    def returns(self) -> tuple[float, ...]:
        """+1 for a winner, -1 for the others; 0 for all while the game runs and when it
        ended with nobody winning (``round_limit``: a draw)."""
        if not self.game_over or not self.winners:
            return (0.0,) * self.n
        return tuple(1.0 if s in self.winners else -1.0 for s in range(self.n))

    def stats(self) -> dict[str, int]:
        return dict(self.counters)

    def clone(self) -> CardGame:
        """An independent copy; hand-written so it stays cheap (no deepcopy)."""
        g = CardGame()
        g.config = self.config
        g.seed = self.seed
        g.n = self.n
        g.roles = self.roles[:]
        g.characters = self.characters
        g.life = self.life[:]
        g.max_life = self.max_life[:]
        g.alive = self.alive[:]
        g.revealed = self.revealed[:]
        g.hands = [h[:] for h in self.hands]
        g.tables = [t[:] for t in self.tables]
        g.deck = self.deck[:]
        g.discard = self.discard[:]
        g.limbo = self.limbo[:]
        g.out = self.out
        g.stack = self.stack[:]
        g.turn_seat = self.turn_seat
        g.bangs_played = self.bangs_played
        g.check_card = self.check_card
        g.green_new = self.green_new
        g.greens = self.greens
        g.legal_of = self.legal_of
        g.answer_of = self.answer_of
        g.dist = self.dist
        # Cached distance rows are a function of the tables copy and the seating they go
        # with (each game checks its own tables against the copy), so a clone shares them.
        g.dist_rows = self.dist_rows
        g.dist_seen = self.dist_seen
        g.tables_seen = self.tables_seen
        g.others_cache = self.others_cache[:]
        self.rng_shared = True
        g.rng_ = self.rng_
        g.rng_shared = True
        g.log = self.log[:]
        g.log_base = self.log_base
        g.private = self.private[:]
        g.twins = dict(self.twins)
        g.winners = self.winners
        g.deaths_unchecked = self.deaths_unchecked
        g.game_over = self.game_over
        g.forced_public = self.forced_public
        g.turns_taken = self.turns_taken
        g.copied = self.copied[:]
        g.turn_uses = dict(self.turn_uses)
        g.owed_draws = self.owed_draws[:]
        g.rules = self.rules
        # Replaced whole by ``refresh_abilities``, never changed in place: shared.
        g.abilities = self.abilities
        g.powers = self.powers
        g.watch_empty = self.watch_empty
        g.hand_wait = self.hand_wait
        g.tables_off = self.tables_off
        g.immune = self.immune
        g.shown_cache = None
        g.ghost = self.ghost.copy()
        g.events = None if self.events is None else self.events.copy()
        g.ev = self.ev
        g.forced_suit = self.forced_suit
        g.bang_cap = self.bang_cap
        g.dist_custom = self.dist_custom
        g.counters = dict(self.counters)
        g.decision = self.decision
        g.history = self.history[:]
        g._legal = self._legal
        g._next_id = self._next_id
        g._setup = self._setup
        return g

    def determinize(self, seat: int, rng: random.Random) -> CardGame:
        """A full game consistent with ``view(seat)``: the hands ``seat`` cannot see, the
        deck order and the roles hidden from him are resampled (for ISMCTS)."""
        g = self.clone()
        hidden = [s for s in range(self.n) if s != seat]
        # Cards of the ghosts' second deck only trade places with each other,
        # so each pile keeps its own deck's cards.
        # Cards out of the game are hidden from everyone, like the deck.
        # A Ghost's hand set aside for his Ghost Town turn (F7.2-1) is hidden like a hand.
        events = g.events
        aside = events.aside if events is not None and events.ghost_turn != seat else []
        main = [c for s in hidden for c in g.hands[s] if not IS_SECOND[c]] + g.deck + g.out
        main += [c for c in aside if not IS_SECOND[c]]
        second = [c for s in hidden for c in g.hands[s] if IS_SECOND[c]] + g.ghost.deck
        second += [c for c in aside if IS_SECOND[c]]
        rng.shuffle(main)
        rng.shuffle(second)
        for s in hidden:
            hand = g.hands[s]
            g.hands[s] = [second.pop() if IS_SECOND[c] else main.pop() for c in hand]
        if aside:
            aside[:] = [second.pop() if IS_SECOND[c] else main.pop() for c in aside]
        if g.out:
            g.out = [main.pop() for _ in g.out]
        g.deck = main
        g.ghost.deck = second
        if g.events is not None:
            # The event deck's order under its visible top is hidden (F3.1 step 3), and
            # the others' spare characters (F5.15).
            g.events.deck = event_deck.resample_deck(g, rng)
            event_deck.hide_spares(g, seat, rng)
        secret = [s for s in range(self.n)
                  if s != seat and not self.revealed[s] and self.roles[s] != SHERIFF
                  and not self.config.three_player]
        roles = [g.roles[s] for s in secret]
        rng.shuffle(roles)
        for s, r in zip(secret, roles, strict=True):
            g.roles[s] = r
        g.rng_ = random.Random(rng.getrandbits(64))
        g.rng_shared = False
        g._legal = None
        return g

    def information_set(self, seat: int) -> CardInformationSet:
        """What ``seat`` may know, as a sampler of consistent full games (for search)."""
        return CardInformationSet(self, seat)

    # --- records, digests, set-ups ------------------------------------------------------
    def config_dict(self) -> dict[str, Any]:
        """The game's options as plain JSON (the form records keep)."""
        return self.config.to_dict()

    @classmethod
    def _new_from_record(cls, config: Mapping[str, Any], seed: int,
                         setup: Mapping[str, Any] | None) -> CardGame:
        if setup is not None:
            return cls.from_setup(setup, seed=seed)
        return cls.new(CardConfig.from_dict(config), seed)

    def state_dict(self) -> dict[str, Any]:
        """Every bit of the true state as plain JSON, hidden information included (what
        ``digest`` fingerprints; never sent to a seat)."""
        rng_state = self.rng_.getstate()
        state: dict[str, Any] = {
            "config": self.config.to_dict(), "seed": self.seed, "roles": self.roles,
            "characters": self.characters, "life": self.life, "max_life": self.max_life,
            "alive": self.alive, "revealed": self.revealed, "hands": self.hands,
            "tables": self.tables, "deck": self.deck, "discard": self.discard,
            "limbo": self.limbo,
            "stack": [[type(f).__name__, *f] for f in self.stack],
            "turn": self.turn_seat, "bangs_played": self.bangs_played,
            "check_card": self.check_card, "winners": sorted(self.winners),
            "over": self.game_over, "deaths_unchecked": self.deaths_unchecked,
            "turns_taken": self.turns_taken, "ghost": self.ghost.to_dict(),
            "decision": None if self.decision is None else [
                self.decision.id, self.decision.seat, self.decision.kind],
            "rng": [rng_state[0], list(rng_state[1]), rng_state[2]],
        }
        if self.out:
            # Only when used, so the digests of games without it stay as they were.
            state["out"] = self.out
        if self.green_new:
            # Likewise: only a game with Dodge City's green cards has any.
            state["green_new"] = list(self.green_new)
        # Dodge City's characters' facts likewise (E6.1: Vera Custer's copy, the turn's
        # limited uses, Molly Stark's draws owed at the end of a Duel).
        if any(self.copied):
            state["copied"] = self.copied
        if self.turn_uses:
            state["turn_uses"] = dict(sorted(self.turn_uses.items()))
        if any(self.owed_draws):
            state["owed_draws"] = self.owed_draws
        if self.events is not None:
            # Only a game with an event deck (Part F) has this key.
            state["events"] = self.events.to_dict()
        return state

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any], seed: int | object = 0) -> CardGame:
        """An exact position from plain JSON data (see docs/card_setup.md)."""
        seed = check_seed(seed)
        try:
            return cls._from_setup(setup, seed)
        except ConfigError:
            raise
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise ConfigError(f"bad setup: {exc!r}") from exc

    @classmethod
    def _from_setup(cls, setup: Mapping[str, Any], seed: int) -> CardGame:
        check_shape(setup)
        seats = list(setup["players"])
        options = dict(setup.get("options", {}))
        options["players"] = len(seats)
        config = CardConfig.from_dict(options)
        n = config.players
        game = cls._blank(config, seed, n)
        life_of = content.in_use(config.content_sets).life
        placed: list[int] = []
        new: list[int] = []
        for s, info in enumerate(seats):
            role = str(info["role"])
            if role not in ("sheriff", "deputy", "outlaw", "renegade"):
                raise ConfigError(f"seat {s}: unknown role {role!r}")
            name = str(info["character"])
            if name not in life_of:
                raise ConfigError(f"seat {s}: unknown character {info['character']!r}")
            game.roles.append(role)
            game.characters.append(name)
            bonus = 1 if role == SHERIFF else 0
            game.max_life[s] = int(info.get("max_life", life_of[name] + bonus))
            game.alive[s] = bool(info.get("alive", True))
            game.life[s] = int(info.get("life", game.max_life[s] if game.alive[s] else 0))
            game.revealed[s] = not game.alive[s]
            game.hands[s] = [int(c) for c in info.get("hand", [])]
            game.tables[s] = [int(c) for c in info.get("equipment", [])]
            # E4.1-3: green cards of ``equipment`` played during this turn (not usable
            # until it ends); the others in play are usable.
            new += [int(c) for c in info.get("new", [])]
            game.copied[s] = str(info.get("copy", ""))
            placed += game.hands[s] + game.tables[s]
        top_first = [int(c) for c in setup.get("deck", [])]
        game.discard = [int(c) for c in setup.get("discard", [])]
        out = [int(c) for c in setup.get("out_of_game", [])]
        placed += top_first + game.discard + out
        ids = content.deck_for(config.content_sets)
        allowed = set(ids)
        if len(set(placed)) != len(placed) or not all(c in allowed for c in placed):
            raise ConfigError(f"every card id of the deck ({id_ranges(ids)}) may appear at"
                              " most once in a setup")
        rest = [c for c in ids if c not in set(placed)]
        unlisted = setup.get("unlisted", "deck" if setup.get("fill_deck", True) else "discard")
        if unlisted == "deck":
            game.deck = list(reversed(top_first + rest))
        elif unlisted == "discard":
            game.deck = list(reversed(top_first))
            game.discard = rest + game.discard
        elif unlisted == "out":
            game.deck = list(reversed(top_first))
            out += rest
        else:
            raise ConfigError(f"unlisted must be 'deck', 'discard' or 'out', not {unlisted!r}")
        game.out = sorted(out)
        game.green_new = tuple(new)
        game.rebuild_distances()
        turn = int(setup.get("turn", game.roles.index(SHERIFF) if SHERIFF in game.roles else 0))
        phase = str(setup.get("phase", "play"))
        if phase not in _PHASES:
            raise ConfigError(f"phase must be one of {', '.join(_PHASES)}, not {phase!r}")
        game.turn_seat = turn
        game.bangs_played = int(setup.get("bangs_played", 0))
        game.turn_uses = {str(k): int(v) for k, v in setup.get("turn_uses", {}).items()}
        game.stack = [Turn(seat=turn, step=_PHASES[phase])]
        game.ghost = GhostState.from_setup(n, setup.get("ghost", {}),
                                           content.second_deck_for(config.content_sets))
        if config.event_decks != "none":
            opener = game.roles.index(DEPUTY if config.three_player else SHERIFF) if (
                (DEPUTY if config.three_player else SHERIFF) in game.roles) else turn
            game.events = event_deck.state_from_setup(
                config, setup.get("events", {}), opener, stream(seed, "events"))
            if game.events.pile:
                event_deck.put_in_force(game, game.events.pile[-1])
        elif "events" in setup:
            raise ConfigError("events: an event deck needs the option event_decks")
        game.refresh_abilities()
        check_position(game, setup)
        game._setup = dict(setup)
        game.advance()
        return game

    def is_ghost(self, seat: int) -> bool:
        return self.ghost.is_ghost(seat)

    def card_ids(self) -> frozenset[int]:
        """Every card id this game can hold: its deck's (RULES.md A6 and the expansions
        in use), and with ``ghost_separate_deck`` their second copies."""
        expansions = self.config.content_sets
        ids = content.deck_for(expansions)
        if self.config.ghost_separate_deck:
            ids += content.second_deck_for(expansions)
        return frozenset(ids)

    def victory(self) -> frozenset[int] | None:
        """The winners if the game were judged now (A10, C1.3-9), or None."""
        return death.victory(self)




def id_ranges(ids: list[int]) -> str:
    """``0-79`` or ``0-79, 160-199``: the ids of a deck, for messages."""
    parts: list[str] = []
    start = prev = ids[0]
    for card in ids[1:]:
        if card != prev + 1:
            parts.append(f"{start}-{prev}")
            start = card
        prev = card
    parts.append(f"{start}-{prev}")
    return ", ".join(parts)
