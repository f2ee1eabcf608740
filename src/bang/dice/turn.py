"""The turn of RULES.md B4 and the resolution order of B5, as a small step machine.

Each step either sets the next step and returns False (an automatic step: a roll, the
arrows it brings, a damage batch without choices) or sets a player prompt and returns
True.  A prompt's answer updates the state and the machine resumes at the same or the
next step, so every step is safe to re-enter.  Character abilities of RULES.md B8 live
where their rule acts: each is a test on ``self.char[seat]`` at that point.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bang.core.errors import IllegalAction
from bang.core.protocol import Action, Decision, Event
from bang.core.seats import next_seat, others_clockwise, ring_distance
from bang.dice.data import (
    ALL_DICE,
    ARROW,
    BART_CASSIDY,
    BEER,
    BLACK_JACK,
    CALAMITY_JANET,
    DICE,
    EL_GRINGO,
    FACES,
    JESSE_JONES,
    KIT_CARLSON,
    LUCKY_DUKE,
    PAUL_REGRET,
    PEDRO_RAMIREZ,
    ROSE_DOOLAN,
    SID_KETCHUM,
    SLAB_THE_KILLER,
    SUZY_LAFAYETTE,
    TOTAL_ARROWS,
    TWO,
    WILLY_THE_KID,
)
from bang.dice.rolls import BITS, KEEP_BITS, MASK_DICE, OUTCOME_TABLE, SPREAD, outcome
from bang.dice.state import NOBODY, SOURCE_NAMES, SRC_DYNAMITE, SRC_GATLING, DiceState

# --- decision kinds ---------------------------------------------------------------------
ROLL = "roll"                    # B4.3: re-roll a subset of the dice, or stop
SHOOT = "shoot"                  # B5.3: where one bull's eye goes (Slab may double it)
BEER_PROMPT = "beer"             # B5.4: who drinks one Beer
SID = "sid_ketchum"              # B4.0 / B8: whom Sid heals at the start of his turn
BART = "bart_cassidy"            # B8: an arrow instead of a life point?
PEDRO = "pedro_ramirez"          # B8: discard an arrow after losing a life point?
KIT = "kit_carlson"              # B8: which arrow a Gatling die removes, or stop

#: Every decision kind the dice game asks, in the order a turn meets them.
DECISION_KINDS = (SID, ROLL, SHOOT, BART, PEDRO, BEER_PROMPT, KIT)

# --- precomputed actions (the hot path allocates none) -----------------------------------
MAX_SEATS = 8
STOP = Action("stop")
REROLL = tuple(Action("reroll", arg=mask) for mask in range(ALL_DICE + 1))
#: Legal answers to a roll prompt for each mask of re-rollable dice: stop, then subsets.
ROLL_OPTIONS: tuple[tuple[Action, ...], ...] = tuple(
    (STOP, *(REROLL[m] for m in range(1, ALL_DICE + 1) if m & ~free == 0))
    for free in range(ALL_DICE + 1))
_new_tuple = tuple.__new__
#: Characters whose bull's eyes reach differently (B8), for the shared target cache.
REACH_CLASS = tuple(1 if c == CALAMITY_JANET else 2 if c == ROSE_DOOLAN else 0
                    for c in range(16))
#: The dice before the first roll of a turn (no face showing).
NO_DICE = (-1,) * DICE
NO_ROLL = outcome(0)
#: The same options keyed by themselves, for constant-time look-ups of roll answers
#: (giving back the engine's own object, DESIGN.md §2).
ROLL_SETS: tuple[dict[Action, Action], ...] = tuple({a: a for a in o} for o in ROLL_OPTIONS)
SHOTS = tuple(tuple(Action("shoot", die, t) for t in range(MAX_SEATS)) for die in range(DICE))
DOUBLE_SHOTS = tuple(tuple(Action("shoot", die, t, 1) for t in range(MAX_SEATS))
                     for die in range(DICE))
BEERS = tuple(tuple(Action("beer", die, t) for t in range(MAX_SEATS)) for die in range(DICE))
HEALS = tuple(Action("heal", target=t) for t in range(MAX_SEATS))
REMOVALS = tuple(Action("remove", target=t) for t in range(MAX_SEATS))
TAKE_ARROW = Action("arrow")
LOSE_LIFE = Action("life")
DISCARD = Action("discard")
KEEP = Action("keep")
PASS = Action("pass")

#: Action kinds each decision kind accepts (for precise error messages).
ACCEPTS: dict[str, tuple[str, ...]] = {
    ROLL: ("reroll", "stop"), SHOOT: ("shoot",), BEER_PROMPT: ("beer",), SID: ("heal",),
    BART: ("arrow", "life"), PEDRO: ("discard", "keep"), KIT: ("remove", "pass"),
}

# --- steps -------------------------------------------------------------------------------
(STEP_TURN_START, STEP_ROLL, STEP_ROLL_PROMPT, STEP_RESOLVE, STEP_SHOOT, STEP_HITS,
 STEP_AFTER_DYNAMITE, STEP_AFTER_SHOTS, STEP_BEER_START, STEP_BEER, STEP_GATLING,
 STEP_AFTER_GATLING, STEP_KIT, STEP_END_TURN) = range(14)


class TurnEngine(DiceState):
    """RULES.md B4-B5 and B8: what happens between two prompts, and what a prompt allows."""

    # --- driving ------------------------------------------------------------------------
    def _apply_legal(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self._events = events
        self._answer(action)
        if self.config.auto_forced:
            self._advance()
        else:
            steps = _STEPS
            while not steps[self.step](self):
                pass
        self.log.extend(events)
        self.log_count += len(events)
        return events

    def _advance(self) -> None:
        """Run automatic steps to the next prompt or the end (DESIGN.md §2).

        With ``auto_forced`` a prompt with one legal answer is answered here; the answer
        is not recorded, since a replay with the same config answers it the same way.
        """
        steps = _STEPS
        auto = self.config.auto_forced
        while True:
            while not steps[self.step](self):
                pass
            if not auto or self.decision is None:
                return
            legal = self.legal_actions()
            if len(legal) != 1:
                return
            self._answer(legal[0])

    def _prompt(self, seat: int, kind: str, context: dict[str, Any]) -> bool:
        """``GameBase._set_decision``, inlined: this runs once per decision."""
        self._next_id += 1
        self.decision = _new_tuple(Decision, (self._next_id, seat, kind, context))
        self._legal = None
        return True

    def _active_gone(self) -> bool:
        """RULES.md B5.2 (revised): a dead active player resolves nothing further, unless
        the option lets 3 Dynamite's victim still resolve his dice."""
        return not self.alive[self.turn] and not self.dead_resolving

    # --- B4: the turn ------------------------------------------------------------------------
    def _step_turn_start(self) -> bool:
        """B4.0-1: reset the turn, Sid Ketchum's heal, then roll all five dice."""
        limit = self.config.round_limit
        if limit and self.turns_taken >= limit * self.n:
            # Not a rule: the configured end of a stalling game, a draw.
            self._emit("round_limit", {"rounds": limit})
            self._finish(frozenset())
            return True
        self.turns_taken += 1
        seat = self.turn
        char = self.char[seat]
        self.rolls_used = 0
        if char == LUCKY_DUKE:
            self.rolls_max = 5 if self.config.lucky_duke_five_rolls else 4
        else:
            self.rolls_max = 3
        self.dice = NO_DICE
        self.dice_code = 0
        self.roll = NO_ROLL
        self.slab_used = False
        self.spent_beer = -1
        self.gringo_paid = False
        self.gringo_owed = 0
        self.kit_left = 0
        self.dead_resolving = False
        self.roll_mask = ALL_DICE
        self.step = STEP_ROLL
        self._events.append(_new_tuple(Event, ("turn", {"seat": seat}, None)))
        if char == SID_KETCHUM:
            return self._prompt(seat, SID, {})
        return self._step_roll()

    def _step_roll(self) -> bool:
        """B4.1-4: roll the chosen dice; arrows at once (B5.1); then count Dynamite (B5.6-1)."""
        seat = self.turn
        mask = self.roll_mask
        forced = self.forced
        if forced:
            code = self.dice_code & KEEP_BITS[mask]
            owed = 0
            random = self.rand().random
            for die in MASK_DICE[mask]:
                face = forced.pop() if forced else int(random() * 6)
                code |= face << BITS * die
                if face == ARROW:
                    owed += 1
        else:
            # One draw picks the whole result of the rolled dice (6**k equally likely).
            spread = SPREAD[mask]
            rng = self.rand() if self.rng_shared else self.rng
            bits, owed = spread[int(rng.random() * len(spread))]
            code = self.dice_code & KEEP_BITS[mask] | bits
        self.dice_code = code
        info = OUTCOME_TABLE[code] or outcome(code)
        self.roll = info
        self.dice = info.faces
        self.rolls_used += 1
        self.free_mask = ALL_DICE if self.char[seat] == BLACK_JACK else info.free
        self._events.append(_new_tuple(Event, ("roll", {
            "seat": seat, "roll": self.rolls_used, "mask": mask, "dice": list(info.names)},
            None)))
        if owed:
            if self._take_arrows(seat, owed):
                return True
            if not self.alive[seat]:
                self.step = STEP_END_TURN
                return False
        if info.dynamite >= 3:
            # B5.2 and B8 (Black Jack): three Dynamite showing end the rolling, -1 life.
            self._emit("dynamite", {"seat": seat})
            self._start_hits([(seat, 1, SRC_DYNAMITE)], "dynamite", STEP_AFTER_DYNAMITE)
            return False
        if self.rolls_used < self.rolls_max:
            # The roll prompt, inlined with its legal answers (the most frequent decision).
            self.step = STEP_ROLL_PROMPT
            self._next_id += 1
            self.decision = _new_tuple(Decision, (
                self._next_id, seat, ROLL, {"rolls_left": self.rolls_max - self.rolls_used}))
            self._legal = ROLL_OPTIONS[self.free_mask]
            return True
        self.step = STEP_RESOLVE
        return False

    def _step_roll_prompt(self) -> bool:
        if self.rolls_used < self.rolls_max:
            self.step = STEP_ROLL_PROMPT
            return self._prompt(self.turn, ROLL, {"rolls_left": self.rolls_max - self.rolls_used})
        self.step = STEP_RESOLVE
        return False

    def _step_after_dynamite(self) -> bool:
        if self._eliminate_dead(NOBODY):
            return True
        if not self.alive[self.turn]:
            if not self.config.dynamite_resolve_even_if_dead:
                self.step = STEP_END_TURN
                return False
            self.dead_resolving = True
        self.step = STEP_RESOLVE
        return False

    # --- B5.3: bull's eyes -----------------------------------------------------------------
    def _step_resolve(self) -> bool:
        self.targets_dice = self.roll.bulls
        self.shots = []
        self.cursor = 0
        self.step = STEP_SHOOT
        return self._step_shoot()

    def _step_shoot(self) -> bool:
        """B5.3: assign every ONE and TWO, one die at a time; they apply together after."""
        if self.cursor < len(self.targets_dice):
            die = self.targets_dice[self.cursor]
            self._prompt(self.turn, SHOOT, {"die": die, "face": FACES[self.dice[die]]})
            self._legal = self._shoot_legal(die)
            return True
        if self.shots:
            self._start_hits(self.shots, "bulls_eye", STEP_AFTER_SHOTS)
        else:
            self.step = STEP_BEER_START
        return False

    def _reach(self, die: int) -> tuple[int, int]:
        """B5.3 and B8: the nearest and farthest distance a bull's eye die may hit.

        With 2-3 players alive a TWO counts as a ONE; Calamity Janet uses either face as
        the other; Rose Doolan reaches one seat farther.
        """
        two = self.dice[die] == TWO and self.alive_count > 3
        char = self.char[self.turn]
        if char == CALAMITY_JANET:
            return (1, 1) if self.alive_count <= 3 else (1, 2)
        if char == ROSE_DOOLAN:
            return (2, 3) if two else (1, 2)
        return (2, 2) if two else (1, 1)

    def _shoot_targets(self, die: int) -> list[int]:
        seat = self.turn
        near, far = self._reach(die)
        alive = self.alive
        if alive[seat]:
            row = self.dist[seat]
            return [t for t in range(self.n) if alive[t] and t != seat and near <= row[t] <= far]
        return [t for t in range(self.n)
                if alive[t] and near <= ring_distance(alive, seat, t) <= far]

    def _can_double(self) -> bool:
        """B8 Slab the Killer: once per turn, with a Beer die to spend."""
        return (self.char[self.turn] == SLAB_THE_KILLER and not self.slab_used
                and BEER in self.dice)

    def _answer_shoot(self, action: Action) -> None:
        points = 1
        if action.arg == 1:
            points = 2
            self.slab_used = True
            self.spent_beer = self.dice.index(BEER)
        self.shots.append((action.target, points, action.card))
        self.cursor += 1
        self._events.append(_new_tuple(Event, ("shoot", {
            "seat": self.turn, "die": action.card, "target": action.target, "points": points},
            None)))

    # --- damage batches (B5.2, B5.3, B5.5) with Bart Cassidy and Pedro Ramirez ---------------
    def _start_hits(self, hits: list[tuple[int, int, int]], source: str, after: int) -> None:
        self.hits = hits
        self.hit_index = 0
        self.hit_points = 0
        self.hit_lost = False
        self.batch_lost = [0] * self.n
        self.batch_source = ("bulls_eye", "gatling", "dynamite").index(source)
        self.after = after
        self.step = STEP_HITS

    def _step_hits(self) -> bool:
        """Apply a batch point by point; deaths wait for the whole batch (B5.3, B5.5, B7).

        Bart Cassidy is asked per point, only against dice damage and only while the
        centre holds 2 or more arrows (B8); a point that cannot change anything (he is
        already at 0) is no choice.  El Gringo's shooter owes one arrow per damaging die.
        """
        hits = self.hits
        life = self.life
        char = self.char
        while self.hit_index < len(hits):
            target, points, source = hits[self.hit_index]
            while self.hit_points < points:
                self.hit_points += 1
                if life[target] <= 0:
                    continue
                if (char[target] == BART_CASSIDY and source != SRC_DYNAMITE
                        and self.centre >= 2):
                    return self._prompt(target, BART, {"source": SOURCE_NAMES[source]})
                if self._lose_point(target):
                    return True
            if self.hit_lost and char[target] == EL_GRINGO and source != SRC_DYNAMITE:
                self.gringo_owed += 1
            self.hit_index += 1
            self.hit_points = 0
            self.hit_lost = False
        self._emit("damage", {"source": ("bulls_eye", "gatling", "dynamite")[self.batch_source],
                              "lost": self.batch_lost})
        self.step = self.after
        return False

    def _lose_point(self, target: int) -> bool:
        """One life point lost; Pedro Ramirez may then discard an arrow (B8)."""
        self.life[target] -= 1
        self.batch_lost[target] += 1
        self.hit_lost = True
        if (self.char[target] == PEDRO_RAMIREZ and self.arrows[target]
                and self.life[target] > 0):
            return self._prompt(target, PEDRO, {})
        return False

    def _answer_bart(self, action: Action) -> None:
        target = self.hits[self.hit_index][0]
        if action.kind == "arrow":
            self.arrows[target] += 1
            self.centre -= 1
            self._emit("bart_cassidy", {"seat": target})
        else:
            self._lose_point(target)

    def _answer_pedro(self, action: Action) -> None:
        if action.kind == "discard":
            seat = self.hits[self.hit_index][0]
            self.arrows[seat] -= 1
            self.centre += 1
            self._emit("pedro_ramirez", {"seat": seat})

    def _pay_el_gringo(self) -> bool:
        """B8 El Gringo: the shooter takes an arrow per damaging die (or one per turn with
        ``el_gringo_one_arrow_per_turn``); the last arrow brings the Indians."""
        owed = self.gringo_owed
        self.gringo_owed = 0
        if not owed or not self.alive[self.turn]:
            return False
        if self.config.el_gringo_one_arrow_per_turn:
            if self.gringo_paid:
                return False
            owed = 1
        self.gringo_paid = True
        self._emit("el_gringo", {"seat": self.turn, "arrows": owed})
        return self._take_arrows(self.turn, owed)

    def _step_after_shots(self) -> bool:
        if self._eliminate_dead(self.turn) or self._pay_el_gringo():
            return True
        self.step = STEP_END_TURN if self._active_gone() else STEP_BEER_START
        return False

    # --- B5.4: beer ----------------------------------------------------------------------------
    def _step_beer_start(self) -> bool:
        """B8 Jesse Jones: "4 life or less" is judged once, as the Beer step begins."""
        seat = self.turn
        beers = self.roll.beers
        if self.spent_beer >= 0:
            beers = tuple(d for d in beers if d != self.spent_beer)
        self.targets_dice = beers
        self.cursor = 0
        self.jesse_bonus = self.char[seat] == JESSE_JONES and self.life[seat] <= 4
        self.step = STEP_BEER
        return self._step_beer()

    def _step_beer(self) -> bool:
        if self.cursor < len(self.targets_dice):
            die = self.targets_dice[self.cursor]
            self._prompt(self.turn, BEER_PROMPT, {"die": die})
            self._legal = self._beer_legal(die)
            return True
        self.step = STEP_GATLING
        return self._step_gatling()

    def _answer_beer(self, action: Action) -> None:
        """B5.4: +1 life to a living player, never above his maximum."""
        target = action.target
        gain = 2 if self.jesse_bonus and target == self.turn else 1
        before = self.life[target]
        self.life[target] = min(self.max_life[target], before + gain)
        self.cursor += 1
        self._events.append(_new_tuple(Event, ("beer", {
            "seat": self.turn, "die": action.card, "target": target,
            "gained": self.life[target] - before}, None)))

    # --- B5.5: gatling, then Kit Carlson ----------------------------------------------------------
    def _step_gatling(self) -> bool:
        """B5.5: 3 Gatling (Willy the Kid 2) fire once: every other player loses 1 life
        (not Paul Regret) and the shooter returns his arrows first (B8 El Gringo order)."""
        seat = self.turn
        count = self.roll.gatlings
        self.kit_left = count if self.char[seat] == KIT_CARLSON else 0
        if count >= (2 if self.char[seat] == WILLY_THE_KID else 3):
            self.centre += self.arrows[seat]
            self.arrows[seat] = 0
            self._emit("gatling", {"seat": seat})
            char = self.char
            hits = [(t, 1, SRC_GATLING) for t in others_clockwise(self.alive, seat)
                    if char[t] != PAUL_REGRET]
            self._start_hits(hits, "gatling", STEP_AFTER_GATLING)
            return False
        self.step = STEP_KIT
        return self._step_kit()

    def _step_after_gatling(self) -> bool:
        if self._eliminate_dead(self.turn) or self._pay_el_gringo():
            return True
        self.step = STEP_END_TURN if self._active_gone() else STEP_KIT
        return False

    def _step_kit(self) -> bool:
        """B8 Kit Carlson (B5.6-2): one arrow removed per Gatling die, after the Gatling."""
        if self.kit_left > 0 and self.centre < TOTAL_ARROWS:
            return self._prompt(self.turn, KIT, {"left": self.kit_left})
        self.step = STEP_END_TURN
        return self._step_end_turn()

    def _answer_kit(self, action: Action) -> None:
        if action.kind == "pass":
            self.kit_left = 0
            return
        self.arrows[action.target] -= 1
        self.centre += 1
        self.kit_left -= 1
        self._emit("kit_carlson", {"seat": self.turn, "target": action.target})

    # --- B4.6: end of turn ----------------------------------------------------------------------
    def _step_end_turn(self) -> bool:
        """B8 Suzy Lafayette checks the final dice; then the dice pass left (B4.6)."""
        seat = self.turn
        if self.alive[seat] and self.char[seat] == SUZY_LAFAYETTE and not self.roll.bulls:
            before = self.life[seat]
            self.life[seat] = min(self.max_life[seat], before + 2)
            self._emit("suzy_lafayette", {"seat": seat, "gained": self.life[seat] - before})
        self.turn = next_seat(self.alive, seat)
        self.step = STEP_TURN_START
        return self._step_turn_start()

    def _step_over(self) -> bool:
        return True

    # --- answers ----------------------------------------------------------------------------
    def _answer(self, action: Action) -> None:
        decision = self.decision
        assert decision is not None
        kind = decision.kind
        if kind == ROLL:
            if action.kind == "stop":
                self.step = STEP_RESOLVE
            else:
                self.roll_mask = action.arg
                self.step = STEP_ROLL
        elif kind == SHOOT:
            self._answer_shoot(action)
        elif kind == BEER_PROMPT:
            self._answer_beer(action)
        elif kind == BART:
            self._answer_bart(action)
        elif kind == PEDRO:
            self._answer_pedro(action)
        elif kind == KIT:
            self._answer_kit(action)
        else:
            target = action.target
            before = self.life[target]
            self.life[target] = min(self.max_life[target], before + 1)
            self._emit("sid_ketchum", {"seat": self.turn, "target": target,
                                       "gained": self.life[target] - before})

    # --- legality -------------------------------------------------------------------------------
    def _canonical(self, action: Action) -> Action | None:
        decision = self.decision
        if decision is not None and decision.kind == ROLL:
            try:
                return ROLL_SETS[self.free_mask].get(action)
            except TypeError:  # an unhashable field: certainly not a legal answer
                return None
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        try:
            return legal[legal.index(action)]
        except ValueError:
            return None

    def _compute_legal(self) -> tuple[Action, ...]:
        decision = self.decision
        assert decision is not None
        kind = decision.kind
        if kind == ROLL:
            return ROLL_OPTIONS[self.free_mask]
        if kind == SHOOT:
            return self._shoot_legal(self.targets_dice[self.cursor])
        if kind == BEER_PROMPT:
            return self._beer_legal(self.targets_dice[self.cursor])
        if kind == BART:
            return (TAKE_ARROW, LOSE_LIFE)
        if kind == PEDRO:
            return (DISCARD, KEEP)
        if kind == KIT:
            arrows = self.arrows
            return (*(REMOVALS[t] for t in range(self.n) if arrows[t]), PASS)
        alive = self.alive
        return tuple([HEALS[t] for t in range(self.n) if alive[t]])

    def _shoot_legal(self, die: int) -> tuple[Action, ...]:
        """B5.3: the seats die ``die`` can hit; Slab the Killer may also double it (B8)."""
        turn = self.turn
        char = self.char[turn]
        if char != SLAB_THE_KILLER or not self._can_double():
            # Who a die can reach depends on its face, the shooter, his reach (B8) and who
            # is alive; the cache belongs to the pattern of living seats.
            key = ((die << 6) | (turn << 3) | ((self.dice[die] == TWO) << 2)
                   | REACH_CLASS[char])
            legal = self.legal_cache.get(key)
            if legal is None:
                shots = SHOTS[die]
                legal = self.legal_cache[key] = tuple(
                    [shots[t] for t in self._shoot_targets(die)])
            return legal
        doubles = DOUBLE_SHOTS[die]
        shots = SHOTS[die]
        options: list[Action] = []
        for t in self._shoot_targets(die):
            options.append(shots[t])
            options.append(doubles[t])
        return tuple(options)

    def _beer_legal(self, die: int) -> tuple[Action, ...]:
        """B5.4: any living player may drink."""
        key = -1 - die
        legal = self.legal_cache.get(key)
        if legal is None:
            beers = BEERS[die]
            alive = self.alive
            legal = self.legal_cache[key] = tuple([beers[t] for t in range(self.n) if alive[t]])
        return legal

    def _explain_illegal(self, action: Action) -> IllegalAction:
        """Say precisely why ``action`` is not among the legal answers (DESIGN.md §2)."""
        decision = self.decision
        assert decision is not None
        kind = decision.kind
        accepted = ACCEPTS[kind]
        if action.kind not in accepted:
            if action.kind in ("reroll", "stop") and kind != ROLL:
                return IllegalAction("no_rolls_left",
                                     "the dice are final: no roll is pending (RULES.md B4.3)")
            return IllegalAction(
                "wrong_kind",
                f"a {kind} decision takes {' or '.join(accepted)}, not {action.kind}")
        if action.kind == "reroll":
            mask = action.arg
            if not 1 <= mask <= ALL_DICE:
                return IllegalAction("bad_mask",
                                     f"re-roll mask must be 1..{ALL_DICE}, not {mask}")
            if mask & ~self.free_mask:
                return IllegalAction("dynamite_locked",
                                     "Dynamite dice cannot be re-rolled (RULES.md B4.3)")
        if action.kind in ("shoot", "beer"):
            die = self.targets_dice[self.cursor]
            if not 0 <= action.card < DICE:
                return IllegalAction("die_out_of_range",
                                     f"dice are 0..{DICE - 1}, not {action.card}")
            if action.card != die:
                return IllegalAction("wrong_die", f"die {die} is being resolved, not {action.card}")
        if action.kind in ("shoot", "beer", "heal", "remove"):
            target = action.target
            if not 0 <= target < self.n:
                return IllegalAction("no_such_seat", f"seats are 0..{self.n - 1}, not {target}")
            if not self.alive[target]:
                return IllegalAction("target_dead", f"seat {target} has been eliminated")
            if action.kind == "shoot":
                if target == self.turn:
                    return IllegalAction("self_target", "a bull's eye hits another player")
                if action.arg not in (-1, 1):
                    return IllegalAction("bad_arg", "shoot takes x1 (Slab's double) or nothing")
                if action.arg == 1 and not self._can_double():
                    return IllegalAction("no_double",
                                         "only Slab the Killer, once a turn, with a Beer die")
                near, far = self._reach(action.card)
                return IllegalAction(
                    "out_of_range",
                    f"die {action.card} reaches seats at distance {near}-{far} (RULES.md B5.3)")
            if action.kind == "remove":
                return IllegalAction("no_arrows", f"seat {target} holds no arrow")
        return IllegalAction("illegal", f"{action.format()} is not a legal answer now")


_STEPS: tuple[Callable[[TurnEngine], bool], ...] = (
    TurnEngine._step_turn_start, TurnEngine._step_roll, TurnEngine._step_roll_prompt,
    TurnEngine._step_resolve, TurnEngine._step_shoot, TurnEngine._step_hits,
    TurnEngine._step_after_dynamite, TurnEngine._step_after_shots,
    TurnEngine._step_beer_start, TurnEngine._step_beer, TurnEngine._step_gatling,
    TurnEngine._step_after_gatling, TurnEngine._step_kit, TurnEngine._step_end_turn,
    TurnEngine._step_over,
)
