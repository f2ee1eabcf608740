"""A seat played from the terminal over the network (``bang join`` without ``--bot``):
the same table and numbered menu as ``bang play``, drawn from the view the server
sends."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from bang.core.protocol import Action
from bang.i18n import Translator, language_from_locale, normalize_language


class TerminalSeat:
    def __init__(self, lang: str | None = None) -> None:
        from rich.console import Console

        self.tr = Translator(normalize_language(lang) if lang else language_from_locale())
        self.console = Console(highlight=False)

    def show(self, message: dict[str, Any]) -> None:
        """Print what happened (each new log entry in the player's language), chat
        lines and the end, as they arrive."""
        from bang.i18n.messages import render_message

        kind = message.get("type")
        if kind == "state":
            for entry in message["log"]:
                self.console.print("  " + render_message(entry["message"], self.tr.lang,
                                                         message["view"]), markup=False)
        elif kind == "chat":
            self.console.print(f"  [{message['name']}] {message['text']}", markup=False)

    async def choose(self, view: Any, legal: tuple[Action, ...],
                     state: dict[str, Any]) -> Action | None:
        """Draw the table and read a choice; ``quit`` or end of input leaves."""
        from bang.cli.table import render

        tr = self.tr
        self.console.rule()
        render(self.console, view, tr, view.events, legal)
        count = len(legal)
        while True:
            self.console.print(tr("ui.choose", count=count) + ": ", end="", markup=False)
            line = await asyncio.to_thread(sys.stdin.readline)
            if not line:
                return None
            text = line.strip().lower()
            if text in ("q", "quit", "exit"):
                return None
            if text.isdigit() and 1 <= int(text) <= count:
                return legal[int(text) - 1]
            self.console.print(tr("ui.invalid_range", number=text, count=count),
                               markup=False)
