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
from bang.i18n import Translator
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
from bang.stats.words import counter, english, happening, name

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


def _yes(flag: bool, tr: Translator) -> str:
    return tr("report.yes") if flag else ""


def _range(low: str, high: str, tr: Translator) -> str:
    return tr("report.range", low=low, high=high)


# --- building the blocks ------------------------------------------------------------
def overview(lines: Sequence[Line], figures: Path, tr: Translator | None = None) -> list[Block]:
    tr = tr or english()
    game = lines[0][0].game
    blocks: list[Block] = [Heading(2, tr("report.h.roles"))]
    if len(lines) > 1:
        blocks.append(Image(plots.roles_by_players(lines, figures, f"{game}-roles", tr)))
    rows = []
    for line, tally in lines:
        for row in role_rates(tally):
            rows.append((str(line.players), name(row.role, tr, game), f"{row.team.trials:,}",
                         pct(row.team.value), interval(row.team), f"{row.seat.trials:,}",
                         pct(row.seat.value), interval(row.seat)))
    blocks.append(Table((tr("report.col.players"), tr("report.col.role"),
                         tr("report.col.games_dealt"), tr("report.col.side_won"),
                         tr("report.col.interval"), tr("report.col.seats"),
                         tr("report.col.seat_won"), tr("report.col.interval")),
                        rows, (0, 2, 3, 4, 5, 6, 7)))
    blocks.append(Para(tr("report.p.roles")))
    if len(lines) > 1:
        blocks.append(Image(plots.characters_by_players(lines, figures, f"{game}-characters",
                                                        tr)))
    return blocks


def line_blocks(line: LineSpec, tally: LineTally, figures: Path,
                tr: Translator | None = None) -> list[Block]:
    tr = tr or english()
    game = line.game
    made = {f.stem.split("p-", 1)[1]: f for f in plots.line_figures(line, tally, figures, tr)}
    characters = character_rates(tally)
    blocks: list[Block] = [
        Heading(2, tr("report.h.players", players=line.players)),
        Para(plots.provenance(line, tally, tr) + tr("report.full_stop")),
        Heading(3, tr("report.h.sides")),
        Table((tr("report.col.winning_side"), tr("report.col.games"), tr("report.col.share"),
               tr("report.col.interval")),
              [(name(side, tr, game), f"{r.wins:,}", pct(r.value), interval(r))
               for side, r in shares(tally, "teams")], (1, 2, 3)),
        Heading(3, tr("report.h.characters")),
        Image(made["characters"]),
        Table((tr("report.col.character"), tr("report.col.seats"), tr("report.col.wins"),
               tr("report.col.win_rate"), tr("report.col.interval"), tr("report.col.p_others"),
               tr("report.col.p_corrected", correction=CORRECTION), tr("report.col.differs")),
              [(name(r.name, tr, game), f"{r.rate.trials:,}", f"{r.rate.wins:,}",
                pct(r.rate.value), interval(r.rate), _p(r.p), _p(r.p_adjusted),
                _yes(r.significant, tr))
               for r in characters], (1, 2, 3, 4, 5, 6)),
        Para(tr("report.p.characters", tests=len(characters), correction=CORRECTION)),
        Image(made["characters-by-role"]),
    ]
    by_role = character_role_rates(tally)
    blocks.append(Table(
        (tr("report.col.role"), tr("report.col.best"), tr("report.col.win_rate"),
         tr("report.col.worst"), tr("report.col.win_rate"), tr("report.col.differ_corrected")),
        [(name(role, tr, game), name(rows[0].name, tr, game),
          f"{pct(rows[0].rate.value)} ({interval(rows[0].rate)})",
          name(rows[-1].name, tr, game),
          f"{pct(rows[-1].rate.value)} ({interval(rows[-1].rate)})",
          tr("ui.list_sep").join(name(r.name, tr, game) for r in rows if r.significant)
          or tr("report.none"))
         for role, rows in by_role.items() if rows]))
    if "seats" in made:
        sheriff = name("sheriff", tr, game) if tr.lang != "en" else "Sheriff"
        blocks += [Heading(3, tr("report.h.seats")), Image(made["seats"]),
                   Table((tr("report.col.seat"), tr("report.col.seats"),
                          tr("report.col.win_rate"), tr("report.col.interval")),
                         [(sheriff if o == 0 else f"+{o}", f"{r.trials:,}", pct(r.value),
                           interval(r)) for o, r in offset_rates(tally)], (1, 2, 3))]
    blocks += [Heading(3, tr("report.h.length")), Image(made["length"]),
               Table((tr("report.col.measure"), tr("report.col.mean"), tr("report.col.sd"),
                      tr("report.col.min"), tr("report.col.q1"), tr("report.col.median"),
                      tr("report.col.q3"), tr("report.col.max")),
                     [(tr(f"report.measure.{measure}"), f"{s.mean:.1f}", f"{s.sd:.1f}",
                       str(s.minimum), str(s.q1), str(s.median), str(s.q3), str(s.maximum))
                      for measure, s in lengths(tally).items()], (1, 2, 3, 4, 5, 6, 7)),
               Heading(3, tr("report.h.endings")), Image(made["endings"]),
               Table((tr("report.col.hands"), tr("report.col.games"), tr("report.col.share")),
                     [(name(k.replace(SEP, " → "), tr, game), f"{r.wins:,}", pct(r.value))
                      for k, r in shares(tally, "hands")], (1, 2)),
               Table((tr("report.col.causes"), tr("report.col.games"), tr("report.col.share")),
                     [(name(k, tr, game), f"{r.wins:,}", pct(r.value))
                      for k, r in shares(tally, "causes")], (1, 2)),
               Heading(3, tr("report.h.usage")), Image(made["usage"]),
               Table((tr("report.col.counted"), tr("report.col.name"), tr("report.col.per_game")),
                     [(tr(f"report.kind.{kind}"), name(k, tr, game), f"{v:.2f}")
                      for kind in ("plays", "responses", "abilities")
                      for k, v in per_game(tally, kind)], (2,)),
               Table((tr("report.col.event"), tr("report.col.per_game")),
                     [(happening(k, tr), f"{v:.2f}")
                      for k, v in per_game(tally, "happenings")], (1,))]
    if "dice" in made:
        blocks.append(Image(made["dice"]))
    if "counters" in made:
        blocks += [Heading(3, tr("report.h.counters")), Image(made["counters"]),
                   Table((tr("report.col.counter"), tr("report.col.total"),
                          tr("report.col.per_game")),
                         [(counter(k, tr), f"{v:,}", f"{v / max(1, tally.games):.2f}")
                          for k, v in sorted(tally["stats"].items())], (1, 2))]
    if tally.capped:
        blocks.append(Para(tr("report.p.capped", count=len(tally.capped),
                              cap=line.max_decisions, games=tr("ui.list_sep").join(
            tr("report.capped_game", index=i, seed=s) for i, s in tally.capped[:20]))))
    return blocks


def comparison_blocks(variant: dict[str, str], pairs: Sequence[Pair],
                      tr: Translator | None = None) -> list[Block]:
    tr = tr or english()
    change = ", ".join(f"{k}={v}" for k, v in variant.items())
    blocks: list[Block] = [Heading(2, tr("report.h.comparison", change=change)),
                           Para(tr("report.p.comparison"))]
    for line, pair in pairs:
        rows = [(tr("report.side_wins", side=name(row.name, tr, line.game)),
                 pct(row.diff.a.value), pct(row.diff.b.value), points(row.diff.value),
                 _range(points(row.diff.low), points(row.diff.high), tr),
                 _yes(row.diff.significant, tr)) for row in compare_sides(pair)]
        rows += [(tr("report.mean_of", measure=tr(f"report.measure.{m.name}")),
                  f"{m.base:.1f}", f"{m.variant:.1f}", f"{m.value:+.2f}",
                  _range(f"{m.low:+.2f}", f"{m.high:+.2f}", tr),
                  _yes(m.low > 0 or m.high < 0, tr))
                 for m in compare_lengths(pair)]
        changed = next((m.changed for m in compare_lengths(pair) if m.name == "decisions"), 0.0)
        blocks += [Heading(3, tr("report.h.pair", players=line.players,
                                 seeds=f"{pair.games:,}", share=pct(changed))),
                   Table((tr("report.col.measure"), tr("report.col.baseline"),
                          tr("report.col.with", change=change), tr("report.col.difference"),
                          tr("report.col.interval"), tr("report.col.excludes_zero")),
                         rows, (1, 2, 3, 4))]
    return blocks


def title(game: str, tr: Translator | None = None) -> str:
    """The report's title: ``Balance report: the cards game``."""
    tr = tr or english()
    return tr("report.title", game=game)


def build(lines: Sequence[Line], figures: Path, comparisons: Sequence[Pair] = (),
          variant: dict[str, str] | None = None, command: str = "",
          tr: Translator | None = None) -> list[Block]:
    tr = tr or english()
    game = lines[0][0].game
    total = sum(t.games for _, t in lines)
    blocks: list[Block] = [
        Heading(1, title(game, tr)),
        Para(tr("report.p.intro", games=tr("report.n_games", n=total),
                counts=tr("report.n_counts", count=len(lines)), bots=lines[0][0].bots_label(),
                version=__version__, confidence=f"{CONFIDENCE:.0%}", correction=CORRECTION)),
    ]
    if command:
        blocks.append(Para(tr("report.p.command", command=command, chunk=CHUNK_SIZE)))
    blocks += overview(lines, figures, tr)
    for line, tally in lines:
        blocks += line_blocks(line, tally, figures, tr)
    if comparisons and variant:
        blocks += comparison_blocks(variant, comparisons, tr)
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


def to_html(blocks: Sequence[Block], figures: Path, title: str, lang: str = "en") -> str:
    out = [f"<!DOCTYPE html>\n<html lang=\"{html.escape(lang)}\"><head><meta charset=\"utf-8\">"
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
                 variant: dict[str, str] | None = None, command: str = "",
                 lang: str = "en") -> Path:
    """Write ``index.html``, ``report.md``, ``summary.json`` and ``figures/`` into
    ``directory``, their words in ``lang``; returns the HTML page's path."""
    if not lines:
        raise ValueError("a report needs at least one line")
    tr = Translator(lang)
    figures = directory / "figures"
    figures.mkdir(parents=True, exist_ok=True)
    blocks = build(lines, figures, comparisons, variant, command, tr)
    (directory / "report.md").write_text(to_markdown(blocks), encoding="utf-8")
    page = directory / "index.html"
    page.write_text(to_html(blocks, figures, title(lines[0][0].game, tr), tr.lang),
                    encoding="utf-8")
    (directory / "summary.json").write_text(json.dumps(summary(lines), indent=1),
                                            encoding="utf-8")
    return page
