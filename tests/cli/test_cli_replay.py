"""``bang replay``: a record replays to the same digest; bad files fail cleanly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from toy_game import ToyConfig, ToyGame

from bang.bots import RandomBot
from bang.cli.main import main
from bang.i18n import role_name


def recorded_game(seed: int = 4) -> ToyGame:
    game = ToyGame.new(ToyConfig(players=4), seed)
    bot = RandomBot(seed)
    while game.pending is not None:
        game.apply(bot.choose(None, game.legal_actions()))
    return game


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(recorded_game().to_record()), encoding="utf-8")
    return path


def test_replay_prints_decisions_winners_and_the_final_digest(
        record_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = recorded_game()
    assert main(["replay", str(record_file)]) == 0
    out = capsys.readouterr().out
    total = len(game.history)
    assert f"{total} of {total}" in out
    assert game.digest() in out
    for seat in game.winners:
        assert f"Player {seat + 1} ({role_name(game.roles[seat])})" in out


def test_replay_upto_stops_early(record_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = json.loads(record_file.read_text(encoding="utf-8"))
    partial = ToyGame.from_record(record, upto=3)
    assert main(["replay", str(record_file), "--upto", "3"]) == 0
    out = capsys.readouterr().out
    assert f"3 of {len(record['actions'])}" in out
    assert partial.digest() in out
    assert recorded_game().digest() not in out
    assert "in progress" in out


@pytest.mark.parametrize(("content", "message"), [
    (None, "cannot read"),
    ("{not json", "is not JSON"),
    ("[1, 2]", "does not hold a record"),
    ('{"format": "bang-record/1", "game": "toy", "seed": 1, "config": {"players": 4}, '
     '"actions": ["roll x9"]}', "does not replay"),
    ('{"format": "other", "game": "toy"}', "unknown record format"),
    ('{"format": "bang-record/1", "game": "chess"}', "unknown game 'chess'"),
])
def test_bad_records_end_with_a_message_and_status_2(
        tmp_path: Path, content: str | None, message: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "record.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err
