"""The terminal table with an event deck (rules/high-noon-fistful.md F3.2): the card in
force, what it does, and the next card are shown to every seat, in each language."""

from __future__ import annotations

import pytest

from bang.cards import CardConfig, CardGame
from bang.cli.table import header
from bang.i18n import LANGUAGES, Translator, catalogue


def game() -> CardGame:
    return CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Bart Cassidy"},
                    {"role": "outlaw", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Rose Doolan"},
                    {"role": "renegade", "character": "Willy the Kid"}],
        "options": {"event_decks": "high_noon"},
        "events": {"deck": ["curse", "high_noon"], "in_force": "thirst", "rounds": 2}})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_f3_2_the_header_names_the_event_in_force_its_effect_and_the_next(lang: str) -> None:
    words = catalogue(lang)
    for seat in (0, 2, None):
        text = header(game().view(seat), Translator(lang)).plain
        assert words["event_card.thirst"] in text and words["event_card.curse"] in text
        assert words["help.event_card.thirst"] in text


def test_a_base_game_header_shows_no_event_line() -> None:
    text = header(CardGame.new(CardConfig(players=4), 1).view(0), Translator("en")).plain
    assert "event" not in text.lower()
