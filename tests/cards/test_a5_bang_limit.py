"""RULES.md A5: one BANG! card per turn, and what does not count toward it."""

from __future__ import annotations

from .helpers import (
    BANG_AS,
    BANG_QH,
    DUEL_JS,
    FILLER,
    GATLING,
    MISSED_2S,
    VOLCANIC_10S,
    act,
    decides,
    options,
    seat,
    table,
)


def players(shooter: str = "Black Jack", hand: list[int] | None = None,
            equipment: list[int] | None = None) -> list[dict[str, object]]:
    return [seat("sheriff", shooter, hand=hand, equipment=equipment),
            seat("outlaw", "Kit Carlson", hand=[FILLER[1]]),
            seat("outlaw", "Lucky Duke", hand=[FILLER[2]]),
            seat("renegade", "Jesse Jones", hand=[FILLER[3]])]


def bangs_offered(game: object) -> set[str]:
    return {a for a in options(game) if a.startswith("play")}  # type: ignore[arg-type]


def test_only_one_bang_per_turn() -> None:
    game = table(*players(hand=[BANG_AS, BANG_QH]))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert game.bangs_played == 1
    assert options(game) == {"end"}


def test_volcanic_removes_the_limit() -> None:
    game = table(*players(hand=[BANG_AS, BANG_QH], equipment=[VOLCANIC_10S]))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert options(game) == {f"play c{BANG_QH} t1", f"play c{BANG_QH} t3", "end"}
    act(game, f"play c{BANG_QH} t1", 0)
    act(game, "take", 1)
    assert game.life[1] == 2


def test_willy_the_kid_removes_the_limit_but_not_range() -> None:
    game = table(*players("Willy the Kid", hand=[BANG_AS, BANG_QH]))
    act(game, f"play c{BANG_AS} t3", 0)
    act(game, "take", 3)
    assert options(game) == {f"play c{BANG_QH} t1", f"play c{BANG_QH} t3", "end"}


def test_calamity_missed_as_bang_uses_the_limit() -> None:
    game = table(*players("Calamity Janet", hand=[MISSED_2S, BANG_AS]))
    act(game, f"play c{MISSED_2S} t1", 0)
    assert decides(game) == (1, "respond")
    act(game, "take", 1)
    assert game.life[1] == 3
    assert options(game) == {"end"}


def test_calamity_bang_then_no_missed_as_bang() -> None:
    game = table(*players("Calamity Janet", hand=[MISSED_2S, BANG_AS]))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert options(game) == {"end"}


def test_bangs_discarded_in_ones_own_duel_do_not_count() -> None:
    game = table(*players(hand=[DUEL_JS, BANG_AS, BANG_QH]))
    act(game, f"play c{DUEL_JS} t1", 0)
    act(game, f"bang c{FILLER[1]}", 1)
    act(game, f"bang c{BANG_AS}", 0)
    # Seat 1 has no card left: his "take" is public and applied at once.
    assert game.life[1] == 3
    assert game.bangs_played == 0
    assert f"play c{BANG_QH} t1" in options(game)


def test_gatling_is_not_a_bang_card() -> None:
    """A5 / FAQ Q03: a BANG! after a Gatling, and a Gatling after a BANG!."""
    game = table(*players(hand=[GATLING, BANG_AS]))
    act(game, f"play c{GATLING}", 0)
    for target in (1, 2, 3):
        act(game, "take", target)
    assert game.bangs_played == 0
    assert game.life == [5, 3, 3, 3]
    assert f"play c{BANG_AS} t1" in options(game)
    game = table(*players(hand=[GATLING, BANG_AS]))
    act(game, f"play c{BANG_AS} t1", 0)
    act(game, "take", 1)
    assert f"play c{GATLING}" in options(game)
