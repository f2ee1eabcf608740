"""The gallery of cards and rules, in a real Chromium against a real ``bang serve``:
every card kind, every character of both games, every role, die face, variant rule and
rule option the catalogue has is shown, in each of the three languages (no English word
of the game in the Chinese pages), and the table links to it."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from browser_kit import shot
from table_player import DESKTOP, PHONE, assert_fits, new_page, start_at_a_waiting_table

from bang.i18n import LANGUAGES


def catalog(server: str, lang: str) -> dict[str, Any]:
    with urllib.request.urlopen(f"{server}/api/catalog?lang={lang}", timeout=10) as response:
        data: dict[str, Any] = json.loads(response.read())
    return data


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_gallery_shows_every_card_character_role_face_and_variant_rule(
        open_context: Any, server: str, lang: str) -> None:
    data = catalog(server, lang)
    page = new_page(open_context, DESKTOP, lang=lang)
    page.goto(f"{server}/#/gallery")
    page.locator("[data-gallery='options']").wait_for()
    for kind, info in data["kinds"].items():
        item = page.locator(f"[data-gallery='cards'] [data-kind='{kind}'].gallery-item")
        text = item.inner_text()
        assert info["name"] in text and info["help"] in text, kind
    for game in ("cards", "dice"):
        for name, info in data["characters"][game].items():
            row = page.locator(f"[data-character='{name}'][data-game='{game}']")
            assert info["name"] in row.inner_text() and info["help"] in row.inner_text(), name
        for variant in data["variants"][game]:
            block = page.locator(f"[data-variant='{variant['id']}']").inner_text()
            assert variant["title"] in block and variant["rules"], variant["id"]
            assert all(line in block for line in variant["rules"]), variant["id"]
    for role, info in data["role_info"].items():
        row = page.locator(f"[data-gallery='roles'] [data-role='{role}']")
        assert info["help"] in row.inner_text(), role
    for face, info in data["face_info"].items():
        row = page.locator(f"[data-gallery='faces'] [data-face='{face}']")
        assert info["help"] in row.inner_text(), face
    text = page.locator("main.gallery").inner_text()
    assert not re.search(r"\{\w+\}", text), "an unfilled placeholder"
    if lang != "en":
        english = catalog(server, "en")
        words = [info["name"] for kind, info in english["kinds"].items() if kind != "bang"]
        words += [info["name"] for info in english["characters"]["cards"].values()]
        words += ["Sheriff", "Outlaw", "Renegade", "Deputy", "Dead Reckonin'", "ghost"]
        # Not a name the language prints as in English (Cat Balou, Mustang, the people).
        same = ([info["name"] for info in data["kinds"].values()]
                + [info["name"] for info in data["characters"]["cards"].values()]
                + [info["name"] for info in data["role_info"].values()]
                + [v["title"] for game in ("cards", "dice") for v in data["variants"][game]])
        words = [w for w in words if not any(w.lower() in name.lower() for name in same)]
        # Nor a word inside a title the language keeps (the card Dodge in "Dodge City").
        from contract_stub import merged_catalogue

        local, en = merged_catalogue(lang), merged_catalogue("en")
        for key, kept in local.items():
            if isinstance(kept, str) and en.get(key) == kept and "{" not in kept:
                text = text.replace(kept, " ")
        # The dice expansions' boxes, whose titles the catalogues keep in English where no
        # edition in the language was found.
        for title in ("Old Saloon", "Undead or Alive"):
            text = text.replace(title, " ")
        assert [w for w in words if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text)] == []
    assert_fits(page, "the gallery")


@pytest.mark.parametrize("options", [PHONE, DESKTOP])
def test_the_gallery_in_traditional_chinese_and_the_tables_link_to_it(
        open_context: Any, server: str, options: dict[str, Any]) -> None:
    page = new_page(open_context, options, lang="zh-Hant")
    # The table waits for the player (the end screen, a modal, would cover the top bar).
    start_at_a_waiting_table(page, server, "dice", 3)
    link = page.locator(".topbar a.gallery-link")
    assert link.get_attribute("href") == "/#/gallery?game=dice"
    with page.context.expect_page() as opened:
        link.click()
    gallery = opened.value
    gallery.locator("[data-gallery='faces']").wait_for()
    assert_fits(gallery, "the gallery")
    width, height = options["viewport"]["width"], options["viewport"]["height"]
    shot(gallery, f"gallery-zh-Hant-{width}x{height}", full=False)
    for section in ("faces", "variants"):
        gallery.locator(f"[data-section='{section}']").click()
        gallery.wait_for_function(
            f"document.querySelector('#gallery-{section}').getBoundingClientRect().top < 120")
        # Its title shows below the sticky row of section links, not under it.
        title = gallery.locator(f"#gallery-{section} h2").bounding_box()
        nav = gallery.locator(".gallery-nav").bounding_box()
        assert title["y"] >= nav["y"] + nav["height"] - 1, (section, title, nav)
    shot(gallery, f"gallery-rules-zh-Hant-{width}x{height}", full=False)
