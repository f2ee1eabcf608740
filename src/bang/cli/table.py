"""Drawing one seat's view of a game with ``rich`` (``bang play``, ``bang replay``).

The screen, top to bottom: what happened since the seat's last decision (so it may
scroll away first), who you are and your goal, the players round the table, your hand,
then the decision.  Below ~100 columns a compact layout keeps the table and the menu
together on an 80×24 terminal.  Only the view is read, so nothing hidden can leak.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.cells import cell_len
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.rule import Rule
from rich.text import Text

from bang.cli.dice_table import dice_block, players_grid
from bang.cli.dice_table import players_table as dice_players_table
from bang.cli.menu import Menu, Step
from bang.i18n import Translator, card_name, character_name, role_name, seat_name
from bang.i18n.messages import (
    goal_message,
    prompt_message,
    render_message,
    target_message,
    why_message,
)

#: Below this width the compact layout is used.
COMPACT_BELOW = 100
_SUIT_STYLE = {"♥": "red", "♦": "red", "♠": "default", "♣": "default"}


def is_dice(view: Any) -> bool:
    return hasattr(view, "dice")


def ghost_variant(view: Any) -> str:
    config = getattr(view, "config", None) or {}
    return str(config.get("ghost_variant", "none"))


def life_text(life: int, max_life: int, compact: bool) -> str:
    life = max(life, 0)
    if compact:
        return f"{life}/{max_life}"
    return f"{life}/{max_life} " + "●" * life + "○" * max(max_life - life, 0)


def player_cell(seat: int, view: Any, tr: Translator, compact: bool = False) -> str:
    """``▶ Player 2 (you)``; compact: no "(you)" (the line above the table says it)."""
    marker = "▶ " if seat == view.turn and getattr(view, "winners", None) is None else "  "
    return marker + seat_name(seat, None if compact else view, tr.lang)


def players_table(view: Any, tr: Translator, compact: bool = False) -> RenderableType:
    """The card game's players; a dead player of a ghost variant is shown as a Ghost
    (Dead Reckonin') or a dead player in Boot Hill (Dead Man's Hand) with his hand
    count, since he still plays with those cards (RULES.md C1.1, C2.1)."""
    if is_dice(view):
        return dice_players_table(view, tr, compact)
    lang = tr.lang
    variant = ghost_variant(view)
    table = players_grid(compact)
    keys = ["ui.player", "ui.character", "ui.life", "ui.role", "ui.hand", "ui.equipment"]
    if view.seat is not None:
        keys.append("ui.distance")
    three = len(view.players) == 3
    if three:
        keys.append("ui.target")
    for key in keys:
        header = tr("ui.distance_short") if compact and key == "ui.distance" else tr(key)
        table.add_column(header, justify="right" if key in ("ui.hand", "ui.distance")
                         else "left", overflow="fold")
    for p in view.players:
        haunting = p.ghost and not p.alive and variant != "none"
        if p.alive:
            life = life_text(p.life, p.max_life, compact)
            if p.revived:
                life += " · " + tr("ui.revived")
        elif haunting:
            life = tr(f"ui.ghost.{variant}")
            if p.prediction is not None:
                life += " · " + tr("ui.predicts", seat=seat_name(p.prediction, None, lang))
        else:
            life = tr("ui.dead")
        row = [player_cell(p.seat, view, tr, compact),
               character_name(p.character, "cards", lang, gloss=not compact), life,
               role_name(p.role, lang), str(p.hand_count),
               tr("ui.list_sep").join(
                   tr("ui.green_waiting", card=card_name(c, lang, suit=not compact))
                   if c in p.waiting else card_name(c, lang, suit=not compact)
                   for c in p.equipment) or "-"]
        if view.seat is not None:
            row.append(distance_text(p, tr))
        if three:
            row.append(target_text(view, p.seat, tr, compact))
        table.add_row(*row, style=None if p.alive else "magenta" if haunting else "dim")
    return table


def target_text(view: Any, seat: int, tr: Translator, compact: bool = False) -> str:
    """The 3-player game: whom this player hunts now (every role is public there);
    compact: the player's name only."""
    msg = target_message(view, seat)
    if msg is None:
        return "-"
    if compact and "target" in msg["args"]:
        return render_message({"key": "ui.target_only", "args": msg["args"]}, tr.lang)
    return render_message(msg, tr.lang, view)


def distance_text(p: Any, tr: Translator) -> str:
    if p.distance is None:
        return ""
    return f"{p.distance} " + ("✓" if p.in_reach else "✗")


def hand_text(view: Any, tr: Translator) -> Text:
    text = Text(tr("ui.your_hand") + tr("ui.colon"), style="bold")
    if not view.hand:
        text.append(tr("ui.none"))
    for index, card in enumerate(view.hand):
        if index:
            text.append(" ")
        name = card_name(card, tr.lang)
        text.append(f"[{name}]", style=_SUIT_STYLE.get(name[-1], "default"))
    return text


def header(view: Any, tr: Translator, compact: bool = False) -> Text:
    """Who you are, your goal now, and (card game) the variant and the piles."""
    lang = tr.lang
    if view.seat is None:
        text = Text(tr("ui.spectator"))
    else:
        me = view.players[view.seat]
        game = "dice" if is_dice(view) else "cards"
        text = Text(tr("ui.your_role", seat=seat_name(view.seat, None, lang),
                       character=character_name(me.character, game, lang, gloss=True),
                       role=role_name(view.role, lang)), style="bold")
        goal = goal_message(view)
        if goal is not None:
            text.append("\n" + render_message(goal, lang, view), style="yellow")
    if not is_dice(view):
        variant = ghost_variant(view)
        if variant != "none":
            text.append("\n" + tr("ui.variant", name=tr(f"variant.{variant}")))
        top = view.discard_top
        text.append("\n" + tr("ui.deck", deck=view.deck_count, discard=view.discard_count,
                               top=card_name(top, lang) if top is not None
                               else tr("ui.none")))
        if view.revealed:
            text.append("\n" + tr("ui.revealed", cards=tr("ui.list_sep").join(
                card_name(c, lang) for c in view.revealed)))
        event = getattr(view, "event", None)
        if event is not None:
            # The event deck (rules/high-noon-fistful.md F3.2): in force and next, public.
            current, upcoming = event.get("in_force"), event.get("next")
            text.append("\n" + tr("ui.event_in_force", event=tr(f"event_card.{current}")
                                  if current else tr("ui.event_none")), style="bold magenta")
            if current:
                text.append("\n" + tr(f"help.event_card.{current}"), style="magenta")
            text.append("\n" + tr("ui.event_next", event=tr(f"event_card.{upcoming}")
                                  if upcoming else tr("ui.event_none")))
    return text


def events_block(lines: Sequence[str], tr: Translator, compact: bool,
                 title_key: str = "ui.since_last") -> RenderableType:
    """Every event since the seat's last decision, oldest first."""
    body = Text("\n".join(lines) if lines else tr("ui.nothing_happened"))
    if compact:
        return Group(Rule(tr(title_key), align="left", style="dim"), body)
    return Panel(body, title=tr(title_key), title_align="left")


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


def menu_text(menu: Menu, tr: Translator, width: int | None = None) -> Text:
    """The numbered lines, then the fixed keys (``e`` to end the turn, the dice keys).
    Given a ``width`` (the compact layout), four or more lines that all fit half of it
    are set in two columns, numbered down the left one first, so the whole table stays
    on an 80×24 screen with eight players."""
    text = Text()
    if menu.forced is not None:
        text.append("→ " + tr("ui.only_answer", action=menu.labels[menu.forced]))
        return text
    # The hint under a roll offers ``s`` too: the stop line says it is that key.
    cells = [(f"{step.key:>3}. ", step.label + ("" if step.action is not None else " …")
              + (" (s)" if menu.stop is not None and step.action == menu.stop else ""))
             for step in menu.lines]
    if menu.end is not None:
        cells.append(("  e. ", menu.labels[menu.end]))
    append_lines(text, cells, width)
    if menu.is_roll:
        for key in ("ui.roll_r", "ui.roll_k"):
            text.append(tr(key) + "\n")
    text.rstrip()
    return text


def append_lines(text: Text, cells: Sequence[tuple[str, str]], width: int | None) -> None:
    """Numbered ``(key, label)`` lines, one per row; given a ``width`` (the compact
    layout), four or more that all fit half of it go in two columns, numbered down the
    left one first."""
    half = (width or 0) // 2
    if width is not None and len(cells) >= 4 and all(
            cell_len(key + label) < half for key, label in cells):
        rows = (len(cells) + 1) // 2
        for row in range(rows):
            for column, (key, label) in enumerate(cells[row::rows]):
                if column:
                    text.append(" " * (half - cell_len(cells[row][0] + cells[row][1])))
                text.append(key, style="cyan")
                text.append(label)
            text.append("\n")
    else:
        for key, label in cells:
            text.append(key, style="cyan")
            text.append(label + "\n")


def second_step_text(step: Step, tr: Translator, width: int | None = None) -> Text:
    """The targets (or pairs) of the chosen line, then ``b`` to go back; given a
    ``width``, set like the menu (``append_lines``)."""
    text = Text(step.then_title + tr("ui.colon").rstrip() + "\n", style="bold")
    cells = [(f"{line.key:>3}. ", line.label) for line in step.then]
    cells.append(("  b. ", tr("ui.back")))
    append_lines(text, cells, width)
    text.rstrip()
    return text


def table_parts(view: Any, tr: Translator, compact: bool,
                menu: Menu | None = None) -> list[RenderableType]:
    parts: list[RenderableType] = [header(view, tr, compact), players_table(view, tr, compact)]
    if is_dice(view):
        parts.append(dice_block(view, tr, menu, compact))
    elif view.seat is not None:
        parts.append(hand_text(view, tr))
    return parts


def render(console: Console, view: Any, tr: Translator, events: Sequence[str] | None,
           menu: Menu | None = None, *, title_key: str = "ui.since_last") -> None:
    """The whole table as ``view.seat`` sees it, the events since his last decision
    first (none: no event block), and the menu if he must decide."""
    compact = console.width < COMPACT_BELOW
    parts: list[RenderableType] = []
    if events is not None:
        parts.append(events_block(events, tr, compact, title_key))
    parts += table_parts(view, tr, compact, menu)
    if menu is not None:
        decision = Group(prompt_text(view, tr),
                         menu_text(menu, tr, console.width if compact else None))
        if compact:
            # No rule above the decision: with eight players every line counts.
            parts.append(decision)
        else:
            parts.append(Panel(decision, title=tr("ui.decision"), title_align="left",
                               border_style="cyan"))
    console.print(Group(*parts))


def render_second_step(console: Console, view: Any, tr: Translator, step: Step) -> None:
    """The targets (or pairs) of the line just chosen.  Wide: under the menu, which stays
    on screen.  Compact: the table again with the targets in the menu's place, so on an
    80×24 terminal who you are and the players stay in sight while you pick one."""
    if console.width >= COMPACT_BELOW:
        console.print(second_step_text(step, tr))
        return
    console.print(Group(*table_parts(view, tr, True),
                        second_step_text(step, tr, console.width)))


def render_menu_again(console: Console, view: Any, tr: Translator, menu: Menu) -> None:
    """Back from the targets to the menu: wide, the menu alone (the table is still on
    screen); compact, the table and the menu again."""
    if console.width >= COMPACT_BELOW:
        console.print(menu_text(menu, tr))
        return
    render(console, view, tr, None, menu)

