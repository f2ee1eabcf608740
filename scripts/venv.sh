#!/usr/bin/env bash
# Create (once) the project's virtual environment in .venv and install the project with
# the extras named in $1 (default "dev").  Re-installs only when pyproject.toml changed.
set -euo pipefail
cd "$(dirname "$0")/.."
extras="${1:-dev}"
py="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$py" -m venv .venv
fi
stamp=".venv/.installed-$extras"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip >/dev/null 2>&1 || true
  # Always the interpreted build here (editable, no mypyc): scripts/test_compiled.sh
  # makes the compiled one in its own environment.
  BANG_MYPYC=0 .venv/bin/python -m pip install --quiet -e ".[$extras]"
  touch "$stamp"
fi
