"""Browser tests of the web table: Playwright driving Debian's Chromium.

The browser is started once per session.  Without Chromium (or the ``playwright``
package) the browser tests skip with the reason, except under ``CI=true`` where they
fail: CI installs Chromium (scripts/system-deps.sh), so its absence is a defect there.
Every page of a context from ``open_context`` records console errors, uncaught
exceptions and missing message keys, and the test fails at teardown if there were any.
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
    """Console errors and page exceptions seen by the pages of one test.  A test that
    provokes a refusal on purpose (a wrong password's 401) names the address whose
    failed load the browser logs (``expect_refusal``); any other error still counts."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.refusals: list[tuple[str, int]] = []

    def expect_refusal(self, path: str, status: int) -> None:
        self.refusals.append((path, status))

    def expected(self, msg: Any) -> bool:
        url = (msg.location or {}).get("url", "") if hasattr(msg, "location") else ""
        return msg.text.startswith("Failed to load resource") and any(
            url.split("?")[0].endswith(path) and f"status of {status}" in msg.text
            for path, status in self.refusals)

    def watch(self, page: Any) -> Any:
        def on_console(msg: Any) -> None:
            # Errors, and the page's own warning for a message key no catalogue has.
            if self.expected(msg):
                return
            if msg.type == "error" or msg.text.startswith("missing message key"):
                self.errors.append(f"console {msg.type}: {msg.text}")

        page.on("console", on_console)
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        return page


@pytest.fixture
def problems() -> Iterator[PageProblems]:
    found = PageProblems()
    yield found
    assert found.errors == [], "the page logged errors:\n" + "\n".join(found.errors)


#: Sets the table's pace before any page script runs (``localStorage`` of settings.js).
PACE_SCRIPT = """(() => { try {
  if (localStorage.getItem('bang.setting.pace') === null)
    localStorage.setItem('bang.setting.pace', JSON.stringify(%s));
} catch (e) { /* about:blank has no storage */ } })()"""


@pytest.fixture
def open_context(browser: Any, problems: PageProblems) -> Iterator[Callable[..., Any]]:
    """``open_context(pace="instant", **context_options)`` -> a new browser context whose
    pages are watched.  The table shows moves at once unless a test asks for a pace (the
    tests of the pace itself pass ``pace=None`` for the page's default)."""
    contexts: list[Any] = []

    def make(pace: str | None = "instant", **options: Any) -> Any:
        import json

        context = browser.new_context(**options)
        context.set_default_timeout(15_000)
        if pace is not None:
            context.add_init_script(PACE_SCRIPT % json.dumps(pace))
        context.on("page", problems.watch)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()



@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real ``bang serve`` (uvicorn in a subprocess) on a free loopback port with a
    temporary SQLite file and instant bots; yields its base URL."""
    import importlib.util
    import socket
    import subprocess
    import sys
    import time
    import urllib.request

    for module in ("bang.server", "fastapi", "uvicorn"):
        if importlib.util.find_spec(module) is None:
            _unavailable(f"{module} is not installed (pip install -e '.[dev]')")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    db = tmp_path_factory.mktemp("serve") / "bang.sqlite3"
    log = open(db.with_suffix(".log"), "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [sys.executable, "-m", "bang.cli.main", "serve", "--host", "127.0.0.1",
         "--port", str(port), "--db", f"sqlite:///{db}", "--bot-delay", "0",
         "--log-level", "warning"],
        stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(f"{base}/api/health", timeout=1) as response:
                if response.status == 200:
                    break
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            log.close()
            pytest.fail("bang serve did not start:\n" + db.with_suffix(".log").read_text())
        time.sleep(0.1)
    try:
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()
