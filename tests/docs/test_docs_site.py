"""The API reference site builds strictly from the docstrings (``scripts/docs.sh``) and
documents what it promises: the engines' protocol, configs, records, bots, simulate,
tournaments, the RL environments, OpenSpiel and the server protocol."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
MISSING = [name for name in ("mkdocs", "mkdocstrings", "mkdocstrings_handlers.python")
           if importlib.util.find_spec(name.split(".")[0]) is None
           or (name.count(".") and importlib.util.find_spec(name) is None)]


def load_extension() -> object:
    spec = importlib.util.spec_from_file_location("docs_griffe", ROOT / "scripts" /
                                                  "docs_griffe.py")
    assert spec is not None and spec.loader is not None
    if importlib.util.find_spec("griffe") is None:
        pytest.skip("the docs extra (mkdocs, mkdocstrings[python]) is not installed")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_sphinx_roles_become_code_spans() -> None:
    module = load_extension()
    text = ("See :func:`simulate`, :class:`~bang.core.Action`, :meth:`CardGame.view` "
            "and :mod:`bang.i18n.messages`; ``x`` stays.")
    assert module.without_roles(text) == (  # type: ignore[attr-defined]
        "See `simulate`, `Action`, `CardGame.view` and `bang.i18n.messages`; ``x`` stays.")


def build(config: Path, out: Path) -> subprocess.CompletedProcess[str]:
    """``mkdocs build --strict`` as scripts/docs.sh runs it (no ``--quiet``: a quiet
    build does not count its warnings, and strict mode then lets them all through)."""
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict",
                           "--config-file", str(config), "--site-dir", str(out)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
                          check=False)


def need_docs_extra() -> None:
    if MISSING:
        pytest.skip(f"the docs extra is not installed ({', '.join(MISSING)} missing): "
                    f"pip install -e '.[docs]'")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    need_docs_extra()
    out = tmp_path_factory.mktemp("site")
    done = build(ROOT / "mkdocs.yml", out)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "WARNING" not in done.stderr, done.stderr
    return out


def test_the_strict_build_fails_on_a_broken_link(tmp_path: Path) -> None:
    """The way the site is built turns a warning into a failure (a guard on the guard)."""
    need_docs_extra()
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text("# Home\n\n[gone](nowhere.md)\n",
                                                encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    config.write_text(f"site_name: t\ndocs_dir: {tmp_path / 'docs'}\n", encoding="utf-8")
    done = build(config, tmp_path / "site")
    assert done.returncode != 0
    assert "nowhere.md" in done.stderr


def load_hooks() -> object:
    spec = importlib.util.spec_from_file_location("docs_hooks", ROOT / "scripts" /
                                                  "docs_hooks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_links_into_the_source_become_their_text_or_a_repository_link() -> None:
    hooks: Any = load_hooks()
    text = ("[`play.legal_play`](../src/bang/cards/play.py#L81) and "
            "[a test](../tests/cards/test_perft.py) and [rules](RULES.md#a1)")
    assert hooks.source_links(text, None) == (
        "`play.legal_play` and a test and [rules](RULES.md#a1)")
    assert hooks.source_links(text, "https://example.org/bang/") == (
        "[`play.legal_play`](https://example.org/bang/blob/main/src/bang/cards/play.py#L81)"
        " and [a test](https://example.org/bang/blob/main/tests/cards/test_perft.py) and "
        "[rules](RULES.md#a1)")


def test_headings_get_the_anchors_github_gives_them() -> None:
    hooks: Any = load_hooks()
    hooks.on_page_markdown("", None, {}, None)
    assert hooks.github_slug("A9.4 Who is responsible (killer / damage source)") == (
        "a94-who-is-responsible-killer--damage-source")
    assert [hooks.github_slug("Characters") for _ in range(3)] == [
        "characters", "characters-1", "characters-2"]
    assert hooks.github_slug("骰子 遊戲") == "骰子-遊戲"


def page(site: Path, name: str) -> str:
    html = (site / "reference" / name / "index.html").read_text(encoding="utf-8")
    return re.sub(r"<[^>]+>", "", html)


@pytest.mark.parametrize(("name", "words"), [
    ("core", ["bang.core.protocol", "parse_action", "Decision", "IllegalAction", "GameBase",
              "legal_actions", "child_seed", "build_name"]),
    ("cards", ["CardGame", "CardView", "redact_event", "determinize"]),
    ("dice", ["DiceGame", "DiceView"]),
    ("config", ["CardConfig", "DiceConfig", "victory_check", "parse_options",
                "auto-apply every prompt that has a single legal answer", "register_game",
                "When the game can end.", "after the card (official)",
                "Lucky Duke may roll five times instead of four."]),
    ("records", ["to_record", "from_record", "digest", "bang-record/1"]),
    ("bots", ["Bot", "choose", "needs_view", "decide", "register_bot", "make_bot",
              "RandomBot", "hard_bot"]),
    ("sim", ["simulate", "play_game", "GameResult", "SimulationSummary", "wilson"]),
    ("tournament", ["tournament", "TournamentResult", "Standing", "GuardedBot", "Schedule",
                    "ResultsFile", "openskill"]),
    ("rl", ["cards_env", "dice_env", "BangAECEnv", "SingleSeatEnv", "VectorRunner",
            "ActionCodec"]),
    ("openspiel", ["BangGame", "BangState", "BangObserver", "SAMPLED_STOCHASTIC",
                   "information-state string"]),
    ("server", ["protocol.md", "CreateMatch", "Hello", "SeatClient"]),
])
def test_the_reference_documents_each_part(site: Path, name: str, words: list[str]) -> None:
    text = page(site, name)
    for word in words:
        assert word in text, (name, word)
    assert ":func:`" not in text and ":class:`" not in text


def test_the_guides_are_part_of_the_site(site: Path) -> None:
    for guide in ("tournament", "rl", "protocol", "architecture", "RULES", "design", "cards"):
        assert (site / guide / "index.html").exists(), guide
    assert "API reference" in (site / "index.html").read_text(encoding="utf-8")
