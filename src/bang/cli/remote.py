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
        """Draw the table and read a choice with the ``bang play`` menu (a card, then its
        target; ``e`` ends the turn; ``r 1 3`` re-rolls dice); ``quit`` or end of input
        leaves."""
        from bang.cli.menu import Problem, Step, build_menu, parse, parse_second
        from bang.cli.table import render, second_step_text
        from bang.i18n import describe_event, view_game
        from bang.i18n.messages import render_message

        tr = self.tr
        menu = build_menu(view, legal, tr.lang)
        game = view_game(view)
        lines = [describe_event(e, tr.lang, {"seat": view.seat}, game)
                 for e in list(view.events)[-12:]]
        self.console.rule()
        render(self.console, view, tr, lines, menu, title_key="ui.recent_events")
        step: Step | None = None
        while True:
            if step is None:
                prompt = tr("ui.choose", keys=f"1-{len(menu.lines)}")
            else:
                prompt = tr("ui.choose_target", count=len(step.then))
            self.console.print(prompt + tr("ui.colon"), end="", markup=False)
            line = await asyncio.to_thread(sys.stdin.readline)
            if not line:
                return None
            text = line.strip()
            if text.lower() in ("q", "quit", "exit"):
                return None
            if menu.forced is not None:
                return menu.forced
            chosen = parse(menu, text) if step is None else parse_second(step, text)
            if chosen is None:
                step = None
                continue
            if isinstance(chosen, Problem):
                self.console.print(render_message(chosen.msg, tr.lang, view), markup=False)
                continue
            if isinstance(chosen, Step):
                step = chosen
                self.console.print(second_step_text(step, tr))
                continue
            return chosen
