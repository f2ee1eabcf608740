"""The dice game's options (RULES.md Appendix 1, the options marked "(dice)")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, Self

from bang.core.config import (
    check_fields,
    check_round_limit,
    config_from_dict,
    config_to_dict,
    expansion_option,
    names_option,
)
from bang.core.errors import ConfigError

# --- Old Saloon (RULES.md Part G, Appendix G-1) ----------------------------------------
#: The Old Saloon options that switch a module on; each is the key of that module's
#: content set (``bang.dice.old_saloon``).
OS_MODULES: tuple[str, ...] = ("os_saloon_dice", "os_chief_arrow", "os_characters")
#: Reserved Old Saloon keys: modules 3 and 5 could not be sourced (RULES.md G13).
OS_RESERVED: tuple[str, ...] = ("os_special_roles", "os_ghost")


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

    Old Saloon (RULES.md Part G, Appendix G-1); each module's option is also the key of
    its content set (``content_sets``):

    - ``os_saloon_dice``: module 1, the Loudmouth and the Coward (G2.2, G4).
    - ``os_chief_arrow``: module 2, the Indian Chief's Arrow (G5).
    - ``os_characters``: module 4, the 8 new characters (G6; José Delgado and Tequila Joe
      need module 1, Apache Kid module 2: G3-1).
    - ``os_special_roles``, ``os_ghost``: modules 3 and 5, reserved: they could not be
      sourced (G13) and cannot be turned on.
    - ``saloon_faces_timing`` (G4-1), ``saloon_die_with_duel_dice`` (G17-1),
      ``chief_arrow_attack_trigger`` (G5-1), ``chief_arrow_discardable_by_abilities``
      (G5-3), ``apache_kid_steal`` (G5-7), ``vera_custer_reduction_per`` (G6-3),
      ``molly_stark_may_die_substituting`` (G6-5).
    """

    players: int = 5
    lucky_duke_five_rolls: bool = False
    dynamite_resolve_even_if_dead: bool = False
    el_gringo_one_arrow_per_turn: bool = False
    auto_forced: bool = False
    round_limit: int = 0
    expansions: tuple[str, ...] = ()
    # --- Old Saloon (RULES.md Part G, Appendix G-1) -----------------------------------
    os_saloon_dice: bool = expansion_option(False)
    os_chief_arrow: bool = expansion_option(False)
    os_characters: bool = expansion_option(False)
    os_special_roles: bool = expansion_option(False)
    os_ghost: bool = expansion_option(False)
    saloon_faces_timing: Literal["each_roll", "final"] = expansion_option("each_roll")
    saloon_die_with_duel_dice: bool = expansion_option(True)
    chief_arrow_attack_trigger: Literal["pile_empty", "last_regular"] = expansion_option(
        "pile_empty")
    chief_arrow_discardable_by_abilities: bool = expansion_option(False)
    apache_kid_steal: Literal["instead", "extra"] = expansion_option("instead")
    vera_custer_reduction_per: Literal["die", "turn"] = expansion_option("die")
    molly_stark_may_die_substituting: bool = expansion_option(True)

    def __post_init__(self) -> None:
        """RULES.md B2: the dice game seats 3 to 8 players."""
        check_fields(self)
        players = self.players
        if isinstance(players, bool) or not isinstance(players, int) or not 3 <= players <= 8:
            raise ConfigError(
                f"the dice game needs 3 to 8 players (RULES.md B2), not {players!r}")
        check_round_limit(self.round_limit)
        object.__setattr__(self, "expansions", names_option("expansions", self.expansions))
        check_old_saloon(self)

    @property
    def content_sets(self) -> tuple[str, ...]:
        """Every content set this game plays with (``bang.dice.content`` keys): those of
        ``expansions``, then each module switched on by its option (G3)."""
        on = tuple(key for key in OS_MODULES if getattr(self, key))
        return (*self.expansions, *on) if on else self.expansions

    def to_dict(self) -> dict[str, Any]:
        """The options as plain JSON values (what records store); ``expansions`` only
        when some are played, so a base game's record and digest read as they always
        have."""
        return config_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Build from plain or string values (``"true"``, ``"3"``); unknown keys are refused."""
        return config_from_dict(cls, data)



def check_old_saloon(config: DiceConfig) -> None:
    """RULES.md G3, G13: Old Saloon's modules are turned on by their options, and the
    unsourced ones cannot be."""
    named = [key for key in OS_MODULES if key in config.expansions]
    if named:
        raise ConfigError(f"{named[0]} is turned on by its option {named[0]}=true, not by"
                          " naming it in expansions")
    for key in OS_RESERVED:
        if getattr(config, key):
            module = "3 (Special Roles)" if key == "os_special_roles" else "5 (the Ghost)"
            raise ConfigError(f"{key}: Old Saloon module {module} could not be sourced"
                              " (RULES.md G13) and cannot be turned on")


#: Every option of Old Saloon, for the catalogues and the lobby.
OS_OPTIONS: tuple[str, ...] = (
    *OS_MODULES, *OS_RESERVED, "saloon_faces_timing", "saloon_die_with_duel_dice",
    "chief_arrow_attack_trigger", "chief_arrow_discardable_by_abilities",
    "apache_kid_steal", "vera_custer_reduction_per", "molly_stark_may_die_substituting")
