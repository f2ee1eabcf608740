"""docs/cards.md, the card index of both games: it is what ``python -m bang.docs.cards``
makes of the code now, every link in it leads to a file of the repository (and to the
definition it names), and it lists each of the 80 cards, the 16 characters of each game
and the dice game's die and faces, each with its clause and at least one citing test."""

from __future__ import annotations

import re
from pathlib import Path

from bang.cards import data
from bang.cards.base_characters import CHARACTER_LIST as CARD_CHARACTERS
from bang.cards.index import index_rows as card_rows
from bang.dice.data import CHARACTERS as DICE_CHARACTERS
from bang.dice.data import FACES
from bang.dice.index import index_rows as dice_rows
from bang.docs import cards
from bang.docs.cards import COMMAND, generated, headings, main, rule_targets

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "cards.md"
LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")


def doc_text() -> str:
    return DOC.read_text(encoding="utf-8")


def entries(text: str) -> dict[str, str]:
    """The doc's entries by anchor (``cards-card-bang``): the text up to the next one."""
    parts = re.split(r'<a id="([^"]+)"></a>', text)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def test_the_index_is_what_the_code_makes_of_it_now() -> None:
    assert generated() == doc_text(), f"docs/cards.md is out of date: run {COMMAND}"


def test_the_check_option_tells_a_stale_file_from_a_current_one(tmp_path: Path) -> None:
    path = tmp_path / "cards.md"
    path.write_text("# Card index\n", encoding="utf-8")
    assert main(["--check", str(path)]) == 1
    assert main([str(path)]) == 0
    assert main(["--check", str(path)]) == 0
    assert path.read_text(encoding="utf-8") == generated()


def test_every_link_leads_to_a_file_of_the_repository_and_its_line() -> None:
    text = doc_text()
    here = {anchor for _, anchor in headings(text)} | set(entries(text))
    links = LINK.findall(text)
    assert len(links) > 500
    for label, target in links:
        path, _, fragment = target.partition("#")
        if not path:
            assert fragment in here, target
            continue
        assert "://" not in path, target
        file = (DOC.parent / path).resolve()
        assert file.is_relative_to(ROOT) and file.is_file(), target
        lines = file.read_text(encoding="utf-8").splitlines()
        if re.fullmatch(r"L\d+", fragment):
            line = int(fragment[1:])
            assert 1 <= line <= len(lines), target
            name = label.strip("`").rsplit(".", 1)[-1]
            assert re.match(rf"\s*(async def|def|class) {re.escape(name)}\b", lines[line - 1]), (
                f"{target} is not where {label} is defined")
        elif fragment:
            assert file.suffix == ".md", target
            assert fragment in {a for _, a in headings("\n".join(lines))}, target


def test_every_card_of_the_deck_is_listed_once_with_its_kind_rank_and_suit() -> None:
    listed: list[tuple[int, str, str, str]] = []
    for anchor, body in entries(doc_text()).items():
        if not anchor.startswith("cards-card-"):
            continue
        name = re.search(r"#### (.*) \(`", body)
        cards_line = re.search(r"- \*\*Cards\*\* \((\d+)\): (.*)", body)
        assert name and cards_line, anchor
        found = re.findall(r"(\w+)([♠♥♦♣]) `(\d+)`", cards_line.group(2))
        assert len(found) == int(cards_line.group(1)), anchor
        listed += [(int(i), name.group(1), rank, suit) for rank, suit, i in found]
    # The base game's 80 (A6), then every registered set's rows (Dodge City's 40 and its
    # Buffalo Rifle 9♣, rules/dodge-city.md E2, E2.2).
    from bang.cards import content

    expected = [(c.id, c.name, c.rank, c.suit) for c in data.DECK]
    for content_set in list(content.SETS.values())[1:]:
        expected += [(content_set.first_id + i, content.KINDS[content.KIND_OF_KEY[key]].name,
                      rank, data.SUIT_OF_LETTER[letter])
                     for i, (key, rank, letter) in enumerate(content_set.rows)]
    assert sorted(listed) == sorted(expected)
    assert len([c for c in listed if c[0] < 80]) == 80
    assert re.search(r"ids 80–159(, [0-9–, ]+)? are their second copies", doc_text())


def test_the_sixteen_characters_of_each_game_the_die_and_the_faces_are_listed() -> None:
    found = entries(doc_text())
    assert len(CARD_CHARACTERS) == len(DICE_CHARACTERS) == 16
    for character in CARD_CHARACTERS:
        assert f"#### {character.name} (`{character.key}`)" in found[
            f"cards-character-{character.key}"]
    for dice_character in DICE_CHARACTERS:
        assert f"#### {dice_character.name} (`{dice_character.key}`)" in found[
            f"dice-character-{dice_character.key}"]
    from bang.dice import content as dice_content

    dice_faces = [f.key for s in dice_content.SETS.values() for f in s.faces]
    dice_dice = [d.key for s in dice_content.SETS.values() for d in s.dice]
    assert {a for a in found if a.startswith("dice-face-")} == {
        f"dice-face-{f}" for f in dice_faces} and set(FACES) <= set(dice_faces)
    assert "dice-die-base" in found and all(f"dice-die-{d}" in found for d in dice_dice)
    # The expansions' characters follow the base game's (Dodge City's, as far as they
    # are registered: rules/dodge-city.md E6).
    from bang.cards import content

    extra = len(content.characters_for(("dodge_city_characters",))) - 16
    dice_extra = len(dice_content.CHARACTER_LIST) - 16  # Old Saloon's (RULES.md G6)
    assert len(found) == (len(content.KINDS) + 16 + len(dice_dice) + len(dice_faces) + 16
                          + extra + dice_extra)


def test_every_entry_cites_a_section_of_the_rules_and_has_a_citing_test() -> None:
    anchors = rule_targets()
    for row in (*card_rows(), *dice_rows()):
        numbers = re.findall(r"\b([A-Z]\d+(?:\.\d+)*)", row.clause)
        assert numbers, row.key
        for number in numbers:
            while number not in anchors and "." in number:
                number = number.rsplit(".", 1)[0]
            assert number in anchors, f"{row.key}: {row.clause} is not a clause of the rules"
    for anchor, body in entries(doc_text()).items():
        tests = re.search(r"- \*\*Tests\*\* \((\d+)\)", body)
        assert tests and int(tests.group(1)) >= 1, f"{anchor}: no test cites it"


def test_the_index_links_the_rules_copy_in_the_repository() -> None:
    assert cards.RULES == ROOT / "docs" / "RULES.md" and cards.RULES.is_file()
    assert "[A12](RULES.md#a12-the-16-base-characters) Bart Cassidy" in doc_text()
