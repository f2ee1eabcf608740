"""The generated CLDR plural rules (bang.i18n.plural_rules, scripts/gen_plural_rules.py)
agree with the installed Babel for every locale, over many integers and decimals; the
categories of the project's languages are the ones translators are told."""

from __future__ import annotations

from decimal import Decimal

import pytest

from bang.i18n import LANGUAGES
from bang.i18n.plural_rules import operands, plural_categories, plural_category

# Babel is in the dev extra; the compiled build's test environment has only the engine's
# needs, and the rules' module it checks is plain Python either way.
Locale = pytest.importorskip("babel").Locale
localedata = pytest.importorskip("babel.localedata")

INTEGERS = [*range(0, 231), 1000, 1001, 1002, 1005, 1011, 1021, 10_000, 100_000, 999_999,
            1_000_000, 1_000_001, 2_000_000, 10_000_000]
DECIMALS = [Decimal(s) for s in (
    "0.0", "0.1", "0.5", "1.0", "1.00", "1.1", "1.5", "2.0", "2.1", "2.5", "3.4", "5.0",
    "10.0", "11.1", "12.5", "21.1", "22.2", "25.0", "101.1", "0.01", "1.25", "2.10",
    "3.14", "1000.5", "1000000.0")]


def _locales() -> list[str]:
    return sorted(localedata.locale_identifiers())


def test_every_babel_locale_has_the_same_rule() -> None:
    wrong = []
    for ident in _locales():
        try:
            rule = Locale.parse(ident).plural_form
        except Exception:  # a locale Babel lists but cannot load
            continue
        code = ident.replace("_", "-")
        if sorted(plural_categories(code)) != sorted(rule.tags | {"other"}):
            wrong.append((ident, "categories"))
            continue
        for number in [*INTEGERS, *DECIMALS]:
            if plural_category(code, number) != rule(number):
                wrong.append((ident, str(number)))
                break
    assert wrong == []


def test_a_string_keeps_its_visible_fraction_digits() -> None:
    assert operands("1.50") == (Decimal("1.50"), 1, 2, 1, 50, 5, 0, 0)
    assert operands(2.5)[:6] == (Decimal("2.5"), 2, 1, 1, 5, 5)
    assert operands(-3) == (3, 3, 0, 0, 0, 0, 0, 0)
    assert plural_category("en", "1.0") == "other" and plural_category("en", 1) == "one"


@pytest.mark.parametrize(("lang", "categories"), [
    ("en", ("one", "other")), ("zh-Hant", ("other",)), ("zh-Hans", ("other",)),
    ("it", ("one", "many", "other")), ("es", ("one", "many", "other")),
    ("fr", ("one", "many", "other")), ("pt-BR", ("one", "many", "other")),
    ("de", ("one", "other")), ("hu", ("one", "other")),
    ("cs", ("one", "few", "many", "other")), ("ru", ("one", "few", "many", "other")),
])
def test_the_languages_have_the_categories_translators_are_told(
        lang: str, categories: tuple[str, ...]) -> None:
    assert plural_categories(lang) == categories
    assert sorted(plural_categories(lang)) == sorted(Locale.parse(lang.replace("-", "_"))
                                                     .plural_form.tags | {"other"})


def test_every_language_of_the_project_has_a_cldr_rule() -> None:
    for lang in LANGUAGES:
        assert plural_category(lang, 1) in plural_categories(lang)


@pytest.mark.parametrize(("lang", "number", "category"), [
    ("ru", 1, "one"), ("ru", 21, "one"), ("ru", 11, "many"), ("ru", 3, "few"),
    ("ru", 22, "few"), ("ru", 12, "many"), ("ru", 5, "many"), ("ru", Decimal("1.5"), "other"),
    ("cs", 1, "one"), ("cs", 4, "few"), ("cs", 5, "other"), ("cs", Decimal("0.5"), "many"),
    ("fr", 0, "one"), ("fr", 1, "one"), ("fr", 2, "other"), ("fr", 1_000_000, "many"),
    ("pt-BR", 0, "one"), ("pt-PT", 0, "other"), ("it", 0, "other"), ("hu", 1, "one"),
    ("zh-Hant", 1, "other"), ("xx", 1, "other"),
])
def test_known_categories(lang: str, number: int | Decimal, category: str) -> None:
    assert plural_category(lang, number) == category
