"""The browser's own words and pictures, checked without a browser (that every web key
exists in the three languages with the same placeholders is checked with the game's
keys in tests/i18n/test_catalogues.py): every key the JavaScript asks for exists,
no web key shadows a shared game key, every protocol error code has words, and every
icon the page uses is in the committed sprite (and no unused icon is)."""

from __future__ import annotations

import importlib.util
import json
import re
from importlib import resources
from pathlib import Path

import pytest

from bang.i18n import LANGUAGES, catalogue

STATIC = Path(__file__).resolve().parents[2] / "src" / "bang" / "web" / "static"
ERROR_CODES = ("bad_message", "too_large", "rate_limited", "unauthorized", "not_found",
               "forbidden", "conflict", "stale_decision", "not_your_decision",
               "illegal_action", "not_started", "finished", "server_busy")


def web_catalogue(lang: str) -> dict[str, str]:
    text = resources.files("bang.i18n").joinpath("web", f"{lang}.json").read_text("utf-8")
    data: dict[str, str] = json.loads(text)
    return data


def scripts() -> str:
    return "\n".join(p.read_text("utf-8") for p in sorted((STATIC / "js").rglob("*.js")))


def test_web_keys_are_only_web_and_error_keys_and_never_shadow_game_words() -> None:
    for lang in LANGUAGES:
        shared = catalogue(lang)
        for key in web_catalogue(lang):
            assert key.startswith(("web.", "error.")), key
            assert key not in shared, key


#: Keys the shared message rules (``bang.i18n.messages``) add to the game catalogue.
MESSAGE_RULE_KEYS = frozenset({"ui.list_sep", "ui.name_details", "ui.cards_other",
                               "ui.no_card", "ui.nobody", "ui.none"})


def test_every_literal_key_the_page_asks_for_exists() -> None:
    english = {**catalogue("en"), **web_catalogue("en")}
    if importlib.util.find_spec("bang.i18n.messages") is None:
        # Until the shared message rules are in this tree, their keys are checked below.
        english.update(dict.fromkeys(MESSAGE_RULE_KEYS, ""))
    pattern = r"""["'`]((?:web|error|ui|why|role|face|variant)\.[a-z_.]+[a-z_])["'`]"""
    asked = set(re.findall(pattern, scripts()))
    assert asked, "the scan found no keys: the pattern is broken"
    # A message that takes a count has only its plural forms (<key>_one, <key>_other ...).
    assert sorted(k for k in asked if k not in english and f"{k}_other" not in english) == []


def test_the_message_rule_keys_the_renderer_uses_exist() -> None:
    if importlib.util.find_spec("bang.i18n.messages") is None:
        pytest.skip("bang.i18n.messages (the shared message rules) is not in this tree yet")
    for lang in LANGUAGES:
        assert set(catalogue(lang)) >= MESSAGE_RULE_KEYS, lang


def test_every_protocol_error_code_has_words() -> None:
    for lang in LANGUAGES:
        words = web_catalogue(lang)
        for code in ERROR_CODES:
            assert f"error.{code}" in words, (lang, code)


def test_the_sprite_holds_exactly_the_icons_the_page_uses_with_their_credit() -> None:
    sprite = (STATIC / "icons" / "game-icons.svg").read_text("utf-8")
    ids = set(re.findall(r'<symbol id="([^"]+)"', sprite))
    code = scripts()
    used = set(re.findall(r"""icon\(\s*["'`]([a-z_-]+)["'`]""", code))
    # Icons chosen at run time: the catalogue's pictograms of card kinds, roles and die
    # faces (one per kind but Indians!, drawn with a word-like mark), and the page's own.
    from bang.server.catalog import localized_catalog

    data = localized_catalog("en")
    kinds = {info["icon"] for info in data["kinds"].values() if info["icon"]}
    # The base game's kinds all have one but Indians!; an expansion's kind may have none
    # yet (Dodge City's 22: the page then draws its word-like mark, as for Indians!).
    from bang.cards.data import KIND_KEYS

    assert sorted(k for k, info in data["kinds"].items()
                  if not info["icon"] and k in KIND_KEYS) == ["indians"]
    assert all(info["icon"] for info in [*data["role_info"].values(), *data["face_info"].values()])
    dynamic = ({"sound-on", "sound-off", "dice", "cards", "dead"} | kinds
               | {info["icon"] for info in data["role_info"].values()}
               | {info["icon"] for info in data["face_info"].values()})
    assert used <= ids, used - ids
    assert dynamic <= ids, dynamic - ids
    assert ids <= used | dynamic, f"unused icons committed: {ids - used - dynamic}"
    credits = (STATIC / "icons" / "CREDITS.md").read_text("utf-8")
    assert "CC BY 3.0" in credits and "game-icons.net" in credits
    for name in re.findall(r"<title>([^<]+)</title>", sprite):
        assert f"`{name}`" in credits, name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_game_catalogue_in_each_language_has_words_for_everything_the_page_draws(
        lang: str) -> None:
    """``/api/catalog?lang=``: the page draws cards, characters, roles, faces, options
    and variants from it alone, so each has its words in every language."""
    from bang.server.catalog import localized_catalog

    data = localized_catalog(lang)
    base_cards = [c for c in data["cards"].values() if c["box"] == "base"]
    assert data["lang"] == lang and len(base_cards) == 160
    assert {c["kind"] for c in data["cards"].values()} == set(data["kinds"])
    for kind, info in data["kinds"].items():
        assert info["name"] and info["effect"] and info["help"] and info["target"], kind
        assert info["copies"] > 0 and info["colour"] in ("brown", "blue", "green"), kind
    hostile = {k for k, info in data["kinds"].items() if info["hostile"] and info["box"] == "base"}
    assert hostile == {"bang", "panic", "cat_balou", "jail", "duel"}
    for game in ("cards", "dice"):
        base = [c for c in data["characters"][game].values() if c["box"] == "base"]
        assert len(base) == 16, game
        assert all(c["name"] and c["help"] for c in data["characters"][game].values()), game
        lobby = [o for o in data["options"][game] if o["lobby"]]
        assert lobby and all(o["label"] and (o["help"] or o["name"] in (
            "three_player", "eight_players", "ghost_variant")) for o in lobby), game
        assert all(v["title"] and len(v["rules"]) >= 3 for v in data["variants"][game]), game
    assert all(o["label"] != o["name"] for game in ("cards", "dice")
               for o in data["options"][game]), "an option without words"
    assert all(r["name"] and r["help"] for r in data["role_info"].values())
    assert all(f["name"] and f["help"] for f in data["face_info"].values())
    assert data["targets"]["beer"]["helpful"] and not data["targets"]["shoot"]["helpful"]


def test_the_catalogue_route_answers_each_language_and_refuses_others() -> None:
    from fastapi.testclient import TestClient

    from bang.server.app import create_app

    with TestClient(create_app("sqlite:///:memory:")) as client:
        neutral = client.get("/api/catalog").json()
        base = [c for c in neutral["cards"].values() if c["box"] == "base"]
        assert "kinds" not in neutral and len(base) == 160
        local = client.get("/api/catalog?lang=zh-Hant").json()
        assert local["kinds"]["missed"]["name"] == "閃避"
        refused = client.get("/api/catalog?lang=xx")
        assert refused.status_code == 404 and refused.json()["code"] == "not_found"
