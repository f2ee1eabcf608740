"""The heuristic bot's answers to the ghost variants' prompts (RULES.md Part C).

A dead player still serves his team: in Dead Reckonin' a Ghost plays the strongest
two-card hand of C1.4 (so his team gets the ghost action), then hurts the living
enemies of his team (♠ a BANG!, ♣ a lost card) or helps its living members (♥ a life,
♦ a card); an Outlaw Ghost brings himself back to life.  In Dead Man's Hand the dead
play their own poker game: keep the best hand, predict the weakest living player,
shoot the dead with spare BANG!s and dodge with Missed!.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bang.cards.data import BANG, KIND, MISSED
from bang.cards.poker import action_suits, best_hand, contest_key
from bang.core.protocol import Action

if TYPE_CHECKING:
    from bang.bots.heuristic import HeuristicBot

Answer = Callable[["HeuristicBot", Any, tuple[Action, ...]], Action]

_SUITS = "♠♥♦♣"
#: How much each ghost action tends to help the team, before looking at the table.
_ACTION_WORTH = {"♠": 4.0, "♣": 3.0, "♥": 2.5, "♦": 2.0}


def _friends_and_foes(bot: HeuristicBot, view: Any) -> tuple[dict[int, float], bool, bool]:
    scores = bot.enemy_scores(view)
    return scores, any(s > 0.5 for s in scores.values()), any(s < 0 for s in scores.values())


def _suit_worth(bot: HeuristicBot, view: Any, suit: str) -> float:
    """How good the ghost action of ``suit`` is for my team right now."""
    scores, foes, friends = _friends_and_foes(bot, view)
    if suit in "♠♣":
        return _ACTION_WORTH[suit] if foes else 0.0
    if suit == "♥":
        if view.role == "outlaw":
            return 5.0
        hurt = any(p.life < p.max_life and scores.get(p.seat, 0.0) < 0
                   for p in view.players if p.alive)
        return _ACTION_WORTH[suit] + (1.0 if hurt else -2.0)
    return _ACTION_WORTH[suit] if friends else 0.5


def contest(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """C1.4: the best two-card hand; between equals, the one whose action helps most."""
    kicker = bool(view.config.get("dr_kicker", True))
    return max(legal, key=lambda a: (
        contest_key(a.card, a.arg, kicker),
        max(_suit_worth(bot, view, s) for s in action_suits(a.card, a.arg))))


def suit(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    return max(legal, key=lambda a: _suit_worth(bot, view, _SUITS[a.arg % 4]))


def ghost_action(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    scores = bot.enemy_scores(view)
    players = view.players

    def worth(action: Action) -> float:
        kind = action.kind
        target = action.target
        hostility = scores.get(target, 0.0)
        if kind == "revive":
            return 100.0
        if kind == "heal":
            p = players[target]
            return -hostility * 2 + (p.max_life - p.life) * 0.5 if p.life < p.max_life else (
                -hostility - 5.0)
        if kind == "will":
            return float(action.arg)
        if kind in ("scare", "spook"):
            if hostility <= 0.5:
                return -hostility - 10.0
            weak = 4 - min(players[target].life, 4)
            card_bonus = 0.0
            if kind == "spook" and action.card >= 0:
                from bang.bots.heuristic import TABLE_VALUE

                card_bonus = TABLE_VALUE.get(KIND[action.card], 2.0) * 0.3
            return float(hostility + weak * 0.3 + card_bonus)
        return 0.0  # "done": better than hurting a friend, worse than hurting a foe

    return max(legal, key=worth)


def give(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """♦: the most useful card to the most trusted living player."""
    from bang.bots.heuristic import VALUE

    scores = bot.enemy_scores(view)
    return max(legal, key=lambda a: (-scores.get(a.target, 0.0), VALUE.get(KIND[a.card], 3)))


def _keep_value(cards: list[int]) -> tuple[tuple[int, tuple[int, ...]], int]:
    """The poker hand ``cards`` make, then how many of them answer Boot Hill shots."""
    return best_hand(cards), sum(1 for c in cards if KIND[c] in (BANG, MISSED))


def dmh_discard(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    hand = list(view.hand)
    return max(legal, key=lambda a: _keep_value([c for c in hand if c != a.card]))


def dmh_predict(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """The living player most likely to die next: the lowest life."""
    players = view.players
    return min(legal, key=lambda a: (players[a.target].life, a.target))


def dmh_shoot(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """Spend the BANG! my poker hand misses least, on the dead player holding most."""
    shots = [a for a in legal if a.kind == "shoot"]
    if not shots:
        return legal[-1]
    hand = list(view.hand)
    players = view.players
    return max(shots, key=lambda a: (best_hand([c for c in hand if c != a.card]),
                                     players[a.target].hand_count))


def dmh_missed(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    dodges = [a for a in legal if a.kind == "missed"]
    if not dodges:
        return legal[-1]
    hand = list(view.hand)
    return max(dodges, key=lambda a: best_hand([c for c in hand if c != a.card]))


ANSWERS: dict[str, Answer] = {
    "ghost_contest": contest,
    "ghost_suit": suit,
    "ghost_action": ghost_action,
    "ghost_give": give,
    "dmh_discard": dmh_discard,
    "dmh_predict": dmh_predict,
    "dmh_shoot": dmh_shoot,
    "dmh_missed": dmh_missed,
}
