"""What ``bang play`` and the network seat of ``bang join`` share at a decision: the log
line's turn marker, the keys hint under the menu and the words typed instead of a choice
(``help``, ``log [N]``, ``t``), so both terminals answer them alike."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bang.i18n import LANGUAGES, Translator, catalogue, help_index_text, help_text

#: Kinds of event that open a turn: drawn as a heading in the log.
TURN_EVENTS = frozenset(("turn", "ghost_turn"))
#: ``log`` without a number shows this many entries.
LOG_DEFAULT = 20


def log_line(text: str, kind: str) -> str:
    """One log entry as shown: a turn opens with ``▶``, the rest are indented."""
    return ("▶ " if kind in TURN_EVENTS else "  ") + text


def words(key: str) -> tuple[str, ...]:
    """The words of a command in every language (``cmd.help`` is ``help|?|說明`` ...)."""
    found: list[str] = []
    for lang in LANGUAGES:
        found += catalogue(lang).get(key, "").split("|")
    return tuple(w.strip().lower() for w in found if w.strip())


def keys_hint(menu: Any, tr: Translator) -> str:
    """``1-5, e, r/k/s``: the keys the menu accepts."""
    parts = []
    if menu.lines:
        count = len(menu.lines)
        parts.append("1" if count == 1 else f"1-{count}")
    if menu.end is not None:
        parts.append("e")
    if menu.is_roll:
        parts.append("r/k/s")
    return str(tr("ui.list_sep")).join(parts)


def table_command(text: str, tr: Translator, game: str, three_player: bool,
                  log: Callable[[int], Sequence[str]], say: Callable[[str], None],
                  show_table: Callable[[], None] | None) -> bool:
    """``help [NAME]``, ``log [N]`` (``log(n)`` gives the last ``n`` lines) and ``t``
    (``show_table``, when there is a table to show): True when ``text`` was one."""
    head, _, rest = text.partition(" ")
    head = head.lower()
    if text.startswith("?"):
        head, rest = "?", text[1:]
    rest = rest.strip()
    if head in words("cmd.help"):
        if not rest:
            say(help_index_text(tr.lang, game))
        else:
            found = help_text(rest, tr.lang, game, three_player=three_player)
            say(found if found is not None else tr("ui.help_unknown", name=rest))
        return True
    if head in words("cmd.log"):
        count = LOG_DEFAULT
        if rest:
            if not rest.isascii() or not rest.isdigit():
                say(tr("ui.log_usage"))
                return True
            count = max(int(rest), 1)
        lines = list(log(count))
        say(tr("ui.log_title", count=len(lines)))
        for line in lines:
            say(line)
        return True
    if head in words("cmd.table") and not rest and show_table is not None:
        show_table()
        return True
    return False
