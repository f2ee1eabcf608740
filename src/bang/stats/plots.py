"""The report's figures (matplotlib, written as PNG and SVG).

Rules every figure keeps, so that it reads at a glance: rates in percent on labelled
axes, bars sorted, 95 % Wilson intervals drawn as whiskers, and a footer naming the
games, seeds, bots and options it comes from.  Needs the ``plot`` extra (matplotlib).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bang.i18n import Translator
from bang.stats.intervals import Rate
from bang.stats.plan import LineSpec
from bang.stats.tables import (
    CORRECTION,
    character_rates,
    character_role_rates,
    offset_rates,
    offset_role_rates,
    per_game,
    role_rates,
    shares,
)
from bang.stats.tally import SEP, LineTally
from bang.stats.words import counter, english, happening, name

#: Colours per role (colour-blind safe, Okabe-Ito), others grey.
ROLE_COLOURS = {"sheriff": "#E69F00", "deputy": "#0072B2", "outlaw": "#D55E00",
                "renegade": "#009E73"}
PLAIN = "#7F7F7F"
HIGHLIGHT = "#CC79A7"
DPI = 90


@dataclass(frozen=True, slots=True)
class Figure:
    """A written figure: its file stem (``.png`` and ``.svg`` beside each other) and
    the one-line title a report shows with it."""

    stem: str
    title: str


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise ImportError("plots need matplotlib: pip install 'bang[plot]'") from exc
    matplotlib.use("Agg")
    matplotlib.rcParams.update({"svg.fonttype": "none", "font.size": 9,
                                "axes.spines.top": False, "axes.spines.right": False,
                                "svg.hashsalt": "bang"})
    import matplotlib.pyplot as plt

    return plt


def provenance(line: LineSpec, tally: LineTally, tr: Translator | None = None) -> str:
    """What a figure of one line comes from, in one line of small print."""
    tr = tr or english()
    options = ", ".join(f"{k}={v}" for k, v in line.changed_options().items())
    return tr("report.provenance", game=line.game, players=line.players,
              finished=f"{tally.finished:,}", seed=line.seed, games=f"{tally.games:,}",
              bots=line.bots_label(), options=options or tr("report.options_default"))


def _save(fig: Any, directory: Path, stem: str, footer: str) -> None:
    fig.text(0.01, 0.005, footer, fontsize=7, color="#555555", ha="left", va="bottom",
             wrap=True)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=DPI, metadata={"Software": None})
    # A palette of 128 colours keeps a figure's PNG a few times smaller (reports are
    # committed and mailed) with no visible change to flat-coloured charts.
    from PIL import Image

    buffer.seek(0)
    with Image.open(buffer) as image:
        image.convert("RGB").quantize(colors=128, method=Image.Quantize.MEDIANCUT).save(
            directory / f"{stem}.png", optimize=True)
    fig.savefig(directory / f"{stem}.svg", metadata={"Date": None, "Creator": None})
    _pyplot().close(fig)


def _whiskers(rates: Sequence[Rate]) -> list[list[float]]:
    return [[100 * (r.value - r.low) for r in rates], [100 * (r.high - r.value) for r in rates]]


def _percent_axis(ax: Any, axis: str = "x") -> None:
    """Whole percents at a few round ticks: automatic decimals ("10.0%15.0%") ran
    together on narrow panels."""
    from matplotlib.ticker import MaxNLocator, PercentFormatter

    which = ax.xaxis if axis == "x" else ax.yaxis
    which.set_major_locator(MaxNLocator(nbins=5, integer=True))
    which.set_major_formatter(PercentFormatter(decimals=0))


# --- across player counts ----------------------------------------------------------------
def roles_by_players(lines: Sequence[tuple[LineSpec, LineTally]], directory: Path,
                     stem: str, tr: Translator | None = None) -> Figure:
    """Team win rate of every role against the number of players."""
    tr = tr or english()
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(8, 4.2))
    per_role: dict[str, list[tuple[int, Rate]]] = {}
    for line, tally in lines:
        for row in role_rates(tally):
            per_role.setdefault(row.role, []).append((line.players, row.team))
    order = [r for r in ROLE_COLOURS if r in per_role] + sorted(set(per_role) - set(ROLE_COLOURS))
    for offset, role in enumerate(order):
        points = per_role[role]
        xs = [p + (offset - 1.5) * 0.06 for p, _ in points]
        rates = [r for _, r in points]
        ax.errorbar(xs, [100 * r.value for r in rates], yerr=_whiskers(rates), marker="o",
                    capsize=3, label=name(role, tr, lines[0][0].game),
                    color=ROLE_COLOURS.get(role, PLAIN))
    ax.set_xticks(sorted({line.players for line, _ in lines}))
    ax.set_xlabel(tr("report.axis.players"))
    ax.set_ylabel(tr("report.axis.side_won"))
    _percent_axis(ax, "y")
    ax.set_ylim(bottom=0)
    ax.grid(axis="y", alpha=0.3)
    ax.legend(title=tr("report.col.role"), frameon=False, loc="upper left",
              bbox_to_anchor=(1.0, 1.0))
    game = lines[0][0].game
    ax.set_title(tr("report.fig.roles_by_players.title", game=game))
    footer = _study_footer(lines, tr)
    fig.tight_layout(rect=(0, 0.06, 1, 1))
    _save(fig, directory, stem, footer)
    return Figure(stem, tr("report.fig.roles_by_players", game=game))


def characters_by_players(lines: Sequence[tuple[LineSpec, LineTally]], directory: Path,
                          stem: str, tr: Translator | None = None) -> Figure:
    """Every character's win rate at every player count, as a grid of coloured cells
    (difference from that count's average), marking the significant ones."""
    tr = tr or english()
    plt = _pyplot()
    counts = [line.players for line, _ in lines]
    rows = {line.players: {r.name: r for r in character_rates(t)} for line, t in lines}
    names = sorted({n for r in rows.values() for n in r},
                   key=lambda n: -sum(rows[p][n].rate.value - _mean(rows[p])
                                      for p in counts if n in rows[p]))
    grid = [[100 * (rows[p][n].rate.value - _mean(rows[p])) if n in rows[p] else 0.0
             for p in counts] for n in names]
    fig, ax = plt.subplots(figsize=(1.1 * len(counts) + 3.5, 0.32 * len(names) + 1.6))
    limit = max(1.0, max(abs(v) for row in grid for v in row))
    image = ax.imshow(grid, cmap="RdBu", vmin=-limit, vmax=limit, aspect="auto")
    for i, n in enumerate(names):
        for j, p in enumerate(counts):
            row = rows[p].get(n)
            if row is None:
                continue
            mark = "*" if row.significant else ""
            ink = "white" if abs(grid[i][j]) > 0.6 * limit else "black"
            ax.text(j, i, f"{100 * row.rate.value:.1f}{mark}", ha="center", va="center",
                    fontsize=7, color=ink)
    ax.set_xticks(range(len(counts)), [str(p) for p in counts])
    game = lines[0][0].game
    ax.set_yticks(range(len(names)), [name(n, tr, game) for n in names])
    ax.set_xlabel(tr("report.axis.players"))
    bar = fig.colorbar(image, ax=ax)
    bar.set_label(tr("report.axis.minus_average"))
    ax.set_title(tr("report.fig.characters_by_players.title", game=game,
                    correction=CORRECTION), fontsize=9)
    footer = _study_footer(lines, tr)
    fig.tight_layout(rect=(0, 0.05, 1, 1))
    _save(fig, directory, stem, footer)
    return Figure(stem, tr("report.fig.characters_by_players", game=game))


def _study_footer(lines: Sequence[tuple[LineSpec, LineTally]],
                  tr: Translator | None = None) -> str:
    """What a figure over several player counts comes from."""
    tr = tr or english()
    first = lines[0][0]
    options = ", ".join(f"{k}={v}" for k, v in first.changed_options().items())
    per_count = ", ".join(f"{line.players}p {t.finished:,}" for line, t in lines)
    return tr("report.study_footer", game=first.game, per_count=per_count, seed=first.seed,
              bots=first.bots_label(), options=options or tr("report.options_default"))


def _mean(rows: dict[str, Any]) -> float:
    seats = sum(r.rate.trials for r in rows.values())
    return sum(r.rate.wins for r in rows.values()) / seats if seats else 0.0


# --- one line ----------------------------------------------------------------------------
def characters(line: LineSpec, tally: LineTally, directory: Path, stem: str,
               tr: Translator | None = None) -> Figure:
    tr = tr or english()
    plt = _pyplot()
    rows = character_rates(tally)[::-1]  # best at the top of a horizontal bar chart
    fig, ax = plt.subplots(figsize=(7, 0.3 * len(rows) + 1.6))
    colours = [HIGHLIGHT if r.significant else PLAIN for r in rows]
    ax.barh([name(r.name, tr, line.game) for r in rows], [100 * r.rate.value for r in rows],
            xerr=_whiskers([r.rate for r in rows]), color=colours, capsize=2)
    overall = sum(r.rate.wins for r in rows) / max(1, sum(r.rate.trials for r in rows))
    ax.axvline(100 * overall, color="black", linewidth=0.8, linestyle="--")
    ax.set_xlabel(tr("report.axis.character_won"))
    _percent_axis(ax)
    ax.set_title(tr("report.fig.characters.title", players=line.players,
                    correction=CORRECTION), fontsize=9)
    fig.tight_layout(rect=(0, 0.06, 1, 1))
    _save(fig, directory, stem, provenance(line, tally, tr))
    return Figure(stem, tr("report.fig.characters", players=line.players))


def characters_by_role(line: LineSpec, tally: LineTally, directory: Path,
                       stem: str, tr: Translator | None = None) -> Figure:
    tr = tr or english()
    plt = _pyplot()
    by_role = character_role_rates(tally)
    roles = list(by_role)
    longest = max((len(v) for v in by_role.values()), default=1)
    fig, axes = plt.subplots(1, len(roles), figsize=(3.2 * len(roles) + 1, 0.28 * longest + 1.8),
                             squeeze=False)
    for ax, role in zip(axes[0], roles, strict=True):
        rows = by_role[role][::-1]
        colours = [HIGHLIGHT if r.significant else ROLE_COLOURS.get(role, PLAIN)
                   for r in rows]
        ax.barh([name(r.name, tr, line.game) for r in rows],
                [100 * r.rate.value for r in rows],
                xerr=_whiskers([r.rate for r in rows]), color=colours, capsize=2)
        ax.set_title(tr("report.as_role", role=name(role, tr, line.game)))
        ax.set_xlabel(tr("report.col.win_rate"))
        _percent_axis(ax)
        ax.tick_params(axis="y", labelsize=7)
    fig.suptitle(tr("report.fig.characters_by_role.title", players=line.players,
                    correction=CORRECTION), fontsize=9)
    fig.tight_layout(rect=(0, 0.06, 1, 1))
    _save(fig, directory, stem, provenance(line, tally, tr))
    return Figure(stem, tr("report.fig.characters_by_role", players=line.players))


def seats(line: LineSpec, tally: LineTally, directory: Path, stem: str,
          tr: Translator | None = None) -> Figure | None:
    tr = tr or english()
    overall = offset_rates(tally)
    if not overall:
        return None  # no Sheriff (the 3-player card game)
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7, 4))
    for i, (role, points) in enumerate(offset_role_rates(tally).items()):
        xs = [o + (i - 1.5) * 0.07 for o, _ in points]
        rates = [r for _, r in points]
        ax.errorbar(xs, [100 * r.value for r in rates], yerr=_whiskers(rates), marker="o",
                    capsize=3, linestyle=":", label=name(role, tr, line.game),
                    color=ROLE_COLOURS.get(role, PLAIN))
    sheriff = name("sheriff", tr, line.game) if tr.lang != "en" else "Sheriff"
    ax.set_xticks([o for o, _ in overall],
                  [sheriff if o == 0 else f"+{o}" for o, _ in overall])
    ax.set_xlabel(tr("report.axis.seat"))
    ax.set_ylabel(tr("report.axis.seats_won"))
    _percent_axis(ax, "y")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(title=tr("report.legend.seat_role"), frameon=False, fontsize=8)
    ax.set_title(tr("report.fig.seats.title", players=line.players))
    fig.tight_layout(rect=(0, 0.06, 1, 1))
    _save(fig, directory, stem, provenance(line, tally, tr))
    return Figure(stem, tr("report.fig.seats", players=line.players))


def lengths(line: LineSpec, tally: LineTally, directory: Path, stem: str,
            tr: Translator | None = None) -> Figure:
    tr = tr or english()
    plt = _pyplot()
    fig, axes = plt.subplots(1, 3, figsize=(10, 3.4))
    labels = {m: tr(f"report.axis.{m}_per_game") for m in ("decisions", "turns", "rounds")}
    total = max(1, tally.finished)
    for ax, (measure, label) in zip(axes, labels.items(), strict=True):
        hist, width = binned(tally.histogram(measure))
        ax.bar([v + (width - 1) / 2 for v, _ in hist], [100 * c / total for _, c in hist],
               width=width, color=PLAIN)
        ax.set_xlabel(label)
        ax.set_ylabel(_games_axis(width, tr))
        _percent_axis(ax, "y")
    fig.suptitle(tr("report.fig.length.title", players=line.players), fontsize=10)
    fig.tight_layout(rect=(0, 0.07, 1, 1))
    _save(fig, directory, stem, provenance(line, tally, tr))
    return Figure(stem, tr("report.fig.length", players=line.players))


def _games_axis(width: int, tr: Translator) -> str:
    return tr("report.axis.games") if width == 1 else tr("report.axis.games_bins", width=width)


def _top_aligned(ax: Any, count: int, tallest: int) -> None:
    """Side-by-side bar panels keep one bar thickness, bars from the top down."""
    ax.set_ylim(count - tallest - 0.5, count - 0.5)


def binned(histogram: list[tuple[int, int]],
           bins: int = 40) -> tuple[list[tuple[int, int]], int]:
    """At most about ``bins`` bars: (bin start, games) pairs and the bin width."""
    if not histogram:
        return [], 1
    low, high = histogram[0][0], histogram[-1][0]
    width = max(1, -(-(high - low + 1) // bins))
    out: dict[int, int] = {}
    for value, count in histogram:
        start = low + (value - low) // width * width
        out[start] = out.get(start, 0) + count
    return sorted(out.items()), width


def _share_bars(ax: Any, items: Sequence[tuple[str, Rate]], title: str, tallest: int,
                tr: Translator | None = None) -> None:
    tr = tr or english()
    items = list(items)[::-1]
    ax.barh([k for k, _ in items], [100 * r.value for _, r in items],
            xerr=_whiskers([r for _, r in items]), color=PLAIN, capsize=2)
    _top_aligned(ax, len(items), tallest)
    ax.set_title(title, fontsize=9)
    ax.set_xlabel(tr("report.axis.finished"))
    _percent_axis(ax)


def endings(line: LineSpec, tally: LineTally, directory: Path, stem: str,
            tr: Translator | None = None) -> Figure:
    tr = tr or english()
    plt = _pyplot()
    game = line.game
    hands = [(name(k.replace(SEP, " → "), tr, game), r) for k, r in shares(tally, "hands")]
    panels = [([(name(k, tr, game), r) for k, r in shares(tally, "teams")],
               tr("report.col.winning_side")),
              (hands, tr("report.panel.hands")),
              ([(name(k, tr, game), r) for k, r in shares(tally, "causes")],
               tr("report.panel.causes"))]
    tallest = max(len(p) for p, _ in panels)
    fig, axes = plt.subplots(1, 3, figsize=(12, 0.28 * tallest + 1.8))
    for ax, (items, title) in zip(axes, panels, strict=True):
        _share_bars(ax, items, title, tallest, tr)
    fig.suptitle(tr("report.fig.endings.title", players=line.players), fontsize=10)
    fig.tight_layout(rect=(0, 0.07, 1, 1))
    _save(fig, directory, stem, provenance(line, tally, tr))
    return Figure(stem, tr("report.fig.endings", players=line.players))


def usage(line: LineSpec, tally: LineTally, directory: Path, stem: str,
          tr: Translator | None = None) -> Figure:
    tr = tr or english()
    plt = _pyplot()
    dice = line.game == "dice"
    panels = [("plays", tr("report.panel.faces_rolled" if dice else "report.panel.plays")),
              ("responses", tr("report.panel.responses")),
              ("abilities", tr("report.panel.abilities"))]
    panels = [(kind, title) for kind, title in panels if tally[kind]]
    tallest = max((len(tally[kind]) for kind, _ in panels), default=1)
    fig, axes = plt.subplots(1, max(1, len(panels)), figsize=(4 * max(1, len(panels)) + 1,
                                                             0.26 * tallest + 1.8),
                             squeeze=False)
    for ax, (kind, title) in zip(axes[0], panels, strict=False):
        items = per_game(tally, kind)[::-1]
        ax.barh([name(k, tr, line.game) for k, _ in items], [v for _, v in items],
                color=PLAIN)
        _top_aligned(ax, len(items), tallest)
        ax.set_title(title, fontsize=9)
        ax.set_xlabel(tr("report.axis.times_per_game"))
    fig.suptitle(tr("report.fig.usage.title", players=line.players), fontsize=10)
    fig.tight_layout(rect=(0, 0.07, 1, 1))
    _save(fig, directory, stem, provenance(line, tally, tr))
    return Figure(stem, tr("report.fig.usage", players=line.players))


#: The dice game's happenings shown as per-game distributions.
DICE_HAPPENINGS = ("arrows rolled", "Indian attacks", "Dynamite explosions")


def happenings(line: LineSpec, tally: LineTally, directory: Path, stem: str,
               names: Sequence[str], tr: Translator | None = None) -> Figure | None:
    tr = tr or english()
    names = [n for n in names if tally["happenings"].get(n)]
    if not names:
        return None
    plt = _pyplot()
    fig, axes = plt.subplots(1, len(names), figsize=(3.6 * len(names), 3.2), squeeze=False)
    total = max(1, tally.finished)
    for ax, what in zip(axes[0], names, strict=True):
        hist, width = binned(tally.happening_histogram(what), 30)
        ax.bar([v + (width - 1) / 2 for v, _ in hist], [100 * c / total for _, c in hist],
               width=width, color=PLAIN)
        mean = tally["happenings"][what] / total
        label = happening(what, tr)
        ax.set_title(tr("report.happening_mean", what=label, mean=f"{mean:.2f}"), fontsize=9)
        ax.set_xlabel(tr("report.happening_axis", what=label))
        ax.set_ylabel(_games_axis(width, tr))
        _percent_axis(ax, "y")
    fig.suptitle(tr("report.fig.dice.title", players=line.players), fontsize=10)
    fig.tight_layout(rect=(0, 0.08, 1, 1))
    _save(fig, directory, stem, provenance(line, tally, tr))
    return Figure(stem, tr("report.fig.dice", players=line.players))


def counters(line: LineSpec, tally: LineTally, directory: Path, stem: str,
             tr: Translator | None = None) -> Figure | None:
    """The engine's own counters (the ghost variants'), as times per game."""
    tr = tr or english()
    items = per_game_counters(tally)
    if not items:
        return None
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7, 0.3 * len(items) + 1.6))
    items = items[::-1]
    ax.barh([counter(k, tr) for k, _ in items], [v for _, v in items], color=PLAIN)
    ax.set_xlabel(tr("report.axis.times_all_games"))
    ax.set_title(tr("report.fig.counters.title", players=line.players), fontsize=10)
    fig.tight_layout(rect=(0, 0.08, 1, 1))
    _save(fig, directory, stem, provenance(line, tally, tr))
    return Figure(stem, tr("report.fig.counters", players=line.players))


def per_game_counters(tally: LineTally) -> list[tuple[str, float]]:
    games = tally.games or 1
    return sorted(((k, v / games) for k, v in tally["stats"].items()),
                  key=lambda kv: (-kv[1], kv[0]))


def line_figures(line: LineSpec, tally: LineTally, directory: Path,
                 tr: Translator | None = None) -> list[Figure]:
    """Every figure of one line, in the order a report shows them."""
    tr = tr or english()
    tag = f"{line.game}-{line.players}p"
    made = [characters(line, tally, directory, f"{tag}-characters", tr),
            characters_by_role(line, tally, directory, f"{tag}-characters-by-role", tr),
            seats(line, tally, directory, f"{tag}-seats", tr),
            lengths(line, tally, directory, f"{tag}-length", tr),
            endings(line, tally, directory, f"{tag}-endings", tr),
            usage(line, tally, directory, f"{tag}-usage", tr)]
    if line.game == "dice":
        made.append(happenings(line, tally, directory, f"{tag}-dice", DICE_HAPPENINGS, tr))
    made.append(counters(line, tally, directory, f"{tag}-counters", tr))
    return [f for f in made if f is not None]
