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


def named_card_record(tmp_path: Path) -> tuple[Path, list[str]]:
    """A finished 4-player card game whose record names its players, as a server's does
    (one name with a terminal escape, which must not reach the terminal)."""
    from bang.cards import CardConfig, CardGame
    from bang.sim import seat_bots

    game = CardGame.new(CardConfig(players=4, round_limit=3), 5)
    bots = seat_bots("random", 4, 5)
    while game.pending is not None:
        seat = game.pending.seat
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    record = game.to_record()
    names = ["Ann", "Bea", "Bot 3", "Cy"]
    record["names"] = ["Ann", "Bea", "Bot 3", "\x1b\u202eCy\x07"]
    path = tmp_path / "named.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path, names


@pytest.mark.parametrize(("lang", "player_2"), [("en", "Player 2"), ("zh-Hant", "2號玩家"),
                                                ("zh-Hans", "2号玩家")])
def test_replay_names_the_players_of_a_record_in_every_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        lang: str, player_2: str) -> None:
    import io
    import sys

    path, names = named_card_record(tmp_path)
    assert main(["replay", str(path), "--lang", lang]) == 0
    summary = capsys.readouterr().out
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n" * 400))
    assert main(["replay", str(path), "--step", "--seat", "1", "--lang", lang]) == 0
    stepped = capsys.readouterr().out
    for out in (summary, stepped):
        assert player_2 not in out and "\u202e" not in out and "\x07" not in out
        assert sum(out.count(name) for name in names) > 0
    assert all(name in stepped for name in names)
    # A record without names keeps "Player 2".
    plain = json.loads(path.read_text(encoding="utf-8"))
    del plain["names"]
    path.write_text(json.dumps(plain), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n" * 400))
    assert main(["replay", str(path), "--step", "--seat", "1", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert player_2 in out and "Bea" not in out


@pytest.mark.parametrize(("lang", "quit_word"), [("en", "quit"), ("zh-Hant", "離開"),
                                                 ("zh-Hans", "离开")])
def test_step_replay_stops_at_the_quit_word_its_prompt_shows(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        lang: str, quit_word: str) -> None:
    import io
    import sys

    from bang.i18n import catalogue

    assert quit_word in catalogue(lang)["ui.replay_prompt"]
    path, _ = named_card_record(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"\n{quit_word}\n" + "\n" * 400))
    assert main(["replay", str(path), "--step", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.count(catalogue(lang)["ui.replay_prompt"]) == 2  # stopped at the second step
