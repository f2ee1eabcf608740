"""The card game's part of the card index (``bang.cards.index``): every card kind with
each of its 80 cards, every character, each with its clause, the functions that
implement it (each citing its rule) and the tests that cite it; an expansion's content
is listed as soon as it is registered."""

from __future__ import annotations

from pathlib import Path

from bang.cards import content, data
from bang.cards.base_characters import CHARACTER_LIST
from bang.cards.content import CardKind, ContentSet
from bang.cards.index import index_rows
from bang.cards.state import CardState
from bang.core.index import Copy, IndexRow, ref, resolve_ref
from docstrings import source_docstrings, uncited

#: This directory: the rule tests the index reads (given explicitly, so that an
#: installed build, whose package is not beside the tests, reads them too).
TESTS = Path(__file__).parent


def rows_by_key(tests: Path | None = TESTS) -> dict[tuple[str, str], IndexRow]:
    return {(r.kind, r.key): r for r in index_rows(tests)}


def test_the_index_lists_the_22_kinds_with_their_80_cards_and_the_16_characters() -> None:
    rows = index_rows(TESTS)
    # Registered expansions follow the base game's kinds and characters.
    assert [(r.kind, r.key) for r in rows] == [
        *(("card", k.key) for k in content.KINDS),
        *(("character", c) for c in content.CHARACTER_CARDS)]
    assert [k.key for k in content.KINDS[:22]] == list(data.KIND_KEYS)
    assert list(content.CHARACTER_CARDS)[:16] == [c.key for c in CHARACTER_LIST]
    assert len(CHARACTER_LIST) == 16
    cards = sorted((c for r in rows for c in r.copies if c.id < 80), key=lambda c: c.id)
    assert [c.id for c in cards] == list(range(80))
    assert [c.second for c in cards] == list(range(80, 160))
    for row in rows:
        for copy in row.copies:
            if copy.id < 80:
                card = data.DECK[copy.id]
                assert (card.name, card.rank, card.suit) == (row.name, copy.rank, copy.suit)
            for card_id in (copy.id, copy.second):  # any set's, from the per-id tables
                assert data.KIND_NAMES_ALL[data.KIND[card_id]] == row.name
                assert data.RANKS[data.RANK_VALUE[card_id] - 2] == copy.rank
                assert data.SUIT[card_id] == copy.suit


def test_every_entry_has_its_clause_its_code_and_a_citing_test() -> None:
    known = source_docstrings("bang.cards")
    for row in index_rows(TESTS):
        assert row.clause and row.code and row.text, row.key
        assert row.tests, f"{row.key}: no test cites it"
        for name in row.code:
            assert callable(resolve_ref(name)), name
        points = {(m, n) for m, _, n in (name.partition(":") for name in row.code)}
        assert not uncited(points, known), row.key
        for test in row.tests:
            path, _, name = test.partition("::")
            assert path.startswith("tests/cards/test_") and name.startswith("test_")


def test_the_code_of_an_entry_is_what_its_record_names_and_what_reads_it() -> None:
    rows = rows_by_key()
    assert rows["card", "bang"].code[:2] == ("bang.cards.play:legal_play",
                                             "bang.cards.play:may_bang")
    assert {"bang.cards.base_cards:play_bang", "bang.cards.responses:run_shot",
            "bang.cards.responses:answer_duel"} <= set(rows["card", "bang"].code)
    assert "bang.cards.base_cards:jail_check" in rows["card", "jail"].code
    assert "bang.cards.state:CardState.barrels" in rows["card", "barrel"].code
    assert rows["character", "jesse_jones"].code == (
        "bang.cards.base_characters:jesse_jones_phase_one", "bang.cards.turn:phase_one",
        "bang.cards.base_characters:legal_draw_jesse",
        "bang.cards.base_characters:answer_draw_jesse")
    assert rows["character", "sid_ketchum"].clause == "A12 Sid Ketchum, A9.2, A14.3"


def test_the_index_reads_its_tests_by_key_and_by_first_name() -> None:
    rows = rows_by_key()
    here = "tests/cards/"
    assert (here + "test_a7_brown_cards.py::test_general_store_reveals_one_card_per_living"
            "_player_picked_clockwise") in rows["card", "general_store"].tests
    # "sid" in a test of A12, "vulture" in a test of A9 (the entry's A9.3 is under it).
    assert (here + "test_a12_characters.py::test_sid_discards_two_for_one_life_in_his_turn"
            in rows["character", "sid_ketchum"].tests)
    assert (here + "test_a9_damage_and_elimination.py::test_vulture_sheriff_takes_then_"
            "discards_everything_by_default" in rows["character", "vulture_sam"].tests)
    assert not any("kit_carlson" in t for t in rows["character", "jesse_jones"].tests)
    assert not any("sid" in t.split("::")[1] for t in rows["card", "barrel"].tests)
    assert all(not r.tests for r in index_rows(tests=None))


def play_nothing(game: CardState, seat: int, card: int, target: int) -> None:
    """A7 (an index test's card): playing it only discards it."""


def test_a_registered_expansion_is_listed_with_its_cards() -> None:
    kind = CardKind("index_test_card", "Index Test", "brown", "A7", play=play_nothing)
    extra = ContentSet(key="index_test", first_id=270, kinds=(kind,),
                       rows=(("index_test_card", "A", "S"), ("bang", "2", "H")),
                       abilities=(), characters=())
    content.register(extra)
    try:
        rows = rows_by_key(None)
        assert rows["card", "index_test_card"].copies == (Copy(270, "A", "♠", 272),)
        assert rows["card", "index_test_card"].set == "index_test"
        assert Copy(271, "2", "♥", 273) in rows["card", "bang"].copies
        assert ref(play_nothing) in rows["card", "index_test_card"].code
    finally:
        content.unregister("index_test")
    assert ("card", "index_test_card") not in rows_by_key(None)
