"""Old Saloon (RULES.md Part G, modules 1, 2 and 4) as three content sets of the dice
engine, registered on import; each is played when its ``DiceConfig`` option is on
(``os_saloon_dice``, ``os_chief_arrow``, ``os_characters``: the option is the set's
key).  Modules 3 and 5 could not be sourced (G13): their options are reserved.

The rules are ``bang.dice.old_saloon_rules`` (the dice, the Chief's Arrow and the
machinery shared with the characters) and ``bang.dice.old_saloon_characters``.
"""

from __future__ import annotations

from bang.dice import content
from bang.dice import old_saloon_characters as characters
from bang.dice import old_saloon_rules as rules
from bang.dice.data import Die, Face
from bang.dice.state import Prompt, Resolution, Rules

#: G2.1, G17-2: the new faces (a double face counts as two symbols: G2.4).
FACES: tuple[Face, ...] = (
    Face("double_one", 'double Bull\'s Eye "1"', "one", "bulls_eye", "G2.4", count=2),
    Face("double_two", 'double Bull\'s Eye "2"', "two", "bulls_eye", "G2.4", count=2),
    Face("double_beer", "double Beer", "beer", "beer", "G2.4", count=2),
    Face("double_gatling", "double Gatling", "gatling", "gatling", "G2.4", count=2),
    Face(rules.BROKEN_ARROW, "Broken arrow", rules.BROKEN_ARROW, rules.BROKEN_ARROW, "G4.3"),
    Face(rules.BULLET, "Bullet", rules.BULLET, rules.BULLET, "G4.4"),
)
#: G2.2: the two Saloon dice.
DICE: tuple[Die, ...] = (
    Die(rules.LOUDMOUTH, "Loudmouth",
        ("arrow", "dynamite", "double_one", "double_two", "double_gatling", rules.BULLET),
        "G2.2"),
    Die(rules.COWARD, "Coward",
        ("arrow", "dynamite", "one", "beer", "double_beer", rules.BROKEN_ARROW), "G2.2"),
)
#: G4.2, G8: the broken arrows, then the bullets, after each roll's arrows and before its
#: Dynamite count.
RESOLUTIONS: tuple[Resolution, ...] = (
    Resolution(rules.BROKEN_ARROW, "G4.3", 20, (rules.BROKEN_ARROW,), on_roll=True,
               run=rules.run_broken_arrow),
    Resolution(rules.BULLET, "G4.4", 30, (rules.BULLET,), on_roll=True, run=rules.run_bullet),
)

#: The rules the three modules share (one state: ``DiceState.ext``), played once however
#: many of them are on.
RULES = Rules(rules.KEY, "G3-G6", setup=rules.setup, before_roll=rules.before_roll,
              take_arrows=rules.take_arrows, shape_bulls=rules.shape_bulls,
              stand_in=rules.stand_in, public=rules.public, setup_keys=frozenset({"chief"}))

SALOON_DICE = content.ContentSet(
    key=rules.SALOON_DICE,
    resolutions=RESOLUTIONS,
    faces=FACES,
    dice=DICE,
    prompts=(
        Prompt(rules.DECLARE, "G4.1", rules.legal_declare, rules.answer_declare,
               ("no_saloon", rules.LOUDMOUTH, rules.COWARD), 1),
        Prompt(rules.RETURN_ARROW, "G4.3", rules.legal_return, rules.answer_return,
               ("return",), 20, rules.explain_return),
    ),
    steps=((rules.STEP_TAKE, rules.step_take), (rules.STEP_AFTER_ATTACK, rules.step_after_attack),
           (rules.STEP_FINAL, rules.step_final)),
    rules=RULES,
)
CHIEF_ARROW = content.ContentSet(
    key=rules.CHIEF_ARROW,
    prompts=(Prompt(rules.TAKE_TOKEN, "G5.1", rules.legal_take, rules.answer_take,
                    ("arrow", "chief"), 11),),
    rules=RULES,
)
CHARACTERS = content.ContentSet(
    key=rules.CHARACTERS,
    abilities=characters.ABILITY_LIST,
    characters=characters.CHARACTERS,
    rules=RULES,
)

for _set in (SALOON_DICE, CHIEF_ARROW, CHARACTERS):
    if _set.key not in content.SETS:
        content.register(_set)
