"""The card game as one seat may know it: an information set that samples full games
(``CardGame.information_set(seat)``; see ``bang.core.belief`` for the idea).

Hidden from a seat: the other players' hands (Ghosts' included), both decks' order, the
cards out of the game, the cards a Ghost drew for Dead Reckonin's ♦ action, and the
roles of living players other than the Sheriff (all roles are public in the 3-player
game).  Everything else (tables, lives, discard piles, hand sizes, whose turn, the
prompt) is public and kept as it is.  Hidden cards are pooled per deck (the ghosts'
second deck never mixes with the main deck) and dealt again; hidden roles are dealt
again with weights from the public record of who attacked whom.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from bang.cards.data import BANG, CAT_BALOU, DUEL, IS_SECOND, JAIL, KIND, MISSED, PANIC, SHERIFF
from bang.cards.event_deck import hide_spares, resample_deck
from bang.cards.frames import GhostPhase
from bang.cards.view import RECENT_EVENTS, CardView, build_view, redact_event
from bang.core.belief import InformationSet, canonical_roles, deal_sorted, hostility, sample_roles

if TYPE_CHECKING:
    from bang.cards.state import CardState

#: Cards whose play at someone is an attack on him (the heuristic bot reads them alike).
_ATTACKS = frozenset((BANG, MISSED, DUEL, PANIC, CAT_BALOU, JAIL))
#: Events a sample keeps: the rules look back at most one turn, views show fewer.
_LOG_TAIL = 2 * RECENT_EVENTS


class CardInformationSet(InformationSet):
    """What ``seat`` may know of a card game; ``sample(rng)`` deals the rest."""

    def __init__(self, game: CardState, seat: int) -> None:
        self.seat = seat
        self.view: CardView = build_view(game, seat)
        events = [redact_event(e, seat) for e in game.log]
        #: The seat's whole event history as it saw it (the log the game keeps).
        self.events = events
        n = game.n
        known = {p.seat: p.role for p in self.view.players if p.role is not None}
        acts = [(e.data["seat"], e.data["target"]) for e in events
                if e.kind == "play" and e.to is None and e.data.get("target", -1) >= 0
                and KIND[e.data["card"]] in _ATTACKS]
        self.scores = hostility(acts, known)
        base = game.clone()
        # Nothing that decides or records the hidden part survives: not the seed, the
        # set-up, the actions taken, the chance stream, nor another seat's private events.
        base.seed = 0
        base._setup = None
        base.history = []
        base.rng_ = random.Random(0)
        base.rng_shared = False
        base.log = events[-_LOG_TAIL:]
        base.private = [i for i, e in enumerate(base.log) if e.to is not None]
        base.twins = {}
        base._legal = None
        self.others = [s for s in range(n) if s != seat]
        self.hidden_limbo = bool(game.limbo) and not game.limbo_public() and (
            game.decision is None or game.decision.seat != seat)
        # A Ghost's hand set aside for his Ghost Town turn (F7.2-1): hidden like a hand.
        self.hidden_aside = game.events is not None and bool(game.events.aside) and (
            game.events.ghost_turn != seat)
        if base.events is not None:
            # The event deck under its visible top (F3.1 step 3) in a fixed order, so
            # the real order is not kept in what every sample starts from.
            base.events.deck = resample_deck(base, None)
            hide_spares(base, seat, None)
        main, second = self._pools(base)
        piles, deck = deal_sorted(main, self._sizes(base, main=True))
        second_piles, second_deck = deal_sorted(second, self._sizes(base, main=False))
        self._place(base, piles, deck, second_piles, second_deck)
        self.secret = [] if game.config.three_player else [
            s for s in self.others if not game.revealed[s] and game.roles[s] != SHERIFF]
        for s, role in zip(self.secret, canonical_roles(
                self.secret, [game.roles[s] for s in self.secret]), strict=True):
            base.roles[s] = role
        self._base = base

    # --- the hidden cards -------------------------------------------------------------
    def _pools(self, game: CardState) -> tuple[list[int], list[int]]:
        """The hidden cards of each deck: hands of the others, decks, out of the game,
        a Ghost's private draw and a Ghost's set-aside hand."""
        cards = [c for s in self.others for c in game.hands[s]] + game.deck + game.out
        cards += game.ghost.deck
        if self.hidden_limbo:
            cards += game.limbo
        if self.hidden_aside:
            assert game.events is not None
            cards += game.events.aside
        return ([c for c in cards if not IS_SECOND[c]], [c for c in cards if IS_SECOND[c]])

    def _sizes(self, game: CardState, main: bool) -> list[int]:
        """How many cards of one deck each hidden place holds (the deck takes the rest):
        the others' hands, then the cards out of the game, then the private draw, then
        the set-aside hand."""
        def count(cards: list[int]) -> int:
            return sum(1 for c in cards if IS_SECOND[c] != main)
        sizes = [count(game.hands[s]) for s in self.others]
        sizes.append(count(game.out))
        sizes.append(count(game.limbo) if self.hidden_limbo else 0)
        events = game.events
        sizes.append(count(events.aside) if self.hidden_aside and events is not None else 0)
        return sizes

    def _place(self, game: CardState, piles: list[list[int]], deck: list[int],
               second_piles: list[list[int]], second_deck: list[int]) -> None:
        for k, s in enumerate(self.others):
            game.hands[s] = piles[k] + second_piles[k]
        k = len(self.others)
        game.out = sorted(piles[k] + second_piles[k])
        if self.hidden_limbo:
            game.limbo = piles[k + 1] + second_piles[k + 1]
        if self.hidden_aside and game.events is not None:
            game.events.aside = piles[k + 2] + second_piles[k + 2]
        game.deck = deck
        game.ghost.deck = second_deck
        self._recommit(game)

    def _recommit(self, game: CardState) -> None:
        """Dead Reckonin' contest (C1.3-2): the two cards each other Ghost has already
        chosen are hidden until all have chosen, so they are taken again from his newly
        dealt hand."""
        stack = game.stack
        for index, frame in enumerate(stack):
            if not isinstance(frame, GhostPhase) or frame.name != "contest":
                continue
            k = frame.data[0]
            seats, chosen = frame.data[1:k + 1], list(frame.data[k + 1:])
            for i in range(len(chosen) // 2):
                s = seats[i]
                if s != self.seat:
                    hand = game.hands[s]
                    chosen[2 * i:2 * i + 2] = sorted(hand[:2])
            stack[index] = frame._replace(data=(*frame.data[:k + 1], *chosen))

    # --- sampling ---------------------------------------------------------------------
    def sample(self, rng: random.Random) -> CardState:
        """A full game that agrees with everything the seat may know; the hidden cards,
        the decks' order, the hidden roles and the chance stream come from ``rng``."""
        game: CardState = self._base.clone()
        main, second = self._pools(game)
        rng.shuffle(main)
        rng.shuffle(second)
        main_sizes = self._sizes(game, main=True)
        second_sizes = self._sizes(game, main=False)
        piles = [[main.pop() for _ in range(size)] for size in main_sizes]
        second_piles = [[second.pop() for _ in range(size)] for size in second_sizes]
        self._place(game, piles, main, second_piles, second)
        if game.events is not None:
            game.events.deck = resample_deck(game, rng)  # the unseen event order
            hide_spares(game, self.seat, rng)
        if self.secret:
            roles = sample_roles(self.secret, [game.roles[s] for s in self.secret],
                                 self.scores, rng)
            for s, role in zip(self.secret, roles, strict=True):
                game.roles[s] = role
        game.rng_ = random.Random(rng.getrandbits(64))
        game.rng_shared = False
        game._legal = None
        return game
