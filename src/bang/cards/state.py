"""The mutable state of a card game and the small operations every rule uses: drawing
(with the lazy reshuffle of A11), discarding, equipment look-ups, distance (A4), events.

The rules themselves live in the sibling modules (turn, play, responses, death, ghosts),
each a set of functions over the game; ``CardGame`` dispatches frames and prompts to them.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from bang.cards.config import CardConfig
from bang.cards.data import (
    BARREL,
    JOURDONNAIS,
    KIND,
    MUSTANG,
    OF_KIND,
    PAUL_REGRET,
    ROSE_DOOLAN,
    SCOPE,
    SECOND_DECK,
    SHERIFF,
    SID_KETCHUM,
    WEAPON_RANGE,
)
from bang.cards.frames import Frame
from bang.cards.view import public_version
from bang.core.game import GameBase
from bang.core.protocol import Action, Event
from bang.core.rng import copy_rng
from bang.core.seats import distance_table

_new_tuple = tuple.__new__
#: Events a card game keeps at least; the log is cut back to this many once it holds
#: twice as many, so trimming costs little per event.
LOG_KEEP = 1_000
_MUSTANGS = OF_KIND[MUSTANG]
_SCOPES = OF_KIND[SCOPE]

if TYPE_CHECKING:
    from bang.cards.ghosts import GhostState

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


class CardState(GameBase):
    """Everything a card game knows.  Card piles are lists of card ids; a deck's top is
    its *last* element so drawing is ``pop()``."""

    GAME = "cards"
    # Slots: a game has too many attributes for a shared-key instance dict, and the
    # rules read them on every step.
    __slots__ = (
        "alive", "bangs_played", "characters", "check_card", "config", "counters",
        "deaths_unchecked", "deck", "discard", "dist", "dist_rows", "dist_seen",
        "forced_public", "game_over", "ghost", "hands", "life", "limbo", "log", "log_base",
        "max_life", "n", "others_cache", "out",
        "private", "revealed", "rng_", "rng_shared", "roles", "stack", "suzy_seat",
        "tables", "tables_seen", "turn_seat", "turns_taken", "twins", "winners",
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
    suzy_seat: int
    ghost: GhostState
    counters: dict[str, int]

    # --- events -------------------------------------------------------------------
    def emit(self, kind: str, to: frozenset[int] | None = None, **data: Any) -> None:
        log = self.log
        if to is not None:
            self.private.append(len(log))
        log.append(_new_tuple(Event, (kind, data, to)))

    def trim_log(self) -> None:
        """Keep only the latest ``LOG_KEEP`` events (DESIGN.md §7: a match's state stays
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
        for _ in range(count):
            card = self.take_top()
            if card < 0:
                break
            hand.append(card)
            got.append(card)
        if got:
            self.emit("draw", frozenset((seat,)), seat=seat, why=why, cards=got)
        return got

    def to_discard(self, card: int) -> None:
        """A card goes to its own deck's discard pile: the ghosts' second deck (ids
        80-159, ``ghost_separate_deck``) never mixes into the main deck, nor the main
        deck's cards into the ghosts' pile, or the living could run out of cards."""
        if card < SECOND_DECK:
            self.discard.append(card)
        else:
            self.ghost.discard.append(card)

    def remove_from_hand(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)

    def random_hand_card(self, seat: int) -> int:
        """Take a random card out of ``seat``'s hand (A7 "draw/discard a card")."""
        hand = self.hands[seat]
        return hand.pop(self.rand().randrange(len(hand)))

    def has_kind(self, seat: int, kind: int) -> bool:
        return not OF_KIND[kind].isdisjoint(self.tables[seat])

    def table_card_of_kind(self, seat: int, kind: int) -> int:
        for card in self.tables[seat]:
            if KIND[card] == kind:
                return card
        return -1

    def weapon(self, seat: int) -> int:
        for card in self.tables[seat]:
            if KIND[card] in WEAPON_RANGE:
                return card
        return -1

    def weapon_range(self, seat: int) -> int:
        """Reach for BANG! cards: the weapon's range, or the Colt .45's 1 (A4)."""
        for card in self.tables[seat]:
            r = WEAPON_RANGE.get(KIND[card])
            if r is not None:
                return r
        return 1

    def is_char(self, seat: int, name: str) -> bool:
        """Whether ``seat`` plays character ``name`` with the ability working (alive)."""
        return self.characters[seat] == name and self.alive[seat]

    def distance(self, a: int, b: int) -> int:
        """RULES.md A4: ring distance with Mustang/Paul Regret and Scope/Rose Doolan."""
        d = self.dist[a][b]
        chars, tables = self.characters, self.tables
        if not _MUSTANGS.isdisjoint(tables[b]):
            d += 1
        if chars[b] == PAUL_REGRET:
            d += 1
        if not _SCOPES.isdisjoint(tables[a]):
            d -= 1
        if chars[a] == ROSE_DOOLAN:
            d -= 1
        return d if d > 1 else 1

    def distances_from(self, a: int) -> list[int]:
        """``distance(a, b)`` for every seat ``b`` at once (meaningless for ``a`` itself and
        the dead): each table is looked at once instead of once per pair.

        Rows are kept (read-only) until a table or the seating changes.  The check
        compares the tables with a copy made when the rows were last cleared, so no rule
        has to report its changes; the seating is rebuilt as a new ``dist`` object.
        """
        tables = self.tables
        if self.dist is not self.dist_seen or tables != self.tables_seen:
            self.dist_seen = self.dist
            self.tables_seen = [t[:] for t in tables]
            self.dist_rows = [None] * self.n
        else:
            cached = self.dist_rows[a]
            if cached is not None:
                return cached
        chars = self.characters
        bonus = 0
        if not _SCOPES.isdisjoint(tables[a]):
            bonus -= 1
        if chars[a] == ROSE_DOOLAN:
            bonus -= 1
        row = self.dist[a]
        result = []
        for b in range(self.n):
            d = row[b] + bonus
            if not _MUSTANGS.isdisjoint(tables[b]):
                d += 1
            if chars[b] == PAUL_REGRET:
                d += 1
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

    def suzy_check(self) -> None:
        """RULES.md A12 Suzy Lafayette: whenever her hand is empty she draws a card, in
        anyone's turn, while she is in the game (a dying Suzy has not left it yet)."""
        s = self.suzy_seat
        if s >= 0 and not self.hands[s] and self.alive[s]:
            self.draw(s, 1, "suzy")

    def after_hand_loss(self, seat: int) -> None:
        """A card has left ``seat``'s hand and reached its place (the discard pile, a
        table, another hand): if that emptied Suzy Lafayette's hand she draws now (A12
        "at any moment"), before the rest of what took the card happens: a Stagecoach
        played as her last card gives her its two cards after her own, and Jesse Jones
        takes his second card from the deck after her.  Every rule that takes a card out
        of a hand calls this once the card has landed; ``advance`` checks the same
        between steps for a hand that could not be refilled when it emptied."""
        if seat == self.suzy_seat and not self.hands[seat] and self.alive[seat]:
            self.draw(seat, 1, "suzy")

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
        if (self.characters[seat] == SID_KETCHUM and len(self.hands[seat]) >= 2
                and self.life[seat] < self.max_life[seat] and self.alive[seat]
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

    def barrels(self, seat: int) -> int:
        """How many Barrel draw!s ``seat`` may make against one BANG! effect (A7, A12)."""
        count = 1 if self.has_kind(seat, BARREL) else 0
        if self.characters[seat] == JOURDONNAIS:
            count += 1
        return count

    def heal(self, seat: int, amount: int) -> None:
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

    # --- prompts ------------------------------------------------------------------
    def prompt(self, seat: int, kind: str, public_forced: bool = False,
               **context: Any) -> bool:
        """Ask ``seat`` to decide.  ``public_forced`` says that if only one answer is legal,
        everybody can already see that (DESIGN.md §2 "Automatic steps")."""
        self._set_decision(seat, kind, context)
        self.forced_public = public_forced
        return True
