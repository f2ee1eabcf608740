"""``bang bench``: engine throughput and ``clone()`` cost on one core."""

from __future__ import annotations

import argparse

from bang.cli import render
from bang.cli.helpformat import HelpWords
from bang.cli.options import add_lang, option_pairs, player_counts, positive_float, translator
from bang.core.build import build_name
from bang.core.config import parse_options
from bang.games import game_names
from bang.sim.bench import BenchRow, BenchSkip, bench


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser],
               h: HelpWords) -> None:
    parser = commands.add_parser(
        "bench", help=h("cli.help.bench.command"),
        description=h.text("cli.help.bench.description"))
    parser.add_argument("--game", choices=(*game_names(), "all"), default="all",
                        help=h("cli.help.bench.game"))
    parser.add_argument("--players", type=player_counts, default=[4, 5, 6, 7, 8],
                        metavar=h.text("cli.metavar.players"),
                        help=h("cli.help.bench.players"))
    parser.add_argument("--seconds", type=positive_float, default=1.0,
                        metavar=h.text("cli.metavar.seconds"),
                        help=h("cli.help.bench.seconds"))
    parser.add_argument("--seed", type=int, default=0, metavar=h.text("cli.metavar.seed"),
                        help=h("cli.help.bench.seed"))
    option_pairs(parser, h)
    add_lang(parser, h)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    games = game_names() if args.game == "all" else (args.game,)
    players: list[int] = args.players
    options = parse_options(args.option)
    rows: list[BenchRow] = []
    skips: list[BenchSkip] = []
    tr = translator(args)
    settings = len(games) * len(players) * 2
    with render.progress(settings, tr("bench.progress")) as update:
        for item in bench(games, players, args.seconds, options=options, seed=args.seed):
            if isinstance(item, BenchRow):
                rows.append(item)
            else:
                skips.append(item)
            update(len(rows) + 2 * len(skips), settings)
    build = tr("tour.build.compiled" if build_name().startswith("compiled")
               else "tour.build.interpreted")
    render.print_line(tr("bench.header", seconds=f"{args.seconds:g}", build=build))
    if rows:
        render.print_table(
            tr("bench.title"),
            (tr("bench.col.game"), tr("bench.col.players"), tr("bench.col.auto_forced"),
             tr("bench.col.games"), tr("sim.m.decisions_s"), tr("sim.m.games_s"),
             tr("bench.col.clone")),
            [(r.game, str(r.players), tr("bench.yes" if r.auto_forced else "bench.no"),
              str(r.games), render.number(r.decisions_per_second),
              render.number(r.games_per_second, 1),
              tr("bench.na") if r.clone_us is None else render.number(r.clone_us, 1))
             for r in rows],
            right=(1, 3, 4, 5, 6))
    for skip in skips:
        where = skip.game if skip.players is None else (
            f"{skip.game} {tr('tour.n_players', players=skip.players)}")
        render.print_warning(tr("bench.skipped", where=where, reason=skip.reason))
    return 0 if rows else 2
