#!/usr/bin/env bash
# The whole check: set up .venv if needed, then lint, type-check and run the tests.
# Extra arguments go to pytest (e.g. ./test.sh --soak, ./test.sh -k duel).
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/system-deps.sh
bash scripts/venv.sh dev
.venv/bin/ruff check src tests benchmarks scripts
.venv/bin/mypy
.venv/bin/pytest -n auto "$@"
