"""Hand rankings of the ghost variants, as small pure functions over card ids.

- :func:`contest_key`: the two-card Ghost contest of Dead Reckonin' (RULES.md C1.1-3,
  C1.3-3, C1.4).
- :func:`best_hand`: the best five-card poker hand of Dead Man's Hand (RULES.md C2.1-6,
  C2.2-5), chosen from any number of cards with duplicate (rank, suit) pairs voided.

Ranks are 2..14 (Ace high), read from ``RANK_VALUE``; suits from ``SUIT``.  Both work on
ids of the optional second deck too (ids 80-159 repeat the first deck's cards).
"""

from __future__ import annotations

from collections.abc import Iterable

from bang.cards.data import RANK_VALUE, SUIT

ACE = 14

# Poker categories, highest last (RULES.md C2.2-5).
HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE, \
    FOUR_OF_A_KIND, STRAIGHT_FLUSH = range(9)
CATEGORY_NAMES = ("high card", "one pair", "two pair", "three of a kind", "straight",
                  "flush", "full house", "four of a kind", "straight flush")

PokerKey = tuple[int, tuple[int, ...]]


# --- Dead Reckonin' -------------------------------------------------------------------
def is_pair(a: int, b: int) -> bool:
    """Two cards of the same rank (two physical A♠ are a pair too, C1 preamble)."""
    return RANK_VALUE[a] == RANK_VALUE[b]


def contest_key(a: int, b: int, kicker: bool = True) -> tuple[int, int, int]:
    """RULES.md C1.4 ``key(h)``: a pair beats any non-pair, higher pair wins; non-pairs
    compare the high card, then (``dr_kicker``) the low card.  Suits never count."""
    ra, rb = RANK_VALUE[a], RANK_VALUE[b]
    if ra == rb:
        return (1, ra, 0)
    hi, lo = (ra, rb) if ra > rb else (rb, ra)
    return (0, hi, lo if kicker else 0)


def single_ghost_qualifies(a: int, b: int) -> bool:
    """C1.1-3: a lone Ghost acts only with an Ace or a Pair."""
    return is_pair(a, b) or RANK_VALUE[a] == ACE or RANK_VALUE[b] == ACE


def action_suits(a: int, b: int) -> tuple[str, ...]:
    """C1.1-4: the suit of the higher card; with a Pair either card's suit (deduplicated)."""
    ra, rb = RANK_VALUE[a], RANK_VALUE[b]
    if ra == rb:
        return (SUIT[a],) if SUIT[a] == SUIT[b] else (SUIT[a], SUIT[b])
    return (SUIT[a],) if ra > rb else (SUIT[b],)


def contest_winner(plays: list[tuple[int, int, int]], kicker: bool = True,
                   single: bool | None = None) -> int:
    """C1.4 on ``plays`` = [(seat, card, card), ...] in seat order: the winning seat or
    -1.  ``single`` forces (or lifts) the single-Ghost rule; by default it applies when
    exactly one Ghost plays (``dr_single_ghost_counts = "contestants"``)."""
    if not plays:
        return -1
    if single is None:
        single = len(plays) == 1
    if single:
        if len(plays) != 1:
            return -1
        seat, a, b = plays[0]
        return seat if single_ghost_qualifies(a, b) else -1
    keys = [contest_key(a, b, kicker) for _, a, b in plays]
    best = max(keys)
    top = [plays[i][0] for i, k in enumerate(keys) if k == best]
    return top[0] if len(top) == 1 else -1


# --- Dead Man's Hand -------------------------------------------------------------------
def _straight_high(ranks: set[int], wheel: bool) -> int:
    """The top rank of the best straight within ``ranks``, or 0."""
    for top in range(ACE, 5, -1):
        if all(r in ranks for r in range(top - 4, top + 1)):
            return top
    if wheel and ACE in ranks and all(r in ranks for r in (2, 3, 4, 5)):
        return 5
    return 0


def best_hand(cards: Iterable[int], wheel: bool = True) -> PokerKey:
    """The best poker hand of at most five cards from ``cards`` as a comparable key
    ``(category, tie-break ranks)`` (RULES.md C2.1-6, C2.2-5).

    Each distinct (rank, suit) counts once, so two A♠ never make five of a kind.  With
    fewer than five distinct cards the best hand of that size is evaluated (no straight,
    flush or full house is possible then).  Higher keys win; equal keys tie.
    """
    distinct = {(RANK_VALUE[c], SUIT[c]) for c in cards}
    size = min(5, len(distinct))
    by_suit: dict[str, set[int]] = {}
    counts: dict[int, int] = {}
    for rank, suit in distinct:
        by_suit.setdefault(suit, set()).add(rank)
        counts[rank] = counts.get(rank, 0) + 1
    flushes = [ranks for ranks in by_suit.values() if len(ranks) >= 5]
    if size == 5:
        sf = max((_straight_high(r, wheel) for r in flushes), default=0)
        if sf:
            return (STRAIGHT_FLUSH, (sf,))
    # Ranks ordered by (count, rank) descending: the shape of every pair-based hand.
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    top_count = groups[0][1] if groups else 0
    if top_count == 4:
        quad = groups[0][0]
        kick = [r for r in sorted(counts, reverse=True) if r != quad][: size - 4]
        return (FOUR_OF_A_KIND, (quad, *kick))
    if size == 5 and top_count == 3:
        trips = groups[0][0]
        pairs = [r for r, c in groups[1:] if c >= 2]
        if pairs:
            return (FULL_HOUSE, (trips, max(pairs)))
    if size == 5 and flushes:
        return (FLUSH, max(tuple(sorted(r, reverse=True)[:5]) for r in flushes))
    if size == 5:
        st = _straight_high(set(counts), wheel)
        if st:
            return (STRAIGHT, (st,))
    if top_count == 3:
        trips = groups[0][0]
        kick = [r for r in sorted(counts, reverse=True) if r != trips][: size - 3]
        return (THREE_OF_A_KIND, (trips, *kick))
    pairs = sorted((r for r, c in groups if c == 2), reverse=True)
    if len(pairs) >= 2 and size >= 4:
        hi, lo = pairs[0], pairs[1]
        kick = [r for r in sorted(counts, reverse=True) if r not in (hi, lo)][: size - 4]
        return (TWO_PAIR, (hi, lo, *kick))
    if pairs:
        kick = [r for r in sorted(counts, reverse=True) if r != pairs[0]][: size - 2]
        return (ONE_PAIR, (pairs[0], *kick))
    return (HIGH_CARD, tuple(sorted(counts, reverse=True)[:size]))


def hand_name(key: PokerKey) -> str:
    """C2.2-5: the name of a hand's category (``"full house"``), for the showdown."""
    return CATEGORY_NAMES[key[0]]
