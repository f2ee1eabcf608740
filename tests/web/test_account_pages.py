"""Accounts in a real Chromium against a real ``bang serve``: a guest plays a short game,
reports it from the end screen, signs up and finds the match in his history; logging in
with a wrong password says so (and so do too many tries, with the wait); every
state-changing call of a logged-in page carries the CSRF token (and one without it is
refused); the account settings (password, block list, deletion); the host mutes a
player's chat from his seat; the profile and leaderboard pages in 繁體中文 on a phone and
a desktop, from the server and drawn full from exact data (accounts_stub)."""

from __future__ import annotations

import json
import random
import secrets
from typing import Any
from urllib.parse import quote

import accounts_stub
import pytest
from browser_kit import shot
from table_player import (
    DESKTOP,
    PHONE,
    assert_fits,
    create_in_lobby,
    new_page,
    play_to_the_end,
    start_at_a_waiting_table,
    wait_ready,
)

from bang.i18n import catalogue
from bang.server.client import http

PASSWORD = "saddle-horse-42"


def words(lang: str) -> dict[str, str]:
    """The page's words in ``lang`` (the game's and the web's catalogues merged)."""
    from importlib import resources

    web = json.loads(resources.files("bang.i18n").joinpath("web", f"{lang}.json")
                     .read_text("utf-8"))
    return {**catalogue(lang), **web}


def fresh_name(prefix: str = "Ada") -> str:
    return f"{prefix}{secrets.token_hex(3)}"


def sign_up_elsewhere(server: str, name: str) -> None:
    """An account made by another client (no cookie reaches the test's browser)."""
    http(server, "POST", "/api/accounts", {"name": name, "password": PASSWORD})


def log_in(page: Any, name: str, password: str = PASSWORD) -> None:
    page.locator("[data-account='login']").first.click()
    dialog = page.locator("dialog.dialog-account[open]")
    dialog.locator("[data-account='name']").fill(name)
    dialog.locator("[data-account='password']").fill(password)
    dialog.locator("[data-account='submit']").click()


def test_a_guest_plays_reports_the_match_then_signs_up_and_finds_it_in_his_history(
        open_context: Any, server: str) -> None:
    zh = words("zh-Hant")
    page = new_page(open_context, PHONE, "zh-Hant")
    name = fresh_name("Guest")
    create_in_lobby(page, server, "cards", 3, round_limit=2, name=name)
    # A guest: the bar offers both ways in, and the lobby says what an account keeps.
    assert page.locator(".lobby-bar [data-account='signup']").is_visible()
    assert page.locator(".guest-note").inner_text() == zh["web.account.guest_lobby"]
    page.locator("[data-create]").click()
    page.locator(".me .seat").wait_for()
    match_id = page.url.split("#/match/")[1].split("?")[0]
    wait_ready(page)
    play_to_the_end([page], random.Random(3))
    end = page.locator("dialog.dialog-over[open]")

    # The end screen's report: a reason, sent, thanked for (202 from the server).
    with page.expect_response(f"**/api/matches/{match_id}/report") as reported:
        end.locator("[data-end='report']").click()
        report = page.locator("dialog.dialog-report[open]")
        report.locator("[data-report='reason']").fill("牛仔罵人")
        report.locator("[data-report='send']").click()
    assert reported.value.status == 202
    page.locator(".toast", has_text=zh["web.report.sent"]).wait_for()

    # Sign up from the lobby's bar, then add this browser's guest matches.
    page.goto(f"{server}/")
    page.locator(".lobby-bar [data-account='signup']").click()
    dialog = page.locator("dialog.dialog-account[open]")
    assert dialog.locator("[data-account='name']").input_value() == name  # the lobby's name
    dialog.locator("[data-account='password']").fill(PASSWORD)
    with page.expect_response("**/api/accounts") as created:
        dialog.locator("[data-account='submit']").click()
    assert created.value.status == 201
    offer = page.locator("dialog.dialog-account[open] [data-attach='yes']")
    offer.wait_for()
    assert_fits(page, "the offer to attach guest matches")
    shot(page, "account-attach-zh-Hant-390x844", full=False)
    offer.click()
    attached = page.locator("[data-attached]")
    attached.wait_for()
    assert int(attached.get_attribute("data-attached") or 0) >= 1
    page.locator("dialog[open] [data-account='profile']").click()

    # His profile lists the match, linking to its replay from his seat.
    row = page.locator(f"li.history-row[data-match='{match_id}']")
    row.wait_for()
    assert page.locator(".profile-name").inner_text() == name
    replay = row.locator("[data-replay]").get_attribute("href")
    assert replay == f"/replay/{match_id}?seat=0"
    assert row.locator(".history-game").inner_text() == zh["web.game.cards"]
    results = (zh["web.result.win"], zh["web.result.loss"])
    assert row.locator(".result-badge").inner_text() in results
    # One account at the table: not rated, and the page says so.
    assert row.locator(".rating-change").inner_text() == zh["web.profile.unrated"]
    assert_fits(page, "the profile on a phone")
    shot(page, "profile-server-zh-Hant-390x844")
    # Logged in now: the lobby plays under the account's name.
    page.goto(f"{server}/")
    assert page.locator("[data-playing-as]").get_attribute("data-playing-as") == name
    assert page.locator(".lobby-bar [data-account='profile']").inner_text().strip().endswith(name)

    # The same profile and the server's leaderboard on a desktop.
    desk = new_page(open_context, DESKTOP, "zh-Hant")
    desk.goto(f"{server}/#/players/{name}")
    desk.locator(f"li.history-row[data-match='{match_id}']").wait_for()
    assert_fits(desk, "the profile on a desktop")
    shot(desk, "profile-server-zh-Hant-1440x900")
    desk.goto(f"{server}/#/leaderboard?game=cards")
    minimum = desk.locator("[data-min-games]")
    minimum.wait_for()
    n = minimum.get_attribute("data-min-games")
    assert minimum.inner_text() == zh["web.leaderboard.min_games_other"].replace("{n}", str(n))
    assert_fits(desk, "the server's leaderboard")
    shot(desk, "leaderboard-server-zh-Hant-1440x900")


def test_a_wrong_password_is_said_and_the_right_one_logs_in_until_logging_out(
        open_context: Any, server: str, problems: Any) -> None:
    en = words("en")
    name = fresh_name("Bo")
    sign_up_elsewhere(server, name)
    problems.expect_refusal("/api/session", 401)
    page = new_page(open_context, DESKTOP)
    page.goto(f"{server}/")
    page.locator(".create-form").wait_for()
    log_in(page, name, "not-the-password")
    error = page.locator("dialog.dialog-account[open] [data-account='error']")
    error.filter(has_text=en["web.account.wrong_password"]).wait_for()
    assert page.locator(".lobby-bar [data-account='profile']").count() == 0
    assert "null" not in page.locator("dialog.dialog-account[open]").inner_text()
    shot(page, "account-wrong-password-1440x900", full=False)
    dialog = page.locator("dialog.dialog-account[open]")
    dialog.locator("[data-account='password']").fill(PASSWORD)
    dialog.locator("[data-account='submit']").click()
    page.locator("dialog.dialog-account").wait_for(state="detached")
    who = page.locator(".lobby-bar [data-account='profile']")
    assert who.inner_text().strip().endswith(name)
    assert who.get_attribute("href") == f"/#/players/{name}"
    # A reload asks the server who this is: still him.
    page.reload()
    page.locator(".lobby-bar [data-account='profile']").wait_for()
    page.locator(".lobby-bar [data-account='logout']").click()
    page.locator(".lobby-bar [data-account='signup']").wait_for()
    page.reload()
    page.locator(".create-form").wait_for()
    assert page.locator(".lobby-bar [data-account='login']").is_visible()
    assert page.locator(".name-input").is_visible()


def test_too_many_wrong_passwords_say_how_long_to_wait(
        open_context: Any, server: str, problems: Any) -> None:
    en = words("en")
    name = fresh_name("Cy")
    sign_up_elsewhere(server, name)
    problems.expect_refusal("/api/session", 401)
    problems.expect_refusal("/api/session", 429)
    page = new_page(open_context, PHONE)
    page.goto(f"{server}/#/gallery")
    page.locator(".gallery-bar [data-account='login']").wait_for()
    log_in(page, name, "wrong-password-0")
    dialog = page.locator("dialog.dialog-account[open]")
    error = dialog.locator("[data-account='error']")
    waiting = en["web.account.too_many"].split("{n}")[0]
    waiting_min = en["web.account.too_many_min"].split("{n}")[0]
    said = ""
    for i in range(1, 12):
        error.filter(has_text=en["web.account.wrong_password"]).or_(
            error.filter(has_text=waiting)).or_(error.filter(has_text=waiting_min)).wait_for()
        said = error.inner_text()
        if said.startswith((waiting, waiting_min)):
            break
        page.wait_for_function(
            "() => !document.querySelector('[data-account=\"submit\"]').disabled")
        dialog.locator("[data-account='password']").fill(f"wrong-password-{i}")
        with page.expect_response("**/api/session"):
            dialog.locator("[data-account='submit']").click()
    assert said.startswith((waiting, waiting_min)), said
    assert any(c.isdigit() for c in said), said
    assert_fits(page, "the log-in dialog refusing")
    shot(page, "account-too-many-390x844", full=False)


def test_a_logged_in_page_sends_the_csrf_token_on_every_state_changing_call(
        open_context: Any, server: str) -> None:
    rude = fresh_name("Rude")
    sign_up_elsewhere(server, rude)
    page = new_page(open_context, DESKTOP)
    sent: list[tuple[str, str, str | None]] = []
    page.on("request", lambda r: sent.append((r.method, r.url, r.headers.get("x-csrf-token")))
            if "/api/" in r.url else None)
    # A guest sends no token (he has none): creating a match as before.
    create_in_lobby(page, server, "cards", 3)
    page.locator("[data-create]").click()
    page.locator(".me .seat").wait_for()
    guest_posts = [s for s in sent if s[0] == "POST"]
    assert guest_posts and all(token is None for _, _, token in guest_posts)

    page.goto(f"{server}/")
    page.locator(".lobby-bar [data-account='signup']").click()
    dialog = page.locator("dialog.dialog-account[open]")
    name = fresh_name("Di")
    dialog.locator("[data-account='name']").fill(name)
    dialog.locator("[data-account='password']").fill(PASSWORD)
    with page.expect_response("**/api/accounts") as created:
        dialog.locator("[data-account='submit']").click()
    csrf = created.value.json()["csrf"]
    page.locator("dialog.dialog-account[open] [data-attach='no']").click()
    sent.clear()
    create_in_lobby(page, server, "cards", 3)
    page.locator("[data-create]").click()
    page.locator(".me .seat").wait_for()
    page.goto(f"{server}/#/account")
    page.locator("[data-field='block']").fill(rude)
    page.locator("[data-submit='block']").click()
    page.locator(f"[data-blocked='{rude}']").wait_for()
    page.locator(".page-bar [data-account='logout']").click()
    page.locator(".page-bar [data-account='login']").wait_for()
    changing = [s for s in sent if s[0] in ("POST", "PUT", "PATCH", "DELETE")]
    methods = {(m, url.split("/api/")[1].split("?")[0]) for m, url, _ in changing}
    assert ("POST", "matches") in methods and ("DELETE", "session") in methods
    assert ("POST", "account/blocks") in methods
    assert all(token == csrf for _, _, token in changing), changing
    # The server refuses a logged-in request without it (403 csrf): checked with the
    # page's own cookie, logged in again.
    log_in(page, name)
    page.locator(".page-bar [data-account='profile']").wait_for()
    bare = page.request.post(f"{server}/api/matches", data={"game": "cards", "players": 3})
    assert bare.status == 403 and bare.json()["code"] == "csrf"


def test_the_account_settings_change_the_password_block_names_and_delete_the_account(
        open_context: Any, server: str, problems: Any) -> None:
    en = words("en")
    name = fresh_name("Eve")
    other = fresh_name("Rude")
    sign_up_elsewhere(server, name)
    sign_up_elsewhere(server, other)
    page = new_page(open_context, PHONE)
    page.goto(f"{server}/#/account")
    page.locator("[data-account='login-here']").click()
    dialog = page.locator("dialog.dialog-account[open]")
    dialog.locator("[data-account='name']").fill(name)
    dialog.locator("[data-account='password']").fill(PASSWORD)
    dialog.locator("[data-account='submit']").click()
    page.locator("[data-form='password']").wait_for()

    # Blocks: add one, see it listed, take it away.
    page.locator("[data-blocks='none']").wait_for()
    page.locator("[data-field='block']").fill(other)
    page.locator("[data-submit='block']").click()
    page.locator(f"[data-blocked='{other}']").wait_for()
    assert_fits(page, "the account settings on a phone")
    shot(page, "account-settings-390x844")
    page.locator(f"[data-unblock='{other}']").click()
    page.locator("[data-blocks='none']").wait_for()

    # The password: a wrong current one is said; the right one changes it.
    problems.expect_refusal("/api/account", 403)
    form = page.locator("[data-form='password']")
    form.locator("[data-field='current']").fill("not-my-password")
    form.locator("[data-field='new']").fill("a-new-password-9")
    form.locator("[data-submit='password']").click()
    form.locator(".form-error", has_text=en["web.account.wrong_current"]).wait_for()
    form.locator("[data-field='current']").fill(PASSWORD)
    form.locator("[data-submit='password']").click()
    form.locator(".form-note.done", has_text=en["web.account.password_changed"]).wait_for()

    # Deleting: confirmed with the (new) password; a guest afterwards, the name free.
    remove = page.locator("[data-form='delete']")
    remove.locator("[data-field='delete']").fill("a-new-password-9")
    remove.locator("[data-submit='delete']").click()
    page.locator("dialog.dialog-account-deleted[open]").wait_for()
    page.locator("dialog.dialog-account-deleted[open] a").click()
    page.locator(".lobby-bar [data-account='signup']").wait_for()
    http(server, "POST", "/api/accounts", {"name": name, "password": PASSWORD})


def test_the_host_mutes_a_players_chat_from_his_seat(
        open_context: Any, server: str) -> None:
    en = words("en")
    ada = new_page(open_context, DESKTOP)
    create_in_lobby(ada, server, "cards", 3, round_limit=20)
    ada.locator("select[data-seat='1']").select_option("human")
    ada.locator("[data-create]").click()
    link = ada.locator(".invite-link").input_value()
    bo = new_page(open_context, DESKTOP)
    bo.goto(link)
    bo.locator(".name-input").fill("Bo")
    bo.locator("[data-join]").click()
    ada.locator(".seats .seat[data-seat='1']").wait_for()
    bo.locator(".seats .seat[data-seat='0']").wait_for()
    # Only the host has the switch, and only on a person's seat.
    assert bo.locator("[data-mute]").count() == 0
    assert ada.locator(".seat[data-seat='2'] [data-mute]").count() == 0
    with ada.expect_response("**/mute") as muted:
        ada.locator(".seat[data-seat='1'] [data-mute='on']").click()
    assert muted.value.ok and 1 in muted.value.json()["muted"]
    ada.locator(".seat[data-seat='1'] [data-mute='off']").wait_for()
    assert_fits(ada, "the table with a muted seat")
    shot(ada, "table-muted-seat-1440x900", full=False)
    # Bo's lines reach nobody now, and he is told why.
    if bo.locator("dialog.dialog-decision[open]").count():
        bo.locator("dialog[open] button.look").click()
    bo.locator(".chat-input").fill("you all cheat")
    bo.locator(".chat-form button").click()
    bo.locator(".toast", has_text=en["error.muted"]).wait_for()
    ada.wait_for_timeout(500)
    assert ada.locator(".chat-list li", has_text="you all cheat").count() == 0
    # Unmuted, he chats again.
    ada.locator(".seat[data-seat='1'] [data-mute='off']").click()
    ada.locator(".seat[data-seat='1'] [data-mute='on']").wait_for()
    if bo.locator("dialog.dialog-decision[open]").count():
        bo.locator("dialog[open] button.look").click()
    bo.locator(".chat-input").fill("sorry")
    bo.locator(".chat-form button").click()
    ada.locator(".chat-list li", has_text="sorry").wait_for()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_profile_and_leaderboard_drawn_full_fit_in_traditional_chinese(
        open_context: Any, server: str, size: str) -> None:
    zh = words("zh-Hant")
    options, label = (PHONE, "390x844") if size == "phone" else (DESKTOP, "1440x900")
    page = new_page(open_context, options, "zh-Hant")
    accounts_stub.install(page.context)
    page.goto(f"{server}/#/players/Calamity%20Jane")
    page.locator("li.history-row").first.wait_for()
    # Every rating with its uncertainty, the conservative rating explained.
    card = page.locator(".rating-card[data-game='cards'][data-band='5-6'][data-variant='']")
    assert card.locator(".rating-value").inner_text() == "25.3 ± 2.1"
    assert zh["web.rating.ordinal_short"].replace("{n}", "19.0") in card.inner_text()
    ghost = page.locator(".rating-card[data-variant='dead_reckonin']")
    assert zh["variant.dead_reckonin"] in ghost.locator(".rating-game").inner_text()
    assert page.locator(".rating-card").count() == 6
    assert "μ − 3σ" in page.locator(".profile-ratings .rating-explain").inner_text()
    # Win rates by role; twenty matches, each with its replay from the player's seat.
    assert page.locator(".role-rate").count() == 4
    renegade = page.locator(".role-rate[data-role='renegade'] .rate-text")
    assert renegade.inner_text().startswith("13%")
    assert page.locator("li.history-row").count() == 20
    first = page.locator("li.history-row[data-match='m000']")
    assert first.locator("[data-replay]").get_attribute("href") == "/replay/m000?seat=0"
    change = zh["web.profile.change"].replace("{n}", "+1.7")
    assert first.locator(".rating-change").inner_text() == change
    assert page.locator("li.history-row[data-match='m004'] .rating-change").inner_text() \
        == zh["web.profile.unrated"]
    assert page.locator("li.history-row[data-match='m007'] .badge.abandoned").count() == 1
    assert zh["web.option.dodge_city"] in page.locator(
        "li.history-row[data-match='m001'] .history-rules").inner_text()
    assert_fits(page, f"the profile at {label}")
    shot(page, f"profile-zh-Hant-{label}")

    page.goto(f"{server}/#/leaderboard?game=cards&band=5-6")
    page.locator(".leaderboard-table tbody tr").first.wait_for()
    assert page.locator(".leaderboard-table tbody tr").count() == 25
    top = page.locator(".leaderboard-table tbody tr").first
    assert top.get_attribute("data-rank") == "1"
    href = f"/#/players/{quote(top.get_attribute('data-name') or '')}"
    assert top.locator(".who a").get_attribute("href") == href
    assert page.locator("[data-min-games]").inner_text() \
        == zh["web.leaderboard.min_games_other"].replace("{n}", "10")
    chosen = page.locator("[data-switch='band'] [aria-current='page']")
    assert chosen.get_attribute("data-band") == "5-6"
    assert_fits(page, f"the leaderboard at {label}")
    shot(page, f"leaderboard-zh-Hant-{label}")
    # The switches lead to the dice game's board, every band.
    page.locator("[data-switch='game'] [data-game='dice']").click()
    page.wait_for_function("location.hash.includes('game=dice')")
    page.locator("[data-switch='band'] [data-band='all']").click()
    page.wait_for_function("!location.hash.includes('band=')")
    page.locator(".leaderboard-table tbody tr").first.wait_for()
    assert page.locator("[data-switch='variant']").count() == 0
    assert page.locator("#board-title").inner_text().startswith(zh["web.game.dice"])


def test_an_unknown_player_is_said(open_context: Any, server: str, problems: Any) -> None:
    en = words("en")
    problems.expect_refusal("/api/players/nobody", 404)
    page = new_page(open_context, PHONE)
    accounts_stub.install(page.context)
    page.goto(f"{server}/#/players/nobody")
    said = page.locator("[data-profile-error]")
    said.wait_for()
    assert said.inner_text() == en["web.profile.unknown"].replace("{name}", "nobody")


def test_on_a_phone_the_table_keeps_the_account_in_its_settings(
        open_context: Any, server: str) -> None:
    name = fresh_name("Flo")
    sign_up_elsewhere(server, name)
    page = new_page(open_context, PHONE)
    start_at_a_waiting_table(page, server, "cards", 3)
    # The top bar's controls keep their row: the account is not among them here...
    assert not page.locator(".topbar .account-bar").is_visible()
    page.locator("[data-open='settings']").click()
    section = page.locator("dialog.dialog-settings[open] [data-account-section]")
    # ...but in the settings, where logging in leads to the same dialog.
    section.locator("[data-account='login']").click()
    dialog = page.locator("dialog.dialog-account[open]")
    dialog.locator("[data-account='name']").fill(name)
    dialog.locator("[data-account='password']").fill(PASSWORD)
    dialog.locator("[data-account='submit']").click()
    dialog.wait_for(state="detached")
    page.locator("[data-open='settings']").click()
    section = page.locator(f"dialog.dialog-settings[open] [data-account-section='{name}']")
    assert section.locator("[data-account='profile']").get_attribute("href") \
        == f"/#/players/{name}"
    assert_fits(page, "the table's settings with the account")
    shot(page, "table-settings-account-390x844", full=False)
    # On a desktop the top bar has room: the account is a button there.
    page.set_viewport_size(DESKTOP["viewport"])
    page.locator("dialog.dialog-settings[open] [data-close='settings']").click()
    assert page.locator(".topbar [data-account='menu']").is_visible()
