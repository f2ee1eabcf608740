"""The game catalogue's event cards and the lobby's event options, without a browser:
what the table, the gallery and the lobby read (rules/high-noon-fistful.md Part F)."""

from __future__ import annotations

import pytest

from bang.cards.config import EVENT_OPTIONS
from bang.cards.event_deck import EVENTS
from bang.i18n import LANGUAGES, t
from bang.server.catalog import catalog


def test_the_catalogue_lists_every_registered_event_card_by_deck() -> None:
    events = catalog()["events"]
    assert set(events) == set(EVENTS)
    decks = [info["deck"] for info in events.values()]
    assert decks == sorted(decks, key=decks.index), "each deck's cards together"
    assert events["high_noon"]["final"] and not events["thirst"]["final"]
    assert events["handcuffs"]["extra"] and events["ghost_town"]["revival"]
    assert events["the_daltons"]["prompts"] == ["daltons_discard"]
    assert all(info["prompts"] == sorted(EVENTS[k].prompts) for k, info in events.items())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_card_has_its_name_and_whole_text_in_each_language(lang: str) -> None:
    events = catalog(lang)["events"]
    for key, info in events.items():
        assert info["name"] == t(f"event_card.{key}", lang) and info["name"] != key
        assert info["help"] == t(f"help.event_card.{key}", lang) and info["help"], key


def test_an_event_option_is_offered_only_with_a_deck_holding_its_card() -> None:
    rows = {row["name"]: row for row in catalog()["options"]["cards"]}
    for name, decks in EVENT_OPTIONS.items():
        assert rows[name]["requires"] == "event_decks", name
        assert rows[name]["requires_values"] == list(decks), name
    assert rows["lasso_jail_dynamite"]["requires_values"] == ["fistful", "mixed"]
    assert rows["dodge_city_characters"]["requires_values"] is None
