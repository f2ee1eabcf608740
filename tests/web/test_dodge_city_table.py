"""Dodge City at the table (rules/dodge-city.md E4.1, E4.2, E6.1 Doc Holyday), on a phone:
a card that costs another is played in one more step (the card, its target, then the
hand card that pays); a green card played this turn says it waits for the next turn,
and a ready one is used from the table; Doc Holyday's two discards are one button, then
the target, then the two cards in either order.  Exact positions through the server's
own message functions, so each check is about the page."""

from __future__ import annotations

from typing import Any

import stub_table
from browser_kit import shot
from stub_table import reachable

from bang.cards import CardGame

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2, "reduced_motion": "reduce"}
NAMES = ["Ada", "Bea", "Cy", "Dot"]
#: Dodge City's ids (bang.cards.dodge_city_cards: 160-199 in the order of E2's table).
SPRINGFIELD, BEER, PANIC, KNIFE, SOMBRERO = 174, 165, 168, 195, 198


def position(character: str = "Willy the Kid") -> CardGame:
    """Ada's phase 2: Springfield, Beer and Panic! in hand; a Knife in play from an
    earlier turn (ready) and a Sombrero played this turn (waiting)."""
    return CardGame.from_setup({
        "players": [
            {"role": "sheriff", "character": character,
             "hand": [SPRINGFIELD, BEER, PANIC], "equipment": [KNIFE, SOMBRERO],
             "new": [SOMBRERO]},
            {"role": "outlaw", "character": "Jourdonnais", "hand": [2]},
            {"role": "renegade", "character": "Suzy Lafayette", "hand": [5]},
            {"role": "outlaw", "character": "Bart Cassidy", "hand": [7]},
        ],
        "turn": 0, "phase": "play", "options": {"dodge_city": True}})


def open_table(open_context: Any, game: CardGame, lang: str = "en") -> tuple[Any, Any]:
    context = open_context(**PHONE)
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES,
                                                        options={"dodge_city": True}),
                            [stub_table.state(game, 0)])
    page = stub_table.seated(context, lang=lang)
    page.locator(".hand").wait_for()
    return page, stub


def sent_action(page: Any, stub: Any) -> str:
    page.wait_for_function("document.querySelector('.table.is-sending') !== null")
    return str(stub.acts()[-1]["action"])


def test_e4_2_a_card_with_a_cost_asks_its_target_then_the_card_that_pays(
        open_context: Any) -> None:
    game = position()
    legal = set(game.view(0).to_dict()["pending"]["options"])
    assert f"play c{SPRINGFIELD} t2 x{BEER}" in legal
    page, stub = open_table(open_context, game)
    page.locator(f".hand [data-select='{SPRINGFIELD}']").click()
    # Step 2: every other player is a target (Springfield ignores distance)...
    strip = page.locator(".target-strip [data-target-action]")
    strip.first.wait_for()
    assert strip.count() == 3
    assert page.locator(".hand .cost-choice").count() == 0, "the cost before the target"
    page.locator(".strip-target[data-seat='2']").click()
    # ... step 3: the other hand cards pay, the chosen one does not.
    costs = page.locator(".hand .cost-choice")
    costs.first.wait_for()
    assert sorted(costs.evaluate_all("els => els.map((e) => Number(e.dataset.cost))")) == [
        BEER, PANIC]
    assert "discard with it" in page.locator(".panel .hint.choose").inner_text()
    assert reachable(page.locator(f".hand [data-cost='{BEER}']")) == "ok"
    shot(page, "dodge-city-cost-step-390x844")
    page.locator(f".hand [data-cost='{BEER}']").click()
    assert sent_action(page, stub) == f"play c{SPRINGFIELD} t2 x{BEER}"


def test_e4_1_a_green_card_waits_for_the_next_turn_and_a_ready_one_is_used_from_the_table(
        open_context: Any) -> None:
    game = position()
    legal = set(game.view(0).to_dict()["pending"]["options"])
    assert f"use c{KNIFE} t1" in legal and not any(f"c{SOMBRERO}" in a for a in legal)
    page, stub = open_table(open_context, game, lang="zh-Hant")
    mine = page.locator(".me .equipment")
    waiting = mine.locator(".green-waiting")
    assert waiting.count() == 1 and waiting.get_attribute("data-card") == str(SOMBRERO)
    assert "下回合" in mine.inner_text()
    knife = mine.locator(f"[data-select='{KNIFE}']")
    assert knife.count() == 1, "a ready green card is a control on the table"
    assert "card-green" in (knife.get_attribute("class") or "")
    knife.click()
    strip = page.locator(".target-strip [data-target-action]")
    strip.first.wait_for()
    # Knife: distance 1 only (E5), whatever the weapon.
    assert sorted(strip.evaluate_all("els => els.map((e) => e.dataset.targetAction)")) == [
        f"use c{KNIFE} t1", f"use c{KNIFE} t3"]
    assert page.locator(".target-strip .strip-word").inner_text() == "射擊"  # the card's word
    assert mine.locator(".card-icon-text").count() == 0, "every card has a picture"
    shot(page, "dodge-city-green-cards-zh-Hant-390x844")
    page.locator(".strip-target[data-seat='3']").click()
    assert sent_action(page, stub) == f"use c{KNIFE} t3"


def test_e6_1_doc_holyday_chooses_his_target_then_two_cards_in_either_order(
        open_context: Any) -> None:
    game = position("Doc Holyday")
    legal = set(game.view(0).to_dict()["pending"]["options"])
    low, high = sorted((BEER, PANIC))
    assert f"doc c{low} t1 x{high}" in legal
    page, stub = open_table(open_context, game)
    button = page.locator(".panel [data-action='doc:choose']")
    assert button.count() == 1, "one button for the ability, not one per pair and target"
    assert "Doc Holyday" in button.inner_text()
    button.click()
    page.locator(".strip-target[data-seat='1']").click()
    page.locator(f".hand [data-cost='{high}']").click()  # the higher id first
    second = page.locator(".hand .cost-choice")
    # Any other hand card may be the second; the first chosen is not offered again.
    assert sorted(second.evaluate_all("els => els.map((e) => Number(e.dataset.cost))")) == [
        low, SPRINGFIELD]
    page.locator(f".hand [data-cost='{low}']").click()
    assert sent_action(page, stub) == f"doc c{low} t1 x{high}"
