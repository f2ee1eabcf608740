"""``bang play``: a game in the terminal against bots, or several humans at one keyboard.

What a player sees: every event since his last decision (or, with one human, each bot
move as it happens, paced by ``--delay``; Enter skips to his next decision), the table
with his goal, and a short menu (:mod:`bang.cli.menu`).  ``log [N]`` shows the last
events again, ``help NAME`` explains a card, character, role or die face, ``quit`` asks
first and saves.  With several humans, a hand-over screen that also clears the
terminal's scrollback comes before each human's decision, the first one included.

The loop reads from and writes to injectable streams so tests drive it in-process; the
real console script uses stdin and stdout.  The records folder is checked before the
deal; whatever happens (the end, ``quit``, Ctrl-D or Ctrl-C) the record is saved —
elsewhere if the folder fails — with the command that replays or resumes it.
"""

from __future__ import annotations

import argparse
import json
import os
import select
import shlex
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from bang.bots import bot_names, decide, make_bot
from bang.cli.commands import TURN_EVENTS, keys_hint, log_line, table_command, words
from bang.cli.helpformat import HelpWords
from bang.cli.options import add_lang, cli_words, option_pairs, positive_int
from bang.cli.replay import load_record
from bang.core.config import check_fair_for_humans, parse_options
from bang.core.errors import RecordError
from bang.core.protocol import Action, Event
from bang.core.rng import fresh_seed
from bang.games import game_classes, game_names, make_config
from bang.i18n import (
    Translator,
    character_name,
    describe_event,
    language_from_locale,
    normalize_language,
    role_name,
    seat_name,
)
from bang.i18n.messages import goal_message
from bang.sim import bot_seed

#: The default pause after each bot move when the output is a terminal (seconds).
DEFAULT_DELAY = 0.6
CLEAR_SCREEN = "\x1b[H\x1b[2J\x1b[3J"


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser],
               h: HelpWords) -> None:
    parser = commands.add_parser(
        "play", help=h("cli.help.play.command"),
        description=h.text("cli.help.play.description"))
    parser.add_argument("--game", choices=game_names(), default="cards",
                        help=h("cli.help.game"))
    parser.add_argument("--players", type=positive_int, default=5,
                        metavar=h.text("cli.metavar.n"), help=h("cli.help.players"))
    parser.add_argument("--seat", type=positive_int, default=1,
                        metavar=h.text("cli.metavar.n"), help=h("cli.help.play.seat"))
    parser.add_argument("--humans", default=None, metavar="N,...",
                        help=h("cli.help.play.humans"))
    parser.add_argument("--bots", choices=bot_names(), default="normal",
                        help=h("cli.help.play.bots"))
    option_pairs(parser, h)
    add_lang(parser, h)
    parser.add_argument("--seed", type=int, default=None, metavar=h.text("cli.metavar.seed"),
                        help=h("cli.help.play.seed"))
    parser.add_argument("--records", type=Path, default=Path("records"),
                        metavar=h.text("cli.metavar.dir"), help=h("cli.help.play.records"))
    parser.add_argument("--delay", type=non_negative_float, default=None,
                        metavar=h.text("cli.metavar.seconds"),
                        help=h("cli.help.play.delay", default=DEFAULT_DELAY))
    parser.add_argument("--resume", type=Path, default=None,
                        metavar=h.text("cli.metavar.record"), help=h("cli.help.play.resume"))
    parser.set_defaults(run=run)


def non_negative_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(cli_words("cli.err.seconds", text=repr(text))) from None
    if not 0 <= value <= 60:
        raise argparse.ArgumentTypeError(cli_words("cli.err.seconds_range", text=text))
    return value


def parse_seats(text: str, option: str = "--humans") -> list[int]:
    """``"1,3"`` → ``[0, 2]``: seats as players count them (from 1) to engine seats."""
    seats = []
    for part in text.split(","):
        part = part.strip()
        if not part.isascii() or not part.isdigit() or int(part) < 1:
            raise ValueError(cli_words("err.seat_numbers", option=option, part=repr(part)))
        seats.append(int(part) - 1)
    return list(dict.fromkeys(seats))


def run(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang) if args.lang else language_from_locale()
    delay = args.delay if args.delay is not None else (
        DEFAULT_DELAY if sys.stdout.isatty() else 0.0)
    if args.resume is not None:
        record = load_record(args.resume)
        saved = record.get("play") if isinstance(record.get("play"), Mapping) else {}
        humans = saved.get("humans", [0]) if isinstance(saved, Mapping) else [0]
        if not isinstance(humans, list) or not all(isinstance(s, int) for s in humans):
            raise RecordError(cli_words("err.record_humans"))
        bots = saved.get("bots", args.bots) if isinstance(saved, Mapping) else args.bots
        name = record.get("game")
        if not isinstance(name, str):
            raise RecordError(cli_words("err.record_game"))
        session = PlaySession(name, 0, humans, bots=str(bots), lang=lang,
                              records=args.records, delay=delay, record=record,
                              resumed_from=args.resume)
        return session.run()
    options = parse_options(args.option)
    if "players" in options:
        raise ValueError(cli_words("err.players_option"))
    humans = parse_seats(args.humans) if args.humans is not None else [args.seat - 1]
    session = PlaySession(args.game, args.players, humans, bots=args.bots,
                          options=options, lang=lang, seed=args.seed,
                          records=args.records, delay=delay)
    return session.run()


class PlaySession:
    """One game at one keyboard: humans answer through the menu, bots the rest."""

    def __init__(self, game: str, players: int, humans: Sequence[int], *,
                 bots: str = "normal", options: dict[str, Any] | None = None,
                 lang: str = "en", seed: int | None = None,
                 records: Path = Path("records"), stdin: TextIO | None = None,
                 stdout: TextIO | None = None, width: int | None = None,
                 delay: float = 0.0, record: Mapping[str, Any] | None = None,
                 resumed_from: Path | None = None) -> None:
        from rich.console import Console

        self.game_name = game
        self.tr = Translator(lang)
        self.stdin = stdin if stdin is not None else sys.stdin
        out = stdout if stdout is not None else sys.stdout
        self.out = out
        self.console = Console(file=out, width=width, highlight=False,
                               force_terminal=None if stdout is None else False)
        self.bots_name = bots
        make_bot(bots, 0)  # an unknown bot is refused before anything else
        # 1. The records folder, before the deal (a game must never be lost at the end).
        self.records = self.usable_records(records)
        # 2. The game: dealt, or rebuilt from a record to continue it.
        game_class, _ = game_classes(game)
        if record is not None:
            self.game = game_class.from_record(record)
            self.seed = self.game.seed
        else:
            self.seed = fresh_seed() if seed is None else seed
            config = make_config(game, players, options)
            if humans:
                check_fair_for_humans(config)
            self.game = game_class.new(config, self.seed)
        n = len(self.game.roles)
        if not humans:
            raise ValueError(self.tr("err.no_human"))
        for seat in humans:
            if not 0 <= seat < n:
                raise ValueError(self.tr("err.no_seat", seat=seat + 1, max=n))
        if record is not None:
            check_fair_for_humans(self.game.config)
        self.humans = list(dict.fromkeys(humans))
        self.bots = {s: make_bot(bots, bot_seed(self.seed, s))
                     for s in range(n) if s not in self.humans}
        self.delay = delay
        self.resumed_from = resumed_from
        self.at_keyboard: int | None = None
        self.goals: dict[int, Any] = {}
        self.skipping = False
        self.hinted = False
        self.after_death: str | None = None  # None (alive), "watch" or "skip"
        self.redact: Callable[[Event, int | None], Event] = redactor(self.game)
        # Events per human seat: all of them (for ``log``) and those not shown yet.
        self.history: dict[int, list[Event]] = {s: [] for s in self.humans}
        self.unseen: dict[int, list[Event]] = {s: [] for s in self.humans}
        log = list(self.game.log)
        if record is not None:
            turns = [i for i, e in enumerate(log) if e.kind in TURN_EVENTS]
            log = log[turns[-1]:] if turns else log
        self._last: Event | None = self.game.log[-1] if self.game.log else None
        self.spread(log, live=False)

    # --- the records folder ------------------------------------------------------------
    def usable_records(self, wanted: Path) -> Path:
        """``wanted`` if a record can be written there, else the first fallback that
        works (said on screen, before the game starts)."""
        problem = writable(wanted)
        if problem is None:
            return wanted
        for fallback in fallback_folders():
            if writable(fallback) is None:
                self.say(self.tr("ui.records_fallback", path=str(wanted), reason=problem,
                                 fallback=str(fallback)))
                return fallback
        self.say(self.tr("ui.records_none", path=str(wanted), reason=problem))
        return wanted

    # --- events --------------------------------------------------------------------------
    def collect(self) -> list[Event]:
        """The events the last action added to the game's log (found after the last one
        seen, by identity, since the log keeps only its latest part)."""
        log = self.game.log
        start = 0
        if self._last is not None:
            for index in range(len(log) - 1, -1, -1):
                if log[index] is self._last:
                    start = index + 1
                    break
        new = [log[i] for i in range(start, len(log))]
        if new:
            self._last = new[-1]
        return new

    def spread(self, events: Sequence[Event], live: bool) -> None:
        """Give each human seat its own view of ``events``; with ``live`` the one human
        sees them now instead of at his next decision."""
        for seat in self.humans:
            if live and events:
                for event in self.unseen[seat]:  # older events first, in order
                    self.say_event(self.event_line(event, seat))
                self.unseen[seat].clear()
            for event in events:
                if event.kind == "auto":
                    continue  # the public events that follow say what it did
                seen = self.redact(event, seat)
                self.history[seat].append(seen)
                if live:
                    self.say_event(self.event_line(seen, seat))
                else:
                    self.unseen[seat].append(seen)

    def event_line(self, event: Event, seat: int | None) -> str:
        return log_line(describe_event(event, self.tr.lang, {"seat": seat}, self.game_name),
                        event.kind)

    def streaming(self) -> bool:
        """Bot moves are shown as they happen: one human, a delay, no skip pressed."""
        return (len(self.humans) == 1 and self.delay > 0 and not self.skipping
                and self.after_death is None)

    # --- the loop ------------------------------------------------------------------
    def run(self) -> int:
        game = self.game
        if game.pending is None:  # a finished game's record: show it, nothing to save
            self.say(self.tr("ui.already_over"))
            self.show_end(save=False)
            return 0
        try:
            while game.pending is not None:
                seat = game.pending.seat
                legal = game.legal_actions()
                if seat in self.humans and self.after_death != "skip":
                    choice = self.ask(seat, legal)
                    if choice is None:
                        self.leave()
                        return 0
                    game.apply(choice)
                    self.spread(self.collect(), live=self.streaming())
                    continue
                bot = self.bots.get(seat) or self.stand_in(seat)
                game.apply(decide(bot, game, seat))
                new = self.collect()
                live = self.streaming() and any(e.kind != "auto" for e in new)
                if live and not self.hinted:
                    self.hinted = True
                    self.say(self.tr("ui.bots_playing"))
                self.spread(new, live=live)
                if live:
                    self.pause()
                if game.pending is not None and not self.after_death_choice(new):
                    self.leave()
                    return 0
        except KeyboardInterrupt:
            self.say("")
            self.leave()
            return 130
        self.show_end()
        return 0

    def stand_in(self, seat: int) -> Any:
        """After "skip to the end", a bot answers the dead human's last decisions (the
        ghost variants still ask the dead)."""
        bot = make_bot(self.bots_name, bot_seed(self.seed, seat))
        self.bots[seat] = bot
        return bot

    def pause(self) -> None:
        """Wait ``delay`` seconds after a bot move; Enter skips to the next decision."""
        if self.delay <= 0 or self.skipping:
            return
        self.out.flush()
        try:
            fd = self.stdin.fileno()
            ready, _, _ = select.select([fd], [], [], self.delay)
        except (OSError, ValueError, AttributeError):
            time.sleep(self.delay)
            return
        if ready:
            self.stdin.readline()
            self.skipping = True
            self.say(self.tr("ui.skipping"))

    def alive(self, seat: int) -> bool:
        return bool(self.game.view(seat).players[seat].alive)

    def after_death_choice(self, new: Sequence[Event]) -> bool:
        """Once every human is out: watch turn by turn or skip to the end.  False when
        the player leaves."""
        if self.after_death == "skip" or any(self.alive(s) for s in self.humans):
            return True
        tr = self.tr
        if self.after_death is None:
            self.after_death = "watch"
            seat = self.humans[0]
            for event in self.unseen[seat]:
                self.say_event(self.event_line(event, seat))
            self.unseen[seat].clear()
            self.say(tr("ui.you_are_out"))
            if getattr(self.game.config, "ghost_variant", "none") != "none":
                self.say(tr("ui.ghost_still_plays"))
            return self.watch_prompt(seat)
        if any(e.kind in TURN_EVENTS for e in new):
            from bang.cli.table import render

            seat = self.humans[0]
            view = self.game.view(seat)
            lines = [self.event_line(e, seat) for e in self.unseen[seat]]
            self.unseen[seat].clear()
            self.console.rule()
            render(self.console, view, tr, lines, title_key="ui.this_turn")
            return self.watch_prompt(seat)
        return True

    def watch_prompt(self, seat: int) -> bool:
        while True:
            self.ask_line(self.tr("ui.watch_prompt"))
            line = self.read()
            if line is None:
                return False
            text = line.strip().lower()
            if text in self.words("cmd.quit") and self.confirm_quit():
                return False
            if text in ("s", "skip"):
                self.after_death = "skip"
                self.unseen[seat].clear()
                return True
            if text in ("", "w", "watch"):
                return True
            if self.command(text, seat):
                continue
            return True

    def ask_line(self, text: str) -> None:
        """A prompt waiting on the same line: ``Your choice (1-5, e): ``."""
        self.console.print(text + self.tr("ui.colon"), end="", markup=False)

    def say(self, text: str) -> None:
        """A line left whole for the terminal to wrap (a path or a command to copy)."""
        self.console.print(text, markup=False, highlight=False, soft_wrap=True)

    def say_event(self, text: str) -> None:
        """An event line as the bots play (``"▶ "`` or two spaces, then the words),
        wrapped at the terminal's width by words and hung under its marker."""
        from rich.table import Table
        from rich.text import Text

        line = Table.grid()
        line.add_column(width=2, no_wrap=True)
        line.add_column()
        line.add_row(text[:2], Text(text[2:]))
        self.console.print(line)

    def read(self) -> str | None:
        self.out.flush()
        line = self.stdin.readline()
        if not line:
            return None
        return line.rstrip("\r\n")

    def words(self, key: str) -> tuple[str, ...]:
        return words(key)

    def hand_over(self, seat: int) -> bool:
        """With several humans: before each one's decision, clear the screen and the
        scrollback so no hand stays readable, and wait for the next player."""
        if len(self.humans) > 1 and self.at_keyboard != seat:
            self.out.write(CLEAR_SCREEN)
            self.say("\n" * 3 + self.tr("ui.pass_keyboard",
                                        seat=seat_name(seat, None, self.tr.lang)))
            if self.read() is None:
                return False
            self.out.write(CLEAR_SCREEN)
        self.at_keyboard = seat
        return True

    def ask(self, seat: int, legal: tuple[Action, ...]) -> Action | None:
        """Show the table and the menu; return the chosen action, or None to leave."""
        from bang.cli.menu import Problem, Step, build_menu, parse
        from bang.cli.table import render

        if not self.hand_over(seat):
            return None
        tr = self.tr
        view = self.game.view(seat)
        menu = build_menu(view, legal, tr.lang)
        lines = [self.event_line(e, seat) for e in self.unseen[seat]]
        self.unseen[seat].clear()
        self.skipping = False
        goal = goal_message(view)
        if seat in self.goals and goal is not None and goal != self.goals[seat]:
            lines.append("★ " + tr("ui.goal_changed", goal=self.render(goal, view)))
        self.goals[seat] = goal
        self.console.rule()
        render(self.console, view, tr, lines if lines or not self.streaming() else None, menu)
        while True:
            if menu.forced is not None:
                self.ask_line(tr("ui.press_enter"))
            else:
                self.ask_line(tr("ui.choose", keys=self.keys_hint(menu)))
            line = self.read()
            if line is None:
                self.say("")
                return None
            text = line.strip()
            if self.command(text, seat, menu, view):
                continue
            if text.lower() in self.words("cmd.quit"):
                if self.confirm_quit():
                    return None
                continue
            if menu.forced is not None:
                return menu.forced
            chosen = parse(menu, text)
            if isinstance(chosen, Problem):
                self.say(self.render(chosen.msg, view))
                continue
            if isinstance(chosen, Step):
                action, leave = self.second_step(chosen, menu, view, seat)
                if leave:
                    return None
                if action is None:
                    continue
                return action
            return chosen

    def second_step(self, step: Any, menu: Any, view: Any,
                    seat: int) -> tuple[Action | None, bool]:
        """The target (or pair) of a line with a second step: ``(action, False)``, or
        ``(None, False)`` to go back to the menu, ``(None, True)`` to leave."""
        from bang.cli.menu import Problem, Step, parse_second
        from bang.cli.table import render_menu_again, render_second_step

        tr = self.tr
        render_second_step(self.console, view, tr, step)
        while True:
            self.ask_line(tr("ui.choose_target", count=len(step.then)))
            answer = self.read()
            if answer is None:
                return None, True
            if self.command(answer.strip(), seat):
                continue
            if answer.strip().lower() in self.words("cmd.quit"):
                if self.confirm_quit():
                    return None, True
                continue
            second = parse_second(step, answer)
            if second is None:
                render_menu_again(self.console, view, tr, menu)
                return None, False
            if isinstance(second, Problem):
                self.say(self.render(second.msg, view))
                continue
            if isinstance(second, Step):  # the card's cost, after its target
                step = second
                render_second_step(self.console, view, tr, step)
                continue
            return second, False

    def render(self, msg: Any, view: Any) -> str:
        from bang.i18n.messages import render_message

        return render_message(msg, self.tr.lang, view)

    def keys_hint(self, menu: Any) -> str:
        return keys_hint(menu, self.tr)

    def command(self, text: str, seat: int, menu: Any = None, view: Any = None) -> bool:
        """``help``, ``log`` and ``t`` (the table again): True when ``text`` was one."""
        from bang.cli.table import render

        def log(count: int) -> list[str]:
            return [self.event_line(e, seat) for e in self.history[seat][-count:]]

        def table() -> None:
            render(self.console, view, self.tr, None, menu)

        return table_command(text, self.tr, self.game_name, len(self.game.roles) == 3, log,
                             self.say, table if view is not None else None)

    def confirm_quit(self) -> bool:
        self.console.print(self.tr("ui.confirm_quit") + " ", end="", markup=False)
        answer = self.read()
        return answer is None or answer.strip().lower() in self.words("cmd.yes")

    def leave(self) -> None:
        self.say(self.tr("ui.quit"))
        path = self.save()
        if path is not None:
            self.say(self.tr("ui.resume_hint", command=command_name(),
                             path=shlex.quote(str(path))))

    # --- the end -----------------------------------------------------------------------
    def show_end(self, save: bool = True) -> None:
        from bang.cli.table import render

        tr = self.tr
        game = self.game
        seat = self.humans[0]
        view = game.view(seat)
        lines = [self.event_line(e, seat) for e in self.unseen[seat]]
        self.unseen[seat].clear()
        self.console.rule()
        render(self.console, view, tr, lines)
        self.say(tr("ui.game_over"))
        self.console.print(result_table(game, self.game_name, tr, self.humans))
        winners = sorted(game.winners)
        names = tr("ui.list_sep").join(
            tr("ui.name_details", name=seat_name(s, None, tr.lang),
               details=role_name(game.roles[s], tr.lang)) for s in winners) or tr("ui.nobody")
        self.say(tr("ui.winners", names=names))
        self.show_dead_mans_hand()
        if save:
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
            label = tr("ui.name_details", name=seat_name(seat, None, tr.lang),
                       details=role_name(self.game.roles[seat], tr.lang))
            hand = hands.get(str(seat), {}).get("hand")
            if not hand:
                return label
            return tr("ui.dmh_winner", name=label, hand=tr("poker." + hand.replace(" ", "_")))

        self.say(tr("ui.dmh_winners", names=tr("ui.list_sep").join(name(s)
                                                                   for s in sorted(dmh))))

    def record(self) -> dict[str, Any]:
        record: dict[str, Any] = self.game.to_record()
        record["play"] = {"humans": self.humans, "bots": self.bots_name}
        return record

    def save(self) -> Path | None:
        """Write the record; print where it is and how to watch it again.  If the
        folder fails now, the fallbacks are tried, and as a last resort the record is
        printed so it is never lost."""
        text = json.dumps(self.record(), indent=1)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        name = f"{self.game_name}-{len(self.game.roles)}p-{self.seed}-{stamp}"
        for folder in [self.records, *fallback_folders()]:
            try:
                folder.mkdir(parents=True, exist_ok=True)
                path = folder / f"{name}.json"
                counter = 1
                while path.exists():
                    counter += 1
                    path = folder / f"{name}-{counter}.json"
                path.write_text(text, encoding="utf-8")
            except OSError as exc:
                self.say(self.tr("ui.save_failed", path=str(folder),
                                 reason=exc.strerror or str(exc)))
                continue
            self.say(self.tr("ui.record_saved", path=str(path)))
            self.say(self.tr("ui.replay_hint", command=command_name(),
                             path=shlex.quote(str(path))))
            return path
        self.say(self.tr("ui.save_impossible"))
        self.say(text)
        return None


def result_table(game: Any, game_name: str, tr: Translator, humans: Sequence[int]) -> Any:
    """Every seat with character, role and result: the end of ``play`` and ``replay``."""
    from rich.table import Table

    table = Table(title=tr("ui.result"), title_justify="left")
    for key in ("ui.player", "ui.character", "ui.role", "ui.result"):
        table.add_column(tr(key))
    winners = set(game.winners)
    for seat, role in enumerate(game.roles):
        name = seat_name(seat, None, tr.lang)
        if seat in humans:
            name = tr("ui.name_details", name=name, details=tr("ui.you"))
        table.add_row(name, character_name(game.characters[seat], game_name, tr.lang,
                                           gloss=True),
                      role_name(role, tr.lang), tr("ui.won") if seat in winners else tr("ui.lost"))
    return table


def redactor(game: Any) -> Callable[[Event, int | None], Event]:
    """The engine's own function giving an event as one seat may see it."""
    own: Callable[[Event, int | None], Event] | None = getattr(type(game), "redact_event",
                                                                None)
    if own is not None:
        return own
    from bang.cards.view import redact_event

    return redact_event


def command_name() -> str:
    """How the user started this program: ``./run.sh`` sets ``BANG_COMMAND``, so the
    hints print a command that works from where he is."""
    return os.environ.get("BANG_COMMAND") or "bang"


def writable(folder: Path) -> str | None:
    """None if a file can be created in ``folder`` (made if missing), else why not."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".bang-", delete=True):
            pass
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def fallback_folders() -> list[Path]:
    """Where records go when the chosen folder fails: the user's data folder, then the
    temporary folder."""
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return [Path(data) / "bang" / "records", Path(tempfile.gettempdir()) / "bang-records"]
