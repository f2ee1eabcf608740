"""examples/train_dice_ppo.py runs end to end with tiny budgets where the `train` extra
is installed (sb3-contrib, torch, matplotlib); without it this file is skipped.  It
takes about 10 s of CPU (importing torch, mostly), so it runs with ``--soak``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("sb3_contrib")
pytest.importorskip("matplotlib")
pytestmark = pytest.mark.soak

SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "train_dice_ppo.py"


def test_the_training_example_trains_evaluates_and_draws(tmp_path: Path) -> None:
    png = tmp_path / "curve.png"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--random-steps", "2048", "--normal-steps", "2048",
         "--eval-games", "10", "--envs", "2", "--window", "20", "--out", str(png)],
        capture_output=True, text=True, timeout=300, check=True)
    result = json.loads(done.stdout)
    assert result["role"] == "sheriff" and result["training_episodes"] > 20
    for phase in ("after_random_phase", "final"):
        for opponents in ("vs_random", "vs_normal"):
            ppo = result[phase][opponents]["ppo"]
            assert ppo["games"] == 10 and ppo["low"] <= ppo["win_rate"] <= ppo["high"]
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
