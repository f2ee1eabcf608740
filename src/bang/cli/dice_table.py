"""The dice game's part of the terminal table: the players with their arrows, and the
five dice, numbered 1 to 5 as a player names them (``r 1 3 5``) (RULES.md Part B).

Only the view and the menu's legal re-rolls are read: a die that no legal re-roll
includes is marked as staying on the table (Dynamite, except for Black Jack below
three), so the drawing never claims more than the engine allows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich import box
from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from bang.i18n import Translator, character_name, face_name, role_name, seat_name

if TYPE_CHECKING:
    from bang.cli.menu import Menu

#: How each face is drawn on a die.
FACE_SYMBOLS = {"arrow": "➶", "dynamite": "✸", "one": "①", "two": "②", "beer": "♨",
                "gatling": "≡"}
_FACE_STYLE = {"arrow": "yellow", "dynamite": "red", "one": "cyan", "two": "cyan",
               "beer": "green", "gatling": "magenta"}


def players_grid(compact: bool) -> Table:
    """The players' table: boxed, or without lines in the compact layout."""
    if compact:
        return Table(show_lines=False, expand=False, header_style="bold", box=None,
                     pad_edge=False)
    return Table(show_lines=False, expand=False, header_style="bold", box=box.HEAVY_HEAD)


def arrows_text(count: int) -> str:
    return f"{FACE_SYMBOLS['arrow'] * count} {count}" if count else "-"


def players_table(view: Any, tr: Translator, compact: bool = False) -> Table:
    lang = tr.lang
    table = players_grid(compact)
    three = len(view.players) == 3
    for key in ("ui.player", "ui.character", "ui.life", "ui.role", "ui.arrows",
                *(("ui.target",) if three else ())):
        table.add_column(tr(key))
    for p in view.players:
        marker = "▶ " if p.seat == view.turn and not view.is_over else "  "
        name = marker + seat_name(p.seat, None if compact else view, lang)
        if p.alive:
            life = max(p.life, 0)
            life_text = f"{life}/{p.max_life}"
            if not compact:
                life_text += " " + "●" * life + "○" * max(p.max_life - life, 0)
        else:
            life_text = tr("ui.dead")
        row = [name, character_name(p.character, "dice", lang, gloss=not compact),
               life_text, role_name(p.role, lang),
               (arrows_text(p.arrows) if not compact else str(p.arrows)) if p.alive else "-"]
        if three:
            from bang.cli.table import target_text

            row.append(target_text(view, p.seat, tr, compact))
        table.add_row(*row, style=None if p.alive else "dim")
    return table


def rerollable(menu: Menu | None) -> int | None:
    """The dice some legal re-roll includes, as a mask; None when no roll is pending."""
    if menu is None or not menu.is_roll:
        return None
    mask = 0
    for legal in menu.reroll_masks:
        mask |= legal
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


def dice_line(view: Any, tr: Translator, free: int | None) -> Text:
    """The compact form, on one line: ``[1] Arrow  [2] Dynamite (stays) ...``."""
    text = Text()
    for index, face in enumerate(view.dice):
        if index:
            text.append("  ")
        text.append(f"[{index + 1}] ", style="bold")
        if face is None:
            text.append(tr("ui.not_rolled"), style="dim")
            continue
        text.append(face_name(face, tr.lang), style=_FACE_STYLE.get(face, "default"))
        if free is not None and not free >> index & 1:
            text.append(tr("ui.locked_mark"), style="dim")
    return text


def dice_block(view: Any, tr: Translator, menu: Menu | None, compact: bool = False) -> Group:
    """The five dice, then whose roll it is and the arrows in the centre."""
    free = rerollable(menu)
    if compact:
        dice: Any = dice_line(view, tr, free)
    else:
        dice = Table.grid(padding=(0, 1))
        dice.add_row(*[die_panel(i, face, tr, free is not None and face is not None
                                 and not free >> i & 1)
                       for i, face in enumerate(view.dice)])
    status = Text(tr("ui.turn_of", seat=seat_name(view.turn, view, tr.lang)), style="bold")
    if view.rolls_left or view.rolls_used:
        total = view.rolls_used + view.rolls_left
        if view.rolls_left:
            status.append("  " + tr("ui.roll_of", roll=view.rolls_used, max=total))
        status.append("  " + tr("ui.rolls_left", count=view.rolls_left))
    status.append("  " + tr("ui.arrows_centre", count=view.arrows_centre))
    if not compact:
        status.append("  " + FACE_SYMBOLS["arrow"] * view.arrows_centre)
    return Group(dice, status)
