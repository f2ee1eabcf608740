"""The event decks at the browser table (rules/high-noon-fistful.md, Part F), on a phone:
the card in force shown big beside the piles with its whole effect, opened in full by a
tap or the keyboard; the round, the next card and how many are left (F3.1 step 3, F3.2);
round 1 says none yet, the final card says nothing follows; a decision an event brings
(The Daltons, Handcuffs) is offered in words, named by its card; New Identity's spare is
its seat's own.  Exact positions through the server's own message functions, so each
check is about the page."""

from __future__ import annotations

import random
from typing import Any

import pytest
import stub_table
from browser_kit import shot
from stub_table import reachable
from table_player import PHONE as PHONE_PAGE
from table_player import (
    assert_fits,
    create_in_lobby,
    new_page,
    play_to_the_end,
    tick,
    wait_ready,
)

from bang.cards import CardGame
from bang.cards.data import deck

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2, "reduced_motion": "reduce"}
NAMES = ["Ada", "Bea", "Cy", "Dot"]


def card(name: str, sign: str) -> int:
    return next(c.id for c in deck() if c.name == name and f"{c.rank}{c.suit}" == sign)


BANG_AS, BEER_6H = card("BANG!", "A♠"), card("Beer", "6♥")
MISSED = [card("Missed!", sign) for sign in ("2♠", "3♠", "4♠")]
BARREL_QS, DYNAMITE_2H = card("Barrel", "Q♠"), card("Dynamite", "2♥")


def position(events: dict[str, Any], *, phase: str = "play", hand: list[int] | None = None,
             tables: tuple[list[int], ...] = ([], [], [], []), **options: Any) -> CardGame:
    people = [("sheriff", "Willy the Kid"), ("outlaw", "Jourdonnais"),
              ("renegade", "Suzy Lafayette"), ("outlaw", "Bart Cassidy")]
    return CardGame.from_setup({
        "players": [{"role": r, "character": c, "equipment": list(t),
                     "hand": list(hand or [BANG_AS, BEER_6H]) if i == 0 else [MISSED[i - 1]]}
                    for i, ((r, c), t) in enumerate(zip(people, tables, strict=True))],
        "turn": 0, "phase": phase,
        "options": {"event_decks": "high_noon", **options}, "events": events})


def open_table(open_context: Any, game: CardGame, seat: int = 0,
               lang: str = "en") -> tuple[Any, Any]:
    context = open_context(**PHONE)
    options = {"event_decks": "high_noon"}
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES, options=options),
                            [stub_table.state(game, seat)], seat=seat)
    page = stub_table.seated(context, seat=seat, lang=lang)
    page.locator(".event-area").wait_for()
    return page, stub


@pytest.mark.parametrize(("lang", "name", "text", "left"), [
    ("en", "Thirst", "In phase 1 each player draws only one card.", "2 left"),
    ("zh-Hant", "口渴", "摸牌階段每名玩家只摸1張牌。", "還剩 2 張"),
    ("zh-Hans", "口渴", "摸牌阶段每名玩家只摸1张牌。", "还剩 2 张"),
])
def test_f3_2_the_event_in_force_is_shown_big_with_its_effect_and_the_next_card(
        open_context: Any, lang: str, name: str, text: str, left: str) -> None:
    game = position({"deck": ["shootout", "high_noon"], "in_force": "thirst", "rounds": 2})
    page, _ = open_table(open_context, game, lang=lang)
    area = page.locator(".event-area")
    assert area.get_attribute("data-in-force") == "thirst"
    big = area.locator(".event-large[data-event='thirst']")
    assert big.locator(".event-name").inner_text() == name
    assert big.locator(".event-text").inner_text() == text
    assert reachable(big) == "ok", "the event card is on the first screen"
    box = big.bounding_box()
    assert box is not None and box["width"] >= 150 and box["height"] >= 110
    nxt = area.locator(".event-next [data-event='shootout']")
    assert nxt.count() == 1 and left in area.locator(".event-left").inner_text()
    assert {"en": "Round 2", "zh-Hant": "第 2 輪", "zh-Hans": "第 2 轮"}[lang] == \
        area.locator(".event-round").inner_text()
    assert_fits(page, "the table with an event in force")
    shot(page, f"table-event-{lang}-390x844", full=False)


def test_f3_2_a_tap_on_the_event_opens_its_whole_text_and_enter_does_too(
        open_context: Any) -> None:
    game = position({"deck": ["shootout", "high_noon"], "in_force": "gold_rush",
                     "rounds": 2})
    page, _ = open_table(open_context, game, lang="zh-Hant")
    page.locator(".event-area .event-large").tap()
    pop = page.locator("dialog.help-pop[open]")
    pop.wait_for()
    assert pop.locator("h2").inner_text() == "淘金熱"
    assert "日正當中" in pop.locator(".help-facts").inner_text()
    assert "逆時針" in pop.locator(".help-text").inner_text()
    shot(page, "event-help-zh-Hant-390x844", full=False)
    pop.locator("[data-help='close']").click()
    page.locator(".event-area .event-large").focus()
    page.keyboard.press("Enter")
    page.locator("dialog.help-pop[open]").wait_for()
    # The next card reads its own text too.
    page.locator("[data-help='close']").click()
    page.locator(".event-next [data-event='shootout']").click()
    assert page.locator("dialog.help-pop[open] h2").inner_text() == "槍戰"


def test_f3_2_round_one_shows_no_event_yet_and_the_next_card(open_context: Any) -> None:
    game = position({"deck": ["curse", "high_noon"], "rounds": 1})
    page, _ = open_table(open_context, game)
    area = page.locator(".event-area")
    assert area.get_attribute("data-in-force") == ""
    assert "the first one comes in round 2" in area.locator(".event-empty").inner_text()
    assert area.locator(".event-next [data-event='curse']").count() == 1


def test_f3_2_the_final_card_is_marked_and_nothing_follows_it(open_context: Any) -> None:
    game = position({"deck": [], "pile": ["thirst", "high_noon"], "rounds": 3})
    page, _ = open_table(open_context, game)
    big = page.locator(".event-area .event-large[data-event='high_noon']")
    assert "final card" in big.locator(".event-badge").inner_text()
    assert "stays to the end" in page.locator(".event-area .event-no-next").inner_text()


def test_f5_7_the_daltons_dialog_names_the_event_and_offers_each_blue_card(
        open_context: Any) -> None:
    game = position({"deck": ["the_daltons", "high_noon"], "rounds": 1}, phase="start",
                    tables=([], [], [], [BARREL_QS, DYNAMITE_2H]))
    pending = game.pending
    assert pending is not None and (pending.seat, pending.kind) == (3, "daltons_discard")
    page, stub = open_table(open_context, game, seat=3, lang="zh-Hant")
    dialog = page.locator("dialog.dialog-decision[open]")
    dialog.wait_for()
    assert dialog.locator("h2").inner_text() == "不在你的回合：事件「道爾頓兄弟」"
    assert dialog.locator(".dialog-card [data-event='the_daltons']").count() == 1
    buttons = dialog.locator(".dialog-options [data-action]")
    assert sorted(buttons.nth(i).get_attribute("data-action") or ""
                  for i in range(buttons.count())) == sorted(
        [f"discard c{BARREL_QS}", f"discard c{DYNAMITE_2H}"])
    assert "棄掉" in buttons.first.inner_text()
    assert "道爾頓兄弟" in page.locator(".status .phase").inner_text()
    assert_fits(page, "The Daltons' dialog")
    shot(page, "dialog-daltons-zh-Hant-390x844", full=False)
    dialog.locator(f"[data-action='discard c{DYNAMITE_2H}']").click()
    page.wait_for_function("document.querySelector('.table.is-sending') !== null")
    assert stub.acts()[-1]["action"] == f"discard c{DYNAMITE_2H}"


def test_f5_14_handcuffs_names_each_suit_in_a_button(open_context: Any) -> None:
    game = position({"deck": ["handcuffs", "high_noon"], "rounds": 1}, phase="start",
                    hn_bullet_extras=True)
    pending = game.pending
    assert pending is not None and pending.kind == "handcuffs_suit"
    page, _ = open_table(open_context, game)
    buttons = page.locator("dialog[open] .dialog-options [data-action]")
    buttons.first.wait_for()
    assert [buttons.nth(i).inner_text() for i in range(4)] == \
        ["Name ♠", "Name ♥", "Name ♦", "Name ♣"]


def test_f5_15_new_identity_shows_the_seat_its_own_spare(open_context: Any) -> None:
    game = position({"deck": ["shootout", "high_noon"], "in_force": "new_identity",
                     "rounds": 2, "spares": ["Kit Carlson", "Jesse Jones", "Black Jack",
                                             "Paul Regret"]}, hn_bullet_extras=True)
    page, _ = open_table(open_context, game)
    spare = page.locator(".event-area .event-spare")
    assert spare.get_attribute("data-spare") == "Kit Carlson"
    assert "Kit Carlson" in spare.inner_text()


def fistful_registered() -> bool:
    from bang.cards.event_deck import EVENTS

    return any(card.deck == "fistful" for card in EVENTS.values())


@pytest.mark.parametrize("decks", ["high_noon", "mixed"])
def test_a_whole_event_game_on_a_phone_in_chinese_through_the_lobby(
        open_context: Any, server: str, decks: str) -> None:
    """Issue 27: an event deck chosen in the lobby (High Noon's options appear with it, A
    Fistful of Cards' do not; both with the mixed deck, and its final card), then a whole
    game against bots on a phone in 繁體中文, every control clicked as a player would;
    the event in force shown and opened by a tap once the first is revealed.  A short
    deck (3 cards before the final one, High Noon costing every player a life each turn)
    keeps the game to a few rounds."""
    if decks == "mixed" and not fistful_registered():
        pytest.skip("A Fistful of Cards' event cards are not registered in this tree")
    page = new_page(open_context, PHONE_PAGE, lang="zh-Hant")
    # The bots are not seeded: a game may end in round 1, before any event is
    # revealed (the Sheriff shot dead); then a new one, at most three in all.
    seen: dict[str, Any] = {"events": set(), "shot": False, "help": False}

    def look(p: Any, step: int) -> None:
        key = p.locator(".event-area").get_attribute("data-in-force") or ""
        if key:
            seen["events"].add(key)
        if key and not seen["shot"] and p.locator(".panel.mine").count():
            assert_fits(p, f"the {decks} table")
            shot(p, f"table-{decks}-zh-Hant-390x844", full=False)
            seen["shot"] = True
        if key and not seen["help"] and not p.locator("dialog[open]").count():
            p.locator(".event-area .event-large").tap()
            pop = p.locator("dialog.help-pop[open]")
            pop.wait_for()
            assert pop.locator("h2").inner_text() and pop.locator(".help-text").inner_text()
            pop.locator("[data-help='close']").click()
            seen["help"] = True

    for _attempt in range(3):
        create_in_lobby(page, server, "cards", 4, round_limit=16)
        assert page.locator("[data-option='event_deck_size']").count() == 0
        page.locator("select[data-option='event_decks']").select_option(decks)
        assert page.locator("[data-option='doctor_lowest_among']").count() == 1
        assert page.locator("[data-option='lasso_jail_dynamite']").count() == \
            (1 if decks == "mixed" else 0), "a Fistful card's option only with its deck"
        assert page.locator("[data-option='event_final_card']").count() == \
            (1 if decks == "mixed" else 0)
        size = page.locator("input[data-option='event_deck_size']")
        size.fill("3")
        size.dispatch_event("change")
        if decks == "mixed":
            page.locator("select[data-option='event_final_card']").select_option("high_noon")
        tick(page.locator("input[data-option='hn_bullet_extras']"))
        assert_fits(page, f"the lobby with {decks}")
        shot(page, f"lobby-{decks}-zh-Hant-390x844")
        page.locator("[data-create]").click()
        page.locator(".me .seat").wait_for()
        area = page.locator(".event-area")
        area.wait_for()
        wait_ready(page)
        clicks = play_to_the_end([page], random.Random(27), each=look, limit_s=150)
        assert clicks > 0
        if seen["events"]:
            break
    assert seen["events"], "no event card came into force in three games"
    end = page.locator("dialog.dialog-over[open]")
    assert end.locator(".end-role").count() == 4
    href = end.locator("[data-end='record']").get_attribute("href") or ""
    record = page.request.get(server + href).json()
    assert record["config"]["event_decks"] == decks
    assert record["config"]["event_deck_size"] == 3
    shot(page, f"end-{decks}-zh-Hant-390x844")


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_the_gallery_shows_every_event_card_with_its_text_by_deck(
        open_context: Any, server: str, lang: str) -> None:
    """Every registered event card (High Noon's 15 with The Bullet's two; A Fistful of
    Cards' as they are registered) in the gallery under its deck, with its name, its
    deck, "final card" on a deck's last card and its whole text, in each language."""
    import json
    import urllib.request

    with urllib.request.urlopen(f"{server}/api/catalog?lang={lang}", timeout=10) as reply:
        events: dict[str, Any] = json.loads(reply.read())["events"]
    assert len(events) >= 15 and all(info["name"] and info["help"] for info in events.values())
    page = new_page(open_context, PHONE_PAGE, lang=lang)
    page.goto(f"{server}/#/gallery")
    section = page.locator("[data-gallery='events']")
    section.wait_for()
    assert section.locator("li[data-event]").count() == len(events)
    for key, info in events.items():
        item = section.locator(f".gallery-box[data-box='{info['deck']}'] li[data-event='{key}']")
        text = item.inner_text()
        assert info["name"] in text and info["help"] in text, key
        assert ({"en": "final card", "zh-Hant": "最後一張", "zh-Hans": "最后一张"}[lang]
                in text) == info["final"], key
    if lang != "en":
        with urllib.request.urlopen(f"{server}/api/catalog?lang=en", timeout=10) as reply:
            english = [info["name"] for info in json.loads(reply.read())["events"].values()]
        shown = section.inner_text()
        assert [name for name in english if name in shown] == []
    if lang == "zh-Hant":
        section.scroll_into_view_if_needed()
        assert_fits(page, "the gallery's event cards")
        shot(page, "gallery-events-zh-Hant-390x844", full=False)


def test_f3_2_a_new_event_is_announced_and_its_card_replaces_the_last(
        open_context: Any) -> None:
    before = position({"deck": ["thirst", "shootout", "high_noon"], "in_force": "curse",
                       "rounds": 2})
    page, stub = open_table(open_context, before, lang="zh-Hans")
    assert page.locator(".event-area").get_attribute("data-in-force") == "curse"
    after = position({"deck": ["shootout", "high_noon"], "pile": ["curse", "thirst"],
                      "rounds": 3})
    revealed = {"kind": "event_revealed", "event": "thirst", "upcoming": "shootout",
                "rounds": 3}
    stub.push(stub_table.state(after, 0, seq=2, log=[revealed]))
    page.wait_for_function(
        "document.querySelector('.event-area')?.dataset.inForce === 'thirst'")
    assert page.locator(".toast").inner_text() == "新事件：口渴"
    assert page.locator(".event-area .event-next [data-event='shootout']").count() == 1
    assert "事件牌口渴生效" in page.locator(".log").inner_text()


def test_f3_2_on_a_wide_screen_the_event_sits_beside_the_piles(open_context: Any) -> None:
    game = position({"deck": ["shootout", "high_noon"], "in_force": "the_reverend",
                     "rounds": 2})
    context = open_context(viewport={"width": 1440, "height": 900}, reduced_motion="reduce")
    stub_table.serve(context, stub_table.summary("cards", NAMES,
                                                 options={"event_decks": "high_noon"}),
                     [stub_table.state(game, 0)])
    page = stub_table.seated(context, lang="en")
    big = page.locator(".event-area .event-large")
    big.wait_for()
    piles = page.locator(".centre .piles").bounding_box()
    card = big.bounding_box()
    assert piles is not None and card is not None
    assert card["x"] > piles["x"] + piles["width"] - 1, "beside the piles, not under them"
    assert abs((card["y"] + card["height"] / 2) - (piles["y"] + piles["height"] / 2)) < 60
    assert reachable(big) == "ok"
    assert_fits(page, "the wide table with an event")
    shot(page, "table-event-en-1440x900", full=False)


def test_f5_27_sniper_is_one_button_then_the_target_then_the_two_bangs(
        open_context: Any) -> None:
    """A Fistful of Cards' Sniper (two BANG! cards at one player in reach) is offered as
    Doc Holyday's two discards are: one panel button, the target, then the two cards in
    either order, not one button per pair and target."""
    if not fistful_registered():
        pytest.skip("A Fistful of Cards' event cards are not registered in this tree")
    bang_2, bang_3 = card("BANG!", "2♦"), card("BANG!", "3♦")
    game = position({"deck": ["lasso", "a_fistful_of_cards"], "in_force": "sniper",
                     "rounds": 2}, hand=[bang_2, bang_3], event_decks="fistful")
    snipes = {a for a in game.view(0).to_dict()["pending"]["options"]
              if a.startswith("sniper")}
    assert len(snipes) >= 2, snipes
    page, stub = open_table(open_context, game, lang="zh-Hant")
    button = page.locator(".panel [data-action='sniper:choose']")
    assert button.count() == 1 and "狙擊手" in button.inner_text()
    assert page.locator(".panel [data-action^='sniper c']").count() == 0
    button.click()
    page.locator(".strip-target[data-seat='1']").click()
    page.locator(f".hand [data-cost='{bang_3}']").click()
    page.locator(f".hand [data-cost='{bang_2}']").click()
    page.wait_for_function("document.querySelector('.table.is-sending') !== null")
    assert stub.acts()[-1]["action"] in {f"sniper c{bang_2} t1 x{bang_3}",
                                         f"sniper c{bang_3} t1 x{bang_2}"}


def test_f5_25_ricochet_names_the_card_in_play_each_button_aims_at(
        open_context: Any) -> None:
    """A Fistful of Cards' Ricochet (a BANG! discarded against a card in play): each
    answer is a panel button naming the BANG!, the card aimed at and its owner."""
    if not fistful_registered():
        pytest.skip("A Fistful of Cards' event cards are not registered in this tree")
    mustang = card("Mustang", "8♥")
    game = position({"deck": ["lasso", "a_fistful_of_cards"], "in_force": "ricochet",
                     "rounds": 2}, hand=[BANG_AS], event_decks="fistful",
                    tables=([], [BARREL_QS], [mustang], []))
    aims = sorted(a for a in game.view(0).to_dict()["pending"]["options"]
                  if a.startswith("ricochet"))
    assert aims == sorted([f"ricochet c{BANG_AS} t1 x{BARREL_QS}",
                           f"ricochet c{BANG_AS} t2 x{mustang}"])
    page, _ = open_table(open_context, game, lang="zh-Hant")
    buttons = page.locator(".panel [data-action^='ricochet']")
    assert buttons.count() == 2
    text = page.locator(".panel").inner_text()
    assert "啤酒桶" in text and "野馬" in text
    assert_fits(page, "Ricochet's buttons")
    shot(page, "ricochet-zh-Hant-390x844", full=False)
