"""The balance report: an HTML page and its Markdown twin, with figures and tables.

Both are rendered from one list of blocks (headings, paragraphs, tables, figures), so
they always say the same thing.  The HTML carries its figures inside it (PNG data URIs),
so the page alone is the whole report; the Markdown links the PNG files, and every figure
is also written as SVG.  ``summary.json`` holds the numbers of every table for scripts.
"""

from __future__ import annotations

import base64
import html
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bang import __version__
from bang.stats import plots
from bang.stats.intervals import CONFIDENCE, Rate
from bang.stats.plan import CHUNK_SIZE, LineSpec
from bang.stats.tables import (
    CORRECTION,
    character_rates,
    character_role_rates,
    compare_lengths,
    compare_sides,
    lengths,
    offset_rates,
    per_game,
    role_rates,
    shares,
)
from bang.stats.tally import SEP, LineTally, PairTally

Line = tuple[LineSpec, LineTally]
Pair = tuple[LineSpec, PairTally]


@dataclass(frozen=True, slots=True)
class Heading:
    level: int
    text: str


@dataclass(frozen=True, slots=True)
class Para:
    text: str


@dataclass(frozen=True, slots=True)
class Table:
    headers: tuple[str, ...]
    rows: Sequence[Sequence[str]]
    right: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Image:
    figure: plots.Figure


Block = Heading | Para | Table | Image


def pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def interval(rate: Rate) -> str:
    return f"{100 * rate.low:.1f}–{100 * rate.high:.1f}%"


def points(value: float) -> str:
    return f"{100 * value:+.1f} pt"


def _p(value: float) -> str:
    return "<0.0001" if value < 1e-4 else f"{value:.4f}"


# --- building the blocks ------------------------------------------------------------
def overview(lines: Sequence[Line], figures: Path) -> list[Block]:
    blocks: list[Block] = [Heading(2, "Team and role win rates")]
    if len(lines) > 1:
        blocks.append(Image(plots.roles_by_players(lines, figures,
                                                   f"{lines[0][0].game}-roles")))
    rows = []
    for line, tally in lines:
        for row in role_rates(tally):
            rows.append((str(line.players), row.role, f"{row.team.trials:,}",
                         pct(row.team.value), interval(row.team), f"{row.seat.trials:,}",
                         pct(row.seat.value), interval(row.seat)))
    blocks.append(Table(("players", "role", "games dealt", "side won", "95% interval",
                         "seats", "seat won", "95% interval"), rows, (0, 2, 3, 4, 5, 6, 7)))
    blocks.append(Para(
        "“Side won” counts games where the role was dealt and its side won (two Outlaws "
        "are one side); “seat won” counts seats. Intervals are Wilson score intervals."))
    if len(lines) > 1:
        blocks.append(Image(plots.characters_by_players(lines, figures,
                                                        f"{lines[0][0].game}-characters")))
    return blocks


def line_blocks(line: LineSpec, tally: LineTally, figures: Path) -> list[Block]:
    made = {f.stem.split("p-", 1)[1]: f for f in plots.line_figures(line, tally, figures)}
    blocks: list[Block] = [
        Heading(2, f"{line.players} players"),
        Para(plots.provenance(line, tally) + "."),
        Heading(3, "Sides"),
        Table(("winning side", "games", "share", "95% interval"),
              [(name, f"{r.wins:,}", pct(r.value), interval(r))
               for name, r in shares(tally, "teams")], (1, 2, 3)),
        Heading(3, "Characters"),
        Image(made["characters"]),
        Table(("character", "seats", "wins", "win rate", "95% interval", "p (vs others)",
               f"p ({CORRECTION})", "differs"),
              [(r.name, f"{r.rate.trials:,}", f"{r.rate.wins:,}", pct(r.rate.value),
                interval(r.rate), _p(r.p), _p(r.p_adjusted), "yes" if r.significant else "")
               for r in character_rates(tally)], (1, 2, 3, 4, 5, 6)),
        Para(f"Each character is tested against all other characters together "
             f"(two-proportion z-test); the p-values are corrected for the "
             f"{len(character_rates(tally))} tests with the {CORRECTION} method, so "
             f"“differs” is wrong for any character at most 5% of the time."),
        Image(made["characters-by-role"]),
    ]
    by_role = character_role_rates(tally)
    blocks.append(Table(
        ("role", "best character", "win rate", "worst character", "win rate",
         "differ (corrected)"),
        [(role, rows[0].name, f"{pct(rows[0].rate.value)} ({interval(rows[0].rate)})",
          rows[-1].name, f"{pct(rows[-1].rate.value)} ({interval(rows[-1].rate)})",
          ", ".join(r.name for r in rows if r.significant) or "none")
         for role, rows in by_role.items() if rows]))
    if "seats" in made:
        blocks += [Heading(3, "Seats after the Sheriff"), Image(made["seats"]),
                   Table(("seat", "seats", "win rate", "95% interval"),
                         [("Sheriff" if o == 0 else f"+{o}", f"{r.trials:,}", pct(r.value),
                           interval(r)) for o, r in offset_rates(tally)], (1, 2, 3))]
    blocks += [Heading(3, "Game length"), Image(made["length"]),
               Table(("measure", "mean", "sd", "min", "quartile 1", "median", "quartile 3",
                      "max"),
                     [(name, f"{s.mean:.1f}", f"{s.sd:.1f}", str(s.minimum), str(s.q1),
                       str(s.median), str(s.q3), str(s.maximum))
                      for name, s in lengths(tally).items()], (1, 2, 3, 4, 5, 6, 7)),
               Heading(3, "How games end"), Image(made["endings"]),
               Table(("last elimination by → of", "games", "share"),
                     [(k.replace(SEP, " → "), f"{r.wins:,}", pct(r.value))
                      for k, r in shares(tally, "hands")], (1, 2)),
               Table(("card or die face of the last elimination", "games", "share"),
                     [(k, f"{r.wins:,}", pct(r.value)) for k, r in shares(tally, "causes")],
                     (1, 2)),
               Heading(3, "Usage"), Image(made["usage"]),
               Table(("counted", "name", "per game"),
                     [(kind, k, f"{v:.2f}") for kind in ("plays", "responses", "abilities")
                      for k, v in per_game(tally, kind)], (2,)),
               Table(("event", "per game"),
                     [(k, f"{v:.2f}") for k, v in per_game(tally, "happenings")], (1,))]
    if "dice" in made:
        blocks.append(Image(made["dice"]))
    if "counters" in made:
        blocks += [Heading(3, "The variant's own counters"), Image(made["counters"]),
                   Table(("counter", "total", "per game"),
                         [(k, f"{v:,}", f"{v / max(1, tally.games):.2f}")
                          for k, v in sorted(tally["stats"].items())], (1, 2))]
    if tally.capped:
        blocks.append(Para(
            f"{len(tally.capped)} game(s) reached the decision cap of {line.max_decisions} and "
            f"are left out of every figure: " + ", ".join(
                f"#{i} (seed {s})" for i, s in tally.capped[:20])))
    return blocks


def comparison_blocks(variant: dict[str, str], pairs: Sequence[Pair]) -> list[Block]:
    change = ", ".join(f"{k}={v}" for k, v in variant.items())
    blocks: list[Block] = [
        Heading(2, f"Comparison: {change}"),
        Para("Both sides play the same seeds: game i of each side is seeded "
             "child_seed(seed, i), so every seed gives a pair of games that differ only by "
             "the option. Differences are the variant minus the baseline, with Newcombe's "
             "square-and-add interval for paired proportions (games that come out alike on "
             "both sides narrow it); game lengths use a normal interval on the per-seed "
             "differences.")]
    for line, pair in pairs:
        rows = [(f"{row.name} wins", pct(row.diff.a.value), pct(row.diff.b.value),
                 points(row.diff.value), f"{points(row.diff.low)} to {points(row.diff.high)}",
                 "yes" if row.diff.significant else "") for row in compare_sides(pair)]
        rows += [(f"mean {m.name}", f"{m.base:.1f}", f"{m.variant:.1f}", f"{m.value:+.2f}",
                  f"{m.low:+.2f} to {m.high:+.2f}", "yes" if m.low > 0 or m.high < 0 else "")
                 for m in compare_lengths(pair)]
        changed = next((m.changed for m in compare_lengths(pair) if m.name == "decisions"), 0.0)
        blocks += [Heading(3, f"{line.players} players ({pair.games:,} seeds, "
                              f"{pct(changed)} of them played differently)"),
                   Table(("measure", "baseline", f"with {change}", "difference",
                          "95% interval", "interval excludes 0"), rows, (1, 2, 3, 4))]
    return blocks


def build(lines: Sequence[Line], figures: Path, comparisons: Sequence[Pair] = (),
          variant: dict[str, str] | None = None, command: str = "") -> list[Block]:
    game = lines[0][0].game
    total = sum(t.games for _, t in lines)
    blocks: list[Block] = [
        Heading(1, f"Balance report: the {game} game"),
        Para(f"{total:,} games over {len(lines)} player count(s), bots "
             f"{lines[0][0].bots_label()}, engine version {__version__}. Every rate has a "
             f"{CONFIDENCE:.0%} Wilson interval; many comparisons at once are corrected "
             f"with the {CORRECTION} method."),
    ]
    if command:
        blocks.append(Para(f"Made by: `{command}` (the same command makes it again: game i "
                           f"of a line is always seeded child_seed(seed, i), in chunks of "
                           f"{CHUNK_SIZE} games)."))
    blocks += overview(lines, figures)
    for line, tally in lines:
        blocks += line_blocks(line, tally, figures)
    if comparisons and variant:
        blocks += comparison_blocks(variant, comparisons)
    return blocks


# --- rendering ----------------------------------------------------------------------
def _md_cell(text: str) -> str:
    return text.replace("|", "\\|")


def to_markdown(blocks: Sequence[Block]) -> str:
    out: list[str] = []
    for block in blocks:
        if isinstance(block, Heading):
            out.append("#" * block.level + " " + block.text)
        elif isinstance(block, Para):
            out.append(block.text)
        elif isinstance(block, Table):
            out.append("| " + " | ".join(_md_cell(h) for h in block.headers) + " |")
            out.append("|" + "|".join("---:" if i in block.right else "---"
                                      for i in range(len(block.headers))) + "|")
            out.extend("| " + " | ".join(_md_cell(c) for c in row) + " |" for row in block.rows)
        else:
            stem = block.figure.stem
            out.append(f"![{block.figure.title}](figures/{stem}.png) "
                       f"([SVG](figures/{stem}.svg))")
        out.append("")
    return "\n".join(out)


_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 1100px; margin: 2em auto; color: #222;
       padding: 0 1em; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; font-size: 0.9em; }
th, td { border-bottom: 1px solid #ddd; padding: 0.2em 0.6em; }
th { text-align: left; background: #f4f4f4; }
td.r { text-align: right; font-variant-numeric: tabular-nums; }
figure { margin: 1em 0; } figure img { max-width: 100%; }
figcaption { font-size: 0.85em; color: #555; }
code { background: #f4f4f4; padding: 0 0.2em; }
ul.toc { columns: 3; font-size: 0.9em; }
"""


def _inline(text: str) -> str:
    """Escape, then turn `code` spans into <code>."""
    parts = html.escape(text).split("`")
    return "".join(f"<code>{p}</code>" if i % 2 else p for i, p in enumerate(parts))


def to_html(blocks: Sequence[Block], figures: Path, title: str) -> str:
    out = [f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
           f"<title>{html.escape(title)}</title><style>{_STYLE}</style></head><body>"]
    sections = [b.text for b in blocks if isinstance(b, Heading) and b.level == 2]
    contents = "".join(f"<li><a href=\"#s{i}\">{html.escape(text)}</a></li>"
                       for i, text in enumerate(sections))
    section = 0
    for block in blocks:
        if isinstance(block, Heading) and block.level == 2:
            out.append(f"<h2 id=\"s{section}\">{_inline(block.text)}</h2>")
            section += 1
        elif isinstance(block, Heading):
            out.append(f"<h{block.level}>{_inline(block.text)}</h{block.level}>")
            if block.level == 1 and contents:
                out.append(f"<nav><ul class=\"toc\">{contents}</ul></nav>")
        elif isinstance(block, Para):
            out.append(f"<p>{_inline(block.text)}</p>")
        elif isinstance(block, Table):
            head = "".join(f"<th>{html.escape(h)}</th>" for h in block.headers)
            body = "".join(
                "<tr>" + "".join(f"<td class=\"r\">{html.escape(c)}</td>" if i in block.right
                                 else f"<td>{html.escape(c)}</td>"
                                 for i, c in enumerate(row)) + "</tr>"
                for row in block.rows)
            out.append(f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
        else:
            stem = block.figure.stem
            data = base64.b64encode((figures / f"{stem}.png").read_bytes()).decode("ascii")
            out.append(f"<figure><img alt=\"{html.escape(block.figure.title)}\" "
                       f"src=\"data:image/png;base64,{data}\"><figcaption>"
                       f"{html.escape(block.figure.title)} (<a href=\"figures/{stem}.svg\">"
                       f"SVG</a>)</figcaption></figure>")
    out.append("</body></html>\n")
    return "\n".join(out)


def summary(lines: Sequence[Line]) -> dict[str, Any]:
    """The report's numbers as JSON: per line, its spec, its tally and its role rates."""
    return {"format": "bang-balance/1", "lines": [
        {"game": line.game, "players": line.players, "seed": line.seed,
         "bots": list(line.bots), "options": dict(line.options), "tally": tally.to_dict(),
         "roles": [{"role": r.role, "seats": r.seat.trials, "seat_wins": r.seat.wins,
                    "games": r.team.trials, "team_wins": r.team.wins,
                    "team_low": r.team.low, "team_high": r.team.high}
                   for r in role_rates(tally)],
         "characters": [{"name": r.name, "seats": r.rate.trials, "wins": r.rate.wins,
                         "low": r.rate.low, "high": r.rate.high, "p_adjusted": r.p_adjusted}
                        for r in character_rates(tally)]}
        for line, tally in lines]}


def write_report(directory: Path, lines: Sequence[Line], *, comparisons: Sequence[Pair] = (),
                 variant: dict[str, str] | None = None, command: str = "") -> Path:
    """Write ``index.html``, ``report.md``, ``summary.json`` and ``figures/`` into
    ``directory``; returns the HTML page's path."""
    if not lines:
        raise ValueError("a report needs at least one line")
    figures = directory / "figures"
    figures.mkdir(parents=True, exist_ok=True)
    blocks = build(lines, figures, comparisons, variant, command)
    title = f"Balance report: the {lines[0][0].game} game"
    (directory / "report.md").write_text(to_markdown(blocks), encoding="utf-8")
    page = directory / "index.html"
    page.write_text(to_html(blocks, figures, title), encoding="utf-8")
    (directory / "summary.json").write_text(json.dumps(summary(lines), indent=1),
                                            encoding="utf-8")
    return page
