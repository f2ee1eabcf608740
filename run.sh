#!/usr/bin/env bash
# The project's main job: set up .venv-run if needed (the compiled build where a C
# compiler is found, see scripts/run_env.sh), then run the `bang` command.
# With no arguments it starts the multiplayer server on http://127.0.0.1:8000 (matches
# kept in data/bang.sqlite3); `./run.sh play` plays in the terminal against bots.
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/run_env.sh cli,server
# Every connection holds a file descriptor: raise the soft open-file limit to the hard
# one (the server keeps its connection cap below whatever limit it gets, and says so).
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
export BANG_COMMAND="./run.sh"
if [ $# -eq 0 ]; then
  set -- serve --host 127.0.0.1 --port 8000 --db data/bang.sqlite3
elif [ "$1" = "play" ] && [ $# -eq 1 ]; then
  set -- play --game cards --players 5
fi
exec .venv-run/bin/bang "$@"
