"""The network client rebuilds the engine's own view types from the JSON it receives,
so remote bots and the terminal table read exactly what the seat was sent."""

from __future__ import annotations

import io
import json
import random
import sys
from typing import Any

import pytest
from server_helpers import run

from bang.bots import make_bot
from bang.cards import CardConfig, CardGame
from bang.cli.remote import TerminalSeat
from bang.core.protocol import parse_action
from bang.dice import DiceConfig, DiceGame
from bang.server.client import ViewReader

GAMES = [
    lambda: CardGame.new(CardConfig(players=5), seed=3),
    lambda: CardGame.new(CardConfig(players=3, three_player=True), seed=4),
    lambda: CardGame.new(CardConfig(players=5, ghost_variant="dead_reckonin"), seed=5),
    lambda: CardGame.new(CardConfig(players=6, ghost_variant="dead_mans_hand"), seed=6),
    lambda: DiceGame.new(DiceConfig(players=5), seed=7),
    # Every sourced module of the dice game's expansions (RULES.md Part G): the Old
    # Saloon facts in ``extra``, Undead or Alive's tokens, Boneyard and zombies in
    # ``modules``.
    lambda: DiceGame.new(DiceConfig(
        players=6, os_saloon_dice=True, os_chief_arrow=True, os_characters=True,
        uoa_duel_dice=True, uoa_rage_stub="skip", uoa_characters=True, uoa_undead=True),
        seed=8),
]


@pytest.mark.parametrize("make", GAMES,
                         ids=["cards", "cards-3p", "dr", "dmh", "dice", "dice-expansions"])
def test_a_rebuilt_view_equals_the_view_it_came_from(make: Any) -> None:
    game = make()
    rng = random.Random(1)
    readers = [ViewReader() for _ in range(game.n)]
    steps = 0
    while not game.is_over and steps < 400:
        seat = game.pending.seat
        sent = json.loads(json.dumps(game.view(seat).to_dict()))
        rebuilt = readers[seat].view(sent)
        assert json.loads(json.dumps(rebuilt.to_dict())) == sent
        options = sent["pending"]["options"]
        assert tuple(parse_action(o) for o in options) == game.legal_actions()
        game.apply(rng.choice(game.legal_actions()))
        steps += 1


def test_events_already_read_keep_their_identity() -> None:
    game = CardGame.new(CardConfig(players=4), seed=9)
    reader = ViewReader()
    first = reader.view(json.loads(json.dumps(game.view(0).to_dict())))
    game.apply(game.legal_actions()[0])
    second = reader.view(json.loads(json.dumps(game.view(0).to_dict())))
    shared = [e for e in second.events if any(e is f for f in first.events)]
    assert shared and second.events[len(shared) - 1] is first.events[-1]


def test_a_remote_bot_answers_from_the_rebuilt_view() -> None:
    game = CardGame.new(CardConfig(players=5), seed=12)
    bot = make_bot("normal", 1)
    reader = ViewReader()
    for _ in range(60):
        if game.is_over:
            break
        seat = game.pending.seat
        view = reader.view(json.loads(json.dumps(game.view(seat).to_dict())))
        legal = view.pending.options
        action = bot.choose(view, legal)
        assert action in game.legal_actions()
        game.apply(action)


def test_the_terminal_seat_draws_the_table_and_reads_a_choice(
        monkeypatch: pytest.MonkeyPatch) -> None:

    game = CardGame.new(CardConfig(players=4), seed=2)
    seat = game.pending.seat
    view = ViewReader().view(json.loads(json.dumps(game.view(seat).to_dict())))
    legal = game.legal_actions()
    monkeypatch.setattr(sys, "stdin", io.StringIO("x\n2\n"))
    terminal = TerminalSeat("en")
    out = io.StringIO()
    from rich.console import Console

    terminal.console = Console(file=out, width=100)
    choice = run(terminal.choose(view, legal, {}))
    assert choice == legal[1]
    assert "2." in out.getvalue()


def test_the_terminal_seat_prints_the_log_in_its_language() -> None:
    from rich.console import Console

    game = CardGame.new(CardConfig(players=4), seed=2)
    view = json.loads(json.dumps(game.view(0).to_dict()))
    from bang.i18n.messages import event_message

    entries = [{"event": e, "message": event_message(e, "cards")} for e in view["events"]]
    from bang.i18n.messages import render_message

    shown = {}
    for lang in ("en", "zh-Hant"):
        terminal = TerminalSeat(lang)
        out = io.StringIO()
        terminal.console = Console(file=out, width=200)
        terminal.show({"type": "state", "view": view, "log": entries})
        terminal.show({"type": "chat", "name": "Ann", "text": "hi"})
        terminal.show({"type": "chat_history", "lines": [
            {"type": "chat", "seat": None, "name": "Spectator", "text": "said before"}]})
        text = out.getvalue()
        assert "[Ann] hi" in text and "[Spectator] said before" in text
        for entry in entries:
            assert render_message(entry["message"], lang, view) in text
        shown[lang] = text
    assert entries and shown["en"] != shown["zh-Hant"]
