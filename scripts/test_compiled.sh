#!/usr/bin/env bash
# The compiled build (mypyc, see setup.py) in its own environment, .venv-compiled: build
# and install it (again only when the sources or the catalogues changed), check that it really is
# compiled, then run the seeded-digest test, the engine tests, the feed and frame tests
# (the server's per-seat views and frames, bang.feeds and bang.frame_texts) and the
# message tests (bang.i18n.messages) against it.
# Extra arguments go to pytest.  The development environment (.venv) stays interpreted.
set -euo pipefail
cd "$(dirname "$0")/.."
py="${PYTHON:-python3}"
venv=.venv-compiled
if [ ! -x "$venv/bin/python" ]; then
  "$py" -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip >/dev/null 2>&1 || true
fi
stamp="$venv/.installed-$(cat setup.py build_backend.py pyproject.toml \
  $(find src -name '*.py' -o -name '*.json' | sort) | sha256sum | cut -c1-16)"
if [ ! -f "$stamp" ]; then
  rm -f "$venv"/.installed-*
  # The package as a plain `pip install .` gives it (compiled wherever a C compiler is
  # found, without being asked), and only what the engine tests need (not the dev extras).
  env -u BANG_MYPYC "$venv/bin/python" -m pip install --quiet . \
    "pytest>=8.0" "pytest-xdist>=3.5" "hypothesis>=6.100"
  touch "$stamp"
fi
# Run from a directory without src/, so that nothing but the installed build is imported.
"$venv/bin/python" -c 'import sys; from bang.core.build import build_name, is_compiled
print("bang build:", build_name()); sys.exit(0 if is_compiled() else 1)' \
  || { echo "the compiled build did not compile (see pip's output above)" >&2; exit 1; }
"$venv/bin/python" -m pytest -p no:cacheprovider -n 2 -q \
  tests/golden tests/cards tests/dice tests/core tests/bots tests/sim tests/feeds tests/i18n "$@"
