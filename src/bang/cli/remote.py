"""A seat played from the terminal over the network (``bang join`` without ``--bot``):
the same table, menus and commands as ``bang play``, drawn from what the server sends.

Each ``state`` message carries the log entries new to this connection (docs/protocol.md);
they are printed as they arrive while others decide, and kept, so the table at the
player's decision lists every event since his last one — not a fixed tail of the view's
log — and ``log [N]`` shows them again."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from bang.core.protocol import Action
from bang.i18n import Translator, language_from_locale, normalize_language


class TerminalSeat:
    def __init__(self, lang: str | None = None, console: Any = None) -> None:
        from rich.console import Console

        self.tr = Translator(normalize_language(lang) if lang else language_from_locale())
        self.console = console or Console(highlight=False)
        #: Every log line this seat was shown (for ``log``), and those since its last
        #: decision (the table's event panel).
        self.history: list[str] = []
        self.unseen: list[str] = []
        self.goal: Any = None
        #: The players' names as the server's ``welcome`` and ``match`` messages give
        #: them (``--name``), so the table says "Ann", not "Player 2".
        self.names: list[str | None] = []

    def show(self, message: dict[str, Any]) -> None:
        """``show_message`` with the table's names in force."""
        from bang.i18n.messages import player_names

        kind = message.get("type")
        if kind in ("welcome", "match") and isinstance(message.get("match"), dict):
            self.names = [s.get("name") if isinstance(s, dict) else None
                          for s in message["match"].get("seats", ())]
        with player_names(self.names):
            self.show_message(message)

    def show_message(self, message: dict[str, Any]) -> None:
        """Keep each new log entry in the player's language (printed at once unless a
        decision of his comes with it: then the table shows it) and print chat lines;
        the last entries, the end's, come in a ``state`` without a decision."""
        from bang.cli.commands import log_line
        from bang.i18n.messages import render_message

        kind = message.get("type")
        if kind == "state":
            lines = [log_line(render_message(entry["message"], self.tr.lang, message["view"]),
                              str(entry.get("event", {}).get("kind", "")))
                     for entry in message.get("log", ())
                     # as in ``bang play``: the events after a forced answer say it all
                     if entry.get("event", {}).get("kind") != "auto"]
            self.history.extend(lines)
            self.unseen.extend(lines)
            if message.get("decision") is None:
                for line in lines:
                    self.console.print(line, markup=False)
        elif kind == "chat":
            self.console.print(f"  [{message['name']}] {message['text']}", markup=False)
        elif kind == "chat_history":  # what was said before this connection
            for line in message.get("lines", ()):
                self.console.print(f"  [{line['name']}] {line['text']}", markup=False)

    def read(self) -> str | None:
        line = sys.stdin.readline()
        return line if line else None

    async def choose(self, view: Any, legal: tuple[Action, ...],
                     state: dict[str, Any]) -> Action | None:
        """``decide`` with the table's names in force (see ``show``)."""
        from bang.i18n.messages import player_names

        with player_names(self.names):
            return await self.decide(view, legal, state)

    async def decide(self, view: Any, legal: tuple[Action, ...],
                     state: dict[str, Any]) -> Action | None:
        """Draw the table with every event since the last decision and read a choice
        with the ``bang play`` menu (a card, then its target; ``e`` ends the turn;
        ``r 1 3`` re-rolls dice; ``log``, ``help``, ``t``); ``quit`` or end of input
        leaves."""
        from bang.cli.commands import keys_hint, table_command, words
        from bang.cli.menu import Problem, Step, build_menu, parse, parse_second
        from bang.cli.table import render, render_menu_again, render_second_step
        from bang.i18n import view_game
        from bang.i18n.messages import goal_message, render_message

        tr = self.tr
        menu = build_menu(view, legal, tr.lang)
        lines = list(self.unseen)
        self.unseen.clear()
        goal = goal_message(view)
        if self.goal is not None and goal is not None and goal != self.goal:
            lines.append("★ " + tr("ui.goal_changed",
                                   goal=render_message(goal, tr.lang, view)))
        self.goal = goal
        game = view_game(view)
        self.console.rule()
        render(self.console, view, tr, lines, menu)

        def say(text: str) -> None:
            self.console.print(text, markup=False)

        def log(count: int) -> list[str]:
            return self.history[-count:]

        def table() -> None:
            render(self.console, view, tr, None, menu)

        step: Step | None = None
        while True:
            if menu.forced is not None:
                prompt = tr("ui.press_enter")
            elif step is None:
                prompt = tr("ui.choose", keys=keys_hint(menu, tr))
            else:
                prompt = tr("ui.choose_target", count=len(step.then))
            self.console.print(prompt + tr("ui.colon"), end="", markup=False)
            line = await asyncio.to_thread(self.read)
            if line is None:
                return None
            text = line.strip()
            if text.lower() in words("cmd.quit"):
                return None
            if table_command(text, tr, game, len(view.players) == 3, log, say, table):
                continue
            if menu.forced is not None:
                return menu.forced
            chosen = parse(menu, text) if step is None else parse_second(step, text)
            if chosen is None:
                if step is not None:
                    render_menu_again(self.console, view, tr, menu)
                step = None
                continue
            if isinstance(chosen, Problem):
                say(render_message(chosen.msg, tr.lang, view))
                continue
            if isinstance(chosen, Step):
                step = chosen
                render_second_step(self.console, view, tr, step)
                continue
            return chosen
