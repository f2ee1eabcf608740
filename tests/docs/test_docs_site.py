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


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if MISSING:
        pytest.skip(f"the docs extra is not installed ({', '.join(MISSING)} missing): "
                    f"pip install -e '.[docs]'")
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet",
                           "--config-file", str(ROOT / "mkdocs.yml"), "--site-dir", str(out)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "WARNING" not in done.stderr, done.stderr
    return out


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
    for guide in ("tournament", "rl", "protocol", "architecture", "RULES"):
        assert (site / guide / "index.html").exists(), guide
    assert "API reference" in (site / "index.html").read_text(encoding="utf-8")
