"""The network terminal seat (``bang join`` without ``--bot``): at each decision the
table lists every event since the player's last one, as the ``state`` messages' ``log``
brought them (docs/protocol.md), ``log [N]`` shows them again, and the menus are
``bang play``'s two-step ones."""

from __future__ import annotations

import asyncio
import concurrent.futures
import io
import sys
from typing import Any

import pytest
from rich.console import Console

from bang.cards import CardConfig, CardGame
from bang.cards.view import redact_event
from bang.cli.menu import build_menu
from bang.cli.remote import TerminalSeat
from bang.i18n import event_dict
from bang.i18n.messages import event_message, render_message
from bang.sim import seat_bots

SEAT = 0


def state(game: CardGame, events: list[Any], deciding: bool) -> dict[str, Any]:
    """A ``state`` message as the server sends it to ``SEAT``."""
    log = []
    for event in events:
        data = event_dict(redact_event(event, SEAT), "cards")
        log.append({"event": data, "message": event_message(data, "cards")})
    decision = None
    if deciding:
        decision = {"id": len(game.history),
                    "options": [{"action": a.format()} for a in game.legal_actions()]}
    return {"type": "state", "view": game.view(SEAT).to_dict(), "log": log,
            "decision": decision}


def _run(coro: Any) -> Any:
    """Run ``coro`` to its end, in a thread of its own when this one already runs an
    event loop (as it does once a browser test of the same process started Playwright's
    synchronous API)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result(60)


def to_second_decision() -> tuple[CardGame, list[list[Any]]]:
    """A 4-player game played by bots up to a turn of ``SEAT`` with more than 12 events
    since his previous decision and a card that needs a target; the events in the
    batches the server would send."""
    for seed in range(40):
        found = _play_to_it(seed)
        if found is not None:
            return found
    raise AssertionError("no seed gives such a decision")


def _play_to_it(seed: int) -> tuple[CardGame, list[list[Any]]] | None:
    game = CardGame.new(CardConfig(players=4), seed=seed)
    bots = seat_bots("random", 4, seed)
    batches: list[list[Any]] = []
    since = 0
    last = game.log[-1]
    while game.pending is not None:
        seat = game.pending.seat
        if seat == SEAT:
            menu = build_menu(game.view(SEAT), game.legal_actions(), "en")
            if since > 12 and any(line.then for line in menu.lines):
                return game, batches
            batches, since = [], 0
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
        log = list(game.log)
        start = next(i + 1 for i in range(len(log) - 1, -1, -1) if log[i] is last)
        batches.append(log[start:])
        since += len(log) - start
        last = log[-1]
    return None


def run_seat(monkeypatch: pytest.MonkeyPatch, typed: str, lang: str = "en",
             first: tuple[dict[str, Any], ...] = ()) -> tuple[str, Any, list[str]]:
    """The seat shown ``first`` (e.g. the ``welcome``), then the batches, then its
    decision, answered with ``typed``: what it printed, chose, and the events' lines."""
    game, batches = to_second_decision()
    out = io.StringIO()
    seat = TerminalSeat(lang, Console(file=out, width=200, highlight=False))
    for message in first:
        seat.show(message)
    for batch in batches:
        seat.show(state(game, batch, deciding=False))
    final = state(game, [], deciding=True)
    seat.show(final)
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    view = game.view(SEAT)
    chosen = _run(seat.choose(view, game.legal_actions(), final))
    lines = [render_message(event_message(event_dict(redact_event(e, SEAT), "cards"),
                                          "cards"), "en", view.to_dict())
             for batch in batches for e in batch]
    return out.getvalue(), chosen, lines


def test_the_table_lists_every_event_since_the_last_decision(
        monkeypatch: pytest.MonkeyPatch) -> None:
    text, chosen, lines = run_seat(monkeypatch, "quit\n")
    assert chosen is None and len(lines) > 12
    table_at = text.index("Your hand")
    for line in lines:
        assert line in text[:table_at], line
    assert "{" not in text


def test_log_shows_the_last_entries_again(monkeypatch: pytest.MonkeyPatch) -> None:
    text, chosen, lines = run_seat(monkeypatch, "log 3\nquit\n")
    assert chosen is None
    after = text.split("The last 3 events:", 1)
    assert len(after) == 2, text[-2000:]
    for line in lines[-3:]:
        assert line in after[1]


def test_a_card_with_a_target_asks_for_it_in_a_second_step(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game, _ = to_second_decision()
    menu = build_menu(game.view(SEAT), game.legal_actions(), "en")
    key, line = next((s.key, s) for s in menu.lines if s.then)
    text, chosen, _ = run_seat(monkeypatch, f"{key}\n{line.then[0].key}\n")
    assert line.then_title in text or line.then[0].label in text
    assert chosen == line.then[0].action


def test_events_while_waiting_are_printed_once() -> None:
    game, batches = to_second_decision()
    out = io.StringIO()
    seat = TerminalSeat("en", Console(file=out, width=200, highlight=False))
    for batch in batches:
        seat.show(state(game, batch, deciding=False))
    seat.show({"type": "over", "winners": [], "roles": []})
    text = out.getvalue()
    view = game.view(SEAT).to_dict()
    for batch in batches:
        for event in batch:
            line = render_message(event_message(event_dict(redact_event(event, SEAT),
                                                           "cards"), "cards"), "en", view)
            assert line in text
    assert text.count("\n") == sum(len(b) for b in batches)


def test_a_forced_answer_is_left_to_the_events_that_follow() -> None:
    game = CardGame.new(CardConfig(players=4), seed=1)
    out = io.StringIO()
    seat = TerminalSeat("en", Console(file=out, width=200, highlight=False))
    auto = {"kind": "auto", "seat": 2, "prompt": "respond", "action": "take"}
    message = state(game, [], deciding=False)
    message["log"] = [{"event": auto, "message": event_message(auto, "cards")}]
    seat.show(message)
    assert out.getvalue() == "" and seat.history == []


def test_the_table_names_the_players_as_the_server_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``bang join --name Ann``: the names the server's ``welcome`` gives are those the
    table and its events show (everyone used to be "Player N")."""
    names = ["Ann", "Bob the bot", "Cleo", "Dan"]
    welcome = {"type": "welcome", "seat": SEAT, "match": {
        "seats": [{"seat": i, "name": n} for i, n in enumerate(names)]}}
    text, _, _ = run_seat(monkeypatch, "quit\n", first=(welcome,))
    assert all(name in text for name in names[1:]), text[-3000:]
    assert "Player 2" not in text and "Player 3" not in text


def test_a_chinese_seat_reads_its_table_in_chinese(monkeypatch: pytest.MonkeyPatch) -> None:
    text, _, _ = run_seat(monkeypatch, "quit\n", lang="zh-Hant")
    assert "你的手牌" in text or "手牌" in text
    assert "Your hand" not in text and "Player " not in text
