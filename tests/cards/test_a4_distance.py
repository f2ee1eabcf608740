"""RULES.md A4: distance round the living players, its modifiers, and weapon reach."""

from __future__ import annotations

from .helpers import (
    BANG_AS,
    BANG_QH,
    FILLER,
    MUSTANG_8H,
    PANIC_JH,
    SCHOFIELD_KS,
    SCOPE,
    WINCHESTER,
    act,
    options,
    seat,
    table,
)

NEUTRAL = ("Black Jack", "Kit Carlson", "Lucky Duke", "Jesse Jones", "Slab the Killer")
ROLES = ("sheriff", "deputy", "outlaw", "outlaw", "renegade")


def five(**overrides: dict[str, object]) -> list[dict[str, object]]:
    players = [seat(r, c, hand=[FILLER[i]]) for i, (r, c) in enumerate(zip(ROLES, NEUTRAL,
                                                                            strict=True))]
    for key, info in overrides.items():
        players[int(key[1:])].update(info)
    return players


def test_five_player_ring_neighbours_one_opposite_two() -> None:
    game = table(*five())
    assert [game.distance(0, s) for s in (1, 2, 3, 4)] == [1, 2, 2, 1]
    assert [game.distance(2, s) for s in (0, 1, 3, 4)] == [2, 1, 1, 2]


def test_ring_shrinks_after_a_death() -> None:
    players = five(s1={"life": 1, "hand": []})
    players[0]["hand"] = [BANG_AS]
    game = table(*players, deck=FILLER[5:8])
    assert game.distance(0, 2) == 2
    act(game, f"play c{BANG_AS} t1", 0)
    assert not game.alive[1]
    assert game.distance(0, 2) == 1
    assert game.distance(2, 4) == 2


def test_mustang_and_paul_regret_stack() -> None:
    players = five(s1={"character": "Paul Regret", "equipment": [MUSTANG_8H]},
                   s4={"equipment": [MUSTANG_8H + 1]})
    game = table(*players)
    assert game.distance(0, 1) == 3
    assert game.distance(0, 4) == 2
    assert game.distance(1, 0) == 1


def test_scope_and_rose_doolan_stack_but_never_below_one() -> None:
    players = five(s0={"character": "Rose Doolan", "equipment": [SCOPE]})
    game = table(*players)
    assert game.distance(0, 1) == 1
    assert game.distance(0, 2) == 1
    assert game.distance(2, 0) == 2


def test_all_four_modifiers_combine() -> None:
    """Rose Doolan with Scope (-2) looking at Paul Regret with Mustang (+2) opposite."""
    players = five(s0={"character": "Rose Doolan", "equipment": [SCOPE]},
                   s2={"character": "Paul Regret", "equipment": [MUSTANG_8H]})
    game = table(*players)
    assert game.distance(0, 2) == 2
    assert game.distance(1, 2) == 3


def test_weapon_reach_without_changing_distance() -> None:
    players = five(s0={"hand": [BANG_AS], "equipment": [SCHOFIELD_KS]})
    game = table(*players)
    assert options(game) == {f"play c{BANG_AS} t{s}" for s in (1, 2, 3, 4)} | {"end"}
    assert game.distance(0, 2) == 2


def test_colt_reaches_only_distance_one() -> None:
    players = five(s0={"hand": [BANG_AS]}, s1={"equipment": [MUSTANG_8H]})
    game = table(*players)
    assert options(game) == {f"play c{BANG_AS} t4", "end"}


def test_winchester_does_not_extend_panic() -> None:
    players = five(s0={"hand": [PANIC_JH, BANG_QH], "equipment": [WINCHESTER]})
    game = table(*players)
    panic = {a for a in options(game) if a.startswith(f"play c{PANIC_JH} ")}
    bang = {a for a in options(game) if a.startswith(f"play c{BANG_QH} ")}
    assert panic == {f"play c{PANIC_JH} t1", f"play c{PANIC_JH} t4"}
    assert len(bang) == 4


def test_scope_extends_panic() -> None:
    players = five(s0={"hand": [PANIC_JH], "equipment": [SCOPE]})
    game = table(*players)
    assert options(game) == {f"play c{PANIC_JH} t{s}" for s in (1, 2, 3, 4)} | {"end"}
