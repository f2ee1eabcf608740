"""The tests' HTTP client is the one Starlette asks for: importing it warns of nothing
(with plain ``httpx`` every run printed a Starlette deprecation warning)."""

from __future__ import annotations

import subprocess
import sys


def test_the_test_client_imports_without_a_deprecation_warning() -> None:
    code = ("import warnings\nwarnings.simplefilter('error')\n"
            "import fastapi.testclient\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr[-2000:]
