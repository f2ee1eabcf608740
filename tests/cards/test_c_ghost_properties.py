"""Random play of both ghost variants over 4-8 players (RULES.md Part C): card
conservation with ghost hands, termination, replay, clone independence, and views that
never show another player's hand (a Ghost's included)."""

from __future__ import annotations

import random

import pytest

from bang.cards.config import CardConfig
from bang.cards.game import CardGame

from .ghost_setups import census

DECISION_CAP = 6000


def hidden_cards_seen(game: CardGame, seat: int) -> bool:
    """Whether ``view(seat)`` shows hand cards ``seat`` may not know: his view's hand must
    be his own, and a private event (a draw, a Ghost's contest choice or Will) reaches
    him with its cards only if it is addressed to him."""
    view = game.view(seat)
    if list(view.hand) != game.hands[seat]:
        return True
    for event in view.events:
        if event.to is not None and seat not in event.to and "cards" in event.data:
            return True
    return False


def play_out(config: CardConfig, seed: int, check_views: bool) -> CardGame:
    game = CardGame.new(config, seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, game.pending
        game.apply(rng.choice(legal))
        census(game)
        steps += 1
        assert steps < DECISION_CAP, "the game did not end"
        if check_views and steps % 7 == 0:
            for s in range(game.n):
                assert not hidden_cards_seen(game, s)
    return game


VARIANTS = [
    {"ghost_variant": "dead_reckonin"},
    {"ghost_variant": "dead_mans_hand"},
    {"ghost_variant": "dead_reckonin", "ghost_separate_deck": True, "dr_kicker": False,
     "dr_single_ghost_counts": "ghosts", "dr_will_extra_card": "top_of_deck",
     "dr_revived_death_is_elimination": False, "dr_all_dead_renegades": "acting_renegade_only",
     "victory_check": "immediate"},
    {"ghost_variant": "dead_mans_hand", "ghost_separate_deck": True,
     "dmh_shoot_window": "after_dead_turns_only", "dmh_last_deaths_all_draw": False,
     "dmh_wheel": False},
    # With Dodge City's 120 cards (rules/dodge-city.md E10), and its second deck of 120.
    {"ghost_variant": "dead_reckonin", "dodge_city": True},
    {"ghost_variant": "dead_mans_hand", "dodge_city": True},
    {"ghost_variant": "dead_reckonin", "dodge_city": True, "ghost_separate_deck": True,
     "dc_buffalo_rifle_sign": "9C"},
    {"ghost_variant": "dead_mans_hand", "dodge_city": True, "ghost_separate_deck": True,
     "dc_cost_card_on_top": True},
]


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(
    f"{k}={v}" for k, v in o.items())[:60])
def test_random_games_conserve_cards_end_and_replay(options: dict[str, object]) -> None:
    for seed in range(12):
        players = 4 + seed % 5
        config = CardConfig.from_dict({"players": players, **options})
        game = play_out(config, seed, check_views=seed < 3)
        assert game.is_over
        replay = CardGame.from_record(game.to_record())
        assert replay.digest() == game.digest()
        if options["ghost_variant"] == "dead_mans_hand":
            assert game.ghost.dmh_winners is not None
            assert all(game.is_ghost(s) and not game.alive[s] for s in game.dmh_winners)


def test_clone_is_independent_mid_game() -> None:
    config = CardConfig.from_dict({"players": 6, "ghost_variant": "dead_mans_hand"})
    game = CardGame.new(config, 3)
    rng = random.Random(3)
    while not game.is_over and not any(game.is_ghost(s) for s in range(6)):
        game.apply(rng.choice(game.legal_actions()))
    copy = game.clone()
    before = game.digest()
    rng2 = random.Random(9)
    for _ in range(200):
        if copy.is_over:
            break
        copy.apply(rng2.choice(copy.legal_actions()))
    assert game.digest() == before
    census(game)
    census(copy)


def test_ghost_hands_are_hidden_in_views() -> None:
    config = CardConfig.from_dict({"players": 5, "ghost_variant": "dead_reckonin"})
    for seed in range(30):
        game = CardGame.new(config, seed)
        rng = random.Random(seed)
        while not game.is_over:
            ghosts = [s for s in range(5) if game.is_ghost(s) and game.hands[s]]
            if ghosts:
                g = ghosts[0]
                for s in range(5):
                    info = game.view(s).players[g]
                    assert info.ghost and info.hand_count == len(game.hands[g])
                    if s != g:
                        assert set(game.view(s).hand).isdisjoint(game.hands[g])
                return
            game.apply(rng.choice(game.legal_actions()))
    pytest.fail("no game produced a Ghost")


def test_stats_count_ghost_actions() -> None:
    config = CardConfig.from_dict({"players": 7, "ghost_variant": "dead_reckonin"})
    totals: dict[str, int] = {}
    for seed in range(15):
        game = play_out(config, seed, check_views=False)
        for k, v in game.stats().items():
            totals[k] = totals.get(k, 0) + v
    assert sum(totals.get("ghost_action_" + s, 0)
               for s in ("hearts", "diamonds", "clubs", "spades")) > 0
