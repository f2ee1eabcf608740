"""The heuristic bot as a dead player of the ghost variants (RULES.md Part C): it plays
the best contest hand (C1.4), uses the ghost action for its team, keeps its best poker
hand in Dead Man's Hand, and whole games of bots end."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from bang.bots.heuristic import HeuristicBot
from bang.cards import CardConfig, CardGame
from bang.cards.data import DECK
from bang.core.protocol import Action
from bang.sim import play


def card(name: str, rank: str, suit: str) -> int:
    return next(c.id for c in DECK if c.name == name and c.rank == rank and c.suit == suit)


K_HEARTS, K_CLUBS = card("Cat Balou", "K", "♥"), card("Missed!", "K", "♣")
BANG_2D = card("BANG!", "2", "♦")


def dead_reckonin(ghost_role: str, hand: list[int]) -> CardGame:
    """The Sheriff (seat 0) ends his turn; seat 1 is the only Ghost, holding ``hand``."""
    players: list[dict[str, Any]] = [
        {"role": "sheriff", "character": "Willy the Kid", "life": 3},
        {"role": ghost_role, "character": "Rose Doolan", "alive": False, "life": 0,
         "hand": hand},
        {"role": "renegade", "character": "Paul Regret", "life": 2},
        {"role": "outlaw" if ghost_role != "outlaw" else "deputy",
         "character": "Jourdonnais", "life": 1},
    ]
    game = CardGame.from_setup({
        "players": players, "options": {"ghost_variant": "dead_reckonin"}, "deck": [],
        "turn": 0, "phase": "play", "ghost": {"ghosts": [1]}}, seed=0)
    game.apply("end")
    return game


def bot_move(game: CardGame, bot: HeuristicBot) -> Action:
    assert game.pending is not None
    seat = game.pending.seat
    action = bot.choose(game.view(seat), game.legal_actions())
    assert action in game.legal_actions()
    game.apply(action)
    return action


def test_c1_4_the_ghost_plays_its_best_two_card_hand() -> None:
    game = dead_reckonin("outlaw", [BANG_2D, K_CLUBS, K_HEARTS])
    assert game.pending is not None and game.pending.kind == "ghost_contest"
    action = bot_move(game, HeuristicBot(1))
    assert {action.card, action.arg} == {K_HEARTS, K_CLUBS}


def test_c1_2_an_outlaw_ghost_takes_hearts_and_comes_back_to_life() -> None:
    game = dead_reckonin("outlaw", [BANG_2D, K_CLUBS, K_HEARTS])
    bot = HeuristicBot(1)
    bot_move(game, bot)
    assert game.pending is not None and game.pending.kind == "ghost_suit"
    assert bot_move(game, bot) == Action("suit", arg=1)  # ♥
    assert bot_move(game, bot).kind == "revive"
    assert game.alive[1]


def test_c1_2_a_deputy_ghost_scares_but_never_the_sheriff() -> None:
    game = dead_reckonin("deputy", [BANG_2D, K_CLUBS, card("Barrel", "K", "♠")])
    bot = HeuristicBot(1)
    bot_move(game, bot)
    assert game.pending is not None and game.pending.kind == "ghost_suit"
    assert bot_move(game, bot) == Action("suit", arg=0)  # ♠
    assert game.pending is not None and game.pending.kind == "ghost_action"
    assert bot_move(game, bot).target != 0  # never the Sheriff he served


def view_of(hand: list[int], players: list[tuple[int, bool, int]]) -> Any:
    """A dead player's view for the Dead Man's Hand prompts: (life, alive, hand count)."""
    return SimpleNamespace(
        seat=0, role="outlaw", hand=tuple(hand), events=(), config={}, turn=1,
        players=tuple(SimpleNamespace(seat=s, life=life, max_life=4, alive=alive, role=None,
                                      hand_count=count, ghost=not alive, character="x",
                                      equipment=())
                      for s, (life, alive, count) in enumerate(players)),
        pending=SimpleNamespace(kind="", seat=0, context={}), game="cards")


def ask(kind: str, view: Any, legal: tuple[Action, ...]) -> Action:
    view.pending.kind = kind
    return HeuristicBot(5).choose(view, legal)


def test_c2_discard_keeps_the_best_poker_hand() -> None:
    aces = [card("BANG!", "A", "♠"), card("Indians!", "A", "♦")]
    sevens = [card("Beer", "7", "♥"), card("BANG!", "7", "♣")]
    junk = card("BANG!", "3", "♦")
    hand = [*aces, *sevens, card("Duel", "J", "♠"), junk]
    view = view_of(hand, [(0, False, 6), (3, True, 2), (1, True, 2)])
    legal = tuple(Action("discard", c) for c in hand)
    assert ask("dmh_discard", view, legal) == Action("discard", junk)


def test_c2_predicts_the_weakest_living_player() -> None:
    view = view_of([], [(0, False, 6), (3, True, 2), (1, True, 2), (2, True, 5)])
    legal = tuple(Action("predict", target=s) for s in (1, 2, 3))
    assert ask("dmh_predict", view, legal) == Action("predict", target=2)


def test_c2_shoots_with_a_bang_and_dodges_with_missed() -> None:
    bang, missed = card("BANG!", "3", "♦"), card("Missed!", "4", "♠")
    view = view_of([bang, missed], [(0, False, 2), (2, True, 2), (0, False, 5)])
    shoot = ask("dmh_shoot", view, (Action("shoot", bang, 2), Action("pass")))
    assert shoot == Action("shoot", bang, 2)
    dodge = ask("dmh_missed", view, (Action("missed", missed), Action("take")))
    assert dodge == Action("missed", missed)


@pytest.mark.parametrize("variant", ["dead_reckonin", "dead_mans_hand"])
def test_games_of_heuristic_bots_in_ghost_variants_end(variant: str) -> None:
    for seed in range(12):
        config = CardConfig.from_dict({"players": 4 + seed % 4, "ghost_variant": variant})
        result = play(CardGame, config, seed, "normal", max_decisions=8000)
        assert not result.capped and result.winners
