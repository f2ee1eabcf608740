"""The dice game's part of the terminal table: the players with their arrows, and the
five dice drawn as dice (RULES.md Part B).

Only the view and the legal options are read: a die that no legal re-roll includes is
marked as staying on the table (Dynamite, except for Black Jack below three), so the
drawing never claims more than the engine allows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from bang.core.protocol import Action
from bang.i18n import Translator, character_name, face_name, role_name, seat_name

#: How each face is drawn on a die.
FACE_SYMBOLS = {"arrow": "➶", "dynamite": "✸", "one": "①", "two": "②", "beer": "♨",
                "gatling": "≡"}

_FACE_STYLE = {"arrow": "yellow", "dynamite": "red", "one": "cyan", "two": "cyan",
               "beer": "green", "gatling": "magenta"}


def arrows_text(count: int) -> str:
    return f"{FACE_SYMBOLS['arrow'] * count} {count}" if count else "-"


def players_table(view: Any, tr: Translator) -> Table:
    lang = tr.lang
    table = Table(show_lines=False, expand=False)
    for key in ("ui.player", "ui.character", "ui.life", "ui.role", "ui.arrows"):
        table.add_column(tr(key))
    for p in view.players:
        marker = "▶ " if p.seat == view.turn and not view.is_over else "  "
        name = marker + seat_name(p.seat, None, tr.lang)
        if p.seat == view.seat:
            name += f" ({tr('ui.you')})"
        if p.alive:
            life = max(p.life, 0)
            bullets = "●" * life + "○" * max(p.max_life - life, 0)
            life_text = f"{p.life}/{p.max_life} {bullets}"
        else:
            life_text = tr("ui.dead")
        table.add_row(name, character_name(p.character, "dice", lang), life_text,
                      role_name(p.role, lang), arrows_text(p.arrows) if p.alive else "-",
                      style=None if p.alive else "dim")
    return table


def rerollable(options: Sequence[Action] | None) -> int | None:
    """The dice some legal re-roll includes, as a mask; None when no roll is pending."""
    if not options or not any(a.kind in ("reroll", "stop") for a in options):
        return None
    mask = 0
    for action in options:
        if action.kind == "reroll":
            mask |= action.arg
    return mask


def die_panel(index: int, face: str | None, tr: Translator, stays: bool) -> Panel:
    if face is None:
        body = Text("?\n" + tr("ui.not_rolled"), justify="center", style="dim")
        style = "dim"
    else:
        body = Text(f"{FACE_SYMBOLS.get(face, '?')}\n{face_name(face, tr.lang)}",
                    justify="center", style=_FACE_STYLE.get(face, "default"))
        style = _FACE_STYLE.get(face, "default")
    return Panel(body, title=str(index + 1), width=16, border_style=style,
                 subtitle=tr("ui.locked") if stays else None)


def dice_block(view: Any, tr: Translator, options: Sequence[Action] | None) -> Group:
    """The five dice side by side, then whose roll it is and the arrows in the centre."""
    free = rerollable(options)
    row = Table.grid(padding=(0, 1))
    panels = [die_panel(i, face, tr, free is not None and face is not None
                        and not free >> i & 1)
              for i, face in enumerate(view.dice)]
    row.add_row(*panels)
    status = Text(tr("ui.turn_of", seat=seat_name(view.turn, view, tr.lang)), style="bold")
    if view.rolls_left or view.rolls_used:
        total = view.rolls_used + view.rolls_left
        if view.rolls_left:
            status.append("  " + tr("ui.roll_of", roll=view.rolls_used, max=total))
        status.append("  " + tr("ui.rolls_left", count=view.rolls_left))
    status.append("\n" + tr("ui.arrows_centre", count=view.arrows_centre) + "  "
                  + FACE_SYMBOLS["arrow"] * view.arrows_centre)
    return Group(row, status)
