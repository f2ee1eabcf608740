"""Perft-style counts (STYLE.md, after python-chess): fixed positions whose number of
legal answers is worked out by hand from RULES.md A3-A7, so any change in what the
engine offers shows up as a wrong count."""

from __future__ import annotations

from .helpers import (
    BANG_AS,
    BANG_QH,
    BARREL_QS,
    BEER_6H,
    DUEL_JS,
    GATLING,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    PANIC_JH,
    SCOPE,
    VOLCANIC_10S,
    WINCHESTER,
    act,
    seat,
    table,
)


def five_players(sheriff_hand: list[int], sheriff_table: list[int] | None = None,
                 character: str = "Bart Cassidy") -> list[dict[str, object]]:
    """The Sheriff at seat 0 and four others holding one card each, nobody equipped."""
    return [seat("sheriff", character, hand=sheriff_hand, equipment=sheriff_table or []),
            seat("outlaw", "Jesse Jones", hand=[MISSED_3S]),
            seat("deputy", "Kit Carlson", hand=[BEER_6H + 1]),
            seat("renegade", "Black Jack", hand=[BEER_6H + 2]),
            seat("outlaw", "El Gringo", hand=[BEER_6H + 3])]


def test_a7_play_prompt_counts_every_card_and_target() -> None:
    """Two BANG! x 2 neighbours, Missed! none, Beer 1, Panic! x 2 neighbours, Duel x 4,
    Jail x 4 (nobody is the Sheriff among the others), Mustang 1, end 1: 17."""
    game = table(*five_players([BANG_AS, BANG_QH, MISSED_2S, BEER_6H, PANIC_JH, DUEL_JS,
                                JAIL_10S, MUSTANG_8H]))
    assert len(game.legal_actions()) == 17


def test_a4_scope_and_winchester_change_only_what_they_should() -> None:
    """With Scope and Winchester every BANG! reaches all 4 others (8), Panic! reaches the
    two at distance 2 too through Scope (4), Gatling 1, end 1: 14."""
    game = table(*five_players([BANG_AS, BANG_QH, PANIC_JH, GATLING],
                               sheriff_table=[SCOPE, WINCHESTER]))
    assert len(game.legal_actions()) == 14


def test_a5_one_bang_then_only_the_rest() -> None:
    """After one BANG! (missed) the second BANG! is gone from the menu; with Volcanic it
    stays, on both neighbours."""
    plain = table(*five_players([BANG_AS, BANG_QH, BEER_6H]))
    assert len(plain.legal_actions()) == 2 + 2 + 1 + 1
    act(plain, f"play c{BANG_AS} t1")
    act(plain, f"missed c{MISSED_3S}", seat=1)
    assert len(plain.legal_actions()) == 1 + 1
    volcanic = table(*five_players([BANG_AS, BANG_QH, BEER_6H], sheriff_table=[VOLCANIC_10S]))
    act(volcanic, f"play c{BANG_AS} t1")
    act(volcanic, f"missed c{MISSED_3S}", seat=1)
    assert len(volcanic.legal_actions()) == 2 + 1 + 1


def test_a7_respond_prompt_counts_barrel_missed_and_take() -> None:
    """A target with a Barrel and two Missed! may draw!, play either Missed!, or take it."""
    players = five_players([BANG_AS])
    players[1] = seat("outlaw", "Jesse Jones", hand=[MISSED_2S, MISSED_3S],
                      equipment=[BARREL_QS])
    game = table(*players)
    act(game, f"play c{BANG_AS} t1")
    assert game.pending is not None and game.pending.kind == "respond"
    assert len(game.legal_actions()) == 4
