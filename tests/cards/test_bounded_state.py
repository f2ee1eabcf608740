"""docs/design.md §7 (a match's state stays small): a card game whose players only end their
turns keeps a bounded event log, still redacts private events correctly after the log
is cut back, and still replays from its record (issue 8, defect 7)."""

from __future__ import annotations

from bang.cards import CardConfig, CardGame
from bang.cards.state import LOG_KEEP
from bang.cards.view import RECENT_EVENTS, public_version


def stall(game: CardGame, decisions: int) -> None:
    for _ in range(decisions):
        legal = game.legal_actions()
        ends = [a for a in legal if a.kind == "end"]
        game.apply(ends[0] if ends else legal[-1])


def test_the_log_of_a_stalling_game_stays_bounded_and_redacted() -> None:
    game = CardGame.new(CardConfig(players=5), 3)
    stall(game, 4000)
    assert not game.is_over
    assert LOG_KEEP <= len(game.log) <= 2 * LOG_KEEP + 200
    assert all(0 <= i < len(game.log) and game.log[i].to is not None for i in game.private)
    for seat in (None, 0, 3):
        expected = [e if e.to is None or (seat is not None and seat in e.to)
                    else public_version(e) for e in game.log[-RECENT_EVENTS:]]
        assert list(game.view(seat).events) == expected
    assert CardGame.from_record(game.to_record()).digest() == game.digest()
