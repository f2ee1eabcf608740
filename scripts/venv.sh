#!/usr/bin/env bash
# Create (once) the project's virtual environment in .venv and install the project with
# the extras named in $1 (default "dev").  Re-installs only when pyproject.toml changed.
# Says one line while it works; pip's own output appears only on an error.
set -euo pipefail
cd "$(dirname "$0")/.."
extras="${1:-dev}"
py="${PYTHON:-python3}"
stamp=".venv/.installed-$extras"
if [ -x .venv/bin/python ] && [ -f "$stamp" ] && [ ! pyproject.toml -nt "$stamp" ]; then
  exit 0
fi
echo "setting up .venv, about a minute..." >&2
if [ ! -x .venv/bin/python ]; then
  "$py" -m venv .venv
fi
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
.venv/bin/python -m pip install -qq --disable-pip-version-check --upgrade pip \
  >/dev/null 2>&1 || true
# Always the interpreted build here (editable, no mypyc): scripts/test_compiled.sh
# makes the compiled one in its own environment.
if ! BANG_MYPYC=0 .venv/bin/python -m pip install -qq --disable-pip-version-check \
       -e ".[$extras]" >"$log" 2>&1; then
  cat "$log" >&2
  echo "setting up .venv failed (see above)" >&2
  exit 1
fi
touch "$stamp"
