"""The mutable state of a dice game, the records its rules read (a seat's abilities, a
prompt, a resolution step and the order of a turn's steps), and the mechanics that
involve no choice: prompts, arrows and the Indian attack, losing and gaining life,
elimination and the victory check.

RULES.md B5.1 (arrows), B6 (elimination), B7 (victory), B2.1 (3-player victory) and
B2.2 (8 players).  The state is a handful of flat lists indexed by seat, so ``clone``
is a few list copies and the hot path touches no objects.  Everything the rule modules
(``bang.dice.phases``, ``bang.dice.resolve``, ``bang.dice.abilities``) call is here,
typed against this class: no rule imports the game class above it.

What a seat can do beyond the rules is its *abilities*: ``seat_abilities`` says which
it has now (its character's; the one place that would change for a character that
copies another or a rule that removes abilities), ``has_ability`` asks about one, and
``powers`` holds them merged into one ``Ability`` record, whose numbers and hooks the
procedure reads at its named points.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple, Self

from bang.core.build import mypyc_attr
from bang.core.errors import IllegalAction
from bang.core.game import GameBase
from bang.core.protocol import Action, Decision, Event
from bang.core.rng import copy_rng
from bang.core.seats import distance_table
from bang.dice.config import DiceConfig
from bang.dice.data import (
    OUTLAW,
    RENEGADE,
    ROLES,
    SHERIFF,
    THREE_PLAYER_TARGET,
    TOTAL_ARROWS,
    Character,
)
from bang.dice.rolls import DiceSet, Outcome

#: ``Event(kind, data)`` without the Python-level ``__new__`` of a NamedTuple (hot path).
_new_tuple = tuple.__new__

#: How many recent events a game keeps for views (docs/design.md §4 "the events that seat may see").
LOG_SIZE = 128

#: Sources of a damage batch: a die index for a bull's eye, or one of these.  Records of
#: the base game pinned the Gatling at 5 and the Dynamite at 6, so a sixth die's bull's
#: eyes are source 7 (``DIE_SOURCE``).
SRC_GATLING = 5
SRC_DYNAMITE = 6
DIE_SOURCE = (0, 1, 2, 3, 4, 7)
SOURCE_NAMES = ("die0", "die1", "die2", "die3", "die4", "gatling", "dynamite", "die5",
                # expansion sources (RULES.md Part G): 8 Undead or Alive's duel, then
                # Old Saloon's BULLET (G4.4) and an Indian attack's loss (G6-5).
                "duel", "bullet", "indians")
SRC_BULLET = 9
SRC_INDIANS = 10
#: Losses no player caused (RULES.md B5.1, B5.2, G4-4): no ``on_hit`` or ``on_damaged``.
UNCAUSED = frozenset({SRC_DYNAMITE, SRC_BULLET, SRC_INDIANS})
#: A lost duel (G7.4): caused by the duel's winner, but not a hit of the dice that Bart
#: Cassidy's arrow may replace (G7-8).
SRC_DUEL = 8
#: The sources whose points a target's ``on_hit`` may replace: the dice's bull's eyes and
#: the Gatling (RULES.md B8 Bart Cassidy).
HIT_SOURCES = frozenset({0, 1, 2, 3, 4, 5, 7})
#: No player caused this loss (Indians, Dynamite): RULES.md B5.1, B5.2.
NOBODY = -1

# --- the steps of a turn (``DiceState.step``) ----------------------------------------
#: The engine's own steps; the registry numbers the steps content adds from
#: ``BASE_STEPS`` on (``bang.dice.dispatch.STEPS`` runs each).  ``STEP_OVER`` is the
#: step of a finished game.
(STEP_TURN_START, STEP_ROLL, STEP_ROLL_PROMPT, STEP_BULLS, STEP_SHOOT, STEP_HITS,
 STEP_AFTER_DYNAMITE, STEP_AFTER_SHOTS, STEP_BEER_START, STEP_BEER, STEP_GATLING,
 STEP_AFTER_GATLING, STEP_DYNAMITE_CHECK, STEP_END_TURN, STEP_OVER) = range(15)
BASE_STEPS = 15
#: ``Prompt.stage`` of the first prompt met with the final dice: those below it are met
#: while the dice may still be rolled (the start of the turn, the rolls).
FINAL_STAGE = 50

# --- what the rules call ------------------------------------------------------------
#: A step of the turn: True when it set a prompt or ended the game, False to go on.
StepFn = Callable[["DiceState"], bool]
#: A prompt's legal answers, its effect, and why an answer is not legal (None: no
#: reason more precise than "not legal now").
LegalFn = Callable[["DiceState"], tuple[Action, ...]]
AnswerFn = Callable[["DiceState", Action], None]
ExplainFn = Callable[["DiceState", Action], "IllegalAction | None"]
#: ``hook(game, seat)`` at a named point of the turn: True when it set a prompt.
SeatHook = Callable[["DiceState", int], bool]
#: ``roll_limit(game, seat)``: the rolls of his turn (B4.3).
RollLimit = Callable[["DiceState", int], int]
#: ``on_arrows(game, seat, count)``: of ``count`` arrows a roll shows, how many the
#: roller takes now (B5.1).
ArrowHook = Callable[["DiceState", int, int], int]
#: ``hook(game, seat)`` as a resolution step begins: sets what the step reads, asks
#: nothing (the step may be re-entered after its prompts).
BeginHook = Callable[["DiceState", int], None]
#: ``on_hit(game, target, source)`` before a point of dice damage: True when it asked.
HitHook = Callable[["DiceState", int, int], bool]
#: ``on_damaged(game, target, source)`` once a source's hits made the target lose life.
DamageHook = Callable[["DiceState", int, int], None]
#: ``on_other_eliminated(game, seat, dead)`` when others were eliminated in one step.
EliminationHook = Callable[["DiceState", int, list[int]], None]
# --- expansion hooks (RULES.md Part G) ---------------------------------------------------
#: ``hook(game)`` of a module: no answer.
GameHook = Callable[["DiceState"], None]
#: ``victory(game, dead, killer)``: the winners, or None while the game goes on.
VictoryHook = Callable[["DiceState", list[int], int], "frozenset[int] | None"]
#: ``next_turn(game, seat)``: whose turn follows ``seat``'s.
NextTurnHook = Callable[["DiceState", int], int]
#: ``setup(game, setup)``: a module's state at the deal (``setup`` None) or from an
#: exact position's plain JSON (docs/dice_setup.md).
SetupHook = Callable[["DiceState", "Mapping[str, Any] | None"], None]
#: ``view(game, seat)``: what ``seat`` may see of a module (plain JSON).
ViewHook = Callable[["DiceState", "int | None"], dict[str, Any]]
#: ``determinize(game, rng)``: redeal what a module hides (a pile's order).
ShuffleHook = Callable[["DiceState", random.Random], None]
# --- point hooks: one module's function each, where the turn has a single place ------
#: ``take(game, seat, count, then, rolled)``: a module takes ``count`` arrows for ``seat``
#: (G5: the Chief's Arrow may be chosen; G6: abilities around the arrows a roll shows,
#: ``rolled``); True when it asked something or the game ended, else done with
#: ``game.step`` set to ``then`` (``STEP_END_TURN`` if the active player died).  After a
#: prompt the module's own steps go on and end at ``then`` the same way.
ArrowTaker = Callable[["DiceState", int, int, int, bool], bool]
#: ``shape(game, shots)``: the bull's-eye batch as it begins, ``(target, points,
#: source)`` hits (G2.4: one die's hits on a player are one event; G6-3).
BatchShaper = Callable[["DiceState", list[tuple[int, int, int]]],
                       list[tuple[int, int, int]]]
#: ``stand_in(game, target, points, source)`` before one loss event of a batch (G6-5:
#: another player may lose it in the target's place): True when it asked.
StandInHook = Callable[["DiceState", int, int, int], bool]
#: ``public(game)``: a module's public state as plain JSON (views and digests).
ModuleData = Callable[["DiceState"], dict[str, Any]]


@mypyc_attr(allow_interpreted_subclasses=True)
class ModuleState:
    """What an expansion module keeps in a game (``DiceState.ext``): it copies itself
    for ``clone``.  The modules' own states subclass it from modules the build does not
    compile."""

    __slots__ = ()

    def clone(self) -> ModuleState:
        raise NotImplementedError


#: ``DiceState.chief`` when the Indian Chief's Arrow is not in play, or in the pile
#: (RULES.md G5); a seat number when that seat holds it.
CHIEF_OUT = -2
CHIEF_PILE = -1


@dataclass(frozen=True, slots=True)
class Prompt:
    """One kind of decision: who asks it, its legal answers and what an answer does.

    ``accepts`` are the action kinds it takes (for precise errors); ``stage`` is where a
    turn meets it (the order of ``DECISION_KINDS``), on the scale of
    ``Resolution.order``; ``clause`` the rule it asks about."""

    kind: str
    clause: str
    legal: LegalFn
    answer: AnswerFn
    accepts: tuple[str, ...]
    stage: int
    explain: ExplainFn | None = None


@dataclass(frozen=True, slots=True)
class Resolution:
    """One step of the mandatory order of resolution (RULES.md B5, later G8).

    Faces name the step that resolves them (``Face.resolution``); a step resolves the
    faces with the symbols in ``symbols``.  ``order`` places it (the base game's: arrow
    10, Dynamite 40, bull's eyes 60, Beer 70, Gatling 80; G8's broken arrow, bullet,
    whiskey and duel fit between).  ``on_roll`` steps act after every roll, between the
    arrows and the Dynamite count; the others act once, with the final dice.  The
    engine's own steps have a fixed ``entry``; content's give ``run``, which the
    registry numbers, and which ends by calling ``DiceState.resolved(key)``."""

    key: str
    clause: str
    order: int
    symbols: tuple[str, ...]
    on_roll: bool = False
    entry: int = -1
    run: StepFn | None = None


@dataclass(frozen=True, slots=True)
class Ability:
    """A character's power (RULES.md B8): the numbers it changes and the hooks the turn
    calls at its named points.  A seat's abilities merge into one record, its
    ``powers`` (``merge_abilities``); a seat without abilities has ``NO_POWERS``."""

    key: str
    clause: str
    # --- re-roll limits (B4.3)
    #: The rolls of his turn (Lucky Duke).
    roll_limit: RollLimit | None = None
    #: Locked faces may be re-rolled too (Black Jack), until 3 Dynamite stop the rolling.
    rerolls_locked: bool = False
    # --- start and end of the turn (B4.0, B4.6)
    on_turn_start: SeatHook | None = None
    on_turn_end: SeatHook | None = None
    # --- arrows (B5.1)
    on_arrows: ArrowHook | None = None
    #: The most life he loses to one Indian attack, 0 for no limit (Jourdonnais).
    indian_cap: int = 0
    # --- bull's eyes (B5.3)
    #: ONE counts as TWO and TWO as ONE (Calamity Janet).
    swaps_bulls: bool = False
    #: His bull's eyes reach this many seats farther (Rose Doolan).
    reach_bonus: int = 0
    #: Once per turn a BEER die doubles one bull's eye (Slab the Killer).
    doubles_bull: bool = False
    # --- damage taken
    #: Before each point of dice damage (bull's eyes, Gatling): may ask (Bart Cassidy).
    on_hit: HitHook | None = None
    #: After each point lost while he lives: may ask (Pedro Ramirez).
    on_life_lost: SeatHook | None = None
    #: Once one die's (or the Gatling's) hits cost him life (El Gringo).
    on_damaged: DamageHook | None = None
    # --- the Gatling (B5.5)
    #: GATLING symbols his Gatling needs, 0 for the rule's 3 (Willy the Kid).
    gatling_needs: int = 0
    #: Other players' Gatlings cost him nothing (Paul Regret).
    gatling_immune: bool = False
    # --- any resolution step, by its key
    #: As the step begins, when he is the active player (Jesse Jones: beer).
    on_resolution: Mapping[str, BeginHook] = field(default_factory=dict)
    #: Once the step is done, asked again after each answer until it returns False
    #: (Kit Carlson: gatling).
    after_resolution: Mapping[str, SeatHook] = field(default_factory=dict)
    # --- elimination (B6)
    on_other_eliminated: EliminationHook | None = None
    # --- expansion hooks (RULES.md Part G)
    #: After each of his rolls once the Dynamite count is below 3, and after the
    #: Dynamite's loss when it is not (G9: Belle Star, Chuck Wengam): may ask.
    after_roll: SeatHook | None = None
    #: In his turn, after every loss of life (any batch, an Indian attack), before the
    #: dead are eliminated (G9-4 Herb Hunter): asks nothing.
    after_losses: SeatHook | None = None
    #: He never gains life (G10.3-5: a zombie).
    gains_no_life: bool = False
    # --- expansion hooks (RULES.md Part G: Old Saloon)
    #: As his turn's last roll reaches the Dynamite count (its rolls used up, or 3
    #: Dynamite), before it: may ask (G6-1 Bill Noface's delayed arrows).
    before_dynamite: SeatHook | None = None
    #: The prompts this ability asks.
    prompts: tuple[Prompt, ...] = ()


#: A seat with no abilities.
NO_POWERS: Ability = Ability("", "")
#: Every registered ability by key, and every character by index (the base game's 16
#: first, in RULES.md B8 order); filled by ``bang.dice.content.register``.
ABILITIES: dict[str, Ability] = {}
CHARACTER_LIST: list[Character] = []


def merge_abilities(keys: tuple[str, ...]) -> Ability:
    """One record for a seat holding the abilities ``keys``: numbers add up, limits take
    the strictest, flags and hooks are those of any of them (the first that has one)."""
    if not keys:
        return NO_POWERS
    if len(keys) == 1:
        return ABILITIES[keys[0]]
    parts = [ABILITIES[k] for k in keys]

    def first(name: str) -> Any:
        return next((getattr(p, name) for p in parts if getattr(p, name) is not None), None)

    def least(name: str) -> int:
        return min((getattr(p, name) for p in parts if getattr(p, name)), default=0)

    def merged(name: str) -> dict[str, Any]:
        hooks: dict[str, Any] = {}
        for part in reversed(parts):
            hooks.update(getattr(part, name))
        return hooks

    return Ability(
        "+".join(keys), ", ".join(p.clause for p in parts),
        roll_limit=first("roll_limit"),
        rerolls_locked=any(p.rerolls_locked for p in parts),
        on_turn_start=first("on_turn_start"), on_turn_end=first("on_turn_end"),
        on_arrows=first("on_arrows"), indian_cap=least("indian_cap"),
        swaps_bulls=any(p.swaps_bulls for p in parts),
        reach_bonus=sum(p.reach_bonus for p in parts),
        doubles_bull=any(p.doubles_bull for p in parts),
        on_hit=first("on_hit"), on_life_lost=first("on_life_lost"),
        on_damaged=first("on_damaged"), gatling_needs=least("gatling_needs"),
        gatling_immune=any(p.gatling_immune for p in parts),
        on_resolution=merged("on_resolution"), after_resolution=merged("after_resolution"),
        on_other_eliminated=first("on_other_eliminated"),
        after_roll=first("after_roll"), after_losses=first("after_losses"),
        gains_no_life=any(p.gains_no_life for p in parts),
        before_dynamite=first("before_dynamite"),
        prompts=tuple(q for p in parts for q in p.prompts),
    )


@dataclass(frozen=True, slots=True)
class Rules:
    """An expansion module's rules that belong to no face and no character (RULES.md
    Part G: tokens, piles, the dice of a turn, the Chief's Arrow, the turn order of the
    dead, a new victory), as hooks the turn calls at its named points; a content set
    carries at most one (``ContentSet.rules``), and sets of one module may share it (Old
    Saloon's three do: one state, ``DiceState.ext``).  A game plays each record once, in
    registration order (``DiceState.rules``).

    ``on_turn_start`` runs before the turn's own start; True means it set the step the
    turn goes on with (a dead player's reveal).  ``on_turn_end`` runs after the
    character's and may ask (True).  ``victory`` replaces RULES.md B7 while
    ``decides_victory`` says so.  ``setup_keys`` / ``player_keys`` are the keys of an
    exact position (docs/dice_setup.md) the module reads.

    The *point hooks* have one place in the turn and one module fills each (the game's
    ``DiceState.hooks`` holds them, merged: ``point_hooks``): ``before_roll(game,
    seat)`` before the first roll of each turn (G4.1: which dice he rolls; True when it
    asks), ``take_arrows``, ``shape_bulls`` and ``stand_in`` (described with their
    types), and ``public``, what of the module's state everybody sees (in every view's
    ``extra`` and in the digest)."""

    key: str
    clause: str
    setup: SetupHook | None = None
    on_turn_start: SeatHook | None = None
    on_turn_end: SeatHook | None = None
    next_turn: NextTurnHook | None = None
    on_eliminated: SeatHook | None = None
    decides_victory: Callable[[DiceState], bool] | None = None
    victory: VictoryHook | None = None
    role_public: SeatHook | None = None
    view: ViewHook | None = None
    #: ``turn_dice(game, seat)``: the dice ``seat``'s turn must roll, fixed (no Saloon
    #: die: G10-7, a zombie's three), or None when the module does not fix them.
    turn_dice: Callable[[DiceState, int], tuple[str, ...] | None] | None = None
    determinize: ShuffleHook | None = None
    state_dict: ViewHook | None = None
    setup_keys: frozenset[str] = frozenset()
    player_keys: frozenset[str] = frozenset()
    before_roll: SeatHook | None = None
    take_arrows: ArrowTaker | None = None
    shape_bulls: BatchShaper | None = None
    stand_in: StandInHook | None = None
    public: ModuleData | None = None


#: The point hooks of ``Rules`` (one module's function each).
POINT_HOOKS: tuple[str, ...] = ("before_roll", "take_arrows", "shape_bulls", "stand_in",
                                "public")
#: A game whose modules fill no point hook.
NO_HOOKS: Rules = Rules("", "")


def point_hooks(rules: tuple[Rules, ...]) -> Rules:
    """The point hooks of a game playing ``rules``, in one record (``DiceState.hooks``,
    read on the per-roll path): each from the first module that has it."""

    def first(name: str) -> Any:
        return next((getattr(r, name) for r in rules if getattr(r, name) is not None), None)

    if all(first(name) is None for name in POINT_HOOKS):
        return NO_HOOKS
    return Rules("+".join(r.key for r in rules), ", ".join(r.clause for r in rules),
                 before_roll=first("before_roll"), take_arrows=first("take_arrows"),
                 shape_bulls=first("shape_bulls"), stand_in=first("stand_in"),
                 public=first("public"))


class Plan:
    """The order of a turn's steps for one set of dice (RULES.md B5, later G8): the
    resolution steps of the faces on those dice, sorted by ``Resolution.order``.

    ``first`` starts the final resolution; ``follow[key]`` is the step after
    resolution ``key`` (the end of the turn after the last), ``after[key]`` the step
    that asks the active player's ``after_resolution`` hooks of ``key``;
    ``roll_first`` the first on-roll step of content, which a roll showing one of its
    faces goes to after the arrows (-1: none on these dice)."""

    __slots__ = ("after", "first", "follow", "keys", "roll_first")

    def __init__(self, keys: tuple[str, ...], first: int, follow: dict[str, int],
                 after: dict[str, int], roll_first: int) -> None:
        self.keys = keys
        self.first = first
        self.follow = follow
        self.after = after
        self.roll_first = roll_first


class SeatPattern(NamedTuple):
    """What depends only on which seats are alive: the distance table (RULES.md B5.3, the
    dead are not counted) and the legal answers already worked out for it."""

    dist: list[list[int]]
    legal: dict[int, tuple[Action, ...]]


_PATTERNS: dict[tuple[bool, ...], SeatPattern] = {}


def seat_pattern(alive: list[bool]) -> SeatPattern:
    """The shared record for this pattern of living seats, built once per pattern (at most
    2**8 per table size).  It is shared by every game and clone: never mutate ``dist``;
    ``legal`` only grows with entries that are a function of the pattern."""
    key = tuple(alive)
    found = _PATTERNS.get(key)
    if found is None:
        found = _PATTERNS[key] = SeatPattern(distance_table(alive), {})
    return found


#: Every field of a dice game, the protocol's own (``GameBase``) included.  They are slots:
#: a game has some fifty fields, more than an instance dictionary keeps compact, and slot
#: access keeps the per-decision path fast.  ``clone`` copies exactly these.
FIELDS: tuple[str, ...] = (
    # GameBase: decision bookkeeping and the record
    "seed", "decision", "history", "_legal", "_next_id", "_setup",
    # the table (RULES.md B2-B3, B5.1, B6), the dice rolled and the order of the steps
    "config", "n", "role", "char", "abilities", "powers", "routes", "reach_keys", "unlock",
    "life",
    "max_life", "arrows", "alive", "centre", "alive_count", "dist", "legal_cache", "turn",
    "table", "plan",
    # the turn in progress (B4-B5, B8)
    "dice", "dice_code", "roll", "rolls_used", "rolls_max", "roll_mask", "free_mask", "step",
    "after", "cursor", "targets_dice", "shots", "hits", "hit_index", "hit_points", "hit_lost",
    "batch_lost", "batch_source", "owed_arrows", "owed_paid", "double_used", "spent_beer",
    "beer_bonus", "removals_left", "dead_resolving", "turns_taken",
    # dice stream, stacked rolls, result and events
    "rng", "rng_shared", "forced", "winners", "log", "log_count", "_events",
    # expansion hook points (RULES.md Part G)
    "rules", "ext", "extra_dynamite", "lost", "cancelled", "extra_abilities",
    # expansion hook points (RULES.md Part G: Old Saloon)
    "hooks", "chief",
)


class DiceState(GameBase):
    """Fields of one dice game plus the automatic mechanics shared by every turn step."""

    __slots__ = FIELDS
    GAME: ClassVar[str] = "dice"

    config: DiceConfig
    n: int
    role: list[int]
    char: list[int]
    #: Each seat's abilities now (``seat_abilities``), and those merged into one record.
    #: Both are replaced, never mutated, so clones share them.
    abilities: tuple[tuple[str, ...], ...]
    powers: tuple[Ability, ...]
    #: Per seat, the step after each resolution step of the plan when he is the active
    #: player (his ``after_resolution`` hooks' steps, or the plan's next), and the part
    #: of the bull's-eye cache key his reach makes; derived like ``powers``.
    routes: tuple[dict[str, int], ...]
    reach_keys: tuple[int, ...]
    #: Per seat, the dice his ``rerolls_locked`` frees (all, or none).
    unlock: tuple[int, ...]
    life: list[int]
    max_life: list[int]
    arrows: list[int]
    alive: list[bool]
    centre: int
    alive_count: int
    #: Turns started so far (for ``DiceConfig.round_limit``).
    turns_taken: int
    dist: list[list[int]]
    legal_cache: dict[int, tuple[Action, ...]]
    turn: int
    #: The dice this turn rolls and the order of its steps for them.
    table: DiceSet
    plan: Plan
    dice: tuple[int, ...]
    dice_code: int
    roll: Outcome
    rolls_used: int
    rolls_max: int
    roll_mask: int
    free_mask: int
    step: int
    after: int
    cursor: int
    targets_dice: tuple[int, ...]
    shots: list[tuple[int, int, int]]
    hits: list[tuple[int, int, int]]
    hit_index: int
    hit_points: int
    hit_lost: bool
    batch_lost: list[int]
    batch_source: int
    #: Arrows the active player owes once the current batch is over (El Gringo), and
    #: whether he has paid some this turn.
    owed_arrows: int
    owed_paid: bool
    #: Whether a bull's eye was doubled this turn, and the BEER die it spent (-1: none).
    double_used: bool
    spent_beer: int
    #: Whether each BEER the active player drinks himself gives 2 this turn.
    beer_bonus: bool
    #: Arrow removals left to the active player after the Gatling (Kit Carlson).
    removals_left: int
    dead_resolving: bool
    rng: random.Random
    rng_shared: bool
    forced: list[int]
    winners: frozenset[int]
    log: deque[Event]
    #: Events ever added to ``log`` (which keeps the latest ``LOG_SIZE``): event ``i`` of
    #: the game is ``log[i - (log_count - len(log))]``, so a reader can keep its place.
    log_count: int
    _events: list[Event]
    # --- expansion hook points (RULES.md Part G) ---------------------------------------
    #: The rules of the game's modules (``Rules``), and each module's state by key.
    rules: tuple[Rules, ...]
    ext: dict[str, ModuleState]
    #: Per seat, Dynamite he counts beyond the faces showing (G7-3: a DYNAMITE-wound).
    extra_dynamite: list[int]
    #: Per seat, life points lost in the current turn (G9-4 Herb Hunter).
    lost: list[int]
    #: Dice of the final dice cancelled, once per symbol (G7-2: Duel Wound tokens); the
    #: bull's eyes and the Beer skip them.
    cancelled: tuple[int, ...]
    #: Per seat, abilities beyond his character's (G10-8), or None for none at all.
    extra_abilities: tuple[tuple[str, ...], ...] | None
    # --- expansion point hooks (RULES.md Part G: Old Saloon) ---------------------------
    #: The point hooks of ``rules``, merged (``point_hooks``; the module state is ``ext``).
    hooks: Rules
    #: Where the Indian Chief's Arrow is (G5): ``CHIEF_OUT`` (not in play), ``CHIEF_PILE``
    #: or the seat holding it.  ``arrows`` and ``centre`` count regular arrows only
    #: (G17-3: centre + regular arrows held = 9).
    chief: int

    def rand(self) -> random.Random:
        """The dice stream, copied first if a clone still shares it (clones share the
        stream until one of them rolls, which keeps ``clone()`` cheap)."""
        if self.rng_shared:
            self.rng = copy_rng(self.rng)
            self.rng_shared = False
        return self.rng

    def clone(self) -> Self:
        """An independent copy, hand-written so it stays cheap: every field of ``FIELDS``,
        lists copied, the dice stream shared until one of the two rolls (``rand``), tables
        shared (the distance table is replaced, never mutated)."""
        game = type(self)()
        game.seed = self.seed
        game.decision = self.decision
        game.history = self.history[:]
        game._legal = self._legal
        game._next_id = self._next_id
        game._setup = self._setup
        game.config = self.config
        game.n = self.n
        game.role = self.role[:]
        game.char = self.char[:]
        game.abilities = self.abilities
        game.powers = self.powers
        game.routes = self.routes
        game.reach_keys = self.reach_keys
        game.unlock = self.unlock
        game.life = self.life[:]
        game.max_life = self.max_life[:]
        game.arrows = self.arrows[:]
        game.alive = self.alive[:]
        game.centre = self.centre
        game.alive_count = self.alive_count
        game.turns_taken = self.turns_taken
        game.dist = self.dist
        game.legal_cache = self.legal_cache
        game.turn = self.turn
        game.table = self.table
        game.plan = self.plan
        game.dice = self.dice
        game.dice_code = self.dice_code
        game.roll = self.roll
        game.rolls_used = self.rolls_used
        game.rolls_max = self.rolls_max
        game.roll_mask = self.roll_mask
        game.free_mask = self.free_mask
        game.step = self.step
        game.after = self.after
        game.cursor = self.cursor
        game.targets_dice = self.targets_dice
        game.shots = self.shots[:]
        game.hits = self.hits[:]
        game.hit_index = self.hit_index
        game.hit_points = self.hit_points
        game.hit_lost = self.hit_lost
        game.batch_lost = self.batch_lost[:]
        game.batch_source = self.batch_source
        game.owed_arrows = self.owed_arrows
        game.owed_paid = self.owed_paid
        game.double_used = self.double_used
        game.spent_beer = self.spent_beer
        game.beer_bonus = self.beer_bonus
        game.removals_left = self.removals_left
        game.dead_resolving = self.dead_resolving
        game.rng = self.rng
        self.rng_shared = game.rng_shared = True
        game.forced = self.forced[:]
        game.winners = self.winners
        game.log = deque(self.log, LOG_SIZE)
        game.log_count = self.log_count
        game._events = []
        game.rules = self.rules
        game.ext = {k: v.clone() for k, v in self.ext.items()} if self.ext else self.ext
        game.extra_dynamite = self.extra_dynamite[:]
        game.lost = self.lost[:]
        game.cancelled = self.cancelled
        game.extra_abilities = self.extra_abilities
        game.hooks = self.hooks
        game.chief = self.chief
        return game

    # --- abilities -----------------------------------------------------------------
    def seat_abilities(self, seat: int) -> tuple[str, ...]:
        """The abilities ``seat`` has now: his character's (RULES.md B8).  The one place
        that decides it, so a character copying another or a rule suppressing abilities
        changes only this (and calls ``refresh_abilities``)."""
        own = CHARACTER_LIST[self.char[seat]].abilities
        extra = self.extra_abilities
        return own + extra[seat] if extra is not None and extra[seat] else own

    def refresh_abilities(self) -> None:
        """Work ``abilities`` and ``powers`` out again (after a change of character), and
        what follows from them."""
        self.abilities = tuple([self.seat_abilities(s) for s in range(self.n)])
        self.powers = tuple([merge_abilities(keys) for keys in self.abilities])
        self.reach_keys = tuple([(p.reach_bonus << 1 | p.swaps_bulls) << 7
                                 for p in self.powers])
        self.refresh_routes()

    def refresh_routes(self) -> None:
        """Each seat's ``routes`` and ``unlock`` for the current dice and his powers (again
        whenever ``table`` and ``plan`` change)."""
        self.unlock = tuple([self.table.all_mask if p.rerolls_locked else 0
                             for p in self.powers])
        plan = self.plan
        follow = plan.follow
        routes = []
        for powers in self.powers:
            route = follow
            if powers.after_resolution:
                hooked = {k: plan.after[k] for k in powers.after_resolution if k in plan.after}
                if hooked:
                    route = {**follow, **hooked}
            routes.append(route)
        self.routes = tuple(routes)

    def fixed_dice(self, seat: int) -> tuple[str, ...] | None:
        """The dice a module fixes for ``seat``'s turn (``Rules.turn_dice``: a zombie's
        three base dice, G10.3-5, G10-7), or None."""
        for rule in self.rules:
            if rule.turn_dice is not None:
                keys = rule.turn_dice(self, seat)
                if keys is not None:
                    return keys
        return None

    def has_ability(self, seat: int, key: str) -> bool:
        """Whether ``seat`` has the ability ``key`` now: the one question a rule asks
        about a character (never his name)."""
        return key in self.abilities[seat]

    # --- events and prompts --------------------------------------------------------
    def emit(self, kind: str, data: dict[str, Any]) -> None:
        """Record a public event; the driver adds the batch to the log at the end."""
        self._events.append(_new_tuple(Event, (kind, data, None)))

    def prompt(self, seat: int, kind: str, context: dict[str, Any],
               legal: tuple[Action, ...] | None = None) -> bool:
        """Ask ``seat`` a decision of ``kind`` (``GameBase._set_decision``, inlined: this
        runs once per decision), with its legal answers when already at hand.  Returns
        True, what a step returns when it waits for an answer."""
        self._next_id += 1
        self.decision = _new_tuple(Decision, (self._next_id, seat, kind, context))
        self._legal = legal
        return True

    def resolved(self, key: str) -> bool:
        """Resolution step ``key`` is done: on to the active player's hooks after it, or
        to the next step of the plan (RULES.md B5: the mandatory order).  Returns False
        (the turn goes on)."""
        self.step = self.routes[self.turn][key]
        return False

    # --- life ----------------------------------------------------------------------
    def gain_life(self, seat: int, amount: int) -> int:
        """``seat`` gains up to ``amount`` life, never above his maximum (RULES.md B5.4);
        returns what he gained."""
        before = self.life[seat]
        if self.powers[seat].gains_no_life:
            return 0  # G10.3-5: a zombie
        after = before + amount
        self.life[seat] = after if after < self.max_life[seat] else self.max_life[seat]
        return self.life[seat] - before

    def lose_point(self, target: int) -> bool:
        """One life point of the current damage batch lost (RULES.md B5.2, B5.3, B5.5:
        deaths wait for the whole batch); the target's ``on_life_lost`` hook may then ask
        something (Pedro Ramirez, B8).  True when it asked."""
        self.life[target] -= 1
        self.lost[target] += 1
        self.batch_lost[target] += 1
        self.hit_lost = True
        hook = self.powers[target].on_life_lost
        if hook is not None and self.life[target] > 0:
            return hook(self, target)
        return False

    # --- arrows and the Indians (RULES.md B5.1) -----------------------------------------------
    def take_arrows(self, seat: int, count: int) -> bool:
        """``seat`` takes ``count`` arrows one at a time; the last one brings the Indians.

        No event of its own: the roll (or El Gringo's event) that caused it says how many.

        RULES.md B5.1: arrows still owed after an attack come from the refilled pile.
        Returns True when an attack ended the game.
        """
        arrows = self.arrows
        if count < self.centre:
            # The pile cannot run out: all the arrows at once, no attack.
            arrows[seat] += count
            self.centre -= count
            return False
        while count > 0:
            count -= 1
            arrows[seat] += 1
            self.centre -= 1
            if self.centre == 0:
                self.indian_attack()
                if self.eliminate_dead(NOBODY):
                    return True
                if not self.alive[seat]:
                    break
        return False

    def indian_attack(self) -> None:
        """RULES.md B5.1: everyone loses a life per arrow held (at most a seat's
        ``indian_cap``: Jourdonnais 1, B8), then every arrow goes back to the centre.
        Caused by no player."""
        life = self.life
        arrows = self.arrows
        powers = self.powers
        losses = [0] * self.n
        for seat in range(self.n):
            held = arrows[seat]
            if held:
                cap = powers[seat].indian_cap
                loss = cap if cap and held > cap else held
                if loss > life[seat]:
                    loss = life[seat]
                life[seat] -= loss
                self.lost[seat] += loss
                losses[seat] = loss
                arrows[seat] = 0
        self.centre = TOTAL_ARROWS
        self.emit("indians", {"losses": losses})

    # --- elimination (RULES.md B6) and victory (B7, B2.1, B2.2) ---------------------------------
    def eliminate_dead(self, killer: int) -> bool:
        """Eliminate every living player at 0 life, all at once; True if the game ended.

        RULES.md B6: the dead reveal their roles and return their arrows; then each
        living seat's ``on_other_eliminated`` hook runs (Vulture Sam, B8: not for his own
        death in the same step).  B7: the victory check comes after the whole
        simultaneous step.  ``killer`` is the player whose dice caused the step, or
        ``NOBODY`` (B2.1 "by your own hand").
        """
        life = self.life
        if self.rules:
            # Expansion hook (G9-4): the active player's ability after a loss of life.
            after_losses = self.powers[self.turn].after_losses
            if after_losses is not None and self.alive[self.turn]:
                after_losses(self, self.turn)
        if life.count(0) == self.n - self.alive_count:
            return False  # the dead are the only seats at 0: nobody new to eliminate
        alive = self.alive
        dead = [s for s in range(self.n) if alive[s] and life[s] <= 0]
        arrows = self.arrows
        for seat in dead:
            alive[seat] = False
            life[seat] = 0
            self.centre += arrows[seat]
            arrows[seat] = 0
            if self.chief == seat:
                self.chief = CHIEF_PILE  # G5-3: elimination returns the Chief's Arrow
            self.emit("eliminated", {"seat": seat, "role": self.role_name(seat),
                                     "by": killer})
        self.alive_count -= len(dead)
        for rule in self.rules:
            # Expansion hook (G10.2-1, G7.3): what a module takes back from the dead.
            gone = rule.on_eliminated
            if gone is not None:
                for dead_seat in dead:
                    gone(self, dead_seat)
        self.rebuild_distances()
        powers = self.powers
        for seat in range(self.n):
            hook = powers[seat].on_other_eliminated
            if hook is not None and alive[seat]:
                hook(self, seat, dead)
        winners = self.victory(dead, killer)
        if winners is None:
            return False
        self.finish(winners)
        return True

    def victory(self, dead: list[int], killer: int) -> frozenset[int] | None:
        """RULES.md B7: the winning seats if the game ends after ``dead`` were
        eliminated, else None (B2.1 for 3 players)."""
        for rule in self.rules:
            # Expansion hook (G10.4): a module's victory replaces B7 while it says so.
            if rule.decides_victory is not None and rule.decides_victory(self):
                assert rule.victory is not None
                return rule.victory(self, dead, killer)
        alive = self.alive
        role = self.role
        living = [s for s in range(self.n) if alive[s]]
        if self.n == 3:
            return self.three_player_victory(dead, killer, living)
        sheriff_alive = any(role[s] == SHERIFF for s in living)
        if not sheriff_alive:
            # B7(a): a Renegade alone wins; otherwise the Outlaws, even if all dead (B2.2).
            if len(living) == 1 and role[living[0]] == RENEGADE:
                return frozenset(living)
            return frozenset(s for s in range(self.n) if role[s] == OUTLAW)
        if not any(role[s] in (OUTLAW, RENEGADE) for s in living):
            # B7(b): the Sheriff and all Deputies win, dead Deputies included (B6).
            return frozenset(s for s in range(self.n) if role[s] not in (OUTLAW, RENEGADE))
        return None

    def three_player_victory(self, dead: list[int], killer: int,
                             living: list[int]) -> frozenset[int] | None:
        """RULES.md B2.1: with all three alive, eliminating your own target by your own
        dice wins at once; otherwise the survivors duel and the last one standing wins.

        Ruling for a case B2.1 leaves open: if nobody is left standing the Outlaw wins,
        mirroring B7's "everyone dies at the same time".
        """
        was_alive = len(living) + len(dead)
        if was_alive == 3 and killer != NOBODY:
            target = THREE_PLAYER_TARGET[self.role[killer]]
            if any(self.role[s] == target for s in dead):
                return frozenset((killer,))
        if len(living) == 1:
            return frozenset(living)
        if not living:
            return frozenset(s for s in range(self.n) if self.role[s] == OUTLAW)
        return None

    def finish(self, winners: frozenset[int]) -> None:
        """End the game: no decision is pending any more and every role is public
        (RULES.md B7)."""
        self.winners = winners
        self.decision = None
        self._legal = None
        self.step = STEP_OVER
        self.emit("game_over", {"winners": sorted(winners),
                                "roles": [self.role_name(s) for s in range(self.n)]})

    # --- the Chief's Arrow (RULES.md G5) ----------------------------------------------
    def pile_tokens(self) -> int:
        """Tokens in the pile: the regular arrows, and the Chief's Arrow if it is there."""
        return self.centre + (self.chief == CHIEF_PILE)

    def empties_pile(self, chief: bool) -> bool:
        """G5-1: would taking this token (the Chief's Arrow, or a regular arrow) bring
        the Indians?  When the pile empties; with ``chief_arrow_attack_trigger=
        "last_regular"`` when the last regular arrow goes, the Chief's staying."""
        if chief:
            return self.centre == 0
        if self.centre != 1:
            return False
        return (self.chief != CHIEF_PILE
                or self.config.chief_arrow_attack_trigger == "last_regular")

    def arrow_worth(self, seat: int) -> int:
        """What ``seat``'s arrows count for (G5.1-3: the Chief's Arrow as two)."""
        return self.arrows[seat] + 2 * (self.chief == seat)

    # --- small helpers --------------------------------------------------------------------
    def role_name(self, seat: int) -> str:
        return ROLES[self.role[seat]]

    def rebuild_distances(self) -> None:
        """Distances only change on a death; the table is replaced, never mutated, so
        clones may share it (RULES.md B5.3: the dead are not counted)."""
        self.dist, self.legal_cache = seat_pattern(self.alive)


def explain_target(game: DiceState, action: Action) -> IllegalAction | None:
    """Why the seat an answer names cannot be its target: none such, or eliminated
    (RULES.md B6: the dead take no further part)."""
    target = action.target
    if not 0 <= target < game.n:
        return IllegalAction("no_such_seat", f"seats are 0..{game.n - 1}, not {target}")
    if not game.alive[target]:
        return IllegalAction("target_dead", f"seat {target} has been eliminated")
    return None
