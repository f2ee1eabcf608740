"""A failing bot never stops a game: its first failure is kept, the seat plays random
legal moves to the end, and nothing else changes."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from bang.core.protocol import Action
from bang.tournament.guard import ILLEGAL, RAISED, TIMEOUT, GuardedBot

LEGAL = (Action("stop"), Action("reroll", arg=3), Action("reroll", arg=5))


def guarded(inner: Any, seconds: float | None = None) -> GuardedBot:
    return GuardedBot(inner, bot="Inner", spec="mybot:Inner", index=4, seed=77, seat=2,
                      rng=random.Random(1), move_seconds=seconds, decision=lambda: "roll")


class Fixed:
    needs_view = False

    def __init__(self, answer: Any) -> None:
        self.answer = answer

    def choose(self, view: Any, legal: tuple[Action, ...]) -> Any:
        return self.answer


def test_a_legal_answer_passes_as_the_games_own_action() -> None:
    guard = guarded(Fixed(("reroll", -1, -1, 3)))
    assert guard.choose(None, LEGAL) is LEGAL[1]
    assert guard.fault is None


def test_an_illegal_answer_is_a_fault_and_a_legal_move_is_played() -> None:
    for answer in ("stop", Action("reroll", arg=7), Action("stop", 0.0), None):
        guard = guarded(Fixed(answer))
        assert guard.choose(None, LEGAL) in LEGAL
        assert guard.fault is not None and guard.fault.what == ILLEGAL
        assert (guard.fault.bot, guard.fault.index, guard.fault.seat) == ("Inner", 4, 2)
        assert guard.fault.decision == "roll"


def test_a_raising_bot_is_a_fault_and_is_not_asked_again(bots_dir: Path) -> None:
    from bang.tournament.entrants import resolve

    guard = guarded(resolve("mybot:Raiser").make(0))
    answers = [guard.choose(None, LEGAL) for _ in range(10)]
    assert all(a in LEGAL for a in answers)
    assert guard.fault is not None and guard.fault.what == RAISED
    assert guard.fault.detail == "ZeroDivisionError: a bug of mine"
    assert guard.inner.moves == 4


def test_a_bot_that_exits_is_a_fault_not_the_end_of_the_process(bots_dir: Path) -> None:
    from bang.tournament.entrants import resolve

    guard = guarded(resolve("mybot:Quitter").make(0))
    assert guard.choose(None, LEGAL) in LEGAL
    assert guard.fault is not None and guard.fault.detail.startswith("SystemExit")


def test_a_bot_that_never_answers_is_stopped_even_if_it_catches_exceptions(
        bots_dir: Path) -> None:
    from bang.tournament.entrants import resolve

    guard = guarded(resolve("mybot:Looper").make(0), seconds=0.05)
    assert guard.choose(None, LEGAL) in LEGAL
    assert guard.fault is not None and guard.fault.what == TIMEOUT


def test_the_guard_declares_what_its_bot_reads() -> None:
    class Searcher(Fixed):
        needs_view = True
        needs_infoset = True

    class Silent:
        def choose(self, view: Any, legal: tuple[Action, ...]) -> Action:
            return legal[0]

    assert (guarded(Searcher(None)).needs_view, guarded(Searcher(None)).needs_infoset) == (
        True, True)
    assert guarded(Silent()).needs_view is True
    assert guarded(Fixed(None)).needs_view is False
