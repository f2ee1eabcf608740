"""The replay viewer in a real Chromium against a real ``bang serve``: a finished match,
opened from its end screen or by its shareable address, steps through from a seat's
view (each step exactly the engine's view for that seat, drawn as such) or with every
seat's cards, keeps the players' names, and a record file opens the same way."""

from __future__ import annotations

import json
import time
import urllib.request
from typing import Any

import pytest
from browser_kit import shot
from table_player import DESKTOP, PHONE, assert_fits, new_page

from bang.games import game_classes


def call(server: str, method: str, path: str, body: Any = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(f"{server}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def finished_match(server: str, game: str) -> tuple[str, dict[str, Any]]:
    """Ada opens a 3-seat table with two bots and leaves at once: bots play it to the end.
    Returns the match id and its record."""
    created = call(server, "POST", "/api/matches", {
        "game": game, "players": 3, "name": "Ada", "autostart": True,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "easy"},
                  {"kind": "bot", "level": "random"}],
        "options": {"round_limit": 5}})
    match_id = created["match_id"]
    call(server, "POST", f"/api/matches/{match_id}/leave", {"token": created["token"]})
    deadline = time.monotonic() + 30
    while call(server, "GET", f"/api/matches/{match_id}")["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.1)
    return match_id, call(server, "GET", f"/api/matches/{match_id}/record")


def engine_views(record: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """The engine's view for ``seat`` after each of the record's first k actions."""
    game_class, _ = game_classes(record["game"])
    game = game_class.from_record(record, upto=0)
    views = [game.view(seat).to_dict()]
    for action in record["actions"]:
        game.apply(action)
        views.append(game.view(seat).to_dict())
    return views


def loaded(page: Any, total: int) -> None:
    page.wait_for_function(f"window.bangApp?.page?.steps?.length === {total + 1}", timeout=20_000)


def shown_view(page: Any) -> dict[str, Any]:
    view: dict[str, Any] = page.evaluate("window.bangApp.page.model.view")
    return view


def check_drawn(page: Any, view: dict[str, Any], game: str) -> None:
    """What the page draws is the view: every seat's life, the viewer's hand, the dice."""
    for p in view["players"]:
        life = page.locator(f".seat[data-seat='{p['seat']}'] .life-number").inner_text()
        assert life == f"{p['life']}/{p['max_life']}", (p["seat"], life)
    if game == "cards":
        hand = page.locator(".me .hand [data-card]").evaluate_all(
            "els => els.map((e) => Number(e.dataset.card))")
        assert hand == view["hand"]
    else:
        faces = page.locator(".dice .die").evaluate_all(
            "els => els.map((e) => [...e.classList].find((c) => c.startsWith('face-')))")
        assert faces == [f"face-{f or 'none'}" for f in view["dice"]]


@pytest.mark.parametrize("game", ["cards", "dice"])
def test_a_replay_steps_through_a_match_and_each_step_is_the_engines_view_for_the_seat(
        open_context: Any, server: str, game: str) -> None:
    match_id, record = finished_match(server, game)
    total = len(record["actions"])
    assert record["names"][0] == "Ada"
    views = engine_views(record, 1)
    page = new_page(open_context, DESKTOP)
    page.goto(f"{server}/replay/{match_id}?seat=1")
    loaded(page, total)
    # Every step the page holds is the engine's view for seat 1.
    steps = page.evaluate("window.bangApp.page.steps.map((s) => s.view)")
    assert len(steps) == len(views)
    for k, (got, want) in enumerate(zip(steps, views, strict=True)):
        assert got == want, f"step {k}"
    names = page.locator(".seat-name").all_inner_texts()
    assert "Ada" in names, names
    # Stepping shows each of them, drawn as such.
    for k in range(1, min(total, 15) + 1):
        page.locator("[data-replay='next']").click()
        page.wait_for_function(f"window.bangApp?.page?.step === {k}")
        assert shown_view(page) == views[k], f"step {k}"
        check_drawn(page, views[k], game)
    assert page.url.endswith(f"/replay/{match_id}?seat=1&step={min(total, 15)}")
    # The address is shareable: opened again, it shows the same step.
    again = new_page(open_context, PHONE)
    again.goto(page.url)
    loaded(again, total)
    again.wait_for_function(f"window.bangApp?.page?.step === {min(total, 15)}")
    assert shown_view(again) == views[min(total, 15)]
    # The last step is the end: the result, with every role.
    page.locator("[data-replay='last']").click()
    end = page.locator("dialog.dialog-over[open]")
    end.wait_for()
    assert end.locator(".end-role").count() == 3


def test_everyone_s_cards_a_record_file_and_the_end_screen_s_link(
        open_context: Any, server: str, tmp_path: Any) -> None:
    match_id, record = finished_match(server, "cards")
    total = len(record["actions"])
    everyone = [engine_views(record, seat) for seat in range(3)]
    # A spectator's end screen links to the replay.
    watcher = new_page(open_context, DESKTOP)
    watcher.goto(f"{server}/#/watch/{match_id}")
    link = watcher.locator("dialog.dialog-over[open] [data-end='replay']")
    link.wait_for()
    link.click()
    watcher.wait_for_url(f"**/replay/{match_id}*")
    loaded(watcher, total)
    step = min(total, 10)
    watcher.locator("[data-replay='slider']").fill(str(step))
    watcher.wait_for_function(f"window.bangApp?.page?.step === {step}")
    for seat in range(3):
        hand = watcher.locator(f".seat[data-seat='{seat}'] .seat-hand [data-card]").evaluate_all(
            "els => els.map((e) => Number(e.dataset.card))")
        assert hand == everyone[seat][step]["hand"], seat
    # A record file opens the same replay, and its first step is the deal.
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    page = new_page(open_context, PHONE)
    page.goto(f"{server}/replay")
    page.locator("input.record-file").set_input_files(str(path))
    loaded(page, total)
    for seat in range(3):
        hand = page.locator(f".seat[data-seat='{seat}'] .seat-hand [data-card]").evaluate_all(
            "els => els.map((e) => Number(e.dataset.card))")
        assert hand == everyone[seat][0]["hand"], seat
    page.locator("[data-replay='seat']").select_option("2")
    page.wait_for_function("window.bangApp?.page?.model?.seat === 2")
    loaded(page, total)
    assert shown_view(page) == everyone[2][0]


@pytest.mark.parametrize("options", [PHONE, DESKTOP])
def test_the_replay_viewer_in_traditional_chinese(open_context: Any, server: str,
                                                  options: dict[str, Any]) -> None:
    match_id, record = finished_match(server, "cards")
    page = new_page(open_context, options, lang="zh-Hant")
    page.goto(f"{server}/replay/{match_id}?seat=0&step={min(len(record['actions']), 12)}")
    loaded(page, len(record["actions"]))
    assert_fits(page, "the replay viewer")
    width, height = options["viewport"]["width"], options["viewport"]["height"]
    # The controls stay under the thumb and leave most of the screen to the table.
    panel = page.locator(".panel.replay-panel").bounding_box()
    assert panel["height"] < 0.45 * height, panel
    shot(page, f"replay-zh-Hant-{width}x{height}", full=False)
