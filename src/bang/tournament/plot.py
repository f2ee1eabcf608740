"""The tournament's figure: every bot's rating with its 95 % interval, and its win rate
in each role with 95 % Wilson intervals, side by side (matplotlib, the ``plot`` extra).

The figure follows the balance report's rules (``bang.stats.plots``): labelled axes,
rates in percent, whiskers for the intervals, colours per role that stay apart for
colour-blind readers, and a footer saying what was played.  PNG or SVG by the file's
suffix.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from bang.stats.plots import PLAIN, ROLE_COLOURS
from bang.tournament.ratings import MissingExtra
from bang.tournament.run import TournamentResult

#: The suffixes a figure may be written as.
SUFFIXES = (".png", ".svg")


def check_plotting() -> None:
    """Raise :class:`MissingExtra` now if matplotlib is missing (before any game)."""
    if importlib.util.find_spec("matplotlib") is None:
        raise MissingExtra("matplotlib")


def write_plot(result: TournamentResult, path: Path) -> Path:
    """Draw ``result`` into ``path`` (``.png`` or ``.svg``) and return the path."""
    check_plotting()
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = list(result.standings)[::-1]  # best at the top of a horizontal chart
    names = [r.name for r in rows]
    roles = [r for r in ROLE_COLOURS if any(x.role == r for s in rows for x in s.roles)]
    roles += sorted({x.role for s in rows for x in s.roles} - set(roles))
    height = max(2.6, 0.5 * len(rows) * max(1, len(roles)) ** 0.5 + 1.4)
    with matplotlib.rc_context({"svg.fonttype": "none", "font.size": 9,
                                "axes.spines.top": False, "axes.spines.right": False,
                                "svg.hashsalt": "bang"}):
        fig, (left, right) = plt.subplots(1, 2, figsize=(10, height),
                                          gridspec_kw={"width_ratios": [1, 1.3]})
        ys = list(range(len(rows)))
        left.errorbar([r.mu for r in rows], ys,
                      xerr=[[r.mu - r.low for r in rows], [r.high - r.mu for r in rows]],
                      fmt="o", color="#333333", capsize=3)
        left.set_yticks(ys, names)
        left.set_xlabel("rating (openskill mu, 95% interval mu ± 1.96 sigma)")
        left.grid(axis="x", alpha=0.3)
        left.set_title("Rating")
        width = 0.8 / max(1, len(roles))
        for k, role in enumerate(roles):
            offsets = [y + 0.4 - width * (k + 0.5) for y in ys]  # legend order, top down
            rates = [_role_rate(r, role) for r in rows]
            values = [100 * v for v, _, _ in rates]
            err = [[100 * (v - lo) for v, lo, _ in rates], [100 * (hi - v) for v, _, hi in rates]]
            right.barh(offsets, values, height=width, xerr=err, capsize=2, label=role,
                       color=ROLE_COLOURS.get(role, PLAIN), error_kw={"elinewidth": 0.8})
        right.set_yticks(ys, names)
        right.set_xlim(0, 100)
        right.set_xlabel("seats won (%, 95% Wilson intervals)")
        right.grid(axis="x", alpha=0.3)
        right.set_title("Win rate by role")
        right.legend(title="role", frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.0))
        options = ", ".join(f"{k}={v}" for k, v in result.options.items()) or "as the rules say"
        footer = (f"{result.game} game, {result.players} players, {result.played:,} rated games "
                  f"of {result.games:,}, seed {result.seed}, options {options}; "
                  f"{'compiled' if result.compiled else 'interpreted'} build")
        fig.text(0.01, 0.005, footer, fontsize=7, color="#555555", ha="left", va="bottom")
        fig.tight_layout(rect=(0, 0.05, 1, 1))
        path.parent.mkdir(parents=True, exist_ok=True)
        metadata: dict[str, Any] = ({"Software": None} if path.suffix.lower() == ".png"
                                    else {"Date": None, "Creator": None})
        fig.savefig(path, metadata=metadata, dpi=110)
        plt.close(fig)
    return path


def _role_rate(row: Any, role: str) -> tuple[float, float, float]:
    for entry in row.roles:
        if entry.role == role:
            return entry.rate.value, entry.rate.low, entry.rate.high
    return 0.0, 0.0, 0.0
