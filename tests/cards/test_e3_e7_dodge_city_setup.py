"""rules/dodge-city.md E3 (set-up with Dodge City), E7.1 (8 players) and E7.2 (3 players):
the deck and the pool grow, the roles are those of RULES.md A1 at every count."""

from __future__ import annotations

from collections import Counter

import pytest

from bang.cards import CardConfig, CardGame, content


def _deal(players: int, seed: int = 5) -> CardGame:
    return CardGame.new(CardConfig.from_dict({"players": players, "dodge_city": True}), seed)


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_e3_a_dodge_city_deal_uses_120_cards_and_31_characters(players: int) -> None:
    game = _deal(players)
    dealt = sum(len(h) for h in game.hands) + len(game.deck) + len(game.discard)
    assert dealt == 120
    pool = content.characters_for(game.config.content_sets)
    assert len(pool) == 31 and set(game.characters) <= {c.name for c in pool}
    # E3-3: as A2 otherwise: the Sheriff has one life more than his character.
    sheriff = game.roles.index("sheriff") if "sheriff" in game.roles else -1
    if sheriff >= 0:
        life = content.character_of_name(game.characters[sheriff])
        assert life is not None and game.max_life[sheriff] == life.life + 1


def test_e7_1_eight_players_deal_1_sheriff_2_deputies_3_outlaws_2_renegades() -> None:
    for seed in range(5):
        assert Counter(_deal(8, seed).roles) == {"sheriff": 1, "deputy": 2, "outlaw": 3,
                                                 "renegade": 2}


def test_e7_2_three_players_are_a_deputy_an_outlaw_and_a_renegade() -> None:
    for seed in range(5):
        game = _deal(3, seed)
        assert sorted(game.roles) == ["deputy", "outlaw", "renegade"]
        assert game.turn_seat == game.roles.index("deputy")  # the Deputy starts (A1.2)
