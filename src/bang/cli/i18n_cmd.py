"""``bang i18n``: a translator's tools (docs/translating.md).

``bang i18n check LANG`` lists what is wrong with one language's catalogues against the
English ones (missing and unused keys, placeholder mismatches, wrong plural forms;
:mod:`bang.i18n.check`) and exits with status 1 when anything is; ``bang i18n plurals``
lists the messages that take a count, with the argument that is the count and the CLDR
categories a language needs; ``bang i18n languages`` lists the languages.  Its output is
for translators and stays in English, the catalogues' source language.
"""

from __future__ import annotations

import argparse
from collections import Counter

from bang.cli import render


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "i18n", help="check a translation",
        description="Tools for translators: check one language's catalogues against "
                    "English, list the messages that take a count, list the languages.")
    tools = parser.add_subparsers(dest="tool", required=True, metavar="TOOL")
    check = tools.add_parser(
        "check", help="list missing and unused keys, placeholder and plural faults",
        description="List, for one language, the keys English has and it lacks, the keys "
                    "it has and English does not, placeholders that differ and plural "
                    "forms that are not exactly the language's CLDR categories. Exit "
                    "status 1 when anything is wrong.")
    check.add_argument("lang", metavar="LANG",
                       help="a language code: it, es, fr, de, pt-BR, cs, hu, ru, zh-Hant ...")
    check.add_argument("--dir", default=None, metavar="FOLDER",
                       help="read LANG's catalogues from this folder (another tree's "
                            "src/bang/i18n) instead of the installed package")
    check.set_defaults(run=run_check)
    plurals = tools.add_parser(
        "plurals", help="list the messages that take a count",
        description="List every message that takes a count (base key, the argument that "
                    "is the count) and, with a language, the forms it needs.")
    plurals.add_argument("lang", metavar="LANG", nargs="?", default=None,
                         help="show the plural keys this language needs")
    plurals.set_defaults(run=run_plurals)
    languages = tools.add_parser("languages", help="list the languages and their names")
    languages.set_defaults(run=run_languages)


def _code(lang: str) -> str:
    """A known language's canonical code, else ``lang`` as typed (a new catalogue)."""
    from bang.i18n import normalize_language

    try:
        return normalize_language(lang)
    except ValueError:
        return lang


def run_check(args: argparse.Namespace) -> int:
    from bang.i18n.check import check_language, load_part

    lang = _code(args.lang)
    if load_part(lang, "game", args.dir) is None and load_part(lang, "web", args.dir) is None:
        where = args.dir or "src/bang/i18n"
        raise ValueError(f"no catalogue for {lang!r}: {where}/{lang}.json and "
                         f"{where}/web/{lang}.json do not exist")
    problems = check_language(lang, args.dir)
    for problem in problems:
        render.print_line(str(problem))
    if not problems:
        render.print_line(f"{lang}: no problem found (every key, placeholder and plural "
                          f"form agrees with English)")
        return 0
    counts = Counter(p.kind for p in problems)
    render.print_line(f"{lang}: {len(problems)} problem(s): "
                      + ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items())))
    return 1


def run_plurals(args: argparse.Namespace) -> int:
    from bang.i18n.plurals import PLURAL_ARGS, plural_categories

    lang = _code(args.lang) if args.lang else None
    if lang is not None:
        render.print_line(f"{lang}: " + ", ".join(f"_{c}" for c in plural_categories(lang)))
    for base, arg in PLURAL_ARGS.items():
        forms = (" ".join(f"{base}_{c}" for c in plural_categories(lang)) if lang
                 else "")
        render.print_line(f"{base}\t{{{arg}}}" + (f"\t{forms}" if forms else ""))
    return 0


def run_languages(args: argparse.Namespace) -> int:
    from bang.i18n import LANGUAGES, t

    for lang in LANGUAGES:
        render.print_line(f"{lang}\t{t('meta.language', lang)}")
    return 0
