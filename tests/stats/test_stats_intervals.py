"""Wilson and Newcombe intervals and the Holm correction on published cases."""

from __future__ import annotations

import math

import pytest

from bang.stats.intervals import (
    difference,
    holm,
    holm_adjusted,
    paired_difference,
    two_proportion_p,
    wilson,
    z_value,
)

# Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I,
# method 3 (Wilson score interval without continuity correction).
NEWCOMBE_SINGLE = [
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
    (29, 29, 0.8830, 1.0),
]


@pytest.mark.parametrize(("wins", "trials", "low", "high"), NEWCOMBE_SINGLE)
def test_wilson_matches_the_published_intervals(wins: int, trials: int, low: float,
                                                high: float) -> None:
    rate = wilson(wins, trials)
    assert round(rate.low, 4) == low
    assert round(rate.high, 4) == high


def test_wilson_ends_are_exact_at_zero_and_all_wins() -> None:
    assert wilson(0, 7).low == 0.0
    assert wilson(7, 7).high == 1.0
    assert wilson(0, 0).low == 0.0 and wilson(0, 0).high == 1.0


def test_wilson_covers_about_95_percent_exactly_computed() -> None:
    """The exact coverage over the binomial distribution (no sampling) for a few
    settings: Wilson's is known to stay close to the nominal 95 %."""
    for trials, p in ((50, 0.3), (200, 0.1), (1000, 0.45)):
        coverage = 0.0
        for k in range(trials + 1):
            rate = wilson(k, trials)
            if rate.low <= p <= rate.high:
                coverage += math.comb(trials, k) * p ** k * (1 - p) ** (trials - k)
        assert 0.93 <= coverage <= 0.97, (trials, p, coverage)


def test_wilson_refuses_impossible_counts() -> None:
    for wins, trials in ((3, 2), (-1, 5), (0, -1)):
        with pytest.raises(ValueError):
            wilson(wins, trials)


# Newcombe (1998), "Interval estimation for the difference between independent
# proportions", Table II, method 10 (hybrid score, no continuity correction).
NEWCOMBE_DIFFERENCE = [
    ((48, 80), (56, 70), 0.0524, 0.3339),
    ((3, 10), (9, 10), 0.1705, 0.8090),
    ((2, 7), (6, 7), 0.0582, 0.8062),
    ((0, 10), (0, 20), -0.2775, 0.1611),
]


@pytest.mark.parametrize(("a", "b", "low", "high"), NEWCOMBE_DIFFERENCE)
def test_difference_matches_newcombe_method_10(a: tuple[int, int], b: tuple[int, int],
                                               low: float, high: float) -> None:
    d = difference(wilson(*a), wilson(*b))
    assert round(d.low, 4) == low
    assert round(d.high, 4) == high
    assert d.significant == (low > 0 or high < 0)


def test_z_value_is_the_normal_quantile() -> None:
    assert round(z_value(), 6) == 1.959964
    with pytest.raises(ValueError):
        z_value(1.5)


def test_two_proportion_p_on_a_hand_computed_case() -> None:
    # 60/100 against 40/100: pooled 0.5, se = sqrt(0.25 * 0.02) = 0.0707..., z = 2.828...
    assert two_proportion_p(60, 100, 40, 100) == pytest.approx(0.004678, abs=1e-6)
    assert two_proportion_p(0, 10, 0, 10) == 1.0
    assert two_proportion_p(1, 0, 1, 10) == 1.0


def test_holm_steps_down_and_stops_at_the_first_failure() -> None:
    p = [0.01, 0.04, 0.03, 0.005]
    # Sorted: 0.005 <= 0.05/4, 0.01 <= 0.05/3, 0.03 > 0.05/2: stop.
    assert holm(p) == [True, False, False, True]
    assert holm_adjusted(p) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert [a <= 0.05 for a in holm_adjusted(p)] == holm(p)
    # Bonferroni would keep only 0.005 (<= 0.0125); Holm also keeps 0.01.
    assert holm([]) == []


def test_paired_difference_matches_newcombe_square_and_add() -> None:
    # Fagerland, Lydersen and Laake, "Statistical Analysis of Contingency Tables" (2017),
    # chapter 8 (Cavo et al. 2012): pairs 59 yes-yes, 6 yes-no, 16 no-yes, 80 no-no give
    # a difference of -0.0621 (95% CI -0.1186 to -0.0046) for first minus second; ours is
    # second minus first.
    d = paired_difference(59, 6, 16, 80)
    assert round(d.value, 4) == 0.0621
    assert (round(d.low, 4), round(d.high, 4)) == (0.0046, 0.1186)
    assert d.significant


def test_paired_difference_is_narrower_than_the_independent_one_for_alike_pairs() -> None:
    # 90 seeds came out alike (40 wins, 50 losses on both sides), 10 changed: 7 to a win.
    paired = paired_difference(40, 3, 7, 50)
    independent = difference(wilson(43, 100), wilson(47, 100))
    assert paired.value == pytest.approx(independent.value)
    assert paired.high - paired.low < (independent.high - independent.low) / 2


def test_a_seat_interval_for_clustered_seats_is_as_wide_as_the_sides() -> None:
    """Two Outlaws share their result: 40 Outlaw wins in 100 games are 80 seat wins of
    200 seats, the same 40 % rate, and the seats' interval must be that of 100 games,
    not of 200 independent seats (it was narrower than the side's)."""
    side = wilson(40, 100)
    seats = wilson(80, 200, independent=100)
    assert seats.value == side.value
    assert math.isclose(seats.low, side.low) and math.isclose(seats.high, side.high)
    assert seats.high - seats.low > wilson(80, 200).high - wilson(80, 200).low


def test_the_independent_count_must_be_a_share_of_the_trials() -> None:
    with pytest.raises(ValueError, match="independent"):
        wilson(3, 10, independent=11)
    with pytest.raises(ValueError, match="independent"):
        wilson(3, 10, independent=0)


def test_role_rows_give_the_outlaws_seats_the_sides_width() -> None:
    from bang.stats.tables import role_rates
    from bang.stats.tally import LineTally

    tally = LineTally()
    c = tally.counters
    c["role_seats"]["outlaw"], c["role_wins"]["outlaw"] = 200, 80
    c["role_games"]["outlaw"], c["role_team_wins"]["outlaw"] = 100, 40
    (row,) = role_rates(tally)
    assert row.seat.high - row.seat.low >= row.team.high - row.team.low - 1e-12
