"""The search bots (bang.bots.search): they answer from the information set alone (swap
twins get the same move for the same bot seed), pay nothing for forced prompts, keep
the heuristic's answer unless the search finds better, and sit on the difficulty
ladder wherever bots are named."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_infoset import random_game, role_twins

from bang.bots import decide, make_bot
from bang.bots.registry import LEVELS, bot_names
from bang.bots.search import Node, SearchBot, evaluate
from bang.bots.value import team_value
from bang.cards import CardConfig, CardGame
from bang.core.protocol import Action
from bang.dice import DiceGame
from twins import card_swap_twins, hidden_cards, random_card_setup

CHEAP = {"iterations": 12, "horizon": 2}


def test_the_ladder_is_registered_weakest_first() -> None:
    assert LEVELS == ("random", "easy", "normal", "hard", "expert")
    assert set(LEVELS) <= set(bot_names())
    for level in ("hard", "expert"):
        bot = make_bot(level, 1)
        assert isinstance(bot, SearchBot) and bot.needs_infoset


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(4, 7),
       variant=st.sampled_from(["none", "dead_reckonin", "dead_mans_hand"]),
       dodge_city=st.booleans())
def test_card_swap_twins_get_the_same_move(seed: int, players: int, variant: str,
                                          dodge_city: bool) -> None:
    rng = random.Random(seed)
    setup = random_card_setup(rng, players, variant, dodge_city)
    probe = CardGame.from_setup(setup, seed=seed)
    if probe.is_over:
        return
    seat = probe.pending.seat
    x, y = rng.sample(hidden_cards(probe, seat), 2)
    first, second = card_swap_twins(setup, x, y, seed=seed)
    assert first.legal_actions() == second.legal_actions()
    bots = [SearchBot(seed, **CHEAP) for _ in range(2)]
    moves = [bot.choose(g.information_set(seat), g.legal_actions())
             for bot, g in zip(bots, (first, second), strict=True)]
    assert moves[0] == moves[1]
    assert bots[0].iterations_run == bots[1].iterations_run


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(4, 8),
       game=st.sampled_from(["cards", "dice"]))
def test_role_swap_twins_get_the_same_move(seed: int, players: int, game: str) -> None:
    rng = random.Random(seed)
    first, second, _ = role_twins(game, rng, players)
    seat = first.pending.seat
    assert first.legal_actions() == second.legal_actions()
    if len(first.legal_actions()) == 1:
        return
    # The decider (the Sheriff, who opens the game) sees none of the swapped roles.
    assert first.view(seat).to_dict() == second.view(seat).to_dict()
    bots = [SearchBot(seed, **CHEAP) for _ in range(2)]
    moves = [bot.choose(g.information_set(seat), g.legal_actions())
             for bot, g in zip(bots, (first, second), strict=True)]
    assert moves[0] == moves[1]
    assert bots[0].iterations_run == bots[1].iterations_run


class Exploding:
    """An information set that must never be asked for a sample."""

    seat = 0
    view = None

    def sample(self, rng: random.Random) -> Any:
        raise AssertionError("a forced prompt was searched")


def test_a_forced_prompt_costs_nothing() -> None:
    bot = SearchBot(1, iterations=50)
    only = (Action("end"),)
    assert bot.choose(Exploding(), only) is only[0]
    assert bot.searched == 0
    # decide() does not even build the information set for a single legal answer.
    game = random_game("cards", 5, 2, 0)
    while len(game.legal_actions()) > 1:
        game.apply(game.legal_actions()[0])
    assert decide(bot, game, game.pending.seat) == game.legal_actions()[0]
    assert bot.searched == 0


@pytest.mark.parametrize("game", ["cards", "dice"])
def test_decide_hands_the_bot_a_search_and_it_answers_legally(game: str) -> None:
    g = random_game(game, 6, 4, 0)
    bot = SearchBot(3, iterations=4, horizon=1)
    for _ in range(150):
        if g.is_over:
            break
        legal = g.legal_actions()
        action = decide(bot, g, g.pending.seat)
        assert action in legal
        g.apply(action)
    assert bot.searched > 0
    assert bot.iterations_run >= bot.searched


def test_the_heuristic_answer_stands_unless_clearly_beaten() -> None:
    bot = SearchBot(1, margin=2.0)
    default, other = Action("end"), Action("play", 1, 2)

    def gains(values: list[float]) -> dict[Action, Node]:
        node = Node()
        for v in values:
            node.visits += 1
            node.total += v
            node.total_sq += v * v
        return {other: node}

    # A mean gain within noise keeps the heuristic's answer; a clear one replaces it.
    assert bot._best(gains([0.2, -0.1, 0.1, 0.0]), default) == default
    assert bot._best(gains([0.1, 0.12, 0.09, 0.11]), default) == other
    assert bot._best(gains([0.0, 0.0, 0.0]), default) == default
    assert bot._best(gains([0.5]), default) == default  # one sample proves nothing


def test_candidates_drop_moves_with_the_same_effect() -> None:
    from bang.bots.search import candidates

    game = random_game("cards", 5, 8, 0)
    while game.pending.kind != "play" or len(game.legal_actions()) < 3:
        game.apply(game.legal_actions()[-1])
    legal = game.legal_actions()
    default = legal[-1]
    chosen = candidates(game.view(game.pending.seat), legal, default, 99, random.Random(1))
    assert default not in chosen and set(chosen) <= set(legal)
    from bang.cards.data import KIND
    effects = [(a.kind, KIND[a.card] if a.card >= 0 else -1, a.target) for a in chosen]
    assert len(effects) == len(set(effects))
    dice = DiceGame.new(None, 3)
    mask = Action("reroll", arg=0b00110)
    near = candidates(dice.view(0), dice.legal_actions(), mask, 99, random.Random(1))
    assert Action("stop") in near
    assert all(a.kind == "stop" or bin(a.arg ^ mask.arg).count("1") == 1 for a in near)


def test_the_team_value_reads_results_and_lives() -> None:
    roles = ["sheriff", "deputy", "outlaw", "renegade"]
    alive = [True] * 4
    full = [4, 4, 4, 4]
    assert team_value(2, roles, full, full, alive, (-1.0, -1.0, 1.0, -1.0)) == 1.0
    assert team_value(0, roles, full, full, alive, (-1.0, -1.0, 1.0, -1.0)) == 0.0
    healthy_law = team_value(0, roles, [4, 4, 1, 4], full, alive, None)
    hurt_law = team_value(0, roles, [1, 4, 4, 4], full, alive, None)
    assert healthy_law > hurt_law
    assert team_value(2, roles, [1, 4, 4, 4], full, alive, None) > \
        team_value(2, roles, [4, 4, 4, 4], full, alive, None)
    assert 0.0 <= team_value(3, roles, full, full, [True, False, False, True], None) <= 1.0
    over = DiceGame.new(None, 1)
    assert 0.0 <= evaluate(over, 0) <= 1.0


@pytest.mark.parametrize(("game", "options"), [("cards", {}), ("dice", {}),
                                               ("cards", {"dodge_city": True})])
def test_a_team_of_hard_bots_plays_through_the_simulator(game: str,
                                                         options: dict[str, Any]) -> None:
    from bang.sim import simulate

    summary = simulate(game, 4, 1, seed=5, jobs=1, bots={"outlaw": "hard"},
                       max_decisions=5_000, options=options)
    assert summary.finished == 1 and summary.capped == ()


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_search_levels_play_a_game_with_dodge_city(level: str) -> None:
    """The Sheriff searched at each level's full budget against ``normal`` Outlaws and
    a random Renegade: Dodge City's green cards, "+1" costs and abilities reach the
    search's candidates and its heuristic rollouts, and the game ends."""
    from bang.sim import simulate

    summary = simulate("cards", 4, 1, seed=6, jobs=1,
                       bots={"sheriff": level, "outlaw": "normal"},
                       max_decisions=5_000, options={"dodge_city": True})
    assert summary.finished == 1 and summary.capped == ()


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_search_levels_play_a_game_with_an_event_deck(level: str) -> None:
    """The Sheriff searched at each level (at 8 iterations a decision) against
    ``normal`` Outlaws and a random Renegade with High Noon's event deck: the search
    samples the unseen order of the event deck (``CardInformationSet.sample``), its
    rollouts meet reveals, and the game ends."""
    from bang.bots import levels
    from bang.sim import simulate

    budget = {**levels.LEVEL_OPTIONS[level], "iterations": 8}
    levels.LEVEL_OPTIONS[level], saved = budget, levels.LEVEL_OPTIONS[level]
    try:
        summary = simulate("cards", 4, 1, seed=6, jobs=1,
                           bots={"sheriff": level, "outlaw": "normal"},
                           max_decisions=5_000,
                           options={"event_decks": "high_noon", "hn_bullet_extras": True})
    finally:
        levels.LEVEL_OPTIONS[level] = saved
    assert summary.finished == 1 and summary.capped == ()


def test_a_search_sample_of_an_event_game_keeps_the_public_event_cards() -> None:
    """F3.1 step 3: the card in force, the next card, the count and the final card at
    the bottom are public, so every sample of the information set keeps them; the order
    between the next card and the final one is dealt again."""
    game = CardGame.new(CardConfig(players=5, event_decks="high_noon"), 2)
    rng = random.Random(0)
    while game.view(None).event["in_force"] is None:
        assert game.pending is not None, "the game ended before the first reveal"
        game.apply(rng.choice(game.legal_actions()))
    seat = game.pending.seat
    public = game.view(seat).event
    info = game.information_set(seat)
    orders = set()
    for k in range(5):
        sample = info.sample(random.Random(k))
        seen = sample.view(seat).event
        assert (seen["in_force"], seen["next"], seen["deck_count"]) == (
            public["in_force"], public["next"], public["deck_count"])
        assert sample.events.deck[-1] == game.events.deck[-1] == "high_noon"
        orders.add(tuple(sample.events.deck))
    assert len(orders) > 1  # the hidden order is sampled, not copied


def test_a_root_parallel_search_adds_up_its_workers_and_is_reproducible() -> None:
    game = random_game("cards", 5, 8, 0)
    while game.pending.kind != "play" or len(game.legal_actions()) < 3:
        game.apply(game.legal_actions()[-1])
    info = game.information_set(game.pending.seat)
    legal = game.legal_actions()
    bots = [SearchBot(4, iterations=6, horizon=1, workers=2, margin=100.0) for _ in range(2)]
    moves = [bot.choose(info, legal) for bot in bots]
    assert moves[0] == moves[1] and moves[0] in legal
    # Each of the two workers ran its share (the margin keeps every one from stopping).
    assert [bot.iterations_run for bot in bots] == [6, 6]


def test_a_deeper_tree_grows_below_the_root_on_the_bots_own_decisions() -> None:
    game = random_game("cards", 5, 8, 0)
    while game.pending.kind != "play" or len(game.legal_actions()) < 3:
        game.apply(game.legal_actions()[-1])
    info = game.information_set(game.pending.seat)
    legal = game.legal_actions()
    bot = SearchBot(2, iterations=30, horizon=1, depth=3, margin=100.0)
    roots: list[Node] = []
    original = bot._iterate

    def spy(root: Node, *args: Any) -> float:
        roots.append(root)
        return original(root, *args)

    bot._iterate = spy  # type: ignore[method-assign]
    assert bot.choose(info, legal) in legal
    grown = [child for child in roots[0].children.values() if child.children]
    assert grown, "no own decision below the root was expanded"
    assert all(sum(g.visits for g in child.children.values()) <= child.visits
               for child in grown)


@pytest.mark.parametrize("game", ["cards", "dice"])
def test_the_levels_search_cards_with_the_card_margin_and_dice_with_the_dice_margin(
        game: str) -> None:
    from bang.bots.levels import CARD_MARGIN, DICE_OPTIONS, level_bot

    g = random_game(game, 5, 3, 0)
    for level in ("hard", "expert"):
        bot = level_bot(level, 2)
        bot.iterations = 2
        while bot.searched == 0 and not g.is_over:
            g.apply(decide(bot, g, g.pending.seat))
        assert bot.searched == 1
        assert bot.margin == (CARD_MARGIN if game == "cards" else DICE_OPTIONS["dice_margin"])


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(4, 7), steps=st.integers(0, 200),
       variant=st.sampled_from(["none", "dead_reckonin", "dead_mans_hand"]))
def test_rollout_players_choose_the_same_from_lazy_and_full_views(
        seed: int, players: int, steps: int, variant: str) -> None:
    """The card game's rollout players read lazy views from the rollout's first event on
    (``RolloutPolicy.cursor``); a rollout played from full views, reading new events
    after the table memory's last one, makes every choice the same."""
    from bang.bots.search import RolloutPolicy, table_memory

    game = random_game("cards", players, seed, steps, variant)
    if game.is_over:
        return
    info = game.information_set(game.pending.seat)
    memory = table_memory(info)
    sample = info.sample(random.Random(seed))
    runs: list[list[Action]] = []
    for lazy in (True, False):
        g = sample.clone()
        cursor = g.log_base + len(g.log) if lazy else -1
        policy = RolloutPolicy("heuristic", random.Random(seed), players, memory,
                               cursor=cursor)
        played = []
        for _ in range(300):
            if g.decision is None:
                break
            action = policy.choose(g, g.decision.seat, g.legal_actions())
            played.append(action)
            g.apply(action)
        runs.append(played)
    assert runs[0] == runs[1]
    assert len(runs[0]) > 0


@pytest.mark.parametrize(("game", "count"), [("cards", 3), ("dice", 5)])
def test_iterations_given_per_game_bound_each_games_search(game: str, count: int) -> None:
    g = random_game(game, 5, 6, 0)
    while len(g.legal_actions()) < 3:
        g.apply(g.legal_actions()[-1])
    # A margin no challenger reaches keeps the search from stopping early.
    bot = SearchBot(1, iterations={"cards": 3, "dice": 5}, horizon=1, margin=100.0,
                    dice_margin=100.0)
    assert bot.search(g.information_set(g.pending.seat), g.legal_actions(),
                      g.legal_actions()[0]) in g.legal_actions()
    assert bot.iterations_run == count


def test_a_search_needs_an_iteration_in_every_game() -> None:
    with pytest.raises(ValueError, match="at least one iteration"):
        SearchBot(1, iterations={"cards": 4, "dice": 0})
    with pytest.raises(ValueError, match="at least one iteration"):
        SearchBot(1, iterations=0)
