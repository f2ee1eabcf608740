"""rules/high-noon-fistful.md F7: High Noon's deck with the ghost variants of Part C
(the revival cards left out by default, F7.1; the other cards with Part C, F7.3) and the
worked case W38."""

from __future__ import annotations

import pytest

from bang.cards import CardConfig, CardGame

from .events import ev_table
from .helpers import act, decides, seat

K_HEARTS, K_DIAMONDS = 2, 15  # BANG! K♥, BANG! K♦ (A6)


def contest(**options: object) -> CardGame:
    """W38: Dead Reckonin', Curse in force, the Sheriff's turn; the only contestant Ghost
    (P1) holds the pair K♥ K♦."""
    return ev_table(seat("sheriff", "Willy the Kid"),
                    seat("outlaw", "Rose Doolan", alive=False, life=0,
                         hand=[K_HEARTS, K_DIAMONDS]),
                    seat("renegade", "Bart Cassidy"), seat("outlaw", "Slab the Killer"),
                    events={"deck": ["thirst", "high_noon"], "in_force": "curse",
                            "rounds": 2},
                    ghost_variant="dead_reckonin", ghost={"ghosts": [1]}, **options)


def test_f7_3_w38_curse_makes_the_contest_action_a_spade() -> None:
    game = contest()
    act(game, "end", 0)
    action = next(e for e in game.log if e.kind == "ghost_action")
    assert action.data == {"seat": 1, "suit": "♠"}


def test_f7_3_w38_with_printed_suits_the_pair_chooses_its_suit() -> None:
    game = contest(dr_contest_event_suits=False)
    act(game, "end", 0)
    assert decides(game) == (1, "ghost_suit")


@pytest.mark.parametrize("variant", ["dead_reckonin", "dead_mans_hand"])
def test_f7_1_the_revival_cards_leave_the_pool_with_a_ghost_variant(variant: str) -> None:
    game = CardGame.new(CardConfig(event_decks="high_noon", ghost_variant=variant), 3)
    assert game.events is not None and "ghost_town" not in game.events.deck
    never = CardGame.new(CardConfig(event_decks="high_noon", event_revival_cards="never"), 3)
    assert never.events is not None and "ghost_town" not in never.events.deck


def test_f7_3_gold_rush_with_a_dead_reckonin_ghost_keeps_its_order() -> None:
    """F7.3: Gold Rush changes the turn order only; a Ghost's turn comes in it and the
    round still ends at the Sheriff's left (then the next reveal)."""
    game = ev_table(seat("sheriff", "Willy the Kid"), seat("deputy", "Bart Cassidy"),
                    seat("outlaw", "Rose Doolan", alive=False, life=0, hand=[K_HEARTS]),
                    seat("outlaw", "Slab the Killer"), seat("renegade", "Paul Regret"),
                    phase="start", events={"deck": ["gold_rush", "thirst", "high_noon"],
                                           "rounds": 1},
                    ghost_variant="dead_reckonin", ghost={"ghosts": [2]})
    for _ in range(4):
        act(game, "end")
    turns = [e.data["seat"] for e in game.log if e.kind in ("turn", "ghost_turn")]
    assert turns == [0, 4, 3, 2, 1, 0]
    assert game.events is not None and game.events.pile == ["gold_rush", "thirst"]
