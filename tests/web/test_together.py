"""Several browsers at one table: two people play the same card game against each other
(one on a desktop, one on a phone, chatting), a third person watches and never sees a
hand; a reload or a dropped connection brings a player back to the same seat."""

from __future__ import annotations

import json
import random
from typing import Any

from browser_kit import shot
from table_player import (
    DESKTOP,
    PHONE,
    assert_fits,
    click_action,
    create_in_lobby,
    new_page,
    play_to_the_end,
    start_at_a_waiting_table,
    wait_ready,
)


def spectator_frames(page: Any) -> list[dict[str, Any]]:
    """Every message the page receives on its match socket."""
    frames: list[dict[str, Any]] = []

    def on_socket(ws: Any) -> None:
        ws.on("framereceived", lambda payload: frames.append(json.loads(payload)))

    page.on("websocket", on_socket)
    return frames


def test_two_people_play_one_match_and_a_spectator_never_sees_a_hand(
        open_context: Any, server: str) -> None:
    ada = new_page(open_context, DESKTOP)
    create_in_lobby(ada, server, "cards", 3, round_limit=12)
    ada.locator("select[data-seat='1']").select_option("human")
    ada.locator("[data-create]").click()
    link = ada.locator(".invite-link").input_value()
    match_id = ada.url.split("#/match/")[1].split("?")[0]

    bo = new_page(open_context, PHONE)
    bo.goto(link)
    bo.locator(".name-input").fill("Bo")
    bo.locator("[data-join]").click()

    watcher = new_page(open_context, DESKTOP)
    frames = spectator_frames(watcher)
    watcher.goto(f"{server}/#/watch/{match_id}")
    for page in (ada, bo, watcher):
        page.locator(".seats .seat").first.wait_for()
    assert ada.locator(".me .seat").get_attribute("data-seat") == "0"
    assert bo.locator(".me .seat").get_attribute("data-seat") == "1"
    names = watcher.locator(".seats .seat-name").all_inner_texts()
    assert "Ada" in names and "Bo" in names

    if ada.locator("dialog.dialog-decision[open]").count():
        ada.locator("dialog[open] button.look").click()  # the table behind the dialog
    ada.locator(".chat-input").fill("Draw!")
    ada.locator(".chat-form button").click()
    for page in (bo, watcher):
        page.locator(".chat-list li", has_text="Draw!").wait_for()
    if ada.locator("[data-reopen]").count():
        ada.locator("[data-reopen]").click()
        ada.locator("dialog.dialog-decision[open]").wait_for()

    seen = {"table": False, "dialog": False}

    def look(page: Any, step: int) -> None:
        assert watcher.locator(".hand, [data-action], [data-select]").count() == 0
        if page is not bo:
            return
        if not seen["table"] and step >= 4 and bo.locator(".panel.mine").count():
            assert_fits(bo, "the phone table")
            shot(bo, "table-cards-390x844", full=False)
            seen["table"] = True
        if not seen["dialog"] and bo.locator("dialog.dialog-decision[open]").count():
            assert_fits(bo, "the phone dialog")
            shot(bo, "dialog-390x844", full=False)
            seen["dialog"] = True

    play_to_the_end([ada, bo], random.Random(3), prefer="duel", each=look)
    watcher.locator("dialog.dialog-over[open]").wait_for()
    assert watcher.locator("[data-end='rematch']").count() == 0
    watcher.locator("[data-end='table']").click()
    assert watcher.locator("dialog[open]").count() == 0
    watcher.locator("[data-reopen='end']").click()
    watcher.locator("dialog.dialog-over[open]").wait_for()

    # One asks for a rematch: he goes to it, the other is offered his seat, the
    # spectator to watch it.
    ada.locator("[data-end='rematch']").click()
    ada.wait_for_function(f"!location.hash.includes({match_id!r})")
    ada.locator(".me .seat").wait_for()
    next_id = ada.url.split("#/match/")[1]
    assert next_id != match_id
    bo.locator("[data-end='rematch-go']").click()
    bo.locator(".me .seat").wait_for()
    assert bo.url.endswith(f"#/match/{next_id}")
    assert bo.locator(".me .seat").get_attribute("data-seat") == "1"
    watcher.locator("[data-end='rematch-go']").click()
    watcher.locator(".seats .seat").first.wait_for()
    assert watcher.url.endswith(f"#/watch/{next_id}")
    states = [f for f in frames if f.get("type") == "state"]
    assert states, "the spectator received no state"
    for state in states:
        assert state["view"]["seat"] is None
        assert state["view"].get("hand", []) == []
        assert state["decision"] is None
    shot(watcher, "spectator-end-1440x900")


def test_a_reload_a_dropped_connection_or_the_lobby_returns_to_the_same_seat(
        open_context: Any, server: str) -> None:
    page = new_page(open_context, DESKTOP)
    rng = random.Random(4)
    # Three moves in, the game runs and waits for him (it must: he comes back to it).
    start_at_a_waiting_table(page, server, "cards", 4, clicks=3, rng=rng)
    seat = page.locator(".me .seat").get_attribute("data-seat")
    character = page.locator(".me .character").inner_text()
    hand = page.locator(".hand .card").count()
    page.reload()
    page.locator(".me .seat").wait_for()
    assert page.locator(".me .seat").get_attribute("data-seat") == seat
    assert page.locator(".me .character").inner_text() == character
    assert page.locator(".hand .card").count() == hand
    assert page.locator(".log-list li").count() > 0

    page.evaluate("window.bangApp.page.socket.drop()")
    banner = page.locator(".banner")
    banner.wait_for(state="visible")
    assert banner.inner_text().strip()
    banner.wait_for(state="hidden")
    assert page.locator(".me .seat").get_attribute("data-seat") == seat
    match_id = page.url.split("#/match/")[1]
    page.goto(f"{server}/#/")
    page.locator(f"[data-rejoin='{match_id}']").click()
    page.locator(".me .seat").wait_for()
    assert page.locator(".me .seat").get_attribute("data-seat") == seat
    wait_ready(page)
    click_action(page, rng)
    for width, height in ((360, 640), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        assert_fits(page, f"the table at {width}x{height}")
    shot(page, "table-cards-1920x1080")
