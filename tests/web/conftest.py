"""Browser tests of the web table: Playwright driving Debian's Chromium.

The browser is started once per session.  Without Chromium (or the ``playwright``
package) the browser tests skip with the reason, except under ``CI=true`` where they
fail: CI installs Chromium (scripts/system-deps.sh), so its absence is a defect there.
Every page opened through ``open_page`` records console errors and uncaught exceptions,
and the test fails at teardown if there were any.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browser_kit import CHROMIUM


def _unavailable(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"browser tests cannot run under CI: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright package is not installed (pip install -e '.[dev]')")
    if not os.path.exists(CHROMIUM):
        _unavailable(f"no Chromium at {CHROMIUM} (scripts/system-deps.sh installs it as root)")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM)
        yield browser
        browser.close()


class PageProblems:
    """Console errors and page exceptions seen by the pages of one test."""

    def __init__(self) -> None:
        self.errors: list[str] = []

    def watch(self, page: Any) -> Any:
        def on_console(msg: Any) -> None:
            if msg.type == "error":
                self.errors.append(f"console: {msg.text}")

        page.on("console", on_console)
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        return page


@pytest.fixture
def problems() -> Iterator[PageProblems]:
    found = PageProblems()
    yield found
    assert found.errors == [], "the page logged errors:\n" + "\n".join(found.errors)


@pytest.fixture
def open_context(browser: Any, problems: PageProblems) -> Iterator[Callable[..., Any]]:
    """``open_context(**context_options)`` -> a new browser context whose pages are watched."""
    contexts: list[Any] = []

    def make(**options: Any) -> Any:
        context = browser.new_context(**options)
        context.set_default_timeout(15_000)
        context.on("page", problems.watch)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()

