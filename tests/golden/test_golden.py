"""docs/design.md §8 golden records: recorded games of both engines and both ghost variants
replay to the same final state.  A failure means seeded games now play out differently;
if that is intended, regenerate them with scripts/golden.py and review the diff."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bang.games import game_classes

GOLDEN = sorted(Path(__file__).parent.glob("*.json"))


def test_there_are_golden_records_of_both_games() -> None:
    games = {json.loads(p.read_text())["record"]["game"] for p in GOLDEN}
    assert games == {"cards", "dice"}


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_record_replays_to_the_same_state(path: Path) -> None:
    golden = json.loads(path.read_text())
    game_class, _ = game_classes(golden["record"]["game"])
    game = game_class.from_record(golden["record"])
    assert game.is_over
    assert sorted(game.winners) == golden["winners"]
    assert game.digest() == golden["digest"]
    assert game.to_record() == golden["record"]
