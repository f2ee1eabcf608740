"""Language-neutral messages: every event, menu line, prompt and goal as plain JSON.

A message is ``{"key": "event.damage_by", "args": {...}}``.  The terminal renders it with
:func:`render_message`; the server sends it as is and the browser renders it with the
same catalogues (``GET /api/i18n/{lang}``), so the words live once, in
``<lang>.json``.  Building a message needs the game's plain data only (an event as
``view.to_dict()["events"]`` holds it, an action's notation, ``view.to_dict()``), never
the game itself, so nothing hidden can slip in.

Rendering rules (the browser re-implements exactly these):

1. ``template`` = ``catalogue[lang][key]``, else the English one, else ``key`` itself.
   A message that takes a count (``bang.i18n.plurals.PLURAL_ARGS``: base key -> the
   argument that is the count) has no plain key but one per CLDR plural category,
   i18next-style: ``<key>_one``, ``<key>_few``, ``<key>_many``, ``<key>_other``; its
   template is the form of the count's category in the language (CLDR rules; the
   browser's ``Intl.PluralRules``), else ``<key>_other``, in ``lang``, else in English.
2. Every ``{name}`` in the template becomes ``arg(args[name])``; a name without an
   argument stays as written (tests fail on any ``{`` left).
3. ``arg(value)`` by the value's shape, first match wins:

   - a number or a string: as is (strings are never translated);
   - ``{"message": m}``: ``render(m)``;
   - ``{"seats": [s, ...]}``: each as below, joined by ``ui.list_sep``;
   - ``{"seat": s}``: the player's name: ``view.players[s].name`` if the view has one,
     else the table's names (a record's ``names``, the match's seats) when the renderer
     has them, else ``ui.player_n`` with ``n`` = s + 1 (seats are shown 1-based); a
     negative seat is ``ui.nobody``.  Details in ``ui.name_details``
     (``{name} ({details})``), joined by ``ui.list_sep``: the character
     (``{"seat": 2, "character": "Lucky Duke"}``, rendered as ``character.<slug>``) and
     ``ui.you`` when ``s`` is the view's own seat;
   - ``{"cards": [c, ...]}``: each as below, joined by ``ui.list_sep``; empty: ``ui.none``;
   - ``{"card": c}``: ``card.<slug(kind)>`` + " " + rank + suit, of card ``c`` of
     the deck (``GET /api/catalog``; ids 80-159 are the ghosts' second deck); a negative
     id is ``ui.no_card``;
   - ``{"count": n}``: the message ``ui.cards`` with ``n`` (below: "3 cards");
   - ``{"key": k}``: the catalogue string ``k`` (roles, faces, characters, reasons);
   - ``{"list": [a, ...]}``: each by these rules, joined by ``ui.list_sep``.

``slug(name)``: lower case, every run of characters other than letters and digits
becomes one ``_``, none at either end (``"Rev. Carabine"`` → ``rev_carabine``).
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from bang.core.errors import IllegalAction
from bang.core.protocol import Action, parse_action

Message = dict[str, Any]

__all__ = [
    "Message",
    "action_message",
    "action_reads_view",
    "card_label",
    "deed_message",
    "event_message",
    "goal_message",
    "log_worthy",
    "message",
    "player_names",
    "prompt_message",
    "render_message",
    "seat_label",
    "why_message",
]


# --- building ---------------------------------------------------------------------------
def message(key: str, **args: Any) -> Message:
    return {"key": key, "args": args}


def _seat(value: Any) -> dict[str, Any]:
    return {"seat": value if isinstance(value, int) else -1}


def _card(value: Any) -> dict[str, Any]:
    return {"card": value if isinstance(value, int) else -1}


def _cards(values: Any) -> dict[str, Any]:
    return {"cards": [int(v) for v in values] if isinstance(values, list | tuple) else []}


def _key(key: str) -> dict[str, Any]:
    return {"key": key}


def _nested(msg: Message) -> dict[str, Any]:
    return {"message": msg}


def _arrows(n: int) -> dict[str, Any]:
    """"3 arrows": the message ``ui.arrows_n`` (a plural) as an argument."""
    return _nested(message("ui.arrows_n", n=n))


def _int(value: Any, default: int = -1) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _get(obj: Any, name: str, default: Any = None) -> Any:
    """A field of a view (its ``to_dict()`` form or the view object itself)."""
    if isinstance(obj, (dict, Mapping)):  # a dict is told at once, without the ABC
        return obj.get(name, default)
    return getattr(obj, name, default)


def _record(card: int) -> Any:
    from bang.cards.content import card_record

    return card_record(card) if isinstance(card, int) else None


def _kind_of_card(card: int) -> str:
    info = _record(card)
    return info.name if info is not None else ""


def _is_heart(card: int) -> bool:
    info = _record(card)
    return info is not None and info.suit == "♥"


def _die(index: int, face: Any) -> dict[str, Any]:
    """Die ``index`` (0-based) named by its position, 1-5, and the face it shows."""
    if isinstance(face, str):
        return _nested(message("ui.die_face", n=index + 1, face=_key(f"face.{face}")))
    return _nested(message("ui.die", n=index + 1))


# --- events -------------------------------------------------------------------------------
def event_data(event: Mapping[str, Any], game: str) -> tuple[str, dict[str, Any]]:
    """``(kind, data)`` of an event in either game's ``to_dict`` form (the card game's
    entries are flat, the dice game's hold a ``data`` mapping)."""
    kind = str(event.get("kind", ""))
    inner = event.get("data")
    if game == "dice" and isinstance(inner, Mapping):
        return kind, dict(inner)
    return kind, {k: v for k, v in event.items() if k != "kind"}


def event_message(event: Mapping[str, Any], game: str) -> Message:
    """The log line of one event (``game``: ``"cards"`` or ``"dice"``); a kind without
    words is shown with its raw data, so a new event never breaks a log."""
    kind, data = event_data(event, game)
    try:
        built = (_dice_event if game == "dice" else _card_event)(kind, data)
    except (TypeError, ValueError, KeyError, IndexError):
        built = None
    if built is None:
        return message("event.unknown", kind=kind, data=json.dumps(data, sort_keys=True))
    return built


def log_worthy(event: Mapping[str, Any], game: str) -> bool:
    """Whether an event (``to_dict`` form) gets a line in a log.  Not an ``auto`` event
    without its action: that is a forced answer given for another seat, whose action only
    that seat may read; the public events after it say what it did, and a line for each
    forced answer of every other player ("Player 3 had only one possible answer") would
    only repeat itself."""
    if event.get("kind") != "auto":
        return True
    _, data = event_data(event, game)
    return isinstance(data.get("action"), str)


_SEATS = ("seat", "target", "victim", "next", "source", "dead", "killer", "winner")


def _common(data: Mapping[str, Any]) -> dict[str, Any]:
    """Seats, cards and numbers in their argument shapes."""
    args: dict[str, Any] = {}
    for name in _SEATS:
        if name in data:
            args[name] = _seat(data[name])
    if "card" in data:
        args["card"] = _card(data["card"])
    if "cards" in data:
        args["cards"] = _cards(data["cards"])
    if "count" in data:
        args["count"] = {"count": _int(data["count"], 0)}
    for name in ("amount", "life", "rounds", "deck"):
        if name in data:
            args[name] = _int(data[name], 0)
    return args


#: Card-game events whose key is ``event.<kind>`` and whose arguments are the common ones.
_PLAIN = frozenset((
    "game_start", "turn", "turn_end", "end_play", "respond", "missed", "barrel_cancels",
    "lucky_duke_chooses", "heal", "beer_save", "saved", "discard", "discard_from_hand",
    "discard_from_table", "take_from_table", "take_discard", "store_reveals", "store_pick",
    "black_jack_reveals", "dynamite_explodes", "dynamite_passes", "jail_escaped",
    "jail_skips_turn", "weapon_replaced", "sid_ketchum", "vulture_sam_takes",
    "sheriff_penalty", "reshuffle", "round_limit", "ghost_turn", "ghost_action_void",
    "ghost_heals", "ghost_revived", "ghost_again", "ghost_will_discards",
    "ghost_spooks_hand", "ghost_spooks_table", "ghost_scares", "ghost_reshuffle",
    "prediction", "prediction_scores", "dmh_shoot", "dmh_forfeit", "dmh_sits_out",
    # Dodge City's characters (rules/dodge-city.md E6.1).
    "no_effect", "chuck_wengam", "doc_holyday", "jose_delgado", "copy_ends", "copy_none",
    # The event decks (rules/high-noon-fistful.md, Part F).
    "ghost_town_returns",
    # A Fistful of Cards' event cards (rules/high-noon-fistful.md F5.16-F5.30).
    "mine_draws", "blood_brothers", "dead_man", "hard_liquor", "lasso_no_effect",
    "law_of_the_west", "peyote_right", "peyote_wrong", "ranch", "ricochet", "ricochet_saved",
    "roulette_loses", "sniper", "vendetta", "fistful_bangs"))
#: Events that name hidden cards: ``event.<kind>`` with ``cards`` for those who may see
#: them, ``event.<kind>_hidden`` with their ``count`` for the others.
_HIDDEN_CARDS = frozenset(("draw", "take_from_hand", "kit_returns", "ghost_will_draws",
                           "ghost_will_gives", "ghost_will_returns", "ghost_contest_choice",
                           "mine_face_down"))
_GHOST_ACTION_OF_SUIT = {"♥": "heart", "♦": "diamond", "♣": "club", "♠": "spade"}


def _card_event(kind: str, data: dict[str, Any]) -> Message | None:
    args = _common(data)
    if kind in _HIDDEN_CARDS:
        if kind == "draw" and data.get("why") == "deal":
            kind = "draw_deal"
        return message(f"event.{kind}" if "cards" in data else f"event.{kind}_hidden", **args)
    if kind == "play":
        if data.get("used"):  # a green card used from in play (Dodge City, E4.1)
            return message("event.use_target" if _int(data.get("target")) >= 0
                           else "event.use", **args)
        if _int(data.get("target")) < 0:
            return message("event.play", **args)
        # Calamity Janet (A12): a Missed! aimed at a player is played as a BANG!.
        as_bang = _kind_of_card(_int(data.get("card"))) == "Missed!"
        return message("event.play_as_bang" if as_bang else "event.play_target", **args)
    if kind == "respond":
        # Calamity Janet (A12): a Missed! given up as a BANG! or the other way round.
        counts_as = {"bang": "BANG!", "missed": "Missed!"}.get(str(data.get("counts_as")))
        swapped = counts_as is not None and _kind_of_card(_int(data.get("card"))) != counts_as
        if swapped:
            return message(f"event.respond_as_{data['counts_as']}", **args)
        return message("event.respond", **args)
    if kind == "check":
        args["reason"] = _key(f"reason.{data.get('reason')}")
        if "cards" in data:
            return message("event.check_two", **args)
        if data.get("reason") == "barrel" and not _is_heart(_int(data.get("card"))):
            # A9: only a Heart cancels; say so, as ``barrel_cancels`` does for a Heart.
            return message("event.check_barrel_fails", **args)
        return message("event.check", **args)
    if kind == "damage":
        by = _int(data.get("source")) >= 0 and data.get("source") != data.get("seat")
        return message("event.damage_by" if by else "event.damage", **args)
    if kind == "eliminated":
        args["role"] = _key(f"role.{data.get('role') or 'unknown'}")
        killer = _int(data.get("killer"))
        by = killer >= 0 and killer != _int(data.get("seat"))
        return message("event.eliminated_by" if by else "event.eliminated", **args)
    if kind == "discard_all":
        return message("event.discard_all" if data.get("cards") else "event.discard_none",
                       **args)
    if kind == "auto":
        action = data.get("action")
        if isinstance(action, str):
            pending: dict[str, Any] = {"seat": data.get("seat"), "kind": data.get("prompt"),
                                       "context": {}}
            view = {"game": "cards", "seat": data.get("seat"), "pending": pending}
            deed = deed_message(action, view, _int(data.get("seat")))
            return message("event.auto", seat=args["seat"], action=_nested(deed))
        return message("event.auto_hidden", seat=args["seat"])
    if kind == "game_over":
        return _game_over(data)
    if kind == "vera_copies":
        args["character"] = _key(f"character.{slug(str(data.get('character', '')))}")
        return message("event.vera_copies", **args)
    if kind == "ghost_contest":
        plays = [_nested(message("ui.contest_play", seat=_seat(s), first=_card(a),
                                 second=_card(b)))
                 for s, a, b in data.get("plays", ())]
        args["plays"] = {"list": plays}
        void = _int(data.get("winner")) < 0
        return message("event.ghost_contest_void" if void else "event.ghost_contest", **args)
    if kind == "ghost_action":
        suit = _GHOST_ACTION_OF_SUIT.get(str(data.get("suit")), "spade")
        return message("event.ghost_action", seat=args["seat"], action=_key(f"ghost.{suit}"))
    if kind == "dmh_showdown":
        return _showdown(data)
    if kind in ("event_revealed", "event_final"):  # the event decks (Part F)
        args["event"] = _key(f"event_card.{data['event']}")
        if kind == "event_final":
            return message("event.event_final", **args)
        upcoming = data.get("upcoming")
        if upcoming is None:
            return message("event.event_revealed_last", **args)
        args["next"] = _key(f"event_card.{upcoming}")
        return message("event.event_revealed", **args)
    if kind == "handcuffs":
        return message("event.handcuffs", seat=args["seat"], suit=str(data.get("suit")))
    if kind == "new_identity":  # F5.15
        args["character"] = _key(f"character.{slug(str(data.get('character', '')))}")
        return message("event.new_identity", **args)
    if kind == "ghost_town_leaves":  # F5.3-8
        return message("event.ghost_town_leaves", seat=args["seat"])
    if kind in ("ghost_town_sets_aside", "ghost_town_takes_back"):  # F7.2-1, F7.2-5
        return message(f"event.{kind}", seat=args["seat"], count=int(data.get("count", 0)))
    if kind in _PLAIN:
        return message(f"event.{kind}", **args)
    return None


def _game_over(data: Mapping[str, Any]) -> Message:
    winners = [int(s) for s in data.get("winners", ())]
    if not winners:
        return message("event.game_over")
    return message("event.game_over_winners", winners={"seats": winners})


def _showdown(data: Mapping[str, Any]) -> Message:
    hands = data.get("hands", {})
    if not hands:
        return message("event.dmh_showdown_empty")
    listed = [_nested(message("ui.dmh_hand", seat=_seat(int(s)),
                              hand=_key("poker." + str(h.get("hand", "")).replace(" ", "_")),
                              cards=_cards(h.get("cards", []))))
              for s, h in sorted(hands.items(), key=lambda item: int(item[0]))]
    winners = [int(s) for s in data.get("dmh_winners", ())]
    return message("event.dmh_showdown", hands={"list": listed},
                   winners={"seats": winners} if winners else _key("ui.nobody"))


def _losses(lost: Any) -> dict[str, Any]:
    parts = [_nested(message("ui.seat_loss", seat=_seat(s), n=n))
             for s, n in enumerate(lost or ()) if n]
    return {"list": parts} if parts else _key("ui.nobody_hurt")


_DICE_PLAIN = frozenset(("turn", "round_limit", "dynamite", "gatling", "bart_cassidy",
                         "pedro_ramirez", "kit_carlson", "sid_ketchum"))


def _old_saloon_event(kind: str, data: dict[str, Any], args: dict[str, Any]
                      ) -> Message | None:
    """Old Saloon's events (RULES.md Part G)."""
    if kind in ("bart_cassidy", "pedro_ramirez", "kit_carlson") and data.get("chief"):
        return message(f"event.dice.{kind}_chief", **args)
    if kind == "saloon_die":
        die = data.get("die")
        if not die:
            return message("event.dice.no_saloon", **args)
        return message("event.dice.saloon_die", die=_key(f"die.{die}"), **args)
    if kind == "broken_arrow":
        if data.get("target") is None:
            return message("event.dice.broken_arrow_wasted", **args)
        return message("event.dice.broken_arrow", **args)
    if kind == "bullet":
        return message("event.dice.bullet", count=_int(data.get("count"), 1), **args)
    if kind == "apache_kid":
        return message("event.dice.apache_kid", target=_seat(_int(data.get("from"))), **args)
    if kind == "bill_noface":
        return message("event.dice.bill_noface",
                       count=_arrows(_int(data.get("arrows"), 0)), **args)
    if kind == "vera_custer":
        return message("event.dice.vera_custer", saved=_int(data.get("saved"), 0), **args)
    if kind == "molly_stark":
        return message("event.dice.molly_stark", points=_int(data.get("points"), 0), **args)
    if kind in ("chief_arrow", "elena_fuente"):
        return message(f"event.dice.{kind}", **args)
    return None


def _dice_event(kind: str, data: dict[str, Any]) -> Message | None:
    args: dict[str, Any] = {}
    for name in ("seat", "target"):
        if name in data:
            args[name] = _seat(data[name])
    if kind in ("turn", "round_limit"):
        if "rounds" in data:
            args["rounds"] = _int(data["rounds"], 0)
        return message(f"event.{kind}", **args)
    if kind == "eliminated":
        args["role"] = _key(f"role.{data.get('role') or 'unknown'}")
        by = _int(data.get("by"))
        if by >= 0 and by != _int(data.get("seat")):
            return message("event.eliminated_by", killer=_seat(by), **args)
        return message("event.eliminated", **args)
    if kind == "game_over":
        return _game_over(data)
    if kind == "setup":
        sheriff = _int(data.get("sheriff"))
        if sheriff < 0:
            return message("event.dice.setup_open")
        return message("event.dice.setup", sheriff=_seat(sheriff))
    if kind == "roll":
        faces = list(data.get("dice", ()))
        mask = _int(data.get("mask"), 31)
        rolled = [i for i in range(len(faces)) if mask >> i & 1]
        arrows = sum(1 for i in rolled if faces[i] == "arrow")
        args["dice"] = {"list": [_nested(message("ui.die_rolled", n=i + 1,
                                                  face=_key(f"face.{faces[i]}")))
                                 for i in rolled]}
        taken = message("event.dice.arrows", count=arrows)
        args["arrows"] = _nested(taken) if arrows else ""
        key = "event.dice.roll" if _int(data.get("roll"), 1) == 1 else "event.dice.reroll"
        return message(key, **args)
    if kind == "shoot":
        double = _int(data.get("points"), 1) == 2
        return message("event.dice.shoot_double" if double else "event.dice.shoot", **args)
    if kind == "beer":
        args["gained"] = _int(data.get("gained"), 0)
        own = data.get("seat") == data.get("target")
        if not data.get("gained"):
            return message("event.dice.beer_self_wasted" if own
                           else "event.dice.beer_wasted", **args)
        if own:
            return message("event.dice.beer_self", **args)
        return message("event.dice.beer", **args)
    if kind == "indians":
        return message("event.dice.indians", losses=_losses(data.get("losses")))
    if kind == "damage":
        source = data.get("source")
        key = (f"event.dice.damage_{source}" if source in ("gatling", "dynamite", "duel")
               else "event.dice.damage")
        return message(key, lost=_losses(data.get("lost")))
    if kind == "el_gringo":
        return message("event.dice.el_gringo", count=_arrows(_int(data.get("arrows"), 0)),
                       **args)
    if kind in ("suzy_lafayette", "vulture_sam", "doc_holyday"):
        return message(f"event.dice.{kind}", gained=_int(data.get("gained"), 0), **args)
    old_saloon = _old_saloon_event(kind, data, args)
    if old_saloon is not None:
        return old_saloon
    if kind in _DICE_PLAIN:
        return message(f"event.dice.{kind}", **args)
    return _undead_event(kind, data, args)


#: Undead or Alive's events (RULES.md Part G) that need no more than their seats.
_UNDEAD_PLAIN = frozenset(("wound_none", "wounds_returned", "rage_skipped", "duel",
                           "duel_wasted", "sean_mallory", "herb_hunter", "boneyard_empty"))


def _undead_event(kind: str, data: dict[str, Any], args: dict[str, Any]) -> Message | None:
    """The words of Undead or Alive's events (Duel Wound tokens, WHISKEY, duels, the
    characters of module 3, the Boneyard and the outbreak)."""
    if "token" in data:
        args["token"] = _key(f"token.{data['token']}")
    if "face" in data:
        args["face"] = _key(f"face.{data['face']}")
    if "die" in data and kind not in ("duel", "whiskey", "duel_wasted"):
        args["die"] = _die(_int(data["die"], 0), None)
    if kind in _UNDEAD_PLAIN:
        return message(f"event.dice.{kind}", **args)
    if kind in ("wound", "wound_back", "wound_cancel"):
        return message(f"event.dice.{kind}", **args)
    if kind == "wound_discard":
        restored = _int(data.get("restored"))
        if restored >= 0:
            return message("event.dice.wound_discard_restored",
                           restored=_die(restored, None), **args)
        return message("event.dice.wound_discard", **args)
    if kind in ("whiskey", "sam_the_healer"):
        return message(f"event.dice.{kind}", gained=_int(data.get("gained"), 0), **args)
    if kind == "duel_roll":
        return message("event.dice.duel_roll", **args)
    if kind == "duel_lost":
        return message("event.dice.duel_lost", winner=_seat(_int(data.get("by"), 0)), **args)
    if kind in ("belle_star", "chuck_wengam"):
        return message(f"event.dice.{kind}", **args)
    if kind == "boneyard":
        return message("event.dice.boneyard_blocked" if data.get("blocked")
                       else "event.dice.boneyard", hands=_int(data.get("hands"), 0),
                       showing=_int(data.get("showing"), 0),
                       living=_int(data.get("living"), 0), **args)
    if kind == "boneyard_back":
        return message("event.dice.boneyard_back", cards=_int(data.get("cards"), 0))
    if kind == "outbreak":
        master = _int(data.get("master"))
        life = _int(data.get("life"), 0)
        if master < 0:
            return message("event.dice.outbreak_no_master", life=life)
        return message("event.dice.outbreak", life=life, master=_seat(master))
    if kind == "side_won":
        return message(f"event.dice.side_won_{data.get('side')}")
    return None


# --- actions ------------------------------------------------------------------------------
def action_message(action: str | Action, view: Any) -> Message:
    """A menu line: ``action`` (its notation, or an ``Action``) for the seat deciding in
    ``view``.  A kind without words is shown in the notation."""
    try:
        act = action if isinstance(action, Action) else parse_action(action)
    except IllegalAction:
        return message("action.generic", text=str(action))
    pending = _get(view, "pending")
    kind = str(_get(pending, "kind", "") or "")
    if _is_dice(view):
        built = _dice_action(act, view)
    elif kind.startswith(("ghost_", "dmh_")):
        built = _ghost_action(act, kind, view)
    else:
        built = _card_action(act, kind, view)
    return built if built is not None else message("action.generic", text=act.format())


#: The card game's actions whose menu line reads the view (the discard's top card, the
#: size of a hand); every other card or ghost action's line is a function of the action
#: and the prompt's kind alone.
_VIEW_ACTIONS = frozenset(("draw_discard", "hand", "spook"))


def action_reads_view(action: Action, prompt: str, dice: bool) -> bool:
    """Whether ``action_message(action, view)`` reads ``view`` beyond the prompt's kind
    (``prompt``) and the game (``dice``): when it does not, the line is the same for
    every view with that prompt and may be kept and reused (a server labels the same
    options decision after decision).  Kept next to the functions that read the view,
    so that a new reading is declared where it is written."""
    return dice or action.kind in _VIEW_ACTIONS


#: Deeds whose card only the actor sees (Kit Carlson's card back, a card put on top, a
#: ghost's gift): other viewers read ``deed.<kind>_hidden``.
_HIDDEN_DEEDS = frozenset(("deed.cards.return", "deed.cards.top", "deed.ghost.give"))


def deed_message(action: str | Action, view: Any, viewer: int | None = None) -> Message:
    """An action told in the third person, ``Player 2 (Bart Cassidy) ends the turn``: what
    the seat deciding in ``view`` (that seat's own view) does, as ``viewer`` (a seat, or
    None for a spectator) may read it.  Built from :func:`action_message`, so the menu line
    and its deed name the same cards and targets."""
    pending = _get(view, "pending")
    actor = _int(_get(pending, "seat"))
    menu = action_message(action, view)
    key = "deed." + str(menu["key"]).removeprefix("action.")
    args = dict(menu["args"])
    players = list(_get(view, "players") or ())
    who: dict[str, Any] = _seat(actor)
    character = _get(players[actor], "character") if 0 <= actor < len(players) else None
    if isinstance(character, str) and character:
        who["character"] = character
    if key in _HIDDEN_DEEDS and viewer != actor:
        key += "_hidden"
        args.pop("card", None)
    from bang.i18n import has_key

    if not has_key(key):
        return message("deed.generic", seat=who, text=_nested(menu))
    return message(key, seat=who, **args)


def _is_dice(view: Any) -> bool:
    return _get(view, "game") == "dice" or _get(view, "dice") is not None


def _hand_count(view: Any, seat: int) -> int:
    players = _get(view, "players") or ()
    if 0 <= seat < len(players):
        return _int(_get(players[seat], "hand_count"), 0)
    return 0


_CARD_ACTIONS = frozenset(("end", "discard", "draw_deck", "draw_from", "return", "choose",
                           "barrel", "missed", "take", "bang", "pick", "table", "beer", "die",
                           "top", "play", "chuck", "jose", "copy", "no_copy", "switch", "keep"))


def _card_target_args(act: Action) -> dict[str, Any]:
    """The card and target an action names, as message arguments (absent when -1)."""
    args: dict[str, Any] = {}
    if act.card >= 0:
        args["card"] = _card(act.card)
    if act.target >= 0:
        args["target"] = _seat(act.target)
    return args


def _card_action(act: Action, prompt: str, view: Any) -> Message | None:
    args = _card_target_args(act)
    kind = act.kind
    if kind == "play" and act.arg >= 0:
        # Dodge City's "discard another card" (E4.2): the card that pays is named.
        key = "action.cards.play_target_cost" if act.target >= 0 else "action.cards.play_cost"
        return message(key, other=_card(act.arg), **args)
    if kind == "play" and act.target >= 0:
        as_bang = _kind_of_card(act.card) == "Missed!"
        return message("action.cards.play_as_bang" if as_bang else "action.cards.play_target",
                       **args)
    if kind in ("sid", "doc", "sniper", "ricochet"):
        return message(f"action.cards.{kind}", other=_card(act.arg), **args)
    if kind == "use":  # a green card in play (Dodge City, E4.1)
        return message("action.cards.use_target" if act.target >= 0 else "action.cards.use",
                       **args)
    if kind == "draw_discard":
        top = _get(view, "discard_top")
        return message("action.cards.draw_discard", card=_card(top if top is not None else -1))
    if kind == "hand":
        context = _get(_get(view, "pending"), "context") or {}
        target = _int(context.get("target"))
        return message("action.cards.hand", count={"count": _hand_count(view, target)})
    if kind == "final" and prompt == "event_final":  # F3.1 first_player_choice
        from bang.cards.event_deck import FINAL_ORDER

        return message("action.cards.final", event=_key(f"event_card.{FINAL_ORDER[act.arg]}"))
    if kind == "suit" and prompt == "handcuffs_suit":  # F5.14
        return message("action.cards.suit", suit=_SUITS[act.arg % 4])
    if kind == "guess" and prompt == "peyote":  # F5.23
        return message("action.cards.guess_red" if act.arg == 0 else "action.cards.guess_black")
    if kind in _CARD_ACTIONS or kind in _FISTFUL_ACTIONS:
        return message(f"action.cards.{kind}", **args)
    from bang.i18n import has_key

    if has_key(f"action.cards.{kind}"):
        # An action an expansion or an event brings, not listed above: its words
        # are in the catalogue, naming its card and target as every action does.
        return message(f"action.cards.{kind}", **args)
    return None


#: The choices A Fistful of Cards' event cards add (F5.16-F5.30), named by card and
#: target as the base game's are.
_FISTFUL_ACTIONS = frozenset(("mine_pile", "mine_deck", "give", "decline", "liquor",
                              "phase_one", "stop", "ranch", "ranch_done", "give_up",
                              "no_missed"))


_SUITS = "♠♥♦♣"


def _ghost_action(act: Action, prompt: str, view: Any) -> Message | None:
    from bang.i18n import has_key

    args = _card_target_args(act)
    name = act.kind
    if prompt.startswith("dmh_"):
        key = f"action.dmh.{name}"
    elif name == "contest":
        key = "action.ghost.contest"
        args["other"] = _card(act.arg)
        args["strength"], args["action"] = _contest_strength(act.card, act.arg)
    elif name == "suit":
        key = "action.ghost.suit"
        args["action"] = _key(f"ghost.{_GHOST_ACTION_OF_SUIT[_SUITS[act.arg % 4]]}")
    elif name == "will":
        key = f"action.ghost.will_{act.arg}"
    elif name == "spook":
        key = "action.ghost.spook_table" if act.card >= 0 else "action.ghost.spook_hand"
        args["count"] = {"count": _hand_count(view, act.target)}
    else:
        key = f"action.ghost.{name}"
    return message(key, **args) if has_key(key) else None


def _contest_strength(a: int, b: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """C1.4: ``Pair of K`` or ``A high``, and the action(s) the pair could give."""
    from bang.cards.data import RANK_VALUE
    from bang.cards.poker import action_suits

    if RANK_VALUE[a] == RANK_VALUE[b]:
        strength = message("ghost.pair", rank=_record(a).rank)
    else:
        high = a if RANK_VALUE[a] > RANK_VALUE[b] else b
        strength = message("ghost.high", rank=_record(high).rank)
    actions = [_key(f"ghost.{_GHOST_ACTION_OF_SUIT[s]}") for s in action_suits(a, b)]
    return _nested(strength), {"list": actions}


def _dice_action(act: Action, view: Any) -> Message | None:
    faces = list(_get(view, "dice") or ())

    def die(index: int) -> dict[str, Any]:
        return _die(index, faces[index] if 0 <= index < len(faces) else None)

    kind = act.kind
    if kind == "reroll":
        mask = max(act.arg, 0)
        return message("action.dice.reroll",
                       dice={"list": [die(i) for i in range(max(len(faces), 5))
                                      if mask >> i & 1]})
    if kind in ("shoot", "beer"):
        key = "action.dice.shoot_double" if kind == "shoot" and act.arg == 1 else \
            f"action.dice.{kind}"
        return message(key, die=die(act.card), target=_target(act.target, view))
    if kind == "heal":
        return message("action.dice.heal", target=_target(act.target, view))
    if kind == "remove":
        return message("action.dice.remove", target=_target(act.target, view, arrows=True))
    prompt = str(_get(_get(view, "pending"), "kind", "") or "")
    if kind == "pass" and prompt in _UNDEAD_PASSES:
        return message(f"action.dice.pass_{prompt}")
    old_saloon = _old_saloon_action(act, prompt, view)
    if old_saloon is not None:
        return old_saloon
    if kind in ("stop", "arrow", "life", "discard", "keep", "pass"):
        return message(f"action.dice.{kind}")
    # Undead or Alive (RULES.md Part G)
    if kind == "token":
        return message("action.dice.token", token=_key(f"token.{_TOKENS[act.arg % 4]}"))
    if kind == "duel":
        return message("action.dice.duel", target=_target(act.target, view))
    if kind == "change" and act.arg < 0:
        return message("action.dice.change_gatling", die=die(act.card))
    if kind == "change":
        return message("action.dice.change", die=die(act.card),
                       face=_key(f"face.{_face_name(view, act.card, act.arg)}"))
    if kind == "reroll_duel":
        if act.card >= 0:
            return message("action.dice.reroll_duel_die", die=die(act.card))
        return message("action.dice.reroll_duel")
    return None


#: Undead or Alive's prompts whose "pass" has words of its own.
_UNDEAD_PASSES = frozenset(("belle_star", "chuck_wengam", "sam_the_healer", "sean_mallory",
                            "sean_mallory_roll"))
_TOKENS = ("beer", "one", "two", "dynamite")


def _face_name(view: Any, die: int, place: int) -> str:
    """The face at ``place`` of die ``die``, as the prompt lists them (RULES.md G9-2)."""
    faces = (_get(_get(view, "pending"), "context") or {}).get("die_faces") or ()
    if 0 <= die < len(faces) and 0 <= place < len(faces[die]):
        return str(faces[die][place])
    return "arrow"
#: Old Saloon's answers whose words depend on the prompt (RULES.md Part G).
_OS_WORDS = {("chief_arrow", "arrow"): "regular_arrow", ("chief_arrow", "chief"): "take_chief",
             ("bart_cassidy", "chief"): "chief_instead",
             ("pedro_ramirez", "chief"): "discard_chief", ("apache_kid", "pass"): "no_steal",
             ("molly_stark", "pass"): "no_stand_in"}


def _old_saloon_action(act: Action, prompt: str, view: Any) -> Message | None:
    """Old Saloon's menu lines (RULES.md Part G)."""
    kind = act.kind
    word = _OS_WORDS.get((prompt, kind))
    if word is not None:
        return message(f"action.dice.{word}")
    if kind == "chief" and act.target >= 0:
        return message("action.dice.remove_chief", target=_target(act.target, view))
    if kind == "return":
        return message("action.dice.return", target=_target(act.target, view, arrows=True))
    if kind == "give":
        return message("action.dice.give", target=_target(act.target, view, arrows=True))
    if kind in ("no_saloon", "loudmouth", "coward", "steal", "stand_in"):
        return message(f"action.dice.{kind}")
    return None


def _target(seat: int, view: Any, *, arrows: bool = False) -> dict[str, Any]:
    """``Player 2 – Sheriff, 3/8 life``: what matters when choosing a dice target."""
    players = _get(view, "players") or ()
    if not 0 <= seat < len(players):
        return _seat(seat)
    p = players[seat]
    facts: list[Any] = []
    role = _get(p, "role")
    if role is not None and seat != _get(view, "seat"):
        facts.append(_key(f"role.{role}"))
    facts.append(_nested(message("ui.life_of", life=_int(_get(p, "life"), 0),
                                 max=_int(_get(p, "max_life"), 0))))
    if arrows:
        facts.append(_nested(message("ui.arrows_of",
                                     count=_arrows(_int(_get(p, "arrows"), 0)))))
    return _nested(message("ui.target_facts", seat=_seat(seat), facts={"list": facts}))


# --- prompts ------------------------------------------------------------------------------
def prompt_message(view: Any) -> Message | None:
    """What the pending decision asks of the viewer, naming who caused it; None when the
    viewer has nothing to decide."""
    pending = _get(view, "pending")
    if pending is None or _get(pending, "seat") != _get(view, "seat"):
        return None
    kind = str(_get(pending, "kind"))
    context = dict(_get(pending, "context") or {})
    if kind == "ghost_action":
        action = str(context.get("action", "spade"))
        if context.get("step", 0) == 1 and action in ("club", "spade"):
            return message("prompt.ghost_action.second", action=_key(f"ghost.{action}"))
        return message(f"prompt.ghost_action.{action}")
    args: dict[str, Any] = {}
    for name, value in context.items():
        if name in ("source", "target", "challenger", "challenged") and isinstance(value, int):
            args[name] = _seat(value)
        elif name == "card" and isinstance(value, int):
            args[name] = _card(value) if value >= 0 else _key("card.gatling")
        elif name == "reason":
            args[name] = _key(f"reason.{value}")
        elif name == "face" and isinstance(value, str):  # Sean Mallory's failed duel roll
            args[name] = _key(f"face.{value}")
        elif name == "character" and isinstance(value, str):  # New Identity's spare
            args[name] = _key(f"character.{slug(value)}")
        elif name == "die" and isinstance(value, int):
            faces = list(_get(view, "dice") or ())
            args[name] = _die(value, faces[value] if 0 <= value < len(faces) else None)
        elif name == "source" and isinstance(value, str):
            if value.startswith("die") and value[3:].isdigit():
                faces = list(_get(view, "dice") or ())
                index = int(value[3:])
                args[name] = _die(index, faces[index] if 0 <= index < len(faces) else None)
            else:
                args[name] = _key(f"face.{value}")
        elif isinstance(value, int | str) and not isinstance(value, bool):
            args[name] = value
    if kind == "respond" and _int(context.get("need"), 1) > 1:
        return message("prompt.respond_two", **args)
    from bang.i18n import has_key

    key = f"prompt.{kind}"
    if not has_key(key):
        return message("prompt.unknown", kind=kind)
    return message(key, **args)


def why_message(view: Any) -> Message | None:
    """Out of turn: why the viewer must answer now (``⚠ out of your turn: a Duel``)."""
    pending = _get(view, "pending")
    if pending is None or _get(pending, "seat") == _get(view, "turn"):
        return None
    from bang.i18n import has_key

    kind = str(_get(pending, "kind"))
    key = f"why.{kind}"
    if has_key(key):
        return message(key)
    event = event_of_prompt(kind)
    if event is not None:  # an event card's own prompt (The Daltons): named by its card
        return message("why.event", event=_key(f"event_card.{event}"))
    return message("why.other")


def event_of_prompt(kind: str) -> str | None:
    """The event card (its key) whose own prompt ``kind`` is, or None: what a decision an
    event brings is named by, so a new event's prompt needs no words of its own here."""
    from bang.cards import dispatch  # noqa: F401  (registers the event cards)
    from bang.cards.event_deck import EVENTS

    return next((e.key for e in EVENTS.values() if kind in e.prompts), None)


# --- goals --------------------------------------------------------------------------------
#: A1.2 / B2.1: in the 3-player game each role hunts one other.
_HUNTS = {"deputy": "renegade", "renegade": "outlaw", "outlaw": "deputy"}


def target_message(view: Any, seat: int) -> Message | None:
    """A1.2 / B2.1, public since every role is: whom ``seat`` hunts in a 3-player game
    (``Player 3``, or "the last one standing" once someone else killed his target);
    None in other games or for a dead seat."""
    players = list(_get(view, "players") or ())
    if len(players) != 3 or not _get(players[seat], "alive"):
        return None
    roles = [_get(p, "role") for p in players]
    hunted = _HUNTS.get(str(roles[seat]))
    if hunted is None or hunted not in roles:
        return None
    target = roles.index(hunted)
    if _get(players[target], "alive"):
        return message("ui.target_seat", target=_seat(target), role=_key(f"role.{hunted}"))
    return message("ui.last_standing")


def goal_message(view: Any) -> Message | None:
    """The viewer's goal now: his role's aim, and in the 3-player game his target (and
    what is left when someone else killed it).  None for a spectator or a finished game."""
    seat = _get(view, "seat")
    role = _get(view, "role")
    players = list(_get(view, "players") or ())
    over = _get(view, "winners") is not None if not _is_dice(view) else _get(view, "is_over")
    if seat is None or role is None or over or not 0 <= seat < len(players):
        return None
    alive = [bool(_get(p, "alive")) for p in players]
    undead = (_get(view, "modules") or {}).get("uoa_undead") if _is_dice(view) else None
    if undead and (undead.get("outbreak") or not alive[seat]):
        return _undead_goal(undead, seat, str(role), alive[seat])
    if not alive[seat]:
        return _dead_goal(view, str(role), three=len(players) == 3)
    if len(players) == 3:
        roles = [_get(p, "role") for p in players]
        hunted = _HUNTS.get(str(role))
        target = roles.index(hunted) if hunted in roles else -1
        if target >= 0 and alive[target]:
            return message("goal.three.target", target=_seat(target), role=_key(f"role.{hunted}"))
        others = [s for s in range(3) if s != seat and alive[s]]
        return message("goal.three.last", others={"seats": others})
    sheriff = next((s for s, p in enumerate(players) if _get(p, "role") == "sheriff"), -1)
    if role in ("deputy", "outlaw") and sheriff >= 0:
        return message(f"goal.{role}", sheriff=_seat(sheriff))
    return message(f"goal.{role}")


def _undead_goal(undead: Mapping[str, Any], seat: int, role: str, alive: bool) -> Message:
    """Undead or Alive's Boneyard (RULES.md G10): before the outbreak a dead player may
    rise as a zombie; after it the sides are the zombies with the Zombie Master against
    the survivors, whatever the roles (G10.4), and a dead player's side may still win."""
    if not undead.get("outbreak"):
        return message("goal.dead.undead" if role in ("deputy", "outlaw")
                       else "goal.dead.undead_out")
    if not alive:
        return message("goal.dead")
    zombie = seat in (undead.get("zombies") or ()) or seat == undead.get("master", -1)
    return message("goal.zombie" if zombie else "goal.survivor")


def _dead_goal(view: Any, role: str, three: bool) -> Message:
    """What a dead player may still win (RULES.md A10, B6-B7, C1.3-9, C2.1-8).  A dead
    Deputy or Outlaw shares his team's victory (Dead Reckonin's Ghost still plays for
    it); a dead Renegade never wins the main game, except in Dead Reckonin' when a Ghost
    action leaves nobody alive (his own action only, with ``dr_all_dead_renegades =
    "acting_renegade_only"``); in the 3-player game only a living player wins.  A dead
    Sheriff ends the game, so he never reads this."""
    config = _get(view, "config") or {}
    variant = str(config.get("ghost_variant", "none"))
    team = not three and role in ("deputy", "outlaw")
    if variant == "dead_reckonin":
        if team:
            return message("goal.dead.dead_reckonin", role=_key(f"role.{role}"))
        if not three and role == "renegade":
            acting = config.get("dr_all_dead_renegades") == "acting_renegade_only"
            return message("goal.dead.dead_reckonin.renegade_acting" if acting
                           else "goal.dead.dead_reckonin.renegade")
        return message("goal.dead.dead_reckonin.out")
    if variant == "dead_mans_hand":
        if team:
            return message("goal.dead.dead_mans_hand", role=_key(f"role.{role}"))
        return message("goal.dead.dead_mans_hand.out")
    return message("goal.dead" if team else "goal.dead.out")


# --- rendering ----------------------------------------------------------------------------
def render_message(msg: Message, lang: str, view: Any = None) -> str:
    """``msg`` in ``lang`` by the rules of the module docstring; ``view`` (a view or its
    ``to_dict()``) supplies player names and who "you" are."""
    from bang.i18n import template as words

    key = str(msg.get("key", ""))
    args = msg.get("args") or {}
    template = words(key, lang, args)
    out: list[str] = []
    pos = 0
    while True:
        start = template.find("{", pos)
        end = template.find("}", start + 1) if start >= 0 else -1
        if start < 0 or end < 0:
            out.append(template[pos:])
            return "".join(out)
        name = template[start + 1:end]
        out.append(template[pos:start])
        out.append(_render_arg(args[name], lang, view) if name in args
                   else template[start:end + 1])
        pos = end + 1


def _text(key: str, lang: str, view: Any = None, **args: Any) -> str:
    return render_message({"key": key, "args": args}, lang, view)


def _join(items: Sequence[str], lang: str) -> str:
    return _text("ui.list_sep", lang).join(items)


def _render_arg(value: Any, lang: str, view: Any) -> str:
    if not isinstance(value, Mapping):
        return str(value)
    if "message" in value:
        return render_message(value["message"], lang, view)
    if "seats" in value:
        return _join([_seat_label(s, {}, lang, view) for s in value["seats"]], lang)
    if "seat" in value:
        return _seat_label(value["seat"], value, lang, view)
    if "cards" in value:
        names = [card_label(c, lang) for c in value["cards"]]
        return _join(names, lang) if names else _text("ui.none", lang)
    if "card" in value:
        return card_label(value["card"], lang)
    if "count" in value:
        return _text("ui.cards", lang, n=value["count"])
    if "key" in value:
        return _text(str(value["key"]), lang)
    if "list" in value:
        return _join([_render_arg(v, lang, view) for v in value["list"]], lang)
    return json.dumps(value)


#: The names of the table being shown (``player_names``); a view has no names, a record
#: and a match do.
_NAMES: ContextVar[tuple[str | None, ...]] = ContextVar("player_names", default=())


@contextmanager
def player_names(names: Sequence[str | None]) -> Iterator[None]:
    """Within this block every seat is named by ``names`` (``None`` or a missing entry:
    ``Player N``): ``bang replay`` shows a record's players as the table knew them, in
    every message, table and summary it draws."""
    token = _NAMES.set(tuple(n if isinstance(n, str) and n else None for n in names))
    try:
        yield
    finally:
        _NAMES.reset(token)


def seat_label(seat: int, lang: str, view: Any = None) -> str:
    """How a player is named: ``Player 3``, ``Player 1 (you)``."""
    return _seat_label(seat, {}, lang, view)


def _seat_label(seat: Any, arg: Mapping[str, Any], lang: str, view: Any) -> str:
    if not isinstance(seat, int) or seat < 0:
        return _text("ui.nobody", lang)
    players = list(_get(view, "players") or ()) if view is not None else []
    name = _get(players[seat], "name") if seat < len(players) else None
    if not name:
        names = _NAMES.get()
        name = names[seat] if seat < len(names) else None
    if not name:
        name = _text("ui.player_n", lang, n=seat + 1)
    details = []
    if arg.get("character"):
        details.append(_text(f"character.{slug(str(arg['character']))}", lang))
    if view is not None and _get(view, "seat") == seat:
        details.append(_text("ui.you", lang))
    if not details:
        return str(name)
    return _text("ui.name_details", lang, name=str(name), details=_join(details, lang))


def card_label(card: Any, lang: str) -> str:
    """``BANG! A♠``: a card's name in ``lang`` with its rank and suit."""
    info = _record(card) if isinstance(card, int) and card >= 0 else None
    if info is None:
        return _text("ui.no_card", lang)
    return f"{_text('card.' + slug(info.name), lang)} {info.rank}{info.suit}"


def slug(name: str) -> str:
    """``"Rev. Carabine"`` → ``"rev_carabine"``, ``"BANG!"`` → ``"bang"``: catalogue keys.

    Accents are dropped (``"José Delgado"`` → ``"jose_delgado"``) so keys stay ASCII.
    """
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    cleaned = "".join(c if c.isalnum() else " " for c in plain.lower())
    return "_".join(cleaned.split())
