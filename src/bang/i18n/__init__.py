"""Message catalogues, one per language (docs/design.md §1 ``bang.i18n``, docs/translating.md).

Every name (cards, characters, roles, dice faces), prompt, action and event message lives
in ``<lang>.json`` next to this module, keyed the same way in every language; a test
checks that no language lacks a key.  The Chinese terms follow the project's seeds
(啤酒, 決鬥/决斗, 印第安人, 監獄/监狱, 炸藥/炸药 ...).

The functions here read only plain data (card ids, seat numbers, a view's public
fields), so the terminal, the server and the logs render the same words.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any

from bang.core.protocol import Action, Event
from bang.i18n.messages import slug
from bang.i18n.plurals import PLURAL_ARGS, plural_form

#: Every language the project can name and recognise, in the order menus list them; a
#: language is offered (:data:`LANGUAGES`) once its catalogues exist.
KNOWN_LANGUAGES = ("en", "it", "es", "fr", "de", "pt-BR", "cs", "hu", "ru", "zh-Hant",
                   "zh-Hans")
DEFAULT_LANGUAGE = "en"

#: Names people type for a language (its English name; its own name is its catalogue's
#: ``meta.language``), and the short forms of Chinese.
_NAMES = {
    "english": "en", "italian": "it", "spanish": "es", "french": "fr", "german": "de",
    "portuguese": "pt-BR", "brazilian": "pt-BR", "czech": "cs", "hungarian": "hu",
    "russian": "ru", "chinese": "zh-Hans", "tw": "zh-Hant", "cn": "zh-Hans",
}


def _available() -> tuple[str, ...]:
    """The languages whose two catalogues (``<lang>.json`` and ``web/<lang>.json``)
    are installed: the known ones in their order, then any other in code order, so a
    new language needs its files and nothing else."""
    root = resources.files(__package__)
    found = {entry.name[:-5] for entry in root.iterdir()
             if entry.name.endswith(".json") and entry.is_file()
             and root.joinpath("web", entry.name).is_file()}
    return (tuple(code for code in KNOWN_LANGUAGES if code in found)
            + tuple(sorted(found - set(KNOWN_LANGUAGES))))


#: The languages offered: every installed catalogue (English first).
LANGUAGES: tuple[str, ...] = _available()


def match_language(tag: str, languages: Sequence[str] | None = None) -> str | None:
    """The offered language a tag means, or None: a BCP 47 tag (``it-IT``, ``es-419``,
    ``pt``, ``zh-Hant-TW``), a POSIX locale (``fr_CA.UTF-8``, ``de_AT@euro``) or a name
    (``italian``, ``Italiano``).  Chinese by script or region (``zh-TW``, ``zh-HK``,
    ``zh-MO``, ``Hant``: 繁體中文, any other: 简体中文); any other tag by its language
    (``es-MX`` is ``es``, ``pt-PT`` is ``pt-BR``, the one Portuguese there is).  The
    browser's ``languageFromBrowser`` follows the same rules."""
    offered = tuple(LANGUAGES if languages is None else languages)
    code = tag.strip().split(".")[0].split("@")[0].replace("_", "-").lower()
    if not code or code in ("c", "posix", "*"):
        return None
    by_code = {lang.lower(): lang for lang in offered}
    if code in by_code:
        return by_code[code]
    named = _NAMES.get(code) or next(
        (lang for lang in offered if _native_name(lang).lower() == code), None)
    if named is not None:
        return named if named in offered else None
    parts = code.split("-")
    if parts[0] == "zh":
        hant = "hant" in parts or any(p in ("tw", "hk", "mo") for p in parts[1:])
        want = "zh-Hant" if hant else "zh-Hans"
        if want in offered:
            return want
    return next((lang for lang in offered if lang.lower().split("-")[0] == parts[0]), None)


def _native_name(lang: str) -> str:
    try:
        return catalogue(lang).get("meta.language", lang)
    except (ValueError, OSError):
        return lang


def language_name(lang: str) -> str:
    """The language's name in itself (its catalogue's ``meta.language``): ``Italiano``."""
    return _native_name(lang)


def normalize_language(name: str) -> str:
    """``"zh_TW"`` → ``"zh-Hant"``, ``"it_IT"`` → ``"it"``, ``"pt"`` → ``"pt-BR"``;
    a name no offered language answers raises ``ValueError``."""
    found = match_language(name)
    if found is None:
        raise ValueError(
            f"unknown language {name!r}; choose one of {', '.join(LANGUAGES)}")
    return found


def language_from_locale(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for: GNU ``LANGUAGE`` (a ``:`` list, when the locale
    is not C), then the first of LC_ALL, LC_MESSAGES and LANG that is set (POSIX
    order), by :func:`match_language`; English when none is offered."""
    env = os.environ if environ is None else environ
    value = ""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            break
    wanted = [] if value.split(".")[0] in ("C", "POSIX") else env.get("LANGUAGE", "").split(":")
    for tag in [*wanted, value]:
        found = match_language(tag) if tag else None
        if found is not None:
            return found
    return DEFAULT_LANGUAGE


def negotiate_language(accept: str | None, default: str = DEFAULT_LANGUAGE) -> str:
    """The offered language an HTTP ``Accept-Language`` header prefers most
    (``it-IT,it;q=0.9,en;q=0.8`` → ``it``), ``default`` when it names none."""
    ranked: list[tuple[float, int, str]] = []
    for index, item in enumerate((accept or "").split(",")):
        tag, _, params = item.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            name, _, number = param.strip().partition("=")
            if name.strip() == "q":
                try:
                    quality = float(number)
                except ValueError:
                    quality = 0.0
        if tag and quality > 0:
            ranked.append((-quality, index, tag))
    for _, _, tag in sorted(ranked):
        found = match_language(tag)
        if found is not None:
            return found
    return default


@cache
def catalogue(lang: str) -> dict[str, str]:
    """The messages of ``lang`` (loaded once)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    text = resources.files(__package__).joinpath(f"{lang}.json").read_text(encoding="utf-8")
    data: dict[str, str] = json.loads(text)
    return data


def has_key(key: str, lang: str = DEFAULT_LANGUAGE) -> bool:
    """Whether ``lang`` has words for ``key``: the key itself or, for a message that
    takes a count (:data:`bang.i18n.plurals.PLURAL_ARGS`), its ``_other`` form."""
    messages = catalogue(lang)
    return key in messages or (key in PLURAL_ARGS and f"{key}_other" in messages)


def template(key: str, lang: str = DEFAULT_LANGUAGE,
             args: Mapping[str, Any] | None = None) -> str:
    """The words of ``key`` in ``lang`` before its placeholders are filled: the
    catalogue's, or for a message that takes a count the form of the count's CLDR
    plural category in ``args`` (``ui.cards_few`` for 3 in Russian, else
    ``ui.cards_other``); a key ``lang`` lacks comes from English, and a key missing
    everywhere is the key itself."""
    for code in (lang, DEFAULT_LANGUAGE):
        messages = catalogue(code)
        text = messages.get(key)
        if text is None:
            text = plural_form(messages, key, code, args or {})
        if text is not None:
            return text
    return key


def t(key: str, lang: str = DEFAULT_LANGUAGE, /, **fmt: Any) -> str:
    """The message ``key`` in ``lang`` with ``fmt`` filled in.

    A message that takes a count picks its plural form by the count (:func:`template`).
    A key missing from ``lang`` falls back to English, and one missing everywhere to the
    key itself, so a gap shows up on screen instead of crashing a game.
    """
    text = template(key, lang, fmt)
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


# --- names ----------------------------------------------------------------------------
def card_kind_name(kind_name: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """A card kind by its English name (``"Beer"``) in ``lang``."""
    return t(f"card.{slug(kind_name)}", lang)


def card_name(card: int, lang: str = DEFAULT_LANGUAGE, *, suit: bool = True) -> str:
    """Card instance ``card``: ``啤酒 6♥``; with ``suit=False`` just ``啤酒``.  Any
    registered set's id (an expansion's, a second copy of the ghosts' deck)."""
    from bang.cards.content import card_record
    from bang.i18n.messages import card_label

    info = card_record(card)
    if info is None:
        return f"#{card}"
    return card_label(card, lang) if suit else card_kind_name(info.name, lang)


def character_name(name: str, game: str = "cards", lang: str = DEFAULT_LANGUAGE, *,
                   gloss: bool = False) -> str:
    """A character in ``lang``; both games share the 16 names.  With ``gloss`` a Chinese
    name carries the English one players know from the rule texts: ``幸運杜克 (Lucky Duke)``."""
    key = f"character.{slug(name)}"
    if not has_key(key):
        return name
    text = t(key, lang)
    if gloss and text != name:
        return t("ui.character_gloss", lang, name=text, english=name)
    return text


def role_name(role: str | None, lang: str = DEFAULT_LANGUAGE) -> str:
    return t(f"role.{role or 'unknown'}", lang)


def face_name(face: str, lang: str = DEFAULT_LANGUAGE) -> str:
    return t(f"face.{face}", lang)


def seat_name(seat: int, view: Any = None, lang: str = DEFAULT_LANGUAGE) -> str:
    """``Player 3`` (seats are shown 1-based), ``Player 1 (you)`` for the viewer."""
    from bang.i18n.messages import seat_label

    return seat_label(seat, lang, view)


# --- help -------------------------------------------------------------------------------
ROLES = ("sheriff", "deputy", "outlaw", "renegade")
FACES = ("arrow", "dynamite", "one", "two", "beer", "gatling")


@cache
def _help_index() -> dict[str, list[str]]:
    """Every name a player may type after ``help`` (in any language, catalogue names and
    the aliases of :mod:`bang.i18n.terms`) → the catalogue keys it may mean."""
    from bang.cards.data import CHARACTERS, KIND_NAMES
    from bang.i18n.terms import ALIASES

    keys = ([f"card.{slug(n)}" for n in KIND_NAMES]
            + [f"character.{slug(c.name)}" for c in CHARACTERS]
            + [f"character.{slug(n)}" for n in dice_expansion_characters()]
            + [f"role.{r}" for r in ROLES] + [f"face.{f}" for f in dice_faces()]
            + [f"variant.{v}" for v in GHOST_VARIANTS]
            + [f"event_card.{k}" for k in event_card_keys()])
    index: dict[str, list[str]] = {}

    def add(name: str, key: str) -> None:
        entry = index.setdefault(_fold(name), [])
        if key not in entry:
            entry.append(key)

    for key in keys:
        add(key.split(".", 1)[1], key)
        add(key.split(".", 1)[1].replace("_", " "), key)
        for lang in LANGUAGES:
            add(t(key, lang), key)
    for aliases in ALIASES.values():
        for key, names in aliases.items():
            for name in names:
                add(name, key)
    return index


def dice_faces() -> tuple[str, ...]:
    """Every die face the catalogue names: the base six, then the dice expansions'
    (RULES.md Part G: doubled faces, Broken Arrow, Bullet, Whiskey, Duel), read from the
    English catalogue's ``face.*`` keys so this package needs no engine."""
    found = [k.split(".", 1)[1] for k in catalogue(DEFAULT_LANGUAGE) if k.startswith("face.")]
    # A face has its help text ("face.indians" names the Indians as a loss source only).
    return (*FACES, *(f for f in found if f not in FACES and has_key(f"help.face.{f}")))


def dice_expansion_characters() -> tuple[str, ...]:
    """The English names of the characters the dice game's expansions add (the Zombie
    card too), read from the catalogue's ``help.character.dice.*`` keys: ``help``
    explains them in a dice game."""
    from bang.cards.data import CHARACTERS

    base = {slug(c.name) for c in CHARACTERS}
    prefix = "help.character.dice."
    keys = [k[len(prefix):] for k in catalogue(DEFAULT_LANGUAGE) if k.startswith(prefix)]
    return tuple(t(f"character.{k}", DEFAULT_LANGUAGE) for k in keys
                 if k not in base and has_key(f"character.{k}"))


def _fold(name: str) -> str:
    return "".join(c for c in name.lower() if c.isalnum())


#: Which kind of entry wins when a name means several (``Beer`` is a card and a face).
_PRIORITY = {"cards": ("card", "character", "role", "face", "variant", "event_card"),
             "dice": ("face", "character", "role", "card", "variant", "event_card")}


def event_card_keys() -> tuple[str, ...]:
    """Every registered event card (High Noon, A Fistful of Cards), deck by deck in
    registration order: ``help`` names and explains them, whichever deck a card is in,
    so a deck registered later needs no list here."""
    import bang.cards  # noqa: F401  (registers the decks' cards)
    from bang.cards.event_deck import EVENTS

    cards = list(EVENTS.values())
    decks = list(dict.fromkeys(c.deck for c in cards))
    return tuple(c.key for d in decks for c in cards if c.deck == d)
#: The card game's ghost variants, whose rules ``help`` explains (``help ghost``: both).
GHOST_VARIANTS = ("dead_reckonin", "dead_mans_hand")


@cache
def _web_catalogue(lang: str) -> dict[str, str]:
    """The browser's catalogue of ``lang``: its ``web.rules.*`` paragraphs explain the
    variants in the gallery, and the terminal's help reads the same words."""
    path = resources.files(__package__).joinpath("web", f"{lang}.json")
    data: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
    return data


def variant_rules(variant: str, lang: str = DEFAULT_LANGUAGE) -> list[str]:
    """The rule paragraphs of a variant (``web.rules.<variant>.1``, ``.2``, ...)."""
    web = _web_catalogue(lang) if lang in LANGUAGES else {}
    english = _web_catalogue(DEFAULT_LANGUAGE)
    rules = []
    n = 1
    while f"web.rules.{variant}.{n}" in english:
        key = f"web.rules.{variant}.{n}"
        rules.append(web.get(key, english[key]))
        n += 1
    return rules


def help_key(name: str, game: str = "cards") -> str | None:
    """The catalogue key ``name`` means in ``game`` (``help Beer`` in a dice game is the
    Beer face), or None."""
    found = _help_index().get(_fold(name))
    if not found:
        return None
    order = _PRIORITY["dice" if game == "dice" else "cards"]
    return min(found, key=lambda key: order.index(key.split(".", 1)[0]))


def help_text(name: str, lang: str = DEFAULT_LANGUAGE, game: str = "cards",
              three_player: bool = False) -> str | None:
    """What a card, character, role or die face does, or None if ``name`` is unknown.

    ``name`` may be typed in any of the three languages, in any case, with or without
    punctuation, or as a common alias (``help bang``, ``help 啤酒``, ``help 酒桶``).  In
    the 3-player game a role's help gives its target (RULES.md A1.2, B2.1).
    """
    key = help_key(name, game)
    if key is None:
        return None
    kind, short = key.split(".", 1)
    title = t(key, lang)
    if kind == "character":
        title = character_name(t(f"character.{short}", "en"), game, lang, gloss=True)
        body = t(f"help.character.{'dice' if game == 'dice' else 'cards'}.{short}", lang)
    elif kind == "role" and three_player:
        body = t(f"help.role3.{short}", lang)
    elif kind == "card" and game == "dice":
        body = t("help.card_not_in_dice", lang, body=t(f"help.card.{short}", lang))
    elif kind == "variant":
        variants = GHOST_VARIANTS if short == "ghosts" else (short,)
        return "\n".join(
            t("ui.help_entry", lang, title=t(f"variant.{v}", lang),
              body=" ".join(variant_rules(v, lang))) for v in variants)
    else:
        body = t(f"help.{kind}.{short}", lang)
    return t("ui.help_entry", lang, title=title, body=body)


def help_index_text(lang: str = DEFAULT_LANGUAGE, game: str = "cards") -> str:
    """Bare ``help``: the names of every card, character, role and face, and the
    commands."""
    from bang.cards.data import CHARACTERS, KIND_NAMES

    sep = t("ui.list_sep", lang)
    lines = []
    if game == "dice":
        lines.append(t("ui.help_faces", lang, names=sep.join(t(f"face.{f}", lang)
                                                                for f in dice_faces())))
    else:
        lines.append(t("ui.help_cards", lang, names=sep.join(
            t(f"card.{slug(n)}", lang) for n in KIND_NAMES)))
    names = [c.name for c in CHARACTERS]
    if game == "dice":
        names += dice_expansion_characters()
    lines.append(t("ui.help_characters", lang, names=sep.join(
        character_name(n, game, lang) for n in names)))
    lines.append(t("ui.help_roles", lang, names=sep.join(t(f"role.{r}", lang)
                                                          for r in ROLES)))
    if game != "dice":
        lines.append(t("ui.help_variants", lang, names=sep.join(
            t(f"variant.{v}", lang) for v in GHOST_VARIANTS)))
        lines.append(t("ui.help_events", lang, names=sep.join(
            t(f"event_card.{k}", lang) for k in event_card_keys())))
    lines.append(t("ui.help_commands_dice" if game == "dice" else "ui.help_commands", lang))
    return "\n".join(lines)


# --- actions and events --------------------------------------------------------------------
def event_dict(event: Event, game: str) -> dict[str, Any]:
    """``event`` in the form ``view.to_dict()["events"]`` holds it for ``game``."""
    if game == "dice":
        return {"kind": event.kind, "data": dict(event.data)}
    return {"kind": event.kind, **event.data}


def view_game(view: Any) -> str:
    """``"dice"`` or ``"cards"``: which game ``view`` (object or dict) belongs to."""
    if isinstance(view, Mapping):
        return "dice" if "dice" in view else str(view.get("game") or "cards")
    return "dice" if hasattr(view, "dice") else str(getattr(view, "game", None) or "cards")


def describe_action(action: Action, view: Any = None, lang: str = DEFAULT_LANGUAGE) -> str:
    """``action`` in plain words for the player deciding it (:mod:`bang.i18n.messages`)."""
    from bang.i18n.messages import action_message, render_message

    return render_message(action_message(action, view), lang, view)


def describe_event(event: Event, lang: str = DEFAULT_LANGUAGE, view: Any = None,
                   game: str | None = None) -> str:
    """One line for the event log (:mod:`bang.i18n.messages`)."""
    from bang.i18n.messages import event_message, render_message

    name = game or (view_game(view) if view is not None else "cards")
    return render_message(event_message(event_dict(event, name), name), lang, view)


__all__ = [
    "DEFAULT_LANGUAGE", "FACES", "KNOWN_LANGUAGES", "LANGUAGES", "ROLES", "Translator",
    "card_kind_name",
    "card_name", "catalogue", "character_name", "describe_action", "describe_event",
    "event_dict", "face_name", "has_key", "help_index_text", "help_key", "help_text",
    "language_from_locale", "language_name", "match_language", "negotiate_language",
    "normalize_language", "role_name", "seat_name", "slug", "t",
    "template", "view_game",
]
