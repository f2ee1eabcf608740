"""Targets where the thumb is: on a 390×844 phone (and a desktop), after choosing a card
that needs a target, every legal target is a button inside the viewport that a tap
reaches, in the bottom panel's target strip, whatever part of the table is on screen;
the dice game's Shoot and Give-the-beer choices too, and never above the dice.  The
positions are exact (eight players: the most seats to aim at)."""

from __future__ import annotations

from typing import Any

import pytest
import stub_table
from browser_kit import shot
from contract_stub import merged_catalogue
from stub_table import reachable

from bang.cards import CardGame
from bang.core.protocol import parse_action
from bang.dice import DiceGame

ROLES = ["sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade", "renegade"]
NAMES = ["Ada", "Bea", "Cy", "Dot", "Eve", "Fay", "Gus", "Hal"]
CARD_CHARACTERS = ["Willy the Kid", "Paul Regret", "Suzy Lafayette", "Bart Cassidy",
                   "El Gringo", "Jesse Jones", "Kit Carlson", "Lucky Duke"]
#: The viewer's hand: BANG! 2♥... (id 1), Panic! (47), Cat Balou (43), Jail (66), Duel (51);
#: a Winchester in play puts everyone in reach.
TARGETING = {"bang": 1, "panic": 47, "cat_balou": 43, "jail": 66, "duel": 51}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}
DESKTOP = {"viewport": {"width": 1440, "height": 900}}


def card_position() -> CardGame:
    hands = [list(TARGETING.values())] + [[2 + i] for i in range(7)]
    return CardGame.from_setup({
        "players": [{"role": r, "character": c, "hand": h, "equipment": [79] if s == 0 else []}
                    for s, (r, c, h) in enumerate(zip(ROLES, CARD_CHARACTERS, hands, strict=True))],
        "turn": 0, "phase": "play", "options": {"eight_players": True}})


def targets_of(game: Any, card: int) -> list[str]:
    options = game.view(0).to_dict()["pending"]["options"]
    return [o for o in options if parse_action(o).card == card and parse_action(o).target >= 0]


def assert_every_target_reachable(page: Any, actions: list[str], what: str) -> None:
    assert actions, f"{what}: the position offers no target"
    strip = page.locator(".target-strip")
    strip.wait_for()
    shown = sorted(strip.locator("[data-target-action]").evaluate_all(
        "els => els.map((e) => e.dataset.targetAction)"))
    assert shown == sorted(actions), (what, shown)
    for action in actions:
        button = strip.locator(f"[data-target-action='{action}']")
        assert reachable(button) == "ok", (what, action, reachable(button))
    # The focus is on a target the player can see, never on one off screen.
    focused = page.evaluate("document.activeElement.dataset.targetAction"
                            " || document.activeElement.dataset.action")
    assert focused in actions, (what, focused)
    assert reachable(page.locator(":focus")) == "ok", (what, "focus")


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_every_target_of_every_targeting_card_is_on_screen_after_choosing_it(
        open_context: Any, size: str) -> None:
    game = card_position()
    context = open_context(**(PHONE if size == "phone" else DESKTOP), reduced_motion="reduce",
                           locale="zh-TW")
    stub = stub_table.serve(context, stub_table.summary("cards", NAMES),
                            [stub_table.state(game, 0)])
    page = stub_table.seated(context, lang="zh-Hant")
    page.locator(".hand [data-select]").first.wait_for()
    for kind, card in TARGETING.items():
        # Wherever the player scrolled to, the targets come to him: start from the top.
        page.evaluate("window.scrollTo(0, 0)")
        chosen = page.locator(f".hand [data-select='{card}']")
        assert chosen.get_attribute("data-kind") == kind
        chosen.click()
        actions = targets_of(game, card)
        assert_every_target_reachable(page, actions, kind)
        if kind == "jail":
            width, height = (PHONE if size == "phone" else DESKTOP)["viewport"].values()
            shot(page, f"targets-jail-zh-Hant-{width}x{height}", full=False)
        page.locator("[data-cancel='selection']").click()
        assert page.locator(".target-strip").count() == 0
    # A tap on a strip button plays the card on that player.
    page.locator(f".hand [data-select='{TARGETING['duel']}']").click()
    page.locator(".target-strip [data-target-action='play c51 t5']").click()
    page.wait_for_function("document.querySelector('.table.is-sending') !== null")
    assert stub.sent[-1] == {"type": "act", "decision": game.pending.id, "action": "play c51 t5"}


def dice_position() -> DiceGame:
    characters = ["Calamity Janet", *CARD_CHARACTERS[1:]]
    game = DiceGame.from_setup({
        "players": [{"role": r, "character": c} for r, c in zip(ROLES, characters, strict=True)],
        "turn": 0, "next_rolls": ["two", "beer", "one", "beer", "gatling"]})
    game.apply("stop", seat=0)
    return game


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_dice_games_shoot_and_beer_targets_are_on_screen_below_the_dice(
        open_context: Any, size: str) -> None:
    game = dice_position()
    first = stub_table.state(game, 0, game_name="dice")
    shoot = game.view(0).to_dict()["pending"]
    assert shoot["kind"] == "shoot"
    game.apply(shoot["options"][0], seat=0)
    game.apply(game.view(0).to_dict()["pending"]["options"][0], seat=0)
    beer = game.view(0).to_dict()["pending"]
    assert beer["kind"] == "beer"
    second = stub_table.state(game, 0, seq=3, game_name="dice")
    context = open_context(**(PHONE if size == "phone" else DESKTOP), reduced_motion="reduce",
                           locale="zh-TW")
    stub_table.serve(context, stub_table.summary("dice", NAMES), [first],
                     replies=lambda act: [second])
    page = stub_table.seated(context, lang="zh-Hant")
    assert_every_target_reachable(page, shoot["options"], "shoot")
    # The die being resolved is on screen, not under the panel, and the targets below it.
    assert reachable(page.locator(".dice .die.resolving")) == "ok"
    dice = page.locator(".dice").bounding_box()
    for action in shoot["options"]:
        box = page.locator(f".target-strip [data-target-action='{action}']").bounding_box()
        assert box["y"] >= dice["y"] + dice["height"], f"{action} is above the dice"
    width, height = (PHONE if size == "phone" else DESKTOP)["viewport"].values()
    shot(page, f"targets-dice-zh-Hant-{width}x{height}", full=False)
    page.locator(f".target-strip [data-target-action='{shoot['options'][0]}']").click()
    page.locator(f".target-strip [data-target-action='{beer['options'][0]}']").wait_for()
    assert_every_target_reachable(page, beer["options"], "beer")
    helpful = page.locator(".target-strip .strip-target.friendly")
    assert helpful.count() == len(beer["options"])


def challenge_position() -> DiceGame:
    """Undead or Alive's Duel dice (RULES.md G7.4): the viewer's DUEL die challenges any
    other living player, at any distance."""
    game = DiceGame.from_setup({
        "players": [{"role": r, "character": c}
                    for r, c in zip(ROLES, ["Calamity Janet", *CARD_CHARACTERS[1:]], strict=True)],
        "turn": 0, "next_rolls": ["dynamite", "gatling", "gatling", "duel", "duel"],
        "config": {"uoa_duel_dice": True, "uoa_rage_stub": "skip"}})
    game.apply("stop", seat=0)
    return game


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_duel_dies_challenge_is_made_on_the_seats(open_context: Any, size: str) -> None:
    game = challenge_position()
    challenge = game.view(0).to_dict()["pending"]
    assert challenge["kind"] == "challenge" and len(challenge["options"]) == 7
    screen = PHONE if size == "phone" else DESKTOP
    context = open_context(**screen, reduced_motion="reduce", locale="zh-TW")
    stub = stub_table.serve(context, stub_table.summary("dice", NAMES),
                            [stub_table.state(game, 0, game_name="dice")])
    page = stub_table.seated(context, lang="zh-Hant")
    assert_every_target_reachable(page, challenge["options"], "challenge")
    # Not a list in a dialog: the seats and the strip under the thumb carry it.
    assert page.locator("dialog[open]").count() == 0
    word = page.locator(".target-strip .strip-word").inner_text()
    assert word == merged_catalogue("zh-Hant")["web.target.duel"], word
    width, height = screen["viewport"].values()
    shot(page, f"targets-challenge-zh-Hant-{width}x{height}", full=False)
    page.locator(".target-strip [data-target-action='duel c3 t5']").click()
    page.wait_for_function("document.querySelector('.table.is-sending') !== null")
    assert stub.sent[-1] == {"type": "act", "decision": game.pending.id,
                             "action": "duel c3 t5"}
