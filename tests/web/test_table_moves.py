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


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_notice_of_a_forced_answer_never_covers_the_next_question(
        open_context: Any, size: str) -> None:
    p = SETUP["players"]
    game = CardGame.from_setup({**SETUP, "players": [
        {**p[0], "equipment": [], "hand": [37, 66, 10]}, {**p[1], "hand": [2, 51, 3, 4, 5]},
        *p[2:]]})
    game.apply("play c2 t0", seat=1)  # no Missed!: "Take the hit" is played for Ada
    forced = stub_table.state(game, 0)
    game.apply("take", seat=0)
    game.apply("play c51 t0", seat=1)  # a Duel at once: she has a BANG! or the hit
    duel = stub_table.state(game, 0, seq=3)
    game.apply("take", seat=0)
    after = stub_table.state(game, 0, seq=4)
    context = open_context(**(PHONE if size == "phone" else DESKTOP), reduced_motion="reduce")
    stub_table.serve(context, stub_table.summary("cards", NAMES), [forced],
                     replies=lambda act: [duel if act["action"] == "take" and act["decision"]
                                          == forced["decision"]["id"] else after])
    page = stub_table.seated(context)
    dialog = page.locator("dialog.dialog-decision[open]")
    dialog.locator("[data-action='bang c10']").wait_for()
    # The notice, still on, is a line of the dialog under its title, and everything the
    # dialog asks can be read and tapped.
    notice = dialog.locator(".toast")
    assert notice.is_visible() and "Take the hit" in notice.inner_text()
    for part in (".dialog-prompt", "[data-action='bang c10']", "[data-action='take']"):
        assert stub_table.reachable(dialog.locator(part)) == "ok", part
    # Once the dialog is answered, later notices float again (and let taps through).
    dialog.locator("[data-action='take']").click()
    dialog.wait_for(state="detached")
    page.evaluate("window.bangApp.page.board.toast('x')")
    assert page.locator(".table > .toast").is_visible()
    assert page.locator(".toast").evaluate("e => getComputedStyle(e).pointerEvents") == "none"


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


@pytest.mark.parametrize("kind", ["play", "discard"])
def test_on_a_phone_a_turn_brings_the_hand_into_view(open_context: Any, kind: str) -> None:
    """At the top of the page the hand is below the seats and the piles, under the
    bottom panel: the player's turn (or his discard) scrolls a glowing card into view."""
    hand = [37, 66, 25, 26, 27, 28, 29] if kind == "discard" else [37, 66]
    game = CardGame.from_setup({**SETUP, "turn": 0, "players": [
        {**SETUP["players"][0], "hand": hand}, *SETUP["players"][1:]]})
    if kind == "discard":
        game.apply("end", seat=0)
    assert game.view(0).to_dict()["pending"]["kind"] == kind
    before = stub_table.state(CardGame.from_setup(SETUP), 0)  # Bea's turn: nothing to do
    context = open_context(**PHONE, reduced_motion="reduce")
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES), [before])
    page = stub_table.seated(context)
    page.locator(".seat[data-seat='1']").wait_for()
    page.evaluate("window.scrollTo(0, 0)")
    stub.push(stub_table.state(game, 0, seq=2))
    page.locator(".hand [data-select], .hand [data-action]").first.wait_for()
    cards = page.locator(".hand [data-select], .hand [data-action]")
    reached = [stub_table.reachable(cards.nth(i)) for i in range(cards.count())]
    assert "ok" in reached, reached
    # Once a card of the decision is on screen, a redraw does not move the page.
    at = page.evaluate("scrollY")
    page.evaluate("window.bangApp.page.redraw()")
    assert page.evaluate("scrollY") == at


def dead_mans_hand_ended() -> CardGame:
    """A Dead Man's Hand game played to its end by seeded random bots: the main game has
    its winners (seats 1 and 2) and the dead their showdown (won by seat 3)."""
    from bang.bots import decide, make_bot
    from bang.games import game_classes, make_config

    game_class, _ = game_classes("cards")
    game: CardGame = game_class.new(make_config(
        "cards", 4, {"ghost_variant": "dead_mans_hand", "round_limit": 6}), 0)
    bots = {seat: make_bot("random", seat) for seat in range(4)}
    while game.pending is not None:
        game.apply(decide(bots[game.pending.seat], game, game.pending.seat))
    return game


def test_the_end_screen_of_dead_mans_hand_tells_the_showdown_in_the_page_s_language(
        open_context: Any) -> None:
    game = dead_mans_hand_ended()
    events = game.view(0).to_dict()["events"]
    showdown = [e for e in events if e["kind"] == "dmh_showdown"]
    assert showdown and showdown[-1]["dmh_winners"] == [3] and game.winners == {1, 2}
    over = {"type": "over", "winners": sorted(game.winners), "roles": list(game.roles),
            "record": "/api/matches/m1/record", "replay": "/api/matches/m1/replay"}
    context = open_context(**PHONE, reduced_motion="reduce", locale="zh-TW")
    stub_table.serve(context, stub_table.summary("cards", NAMES),
                     [stub_table.state(game, 0), over])
    page = stub_table.seated(context, lang="zh-Hant")
    end = page.locator("dialog.dialog-over[open]")
    end.wait_for()
    # The main game's winners, and the dead's contest with its own winner.
    assert "電腦 2" in end.locator(".end-why").inner_text()
    line = end.locator(".end-showdown").inner_text()
    assert "電腦 4" in line and "{" not in line, line
    # Each player's character, said the Chinese way (a full-width colon).
    chars = end.locator(".end-char").all_inner_texts()
    assert len(chars) == 4 and all(c.startswith("角色：") for c in chars), chars


def test_on_a_desktop_the_seats_the_piles_and_the_whole_hand_fit_the_screen(
        open_context: Any) -> None:
    """1440×900 on the player's turn, seven cards in hand: the last turn's lines sit beside
    the piles (under them they pushed the hand behind the bottom panel), and every card
    is on screen without scrolling."""
    game = CardGame.from_setup({**SETUP, "turn": 3, "players": [
        {**SETUP["players"][0], "hand": [37, 66, 25, 26, 27]}, *SETUP["players"][1:]]})
    game.apply("end", seat=3)  # Dot ends his turn; Ada's begins, she draws two
    game.apply("draw_deck", seat=0)
    hand = game.view(0).to_dict()["hand"]
    assert len(hand) == 7 and game.view(0).to_dict()["pending"]["kind"] == "play"
    context = open_context(**DESKTOP, reduced_motion="reduce")
    stub_table.serve(context, stub_table.summary("cards", NAMES), [stub_table.state(game, 0)])
    page = stub_table.seated(context)
    page.locator(".hand [data-card]").nth(len(hand) - 1).wait_for()
    feed = page.locator(".centre .turn-feed").bounding_box()
    piles = page.locator(".centre .piles").bounding_box()
    assert feed["x"] >= piles["x"] + piles["width"] and feed["y"] < piles["y"] + piles["height"]
    assert page.evaluate("scrollY") == 0
    cards = page.locator(".hand [data-card]")
    reached = [stub_table.reachable(cards.nth(i)) for i in range(cards.count())]
    assert reached == ["ok"] * len(hand), reached
