"""The mutable state of a card game, the small operations every rule uses (drawing with
the lazy reshuffle of A11, discarding, distance of A4, events), and the two interfaces
the rules read the game's variable parts through:

- ``Ability``: a character's power as data, and ``CardState.has_ability`` /
  ``CardState.powers`` to ask what a seat can do *now* (the content registry,
  ``bang.cards.content``, fills ``ABILITIES``; ``Ruleset.abilities`` decides which a
  seat has, so copying or suppressing abilities is one change);
- ``Ruleset``: every place where a variant or an event deck may change the procedure
  (``grep -n "rules[.]" src/bang/cards`` lists the calls), with the base game's
  behaviour; Dead Reckonin' and Dead Man's Hand are its subclasses.

The rules themselves are functions over this state in the sibling modules (``turn``,
``play``, ``responses``, ``death``, the variants); ``bang.cards.dispatch`` routes frames
and prompts to them, and ``CardGame`` (``bang.cards.game``) runs them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from bang.cards.config import CardConfig
from bang.cards.data import (
    BARREL_CARDS,
    BARRELS,
    DEFENCE,
    DEFENCE_CARDS,
    FREE_BANG_CARDS,
    IS_SECOND,
    KIND,
    OF_KIND,
    SHERIFF,
    SIGHT,
    SIGHT_CARDS,
    WEAPON_RANGE,
)
from bang.cards.event_deck import EventCard, EventState
from bang.cards.events import public_version
from bang.cards.frames import Check, Frame, GhostPhase, Store
from bang.cards.ghost_state import GhostState
from bang.core.build import mypyc_attr
from bang.core.game import GameBase
from bang.core.protocol import Action, Event
from bang.core.rng import copy_rng
from bang.core.seats import distance_table, next_seat

_new_tuple = tuple.__new__
#: Events a card game keeps at least; the log is cut back to this many once it holds
#: twice as many, so trimming costs little per event.
LOG_KEEP = 1_000

#: Ring distances for each pattern of living seats, built once and shared read-only by
#: every game (a death or a revival switches a game to another table).
_DIST_TABLES: dict[tuple[bool, ...], list[list[int]]] = {}


def seat_distances(alive: list[bool]) -> list[list[int]]:
    """``distance_table(alive)``, from the shared cache."""
    key = tuple(alive)
    table = _DIST_TABLES.get(key)
    if table is None:
        table = _DIST_TABLES[key] = distance_table(alive)
    return table


# --- abilities --------------------------------------------------------------------------
#: A prompt's legal answers (the only place its legality is decided) and the effect of
#: an answer the game has already checked.
LegalFn = Callable[["CardState"], tuple[Action, ...]]
AnswerFn = Callable[["CardState", Action], None]
#: ``phase_one(game, seat) -> bool``: the seat's phase 1 (A3) in place of drawing two;
#: True when it asked a prompt.
PhaseOneHook = Callable[["CardState", int], bool]
#: ``on_check(game, frame) -> bool``: run the seat's draw! frame (A8) in place of
#: flipping one card; True when it asked a prompt.
CheckHook = Callable[["CardState", "Check"], bool]
#: ``on_damaged(game, seat, amount, source)``: after a hit the seat survived (A9.1).
DamageHook = Callable[["CardState", int, int, int], None]
#: ``on_hand_empty(game, seat)``: the seat's hand has just become empty.
SeatHook = Callable[["CardState", int], None]
#: ``on_other_eliminated(game, seat, dead) -> bool``: another player was eliminated;
#: True when the hook took his cards (A9.3 step 2).
EliminationHook = Callable[["CardState", int, int], bool]
#: ``ignores(game, seat, player, cards) -> bool``: whether what ``player`` did with
#: ``cards`` (a card he played, or the cards an ability of his spent) has no effect on
#: ``seat`` (Dodge City's Apache Kid).
IgnoreHook = Callable[["CardState", int, int, tuple[int, ...]], bool]
#: ``on_hand_used(game, seat, count)``: ``seat`` has just used ``count`` cards of his
#: hand of his own will (played, or given up in answer; Dodge City's Molly Stark).
UseHook = Callable[["CardState", int, int], None]
#: ``turn_begun(game, seat, played) -> bool``: the seat's start-of-turn draw!s are done;
#: ``played`` is False when his turn is skipped (Jail).  True when it asked a prompt
#: (only when ``played``); phase 1 follows its answer.
BegunHook = Callable[["CardState", int, bool], bool]
#: ``actions(game, seat)``: the actions an ability adds to its owner's phase 2.
ActionsFn = Callable[["CardState", int], list[Action]]
#: ``explain(game, seat, action) -> (code, message)``: why such an action is not legal
#: now (``IllegalAction``'s code and text).
ExplainFn = Callable[["CardState", int, Action], tuple[str, str]]


@dataclass(frozen=True, slots=True)
class Ability:
    """A character's power (RULES.md A12): the numbers it adds to its seat and the
    hooks the procedure calls at its named points, with the prompts it asks.  A seat's
    abilities merge into one such record, its ``powers`` (``merge_abilities``).
    A frozen slotted class, not a tuple: the rules read its fields on the hot path, which
    compiles to a field load."""

    key: str
    clause: str
    #: Others see the seat this much farther (Paul Regret, A4).
    defence: int = 0
    #: The seat sees others this much nearer (Rose Doolan, A4).
    sight: int = 0
    #: Extra draw!s against each BANG! effect (Jourdonnais).
    barrels: int = 0
    #: Cancels each of the seat's BANG! cards needs, if more than one (Slab the Killer).
    shot_need: int = 0
    #: No BANG! limit (Willy the Kid, A5).
    free_bangs: bool = False
    #: BANG! and Missed! count as each other (Calamity Janet).
    swaps_bang_missed: bool = False
    #: May discard two cards for one life (Sid Ketchum).
    pairs_for_life: bool = False
    #: Reads the discard pile's top card (Pedro Ramirez): a dead player's discards then
    #: let him choose which lands on top (FAQ Q07).
    reads_discard_top: bool = False
    #: Phase 3 hand limit in place of the life points (Dodge City's Sean Mallory: 10);
    #: 0 for the life points (A3).
    hand_limit: int = 0
    #: Life one Beer gives back, if not 1 (Dodge City's Tequila Joe: 2), in phase 2 and
    #: as a death save alike (A9.2).
    beer_heal: int = 0
    phase_one: PhaseOneHook | None = None
    #: The seat's draw!s (A8) in place of flipping one card (Lucky Duke flips two and
    #: chooses).
    on_check: CheckHook | None = None
    on_damaged: DamageHook | None = None
    on_hand_empty: SeatHook | None = None
    on_other_eliminated: EliminationHook | None = None
    #: After another player's elimination is settled (A9.3 all steps, the bounty
    #: included), called for each living seat in seat order from the dead player's left
    #: (Dodge City's Herb Hunter and Greg Digger, E9-8, E17-3); the result is ignored.
    after_other_eliminated: EliminationHook | None = None
    #: The prompts this ability asks: kind -> (legal answers, effect of an answer).
    prompts: Mapping[str, tuple[LegalFn, AnswerFn]] = field(default_factory=dict)
    #: Any hand card may be given as a Missed! (Dodge City's Elena Fuente).
    any_card_missed: bool = False
    #: During the seat's own turn the cards in play in front of the others have no
    #: effect (Dodge City's Belle Star; ``CardState.cards_off``).
    others_tables_off: bool = False
    #: Cards of others that do nothing to the seat (``IgnoreHook``: Apache Kid).
    ignores: IgnoreHook | None = None
    #: The seat used hand cards of his own will (``UseHook``: Molly Stark).
    on_hand_used: UseHook | None = None
    #: The start-of-turn draw!s are done (``BegunHook``: Vera Custer's choice).
    turn_begun: BegunHook | None = None
    #: Actions the ability adds to its owner's phase 2: action kind -> (the legal ones
    #: now, the effect of one, why one is not legal), offered by ``play.legal_play``,
    #: answered by ``play.answer_play`` and explained by ``CardGame.verify`` (Chuck
    #: Wengam, Doc Holyday, José Delgado).
    play_actions: Mapping[str, tuple[ActionsFn, AnswerFn, ExplainFn]] = field(
        default_factory=dict)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as the call that makes it again: the compiled build's frozen classes
        cannot be rebuilt field by field, and a root-parallel search sends the seats'
        abilities (inside an information set) to its worker processes."""
        return (Ability, (self.key, self.clause, self.defence, self.sight, self.barrels,
                          self.shot_need, self.free_bangs, self.swaps_bang_missed,
                          self.pairs_for_life, self.reads_discard_top, self.hand_limit,
                          self.beer_heal, self.phase_one, self.on_check, self.on_damaged,
                          self.on_hand_empty, self.on_other_eliminated,
                          self.after_other_eliminated, self.prompts,
                          self.any_card_missed, self.others_tables_off, self.ignores,
                          self.on_hand_used, self.turn_begun, self.play_actions))


#: Every registered ability by key, and each character's abilities by name (filled by
#: ``bang.cards.content.register``).
ABILITIES: dict[str, Ability] = {}
CHARACTER_ABILITIES: dict[str, tuple[str, ...]] = {}
#: A seat with no abilities (the dead, or all of them under an event that removes them).
NO_POWERS = Ability("", "")
#: ``frozenset(keys)`` for each tuple of ability keys seen (a seat's ``abilities``).
_HELD: dict[tuple[str, ...], frozenset[str]] = {}
_NO_ABILITIES: frozenset[str] = frozenset()


def merge_abilities(keys: tuple[str, ...]) -> Ability:
    """One record for a seat holding the abilities ``keys``: numbers add up, flags and
    hooks are those of any of them (the first that has the hook)."""
    if not keys:
        return NO_POWERS
    if len(keys) == 1:
        return ABILITIES[keys[0]]
    merged = _MERGED.get(keys)
    if merged is None:
        merged = _MERGED[keys] = _merge(keys)
    return merged


#: Merged records by their keys (emptied whenever abilities are registered or removed).
_MERGED: dict[tuple[str, ...], Ability] = {}


def abilities_changed() -> None:
    """Forget the merged records (``bang.cards.content`` calls it on every change)."""
    _MERGED.clear()


def _merge(keys: tuple[str, ...]) -> Ability:
    parts = [ABILITIES[k] for k in keys]

    def first(name: str) -> Any:
        return next((getattr(p, name) for p in parts if getattr(p, name) is not None), None)

    prompts: dict[str, tuple[LegalFn, AnswerFn]] = {}
    play_actions: dict[str, tuple[ActionsFn, AnswerFn, ExplainFn]] = {}
    for part in parts:
        prompts.update(part.prompts)
        play_actions.update(part.play_actions)
    return Ability(
        "+".join(keys), ", ".join(p.clause for p in parts),
        defence=sum(p.defence for p in parts), sight=sum(p.sight for p in parts),
        barrels=sum(p.barrels for p in parts), shot_need=max(p.shot_need for p in parts),
        free_bangs=any(p.free_bangs for p in parts),
        swaps_bang_missed=any(p.swaps_bang_missed for p in parts),
        pairs_for_life=any(p.pairs_for_life for p in parts),
        reads_discard_top=any(p.reads_discard_top for p in parts),
        hand_limit=max(p.hand_limit for p in parts),
        beer_heal=max(p.beer_heal for p in parts),
        phase_one=first("phase_one"), on_check=first("on_check"),
        on_damaged=first("on_damaged"),
        on_hand_empty=first("on_hand_empty"),
        on_other_eliminated=first("on_other_eliminated"),
        after_other_eliminated=first("after_other_eliminated"), prompts=prompts,
        any_card_missed=any(p.any_card_missed for p in parts),
        others_tables_off=any(p.others_tables_off for p in parts),
        ignores=first("ignores"), on_hand_used=first("on_hand_used"),
        turn_begun=first("turn_begun"), play_actions=play_actions)


# --- the ruleset --------------------------------------------------------------------
@mypyc_attr(allow_interpreted_subclasses=True)
class Ruleset:
    """Where a variant may change the base procedure, with the base game's behaviour.

    A game holds one ruleset (``CardState.rules``), shared by its clones: a ruleset has
    no state of its own (a variant's facts live in the game, ``CardState.ghost``).  The
    base rules call it at the points below and nowhere else, in the manner of
    scalachess's ``Variant`` and python-chess's variant boards; a variant overrides the
    methods it changes.  Prompts and frames of its own go through ``prompts`` and
    ``run_phase`` (``bang.cards.dispatch`` routes them).
    """

    #: The ``ghost_variant`` (or other option value) this ruleset plays.
    key: ClassVar[str] = "none"
    #: Something happens between two turns (a variant's window), so every turn ends the
    #: resolution pass instead of running on into the next one (``turn.run_turn``).
    between_turns: ClassVar[bool] = False
    #: The variant's own prompt kinds: kind -> (legal answers, effect of an answer).
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {}

    def abilities(self, game: CardState, seat: int) -> tuple[str, ...]:
        """The abilities ``seat`` has now: his character's while he is in the game
        (A12; a dying player still is, an eliminated one not, C2.1-7), and those of the
        character he copies (``CardState.copied``: Dodge City's Vera Custer, E6.1)."""
        if not game.alive[seat]:
            return ()
        own = CHARACTER_ABILITIES.get(game.characters[seat], ())
        copy = game.copied[seat]
        if copy:
            return own + tuple(k for k in CHARACTER_ABILITIES.get(copy, ()) if k not in own)
        return own

    def settle(self, game: CardState) -> bool:
        """Before a turn step runs: settle the deaths the last card or event left
        pending (A14.7, ``ghost.new_dead``, which only a variant fills); True if that
        pushed a frame or ended the game."""
        return False

    def takes_turn(self, game: CardState, seat: int) -> bool:
        """Whether the dead seat ``seat`` still takes turns (the ghosts, C1.1-2)."""
        return False

    def run_dead_turn(self, game: CardState, frame: Frame) -> bool:
        """C1.1-2, C2.1-3: the turn of a dead seat for which ``takes_turn`` is true."""
        raise NotImplementedError

    def after_turn(self, game: CardState, seat: int) -> bool:
        """A3: in the base game nothing happens between one turn and the next; a variant's
        contest or shooting window goes here (C1.1-3, C2.2-1).  True if it pushed a frame."""
        return False

    def next_turn_seat(self, game: CardState, seat: int) -> int:
        """Whose turn follows ``seat``'s: the next living player clockwise (A3)."""
        return next_seat(game.alive, seat)

    def replaces_elimination(self, game: CardState, seat: int) -> bool:
        """Whether the elimination of ``seat`` that is about to start is replaced by
        something else (and done here): True stops A9.3 for him."""
        return False

    def on_eliminated(self, game: CardState, seat: int, killer: int) -> None:
        """After the elimination procedure of A9.3 (rewards included, A14.6)."""

    def victory(self, game: CardState) -> frozenset[int] | None:
        """Winners the variant decides before A10 is looked at (or None)."""
        return None

    def before_finish(self, game: CardState) -> None:
        """A10: just before the game ends with its winners (a variant's own final count,
        C2.1-6)."""

    def game_over_extra(self, game: CardState) -> dict[str, Any]:
        """A10: what the variant adds to the ``game_over`` event (C2.1-6)."""
        return {}

    def store_member(self, game: CardState, seat: int) -> bool:
        """Whether ``seat`` takes part in a General Store (A7: the living)."""
        return game.alive[seat]

    def run_phase(self, game: CardState, frame: GhostPhase) -> bool:
        """C1, C2: run one of the variant's own frames; the base game has none."""
        game.stack.pop()
        return False


BASE_RULES = Ruleset()



def per_kind(table: list[int], amounts: list[int]) -> int:
    """The sum over the cards in front of a player of what each one's kind gives
    (``amounts``: a per-kind table of ``bang.cards.data``, such as ``DEFENCE``)."""
    total = 0
    for card in table:
        total += amounts[KIND[card]]
    return total

class CardState(GameBase):
    """Everything a card game knows.  Card piles are lists of card ids; a deck's top is
    its *last* element so drawing is ``pop()``."""

    GAME = "cards"
    # Slots: a game has too many attributes for a shared-key instance dict, and the
    # rules read them on every step.
    __slots__ = (
        "abilities",
        "alive",
        "answer_of",
        "bang_cap",
        "bangs_played",
        "characters",
        "check_card",
        "config",
        "copied",
        "counters",
        "deaths_unchecked",
        "deck",
        "discard",
        "dist",
        "dist_custom",
        "dist_rows",
        "dist_seen",
        "ev",
        "events",
        "forced_public",
        "forced_suit",
        "game_over",
        "ghost",
        "green_new",
        "greens",
        "hand_wait",
        "hands",
        "immune",
        "legal_of",
        "life",
        "limbo",
        "log",
        "log_base",
        "max_life",
        "n",
        "others_cache",
        "out",
        "owed_draws",
        "powers",
        "private",
        "revealed",
        "rng_",
        "rng_shared",
        "roles",
        "rules",
        "shown_cache",
        "stack",
        "tables",
        "tables_off",
        "tables_seen",
        "turn_seat",
        "turn_uses",
        "turns_taken",
        "twins",
        "watch_empty",
        "winners",
    )


    config: CardConfig
    n: int
    roles: list[str]
    characters: list[str]
    life: list[int]
    max_life: list[int]
    alive: list[bool]
    revealed: list[bool]
    hands: list[list[int]]
    tables: list[list[int]]
    deck: list[int]
    discard: list[int]
    limbo: list[int]
    #: Cards a set-up left out of the game (docs/card_setup.md ``out_of_game``): no rule
    #: reads them and no view shows them; the list is never changed once dealt.
    out: list[int]
    stack: list[Frame]
    turn_seat: int
    bangs_played: int
    check_card: int
    #: Dodge City's green cards played during the turn now being played (E4.1-3, E9-1):
    #: in play but not usable until that turn ends, when it is emptied.  A tuple,
    #: replaced whole, so a clone shares it; empty in a game without green cards.
    green_new: tuple[int, ...]
    #: Whether this game's deck holds green cards at all (``GameContent.greens``): the
    #: base game's hot path then never looks for them.
    greens: bool
    #: The prompt tables this game plays with (``dispatch.prompt_tables``): by prompt
    #: kind, its legal answers and the effect of an answer.
    legal_of: dict[str, LegalFn]
    answer_of: dict[str, AnswerFn]
    dist: list[list[int]]
    dist_rows: list[list[int] | None]
    dist_seen: list[list[int]] | None
    tables_seen: list[list[int]]
    others_cache: list[list[int] | None]
    rng_: random.Random
    rng_shared: bool
    log: list[Event]
    #: Events trimmed off the front of ``log`` so far: event ``i`` of the game (counting
    #: from its first) is ``log[i - log_base]``, which lets a feed keep its place.
    log_base: int
    private: list[int]
    twins: dict[int, Event]
    winners: frozenset[int]
    deaths_unchecked: bool
    game_over: bool
    forced_public: bool
    turns_taken: int
    #: Per seat, the character whose abilities he holds besides his own ("" none):
    #: Dodge City's Vera Custer (E6.1), read by ``Ruleset.abilities``.
    copied: list[str]
    #: How often each limited ability (by key) was used in the turn in progress (Doc
    #: Holyday once, José Delgado twice, E6.1); emptied when a turn starts.
    turn_uses: dict[str, int]
    #: Per seat, cards owed from the deck once the Duel in progress ends (Dodge City's
    #: Molly Stark with ``molly_stark_duel_draw = "end"``, E6.1).
    owed_draws: list[int]
    ghost: GhostState
    #: The event deck's state (High Noon, A Fistful of Cards: ``bang.cards.event_deck``),
    #: None in a game without one; ``ev`` the card in force (None before the first
    #: reveal).  Every hook point of the procedure asks ``ev is not None`` first.
    events: EventState | None
    ev: EventCard | None
    #: The round-long changes of the card in force, read on the hot path: the suit every
    #: card counts as ("" printed; F5.1-2), the BANG! cards allowed in a turn (1; A5,
    #: F6.3), and whether the event works distances out its own way (F6.2).
    forced_suit: str
    bang_cap: int
    dist_custom: bool
    counters: dict[str, int]
    #: The variant in force (shared, stateless: see ``Ruleset``).
    rules: Ruleset
    #: Per seat, the abilities he has now and their merged record (``refresh_abilities``).
    abilities: list[frozenset[str]]
    powers: list[Ability]
    #: Seats whose abilities react to an empty hand (A12 Suzy Lafayette).
    watch_empty: tuple[int, ...]
    #: The seat whose empty hand is looked at only once the "+1" card he played has
    #: resolved (Dodge City, E4.2-4, E9-15; a ``HandLoss`` frame waits under its effect),
    #: or -1.
    hand_wait: int
    #: Whether some seat's ability switches the others' cards in play off in his turn
    #: (Belle Star, or a copy of her): the readers of cards in play ask nothing more in a
    #: game without one (the base game's hot path).
    tables_off: bool
    #: Whether some seat is unaffected by some cards of others (Apache Kid, or a copy of
    #: him): only then does an effect ask whether its target ignores it.
    immune: bool
    #: ``view.shown_roles``'s roles everybody sees, with the roles and reveals they come
    #: from (a cache, never copied: a clone's roles may be dealt again).
    shown_cache: tuple[tuple[tuple[str, ...], tuple[bool, ...]], list[str | None]] | None

    # --- events -------------------------------------------------------------------
    def emit(self, kind: str, to: frozenset[int] | None = None, **data: Any) -> None:
        log = self.log
        if to is not None:
            self.private.append(len(log))
        log.append(_new_tuple(Event, (kind, data, to)))

    def trim_log(self) -> None:
        """Keep only the latest ``LOG_KEEP`` events (docs/design.md §7: a match's state stays
        small however long it runs).  Views carry the latest ``RECENT_EVENTS`` and the
        rules look back at most one turn; the full story is the record, which replays
        every event.  The private-event indices and their public twins move with it."""
        drop = len(self.log) - LOG_KEEP
        if drop <= 0:
            return
        del self.log[:drop]
        self.log_base += drop
        self.private = [i - drop for i in self.private if i >= drop]
        self.twins = {i - drop: e for i, e in self.twins.items() if i >= drop}

    def rand(self) -> random.Random:
        """The game's chance stream, copied first if a clone still shares it."""
        if self.rng_shared:
            self.rng_ = copy_rng(self.rng_)
            self.rng_shared = False
        return self.rng_

    def recent_events(self, seat: int | None, count: int) -> list[Event]:
        """The last ``count`` events as ``seat`` (None: a spectator) may see them.

        Only the private events (their log indices are kept in ``private``) can differ
        from the log; the public twin of each is made on first need and kept, since views
        are built far less often than events are emitted.
        """
        log = self.log
        start = max(len(log) - count, 0)
        events = log[start:]
        private, twins = self.private, self.twins
        k = len(private) - 1
        while k >= 0:
            index = private[k]
            if index < start:
                break
            event = log[index]
            if seat is None or seat not in event.to:  # type: ignore[operator]
                twin = twins.get(index)
                if twin is None:
                    twin = twins[index] = public_version(event)
                events[index - start] = twin
            k -= 1
        return events

    # --- cards --------------------------------------------------------------------
    def reshuffle(self) -> None:
        """RULES.md A11: shuffle the discard pile into a new deck (lazily, when needed)."""
        pile = self.discard
        keep: list[int] = []
        if self.config.reshuffle_keep_top_discard and pile:
            keep = [pile.pop()]
        self.rand().shuffle(pile)
        self.deck = pile + self.deck
        self.discard = keep
        self.emit("reshuffle", deck=len(self.deck))

    def take_top(self) -> int:
        """The top card of the deck, reshuffling first if it is empty; -1 if none exist."""
        if not self.deck:
            self.reshuffle()
            if not self.deck:
                return -1
        return self.deck.pop()

    def draw(self, seat: int, count: int, why: str = "draw") -> list[int]:
        """``seat`` draws ``count`` cards into his hand; only he sees which."""
        got: list[int] = []
        hand = self.hands[seat]
        deck = self.deck
        for _ in range(count):
            if deck:  # the common case, without a call (the reshuffle replaces the deck)
                card = deck.pop()
            else:
                card = self.take_top()
                deck = self.deck
                if card < 0:
                    break
            hand.append(card)
            got.append(card)
        if got:
            self.emit("draw", frozenset((seat,)), seat=seat, why=why, cards=got)
        return got

    def to_discard(self, card: int) -> None:
        """A card goes to its own deck's discard pile: the ghosts' second deck
        (``ghost_separate_deck``) never mixes into the main deck, nor the main deck's
        cards into the ghosts' pile, or the living could run out of cards."""
        if IS_SECOND[card]:
            self.ghost.discard.append(card)
        else:
            self.discard.append(card)

    def remove_from_hand(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)

    def random_hand_card(self, seat: int) -> int:
        """Take a random card out of ``seat``'s hand (A7 "draw/discard a card")."""
        hand = self.hands[seat]
        return hand.pop(self.rand().randrange(len(hand)))

    # --- cards in play (A4, A7): the only readers of what a table does ----------------
    def has_kind(self, seat: int, kind: int) -> bool:
        """Whether a card of ``kind`` is in play in front of ``seat``."""
        return not OF_KIND[kind].isdisjoint(self.tables[seat])

    def table_card_of_kind(self, seat: int, kind: int) -> int:
        for card in self.tables[seat]:
            if KIND[card] == kind:
                return card
        return -1

    def cards_off(self, seat: int, green: bool = False) -> bool:
        """Whether the cards in play in front of ``seat`` have no effect now: during the
        turn of another player whose ability switches them off (Dodge City's Belle
        Star, E6.1, E9-4).  Blue cards (``green`` False) only with ``belle_star_scope``
        "blue_and_green", green ones always.  Only what the cards *do* is off: they may
        still be taken or discarded (E6.1 Belle Star 4)."""
        ev = self.ev
        if ev is not None and ev.tables_inert:
            return True  # Lasso: cards in play in front of players do nothing (F5.21)
        turn = self.turn_seat
        if seat == turn or not self.powers[turn].others_tables_off:
            return False
        return green or self.config.belle_star_scope == "blue_and_green"

    def unaffected(self, seat: int, player: int, cards: tuple[int, ...]) -> bool:
        """Whether what ``player`` does with ``cards`` (a card he plays on ``seat``, or
        the cards an ability of his spends) has no effect on ``seat`` (Dodge City's
        Apache Kid, E6.1): asked wherever such an effect would reach a player."""
        hook = self.powers[seat].ignores
        return hook is not None and hook(self, seat, player, cards)

    def hand_used(self, seat: int, count: int) -> None:
        """``seat`` has just used ``count`` cards of his hand of his own will (played or
        given up in answer): his ability may react (Dodge City's Molly Stark, E6.1)."""
        hook = self.powers[seat].on_hand_used
        if hook is not None:
            hook(self, seat, count)

    def settle_owed_draws(self) -> None:
        """The Duel in progress is over: every seat draws the cards owed to it until then
        (Molly Stark with ``molly_stark_duel_draw = "end"``, E6.1, E11-30)."""
        owed = self.owed_draws
        if not any(owed):
            return
        self.owed_draws = [0] * self.n
        for seat in range(self.n):
            if owed[seat] and self.alive[seat]:
                self.draw(seat, owed[seat], "molly_stark")

    def weapon(self, seat: int) -> int:
        """The weapon in play in front of ``seat``, or -1 (the Colt .45)."""
        for card in self.tables[seat]:
            if KIND[card] in WEAPON_RANGE:
                return -1 if self.tables_off and self.cards_off(seat) else card
        return -1

    def weapon_range(self, seat: int) -> int:
        """Reach for BANG! cards: the weapon's range, or the Colt .45's 1 (A4)."""
        for card in self.tables[seat]:
            r = WEAPON_RANGE.get(KIND[card])
            if r is not None:
                return 1 if self.tables_off and self.cards_off(seat) else r
        return 1

    def free_bangs(self, seat: int) -> bool:
        """A5: no BANG! limit, from a card in play (Volcanic) or an ability (Willy)."""
        if self.powers[seat].free_bangs:
            return True
        return not FREE_BANG_CARDS.isdisjoint(self.tables[seat]) and not (
            self.tables_off and self.cards_off(seat))

    def barrels(self, seat: int) -> int:
        """How many Barrel draw!s ``seat`` may make against one BANG! effect: one per
        card in play that gives one, plus his abilities' (A7, A12 Jourdonnais)."""
        count = self.powers[seat].barrels
        table = self.tables[seat]
        if not BARREL_CARDS.isdisjoint(table) and not (
                self.tables_off and self.cards_off(seat)):
            count += per_kind(table, BARRELS)
        return count

    def defence(self, seat: int) -> int:
        """How much farther others see ``seat`` (A4: Mustang, Paul Regret)."""
        bonus = self.powers[seat].defence
        table = self.tables[seat]
        if not DEFENCE_CARDS.isdisjoint(table) and not (
                self.tables_off and self.cards_off(seat)):
            bonus += per_kind(table, DEFENCE)
        return bonus

    def sight(self, seat: int) -> int:
        """How much nearer ``seat`` sees the others (A4: Scope, Rose Doolan)."""
        bonus = self.powers[seat].sight
        table = self.tables[seat]
        if not SIGHT_CARDS.isdisjoint(table) and not (
                self.tables_off and self.cards_off(seat)):
            bonus += per_kind(table, SIGHT)
        return bonus

    def distance(self, a: int, b: int) -> int:
        """RULES.md A4: ring distance, farther by ``b``'s defence and nearer by ``a``'s
        sight, never below 1."""
        if self.dist_custom:
            ev = self.ev
            assert ev is not None
            return ev.distance(self, a, b)  # Ambush, a Ghost Town ghost's turn (F6.2)
        d = self.dist[a][b] + self.defence(b) - self.sight(a)
        return d if d > 1 else 1

    def distances_from(self, a: int) -> list[int]:
        """A4: ``distance(a, b)`` for every seat ``b`` at once (meaningless for ``a`` itself
        and the dead): each table is looked at once instead of once per pair.

        Rows are kept (read-only) until a table or the seating changes.  The check
        compares the tables with a copy made when the rows were last cleared, so no rule
        has to report its changes; the seating is rebuilt as a new ``dist`` object, and
        a change of abilities clears the rows (``refresh_abilities``).
        """
        if self.tables_off and (
                self.powers[self.turn_seat].others_tables_off or self.ev is not None):
            # A turn that switches others' cards off (Belle Star, E6.1): worked out
            # afresh, outside the rows kept for the other turns.
            return [self.distance(a, b) for b in range(self.n)]
        tables = self.tables
        if self.dist is not self.dist_seen or tables != self.tables_seen:
            self.dist_seen = self.dist
            self.tables_seen = list(map(list.copy, tables))
            self.dist_rows = [None] * self.n
        else:
            cached = self.dist_rows[a]
            if cached is not None:
                return cached
        powers = self.powers
        bonus = -powers[a].sight
        if not SIGHT_CARDS.isdisjoint(tables[a]):
            for card in tables[a]:
                bonus -= SIGHT[KIND[card]]
        row = self.dist[a]
        result = []
        for b in range(self.n):  # ``defence(b)`` written out: one call fewer per seat
            d = row[b] + bonus + powers[b].defence
            table = tables[b]
            if not DEFENCE_CARDS.isdisjoint(table):
                for card in table:
                    d += DEFENCE[KIND[card]]
            result.append(d if d > 1 else 1)
        self.dist_rows[a] = result
        return result

    def living(self) -> list[int]:
        return [s for s in range(self.n) if self.alive[s]]

    def alive_count(self) -> int:
        return sum(self.alive)

    def rebuild_distances(self) -> None:
        """Distances and seat orders change only when someone dies or returns."""
        self.dist = seat_distances(self.alive)
        self.others_cache = [None] * self.n

    def sheriff_seat(self) -> int:
        try:
            return self.roles.index(SHERIFF)
        except ValueError:
            return -1

    # --- abilities ------------------------------------------------------------------
    def refresh_abilities(self, seat: int = -1) -> None:
        """Ask the ruleset which abilities a seat has now (``Ruleset.abilities``), and
        merge them into its ``powers``: every seat's (``seat`` -1), or one seat's when
        only his can have changed (he died or returned).  Called at the deal, on a death
        or a return, and wherever a variant says.  The lists are replaced, never changed
        in place, so clones share them."""
        rules = self.rules
        if seat < 0:
            abilities = [_NO_ABILITIES] * self.n
            powers = [NO_POWERS] * self.n
            seats: range | tuple[int] = range(self.n)
        else:
            abilities = self.abilities[:]
            powers = self.powers[:]
            seats = (seat,)
        ev = self.ev
        hangover = ev is not None and ev.no_abilities  # Hangover (F5.5)
        for s in seats:
            keys = () if hangover else rules.abilities(self, s)
            held = _HELD.get(keys)
            if held is None:
                held = _HELD[keys] = frozenset(keys)
            abilities[s] = held
            powers[s] = merge_abilities(keys)
        self.abilities = abilities
        self.powers = powers
        self.watch_empty = self.watched_hands()
        # An event whose distances are its own counts here too, so that
        # ``distances_from`` works them out afresh (F6.2).
        self.tables_off = any(p.others_tables_off for p in powers) or (
            ev is not None and (ev.tables_inert or ev.custom_distance))
        self.immune = any(p.ignores is not None for p in powers)
        self.dist_seen = None

    def next_turn(self, seat: int) -> int:
        """Whose turn follows ``seat``'s: the ruleset's answer (A3; the ghosts' seats,
        C1.1-2), which the event in force may change (Gold Rush, F5.4)."""
        usual = self.rules.next_turn_seat(self, seat)
        ev = self.ev
        return usual if ev is None else ev.next_turn_seat(self, seat, usual)

    def phase_one_count(self, seat: int, count: int = 2) -> int:
        """How many cards phase 1 draws (A3: 2; Thirst 1, a Ghost Town ghost 3: F6.4),
        which the phase-1 characters' own draws read too; ``count`` is what an ability
        draws instead of 2 (Pixie Pete's 3, Bill Noface's), which the event changes
        alike (F6.4: one count for phase 1, Thirst one less if above 1, a ghost one
        more)."""
        ev = self.ev
        return count if ev is None else ev.phase_one_count(self, seat, count)

    def has_ability(self, seat: int, key: str) -> bool:
        """Whether ``seat`` has the ability ``key`` now: the one question every rule asks
        about a character (never his name)."""
        return key in self.abilities[seat]

    def holder(self, key: str, exclude: int = -1) -> int:
        """The first seat (other than ``exclude``) that has ability ``key`` now, or -1."""
        for seat in range(self.n):
            if seat != exclude and key in self.abilities[seat]:
                return seat
        return -1

    def watched_hands(self) -> tuple[int, ...]:
        """The seats whose ability reacts to an empty hand, looked at between steps
        (``CardGame.advance``), but for one whose reaction waits (``hand_wait``)."""
        powers, wait = self.powers, self.hand_wait
        return tuple(s for s in range(self.n) if powers[s].on_hand_empty and s != wait)

    def check_empty_hands(self) -> None:
        """A12 "as soon as she has no cards in hand": every seat whose ability reacts to
        an empty hand and holds none (a hand that could not be refilled when it emptied
        is refilled once a card can be drawn)."""
        hands, powers = self.hands, self.powers
        for seat in self.watch_empty:
            if not hands[seat]:
                hook = powers[seat].on_hand_empty
                if hook is not None:
                    self.react_to_empty_hand(seat, hook)

    def after_hand_loss(self, seat: int) -> None:
        """A card has left ``seat``'s hand and reached its place (the discard pile, a
        table, another hand): if that emptied a hand whose ability reacts (A12 Suzy
        Lafayette, "at any moment") it reacts now, before the rest of what took the
        card happens: a Stagecoach played as her last card gives her its two cards after
        her own, and Jesse Jones takes his second card from the deck after her.  Every
        rule that takes a card out of a hand calls this once the card has landed;
        ``advance`` checks the same between steps (``check_empty_hands``)."""
        if not self.hands[seat]:
            hook = self.powers[seat].on_hand_empty
            if hook is not None:
                self.react_to_empty_hand(seat, hook)

    def react_to_empty_hand(self, seat: int, hook: SeatHook) -> None:
        """``seat``'s ability reacts to his empty hand (A12 Suzy Lafayette draws): in
        another player's turn, an event in force may have to keep his draw apart from
        that player's phase 1 (Abandoned Mine, F5.16: from the deck, not the pile)."""
        ev = self.ev
        if ev is not None and seat != self.turn_seat:
            ev.outside_phase_one(self, seat, hook)
        else:
            hook(self, seat)

    # --- helpers shared by several rule modules -----------------------------------
    def others(self, seat: int) -> list[int]:
        """Other living players, clockwise from ``seat``'s left (cached until a death)."""
        cached = self.others_cache[seat]
        if cached is None:
            n = self.n
            alive = self.alive
            cached = [(seat + k) % n for k in range(1, n) if alive[(seat + k) % n]]
            self.others_cache[seat] = cached
        return cached

    def sid_actions(self, seat: int) -> list[Action]:
        """RULES.md A12 Sid Ketchum: discard any two hand cards for one life."""
        hand = sorted(self.hands[seat])
        return [Action("sid", a, -1, b) for i, a in enumerate(hand) for b in hand[i + 1:]]

    def sid_window(self, seat: int) -> list[Action]:
        """Sid Ketchum's pairs where A12's default allows them outside a death save: at
        every decision of his own turn (phase 2, the phase-3 discard, a Duel he started,
        his General Store pick, the card he takes with Panic!), and in any other
        response window only with ``sid_ketchum_any_time_out_of_turn``; never at full
        life (A14.3).  Death saves offer them always (``death.legal_dying``)."""
        if (self.powers[seat].pairs_for_life and len(self.hands[seat]) >= 2
                and self.life[seat] < self.max_life[seat]
                and (seat == self.turn_seat
                     or self.config.sid_ketchum_any_time_out_of_turn)):
            return self.sid_actions(seat)
        return []

    def answer_sid(self, seat: int, action: Action) -> None:
        """Sid Ketchum's two cards go to the discard pile for one life, never above his
        maximum (at 0 or less, as a death save, A9.2, that is simply one more)."""
        for card in (action.card, action.arg):
            self.remove_from_hand(seat, card)
            self.to_discard(card)
        self.life[seat] = min(self.life[seat] + 1, self.max_life[seat])
        self.emit("sid_ketchum", seat=seat, cards=[action.card, action.arg], life=self.life[seat])
        self.after_hand_loss(seat)
        self.hand_used(seat, 2)

    def heal(self, seat: int, amount: int) -> None:
        if self.ev is not None:
            amount = self.ev.heal(self, seat, amount)  # a ghost regains nothing (F5.3)
        before = self.life[seat]
        self.life[seat] = min(before + amount, self.max_life[seat])
        if self.life[seat] != before:
            self.emit("heal", seat=seat, life=self.life[seat])

    def count(self, name: str, amount: int = 1) -> None:
        """Add to one of the game's statistics counters (``stats()``)."""
        self.counters[name] = self.counters.get(name, 0) + amount

    @property
    def dead_reckonin(self) -> bool:
        return self.config.ghost_variant == "dead_reckonin"

    @property
    def dead_mans_hand(self) -> bool:
        return self.config.ghost_variant == "dead_mans_hand"

    @property
    def dmh_winners(self) -> frozenset[int]:
        """Dead Man's Hand's winners (empty until the game is over), apart from the main
        game's ``winners`` (RULES.md C2.1-6)."""
        w = self.ghost.dmh_winners
        return frozenset(w) if w else frozenset()

    def limbo_public(self) -> bool:
        """Whether the cards set aside (``limbo``) are face up: a General Store's are,
        Kit Carlson's and a Ghost's Will are seen by one player only."""
        return bool(self.stack) and isinstance(self.stack[-1], Store)

    def clone(self) -> CardState:
        """An independent copy (``CardGame.clone``)."""
        raise NotImplementedError

    # --- prompts ------------------------------------------------------------------
    def prompt(self, seat: int, kind: str, public_forced: bool = False,
               **context: Any) -> bool:
        """Ask ``seat`` to decide.  ``public_forced`` says that if only one answer is legal,
        everybody can already see that (docs/design.md §2 "Automatic steps")."""
        self._set_decision(seat, kind, context)
        self.forced_public = public_forced
        return True
