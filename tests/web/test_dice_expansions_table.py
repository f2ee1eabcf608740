"""The dice game's expansions at the browser table (RULES.md Part G): a whole game with
every sourced module of Old Saloon and Undead or Alive, chosen in the lobby, played to its
end by clicking on a 390×844 phone in 繁體中文 against bots.  The Saloon dice, the Chief's
Arrow, the Duel dice, Duel Wound tokens, the Boneyard and the zombies must appear, nothing
may overflow sideways, and no English game word may show.  Screenshots go under
``/tmp/dice-shots/`` (or ``BANG_DICE_SHOTS``) for a person to look at."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path
from typing import Any

from table_player import (
    PHONE,
    assert_fits,
    create_in_lobby,
    decision_kind,
    is_over,
    new_page,
    play_to_the_end,
    tick,
    wait_ready,
)

SHOTS = Path(os.environ.get("BANG_DICE_SHOTS", "/tmp/dice-shots"))
MODULES = ("os_saloon_dice", "os_chief_arrow", "os_characters", "uoa_duel_dice",
           "uoa_characters", "uoa_undead")
#: Reserved keys (RULES.md G13): listed in the lobby, never offered.
RESERVED = ("os_special_roles", "os_ghost", "uoa_rage_cards")
#: English game words that must not show in a 繁體中文 page.
ENGLISH = re.compile(r"\b(Loudmouth|Coward|Chief's Arrow|Duel|Whiskey|Boneyard|Zombie|"
                     r"Bullet|Broken Arrow|Wound|arrows?|rolls? left)\b")


#: Hide (or show again) the decision dialog, so a screenshot shows the table under it.
HIDE_DIALOGS = """(hide) => {
  const covers = [...document.querySelectorAll('dialog[open], body *')].filter((el) =>
    el.matches('dialog[open]') || ['fixed', 'sticky'].includes(getComputedStyle(el).position)
    || el.dataset.hiddenForShot);
  for (const el of covers) {
    if (hide) { el.dataset.hiddenForShot = '1'; el.style.visibility = 'hidden'; }
    else { delete el.dataset.hiddenForShot; el.style.visibility = ''; }
  }
}"""


def save(page: Any, name: str, selector: str | None = None) -> None:
    """A screenshot of the screen, and of the table's part ``selector`` shows (whole,
    even where it runs below the fold) with the dialog out of the way."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False)
    if selector is not None and page.locator(selector).count():
        page.evaluate(HIDE_DIALOGS, True)
        try:
            page.locator(selector).first.screenshot(path=str(SHOTS / f"{name}-part.png"))
        finally:
            page.evaluate(HIDE_DIALOGS, False)


def choose_every_module(page: Any, server: str) -> None:
    """The lobby's form: a 5-player dice game with every sourced module ticked."""
    create_in_lobby(page, server, "dice", 5, round_limit=40)
    for name in RESERVED:
        box = page.locator(f"input[data-option='{name}']")
        assert box.count() == 1 and box.is_disabled(), name
    for name in MODULES:
        tick(page.locator(f"input[data-option='{name}']"))
    # The Duel dice need the house rule for the unsourced Rage cards: set with them, shown.
    assert page.locator("select[data-option='uoa_rage_stub']").input_value() == "skip"
    for name in ("whiskey_uncancels", "sean_mallory_scope", "zombie_master_is_zombie",
                 "boneyard_cards", "chief_arrow_attack_trigger"):
        assert page.locator(f"[data-option='{name}']").count() == 1, name


def test_a_whole_dice_game_with_every_expansion_module_on_a_phone_in_chinese(
        open_context: Any, server: str) -> None:
    """Whole games until every marker has been seen (a zombie outbreak comes in about
    one 5-player game in two; at most four games)."""
    page = new_page(open_context, PHONE, lang="zh-Hant")
    seen: dict[str, bool] = {}
    looks = {"kind": ".die.kind-loudmouth, .die.kind-coward", "duel": ".die.kind-duel",
             "chief": ".chief-arrow",
             "wound": "article.seat .wound-token", "pile": "[data-wound-pile]",
             "boneyard": "[data-boneyard]", "outbreak": "[data-outbreak]",
             "zombie": "article.seat [data-zombie]", "saloon": "[data-saloon]"}
    english: list[str] = []

    prompts = {"saloon_die", "chief_arrow", "challenge", "whiskey", "sean_mallory",
               "broken_arrow", "molly_stark", "apache_kid", "elena_fuente", "belle_star",
               "chuck_wengam", "sam_the_healer", "kit_carlson"}

    def look(p: Any, step: int) -> None:
        kind = decision_kind(p)
        if kind in prompts and not seen.get(f"prompt-{kind}"):
            seen[f"prompt-{kind}"] = True
            assert_fits(p, f"the {kind} decision")
            # The dice game has no cards: a die's number is never drawn as a card.
            assert p.locator("dialog[open] .card, .panel .option .card").count() == 0, kind
            save(p, f"prompt-{kind}")
        for what, selector in looks.items():
            if not seen.get(what) and p.locator(selector).count():
                seen[what] = True
                assert_fits(p, f"the table showing {what}")
                seat = selector.startswith("article.seat ") or (
                    what == "chief" and not p.locator(f".centre {selector}").count())
                inner = selector.removeprefix("article.seat ")
                part = f"article.seat:has({inner})" if seat else ".centre"
                save(p, f"table-{what}", part)
        if step % 5 == 0:
            text = p.locator(".table").inner_text()
            english.extend(ENGLISH.findall(text))
        if step % 25 == 0:
            assert_fits(p, f"the table at click {step}")

    for game in range(4):
        choose_every_module(page, server)
        if game == 0:
            assert_fits(page, "the lobby with the dice expansions")
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / "lobby-dice-expansions.png"), full_page=True)
        page.locator("[data-create]").click()
        page.locator(".me .seat").wait_for()
        wait_ready(page)
        clicks = play_to_the_end([page], random.Random(7 + game), each=look, limit_s=420)
        assert clicks > 0 and is_over(page)
        end = page.locator("dialog.dialog-over[open]")
        save(page, f"end-{game}")
        href = end.locator("[data-end='record']").get_attribute("href")
        record = page.request.get(server + (href or "")).json()
        assert all(record["config"][m] is True for m in MODULES)
        if set(looks) <= set(seen):
            break
    assert english == [], f"English game words on the Chinese table: {sorted(set(english))}"
    assert set(looks) <= set(seen), f"never shown: {sorted(set(looks) - set(seen))}"
    # The player met the Saloon die's question at least (asked at each of his turns).
    assert seen.get("prompt-saloon_die")
