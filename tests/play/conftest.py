"""The ``bang_pty`` fixture: real ``bang play`` processes, ended after each test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from ptyplay import PtyGame


@pytest.fixture
def bang_pty(tmp_path: Path) -> Iterator[Callable[..., PtyGame]]:
    games: list[PtyGame] = []

    def spawn(*args: str, rows: int = 50, cols: int = 140, env: Any = None,
              extra: Any = None) -> PtyGame:
        game = PtyGame(list(args), rows, cols, env, extra)
        games.append(game)
        return game

    yield spawn
    for game in games:
        if game.child.isalive():
            game.child.terminate(force=True)
