"""Helpers the browser tests share: where Chromium is, and where screenshots go."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

CHROMIUM = os.environ.get("BANG_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
#: Screenshots a person looks at (gitignored); CI may keep them as artifacts.
ARTIFACTS = Path(os.environ.get("BANG_TEST_ARTIFACTS", ROOT / "test-artifacts" / "web"))


def shot(page: Any, name: str, *, full: bool = True) -> Path:
    """Save a screenshot under the artifacts directory (the whole page, or with ``full``
    false what the screen shows, sticky panels where they stick); returns its path."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full)
    return path
