"""Bots of a researcher's own, written as files into a temporary folder that becomes
the current directory (``bots_dir``), as ``bang tournament`` finds them."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

MYBOT = '''
import random


class FirstBot:
    needs_view = False

    def __init__(self, seed):
        self.seed = seed

    def choose(self, view, legal):
        return legal[0]


class SeededRandom:
    needs_view = False

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, view, legal):
        return self.rng.choice(legal)


class NoSeed:
    needs_view = False

    def choose(self, view, legal):
        return legal[-1]


def make_first(seed):
    return FirstBot(seed)


class Raiser:
    needs_view = True

    def __init__(self, seed):
        self.moves = 0

    def choose(self, view, legal):
        self.moves += 1
        if self.moves > 3:
            raise ZeroDivisionError("a bug of mine")
        return legal[0]


class LateRaiser:
    """Fails from its seventh construction on: one check before play, then two seats a
    game at four seats, so in the third game."""

    needs_view = False
    made = 0

    def __init__(self, seed):
        LateRaiser.made += 1
        self.late = LateRaiser.made > 6

    def choose(self, view, legal):
        if self.late:
            raise KeyError("late")
        return legal[0]


class Interrupter:
    """Presses Ctrl-C in its third game (one check before play, then two a game)."""

    needs_view = False
    made = 0

    def __init__(self, seed):
        Interrupter.made += 1
        self.late = Interrupter.made > 5

    def choose(self, view, legal):
        if self.late:
            raise KeyboardInterrupt
        return legal[0]


class Illegal:
    needs_view = False

    def choose(self, view, legal):
        return "not an action"


class Looper:
    needs_view = False

    def choose(self, view, legal):
        while True:
            try:
                pass
            except Exception:
                pass


class Quitter:
    needs_view = False

    def choose(self, view, legal):
        raise SystemExit(3)


class NoChoose:
    pass


class BadInit:
    def __init__(self, seed):
        raise RuntimeError("cannot start")


def two_args(a, b):
    return FirstBot(a)


NOT_CALLABLE = 5
'''


@pytest.fixture
def bots_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder holding ``mybot.py`` (and a broken module), made the current
    directory; its modules are forgotten afterwards."""
    (tmp_path / "mybot.py").write_text(MYBOT, encoding="utf-8")
    (tmp_path / "broken.py").write_text("x = (\n", encoding="utf-8")
    (tmp_path / "needs_missing.py").write_text("import no_such_package_here\n",
                                               encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    path = list(sys.path)
    yield tmp_path
    sys.path[:] = path
    for name in ("mybot", "broken", "needs_missing"):
        sys.modules.pop(name, None)
    from bang.tournament import entrants

    entrants._factory_at.cache_clear()
