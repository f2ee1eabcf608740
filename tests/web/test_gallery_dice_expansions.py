"""The gallery's entries of the dice game's expansions (RULES.md Part G) in every
language: the Loudmouth, the Coward and the Duel die with their six faces, the new faces
with their texts, the 16 new characters and the Zombie card under their boxes, and the
Boneyard cards; none of their English names shows in another language."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from table_player import DESKTOP, PHONE, assert_fits, new_page

from bang.i18n import LANGUAGES

NEW_FACES = ("double_one", "double_two", "double_beer", "double_gatling", "broken_arrow",
             "bullet", "whiskey", "duel")
BOXES = ("old_saloon", "undead_or_alive")
#: English words of the expansions that a translated gallery must not print (the High
#: Noon edition "The Bullet" keeps its English title in some catalogues).
ENGLISH = re.compile(r"Loudmouth|Coward|Broken Arrow|(?<!The )Bullet|Double Beer|Boneyard"
                     r"|Duel Wound|zombie hands|Zombie Master|Chief's Arrow")


def catalog(server: str, lang: str) -> dict[str, Any]:
    with urllib.request.urlopen(f"{server}/api/catalog?lang={lang}", timeout=10) as response:
        data: dict[str, Any] = json.loads(response.read())
    return data


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_gallery_shows_the_dice_expansions_dice_faces_characters_and_boneyard(
        open_context: Any, server: str, lang: str) -> None:
    data = catalog(server, lang)
    page = new_page(open_context, DESKTOP, lang=lang)
    page.goto(f"{server}/#/gallery?game=dice")
    page.locator("[data-gallery='boneyard']").wait_for()
    dice = data["die_info"]
    assert set(dice) == {"base", "loudmouth", "coward", "duel"}
    for key, info in dice.items():
        row = page.locator(f"[data-gallery='dice'] [data-die='{key}']")
        assert info["name"] and info["name"] in row.inner_text(), key
        assert row.locator(".die").count() == 6, key
        for face in info["faces"]:
            assert row.locator(f".die.face-{face}").count() >= 1, (key, face)
    for face in NEW_FACES:
        info = data["face_info"][face]
        assert info["icon"] == f"face-{face}" and info["box"] in BOXES, face
        row = page.locator(f"[data-gallery='faces'] [data-box='{info['box']}']"
                           f" [data-face='{face}']")
        assert info["name"] in row.inner_text() and info["help"] in row.inner_text(), face
    # A doubled face shows its symbol twice (G2.4).
    doubled = page.locator("[data-gallery='faces'] [data-face='double_one'] .die-double")
    assert doubled.locator(".die-icon").count() == 2
    new = {name: info for name, info in data["characters"]["dice"].items()
           if info["box"] in BOXES}
    assert len(new) == 17  # 8 + 8 characters and the Zombie card
    for name, info in new.items():
        row = page.locator(f"[data-gallery='characters'] [data-character='{name}']"
                           f"[data-game='dice'][data-box='{info['box']}']")
        text = row.inner_text()
        assert info["name"] in text and info["help"] and info["help"] in text, name
    hands = page.locator("[data-gallery='boneyard'] [data-hands]")
    assert hands.count() == len(set(data["boneyard_cards"]))
    for i in range(hands.count()):
        n = int(hands.nth(i).get_attribute("data-hands") or "0")
        assert hands.nth(i).locator(".icon").count() == n
    text = page.locator("main.gallery").inner_text()
    assert not re.search(r"\{\w+\}", text), "an unfilled placeholder"
    if lang != "en":
        found = ENGLISH.findall(text)
        assert found == [], f"English words in the {lang} gallery: {found}"
    assert_fits(page, "the gallery")


def test_the_dice_expansions_gallery_fits_a_phone(open_context: Any, server: str) -> None:
    page = new_page(open_context, PHONE, lang="zh-Hant")
    page.goto(f"{server}/#/gallery?game=dice")
    page.locator("[data-gallery='dice']").wait_for()
    page.locator("[data-section='dice']").click()
    assert_fits(page, "the gallery on a phone")
    page.locator("[data-gallery='dice']").screenshot(path="/tmp/dice-shots/gallery-dice-zh-Hant.png")
