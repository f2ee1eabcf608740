"""The final dice of RULES.md B5: the bull's eyes (B5.3), the damage batches they, the
Gatling and the Dynamite start, the Beer (B5.4) and the Gatling (B5.5), as steps of the
turn's machine (``bang.dice.turn``), and the prompts they ask (``shoot``, ``beer``).

Which of these steps a turn runs, and in which order, is the ``Plan`` of its dice (the
faces' ``resolution``, sorted by ``Resolution.order``); each step ends with
``DiceState.resolved(key)``.  Abilities act through ``powers`` at the named points:
reach (``swaps_bulls``, ``reach_bonus``), ``doubles_bull``, the damage hooks
(``on_hit``, ``on_life_lost``, ``on_damaged``), ``gatling_needs``, ``gatling_immune``,
and each step's ``on_resolution`` / ``after_resolution`` hooks.
"""

from __future__ import annotations

from bang.core.errors import IllegalAction
from bang.core.protocol import Action, Event
from bang.core.seats import others_clockwise, ring_distance
from bang.dice.rolls import BEER_STEP, BULLS_STEP, GATLING_STEP, MAX_DICE
from bang.dice.state import (
    CHIEF_PILE,
    DIE_SOURCE,
    HIT_SOURCES,
    NOBODY,
    SRC_GATLING,
    STEP_AFTER_GATLING,
    STEP_AFTER_SHOTS,
    STEP_BEER,
    STEP_END_TURN,
    STEP_HITS,
    STEP_SHOOT,
    UNCAUSED,
    DiceState,
    Prompt,
    StepFn,
    explain_target,
)

_new_tuple = tuple.__new__

#: B5.3: where one bull's eye goes (Slab the Killer may double it).
SHOOT = "shoot"
#: B5.4: who drinks one Beer.
BEER_PROMPT = "beer"

#: What started a damage batch (``DiceState.batch_source``), as events name it.
BATCHES = ("bulls_eye", "gatling", "dynamite",
           # expansion batches (RULES.md Part G): Old Saloon's BULLET and Indian attack
           "bullet", "indians",
           # Undead or Alive's lost duel
           "duel")
(BULLS_BATCH, GATLING_BATCH, DYNAMITE_BATCH, BULLET_BATCH, INDIANS_BATCH,
 DUEL_BATCH) = range(6)
#: B5.5: GATLING symbols that fire the Gatling.
GATLING_NEEDS = 3

# --- precomputed actions (the hot path allocates none) -----------------------------------
MAX_SEATS = 8
SHOTS = tuple(tuple(Action("shoot", die, t) for t in range(MAX_SEATS))
              for die in range(MAX_DICE))
DOUBLE_SHOTS = tuple(tuple(Action("shoot", die, t, 1) for t in range(MAX_SEATS))
                     for die in range(MAX_DICE))
BEERS = tuple(tuple(Action("beer", die, t) for t in range(MAX_SEATS))
              for die in range(MAX_DICE))


def active_gone(game: DiceState) -> bool:
    """RULES.md B5.2 (revised): a dead active player resolves nothing further, unless
    the option lets 3 Dynamite's victim still resolve his dice."""
    return not game.alive[game.turn] and not game.dead_resolving


# --- B5.3: bull's eyes -----------------------------------------------------------------
def step_bulls(game: DiceState) -> bool:
    """RULES.md B5.3: the bull's-eye step begins (its ``on_resolution`` hooks), every ONE
    and TWO symbol to assign."""
    game.targets_dice = game.roll.bulls
    if game.cancelled:
        game.targets_dice = uncancelled(game.targets_dice, game.cancelled)
    game.shots = []
    game.cursor = 0
    game.step = STEP_SHOOT
    if game.powers[game.turn].on_resolution:
        begin(game, BULLS_STEP)
    return step_shoot(game)


def step_shoot(game: DiceState) -> bool:
    """RULES.md B5.3: assign every ONE and TWO, one symbol at a time; they apply together
    after."""
    if game.cursor < len(game.targets_dice):
        die = game.targets_dice[game.cursor]
        return game.prompt(game.turn, SHOOT,
                           {"die": die, "face": game.table.names[game.dice[die]]},
                           shoot_legal(game, die))
    if game.shots:
        shots = game.shots
        shape = game.hooks.shape_bulls
        if shape is not None:
            # Expansion hook (G2.4, G6-3): one die's hits on a player are one event.
            shots = shape(game, shots)
        start_hits(game, shots, BULLS_BATCH, STEP_AFTER_SHOTS)
        return False
    game.step = game.routes[game.turn][BULLS_STEP]  # DiceState.resolved, inlined
    return False


def uncancelled(dice: tuple[int, ...], cancelled: tuple[int, ...]) -> tuple[int, ...]:
    """``dice`` (a die once per symbol) without the symbols ``cancelled`` names, one
    occurrence each (RULES.md G7-2: a Duel Wound token cancels one symbol, half of a
    double face)."""
    left = list(dice)
    for die in cancelled:
        if die in left:
            left.remove(die)
    return tuple(left)


def reach(game: DiceState, die: int) -> tuple[int, int]:
    """RULES.md B5.3 and B8: the nearest and farthest distance a bull's eye die may hit.

    With 2-3 players alive a TWO counts as a ONE; ``swaps_bulls`` (Calamity Janet) uses
    either face as the other; ``reach_bonus`` (Rose Doolan) reaches farther.
    """
    two = game.roll.twos >> die & 1 and game.alive_count > 3
    powers = game.powers[game.turn]
    if powers.swaps_bulls:
        near, far = 1, 2 if game.alive_count > 3 else 1
    else:
        near = far = 2 if two else 1
    return near, far + powers.reach_bonus


def shoot_targets(game: DiceState, die: int) -> list[int]:
    """RULES.md B5.3: the living seats at a distance die ``die`` reaches (the dead are
    not counted; a dead active player resolving his dice counts from his seat)."""
    seat = game.turn
    near, far = reach(game, die)
    alive = game.alive
    if alive[seat]:
        row = game.dist[seat]
        return [t for t in range(game.n) if alive[t] and t != seat and near <= row[t] <= far]
    return [t for t in range(game.n)
            if alive[t] and near <= ring_distance(alive, seat, t) <= far]


def can_double(game: DiceState) -> bool:
    """RULES.md B8 Slab the Killer (``doubles_bull``): once per turn, with a BEER die to
    spend."""
    return (game.powers[game.turn].doubles_bull and not game.double_used
            and bool(game.roll.beers))


def shoot_legal(game: DiceState, die: int) -> tuple[Action, ...]:
    """RULES.md B5.3: the seats die ``die`` can hit; with ``doubles_bull`` (Slab the
    Killer, B8) each also doubled."""
    turn = game.turn
    powers = game.powers[turn]
    if not powers.doubles_bull or not can_double(game):
        # Who a die can reach depends on its face, the shooter, his reach (B8) and who
        # is alive; the cache belongs to the pattern of living seats.
        key = game.reach_keys[turn] | die << 4 | turn << 1 | (game.roll.twos >> die & 1)
        legal = game.legal_cache.get(key)
        if legal is None:
            shots = SHOTS[die]
            legal = game.legal_cache[key] = tuple([shots[t] for t in shoot_targets(game, die)])
        return legal
    doubles = DOUBLE_SHOTS[die]
    shots = SHOTS[die]
    options: list[Action] = []
    for t in shoot_targets(game, die):
        options.append(shots[t])
        options.append(doubles[t])
    return tuple(options)


def legal_shoot(game: DiceState) -> tuple[Action, ...]:
    """RULES.md B5.3: where the bull's eye being assigned may go."""
    return shoot_legal(game, game.targets_dice[game.cursor])


def answer_shoot(game: DiceState, action: Action) -> None:
    """RULES.md B5.3: one bull's eye assigned (applied with the others once all are);
    doubled, it costs 2 and spends a BEER die (B8 Slab the Killer)."""
    points = 1
    if action.arg == 1:
        points = 2
        game.double_used = True
        game.spent_beer = game.roll.beers[0]
    game.shots.append((action.target, points, DIE_SOURCE[action.card]))
    game.cursor += 1
    game._events.append(_new_tuple(Event, ("shoot", {
        "seat": game.turn, "die": action.card, "target": action.target, "points": points},
        None)))


def explain_die(game: DiceState, action: Action) -> IllegalAction | None:
    """RULES.md B4.5: the die being resolved is the one to answer for."""
    die = game.targets_dice[game.cursor]
    if not 0 <= action.card < game.table.n:
        return IllegalAction("die_out_of_range",
                             f"dice are 0..{game.table.n - 1}, not {action.card}")
    if action.card != die:
        return IllegalAction("wrong_die", f"die {die} is being resolved, not {action.card}")
    return None


def explain_shoot(game: DiceState, action: Action) -> IllegalAction | None:
    """RULES.md B5.3 and B8: a bull's eye hits another living player in its reach, and
    only Slab the Killer doubles one."""
    reason = explain_die(game, action) or explain_target(game, action)
    if reason is not None:
        return reason
    if action.target == game.turn:
        return IllegalAction("self_target", "a bull's eye hits another player")
    if action.arg not in (-1, 1):
        return IllegalAction("bad_arg", "shoot takes x1 (a doubled bull's eye) or nothing")
    if action.arg == 1 and not can_double(game):
        return IllegalAction("no_double", "doubling a bull's eye takes the ability to, once a"
                             " turn, and a Beer die to spend (RULES.md B8)")
    near, far = reach(game, action.card)
    return IllegalAction(
        "out_of_range",
        f"die {action.card} reaches seats at distance {near}-{far} (RULES.md B5.3)")


# --- damage batches (B5.2, B5.3, B5.5) -----------------------------------------------------
def start_hits(game: DiceState, hits: list[tuple[int, int, int]], batch: int,
               after: int) -> None:
    """A batch of ``(target, points, source)`` hits to apply point by point, then the
    step ``after`` (RULES.md B5.3, B5.5: deaths wait for the whole batch)."""
    game.hits = hits
    game.hit_index = 0
    game.hit_points = 0
    game.hit_lost = False
    game.batch_lost = [0] * game.n
    game.batch_source = batch
    game.after = after
    game.step = STEP_HITS


def step_hits(game: DiceState) -> bool:
    """Apply a batch point by point; deaths wait for the whole batch (B5.3, B5.5, B7).

    Damage a player causes (not the Dynamite's, B5.2) calls the target's ``on_hit``
    before each point (Bart Cassidy may take an arrow instead) and ``on_damaged`` once a
    source's hits cost him life (El Gringo); a point that cannot change anything (he is
    already at 0) is no choice.
    """
    hits = game.hits
    life = game.life
    powers = game.powers
    stand_in = game.hooks.stand_in
    while game.hit_index < len(hits):
        target, points, source = hits[game.hit_index]
        if stand_in is not None and game.hit_points == 0 and stand_in(game, target, points,
                                                                       source):
            # Expansion hook (G6-5): another player may lose this in the target's place.
            return True
        caused = source not in UNCAUSED
        while game.hit_points < points:
            game.hit_points += 1
            if life[target] <= 0:
                continue
            hook = powers[target].on_hit
            if hook is not None and source in HIT_SOURCES and hook(game, target, source):
                return True
            if game.lose_point(target):
                return True
        damaged = powers[target].on_damaged
        if damaged is not None and game.hit_lost and caused:
            damaged(game, target, source)
        game.hit_index += 1
        game.hit_points = 0
        game.hit_lost = False
    game.emit("damage", {"source": BATCHES[game.batch_source], "lost": game.batch_lost})
    game.step = game.after
    return False


def pay_owed_arrows(game: DiceState, then: int = STEP_END_TURN) -> bool:
    """RULES.md B8 El Gringo: after a batch, the shooter takes the arrows its victims'
    ``on_damaged`` made him owe (with ``el_gringo_one_arrow_per_turn`` one per turn);
    the last arrow brings the Indians.  True when that ended the game."""
    owed = game.owed_arrows
    game.owed_arrows = 0
    if not owed or not game.alive[game.turn]:
        return False
    if game.config.el_gringo_one_arrow_per_turn:
        if game.owed_paid:
            return False
        owed = 1
    game.owed_paid = True
    game.emit("el_gringo", {"seat": game.turn, "arrows": owed})
    take = game.hooks.take_arrows
    if take is not None:
        # Expansion hook (G5-6): a module takes the arrows, and goes on at ``then``.
        return take(game, game.turn, owed, then, False)
    return game.take_arrows(game.turn, owed)


def step_after_dynamite(game: DiceState) -> bool:
    """RULES.md B5.2: after 3 Dynamite's loss, the dead are eliminated; a dead active
    player resolves nothing further (revised printing) unless
    ``dynamite_resolve_even_if_dead``; then the final dice."""
    if game.eliminate_dead(NOBODY):
        return True
    if not game.alive[game.turn]:
        if not game.config.dynamite_resolve_even_if_dead:
            game.step = STEP_END_TURN
            return False
        game.dead_resolving = True
    else:
        # Expansion hook (G9-2): an ability after a roll the Dynamite ended (Chuck
        # Wengam); its answer comes back to this step.
        after_roll = game.powers[game.turn].after_roll
        if after_roll is not None and after_roll(game, game.turn):
            return True
    game.step = game.plan.first
    return False


def after_batch(game: DiceState, key: str) -> bool:
    """RULES.md B6-B7: a batch's dead are eliminated together (caused by the active
    player), then he takes the arrows he owes; the turn goes on with what follows step
    ``key``, unless he died."""
    if game.eliminate_dead(game.turn):
        return True
    if game.hooks.take_arrows is not None:
        # Expansion hook (G5-6): a module's arrows set the step they go on with.
        game.step = STEP_END_TURN if active_gone(game) else game.routes[game.turn][key]
        return pay_owed_arrows(game, game.step)
    if pay_owed_arrows(game):
        return True
    if active_gone(game):
        game.step = STEP_END_TURN
        return False
    game.step = game.routes[game.turn][key]  # DiceState.resolved, inlined
    return False


def step_after_shots(game: DiceState) -> bool:
    """RULES.md B5.3: after the bull's eyes' batch (``after_batch``)."""
    return after_batch(game, BULLS_STEP)


# --- B5.4: beer ----------------------------------------------------------------------------
def step_beer_start(game: DiceState) -> bool:
    """RULES.md B5.4: the Beer step begins (its ``on_resolution`` hooks: Jesse Jones
    judges "4 life or less" once, now); a BEER die spent by Slab heals nobody."""
    beers = game.roll.beers
    if game.cancelled:
        beers = uncancelled(beers, game.cancelled)
    if game.spent_beer >= 0:
        beers = tuple(d for d in beers if d != game.spent_beer)
    game.targets_dice = beers
    game.cursor = 0
    game.beer_bonus = False
    game.step = STEP_BEER
    if game.powers[game.turn].on_resolution:
        begin(game, BEER_STEP)
    return step_beer(game)


def step_beer(game: DiceState) -> bool:
    """RULES.md B5.4: one prompt per BEER symbol, in die order."""
    if game.cursor < len(game.targets_dice):
        die = game.targets_dice[game.cursor]
        return game.prompt(game.turn, BEER_PROMPT, {"die": die}, beer_legal(game, die))
    game.step = game.routes[game.turn][BEER_STEP]  # DiceState.resolved, inlined
    return False


def beer_legal(game: DiceState, die: int) -> tuple[Action, ...]:
    """RULES.md B5.4: any living player may drink."""
    key = -1 - die
    legal = game.legal_cache.get(key)
    if legal is None:
        beers = BEERS[die]
        alive = game.alive
        legal = game.legal_cache[key] = tuple([beers[t] for t in range(game.n) if alive[t]])
    return legal


def legal_beer(game: DiceState) -> tuple[Action, ...]:
    """RULES.md B5.4: who may drink the Beer being resolved."""
    return beer_legal(game, game.targets_dice[game.cursor])


def answer_beer(game: DiceState, action: Action) -> None:
    """RULES.md B5.4: +1 life to a living player, never above his maximum (+2 on the
    active player himself with ``beer_bonus``: Jesse Jones)."""
    target = action.target
    life = game.life
    before = life[target]
    after = before + (2 if game.beer_bonus and target == game.turn else 1)
    top = before if game.powers[target].gains_no_life else game.max_life[target]  # G10.3
    life[target] = after if after < top else top
    gained = life[target] - before
    game.cursor += 1
    game._events.append(_new_tuple(Event, ("beer", {
        "seat": game.turn, "die": action.card, "target": target, "gained": gained}, None)))


def explain_beer(game: DiceState, action: Action) -> IllegalAction | None:
    """RULES.md B5.4: the Beer being resolved, on a living player."""
    return explain_die(game, action) or explain_target(game, action)


# --- B5.5: gatling --------------------------------------------------------------------------
def step_gatling(game: DiceState) -> bool:
    """RULES.md B5.5: 3 GATLING symbols (``gatling_needs``: Willy the Kid 2) fire once:
    every other player loses 1 life (not the ``gatling_immune``: Paul Regret) and the
    shooter returns his arrows first (B8 El Gringo order)."""
    seat = game.turn
    if game.powers[game.turn].on_resolution:
        begin(game, GATLING_STEP)
    powers = game.powers
    needs = powers[seat].gatling_needs or GATLING_NEEDS
    if game.roll.gatlings >= needs:
        game.centre += game.arrows[seat]
        game.arrows[seat] = 0
        if game.chief == seat:
            game.chief = CHIEF_PILE  # G5-3: the Gatling returns the Chief's Arrow too
        game.emit("gatling", {"seat": seat})
        hits = [(t, 1, SRC_GATLING) for t in others_clockwise(game.alive, seat)
                if not powers[t].gatling_immune]
        start_hits(game, hits, GATLING_BATCH, STEP_AFTER_GATLING)
        return False
    game.step = game.routes[game.turn][GATLING_STEP]  # DiceState.resolved, inlined
    return False


def step_after_gatling(game: DiceState) -> bool:
    """RULES.md B5.5: after the Gatling's batch (``after_batch``)."""
    return after_batch(game, GATLING_STEP)


# --- around every resolution step ----------------------------------------------------------
def begin(game: DiceState, key: str) -> None:
    """The active player's ``on_resolution`` hook of step ``key``, as it begins (RULES.md
    B8: Jesse Jones judges his life as the Beer step begins).  The engine's own steps
    call it only when he has such hooks."""
    hooks = game.powers[game.turn].on_resolution
    if hooks:
        hook = hooks.get(key)
        if hook is not None:
            hook(game, game.turn)


def after_step(key: str) -> StepFn:
    """The step that asks the active player's ``after_resolution`` hook of ``key`` (Kit
    Carlson's removals after the Gatling, B5.6-2) until it asks nothing more, then goes
    on with the plan."""

    def run_after(game: DiceState) -> bool:
        """RULES.md B4.5 (every die is used, in the order of B5): the active player's
        ability after this step, then the next step."""
        hook = game.powers[game.turn].after_resolution.get(key)
        if hook is not None and hook(game, game.turn):
            return True
        game.step = game.plan.follow[key]
        return False

    return run_after


def begin_step(key: str, run: StepFn, code: int) -> StepFn:
    """RULES.md B5: the entry of a content resolution step, in its place of the mandatory
    order: its dice in ``targets_dice`` (once per symbol, as the bull's eyes and the Beer
    have theirs) with ``cursor`` 0, the ``on_resolution`` hooks once, then ``run`` (at
    step ``code``, where the turn resumes after each of its prompts)."""

    def run_begin(game: DiceState) -> bool:
        """RULES.md B4.5 (every die is used, in the order of B5): this step begins."""
        game.targets_dice = game.roll.steps.get(key, ())
        game.cursor = 0
        game.step = code
        begin(game, key)
        return run(game)

    return run_begin


SHOOT_PROMPT: Prompt = Prompt(SHOOT, "B5.3", legal_shoot, answer_shoot, ("shoot",), 60,
                      explain_shoot)
BEER_PROMPT_ENTRY: Prompt = Prompt(BEER_PROMPT, "B5.4", legal_beer, answer_beer, ("beer",), 70,
                           explain_beer)
