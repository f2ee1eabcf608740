"""Old Saloon's rules that belong to no character (RULES.md Part G): the Loudmouth and
the Coward with their new faces (module 1: G2.2, G2.4, G4), the Indian Chief's Arrow
(module 2: G5), and the machinery the module 4 characters share with them: taking arrows
one token at a time (G5.1-2, G5-1, G5-6), the Indian attack with the Chief's Arrow
(G5.1-3), and one player losing life in another's place (G6-5).

The engine calls these through the module's ``bang.dice.state.Rules`` (``old_saloon.RULES``):
``before_roll`` asks the Saloon declaration (G4.1), ``take_arrows`` takes every arrow a
roll or El Gringo gives (it may ask which token, G18-10, and Apache Kid's and Elena
Fuente's questions, G5-7, G6-2), ``shape_bulls`` makes one die's hits on a player one
loss event (G2.4, G6-3 Vera Custer), ``stand_in`` offers each loss event to Molly Stark
(G6-5).  A game's Old Saloon state is one ``OldSaloon`` record (``DiceState.ext``); the
Chief's Arrow's place is ``DiceState.chief`` (``arrows`` and ``centre`` count regular
arrows only: G17-3).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bang.core.errors import ConfigError, IllegalAction
from bang.core.protocol import Action
from bang.dice.content import STEP_IDS, dice_for, table_for
from bang.dice.data import TOTAL_ARROWS
from bang.dice.resolve import BULLET_BATCH, INDIANS_BATCH, start_hits
from bang.dice.rolls import MAX_DICE
from bang.dice.state import (
    CHIEF_OUT,
    CHIEF_PILE,
    NOBODY,
    SOURCE_NAMES,
    SRC_BULLET,
    SRC_INDIANS,
    STEP_END_TURN,
    DiceState,
    ModuleState,
    Plan,
    explain_target,
)

KEY = "old_saloon"
#: The module options (``DiceConfig``), each also its content set's key.
SALOON_DICE = "os_saloon_dice"
CHIEF_ARROW = "os_chief_arrow"
CHARACTERS = "os_characters"

# --- dice and faces (G2.1, G2.2, G17-2) ----------------------------------------------
LOUDMOUTH = "loudmouth"
COWARD = "coward"
SALOON_DICE_KEYS = (LOUDMOUTH, COWARD)
BROKEN_ARROW = "broken_arrow"
BULLET = "bullet"
#: Abilities the shared machinery asks about (their homes: ``old_saloon_characters``).
JOSE = "jose_delgado"
TEQUILA = "tequila_joe"
APACHE = "apache_kid"
ELENA = "elena_fuente"
BILL = "bill_noface"
VERA = "vera_custer"
DOC = "doc_holyday"
MOLLY = "molly_stark"
#: The Saloon die each of them rolls without giving up a base die (G4.1-4).
OWN_DIE = {JOSE: LOUDMOUTH, TEQUILA: COWARD}

# --- prompt kinds --------------------------------------------------------------------
DECLARE = "saloon_die"          # G4.1: no Saloon die, the Loudmouth or the Coward
RETURN_ARROW = "broken_arrow"   # G4.3: whose arrow a BROKEN_ARROW returns
TAKE_TOKEN = "chief_arrow"      # G5.1-2, G18-10: the Chief's Arrow or a regular one
STEAL = "apache_kid"            # G5-7: take the Chief's Arrow from its holder?
GIFT = "elena_fuente"           # G6-2: give one of the roll's arrows away?
STAND_IN = "molly_stark"        # G6-5: lose it in his place?

MAX_SEATS = 8
NO_SALOON = Action("no_saloon")
DECLARATIONS = {"": NO_SALOON, LOUDMOUTH: Action(LOUDMOUTH), COWARD: Action(COWARD)}
RETURNS = tuple(Action("return", target=t) for t in range(MAX_SEATS))
GIFTS = tuple(Action("give", target=t) for t in range(MAX_SEATS))
TAKE_CHIEF = Action("chief")
TAKE_REGULAR = Action("arrow")
STEAL_CHIEF = Action("steal")
KEEP = Action("keep")
PASS = Action("pass")
STAND = Action("stand_in")

#: The steps of this module's own (``ContentSet.steps``), by name.
STEP_TAKE = "os_take_arrows"
STEP_AFTER_ATTACK = "os_after_attack"
STEP_FINAL = "os_final_start"


class OldSaloon(ModuleState):
    """A game's Old Saloon state (``DiceState.ext[KEY]``)."""

    __slots__ = ("choice", "delayed_done", "final_cursor", "final_stage", "first",
                 "offered", "queue", "saloon", "take_rolled", "take_stage", "take_then",
                 "turn_mark")

    def __init__(self) -> None:
        #: ``turns_taken`` when this turn's state was reset (``before_roll``).
        self.turn_mark = -1
        #: The Saloon die declared this turn ("" none, G4.1-3: fixed for the turn).
        self.saloon = ""
        #: Arrows being taken: ``(seat, count)`` still to take, in order; where the turn
        #: goes on after; whether a roll showed them; how far the questions before the
        #: taking got (0 Apache Kid, 1 Elena Fuente, 2 taking); the token chosen for the
        #: next arrow (-1 none yet, 0 regular, 1 the Chief's).
        self.queue: list[tuple[int, int]] = []
        self.take_then = STEP_END_TURN
        self.take_rolled = False
        self.take_stage = 2
        self.choice = -1
        #: Whether this turn's delayed arrows were taken (G6-1 Bill Noface).
        self.delayed_done = False
        #: Where the final dice's own start got (``step_final``) and the plan's real
        #: first step.
        self.final_stage = 0
        self.final_cursor = 0
        self.first = STEP_END_TURN
        #: Molly Stark answered the offer of the loss being applied (G6-5).
        self.offered = False

    def clone(self) -> OldSaloon:
        other = OldSaloon()
        other.turn_mark = self.turn_mark
        other.saloon = self.saloon
        other.queue = self.queue[:]
        other.take_then = self.take_then
        other.take_rolled = self.take_rolled
        other.take_stage = self.take_stage
        other.choice = self.choice
        other.delayed_done = self.delayed_done
        other.final_stage = self.final_stage
        other.final_cursor = self.final_cursor
        other.first = self.first
        other.offered = self.offered
        return other


def state(game: DiceState) -> OldSaloon:
    found = game.ext[KEY]
    assert isinstance(found, OldSaloon)
    return found


def on(game: DiceState, module: str) -> bool:
    """Whether the game plays Old Saloon module ``module`` (its option)."""
    return module in game.config.content_sets


# --- setup (G3) and what is public -----------------------------------------------------
def setup(game: DiceState, plain: Mapping[str, Any] | None) -> None:
    """G3: the module's state; with module 2 the Chief's Arrow starts in the pile (10
    tokens).  An exact position may say where it is: ``"chief": "pile"`` or a seat
    (docs/dice_setup.md)."""
    game.ext = {**game.ext, KEY: OldSaloon()}
    game.chief = CHIEF_PILE if on(game, CHIEF_ARROW) else CHIEF_OUT
    if plain is not None and "chief" in plain:
        where = plain["chief"]
        if not on(game, CHIEF_ARROW):
            raise ConfigError("chief: the Chief's Arrow needs os_chief_arrow=true (G5)")
        if where == "pile":
            game.chief = CHIEF_PILE
        elif type(where) is int and 0 <= where < game.n and game.alive[where]:
            game.chief = where
        else:
            raise ConfigError(f"chief must be \"pile\" or a living seat, not {where!r}")
    use_dice(game, default_dice(game))


def public(game: DiceState) -> dict[str, Any]:
    """What everybody sees of Old Saloon: the dice rolled this turn by kind (G4.1: the
    declared Saloon die is public), the declaration, and where the Chief's Arrow is."""
    data: dict[str, Any] = {"dice_kinds": list(game.table.keys),
                            "saloon_die": state(game).saloon or None}
    if game.chief != CHIEF_OUT:
        data["chief"] = "pile" if game.chief == CHIEF_PILE else game.chief
    return data


# --- the dice of a turn (G4.1) ---------------------------------------------------------
def default_dice(game: DiceState) -> tuple[str, ...]:
    """The dice a turn rolls without a Saloon die (Part B's five, or the expansions'; a
    zombie's three, G10-7: ``DiceState.fixed_dice``)."""
    fixed = game.fixed_dice(game.turn)
    return dice_for(game.config.content_sets) if fixed is None else fixed


def dice_with(game: DiceState, seat: int, saloon: str) -> tuple[str, ...]:
    """G4.1-2, G4.1-4, G17-1: the Saloon die replaces the last base die, except José
    Delgado's Loudmouth and Tequila Joe's Coward, which come on top."""
    keys = list(default_dice(game))
    if not saloon:
        return tuple(keys)
    last = max(i for i, k in enumerate(keys) if k == "base")
    extra = any(game.has_ability(seat, a) and OWN_DIE[a] == saloon for a in OWN_DIE)
    if extra and len(keys) < MAX_DICE:
        keys.insert(last + 1, saloon)
    else:
        keys[last] = saloon
    return tuple(keys)


def saloon_offered(game: DiceState) -> bool:
    """G4.1, G17-1: a Saloon die may be declared (module 1, a base die to replace, and
    Duel dice only with ``saloon_die_with_duel_dice``)."""
    if not on(game, SALOON_DICE) or game.fixed_dice(game.turn) is not None:
        return False  # G10-7: a zombie rolls three base dice, never a Saloon die
    keys = default_dice(game)
    if "base" not in keys:
        return False
    return game.config.saloon_die_with_duel_dice or all(k == "base" for k in keys)


_WRAPPED: dict[tuple[int, int], Plan] = {}


def use_dice(game: DiceState, keys: tuple[str, ...]) -> None:
    """The turn rolls ``keys``: their tables and their order of steps, the final dice
    starting with this module's own step (``step_final``)."""
    table, plan = table_for(keys)
    final = STEP_IDS[STEP_FINAL]
    wrapped = _WRAPPED.get((id(plan), final))
    if wrapped is None:
        wrapped = _WRAPPED[(id(plan), final)] = Plan(plan.keys, final, plan.follow,
                                                     plan.after, plan.roll_first)
    state(game).first = plan.first
    if game.table is table and game.plan is wrapped:
        return
    game.table = table
    game.plan = wrapped
    game.dice = table.no_dice
    game.roll = table.no_roll
    game.dice_code = 0
    game.roll_mask = table.all_mask
    game.free_mask = 0
    game.refresh_routes()


def before_roll(game: DiceState, seat: int) -> bool:
    """G4.1: a new turn's state; before his first roll the active player declares no
    Saloon die, the Loudmouth or the Coward (never both; fixed for the turn)."""
    st = state(game)
    if st.turn_mark == game.turns_taken:
        return False
    st.turn_mark = game.turns_taken
    st.saloon = ""
    st.delayed_done = False
    st.offered = False
    st.final_stage = 0
    use_dice(game, default_dice(game))
    if saloon_offered(game):
        return game.prompt(seat, DECLARE, {})
    return False


def legal_declare(game: DiceState) -> tuple[Action, ...]:
    """G4.1-1: none, the Loudmouth or the Coward."""
    return (NO_SALOON, DECLARATIONS[LOUDMOUTH], DECLARATIONS[COWARD])


def answer_declare(game: DiceState, action: Action) -> None:
    """G4.1: the dice of this turn; the first roll follows."""
    saloon = "" if action.kind == NO_SALOON.kind else action.kind
    st = state(game)
    st.saloon = saloon
    use_dice(game, dice_with(game, game.turn, saloon))
    game.emit("saloon_die", {"seat": game.turn, "die": saloon or None,
                             "dice": list(game.table.keys)})


# --- taking arrows (G5.1-2, G5-1, G5-5..7, G6-2) ------------------------------------------
def take_arrows(game: DiceState, seat: int, count: int, then: int, rolled: bool) -> bool:
    """``seat`` takes ``count`` arrows, one token at a time (``state.ArrowTaker``)."""
    st = state(game)
    st.queue = [(seat, count)]
    st.take_then = then
    st.take_rolled = rolled
    st.take_stage = 0
    st.choice = -1
    game.step = STEP_IDS[STEP_TAKE]
    return step_take(game)


def step_take(game: DiceState) -> bool:
    """The arrows being taken: Apache Kid's and Elena Fuente's questions first (once per
    roll), then token by token; an emptied pile brings the Indians (G5-1), arrows still
    owed come from the refilled pile (B5.1)."""
    st = state(game)
    if st.take_stage == 0:
        st.take_stage = 1
        seat, count = st.queue[0]
        if (st.take_rolled and count > 0 and game.has_ability(seat, APACHE)
                and game.chief >= 0 and game.chief != seat and game.alive[seat]):
            return game.prompt(seat, STEAL, {"target": game.chief})
    if st.take_stage == 1:
        st.take_stage = 2
        seat, count = st.queue[0]
        if (st.take_rolled and count > 0 and game.has_ability(seat, ELENA)
                and game.alive[seat] and game.alive_count > 1):
            return game.prompt(seat, GIFT, {"arrows": count})
    queue = st.queue
    while queue:
        taker, left = queue[0]
        if left <= 0 or not game.alive[taker]:
            queue.pop(0)
            continue
        if game.chief == CHIEF_PILE and game.centre > 0:
            if st.choice < 0:
                return game.prompt(taker, TAKE_TOKEN, {"left": left})
            chief = st.choice == 1
            st.choice = -1
        else:
            chief = game.chief == CHIEF_PILE
        attack = game.empties_pile(chief)
        if chief:
            game.chief = taker
            game.emit("chief_arrow", {"seat": taker})
        else:
            game.arrows[taker] += 1
            game.centre -= 1
        queue[0] = (taker, left - 1)
        if attack:
            result = indian_attack(game)
            if result == ATTACK_BATCH:
                return False
            if result == ATTACK_OVER:
                return True
    game.step = st.take_then if game.alive[game.turn] else STEP_END_TURN
    return False


def legal_take(game: DiceState) -> tuple[Action, ...]:
    """G5.1-2: a regular arrow, or the Chief's Arrow instead."""
    return (TAKE_REGULAR, TAKE_CHIEF)


def answer_take(game: DiceState, action: Action) -> None:
    """G5.1-2, G18-10: the token the next arrow taken is."""
    state(game).choice = 1 if action.kind == TAKE_CHIEF.kind else 0


def legal_steal(game: DiceState) -> tuple[Action, ...]:
    """G5-7: take the Chief's Arrow from its holder, or not."""
    return (STEAL_CHIEF, PASS)


def answer_steal(game: DiceState, action: Action) -> None:
    """G5-7: the Chief's Arrow changes hands (no token from the pile for that die unless
    ``apache_kid_steal="extra"``)."""
    if action.kind != STEAL_CHIEF.kind:
        return
    st = state(game)
    seat, count = st.queue[0]
    game.emit("apache_kid", {"seat": seat, "from": game.chief})
    game.chief = seat
    if game.config.apache_kid_steal == "instead":
        st.queue[0] = (seat, count - 1)


def legal_gift(game: DiceState) -> tuple[Action, ...]:
    """G6-2: one of the roll's arrows to another living player, or keep them all."""
    seat = state(game).queue[0][0]
    return (*(GIFTS[t] for t in range(game.n) if game.alive[t] and t != seat), KEEP)


def answer_gift(game: DiceState, action: Action) -> None:
    """G6-2: the chosen player takes that arrow from the pile (first) instead of her."""
    if action.kind != "give":
        return
    st = state(game)
    seat, count = st.queue[0]
    st.queue = [(action.target, 1), (seat, count - 1)]
    game.emit("elena_fuente", {"seat": seat, "target": action.target})


def explain_gift(game: DiceState, action: Action) -> IllegalAction | None:
    """G6-2: another living player."""
    if action.kind != "give":
        return None
    reason = explain_target(game, action)
    if reason is not None:
        return reason
    return IllegalAction("self_target", "she gives the arrow to another player")


# --- the Indian attack (G5.1-3, G5-4, G5-8) -------------------------------------------------
def may_stand_in(game: DiceState) -> bool:
    """Whether some living player may lose others' life in their place (G6-5)."""
    return any(game.alive[s] and game.has_ability(s, MOLLY) for s in range(game.n))


#: What ``indian_attack`` did: all applied, a batch started (the turn's machine goes on
#: with it), or the game ended.
ATTACK_DONE, ATTACK_BATCH, ATTACK_OVER = range(3)


def indian_attack(game: DiceState) -> int:
    """G5.1-3: each living player loses 1 per regular arrow and 2 for the Chief's Arrow,
    except its holder when he alone has the most (a tie does not count); Jourdonnais at
    most 1 (G5-4); then every token goes back.  Caused by no player.  With Molly Stark
    in play the losses are a batch (one event per player, G6-5)."""
    n = game.n
    alive = game.alive
    worth = [game.arrow_worth(s) if alive[s] else 0 for s in range(n)]
    most = max(worth)
    single = worth.count(most) == 1
    losses = [0] * n
    powers = game.powers
    for seat in range(n):
        loss = worth[seat]
        if not loss:
            continue
        if game.chief == seat and single and worth[seat] == most:
            loss = 0
        cap = powers[seat].indian_cap
        if cap and loss > cap:
            loss = cap
        losses[seat] = min(loss, game.life[seat])
    for seat in range(n):
        game.arrows[seat] = 0
    game.centre = TOTAL_ARROWS
    if game.chief >= 0:
        game.chief = CHIEF_PILE
    game.emit("indians", {"losses": losses})
    if may_stand_in(game) and any(losses):
        hits = [(s, losses[s], SRC_INDIANS) for s in range(n) if losses[s]]
        start_hits(game, hits, INDIANS_BATCH, STEP_IDS[STEP_AFTER_ATTACK])
        return ATTACK_BATCH
    for seat in range(n):
        game.life[seat] -= losses[seat]
    return ATTACK_OVER if game.eliminate_dead(NOBODY) else ATTACK_DONE


def step_after_attack(game: DiceState) -> bool:
    """After an Indian attack's batch: its dead are eliminated together (B6), then the
    arrows still owed."""
    if game.eliminate_dead(NOBODY):
        return True
    game.step = STEP_IDS[STEP_TAKE]
    return False


# --- the Broken arrow and the Bullet (G4.3, G4.4, G4-1, G18-2, G18-3) ---------------------------
def each_roll(game: DiceState) -> bool:
    return game.config.saloon_faces_timing == "each_roll"


def holders(game: DiceState) -> list[int]:
    """The players a BROKEN_ARROW may take a regular arrow from (G4.3: never the Chief's
    Arrow)."""
    return [t for t in range(game.n) if game.arrows[t] and game.alive[t]]


def run_broken_arrow(game: DiceState) -> bool:
    """G4.3, G4-1: each BROKEN_ARROW the roll shows returns one regular arrow of any player
    to the pile, right after the roll's arrows; a die kept from an earlier roll does not
    act again (G18-2: a re-rolled one does).  Wasted if nobody holds one (G4-2)."""
    if not each_roll(game) or not game.alive[game.turn]:
        return game.resolved(BROKEN_ARROW)
    dice = game.targets_dice
    while game.cursor < len(dice):
        die = dice[game.cursor]
        if game.roll_mask >> die & 1:
            if holders(game):
                return game.prompt(game.turn, RETURN_ARROW, {"die": die})
            game.emit("broken_arrow", {"seat": game.turn, "die": die, "target": None})
        game.cursor += 1
    return game.resolved(BROKEN_ARROW)


def legal_return(game: DiceState) -> tuple[Action, ...]:
    """G4.3: a regular arrow of any player holding one, himself included."""
    return tuple(RETURNS[t] for t in holders(game))


def answer_return(game: DiceState, action: Action) -> None:
    """G4.3, G4-3: the arrow goes back to the pile; nothing else happens.  On the roll
    (``run_broken_arrow``) or with the final dice (``step_final``)."""
    decision = game.decision
    assert decision is not None
    game.arrows[action.target] -= 1
    game.centre += 1
    if game.step == STEP_IDS[STEP_FINAL]:
        state(game).final_cursor += 1
    else:
        game.cursor += 1
    game.emit("broken_arrow", {"seat": game.turn, "die": decision.context["die"],
                               "target": action.target})


def explain_return(game: DiceState, action: Action) -> IllegalAction | None:
    """G4.3: a living player's regular arrow, never the Chief's."""
    reason = explain_target(game, action)
    if reason is not None:
        return reason
    if game.chief == action.target:
        return IllegalAction("chief_arrow", "a Broken arrow never returns the Chief's Arrow"
                             " (RULES.md G4.3)")
    return IllegalAction("no_arrows", f"seat {action.target} holds no regular arrow")


def run_bullet(game: DiceState) -> bool:
    """G4.4, G4-4, G4-5: each BULLET the roll shows costs the active player 1 life at once,
    caused by no player (Molly Stark may take it, G6-5; Pedro Ramirez may discard); if it
    eliminates him, his turn ends and nothing else resolves."""
    if game.cursor == 0:
        game.cursor = 1
        fresh = [d for d in game.targets_dice if game.roll_mask >> d & 1]
        if each_roll(game) and fresh and game.alive[game.turn]:
            return start_bullets(game, len(fresh), game.step)
        return game.resolved(BULLET)
    if game.eliminate_dead(NOBODY):
        return True
    if not game.alive[game.turn]:
        game.step = STEP_END_TURN
        return False
    return game.resolved(BULLET)


def start_bullets(game: DiceState, count: int, after: int) -> bool:
    """``count`` BULLET losses, one event each, as a batch; the turn goes on at
    ``after``."""
    game.emit("bullet", {"seat": game.turn, "count": count})
    start_hits(game, [(game.turn, 1, SRC_BULLET)] * count, BULLET_BATCH, after)
    return False


# --- the final dice's own start (G18-3, G6-1) --------------------------------------------------
def step_final(game: DiceState) -> bool:
    """Before the final resolution: with ``saloon_faces_timing="final"`` the BROKEN_ARROW
    and BULLET faces of the final dice (G18-3: first, before the bull's eyes); then the
    delayed arrows of a player who stopped rolling (G6-1 Bill Noface); then the
    mandatory order."""
    st = state(game)
    seat = game.turn
    if st.final_stage == 0:
        st.final_stage = 1
        st.final_cursor = 0
    if st.final_stage == 1:
        if not each_roll(game) and game.alive[seat]:
            dice = game.roll.steps.get(BROKEN_ARROW, ())
            while st.final_cursor < len(dice):
                if holders(game):
                    return game.prompt(seat, RETURN_ARROW, {"die": dice[st.final_cursor]})
                game.emit("broken_arrow", {"seat": seat, "die": dice[st.final_cursor],
                                           "target": None})
                st.final_cursor += 1
        st.final_stage = 2
        bullets = len(game.roll.steps.get(BULLET, ()))
        if not each_roll(game) and bullets and game.alive[seat]:
            return start_bullets(game, bullets, STEP_IDS[STEP_FINAL])
    if st.final_stage == 2:
        st.final_stage = 3
        if game.eliminate_dead(NOBODY):
            return True
        if not game.alive[seat] and not game.dead_resolving:
            st.final_stage = 0
            game.step = STEP_END_TURN
            return False
    if st.final_stage == 3:
        st.final_stage = 4
        if game.has_ability(seat, BILL) and not st.delayed_done and game.alive[seat]:
            st.delayed_done = True
            count = sum(game.table.arrows[d][game.dice_code >> 3 * d & 7]
                        for d in range(game.table.n))
            if count:
                game.emit("bill_noface", {"seat": seat, "arrows": count})
                if take_arrows(game, seat, count, STEP_IDS[STEP_FINAL], True):
                    return True
                if game.step != STEP_IDS[STEP_FINAL]:
                    return False  # an Indian attack's batch, or his death
    st.final_stage = 0
    game.step = st.first
    return False


# --- one player losing life in another's place (G6-5, G18-9) ------------------------------------
def stand_in(game: DiceState, target: int, points: int, source: int) -> bool:
    """G6-5: before each loss event, Molly Stark may lose it in the target's place: the
    whole of it, never more than she has (with ``molly_stark_may_die_substituting``
    false, less than she has); only for a living player other than herself."""
    st = state(game)
    if st.offered:
        st.offered = False
        return False
    life = game.life
    if life[target] <= 0 or points <= 0 or game.powers[target].gains_no_life:
        return False  # G18-9: not a loss meant for a zombie (Undead or Alive)
    amount = min(points, life[target])
    for seat in range(game.n):
        if (seat != target and game.alive[seat] and game.has_ability(seat, MOLLY)
                and (amount < life[seat] or (amount == life[seat]
                     and game.config.molly_stark_may_die_substituting))):
            return game.prompt(seat, STAND_IN, {"target": target, "points": amount,
                                                "source": source_name(source)})
    return False


def source_name(source: int) -> str:
    return SOURCE_NAMES[source]


def legal_stand_in(game: DiceState) -> tuple[Action, ...]:
    """G6-5: take the whole loss, or let it be."""
    return (STAND, PASS)


def answer_stand_in(game: DiceState, action: Action) -> None:
    """G6-5: the loss becomes hers (its source unchanged: G12's responsibility); the
    victim's reactions do not trigger."""
    st = state(game)
    st.offered = True
    if action.kind != STAND.kind:
        return
    decision = game.decision
    assert decision is not None
    seat = decision.seat
    target, points, source = game.hits[game.hit_index]
    amount = min(points, game.life[target])
    hits = list(game.hits)
    hits[game.hit_index] = (seat, amount, source)
    game.hits = hits
    game.emit("molly_stark", {"seat": seat, "target": target, "points": amount})


# --- one die's hits on a player are one event (G2.4, G6-3, G11 El Gringo) -----------------------
def shape_bulls(game: DiceState, shots: list[tuple[int, int, int]]
                ) -> list[tuple[int, int, int]]:
    """The bull's-eye batch: the halves of a double face on the same player become one
    hit of that die (one loss event: El Gringo's one arrow per die, Molly Stark's offer);
    then Vera Custer's reduction (G6-3: 1 less per die, or once per turn)."""
    merged: dict[tuple[int, int], int] = {}
    for target, points, source in shots:
        merged[(target, source)] = merged.get((target, source), 0) + points
    hits = [(t, p, s) for (t, s), p in merged.items()]
    if not any(game.has_ability(t, VERA) for t, _, _ in hits):
        return hits
    per_die = game.config.vera_custer_reduction_per == "die"
    shaped: list[tuple[int, int, int]] = []
    done: set[int] = set()
    for t, p, s in hits:
        if not game.has_ability(t, VERA):
            shaped.append((t, p, s))
        elif per_die:
            shaped.append((t, p - 1, s))
        elif t not in done:
            done.add(t)
            shaped.append((t, sum(q for u, q, _ in hits if u == t) - 1, s))
    for seat in sorted({t for t, _, _ in hits if game.has_ability(t, VERA)}):
        meant = sum(p for t, p, _ in hits if t == seat)
        lost = sum(p for t, p, _ in shaped if t == seat)
        game.emit("vera_custer", {"seat": seat, "saved": meant - lost})
    return [(t, p, s) for t, p, s in shaped if p > 0]
