"""Without Chromium the browser tests skip and say why; under CI=true they fail instead, so
a CI machine without a browser cannot pass silently."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run_one_browser_test(ci: bool) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env["BANG_CHROMIUM"] = str(HERE / "no-such-chromium")
    if ci:
        env["CI"] = "true"
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:xdist", "-q", "-rs", "-p", "no:cacheprovider",
         str(HERE / "test_table_stub.py"), "-k", "keyboard"],
        env=env, capture_output=True, text=True, timeout=120, check=False)


def test_without_chromium_the_browser_tests_skip_with_the_reason() -> None:
    result = run_one_browser_test(ci=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "SKIPPED" in result.stdout and "no Chromium at" in result.stdout


def test_without_chromium_under_ci_the_browser_tests_fail() -> None:
    result = run_one_browser_test(ci=True)
    assert result.returncode != 0
    assert "browser tests cannot run under CI" in result.stdout
