"""The walkthrough of docs/architecture.md ("Adding a card to the card game", "Adding a
character to the card game") works as written: its snippets are read from the document
and run, and the card and the character they define behave as the text says in exact
positions and in seeded random games.  Every test unregisters what it registered."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bang.cards import CardConfig, CardGame, content, register, unregister
from bang.cards.data import BANG, KIND, MISSED
from bang.core.errors import ConfigError
from bang.core.protocol import Action

ARCHITECTURE = Path(__file__).resolve().parents[2] / "docs" / "architecture.md"
SECTIONS = ("## Adding a card to the card game", "## Adding a character to the card game")


def snippets() -> list[str]:
    """The walkthrough's Python blocks, in the document's order."""
    text = ARCHITECTURE.read_text(encoding="utf-8")
    start = text.index(SECTIONS[0])
    end = text.find("\n## ", text.index(SECTIONS[1]) + 1)
    return re.findall(r"^```python\n(.*?)^```", text[start:end if end > 0 else None],
                      re.MULTILINE | re.DOTALL)


def defining(namespace: dict[str, Any]) -> dict[str, Any]:
    """Run the snippets that only define things (no registration), in ``namespace``."""
    for block in snippets():
        if not re.search(r"^register\(|^    register\(|^try:", block, re.MULTILINE):
            exec(compile(block, str(ARCHITECTURE), "exec"), namespace)
    return namespace


def run_block(containing: str, namespace: dict[str, Any]) -> None:
    """Run the one snippet holding ``containing``, after the definitions."""
    blocks = [b for b in snippets() if containing in b]
    assert len(blocks) == 1, containing
    exec(compile(blocks[0], str(ARCHITECTURE), "exec"), namespace)


@pytest.fixture
def walkthrough() -> Iterator[dict[str, Any]]:
    """The walkthrough's definitions, with both its sets registered."""
    namespace = defining({})
    register(namespace["EXAMPLE_CARDS"])
    try:
        register(namespace["EXAMPLE_PEOPLE"])
        try:
            yield namespace
        finally:
            unregister("example_people")
    finally:
        unregister("example_cards")


HAYMAKERS, SPURS = [300, 301], 302
BOTH = ("example_cards", "example_people")


def example_game(hands: list[list[int]], deck: list[int]) -> CardGame:
    """Five players, seat 0's turn from phase 1, with ``deck`` on top of the deck (the
    example's cards reach a hand by being drawn), no character changing distances."""
    characters = ["Bart Cassidy", "Black Jack", "El Gringo", "Kit Carlson", "Sid Ketchum"]
    roles = ["sheriff", "outlaw", "outlaw", "renegade", "deputy"]
    return CardGame.from_setup({
        "options": {"expansions": list(BOTH)},
        "players": [{"role": r, "character": c, "hand": h}
                    for r, c, h in zip(roles, characters, hands, strict=True)],
        "deck": deck, "turn": 0, "phase": "draw"})


def targets_of(game: CardGame, card: int) -> set[int]:
    return {a.target for a in game.legal_actions() if a.kind == "play" and a.card == card}


def test_a_haymaker_reaches_distance_one_outside_the_bang_limit(
        walkthrough: dict[str, Any]) -> None:
    bangs = [card for card, kind in enumerate(KIND[:80]) if kind == BANG][:2]
    game = example_game([bangs, [], [], [], []], [HAYMAKERS[0], SPURS])
    assert targets_of(game, HAYMAKERS[0]) == {1, 4}
    game.apply(Action("play", bangs[0], 1))  # no card, no Barrel: the hit is forced
    assert game.pending is not None and game.pending.seat == 0
    assert targets_of(game, bangs[1]) == set()  # the turn's BANG! is used up
    assert targets_of(game, HAYMAKERS[0]) == {1, 4}
    game.apply(Action("play", SPURS))
    assert game.distance(1, 0) == game.distance(4, 0) == 2  # Spurs: one farther
    assert targets_of(game, HAYMAKERS[0]) == {1, 4}  # his own reach is as it was


def test_a_haymaker_is_answered_like_a_bang(walkthrough: dict[str, Any]) -> None:
    missed = next(card for card, kind in enumerate(KIND) if kind == MISSED)
    game = example_game([[], [missed], [], [], []], [HAYMAKERS[0], BANG])
    game.apply(Action("play", HAYMAKERS[0], 1))
    assert game.pending is not None and game.pending.kind == "respond"
    assert game.pending.seat == 1 and Action("missed", missed) in game.legal_actions()
    life = game.life[1]
    game.apply(Action("missed", missed))
    assert game.life[1] == life and game.bangs_played == 0
    assert game.discard[-2:] == [HAYMAKERS[0], missed]


def test_the_card_walkthrough_plays_as_written() -> None:
    namespace = defining({})
    run_block("register(EXAMPLE_CARDS)", namespace)
    assert "example_cards" not in content.SETS
    assert namespace["replayed"].digest() == namespace["game"].digest()


def test_a_card_kind_without_behaviour_is_refused_and_nothing_changes(
        capsys: pytest.CaptureFixture[str]) -> None:
    kinds, sets = len(content.KINDS), dict(content.SETS)
    run_block('"dud"', defining({}))
    assert capsys.readouterr().out.strip() == (
        "brown card kind 'dud' has no effect (CardKind.play)")
    assert len(content.KINDS) == kinds and dict(content.SETS) == sets


def test_the_character_walkthrough_runs_as_written() -> None:
    run_block("register(EXAMPLE_PEOPLE)", defining({}))
    assert "example_people" not in content.SETS
    assert "hank_hardtack" not in content.CHARACTER_CARDS


def test_a_character_without_its_ability_entry_is_refused(walkthrough: dict[str, Any]) -> None:
    nobody = content.CharacterCard("nobody", "Nobody", 4, "walkthrough", ("no_such_ability",))
    with pytest.raises(ConfigError, match="no entry for its abilities"):
        register(content.ContentSet(key="broken", first_id=0, kinds=(), rows=(),
                                    abilities=(), characters=(nobody,)))
    assert "broken" not in content.SETS and "nobody" not in content.CHARACTER_CARDS


def test_hank_hardtack_draws_two_when_he_holds_a_card(walkthrough: dict[str, Any]) -> None:
    game = CardGame.from_setup({
        "options": {"expansions": list(BOTH)},
        "players": [{"role": "sheriff", "character": "Hank Hardtack", "hand": [BANG]},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Black Jack"},
                    {"role": "outlaw", "character": "El Gringo"}],
        "turn": 0, "phase": "draw"})
    assert len(game.hands[0]) == 3
    assert game.powers[0].sight == 1 and game.distance(0, 2) == 1


def every_card(game: CardGame) -> list[int]:
    held = [c for pile in (*game.hands, *game.tables) for c in pile]
    return sorted(held + game.deck + game.discard + game.limbo + game.out)


def test_random_games_with_the_examples_end_and_keep_every_card(
        walkthrough: dict[str, Any]) -> None:
    played, dealt = 0, 0
    for seed in range(12):
        config = CardConfig(players=4 + seed % 4, expansions=BOTH)
        game = CardGame.new(config, seed=seed)
        deck = sorted(content.deck_for(BOTH))
        dealt += "Hank Hardtack" in game.characters
        rng = random.Random(seed)
        for _ in range(20_000):
            if game.is_over:
                break
            events = game.apply(rng.choice(game.legal_actions()))
            played += sum(e.kind == "play" and e.data.get("card") in HAYMAKERS
                          for e in events)
            assert every_card(game) == deck
        assert game.is_over, seed
        assert CardGame.from_record(game.to_record()).digest() == game.digest()
    assert played > 0 and dealt > 0
