"""RULES.md A9: lethal hits and death saves (A9.2, A14.2), the elimination procedure
(A9.3), and who is responsible (A9.4)."""

from __future__ import annotations

from typing import Any

from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BANG_5C,
    BANG_6C,
    BANG_7C,
    BANG_AS,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    DUEL_JS,
    GATLING,
    INDIANS_KD,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    SCHOFIELD_KS,
    act,
    decides,
    options,
    seat,
    table,
)

BOUNTY = [BANG_5C, BANG_6C, BANG_7C]


def five(**per_seat: dict[str, Any]) -> list[dict[str, Any]]:
    """Sheriff, Deputy, Outlaw, Outlaw, Renegade: neutral characters."""
    result = [seat("sheriff", "Black Jack"), seat("deputy", "Willy the Kid"),
              seat("outlaw", "Slab the Killer"), seat("outlaw", "Jesse Jones"),
              seat("renegade", "Kit Carlson")]
    for key, info in per_seat.items():
        result[int(key[1:])].update(info)
    return result


# --- A9.2 death saves ------------------------------------------------------------------

def test_beer_saves_from_a_lethal_bang() -> None:
    game = table(*five(s0={"hand": [BANG_AS]}, s1={"life": 1, "hand": [BEER_6H, BANG_2C]}))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert decides(game) == (1, "dying")
    assert game.life[1] == 0
    assert options(game) == {f"beer c{BEER_6H}", "die"}
    act(game, f"beer c{BEER_6H}", 1)
    assert game.life[1] == 1
    assert game.alive[1]
    assert game.hands[1] == [BANG_2C]
    assert decides(game) == (0, "play")


def test_passing_the_death_save_eliminates() -> None:
    """A14.2: the dying player may stop offering Beers at any point."""
    game = table(*five(s0={"hand": [BANG_AS]},
                       s4={"life": 1, "hand": [BEER_6H, BANG_2C]}))
    act(game, f"play c{BANG_AS} t4", 0)
    act(game, "take", 4)
    act(game, "die", 4)
    assert not game.alive[4]
    assert game.discard == [BANG_AS, BEER_6H, BANG_2C]


def test_beer_cannot_save_with_two_players_alive() -> None:
    game = table(*five(s0={"hand": [BANG_AS]}, s1={"alive": False}, s2={"alive": False},
                       s3={"alive": False}, s4={"life": 1, "hand": [BEER_6H]}))
    act(game, f"play c{BANG_AS} t4", 0)
    act(game, "take", 4)
    assert decides(game) == (4, "dying")
    assert options(game) == {"die"}
    act(game, "die", 4)
    assert game.is_over
    assert game.winners == frozenset({0, 1})


def test_beer_is_not_an_answer_to_a_non_lethal_hit() -> None:
    game = table(*five(s0={"hand": [BANG_AS]}, s1={"life": 2, "hand": [BEER_6H]}))
    act(game, f"play c{BANG_AS} t1", 0)
    assert options(game) == {"take"}


def test_auto_beer_save_option_plays_the_beer() -> None:
    game = table(*five(s0={"hand": [BANG_AS]}, s1={"life": 1, "hand": [BEER_6H, BANG_2C]}),
                 auto_beer_save=True)
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert game.life[1] == 1
    assert game.hands[1] == [BANG_2C]
    assert decides(game) == (0, "play")


# --- A9.3 elimination ----------------------------------------------------------------

def test_dead_player_discards_hand_and_table() -> None:
    game = table(*five(s0={"hand": [BANG_AS]},
                       s4={"life": 1, "hand": [BANG_2C], "equipment": [BARREL_QS]}),
                 deck=[BANG_3C])
    act(game, f"play c{BANG_AS} t4", 0)
    act(game, "barrel", 4)
    act(game, "take", 4)
    act(game, "die", 4)
    assert game.hands[4] == [] and game.tables[4] == []
    assert sorted(game.discard) == sorted([BANG_AS, BANG_3C, BANG_2C, BARREL_QS])
    assert game.revealed[4]
    assert game.view(0).players[4].role == "renegade"


def test_outlaw_bounty_goes_to_the_killer() -> None:
    game = table(*five(s1={"hand": [BANG_AS]}, s2={"life": 1}), deck=BOUNTY, turn=1)
    act(game, f"play c{BANG_AS} t2", 1)
    assert not game.alive[2]
    assert game.hands[1] == BOUNTY


def test_outlaw_bounty_also_for_another_outlaw() -> None:
    game = table(*five(s2={"hand": [BANG_AS]}, s3={"life": 1}), deck=BOUNTY, turn=2)
    act(game, f"play c{BANG_AS} t3", 2)
    assert game.hands[2] == BOUNTY


def test_outlaw_bounty_goes_to_the_gatling_player() -> None:
    game = table(*five(s0={"hand": [GATLING]}, s1={"hand": [MISSED_2S]},
                       s2={"life": 1}, s3={"hand": [MISSED_3S]}, s4={"hand": [BANG_4C]}),
                 deck=BOUNTY)
    act(game, f"play c{GATLING}", 0)
    act(game, f"missed c{MISSED_2S}", 1)
    assert not game.alive[2]
    assert game.hands[0] == BOUNTY


def test_outlaw_bounty_goes_to_the_indians_player() -> None:
    game = table(*five(s4={"hand": [INDIANS_KD]}, s0={"hand": [BANG_2C]},
                       s1={"hand": [BANG_3C]}, s2={"life": 1}, s3={"hand": [BANG_4C]}),
                 deck=BOUNTY, turn=4)
    act(game, f"play c{INDIANS_KD}", 4)
    act(game, f"bang c{BANG_2C}", 0)
    act(game, f"bang c{BANG_3C}", 1)
    assert not game.alive[2]
    act(game, f"bang c{BANG_4C}", 3)
    assert game.hands[4] == BOUNTY


def test_sheriff_who_kills_a_deputy_discards_hand_and_table() -> None:
    game = table(*five(s0={"hand": [BANG_AS, BEER_6H], "equipment": [SCHOFIELD_KS]},
                       s1={"life": 1}))
    act(game, f"play c{BANG_AS} t1", 0)
    assert not game.alive[1]
    assert game.hands[0] == [] and game.tables[0] == []
    assert game.discard[-2:] == [BEER_6H, SCHOFIELD_KS]
    assert decides(game) == (0, "play")
    assert options(game) == {"end"}


def test_no_penalty_when_the_deputy_dies_to_someone_else() -> None:
    game = table(*five(s0={"hand": [BEER_6H]}, s2={"hand": [BANG_AS], "equipment":
                                                   [SCHOFIELD_KS]},
                       s1={"life": 1}), turn=2)
    act(game, f"play c{BANG_AS} t1", 2)
    assert not game.alive[1]
    assert game.hands[0] == [BEER_6H]
    assert game.hands[2] == []


def vulture_sheriff(**options: Any) -> Any:
    game = table(*five(s0={"character": "Vulture Sam", "hand": [BANG_AS, BEER_6H],
                           "equipment": [MUSTANG_8H]},
                       s1={"life": 1, "hand": [BANG_2C], "equipment": [BARREL_QS]}),
                 deck=[BANG_3C], **options)
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "barrel", 1)
    act(game, "take", 1)
    act(game, "die", 1)
    return game


def test_vulture_sheriff_takes_then_discards_everything_by_default() -> None:
    """A9.3: vulture_before_penalty (default true)."""
    game = vulture_sheriff()
    assert game.hands[0] == [] and game.tables[0] == []
    assert set(game.discard) >= {BEER_6H, MUSTANG_8H, BANG_2C, BARREL_QS}


def test_vulture_sheriff_keeps_the_deputys_cards_with_penalty_first() -> None:
    game = vulture_sheriff(vulture_before_penalty=False)
    assert sorted(game.hands[0]) == sorted([BANG_2C, BARREL_QS])
    assert game.tables[0] == []
    assert set(game.discard) >= {BEER_6H, MUSTANG_8H}


def test_pedro_ramirez_alive_lets_the_dead_choose_the_top_discard() -> None:
    """A9.3 step 3 / FAQ Q07."""
    game = table(*five(s0={"hand": [BANG_AS]}, s3={"character": "Pedro Ramirez"},
                       s4={"life": 1, "hand": [BANG_2C, BEER_6H], "equipment": [BARREL_QS]}),
                 deck=[BANG_3C])
    act(game, f"play c{BANG_AS} t4", 0)
    act(game, "barrel", 4)
    act(game, "take", 4)
    act(game, "die", 4)
    assert decides(game) == (4, "discard_top")
    assert options(game) == {f"top c{c}" for c in (BANG_2C, BEER_6H, BARREL_QS)}
    act(game, f"top c{BEER_6H}", 4)
    assert game.discard[-1] == BEER_6H
    assert set(game.discard[-3:]) == {BANG_2C, BARREL_QS, BEER_6H}


# --- A9.4 responsibility in a Duel ------------------------------------------------------

def duel(challenger_wins: bool, **options: Any) -> Any:
    """Seat 3 (Outlaw) duels seat 2 (Outlaw); the loser is at 1 life."""
    if challenger_wins:
        per = {"s3": {"hand": [DUEL_JS, BANG_2C]}, "s2": {"life": 1, "hand": [BEER_7H]}}
    else:
        per = {"s3": {"hand": [DUEL_JS], "life": 1}, "s2": {"hand": [BANG_2C]}}
    game = table(*five(**per), deck=BOUNTY, turn=3, **options)
    act(game, f"play c{DUEL_JS} t2", 3)
    if challenger_wins:
        act(game, "take", 2)
        act(game, "die", 2)
    else:
        act(game, f"bang c{BANG_2C}", 2)
    return game


def test_challenged_loses_the_duel_challenger_is_responsible() -> None:
    game = duel(challenger_wins=True)
    assert not game.alive[2]
    assert game.hands[3] == [BANG_2C, *BOUNTY]


def test_challenger_loses_the_duel_nobody_is_responsible() -> None:
    game = duel(challenger_wins=False)
    assert not game.alive[3]
    assert game.hands[2] == []


def test_duel_winner_is_killer_option_credits_the_challenged() -> None:
    game = duel(challenger_wins=False, duel_winner_is_killer=True)
    assert not game.alive[3]
    assert game.hands[2] == BOUNTY
