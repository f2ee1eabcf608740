"""The seat ring: turn order and distance among living players (RULES.md A4, B5.3).

Play runs clockwise, which is increasing seat number modulo the table size.
"""

from __future__ import annotations

from collections.abc import Sequence


def next_seat(alive: Sequence[bool], seat: int) -> int:
    """The next living seat clockwise after ``seat`` (``seat`` itself if it is alone).

    ``seat`` need not be alive: a dead player's turn passes to his living left neighbour.
    """
    n = len(alive)
    for step in range(1, n + 1):
        s = (seat + step) % n
        if alive[s]:
            return s
    return seat


def seats_from(alive: Sequence[bool], first: int) -> list[int]:
    """Living seats clockwise, starting with ``first`` if alive, else the next one."""
    n = len(alive)
    return [(first + k) % n for k in range(n) if alive[(first + k) % n]]


def others_clockwise(alive: Sequence[bool], seat: int) -> list[int]:
    """Every other living seat, clockwise starting at ``seat``'s left (A10 resolution order)."""
    n = len(alive)
    return [(seat + k) % n for k in range(1, n) if alive[(seat + k) % n]]


def ring_distance(alive: Sequence[bool], a: int, b: int) -> int:
    """Seats between ``a`` and ``b`` the short way round, counting only living seats.

    Both seats are treated as present even if one is dead, so the function is total;
    callers only ask it about living players.
    """
    if a == b:
        return 0
    n = len(alive)
    k = 0
    s = a
    total = 0
    for i in range(n):
        if alive[i] or i in (a, b):
            total += 1
    while s != b:
        s = (s + 1) % n
        if alive[s] or s == b:
            k += 1
    return min(k, total - k)


def distance_table(alive: Sequence[bool]) -> list[list[int]]:
    """All pairwise ring distances among living seats (0 on the diagonal and for the dead).

    Distances only change when someone dies, so games cache this table and rebuild it on
    elimination instead of walking the ring on every range check.
    """
    n = len(alive)
    living = [s for s in range(n) if alive[s]]
    m = len(living)
    table = [[0] * n for _ in range(n)]
    for i, a in enumerate(living):
        for j, b in enumerate(living):
            k = (j - i) % m
            table[a][b] = min(k, m - k)
    return table
