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

    # --- High Noon and A Fistful of Cards (rules/high-noon-fistful.md, Part F; keys of
    # its appendix F-A).  Every one is written to records only when not at its default.
    #: Which event deck is played (F3.1): none, one box's, or both mixed.
    event_decks: Literal["none", "high_noon", "fistful", "mixed"] = expansion_option("none")
    #: How many non-final cards the event deck keeps: 0 for "all" (12 when mixed; the
    #: word ``all`` is read as 0 from plain data) or a number (F3.1 step 4).
    event_deck_size: int = expansion_option(0)
    #: The final card of a mixed deck (F3.1): random, one of the two, or chosen by the
    #: player who opens the game.
    event_final_card: Literal["random", "high_noon", "fistful", "first_player_choice"] = (
        expansion_option("random"))
    #: The Bullet's two extra High Noon cards, Handcuffs and New Identity (F1.1).
    hn_bullet_extras: bool = expansion_option(False)
    #: Ghost Town and Dead Man in the pool: only without a ghost variant ("auto"),
    #: never, or always (F7.1).
    event_revival_cards: Literal["auto", "never", "always"] = expansion_option("auto")
    #: Dead Reckonin's contest action suit read with Blessing/Curse in force (F7.3).
    dr_contest_event_suits: bool = expansion_option(True)
    #: The Doctor heals the lowest among all living players or among the damaged (F5.8).
    doctor_lowest_among: Literal["all_living", "damaged_only"] = expansion_option(
        "all_living")
    #: Ambush: Paul Regret's and Rose Doolan's abilities still count (F5.17).
    ambush_character_modifiers: bool = expansion_option(False)
    #: Lasso: Jail and Dynamite are dormant, or draw! without effect (F5.21).
    lasso_jail_dynamite: Literal["dormant", "check_no_effect"] = expansion_option("dormant")
    #: Abandoned Mine: only phase-3 discards go onto the deck, or every card played
    #: until the next turn (F5.16, F15-3).
    abandoned_mine_scope: Literal["phase3", "all_played"] = expansion_option("phase3")
    #: Ranch: at the end of phase 1 or of phase 2 (F5.24).
    ranch_timing: Literal["end_of_phase1", "end_of_phase2"] = expansion_option(
        "end_of_phase1")
    #: Sniper uses the turn's BANG! allowance (F5.27).
    sniper_uses_bang_limit: bool = expansion_option(True)
    #: Russian Roulette: a player holding a Missed! may still decline (F5.26).
    roulette_may_decline: bool = expansion_option(True)
    #: Peyote: a player may stop after a right guess (F5.23).
    peyote_may_stop: bool = expansion_option(True)
    #: Hard Liquor may be chosen at full life (F5.20).
    hard_liquor_at_full_life: bool = expansion_option(False)
    #: Vulture Sam takes a Ghost Town ghost's cards at the end of his turn (F9-4, F15-1).
    ghost_town_vulture_takes: bool = expansion_option(False)

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
        check_event_options(self)
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
        if str(values.get("event_deck_size", "")).strip() == "all":
            values["event_deck_size"] = 0  # F-A's word for every card
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


#: The options of Part F's appendix besides ``event_decks`` (F-A), each with the decks
#: it means something with: a High Noon card's, a Fistful card's, or any deck's.
EVENT_OPTIONS: dict[str, tuple[str, ...]] = {
    "event_deck_size": ("high_noon", "fistful", "mixed"),
    "event_final_card": ("mixed",),
    "hn_bullet_extras": ("high_noon", "mixed"),
    "event_revival_cards": ("high_noon", "fistful", "mixed"),
    "dr_contest_event_suits": ("high_noon", "mixed"),
    "doctor_lowest_among": ("high_noon", "mixed"),
    "ghost_town_vulture_takes": ("high_noon", "mixed"),
    "ambush_character_modifiers": ("fistful", "mixed"),
    "lasso_jail_dynamite": ("fistful", "mixed"),
    "abandoned_mine_scope": ("fistful", "mixed"),
    "ranch_timing": ("fistful", "mixed"),
    "sniper_uses_bang_limit": ("fistful", "mixed"),
    "roulette_may_decline": ("fistful", "mixed"),
    "peyote_may_stop": ("fistful", "mixed"),
    "hard_liquor_at_full_life": ("fistful", "mixed"),
}


def check_event_options(config: CardConfig) -> None:
    """Part F's appendix: an event option away from its default needs a deck holding the
    card it concerns (a Fistful card's option with High Noon alone changes nothing, so it
    is refused rather than silently ignored); ``event_deck_size`` is "all" or a number of
    non-final cards the pool holds; ``dr_contest_event_suits`` concerns Dead Reckonin'
    only (F7.3).  The pool's size is checked by ``bang.cards.event_deck.pool``."""
    decks = config.event_decks
    for f in fields(config):
        allowed = EVENT_OPTIONS.get(f.name)
        if allowed is None or getattr(config, f.name) == f.default:
            continue
        if decks == "none":
            raise ConfigError(f"{f.name}: an event-deck option needs event_decks ="
                              " high_noon, fistful or mixed (rules/high-noon-fistful.md F-A)")
        if decks not in allowed:
            raise ConfigError(f"{f.name} concerns a card that event_decks={decks} does not"
                              f" hold; it needs event_decks = {' or '.join(allowed)}")
    size = config.event_deck_size
    if not 0 <= size <= 28:
        raise ConfigError(f"event_deck_size must be all (0) or a number of cards from 1"
                          f" to 28, not {size!r} (F3.1 step 4)")
    if (config.event_revival_cards == "always" and config.ghost_variant != "none"
            and config.event_decks in ("high_noon", "mixed")):
        # F7.2-1, -5 (a Part C ghost's Ghost Town turn) are not built: refused rather
        # than played wrong.  Dead Man's (F7.2-3, -6) are: A Fistful of Cards alone may.
        raise ConfigError("event_revival_cards=always with a ghost_variant and Ghost Town"
                          " in the deck needs F7.2's Ghost Town rules, which this engine"
                          " does not play yet; use auto or never, or event_decks=fistful")
    if not config.dr_contest_event_suits and config.ghost_variant != "dead_reckonin":
        raise ConfigError("dr_contest_event_suits concerns Dead Reckonin's contest:"
                          " it needs ghost_variant=dead_reckonin (F7.3)")
