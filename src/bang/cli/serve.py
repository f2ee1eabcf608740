"""``bang serve``: run the multiplayer server (the ``server`` extra)."""

from __future__ import annotations

import argparse
import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bang.cli.options import add_lang, port, positive_float, positive_int, translator

if TYPE_CHECKING:
    from bang.server.settings import Settings

#: Where ``bang serve`` keeps its SQLite file unless ``--db`` says otherwise.
DEFAULT_DB = Path("data") / "bang.sqlite3"


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from bang.server.settings import Settings

    d = Settings()
    parser = commands.add_parser(
        "serve", help="run the multiplayer server",
        description="Serve the lobby, the WebSocket play endpoint and the browser files. "
                    "Matches are kept in SQLite (default) or PostgreSQL and survive a "
                    "restart; a database that fails for a while is waited for, and every "
                    "match moves on once it is back.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=port, default=8000, help="TCP port, 1 to 65535"
                        " (default 8000)")
    parser.add_argument("--db", default=None, metavar="URL",
                        help=f"sqlite:///FILE or postgresql://USER@HOST:PORT/DB "
                             f"(default {DEFAULT_DB})")
    parser.add_argument("--db-sync", choices=("normal", "full"), default="normal",
                        help="SQLite: normal (default) survives a killed server; full also"
                             " survives a power cut, at a disk flush per action")
    parser.add_argument("--bot-delay", type=float, default=d.bot_delay, metavar="S",
                        help=f"seconds between two bot moves (default {d.bot_delay:g})")
    parser.add_argument("--abandon-after", type=positive_float, default=d.abandon_after,
                        metavar="S",
                        help="a seat disconnected this long is played by a bot, unless its"
                             f" match says otherwise (default {d.abandon_after:g})")
    parser.add_argument("--idle-limit", type=positive_float, default=d.idle_limit,
                        metavar="S",
                        help="without a turn timer, a connected player silent this long on"
                             " his decision is played by a bot until he takes his seat"
                             f" back (default {d.idle_limit:g})")
    parser.add_argument("--max-connections", type=positive_int, default=d.max_connections,
                        metavar="N",
                        help="open connections held at most; more are answered 503 (kept"
                             " below the open-file limit; default"
                             f" {d.max_connections})")
    parser.add_argument("--max-connections-per-address", type=positive_int,
                        default=d.max_connections_per_address, metavar="N",
                        help="open connections from one address (default"
                             f" {d.max_connections_per_address})")
    parser.add_argument("--max-matches-per-address", type=positive_int,
                        default=d.max_matches_per_address, metavar="N",
                        help="open and running matches one address may create (default"
                             f" {d.max_matches_per_address})")
    parser.add_argument("--create-rate", type=positive_float, default=d.create_rate,
                        metavar="R",
                        help="matches one address may create per second on average, after"
                             f" a burst of {d.create_burst:g} (default {d.create_rate:g})")
    parser.add_argument("--bot-cpu", type=positive_float, default=d.bot_cpu_share,
                        metavar="SHARE",
                        help="share of one core the bots of matches with nobody connected"
                             f" may use together (default {d.bot_cpu_share:g})")
    parser.add_argument("--limit-loopback", action="store_true",
                        help="apply the per-address quotas to this machine's own addresses"
                             " too (by default they serve this machine, or an untrusted"
                             " proxy, and only the server-wide caps apply to them)")
    parser.add_argument("--trust-proxy", default=None, metavar="IPS",
                        help="take client addresses from X-Forwarded-For when the request"
                             " comes from one of these proxies (comma-separated; default:"
                             " trust no header)")
    parser.add_argument("--log-level", default="info",
                        choices=("debug", "info", "warning", "error"))
    add_lang(parser)
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
