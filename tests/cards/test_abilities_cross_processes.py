"""A seat's abilities reach another process whole: a root-parallel search pickles an
information set (which holds them) for its worker processes, and a frozen class of the
compiled build cannot be rebuilt field by field (the worker died on it, and the search
waited for it for ever)."""

from __future__ import annotations

import pickle
import subprocess
import sys

import bang.cards  # noqa: F401  (registers the base game's characters)
from bang.cards.state import ABILITIES, merge_abilities

#: Unpickles what stdin holds in a fresh interpreter and prints what came out.
READ = ("import pickle, sys; found = pickle.loads(sys.stdin.buffer.read());"
        " print(sorted(a.key for a in found))")


def test_every_ability_survives_pickling_into_a_fresh_process() -> None:
    assert len(ABILITIES) >= 16  # the base game's characters, at least
    merged = merge_abilities(tuple(sorted(ABILITIES)[:2]))
    abilities = [*ABILITIES.values(), merged]
    done = subprocess.run([sys.executable, "-c", READ], input=pickle.dumps(abilities),
                          capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.decode().strip() == repr(sorted(a.key for a in abilities))
    again = pickle.loads(pickle.dumps(merged))
    assert again == merged
