"""`bang serve` with the match task's steps timed: where an action's CPU goes.

``benchmarks/server_load.py --steps`` starts the server through this script instead of
``python -m bang.cli.main``.  It wraps a few of the server's functions with
``time.thread_time()`` (CPU time of the event loop's thread, so time spent waiting for
a core is not counted) and answers two signals: SIGUSR2 forgets what was counted (the
measuring window starts), SIGUSR1 writes the counts to the JSON file named by
``BANG_STEPS_OUT``.  The nested steps overlap (``Match.commit`` holds
``Match.broadcast``, which holds each seat's ``CardFeed.look``), and each wrapper adds
its own two clock reads and a call, so the figures are a breakdown to
compare, not a sum.

With ``BANG_PROFILE_OUT`` set as well (``server_load.py --profile``), the window is
also profiled with ``cProfile`` (the event loop's thread: every Python function of the
server, uvicorn and websockets) and its statistics written to that file, to read with
``python -m pstats``.  The profiler makes every call dearer, so its figures say where
the time goes, not how much an action costs.
"""

from __future__ import annotations

import cProfile
import json
import os
import runpy
import signal
import sys
import time
from collections import defaultdict
from typing import Any

from bang import feeds, frame_texts
from bang.server import app, connection, match, storage

SPENT: defaultdict[str, float] = defaultdict(float)
CALLS: defaultdict[str, int] = defaultdict(int)

#: (owner, function name): the steps timed.
STEPS = [(match.Match, "act"), (match.Match, "commit"), (match.Match, "broadcast"),
         (match.Match, "schedule"), (match.Match, "check"), (match.Match, "deadlines"),
         (frame_texts.MatchFrames, "decision_json"), (frame_texts.MatchFrames, "goal_json"),
         (frame_texts.MatchFrames, "delta_text"), (frame_texts.MatchFrames, "state_text"),
         (storage.SqlStorage, "append_action"), (feeds.CardFeed, "look"),
         (connection.Connection, "send_game"), (app, "dispatch")]


def timed(owner: Any, name: str) -> None:
    original = getattr(owner, name)
    label = f"{getattr(owner, '__name__', owner)}.{name}".replace("bang.server.", "")

    def step(*args: Any, **kwargs: Any) -> Any:
        started = time.thread_time()
        try:
            return original(*args, **kwargs)
        finally:
            SPENT[label] += time.thread_time() - started
            CALLS[label] += 1

    try:
        setattr(owner, name, step)
    except (TypeError, AttributeError):  # a compiled class (mypyc): not timed
        print(f"server_steps: {label} is compiled, not timed", file=sys.stderr)


PROFILE: list[cProfile.Profile] = []


def dump(*_: Any) -> None:
    if PROFILE:
        PROFILE[0].disable()
        PROFILE[0].dump_stats(os.environ["BANG_PROFILE_OUT"])
        PROFILE.clear()
    actions = CALLS["Match.commit"]
    times = os.times()
    steps = {k: {"us_per_action": round(1e6 * v / max(actions, 1), 1), "calls": CALLS[k]}
             for k, v in sorted(SPENT.items(), key=lambda kv: -kv[1])}
    with open(os.environ["BANG_STEPS_OUT"], "w") as out:
        json.dump({"actions": actions, "process_cpu_s": times.user + times.system,
                   "steps": steps}, out)


def reset(*_: Any) -> None:
    SPENT.clear()
    CALLS.clear()
    if os.environ.get("BANG_PROFILE_OUT") and not PROFILE:
        PROFILE.append(cProfile.Profile())
        PROFILE[0].enable()


def main() -> None:
    for owner, name in STEPS:
        timed(owner, name)
    signal.signal(signal.SIGUSR1, dump)
    signal.signal(signal.SIGUSR2, reset)
    sys.argv = ["bang", *sys.argv[1:]]
    runpy.run_module("bang.cli.main", run_name="__main__")


if __name__ == "__main__":
    main()
