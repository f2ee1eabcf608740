"""The dice game's part of the card index: every die, face and character of the
registered content, with its RULES.md clause, the code that implements it and the tests
that cite it (docs/cards.md is generated from these rows and the card game's; the rows
and the reading of tests are ``bang.core.index``'s).

A face or a die is cited by the tests of its clause (the clause itself or one of its
sub-clauses, ``b5_6_1`` under B5.6); a character by its key (``kit_carlson``), or by its
first name in a test of its clause (``test_b8_bart_...``).  Only the dice game's rule
tests are read (``tests/dice``): the card game has characters of the same names.
"""

from __future__ import annotations

from pathlib import Path

from bang.core.index import (
    ROOT,
    CitingTest,
    IndexRow,
    citing,
    code_location,
    read_tests,
    record_code,
    ref,
    resolve_ref,
)
from bang.dice import abilities, base, content, old_saloon_characters
from bang.dice.data import Character, Die, Face
from bang.dice.state import ABILITIES, Ability

#: The repository's tests of the dice rules, when running from a source tree.
TESTS = ROOT / "tests" / "dice"


def index_rows(tests: Path | None = TESTS) -> list[IndexRow]:
    """Every die, then every face, then every character of the registered content sets,
    in registration order (the base game's first, in RULES.md order).  ``tests`` is the
    directory of test files to read (None, or one that does not exist: no tests)."""
    cited = read_tests(tests)
    rows: list[IndexRow] = []
    for content_set in content.SETS.values():
        rows.extend(_die_row(content_set.key, d, cited) for d in content_set.dice)
    for content_set in content.SETS.values():
        rows.extend(_face_row(content_set.key, f, cited) for f in content_set.faces)
    for content_set in content.SETS.values():
        rows.extend(_character_row(content_set.key, c, cited)
                    for c in content_set.characters)
    return rows


def ability_code(ability: Ability) -> list[str]:
    """The functions that implement ``ability``: its hooks and prompts, where the rules
    read its numbers (``abilities.CODE``), and where an expansion's shared rules ask
    about it (``old_saloon_characters.CODE``)."""
    code = record_code(ability, Ability("", ""), abilities.CODE)
    return [*code, *(c for c in old_saloon_characters.CODE.get(ability.key, ())
                     if c not in code)]


# --- rows --------------------------------------------------------------------------------
def _die_row(set_key: str, die: Die, cited: list[CitingTest]) -> IndexRow:
    return IndexRow(kind="die", set=set_key, key=die.key, name=die.name, clause=die.clause,
                    code=("bang.dice.rolls:DiceSet", "bang.dice.phases:step_roll"),
                    text="six faces: " + ", ".join(die.faces),
                    tests=citing(cited, die.clause, ()))


def _face_row(set_key: str, face: Face, cited: list[CitingTest]) -> IndexRow:
    step = content.RESOLUTIONS[face.resolution]
    counts = f"{face.count} × {face.symbol}" if face.double else face.symbol
    timing = "on every roll" if step.on_roll else "with the final dice"
    text = (f"counts as {counts}; resolved {timing} in the {step.key} step ({step.clause},"
            f" order {step.order})" + ("" if face.rerollable else "; cannot be re-rolled"))
    code = base.CODE.get(step.key) or ((ref(step.run),) if step.run is not None else ())
    return IndexRow(kind="face", set=set_key, key=face.key, name=face.name,
                    clause=face.clause, code=code, text=text,
                    tests=citing(cited, face.clause, ()))


def _character_row(set_key: str, character: Character, cited: list[CitingTest]) -> IndexRow:
    code: list[str] = []
    for key in character.abilities:
        for entry in (*ability_code(ABILITIES[key]), *abilities.KEYED.get(key, ())):
            if entry not in code:
                code.append(entry)
    words = tuple(character.key.split("_"))
    return IndexRow(kind="character", set=set_key, key=character.key, name=character.name,
                    clause=character.clause, code=tuple(code),
                    text=f"{character.life} life: {character.ability}",
                    tests=citing(cited, character.clause, (words,), words[:1]))


__all__ = ["IndexRow", "ability_code", "code_location", "index_rows", "ref", "resolve_ref"]
