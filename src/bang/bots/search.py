"""Information-set Monte Carlo tree search (ISMCTS) for both games and both ghost
variants (docs/search.md).

The bot receives its seat's information set (``game.information_set(seat)``, handed to
it by ``decide`` and the simulator because it declares ``needs_infoset``), never the
game.  The heuristic bot's answer is the baseline and a few alternatives with a
different effect are the challengers (``candidates``).  Each iteration

1. samples a full game consistent with what the seat knows (hidden hands, deck order and
   hidden roles dealt again, roles weighted by who attacked whom; future chance drawn
   from the bot's generator, never the game's) and a rollout seed;
2. plays that sample twice from the root, after the baseline and after a challenger
   picked by UCB1 on its gain so far, with the same seed (common random numbers: the
   difference measures the move, not the luck of the sample);
3. below the root, walks a tree of the bot's *own* later decisions up to ``depth``
   (UCB1 with availability counts, the subset-armed bandit of single-observer ISMCTS,
   Cowling, Powley & Whitehouse 2012; the other seats' moves are played by the default
   policy and are not part of the tree), then plays on with the default policy (the
   heuristic bot's rules for every seat, each reading only its own view of the sample
   and remembering the table's past, or uniform random) for ``horizon`` turns or to
   the end;
4. backs up the team result (1 won, 0 lost) or, at the horizon, the team's estimate of
   ``bang.bots.value``.

A challenger replaces the baseline only if its mean gain is ``margin`` standard errors
above nothing, so a small budget falls back on sound play instead of on noise, and the
search stops as soon as no challenger can still get there.  Prompts with one legal
answer cost nothing, and ``kinds`` limits searching to the prompts where it pays (the
play phase, answers to attacks, shots, re-rolls); the others get the heuristic's answer
at once.
"""

from __future__ import annotations

import atexit
import copy
import math
import multiprocessing
import random
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from bang.bots.dice import DiceBot
from bang.bots.dice_belief import ShotRecord
from bang.bots.heuristic import HeuristicBot
from bang.bots.role import first_new_event
from bang.bots.value import team_value
from bang.cards.data import KIND
from bang.core.belief import InformationSet, hostility
from bang.core.protocol import Action

#: Prompt kinds worth a search: in the card game the play phase and the answers to an
#: attack, in the dice game the re-roll and where each bull's eye goes.
CARD_KINDS = frozenset({"play", "respond", "duel", "indians", "choose_card", "draw_jesse",
                        "ghost_action", "ghost_suit", "ghost_contest"})
#: The dice game's, with the expansions' choices that change the game most (RULES.md
#: Part G: which Saloon die to roll, whom a DUEL challenges); base games never ask them.
DICE_KINDS = frozenset({"roll", "shoot", "beer", "saloon_die", "challenge"})


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


_CARD_TEMPLATE = HeuristicBot(0)
_DICE_TEMPLATE = DiceBot(0)


class RolloutPolicy:
    """The default policy of one iteration: a fresh heuristic bot per seat (sharing the
    search's generator, so nothing is seeded per rollout) reading the sample's views, or
    uniform random choices."""

    def __init__(self, kind: str, rng: random.Random, seats: int,
                 memory: tuple[dict[int, float], Any] | None = None,
                 own: tuple[int, DiceBot] | None = None, cursor: int = -1) -> None:
        self.kind = kind
        self.rng = rng
        self.bots: list[HeuristicBot | DiceBot | None] = [None] * seats
        self.memory = memory
        #: The searching seat and the dice policy it rolls out with, when it is not the
        #: heuristic every other seat plays.
        self.own = own
        #: Card game: the sample's event count when the rollout began (>= 0), from which
        #: the rollout players read their lazy views' new events; the events before it
        #: are what ``memory`` already holds.
        self.cursor = cursor

    def choose(self, game: Any, seat: int, legal: tuple[Action, ...]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.kind == "random":
            return legal[int(self.rng.random() * len(legal))]
        bot = self.bots[seat]
        if bot is None:
            # A copy of one template: seeding a generator per rollout player would cost
            # more than many of its decisions.  The copies share the template's cache of
            # hidden-role counts, which is keyed by everything it depends on.
            template: HeuristicBot | DiceBot = (
                _CARD_TEMPLATE if hasattr(game, "turn_seat") else
                self.own[1] if self.own is not None and self.own[0] == seat else
                _DICE_TEMPLATE)
            bot = self.bots[seat] = copy.copy(template)
            bot._rng = self.rng
            bot.loyalty = {}
            if self.memory is not None:
                # What the table has seen so far: who looked loyal, up to the last event.
                bot.loyalty = dict(self.memory[0])
                bot._last_event = self.memory[1]
                if self.cursor >= 0:
                    bot._cursor = self.cursor
        if self.cursor >= 0:
            # The heuristic reads a card view field by field (``LazyView``): building
            # every seat's record for each rollout decision was a quarter of a search.
            # It chooses the same from either view (tests/bots/test_lazy_reading.py).
            lazy: Action = bot.choose(game.lazy_view(seat), legal)
            return lazy
        choice: Action = bot.choose(game.view(seat), legal)
        return choice


def candidates(view: Any, legal: tuple[Action, ...], default: Action, width: int,
               rng: random.Random) -> list[Action]:
    """The alternatives worth comparing with the heuristic's answer, at most ``width``.

    Card game: one action per distinct effect (two BANG!s at the same target are the
    same move; only the card kind, target and choice count).  Dice game re-roll: the
    heuristic's mask with one die changed, and stopping (thirty-one masks are too many
    for a small budget, and the good ones are near the heuristic's).  Above ``width``,
    a random subset.
    """
    if getattr(view, "game", None) == "cards":
        seen = {_effect(default)}
        chosen = []
        for action in legal:
            key = _effect(action)
            if key not in seen:
                seen.add(key)
                chosen.append(action)
    elif default.kind in ("reroll", "stop"):
        mask = default.arg if default.kind == "reroll" else 0
        near = {Action("reroll", arg=mask ^ (1 << die)) for die in range(8)}
        near.add(Action("stop"))
        chosen = [a for a in legal if a in near and a != default and a.arg != 0]
    else:
        chosen = [a for a in legal if a != default]
    if len(chosen) > width:
        chosen = rng.sample(chosen, width)
    return chosen


def _effect(action: Action) -> tuple[str, int, int, int]:
    card = action.card
    return (action.kind, KIND[card] if 0 <= card < len(KIND) else card, action.target,
            action.arg if action.kind != "sid" else -1)


def table_memory(info: InformationSet) -> tuple[dict[int, float], Any] | None:
    """What every card-game player has read from the public events so far (the
    heuristic's loyalty scores, from the roles everybody can see) and the last public
    event, so the rollout players do not start a game with no past.  The dice game's
    views carry its whole recent log, so its rollout players read it themselves."""
    events = getattr(info, "events", None)
    view = info.view
    if events is None or getattr(view, "game", None) != "cards":
        return None
    three = bool(view.config.get("three_player"))
    players = tuple(
        p if p.seat != info.seat or not p.alive or p.role == "sheriff" or three
        else p._replace(role=None) for p in view.players)
    reader = HeuristicBot.__new__(HeuristicBot)
    HeuristicBot.__init__(reader, 0)
    reader._observe(_Table(tuple(events), players))
    last = next((e for e in reversed(events) if e.to is None), None)
    return reader.loyalty, last


class _Table(NamedTuple):
    """The part of a view the heuristic's event reader looks at."""

    events: tuple[Any, ...]
    players: tuple[Any, ...]


def _turn(game: Any) -> int:
    turn: int = game.turn_seat if hasattr(game, "turn_seat") else game.turn
    return turn


def evaluate(game: Any, seat: int, value: Value = team_value) -> float:
    """The team value of ``seat`` in a (sampled) game: its result once over."""
    over = game.decision is None
    if not over:
        sides = outbreak_sides(game)
        if sides is not None:
            # RULES.md G10.4: after a zombie outbreak the roles no longer decide who
            # wins; the undead and the survivors are two teams, scored by their life.
            roles = ["outlaw" if s in sides else "deputy" for s in range(len(game.roles))]
            return team_value(seat, roles, game.life, game.max_life, game.alive, None)
    return value(seat, game.roles, game.life, game.max_life, game.alive,
                 game.returns() if over else None)


def outbreak_sides(game: Any) -> frozenset[int] | None:
    """The seats of the zombies and their Master once a dice game's zombie outbreak has
    begun (RULES.md G10.3), None before it and in every other game."""
    ext = getattr(game, "ext", None)
    st = ext.get("uoa") if isinstance(ext, dict) else None
    if st is None or not st.outbreak:
        return None
    return frozenset(s for s in range(len(st.zombie)) if st.zombie[s] or s == st.master)


#: A position's worth for a seat's team: (seat, roles, life, max_life, alive, returns).
Value = Callable[[int, Sequence[str], Sequence[int], Sequence[int], Sequence[bool],
                  Sequence[float] | None], float]


class SearchBot:
    """ISMCTS over the seat's information set.

    ``iterations`` and ``ms`` bound the work per decision (whichever comes first; ``ms``
    None means iterations only; ``iterations`` may be given per game, ``{"cards": N,
    "dice": M}``), ``horizon`` is the number of turns a rollout plays
    before it is scored (None: to the end), ``rollout`` is ``"heuristic"`` or
    ``"random"``, ``kinds`` the prompt kinds searched (None: every prompt with a choice),
    ``c`` the exploration constant and ``margin`` how many standard errors a searched
    action must beat the heuristic's answer by.  ``endgame``: with at most this many
    players alive a rollout plays to the end whatever ``horizon`` says (few players
    make short games, and a duel has no hidden role left to guess).  ``dice_policy``
    builds the dice game's baseline and the bot's own rollout player from a seed (by
    default the heuristic ``DiceBot``; the other seats always roll out with it) and
    ``dice_value`` scores a dice rollout stopped at the horizon (by default
    ``bang.bots.value.team_value``, as in the card game); ``dice_margin`` replaces
    ``margin`` in the dice game.
    """

    needs_view = True
    needs_infoset = True

    def __init__(self, seed: int | str, iterations: int | Mapping[str, int] = 100,
                 ms: float | None = None,
                 horizon: int | Mapping[str, int | None] | None = None,
                 rollout: str = "heuristic",
                 kinds: Iterable[str] | None = None, c: float = 0.7,
                 margin: float = 2.0, depth: int = 0, width: int = 8,
                 workers: int = 1, endgame: int | Mapping[str, int] = 0,
                 dice_policy: Callable[[int], DiceBot] | None = None,
                 dice_value: Value | None = None,
                 dice_margin: float | None = None) -> None:
        if rollout not in ("heuristic", "random"):
            raise ValueError(f"rollout must be 'heuristic' or 'random', not {rollout!r}")
        counts = iterations.values() if isinstance(iterations, Mapping) else (iterations,)
        if any(count < 1 for count in counts):
            raise ValueError("a search needs at least one iteration")
        self._rng = random.Random(seed)
        self._baseline = HeuristicBot(self._rng.getrandbits(63))
        self.endgame = endgame
        self.dice_policy = dice_policy
        self.dice_value = dice_value
        self._value: Value = team_value
        self._own_template: DiceBot | None = None
        #: Dice game: every shot (shooter, target) of the public record seen so far, and
        #: the last event read (views show a window of recent events only).
        self._shots: list[tuple[int, int]] = []
        self._last_event: Any = None
        self._record = ShotRecord()
        if dice_policy is not None:
            # Seeded apart from the search's generator, so the card game's stream is the
            # same with or without a dice policy.
            self._baseline._dice = dice_policy(random.Random(f"{seed}/dice").getrandbits(63))
            self._own_template = dice_policy(0)
        self.iterations = iterations
        self.ms = ms
        self.horizon = horizon
        self.rollout = rollout
        self.kinds = None if kinds is None else frozenset(kinds)
        self.c = c
        self.margin = margin
        self.dice_margin = dice_margin
        self._margin = margin
        self.depth = depth
        self.width = width
        self.workers = workers
        self._memory: tuple[dict[int, float], Any] | None = None
        self._horizon: int | None = None
        #: How many decisions were searched and how many iterations they ran (for the
        #: move-time benchmark).
        self.searched = 0
        self.iterations_run = 0
        #: How many searched answers differ from the heuristic's.
        self.overruled = 0

    def choose(self, view: Any, legal: tuple[Action, ...]) -> Action:
        if len(legal) == 1:
            return legal[0]
        info = view if isinstance(view, InformationSet) else None
        plain = info.view if info is not None else view
        # The baseline reads every decision, so its picture of who is loyal stays whole.
        default = self._baseline.choose(plain, legal)
        if self.dice_policy is not None and plain is not None and hasattr(plain, "dice"):
            self._track(plain)
        if info is None or plain is None or plain.pending is None:
            return default
        if self.kinds is not None and plain.pending.kind not in self.kinds:
            return default
        return self.search(info, legal, default)

    # --- the search -----------------------------------------------------------------
    def search(self, info: InformationSet, legal: tuple[Action, ...],
               default: Action) -> Action:
        """The action the search prefers at the seat's pending decision.

        Each iteration samples one game and one rollout seed and plays it twice from the
        root: once after the heuristic's answer, once after a challenger chosen by UCB1
        on its gain so far.  Both runs see the same hidden cards, roles, chance and
        rollout choices until they part (common random numbers), so their difference
        measures the challenger, not the luck of the sample.
        """
        gains = {a: Node() for a in candidates(info.view, legal, default, self.width, self._rng)}
        if not gains:
            return default
        self._memory = table_memory(info)
        if self._memory is None and self.dice_policy is not None:
            self._memory = self._dice_memory()
            if isinstance(getattr(info, "scores", None), dict):
                # Roles are sampled by who shot whom over the whole game, not only over
                # the window of events the information set was built from.
                known = {p.seat: p.role for p in info.view.players if p.role is not None}
                scores = hostility(self._shots, known)
                for s, extra in self._record.scores.items():
                    scores[s] = scores.get(s, 0.0) + extra
                info.scores = scores  # type: ignore[attr-defined]
        game = "cards" if getattr(info.view, "game", None) == "cards" else "dice"
        horizon = self.horizon
        if isinstance(horizon, Mapping):
            horizon = horizon.get(game)
        self.margin = (self.dice_margin if game == "dice" and self.dice_margin is not None
                       else self._margin)
        endgame = self.endgame
        if isinstance(endgame, Mapping):
            endgame = endgame.get(game, 0)
        if sum(1 for p in info.view.players if p.alive) <= endgame:
            horizon = None
        self._horizon = horizon
        self._value = (self.dice_value if game == "dice" and self.dice_value is not None
                       else team_value)
        iterations = self.iterations
        if isinstance(iterations, Mapping):
            iterations = iterations[game]
        deadline = math.inf if self.ms is None else time.perf_counter() + self.ms / 1000.0
        if self.workers > 1:
            done = self._run_parallel(info, gains, default, iterations, deadline)
        else:
            done = self.run(info, gains, default, iterations, deadline)
        self.searched += 1
        self.iterations_run += done
        choice = self._best(gains, default)
        if choice != default:
            self.overruled += 1
        return choice

    def _track(self, view: Any) -> None:
        """Add the shots this view shows and the bot has not read yet to its record."""
        self._record.read(view)
        events = view.events
        start = first_new_event(events, self._last_event)
        if events:
            self._last_event = events[-1]
        for event in events[start:]:
            if event.kind == "shoot" and event.data:
                self._shots.append((event.data["seat"], event.data["target"]))

    def _dice_memory(self) -> tuple[dict[int, float], Any] | None:
        """Dice game: how loyal the table has seen every seat look since the start (the
        baseline has read every view this seat was shown; the rule reads only public
        shots, so every heuristic player holds the same scores) and the last event read.
        A view's log is a window of recent events, so rollout players who read only the
        sample's window would forget the early game."""
        reader = self._baseline._dice
        if reader is None:
            return None
        return dict(reader.loyalty), reader._last_event

    def run(self, info: InformationSet, gains: dict[Action, Node], default: Action,
            iterations: int, deadline: float) -> int:
        """Up to ``iterations`` paired iterations into ``gains``; returns how many ran."""
        root = Node()
        rng = self._rng
        seat = info.seat
        done = 0
        for done in range(1, iterations + 1):
            challenger = self._challenger(gains, done)
            game = info.sample(rng)
            seed = rng.getrandbits(63)
            base = self._iterate(root, game.clone(), seat, default, random.Random(seed))
            value = self._iterate(root, game, seat, challenger, random.Random(seed))
            gain = gains[challenger]
            gain.visits += 1
            gain.total += value - base
            gain.total_sq += (value - base) ** 2
            if time.perf_counter() >= deadline or self._settled(gains):
                break
        return done

    def _run_parallel(self, info: InformationSet, gains: dict[Action, Node],
                      default: Action, iterations: int, deadline: float) -> int:
        """Root parallelism: ``workers`` processes each run an independent share of the
        iterations on the same alternatives with their own seed; their statistics add
        up (each worker's challengers follow its own UCB)."""
        share = -(-iterations // self.workers)
        options = {"horizon": self._horizon, "rollout": self.rollout, "c": self.c,
                   "margin": self.margin, "depth": self.depth,
                   "dice_policy": self.dice_policy}
        tasks = [(info, list(gains), default, self._rng.getrandbits(63), share, deadline,
                  options, self._memory, self._value) for _ in range(self.workers)]
        done = 0
        for part, count in worker_pool(self.workers).map(_search_share, tasks):
            done += count
            for node, (visits, total, total_sq) in zip(gains.values(), part, strict=True):
                node.visits += visits
                node.total += total
                node.total_sq += total_sq
        return done

    def _challenger(self, gains: dict[Action, Node], t: int) -> Action:
        """Every alternative twice, then UCB1 on the mean gain over the baseline."""
        best, best_score = next(iter(gains)), -math.inf
        log_t = math.log(t)
        for action, node in gains.items():
            if node.visits < 2:
                return action
            score = node.mean() + self.c * math.sqrt(log_t / node.visits)
            if score > best_score:
                best, best_score = action, score
        return best

    def _settled(self, gains: dict[Action, Node]) -> bool:
        """Whether every alternative has been tried twice and none could still beat the
        heuristic's answer by the margin (the common case: most alternatives play out
        exactly like it or plainly worse), so the rest of the budget would be wasted."""
        margin = self.margin
        return all(n.visits >= 2 and n.mean() + margin * n.stderr() <= 0.0
                   for n in gains.values())

    def _best(self, gains: dict[Action, Node], default: Action) -> Action:
        """The alternative with the largest mean gain, if that gain is ``margin``
        standard errors above nothing; otherwise the heuristic's answer."""
        tried = [(a, n) for a, n in gains.items() if n.visits >= 2]
        if not tried:
            return default
        action, node = max(tried, key=lambda an: (an[1].mean(), an[1].visits))
        return action if node.mean() > self.margin * node.stderr() else default

    def _iterate(self, root: Node, game: Any, seat: int, first: Action,
                 rng: random.Random) -> float:
        """Play ``first`` at the root of ``game``, then the bot's own decisions down the
        tree and everything else by the default policy, to the horizon; back up and
        return the team value reached."""
        own = None if self._own_template is None else (seat, self._own_template)
        cursor = game.log_base + len(game.log) if hasattr(game, "turn_seat") else -1
        policy = RolloutPolicy(self.rollout, rng, len(game.alive), self._memory, own, cursor)
        child = root.children.get(first)
        if child is None:
            child = root.children[first] = Node()
        path: list[Node] = [child]
        node: Node | None = child if self.depth > 0 else None
        depth_left = self.depth
        game.apply(first)
        turns_left = self._horizon
        turn = _turn(game)
        select: Callable[[Node, tuple[Action, ...]], Action] = self._select
        while game.decision is not None:
            decision = game.decision
            legal = game.legal_actions()
            if node is not None and decision.seat == seat and len(legal) > 1:
                children = node.children
                fresh = [a for a in legal if a not in children]
                depth_left -= 1
                if fresh:
                    # The default policy's answer first, so a young tree plays on as the
                    # rollout would.
                    action = policy.choose(game, seat, legal)
                    if action not in fresh:
                        action = fresh[int(rng.random() * len(fresh))]
                    children[action] = Node()
                    for a in legal:
                        seen = children.get(a)
                        if seen is not None:
                            seen.avail += 1
                    path.append(children[action])
                    node = None
                else:
                    for a in legal:
                        children[a].avail += 1
                    action = select(node, legal)
                    node = children[action]
                    path.append(node)
                    if depth_left <= 0:
                        node = None
            else:
                action = policy.choose(game, decision.seat, legal)
            game.apply(action)
            if turns_left is not None and _turn(game) != turn:
                turn = _turn(game)
                turns_left -= 1
                if turns_left <= 0:
                    break
        value = evaluate(game, seat, self._value)
        for visited in path:
            visited.visits += 1
            visited.total += value
            visited.total_sq += value * value
        return value

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


_POOLS: dict[int, Any] = {}


def worker_pool(workers: int) -> Any:
    """The process pool of root-parallel searches with ``workers`` processes, started on
    first use (fresh interpreters, safe beside threads) and closed at exit."""
    pool = _POOLS.get(workers)
    if pool is None:
        pool = _POOLS[workers] = multiprocessing.get_context("spawn").Pool(workers)
        atexit.register(pool.terminate)
    return pool


def _search_share(task: tuple[Any, ...]) -> tuple[list[tuple[int, float, float]], int]:
    """One worker's share of a root-parallel search (runs in a pool process)."""
    info, actions, default, seed, iterations, deadline, options, memory, value = task
    bot = SearchBot(seed, iterations=iterations, **options)
    bot._memory = memory
    bot._value = value
    bot._horizon = options["horizon"]
    gains = {a: Node() for a in actions}
    done = bot.run(info, gains, default, iterations, deadline)
    return [(n.visits, n.total, n.total_sq) for n in gains.values()], done


__all__ = ["CARD_KINDS", "DICE_KINDS", "Node", "SearchBot", "candidates", "evaluate"]
