"""One measurement in a fresh interpreter, for ``compare_speed.py``.

Run as ``python speed_worker.py '<json task>'`` with the build under test first on the
import path; prints one JSON line.  Only APIs that already existed in the baseline commit
are used (``bang.sim.play.play``, ``bang.sim.bench.throughput``, ``view``, ``clone``), so
the same worker measures every build.  Times are the process's CPU time.
"""

from __future__ import annotations

import gc
import hashlib
import json
import sys
import time
import tracemalloc
from typing import Any


def _config(game: str, players: int, options: dict[str, Any] | None = None) -> Any:
    from bang.games import make_config

    return make_config(game, players, options or {})


def _fingerprint(results: list[Any]) -> str:
    """What the timed games ended as (winners, length, counters), as one hash."""
    blob = json.dumps([[sorted(r.winners), r.decisions, sorted(r.stats.items())]
                       for r in results])
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _digests(game_name: str, players: int, seeds: list[int]) -> list[str]:
    """Full-state digests of the first seeded games, driven like ``play``."""
    from bang.games import game_classes
    from bang.sim.play import seat_bots

    game_class, _ = game_classes(game_name)
    out = []
    for seed in seeds:
        game = game_class.new(_config(game_name, players), seed)
        bots = seat_bots("normal", players, seed)
        while not game.is_over:
            seat = game.pending.seat
            legal = game.legal_actions()
            view = game.view(seat) if len(legal) > 1 else None
            game.apply(bots[seat].choose(view, legal))
        out.append(game.digest()[:16])
    return out


def bots(task: dict[str, Any]) -> dict[str, Any]:
    """``normal``-bot games of a fixed list of seeds: games per CPU second."""
    from bang.games import game_classes
    from bang.sim.play import play

    game_name, players = task["game"], task["players"]
    game_class, _ = game_classes(game_name)
    config = _config(game_name, players)
    seeds = range(task["first_seed"], task["first_seed"] + task["games"])
    # One untimed game first: the bots' modules are imported and their tables built on
    # first use, a cost of the process, not of a game (a larger bot module would
    # otherwise read as a slower game).
    play(game_class, config, task["first_seed"] - 1, "normal")
    gc.collect()
    start = time.process_time()
    results = [play(game_class, config, seed, "normal") for seed in seeds]
    elapsed = time.process_time() - start
    return {"games_per_s": len(results) / elapsed, "fingerprint": _fingerprint(results),
            "digests": _digests(game_name, players, list(seeds)[:2])}


def random_play(task: dict[str, Any]) -> dict[str, Any]:
    """Random-bot decisions per CPU second (``bang bench``'s throughput loop)."""
    from bang.games import game_classes
    from bang.sim.bench import throughput

    game_class, _ = game_classes(task["game"])
    games, decisions, elapsed = throughput(game_class, _config(task["game"], task["players"]),
                                           task["seconds"], task.get("seed", 0))
    return {"decisions_per_s": decisions / elapsed, "games_per_s": games / elapsed}


def _mid_game(task: dict[str, Any]) -> Any:
    from bang.games import game_classes
    from bang.sim.bench import mid_game

    game_class, _ = game_classes(task["game"])
    return mid_game(game_class, _config(task["game"], task["players"]), task.get("seed", 0))


def clone(task: dict[str, Any]) -> dict[str, Any]:
    """Microseconds per ``clone()`` of a mid-game position, and bytes one more game holds
    (``tracemalloc`` over a hundred live clones, so shared tables are not counted)."""
    from bang.sim.bench import clone_cost

    game = _mid_game(task)
    micros = clone_cost(game, task.get("seconds", 0.3))
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = [game.clone() for _ in range(100)]
    for copy in kept:  # a clone shares the chance stream until it draws: make it its own
        getattr(copy, "rand", lambda: None)()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return {"clone_us": micros, "bytes_per_game": (after - before) / len(kept)}


def server(task: dict[str, Any]) -> dict[str, Any]:
    """What a server pays per applied action: every seat's view as JSON, after each
    action of random-bot games (microseconds per action)."""
    import random

    from bang.games import game_classes

    game_class, _ = game_classes(task["game"])
    config = _config(task["game"], task["players"])
    rng = random.Random(0)
    actions = 0
    spent = 0.0
    seed = 0
    seats = range(task["players"])
    while actions < task["actions"]:
        game = game_class.new(config, seed)
        seed += 1
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[int(rng.random() * len(legal))])
            start = time.process_time()
            for seat in seats:
                json.dumps(game.view(seat).to_dict())
            spent += time.process_time() - start
            actions += 1
    return {"server_us_per_action": spent / actions * 1e6}


def main() -> int:
    task = json.loads(sys.argv[1])
    import bang

    result = globals()[task["kind"]](task)
    compiled = any(getattr(sys.modules.get(m), "__file__", "").endswith((".so", ".pyd"))
                   for m in ("bang.core.game", "bang.core.protocol"))
    result.update(module=bang.__file__, compiled=compiled)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
