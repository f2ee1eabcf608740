"""The design the code cites is in the repository and says what the citations rely on:
every citation names docs/design.md and a section it has (with the phrase it quotes, when
it quotes one), no file names the design document by another name, and every relative
link of the documentation leads to a file of the repository (and to a heading of it, for
a link with an anchor)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DESIGN = ROOT / "docs" / "design.md"
#: Where the project's own text lives (the virtual environments, caches and build
#: output beside it are not the project's).
TREES = ("src", "tests", "docs", "benchmarks", "scripts", "examples", ".ci")
TEXT = {".py", ".md", ".js", ".json", ".html", ".css", ".sh", ".toml", ".txt", ".yml",
        ".yaml", ".cfg"}
#: The name the design document had before it lived in docs/, in capitals (spelled in
#: two parts so that this file does not cite it).
OLD_NAME = "DESIGN" + ".md"

#: ``design.md §2``, ``design.md §2-§3``, ``design.md §1, §7``; each section may be
#: followed by a quoted phrase (``"Errors"``) or name (````determinize````) it must hold.
_ITEM = r"""§\d+(?:\s+(?:"[^"\n]+"|``[^`\n]+``|`[^`\n]+`))?"""
CITATION = re.compile(rf"design\.md\)?\s+({_ITEM}(?:\s*(?:-|–|,|and)\s*{_ITEM})*)")
ITEM = re.compile(r"""§(\d+)(?:\s+(?:"([^"\n]+)"|``([^`\n]+)``|`([^`\n]+)`))?""")
SECTION = re.compile(r"^## (\d+)\. ", re.MULTILINE)
#: A Markdown link or image: ``[text](target)``.
LINK = re.compile(r"!?\[[^\]\n]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"`[^`\n]*`")


def project_files() -> list[Path]:
    files = [p for p in ROOT.iterdir() if p.is_file() and p.suffix in TEXT]
    for tree in TREES:
        files += [p for p in (ROOT / tree).rglob("*") if p.is_file() and p.suffix in TEXT
                  and "__pycache__" not in p.parts]
    return sorted(files)


def design_sections() -> dict[int, str]:
    """Section number → its text, heading included."""
    text = DESIGN.read_text(encoding="utf-8")
    starts = [(int(m.group(1)), m.start()) for m in SECTION.finditer(text)]
    ends = [s for _, s in starts[1:]] + [len(text)]
    return {number: text[start:end] for (number, start), end in zip(starts, ends, strict=True)}


def cited(items: str) -> list[tuple[int, str | None]]:
    """``§2-§3`` → [(2, None), (3, None)]; ``§2 "Errors", §6`` → [(2, "Errors"), (6, None)]."""
    result: list[tuple[int, str | None]] = []
    for part in re.split(r"\s*(?:,|\band\b)\s*(?=§)", items):
        found = [(int(m.group(1)), m.group(2) or m.group(3) or m.group(4))
                 for m in ITEM.finditer(part)]
        (first, quoted), (last, _) = found[0], found[-1]
        result.append((first, quoted))
        result += [(n, None) for n in range(first + 1, last + 1)]
    return result


def citations() -> list[tuple[str, int, list[tuple[int, str | None]]]]:
    """Every citation of the design in the project: (file, line, [(section, quoted)])."""
    found = []
    for path in project_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in CITATION.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            found.append((str(path.relative_to(ROOT)), line, cited(match.group(1))))
    return found


def test_the_design_document_is_in_the_repository_with_numbered_sections() -> None:
    sections = design_sections()
    assert sorted(sections) == list(range(1, len(sections) + 1))
    assert len(sections) >= 9


def test_no_file_cites_the_design_document_outside_docs() -> None:
    offenders = []
    for path in project_files():
        for number, line in enumerate(path.read_text(encoding="utf-8",
                                                     errors="replace").splitlines(), 1):
            if OLD_NAME in line:
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert offenders == []


def test_the_code_cites_the_design_document() -> None:
    """The citations were moved, not lost: the engines, the bots, the tests and the docs
    still say which part of the design they carry out."""
    places = {path.split("/")[0] for path, *_ in citations()}
    assert {"src", "tests", "docs", "benchmarks"} <= places
    assert len(citations()) >= 50


def test_every_cited_section_exists_and_holds_what_is_quoted() -> None:
    sections = {n: " ".join(text.split()).lower() for n, text in design_sections().items()}
    wrong = []
    for path, line, items in citations():
        for number, quoted in items:
            if number not in sections:
                wrong.append(f"{path}:{line}: no section §{number} in docs/design.md")
            elif quoted and " ".join(quoted.split()).lower() not in sections[number]:
                wrong.append(f"{path}:{line}: §{number} of docs/design.md does not say"
                             f" {quoted!r}")
    assert wrong == []


def test_the_design_document_speaks_of_the_project_alone() -> None:
    text = DESIGN.read_text(encoding="utf-8")
    assert "../" not in text
    assert "shared/" not in text


def documents() -> list[Path]:
    return sorted([*(ROOT / "docs").glob("*.md"), ROOT / "README.md", ROOT / "BENCHMARKS.md"])


def anchors(path: Path) -> set[str]:
    """The anchors of a Markdown file's headings, as GitHub makes them: lower case,
    punctuation dropped, spaces to hyphens, a repeated one numbered; and the explicit
    ``<a id="...">`` anchors a generated table links to."""
    seen: dict[str, int] = {}
    result = set()
    for heading in re.findall(r"^#{1,6} (.+)$", FENCE.sub("", path.read_text("utf-8")),
                              re.MULTILINE):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else f"{slug}-{count}")
    result.update(re.findall(r'<a id="([^"]+)"></a>', path.read_text("utf-8")))
    return result


@pytest.mark.parametrize("document", documents(), ids=lambda p: p.name)
def test_every_relative_link_leads_to_a_file_of_the_repository(document: Path) -> None:
    text = CODE_SPAN.sub("", FENCE.sub("", document.read_text(encoding="utf-8")))
    broken = []
    for target in LINK.findall(text):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
            continue
        name, _, anchor = target.partition("#")
        path = (document.parent / name).resolve() if name else document
        found = path.is_relative_to(ROOT) and path.exists()
        if not found or (anchor and path.suffix == ".md" and anchor not in anchors(path)):
            broken.append(target)
    assert broken == []
