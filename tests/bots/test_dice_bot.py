"""The dice bot (``bang.bots.dice``): a legal answer to every dice prompt kind, games that
always end, and a team of them beating random bots in the same roles (RULES.md Part B)."""

from __future__ import annotations

from bang.bots.dice import DiceBot
from bang.dice import DiceConfig, DiceGame
from bang.sim import play, simulate

DICE_PROMPTS = {"roll", "shoot", "beer", "sid_ketchum", "bart_cassidy", "pedro_ramirez",
                "kit_carlson"}


def test_every_dice_prompt_kind_gets_a_legal_answer_and_games_end() -> None:
    kinds: set[str] = set()
    for seed in range(80):
        game = DiceGame.new(DiceConfig(players=3 + seed % 6), seed)
        bots = [DiceBot(seed * 10 + s) for s in range(len(game.roles))]
        for _ in range(3000):
            if game.pending is None:
                break
            seat = game.pending.seat
            view = game.view(seat)
            legal = game.legal_actions()
            action = bots[seat].choose(view, legal)
            assert action in legal
            kinds.add(game.pending.kind)
            game.apply(action)
        assert game.is_over and game.winners
    assert kinds == DICE_PROMPTS


def test_noisy_dice_bot_stays_legal() -> None:
    for seed in range(10):
        result = play(DiceGame, DiceConfig(players=5), seed,
                      [DiceBot(seed + s, noise=0.5) for s in range(5)], max_decisions=3000)
        assert not result.capped


def test_dice_bots_beat_random_bots_in_the_same_roles() -> None:
    base = {r.name: r.team_rate for r in simulate("dice", 5, 120, 3, jobs=1,
                                                   bots="random").by_role}
    law = {"sheriff": "normal", "deputy": "normal", "outlaw": "random", "renegade": "random"}
    smart = {r.name: r.team_rate for r in simulate("dice", 5, 120, 3, jobs=1,
                                                    bots=law).by_role}
    assert smart["sheriff"] > base["sheriff"] + 0.3
    rebels = {"sheriff": "random", "deputy": "random", "outlaw": "normal", "renegade": "normal"}
    outlaws = {r.name: r.team_rate for r in simulate("dice", 5, 120, 3, jobs=1,
                                                      bots=rebels).by_role}
    assert outlaws["outlaw"] > base["outlaw"] + 0.15
