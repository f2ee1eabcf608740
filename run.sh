#!/usr/bin/env bash
# The project's main job: set up .venv if needed, then run the `bang` command.
# With no arguments it shows a bot simulation of the card game.
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/venv.sh cli
if [ $# -eq 0 ]; then
  set -- simulate --game cards --players 5 --games 2000 --seed 1
fi
exec .venv/bin/bang "$@"
