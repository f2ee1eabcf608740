"""The event decks of High Noon and A Fistful of Cards (rules/high-noon-fistful.md, Part
F): how an event card is content, the deck's build and reveal (F3), and the hook points
the base procedure asks while an event is in force (docs/design.md §9.3).

An event card is an ``EventCard``: a stateless object (one per card, registered with
``register_event``) whose class attributes say what it changes for a whole round (the
suit every card counts as, the BANG! allowance, abilities off, cards in play inert,
Beer forbidden, distances) and whose methods are called at the procedure's named points
(the reveal, a turn's start, phase 1, after phase 1, every prompt's answers, phase 3,
the end of a turn, whose turn is next, damage, an elimination).  The base class does
nothing at every point, so an event overrides only what its card says; its own prompts
(``prompts``) and frames (``EventStep``, run by ``run_phase``) are routed by
``bang.cards.dispatch``.

What a game with events knows lives in ``EventState`` (``CardState.events``: the deck,
the pile of revealed cards, the round count, the first eliminated player, per-turn and
per-game marks an event may keep); the card in force is ``CardState.ev``.  A game without
an event deck has ``events`` None and ``ev`` None, and a game with one has ``ev`` None
until the first reveal, so the base procedure asks one attribute (``ev is not None``)
at each point and nothing more (the base game's speed does not change).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from bang.cards.frames import CHECKS, END, PLAY, START, TURN, EventStep, Turn
from bang.core.build import mypyc_attr
from bang.core.errors import ConfigError
from bang.core.protocol import Action

if TYPE_CHECKING:
    from bang.cards.config import CardConfig
    from bang.cards.state import AnswerFn, CardState, LegalFn, SeatHook

#: The two decks (F1.1) and the mixed value of ``event_decks``.
HIGH_NOON = "high_noon"
FISTFUL = "fistful"
MIXED = "mixed"
#: The final card of each deck (F1.1), by deck.
FINAL_OF = {HIGH_NOON: "high_noon", FISTFUL: "a_fistful_of_cards"}
#: How many non-final cards a mixed deck keeps by default (F3.1: the peers' 12).
MIXED_SIZE = 12


@mypyc_attr(allow_interpreted_subclasses=True)
class EventCard:
    """One event card (F2) and what it changes, at the named points below.

    Class attributes are read when the card comes into force (``put_in_force``) and
    copied into the game's fast flags; the methods are called only while the card is in
    force, each at one point of the procedure, and do nothing here.  An event keeps no
    state of its own: whatever it must remember lives in ``game.events.turn_marks``
    (emptied at every turn's start) or ``game.events.marks`` (kept for the game).
    """

    #: Stable key (records, messages ``event_card.<key>``), printed English name, the deck
    #: it belongs to and the clause of Part F that defines it.
    key: ClassVar[str] = ""
    name: ClassVar[str] = ""
    deck: ClassVar[str] = HIGH_NOON
    clause: ClassVar[str] = ""
    #: The deck's final card, always at the bottom and in force until the game ends.
    final: ClassVar[bool] = False
    #: One of The Bullet's two extras (only with ``hn_bullet_extras``, F1.1).
    extra: ClassVar[bool] = False
    #: Ghost Town and Dead Man, left out with a ghost variant (F7.1).
    revival: ClassVar[bool] = False
    #: Round-long changes (read into ``CardState`` when the card comes into force):
    #: the suit every card counts as ("" printed suits; Blessing "♥", Curse "♠", F5.1-2);
    forced_suit: ClassVar[str] = ""
    #: BANG! cards a player may play in his turn without Volcanic or Willy (A5, F6.3);
    bang_cap: ClassVar[int] = 1
    #: every character loses his abilities (Hangover, F5.5);
    no_abilities: ClassVar[bool] = False
    #: cards in play in front of players have no effect (Lasso, F5.21);
    tables_inert: ClassVar[bool] = False
    #: Beer may be played (in phase 2 and as a death save; The Reverend, F5.9);
    beer_allowed: ClassVar[bool] = True
    #: ``distance`` replaces A4's (Ambush, Ghost Town's ghost turn, F6.2);
    custom_distance: ClassVar[bool] = False
    #: ``after_phase_one`` has something to do (Train Arrival, Ranch, F6.1);
    after_phase_one_hook: ClassVar[bool] = False
    #: The event's own prompts: kind -> (legal answers, effect of an answer).
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {}

    # --- when the card comes and goes (F3.2, F3.4) ----------------------------------
    def on_reveal(self, game: CardState) -> bool:
        """ENTRY (F3.4 step 2): once, when revealed, before the opener's turn begins; may
        push frames (``EventStep``, whose ``run_phase`` asks the prompts).  True when it
        asked a prompt itself."""
        return False

    def on_cover(self, game: CardState) -> None:
        """The card is covered by the next reveal: its effects end now (F3.2)."""

    def deal(self, game: CardState, rng: random.Random) -> None:
        """At the deal of a game whose event deck holds this card (New Identity's spare
        characters, F5.15); ``rng`` is the deal's own stream."""

    # --- the turn (F3.4) -------------------------------------------------------------
    def turn_start(self, game: CardState, seat: int) -> bool:
        """START (F3.4 step 1): before Dynamite and Jail; may push frames (High Noon's
        damage).  True when it asked a prompt."""
        return False

    def start_checks(self, game: CardState, seat: int) -> bool:
        """Whether the cards in play that ask a start-of-turn draw! ask it (Lasso's
        dormant Jail and Dynamite, F5.21: False)."""
        return True

    def check_outcome(self, game: CardState, seat: int, kind: int, card: int,
                      flipped: int) -> int:
        """The turn step a start-of-turn draw! leads to in place of its card's own rule
        (Lasso's ``check_no_effect``), or -1 for the card's rule (A3)."""
        return -1

    def takes_turn(self, game: CardState, seat: int) -> bool:
        """Whether the eliminated ``seat`` takes a turn now (Ghost Town, Dead Man)."""
        return False

    def run_dead_turn(self, game: CardState, seat: int) -> bool:
        """The turn of an eliminated seat for which ``takes_turn`` is true."""
        raise NotImplementedError(self.key)

    def next_turn_seat(self, game: CardState, seat: int, usual: int) -> int:
        """Whose turn follows ``seat``'s; ``usual`` is the ruleset's answer (A3; Gold
        Rush turns the other way, F5.4)."""
        return usual

    def phase_one_count(self, game: CardState, seat: int, count: int) -> int:
        """Phase 1's number of cards (2, A3; Thirst 1, a ghost 3, F6.4)."""
        return count

    def phase_one(self, game: CardState, seat: int) -> int:
        """Phase 1 in place of the usual one (Peyote, Hard Liquor's choice, Abandoned
        Mine): -1 for the usual phase 1, 0 done, 1 a prompt was asked."""
        return -1

    def after_phase_one(self, game: CardState, seat: int) -> bool:
        """The end of phase 1 (Train Arrival, Ranch; only asked when
        ``after_phase_one_hook``).  True when it asked a prompt."""
        return False

    def outside_phase_one(self, game: CardState, seat: int, react: SeatHook) -> None:
        """``seat``, not the turn's player, reacts now (``react``: his ability's draw on
        an empty hand, Suzy Lafayette), perhaps during that player's phase 1: what the
        event changes of phase 1 is not his (Abandoned Mine, F5.16, F7.3)."""
        react(game, seat)

    def hand_limit(self, game: CardState, seat: int, limit: int) -> int:
        """Phase 3's hand limit (A11; a Ghost Town ghost 0)."""
        return limit

    def phase_three_discard(self, game: CardState, seat: int, card: int) -> bool:
        """A card discarded for the hand limit goes elsewhere than the discard pile
        (Abandoned Mine, F5.16): True when this placed it, and then this emits the
        event that says so (``turn.answer_discard`` emits the usual one otherwise)."""
        return False

    def end_of_turn(self, game: CardState, seat: int, skipped: bool) -> bool:
        """END (after phase 3, F3.4 step 4; ``skipped``: Jail skipped the turn): may push
        frames (Vendetta's draw!, a ghost's re-elimination).  True when it asked."""
        return False

    # --- legality and answers ---------------------------------------------------------
    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        """Every prompt's legal answers, as the rules give them, changed by the event:
        removed (The Sermon's BANG!s, The Judge's cards in play, The Reverend's Beer) or
        added (Sniper, Ricochet).  The one place an event changes legality."""
        return acts

    def answer(self, game: CardState, kind: str, action: Action) -> bool:
        """The effect of an answer this event added in ``legal``: True when handled."""
        return False

    def explain(self, game: CardState, kind: str, seat: int,
                action: Action) -> tuple[str, str] | None:
        """Why ``action`` is not legal now because of the event (``IllegalAction``'s code
        and text), or None."""
        return None

    # --- distances, damage, deaths -------------------------------------------------
    def distance(self, game: CardState, a: int, b: int) -> int:
        """A4's distance from ``a`` to ``b`` (only with ``custom_distance``)."""
        raise NotImplementedError(self.key)

    def damage(self, game: CardState, target: int, amount: int, source: int) -> int:
        """The life ``target`` really loses of ``amount`` (a ghost cannot, F5.3-2)."""
        return amount

    def heal(self, game: CardState, seat: int, amount: int) -> int:
        """The life ``seat`` really regains of ``amount`` (a ghost none, F5.3-2)."""
        return amount

    def run_phase(self, game: CardState, frame: EventStep) -> bool:
        """Run one of the event's own frames; True when it asked a prompt."""
        game.stack.pop()
        return False


#: Every registered event card by key.
EVENTS: dict[str, EventCard] = {}
#: Prompts asked by event cards, kind -> (legal, answer) (``bang.cards.dispatch``).
EVENT_PROMPTS: dict[str, tuple[LegalFn, AnswerFn]] = {}
#: Called after every registration (``bang.cards.dispatch`` rebuilds its tables).
EVENT_LISTENERS: list[Any] = []


def register_event(card: EventCard) -> None:
    """Add an event card (its deck's module calls this at import).  A key or prompt
    kind already taken is refused, so two homes never claim one card."""
    if not card.key or card.key in EVENTS:
        raise ConfigError(f"event card {card.key!r} is already registered (or has no key)")
    if card.deck not in FINAL_OF:
        raise ConfigError(f"event card {card.key!r}: unknown deck {card.deck!r}")
    clash = set(card.prompts) & set(EVENT_PROMPTS)
    if clash:
        raise ConfigError(f"event card {card.key!r}: prompt kinds {sorted(clash)} taken")
    EVENTS[card.key] = card
    EVENT_PROMPTS.update(card.prompts)
    for listener in EVENT_LISTENERS:
        listener()


# --- the deck (F3.1) ---------------------------------------------------------------
def decks_of(config: CardConfig) -> tuple[str, ...]:
    """The boxes whose cards make the pool."""
    decks = config.event_decks
    if decks == "none":
        return ()
    return (HIGH_NOON, FISTFUL) if decks == MIXED else (decks,)


def revival_in_pool(config: CardConfig) -> bool:
    """F7.1: Ghost Town and Dead Man are in the pool without a ghost variant ("auto"),
    always, or never."""
    mode = config.event_revival_cards
    return mode == "always" or (mode == "auto" and config.ghost_variant == "none")


def pool(config: CardConfig) -> tuple[list[str], list[str]]:
    """The pool's non-final cards and its possible final cards, in registration order
    (F3.1, F7.1, F1.1)."""
    decks = decks_of(config)
    revival = revival_in_pool(config)
    cards = [e for e in EVENTS.values() if e.deck in decks
             and (revival or not e.revival) and (config.hn_bullet_extras or not e.extra)]
    return [e.key for e in cards if not e.final], [e.key for e in cards if e.final]


def deck_size(config: CardConfig, available: int) -> int:
    """How many non-final cards the deck keeps (``event_deck_size``; 12 when mixed)."""
    size = config.event_deck_size
    if size == 0:  # "all"
        wanted = MIXED_SIZE if config.event_decks == MIXED else available
    else:
        wanted = size
    if wanted > available:
        raise ConfigError(f"event_deck_size={size}: the pool holds only {available}"
                          " non-final cards")
    return wanted


def final_choices(config: CardConfig) -> list[str]:
    """The final cards a mixed deck may end with (``event_final_card``)."""
    _, finals = pool(config)
    choice = config.event_final_card
    if choice in FINAL_OF:
        return [FINAL_OF[choice]]
    return finals


def build_deck(config: CardConfig, rng: random.Random) -> tuple[list[str], bool]:
    """F3.1: the shuffled non-final cards (cut to ``event_deck_size``) with the final
    card at the bottom; the deck's first card is the next event.  Returns the deck and
    whether its final card is still to be chosen by the opener
    (``first_player_choice``: then it is not yet in the deck)."""
    cards, _ = pool(config)
    if not cards and not final_choices(config):
        raise ConfigError("event_decks: no event card is registered for this deck")
    keep = deck_size(config, len(cards))
    rng.shuffle(cards)
    deck = cards[:keep]
    if config.event_final_card == "first_player_choice":
        return deck, True
    finals = final_choices(config)
    deck.append(finals[0] if len(finals) == 1 else rng.choice(finals))
    return deck, False


# --- what a game with events knows --------------------------------------------------
@dataclass(slots=True)
class EventState:
    """The event deck's part of a card game's state (``CardState.events``)."""

    #: The cards still to come, the next event first (public) and the final card last.
    deck: list[str] = field(default_factory=list)
    #: The revealed cards in order; the last is in force (public).
    pile: list[str] = field(default_factory=list)
    #: Regular turns of the round's opener begun so far (round 1 has no event, F3.2).
    rounds: int = 0
    #: The seat that opens the rounds: the Sheriff, or the 3-player game's first player
    #: (F3.2, F9-2); -1 before the deal.
    opener: int = -1
    #: The first player eliminated in the game, or -1 (Dead Man, F5.19).
    first_dead: int = -1
    #: A seat playing an extra turn (Vendetta), which reveals nothing (F9-1), or -1.
    extra_turn: int = -1
    #: Whether the opener still has to choose the final card (``first_player_choice``).
    final_pending: bool = False
    #: An eliminated seat playing a turn in the game (a Ghost Town ghost, F5.3), who
    #: never counts as living for victory (F6.8), or -1.
    ghost_turn: int = -1
    #: Each seat's spare character, face down ("" none or used: New Identity, F5.15);
    #: only its owner sees it.
    spares: list[str] = field(default_factory=list)
    #: Marks an event keeps for the turn in progress (emptied when a turn begins) and
    #: for the game.
    turn_marks: dict[str, int] = field(default_factory=dict)
    marks: dict[str, int] = field(default_factory=dict)
    #: A Part C ghost's own hand, set aside face down while he plays a Ghost Town turn
    #: (F7.2-1, F7.2-5; the seat is ``ghost_turn``); hidden like any hand, and his again
    #: at the turn's end.
    aside: list[int] = field(default_factory=list)

    @property
    def in_force(self) -> str:
        return self.pile[-1] if self.pile else ""

    def copy(self) -> EventState:
        return EventState(self.deck[:], self.pile[:], self.rounds, self.opener,
                          self.first_dead, self.extra_turn, self.final_pending,
                          self.ghost_turn, self.spares[:], dict(self.turn_marks),
                          dict(self.marks), self.aside[:])

    def to_dict(self) -> dict[str, Any]:
        """The plain form state digests and records keep."""
        data: dict[str, Any] = {"deck": self.deck, "pile": self.pile, "rounds": self.rounds,
                                "opener": self.opener, "first_dead": self.first_dead}
        if self.extra_turn >= 0:
            data["extra_turn"] = self.extra_turn
        if self.final_pending:
            data["final_pending"] = True
        if self.ghost_turn >= 0:
            data["ghost_turn"] = self.ghost_turn
        if any(self.spares):
            data["spares"] = self.spares
        if self.turn_marks:
            data["turn_marks"] = dict(sorted(self.turn_marks.items()))
        if self.marks:
            data["marks"] = dict(sorted(self.marks.items()))
        if self.aside:
            data["aside"] = self.aside
        return data

    def public(self, seat: int | None = None) -> dict[str, Any]:
        """What every seat and spectator sees (F3.1 step 3, F3.2): the card in force, the
        next one, how many are left, the pile, the round; and, for ``seat`` alone, his
        own spare character (New Identity, F5.15) when he has one."""
        view: dict[str, Any] = {
            "in_force": self.in_force or None, "next": self.deck[0] if self.deck else None,
            "deck_count": len(self.deck), "pile": list(self.pile), "round": self.rounds}
        if seat is not None and self.spares and self.spares[seat]:
            view["spare"] = self.spares[seat]
        return view


EVENT_KEYS = frozenset({"deck", "pile", "in_force", "rounds", "first_dead", "extra_turn",
                        "marks", "spares"})


def state_from_setup(config: CardConfig, data: Mapping[str, Any], opener: int,
                     rng: random.Random) -> EventState:
    """The ``"events"`` key of an exact position (docs/card_setup.md): ``deck`` (next
    first), ``pile`` or ``in_force`` (the card in force, last), ``rounds`` (the opener's
    regular turns begun), ``first_dead``, ``extra_turn``, ``marks``; taken as given (F15-7).
    Without ``deck`` the deck is built from ``rng`` less the cards already in the pile."""
    if not isinstance(data, Mapping):
        raise ConfigError("events must be a JSON object")
    unknown = sorted(str(k) for k in data if k not in EVENT_KEYS)
    if unknown:
        raise ConfigError(f"events: unknown key(s) {', '.join(unknown)}; known keys:"
                          f" {', '.join(sorted(EVENT_KEYS))}")
    cards, finals = pool(config)
    allowed = set(cards) | set(finals)
    pile = [str(k) for k in data.get("pile", [])]
    if "in_force" in data and data["in_force"] is not None:
        if pile and pile[-1] != data["in_force"]:
            raise ConfigError("events: in_force must be the last card of pile")
        if not pile:
            pile = [str(data["in_force"])]
    if "deck" in data:
        deck = [str(k) for k in data["deck"]]
    else:
        built, _ = build_deck(config, rng)
        deck = [k for k in built if k not in pile]
    placed = deck + pile
    for key in placed:
        if key not in allowed:
            raise ConfigError(f"events: {key!r} is not a card of this game's event pool"
                              f" ({', '.join(sorted(allowed))})")
    if len(set(placed)) != len(placed):
        raise ConfigError("events: each event card exists once (F2)")
    finals_placed = [k for k in placed if EVENTS[k].final]
    if len(finals_placed) > 1:
        raise ConfigError("events: a deck has one final card (F3.1)")
    if deck and any(EVENTS[k].final for k in deck[:-1]):
        raise ConfigError("events: the final card is the last of the deck (F3.1)")
    if pile and any(EVENTS[k].final for k in pile[:-1]):
        raise ConfigError("events: nothing is revealed after the final card (F3.2)")
    if pile and EVENTS[pile[-1]].final and deck:
        raise ConfigError("events: nothing is revealed after the final card (F3.2)")
    rounds = data.get("rounds", 1 + len(pile) if pile else 0)
    if type(rounds) is not int or rounds < 0:
        raise ConfigError("events.rounds must be a whole number from 0")
    marks = {str(k): int(v) for k, v in dict(data.get("marks", {})).items()}
    spares = [str(k) for k in data.get("spares", [])]
    return EventState(deck, pile, rounds, opener, int(data.get("first_dead", -1)),
                      int(data.get("extra_turn", -1)), False, -1, spares, {}, marks)


# --- in force ------------------------------------------------------------------------
def put_in_force(game: CardState, key: str) -> None:
    """Make ``key`` (or "" for none) the card in force and copy its round-long changes
    into the game's fast flags; abilities and distances are worked out again."""
    from bang.cards.dispatch import prompt_tables

    card = EVENTS[key] if key else None
    game.ev = card
    # Every prompt's answers as the event changes them (``EventCard.legal``, ``answer``).
    game.legal_of, game.answer_of = prompt_tables(game.greens, card is not None)
    game.forced_suit = card.forced_suit if card is not None else ""
    game.bang_cap = card.bang_cap if card is not None else 1
    game.dist_custom = card is not None and card.custom_distance
    game.refresh_abilities()


def opener_seat(game: CardState) -> int:
    """The seat that opens a round now: the Sheriff, or (3 players) the first player,
    then the next living player clockwise from his seat (F3.2, F9-2)."""
    events = game.events
    assert events is not None
    seat = events.opener
    n = game.n
    for k in range(n):
        s = (seat + k) % n
        if game.alive[s]:
            return s
    return seat


def begin_turn(game: CardState, seat: int) -> int:
    """F3.2, F3.4: before a turn begins.  A regular turn of the round's opener begins a
    round, and from round 2 reveals the next card (its ENTRY effect follows at once).
    As ``reveal``: -1 the turn goes on, 0 a frame was pushed, 1 a prompt was asked."""
    events = game.events
    assert events is not None
    if events.final_pending:
        game.stack[-1] = Turn(seat, START, 0)  # the turn begins once it is chosen
        game.stack.append(EventStep("", 0, ()))
        return 0
    if events.extra_turn == seat or seat != opener_seat(game):
        return -1
    events.rounds += 1
    if events.rounds < 2 or not events.deck:
        return -1
    if game.ev is not None and game.ev.final:
        return -1  # F3.2: the final card stays until the game ends
    return reveal(game)


def start_of_turn(game: CardState, seat: int) -> int:
    """F3.4 step 1, once the turn has begun: the turn's marks are emptied and the event's
    START effect runs, before Dynamite and Jail (the turn goes on at its draw!s).  As
    ``reveal``: -1 the turn goes on, 0 a frame was pushed, 1 a prompt was asked."""
    events = game.events
    assert events is not None
    events.turn_marks = {}
    ev = game.ev
    if ev is None:
        return -1
    stack = game.stack
    stack[-1] = TURN[seat][CHECKS]
    depth = len(stack)
    if ev.turn_start(game, seat):
        return 1
    return 0 if len(stack) > depth else -1


def check_outcome(game: CardState, seat: int, kind: int, card: int,
                  effect: Callable[[CardState, int, int, int], int]) -> int:
    """A start-of-turn draw!'s outcome while an event is in force: the event's (Lasso's
    ``check_no_effect``) or, if it has none, the card's own ``effect``."""
    ev = game.ev
    assert ev is not None
    step = ev.check_outcome(game, seat, kind, card, game.check_card)
    return effect(game, seat, card, game.check_card) if step < 0 else step


def event_phase_one(game: CardState, seat: int) -> int:
    """Phase 1 while an event is in force (F6.1): the event's own phase 1 or the usual
    one (with the event's count, F6.4), then the end of phase 1 when the event has
    work there.  As ``reveal``: -1 the turn goes on to phase 2."""
    ev = game.ev
    assert ev is not None
    stack = game.stack
    stack[-1] = TURN[seat][PLAY]
    depth = len(stack)
    if ev.after_phase_one_hook:
        # The end of phase 1 waits on top of the turn, for any prompt of phase 1.
        stack.append(END_OF_PHASE_ONE)
    done = ev.phase_one(game, seat)
    if done < 0:
        # A3's phase 1, with the event's count (Thirst, a ghost's 3: F6.4), which the
        # phase-1 characters read too.
        hook = game.powers[seat].phase_one
        if hook is not None:
            done = 1 if hook(game, seat) else 0
        else:
            game.draw(seat, game.phase_one_count(seat), "phase1")
    if done == 1:
        return 1
    return 0 if len(stack) > depth else -1


#: The deck's own frame marking the end of phase 1 (``run_event_step``).
END_OF_PHASE_ONE = EventStep("", 1, ())


def end_of_phase_one(game: CardState, frame: EventStep) -> bool:
    """The end of phase 1 (Train Arrival, Ranch, Handcuffs: ``after_phase_one``), once
    the phase-1 draw is done; phase 2 follows.  True when it asked a prompt."""
    game.stack.pop()
    ev = game.ev
    return ev is not None and ev.after_phase_one(game, game.turn_seat)


def end_of_turn(game: CardState, seat: int) -> int:
    """F3.4 step 4: the event's END effect after phase 3 (Vendetta), told whether the
    turn was skipped by Jail or its player died (F5.29); the mark ``check`` 1 at END says
    it is done."""
    events, ev = game.events, game.ev
    assert events is not None and ev is not None
    stack = game.stack
    stack[-1] = Turn(seat, END, 1)
    depth = len(stack)
    skipped = "skipped" in events.turn_marks or not game.alive[seat]
    if ev.end_of_turn(game, seat, skipped):
        return 1
    # A pushed frame, or the turn's frame replaced: a Dead Man's Hand player's procedure
    # after his Ghost Town turn (F7.2-5) goes on from the step it names.
    return 0 if len(stack) > depth or stack[-1] != Turn(seat, END, 1) else -1


def reveal(game: CardState) -> int:
    """F3.2: the next card goes on the pile and is in force; the card it covers stops.
    Its ENTRY effect runs now (F3.4 step 2).  Returns -1 when nothing waits, 0 when
    that pushed a frame, 1 when it asked a prompt."""
    events = game.events
    assert events is not None
    old = game.ev
    if old is not None:
        old.on_cover(game)
    key = events.deck.pop(0)
    events.pile.append(key)
    game.emit("event_revealed", event=key,
              upcoming=events.deck[0] if events.deck else None, rounds=events.rounds)
    put_in_force(game, key)
    depth = len(game.stack)
    card = game.ev
    assert card is not None
    if card.on_reveal(game):
        return 1
    return 0 if len(game.stack) > depth else -1


def resample_deck(game: CardState, rng: random.Random | None) -> list[str]:
    """The event deck as a seat may know it (for search, ``CardInformationSet``): the
    next card (public) kept; the cards under it dealt again from the pool's unseen cards
    (by ``rng``, or in a fixed order when None), with a final card at the bottom unless
    the final card is already known (one deck, or chosen)."""
    events = game.events
    assert events is not None
    deck = events.deck
    if len(deck) <= 1:
        return deck[:]
    config = game.config
    cards, _ = pool(config)
    finals = final_choices(config)
    seen = set(events.pile) | {deck[0]}
    unseen = sorted(k for k in cards if k not in seen)
    hidden = deck[1:]
    has_final = EVENTS[hidden[-1]].final
    middle = len(hidden) - (1 if has_final else 0)
    if rng is not None:
        rng.shuffle(unseen)
    rest = unseen[:middle]
    if has_final:
        options = [f for f in finals if f not in seen] or [hidden[-1]]
        final = hidden[-1] if len(options) == 1 else (
            rng.choice(options) if rng is not None else options[0])
        rest.append(final)
    return [deck[0], *rest]


def hide_spares(game: CardState, seat: int, rng: random.Random | None) -> None:
    """The other seats' spare characters (face down, F5.15) dealt again from theirs and
    the characters nobody plays (by ``rng``, or in a fixed order when None)."""
    events = game.events
    assert events is not None
    spares = events.spares
    hidden = [s for s in range(game.n) if s != seat and spares and spares[s]]
    if not hidden:
        return
    from bang.cards import content

    taken = set(game.characters) | {spares[seat]}
    free = sorted({spares[s] for s in hidden}
                  | {c.name for c in content.in_use(game.config.content_sets).characters
                     if c.name not in taken})
    if rng is not None:
        rng.shuffle(free)
    events.spares = spares[:]
    for s, name in zip(hidden, free, strict=False):
        events.spares[s] = name


# --- the opener's choice of the final card (``first_player_choice``) ---------------
def run_choose_final(game: CardState, frame: EventStep) -> bool:
    """F3.1 ``first_player_choice``: the player who opens the game chooses the final
    card of the mixed deck before his first turn."""
    return game.prompt(opener_seat(game), "event_final", public_forced=True)


#: The final cards in the order the choice of ``first_player_choice`` numbers them.
FINAL_ORDER = (FINAL_OF[HIGH_NOON], FINAL_OF[FISTFUL])


def legal_event_final(game: CardState) -> tuple[Action, ...]:
    """F3.1 ``first_player_choice``: one answer per possible final card, ``arg`` its
    place in ``FINAL_ORDER``."""
    _, finals = pool(game.config)
    return tuple(Action("final", arg=i) for i, key in enumerate(FINAL_ORDER) if key in finals)


def answer_event_final(game: CardState, action: Action) -> None:
    """F3.1: the chosen final card goes to the bottom of the event deck."""
    events = game.events
    assert events is not None
    final = FINAL_ORDER[action.arg]
    events.deck.append(final)
    events.final_pending = False
    game.stack.pop()
    game.emit("event_final", seat=opener_seat(game), event=final)


#: The prompts of the deck itself (not of a card).
DECK_PROMPTS: dict[str, tuple[LegalFn, AnswerFn]] = {
    "event_final": (legal_event_final, answer_event_final),
}


def run_event_step(game: CardState, frame: EventStep) -> bool:
    """F3.4: an event's frame (``bang.cards.dispatch`` routes ``EventStep`` here): the
    deck's own (name "") or the named card's ``run_phase``."""
    if not frame.name:
        return end_of_phase_one(game, frame) if frame.step == 1 else run_choose_final(
            game, frame)
    return EVENTS[frame.name].run_phase(game, frame)
