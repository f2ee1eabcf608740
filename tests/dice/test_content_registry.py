"""The dice content registries (``bang.dice.content``): the base game registers its six
faces, its die and its 16 characters with an entry for every ability; content missing
a piece is refused before anything changes; the card index lists every face and
character with its clause, its code and the tests that cite it."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from bang.core.errors import ConfigError
from bang.dice import content, dispatch
from bang.dice.data import CHARACTERS, FACES, Character, Die, Face
from bang.dice.index import index_rows, resolve_ref
from bang.dice.state import ABILITIES, CHARACTER_LIST, Ability, DiceState, Resolution


def tables() -> tuple[object, ...]:
    """Everything a registration may change, to check a refusal changed nothing."""
    return (dict(content.RESOLUTIONS), list(content.FACE_LIST), dict(content.DICE),
            dict(ABILITIES), list(CHARACTER_LIST), dict(content.PROMPTS), dict(content.SETS),
            list(content.CONTENT_STEPS), list(dispatch.STEPS), dict(dispatch.LEGAL))


def run_nothing(game: DiceState) -> bool:
    """A step with no effect, for sets that must be refused for another reason."""
    return game.resolved("test_step")


GOOD_STEP = Resolution("test_step", "test", 75, ("test_symbol",), run=run_nothing)
GOOD_FACE = Face("test_face", "test face", "test_symbol", "test_step", "test")
GOOD_ABILITY = Ability("test_ability", "test", reach_bonus=1)
GOOD_CHARACTER = Character("Test Person", 8, "reaches farther", "test_person", "test",
                           ("test_ability",))


def refused(match: str, **parts: object) -> None:
    before = tables()
    with pytest.raises(ConfigError, match=match):
        content.register(content.ContentSet("test_refused", **parts))  # type: ignore[arg-type]
    assert tables() == before


def test_b1_b8_the_base_set_registers_six_faces_one_die_and_sixteen_characters() -> None:
    base = content.SETS["base"]
    assert tuple(f.key for f in base.faces) == FACES
    assert [d.faces for d in base.dice] == [FACES]
    assert base.characters == CHARACTERS and len(CHARACTERS) == 16
    for character in CHARACTERS:
        assert character.abilities and all(a in ABILITIES for a in character.abilities)
    assert not content.RESOLUTIONS["dynamite"].order > content.RESOLUTIONS["bulls_eye"].order
    orders = [content.RESOLUTIONS[f.resolution].order for f in base.faces]
    assert orders == sorted(orders)  # B5: the faces' steps are in the mandatory order


def test_a_face_without_a_resolution_is_refused() -> None:
    refused("face 'test_face' has no resolution", faces=(GOOD_FACE,))


def test_a_face_of_a_symbol_its_step_does_not_resolve_is_refused() -> None:
    face = Face("test_face", "test face", "beer", "test_step", "test")
    refused("counts as 'beer'", resolutions=(GOOD_STEP,), faces=(face,))


def test_a_resolution_without_code_is_refused() -> None:
    step = Resolution("test_step", "test", 75, ("test_symbol",))
    refused("has no code", resolutions=(step,), faces=(GOOD_FACE,))


def test_an_on_roll_step_outside_the_rolls_order_is_refused() -> None:
    step = Resolution("test_step", "test", 55, ("test_symbol",), on_roll=True, run=run_nothing)
    refused("between the arrows", resolutions=(step,), faces=(GOOD_FACE,))


def test_a_die_needs_six_known_faces() -> None:
    refused("six known faces", dice=(Die("test_die", "d", FACES[:5], "test"),))
    refused("not 'nowhere'", dice=(Die("test_die", "d", (*FACES[:5], "nowhere"), "test"),))
    refused("a turn rolls 1 to 6 known dice", rolled=("base", "no_such_die"))


def test_a_character_without_an_ability_entry_is_refused() -> None:
    refused("no entry for its abilities", characters=(GOOD_CHARACTER,))
    empty = Character("Test Person", 8, "nothing", "test_person", "test", ())
    refused("no entry for its abilities", abilities=(GOOD_ABILITY,), characters=(empty,))


def test_an_ability_hooking_a_step_without_hooks_is_refused() -> None:
    """The arrows and the Dynamite count are resolved inside the roll: no hook runs."""
    def nothing(game: DiceState, seat: int) -> None:
        """No effect."""

    ability = Ability("test_ability", "test", on_resolution={"dynamite": nothing})
    refused("calls no hooks", abilities=(ability,))


def test_taken_keys_are_refused() -> None:
    refused("already exists", faces=(content.FACE_LIST[0],))
    refused("already exists", abilities=(ABILITIES["kit_carlson"],))
    taken = Character("Kit Carlson", 7, "again", "kit", "test", ("kit_carlson",))
    refused("already exists", characters=(taken,))
    with pytest.raises(ConfigError):
        content.register(content.SETS["base"])


def test_only_the_last_expansion_can_be_removed() -> None:
    with pytest.raises(ConfigError):
        content.unregister("base")
    with pytest.raises(ConfigError):
        content.unregister("no_such_set")


def test_a_set_with_every_piece_registers_and_unregisters_cleanly() -> None:
    before = tables()
    faces, characters = len(content.FACE_LIST), len(content.CHARACTER_LIST)
    content.register(content.ContentSet(
        "test_ok", resolutions=(GOOD_STEP,), faces=(GOOD_FACE,), abilities=(GOOD_ABILITY,),
        characters=(GOOD_CHARACTER,)))
    try:
        assert content.FACE_IDS["test_face"] == faces
        assert content.characters_for(("test_ok",))[-1] == characters
        assert len(dispatch.STEPS) > len(before[-2])  # type: ignore[arg-type]
        with pytest.raises(ConfigError, match="unknown dice expansion"):
            content.sets_for(("test_missing",))
    finally:
        content.unregister("test_ok")
    assert tables() == before


# --- the card index -------------------------------------------------------------------
CLAUSE = re.compile(r"\b(RULES\.md|[ABG]\d+(\.\d+)?)")
#: This directory: the rule tests the index reads (given explicitly, so that an
#: installed build, whose package is not beside the tests, reads them too).
TESTS = Path(__file__).parent


def test_the_index_lists_every_die_face_and_character_of_every_set() -> None:
    rows = index_rows(TESTS)
    sets = list(content.SETS.values())
    assert [(r.kind, r.key) for r in rows] == [
        *(("die", d.key) for s in sets for d in s.dice),
        *(("face", f.key) for s in sets for f in s.faces),
        *(("character", c.key) for s in sets for c in s.characters)]
    assert rows[0].key == "base" and [r.key for r in rows if r.set == "base"][1:7] == list(
        FACES) and len([r for r in rows if r.set == "base" and r.kind == "character"]) == len(
        CHARACTERS)
    for row in rows:
        assert row.clause and row.code and row.text, row.key
        assert row.tests, f"{row.key}: no test cites it"
        for ref in row.code:
            target = resolve_ref(ref)
            assert callable(target), ref
            if inspect.isfunction(target):
                assert CLAUSE.search(target.__doc__ or ""), f"{ref} cites no rule"
        for test in row.tests:
            path, _, name = test.partition("::")
            assert path.startswith("tests/dice/test_") and name.startswith("test_")


def test_the_index_reads_its_tests_by_clause_and_name() -> None:
    rows = {r.key: r for r in index_rows(TESTS)}
    assert ("tests/dice/test_b8_characters.py::"
            "test_b8_bart_may_take_an_arrow_instead_of_a_life_for_a_bulls_eye"
            in rows["bart_cassidy"].tests)
    assert ("tests/dice/test_b6_b7_elimination_victory.py::"
            "test_b6_vulture_sam_gains_two_per_other_elimination_capped"
            in rows["vulture_sam"].tests)
    assert all("_b5_3_" in t for t in rows["one"].tests)
    assert not any("kit_carlson" in t for t in rows["bart_cassidy"].tests)
    assert index_rows(tests=None)[0].tests == ()


def test_every_character_ability_is_asked_about_through_one_function() -> None:
    """``has_ability`` reads what ``seat_abilities`` decided; ``powers`` merges the same."""
    from bang.dice import DiceConfig, DiceGame

    g = DiceGame.new(DiceConfig(players=8), 4)
    for seat in range(8):
        keys = g.seat_abilities(seat)
        assert keys == CHARACTER_LIST[g.char[seat]].abilities == g.abilities[seat]
        assert all(g.has_ability(seat, k) for k in keys)
        assert g.powers[seat] is ABILITIES[keys[0]]
    assert not g.has_ability(0, "no_such_ability")
