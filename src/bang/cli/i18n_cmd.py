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
from bang.cli.helpformat import HelpWords


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser],
               h: HelpWords) -> None:
    parser = commands.add_parser(
        "i18n", help=h("cli.help.i18n.command"),
        description=h.text("cli.help.i18n.description"))
    tools = parser.add_subparsers(dest="tool", required=True,
                                  metavar=h.text("cli.metavar.tool"))
    check = tools.add_parser(
        "check", help=h("cli.help.i18n.check.command"),
        description=h.text("cli.help.i18n.check.description"))
    lang = h.text("cli.metavar.lang")
    check.add_argument("lang", metavar=lang, help=h("cli.help.i18n.check.lang"))
    check.add_argument("--dir", default=None, metavar=h.text("cli.metavar.folder"),
                       help=h("cli.help.i18n.check.dir", lang=lang))
    check.set_defaults(run=run_check)
    plurals = tools.add_parser(
        "plurals", help=h("cli.help.i18n.plurals.command"),
        description=h.text("cli.help.i18n.plurals.description"))
    plurals.add_argument("lang", metavar=lang, nargs="?", default=None,
                         help=h("cli.help.i18n.plurals.lang"))
    plurals.set_defaults(run=run_plurals)
    languages = tools.add_parser("languages", help=h("cli.help.i18n.languages.command"),
                                 description=h.text("cli.help.i18n.languages.description"))
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
