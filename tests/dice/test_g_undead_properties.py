"""Property tests of Undead or Alive (RULES.md Part G, G17-3) over seeded random games:
each module alone and all three together, 3-8 players (module 4: 4-8): termination,
arrow and token bookkeeping, the Boneyard's cards, consistent winners, replay from the
record, clone independence, determinization and swap twins (the roles, the token pile's
and the Boneyard's order are hidden)."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any

import pytest
from uoa_helpers import DUELS

from bang.dice import DiceConfig, DiceGame
from bang.dice.data import ROLE_TABLE, ROLES, TOTAL_ARROWS
from bang.dice.uoa import TOKEN_COUNTS, UoaState

DECISION_CAP = 20_000
MODULES: dict[str, dict[str, Any]] = {
    "duels": dict(DUELS),
    "characters": {"uoa_characters": True},
    "undead": {"uoa_undead": True},
    "all": {**DUELS, "uoa_characters": True, "uoa_undead": True},
}


def config(name: str, players: int, seed: int) -> DiceConfig:
    options: dict[str, Any] = {"players": players, **MODULES[name]}
    if seed % 3 == 1:
        options.update(sean_mallory_scope="any_roll", whiskey_uncancels=False,
                       wound_tokens_drawn_on_own_turn_persist=True,
                       zombie_master_is_zombie=True)
    if seed % 4 == 2 and "uoa_undead" in options:
        options["boneyard_cards"] = [0, 1, 2]
    if seed % 5 == 3:
        options["auto_forced"] = True
    return DiceConfig.from_dict(options)


def uoa(g: DiceGame) -> UoaState | None:
    found = g.ext.get("uoa")
    return found if isinstance(found, UoaState) else None


def check(g: DiceGame) -> None:
    assert g.centre + sum(g.arrows) == TOTAL_ARROWS and g.pile_tokens() >= 1  # G17-3
    for s in range(g.n):
        assert 0 <= g.life[s] <= g.max_life[s]
        if not g.alive[s]:
            assert g.arrows[s] == 0
    st = uoa(g)
    if st is not None and g.config.uoa_duel_dice:
        held = Counter(k for s in range(g.n) for k in range(4) if st.wounds[s] >> k & 1)
        assert Counter(st.pile) + held == Counter(
            {k: c for k, c in enumerate(TOKEN_COUNTS)})  # the 15 tokens, one place each
        for s in range(g.n):
            if not g.alive[s] or st.zombie[s]:
                assert st.wounds[s] == 0
            assert g.extra_dynamite[s] == st.wounds[s] >> 3 & 1
    if st is not None and g.config.uoa_undead:
        cards = [*st.boneyard, *st.bones_up, *st.bones_back]
        if st.outbreak:
            assert not cards
            assert all(g.alive[s] or g.life[s] == 0 for s in range(g.n))
        else:
            assert sorted(cards) == sorted(g.config.boneyard_cards)
            assert not any(st.zombie)
    decision = g.pending
    if decision is not None:
        assert g.alive[decision.seat] or (g.dead_resolving and decision.seat == g.turn)
        assert g.legal_actions()


def check_winners(g: DiceGame) -> None:
    st = uoa(g)
    assert g.winners
    if st is not None and st.outbreak:
        undead = frozenset(s for s in range(g.n) if st.zombie[s] or s == st.master)
        assert g.winners in (undead, frozenset(range(g.n)) - undead)
        assert st.side == ("zombies" if g.winners == undead else "survivors")
        return
    roles = g.roles
    if g.n == 3:
        assert len(g.winners) == 1
        return
    teams = [frozenset(s for s in range(g.n) if roles[s] == "outlaw"),
             frozenset(s for s in range(g.n) if roles[s] in ("sheriff", "deputy")),
             *(frozenset((s,)) for s in range(g.n) if roles[s] == "renegade")]
    assert g.winners in teams


def play(g: DiceGame, bot: random.Random, seen: Counter[str], clone_at: int = -1) -> None:
    decisions = 0
    while not g.is_over:
        check(g)
        if decisions == clone_at:
            before = g.digest()
            other = g.clone()
            other_bot = random.Random(decisions)
            for _ in range(30):
                if other.is_over:
                    break
                other.apply(other_bot.choice(other.legal_actions()))
            assert g.digest() == before
        assert g.pending is not None
        seen[g.pending.kind] += 1
        for event in g.apply(bot.choice(g.legal_actions())):
            seen[event.kind] += 1
        decisions += 1
        assert decisions < DECISION_CAP
    check(g)
    check_winners(g)


@pytest.mark.parametrize("name", sorted(MODULES))
def test_g17_3_random_games_of_each_module_keep_every_invariant_end_and_replay(
        name: str) -> None:
    seen: Counter[str] = Counter()
    low = 4 if name in ("undead", "all") else 3
    for index in range(120):
        players = low + index % (9 - low)
        g = DiceGame.new(config(name, players, index), 9000 + index)
        play(g, random.Random(index), seen, clone_at=index % 40)
        if index % 3 == 0:
            again = DiceGame.from_record(json.loads(json.dumps(g.to_record())))
            assert again.digest() == g.digest()
    expected = {"duels": ("challenge", "duel_roll", "wound", "whiskey", "wounds_returned"),
                "characters": ("belle_star", "chuck_wengam"),
                "undead": ("boneyard", "outbreak", "side_won"),
                "all": ("challenge", "outbreak", "wound", "side_won", "chuck_wengam")}[name]
    for kind in expected:
        assert seen[kind] > 0, kind


def test_g10_every_player_count_from_four_to_eight_sees_outbreaks() -> None:
    for players in range(4, 9):
        outbreaks = 0
        for seed in range(25):
            g = DiceGame.new(config("all", players, seed * 3), seed)
            play(g, random.Random(seed), Counter())
            outbreaks += bool(uoa(g) and uoa(g).outbreak)  # type: ignore[union-attr]
        assert outbreaks, players


# --- hidden information --------------------------------------------------------------------
def mid_game(seed: int, players: int, decisions: int) -> DiceGame:
    g = DiceGame.new(config("all", players, 0), seed)
    bot = random.Random(seed)
    for _ in range(decisions):
        if g.is_over:
            break
        g.apply(bot.choice(g.legal_actions()))
    return g


def test_g7_3_determinize_and_samples_keep_what_the_seat_sees() -> None:
    for seed in range(30):
        g = mid_game(seed, 4 + seed % 5, 40 + seed * 7)
        if g.is_over:
            continue
        seat = g.pending.seat  # type: ignore[union-attr]
        view = g.view(seat).to_dict()
        rng = random.Random(seed)
        for copy_ in (g.determinize(seat, rng), g.information_set(seat).sample(rng)):
            other = copy_.view(seat).to_dict()  # type: ignore[attr-defined]
            for key in ("players", "modules", "dice", "arrows_centre", "turn"):
                assert other[key] == view[key], key
            st, mine = uoa(copy_), uoa(g)  # type: ignore[arg-type]
            assert st is not None and mine is not None
            assert Counter(st.pile) == Counter(mine.pile)
            assert Counter(st.boneyard) == Counter(mine.boneyard)


def twin_setups(rng: random.Random, players: int) -> tuple[dict[str, Any], int]:
    """A random position of all three modules before the outbreak, and a seat."""
    roles = [ROLES[r] for r in ROLE_TABLE[players]]
    rng.shuffle(roles)
    names = ["Jesse Jones", "Paul Regret", "Black Jack", "Willy the Kid", "Belle Star",
             "Chuck Wengam", "Greg Digger", "Herb Hunter", "Sam the Healer",
             "Sean Mallory", "Kit Carlson", "El Gringo"]
    rng.shuffle(names)
    pile = ["beer"] * 3 + ["one"] * 5 + ["two"] * 5 + ["dynamite"] * 2
    rng.shuffle(pile)
    cards = [0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2]
    rng.shuffle(cards)
    setup = {"players": [{"role": r, "character": c} for r, c in zip(roles, names, strict=False)],
             "wound_pile": pile, "boneyard": cards, "seed": rng.randrange(2**32),
             "config": {**MODULES["all"]}}
    return setup, rng.randrange(players)


def differ(first: DiceGame, second: DiceGame) -> bool:
    """Whether a swapped item has come face up: the held tokens, the face-up Boneyard
    cards or the zombies differ between the twins (then they may look different)."""
    a, b = uoa(first), uoa(second)
    assert a is not None and b is not None
    return (a.wounds != b.wounds or a.bones_up != b.bones_up or a.bones_back != b.bones_back
            or a.zombie != b.zombie or first.life != second.life)


def drive(first: DiceGame, second: DiceGame, seat: int, rng: random.Random,
          steps: int = 250) -> int:
    compared = 0
    for _ in range(steps):
        if first.is_over or second.is_over or differ(first, second):
            break
        compared += 1
        assert first.view(seat).to_dict() == second.view(seat).to_dict()
        assert first.view(None).to_dict() == second.view(None).to_dict()
        if first.pending.seat == seat:  # type: ignore[union-attr]
            assert first.legal_actions() == second.legal_actions()
        action = rng.choice(first.legal_actions())
        if action not in second.legal_actions():
            break
        if revealed(first.apply(action), second.apply(action)):
            break
    return compared


#: The events that turn a pile's item face up.
REVEALS = frozenset({"wound", "wound_back", "boneyard"})


def revealed(one: list[Any], other: list[Any]) -> bool:
    """Whether the two twins drew different items from a pile in this step (a token or a
    Boneyard card drawn is face up: from then on the twins may differ)."""
    return ([e for e in one if e.kind in REVEALS] != [e for e in other if e.kind in REVEALS])


@pytest.mark.parametrize("pile_name", ["wound_pile", "boneyard"])
def test_g7_3_g10_1_pile_order_twins_look_the_same(pile_name: str) -> None:
    compared = 0
    for seed in range(40):
        rng = random.Random(seed)
        setup, seat = twin_setups(rng, 4 + seed % 5)
        items = setup[pile_name]
        i, j = next((i, j) for i in range(len(items)) for j in range(i + 1, len(items))
                     if items[i] != items[j])
        twin = copy.deepcopy(setup)
        twin[pile_name][i], twin[pile_name][j] = items[j], items[i]
        first, second = DiceGame.from_setup(setup), DiceGame.from_setup(twin)
        compared += drive(first, second, seat, rng)
    assert compared > 200


def test_g10_role_twins_look_the_same_with_every_module() -> None:
    compared = 0
    for seed in range(40):
        rng = random.Random(seed)
        players = 4 + seed % 5
        setup, seat = twin_setups(rng, players)
        roles = [p["role"] for p in setup["players"]]
        pairs = [(a, b) for a in range(players) for b in range(a + 1, players)
                 if seat not in (a, b) and "sheriff" not in (roles[a], roles[b])
                 and roles[a] != roles[b]]
        if not pairs:
            continue
        a, b = rng.choice(pairs)
        twin = copy.deepcopy(setup)
        twin["players"][a]["role"], twin["players"][b]["role"] = roles[b], roles[a]
        first, second = DiceGame.from_setup(setup), DiceGame.from_setup(twin)
        for _ in range(250):
            if first.is_over or not (first.alive[a] and first.alive[b]) or differ(first, second):
                break
            if uoa(first).outbreak:  # type: ignore[union-attr]
                break  # the Zombie Master (the Renegade) is public from now on
            assert first.view(seat).to_dict() == second.view(seat).to_dict()
            assert first.view(None).to_dict() == second.view(None).to_dict()
            compared += 1
            action = rng.choice(first.legal_actions())
            if action not in second.legal_actions():
                break
            if revealed(first.apply(action), second.apply(action)):
                break
    assert compared > 200
