#!/usr/bin/env bash
# The reference balance study of docs/balance.md: both games at every player count with
# the normal bots.  GAMES per line (default 100000) and OUT (default build/balance) may be
# set; results are kept in OUT/<game>/results.sqlite, so an interrupted run resumes.
set -euo pipefail
cd "$(dirname "$0")/.."
games="${GAMES:-100000}"
out="${OUT:-build/balance}"
bang="${BANG:-.venv/bin/bang}"
"$bang" simulate --game dice --players 3-8 --games "$games" --bots normal --seed 1 \
    --jobs "${JOBS:-1}" --report "$out/dice" "$@"
"$bang" simulate --game cards --players 3-8 --games "$games" --bots normal --seed 1 \
    --jobs "${JOBS:-1}" --report "$out/cards" "$@"
