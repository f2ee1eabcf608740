"""Turn notices in a real Chromium against a real ``bang serve``: a page in the
background (headless Chromium shows every page, so the page is told it is hidden the
way a tab switch tells it) marks its title and raises a notification when a decision
becomes its player's, and the title is clean again once he looks; switched off in the
settings, neither happens."""

from __future__ import annotations

import random
from typing import Any

from stub_table import BACKGROUND
from table_player import (
    PHONE,
    click_action,
    is_over,
    new_page,
    start_at_a_waiting_table,
    wait_ready,
)

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


#: The player's next decision after decision ``%s`` that the page leaves to him (it
#: plays a forced one itself, with no notice), or the end of the game.
NEXT_OR_OVER = """(() => {
  if (document.querySelector('dialog.dialog-over[open]')) return true;
  const d = window.bangApp.page.state?.decision;
  return Boolean(d && d.id !== %s && d.options.length > 1);
})()"""

#: Games played at most: the player may be shot dead before his next decision.
GAMES = 5


def answer_in_the_background(page: Any, rng: random.Random) -> bool:
    """Send the page to the background and answer the player's decision there; wait for
    his next decision (True) or the end of the game, as he died first (False)."""
    before = page.evaluate("window.bangApp.page.state.decision.id")
    page.evaluate(BACKGROUND, True)
    click_action(page, rng)
    confirm = page.locator("dialog.dialog-confirm[open]")
    if confirm.count():  # "Shoot your own Sheriff?": he means it (else nothing is sent)
        confirm.locator("[data-confirm='yes']").click()
    page.wait_for_function(NEXT_OR_OVER % before, timeout=30_000)
    wait_ready(page)
    return not is_over(page)


def test_a_background_page_marks_its_title_and_notifies_on_its_turn(
        open_context: Any, server: str) -> None:
    page = new_page(open_context, PHONE)
    page.context.add_init_script(NOTIFICATIONS)
    rng = random.Random(3)
    # What is left to see: a marked title and a notice, then (switched off) neither.
    left = ["notified", "quiet"]
    for _ in range(GAMES):
        start_at_a_waiting_table(page, server, "dice", 3, round_limit=20)
        assert page.title() == "BANG!"
        # A new table is a new page: its notice list starts empty (the settings stay).
        seen = page.evaluate("window.__notices.length")
        while left and answer_in_the_background(page, rng):
            if left[0] == "notified":
                page.wait_for_function("document.title !== 'BANG!'")
                assert page.title().startswith("●")
                assert page.evaluate("window.__notices.length") >= 1
                page.evaluate(BACKGROUND, False)
                page.wait_for_function("document.title === 'BANG!'")
                page.evaluate("localStorage.setItem('bang.setting.title', 'false');"
                              " localStorage.setItem('bang.setting.notify', 'false')")
                seen = page.evaluate("window.__notices.length")
            else:
                # Switched off: a decision in the background leaves the title alone.
                assert page.title() == "BANG!"
                assert page.evaluate("window.__notices.length") == seen
            left.pop(0)
        if not left:
            return
        page.evaluate(BACKGROUND, False)  # he died; he looks again, and plays another
    raise AssertionError(f"the player died too soon in {GAMES} games: {left} not seen")
