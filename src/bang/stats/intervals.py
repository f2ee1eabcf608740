"""Confidence intervals and tests for win rates (standard library only).

- :func:`wilson`: the Wilson score interval of a proportion.  Unlike the textbook
  "p ± 1.96·√(p(1-p)/n)" it stays inside [0, 1] and keeps its coverage for small
  samples and rates near 0 or 1 (a Renegade who almost never wins).
- :func:`difference`: Newcombe's hybrid score interval for the difference of two
  independent proportions, built from the two Wilson intervals.
- :func:`two_proportion_p`: the two-sided p-value of the pooled two-proportion z-test.
- :func:`holm`: the Holm-Bonferroni step-down correction, which keeps the chance of
  even one false "significant" among many comparisons at the chosen level.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist

#: The level of every interval and test in the reports.
CONFIDENCE = 0.95


def z_value(confidence: float = CONFIDENCE) -> float:
    """The two-sided normal quantile: 1.959963... for 95 %."""
    if not 0 < confidence < 1:
        raise ValueError(f"a confidence level is between 0 and 1, not {confidence}")
    return NormalDist().inv_cdf(0.5 + confidence / 2)


@dataclass(frozen=True, slots=True)
class Rate:
    """``wins`` out of ``trials`` with its interval."""

    wins: int
    trials: int
    low: float
    high: float

    @property
    def value(self) -> float:
        return self.wins / self.trials if self.trials else 0.0


def wilson(wins: int, trials: int, confidence: float = CONFIDENCE,
           independent: int | None = None) -> Rate:
    """The Wilson score interval; (0, 1) when there are no trials (nothing is known).

    ``independent`` is how many of the ``trials`` are independent of each other when
    they come in clusters that share their outcome: the seats of one role in one game
    (two Outlaws win or lose together).  The interval is then that of the rate
    ``wins / trials`` measured on ``independent`` trials (the number of games), so a
    seat's interval is never narrower than its side's for the same rate."""
    if trials < 0 or not 0 <= wins <= max(trials, 0):
        raise ValueError(f"need 0 <= wins <= trials, got {wins} of {trials}")
    n = trials if independent is None else independent
    if not 0 <= n <= trials or (trials and not n):
        raise ValueError(f"need 0 < independent <= trials, got {n} of {trials}")
    if trials == 0:
        return Rate(0, 0, 0.0, 1.0)
    z = z_value(confidence)
    p = wins / trials
    z2n = z * z / n
    centre = (p + z2n / 2) / (1 + z2n)
    half = z / (1 + z2n) * math.sqrt(p * (1 - p) / n + z2n / (4 * n))
    # At 0 or n wins one end is exactly 0 or 1; rounding must not move it.
    low = 0.0 if wins == 0 else max(0.0, centre - half)
    high = 1.0 if wins == trials else min(1.0, centre + half)
    return Rate(wins, trials, low, high)


@dataclass(frozen=True, slots=True)
class Difference:
    """``b - a`` of two rates with Newcombe's interval."""

    a: Rate
    b: Rate
    low: float
    high: float

    @property
    def value(self) -> float:
        return self.b.value - self.a.value

    @property
    def significant(self) -> bool:
        """The interval excludes 0."""
        return self.low > 0 or self.high < 0


def difference(a: Rate, b: Rate) -> Difference:
    """Newcombe (1998) method 10: for ``d = pb - pa``,
    ``low = d - √((pb - lb)² + (ua - pa)²)``, ``high = d + √((ub - pb)² + (pa - la)²)``.

    It assumes independent samples; the two sides of a comparison on the same seeds
    share their deals, which correlates them positively, so this interval is then on
    the wide (safe) side.
    """
    pa, pb = a.value, b.value
    d = pb - pa
    low = d - math.sqrt((pb - b.low) ** 2 + (a.high - pa) ** 2)
    high = d + math.sqrt((b.high - pb) ** 2 + (pa - a.low) ** 2)
    return Difference(a, b, max(-1.0, low), min(1.0, high))


def paired_difference(both: int, base_only: int, variant_only: int, neither: int) -> Difference:
    """Newcombe (1998) square-and-add interval for the difference of two proportions
    measured on the same units (here: the same games' seeds under two rule options),
    variant minus baseline, from the 2x2 table of pairs.

    The two Wilson intervals are combined with the correlation ``phi`` of the pairs
    (moved towards 0 by ``n/2`` when positive, as Newcombe does), so that games that
    come out alike on both sides narrow the interval.
    """
    n = both + base_only + variant_only + neither
    base = wilson(both + base_only, n)
    variant = wilson(both + variant_only, n)
    p1, p2 = base.value, variant.value
    rows = (both + base_only) * (variant_only + neither)
    cols = (both + variant_only) * (base_only + neither)
    phi = 0.0
    if rows and cols:
        excess = both * neither - base_only * variant_only
        if excess > n / 2:
            phi = (excess - n / 2) / math.sqrt(rows * cols)
        elif excess < 0:
            phi = excess / math.sqrt(rows * cols)
    d = p2 - p1
    # d = p2 - p1: its low end pairs the variant's low with the baseline's high.
    down = (p2 - variant.low) ** 2 + (base.high - p1) ** 2 \
        - 2 * phi * (p2 - variant.low) * (base.high - p1)
    up = (variant.high - p2) ** 2 + (p1 - base.low) ** 2 \
        - 2 * phi * (variant.high - p2) * (p1 - base.low)
    return Difference(base, variant, max(-1.0, d - math.sqrt(max(0.0, down))),
                      min(1.0, d + math.sqrt(max(0.0, up))))


def two_proportion_p(wins_a: int, trials_a: int, wins_b: int, trials_b: int) -> float:
    """Two-sided p-value that two proportions are equal (pooled z-test); 1.0 when
    either sample is empty or the pooled rate is 0 or 1 (no evidence either way)."""
    if trials_a == 0 or trials_b == 0:
        return 1.0
    pooled = (wins_a + wins_b) / (trials_a + trials_b)
    if pooled in (0.0, 1.0):
        return 1.0
    se = math.sqrt(pooled * (1 - pooled) * (1 / trials_a + 1 / trials_b))
    z = (wins_a / trials_a - wins_b / trials_b) / se
    return 2 * (1 - NormalDist().cdf(abs(z)))


def holm(p_values: Sequence[float], alpha: float = 1 - CONFIDENCE) -> list[bool]:
    """Holm-Bonferroni: which hypotheses are rejected with family-wise error ``alpha``.

    Sorted ascending, the k-th smallest p (k from 0) is compared with
    ``alpha / (m - k)``; rejection stops at the first that fails.
    """
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    rejected = [False] * m
    for rank, i in enumerate(order):
        if p_values[i] > alpha / (m - rank):
            break
        rejected[i] = True
    return rejected


def holm_adjusted(p_values: Sequence[float]) -> list[float]:
    """Holm-adjusted p-values (monotone, capped at 1): reject where adjusted <= alpha."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [1.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted
