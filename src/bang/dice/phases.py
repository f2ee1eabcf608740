"""The turn of RULES.md B4 around its resolution: the start (B4.0), the rolls with what
acts on every roll (B4.1-B4.4: the arrows of B5.1, the Dynamite count of B5.2) and the
end (B4.6), as steps of the turn's machine (``bang.dice.turn``).

A step either sets the next step and returns False (an automatic step) or sets a prompt
and returns True; a prompt's answer updates the state and the machine resumes at the
same or the next step, so every step is safe to re-enter.  Abilities act through the
active seat's ``powers`` at the named points: ``on_turn_start``, ``roll_limit``,
``rerolls_locked``, ``on_arrows``, ``on_turn_end``.
"""

from __future__ import annotations

from bang.core.errors import IllegalAction
from bang.core.protocol import Action, Decision, Event
from bang.core.seats import next_seat
from bang.dice.resolve import DYNAMITE_BATCH, start_hits
from bang.dice.rolls import BITS, KEEP_BITS, MASK_DICE
from bang.dice.state import (
    SRC_DYNAMITE,
    STEP_AFTER_DYNAMITE,
    STEP_DYNAMITE_CHECK,
    STEP_END_TURN,
    STEP_ROLL,
    STEP_ROLL_PROMPT,
    STEP_TURN_START,
    DiceState,
    Prompt,
)

_new_tuple = tuple.__new__

#: B4.3: re-roll a subset of the dice, or stop.
ROLL = "roll"
#: Three rolls in a turn (B4.3) unless an ability says otherwise.
ROLLS = 3


# --- B4.0: the start of the turn ------------------------------------------------------
def step_turn_start(game: DiceState) -> bool:
    """RULES.md B4.0-1: reset the turn, the start-of-turn abilities (Sid Ketchum), then
    roll all the dice."""
    limit = game.config.round_limit
    if limit and game.turns_taken >= limit * game.n:
        # Not a rule: the configured end of a stalling game, a draw.
        game.emit("round_limit", {"rounds": limit})
        game.finish(frozenset())
        return True
    game.turns_taken += 1
    seat = game.turn
    if game.rules:
        # Expansion hook (RULES.md Part G): a module's start of the turn (a dead
        # player's Boneyard reveal, the outbreak, the dice a zombie rolls).
        game.lost = [0] * game.n
        game.cancelled = ()
        for rule in game.rules:
            hook = rule.on_turn_start
            if hook is not None and hook(game, seat):
                return False
    powers = game.powers[seat]
    table = game.table
    game.rolls_used = 0
    limit_hook = powers.roll_limit
    game.rolls_max = ROLLS if limit_hook is None else limit_hook(game, seat)
    game.dice = table.no_dice
    game.dice_code = 0
    game.roll = table.no_roll
    game.double_used = False
    game.spent_beer = -1
    game.owed_paid = False
    game.owed_arrows = 0
    game.removals_left = 0
    game.dead_resolving = False
    game.roll_mask = table.all_mask
    game.step = STEP_ROLL
    game._events.append(_new_tuple(Event, ("turn", {"seat": seat}, None)))
    hook = powers.on_turn_start
    if hook is not None and hook(game, seat):
        return True
    return step_roll(game)


# --- B4.1-B4.4: the rolls ---------------------------------------------------------------
def step_roll(game: DiceState) -> bool:
    """RULES.md B4.1-4: roll the chosen dice; their arrows at once (B5.1); content's
    on-roll faces next (G8 2-3); then count the Dynamite (B5.6-1)."""
    seat = game.turn
    if game.rolls_used == 0:
        before = game.hooks.before_roll
        if before is not None and before(game, seat):
            # Expansion hook (G4.1): before the first roll (which dice he rolls).
            return True
    mask = game.roll_mask
    table = game.table
    forced = game.forced
    if forced:
        code = game.dice_code & KEEP_BITS[mask]
        owed = 0
        random = game.rand().random
        for die in MASK_DICE[mask]:
            position = table.stacked(die, forced.pop()) if forced else -1
            if position < 0:
                # No stacked face left, or one this die does not have: the die rolls.
                position = int(random() * 6)
            code |= position << BITS * die
            owed += table.arrows[die][position]
    else:
        # One draw picks the whole result of the rolled dice (6**k equally likely).
        spread = table.spread[mask]
        rng = game.rand() if game.rng_shared else game.rng
        bits, owed = spread[int(rng.random() * len(spread))]
        code = game.dice_code & KEEP_BITS[mask] | bits
    game.dice_code = code
    info = table.outcomes[code] or table.outcome(code)
    game.roll = info
    game.dice = info.faces
    game.rolls_used += 1
    game.free_mask = info.free | game.unlock[seat]
    game._events.append(_new_tuple(Event, ("roll", {
        "seat": seat, "roll": game.rolls_used, "mask": mask, "dice": list(info.names)},
        None)))
    if owed:
        hook = game.powers[seat].on_arrows
        if hook is not None:
            owed = hook(game, seat, owed)
        take = game.hooks.take_arrows
        if take is not None:
            # Expansion hook (G5, G6): a module takes the roll's arrows (it may ask), and
            # the roll goes on with its on-roll faces or the Dynamite count.
            then = game.plan.roll_first if info.on_roll else STEP_DYNAMITE_CHECK
            return take(game, seat, owed, then, True)
        if owed and game.take_arrows(seat, owed):
            return True
        if not game.alive[seat]:
            game.step = STEP_END_TURN
            return False
    if info.on_roll:
        # Faces that content resolves on the roll (G8 2-3), before the Dynamite count.
        game.step = game.plan.roll_first
        return False
    return dynamite_check(game, seat, info.dynamite)


def step_dynamite_check(game: DiceState) -> bool:
    """RULES.md B5.2 and B4.4: the Dynamite count after content's on-roll faces."""
    return dynamite_check(game, game.turn, game.roll.dynamite)


def dynamite_check(game: DiceState, seat: int, dynamite: int) -> bool:
    """RULES.md B5.2 and B4.4: three or more Dynamite showing (Black Jack's too) end the
    rolling at a cost of 1 life; otherwise the roll prompt, or the final dice.

    Expansion hooks (Part G): a seat's ``extra_dynamite`` counts too (G7-3), and his
    ``after_roll`` ability may ask first (G9: Belle Star, Chuck Wengam); its answer
    comes back here (``STEP_DYNAMITE_CHECK``)."""
    dynamite += game.extra_dynamite[seat]
    last = game.powers[seat].before_dynamite
    if last is not None and (dynamite >= 3 or game.rolls_used >= game.rolls_max):
        # Expansion hook (G6-1): the last roll's delayed arrows, before its Dynamite; the
        # count goes on here unless it asked or sent the turn elsewhere.
        game.step = STEP_DYNAMITE_CHECK
        if last(game, seat):
            return True
        if game.step != STEP_DYNAMITE_CHECK:
            return False
    if dynamite >= 3:
        game.emit("dynamite", {"seat": seat})
        start_hits(game, [(seat, 1, SRC_DYNAMITE)], DYNAMITE_BATCH, STEP_AFTER_DYNAMITE)
        return False
    after_roll = game.powers[seat].after_roll
    if after_roll is not None and after_roll(game, seat):
        return True
    if game.rolls_used < game.rolls_max:
        # The roll prompt, with its legal answers (the most frequent decision).
        game.step = STEP_ROLL_PROMPT
        game._next_id += 1
        game.decision = _new_tuple(Decision, (
            game._next_id, seat, ROLL, {"rolls_left": game.rolls_max - game.rolls_used}))
        game._legal = game.table.roll_options[game.free_mask]
        return True
    game.step = game.plan.first
    return False


def step_roll_prompt(game: DiceState) -> bool:
    """RULES.md B4.3: while rolls are left the active player may re-roll; else the dice
    are final."""
    if game.rolls_used < game.rolls_max:
        game.step = STEP_ROLL_PROMPT
        return game.prompt(game.turn, ROLL, {"rolls_left": game.rolls_max - game.rolls_used})
    game.step = game.plan.first
    return False


def legal_roll(game: DiceState) -> tuple[Action, ...]:
    """RULES.md B4.3: stop, or re-roll any non-empty subset of the dice not locked
    (Dynamite, B5.2, unless ``rerolls_locked``: Black Jack)."""
    return game.table.roll_options[game.free_mask]


def answer_roll(game: DiceState, action: Action) -> None:
    """RULES.md B4.3: stopping makes the dice final; a re-roll rolls the chosen dice."""
    if action.kind == "stop":
        game.step = game.plan.first
    else:
        game.roll_mask = action.arg
        game.step = STEP_ROLL


def explain_roll(game: DiceState, action: Action) -> IllegalAction | None:
    """RULES.md B4.3: a re-roll names dice that exist and are not locked."""
    if action.kind == "reroll":
        mask = action.arg
        top = game.table.all_mask
        if not 1 <= mask <= top:
            return IllegalAction("bad_mask", f"re-roll mask must be 1..{top}, not {mask}")
        if mask & ~game.free_mask:
            return IllegalAction("dynamite_locked",
                                 "Dynamite dice cannot be re-rolled (RULES.md B4.3)")
    return None


# --- B4.6: the end of the turn ----------------------------------------------------------
def step_end_turn(game: DiceState) -> bool:
    """RULES.md B4.6: the end-of-turn abilities (Suzy Lafayette), then the dice pass
    left to the next living player."""
    seat = game.turn
    hook = game.powers[seat].on_turn_end
    if hook is not None and game.alive[seat] and hook(game, seat):
        return True
    following = -1
    for rule in game.rules:
        # Expansion hooks (RULES.md Part G): a module's end of the turn (tokens back,
        # Boneyard reveals), and whose turn is next (the dead's, before an outbreak).
        end = rule.on_turn_end
        if end is not None and end(game, seat):
            return True
        if rule.next_turn is not None and following < 0:
            following = rule.next_turn(game, seat)
    game.turn = next_seat(game.alive, seat) if following < 0 else following
    game.step = STEP_TURN_START
    return step_turn_start(game)


def step_over(game: DiceState) -> bool:
    """A finished game stays finished (RULES.md B7)."""
    return True


ROLL_PROMPT: Prompt = Prompt(ROLL, "B4.3", legal_roll, answer_roll, ("reroll", "stop"), 5,
                     explain_roll)
