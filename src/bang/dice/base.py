"""The base game's content set (RULES.md Part B), registered on import: the five steps of
the mandatory order (B5), the six faces and the die (B1), the turn's prompts (B4.3,
B5.3, B5.4) and the 16 characters with their abilities (B8).

Registering checks it like any expansion (``bang.dice.content.register``), so a face
without its step or a character without its ability entry fails here, at import.
"""

from __future__ import annotations

from bang.dice import abilities, content, phases, resolve
from bang.dice.data import BASE_DIE, BASE_FACES, CHARACTERS
from bang.dice.rolls import ARROWS_STEP, BEER_STEP, BULLS_STEP, DYNAMITE_STEP, GATLING_STEP
from bang.dice.state import (
    STEP_BEER_START,
    STEP_BULLS,
    STEP_DYNAMITE_CHECK,
    STEP_GATLING,
    STEP_ROLL,
    Resolution,
)

#: RULES.md B5: arrows and the Dynamite count act on every roll, inside the roll's own
#: steps; the bull's eyes, the Beer and the Gatling with the final dice, in this order.
RESOLUTIONS: tuple[Resolution, ...] = (
    Resolution(ARROWS_STEP, "B5.1", 10, ("arrow",), on_roll=True, entry=STEP_ROLL),
    Resolution(DYNAMITE_STEP, "B5.2", 40, ("dynamite",), on_roll=True,
               entry=STEP_DYNAMITE_CHECK),
    Resolution(BULLS_STEP, "B5.3", 60, ("one", "two"), entry=STEP_BULLS),
    Resolution(BEER_STEP, "B5.4", 70, ("beer",), entry=STEP_BEER_START),
    Resolution(GATLING_STEP, "B5.5", 80, ("gatling",), entry=STEP_GATLING),
)

#: Where the engine resolves each of its own steps (module:function), for the card index
#: (``bang.dice.index``); content's steps are their ``run`` function.
CODE: dict[str, tuple[str, ...]] = {
    ARROWS_STEP: ("bang.dice.phases:step_roll", "bang.dice.state:DiceState.take_arrows",
                  "bang.dice.state:DiceState.indian_attack"),
    DYNAMITE_STEP: ("bang.dice.phases:step_dynamite_check",
                    "bang.dice.resolve:step_after_dynamite"),
    BULLS_STEP: ("bang.dice.resolve:step_bulls", "bang.dice.resolve:step_shoot",
                 "bang.dice.resolve:legal_shoot", "bang.dice.resolve:answer_shoot",
                 "bang.dice.resolve:reach", "bang.dice.resolve:step_hits",
                 "bang.dice.resolve:step_after_shots"),
    BEER_STEP: ("bang.dice.resolve:step_beer_start", "bang.dice.resolve:step_beer",
                "bang.dice.resolve:legal_beer", "bang.dice.resolve:answer_beer"),
    GATLING_STEP: ("bang.dice.resolve:step_gatling", "bang.dice.resolve:step_hits",
                   "bang.dice.resolve:step_after_gatling"),
}

BASE: content.ContentSet = content.ContentSet(
    key="base",
    resolutions=RESOLUTIONS,
    faces=BASE_FACES,
    dice=(BASE_DIE,),
    abilities=abilities.ABILITY_LIST,
    characters=CHARACTERS,
    prompts=(phases.ROLL_PROMPT, resolve.SHOOT_PROMPT, resolve.BEER_PROMPT_ENTRY),
    rolled=content.BASE_ROLLED,
)

if "base" not in content.SETS:
    content.register(BASE)
    # The base game's tables (every roll's outcomes) are built now, with the imports,
    # not in the first game.
    content.table_for(content.BASE_ROLLED)
