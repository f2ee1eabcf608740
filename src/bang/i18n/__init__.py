"""Message catalogues in English, 繁體中文 and 简体中文 (DESIGN.md §1 ``bang.i18n``).

Every name (cards, characters, roles, dice faces), prompt, action and event message lives
in ``<lang>.json`` next to this module, keyed the same way in every language; a test
checks that no language lacks a key.  The Chinese terms follow the project's seeds
(啤酒, 決鬥/决斗, 印地安人/印第安人, 監獄/监狱, 炸藥/炸药 ...).

The functions here read only plain data (card ids, seat numbers, a view's public
fields), so the terminal, the server and the logs render the same words.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from bang.core.protocol import Action, Event

LANGUAGES = ("en", "zh-Hant", "zh-Hans")
DEFAULT_LANGUAGE = "en"

#: Lower-case forms people type for each language.
_ALIASES = {
    "en": "en", "english": "en",
    "zh-hant": "zh-Hant", "zh_tw": "zh-Hant", "zh-tw": "zh-Hant", "zh_hk": "zh-Hant",
    "zh-hk": "zh-Hant", "tw": "zh-Hant",
    "zh-hans": "zh-Hans", "zh_cn": "zh-Hans", "zh-cn": "zh-Hans", "zh_sg": "zh-Hans",
    "zh-sg": "zh-Hans", "zh": "zh-Hans", "cn": "zh-Hans",
}


def normalize_language(name: str) -> str:
    """``"zh_TW"`` → ``"zh-Hant"``; unknown names raise ``ValueError``."""
    try:
        return _ALIASES[name.strip().lower()]
    except KeyError:
        raise ValueError(
            f"unknown language {name!r}; choose one of {', '.join(LANGUAGES)}") from None


def language_from_locale(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for: LC_ALL, LC_MESSAGES, then LANG (POSIX order).

    zh_TW and zh_HK (or a ``Hant`` script) give 繁體中文, zh_CN and zh_SG (or any other
    Chinese) 简体中文, everything else English.
    """
    env = os.environ if environ is None else environ
    value = ""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            break
    code = value.split(".")[0].split("@")[0].replace("-", "_").lower()
    if not code.startswith("zh"):
        return DEFAULT_LANGUAGE
    if "hant" in code or code.endswith(("_tw", "_hk", "_mo")):
        return "zh-Hant"
    return "zh-Hans"


@cache
def catalogue(lang: str) -> dict[str, str]:
    """The messages of ``lang`` (loaded once)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    text = resources.files(__package__).joinpath(f"{lang}.json").read_text(encoding="utf-8")
    data: dict[str, str] = json.loads(text)
    return data


def has_key(key: str, lang: str = DEFAULT_LANGUAGE) -> bool:
    return key in catalogue(lang)


def t(key: str, lang: str = DEFAULT_LANGUAGE, /, **fmt: Any) -> str:
    """The message ``key`` in ``lang`` with ``fmt`` filled in.

    A key missing from ``lang`` falls back to English, and one missing everywhere to the
    key itself, so a gap shows up on screen instead of crashing a game.
    """
    text = catalogue(lang).get(key)
    if text is None:
        text = catalogue(DEFAULT_LANGUAGE).get(key, key)
    if not fmt:
        return text
    try:
        return text.format(**fmt)
    except (KeyError, IndexError, ValueError):
        return text


class Translator:
    """``t`` bound to one language: ``tr = Translator("zh-Hans"); tr("ui.life")``."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = lang if lang in LANGUAGES else normalize_language(lang)

    def __call__(self, key: str, /, **fmt: Any) -> str:
        return t(key, self.lang, **fmt)


def slug(name: str) -> str:
    """``"Rev. Carabine"`` → ``"rev_carabine"``, ``"BANG!"`` → ``"bang"``: catalogue keys."""
    cleaned = "".join(c if c.isalnum() else " " for c in name.lower())
    return "_".join(cleaned.split())


# --- names ----------------------------------------------------------------------------
def card_kind_name(kind_name: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """A card kind by its English name (``"Beer"``) in ``lang``."""
    return t(f"card.{slug(kind_name)}", lang)


def card_name(card: int, lang: str = DEFAULT_LANGUAGE, *, suit: bool = True) -> str:
    """Card instance ``card``: ``啤酒 6♥``; with ``suit=False`` just ``啤酒``.  Ids 80-159
    (the ghosts' second deck, ``ghost_separate_deck``) repeat the first deck's cards."""
    from bang.cards.data import DECK

    if not 0 <= card < 2 * len(DECK):
        return f"#{card}"
    info = DECK[card % len(DECK)]
    name = card_kind_name(info.name, lang)
    return f"{name} {info.rank}{info.suit}" if suit else name


def character_name(name: str, game: str = "cards", lang: str = DEFAULT_LANGUAGE) -> str:
    """A character in ``lang``; both games share the 16 names."""
    key = f"character.{slug(name)}"
    return t(key, lang) if has_key(key) else name


def role_name(role: str | None, lang: str = DEFAULT_LANGUAGE) -> str:
    return t(f"role.{role or 'unknown'}", lang)


def face_name(face: str, lang: str = DEFAULT_LANGUAGE) -> str:
    return t(f"face.{face}", lang)


def seat_name(seat: int, view: Any = None, lang: str = DEFAULT_LANGUAGE) -> str:
    """``Seat 2 (Bart Cassidy)``, and ``Seat 1 (Kit Carlson, you)`` for the viewer."""
    if seat is None or seat < 0:
        return "-"
    label = t("ui.seat", lang, seat=seat)
    players = getattr(view, "players", None)
    if players is not None and 0 <= seat < len(players):
        name = character_name(players[seat].character, "cards", lang)
        if getattr(view, "seat", None) == seat:
            name += ", " + t("ui.you", lang)
        label += f" ({name})"
    return label


# --- help -------------------------------------------------------------------------------
@cache
def _help_index() -> dict[str, tuple[str, str]]:
    """Every name a player may type after ``help`` (in any language) → (kind, slug)."""
    from bang.cards.data import CHARACTERS, KIND_NAMES

    index: dict[str, tuple[str, str]] = {}
    entries = ([("card", slug(n)) for n in KIND_NAMES]
               + [("character", slug(c.name)) for c in CHARACTERS]
               + [("role", r) for r in ("sheriff", "deputy", "outlaw", "renegade")]
               + [("face", f) for f in ("arrow", "dynamite", "one", "two", "beer", "gatling")])
    for kind, key in entries:
        names = {key, key.replace("_", " ")}
        for lang in LANGUAGES:
            names.add(t(f"{kind}.{key}", lang))
        for name in names:
            index.setdefault(_fold(name), (kind, key))
    return index


def _fold(name: str) -> str:
    return "".join(c for c in name.lower() if c.isalnum())


def help_text(name: str, lang: str = DEFAULT_LANGUAGE, game: str = "cards") -> str | None:
    """What a card, character, role or die face does, or None if ``name`` is unknown.

    ``name`` may be typed in any of the three languages, in any case, with or without
    punctuation (``help bang``, ``help 啤酒``, ``help Slab the Killer``).
    """
    found = _help_index().get(_fold(name))
    if found is None:
        return None
    kind, key = found
    title = t(f"{kind}.{key}", lang)
    if kind == "character":
        body = t(f"help.character.{'dice' if game == 'dice' else 'cards'}.{key}", lang)
    else:
        body = t(f"help.{kind}.{key}", lang)
    return f"{title}: {body}"


# --- actions and events --------------------------------------------------------------------
def _cards_text(cards: Any, lang: str) -> str:
    return ", ".join(card_name(int(c), lang) for c in cards)


def describe_action(action: Action, view: Any = None, lang: str = DEFAULT_LANGUAGE) -> str:
    """``action`` in plain words for the player deciding it; any kind the catalogue does
    not know is shown in the canonical notation so a new prompt never breaks the menu."""
    game = getattr(view, "game", None) or ("dice" if hasattr(view, "dice") else "cards")
    if game == "dice":
        return _describe_dice_action(action, view, lang)
    pending = getattr(view, "pending", None)
    if pending is not None and pending.kind.startswith(("ghost_", "dmh_")):
        from bang.i18n.ghost_words import describe_ghost_action

        return describe_ghost_action(action, pending.kind, view, lang)
    kind = action.kind
    fmt: dict[str, Any] = {}
    if action.card >= 0:
        fmt["card"] = card_name(action.card, lang)
    if action.target >= 0:
        fmt["target"] = seat_name(action.target, view, lang)
    key = f"action.cards.{kind}"
    if kind == "play" and action.target >= 0:
        key = "action.cards.play_target"
    elif kind == "sid":
        fmt["other"] = card_name(action.arg, lang)
    elif kind == "draw_discard":
        top = getattr(view, "discard_top", None)
        fmt["card"] = card_name(top, lang) if top is not None else "?"
    elif kind == "hand":
        fmt["count"] = _choose_card_count(view)
    if not has_key(key):
        return t("action.generic", lang, text=action.format())
    return t(key, lang, **fmt)


def _choose_card_count(view: Any) -> str:
    pending = getattr(view, "pending", None)
    players = getattr(view, "players", None)
    if pending is None or players is None:
        return "?"
    target = pending.context.get("target", -1)
    if isinstance(target, int) and 0 <= target < len(players):
        return str(players[target].hand_count)
    return "?"


def _describe_dice_action(action: Action, view: Any, lang: str) -> str:
    from bang.i18n.dice_words import describe_dice_action

    return describe_dice_action(action, view, lang)


def describe_event(event: Event, lang: str = DEFAULT_LANGUAGE, view: Any = None,
                   game: str = "cards") -> str:
    """One line for the event log; unknown kinds are shown with their raw data."""
    data = event.data
    if game == "dice" or (view is not None and hasattr(view, "dice")):
        return _describe_dice_event(event, lang, view)

    from bang.i18n.ghost_words import GHOST_EVENTS, describe_ghost_event

    if event.kind in GHOST_EVENTS:
        return describe_ghost_event(event, lang, view)

    def who(key: str) -> str:
        value = data.get(key, -1)
        return seat_name(value, view, lang) if isinstance(value, int) else str(value)

    kind = event.kind
    fmt: dict[str, Any] = {}
    for key in ("seat", "target", "victim", "next", "source"):
        if key in data:
            fmt[key] = who(key)
    if "card" in data and isinstance(data["card"], int):
        fmt["card"] = card_name(data["card"], lang) if data["card"] >= 0 else "-"
    if "cards" in data:
        fmt["cards"] = _cards_text(data["cards"], lang)
    for key in ("amount", "life", "count", "rounds"):
        if key in data:
            fmt[key] = data[key]
    key = f"event.{kind}"
    if kind == "play" and data.get("target", -1) >= 0:
        key = "event.play_target"
    elif kind == "draw":
        key = "event.draw" if "cards" in data else "event.draw_hidden"
    elif kind == "take_from_hand" and "cards" in data:
        key = "event.take_from_hand_seen"
    elif kind == "damage" and data.get("source", -1) >= 0:
        key = "event.damage_by"
    elif kind == "check":
        fmt["reason"] = t(f"reason.{data.get('reason')}", lang)
        if "cards" in data:
            fmt["card"] = fmt.pop("cards")
    elif kind == "eliminated":
        fmt["role"] = role_name(data.get("role"), lang)
    elif kind == "auto":
        if "action" in data:
            fmt["action"] = data["action"]
        else:
            key = "event.auto_hidden"
    if not has_key(key):
        return t("event.unknown", lang, kind=kind, data=data)
    return t(key, lang, **fmt)


def _describe_dice_event(event: Event, lang: str, view: Any) -> str:
    from bang.i18n.dice_words import describe_dice_event

    return describe_dice_event(event, lang, view)


__all__ = [
    "DEFAULT_LANGUAGE", "LANGUAGES", "Translator", "card_kind_name", "card_name",
    "catalogue", "character_name", "describe_action", "describe_event", "face_name",
    "has_key", "help_text", "language_from_locale", "normalize_language", "role_name",
    "seat_name", "slug", "t",
]
