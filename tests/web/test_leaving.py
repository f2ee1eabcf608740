"""Leaving a table from the browser: in the waiting room the seat opens again at once;
in a running match the player is asked once, then a bot plays the seat to the end (the
game never waits for him) and the browser forgets the seat."""

from __future__ import annotations

import json
import time
import urllib.request
from typing import Any

from table_player import (
    DESKTOP,
    PHONE,
    assert_fits,
    create_in_lobby,
    new_page,
    start_at_a_waiting_table,
)


def summary(server: str, match_id: str) -> dict[str, Any]:
    with urllib.request.urlopen(f"{server}/api/matches/{match_id}", timeout=5) as response:
        data: dict[str, Any] = json.loads(response.read())
    return data


def match_of(page: Any) -> str:
    return str(page.url.split("#/match/")[1].split("?")[0])


def remembered(page: Any, match_id: str) -> Any:
    return page.evaluate(f"localStorage.getItem('bang.seat.{match_id}')")


def test_leaving_the_waiting_room_opens_the_seat_again(open_context: Any, server: str) -> None:
    page = new_page(open_context, PHONE)
    create_in_lobby(page, server, "cards", 3)
    page.locator("select[data-seat='1']").select_option("human")
    page.locator("[data-create]").click()
    page.locator(".waiting-seats").wait_for()
    match_id = match_of(page)
    assert summary(server, match_id)["seats"][0]["kind"] == "human"
    assert_fits(page, "the waiting room")
    page.locator(".waiting [data-leave='match']").click()
    page.locator(".create-form").wait_for()
    assert summary(server, match_id)["seats"][0]["kind"] == "open"
    assert remembered(page, match_id) is None


def test_leaving_a_running_match_asks_once_then_a_bot_plays_the_seat_to_the_end(
        open_context: Any, server: str) -> None:
    page = new_page(open_context, DESKTOP)
    start_at_a_waiting_table(page, server, "cards", 4)  # a running game; he has a decision
    match_id = match_of(page)
    leave = page.locator(".topbar [data-leave='match']")

    leave.click()  # asked first; "stay" changes nothing
    confirm = page.locator("dialog.dialog-confirm[open]")
    confirm.wait_for()
    assert "bot" in confirm.inner_text().lower()
    confirm.locator("[data-confirm='no']").click()
    assert page.locator("dialog.dialog-confirm[open]").count() == 0
    assert summary(server, match_id)["seats"][0]["replaced"] is False
    assert page.locator(".me .seat").get_attribute("data-seat") == "0"

    if page.locator("dialog.dialog-decision[open]").count():
        page.keyboard.press("Escape")  # the decision steps aside; the top bar stays
    leave.click()
    confirm.wait_for()
    confirm.locator("[data-confirm='leave']").click()
    page.locator(".create-form").wait_for()
    assert remembered(page, match_id) is None
    assert page.locator(f"[data-rejoin='{match_id}']").count() == 0
    seat = summary(server, match_id)["seats"][0]
    assert seat["replaced"] is True and seat["connected"] is False
    deadline = time.monotonic() + 60
    while summary(server, match_id)["status"] != "finished":  # bots play on, to the end
        assert time.monotonic() < deadline, "the match stalled after its player left"
        time.sleep(0.2)
