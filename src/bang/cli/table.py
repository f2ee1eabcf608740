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

from bang.cli.dice_table import dice_block
from bang.cli.dice_table import players_table as dice_players_table
from bang.core.protocol import Action, Event
from bang.i18n import (
    Translator,
    card_name,
    character_name,
    describe_action,
    describe_event,
    role_name,
    seat_name,
)
from bang.i18n.messages import prompt_message, render_message, why_message

_SUIT_STYLE = {"♥": "red", "♦": "red", "♠": "default", "♣": "default"}


def is_dice(view: Any) -> bool:
    return hasattr(view, "dice")


def ghost_variant(view: Any) -> str:
    config = getattr(view, "config", None) or {}
    return str(config.get("ghost_variant", "none"))


def players_table(view: Any, tr: Translator) -> Table:
    """The card game's players; a dead player of a ghost variant is shown as a Ghost
    (Dead Reckonin') or a dead player in Boot Hill (Dead Man's Hand) with his hand
    count, since he still plays with those cards (RULES.md C1.1, C2.1)."""
    if is_dice(view):
        return dice_players_table(view, tr)
    lang = tr.lang
    variant = ghost_variant(view)
    table = Table(show_lines=False, expand=False, title_justify="left")
    for key in ("ui.player", "ui.character", "ui.life", "ui.role", "ui.hand",
                "ui.equipment", "ui.distance", "ui.reach"):
        table.add_column(tr(key), justify="right" if key in ("ui.hand", "ui.distance")
                         else "left")
    for p in view.players:
        marker = "▶ " if p.seat == view.turn else "  "
        name = marker + seat_name(p.seat, None, tr.lang)
        if p.seat == view.seat:
            name += f" ({tr('ui.you')})"
        haunting = p.ghost and not p.alive and variant != "none"
        if p.alive:
            life = max(p.life, 0)
            life_text = f"{p.life}/{p.max_life} " + "●" * life + "○" * max(p.max_life - life, 0)
            if p.revived:
                life_text += " · " + tr("ui.revived")
        elif haunting:
            life_text = tr(f"ui.ghost.{variant}")
            if p.prediction is not None:
                life_text += " · " + tr("ui.predicts", seat=seat_name(p.prediction, None, tr.lang))
        else:
            life_text = tr("ui.dead")
        table.add_row(
            name, character_name(p.character, "cards", lang), life_text,
            role_name(p.role, lang), str(p.hand_count),
            ", ".join(card_name(c, lang) for c in p.equipment) or "-",
            "-" if p.distance is None else str(p.distance),
            "" if p.distance is None else tr("ui.yes") if p.in_reach else tr("ui.no"),
            style=None if p.alive else "magenta" if haunting else "dim")
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


def events_panel(view: Any, events: Sequence[Event], tr: Translator) -> Panel:
    lines = [describe_event(e, tr.lang, view) for e in events if e.kind != "auto"]
    body = Text("\n".join(lines[-12:]) or "-")
    return Panel(body, title=tr("ui.last_events"), title_align="left")


def header(view: Any, tr: Translator) -> Text:
    if view.seat is None:
        text = Text(tr("ui.spectator"))
    else:
        me = view.players[view.seat]
        text = Text(tr("ui.your_role", seat=seat_name(view.seat, None, tr.lang),
                       character=character_name(me.character, "cards", tr.lang),
                       role=role_name(view.role, tr.lang)), style="bold")
    if not is_dice(view):
        variant = ghost_variant(view)
        if variant != "none":
            text.append("\n" + tr("ui.variant", name=tr(f"variant.{variant}")))
        top = view.discard_top
        text.append("\n" + tr("ui.deck", deck=view.deck_count, discard=view.discard_count,
                               top=card_name(top, tr.lang) if top is not None
                               else tr("ui.none")))
    return text


def prompt_text(view: Any, tr: Translator) -> Text:
    """The pending prompt in words; out of turn, with the reason first."""
    msg = prompt_message(view)
    if msg is None:
        return Text("")
    text = Text()
    why = why_message(view)
    if why is not None:
        text.append("⚠ " + render_message(why, tr.lang, view) + "\n", style="bold yellow")
    text.append(render_message(msg, tr.lang, view), style="bold")
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
        parts.append(dice_block(view, tr, options))
    elif view.seat is not None:
        parts.append(hand_text(view, tr))
    parts.append(events_panel(view, events, tr))
    if options:
        parts.append(Panel(Group(prompt_text(view, tr), menu(view, options, tr)),
                           title=tr("ui.decision"), title_align="left", border_style="cyan"))
    console.print(Group(*parts))
