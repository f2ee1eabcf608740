"""The compiled build: ``pip install .`` compiles the engines, the bots and the
simulation loop with mypyc (the same source, about twice as fast) wherever a C compiler
is found; ``build_backend.py`` decides and sets ``BANG_MYPYC`` (``BANG_MYPYC=0`` asks for
pure Python, and editable installs are pure Python unless ``BANG_MYPYC=1``).

When no C compiler or mypyc is at hand, or compiling fails, the package installs as pure
Python and says so.  The compiled modules are listed in ``COMPILED`` (with the server's per-seat feeds,
``bang/feeds.py``, its frames' texts, ``bang/frame_texts.py``, and the words they carry,
``bang/i18n/messages.py``, which sit outside ``bang.server`` for this); the rest (configs,
command line, simulation driver, the server, RL, statistics) stays interpreted: it
spends little time per decision, and its frozen dataclasses cross process boundaries by
pickle, which compiled frozen dataclasses do not support.  The mypy version that
compiles is pinned in ``build_backend.py``.
"""

from __future__ import annotations

import os
import shutil
import sys
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

#: Modules compiled in the mypyc build (paths under src/).
COMPILED = [
    "bang/core/errors.py", "bang/core/protocol.py", "bang/core/rng.py", "bang/core/seats.py",
    "bang/core/game.py",
    "bang/cards/actions.py", "bang/cards/data.py", "bang/cards/frames.py",
    "bang/cards/events.py", "bang/cards/ghost_state.py", "bang/cards/state.py",
    "bang/cards/view.py", "bang/cards/feed.py", "bang/cards/content.py", "bang/cards/turn.py",
    "bang/cards/play.py", "bang/cards/responses.py", "bang/cards/death.py",
    "bang/cards/base_cards.py", "bang/cards/base_characters.py", "bang/cards/base.py",
    "bang/cards/dodge_city_cards.py", "bang/cards/dodge_city_characters.py",
    "bang/cards/ghost_base.py", "bang/cards/dead_reckonin.py", "bang/cards/dead_mans_hand.py",
    "bang/cards/poker.py", "bang/cards/dispatch.py", "bang/cards/game.py",
    "bang/dice/data.py", "bang/dice/rolls.py", "bang/dice/state.py", "bang/dice/view.py",
    "bang/dice/phases.py", "bang/dice/resolve.py", "bang/dice/abilities.py",
    "bang/dice/content.py", "bang/dice/base.py", "bang/dice/dispatch.py",
    "bang/dice/turn.py", "bang/dice/game.py",
    # Old Saloon (RULES.md Part G)
    "bang/dice/old_saloon_rules.py", "bang/dice/old_saloon_characters.py",
    "bang/dice/old_saloon.py",
    # Undead or Alive (RULES.md Part G)
    "bang/dice/uoa.py", "bang/dice/uoa_duels.py", "bang/dice/uoa_characters.py",
    "bang/dice/uoa_undead.py", "bang/dice/uoa_content.py",
    "bang/bots/role.py", "bang/bots/heuristic.py", "bang/bots/dice.py",
    "bang/bots/ghost_policy.py", "bang/bots/random_bot.py",
    "bang/feeds.py", "bang/frame_texts.py", "bang/i18n/messages.py",
]


def note(message: str) -> None:
    """A line the installer shows (pip shows a build's stderr with -v, and always on
    failure; the message is also written where ``bang bench`` need not look for it)."""
    print(f"bang: {message}", file=sys.stderr)


def compiled_modules() -> list[Any]:
    """The mypyc extension modules, or none (with the reason) for a pure-Python build."""
    if os.environ.get("BANG_MYPYC") != "1":
        return []
    compiler = os.environ.get("CC", "cc")
    if shutil.which(compiler.split()[0]) is None:
        note(f"no C compiler ({compiler}) found: installing the pure-Python build")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        note("mypyc is not installed: installing the pure-Python build")
        return []
    note(f"compiling {len(COMPILED)} modules with mypyc")
    try:
        modules: list[Any] = mypycify([os.path.join("src", m) for m in COMPILED],
                                      opt_level="3", group_name="bang")
    except (Exception, SystemExit) as exc:  # mypyc's type check failed: still installable
        note(f"mypyc refused the sources ({exc}): installing the pure-Python build")
        return []
    return modules


class OptionalBuildExt(build_ext):
    """Compile the extensions, or fall back to the pure-Python package if that fails."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # a missing header, a compiler error: still installable
            note(f"compiling failed ({exc}): installing the pure-Python build")
            self.extensions = []


setup(ext_modules=compiled_modules(), cmdclass={"build_ext": OptionalBuildExt})
