"""The dice game's part of the terminal table: the players with their arrows, and the
five dice, numbered 1 to 5 as a player names them (``r 1 3 5``) (RULES.md Part B).

Only the view and the menu's legal re-rolls are read: a die that no legal re-roll
includes is marked as staying on the table (Dynamite, except for Black Jack below
three), so the drawing never claims more than the engine allows.

The expansions (RULES.md Part G) show what the view's ``extra`` (Old Saloon: each die's
kind, the declared Saloon die, the Chief's Arrow) and ``modules`` (Undead or Alive: Duel
Wound tokens, the Boneyard, the zombies) carry: each die's panel is titled with its kind,
a tokens column marks the Chief's Arrow and the Duel Wounds, and lines under the dice say
them in words (the Boneyard's face-down cards only counted: nobody knows them).
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
                "gatling": "≡", "double_one": "①①", "double_two": "②②",
                "double_beer": "♨♨", "double_gatling": "≡≡", "broken_arrow": "↯",
                "bullet": "⦿", "whiskey": "♁", "duel": "⚔"}
_FACE_STYLE = {"arrow": "yellow", "dynamite": "red", "one": "cyan", "two": "cyan",
               "beer": "green", "gatling": "magenta", "double_one": "cyan",
               "double_two": "cyan", "double_beer": "green", "double_gatling": "magenta",
               "broken_arrow": "yellow", "bullet": "red", "whiskey": "green",
               "duel": "bold white"}
#: How a die of each kind is titled (RULES.md G2.2, G2.3): none for a base die.
_KIND_STYLE = {"loudmouth": "bold magenta", "coward": "bold blue", "duel": "bold"}
#: The Chief's Arrow in the tokens column (worth two arrows, G5.1).
CHIEF_MARK = "➶➶"


def extra_of(view: Any) -> dict[str, Any]:
    """Old Saloon's public facts of the view (``extra``), {} in a base game."""
    return getattr(view, "extra", None) or {}


def modules_of(view: Any) -> dict[str, Any]:
    """Undead or Alive's facts of the view (``modules``), {} in a base game."""
    return getattr(view, "modules", None) or {}


def dice_kinds(view: Any) -> list[str]:
    """Each die's kind this turn: Old Saloon says it; else the Duel dice are the last two
    of five (G7.2), a zombie's three are base dice (G10-7)."""
    kinds = extra_of(view).get("dice_kinds")
    if isinstance(kinds, list) and len(kinds) == len(view.dice):
        return [str(k) for k in kinds]
    duels = "uoa_duel_dice" in modules_of(view) and len(view.dice) == 5
    return ["duel" if duels and i >= 3 else "base" for i in range(len(view.dice))]


def tokens_text(view: Any, seat: int) -> str:
    """What ``seat`` holds besides arrows: the Chief's Arrow, its Duel Wound tokens."""
    parts = []
    if extra_of(view).get("chief") == seat:
        parts.append(CHIEF_MARK)
    duel = modules_of(view).get("uoa_duel_dice")
    if duel:
        parts.extend(FACE_SYMBOLS.get(t, "?") for t in duel["wounds"][seat])
    return " ".join(parts)


def has_tokens(view: Any) -> bool:
    """Whether the players' table has a tokens column (Chief's Arrow or Duel dice)."""
    return "chief" in extra_of(view) or "uoa_duel_dice" in modules_of(view)


def side_of(view: Any, seat: int, tr: Translator) -> str | None:
    """"Zombie Master" after the outbreak (a zombie's character already says Zombie)."""
    undead = modules_of(view).get("uoa_undead")
    if undead and undead.get("outbreak") and undead.get("master") == seat:
        return tr("ui.zombie_master")
    return None


def expansion_lines(view: Any, tr: Translator) -> list[Text]:
    """The expansions' facts under the dice, in words (Part G)."""
    lang = tr.lang
    lines: list[Text] = []
    extra = extra_of(view)
    facts: list[str] = []
    chief = extra.get("chief")
    if chief == "pile":
        facts.append(tr("ui.chief.pile"))
    elif isinstance(chief, int):
        facts.append(tr("ui.chief.held", seat=seat_name(chief, view, lang)))
    if "saloon_die" in extra and any(view.dice):
        die = extra["saloon_die"]
        facts.append(tr("ui.saloon_die", die=tr(f"ui.dice_kind.{die}")) if die
                     else tr("ui.no_saloon_die"))
    modules = modules_of(view)
    duel = modules.get("uoa_duel_dice")
    if duel:
        facts.append(tr("ui.wounds.pile", n=duel["pile"]))
    lines.extend(Text(fact) for fact in facts)
    if duel:
        held = [f"{seat_name(s, view, lang)}: "
                + tr("ui.list_sep").join(face_name(t, lang) for t in tokens)
                for s, tokens in enumerate(duel["wounds"]) if tokens]
        if held:
            lines.append(Text(tr("ui.wounds.of") + tr("ui.colon") + "; ".join(held),
                              style="red"))
    undead = modules.get("uoa_undead")
    if undead and not undead["outbreak"]:
        living = sum(1 for p in view.players if p.alive)
        lines.append(Text(tr("ui.boneyard.face_down", n=undead["boneyard"])))
        text = Text(tr("ui.boneyard.hands", hands=undead["hands"], living=living))
        if undead["blocked"]:
            text.append("  " + tr("ui.boneyard.blocked"), style="italic")
        if undead["pending_outbreak"]:
            text.append("  " + tr("ui.boneyard.pending"), style="bold red")
        lines.append(text)
    elif undead:
        zombies = tr("ui.list_sep").join(seat_name(s, view, lang) for s in undead["zombies"])
        master = undead["master"]
        text = Text(tr("ui.zombies.title") + tr("ui.colon"), style="bold green")
        text.append(tr("ui.zombies.side", zombies=zombies, master=seat_name(master, view, lang))
                    if master >= 0 else tr("ui.zombies.no_master", zombies=zombies))
        text.append("  " + tr("ui.zombies.life", n=undead["zombie_life"]))
        lines.append(text)
        if undead["side"]:
            lines.append(Text(tr(f"ui.zombies.won_{undead['side']}"), style="bold"))
        else:
            lines.append(Text(tr("ui.zombies.goal"), style="dim"))
    return lines


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
    tokens = has_tokens(view)
    for key in ("ui.player", "ui.character", "ui.life", "ui.role", "ui.arrows",
                *(("ui.tokens",) if tokens else ()), *(("ui.target",) if three else ())):
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
        role = role_name(p.role, lang)
        master = side_of(view, p.seat, tr)
        if master:
            role = f"{role} ({master})" if p.role else master
        row = [name, character_name(p.character, "dice", lang, gloss=not compact),
               life_text, role,
               (arrows_text(p.arrows) if not compact else str(p.arrows)) if p.alive else "-"]
        if tokens:
            row.append(tokens_text(view, p.seat))
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


def die_title(index: int, kind: str, tr: Translator) -> str:
    """``3`` for a base die, ``3 Loudmouth`` for another kind."""
    return str(index + 1) if kind == "base" else f"{index + 1} {tr(f'ui.dice_kind.{kind}')}"


def die_panel(index: int, face: str | None, tr: Translator, stays: bool,
              kind: str = "base") -> Panel:
    if face is None:
        body = Text("?\n" + tr("ui.not_rolled"), justify="center", style="dim")
        style = "dim"
    else:
        body = Text(f"{FACE_SYMBOLS.get(face, '?')}\n{face_name(face, tr.lang)}",
                    justify="center", style=_FACE_STYLE.get(face, "default"))
        style = _FACE_STYLE.get(face, "default")
    title = Text(die_title(index, kind, tr), style=_KIND_STYLE.get(kind, ""))
    return Panel(body, title=title, width=16, border_style=style,
                 subtitle=tr("ui.locked") if stays else None)


def dice_line(view: Any, tr: Translator, free: int | None) -> Text:
    """The compact form, on one line: ``[1] Arrow  [2] Dynamite (stays) ...``."""
    text = Text()
    kinds = dice_kinds(view)
    for index, face in enumerate(view.dice):
        if index:
            text.append("  ")
        text.append(f"[{die_title(index, kinds[index], tr)}] ",
                    style=_KIND_STYLE.get(kinds[index], "bold"))
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
        kinds = dice_kinds(view)
        dice = Table.grid(padding=(0, 1))
        dice.add_row(*[die_panel(i, face, tr, free is not None and face is not None
                                 and not free >> i & 1, kinds[i])
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
    return Group(dice, status, *expansion_lines(view, tr))
