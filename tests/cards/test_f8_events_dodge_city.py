"""rules/high-noon-fistful.md F8: High Noon's cards with Dodge City's cards and
characters (Part E), from exact positions."""

from __future__ import annotations

from bang.cards import CardGame

from .dodge_city import BIBLE, TEQUILA, plain_character  # noqa: F401  (Plain, autouse)
from .events import ev_table
from .helpers import BANG_2C, BANG_2D, BARREL_QS, act, decides, options, seat

REST = {"deck": ["shootout", "high_noon"], "rounds": 2}


def test_f8_tequila_is_not_a_beer_under_the_reverend() -> None:
    game = ev_table(seat("sheriff", "Bart Cassidy", life=3, hand=[TEQUILA, BANG_2C]),
                    seat("outlaw", "Paul Regret"), seat("outlaw", "Willy the Kid"),
                    seat("renegade", "Rose Doolan"), dodge_city=True,
                    events={**REST, "in_force": "the_reverend"})
    assert f"play c{TEQUILA} t0 x{BANG_2C}" in options(game)


def test_f8_the_daltons_do_not_touch_green_cards() -> None:
    game = ev_table(seat("sheriff", "Bart Cassidy"),
                    seat("outlaw", "Paul Regret", equipment=[BIBLE]),
                    seat("outlaw", "Willy the Kid", equipment=[BARREL_QS]),
                    seat("renegade", "Rose Doolan"), dodge_city=True, phase="start",
                    events={"deck": ["the_daltons", "high_noon"], "rounds": 1})
    # P1's green Bible stays; P2's only blue card goes (his one choice, answered for him).
    assert game.tables[1] == [BIBLE] and game.tables[2] == []
    assert decides(game) == (0, "play")


def apache(event: str) -> CardGame:
    """P0 holds BANG! 2♦; P1 is Apache Kid (3 life), whom ♦ cards of others do not
    affect (E6.1); ``event`` is in force."""
    return ev_table(seat("sheriff", "Bart Cassidy", hand=[BANG_2D]),
                    seat("outlaw", "Apache Kid"), seat("outlaw", "Willy the Kid"),
                    seat("renegade", "Rose Doolan"), dodge_city=True,
                    events={**REST, "in_force": event})


def test_f8_apache_kid_reads_the_suit_the_event_gives() -> None:
    for event, life in (("thirst", 3), ("blessing", 2), ("curse", 2)):
        game = apache(event)
        act(game, f"play c{BANG_2D} t1", 0)  # he has no card: no answer to give
        assert game.life[1] == life, event  # printed ♦ only without Blessing or Curse
