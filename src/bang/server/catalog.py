"""The game data user interfaces draw from (``GET /api/catalog`` and ``?lang=``).

The browser holds no card, character or rule knowledge of its own: everything it shows
about a card kind (its name, pictogram, one-line effect, full text, what a target button
says, whether playing it on someone hurts him), a character, a role, a die face, a rule
option or a variant comes from here, built from the engines' own tables and the message
catalogues.  So a new card or character needs its engine data, its catalogue entries and
(if it has a picture) a sprite symbol, and no JavaScript.

Without ``lang`` the answer is the language-neutral part (ids, kinds, suits, life,
options with their types and defaults, bot levels); with it, the same plus every text in
that language.  Both are built once per process.
"""

from __future__ import annotations

import dataclasses
import json
import re
import typing
from functools import cache
from pathlib import Path
from typing import Any

from bang.server.match import DEFAULT_ROUND_LIMIT, MatchError

PACKAGE = Path(__file__).resolve().parent.parent
#: The browser's own message keys, merged over the game's catalogue.
WEB_CATALOGUES = PACKAGE / "i18n" / "web"
#: The one SVG sprite of the page: a card kind, role or face has a picture when the sprite
#: has a symbol of its name.
SPRITE = PACKAGE / "web" / "static" / "icons" / "game-icons.svg"

#: Rule options the lobby's form offers, per game, in the order it shows them (the
#: others stay at their defaults there; an API client may still set them, and the table
#: names every option in force).
LOBBY_OPTIONS: dict[str, tuple[str, ...]] = {
    "cards": ("dodge_city", "dodge_city_characters", "dc_buffalo_rifle_sign",
              "dc_cost_card_on_top", "apache_kid_target_legal", "belle_star_scope",
              "molly_stark_duel_draw", "pat_brennan_own_table", "vera_custer_optional",
              "calamity_dodge_as_bang", "dc_triggers_on_ghost_removal",
              "event_decks", "event_deck_size", "event_final_card", "hn_bullet_extras",
              "event_revival_cards", "doctor_lowest_among",
              "ambush_character_modifiers", "lasso_jail_dynamite", "abandoned_mine_scope",
              "ranch_timing", "sniper_uses_bang_limit", "roulette_may_decline",
              "peyote_may_stop", "hard_liquor_at_full_life", "ghost_town_vulture_takes",
              "auto_beer_save", "victory_check", "duel_winner_is_killer",
              "sid_ketchum_any_time_out_of_turn", "jail_keeps_discard_phase",
              "general_store_ccw", "black_jack_hearts_only", "sheriff_extra_card",
              "round_limit"),
    "dice": ("os_saloon_dice", "saloon_faces_timing", "saloon_die_with_duel_dice",
             "os_chief_arrow", "chief_arrow_attack_trigger",
             "chief_arrow_discardable_by_abilities", "os_characters", "apache_kid_steal",
             "vera_custer_reduction_per", "molly_stark_may_die_substituting",
             "os_special_roles", "os_ghost",
             "uoa_duel_dice", "uoa_rage_stub", "whiskey_uncancels",
             "wound_tokens_drawn_on_own_turn_persist", "uoa_rage_cards", "uoa_characters",
             "sean_mallory_scope", "uoa_undead", "zombie_master_is_zombie", "boneyard_cards",
             "lucky_duke_five_rolls", "dynamite_resolve_even_if_dead",
             "el_gringo_one_arrow_per_turn", "round_limit"),
}
#: Options the lobby lists but cannot turn on: modules that could not be sourced
#: (RULES.md G13); the server refuses them, so the form shows them as unavailable.
RESERVED_OPTIONS = frozenset({"os_special_roles", "os_ghost", "uoa_rage_cards"})
#: Options a form sets when another is turned on, because the server refuses that one
#: otherwise: the Duel dice need the Rage-card house rule (RULES.md G7.1, G7-1); the
#: form shows the choice, which the player may still change.
SETS_WITH: dict[str, dict[str, str]] = {"uoa_duel_dice": {"uoa_rage_stub": "skip"}}
#: Options set by the player count or the ghost-variant choice, not by a form field.
IMPLIED_OPTIONS = frozenset({"three_player", "eight_players", "ghost_variant"})
#: The game word each option's text names ({card}, {character}, {face}): filled from the
#: game's catalogue so the option texts never copy a game word.
OPTION_WORDS: dict[str, dict[str, str]] = {
    "auto_beer_save": {"card": "card.beer"},
    "duel_winner_is_killer": {"card": "card.duel"},
    "sid_ketchum_any_time_out_of_turn": {"character": "character.sid_ketchum"},
    "jail_keeps_discard_phase": {"card": "card.jail"},
    "general_store_ccw": {"card": "card.general_store"},
    "black_jack_hearts_only": {"character": "character.black_jack"},
    "lucky_duke_five_rolls": {"character": "character.lucky_duke"},
    "dynamite_resolve_even_if_dead": {"face": "face.dynamite"},
    "el_gringo_one_arrow_per_turn": {"character": "character.el_gringo"},
    "vulture_before_penalty": {"character": "character.vulture_sam"},
    "dc_buffalo_rifle_sign": {"card": "card.buffalo_rifle"},
    "apache_kid_target_legal": {"character": "character.apache_kid"},
    "belle_star_scope": {"character": "character.belle_star"},
    "molly_stark_duel_draw": {"character": "character.molly_stark", "card": "card.duel"},
    "pat_brennan_own_table": {"character": "character.pat_brennan"},
    "vera_custer_optional": {"character": "character.vera_custer"},
    "calamity_dodge_as_bang": {"character": "character.calamity_janet", "card": "card.dodge",
                               "bang": "card.bang", "missed": "card.missed"},
    "dc_triggers_on_ghost_removal": {"character": "character.greg_digger",
                                     "character2": "character.herb_hunter"},
    "ghost_town_vulture_takes": {"character": "character.vulture_sam"},
}

#: Actions on a player that do him good (the dice game's Beer, Sid Ketchum's healing, an
#: arrow taken away): their target buttons are drawn as help, every other one as harm.
HELPFUL_ACTIONS = frozenset({"beer", "heal", "remove", "return"})
#: The action kinds that name a target, with the word on its button (``web.target.*``).
TARGET_ACTIONS = ("shoot", "beer", "heal", "remove", "duel", "give", "return")

#: The variants whose rules the gallery explains, per game: the ghost variants and the
#: official 3- and 8-player rules.  Each has ``web.rules.<id>.<n>`` paragraphs.
VARIANTS: dict[str, tuple[str, ...]] = {
    "cards": ("three_player", "eight_players", "dead_reckonin", "dead_mans_hand"),
    "dice": ("dice_three_player", "dice_eight_players"),
}


def _requires() -> dict[str, str]:
    """Options that mean something only with another on (Dodge City's, E14; the event
    decks', F-A): the lobby shows them once that one is chosen (a choice other than
    "none"), and the server refuses them otherwise."""
    from bang.cards.config import DODGE_CITY_OPTIONS, EVENT_OPTIONS

    return {**dict.fromkeys(DODGE_CITY_OPTIONS, "dodge_city"),
            **dict.fromkeys(EVENT_OPTIONS, "event_decks"),
            # Old Saloon's (RULES.md Appendix G-1): each module's own options.
            **dict.fromkeys(("saloon_faces_timing", "saloon_die_with_duel_dice"),
                            "os_saloon_dice"),
            **dict.fromkeys(("chief_arrow_attack_trigger",
                             "chief_arrow_discardable_by_abilities"), "os_chief_arrow"),
            **dict.fromkeys(("apache_kid_steal", "vera_custer_reduction_per",
                             "molly_stark_may_die_substituting"), "os_characters"),
            # Undead or Alive's (Appendix G-1): each module's own options.
            **dict.fromkeys(("uoa_rage_stub", "whiskey_uncancels",
                             "wound_tokens_drawn_on_own_turn_persist"), "uoa_duel_dice"),
            "sean_mallory_scope": "uoa_characters",
            **dict.fromkeys(("zombie_master_is_zombie", "boneyard_cards"), "uoa_undead")}


REQUIRES: dict[str, str] = _requires()


def _requires_values() -> dict[str, list[str]]:
    """The values of its ``requires`` option under which an option means something (an
    event option concerns a card of High Noon or of A Fistful of Cards, F-A): the lobby
    shows it only then, as the server refuses it otherwise."""
    from bang.cards.config import EVENT_OPTIONS

    return {name: list(values) for name, values in EVENT_OPTIONS.items()}


REQUIRES_VALUES: dict[str, list[str]] = _requires_values()


def _options(config_class: Any) -> list[dict[str, Any]]:
    """Every rule option of a game: name, type, default (the server's, for round_limit)
    and choices; ``auto_forced`` (for simulations) and the player count are left out."""
    hints = typing.get_type_hints(config_class)
    rows = []
    for f in dataclasses.fields(config_class):
        if f.name in ("players", "auto_forced"):
            continue
        kind = hints[f.name]
        choices = None
        if typing.get_origin(kind) is typing.Literal:
            choices, type_name = list(typing.get_args(kind)), "choice"
        elif typing.get_origin(kind) is tuple:  # the expansions: a list of set names
            type_name = "list"
        else:
            type_name = {bool: "bool", int: "int"}.get(kind, "str")
        default = list(f.default) if isinstance(f.default, tuple) else f.default
        row: dict[str, Any] = {"name": f.name, "type": type_name, "default": default,
                               "choices": choices, "requires": REQUIRES.get(f.name),
                               "requires_values": REQUIRES_VALUES.get(f.name)}
        if f.name == "round_limit":  # the server's own default; it refuses 0
            row.update(default=DEFAULT_ROUND_LIMIT, min=1)
        if f.name == "event_deck_size":  # 0: every card of the pool (F3.1)
            row.update(min=0)
        if f.name in RESERVED_OPTIONS:
            row.update(reserved=True)
        if f.name in SETS_WITH:
            row.update(sets=SETS_WITH[f.name])
        rows.append(row)
    return rows


def box_of(set_key: str) -> str:
    """The box a content set comes from: Dodge City's cards and its characters are two
    sets (one can be played without the other) of one box."""
    from bang.cards.config import (
        DODGE_CITY_BUFFALO_RIFLE_9C,
        DODGE_CITY_CARDS,
        DODGE_CITY_CHARACTERS,
    )

    if set_key in (DODGE_CITY_CARDS, DODGE_CITY_CHARACTERS, DODGE_CITY_BUFFALO_RIFLE_9C):
        return DODGE_CITY_CARDS
    return set_key


def card_ids() -> dict[str, dict[str, Any]]:
    """Every card id of every registered content set (its second copies too), with its
    kind, suit, rank, colour and box: what the page needs to draw any card it is sent."""
    from bang.cards import content

    cards: dict[str, dict[str, Any]] = {}
    for key, content_set in content.SETS.items():
        main, copies = content.set_ids(key)
        for block in (main, copies):
            for card, (kind_key, rank, letter) in zip(block, content_set.rows, strict=True):
                kind = content.KINDS[content.KIND_OF_KEY[kind_key]]
                cards[str(card)] = {"kind": kind.key, "suit": _SUITS[letter], "rank": rank,
                                    "colour": kind.color, "box": box_of(key)}
                if content_set.replaces:
                    # A printing variant of a card (Buffalo Rifle's 9♣): drawn when dealt,
                    # never one more copy in the box.
                    cards[str(card)]["variant"] = True
    return cards


_SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def card_characters() -> list[tuple[str, Any]]:
    """Every character of the card game's registered sets, with its box, in set order."""
    from bang.cards import content

    return [(box_of(key), c) for key, content_set in content.SETS.items()
            for c in content_set.characters]


def event_cards() -> dict[str, dict[str, Any]]:
    """Every registered event card (High Noon, A Fistful of Cards, rules/high-noon-
    fistful.md Part F), deck by deck in registration order: its deck, whether it is a
    deck's final card, one of The Bullet's extras or a card that brings the dead back, and
    the prompts it asks (the table names a decision by the card that brings it).  Read
    from the registry, so a deck registered later needs nothing here."""
    import bang.cards  # noqa: F401  (registers the decks' cards)
    from bang.cards.event_deck import EVENTS

    cards = list(EVENTS.values())
    decks = list(dict.fromkeys(c.deck for c in cards))
    return {c.key: {"deck": c.deck, "final": c.final, "extra": c.extra,
                    "revival": c.revival, "prompts": sorted(c.prompts)}
            for d in decks for c in cards if c.deck == d}


#: The box each of the dice game's content sets comes from (RULES.md Part G).
DICE_BOXES: dict[str, str] = {
    "os_saloon_dice": "old_saloon", "os_chief_arrow": "old_saloon",
    "os_characters": "old_saloon", "uoa_duel_dice": "undead_or_alive",
    "uoa_characters": "undead_or_alive", "uoa_undead": "undead_or_alive"}


def _dice_sets() -> list[tuple[str, Any]]:
    """The dice game's registered content sets with their box, base first."""
    from bang.dice import content, dispatch  # noqa: F401  (registers every set)

    return [(DICE_BOXES.get(key, "base"), s) for key, s in content.SETS.items()]


def dice_characters() -> list[tuple[str, Any]]:
    """Every character of the dice game's sets with its box (the Zombie card too, and
    the two that need the unsourced Rage cards: never dealt, their text says so)."""
    return [(box, c) for box, s in _dice_sets() for c in s.characters]


def dice_faces() -> dict[str, str]:
    """Every die face of the dice game's sets -> its box (Old Saloon's doubled, Broken
    Arrow and Bullet; the Duel dice's Whiskey and Duel)."""
    from bang.dice.data import FACES

    faces = dict.fromkeys(FACES, "base")
    for box, s in _dice_sets():
        for face in s.faces:
            faces.setdefault(face.key, box)
    return faces


def dice_kinds() -> dict[str, dict[str, Any]]:
    """Every die of the dice game: its six faces and its box (the base die, the
    Loudmouth, the Coward, the Duel die)."""
    from bang.dice.data import BASE_DIE

    kinds = {BASE_DIE.key: {"faces": list(BASE_DIE.faces), "box": "base"}}
    for box, s in _dice_sets():
        for die in s.dice:
            kinds.setdefault(die.key, {"faces": list(die.faces), "box": box})
    return kinds


@cache
def game_catalog() -> dict[str, Any]:
    """Cards, characters, faces, roles, options and bot levels, in no language: what a UI
    needs to draw a game and its lobby form, from the engines' own tables."""
    from bang.bots import bot_names
    from bang.cards import CardConfig
    from bang.dice import DiceConfig
    from bang.dice.config import BONEYARD_CARDS
    from bang.dice.data import ROLES
    from bang.i18n import slug

    return {
        "cards": card_ids(),
        "characters": {
            "cards": {c.name: {"life": c.life, "key": f"character.{c.key}",
                               "box": box}
                      for box, c in card_characters()},
            "dice": {c.name: {"life": c.life, "key": f"character.{slug(c.name)}",
                              "box": box}
                     for box, c in dice_characters()},
        },
        "events": event_cards(),
        "faces": list(dice_faces()),
        "dice_kinds": dice_kinds(),
        "boneyard_cards": list(BONEYARD_CARDS),
        "roles": list(ROLES),
        "options": {"cards": _options(CardConfig), "dice": _options(DiceConfig)},
        "bot_levels": list(bot_names()),
    }


def page_catalogue(lang: str) -> dict[str, Any]:
    """``GET /api/i18n/{lang}``: :func:`merged_catalogue` and, under ``@plurals``, the
    messages that take a count (base key -> the argument that is the count,
    ``bang.i18n.plurals.PLURAL_ARGS``): the page picks their ``_one``, ``_few``, ...
    form with ``Intl.PluralRules``."""
    from bang.i18n.plurals import PLURAL_ARGS

    result: dict[str, Any] = dict(merged_catalogue(lang))
    result["@plurals"] = dict(PLURAL_ARGS)
    return result


@cache
def merged_catalogue(lang: str) -> dict[str, str]:
    """The game's catalogue for ``lang`` with the browser's own keys merged in."""
    from bang.i18n import LANGUAGES, catalogue

    if lang not in LANGUAGES:
        raise MatchError("not_found", f"no language {lang[:20]!r}; choose one of"
                                      f" {', '.join(LANGUAGES)}")
    merged = dict(catalogue(lang))
    web = WEB_CATALOGUES / f"{lang}.json"
    if web.is_file():
        merged.update(json.loads(web.read_text(encoding="utf-8")))
    return merged


@cache
def sprite_ids() -> frozenset[str]:
    """The symbols of the page's sprite (none when the browser files are not shipped)."""
    if not SPRITE.is_file():
        return frozenset()
    return frozenset(re.findall(r'<symbol id="([^"]+)"', SPRITE.read_text(encoding="utf-8")))


#: The picture of a kind the sprite has no symbol for: the base kind whose symbol says
#: what it does (Dodge City's shots show the BANG! hole, its Missed! cards the hat...).
ICON_LIKE: dict[str, str] = {
    "punch": "bang", "knife": "bang", "derringer": "schofield", "pepperbox": "schofield",
    "springfield": "winchester", "buffalo_rifle": "winchester", "howitzer": "gatling",
    "dodge": "missed", "bible": "missed", "iron_plate": "missed", "sombrero": "missed",
    "ten_gallon_hat": "missed", "tequila": "beer", "whisky": "beer", "canteen": "beer",
    "brawl": "cat_balou", "can_can": "cat_balou", "rag_time": "panic",
    "conestoga": "panic", "pony_express": "wells_fargo", "binocular": "scope",
    "hideout": "mustang",
}


def icon_of(kind: str, icons: frozenset[str]) -> str | None:
    """The sprite symbol that pictures ``kind``: its own, or one of ``ICON_LIKE``."""
    if kind in icons:
        return kind
    like = ICON_LIKE.get(kind)
    return like if like in icons else None


def hostile_kind(kind: Any) -> bool:
    """Whether playing a card of ``kind`` on another player, or using it from the table
    (Dodge City's green cards), harms him (a shot, a theft, a Jail, a Duel): what the
    table asks to confirm against one's own side.  Read from how
    it is played, so an expansion's card needs no entry here (Tequila, played on anyone,
    heals)."""
    from bang.cards import content

    harmful = (content.IN_RANGE, content.ANY_OTHER)
    return kind.target in harmful or kind.use in harmful or kind.equip_target


@cache
def localized_catalog(lang: str) -> dict[str, Any]:
    """:func:`game_catalog` with every text in ``lang``: card kinds, characters (with
    their ability in each game), event cards (name and full text), roles, faces, options
    (label, one-line meaning, the words of each choice), target words and the variants'
    rules."""
    from bang.cards import content
    from bang.cards.data import IS_SECOND

    words = merged_catalogue(lang)  # raises not_found for an unknown language
    icons = sprite_ids()

    def text(key: str, **fill: str) -> str:
        template = words.get(key, "")
        for name, value in fill.items():
            template = template.replace("{" + name + "}", value)
        return template

    base = game_catalog()
    kinds: dict[str, dict[str, Any]] = {}
    for card_id, card in base["cards"].items():
        if IS_SECOND[int(card_id)] or card.get("variant"):
            continue  # the ghosts' second deck, a printing variant: not more copies
        kind = card["kind"]
        entry = kinds.get(kind)
        if entry is None:
            record = content.KINDS[content.KIND_OF_KEY[kind]]
            entry = kinds[kind] = {
                "name": text(f"card.{kind}"), "effect": text(f"web.effect.{kind}"),
                "help": text(f"help.card.{kind}") or text(f"web.effect.{kind}"),
                "colour": record.color, "box": card["box"],
                "icon": icon_of(kind, icons),
                "target": text(f"web.target.card.{kind}") or text("web.target.play"),
                "hostile": hostile_kind(record),
                "range": record.weapon or None, "copies": 0, "more": {}}
        if card["box"] == entry["box"]:
            entry["copies"] += 1
        else:  # Dodge City's BANG!s: more copies of a base kind, in another box
            entry["more"][card["box"]] = entry["more"].get(card["box"], 0) + 1

    characters: dict[str, dict[str, Any]] = {}
    for game, table in base["characters"].items():
        characters[game] = {
            name: {**info, "name": text(info["key"]),
                   "help": text(f"help.character.{game}.{info['key'].split('.', 1)[1]}")}
            for name, info in table.items()}

    roles = {role: {"name": text(f"role.{role}"), "help": text(f"help.role.{role}"),
                    "help3": text(f"help.role3.{role}"),
                    "icon": f"role-{role}" if f"role-{role}" in icons else None}
             for role in base["roles"]}
    boxes = dice_faces()
    faces = {face: {"name": text(f"face.{face}"), "help": text(f"help.face.{face}"),
                    "icon": f"face-{face}" if f"face-{face}" in icons else None,
                    "box": boxes.get(face, "base")}
             for face in base["faces"]}
    dice = {key: {**info, "name": text(f"ui.dice_kind.{key}")}
            for key, info in base["dice_kinds"].items()}

    options: dict[str, list[dict[str, Any]]] = {}
    for game, rows in base["options"].items():
        options[game] = []
        for row in rows:
            name = row["name"]
            fill = {slot: text(key) for slot, key in OPTION_WORDS.get(name, {}).items()}
            label = text(f"web.option.{name}", **fill) or name
            choices = None
            if row["choices"]:
                choices = {c: text(f"web.option.{name}.{c}", **fill)
                           or text(f"variant.{c}") or str(c) for c in row["choices"]}
            options[game].append({
                **row, "label": label, "help": text(f"web.option.{name}.help", **fill),
                "choice_labels": choices,
                "lobby": name in LOBBY_OPTIONS[game] or name in IMPLIED_OPTIONS})
        order = {name: i for i, name in enumerate(LOBBY_OPTIONS[game])}
        options[game].sort(key=lambda r: order.get(r["name"], len(order)))

    targets = {kind: {"word": text(f"web.target.{kind}"),
                      "helpful": kind in HELPFUL_ACTIONS} for kind in TARGET_ACTIONS}

    variants: dict[str, list[dict[str, Any]]] = {}
    for game, names in VARIANTS.items():
        variants[game] = []
        for name in names:
            prefix = f"web.rules.{name}."
            numbered = sorted((int(k[len(prefix):]), v) for k, v in words.items()
                              if k.startswith(prefix) and k[len(prefix):].isdigit())
            title = text(f"variant.{name}") or text(f"web.rules.{name}")
            variants[game].append({"id": name, "title": title,
                                   "rules": [v for _, v in numbered]})

    events = {key: {**info, "name": text(f"event_card.{key}"),
                    "help": text(f"help.event_card.{key}")}
              for key, info in base["events"].items()}

    levels = {level: text(f"web.level.{level}") or level for level in base["bot_levels"]}
    return {**base, "lang": lang, "kinds": kinds, "characters": characters, "events": events,
            "role_info": roles, "face_info": faces, "die_info": dice, "options": options,
            "targets": targets, "variants": variants, "level_names": levels}


def catalog(lang: str | None = None) -> dict[str, Any]:
    """``GET /api/catalog[?lang=]``: the neutral catalogue, or one in ``lang``."""
    return game_catalog() if lang is None else localized_catalog(lang)
