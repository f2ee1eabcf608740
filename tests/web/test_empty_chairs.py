"""No table waits on an empty chair, in a real Chromium against a real ``bang serve``: a
closed tab's seat counts down where everyone sees it and a bot takes it within the
delay the host chose; any player may hand it to a bot at once, and it returns to its
player when he comes back; the host fills seats with bots of a chosen level, removes a
player and starts short-handed; a late joiner reads the chat written before he came."""

from __future__ import annotations

import re
from typing import Any

from browser_kit import shot
from table_player import CONFIRM_FORCED, DESKTOP, PHONE, assert_fits, create_in_lobby, new_page


def match_of(page: Any) -> str:
    return str(page.url.split("#/match/")[1].split("?")[0])


def two_at_a_table(open_context: Any, server: str, *, takeover: str | None) -> tuple[Any, Any, Any]:
    """Ada (desktop) creates a 3-seat card game with Bo's seat open and a bot; Bo (phone,
    in a context of his own) joins by the invite link.  Ada confirms even her forced
    answers: the table moves only when one of them clicks, so no game ends (Ada shot dead
    by the bots) while a test watches Bo's chair.  Returns (ada, bo's context, bo)."""
    ada = new_page(open_context, DESKTOP)
    ada.context.add_init_script(CONFIRM_FORCED)
    create_in_lobby(ada, server, "cards", 3, round_limit=30)
    ada.locator("select[data-seat='1']").select_option("human")
    if takeover is not None:
        ada.locator("select[data-option='bot_takeover']").select_option(takeover)
    ada.locator("[data-create]").click()
    link = ada.locator(".invite-link").input_value()
    bo_context = open_context(**PHONE, reduced_motion="reduce", locale="en-US")
    bo = bo_context.new_page()
    bo.goto(link)
    bo.locator(".name-input").fill("Bo")
    bo.locator("[data-join]").click()
    for page in (ada, bo):
        page.locator(".me .seat").wait_for()
    return ada, bo_context, bo


def test_a_closed_tab_counts_down_and_a_bot_takes_the_seat_within_the_delay(
        open_context: Any, server: str) -> None:
    ada, _, bo = two_at_a_table(open_context, server, takeover="5")
    bo_seat = ada.locator(".seats .seat[data-seat='1']")
    assert "Bo" in bo_seat.locator(".seat-name").inner_text()
    bo.close()
    countdown = bo_seat.locator(".takeover-text")
    countdown.wait_for()
    seconds = int(re.findall(r"\d+", countdown.inner_text())[0])
    assert 0 <= seconds <= 5, countdown.inner_text()
    # The delay runs out: a bot plays Bo's seat (5 s, and a little for the message on a
    # loaded machine; well before the server's default 30 s).
    bo_seat.locator(".away-badge", has_text="bot").wait_for(timeout=12_000)
    assert countdown.count() == 0
    rules = ada.locator(".rules-in-force [data-option='bot_takeover']")
    assert "5" in rules.inner_text()


def test_a_player_hands_an_absent_seat_to_a_bot_now_and_it_returns_to_its_player(
        open_context: Any, server: str) -> None:
    ada, bo_context, bo = two_at_a_table(open_context, server, takeover=None)
    bo.close()
    bo_seat = ada.locator(".seats .seat[data-seat='1']")
    # The server's default delay (30 s) is running; Ada does not wait for it.
    assert int(re.findall(r"\d+", bo_seat.locator(".takeover-text").inner_text())[0]) > 10
    bo_seat.locator("[data-bot-now='1']").click()
    bo_seat.locator(".away-badge", has_text="bot").wait_for()
    # Bo opens the table again: his seat is his once more.
    back = bo_context.new_page()
    back.goto(ada.url.split("#")[0] + f"#/match/{match_of(ada)}")
    back.locator(".me .seat[data-seat='1']").wait_for()
    bo_seat.locator(".away-badge").wait_for(state="detached")


def test_a_late_joiner_and_a_reloaded_page_read_the_chat_written_before(
        open_context: Any, server: str) -> None:
    ada = new_page(open_context, DESKTOP)
    create_in_lobby(ada, server, "cards", 3)
    ada.locator("select[data-seat='1']").select_option("human")
    ada.locator("[data-create]").click()
    ada.locator(".waiting-seats").wait_for()
    for line in ("Howdy, stranger", "Bring a Barrel"):
        ada.locator(".chat-input").fill(line)
        ada.locator(".chat-form button").click()
        ada.locator(".chat-list li", has_text=line).wait_for()
    ada.wait_for_timeout(2100)  # the chat allows one line every 2 s: the history stays whole
    link = ada.locator(".invite-link").input_value()
    bo = new_page(open_context, PHONE)
    bo.goto(link)
    bo.locator(".name-input").fill("Bo")
    bo.locator("[data-join]").click()
    bo.locator(".me .seat").wait_for()
    lines = bo.locator(".chat-list li")
    lines.filter(has_text="Bring a Barrel").wait_for()
    texts = lines.all_inner_texts()
    assert [t for t in texts if "Howdy" in t or "Barrel" in t] == [
        "Ada: Howdy, stranger", "Ada: Bring a Barrel"], texts
    ada.reload()
    ada.locator(".chat-list li", has_text="Bring a Barrel").wait_for()
    assert ada.locator(".chat-list li", has_text="Howdy").count() == 1


def test_the_host_fills_seats_with_bots_removes_a_player_and_starts_short_handed(
        open_context: Any, server: str) -> None:
    for lang, options in (("zh-Hant", PHONE), ("zh-Hant", DESKTOP), ("en", DESKTOP)):
        host = new_page(open_context, options, lang=lang)
        create_in_lobby(host, server, "cards", 5, name="Ada")
        for seat in (1, 2, 3):
            host.locator(f"select[data-seat='{seat}']").select_option("human")
        host.locator("[data-create]").click()
        host.locator(".waiting-seats").wait_for()
        link = host.locator(".invite-link").input_value()
        guest = new_page(open_context, PHONE, lang="en")
        guest.goto(link)
        guest.locator(".name-input").fill("Bo")
        guest.locator("[data-join]").click()
        guest.locator(".waiting-seats").wait_for()
        row = host.locator(".waiting-seat[data-seat='1']")
        row.filter(has_text="Bo").wait_for()
        # Bo sees who runs the table.
        assert "(host)" in guest.locator(".waiting-seat[data-seat='0']").inner_text()
        # A bot of a chosen level in seat 3.
        host.locator("select[data-level='2']").select_option("hard")
        host.locator("[data-fill='2']").click()
        host.locator(".waiting-seat[data-seat='2'].seat-bot").wait_for()
        assert host.locator(".waiting-seat[data-seat='2'] [data-remove='2']").count() == 1
        if lang == "zh-Hant":
            assert_fits(host, "the waiting room with bots")
            width = options["viewport"]["width"]
            shot(host, f"waiting-room-{lang}-{width}x{options['viewport']['height']}",
                 full=width > 500)
            host.close()
            guest.close()
            continue
        # Bo is removed: his page says so and forgets the seat.
        host.locator("[data-remove='1']").click()
        guest.locator("text=removed you").wait_for()
        host.locator(".waiting-seat[data-seat='1'].seat-open").wait_for()
        start = host.locator("[data-start='bots']")
        assert start.inner_text() == "Start now, bots in the 2 open seats"
        host.locator("[data-fill='3']").click()
        host.locator(".waiting-seat[data-seat='3'].seat-bot").wait_for()
        assert start.inner_text() == "Start now, a bot in the open seat"
        # Start now: the open seat gets a bot of the chosen level.
        host.locator("select[data-level='fill']").select_option("easy")
        host.locator("[data-start='bots']").click()
        host.locator(".me .seat").wait_for()
        names = host.locator(".seats .seat-name").all_inner_texts()
        assert len(names) == 4 and all(n.startswith("Bot") for n in names), names
