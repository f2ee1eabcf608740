"""Every game term has one spelling per script, wherever a player reads it: the game's
catalogues (``bang/i18n/*.json``), the browser's (``bang/i18n/web/*.json``) and the
browser's own files, against the term table (``bang.i18n.terms``).

A term's other spellings are the other script's form (閃避 is wrong in 简体, 闪避 in
繁體) and the spelling variants people type for it: an alias of two characters or more
that differs from the term (or from a piece of it as long) in one character, like 印地安
for 印第安.  Other aliases are other words (酒桶 for 啤酒桶) that ``help`` accepts, not
spellings.  In English, a name with an exclamation mark or of several words is always
written as the catalogue writes it (BANG!, Missed!, General Store, Dead Reckonin')."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest

from bang.i18n import LANGUAGES, catalogue
from bang.i18n.terms import ALIASES, TERMS

STATIC = Path(__file__).resolve().parents[2] / "src" / "bang" / "web" / "static"
SCRIPT = {"zh-Hant": 0, "zh-Hans": 1}


def texts(lang: str) -> dict[str, str]:
    """Every message of ``lang`` a player may read, by ``part:key`` (the command words of
    the terminal, ``cmd.*``, are what one types, not prose)."""
    web = json.loads(resources.files("bang.i18n").joinpath("web", f"{lang}.json")
                     .read_text("utf-8"))
    out = {f"game:{k}": v for k, v in catalogue(lang).items() if not k.startswith("cmd.")}
    out.update({f"web:{k}": v for k, v in web.items()})
    return out


def one_letter_apart(alias: str, term: str) -> bool:
    """``alias`` is ``term`` (or a piece of it as long) with one character changed."""
    return any(sum(a != b for a, b in zip(alias, term[i:i + len(alias)], strict=True)) == 1
               for i in range(len(term) - len(alias) + 1))


def other_spellings(lang: str) -> dict[str, set[str]]:
    """Per term key, the spellings of it that ``lang`` must never show."""
    index = SCRIPT[lang]
    out: dict[str, set[str]] = {}
    for key, pair in TERMS.items():
        term, other = pair[index], pair[1 - index]
        wrong = {other} if other != term and other not in term else set()
        for alias in ALIASES[lang].get(key, ()):
            if len(alias) >= 2 and alias not in term and one_letter_apart(alias, term):
                wrong.add(alias)
        out[key] = wrong
    return out


def test_the_spelling_variants_the_rule_finds_include_the_known_ones() -> None:
    """The rule is not empty: the seeds' old spellings are variants, synonyms are not."""
    hant = other_spellings("zh-Hant")
    assert {"印地安人", "印地安"} <= hant["card.indians"]
    assert "閃躲" in hant["card.missed"] and "閃避" not in hant["card.missed"]
    assert "酒桶" not in hant["card.barrel"]
    assert "闪避" in other_spellings("zh-Hant")["card.missed"]
    assert "閃避" in other_spellings("zh-Hans")["card.missed"]


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_every_game_term_has_one_spelling_in_every_catalogue(lang: str) -> None:
    found = []
    for key, wrong in other_spellings(lang).items():
        for where, text in texts(lang).items():
            found += [(key, spelling, where) for spelling in wrong if spelling in text]
    assert found == []


def test_english_names_are_written_as_the_catalogue_writes_them() -> None:
    english = catalogue("en")
    names = [english[key] for key in TERMS if "!" in english[key] or " " in english[key]]
    names += [english["variant.dead_reckonin"], english["variant.dead_mans_hand"]]
    found = []
    for name in names:
        pattern = re.compile(re.escape(name), re.IGNORECASE)
        for where, text in texts("en").items():
            found += [(name, m.group(0), where) for m in pattern.finditer(text)
                      if m.group(0) != name and not _sentence_start(name, text, m)]
    assert found == []


def _sentence_start(name: str, text: str, match: re.Match[str]) -> bool:
    """A name that begins with a small article ("the Indians") takes a capital where it
    opens a sentence ("The Indians attack!"), and only there."""
    return (name[0].islower() and match.group(0) == name[0].upper() + name[1:]
            and (match.start() == 0 or text[match.start() - 2:match.start()] in (". ", "! ", "? ")))


def test_the_browsers_files_spell_no_game_term_of_their_own() -> None:
    """Game words reach the page from the catalogues; its files write none, so no file
    can spell one another way."""
    words = {spelling for lang in SCRIPT for wrong in other_spellings(lang).values()
             for spelling in wrong}
    words |= {spelling for pair in TERMS.values() for spelling in pair}
    words -= {"BANG!"}
    files = [p for p in STATIC.rglob("*") if p.suffix in (".js", ".html", ".css")]
    assert files
    found = [(p.name, w) for p in files for w in words if w in p.read_text("utf-8")]
    assert found == []


def test_the_chinese_scripts_checked_here_are_languages_of_the_page() -> None:
    assert set(SCRIPT) | {"en"} <= set(LANGUAGES)
