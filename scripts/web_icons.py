"""Rebuild ``src/bang/web/static/icons/game-icons.svg``, the one SVG sprite the browser
table uses, from the ``@iconify-json/game-icons`` npm package (game-icons.net, CC BY 3.0).

Only the icons named in ``ICONS`` are copied, so the repository holds what the page shows
and nothing else.  Usage (needs only the package's tarball, e.g. from ``npm pack``)::

    npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    python scripts/web_icons.py package/icons.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

#: Sprite id -> game-icons name.  Ids are what the page's JavaScript asks for.
ICONS = {
    # cards
    "bang": "gunshot", "missed": "dodging", "beer": "beer-stein", "cat_balou": "card-discard",
    "panic": "swap-bag", "duel": "duel", "general_store": "shop", "stagecoach": "old-wagon",
    "gatling": "minigun", "saloon": "saloon", "wells_fargo": "money-stack", "barrel": "barrel",
    "dynamite": "dynamite", "jail": "prisoner", "mustang": "horse-head", "scope": "spyglass",
    "volcanic": "pistol-gun", "schofield": "revolver", "remington": "musket",
    "rev_carabine": "rifle", "winchester": "winchester-rifle",
    # roles
    "role-sheriff": "law-star", "role-deputy": "police-badge",
    "role-outlaw": "wanted-reward", "role-renegade": "backstab",
    # dice faces
    "face-arrow": "broadhead-arrow", "face-dynamite": "dynamite", "face-one": "crosshair",
    "face-two": "crosshair", "face-beer": "beer-stein", "face-gatling": "minigun",
    # the dice expansions' faces (Old Saloon, Undead or Alive: RULES.md Part G)
    "face-double_one": "crosshair", "face-double_two": "crosshair",
    "face-double_beer": "beer-stein", "face-double_gatling": "minigun",
    "face-broken_arrow": "broken-arrow", "face-bullet": "bullets",
    "face-whiskey": "brandy-bottle", "face-duel": "crossed-pistols",
    # the dice expansions' table: the Saloon dice, the Chief's Arrow, the Duel Wound
    # tokens, the Boneyard and the zombies
    "die-loudmouth": "megaphone", "die-coward": "run", "chief-arrow": "arrow-flights",
    "wound": "bleeding-wound", "boneyard": "graveyard", "zombie": "shambling-zombie",
    "zombie-master": "raise-zombie", "zombie-hand": "skeletal-hand",
    # table
    "arrows": "arrow-cluster", "ghost": "ghost", "dead": "tombstone", "deck": "card-draw",
    "timer": "hourglass",
    "sound-on": "speaker", "sound-off": "speaker-off", "lock": "padlock", "trophy": "trophy",
    "reach": "crosshair", "cards": "card-random", "dice": "rolling-dices",
    "prediction": "eye-target",
}


def main(source: str, target: str) -> None:
    data = json.loads(Path(source).read_text(encoding="utf-8"))
    width, height = data.get("width", 512), data.get("height", 512)
    symbols = []
    for sprite_id, name in ICONS.items():
        body = data["icons"][name]["body"]
        symbols.append(f'<symbol id="{sprite_id}" viewBox="0 0 {width} {height}">'
                       f"<title>{name}</title>{body}</symbol>")
    head = ("<!-- Icons by Lorc, Delapouite and contributors, game-icons.net, CC BY 3.0"
            " (https://creativecommons.org/licenses/by/3.0/); see CREDITS.md. -->")
    Path(target).write_text(
        head + '\n<svg xmlns="http://www.w3.org/2000/svg">\n' + "\n".join(symbols) + "\n</svg>\n",
        encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2
         else "src/bang/web/static/icons/game-icons.svg")
