"""A bot under supervision: whatever it does, the game goes on to its end.

A researcher's bot may raise, return something that is not one of the legal actions,
or think forever.  :class:`GuardedBot` stands between it and the game: the first time
the bot fails, the failure is kept as a :class:`Fault` (what happened, in which game,
seat and prompt) and from then on the seat plays uniformly random legal actions from
the guard's own generator, so the game still reaches its end and no other seat's play
is disturbed.  The tournament leaves such a game out and reports the fault.

A move's time is bounded with ``SIGALRM`` where the platform has it and the bot runs in
the main thread (worker processes and the command line); the alarm raises
:class:`MoveTimeout`, a ``BaseException``, so a bot's own ``except Exception`` does not
swallow it.
"""

from __future__ import annotations

import random
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from bang.core.protocol import Action, exact_fields

#: What went wrong: the bot raised, returned an illegal action, or ran out of time.
RAISED, ILLEGAL, TIMEOUT, CONSTRUCT = "raised", "illegal", "timeout", "construct"


class MoveTimeout(BaseException):
    """A bot's move took longer than the tournament allows."""


@dataclass(frozen=True)
class Fault:
    """The first failure of one bot in one game.

    ``what`` is one of ``raised``, ``illegal``, ``timeout``, ``construct`` (its
    constructor raised); ``detail`` the exception (``Type: message``) or the returned
    value, cut short; ``decision`` the kind of prompt it was answering.
    """

    bot: str
    spec: str
    what: str
    detail: str
    index: int
    seed: int
    seat: int
    decision: str

    def to_dict(self) -> dict[str, Any]:
        """The fault as plain JSON data."""
        return {"bot": self.bot, "spec": self.spec, "what": self.what,
                "detail": self.detail, "index": self.index, "seed": self.seed,
                "seat": self.seat, "decision": self.decision}


def _short(value: object, limit: int = 80) -> str:
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def describe(exc: BaseException) -> str:
    """``Type: message`` on one line, cut short."""
    lines = str(exc).strip().splitlines()
    message = lines[0] if lines else ""
    text = f"{type(exc).__name__}: {message}" if message else type(exc).__name__
    return text if len(text) <= 160 else text[:157] + "..."


def _alarm(signum: int, frame: Any) -> None:
    raise MoveTimeout


@contextmanager
def deadline(seconds: float | None) -> Iterator[None]:
    """Raise :class:`MoveTimeout` in the block after ``seconds`` (None: no limit, and
    no limit either off the main thread or where there is no ``SIGALRM``)."""
    if (seconds is None or not hasattr(signal, "setitimer")
            or threading.current_thread() is not threading.main_thread()):
        yield
        return
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


class GuardedBot:
    """``inner`` seen through the Bot protocol, with its failures caught.

    It declares what ``inner`` declares (``needs_view``, ``needs_infoset``,
    ``reads_lazy_view``; a bot that says nothing about its view gets the full view), so
    the driver hands it exactly what it would hand ``inner``.
    """

    def __init__(self, inner: Any, *, bot: str, spec: str, index: int, seed: int,
                 seat: int, rng: random.Random, move_seconds: float | None,
                 decision: Any = None) -> None:
        self.inner = inner
        self.needs_view = bool(getattr(inner, "needs_view", True))
        self.needs_infoset = bool(getattr(inner, "needs_infoset", False))
        self.reads_lazy_view = bool(getattr(inner, "reads_lazy_view", False))
        self.fault: Fault | None = None
        self._where = (bot, spec, index, seed, seat)
        self._rng = rng
        self._move_seconds = move_seconds
        #: ``decision()`` gives the kind of the prompt being answered (for the report).
        self._decision = decision

    def _fail(self, what: str, detail: str) -> None:
        bot, spec, index, seed, seat = self._where
        kind = ""
        if self._decision is not None:
            try:
                kind = str(self._decision())
            except Exception:
                kind = ""
        self.fault = Fault(bot, spec, what, detail, index, seed, seat, kind)

    def choose(self, view: Any, legal: tuple[Action, ...]) -> Action:
        """The bot's answer when it is one of ``legal``; after its first failure, a
        uniformly random legal action."""
        if self.fault is None:
            try:
                with deadline(self._move_seconds):
                    answer = self.inner.choose(view, legal)
            except MoveTimeout:
                self._fail(TIMEOUT, f"{self._move_seconds:g}")
            except (Exception, SystemExit) as exc:
                self._fail(RAISED, describe(exc))
            else:
                if exact_fields(answer):
                    for action in legal:
                        if action == answer:
                            return action
                self._fail(ILLEGAL, _short(answer))
        return self._rng.choice(legal)
