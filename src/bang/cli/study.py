"""``bang simulate`` as a balance study: ``--report DIR``, ``--compare``, ``--backend``.

These options switch the command from its quick table (``bang.sim``) to the balance
statistics of ``bang.stats``: results kept in a store as they arrive (so a run resumes),
win rates with 95 % intervals, comparisons of rule options on the same seeds, and a
report with plots.
"""

from __future__ import annotations

import argparse
import shlex
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bang.cli import render
from bang.cli.helpformat import HelpWords
from bang.cli.options import cli_words, translator
from bang.core.config import parse_options
from bang.sim.play import DEFAULT_MAX_DECISIONS
from bang.stats.backends import BACKENDS, run_lines, run_pairs
from bang.stats.plan import LineSpec, PairSpec
from bang.stats.store import ResultStore
from bang.stats.tables import character_rates, compare_lengths, compare_sides, role_rates
from bang.stats.tally import LineTally, PairTally
from bang.stats.words import name

#: Where results go when ``--store`` is not given: beside the report.
STORE_NAME = "results.sqlite"


def add_arguments(parser: argparse.ArgumentParser, h: HelpWords) -> None:
    group = parser.add_argument_group(h.text("cli.help.study.title"),
                                      h("cli.help.study.description"))
    group.add_argument("--report", type=Path, metavar=h.text("cli.metavar.dir"),
                       help=h("cli.help.study.report"))
    group.add_argument("--compare", action="append", default=[],
                       metavar=h.text("cli.metavar.key_value"),
                       help=h("cli.help.study.compare"))
    group.add_argument("--backend", choices=BACKENDS, default="local",
                       help=h("cli.help.study.backend"))
    group.add_argument("--address", default=None, metavar=h.text("cli.metavar.address"),
                       help=h("cli.help.study.address"))
    group.add_argument("--store", type=Path, metavar=h.text("cli.metavar.file"),
                       help=h("cli.help.study.store", name=STORE_NAME))


def wanted(args: argparse.Namespace) -> bool:
    """Whether the command is a study rather than the quick table."""
    return bool(args.report or args.compare or args.store or args.backend != "local"
                or args.address)


def run(args: argparse.Namespace, options: dict[str, Any], bots: Any) -> int:
    if args.address and args.backend != "ray":
        raise ValueError(cli_words("err.ray_address"))
    if args.report:
        need_plots()  # before any game is played, not after all of them
    if args.store or args.report:
        return _run(args, options, bots, args.store or args.report / STORE_NAME)
    # --compare or --backend ray alone: the results are kept only while the command runs.
    with tempfile.TemporaryDirectory(prefix="bang-simulate-") as scratch:
        return _run(args, options, bots, Path(scratch) / STORE_NAME)


def need_plots() -> None:
    """``--report`` draws its figures with matplotlib (the ``plot`` extra)."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise ValueError(cli_words("err.matplotlib")) from None


def _run(args: argparse.Namespace, options: dict[str, Any], bots: Any,
         store_path: Path) -> int:
    variant = parse_options(args.compare) if args.compare else {}
    base = [LineSpec.make(args.game, players, args.seed, options, bots, args.max_decisions)
            for players in args.players]
    specs = [PairSpec(line, line.with_options(variant)) for line in base] if variant else []
    how = {"backend": args.backend, "jobs": args.jobs, "address": args.address}
    sides = 2 if variant else 1
    with ResultStore(store_path) as store, render.progress(
            args.games * len(base) * sides,
            translator(args)("study.progress", game=args.game, count=len(base))) as bar:
        if variant:
            # Progress counts seeds; each is played on both sides.
            pairs = run_pairs([(p, args.games) for p in specs], store, **how,
                              progress=lambda done, total: bar(2 * done, 2 * total))
            tallies = [p.base for p in pairs]
        else:
            pairs = []
            tallies = run_lines([(line, args.games) for line in base], store, **how,
                                progress=bar)
    tr = translator(args)
    show(base, tallies, getattr(args, "by", "role"), tr)
    if variant:
        show_comparison(variant, list(zip(base, pairs, strict=True)), tr)
    if args.report:
        from bang.stats.report import write_report

        written = write_report(args.report, list(zip(base, tallies, strict=True)),
                               comparisons=list(zip(base, pairs, strict=False)),
                               variant=variant, command=command_line(args),
                               lang=tr.lang)
        render.print_line(translator(args)("sim.report_written", path=str(written)))
    capped = sum(len(t.capped) for t in tallies) + sum(len(p.variant.capped) for p in pairs)
    if capped:
        render.print_warning(translator(args)("sim.report_capped", count=capped))
        return 1
    return 0


def command_line(args: argparse.Namespace) -> str:
    """The command that makes this report again, from the parsed arguments (whatever
    was typed, defaults included): jobs, backend and store change nothing in it."""
    counts = args.players
    if len(counts) > 1 and counts == list(range(counts[0], counts[-1] + 1)):
        players = f"{counts[0]}-{counts[-1]}"
    else:
        players = ",".join(str(c) for c in counts)
    words = ["bang", "simulate", "--game", args.game, "--players", players,
             "--games", str(args.games), "--seed", str(args.seed), "--bots", args.bots]
    if args.team_bots:
        words += ["--team-bots", args.team_bots]
    for option in args.option:
        words += ["--option", option]
    for option in args.compare:
        words += ["--compare", option]
    if args.max_decisions != DEFAULT_MAX_DECISIONS:
        words += ["--max-decisions", str(args.max_decisions)]
    words += ["--report", str(args.report)]
    return " ".join(shlex.quote(w) for w in words)


def show(lines: Sequence[LineSpec], tallies: Sequence[LineTally], by: str = "role",
         tr: Any = None) -> None:
    tr = tr or translator(None)
    for line, tally in zip(lines, tallies, strict=True):
        game = line.game
        render.print_table(
            tr("study.title.roles", game=game, players=tr("tour.n_players", players=line.players),
               finished=tr("study.n_finished", count=tally.finished), seed=line.seed,
               bots=line.bots_label()),
            (tr("report.col.role"), tr("report.col.seats"), tr("study.col.seat_rate"),
             tr("report.col.interval"), tr("study.col.team_rate"), tr("report.col.interval")),
            [(name(r.role, tr, line.game), str(r.seat.trials), render.percent(r.seat.value),
              _interval(r.seat), render.percent(r.team.value), _interval(r.team))
             for r in role_rates(tally)],
            right=(1, 2, 3, 4, 5))
        if by == "character":
            render.print_table(
                tr("study.title.characters", game=game,
                   players=tr("tour.n_players", players=line.players)),
                (tr("report.col.character"), tr("report.col.games"), tr("report.col.win_rate"),
                 tr("report.col.interval"), tr("study.col.p_holm")),
                [(name(r.name, tr, line.game), str(r.rate.trials), render.percent(r.rate.value),
                  _interval(r.rate), f"{r.p_adjusted:.3f}") for r in character_rates(tally)],
                right=(1, 2, 3, 4))


def show_comparison(variant: dict[str, str],
                    pairs: Sequence[tuple[LineSpec, PairTally]], tr: Any = None) -> None:
    tr = tr or translator(None)
    change = ", ".join(f"{k}={v}" for k, v in variant.items())
    yes, no = tr("bench.yes"), tr("bench.no")
    for line, pair in pairs:
        rows = [(tr("report.side_wins", side=name(row.name, tr, line.game)),
                 render.percent(row.diff.a.value), render.percent(row.diff.b.value),
                 _signed(row.diff.value),
                 tr("report.range", low=_signed(row.diff.low), high=_signed(row.diff.high)),
                 yes if row.diff.significant else no)
                for row in compare_sides(pair)]
        rows += [(tr("report.mean_of", measure=tr(f"report.measure.{m.name}")),
                  render.number(m.base, 1), render.number(m.variant, 1), f"{m.value:+.2f}",
                  tr("report.range", low=f"{m.low:+.2f}", high=f"{m.high:+.2f}"),
                  yes if m.low > 0 or m.high < 0 else no)
                 for m in compare_lengths(pair)]
        game = line.game
        render.print_table(
            tr("study.title.comparison", game=game,
               players=tr("tour.n_players", players=line.players), change=change,
               pairs=tr("study.n_pairs", count=pair.games)),
            (tr("report.col.measure"), tr("report.col.baseline"),
             tr("report.col.with", change=change), tr("report.col.difference"),
             tr("report.col.interval"), tr("report.col.excludes_zero")), rows,
            right=(1, 2, 3, 4))


def _interval(rate: Any) -> str:
    return f"{rate.low * 100:.1f}-{rate.high * 100:.1f}%"


def _signed(value: float) -> str:
    return f"{value * 100:+.1f} pt"
