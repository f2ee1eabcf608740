"""Write the golden records that tests/golden/test_golden.py replays.

Run it (``.venv/bin/python scripts/golden.py``) only when a change is meant to alter how
seeded games play out; the diff of the JSON files then shows which games changed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from bang.games import game_classes, make_config
from bang.sim.play import seat_bots

OUT = Path(__file__).resolve().parents[1] / "tests" / "golden"

#: (file stem, game, players, options, seed)
GAMES: list[tuple[str, str, int, dict[str, Any], int]] = [
    ("cards-5p", "cards", 5, {}, 101),
    ("cards-7p-immediate", "cards", 7, {"victory_check": "immediate",
                                         "sid_ketchum_any_time_out_of_turn": True}, 102),
    ("cards-3p", "cards", 3, {}, 103),
    ("cards-8p", "cards", 8, {"general_store_ccw": True}, 104),
    ("cards-6p-dead-reckonin", "cards", 6, {"ghost_variant": "dead_reckonin"}, 105),
    ("cards-6p-dead-mans-hand", "cards", 6, {"ghost_variant": "dead_mans_hand"}, 106),
    ("dice-5p", "dice", 5, {}, 107),
    ("dice-8p", "dice", 8, {"el_gringo_one_arrow_per_turn": True}, 108),
]


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for stem, name, players, options, seed in GAMES:
        game_class, _ = game_classes(name)
        game = game_class.new(make_config(name, players, options), seed)
        bots = seat_bots("random", players, seed)
        while not game.is_over:
            game.apply(bots[game.pending.seat].choose(None, game.legal_actions()))
        golden = {"record": game.to_record(), "digest": game.digest(),
                  "winners": sorted(game.winners)}
        (OUT / f"{stem}.json").write_text(json.dumps(golden, indent=1) + "\n")
        print(f"{stem}: {len(game.history)} actions, winners {golden['winners']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
