"""Playing one game: determinism, bot isolation, the decision cap."""

from __future__ import annotations

import random

import pytest
from toy_game import TEAMS, ToyConfig, ToyGame

from bang.bots import PlayerView, RandomBot
from bang.core import Action
from bang.sim import bot_seed, play, play_game, seat_bot_names


def test_a_game_is_reproducible_from_its_seed() -> None:
    first = play_game("toy", {"players": 5}, 11)
    again = play_game("toy", ToyConfig(players=5), 11)
    assert first == again
    others = [play_game("toy", {"players": 5}, seed) for seed in range(12, 20)]
    assert any(r != first for r in others)


def test_the_result_reports_what_the_game_says() -> None:
    config = ToyConfig(players=6)
    result = play(ToyGame, config, 3)
    game = ToyGame.new(config, 3)
    shared = random.Random(bot_seed(3, 0))
    bots = [RandomBot(shared) for _ in range(6)]
    decisions = 0
    while (decision := game.pending) is not None:
        game.apply(bots[decision.seat].choose(None, game.legal_actions()))
        decisions += 1
    assert result.roles == tuple(game.roles)
    assert result.characters == tuple(game.characters)
    assert result.winners == game.winners
    assert result.decisions == decisions
    assert result.stats == game.stats()
    assert not result.capped and result.record is None
    assert len({TEAMS[result.roles[s]] for s in result.winners}) == 1


class ViewSpy:
    needs_view = True

    def __init__(self) -> None:
        self.views: list[PlayerView | None] = []

    def choose(self, view: PlayerView | None, legal: tuple[Action, ...]) -> Action:
        self.views.append(view)
        return legal[-1]


class BlindSpy(ViewSpy):
    needs_view = False


def test_only_bots_that_need_a_view_receive_one() -> None:
    seeing, blind = ViewSpy(), BlindSpy()
    play_game("toy", {"players": 2}, 4, [seeing, blind])
    assert seeing.views and blind.views
    assert all(v is not None and v.to_dict()["seat"] == 0 for v in seeing.views)
    assert all(v is None for v in blind.views)


def test_a_stuck_game_is_flagged_at_the_cap_with_its_record() -> None:
    result = play_game("toy", {"players": 3, "stall": "true"}, 5, max_decisions=40)
    assert result.capped
    assert result.decisions == 40
    assert result.winners == frozenset()
    assert result.record is not None
    replayed = ToyGame.from_record(result.record)
    assert len(replayed.history) == 40
    assert replayed.pending is not None


def test_a_game_ending_exactly_at_the_cap_is_not_capped() -> None:
    length = play_game("toy", {"players": 3}, 8).decisions
    assert not play_game("toy", {"players": 3}, 8, max_decisions=length).capped
    assert play_game("toy", {"players": 3}, 8, max_decisions=length - 1).capped


def test_bots_are_given_per_seat() -> None:
    assert seat_bot_names("random", 3) == ("random",) * 3
    assert seat_bot_names(["random", "random"], 2) == ("random", "random")
    with pytest.raises(ValueError, match="2 bots given for 3 seats"):
        seat_bot_names(["random", "random"], 3)
    with pytest.raises(ValueError, match="unknown bot"):
        seat_bot_names("nobody", 3)
    with pytest.raises(ValueError, match="1 bots given for 2 seats"):
        play_game("toy", {"players": 2}, 1, [RandomBot(1)])


def test_bot_seeds_differ_by_seat_and_game() -> None:
    seeds = {bot_seed(g, s) for g in range(20) for s in range(8)}
    assert len(seeds) == 160
