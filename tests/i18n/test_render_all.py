"""Every message of every language renders with sample values: no placeholder left, no
key missing, and a message that takes a count picks, for counts of every CLDR category,
a form of its own language (never the English fallback)."""

from __future__ import annotations

import re

import pytest

from bang.i18n import LANGUAGES, catalogue, t, template
from bang.i18n.check import entries, load_part
from bang.i18n.messages import render_message
from bang.i18n.plurals import PLURAL_ARGS, plural_category, plural_form

FIELD = re.compile(r"\{(\w+)\}")
#: Counts that between them reach every category of the project's languages (Russian
#: 1/21 one, 3/22 few, 5/11/0 many; French 0/1 one; Italian 1000000 many).
COUNTS = (0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1_000_000)


def books(lang: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in ("game", "web"):
        out.update(load_part(lang, part) or {})
    return out


def sample(name: str, count: int) -> object:
    """A value for placeholder ``name``: the count for the count, a number for other
    numeric-looking names, a word otherwise."""
    return count if name in NUMBERS else f"<{name}>"


#: The browser's keys (plural bases without suffix).
WEB = frozenset(entries(load_part("en", "web") or {}))
NUMBERS = frozenset(PLURAL_ARGS.values()) | {"life", "max", "amount", "deck", "discard"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_renders_with_sample_values(lang: str) -> None:
    english = entries(books("en"))
    mine = books(lang)
    for base, forms in english.items():
        names = {n for text in forms.values() for n in FIELD.findall(text)}
        counts = COUNTS if base in PLURAL_ARGS else (3,)
        for count in counts:
            args = {name: sample(name, count) for name in names}
            text = render(base, lang, args)
            assert text != base, (lang, base)
            assert "{" not in text and "}" not in text, (lang, base, text)
            if base in PLURAL_ARGS:
                category = plural_category(lang, count)
                form = mine.get(f"{base}_{category}")
                assert form is not None, (lang, base, category)
                chosen = (template(base, lang, args) if base not in WEB
                          else plural_form(mine, base, lang, args))
                assert chosen == form, (lang, base, count)


def render(key: str, lang: str, args: dict[str, object]) -> str:
    """A game key as :func:`bang.i18n.t` renders it; a browser key (``web/en.json``) as the
    page does: its language's catalogue (a plural by the count), else English's."""
    if key not in WEB:
        return t(key, lang, **args)
    for code in (lang, "en"):
        book = load_part(code, "web") or {}
        text = book.get(key) or plural_form(book, key, code, args)
        if text is not None:
            return text.format(**args)
    return key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_plural_message_renders_through_the_message_rules(lang: str) -> None:
    """The shapes the server sends: ``{"count": n}`` (``ui.cards``) and a nested
    plural message, each in the form of the count's category."""
    for n in COUNTS:
        cards = render_message({"key": "ui.cards", "args": {"n": n}}, lang)
        assert str(n) in cards and "{" not in cards, (lang, n)
        nested = render_message(
            {"key": "event.draw_hidden", "args": {"seat": {"seat": 0}, "count": {"count": n}}},
            lang)
        assert cards in nested, (lang, n, nested)
    assert catalogue(lang)["meta.language"]
