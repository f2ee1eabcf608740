"""The random bot and the bot registry."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bang.bots import Bot, PlayerView, RandomBot, bot_names, make_bot, register_bot
from bang.core import Action

actions = st.builds(Action, st.sampled_from(["play", "pass", "roll"]),
                    st.integers(-1, 79), st.integers(-1, 7), st.integers(-1, 31))


@given(st.integers(0, 2**63), st.lists(actions, min_size=1, max_size=30))
def test_random_bot_only_returns_a_legal_action(seed: int, legal: list[Action]) -> None:
    bot = RandomBot(seed)
    for _ in range(20):
        assert bot.choose(None, tuple(legal)) in legal


def test_random_bot_is_reproducible_from_its_seed() -> None:
    legal = tuple(Action("roll", arg=k) for k in range(10))
    a, b, c = RandomBot(5), RandomBot(5), RandomBot(6)
    picks_a = [a.choose(None, legal) for _ in range(200)]
    picks_b = [b.choose(None, legal) for _ in range(200)]
    picks_c = [c.choose(None, legal) for _ in range(200)]
    assert picks_a == picks_b
    assert picks_a != picks_c


def test_random_bot_neither_uses_nor_disturbs_the_global_generator() -> None:
    legal = tuple(Action("roll", arg=k) for k in range(10))
    random.seed(1)
    state = random.getstate()
    first = RandomBot(9)
    picks = [first.choose(None, legal) for _ in range(50)]
    assert random.getstate() == state
    random.seed(2)
    second = RandomBot(9)
    assert [second.choose(None, legal) for _ in range(50)] == picks


def test_random_bot_is_roughly_uniform() -> None:
    legal = (Action("a"), Action("b"), Action("c"))
    bot = RandomBot(1)
    counts = Counter(bot.choose(None, legal).kind for _ in range(6000))
    assert set(counts) == {"a", "b", "c"}
    assert all(1800 < n < 2200 for n in counts.values())


def test_random_bot_refuses_an_empty_choice() -> None:
    with pytest.raises(ValueError, match="no legal actions"):
        RandomBot(1).choose(None, ())


def test_random_bot_satisfies_the_protocol_without_needing_a_view() -> None:
    bot = make_bot("random", 3)
    assert isinstance(bot, Bot)
    assert bot.needs_view is False


def test_unknown_bot_names_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot 'genius'"):
        make_bot("genius", 1)


class FirstBot:
    """Always the first legal action; reads the view to prove it received one."""

    needs_view = True

    def __init__(self, seed: int) -> None:
        self.seen: list[PlayerView | None] = []

    def choose(self, view: PlayerView | None, legal: tuple[Action, ...]) -> Action:
        self.seen.append(view)
        return legal[0]


def test_registered_bots_are_made_by_name() -> None:
    register_bot("first", FirstBot)
    try:
        assert "first" in bot_names()
        bot = make_bot("first", 1)
        assert isinstance(bot, FirstBot)
    finally:
        from bang.bots import registry

        del registry._BOTS["first"]
