"""The heuristic bot's answers to A Fistful of Cards' prompts (rules/high-noon-fistful.md
F5.16-F5.30).

Each follows what the card is worth to the player answering: Russian Roulette's two life
points are worth any Missed!; a card in play is saved from a Ricochet when it is worth
more than the Missed! that saves it (never a Jail or a Dynamite); Peyote is guessed on
(a wrong guess costs nothing already kept) with the colour less seen; Hard Liquor is
drunk when life is short or the hand is already full; a life point goes to a trusted
player in danger only from a healthy giver; Ranch trades the cards the bot values least.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bang.cards.data import IS_RED, KIND
from bang.core.protocol import Action

if TYPE_CHECKING:
    from bang.bots.heuristic import HeuristicBot

Answer = Callable[["HeuristicBot", Any, tuple[Action, ...]], Action]

#: The base deck's ids: what Peyote's colour count looks at (F5.23: printed suits).
_BASE_IDS = range(80)


def roulette(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.26: two life points are worth any Missed! effect; a Dodge draws a card too."""
    from bang.bots.heuristic import VALUE

    answers = [a for a in legal if a.kind != "no_missed"]
    if not answers:
        return legal[-1]
    return min(answers, key=lambda a: (a.kind == "use", VALUE.get(KIND[a.card], 3)))


def ricochet_answer(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.25: save the card in play when it is worth more than the Missed! spent."""
    from bang.bots.heuristic import TABLE_VALUE, VALUE

    pending = view.pending
    card = int(pending.context.get("card", -1)) if pending is not None else -1
    give_up = legal[-1]
    answers = [a for a in legal if a.kind in ("missed", "use")]
    if card < 0 or not answers:
        return give_up
    worth = TABLE_VALUE.get(KIND[card], 0)  # Jail, Dynamite: 0, let them go
    cheapest = min(answers, key=lambda a: VALUE.get(KIND[a.card], 3))
    return cheapest if worth > VALUE.get(KIND[cheapest.card], 3) else give_up


def peyote(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.23: guess on, always (a wrong guess only ends phase 1), the colour fewer of
    whose cards are in sight (my hand, every table, the discard pile's top)."""
    seen = set(view.hand)
    for player in view.players:
        seen.update(player.equipment)
    if view.discard_top is not None:
        seen.add(view.discard_top)
    red = sum(1 for c in _BASE_IDS if IS_RED[c] and c not in seen)
    black = sum(1 for c in _BASE_IDS if not IS_RED[c] and c not in seen)
    colour = 0 if red >= black else 1
    return next((a for a in legal if a.kind == "guess" and a.arg == colour), legal[0])


def hard_liquor(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.20: a life point when short of life or when the hand is already full."""
    me = view.players[view.seat]
    drink = me.life <= 2 or (me.life < me.max_life and len(view.hand) >= me.life + 2)
    return legal[0] if drink else legal[1]


def blood_brothers(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.18: a life point to the most trusted player at 1 or 2 life, from 3 or more."""
    me = view.players[view.seat]
    decline = legal[-1]
    if me.life < 3:
        return decline
    scores = bot.enemy_scores(view)
    gifts = [a for a in legal if a.kind == "give" and scores.get(a.target, 0.0) < -0.5
             and view.players[a.target].life <= 2]
    if not gifts:
        return decline
    return min(gifts, key=lambda a: (scores.get(a.target, 0.0), view.players[a.target].life))


def ranch(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.24: trade the cards worth least to the bot (a Dynamite, a General Store)."""
    from bang.bots.heuristic import VALUE

    cheap = [a for a in legal if a.kind == "ranch" and VALUE.get(KIND[a.card], 3) <= 3]
    return min(cheap, key=lambda a: VALUE.get(KIND[a.card], 3)) if cheap else legal[-1]


def mine_pedro(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F15-2: the discard pile's cards are known; take them."""
    return legal[0]


#: Merged into the heuristic bot's answers by prompt kind.
ANSWERS: dict[str, Answer] = {
    "roulette": roulette, "ricochet_answer": ricochet_answer, "peyote": peyote,
    "hard_liquor": hard_liquor, "blood_brothers": blood_brothers, "ranch": ranch,
    "mine_pedro": mine_pedro,
}
