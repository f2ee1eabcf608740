"""The dice game's options (RULES.md Appendix 1, the options marked "(dice)")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from bang.core.config import (
    check_fields,
    check_round_limit,
    config_from_dict,
    config_to_dict,
    names_option,
)
from bang.core.errors import ConfigError


@dataclass(frozen=True, slots=True)
class DiceConfig:
    """Player count and rule options of one dice game.

    - ``lucky_duke_five_rolls``: RULES.md D2-1, S0's literal "4 re-rolls" (5 rolls).
    - ``dynamite_resolve_even_if_dead``: RULES.md B5.2, the earlier printing: the other
      dice still resolve when 3 Dynamite kill the active player.
    - ``el_gringo_one_arrow_per_turn``: RULES.md B8, El Gringo's shooter takes one arrow
      per turn rather than one per damaging die.
    - ``auto_forced``: not a rule; simulations may let the engine answer every prompt
      that has a single legal option.
    - ``round_limit``: not a rule; the game ends with no winner once this many rounds (a
      round is as many turns as there are seats) have been played; 0 never.
    - ``expansions``: the content sets played with the base game
      (``bang.dice.content``), by key; a game refuses one that is not registered.
    """

    players: int = 5
    lucky_duke_five_rolls: bool = False
    dynamite_resolve_even_if_dead: bool = False
    el_gringo_one_arrow_per_turn: bool = False
    auto_forced: bool = False
    round_limit: int = 0
    expansions: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        """RULES.md B2: the dice game seats 3 to 8 players."""
        check_fields(self)
        players = self.players
        if isinstance(players, bool) or not isinstance(players, int) or not 3 <= players <= 8:
            raise ConfigError(
                f"the dice game needs 3 to 8 players (RULES.md B2), not {players!r}")
        check_round_limit(self.round_limit)
        object.__setattr__(self, "expansions", names_option("expansions", self.expansions))

    def to_dict(self) -> dict[str, Any]:
        """The options as plain JSON values (what records store); ``expansions`` only
        when some are played, so a base game's record and digest read as they always
        have."""
        return config_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Build from plain or string values (``"true"``, ``"3"``); unknown keys are refused."""
        return config_from_dict(cls, data)

