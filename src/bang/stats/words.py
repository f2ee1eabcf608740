"""The words of the balance report and its figures in one language.

A report names roles, characters, cards and die faces as the tally holds them (the
engine's English names: ``sheriff``, ``Lucky Duke``, ``Bang!``); :func:`name` gives each
its catalogue name in the report's language (``role.*``, ``character.*``, ``card.*``,
``face.*``), so a report's term tables agree with the game's; :func:`happening` gives a
happening's (``report.happening.*``) and :func:`counter` a ghost variant's own counter
(``report.stat.*``).
"""

from __future__ import annotations

import re

from bang.i18n import Translator, character_name, help_key, t
from bang.stats.tally import SEP

#: The kinds of name a report may translate (never a variant's or an event card's).
_KINDS = ("role", "character", "card", "face")


def name(text: str, tr: Translator, game: str = "cards") -> str:
    """A role, character, card or die face as the tally names it, in ``tr``'s
    language; a side (``outlaw+renegade``) or a hand (``a → b``) part by part; any
    other name as it is."""
    if tr.lang == "en":
        return text  # the tally's own names are the English report's
    for sep in (SEP, " → ", "+"):
        if sep in text:
            return sep.join(name(part, tr, game) for part in text.split(sep))
    if text == "nobody":  # a hand no player dealt (the game ended without one)
        return tr("ui.nobody")
    key = help_key(text, game)
    if key is None or key.split(".", 1)[0] not in _KINDS:
        return text
    if key.startswith("character."):
        return character_name(t(key, "en"), game, tr.lang)
    return t(key, tr.lang)


#: The happening of a game that ended under an event card (``bang.stats.observe``).
_ENDED_UNDER = "games ended under "


def happening(text: str, tr: Translator) -> str:
    """A happening as the tally names it (``Gatling fired``, ``games ended under Ghost
    Town``) in ``tr``'s language: ``report.happening.<its words, snake case>``, any
    other name as it is."""
    if text.startswith(_ENDED_UNDER):
        event = text[len(_ENDED_UNDER):]
        key = help_key(event, "cards")
        shown = t(key, tr.lang) if key and key.startswith("event_card.") else event
        return tr("report.happening.games_ended_under", event=shown)
    key = "report.happening." + re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    found = tr(key)
    return text if found == key else found


#: The ghost variants' counters (``CardGame.stats``) by prefix: their variant, and the
#: part after the prefix as what it fills in (a role, a suit).
_COUNTERS: dict[str, tuple[str, str | None]] = {
    "dr_contests_void": ("dead_reckonin", None), "dr_contests": ("dead_reckonin", None),
    "dr_revivals": ("dead_reckonin", None), "ghost_action_": ("dead_reckonin", "suit"),
    "dmh_predictions_scored": ("dead_mans_hand", None),
    "dmh_shots": ("dead_mans_hand", None), "dmh_win_": ("dead_mans_hand", "role"),
}
_SUITS = {"hearts": "♥", "diamonds": "♦", "clubs": "♣", "spades": "♠"}


def counter(text: str, tr: Translator) -> str:
    """A ghost variant's counter as the engine names it (``dr_contests``,
    ``ghost_action_hearts``, ``dmh_win_outlaw``) in ``tr``'s language, with its variant's
    name; any other counter as it is."""
    for prefix, (variant, part) in _COUNTERS.items():
        rest = text[len(prefix):]
        if part is None and text == prefix:
            return tr(f"report.stat.{prefix}", variant=tr(f"variant.{variant}"))
        if part is not None and text.startswith(prefix) and rest:
            key = f"report.stat.{prefix.rstrip('_')}"
            if part == "suit" and rest in _SUITS:
                return tr(key, variant=tr(f"variant.{variant}"), suit=_SUITS[rest])
            if part == "role" and help_key(rest, "cards") == f"role.{rest}":
                return tr(key, variant=tr(f"variant.{variant}"), role=tr(f"role.{rest}"))
    return text


def english() -> Translator:
    return Translator("en")
