"""Every bot level with High Noon's event deck (rules/high-noon-fistful.md, Part F): each
answers only with legal actions (``apply`` refuses any other) and whole games end, with
the new prompts (The Daltons' discard, Handcuffs' suit, New Identity's switch, the mixed
deck's final card) and every card's changes to legality (The Sermon, The Reverend,
Ghost Town's ghost)."""

from __future__ import annotations

import pytest

from bang.bots.registry import LEVELS
from bang.cards import CardConfig, CardGame
from bang.sim.play import play


@pytest.mark.parametrize("level", [level for level in LEVELS if level not in ("hard", "expert")])
@pytest.mark.parametrize("players", [3, 4, 6, 8])
def test_f_games_of_every_heuristic_level_with_events_end(level: str, players: int) -> None:
    for seed in range(4):
        config = CardConfig.from_dict({
            "players": players, "event_decks": "high_noon", "hn_bullet_extras": seed % 2 == 0,
            "ghost_variant": ("none", "dead_reckonin")[seed % 2],
            "dodge_city": seed == 3})
        result = play(CardGame, config, seed, level, max_decisions=5000)
        assert not result.capped and result.winners, (level, players, seed)


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_f_the_search_levels_play_a_game_with_events_to_its_end(level: str) -> None:
    config = CardConfig(players=4, event_decks="high_noon", hn_bullet_extras=True)
    result = play(CardGame, config, 1, level, max_decisions=5000)
    assert not result.capped and result.winners


def test_f_a_mixed_deck_with_the_openers_choice_plays_to_its_end() -> None:
    config = CardConfig(players=5, event_decks="mixed", hn_bullet_extras=True,
                        event_final_card="first_player_choice")
    result = play(CardGame, config, 2, "normal", max_decisions=5000)
    assert not result.capped and result.winners
