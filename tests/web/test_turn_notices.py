"""Turn notices in a real Chromium against a real ``bang serve``: a page in the
background (headless Chromium shows every page, so the page is told it is hidden the
way a tab switch tells it) marks its title and raises a notification when a decision
becomes its player's, and the title is clean again once he looks; switched off in the
settings, neither happens."""

from __future__ import annotations

import random
from typing import Any

from stub_table import BACKGROUND
from table_player import PHONE, READY, click_action, create_in_lobby, new_page, wait_ready

#: Headless Chromium grants no notification permission: a stand-in records them.
NOTIFICATIONS = """(() => {
  window.__notices = [];
  window.Notification = class {
    constructor(title, options) { window.__notices.push([title, options.body]); }
    close() {}
    static get permission() { return 'granted'; }
    static requestPermission() { return Promise.resolve('granted'); }
  };
})()"""


def next_decision(page: Any, rng: random.Random) -> None:
    """Answer the current decision; wait until the page has its player's next one."""
    before = page.evaluate("window.bangApp.page.state.decision?.id ?? null")
    click_action(page, rng)
    page.wait_for_function(
        f"(() => {{ const d = window.bangApp.page.state?.decision;"
        f" return d && d.id !== {before if before is not None else 'null'}; }})()", timeout=30_000)
    page.wait_for_function(READY, timeout=30_000)


def test_a_background_page_marks_its_title_and_notifies_on_its_turn(
        open_context: Any, server: str) -> None:
    page = new_page(open_context, PHONE)
    page.context.add_init_script(NOTIFICATIONS)
    create_in_lobby(page, server, "dice", 3, round_limit=20)
    page.locator("[data-create]").click()
    page.locator(".me .seat").wait_for()
    wait_ready(page)
    rng = random.Random(3)
    assert page.title() == "BANG!"
    page.evaluate(BACKGROUND, True)
    next_decision(page, rng)
    page.wait_for_function("document.title !== 'BANG!'")
    assert page.title().startswith("●")
    assert page.evaluate("window.__notices.length") >= 1
    page.evaluate(BACKGROUND, False)
    page.wait_for_function("document.title === 'BANG!'")
    # Switched off: the next decision in the background leaves the title alone.
    page.evaluate("localStorage.setItem('bang.setting.title', 'false');"
                  " localStorage.setItem('bang.setting.notify', 'false')")
    seen = page.evaluate("window.__notices.length")
    page.evaluate(BACKGROUND, True)
    next_decision(page, rng)
    assert page.title() == "BANG!"
    assert page.evaluate("window.__notices.length") == seen
