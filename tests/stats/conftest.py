"""Makes the toy game of ``tests/sim`` importable and registers it as ``toy``: a game the
watchers cannot read still gets win rates, lengths and its own counters."""

from __future__ import annotations

import sys
from pathlib import Path

from bang.games import register_game

TOY_DIR = str(Path(__file__).resolve().parents[1] / "sim")
if TOY_DIR not in sys.path:
    sys.path.insert(0, TOY_DIR)

register_game("toy", "toy_game", "ToyGame", "ToyConfig")
