"""An outside check of Part F with the ghost variants of Part C (rules/high-noon-
fistful.md F7.1-F7.3, F12 W38/W39): the contest's action suit under Blessing and Curse,
the event cards that reach only living players, and a Dead Reckonin' ghost's Ghost Town
turn with ``event_revival_cards = "always"``."""

from __future__ import annotations

from typing import Any

from bang.cards import CardConfig, CardGame

from .events import ev_table
from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    MISSED_2S,
    act,
    card_id,
    decides,
    options,
    seat,
)
from .test_review_f_high_noon import four

K_H = card_id("BANG!", "KH")
K_D = card_id("Indians!", "KD")
A_S = card_id("BANG!", "AS")
THREE_D = card_id("BANG!", "3D")


def dr(card: str, *players: dict[str, Any], turn: int = 0, phase: str = "play",
       ghosts: tuple[int, ...] = (2,), reveal: bool = False, event_decks: str = "high_noon",
       **kw: Any) -> CardGame:
    """Dead Reckonin' with ``card`` in force (or, with ``reveal``, next before the
    Sheriff's turn ``turn = 0`` at its start)."""
    final = "high_noon" if event_decks == "high_noon" else "a_fistful_of_cards"
    spare = "thirst" if event_decks == "high_noon" else "ambush"
    if reveal:
        events: dict[str, Any] = {"deck": [card, final], "in_force": spare, "rounds": 1}
    else:
        events = {"deck": [spare, final], "in_force": card, "rounds": 2}
    return ev_table(*players, turn=turn, phase=phase, ghost_variant="dead_reckonin",
                    ghost={"ghosts": list(ghosts)}, events=events,
                    event_decks=event_decks, **kw)


def ghost(role: str, character: str, hand: list[int]) -> dict[str, Any]:
    return seat(role, character, alive=False, life=0, hand=hand)




# --- F7.3 Blessing / Curse and the contest ------------------------------------------
def test_w38_curse_the_contest_winner_acts_with_spades() -> None:
    game = dr("curse", *four(p2=ghost("outlaw", "Slab the Killer", [K_H, K_D])))
    act(game, "end")
    assert decides(game) == (2, "ghost_action")
    assert options(game) == {"scare t0", "scare t1", "scare t3"}


def test_w38_blessing_the_contest_winner_acts_with_hearts() -> None:
    game = dr("blessing", *four(p2=ghost("outlaw", "Slab the Killer", [A_S, BANG_2C])))
    act(game, "end")
    assert decides(game) == (2, "ghost_action")
    assert all(o.startswith(("heal", "revive")) for o in options(game))


def test_w38_without_event_suits_the_pair_chooses_its_printed_suit() -> None:
    game = dr("curse", *four(p2=ghost("outlaw", "Slab the Killer", [K_H, K_D])),
              dr_contest_event_suits=False)
    act(game, "end")
    assert decides(game) == (2, "ghost_suit")
    assert options(game) == {"suit x1", "suit x2"}  # ♥ or ♦


# --- F7.3 only living players -----------------------------------------------------------
def test_f7_3_the_doctor_ignores_a_ghost_at_zero() -> None:
    players = four(p0=seat("sheriff", "Vulture Sam"),
                   p1=seat("outlaw", "Sid Ketchum", life=3),
                   p2=ghost("outlaw", "Slab the Killer", [BANG_2C, BANG_3C]))
    game = dr("the_doctor", *players, phase="start", reveal=True)
    assert game.life[1] == 4 and game.life[2] == 0 and not game.alive[2]


def test_f7_3_russian_roulette_skips_a_ghost() -> None:
    players = four(p0=seat("sheriff", "Vulture Sam", hand=[MISSED_2S]),
                   p1=seat("outlaw", "Sid Ketchum", hand=[]),
                   p2=ghost("outlaw", "Slab the Killer", [BANG_2C, BANG_3C]))
    game = dr("russian_roulette", *players, phase="start", reveal=True,
              event_decks="fistful")
    act(game, f"missed c{MISSED_2S}")
    assert game.life[1] == 2  # P1 the first without a Missed!, the ghost never asked
    assert game.life[2] == 0 and game.hands[2] == [BANG_2C, BANG_3C]


def test_f7_3_blood_brothers_cannot_target_a_ghost() -> None:
    players = four(p1=seat("outlaw", "Sid Ketchum", life=3),
                   p0=seat("sheriff", "Vulture Sam", life=4),
                   p2=ghost("outlaw", "Slab the Killer", [BANG_2C, BANG_3C]))
    game = dr("blood_brothers", *players, turn=1, phase="start", event_decks="fistful")
    assert decides(game) == (1, "blood_brothers")
    assert "give t2" not in options(game)
    assert "give t0" in options(game)


def test_f7_1_ghost_town_is_in_with_always() -> None:
    game = CardGame.new(CardConfig(event_decks="high_noon", ghost_variant="dead_reckonin",
                                   event_revival_cards="always"), 3)
    assert game.events is not None and "ghost_town" in game.events.deck
    assert len(game.events.deck) == 13


# --- W39 Ghost Town with Dead Reckonin' -------------------------------------------------


def test_w39_a_dead_reckonin_ghost_plays_a_ghost_town_turn_and_takes_his_hand_back() -> None:
    players = four(p2=ghost("outlaw", "Slab the Killer", [A_S, THREE_D]))
    game = dr("ghost_town", *players, turn=1, event_revival_cards="always",
              deck=[BANG_2C, BANG_3C, BANG_4C])
    act(game, "end")
    assert decides(game) == (2, "play")
    assert sorted(game.hands[2]) == sorted([BANG_2C, BANG_3C, BANG_4C])
    act(game, "end")
    while game.pending is not None and decides(game)[0] == 2:
        act(game, sorted(options(game))[0])
    assert sorted(game.hands[2]) == sorted([A_S, THREE_D])
    assert {BANG_2C, BANG_3C, BANG_4C} <= set(game.discard)


def test_f7_2_5_a_dead_mans_hand_player_plays_a_ghost_town_turn() -> None:
    players = four(p2=ghost("outlaw", "Slab the Killer", [A_S, THREE_D]))
    game = ev_table(*players, turn=1, phase="play", ghost_variant="dead_mans_hand",
                    ghost={"ghosts": [2], "predictions": {"2": 0}},
                    event_revival_cards="always",
                    events={"deck": ["thirst", "high_noon"], "in_force": "ghost_town",
                            "rounds": 2},
                    deck=[BANG_2C, BANG_3C, BANG_4C, MISSED_2S])
    act(game, "end")
    assert decides(game) == (2, "play")
    assert sorted(game.hands[2]) == sorted([BANG_2C, BANG_3C, BANG_4C])


def test_f7_2_3_dead_man_revives_a_dead_reckonin_ghost_without_his_ghost_hand() -> None:
    players = four(p2=ghost("outlaw", "Slab the Killer", [A_S, THREE_D]))
    game = ev_table(*players, turn=1, phase="play", ghost_variant="dead_reckonin",
                    ghost={"ghosts": [2]}, event_decks="fistful",
                    event_revival_cards="always",
                    events={"deck": ["ambush", "a_fistful_of_cards"], "in_force": "dead_man",
                            "rounds": 2, "first_dead": 2},
                    deck=[BANG_2C, BANG_3C, BANG_4C, MISSED_2S])
    act(game, "end")
    assert decides(game) == (2, "play")
    assert game.alive[2] and game.life[2] == 2 and not game.ghost.ghosts[2]
    assert sorted(game.hands[2]) == sorted([BANG_2C, BANG_3C, BANG_4C, MISSED_2S])
    assert A_S in game.discard and THREE_D in game.discard
