"""A stand-in for ``bang serve`` inside the browser context, built from the wire contract
(docs/protocol.md): static files from ``src/bang/web/static``, the merged catalogues, the
game catalogue (the server's own ``bang.server.catalog``), and a scripted WebSocket.  It
lets a test put the page in an exact position (an out-of-turn prompt, a chosen hand) that
a live game would reach only by chance."""

from __future__ import annotations

import json
import mimetypes
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from bang.i18n import LANGUAGES
from bang.server.catalog import catalog

STATIC = Path(__file__).resolve().parents[2] / "src" / "bang" / "web" / "static"
ORIGIN = "http://table.test"


def merged_catalogue(lang: str) -> dict[str, Any]:
    """The game catalogue with the web keys on top and the plural table, as
    ``GET /api/i18n/{lang}`` serves it."""
    from bang.i18n.plurals import PLURAL_ARGS

    base = resources.files("bang.i18n")
    data: dict[str, Any] = json.loads(base.joinpath(f"{lang}.json").read_text("utf-8"))
    data.update(json.loads(base.joinpath("web", f"{lang}.json").read_text("utf-8")))
    data["@plurals"] = dict(PLURAL_ARGS)
    return data


def install(context: Any, summary: dict[str, Any],
            script: Callable[[Any, dict[str, Any]], None]) -> list[dict[str, Any]]:
    """Serve the page from the stub; ``script(ws, message)`` answers each message the page
    sends on its socket (the first is its hello).  Returns the list of those messages."""
    sent: list[dict[str, Any]] = []

    def http(route: Any) -> None:
        path = route.request.url[len(ORIGIN):].split("?")[0].split("#")[0]
        if path.startswith("/api/i18n/"):
            lang = path.rsplit("/", 1)[1]
            if lang not in LANGUAGES:
                route.fulfill(status=404, json={"type": "error", "code": "not_found"})
                return
            route.fulfill(json=merged_catalogue(lang))
        elif path == "/api/catalog":
            query = parse_qs(urlsplit(route.request.url).query)
            route.fulfill(json=catalog(query["lang"][0] if "lang" in query else None))
        elif path == "/api/matches":
            route.fulfill(json={"matches": [summary]})
        elif path.startswith("/api/matches/"):
            route.fulfill(json=summary)
        else:
            file = STATIC / (path.lstrip("/") or "index.html")
            if path == "/" or not file.is_file():
                file = STATIC / "index.html"
            kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
            if file.suffix == ".js":
                kind = "text/javascript"
            route.fulfill(body=file.read_bytes(), content_type=kind)

    def socket(ws: Any) -> None:
        def on_message(text: str | bytes) -> None:
            message = json.loads(text)
            sent.append(message)
            script(ws, message)

        ws.on_message(on_message)

    context.route(f"{ORIGIN}/**", http)
    context.route_web_socket("ws://table.test/ws/*", socket)
    return sent
