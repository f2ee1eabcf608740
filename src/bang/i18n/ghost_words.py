"""Words for the ghost variants (RULES.md Part C, docs/ghost_setup.md): the Ghost contest
and actions of Dead Reckonin', the predictions and Boot Hill shots of Dead Man's Hand.

Several ghost prompts reuse action kinds of the base game (``discard``, ``missed``,
``take``, ``shoot``) with another meaning (a forfeited card is not a lost life), so the
words are chosen by the pending decision's kind, not by the action kind alone.
"""

from __future__ import annotations

from typing import Any

from bang.core.protocol import Action, Event
from bang.i18n import card_name, has_key, seat_name, t

#: The ghost decision kinds (``ghost_*`` for Dead Reckonin', ``dmh_*`` for Dead Man's Hand).
GHOST_PROMPTS = frozenset(("ghost_contest", "ghost_suit", "ghost_action", "ghost_give",
                           "dmh_discard", "dmh_predict", "dmh_shoot", "dmh_missed"))
#: The events only the ghost variants emit.
GHOST_EVENTS = frozenset((
    "ghost_turn", "ghost_contest_choice", "ghost_contest", "ghost_action",
    "ghost_action_void", "ghost_heals", "ghost_revived", "ghost_again", "ghost_will_draws",
    "ghost_will_gives", "ghost_will_returns", "ghost_will_discards", "ghost_spooks_hand",
    "ghost_spooks_table", "ghost_scares", "ghost_reshuffle", "prediction",
    "prediction_scores", "dmh_shoot", "dmh_forfeit", "dmh_sits_out", "dmh_showdown"))
_SUITS = "♠♥♦♣"
_ACTION_OF_SUIT = {"♥": "heart", "♦": "diamond", "♣": "club", "♠": "spade"}


def action_name(suit: str, lang: str) -> str:
    """``♥ Inspirin' the Livin'``: the ghost action a suit gives (C1.2)."""
    return t(f"ghost.{_ACTION_OF_SUIT.get(suit, 'spade')}", lang)


def contest_strength(a: int, b: int, lang: str) -> tuple[str, str]:
    """C1.4 in words: ``Pair of K`` or ``A high``, and the action(s) the pair could give."""
    from bang.cards.data import DECK, RANK_VALUE
    from bang.cards.poker import action_suits

    size = len(DECK)
    if RANK_VALUE[a] == RANK_VALUE[b]:
        strength = t("ghost.pair", lang, rank=DECK[a % size].rank)
    else:
        high = a if RANK_VALUE[a] > RANK_VALUE[b] else b
        strength = t("ghost.high", lang, rank=DECK[high % size].rank)
    actions = " / ".join(action_name(s, lang) for s in action_suits(a, b))
    return strength, actions


def _hand_count(view: Any, seat: int) -> int | str:
    players = getattr(view, "players", None)
    if players is not None and 0 <= seat < len(players):
        count: int = players[seat].hand_count
        return count
    return "?"


def describe_ghost_action(action: Action, kind: str, view: Any, lang: str) -> str:
    """A menu line for ghost prompt ``kind``."""
    fmt: dict[str, Any] = {}
    if action.card >= 0:
        fmt["card"] = card_name(action.card, lang)
    if action.target >= 0:
        fmt["target"] = seat_name(action.target, view, lang)
    name = action.kind
    if kind.startswith("dmh_"):
        key = f"action.dmh.{name}"
    elif name == "contest":
        key = "action.ghost.contest"
        fmt["other"] = card_name(action.arg, lang)
        fmt["strength"], fmt["action"] = contest_strength(action.card, action.arg, lang)
    elif name == "suit":
        key = "action.ghost.suit"
        fmt["action"] = action_name(_SUITS[action.arg % 4], lang)
    elif name == "will":
        key = f"action.ghost.will_{action.arg}"
    elif name == "spook":
        key = "action.ghost.spook_table" if action.card >= 0 else "action.ghost.spook_hand"
        fmt["count"] = _hand_count(view, action.target)
    else:
        key = f"action.ghost.{name}"
    if not has_key(key):
        return t("action.generic", lang, text=action.format())
    return t(key, lang, **fmt)


def ghost_prompt(view: Any, lang: str) -> str:
    """The message of the pending ghost prompt."""
    pending = view.pending
    kind = pending.kind
    context = dict(pending.context)
    if kind == "ghost_action":
        action = str(context.get("action", "spade"))
        if context.get("step", 0) == 1 and action in ("club", "spade"):
            return t("prompt.ghost_action.second", lang, action=t(f"ghost.{action}", lang))
        return t(f"prompt.ghost_action.{action}", lang)
    fmt: dict[str, Any] = dict(context)
    source = context.get("source")
    if isinstance(source, int):
        fmt["source"] = seat_name(source, view, lang)
    return t(f"prompt.{kind}", lang, **fmt)


def _cards(cards: Any, lang: str) -> str:
    return ", ".join(card_name(int(c), lang) for c in cards)


def describe_ghost_event(event: Event, lang: str, view: Any) -> str:
    """One line of the event log for an event of ``GHOST_EVENTS``."""
    data = event.data
    kind = event.kind
    fmt: dict[str, Any] = dict(data)
    for name in ("seat", "target", "victim", "dead", "winner"):
        value = data.get(name)
        if isinstance(value, int):
            fmt[name] = seat_name(value, view, lang)
    if isinstance(data.get("card"), int):
        fmt["card"] = card_name(data["card"], lang)
    key = f"event.{kind}"
    if "cards" in data:
        fmt["cards"] = _cards(data["cards"], lang)
        if kind == "ghost_contest_choice":
            key = "event.ghost_contest_choice_seen"
    elif kind in ("ghost_will_draws", "ghost_will_gives", "ghost_will_returns"):
        key = f"event.{kind}_hidden"
    if kind == "ghost_contest":
        fmt["plays"] = "; ".join(
            f"{seat_name(s, view, lang)}: {card_name(a, lang)} + {card_name(b, lang)}"
            for s, a, b in data.get("plays", ()))
        if data.get("winner", -1) < 0:
            key = "event.ghost_contest_void"
    elif kind == "ghost_action":
        fmt["action"] = action_name(str(data.get("suit", "♠")), lang)
    elif kind == "dmh_showdown":
        return _showdown(data, view, lang)
    if not has_key(key):
        return t("event.unknown", lang, kind=kind, data=data)
    return t(key, lang, **fmt)


def poker_hand_name(name: str, lang: str) -> str:
    """``"full house"`` (as ``bang.cards.poker`` names it) in ``lang``."""
    return t("poker." + name.replace(" ", "_"), lang)


def _showdown(data: dict[str, Any], view: Any, lang: str) -> str:
    hands = data.get("hands", {})
    if not hands:
        return t("event.dmh_showdown_empty", lang)
    listed = "; ".join(
        t("ui.dmh_hand", lang, seat=seat_name(int(s), view, lang),
          hand=poker_hand_name(str(h.get("hand", "")), lang) + " ("
          + _cards(h.get("cards", ()), lang) + ")")
        for s, h in sorted(hands.items(), key=lambda item: int(item[0])))
    winners = ", ".join(seat_name(s, view, lang) for s in data.get("dmh_winners", ()))
    return t("event.dmh_showdown", lang, hands=listed, winners=winners or t("ui.nobody", lang))
