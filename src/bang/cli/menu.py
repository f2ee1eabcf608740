"""The decision menu of ``bang play``: short, two-step, with fixed keys.

A turn of the card game offers every card × every target; listed one per line that is
20-30 lines and pushes the table off the screen.  So the menu groups the legal actions:

- the card game's ``play`` actions by card (identical cards merged: two BANG!s are one
  line ``BANG! ×2``), then, for a card with targets, a second step choosing the target
  (``2`` then ``3``, or ``2 3`` on one line), and for a card that costs another (Dodge
  City's "+1") a last step choosing the card discarded with it;
- Sid Ketchum's pairs under one line, the pairs in a second step;
- "end my turn" always on the key ``e``, never a moving number;
- the dice game's re-roll by naming dice: ``r 1 3 5`` re-rolls dice 1, 3 and 5, ``k 2``
  keeps die 2 and re-rolls the others, ``s`` stops.

Cards are merged only where their suit and rank cannot matter (not in the ghost
variants, where cards are poker hands and contest strengths).  Only legal actions are
ever offered, so whatever is typed, the engine decides nothing the menu invented.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bang.core.protocol import Action
from bang.i18n.messages import (
    Message,
    action_message,
    message,
    render_message,
)

#: Prompts whose cards may be merged by kind: the suit and rank play no part in them.
_MERGE = frozenset(("play", "respond", "duel", "indians", "dying", "discard"))
#: What a player types for "end my turn", in any language.
END_KEYS = ("e", "end")
BACK_KEYS = ("b", "0", "back")


@dataclass(frozen=True)
class Step:
    """One line of a menu: ``key`` typed, ``label`` shown, and either the one action it
    stands for or the second step's lines."""

    key: str
    label: str
    action: Action | None = None
    then: tuple[Step, ...] = ()
    then_title: str = ""


@dataclass(frozen=True)
class Menu:
    """The lines of one decision, its fixed end-turn key and, for a dice roll, the dice
    that may be named."""

    lines: tuple[Step, ...]
    end: Action | None = None
    reroll_masks: frozenset[int] = frozenset()
    stop: Action | None = None
    dice_count: int = 0
    forced: Action | None = None
    labels: dict[Action, str] = field(default_factory=dict)

    @property
    def is_roll(self) -> bool:
        return self.stop is not None


def _kind_name(card: int) -> str:
    from bang.cards.content import card_record

    info = card_record(card)
    return info.name if info is not None else ""


def _slug(name: str) -> str:
    from bang.i18n.messages import slug

    return slug(name)


def _text(msg: Message, lang: str, view: Any) -> str:
    return render_message(msg, lang, view)


def build_menu(view: Any, legal: tuple[Action, ...] | list[Action], lang: str) -> Menu:
    """The menu for ``view``'s pending decision, whose legal actions are ``legal``."""
    legal = tuple(legal)
    labels = {a: _text(action_message(a, view), lang, view) for a in legal}
    if len(legal) == 1:
        return Menu((Step("1", labels[legal[0]], legal[0]),), forced=legal[0], labels=labels)
    if hasattr(view, "dice"):
        return _dice_menu(view, legal, labels)
    pending = view.pending
    prompt = pending.kind if pending is not None else ""
    variant = str((getattr(view, "config", None) or {}).get("ghost_variant", "none"))
    merge = prompt in _MERGE and variant == "none"
    end = next((a for a in legal if a.kind == "end"), None) if prompt == "play" else None
    event = _event_in_force(view) if prompt == "play" else None
    groups: dict[Any, list[Action]] = {}
    for action in legal:
        if action is end:
            continue
        if event is not None and action.kind not in _BASE_PLAY_KINDS:
            # A move the event in force adds (Sniper, Ricochet): one line, the choices
            # in a second step, like a card's targets.
            groups.setdefault(("event", action.kind), []).append(action)
            continue
        groups.setdefault(_group_key(action, prompt, merge), []).append(action)
    lines = []
    for number, actions in enumerate(groups.values(), 1):
        if event is not None and actions[0].kind not in _BASE_PLAY_KINDS:
            lines.append(_event_step(str(number), actions, event, view, lang, labels, merge))
        else:
            lines.append(_group_step(str(number), actions, view, lang, labels, merge))
    return Menu(tuple(lines), end=end, labels=labels)


#: The moves of a turn without an event deck (the base game, Dodge City, the ghosts):
#: any other kind in a turn is one the event in force adds.
_BASE_PLAY_KINDS = frozenset(("play", "end", "sid", "doc", "use", "chuck", "jose", "copy",
                              "no_copy", "draw_deck", "draw_from", "draw_discard"))


def _event_in_force(view: Any) -> str | None:
    event = getattr(view, "event", None)
    if not event:
        return None
    key = event.get("in_force")
    return str(key) if key else None


def _event_step(key: str, actions: list[Action], event: str, view: Any, lang: str,
                labels: dict[Action, str], merge: bool) -> Step:
    """The moves of one kind the event in force adds, under one line named by the event:
    each a second-step line; where suits cannot matter, the same cards of a kind at the
    same target are one line (Sniper's pairs of BANG! cards)."""
    hand = set(getattr(view, "hand", ()) or ())

    def same(a: Action) -> Any:
        if not merge:
            return a
        arg: Any = _kind_name(a.arg) if a.arg in hand else a.arg
        return (_kind_name(a.card) if a.card >= 0 else a.card, a.target, arg)

    unique = _unique(actions, same)
    if len(unique) == 1:
        return Step(key, labels[unique[0]], unique[0])
    title = _text(message("menu.event_moves", event={"key": f"event_card.{event}"}), lang, view)
    then = tuple(Step(str(i), labels[a], a) for i, a in enumerate(unique, 1))
    return Step(key, title, then=then, then_title=title)


def _group_key(action: Action, prompt: str, merge: bool) -> Any:
    if prompt == "play" and action.kind == "play":
        as_bang = action.target >= 0 and _kind_name(action.card) == "Missed!"
        return ("play", _kind_name(action.card) if merge else action.card, as_bang)
    if action.kind in ("sid", "doc"):
        return (action.kind,)
    if merge and action.card >= 0 and action.kind in ("missed", "bang", "beer", "discard"):
        return (action.kind, _kind_name(action.card), action.target)
    return action


def _merged_label(action: Action, count: int, view: Any, lang: str) -> str:
    """The label of ``action`` standing for ``count`` identical cards: ``BANG! ×2``."""
    msg = action_message(action, view)
    if count > 1 and "card" in msg["args"]:
        name = {"key": "card." + _slug(_kind_name(action.card))}
        msg["args"]["card"] = {"message": message("menu.card_times", card=name, n=count)}
    return _text(msg, lang, view)


def _group_step(key: str, actions: list[Action], view: Any, lang: str,
                labels: dict[Action, str], merge: bool) -> Step:
    first = actions[0]
    if first.kind == "sid":
        pairs = _unique(actions, lambda a: (_kind_name(a.card), _kind_name(a.arg))
                        if merge else a)
        if len(pairs) == 1:
            return Step(key, labels[pairs[0]], pairs[0])
        then = tuple(Step(str(i), labels[a], a) for i, a in enumerate(pairs, 1))
        return Step(key, _text(message("menu.sid"), lang, view), then=then,
                    then_title=_text(message("menu.sid"), lang, view))
    if first.kind == "doc":
        # Dodge City's Doc Holyday (E6.1): every pair of hand cards on every target in
        # reach, one choice each, under one line.
        if len(actions) == 1:
            return Step(key, labels[first], first)
        title = _text(message("menu.doc"), lang, view)
        then = tuple(Step(str(i), labels[a], a) for i, a in enumerate(actions, 1))
        return Step(key, title, then=then, then_title=title)
    targets = sorted({a.target for a in actions})
    cards = sorted({a.card for a in actions})
    if first.kind == "play" and any(a.arg >= 0 for a in actions):
        return _cost_step(key, actions, view, lang, labels, merge)
    if first.kind == "play" and targets != [-1]:
        as_bang = _kind_name(first.card) == "Missed!"
        card_arg: dict[str, Any] = {"card": first.card}
        if len(cards) > 1:
            card_arg = {"message": message("menu.card_times",
                                           card={"key": "card." + _slug(_kind_name(first.card))},
                                           n=len(cards))}
        title = _text(message("menu.play_as_bang_on" if as_bang else "menu.play_on",
                              card=card_arg), lang, view)
        by_target: dict[int, Action] = {}
        for action in actions:
            by_target.setdefault(action.target, action)
        if len(by_target) == 1:  # one target: no second step
            (only,) = by_target.values()
            return Step(key, labels[only], only)
        then = tuple(Step(str(i), target_label(t, view, lang), by_target[t])
                     for i, t in enumerate(sorted(by_target), 1))
        return Step(key, title, then=then, then_title=title)
    return Step(key, _merged_label(first, len(cards), view, lang) if len(actions) > 1
                else labels[first], first)


def _cost_step(key: str, actions: list[Action], view: Any, lang: str,
               labels: dict[Action, str], merge: bool) -> Step:
    """A card that costs another hand card (Dodge City's "discard another card", E4.2):
    the target first when it takes one, then the card discarded with it, so the player
    always chooses what he pays (cards of one kind merged where suits cannot matter)."""
    first = actions[0]
    card_arg: dict[str, Any] = {"card": first.card}
    name = _text(message("menu.play_on" if first.target >= 0 else "menu.play_card",
                         card=card_arg), lang, view)
    pay = _text(message("menu.pay_with", card=card_arg), lang, view)

    def costs(options: list[Action]) -> Step | None:
        paid = _unique(options, lambda a: _kind_name(a.arg) if merge else a.arg)
        if len(paid) == 1:
            return None
        lines = tuple(Step(str(i), _text(message("menu.discarding", other={"card": a.arg}),
                                         lang, view), a) for i, a in enumerate(paid, 1))
        return Step("", pay, then=lines, then_title=pay)

    by_target: dict[int, list[Action]] = {}
    for action in actions:
        by_target.setdefault(action.target, []).append(action)
    if list(by_target) == [-1]:
        step = costs(actions)
        if step is None:
            return Step(key, labels[first], first)
        return Step(key, name, then=step.then, then_title=pay)
    lines = []
    for i, target in enumerate(sorted(by_target), 1):
        step = costs(by_target[target])
        label = target_label(target, view, lang)
        if step is None:
            lines.append(Step(str(i), label, by_target[target][0]))
        else:
            lines.append(Step(str(i), label, then=step.then, then_title=pay))
    return Step(key, name, then=tuple(lines), then_title=name)


def _unique(actions: list[Action], key: Any) -> list[Action]:
    seen: dict[Any, Action] = {}
    for action in actions:
        seen.setdefault(key(action), action)
    return list(seen.values())


def target_label(seat: int, view: Any, lang: str) -> str:
    """``Player 3 (Bart Cassidy) – 3/4 life, distance 2``: what matters when aiming."""
    from bang.i18n import character_name

    players = getattr(view, "players", ())
    if not 0 <= seat < len(players):
        return _text(message("ui.player_n", n=seat + 1), lang, view)
    p = players[seat]
    facts: list[Any] = [{"message": message("ui.life_of", life=p.life, max=p.max_life)}]
    if p.role is not None and seat != view.seat:
        facts.insert(0, {"key": f"role.{p.role}"})
    distance = getattr(p, "distance", None)
    if distance is not None:
        facts.append({"message": message("ui.distance_n", n=distance)})
    name: dict[str, Any] = {"message": message(
        "ui.name_details", name={"seat": seat},
        details=character_name(p.character, "cards", lang))}
    if seat == view.seat:
        name = {"seat": seat}
    return _text(message("ui.target_facts", seat=name, facts={"list": facts}), lang, view)


def _dice_menu(view: Any, legal: tuple[Action, ...], labels: dict[Action, str]) -> Menu:
    stop = next((a for a in legal if a.kind == "stop"), None)
    if stop is not None:
        masks = frozenset(a.arg for a in legal if a.kind == "reroll")
        return Menu((Step("1", labels[stop], stop),), reroll_masks=masks, stop=stop,
                    dice_count=len(view.dice), labels=labels)
    lines = tuple(Step(str(i), labels[a], a) for i, a in enumerate(legal, 1))
    return Menu(lines, labels=labels)


@dataclass(frozen=True)
class Problem:
    """Input that chose nothing: the message explaining why."""

    msg: Message


def parse(menu: Menu, text: str) -> Action | Step | Problem:
    """What ``text`` chooses in ``menu``: an action, a line with a second step, or the
    problem with it."""
    tokens = text.replace(",", " ").split()
    if not tokens:
        return Problem(message("ui.invalid_empty"))
    head = tokens[0].lower()
    if menu.end is not None and head in END_KEYS and len(tokens) == 1:
        return menu.end
    if menu.is_roll and not head.isdigit():
        return _parse_roll(menu, head, tokens[1:])
    if not head.isdigit() or not head.isascii():
        return Problem(message("ui.invalid_letters", text=text))
    number = int(head)
    if not 1 <= number <= len(menu.lines):
        return Problem(message("ui.invalid_range", number=number, count=len(menu.lines)))
    step = menu.lines[number - 1]
    if step.action is not None:
        return step.action if len(tokens) == 1 else Problem(
            message("ui.invalid_letters", text=text))
    # ``2 3`` (card, target) or ``2 3 1`` (and the card paying for it) on one line.
    chosen: Action | Step | Problem | None = step
    for token in tokens[1:]:
        if not isinstance(chosen, Step):
            return Problem(message("ui.invalid_letters", text=text))
        chosen = parse_second(chosen, token)
        if chosen is None:
            return Problem(message("ui.invalid_letters", text=text))
    assert chosen is not None
    return chosen


def parse_second(step: Step, text: str) -> Action | Step | Problem | None:
    """A later step's answer: an action, the next step (a card's cost after its
    target), or None to go back."""
    head = text.strip().lower()
    if head in BACK_KEYS:
        return None
    if not head.isdigit() or not head.isascii():
        return Problem(message("ui.invalid_letters", text=text.strip()))
    number = int(head)
    if not 1 <= number <= len(step.then):
        return Problem(message("ui.invalid_range", number=number, count=len(step.then)))
    line = step.then[number - 1]
    return line.action if line.action is not None else line


def _parse_roll(menu: Menu, head: str, rest: list[str]) -> Action | Problem:
    """``r 1 3 5``, ``k 2``, ``r`` (every die that may be re-rolled) or ``s``."""
    assert menu.stop is not None
    if head in ("s", "stop") and not rest:
        return menu.stop
    if head not in ("r", "k", "reroll", "keep"):
        return Problem(message("ui.invalid_roll", text=" ".join([head, *rest])))
    numbers = []
    for token in rest:
        if not token.isascii() or not token.isdigit() or not 1 <= int(token) <= menu.dice_count:
            return Problem(message("ui.invalid_die", text=token, count=menu.dice_count))
        numbers.append(int(token) - 1)
    free = 0
    for mask in menu.reroll_masks:
        free |= mask
    named = 0
    for index in numbers:
        named |= 1 << index
    if head in ("k", "keep"):
        mask = free & ~named
    else:
        mask = named if numbers else free
    locked = [i + 1 for i in range(menu.dice_count) if mask >> i & 1 and not free >> i & 1]
    if locked:
        return Problem(message("ui.die_locked", dice={"list": locked}))
    if mask == 0:
        return Problem(message("ui.no_die_named"))
    if mask not in menu.reroll_masks:
        return Problem(message("ui.invalid_roll", text=" ".join([head, *rest])))
    return Action("reroll", -1, -1, mask)
