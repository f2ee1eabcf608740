"""``bang serve``: run the multiplayer server (the ``server`` extra)."""

from __future__ import annotations

import argparse
import gc
from pathlib import Path

from bang.cli.options import positive_float

#: Where ``bang serve`` keeps its SQLite file unless ``--db`` says otherwise.
DEFAULT_DB = Path("data") / "bang.sqlite3"


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "serve", help="run the multiplayer server",
        description="Serve the lobby, the WebSocket play endpoint and the browser files. "
                    "Matches are kept in SQLite (default) or PostgreSQL and survive a "
                    "restart.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--db", default=None, metavar="URL",
                        help=f"sqlite:///FILE or postgresql://USER@HOST:PORT/DB "
                             f"(default {DEFAULT_DB})")
    parser.add_argument("--bot-delay", type=float, default=0.6, metavar="S",
                        help="seconds between two bot moves (default 0.6)")
    parser.add_argument("--abandon-after", type=positive_float, default=30.0, metavar="S",
                        help="a seat disconnected this long is played by a bot, unless its"
                             " match says otherwise (default 30)")
    parser.add_argument("--log-level", default="info",
                        choices=("debug", "info", "warning", "error"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from bang.server.app import create_app
        from bang.server.logs import configure
        from bang.server.match import Settings
    except ImportError as exc:
        raise ImportError(f"{exc.name} is missing: pip install 'bang[server]'") from None
    configure(args.log_level)
    db = args.db or str(DEFAULT_DB)
    app = create_app(db, Settings(bot_delay=max(args.bot_delay, 0.0),
                                  abandon_after=args.abandon_after))
    shown_host = "127.0.0.1" if args.host in ("0.0.0.0", "") else args.host
    print(f"BANG! server: open http://{shown_host}:{args.port}/ in a browser"
          f" (matches stored in {db.split('@')[-1]}); Ctrl-C stops it.", flush=True)
    # The collector's passes over long-lived objects (modules, the app, matches) are
    # what a latency tail is made of; freeze what exists and collect less often.  Views
    # and messages are freed by reference counting, not by the collector.
    gc.freeze()
    gc.set_threshold(50_000, 50, 100)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning",
                ws_max_size=65536, loop="auto", http="auto", ws="auto", ws_per_message_deflate=False)
    return 0
