"""The table against the contract stub: exact card-game positions from ``from_setup``,
delivered as the server's ``welcome`` and ``state`` messages, so each check is about the
page (what it shows, what it sends), not about where a random game happens to go."""

from __future__ import annotations

import json
import time
from typing import Any

import contract_stub
import pytest
from browser_kit import shot

from bang.cards import CardGame
from bang.core.protocol import parse_action

SETUP: dict[str, Any] = {
    "players": [
        {"role": "sheriff", "character": "Willy the Kid", "hand": [25, 37, 1, 66],
         "equipment": [63]},
        {"role": "outlaw", "character": "Slab the Killer", "hand": [2, 40]},
        {"role": "renegade", "character": "Suzy Lafayette", "hand": [5, 6]},
        {"role": "outlaw", "character": "Paul Regret", "hand": [7], "equipment": [75]},
    ],
    "turn": 1, "phase": "play", "discard": [55],
}
NAMES = ["Ada", "Bot 2", "Bot 3", "Bot 4"]


def summary() -> dict[str, Any]:
    return {
        "match_id": "m1", "game": "cards", "players": 4, "options": {}, "status": "running",
        "public": True, "turn_timer": 30, "created": 0,
        "seats": [{"seat": i, "kind": "human" if i == 0 else "bot", "name": NAMES[i],
                   "level": None if i == 0 else "normal", "connected": True}
                  for i in range(4)],
    }


def label(action: str) -> dict[str, Any]:
    """The label message the server would send for ``action`` (the shared spec's shapes)."""
    a = parse_action(action)
    args: dict[str, Any] = {}
    if a.card >= 0:
        args["card"] = {"card": a.card}
    if a.target >= 0:
        args["target"] = {"seat": a.target}
    key = "action.cards.play_target" if a.kind == "play" and a.target >= 0 else (
        f"action.cards.{a.kind}")
    return {"key": key, "args": args}


def state(game: CardGame, seat: int, prompt: dict[str, Any], seq: int = 1,
          deadline_ms: int | None = None) -> dict[str, Any]:
    view = game.view(seat).to_dict()
    pending = view["pending"]
    decision = None
    if pending is not None and pending["seat"] == seat:
        decision = {"id": pending["id"], "kind": pending["kind"], "prompt": prompt,
                    "deadline_ms": deadline_ms,
                    "options": [{"action": o, "label": label(o)} for o in pending["options"]]}
    log = [
        {"event": {"kind": "turn"},
         "message": {"key": "event.turn", "args": {"seat": {"seat": 1}}}},
        {"event": {"kind": "play"},
         "message": {"key": "event.play_target", "args": {
             "seat": {"seat": 1}, "card": {"card": 2}, "target": {"seat": 0}}}},
    ]
    return {"type": "state", "seq": seq, "view": view, "log": log, "decision": decision,
            "goal": None}


def serve(context: Any, messages: list[dict[str, Any]], seat: int = 0,
          replies: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Welcome ``seat`` and send ``messages``; each ``act`` gets the next of ``replies``."""
    waiting = list(replies or [])

    def script(ws: Any, message: dict[str, Any]) -> None:
        if message["type"] == "hello":
            ws.send(json.dumps({"type": "welcome", "seat": seat, "match": summary()}))
            for out in messages:
                ws.send(json.dumps(out))
        elif message["type"] == "act" and waiting:
            ws.send(json.dumps(waiting.pop(0)))

    return contract_stub.install(context, summary(), script)


def seated(context: Any, seat: int = 0) -> Any:
    """A page that already holds ``seat``'s token for match m1."""
    context.add_init_script(
        "if (location.origin === '" + contract_stub.ORIGIN + "') {"
        f"localStorage.setItem('bang.seat.m1', JSON.stringify({{token: 't', seat: {seat}}}));"
        "localStorage.setItem('bang.lang', JSON.stringify('en')); }")
    page = context.new_page()
    page.goto(f"{contract_stub.ORIGIN}/#/match/m1")
    return page


@pytest.mark.parametrize("viewport", [(390, 844), (1440, 900)])
def test_a_shot_out_of_turn_opens_a_dialog_naming_the_shooter(
        open_context: Any, viewport: tuple[int, int]) -> None:
    game = CardGame.from_setup(SETUP)
    game.apply("play c2 t0", seat=1)
    prompt = {"key": "prompt.respond", "args": {"source": {"seat": 1}, "card": {"card": 2},
                                                "need": 2}}
    context = open_context(viewport={"width": viewport[0], "height": viewport[1]},
                           is_mobile=viewport[0] < 500, has_touch=viewport[0] < 500,
                           reduced_motion="reduce")
    sent = serve(context, [state(game, 0, prompt, deadline_ms=int(time.time() * 1000) + 30_000)])
    page = seated(context)
    dialog = page.locator("dialog[open]")
    dialog.wait_for()
    assert "Bot 2 shoots at you with BANG!" in dialog.inner_text()
    assert dialog.locator("[data-action='missed c25']").is_visible()
    assert dialog.locator("[data-action='take']").is_visible()
    assert dialog.locator(".timer").is_visible()
    shot(page, f"stub-dialog-{viewport[0]}x{viewport[1]}")
    dialog.locator("[data-action='missed c25']").click()
    page.wait_for_function("document.querySelector('.table.is-sending') !== null")
    assert sent[-1] == {"type": "act", "decision": 2, "action": "missed c25"}


def test_a_card_with_targets_highlights_only_the_players_it_can_reach(open_context: Any) -> None:
    game = CardGame.from_setup({**SETUP, "turn": 0})
    context = open_context(viewport={"width": 1440, "height": 900}, reduced_motion="reduce")
    sent = serve(context, [state(game, 0, {"key": "prompt.play", "args": {}})])
    page = seated(context)
    page.locator(".hand [data-select='1']").click()
    targets = page.locator(".target-button")
    assert targets.count() == 1
    assert targets.first.get_attribute("data-action") == "play c1 t1"
    shot(page, "stub-table-target-1440x900", full=False)
    targets.first.click()
    page.wait_for_function("document.querySelector('.table.is-sending') !== null")
    assert sent[-1] == {"type": "act", "decision": 1, "action": "play c1 t1"}


def test_keyboard_play_tab_to_a_card_enter_arrows_to_a_target_enter(open_context: Any) -> None:
    game = CardGame.from_setup({**SETUP, "turn": 0})
    first = state(game, 0, {"key": "prompt.play", "args": {}})
    game.apply("play c66 t3", seat=0)
    context = open_context(viewport={"width": 1440, "height": 900}, reduced_motion="reduce")
    sent = serve(context, [first], replies=[state(game, 0, {"key": "prompt.play", "args": {}},
                                                  seq=2)])
    page = seated(context)
    jail = page.locator(".hand [data-select='66']")
    jail.wait_for()
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.select") == "66":
            break
    else:
        raise AssertionError("Tab never reached the Jail card")
    page.keyboard.press("Enter")
    targets = page.locator(".target-button")
    assert targets.count() == 3
    assert page.evaluate("document.activeElement.dataset.action") == "play c66 t1"
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.action") == "play c66 t2"
    page.keyboard.press("Escape")
    assert page.locator(".target-button").count() == 0
    assert page.evaluate("document.activeElement.dataset.select") == "66"
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.action") == "play c66 t3"
    page.keyboard.press("Enter")
    # The stub answers with the next state, which redraws the table: the focus lands on
    # the next decision's controls.
    page.locator(".seat[data-seat='3'] .equipment [data-kind='jail']").wait_for()
    assert sent[-1] == {"type": "act", "decision": 1, "action": "play c66 t3"}
    focused = page.evaluate("[document.activeElement.dataset.action,"
                            " document.activeElement.dataset.select]")
    assert focused != [None, None], "the focus fell back to the start of the page"


def test_a_deputy_shooting_the_sheriff_is_asked_once_to_confirm(open_context: Any) -> None:
    setup = {**SETUP, "turn": 1, "players": [
        {"role": "sheriff", "character": "Willy the Kid", "hand": [25]},
        {"role": "deputy", "character": "Slab the Killer", "hand": [2, 40]},
        {"role": "outlaw", "character": "Suzy Lafayette", "hand": [5, 6]},
        {"role": "renegade", "character": "Paul Regret", "hand": [7]},
    ]}
    game = CardGame.from_setup(setup)
    context = open_context(viewport={"width": 1440, "height": 900}, reduced_motion="reduce")
    sent = serve(context, [state(game, 1, {"key": "prompt.play", "args": {}})], seat=1)
    page = seated(context, seat=1)
    page.locator(".hand [data-select='2']").click()
    page.locator("[data-action='play c2 t0']").click()
    confirm = page.locator("dialog.dialog-confirm[open]")
    confirm.wait_for()
    assert "Sheriff" in confirm.inner_text()
    confirm.locator("[data-confirm='no']").click()
    assert [m for m in sent if m["type"] == "act"] == []
    page.locator(".hand [data-select='2']").click()
    page.locator("[data-action='play c2 t0']").click()
    confirm.locator("[data-confirm='yes']").click()
    page.wait_for_function("document.querySelector('.table.is-sending') !== null")
    assert [m for m in sent if m["type"] == "act"] == [
        {"type": "act", "decision": 1, "action": "play c2 t0"}]


def test_dead_mans_hand_shows_the_dead_at_boot_hill_with_their_prediction(
        open_context: Any) -> None:
    setup = {**SETUP, "turn": 0, "options": {"ghost_variant": "dead_mans_hand"},
             "players": [
                 {"role": "sheriff", "character": "Willy the Kid", "hand": [25, 37, 1]},
                 {"role": "outlaw", "character": "Slab the Killer", "alive": False,
                  "hand": [40]},
                 {"role": "renegade", "character": "Suzy Lafayette", "hand": [5, 6]},
                 {"role": "outlaw", "character": "Paul Regret", "hand": [7]},
             ],
             "ghost": {"ghosts": [1], "predictions": {"1": 2}}}
    game = CardGame.from_setup(setup)
    context = open_context(viewport={"width": 1440, "height": 900}, reduced_motion="reduce")
    serve(context, [state(game, 0, {"key": "prompt.play", "args": {}})])
    page = seated(context)
    dead = page.locator(".seat[data-seat='1']")
    dead.wait_for()
    assert "is-ghost" in (dead.get_attribute("class") or "")
    text = dead.inner_text()
    assert "Boot Hill" in text and "bets on Bot 3" in text and "Outlaw" in text
    assert page.locator(".target-button").count() == 0


@pytest.mark.parametrize("viewport", [(390, 844), (1440, 900)])
def test_the_chat_stays_usable_while_a_decision_is_open(
        open_context: Any, viewport: tuple[int, int]) -> None:
    """On a desktop the dialog leaves the chat column clear and the chat takes text; on a
    phone the dialog's chat button goes to the chat, and the panel brings the question
    back."""
    game = CardGame.from_setup(SETUP)
    game.apply("play c2 t0", seat=1)
    prompt = {"key": "prompt.respond", "args": {"source": {"seat": 1}, "card": {"card": 2},
                                                "need": 2}}
    phone = viewport[0] < 500
    context = open_context(viewport={"width": viewport[0], "height": viewport[1]},
                           is_mobile=phone, has_touch=phone, reduced_motion="reduce")
    sent = serve(context, [state(game, 0, prompt)])
    page = seated(context)
    dialog = page.locator("dialog.dialog-decision[open]")
    dialog.wait_for()
    chat = page.locator(".chat-input")
    if phone:
        page.locator("dialog[open] [data-chat='open']").click()
        assert page.locator("dialog[open]").count() == 0
        assert page.evaluate("document.activeElement.classList.contains('chat-input')")
        assert chat.is_visible() and chat.bounding_box()["y"] < viewport[1]
    else:
        box, talk = dialog.bounding_box(), page.locator(".chat").bounding_box()
        assert box["x"] + box["width"] <= talk["x"], "the dialog covers the chat"
        assert not page.locator("[data-chat='open']").is_visible()
    chat.fill("one moment", timeout=3000)
    chat.press("Enter")
    page.wait_for_function("() => document.querySelector('.chat-input').value === ''")
    assert sent[-1] == {"type": "chat", "text": "one moment"}
    if phone:
        page.locator("[data-reopen='decision']").click()
        dialog.wait_for()
    assert dialog.locator("[data-action='take']").is_visible()


def test_healing_targets_are_drawn_as_help_not_as_shots(open_context: Any) -> None:
    """Sid Ketchum's "who gains 1 life?" puts green Beer buttons on the players, not the
    red crosshair of an attack."""
    from bang.dice import DiceGame
    from bang.server.messages import action_message, prompt_message

    game = DiceGame.from_setup({"players": [
        {"role": "outlaw", "character": "Sid Ketchum", "life": 5},
        {"role": "deputy", "character": "Paul Regret", "life": 6},
        {"role": "renegade", "character": "Suzy Lafayette"}], "turn": 0})
    view = game.view(0).to_dict()
    pending = view["pending"]
    dice_summary = {**summary(), "game": "dice", "players": 3, "seats": summary()["seats"][:3]}
    decision = {"id": pending["id"], "kind": pending["kind"], "prompt": prompt_message(view),
                "deadline_ms": None,
                "options": [{"action": a, "label": action_message(a, view)}
                            for a in pending["options"]]}

    def script(ws: Any, message: dict[str, Any]) -> None:
        if message["type"] == "hello":
            ws.send(json.dumps({"type": "welcome", "seat": 0, "match": dice_summary}))
            ws.send(json.dumps({"type": "state", "seq": 1, "view": view, "log": [],
                                "decision": decision, "goal": None}))

    context = open_context(viewport={"width": 1440, "height": 900}, reduced_motion="reduce")
    contract_stub.install(context, dice_summary, script)
    page = seated(context)
    heal = page.locator(".seats [data-action='heal t1']")
    heal.wait_for()
    assert "friendly" in (heal.get_attribute("class") or "")
    assert heal.locator("use").get_attribute("href").endswith("#beer")
    assert page.locator(".seat.is-target").count() == 0
    assert page.locator(".seat.is-target-friendly").count() == 3
    colour = heal.evaluate("el => getComputedStyle(el).backgroundColor")
    assert colour == "rgb(30, 107, 52)", colour  # the page's green, not the attack red


def test_the_lobby_lists_a_match_in_one_compact_row_on_a_phone(open_context: Any) -> None:
    """A listed match is one short row (its text, icon and buttons side by side), and its
    seat counts read right for one person."""
    context = open_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                           has_touch=True, reduced_motion="reduce")
    contract_stub.install(context, summary(), lambda ws, message: None)
    page = context.new_page()
    page.goto(f"{contract_stub.ORIGIN}/")
    row = page.locator("li.match")
    row.wait_for()
    assert row.bounding_box()["height"] < 160, row.bounding_box()
    text = row.inner_text()
    assert "People: 1" in text and "bots: 3" in text and "1 people" not in text


def test_the_lobby_row_of_a_match_reads_the_chinese_way(open_context: Any) -> None:
    """The people's names and the rules of a listed match with Chinese punctuation (an
    enumeration comma, a full-width colon), not English commas and colons."""
    listed = summary()
    listed["seats"][1] = {**listed["seats"][1], "kind": "human", "name": "小華", "level": None}
    context = open_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                           has_touch=True, reduced_motion="reduce", locale="zh-TW")
    contract_stub.install(context, listed, lambda ws, message: None)
    page = context.new_page()
    page.goto(f"{contract_stub.ORIGIN}/")
    row = page.locator("li.match")
    row.wait_for()
    assert row.locator(".names").inner_text() == "Ada、小華"
    rules = row.locator(".match-rules").inner_text()
    assert "回合計時：30 秒" in rules and ": " not in rules, rules


def test_an_end_with_no_winner_says_the_round_limit_ended_it(open_context: Any) -> None:
    game = CardGame.from_setup(SETUP)
    ended = state(game, 0, {"key": "prompt.play", "args": {}})
    ended["decision"] = None
    ended["view"] = {**ended["view"], "pending": None, "winners": []}
    ended["log"].append({"event": {"kind": "round_limit"},
                         "message": {"key": "event.round_limit", "args": {"rounds": 12}}})
    over = {"type": "over", "winners": [], "roles": [p["role"] for p in SETUP["players"]],
            "record": "/api/matches/m1/record"}
    context = open_context(viewport={"width": 1440, "height": 900}, reduced_motion="reduce")
    serve(context, [ended, over])
    page = seated(context)
    end = page.locator("dialog.dialog-over[open]")
    end.wait_for()
    why = end.locator(".end-why").inner_text()
    assert "round limit (12 rounds)" in why and "nobody" not in why.lower()
