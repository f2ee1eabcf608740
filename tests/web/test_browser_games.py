"""Whole games in a real Chromium against a real ``bang serve``: a person creates a match
in the lobby and plays it to the end screen by clicking, in the card game and in the dice
game; screenshots of the lobby, the table mid-game and an out-of-turn dialog are written
as artifacts, and no element may overflow the viewport horizontally."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from browser_kit import shot
from table_player import (
    DESKTOP,
    OUT_OF_TURN,
    PHONE,
    assert_fits,
    create_in_lobby,
    decision_kind,
    new_page,
    play_to_the_end,
    wait_ready,
)


def test_a_person_plays_a_whole_card_game_against_bots_by_clicking(
        open_context: Any, server: str) -> None:
    page = new_page(open_context, DESKTOP)
    create_in_lobby(page, server, "cards", 4, round_limit=12)
    assert_fits(page, "the lobby")
    shot(page, "lobby-1440x900")
    for width, height in ((360, 640), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        assert_fits(page, f"the lobby at {width}x{height}")
    page.set_viewport_size(DESKTOP["viewport"])
    page.locator("[data-create]").click()
    page.locator(".me .seat").wait_for()
    seen: dict[str, bool] = {"table": False, "dialog": False}

    def look(p: Any, step: int) -> None:
        if not seen["table"] and step >= 6 and p.locator(".panel.mine").count():
            assert_fits(p, "the table")
            shot(p, "table-cards-1440x900")
            seen["table"] = True
        if not seen["dialog"] and decision_kind(p) in OUT_OF_TURN:
            assert p.locator("dialog.dialog-decision[open]").is_visible()
            assert_fits(p, "the out-of-turn dialog")
            shot(p, "dialog-1440x900")
            seen["dialog"] = True

    wait_ready(page)
    clicks = play_to_the_end([page], random.Random(1), each=look)
    assert clicks > 0
    end = page.locator("dialog.dialog-over[open]")
    assert end.locator("[data-end='rematch']").is_visible()
    assert end.locator("[data-end='record']").get_attribute("href", timeout=1000)
    roles = end.locator(".end-role")
    assert roles.count() == 4 and all(roles.nth(i).inner_text() != "?" for i in range(4))
    shot(page, "end-1440x900")
    href = end.locator("[data-end='record']").get_attribute("href") or ""
    record = page.request.get(server + href)
    assert record.ok and record.json()
    old_url = page.url
    end.locator("[data-end='rematch']").click()
    page.wait_for_function(f"location.href !== {old_url!r}")
    page.locator(".me .seat").wait_for()
    assert page.locator("dialog.dialog-over[open]").count() == 0


def test_a_ghost_variant_game_shows_the_dead_as_ghosts_to_the_end(
        open_context: Any, server: str) -> None:
    page = new_page(open_context, DESKTOP)
    create_in_lobby(page, server, "cards", 4, round_limit=10)
    page.locator("select[data-option='ghost_variant']").select_option("dead_reckonin")
    page.locator("[data-create]").click()
    page.locator(".me .seat").wait_for()
    wait_ready(page)
    play_to_the_end([page], random.Random(6))
    end = page.locator("dialog.dialog-over[open]")
    if end.locator("li.winner").count():
        # Someone won, so someone died: the dead stay at the table as ghosts.
        ghosts = page.locator(".seat.is-ghost")
        assert ghosts.count() >= 1
        assert ghosts.first.locator(".ghost-badge").count() == 1


def test_a_person_plays_a_whole_dice_game_against_bots_on_a_phone(
        open_context: Any, server: str) -> None:
    page = new_page(open_context, PHONE)
    decisions: dict[int, int] = {}
    acted: set[int] = set()

    def on_socket(ws: Any) -> None:
        def received(payload: str) -> None:
            message = json.loads(payload)
            if message.get("type") == "state" and message.get("decision"):
                decisions[message["decision"]["id"]] = len(message["decision"]["options"])

        def sent(payload: str) -> None:
            message = json.loads(payload)
            if message.get("type") == "act":
                acted.add(message["decision"])

        ws.on("framereceived", received)
        ws.on("framesent", sent)

    page.on("websocket", on_socket)
    seen = {"table": False}
    kinds: list[str] = []

    def look(p: Any, step: int) -> None:
        # The match has a turn timer: the decision's countdown runs in the top bar.
        # (Out-of-turn answers get the response timer, half the turn timer.)
        kind = decision_kind(p)
        if kind is None:
            return
        kinds.append(kind)
        # A forced answer (one legal option) is never left for a click.
        options = p.evaluate("window.bangApp.page.state.decision.options.length")
        assert options > 1, f"a forced {kind} waited for a click"
        countdown = p.locator(".topbar .timer")
        assert countdown.is_visible()
        assert 0 < int(re.findall(r"\d+", countdown.inner_text())[0]) <= 120
        if not seen["table"] and decision_kind(p) == "roll":
            # The roll's dice, once the table has drawn them (it redraws on each state).
            p.locator(".dice .die-icon").nth(4).wait_for(timeout=5000)
            assert p.locator(".dice .die").count() == 5
            assert_fits(p, "the phone dice table")
            # The top bar's controls (and the countdown) share one row on a 390 px phone.
            controls = ", ".join(f".topbar {c}" for c in (
                ".timer", ".leave", ".gallery-link", ".settings-button", ".lang-select", ".mute"))
            tops = p.evaluate(f"""[...document.querySelectorAll({controls!r})].map(
              (e) => Math.round(e.getBoundingClientRect().top))""")
            assert len(tops) == 6 and max(tops) - min(tops) <= 6, tops
            shot(p, "table-dice-390x844", full=False)
            seen["table"] = True

    # Bots may shoot the player dead before his first roll (about one 3-player dice
    # game in 20): then a new game, at most three in all.
    for _attempt in range(3):
        create_in_lobby(page, server, "dice", 3, round_limit=12)
        page.locator("select[data-option='turn_timer']").select_option("120")
        assert_fits(page, "the phone lobby")
        shot(page, "lobby-390x844")
        page.locator("[data-create]").click()
        page.locator(".me .seat").wait_for()
        wait_ready(page)
        play_to_the_end([page], random.Random(2), each=look)
        if seen["table"]:
            break
    assert seen["table"], f"no roll of the player's was seen; decisions: {kinds}"
    forced = {d for d, n in decisions.items() if n == 1}
    assert forced <= acted, f"forced decisions left unanswered: {sorted(forced - acted)}"
    assert page.locator("dialog.dialog-over[open] [data-end='record']").is_visible()


def test_a_whole_dodge_city_game_on_a_phone_in_chinese(open_context: Any, server: str) -> None:
    """rules/dodge-city.md: Dodge City chosen in the lobby (its options appear once it is
    ticked), then a whole game against bots on a phone in 繁體中文, every control clicked
    as a player would (a card's cost in one more step, green cards used from the table)."""
    page = new_page(open_context, PHONE, lang="zh-Hant")
    create_in_lobby(page, server, "cards", 5, round_limit=14)
    assert page.locator("[data-option='belle_star_scope']").count() == 0
    page.locator("input[data-option='dodge_city']").check()
    assert page.locator("[data-option='belle_star_scope']").count() == 1
    assert page.locator("input[data-option='dodge_city_characters']").is_checked()
    assert_fits(page, "the lobby with Dodge City")
    shot(page, "lobby-dodge-city-zh-Hant-390x844")
    page.locator("[data-create]").click()
    page.locator(".me .seat").wait_for()
    assert "道奇城" in page.locator("body").inner_text()
    seen = {"table": False}

    def look(p: Any, step: int) -> None:
        if not seen["table"] and step >= 8 and p.locator(".panel.mine").count():
            assert_fits(p, "the Dodge City table")
            shot(p, "table-dodge-city-zh-Hant-390x844", full=False)
            seen["table"] = True

    wait_ready(page)
    clicks = play_to_the_end([page], random.Random(26), each=look, limit_s=150)
    assert clicks > 0
    end = page.locator("dialog.dialog-over[open]")
    assert end.locator(".end-role").count() == 5
    href = end.locator("[data-end='record']").get_attribute("href") or ""
    record = page.request.get(server + href).json()
    assert record["config"]["dodge_city"] is True
    shot(page, "end-dodge-city-zh-Hant-390x844")
