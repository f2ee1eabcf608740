"""Engine benchmarks (docs/design.md §8): ``python benchmarks/bench.py [--game G] [--players 4-8]
[--seconds S]`` is ``bang bench`` with the same arguments; see ``bang.sim.bench``."""

from __future__ import annotations

import sys

from bang.cli.main import main

if __name__ == "__main__":
    sys.exit(main(["bench", *sys.argv[1:]]))
