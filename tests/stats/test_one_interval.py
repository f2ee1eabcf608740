"""The Wilson interval is written once, in bang.stats.intervals: every report, the
tournament tables, the RL examples and the benchmarks take it from there, so a fix to it
(the clustered seats' ``independent`` count, the exact 0 and 1 ends) reaches them all."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The formula's tell-tale term z²/(4n) (or z²/(4n²)), however it is spelt.
_FORMULA = re.compile(r"z \* z / \(4 \*|z2n / \(4 \*|z\*\*2 / \(4 \*")


def _sources(*folders: str) -> list[Path]:
    return [path for folder in folders for path in sorted((ROOT / folder).rglob("*.py"))]


def test_the_wilson_formula_is_written_in_one_place() -> None:
    homes = [str(path.relative_to(ROOT))
             for path in _sources("src", "examples", "benchmarks", "scripts")
             if _FORMULA.search(path.read_text(encoding="utf-8"))]
    assert homes == ["src/bang/stats/intervals.py"]


def test_the_package_defines_one_wilson_function() -> None:
    homes = [str(path.relative_to(ROOT)) for path in _sources("src")
             if re.search(r"^def _?wilson\w*\(", path.read_text(encoding="utf-8"), re.M)]
    assert homes == ["src/bang/stats/intervals.py"]


def test_the_benchmarks_wrapper_gives_the_reports_interval() -> None:
    import sys

    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import ratings
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    from bang.stats.intervals import wilson

    rate = wilson(7, 20)
    assert ratings.wilson(7, 20) == (rate.value, rate.low, rate.high)
