"""Following the game at the table, in exact positions through the contract stub: a
forced answer (one legal option) is played with a notice and no click, or waits for one
when the player asked to confirm those; a burst of moves is shown one at a time and
*Skip* shows the latest; a card flies from the shooter to his target; a decision that
comes while the page is in the background marks the title and raises a notification;
a tap, or a long press, shows a card's full text."""

from __future__ import annotations

import json
from typing import Any

import pytest
import stub_table
from browser_kit import shot

from bang.cards import CardGame

SETUP: dict[str, Any] = {
    "players": [
        {"role": "sheriff", "character": "Jesse Jones", "hand": [37, 66], "equipment": [63]},
        {"role": "outlaw", "character": "Willy the Kid", "hand": [2, 40, 3, 4, 5]},
        {"role": "renegade", "character": "Suzy Lafayette", "hand": [6, 7]},
        {"role": "outlaw", "character": "Paul Regret", "hand": [8], "equipment": [75]},
    ],
    "turn": 1, "phase": "play", "discard": [55],
}
NAMES = ["Ada", "Bea", "Cy", "Dot"]
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}
DESKTOP = {"viewport": {"width": 1440, "height": 900}}


def forced_position() -> CardGame:
    setup = {**SETUP, "players": [{**SETUP["players"][0], "equipment": []}, *SETUP["players"][1:]]}
    game = CardGame.from_setup(setup)
    game.apply("play c2 t0", seat=1)
    assert game.view(0).to_dict()["pending"]["options"] == ["take"]
    return game


def test_a_forced_answer_is_played_for_the_player_with_a_notice_and_no_click(
        open_context: Any) -> None:
    game = forced_position()
    context = open_context(**PHONE, reduced_motion="reduce")
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES),
                            [stub_table.state(game, 0)])
    page = stub_table.seated(context)
    page.wait_for_function("document.querySelector('.table.is-sending') !== null")
    assert stub.acts() == [{"type": "act", "decision": 2, "action": "take"}]
    notice = page.locator(".toast")
    assert not notice.is_hidden() and "Take the hit" in notice.inner_text()
    assert "played for you" in page.locator(".panel .forced-notice").inner_text()
    # No dialog asked anything.
    assert page.locator("dialog.dialog-decision[open]").count() == 0


def test_a_player_who_asked_to_confirm_forced_answers_gets_the_question(
        open_context: Any) -> None:
    game = forced_position()
    context = open_context(**DESKTOP, reduced_motion="reduce")
    context.add_init_script("try { localStorage.setItem('bang.setting.confirmForced', 'true'); }"
                            " catch (e) { /* about:blank has no storage */ }")
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES),
                            [stub_table.state(game, 0)])
    page = stub_table.seated(context)
    dialog = page.locator("dialog.dialog-decision[open]")
    dialog.wait_for()
    assert stub.acts() == []
    dialog.locator("[data-action='take']").click()
    page.wait_for_function("document.querySelector('.table.is-sending') !== null")
    assert stub.acts() == [{"type": "act", "decision": 2, "action": "take"}]


def burst() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Seat 1's turn as the viewer (seat 2, out of it) receives it: five states."""
    game = CardGame.from_setup({**SETUP, "players": [
        {**SETUP["players"][0], "hand": [25, 26, 27], "equipment": []}, *SETUP["players"][1:]]})
    first = stub_table.state(game, 2)
    states = []
    seen = len(game.view(2).to_dict()["events"])
    for seat, action in ((1, "play c2 t0"), (0, "missed c25"), (1, "play c3 t0"), (0, "missed c26"),
                         (1, "play c4 t0")):
        game.apply(action, seat=seat)
        events = game.view(2).to_dict()["events"]
        states.append(stub_table.state(game, 2, seq=len(states) + 2, log=events[seen:]))
        seen = len(events)
    return first, states


def test_a_burst_of_moves_is_shown_one_at_a_time_and_skip_shows_the_latest(
        open_context: Any) -> None:
    first, states = burst()
    context = open_context(pace="slow", **DESKTOP, reduced_motion="reduce")
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES), [first], seat=2)
    page = stub_table.seated(context, seat=2)
    page.locator(".seat[data-seat='1']").wait_for()
    stub.push(*states)
    page.locator("[data-skip]").first.wait_for()
    shown = page.evaluate("window.bangApp.page.state.seq")
    assert shown < states[-1]["seq"], "the burst was shown at once"
    page.locator("[data-skip]").first.click()
    page.wait_for_function(f"window.bangApp.page.state.seq === {states[-1]['seq']}")
    assert page.locator("[data-skip]").count() == 0
    # Every line of the burst is in the log, in order.
    lines = page.locator(".log-list li").all_inner_texts()
    assert sum("Missed!" in line for line in lines) == 2
    feed = page.locator(".centre .feed-list li").all_inner_texts()
    assert any("Bot 2" in line and "BANG!" in line for line in feed), feed


@pytest.mark.parametrize(("size", "lang"), [("phone", "zh-Hant"), ("desktop", "zh-Hant")])
def test_a_card_flies_from_the_shooter_to_his_target(
        open_context: Any, size: str, lang: str) -> None:
    first, states = burst()
    options = PHONE if size == "phone" else DESKTOP
    context = open_context(pace="slow", **options, locale="zh-TW")
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES), [first], seat=2)
    page = stub_table.seated(context, seat=2, lang=lang)
    page.locator(".seat[data-seat='1']").wait_for()
    page.locator(".seat[data-seat='0']").scroll_into_view_if_needed()
    stub.push(states[0])
    flying = page.locator(".fx-layer .fx-fly .card[data-kind='bang']")
    flying.wait_for()
    page.wait_for_timeout(600)  # mid-flight, for the picture
    width = options["viewport"]["width"]
    shot(page, f"animation-{lang}-{width}x{options['viewport']['height']}", full=False)
    page.locator(".fx-layer .fx-fly").first.wait_for(state="detached")


def test_a_decision_in_a_background_tab_marks_the_title_and_notifies(open_context: Any) -> None:
    game = CardGame.from_setup({**SETUP, "players": [
        {**SETUP["players"][0], "hand": [25, 37]}, *SETUP["players"][1:]]})
    before = stub_table.state(game, 0)
    game.apply("play c2 t0", seat=1)
    shot_state = stub_table.state(game, 0, seq=2)
    context = open_context(**DESKTOP, reduced_motion="reduce")
    # Headless Chromium grants no notification permission: a stand-in records them.
    context.add_init_script("""(() => {
      window.__notices = [];
      window.Notification = class {
        constructor(title, options) { window.__notices.push([title, options.body]); }
        close() {}
        static get permission() { return 'granted'; }
        static requestPermission() { return Promise.resolve('granted'); }
      };
    })()""")
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES), [before])
    page = stub_table.seated(context)
    page.locator(".seat[data-seat='1']").wait_for()
    assert page.title() == "BANG!"
    page.evaluate(stub_table.BACKGROUND, True)
    stub.push(shot_state)
    page.wait_for_function("document.title !== 'BANG!'")
    assert page.title().startswith("●") and "BANG!" in page.title()
    notices = page.evaluate("window.__notices")
    assert len(notices) == 1 and "BANG!" in notices[0][1], notices
    page.evaluate(stub_table.BACKGROUND, False)
    page.wait_for_function("document.title === 'BANG!'")


def test_a_tap_or_a_long_press_on_a_card_shows_its_full_text(open_context: Any) -> None:
    game = CardGame.from_setup({**SETUP, "turn": 0})
    context = open_context(**PHONE, reduced_motion="reduce")
    stub_table.serve(context, stub_table.summary("cards", NAMES), [stub_table.state(game, 0)])
    page = stub_table.seated(context)
    # A tap on a card in play (the Barrel in front of the player).
    barrel = page.locator(".me .equipment [data-kind='barrel']")
    barrel.tap()
    help_pop = page.locator("dialog.help-pop[open]")
    help_pop.wait_for()
    english = json.loads(page.evaluate("JSON.stringify(window.bangApp.catalog.kinds.barrel)"))
    assert english["help"] in help_pop.inner_text()
    help_pop.locator("[data-help='close']").tap()
    assert page.locator("dialog.help-pop[open]").count() == 0
    # A long press on a card that is a move shows its text and does not choose it.
    jail = page.locator(".hand [data-select='66']")
    jail.dispatch_event("pointerdown", {"pointerType": "touch", "isPrimary": True})
    help_pop.wait_for()
    jail.dispatch_event("pointerup", {"pointerType": "touch", "isPrimary": True})
    jail.dispatch_event("click")
    assert "Jail" in help_pop.locator("h2").inner_text()
    assert page.locator(".target-strip").count() == 0
    help_pop.locator("[data-help='close']").tap()
    jail.tap()
    page.locator(".target-strip").wait_for()


def test_a_phone_shows_the_whole_last_turn_in_view(open_context: Any) -> None:
    first, states = burst()
    context = open_context(**PHONE, reduced_motion="reduce")
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES), [first], seat=2)
    page = stub_table.seated(context, seat=2)
    page.locator(".seat[data-seat='1']").wait_for()
    stub.push(*states)
    page.wait_for_function(f"window.bangApp.page.state.seq === {states[-1]['seq']}")
    feed = page.locator(".panel .turn-feed")
    assert stub_table.reachable(feed.locator(".last-label")) == "ok"
    lines = feed.locator(".feed-list li")
    # Every line of the turn so far (the position starts in its play phase): three
    # shots and the two Missed! that answered them.
    texts = lines.all_inner_texts()
    assert sum("BANG!" in t for t in texts) == 3, texts
    assert sum("Missed!" in t for t in texts) >= 2, texts
    last = lines.nth(lines.count() - 1)
    assert stub_table.reachable(last) == "ok"


def test_a_dead_players_table_keeps_the_pace_unless_he_skips(open_context: Any) -> None:
    """After his death a player still sees each move at his pace: no fast-forward."""
    first, states = burst()
    for message in (first, *states):
        player = message["view"]["players"][2]
        player.update(alive=False, life=0)
    context = open_context(pace="slow", **DESKTOP, reduced_motion="reduce")
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES), [first], seat=2)
    page = stub_table.seated(context, seat=2)
    page.locator(".seat[data-seat='1']").wait_for()
    stub.push(*states)
    page.locator("[data-skip]").first.wait_for()
    assert page.evaluate("window.bangApp.page.state.seq") < states[-1]["seq"]
