#!/usr/bin/env bash
# The project's main job: set up .venv if needed, then run the `bang` command.
# With no arguments it starts a 5-player card game in the terminal against bots.
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/venv.sh cli
export BANG_COMMAND="./run.sh"
if [ $# -eq 0 ]; then
  set -- play --game cards --players 5
fi
exec .venv/bin/bang "$@"
