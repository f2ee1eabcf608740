"""``bang play``: a game in the terminal against bots, or several humans at one keyboard.

The loop reads from and writes to injectable streams so tests drive it in-process; the
real console script uses stdin and stdout.  Whatever happens (the end of the game, a
``quit``, Ctrl-D or Ctrl-C) the game's record is saved and its path printed, so
``bang replay FILE --step`` can show it again.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from bang.bots import bot_names, decide, make_bot
from bang.cli.options import option_pairs, positive_int
from bang.core.config import check_fair_for_humans, parse_options
from bang.core.protocol import Action
from bang.core.rng import fresh_seed
from bang.games import game_classes, game_names, make_config
from bang.i18n import (
    LANGUAGES,
    Translator,
    character_name,
    help_text,
    language_from_locale,
    normalize_language,
    role_name,
    seat_name,
)
from bang.sim import bot_seed


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "play", help="play a game in the terminal",
        description="Play BANG! in the terminal against bots (or with friends at one "
                    "keyboard). Type the number of a choice, 'help NAME' to read a card, "
                    "character or role, 'quit' to leave (the record is saved).")
    parser.add_argument("--game", choices=game_names(), default="cards")
    parser.add_argument("--players", type=positive_int, default=5)
    parser.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    parser.add_argument("--humans", default=None, metavar="K,...",
                        help="seats played by humans at this keyboard (default: --seat)")
    parser.add_argument("--bots", choices=bot_names(), default="normal")
    option_pairs(parser)
    parser.add_argument("--lang", default=None,
                        help=f"{', '.join(LANGUAGES)} (default: from the locale)")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--records", type=Path, default=Path("records"), metavar="DIR",
                        help="where the game's record is saved (default ./records)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang) if args.lang else language_from_locale()
    humans = ([int(s) for s in args.humans.split(",") if s.strip()] if args.humans
              else [args.seat])
    session = PlaySession(args.game, args.players, humans, bots=args.bots,
                          options=parse_options(args.option), lang=lang, seed=args.seed,
                          records=args.records)
    return session.run()


class PlaySession:
    """One game at one keyboard: humans answer through the menu, bots the rest."""

    def __init__(self, game: str, players: int, humans: Sequence[int], *,
                 bots: str = "normal", options: dict[str, Any] | None = None,
                 lang: str = "en", seed: int | None = None,
                 records: Path = Path("records"), stdin: TextIO | None = None,
                 stdout: TextIO | None = None, width: int | None = None) -> None:
        from rich.console import Console

        self.game_name = game
        self.seed = fresh_seed() if seed is None else seed
        game_class, _ = game_classes(game)
        config = make_config(game, players, options)
        if humans:
            check_fair_for_humans(config)
        self.game = game_class.new(config, self.seed)
        n = len(self.game.roles)
        for seat in humans:
            if not 0 <= seat < n:
                raise ValueError(f"there is no seat {seat} in a {n}-player game")
        self.humans = list(dict.fromkeys(humans))
        self.bots = {s: make_bot(bots, bot_seed(self.seed, s))
                     for s in range(n) if s not in self.humans}
        self.tr = Translator(lang)
        self.records = records
        self.stdin = stdin if stdin is not None else sys.stdin
        out = stdout if stdout is not None else sys.stdout
        self.out = out
        self.console = Console(file=out, width=width, highlight=False,
                               force_terminal=None if stdout is None else False)
        self.at_keyboard: int | None = None

    # --- the loop ------------------------------------------------------------------
    def run(self) -> int:
        game = self.game
        try:
            while game.pending is not None:
                decision = game.pending
                legal = game.legal_actions()
                seat = decision.seat
                if seat in self.humans:
                    choice = self.ask(seat, legal)
                    if choice is None:
                        self.say(self.tr("ui.quit"))
                        self.save()
                        return 0
                else:
                    choice = decide(self.bots[seat], game, seat)
                game.apply(choice)
        except KeyboardInterrupt:
            self.say(self.tr("ui.quit"))
            self.save()
            return 130
        self.show_end()
        return 0

    def say(self, text: str) -> None:
        self.console.print(text, markup=False, highlight=False)

    def read(self) -> str | None:
        self.out.flush()
        line = self.stdin.readline()
        if not line:
            return None
        return line.rstrip("\r\n")

    def pass_keyboard(self, seat: int) -> bool:
        """With several humans: hide the last hand and wait for the next player."""
        if len(self.humans) > 1 and self.at_keyboard is not None and self.at_keyboard != seat:
            self.console.clear()
            who = seat_name(seat, None, self.tr.lang)
            self.say("\n" * 3 + self.tr("ui.pass_keyboard", seat=who))
            if self.read() is None:
                return False
            self.console.clear()
        self.at_keyboard = seat
        return True

    def ask(self, seat: int, legal: tuple[Action, ...]) -> Action | None:
        """Show the table and the menu; return the chosen action, or None to leave."""
        from bang.cli.table import render

        if not self.pass_keyboard(seat):
            return None
        tr = self.tr
        view = self.game.view(seat)
        self.console.rule()
        render(self.console, view, tr, view.events, legal)
        count = len(legal)
        while True:
            self.console.print(tr("ui.choose", count=count) + ": ", end="", markup=False)
            line = self.read()
            if line is None:
                self.say("")
                return None
            text = line.strip()
            if not text:
                self.say(tr("ui.invalid_empty", count=count))
                continue
            lowered = text.lower()
            if lowered in ("q", "quit", "exit"):
                return None
            if lowered == "help" or lowered.startswith(("help ", "?")):
                name = text[4:].strip() if lowered.startswith("help") else text[1:].strip()
                if not name:
                    self.say(tr("ui.help_usage"))
                else:
                    found = help_text(name, tr.lang, self.game_name)
                    self.say(found if found is not None else tr("ui.help_unknown", name=name))
                continue
            if not text.isdigit():
                self.say(tr("ui.invalid_letters", text=text, count=count))
                continue
            number = int(text)
            if not 1 <= number <= count:
                self.say(tr("ui.invalid_range", number=number, count=count))
                continue
            return legal[number - 1]

    # --- the end -----------------------------------------------------------------------
    def show_end(self) -> None:
        from rich.table import Table

        from bang.cli.table import render

        tr = self.tr
        game = self.game
        view = game.view(self.humans[0] if self.humans else None)
        self.console.rule()
        render(self.console, view, tr, view.events)
        winners = sorted(game.winners)
        self.say(tr("ui.game_over"))
        table = Table(title=tr("ui.result"), title_justify="left")
        for key in ("ui.player", "ui.character", "ui.role", "ui.result"):
            table.add_column(tr(key))
        for seat, role in enumerate(game.roles):
            name = seat_name(seat, None, tr.lang) + (f" ({tr('ui.you')})" if seat in self.humans
                                               else "")
            table.add_row(name, character_name(game.characters[seat], self.game_name, tr.lang),
                          role_name(role, tr.lang),
                          tr("ui.won") if seat in winners else tr("ui.lost"))
        self.console.print(table)
        names = ", ".join(f"{seat_name(s, None, tr.lang)} ({role_name(game.roles[s], tr.lang)})"
                          for s in winners) or tr("ui.nobody")
        self.say(tr("ui.winners", names=names))
        self.show_dead_mans_hand()
        self.save()

    def show_dead_mans_hand(self) -> None:
        """RULES.md C2.1-6: the dead players' own game has its own winners, announced
        after the main game's."""
        dmh = getattr(self.game, "dmh_winners", None)
        if not dmh or getattr(self.game.config, "ghost_variant", "none") != "dead_mans_hand":
            return
        tr = self.tr
        showdown: dict[str, Any] = next(
            (e.data for e in reversed(self.game.log) if e.kind == "dmh_showdown"), {})
        hands = showdown.get("hands", {})

        def name(seat: int) -> str:
            role = role_name(self.game.roles[seat], tr.lang)
            label = f"{seat_name(seat, None, tr.lang)} ({role})"
            hand = hands.get(str(seat), {}).get("hand")
            return label + (" – " + tr("poker." + hand.replace(" ", "_")) if hand else "")

        self.say(tr("ui.dmh_winners", names=", ".join(name(s) for s in sorted(dmh))))

    def save(self) -> Path:
        """Write the record; print where it is and how to watch it again."""
        self.records.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.records / f"{self.game_name}-{len(self.game.roles)}p-{self.seed}-{stamp}.json"
        counter = 1
        while path.exists():
            counter += 1
            path = path.with_name(f"{path.stem}-{counter}.json")
        path.write_text(json.dumps(self.game.to_record(), indent=1), encoding="utf-8")
        self.say(self.tr("ui.record_saved", path=str(path)))
        self.say(self.tr("ui.replay_hint", path=str(path)))
        return path
