"""The rule options in force at a table, as data a user interface names with its message
keys (``web.option.<name>``, ``web.option.<name>.<value>``, ``variant.<value>``).

A match's ``options`` hold every option of its config (dozens of the ghost variants'
``dr_*`` resolutions among them); what players need to see is the handful that make this
table differ from the plain rules, plus the two that always shape a network game: the
ghost variant (or its absence) and the round limit.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cache
from typing import Any

from bang.games import game_classes

#: Every network match ends: unless the host asks for another limit, after this many
#: rounds (a round is as many turns as there are seats) the game ends with no winner.
DEFAULT_ROUND_LIMIT = 60

#: Always listed for the game that has them, whatever their value.
ALWAYS = ("ghost_variant", "round_limit")
#: Never listed: the seat count is the table itself.
NEVER = ("players",)


@cache
def rule_defaults(game: str) -> dict[str, Any]:
    """Each option's default: the rules' (the config's), the server's round limit."""
    _, config_class = game_classes(game)
    defaults = {f.name: f.default for f in dataclasses.fields(config_class)
                if f.name not in NEVER}
    defaults["round_limit"] = DEFAULT_ROUND_LIMIT
    return defaults


def rules_in_force(game: str, options: Mapping[str, Any]) -> list[dict[str, Any]]:
    """``[{"name", "value", "default"}]`` in the config's order: the options that are
    always shown, and every other one whose value is not its default."""
    rules = []
    for name, default in rule_defaults(game).items():
        if name not in options:
            continue
        value = options[name]
        if name in ALWAYS or value != default:
            rules.append({"name": name, "value": value, "default": default})
    return rules
