"""``bang serve``: the multiplayer server (docs/design.md §6; the protocol: docs/protocol.md).

An optional layer (the ``server`` extra: FastAPI, uvicorn, pydantic, psycopg, orjson);
the engines know nothing of it.  ``create_app`` builds the application.
"""

from __future__ import annotations

from typing import Any


def create_app(*args: Any, **kwargs: Any) -> Any:
    """``bang.server.app.create_app`` (imported on use: the extra may be missing)."""
    from bang.server.app import create_app as build

    return build(*args, **kwargs)


__all__ = ["create_app"]
