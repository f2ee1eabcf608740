#!/usr/bin/env bash
# The reference balance study of docs/balance.md: both games at every player count with
# the normal bots, rules as written, seed 1.  Games per line: DICE_GAMES and CARDS_GAMES
# (default GAMES, default 100000); reports go to OUT/dice and OUT/cards (default
# build/balance), each with its results.sqlite, so an interrupted run resumes where it
# stopped and a larger count plays only the games it adds.  Extra arguments go to both
# commands (e.g. --jobs 2, or --backend ray --address auto).
set -euo pipefail
cd "$(dirname "$0")/.."
games="${GAMES:-100000}"
out="${OUT:-build/balance}"
bang="${BANG:-.venv/bin/bang}"
"$bang" simulate --game dice --players 3-8 --games "${DICE_GAMES:-$games}" --bots normal \
    --seed 1 --report "$out/dice" "$@"
"$bang" simulate --game cards --players 3-8 --games "${CARDS_GAMES:-$games}" --bots normal \
    --seed 1 --report "$out/cards" "$@"
