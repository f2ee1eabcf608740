"""``help`` in the terminal explains the ghost variants (``help ghost``, ``help 死魂靈``
found nothing), in each language, from the same rule paragraphs as the gallery."""

from __future__ import annotations

import pytest

from bang.i18n import LANGUAGES, help_index_text, help_text, t, variant_rules


@pytest.mark.parametrize(("name", "lang", "variants"), [
    ("ghost", "en", ("dead_reckonin", "dead_mans_hand")),
    ("Ghosts", "en", ("dead_reckonin", "dead_mans_hand")),
    ("dead reckonin'", "en", ("dead_reckonin",)),
    ("Dead Man's Hand", "en", ("dead_mans_hand",)),
    ("死魂靈", "zh-Hant", ("dead_reckonin",)),
    ("死亡清算", "zh-Hant", ("dead_reckonin",)),
    ("死者之手", "zh-Hant", ("dead_mans_hand",)),
    ("鬼魂", "zh-Hant", ("dead_reckonin", "dead_mans_hand")),
    ("死魂灵", "zh-Hans", ("dead_reckonin",)),
    ("长靴山", "zh-Hans", ("dead_mans_hand",)),
    ("鬼魂", "zh-Hans", ("dead_reckonin", "dead_mans_hand")),
])
def test_help_names_a_ghost_variant_and_gives_its_rules(name: str, lang: str,
                                                        variants: tuple[str, ...]) -> None:
    text = help_text(name, lang)
    assert text is not None
    for variant in ("dead_reckonin", "dead_mans_hand"):
        shown = t(f"variant.{variant}", lang) in text
        assert shown == (variant in variants), variant
        if shown:
            assert all(rule in text for rule in variant_rules(variant, lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_variant_has_its_rules_in_every_language(lang: str) -> None:
    for variant in ("dead_reckonin", "dead_mans_hand"):
        rules = variant_rules(variant, lang)
        assert len(rules) >= 3
        assert rules != variant_rules(variant, "en") or lang == "en"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bare_help_lists_the_variants(lang: str) -> None:
    assert t("variant.dead_mans_hand", lang) in help_index_text(lang)
    assert t("variant.dead_mans_hand", lang) not in help_index_text(lang, game="dice")
