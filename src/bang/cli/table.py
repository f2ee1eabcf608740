"""Drawing one seat's view of a game with ``rich``: the players round the table, the
hand, the last events and the pending decision as a numbered menu (``bang play`` and
``bang replay --step``).  Only the view is read, so nothing hidden can leak."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from bang.core.protocol import Action, Event
from bang.i18n import (
    Translator,
    card_name,
    character_name,
    describe_action,
    describe_event,
    face_name,
    role_name,
    seat_name,
)

#: How a die face is drawn.
DIE_FACES = {"arrow": "➶", "dynamite": "✸", "one": "①", "two": "②", "beer": "🍺",
             "gatling": "≡"}
_SUIT_STYLE = {"♥": "red", "♦": "red", "♠": "default", "♣": "default"}


def is_dice(view: Any) -> bool:
    return hasattr(view, "dice")


def players_table(view: Any, tr: Translator) -> Table:
    lang = tr.lang
    dice = is_dice(view)
    table = Table(show_lines=False, expand=False, title_justify="left")
    for key in ("ui.player", "ui.character", "ui.life", "ui.role"):
        table.add_column(tr(key))
    if dice:
        table.add_column(tr("ui.arrows"), justify="right")
    else:
        table.add_column(tr("ui.hand"), justify="right")
        table.add_column(tr("ui.equipment"))
        table.add_column(tr("ui.distance"), justify="right")
        table.add_column(tr("ui.reach"))
    for p in view.players:
        marker = "▶ " if p.seat == view.turn else "  "
        name = marker + tr("ui.seat", seat=p.seat)
        if p.seat == view.seat:
            name += f" ({tr('ui.you')})"
        life = f"{p.life}/{p.max_life}" if p.alive else tr("ui.dead")
        bullets = "●" * max(p.life, 0) + "○" * max(p.max_life - max(p.life, 0), 0)
        row = [name, character_name(p.character, "dice" if dice else "cards", lang),
               f"{life} {bullets}" if p.alive else life, role_name(p.role, lang)]
        if dice:
            row.append(str(p.arrows))
        else:
            row.append(str(p.hand_count))
            row.append(", ".join(card_name(c, lang) for c in p.equipment) or "-")
            row.append("-" if p.distance is None else str(p.distance))
            row.append("" if p.distance is None else tr("ui.yes") if p.in_reach
                       else tr("ui.no"))
        table.add_row(*row, style=None if p.alive else "dim")
    return table


def hand_text(view: Any, tr: Translator) -> Text:
    text = Text(tr("ui.your_hand") + ": ", style="bold")
    if not view.hand:
        text.append(tr("ui.none"))
    for index, card in enumerate(view.hand):
        if index:
            text.append("  ")
        name = card_name(card, tr.lang)
        text.append(f"[{name}]", style=_SUIT_STYLE.get(name[-1], "default"))
    return text


def dice_text(view: Any, tr: Translator) -> Text:
    text = Text(tr("ui.dice") + ": ", style="bold")
    for index, face in enumerate(view.dice):
        if face is None:
            text.append(f" {index + 1}:[ ] ")
        else:
            text.append(f" {index + 1}:[{DIE_FACES.get(face, '?')} {face_name(face, tr.lang)}] ")
    text.append("  " + tr("ui.rolls_left", count=view.rolls_left))
    text.append("   " + tr("ui.arrows_centre", count=view.arrows_centre))
    return text


def events_panel(view: Any, events: Sequence[Event], tr: Translator) -> Panel:
    lines = [describe_event(e, tr.lang, view) for e in events if e.kind != "auto"]
    body = Text("\n".join(lines[-12:]) or "-")
    return Panel(body, title=tr("ui.last_events"), title_align="left")


def header(view: Any, tr: Translator) -> Text:
    if view.seat is None:
        return Text(tr("ui.spectator"))
    me = view.players[view.seat]
    text = Text(tr("ui.your_role", seat=tr("ui.seat", seat=view.seat),
                   character=character_name(me.character, "cards", tr.lang),
                   role=role_name(view.role, tr.lang)), style="bold")
    if not is_dice(view):
        top = view.discard_top
        text.append("\n" + tr("ui.deck", deck=view.deck_count, discard=view.discard_count,
                               top=card_name(top, tr.lang) if top is not None
                               else tr("ui.none")))
    return text


def prompt_text(view: Any, tr: Translator) -> Text:
    """The pending prompt in words; out of turn, with the reason first."""
    pending = view.pending
    if pending is None:
        return Text("")
    context = dict(pending.context)
    fmt: dict[str, Any] = {"kind": pending.kind}
    for key, value in context.items():
        if key in ("source", "target", "challenger", "challenged") and isinstance(value, int):
            fmt[key] = seat_name(value, view, tr.lang)
        elif key == "card" and isinstance(value, int):
            fmt[key] = card_name(value, tr.lang) if value >= 0 else tr("card.gatling")
        elif key == "reason":
            fmt[key] = tr(f"reason.{value}")
        elif key == "die" and isinstance(value, int):
            fmt[key] = value + 1
        elif key == "face":
            fmt[key] = face_name(str(value), tr.lang)
        else:
            fmt[key] = value
    key = f"prompt.{pending.kind}"
    line = tr(key, **fmt) if tr(key) != key else tr("prompt.unknown", **fmt)
    text = Text()
    if pending.seat != view.turn:
        why = f"why.{pending.kind}"
        text.append("⚠ " + (tr(why) if tr(why) != why else tr("why.other")) + "\n",
                    style="bold yellow")
    text.append(line, style="bold")
    return text


def menu(view: Any, options: Sequence[Action], tr: Translator) -> Text:
    text = Text()
    for number, action in enumerate(options, 1):
        text.append(f"{number:>3}. ", style="cyan")
        text.append(describe_action(action, view, tr.lang) + "\n")
    return text


def render(console: Console, view: Any, tr: Translator, events: Sequence[Event],
           options: Sequence[Action] | None = None) -> None:
    """The whole table as ``view.seat`` sees it, with the menu if he must decide."""
    parts: list[Any] = [header(view, tr), players_table(view, tr)]
    if is_dice(view):
        parts.append(dice_text(view, tr))
    elif view.seat is not None:
        parts.append(hand_text(view, tr))
    parts.append(events_panel(view, events, tr))
    if options:
        parts.append(Panel(Group(prompt_text(view, tr), menu(view, options, tr)),
                           title=tr("ui.decision"), title_align="left", border_style="cyan"))
    console.print(Group(*parts))
