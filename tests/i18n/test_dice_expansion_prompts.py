"""Every prompt of the dice game's expansions (RULES.md Part G) and each of its options
read in words in every language: no raw face key (``arrow`` in Sean Mallory's prompt once
was), no unknown prompt, no unfilled placeholder."""

from __future__ import annotations

import random
import re

import pytest

from bang.dice import DiceConfig, DiceGame
from bang.i18n import LANGUAGES, describe_action
from bang.i18n.messages import prompt_message, render_message

CONFIG = DiceConfig(players=6, uoa_duel_dice=True, uoa_rage_stub="skip",
                    uoa_characters=True, uoa_undead=True, os_saloon_dice=True,
                    os_chief_arrow=True, os_characters=True)
#: What a prompt must not show: a placeholder, a face's key (in English the plain words
#: "arrow" and "gatling" are the names themselves, so only keys with "_" count there).
RAW = re.compile(r"\{\w+\}|\b(?:double_\w+|broken_arrow|arrow|whiskey|gatling|dynamite)\b")
RAW_EN = re.compile(r"\{\w+\}|\b(?:double_\w+|broken_arrow)\b")


def first_of_each_kind(games: int = 30) -> dict[str, tuple[DiceGame, int]]:
    """Games of random moves, copied at the first decision of each kind."""
    found: dict[str, tuple[DiceGame, int]] = {}
    for seed in range(games):
        game = DiceGame.new(CONFIG, seed=seed)
        rng = random.Random(seed)
        while game.decision is not None:
            kind, seat = game.decision.kind, game.decision.seat
            if kind not in found:
                found[kind] = (DiceGame.from_record(game.to_record()), seat)
            game.apply(rng.choice(game.legal_actions()))
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_expansion_prompt_and_option_reads_in_words(lang: str) -> None:
    raw = RAW_EN if lang == "en" else RAW
    found = first_of_each_kind()
    for kind in ("saloon_die", "chief_arrow", "challenge", "whiskey", "sean_mallory",
                 "broken_arrow", "molly_stark", "apache_kid", "elena_fuente"):
        assert kind in found, kind
    for kind, (game, seat) in found.items():
        view = game.view(seat)
        prompt = render_message(prompt_message(view), lang, view)
        assert "prompt.unknown" not in prompt and not raw.search(prompt), (kind, prompt)
        for action in game.legal_actions()[:8]:
            label = describe_action(action, view, lang)
            assert label and not raw.search(label), (kind, label)
