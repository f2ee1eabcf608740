"""Words for BANG! The Dice Game: dice, prompts, actions and events (docs/dice_protocol.md).

A die is named by its position and its face, ``⚁ Bull's Eye 2``: the position glyph
(⚀-⚄ for dice 1-5) tells a player which die a menu line re-rolls or spends without
counting, and the face says what it does.  Targets carry what a player weighs when he
aims: character, public role, life and arrows.
"""

from __future__ import annotations

from typing import Any

from bang.core.protocol import Action, Event
from bang.i18n import face_name, has_key, role_name, seat_name, t

#: The glyph of each die position (die 1 is ⚀), so dice are told apart at a glance.
DIE_GLYPHS = "⚀⚁⚂⚃⚄"
#: How each face is drawn on a die.
FACE_SYMBOLS = {"arrow": "➶", "dynamite": "✸", "one": "①", "two": "②", "beer": "♨",
                "gatling": "≡"}


def die_glyph(index: int) -> str:
    return DIE_GLYPHS[index] if 0 <= index < len(DIE_GLYPHS) else f"#{index + 1}"


def die_label(index: int, view: Any, lang: str) -> str:
    """``⚁ Bull's Eye 2``: die ``index`` with the face it shows in ``view``."""
    dice = getattr(view, "dice", ())
    face = dice[index] if 0 <= index < len(dice) else None
    if face is None:
        return die_glyph(index)
    return f"{die_glyph(index)} {face_name(face, lang)}"


def player_label(seat: int, view: Any, lang: str, *, arrows: bool = False) -> str:
    """``Seat 2 (Black Jack) – Sheriff, 3/8 life``: what matters when choosing a target."""
    label = seat_name(seat, view, lang)
    players = getattr(view, "players", None)
    if players is None or not 0 <= seat < len(players):
        return label
    p = players[seat]
    facts = []
    if p.role is not None and seat != getattr(view, "seat", None):
        facts.append(role_name(p.role, lang))
    facts.append(t("ui.life_of", lang, life=p.life, max=p.max_life))
    if arrows:
        facts.append(t("ui.arrows_of", lang, count=p.arrows))
    return f"{label} – {', '.join(facts)}"


def describe_dice_action(action: Action, view: Any, lang: str) -> str:
    """A dice-game menu line; unknown kinds fall back to the notation."""
    kind = action.kind
    fmt: dict[str, Any] = {}
    key = f"action.dice.{kind}"
    if kind == "reroll":
        mask = max(action.arg, 0)
        fmt["dice"] = ", ".join(die_label(i, view, lang) for i in range(5) if mask >> i & 1)
    elif kind in ("shoot", "beer"):
        fmt["die"] = die_label(action.card, view, lang)
        fmt["target"] = player_label(action.target, view, lang)
        if kind == "shoot" and action.arg == 1:
            key = "action.dice.shoot_double"
    elif kind == "heal":
        fmt["target"] = player_label(action.target, view, lang)
    elif kind == "remove":
        fmt["target"] = player_label(action.target, view, lang, arrows=True)
    if not has_key(key):
        return t("action.generic", lang, text=action.format())
    return t(key, lang, **fmt)


def dice_prompt_fields(context: dict[str, Any], view: Any, lang: str) -> dict[str, Any]:
    """The fields of a dice prompt's message: dice and sources named as on the table."""
    fmt: dict[str, Any] = dict(context)
    die = context.get("die")
    if isinstance(die, int):
        fmt["die"] = die_label(die, view, lang)
    source = context.get("source")
    if isinstance(source, str):
        if source.startswith("die") and source[3:].isdigit():
            fmt["source"] = die_label(int(source[3:]), view, lang)
        else:
            fmt["source"] = face_name(source, lang)
    return fmt


def _rolled(data: dict[str, Any], lang: str) -> str:
    faces = list(data.get("dice", ()))
    mask = data.get("mask", 31)
    return ", ".join(f"{die_glyph(i)} {face_name(str(f), lang)}" for i, f in enumerate(faces)
                     if isinstance(mask, int) and mask >> i & 1)


def _losses(lost: Any, view: Any, lang: str) -> str:
    parts = [f"{seat_name(s, view, lang)} -{n}" for s, n in enumerate(lost or ()) if n]
    return ", ".join(parts) or t("ui.nobody_hurt", lang)


def describe_dice_event(event: Event, lang: str, view: Any) -> str:
    """One line of the dice game's event log."""
    data = event.data
    kind = event.kind
    fmt: dict[str, Any] = dict(data)
    for name in ("seat", "target"):
        value = data.get(name)
        if isinstance(value, int):
            fmt[name] = seat_name(value, view, lang)
    key = f"event.dice.{kind}"
    if kind in ("eliminated", "game_over", "turn", "round_limit"):
        key = f"event.{kind}"
        if kind == "eliminated":
            fmt["role"] = role_name(data.get("role"), lang)
    elif kind == "setup":
        sheriff = data.get("sheriff", -1)
        if isinstance(sheriff, int) and sheriff >= 0:
            fmt["sheriff"] = seat_name(sheriff, view, lang)
        else:
            key = "event.dice.setup_open"
    elif kind == "roll":
        fmt["dice"] = _rolled(data, lang)
        if data.get("roll", 1) != 1:
            key = "event.dice.reroll"
        line = t(key, lang, **fmt)
        faces, mask = data.get("dice", ()), data.get("mask", 31)
        arrows = sum(1 for i, f in enumerate(faces) if f == "arrow" and mask >> i & 1)
        if arrows:
            line += t("event.dice.arrows", lang, count=arrows)
        return line
    elif kind == "shoot":
        fmt["die"] = die_glyph(int(data.get("die", -1)))
        if data.get("points", 1) == 2:
            key = "event.dice.shoot_double"
    elif kind == "beer":
        if not data.get("gained"):
            key = "event.dice.beer_wasted"
        elif data.get("seat") == data.get("target"):
            key = "event.dice.beer_self"
    elif kind == "indians":
        fmt["losses"] = _losses(data.get("losses"), view, lang)
    elif kind == "damage":
        fmt["lost"] = _losses(data.get("lost"), view, lang)
        if data.get("source") in ("gatling", "dynamite"):
            key = f"event.dice.damage_{data['source']}"
    if not has_key(key):
        return t("event.unknown", lang, kind=kind, data=data)
    return t(key, lang, **fmt)
