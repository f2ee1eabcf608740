"""Messages that take a count, and how their plural form is chosen.

A message whose words depend on a number ("1 card", "2 cards"; in Russian "1 карта",
"2 карты", "5 карт") has no plain key in the catalogues but one key per CLDR plural
category of the language, with the i18next v4 suffixes that Weblate and Crowdin read
("i18next JSON v4"): ``ui.cards_one``, ``ui.cards_other`` in English, ``ui.cards_one``,
``ui.cards_few``, ``ui.cards_many``, ``ui.cards_other`` in Russian, ``ui.cards_other``
alone in Chinese.  :data:`PLURAL_ARGS` names, for each such base key, the argument
that is the count; the form is the one of ``plural_category(lang, count)``
(:mod:`bang.i18n.plural_rules`, CLDR through Babel), else ``_other``.  The browser
gets the same table with the catalogue (``GET /api/i18n/{lang}``, key ``@plurals``)
and chooses with ``Intl.PluralRules``.

The table is the one list translators work from (docs/translating.md); ``bang i18n
check LANG`` and tests/i18n check every catalogue against it.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from bang.i18n.plural_rules import CATEGORIES, plural_categories, plural_category

__all__ = ["CATEGORIES", "PLURAL_ARGS", "count_of", "plural_base", "plural_categories",
           "plural_category", "plural_form"]

#: Base key (without suffix) -> the argument that is its count.
PLURAL_ARGS: dict[str, str] = {
    # --- terminal, server messages, events (src/bang/i18n/<lang>.json) ---
    "ui.cards": "n",
    "ui.arrows_n": "n",
    "ui.deck": "deck",
    "ui.life_of": "max",
    "ui.event_next_left": "count",
    "ui.log_title": "count",
    "prompt.dying": "life",
    "prompt.dmh_discard": "keep",
    "event.damage": "amount",
    "event.damage_by": "amount",
    "event.heal": "life",
    "event.beer_save": "life",
    "event.saved": "life",
    "event.sid_ketchum": "life",
    "event.round_limit": "rounds",
    "event.ghost_revived": "life",
    "event.ghost_reshuffle": "deck",
    "event.ghost_town_sets_aside": "count",
    "event.ghost_town_takes_back": "count",
    "event.new_identity": "life",
    "event.dead_man": "life",
    "event.hard_liquor": "life",
    "event.fistful_bangs": "amount",
    "event.dice.arrows": "count",
    "event.dice.beer": "gained",
    "event.dice.beer_self": "gained",
    "event.dice.suzy_lafayette": "gained",
    "event.dice.vulture_sam": "gained",
    "tour.progress": "players",
    "cli.argparse.expected_n": "n",
    "cli.err.config.unknown_options": "count",
    "report.n_games": "n",
    "report.n_counts": "count",
    "report.h.players": "players",
    "report.p.capped": "count",
    "study.progress": "count",
    "study.n_finished": "count",
    "study.n_pairs": "count",
    "tour.n_players": "players",
    "tour.n_games": "games",
    "tour.partial_cycle": "games",
    "tour.standings": "played",
    "tour.results": "new",
    "sim.n_jobs": "jobs",
    "sim.capped": "count",
    "sim.capped_more": "count",
    "sim.report_capped": "count",
    # --- the browser (src/bang/i18n/web/<lang>.json) ---
    "web.n_players": "n",
    "web.n_games": "n",
    "web.seconds_left": "n",
    "web.deck_count": "n",
    "web.event.left": "n",
    "web.event.next_aria": "n",
    "web.copies": "n",
    "web.life_points": "n",
    "web.start_with_bots": "n",
    "web.account.attach_offer": "n",
    "web.account.attach_button": "n",
    "web.leaderboard.min_games": "n",
    "web.leaderboard.empty": "n",
    "web.profile.rated_games": "n",
    "web.profile.wins_of": "wins",
}


def plural_base(key: str) -> tuple[str, str] | None:
    """``("ui.cards", "few")`` for ``"ui.cards_few"``; None for a key that is no plural
    form of a base in :data:`PLURAL_ARGS`."""
    base, sep, category = key.rpartition("_")
    if sep and category in CATEGORIES and base in PLURAL_ARGS:
        return base, category
    return None


def count_of(value: Any) -> int | float | Decimal | None:
    """The number an argument holds: a number as is, a ``{"count": n}`` or ``{"n": n}``
    argument's ``n``, a numeric string read as a number; None for anything else."""
    if isinstance(value, Mapping):
        value = value.get("count", value.get("n"))
    if isinstance(value, str):
        try:
            value = Decimal(value.strip())
        except ArithmeticError:
            return None
    if isinstance(value, bool) or not isinstance(value, int | float | Decimal):
        return None
    if isinstance(value, int) or Decimal(value).is_finite():
        return value
    return None


def plural_form(messages: Mapping[str, str], key: str, lang: str,
                args: Mapping[str, Any]) -> str | None:
    """The template of plural base ``key`` in ``messages`` (the catalogue of ``lang``)
    for the count in ``args``: the form of its CLDR category, else ``_other``; None when
    ``key`` is no plural base or ``messages`` has no form of it."""
    name = PLURAL_ARGS.get(key)
    if name is None:
        return None
    count = count_of(args.get(name))
    category = "other" if count is None else plural_category(lang, count)
    form = messages.get(f"{key}_{category}")
    return form if form is not None else messages.get(f"{key}_other")
