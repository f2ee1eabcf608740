"""docs/cards.md, the card index of both games, made from the content registries: every
card kind with its cards, every character of each game, the dice game's dice and faces,
each with its RULES.md clause, the functions that implement it and the tests that cite
it (the rows of ``bang.cards.index`` and ``bang.dice.index``).

``python -m bang.docs.cards`` rewrites docs/cards.md; with ``--check`` it only says
whether the file is current (exit 1 if not).  A test fails when the file and the code
disagree, so the index cannot go stale.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from bang.cards import content as card_content
from bang.cards import index as card_index
from bang.core.index import ROOT, Copy, IndexRow, code_location, read_tests
from bang.dice import content as dice_content
from bang.dice import index as dice_index
from bang.dice.state import CHARACTER_LIST as DICE_CHARACTERS
from bang.i18n import has_key, t

#: The generated file, and the rules it cites (a copy of the project's rules reference).
DOC = ROOT / "docs" / "cards.md"
RULES = ROOT / "docs" / "RULES.md"
#: The expansions' rules (Parts E, F, G: their own section letters), beside it.
EXPANSION_RULES = ROOT / "docs" / "rules"
#: The command that regenerates it, as the file and the test's message say.
COMMAND = "python -m bang.docs.cards"

_NUMBER = re.compile(r"([A-Z]\d+(?:\.\d+)*)")
_HEADING_NUMBER = re.compile(r"([A-Z]\d+(?:\.\d+)*)\.?\s")


# --- RULES.md ----------------------------------------------------------------------------
def heading_slug(heading: str) -> str:
    """The anchor GitHub gives a Markdown heading: its text without formatting, in lower
    case, without punctuation other than ``-`` and ``_``, spaces as ``-``."""
    text = re.sub(r"[`*]", "", heading).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def headings(text: str) -> list[tuple[int, str]]:
    """The Markdown headings of ``text`` as (line, anchor), duplicates numbered as
    GitHub numbers them (``-1``, ``-2``...); lines inside code blocks are not headings."""
    found: list[tuple[int, str]] = []
    seen: dict[str, int] = {}
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("```"):
            fenced = not fenced
        match = None if fenced else re.match(r"#{1,6} (.*)", line)
        if match is None:
            continue
        anchor = heading_slug(match.group(1))
        count = seen.get(anchor, 0)
        seen[anchor] = count + 1
        found.append((number, anchor if not count else f"{anchor}-{count}"))
    return found


def clause_anchors(text: str) -> dict[str, str]:
    """RULES.md's numbered sections by number (``"A9.1"``) -> heading anchor."""
    anchors: dict[str, str] = {}
    lines = text.splitlines()
    for number, anchor in headings(text):
        title = lines[number - 1].lstrip("#").strip()
        match = _HEADING_NUMBER.match(title + " ")
        if match is not None:
            anchors.setdefault(match.group(1), anchor)
    return anchors


def rule_targets() -> dict[str, str]:
    """Every numbered section of the rules, RULES.md's and the expansions' (Part E's
    ``E6.1`` in ``rules/dodge-city.md``), by number -> its link from docs/."""
    targets = {number: f"RULES.md#{anchor}"
               for number, anchor in clause_anchors(RULES.read_text(encoding="utf-8")).items()}
    for path in sorted(EXPANSION_RULES.glob("*.md")):
        for number, anchor in clause_anchors(path.read_text(encoding="utf-8")).items():
            targets.setdefault(number, f"rules/{path.name}#{anchor}")
    return targets


def clause_links(clause: str, targets: dict[str, str]) -> str:
    """``clause`` with each clause number linked to its section of the rules (a rule
    with no heading of its own, ``A14.3``, to the section it is part of)."""
    def link(match: re.Match[str]) -> str:
        number = match.group(1)
        section = number
        while section not in targets and "." in section:
            section = section.rsplit(".", 1)[0]
        target = targets.get(section)
        return f"[{number}]({target})" if target else number

    return _NUMBER.sub(link, clause)


# --- pieces of an entry ------------------------------------------------------------------
def code_links(code: Iterable[str]) -> str:
    """Each function as a link to its first line (``module.qualname``)."""
    parts = []
    for ref in code:
        module, _, qualname = ref.partition(":")
        label = f"`{module.rsplit('.', 1)[-1]}.{qualname}`"
        path, line = code_location(ref)
        parts.append(f"[{label}](../{path}#L{line})" if path.startswith("src/") else label)
    return ", ".join(parts)


def test_links(tests: Sequence[str], lines: dict[str, int]) -> str:
    """Each test as a link to its line."""
    parts = []
    for test in tests:
        path, _, name = test.partition("::")
        line = lines.get(test)
        parts.append(f"[`{name}`](../{path}#L{line})" if line else f"`{name}`")
    return ", ".join(parts) if parts else "none"


def id_ranges(ids: Iterable[int]) -> str:
    """``80, 81, 82, 90`` -> ``80–82, 90``."""
    runs: list[list[int]] = []
    for i in sorted(ids):
        if runs and i == runs[-1][1] + 1:
            runs[-1][1] = i
        else:
            runs.append([i, i])
    return ", ".join(f"{a}" if a == b else f"{a}–{b}" for a, b in runs)


def card_list(copies: Sequence[Copy]) -> str:
    """The cards of a kind, rank, suit and id, and the ids of their second copies."""
    cards = ", ".join(f"{c.rank}{c.suit} `{c.id}`" for c in copies)
    seconds = [c.second for c in copies if c.second >= 0]
    return cards + (f"; second copies {id_ranges(seconds)}" if seconds else "")


def anchor(game: str, row: IndexRow) -> str:
    """The in-page anchor of an entry (``cards-card-bang``, ``dice-face-one``)."""
    return f"{game}-{row.kind}-{row.key}"


#: The English help text of an entry, where the catalogue has one beyond the row's own
#: words (the dice characters' rows carry their ability already).
_HELP = {("cards", "card"): "help.card.{}", ("cards", "character"): "help.character.cards.{}",
         ("dice", "face"): "help.face.{}"}


def entry(game: str, row: IndexRow, anchors: dict[str, str], lines: dict[str, int]) -> list[str]:
    """One entry: its heading, what it does and its bullets."""
    title = f"{row.name} (`{row.key}`" + (f", set `{row.set}`)" if row.set != "base" else ")")
    out = [f'<a id="{anchor(game, row)}"></a>', "", f"#### {title}", ""]
    help_key = _HELP.get((game, row.kind), "").format(row.key)
    if help_key and has_key(help_key):
        out += [t(help_key), ""]
    out.append(f"- **Rule**: {clause_links(row.clause, anchors)}")
    out.append(f"- **Record**: {row.text}")
    if row.copies:
        out.append(f"- **Cards** ({len(row.copies)}): {card_list(row.copies)}")
    out.append(f"- **Code**: {code_links(row.code)}")
    out.append(f"- **Tests** ({len(row.tests)}): {test_links(row.tests, lines)}")
    return [*out, ""]


def summary(game: str, rows: Sequence[IndexRow], columns: Sequence[str],
            cells: Sequence[Sequence[str]], anchors: dict[str, str]) -> list[str]:
    """A table of the entries of one section, each linked to its entry."""
    out = ["| " + " | ".join(("Name", *columns, "Rule", "Tests")) + " |",
           "|" + "---|" * (len(columns) + 3)]
    for row, extra in zip(rows, cells, strict=True):
        out.append(f"| [{row.name}](#{anchor(game, row)}) | " + " | ".join(
            (*extra, clause_links(row.clause, anchors), str(len(row.tests)))) + " |")
    return [*out, ""]


# --- the document ------------------------------------------------------------------------
def generated() -> str:
    """The whole of docs/cards.md."""
    anchors = rule_targets()
    lines = {test.test: test.line for test in (*read_tests(card_index.TESTS),
                                               *read_tests(dice_index.TESTS))}
    cards = card_index.index_rows()
    dice = dice_index.index_rows()
    kinds = [r for r in cards if r.kind == "card"]
    card_characters = [r for r in cards if r.kind == "character"]
    dice_rows = {kind: [r for r in dice if r.kind == kind] for kind in ("die", "face", "character")}
    deck = sum(len(r.copies) for r in kinds)
    seconds = [c.second for r in kinds for c in r.copies if c.second >= 0]
    out = [
        "# Card index",
        "",
        f"<!-- generated by `{COMMAND}` from the content registries: do not edit;"
        " tests/docs/test_cards_index.py fails when this file and the code disagree -->",
        "",
        "Every card and character of both games, from the registries the engines play"
        " with: for each, its clause of the rules ([RULES.md](RULES.md), linked to its"
        " section), the record the rules read, the functions that implement it (linked to"
        " their first line) and the tests that cite it.  A test cites a clause when its"
        " name, or else its file's name, starts with it (`test_a14_4_...`,"
        " `test_a7_blue_cards.py`); it cites a card kind when its name holds the kind's"
        " key (`general_store`), and a character when its name holds the character's key"
        " (`kit_carlson`) or the first name in a test of its clause (`test_sid_...` in"
        " `test_a12_characters.py`).  The card game's entries read `tests/cards`, the dice"
        " game's `tests/dice`.",
        "",
        f"Regenerate it with `{COMMAND}` (from the repository root, in the project's"
        f" environment); `{COMMAND} --check` says whether it is current.",
        "",
        "- [The card game](#the-card-game): "
        f"[{len(kinds)} card kinds, {deck} cards](#card-kinds),"
        f" [{len(card_characters)} characters](#characters)",
        "- [The dice game](#the-dice-game): "
        f"[{len(dice_rows['die'])} die](#dice), [{len(dice_rows['face'])} faces](#faces),"
        f" [{len(dice_rows['character'])} characters](#characters-1)",
        "",
        "## The card game",
        "",
        "### Card kinds",
        "",
        f"{len(kinds)} kinds, {deck} cards: ids {id_ranges(c.id for r in kinds for c in r.copies)}"
        " in the row order of RULES.md A6; ids"
        f" {id_ranges(seconds)} are their second copies, the ghosts' separate deck of"
        " the option `ghost_separate_deck`.",
        "",
    ]
    out += summary("cards", kinds, ("Border", "Cards"),
                   [(r.text.split(";")[0], str(len(r.copies))) for r in kinds], anchors)
    for row in kinds:
        out += entry("cards", row, anchors, lines)
    out += ["### Characters", ""]
    life = {c.key: c.life for c in card_content.CHARACTER_CARDS.values()}
    out += summary("cards", card_characters, ("Life",),
                   [(str(life[r.key]),) for r in card_characters], anchors)
    for row in card_characters:
        out += entry("cards", row, anchors, lines)
    out += ["## The dice game", "", "### Dice", ""]
    out += summary("dice", dice_rows["die"], ("Faces",),
                   [(", ".join(dice_content.DICE[r.key].faces),) for r in dice_rows["die"]],
                   anchors)
    for row in dice_rows["die"]:
        out += entry("dice", row, anchors, lines)
    out += ["### Faces", ""]
    out += summary("dice", dice_rows["face"], (), [() for _ in dice_rows["face"]], anchors)
    for row in dice_rows["face"]:
        out += entry("dice", row, anchors, lines)
    out += ["### Characters", ""]
    dice_life = {c.key: c.life for c in DICE_CHARACTERS}
    out += summary("dice", dice_rows["character"], ("Life",),
                   [(str(dice_life[r.key]),) for r in dice_rows["character"]], anchors)
    for row in dice_rows["character"]:
        out += entry("dice", row, anchors, lines)
    return "\n".join(out).rstrip("\n") + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write docs/cards.md (or the path given); ``--check``: exit 1 if it would change."""
    args = sys.argv[1:] if argv is None else argv
    check = "--check" in args
    paths = [a for a in args if a != "--check"]
    path = Path(paths[0]) if paths else DOC
    text = generated()
    current = path.read_text(encoding="utf-8") if path.exists() else ""
    if check:
        if current != text:
            print(f"{path} is out of date: run {COMMAND}", file=sys.stderr)
            return 1
        return 0
    if current != text:
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    return 0


__all__ = ["clause_anchors", "generated", "headings", "main"]

if __name__ == "__main__":
    sys.exit(main())
