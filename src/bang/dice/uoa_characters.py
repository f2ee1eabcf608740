"""Undead or Alive module 3, "A New Posse in Town" (RULES.md G9, G9.1): the 8 characters,
each ability in one place.

Greg Digger, Herb Hunter, Sam the Healer and Sean Mallory need module 1 (the Duel dice)
and are dealt only with it; Pat Brennan and Pixie Pete need module 2 (the Rage cards),
which could not be sourced, so they are registered but never dealt (G3-1).  Belle Star
and Chuck Wengam play with the base game alone.
"""

from __future__ import annotations

from bang.core.errors import IllegalAction
from bang.core.protocol import Action
from bang.dice import abilities, uoa
from bang.dice.content import STEP_IDS
from bang.dice.data import Character
from bang.dice.state import (
    NOBODY,
    STEP_AFTER_DYNAMITE,
    STEP_DYNAMITE_CHECK,
    STEP_END_TURN,
    STEP_ROLL,
    Ability,
    DiceState,
    Prompt,
    Rules,
)
from bang.dice.uoa_duels import MODULE as DUEL_DICE
from bang.dice.uoa_duels import SAM_PROMPT, SEAN_PROMPT

MODULE = "uoa_characters"
#: Prompt kinds.
BELLE = "belle_star"            # G9-1: change a Dynamite into a Gatling?
CHUCK = "chuck_wengam"          # G9-2: 1 life for a face of his choice?
SEAN_ROLL = "sean_mallory_roll"  # G9-6 "any_roll": re-roll a Duel die, free?
#: The step that takes Chuck Wengam's new ARROW with Old Saloon's arrows.
CHUCK_ARROWS = "uoa_chuck_arrows"
#: G3-1: the module a text needs, never played while it is unsourced.
RAGE_CARDS = "uoa_rage_cards"

PASS = Action("pass")
MAX_DICE = 6


def dynamite_count(game: DiceState, seat: int) -> int:
    """G7-3, G9-1: the Dynamite showing plus a DYNAMITE-wound."""
    return game.roll.dynamite + game.extra_dynamite[seat]


def set_face(game: DiceState, die: int, face: int) -> None:
    """Die ``die`` now shows ``face`` (one of its own, G9-2): the dice are read again."""
    table = game.table
    position = table.position(die, face)
    code = game.dice_code & ~(7 << 3 * die) | position << 3 * die
    info = table.outcomes[code] or table.outcome(code)
    game.dice_code = code
    game.roll = info
    game.dice = info.faces
    game.free_mask = info.free | game.unlock[game.turn]


def face_id(game: DiceState, name: str) -> int:
    """The id of the face called ``name``."""
    return game.table.names.index(name)


# --- Belle Star (G9-1) -------------------------------------------------------------------------
def belle_options(game: DiceState) -> tuple[Action, ...]:
    """RULES.md G9-1: the changes Belle Star may make (none: no prompt)."""
    table = game.table
    gatling = face_id(game, "gatling")
    options = [Action("change", card=d) for d in range(table.n)
               if table.records[game.dice[d]].symbol == "dynamite"
               and gatling in table.positions[d]]
    return (*options, PASS) if options else ()


def belle_star_after_roll(game: DiceState, seat: int) -> bool:
    """G9-1: after each of her rolls, unless three or more Dynamite are counted, she may
    change one DYNAMITE into a GATLING (once per roll)."""
    st = uoa.state(game)
    if st.belle_roll == game.rolls_used or dynamite_count(game, seat) >= 3:
        return False
    options = belle_options(game)
    if not options:
        return False
    return game.prompt(seat, BELLE, {}, options)


def legal_belle(game: DiceState) -> tuple[Action, ...]:
    """RULES.md G9-1: each Dynamite die that has a Gatling face, or no change."""
    return belle_options(game)


def answer_belle(game: DiceState, action: Action) -> None:
    """RULES.md G9-1: the die shows GATLING from now on (no longer locked); the count
    is made again."""
    st = uoa.state(game)
    st.belle_roll = game.rolls_used
    if action.kind == "change":
        set_face(game, action.card, face_id(game, "gatling"))
        game.emit("belle_star", {"seat": game.turn, "die": action.card})
    game.step = STEP_DYNAMITE_CHECK


def explain_change(game: DiceState, action: Action) -> IllegalAction | None:
    """RULES.md G9.1: a die of the turn, which the ability may change now."""
    if not 0 <= action.card < game.table.n:
        return IllegalAction("die_out_of_range",
                             f"dice are 0..{game.table.n - 1}, not {action.card}")
    return IllegalAction("cannot_change", f"die {action.card} cannot be changed so now"
                         " (RULES.md G9.1)")


# --- Chuck Wengam (G9-2) -----------------------------------------------------------------------
def chuck_options(game: DiceState, ended: bool) -> tuple[Action, ...]:
    """Every die to any other of its own faces (``arg``: the face's place on that die, the
    first of a face shown twice); once the Dynamite ended the rolling, no Dynamite die
    and no new Dynamite (it could change nothing)."""
    table = game.table
    options: list[Action] = []
    for d in range(table.n):
        now = game.dice[d]
        if ended and table.records[now].symbol == "dynamite":
            continue
        seen: set[int] = set()
        for position, face in enumerate(table.positions[d]):
            if face == now or face in seen or (ended and table.records[face].symbol
                                              == "dynamite"):
                continue
            seen.add(face)
            options.append(Action("change", card=d, arg=position))
    return (*options, PASS)


def die_faces(game: DiceState) -> list[list[str]]:
    """Each die's faces by place, for the prompt's words."""
    return [list(die.faces) for die in game.table.dice]


def chuck_wengam_after_roll(game: DiceState, seat: int) -> bool:
    """G9-2: once a turn, after any of his rolls (the last included, and after the
    Dynamite ended the rolling), 1 life for a face of his choice on one die."""
    st = uoa.state(game)
    if st.chuck_used or st.chuck_roll == game.rolls_used:
        return False
    ended = dynamite_count(game, seat) >= 3
    return game.prompt(seat, CHUCK, {"ended": ended, "die_faces": die_faces(game)},
                       chuck_options(game, ended))


def legal_chuck(game: DiceState) -> tuple[Action, ...]:
    """RULES.md G9-2: a die and another of its own faces, or no change."""
    decision = game.decision
    assert decision is not None
    return chuck_options(game, bool(decision.context["ended"]))


def answer_chuck(game: DiceState, action: Action) -> None:
    """The life is self-inflicted (caused by nobody); the new face counts as rolled now:
    an ARROW takes an arrow, a third Dynamite ends the rolling (G9-2)."""
    decision = game.decision
    assert decision is not None
    ended = bool(decision.context["ended"])
    st = uoa.state(game)
    seat = game.turn
    back = STEP_AFTER_DYNAMITE if ended else STEP_DYNAMITE_CHECK
    st.chuck_roll = game.rolls_used
    if action.kind != "change":
        game.step = back
        return
    st.chuck_used = True
    face = game.table.positions[action.card][action.arg]
    game.life[seat] -= 1
    game.lost[seat] += 1
    game.emit("chuck_wengam", {"seat": seat, "die": action.card,
                               "face": game.table.names[face]})
    if game.life[seat] <= 0:
        if not game.eliminate_dead(NOBODY):
            game.step = STEP_END_TURN
        return
    set_face(game, action.card, face)
    arrows = game.table.arrows[action.card][action.arg]
    if arrows and game.hooks.take_arrows is not None:
        # Old Saloon's arrows (G5): taken by its own step, which goes on at ``back``.
        st.chuck_back = back
        game.step = STEP_IDS[CHUCK_ARROWS]
        return
    if arrows:
        if game.take_arrows(seat, arrows):
            return
        if not game.alive[seat]:
            game.step = STEP_END_TURN
            return
    game.step = back


def step_chuck_arrows(game: DiceState) -> bool:
    """G9-2 with Old Saloon: the new ARROW taken as a rolled one (G5: the Chief's Arrow
    may be chosen), then the roll goes on."""
    st = uoa.state(game)
    take = game.hooks.take_arrows
    assert take is not None
    return take(game, game.turn, 1, st.chuck_back, True)


# --- Herb Hunter (G9-4) ------------------------------------------------------------------------
def herb_hunter_losses(game: DiceState, seat: int) -> bool:
    """G9-4: another living, non-zombie player who has lost 2 or more life in Herb's turn
    takes a token, once a turn, as soon as his loss reaches 2 (G18-6: after a duel
    loser's own token)."""
    st = uoa.state(game)
    lost = game.lost
    for target in range(game.n):
        if (target != seat and lost[target] >= 2 and not st.herb_given >> target & 1
                and game.alive[target] and game.life[target] > 0
                and not uoa.is_zombie(game, target)):
            st.herb_given |= 1 << target
            game.emit("herb_hunter", {"seat": seat, "target": target})
            uoa.draw_token(game, target, "herb_hunter")
    return False


# --- Sean Mallory, "any_roll" (G9-6, G18-8) -------------------------------------------------
def sean_options(game: DiceState) -> tuple[Action, ...]:
    """RULES.md G9-6: the Duel dice Sean Mallory may re-roll (none: no prompt)."""
    table = game.table
    options = [Action("reroll_duel", card=d) for d in range(table.n)
               if table.keys[d] == "duel" and game.free_mask >> d & 1]
    return (*options, PASS) if options else ()


def sean_mallory_after_roll(game: DiceState, seat: int) -> bool:
    """G9-6 ``sean_mallory_scope="any_roll"``: his once-a-turn re-roll may be an extra
    roll of one Duel die, after his last roll and before the dice are final."""
    st = uoa.state(game)
    if (game.config.sean_mallory_scope != "any_roll" or st.sean_used
            or st.sean_roll == game.rolls_used or game.rolls_used < game.rolls_max
            or dynamite_count(game, seat) >= 3):
        return False
    options = sean_options(game)
    if not options:
        return False
    return game.prompt(seat, SEAN_ROLL, {}, options)


def legal_sean_roll(game: DiceState) -> tuple[Action, ...]:
    """RULES.md G9-6: a Duel die that is not locked, or no extra re-roll."""
    return sean_options(game)


def answer_sean_roll(game: DiceState, action: Action) -> None:
    """G18-8: the extra re-roll follows B4 (its arrows are taken, Dynamite stays)."""
    st = uoa.state(game)
    st.sean_roll = game.rolls_used
    if action.kind == "pass":
        game.step = STEP_DYNAMITE_CHECK
        return
    st.sean_used = True
    game.emit("sean_mallory", {"seat": game.turn, "die": action.card})
    game.rolls_max += 1
    game.roll_mask = 1 << action.card
    game.step = STEP_ROLL


# --- the module ---------------------------------------------------------------------------------
def turn_start(game: DiceState, seat: int) -> bool:
    """RULES.md G9: the once-a-turn and once-a-roll powers are new each turn."""
    st = uoa.state(game)
    st.belle_roll = st.chuck_roll = -1
    st.chuck_used = False
    return False


def setup(game: DiceState, plain: object) -> None:
    """RULES.md G9: the module keeps its per-turn marks in the game's state."""
    uoa.state(game)


ABILITIES: tuple[Ability, ...] = (
    Ability("belle_star", "G9-1", after_roll=belle_star_after_roll, prompts=(
        Prompt(BELLE, "G9-1", legal_belle, answer_belle, ("change", "pass"), 6,
               explain_change),)),
    Ability("chuck_wengam", "G9-2", after_roll=chuck_wengam_after_roll, prompts=(
        Prompt(CHUCK, "G9-2", legal_chuck, answer_chuck, ("change", "pass"), 7,
               explain_change),)),
    Ability("greg_digger", "G9-3"),
    Ability("herb_hunter", "G9-4", after_losses=herb_hunter_losses),
    Ability("pat_brennan", "G9"),
    Ability("pixie_pete", "G9"),
    Ability("sam_the_healer", "G9-5", prompts=(SAM_PROMPT,)),
    Ability("sean_mallory", "G9-6", after_roll=sean_mallory_after_roll, prompts=(
        SEAN_PROMPT, Prompt(SEAN_ROLL, "G9-6", legal_sean_roll, answer_sean_roll,
                            ("reroll_duel", "pass"), 8, explain_change),)),
)


def _character(name: str, life: int, ability: str, clause: str,
               needs: tuple[str, ...] = ()) -> Character:
    key = name.lower().replace(" ", "_")
    return Character(name, life, ability, key, clause, (key,), needs)


CHARACTERS: tuple[Character, ...] = (
    _character("Belle Star", 8, "after each roll may change one Dynamite into a Gatling,"
               " unless 3 or more Dynamite", "G9-1"),
    _character("Chuck Wengam", 8, "once per turn may lose 1 life to set one die to a face"
               " of his choice", "G9-2"),
    _character("Greg Digger", 7, "uses each Whiskey twice", "G9-3", (DUEL_DICE,)),
    _character("Herb Hunter", 8, "another player who loses 2 or more life in his turn"
               " takes a Duel Wound token", "G9-4", (DUEL_DICE,)),
    _character("Pat Brennan", 8, "moves a Rage card at the start of his turn (needs the"
               " unsourced Rage cards: never dealt)", "G9", (RAGE_CARDS,)),
    _character("Pixie Pete", 9, "draws two Rage cards and keeps one (needs the unsourced"
               " Rage cards: never dealt)", "G9", (RAGE_CARDS,)),
    _character("Sam the Healer", 7, "each Duel he starts lets a player gain 1 life",
               "G9-5", (DUEL_DICE,)),
    _character("Sean Mallory", 8, "once per turn may re-roll his own Duel die roll",
               "G9-6", (DUEL_DICE,)),
)

#: Where the rules ask about the abilities that have no hook (the card index), and the
#: code that keeps a character out of the deal (G3-1).
KEYED: dict[str, tuple[str, ...]] = {
    "greg_digger": ("bang.dice.uoa_duels:run_whiskey",),
    "sam_the_healer": ("bang.dice.uoa_duels:run_duel",),
    "sean_mallory": ("bang.dice.uoa_duels:run_duel",),
    "pat_brennan": ("bang.dice.content:characters_for",),
    "pixie_pete": ("bang.dice.content:characters_for",),
    "zombie": ("bang.dice.uoa_undead:outbreak",),
}
abilities.KEYED.update(KEYED)

RULES: Rules = Rules(MODULE, "G9", setup=setup, on_turn_start=turn_start,
              state_dict=uoa.state_dict)
