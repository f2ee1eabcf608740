"""The browser table: static HTML, CSS and JavaScript modules (no build step) that
``bang serve`` mounts at ``/``.  ``STATIC`` is the directory to serve; the page's own
words live in ``bang/i18n/web/{lang}.json`` and reach it merged into ``/api/i18n/{lang}``."""

from __future__ import annotations

from pathlib import Path

#: The directory ``bang serve`` mounts at ``/`` (index.html, css/, js/, icons/).
STATIC = Path(__file__).resolve().parent / "static"

__all__ = ["STATIC"]
