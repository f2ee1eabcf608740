"""``bang simulate``: bot games on every core, then win rates and throughput."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from bang.bots import bot_names
from bang.cli import render, study
from bang.cli.helpformat import HelpWords
from bang.cli.options import (
    add_lang,
    cli_words,
    option_pairs,
    player_counts,
    positive_int,
    translator,
)
from bang.core.build import build_name
from bang.core.config import parse_options
from bang.games import game_names
from bang.sim import (
    DEFAULT_MAX_DECISIONS,
    ROLE_ORDER,
    SimulationSummary,
    WinRate,
    default_jobs,
    simulate,
)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser],
               h: HelpWords) -> None:
    parser = commands.add_parser(
        "simulate", help=h("cli.help.simulate.command"),
        description=h.text("cli.help.simulate.description"))
    parser.add_argument("--game", choices=game_names(), default="cards",
                        help=h("cli.help.game"))
    parser.add_argument("--players", type=player_counts, default=[5],
                        metavar=h.text("cli.metavar.players"),
                        help=h("cli.help.simulate.players"))
    parser.add_argument("--games", type=positive_int, default=1000,
                        metavar=h.text("cli.metavar.n"), help=h("cli.help.simulate.games"))
    parser.add_argument("--seed", type=int, default=1, metavar=h.text("cli.metavar.seed"),
                        help=h("cli.help.simulate.seed"))
    parser.add_argument("--jobs", type=positive_int, default=None,
                        metavar=h.text("cli.metavar.n"), help=h("tour.help.jobs"))
    option_pairs(parser, h)
    parser.add_argument("--by", choices=("role", "character"), default="role",
                        help=h("cli.help.simulate.by"))
    parser.add_argument("--bots", default="random", metavar=h.text("cli.metavar.bots"),
                        help=h("cli.help.simulate.bots", known=", ".join(bot_names())))
    parser.add_argument("--team-bots", default=None, metavar=h.text("cli.metavar.team_bots"),
                        help=h("cli.help.simulate.team_bots"))
    parser.add_argument("--max-decisions", type=positive_int, default=DEFAULT_MAX_DECISIONS,
                        metavar=h.text("cli.metavar.n"),
                        help=h("cli.help.simulate.max_decisions"))
    parser.add_argument("--save-capped", type=Path, metavar=h.text("cli.metavar.dir"),
                        help=h("cli.help.simulate.save_capped"))
    study.add_arguments(parser, h)
    add_lang(parser, h)
    parser.set_defaults(run=run)


def bot_spec(args: argparse.Namespace) -> Any:
    """The bots of ``--bots`` and ``--team-bots``: one kind, one per seat, or per role."""
    bots: Any = args.bots.split(",") if "," in args.bots else args.bots
    if args.team_bots:
        team = team_bots(args.team_bots)
        default = bots if isinstance(bots, str) else "random"
        bots = {role: team.get(role, default) for role in ROLE_ORDER}
    return bots


def run(args: argparse.Namespace) -> int:
    options = parse_options(args.option)
    bots = bot_spec(args)
    if study.wanted(args):
        return study.run(args, options, bots)
    tr = translator(args)
    jobs = args.jobs
    if jobs is not None and jobs > min(default_jobs(), args.games):
        jobs = min(default_jobs(), args.games)
        render.print_warning(tr("sim.jobs_capped", jobs=args.jobs, used=jobs))
    status = 0
    for players in args.players:
        label = tr("sim.progress", game=args.game, players=tr("tour.n_players", players=players))
        with render.progress(args.games, label) as update:
            summary = simulate(args.game, players, args.games, args.seed, jobs,
                               options, bots, progress=update,
                               max_decisions=args.max_decisions)
        show(summary, args.by, tr)
        if summary.capped:
            status = report_capped(summary, args.max_decisions, args.save_capped, tr)
    return status


def team_bots(text: str) -> dict[str, str]:
    """``sheriff=normal,outlaw=random`` → a bot per role; an unknown role or bot, or a pair
    without ``=``, is an error rather than silently ignored."""
    team: dict[str, str] = {}
    for pair in text.split(","):
        role, sep, bot = (part.strip() for part in pair.partition("="))
        if not sep or not role or not bot:
            raise ValueError(cli_words("err.team_bots_pairs", pair=repr(pair.strip())))
        if role not in ROLE_ORDER:
            raise ValueError(cli_words("err.team_bots_role", role=repr(role),
                                       roles=", ".join(ROLE_ORDER)))
        if bot not in bot_names():
            raise ValueError(cli_words("err.team_bots_bot", bot=repr(bot),
                                       bots=", ".join(bot_names())))
        team[role] = bot
    return team


def show(summary: SimulationSummary, by: str, tr: Any = None) -> None:
    from bang.i18n import character_name, role_name

    tr = tr or translator(None)
    options = ", ".join(f"{k}={v}" for k, v in summary.options.items()) or tr("tour.none")
    bots = ",".join(sorted(set(summary.bots)))
    build = build_name()
    build_words = tr("tour.build.compiled" if build.startswith("compiled")
                     else "tour.build.interpreted")
    render.print_line(tr(
        "sim.header", game=summary.game,
        players=tr("tour.n_players", players=summary.players),
        games=tr("tour.n_games", games=summary.games), seed=summary.seed, bots=bots,
        options=options, jobs=tr("sim.n_jobs", jobs=summary.jobs), build=build_words))
    render.print_table(
        tr("sim.by_role"), (tr("sim.col.role"), tr("sim.col.seats"), tr("sim.col.seat_wins"),
                            tr("sim.col.seat_rate"), tr("sim.col.team_rate")),
        [(role_name(r.name, tr.lang) if tr.lang != "en" else r.name, str(r.seats),
          str(r.seat_wins), render.percent(r.seat_rate), render.percent(r.team_rate))
         for r in summary.by_role],
        right=(1, 2, 3, 4))
    if by == "character":
        rows = sorted(summary.by_character, key=_by_rate)
        render.print_table(
            tr("sim.by_character"), (tr("sim.col.character"), tr("sim.col.games"),
                                     tr("sim.col.wins"), tr("sim.col.win_rate")),
            [(character_name(r.name, summary.game, tr.lang), str(r.seats), str(r.seat_wins),
              render.percent(r.seat_rate)) for r in rows], right=(1, 2, 3))
    render.print_table(
        tr("sim.throughput"), (tr("sim.col.measure"), tr("sim.col.value")),
        [(tr("sim.m.games"), str(summary.games)),
         (tr("sim.m.finished"), str(summary.finished)),
         (tr("sim.m.decisions"), str(summary.decisions)),
         (tr("sim.m.per_game"), render.number(summary.average_decisions, 1)),
         (tr("sim.m.seconds"), render.number(summary.seconds, 2)),
         (tr("sim.m.games_s"), render.number(summary.games_per_second, 1)),
         (tr("sim.m.decisions_s"), render.number(summary.decisions_per_second)),
         (tr("sim.m.build"), build if tr.lang == "en" else build_words)],
        right=(1,))
    if summary.stats:
        render.print_table(
            tr("sim.counters"), (tr("sim.col.counter"), tr("sim.col.total"),
                                 tr("sim.col.per_game")),
            [(counter_name(tr, name), str(total), render.number(total / summary.games, 2))
             for name, total in summary.stats.items()], right=(1, 2))


def counter_name(tr: Any, name: str) -> str:
    """A game counter's words: the catalogue's ``sim.counter.<name>`` when it has one
    (the dice expansions' counters, ``bang.sim.play.EXPANSION_COUNTERS``), else the
    counter's own name."""
    key = f"sim.counter.{name}"
    text = str(tr(key))
    return name if text == key else text


def _by_rate(row: WinRate) -> tuple[float, str]:
    return (-row.seat_rate, row.name)


def report_capped(summary: SimulationSummary, cap: int, directory: Path | None,
                  tr: Any = None) -> int:
    """Stuck games are an engine bug to chase, never a silent draw: name them, optionally
    save their records for ``bang replay``, and fail the command."""
    tr = tr or translator(None)
    seeds = ", ".join(tr("sim.capped_seed", index=r.index, seed=r.seed)
                      for r in summary.capped[:10])
    if len(summary.capped) > 10:
        seeds = tr("sim.capped_more", seeds=seeds, count=len(summary.capped) - 10)
    render.print_warning(tr("sim.capped", count=len(summary.capped), cap=cap, seeds=seeds))
    if directory is not None:
        directory.mkdir(parents=True, exist_ok=True)
        for result in summary.capped:
            path = directory / f"capped-{result.index}-{result.seed}.json"
            path.write_text(json.dumps(result.record, indent=1), encoding="utf-8")
        render.print_warning(tr("sim.records_written", path=str(directory)))
    return 1
