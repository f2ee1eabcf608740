"""``CardConfig``: every option of RULES.md Appendix 1 that concerns the card game.

Frozen, so a game's rules cannot change under it; impossible combinations are refused
at construction with a ``ConfigError`` that says what to change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, Literal

from bang.core.config import (
    check_fields,
    check_round_limit,
    config_from_dict,
    config_to_dict,
    expansion_option,
    names_option,
)
from bang.core.errors import ConfigError

GhostVariant = Literal["none", "dead_reckonin", "dead_mans_hand"]


@dataclass(frozen=True, slots=True)
class CardConfig:
    """Options of the card game; defaults are the official readings of RULES.md."""

    players: int = 5
    three_player: bool = False
    eight_players: bool = False
    roles_4p_seed1: bool = False
    roles_6p_seed2: bool = False
    sheriff_extra_card: bool = True
    victory_check: Literal["after_card", "immediate"] = "after_card"
    vulture_before_penalty: bool = True
    duel_winner_is_killer: bool = False
    sid_ketchum_any_time_out_of_turn: bool = False
    jail_keeps_discard_phase: bool = False
    general_store_ccw: bool = False
    black_jack_hearts_only: bool = False
    reshuffle_keep_top_discard: bool = False
    auto_beer_save: bool = False
    ghost_variant: GhostVariant = "none"
    ghost_separate_deck: bool = False
    dr_kicker: bool = True
    dr_min_cards: int = 2
    dr_single_ghost_counts: Literal["contestants", "ghosts"] = "contestants"
    dr_contest_after_skipped_sheriff_turn: bool = True
    dr_will_extra_card: Literal["discard", "top_of_deck"] = "discard"
    dr_revived_death_is_elimination: bool = True
    dr_all_dead_renegades: Literal["all", "acting_renegade_only"] = "all"
    dmh_shoot_window: Literal["after_each_turn", "after_dead_turns_only"] = "after_each_turn"
    dmh_last_deaths_all_draw: bool = True
    dmh_wheel: bool = True
    #: Simulation convenience: auto-apply every prompt that has a single legal answer.
    auto_forced: bool = False
    #: Not a rule: end the game with no winner once this many rounds (a round is as many
    #: turns as there are seats) have been played; 0 (the rules) never ends it so.
    round_limit: int = 0
    #: The content sets played with the base game (``bang.cards.content``), by key.
    expansions: tuple[str, ...] = ()
    # --- Dodge City (rules/dodge-city.md, Part E; keys of its appendix E14) -----------
    #: The 40 Dodge City cards shuffled into the 80 (120 in all) and, unless
    #: ``dodge_city_characters`` is false, its 15 characters with the 16 (E2.3, E3).
    dodge_city: bool = expansion_option(False)
    #: With ``dodge_city``: the 15 new characters join the pool (E2.3); false plays the
    #: cards with the base characters only.
    dodge_city_characters: bool = expansion_option(True)
    #: Buffalo Rifle's rank and suit: Q♣ (the expansion's 5–A structure) or 9♣ (E2.2).
    dc_buffalo_rifle_sign: Literal["QC", "9C"] = expansion_option("QC")
    #: The "+1" extra card goes on top of the discard pile after the card it pays for
    #: (true) or under it (false, the default reading, E4.2).
    dc_cost_card_on_top: bool = expansion_option(False)
    #: Apache Kid may still be chosen as the target of another's ♦ card (which then does
    #: nothing to him, the default) or not at all (E6.1 Apache Kid).
    apache_kid_target_legal: bool = expansion_option(True)
    #: What Belle Star's turn switches off in front of others (E9-4).
    belle_star_scope: Literal["blue_and_green", "green_only"] = expansion_option(
        "blue_and_green")
    #: When Molly Stark draws for the cards she gave up in a Duel: all at its end, or one
    #: at once after each card, usable in the same Duel (E6.1 Molly Stark, E17-5).
    molly_stark_duel_draw: Literal["end", "immediate"] = expansion_option("end")
    #: Pat Brennan may also draw a card in play in front of himself (E6.1, E9-7).
    pat_brennan_own_table: bool = expansion_option(False)
    #: Vera Custer may keep her own (empty) ability instead of copying (E6.1 Vera Custer).
    vera_custer_optional: bool = expansion_option(False)
    #: Calamity Janet may play Dodge as a BANG! card, drawing nothing (E9-11).
    calamity_dodge_as_bang: bool = expansion_option(False)
    #: Greg Digger and Herb Hunter also trigger when a revived ghost becomes a ghost
    #: again at the end of his turn (E10).
    dc_triggers_on_ghost_removal: bool = expansion_option(False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "expansions", names_option("expansions", self.expansions))
        check_fields(self)
        p = self.players
        if p == 3 and not self.three_player:
            raise ConfigError("3 players need the option three_player=true (RULES.md A1.2)")
        if p == 8 and not self.eight_players:
            raise ConfigError("8 players need the option eight_players=true (RULES.md A1.3)")
        if self.three_player and p != 3:
            raise ConfigError(f"three_player is the 3-player variant, but players={p}")
        if self.eight_players and p != 8:
            raise ConfigError(f"eight_players is the 8-player option, but players={p}")
        if not 3 <= p <= 8:
            raise ConfigError(f"the card game is for 3 to 8 players, not {p}")
        if self.roles_4p_seed1 and p != 4:
            raise ConfigError("roles_4p_seed1 only applies to a 4-player game")
        if self.roles_6p_seed2 and p != 6:
            raise ConfigError("roles_6p_seed2 only applies to a 6-player game")
        if self.dr_min_cards != 2:
            raise ConfigError(
                "dr_min_cards must be 2: a contest hand is two cards (RULES.md C1.3-2)")
        check_round_limit(self.round_limit)
        if self.ghost_separate_deck and self.ghost_variant == "none":
            raise ConfigError("ghost_separate_deck needs a ghost_variant")
        if not self.dodge_city:
            # The characters' options also serve their set named on its own (a table
            # playing Dodge City's characters with the base cards only).
            characters = DODGE_CITY_CHARACTERS in self.expansions
            changed = [f.name for f in fields(self)
                       if f.name in DODGE_CITY_OPTIONS and getattr(self, f.name) != f.default
                       and not (characters and f.name in CHARACTER_OPTIONS)]
            if changed:
                raise ConfigError(f"{', '.join(changed)}: Dodge City's option(s) need"
                                  " dodge_city=true (rules/dodge-city.md E14)")
        if DODGE_CITY_CARDS in self.expansions or DODGE_CITY_BUFFALO_RIFLE_9C in self.expansions:
            raise ConfigError("Dodge City is turned on by dodge_city=true, not by"
                              " naming it in expansions")

    @property
    def content_sets(self) -> tuple[str, ...]:
        """Every content set this game plays with (``bang.cards.content`` keys): those of
        ``expansions``, then Dodge City's cards and characters when they are on."""
        sets = self.expansions
        if self.dodge_city:
            sets = (*sets, DODGE_CITY_CARDS)
            if self.dc_buffalo_rifle_sign == "9C":
                sets = (*sets, DODGE_CITY_BUFFALO_RIFLE_9C)
            if self.dodge_city_characters:
                sets = (*sets, DODGE_CITY_CHARACTERS)
        return sets

    def to_dict(self) -> dict[str, Any]:
        """The plain form records and digests store; ``expansions`` only when some are
        in use, so a base game's record and digest read as they always have."""
        return config_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CardConfig:
        """Build from plain or string values; ``players`` 3 or 8 switch their option on."""
        values = dict(data)
        players = values.get("players")
        if players is not None and str(players).strip() == "3":
            values.setdefault("three_player", True)
        if players is not None and str(players).strip() == "8":
            values.setdefault("eight_players", True)
        return config_from_dict(cls, values)


#: The content-set keys of Dodge City's 40 cards and of its 15 characters.
DODGE_CITY_CARDS = "dodge_city"
DODGE_CITY_CHARACTERS = "dodge_city_characters"
#: The set that replaces Buffalo Rifle Q♣ by its 9♣ printing (E2.2).
DODGE_CITY_BUFFALO_RIFLE_9C = "dodge_city_buffalo_rifle_9c"
#: The options that mean something only with ``dodge_city`` on (E14).
DODGE_CITY_OPTIONS: tuple[str, ...] = (
    "dodge_city_characters", "dc_buffalo_rifle_sign", "dc_cost_card_on_top",
    "apache_kid_target_legal", "belle_star_scope", "molly_stark_duel_draw",
    "pat_brennan_own_table", "vera_custer_optional", "calamity_dodge_as_bang",
    "dc_triggers_on_ghost_removal",
)
#: Those of them that concern its characters only (E6.1, E10).
CHARACTER_OPTIONS: tuple[str, ...] = (
    "apache_kid_target_legal", "belle_star_scope", "molly_stark_duel_draw",
    "pat_brennan_own_table", "vera_custer_optional", "dc_triggers_on_ghost_removal",
)
