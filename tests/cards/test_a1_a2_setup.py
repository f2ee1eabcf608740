"""RULES.md A1 (role tables), D1-2/D1-3/D1-6 (seed options) and A2 (setup, new game)."""

from __future__ import annotations

from collections import Counter

import pytest

from bang.cards import CardConfig, CardGame, characters
from bang.core.errors import ConfigError

LIFE = {c.name: c.life for c in characters()}


def role_counts(config: CardConfig, seed: int = 1) -> dict[str, int]:
    return dict(Counter(CardGame.new(config, seed).roles))


@pytest.mark.parametrize(("players", "expected"), [
    (4, {"sheriff": 1, "outlaw": 2, "renegade": 1}),
    (5, {"sheriff": 1, "deputy": 1, "outlaw": 2, "renegade": 1}),
    (6, {"sheriff": 1, "deputy": 1, "outlaw": 3, "renegade": 1}),
    (7, {"sheriff": 1, "deputy": 2, "outlaw": 3, "renegade": 1}),
])
def test_a1_role_table_four_to_seven_players(players: int, expected: dict[str, int]) -> None:
    assert role_counts(CardConfig(players=players)) == expected


def test_a1_2_three_players_deputy_outlaw_renegade() -> None:
    assert role_counts(CardConfig(players=3, three_player=True)) == {
        "deputy": 1, "outlaw": 1, "renegade": 1}


def test_a1_3_eight_players_two_deputies_two_renegades() -> None:
    assert role_counts(CardConfig(players=8, eight_players=True)) == {
        "sheriff": 1, "deputy": 2, "outlaw": 3, "renegade": 2}


def test_d1_2_roles_4p_seed1_option() -> None:
    assert role_counts(CardConfig(players=4, roles_4p_seed1=True)) == {
        "sheriff": 1, "deputy": 1, "outlaw": 2}


def test_d1_3_roles_6p_seed2_option() -> None:
    assert role_counts(CardConfig(players=6, roles_6p_seed2=True)) == {
        "sheriff": 1, "deputy": 2, "outlaw": 2, "renegade": 1}


@pytest.mark.parametrize("bad", [
    {"players": 3}, {"players": 8}, {"players": 2}, {"players": 9},
    {"players": 5, "three_player": True}, {"players": 5, "roles_4p_seed1": True},
])
def test_a1_impossible_player_counts_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ConfigError):
        CardConfig(**bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_a2_sheriff_life_and_hand_are_character_life_plus_one(seed: int) -> None:
    game = CardGame.new(CardConfig(players=6), seed)
    for s in range(6):
        bonus = 1 if game.roles[s] == "sheriff" else 0
        assert game.max_life[s] == game.life[s] == LIFE[game.characters[s]] + bonus
    sheriff = game.roles.index("sheriff")
    assert game.turn_seat == sheriff
    # Everybody but the Sheriff still holds his dealt hand; the Sheriff has drawn phase 1.
    for s in range(6):
        if s != sheriff:
            assert len(game.hands[s]) == game.life[s]
    assert sum(len(h) for h in game.hands) + len(game.deck) + len(game.discard) == 80


def test_a2_deal_gives_the_sheriff_life_cards_before_phase_one() -> None:
    """A2.4: the Sheriff is dealt as many cards as his life (character + 1)."""
    game = CardGame.new(CardConfig(players=4), 5)
    sheriff = game.roles.index("sheriff")
    dealt = [e for e in game.log if e.kind == "draw" and e.data["why"] == "deal"
             and e.data["seat"] == sheriff]
    assert len(dealt[0].data["cards"]) == LIFE[game.characters[sheriff]] + 1


def test_d1_6_sheriff_extra_card_false_deals_by_character_bullets() -> None:
    game = CardGame.new(CardConfig(players=4, sheriff_extra_card=False), 5)
    sheriff = game.roles.index("sheriff")
    dealt = [e for e in game.log if e.kind == "draw" and e.data["why"] == "deal"
             and e.data["seat"] == sheriff]
    assert len(dealt[0].data["cards"]) == LIFE[game.characters[sheriff]]
    assert game.max_life[sheriff] == LIFE[game.characters[sheriff]] + 1


def test_a1_2_three_player_deputy_starts_without_sheriff_bonus() -> None:
    game = CardGame.new(CardConfig(players=3, three_player=True), 2)
    deputy = game.roles.index("deputy")
    assert game.turn_seat == deputy
    assert game.max_life == [LIFE[c] for c in game.characters]


def test_a1_1_only_the_sheriff_role_is_public() -> None:
    game = CardGame.new(CardConfig(players=5), 4)
    sheriff = game.roles.index("sheriff")
    other = (sheriff + 1) % 5
    view = game.view((sheriff + 2) % 5)
    assert view.players[sheriff].role == "sheriff"
    assert view.players[other].role is None
    assert game.view(other).role == game.roles[other]


def test_a1_2_three_player_roles_are_face_up() -> None:
    game = CardGame.new(CardConfig(players=3, three_player=True), 2)
    assert [p.role for p in game.view(0).players] == game.roles


def finished_game() -> CardGame:
    """A 4-player game that ended with seat 1 dead and the Sheriff (seat 0) alive."""
    game = CardGame.from_setup({
        "players": [
            {"role": "sheriff", "character": "Willy the Kid", "hand": [0]},
            {"role": "outlaw", "character": "Bart Cassidy", "life": 1},
            {"role": "outlaw", "character": "Black Jack", "alive": False},
            {"role": "renegade", "character": "Kit Carlson", "alive": False},
        ],
    })
    game.apply("play c0 t1")
    assert game.is_over
    return game


def test_a2_new_game_survivors_keep_characters_and_sheriff_rotates() -> None:
    previous = finished_game()
    game = CardGame.next_game(previous, seed=9)
    assert game.roles[1] == "sheriff"
    assert game.turn_seat == 1
    assert game.characters[0] == "Willy the Kid"
    for s in (1, 2, 3):
        assert game.characters[s] not in ("Bart Cassidy", "Black Jack", "Kit Carlson",
                                          "Willy the Kid")
    assert len(set(game.characters)) == 4
    assert Counter(game.roles) == {"sheriff": 1, "outlaw": 2, "renegade": 1}
    assert game.max_life[1] == LIFE[game.characters[1]] + 1
    assert game.life == game.max_life


def test_a2_new_game_without_options_deals_fresh_characters_and_roles() -> None:
    previous = finished_game()
    game = CardGame.next_game(previous, seed=3, keep_characters=False, rotate_sheriff=False)
    assert Counter(game.roles) == {"sheriff": 1, "outlaw": 2, "renegade": 1}
    assert len(set(game.characters)) == 4
    assert game.turn_seat == game.roles.index("sheriff")


def test_a2_new_game_replays_from_its_record() -> None:
    game = CardGame.next_game(finished_game(), seed=11)
    for _ in range(3):
        game.apply(game.legal_actions()[-1])
    again = CardGame.from_record(game.to_record())
    assert again.digest() == game.digest()


def test_a2_new_game_needs_a_finished_game() -> None:
    with pytest.raises(ConfigError):
        CardGame.next_game(CardGame.new(CardConfig(players=4), 1), seed=1)
