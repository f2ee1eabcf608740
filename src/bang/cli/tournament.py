"""``bang tournament``: a researcher's bots against each other and the built-in levels.

Everything the command prints is in the chosen language (``--lang``, else the locale's);
every mistake (a bot that cannot be found or made, a missing extra, a results file of
another tournament, a bot that fails during a game) ends with one ``bang: error:`` line
and no traceback, after the game in flight has been played to its end.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bang.cli import render
from bang.cli.helpformat import HelpWords
from bang.cli.options import add_lang, positive_float, positive_int
from bang.core.config import parse_options
from bang.games import game_names
from bang.i18n import (
    Translator,
    has_key,
    language_from_locale,
    normalize_language,
    role_name,
)
from bang.sim.play import DEFAULT_MAX_DECISIONS
from bang.stats.intervals import Rate
from bang.tournament.plot import SUFFIXES, check_plotting, write_plot
from bang.tournament.ratings import MissingExtra
from bang.tournament.results import default_path, definition
from bang.tournament.run import MOVE_SECONDS, BotFailed, TournamentResult, tournament

#: What to install for each missing package.
_EXTRAS = {"openskill": "tournament", "matplotlib": "plot"}


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser],
               h: HelpWords) -> None:
    parser = commands.add_parser(
        "tournament", help=h("tour.help.command"),
        description=h.text("tour.help.description"))
    parser.add_argument("--game", choices=game_names(), default="cards",
                        help=h("tour.help.game"))
    parser.add_argument("--players", type=positive_int, default=5,
                        metavar=h.text("cli.metavar.n"), help=h("tour.help.players"))
    parser.add_argument("--games", type=positive_int, default=100,
                        metavar=h.text("cli.metavar.n"), help=h("tour.help.games"))
    parser.add_argument("--bot", action="append", default=[],
                        metavar=h.text("cli.metavar.bot"), help=h("tour.help.bot"))
    parser.add_argument("--seed", type=int, default=1, metavar=h.text("cli.metavar.seed"),
                        help=h("tour.help.seed"))
    parser.add_argument("--option", action="append", default=[],
                        metavar=h.text("cli.metavar.key_value"), help=h("tour.help.option"))
    parser.add_argument("--jobs", type=positive_int, default=None,
                        metavar=h.text("cli.metavar.n"), help=h("tour.help.jobs"))
    parser.add_argument("--results", type=Path, metavar=h.text("cli.metavar.file"),
                        help=h("tour.help.results"))
    parser.add_argument("--plot", type=Path, metavar=h.text("cli.metavar.file"),
                        help=h("tour.help.plot"))
    parser.add_argument("--max-decisions", type=positive_int, default=DEFAULT_MAX_DECISIONS,
                        metavar=h.text("cli.metavar.n"), help=h("tour.help.max_decisions"))
    parser.add_argument("--move-seconds", type=positive_float, default=MOVE_SECONDS,
                        metavar=h.text("cli.metavar.seconds"),
                        help=h("tour.help.move_seconds"))
    add_lang(parser, h)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    tr = Translator(normalize_language(args.lang) if args.lang else language_from_locale())
    if len(args.bot) < 2:
        render.print_error(tr("tour.err.too_few"))
        return 2
    if args.plot is not None and args.plot.suffix.lower() not in SUFFIXES:
        render.print_error(tr("tour.err.plot_suffix", path=str(args.plot)))
        return 2
    options = parse_options(args.option)
    try:
        if args.plot is not None:
            check_plotting()
        results = args.results
        if results is None:
            results = default_path(definition(args.game, args.players, args.seed, options,
                                              _specs(args.bot), args.max_decisions))
        total = -(-args.games // args.players) * args.players  # whole deals
        with render.progress(total, tr("tour.progress", game=args.game,
                                            players=args.players)) as update:
            result = tournament(args.game, args.players, args.bot, games=args.games,
                                seed=args.seed, options=options, results=results,
                                jobs=args.jobs, max_decisions=args.max_decisions,
                                move_seconds=args.move_seconds, progress=update,
                                lang=tr.lang)
    except MissingExtra as exc:
        package = str(exc)
        render.print_error(tr("tour.err.missing", package=package,
                              extra=_EXTRAS.get(package, package)))
        return 2
    except BotFailed as exc:
        render.print_error(str(exc))
        render.print_line(tr("tour.fault.kept", path=str(results)))
        return 1
    except KeyboardInterrupt:
        render.print_error(tr("tour.interrupted", path=str(results)))
        return 130
    show(result, tr)
    if args.plot is not None:
        written = write_plot(result, args.plot)
        render.print_line(tr("tour.plot_written", path=str(written)))
    if result.capped:
        render.print_warning(tr("tour.capped", count=len(result.capped),
                                cap=args.max_decisions))
    return 0


def _specs(bots: list[str]) -> list[str]:
    """The specs as the results file names them (what ``resolve`` keeps): a path
    without surrounding spaces."""
    return [b.strip() for b in bots]


def show(result: TournamentResult, tr: Translator) -> None:
    """The standings and the win rates per role, under a line saying what was played."""
    build = tr("tour.build.compiled" if result.compiled else "tour.build.interpreted")
    options = ", ".join(f"{k}={v}" for k, v in result.options.items()) or tr("tour.none")
    game = tr(f"tour.game.{result.game}") if has_key(f"tour.game.{result.game}") else result.game
    render.print_line(tr("tour.header", game=game,
                         players=tr("tour.n_players", players=result.players),
                         games=tr("tour.n_games", games=result.games),
                         seed=result.seed, options=options, build=build))
    render.print_table(
        tr("tour.standings", played=result.played),
        (tr("tour.col.rank"), tr("tour.col.bot"), tr("tour.col.games"), tr("tour.col.won"),
         tr("tour.col.win_rate"), tr("tour.col.interval"), tr("tour.col.rating")),
        [(str(rank), s.name, str(s.games), f"{s.rate.wins}/{s.rate.trials}",
          _percent(s.rate), _interval(s.rate), f"{s.mu:.1f} ± {s.high - s.mu:.1f}")
         for rank, s in enumerate(result.standings, start=1)],
        right=(0, 2, 3, 4, 5, 6), whole=(1,))
    render.print_table(
        tr("tour.by_role"),
        (tr("tour.col.bot"), tr("tour.col.role"), tr("tour.col.seats"), tr("tour.col.wins"),
         tr("tour.col.win_rate"), tr("tour.col.interval")),
        [(s.name, role_name(r.role, tr.lang), str(r.rate.trials), str(r.rate.wins),
          _percent(r.rate), _interval(r.rate))
         for s in result.standings for r in s.roles],
        right=(2, 3, 4, 5), whole=(0,))
    cycle = result.schedule.cycle
    if result.games % cycle:
        render.print_line(tr("tour.partial_cycle", games=result.games,
                             cycle=tr("tour.n_games", games=cycle)))
    if result.path is not None:
        render.print_line(tr("tour.results", path=str(result.path), new=result.new))


def _percent(rate: Rate) -> str:
    """The rate, or a dash when there were no seats to count."""
    return render.percent(rate.value) if rate.trials else "–"


def _interval(rate: Rate) -> str:
    return f"{rate.low * 100:.1f}–{rate.high * 100:.1f}%" if rate.trials else "–"
