"""The 8 characters of Old Saloon module 4 (RULES.md G6, G6.1), each in one place: its
ability record, with the hooks it gives the turn and the prompts it asks.

José Delgado and Tequila Joe change which dice a turn rolls (``dice_with`` in
``bang.dice.old_saloon_rules``, G4.1-4); Apache Kid's and Elena Fuente's questions come
while arrows are taken (``step_take``), Vera Custer's reduction as the bull's-eye batch
begins (``shape_bulls``), Molly Stark's offer before each loss event (``stand_in``):
those rules are shared with modules 1 and 2 and live there; this module names them.
"""

from __future__ import annotations

from bang.dice import old_saloon_rules as rules
from bang.dice.data import Character
from bang.dice.rolls import BULLS_STEP
from bang.dice.state import STEP_DYNAMITE_CHECK, Ability, DiceState, Prompt


# --- Bill Noface (G6-1) ----------------------------------------------------------------
def bill_noface_arrows(game: DiceState, seat: int, count: int) -> int:
    """G6-1: the ARROW results of his rolls wait for his last roll."""
    return 0


def arrows_showing(game: DiceState) -> int:
    """Arrows the dice showing now give (one per ARROW face)."""
    table = game.table
    code = game.dice_code
    return sum(table.arrows[d][code >> 3 * d & 7] for d in range(table.n))


def bill_noface_last_roll(game: DiceState, seat: int) -> bool:
    """G6-1: on a last roll he did not choose (rolls used up, 3 Dynamite) he takes one
    arrow per ARROW showing before its Dynamite count; after a roll he stops on, the
    final dice's start takes them (``step_final``)."""
    st = rules.state(game)
    if st.delayed_done:
        return False
    st.delayed_done = True
    count = arrows_showing(game)
    if not count:
        return False
    game.emit("bill_noface", {"seat": seat, "arrows": count})
    return rules.take_arrows(game, seat, count, STEP_DYNAMITE_CHECK, True)


# --- Doc Holyday (G6-4) ----------------------------------------------------------------
def doc_holyday_heal(game: DiceState, seat: int) -> bool:
    """G6-4: 3 or more ONE/TWO symbols used this turn (a double counts 2; Slab's doubling
    adds none): +2 life right after the bull's-eye batch, before the Beer."""
    if len(game.shots) >= 3 and game.alive[seat]:
        game.emit("doc_holyday", {"seat": seat, "gained": game.gain_life(seat, 2)})
    return False


# --- the 8 abilities and characters ------------------------------------------------------
ABILITY_LIST: tuple[Ability, ...] = (
    Ability(rules.JOSE, "G6"),
    Ability(rules.TEQUILA, "G6"),
    Ability(rules.APACHE, "G5-7", prompts=(
        Prompt(rules.STEAL, "G5-7", rules.legal_steal, rules.answer_steal, ("steal", "pass"),
               11),)),
    Ability(rules.BILL, "G6-1", on_arrows=bill_noface_arrows,
            before_dynamite=bill_noface_last_roll),
    Ability(rules.ELENA, "G6-2", prompts=(
        Prompt(rules.GIFT, "G6-2", rules.legal_gift, rules.answer_gift, ("give", "keep"), 11,
               rules.explain_gift),)),
    Ability(rules.VERA, "G6-3"),
    Ability(rules.DOC, "G6-4", after_resolution={BULLS_STEP: doc_holyday_heal}),
    Ability(rules.MOLLY, "G6-5", prompts=(
        Prompt(rules.STAND_IN, "G6-5", rules.legal_stand_in, rules.answer_stand_in,
               ("stand_in", "pass"), 61),)),
)


def _character(name: str, life: int, ability: str, needs: tuple[str, ...] = ()) -> Character:
    key = name.lower().replace(" ", "_").replace("é", "e")
    return Character(name, life, ability, key, "G6", (key,), needs)


CHARACTERS: tuple[Character, ...] = (
    _character("José Delgado", 7, "may roll the Loudmouth as a sixth die",
               (rules.SALOON_DICE,)),
    _character("Tequila Joe", 7, "may roll the Coward as a sixth die", (rules.SALOON_DICE,)),
    _character("Apache Kid", 9, "an Arrow he rolls may take the Chief's Arrow from its holder",
               (rules.CHIEF_ARROW,)),
    _character("Bill Noface", 9, "takes the arrows he rolled only after his last roll"),
    _character("Elena Fuente", 7, "may give one of the arrows she rolls to another player"),
    _character("Vera Custer", 7, "loses 1 less life to each die of bull's eyes on her"),
    _character("Doc Holyday", 8, "gains 2 life when he uses 3 or more bull's eyes"),
    _character("Molly Stark", 8, "may lose life in another player's place"),
)

#: Where the rules read each of these abilities (module:function), for the card index.
CODE: dict[str, tuple[str, ...]] = {
    rules.JOSE: ("bang.dice.old_saloon_rules:dice_with",),
    rules.TEQUILA: ("bang.dice.old_saloon_rules:dice_with",),
    rules.APACHE: ("bang.dice.old_saloon_rules:step_take",),
    rules.BILL: ("bang.dice.old_saloon_rules:step_final",),
    rules.ELENA: ("bang.dice.old_saloon_rules:step_take",),
    rules.VERA: ("bang.dice.old_saloon_rules:shape_bulls",),
    rules.DOC: (),
    rules.MOLLY: ("bang.dice.old_saloon_rules:stand_in",
                  "bang.dice.old_saloon_rules:indian_attack"),
}
