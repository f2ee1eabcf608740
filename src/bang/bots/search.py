"""Information-set Monte Carlo tree search (ISMCTS) for both games and both ghost
variants.

The bot receives its seat's information set (``game.information_set(seat)``, handed to
it by ``decide`` and the simulator because it declares ``needs_infoset``), never the
game.  Each iteration

1. samples a full game consistent with what the seat knows (hidden hands, deck order and
   hidden roles dealt again, roles weighted by who attacked whom; future chance drawn
   from the bot's generator, never the game's);
2. walks a tree of the bot's *own* decisions: at each one it picks, among the actions
   legal in this sample, by UCB1 with availability counts (the subset-armed bandit of
   single-observer ISMCTS, Cowling, Powley & Whitehouse 2012); the other seats' moves
   between two of its decisions are played by the default policy and are not part of
   the tree (the tree node of a decision is the sequence of the bot's own actions);
3. leaves the tree at the first new action and plays on with the default policy (the
   heuristic bot's rules for every seat, each reading only its own view of the sample,
   or uniform random) for ``horizon`` turns or to the end;
4. backs up the team result (1 won, 0 lost) or, at the horizon, the team's estimate of
   ``bang.bots.value``.

The heuristic bot's answer is the baseline: the search replaces it only by an action
whose mean beats it by ``margin`` standard errors, so a small budget falls back on sound
play instead of on noise.  Prompts with one legal answer cost nothing, and ``kinds``
limits searching to the prompts where it pays (the play phase, shots, re-rolls); the
others get the heuristic's answer at once.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable
from typing import Any

from bang.bots.heuristic import HeuristicBot
from bang.bots.value import team_value
from bang.core.belief import InformationSet
from bang.core.protocol import Action

#: Prompt kinds worth a search: in the card game the play phase and the answers to an
#: attack, in the dice game the re-roll and where each bull's eye goes.
CARD_KINDS = frozenset({"play", "respond", "duel", "indians", "choose_card", "draw_jesse",
                        "ghost_action", "ghost_suit", "ghost_contest"})
DICE_KINDS = frozenset({"roll", "shoot", "beer"})


class Node:
    """Statistics of one of the bot's actions after a given sequence of its own actions."""

    __slots__ = ("avail", "children", "total", "total_sq", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.total_sq = 0.0
        self.children: dict[Action, Node] = {}

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def stderr(self) -> float:
        if self.visits < 2:
            return 1.0
        mean = self.mean()
        var = max(self.total_sq / self.visits - mean * mean, 0.0)
        return math.sqrt(var / self.visits)


class RolloutPolicy:
    """The default policy of one iteration: a fresh heuristic bot per seat (sharing the
    search's generator, so nothing is seeded per rollout) reading the sample's views, or
    uniform random choices."""

    def __init__(self, kind: str, rng: random.Random, seats: int) -> None:
        self.kind = kind
        self.rng = rng
        self.bots: list[HeuristicBot | None] = [None] * seats

    def choose(self, game: Any, seat: int, legal: tuple[Action, ...]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.kind == "random":
            return legal[int(self.rng.random() * len(legal))]
        bot = self.bots[seat]
        if bot is None:
            bot = self.bots[seat] = HeuristicBot.__new__(HeuristicBot)
            HeuristicBot.__init__(bot, 0)
            bot._rng = self.rng
        return bot.choose(game.view(seat), legal)


def _turn(game: Any) -> int:
    turn: int = game.turn_seat if hasattr(game, "turn_seat") else game.turn
    return turn


def evaluate(game: Any, seat: int) -> float:
    """The team value of ``seat`` in a (sampled) game: its result once over."""
    over = game.decision is None
    return team_value(seat, game.roles, game.life, game.max_life, game.alive,
                      game.returns() if over else None)


class SearchBot:
    """ISMCTS over the seat's information set.

    ``iterations`` and ``ms`` bound the work per decision (whichever comes first; ``ms``
    None means iterations only), ``horizon`` is the number of turns a rollout plays
    before it is scored (None: to the end), ``rollout`` is ``"heuristic"`` or
    ``"random"``, ``kinds`` the prompt kinds searched (None: every prompt with a choice),
    ``c`` the exploration constant and ``margin`` how many standard errors a searched
    action must beat the heuristic's answer by.
    """

    needs_view = True
    needs_infoset = True

    def __init__(self, seed: int | str, iterations: int = 100, ms: float | None = None,
                 horizon: int | None = None, rollout: str = "heuristic",
                 kinds: Iterable[str] | None = None, c: float = 0.7,
                 margin: float = 1.0) -> None:
        if rollout not in ("heuristic", "random"):
            raise ValueError(f"rollout must be 'heuristic' or 'random', not {rollout!r}")
        if iterations < 1:
            raise ValueError("a search needs at least one iteration")
        self._rng = random.Random(seed)
        self._baseline = HeuristicBot(self._rng.getrandbits(63))
        self.iterations = iterations
        self.ms = ms
        self.horizon = horizon
        self.rollout = rollout
        self.kinds = None if kinds is None else frozenset(kinds)
        self.c = c
        self.margin = margin
        #: How many decisions were searched and how many iterations they ran (for the
        #: move-time benchmark).
        self.searched = 0
        self.iterations_run = 0

    def choose(self, view: Any, legal: tuple[Action, ...]) -> Action:
        if len(legal) == 1:
            return legal[0]
        info = view if isinstance(view, InformationSet) else None
        plain = info.view if info is not None else view
        # The baseline reads every decision, so its picture of who is loyal stays whole.
        default = self._baseline.choose(plain, legal)
        if info is None or plain is None or plain.pending is None:
            return default
        if self.kinds is not None and plain.pending.kind not in self.kinds:
            return default
        return self.search(info, legal, default)

    # --- the search -----------------------------------------------------------------
    def search(self, info: InformationSet, legal: tuple[Action, ...],
               default: Action) -> Action:
        """The action the search prefers at the seat's pending decision."""
        root = Node()
        rng = self._rng
        deadline = math.inf if self.ms is None else time.perf_counter() + self.ms / 1000.0
        done = 0
        for done in range(1, self.iterations + 1):  # noqa: B007 - the count is reported
            self._iterate(root, info.sample(rng), info.seat, default)
            if time.perf_counter() >= deadline:
                break
        self.searched += 1
        self.iterations_run += done
        return self._best(root, legal, default)

    def _best(self, root: Node, legal: tuple[Action, ...], default: Action) -> Action:
        base = root.children.get(default)
        candidates = [(a, root.children[a]) for a in legal if a in root.children]
        if not candidates:
            return default
        action, node = max(candidates, key=lambda an: (an[1].mean(), an[1].visits))
        if base is None or action == default:
            return action
        spread = math.hypot(node.stderr(), base.stderr())
        return action if node.mean() - base.mean() > self.margin * spread else default

    def _iterate(self, root: Node, game: Any, seat: int, default: Action) -> None:
        policy = RolloutPolicy(self.rollout, self._rng, len(game.alive))
        path: list[Node] = []
        node: Node | None = root
        turns_left = self.horizon
        turn = _turn(game)
        select: Callable[[Node, tuple[Action, ...]], Action] = self._select
        while game.decision is not None:
            decision = game.decision
            legal = game.legal_actions()
            if node is not None and decision.seat == seat and len(legal) > 1:
                children = node.children
                fresh = [a for a in legal if a not in children]
                if fresh:
                    action = default if node is root and default in fresh else \
                        fresh[int(self._rng.random() * len(fresh))]
                    child = children[action] = Node()
                    for a in legal:
                        seen = children.get(a)
                        if seen is not None:
                            seen.avail += 1
                    path.append(child)
                    node = None
                else:
                    for a in legal:
                        children[a].avail += 1
                    action = select(node, legal)
                    node = children[action]
                    path.append(node)
            else:
                action = policy.choose(game, decision.seat, legal)
            game.apply(action)
            if turns_left is not None and _turn(game) != turn:
                turn = _turn(game)
                turns_left -= 1
                if turns_left <= 0:
                    break
        value = evaluate(game, seat)
        for visited in path:
            visited.visits += 1
            visited.total += value
            visited.total_sq += value * value

    def _select(self, node: Node, legal: tuple[Action, ...]) -> Action:
        """UCB1 with availability: every child of ``legal`` has been tried."""
        c = self.c
        children = node.children
        best = legal[0]
        best_score = -math.inf
        for action in legal:
            child = children[action]
            score = child.total / child.visits + c * math.sqrt(
                math.log(child.avail) / child.visits) if child.visits else math.inf
            if score > best_score:
                best, best_score = action, score
        return best


def search_bot(seed: int, **options: Any) -> SearchBot:
    return SearchBot(seed, **options)


__all__ = ["CARD_KINDS", "DICE_KINDS", "Node", "SearchBot", "evaluate", "search_bot"]
