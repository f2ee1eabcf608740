"""``bang serve``: run the multiplayer server (the ``server`` extra)."""

from __future__ import annotations

import argparse
import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bang.cli.helpformat import HelpWords
from bang.cli.options import add_lang, port, positive_float, positive_int, translator

if TYPE_CHECKING:
    from bang.server.settings import Settings

#: Where ``bang serve`` keeps its SQLite file unless ``--db`` says otherwise.
DEFAULT_DB = Path("data") / "bang.sqlite3"


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser],
               h: HelpWords) -> None:
    from bang.server.settings import Settings

    d = Settings()
    s = h.text("cli.metavar.seconds")
    n = h.text("cli.metavar.n")
    parser = commands.add_parser(
        "serve", help=h("cli.help.serve.command"),
        description=h.text("cli.help.serve.description"))
    parser.add_argument("--host", default="127.0.0.1", metavar=h.text("cli.metavar.address"),
                        help=h("cli.help.serve.host"))
    parser.add_argument("--port", type=port, default=8000, metavar=h.text("cli.metavar.port"),
                        help=h("cli.help.serve.port"))
    parser.add_argument("--db", default=None, metavar="URL",
                        help=h("cli.help.serve.db", default=str(DEFAULT_DB)))
    parser.add_argument("--db-sync", choices=("normal", "full"), default="normal",
                        help=h("cli.help.serve.db_sync"))
    parser.add_argument("--bot-delay", type=float, default=d.bot_delay, metavar=s,
                        help=h("cli.help.serve.bot_delay", default=f"{d.bot_delay:g}"))
    parser.add_argument("--abandon-after", type=positive_float, default=d.abandon_after,
                        metavar=s, help=h("cli.help.serve.abandon_after",
                                          default=f"{d.abandon_after:g}"))
    parser.add_argument("--idle-limit", type=positive_float, default=d.idle_limit,
                        metavar=s, help=h("cli.help.serve.idle_limit",
                                          default=f"{d.idle_limit:g}"))
    parser.add_argument("--max-connections", type=positive_int, default=d.max_connections,
                        metavar=n, help=h("cli.help.serve.max_connections",
                                          default=d.max_connections))
    parser.add_argument("--max-connections-per-address", type=positive_int,
                        default=d.max_connections_per_address, metavar=n,
                        help=h("cli.help.serve.max_connections_per_address",
                               default=d.max_connections_per_address))
    parser.add_argument("--max-matches-per-address", type=positive_int,
                        default=d.max_matches_per_address, metavar=n,
                        help=h("cli.help.serve.max_matches_per_address",
                               default=d.max_matches_per_address))
    parser.add_argument("--create-rate", type=positive_float, default=d.create_rate,
                        metavar=h.text("cli.metavar.rate"),
                        help=h("cli.help.serve.create_rate", burst=f"{d.create_burst:g}",
                               default=f"{d.create_rate:g}"))
    parser.add_argument("--bot-cpu", type=positive_float, default=d.bot_cpu_share,
                        metavar=h.text("cli.metavar.share"),
                        help=h("cli.help.serve.bot_cpu", default=f"{d.bot_cpu_share:g}"))
    parser.add_argument("--limit-loopback", action="store_true",
                        help=h("cli.help.serve.limit_loopback"))
    parser.add_argument("--trust-proxy", default=None, metavar=h.text("cli.metavar.ips"),
                        help=h("cli.help.serve.trust_proxy"))
    parser.add_argument("--log-level", default="info",
                        choices=("debug", "info", "warning", "error"),
                        help=h("cli.help.serve.log_level"))
    add_lang(parser, h)
    parser.set_defaults(run=run)


def settings_of(args: argparse.Namespace) -> Settings:
    """The server's settings from the command line."""
    from bang.server.settings import Settings

    return Settings(bot_delay=max(args.bot_delay, 0.0), abandon_after=args.abandon_after,
                    idle_limit=args.idle_limit, max_connections=args.max_connections,
                    max_connections_per_address=args.max_connections_per_address,
                    max_matches_per_address=args.max_matches_per_address,
                    create_rate=args.create_rate, bot_cpu_share=args.bot_cpu,
                    limit_loopback=args.limit_loopback)


def run(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from bang.server.app import create_app
        from bang.server.logs import configure
        from bang.server.storage import StorageError, open_storage
        from bang.server.transport import open_file_limit, server_config
    except ImportError as exc:
        raise ImportError(f"{exc.name} is missing: pip install 'bang[server]'") from None
    configure(args.log_level)
    db = args.db or str(DEFAULT_DB)
    settings = settings_of(args)
    try:
        storage = open_storage(db, args.db_sync)
    except StorageError as exc:
        print(f"bang serve: {exc}", file=sys.stderr)
        return 2
    app = create_app(storage, settings)
    config = server_config(app, args.host, args.port, settings, log_level="warning",
                           proxy_ips=args.trust_proxy)
    cap = app.state.guard.max_connections
    soft, _ = open_file_limit()
    shown_host = "127.0.0.1" if args.host in ("0.0.0.0", "") else args.host
    tr = translator(args)
    if args.lang:  # the page's language when a browser's Accept-Language names none
        app.state.default_language = tr.lang
    print(tr("serve.started", url=f"http://{shown_host}:{args.port}/",
             db=db.split("@")[-1], cap=cap, soft=soft), flush=True)
    if cap < settings.max_connections:
        print("bang serve: " + tr("serve.file_limit", soft=soft, cap=cap), file=sys.stderr)
    # The collector's passes over long-lived objects (modules, the app, matches) are
    # what a latency tail is made of; freeze what exists and collect less often.  Views
    # and messages are freed by reference counting, not by the collector.
    gc.freeze()
    gc.set_threshold(50_000, 50, 100)
    server = uvicorn.Server(config)
    server.run()
    if not server.started:  # the lifespan refused (the matches could not be read back)
        return 2
    return 0
