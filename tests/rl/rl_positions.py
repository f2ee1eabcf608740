"""Random positions of both games for the RL tests: games driven by random legal
actions from seeded generators, every player count and variant."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from bang.cards import CardConfig, CardGame
from bang.core.errors import ConfigError
from bang.rl.games import Game, game_spec


def deck_ready(options: dict[str, Any]) -> bool:
    """Whether a game of ``options`` can be dealt: the event cards of its deck are all
    registered (A Fistful of Cards' arrive with their own engine module)."""
    try:
        CardGame.new(CardConfig.from_dict({"players": 5, **options}), 0)
    except ConfigError:
        return False
    return True


#: (game, players, options) covering every environment the package offers.
CARD_TABLES: list[tuple[int, dict[str, Any]]] = [
    (3, {}), (4, {}), (5, {}), (6, {}), (7, {}), (8, {}),
    (5, {"ghost_variant": "dead_reckonin"}),
    (6, {"ghost_variant": "dead_reckonin", "ghost_separate_deck": True}),
    (5, {"ghost_variant": "dead_mans_hand"}),
    (7, {"ghost_variant": "dead_mans_hand", "ghost_separate_deck": True}),
    # Dodge City (rules/dodge-city.md Part E): its cards and characters at every size,
    # with the ghost variants, one deck or two, the 9♣ Buffalo Rifle, its cards or its
    # characters alone, and the options that add actions (Vera Custer's "no copy", Pat
    # Brennan's own cards in play).
    (3, {"dodge_city": True}),
    (4, {"dodge_city": True, "dc_buffalo_rifle_sign": "9C"}),
    (5, {"dodge_city": True, "vera_custer_optional": True, "pat_brennan_own_table": True}),
    (6, {"dodge_city": True, "ghost_variant": "dead_reckonin"}),
    (7, {"dodge_city": True, "ghost_variant": "dead_mans_hand", "ghost_separate_deck": True,
         "dc_buffalo_rifle_sign": "9C"}),
    (8, {"dodge_city": True}),
    (5, {"expansions": ["dodge_city_characters"]}),
    (6, {"dodge_city": True, "dodge_city_characters": False, "ghost_variant": "dead_reckonin",
         "ghost_separate_deck": True}),
    # The event decks (rules/high-noon-fistful.md): High Noon's at every size, with The
    # Bullet's extras, with both ghost variants, one deck or two, with Dodge City.
    (3, {"event_decks": "high_noon"}),
    (4, {"event_decks": "high_noon", "hn_bullet_extras": True}),
    (5, {"event_decks": "high_noon", "ghost_variant": "dead_reckonin"}),
    (7, {"event_decks": "high_noon", "ghost_variant": "dead_mans_hand",
         "ghost_separate_deck": True}),
    (5, {"event_decks": "high_noon", "dodge_city": True, "vera_custer_optional": True,
         "pat_brennan_own_table": True, "hn_bullet_extras": True}),
    (6, {"event_decks": "high_noon", "dodge_city": True, "ghost_variant": "dead_reckonin",
         "ghost_separate_deck": True}),
    (8, {"event_decks": "high_noon", "dodge_city": True, "ghost_variant": "dead_mans_hand",
         "dc_buffalo_rifle_sign": "9C"}),
    (6, {"event_decks": "mixed", "event_final_card": "first_player_choice",
         "hn_bullet_extras": True}),
    (7, {"event_decks": "mixed", "dodge_city": True, "hn_bullet_extras": True,
         "event_final_card": "first_player_choice"}),
    # A Fistful of Cards' deck once its cards are registered (with Dodge City: the green
    # Missed! cards given up to Russian Roulette and a Ricochet).
    *[table for table in (
        (5, {"event_decks": "fistful"}),
        (6, {"event_decks": "fistful", "dodge_city": True, "ghost_variant": "dead_reckonin"}),
        (8, {"event_decks": "fistful", "dodge_city": True, "ghost_separate_deck": True,
             "ghost_variant": "dead_mans_hand", "abandoned_mine_scope": "all_played"}),
    ) if deck_ready(table[1])],
]
#: Every module of the dice game's expansions (RULES.md Part G; Undead or Alive's duels
#: with the house rule G7-1), and the options that change which actions are offered.
DICE_MODULES: dict[str, Any] = {
    "os_saloon_dice": True, "os_chief_arrow": True, "os_characters": True,
    "uoa_duel_dice": True, "uoa_rage_stub": "skip", "uoa_characters": True,
    "uoa_undead": True}
DICE_TABLES: list[tuple[int, dict[str, Any]]] = [
    *[(n, {}) for n in range(3, 9)],
    (3, {k: v for k, v in DICE_MODULES.items() if k != "uoa_undead"}),
    (4, DICE_MODULES),
    (5, {**DICE_MODULES, "sean_mallory_scope": "any_roll", "apache_kid_steal": "extra",
         "saloon_faces_timing": "final"}),
    (6, {"os_saloon_dice": True, "os_chief_arrow": True, "os_characters": True}),
    (7, {"uoa_duel_dice": True, "uoa_rage_stub": "skip", "uoa_characters": True,
         "uoa_undead": True, "zombie_master_is_zombie": True}),
    (8, {**DICE_MODULES, "saloon_die_with_duel_dice": False}),
]
ALL_TABLES = ([("cards", n, o) for n, o in CARD_TABLES]
              + [("dice", n, o) for n, o in DICE_TABLES])


def table_id(table: tuple[str, int, dict[str, Any]]) -> str:
    game, players, options = table
    extra = "-".join(f"{k}={','.join(v) if isinstance(v, list) else v}"
                     for k, v in options.items())
    return f"{game}-{players}" + (f"-{extra}" if extra else "")


def random_positions(game: str, players: int, options: dict[str, Any], seed: int,
                     count: int) -> Iterator[Game]:
    """``count`` positions with a decision pending, from as many random games as it
    takes (each game is yielded live: the caller must not keep it across iterations)."""
    spec = game_spec(game, players, **options)  # type: ignore[arg-type]
    rng = random.Random(seed)
    seen = 0
    while seen < count:
        g = spec.new(rng.getrandbits(64))
        while not g.is_over and seen < count:
            yield g
            seen += 1
            g.apply(rng.choice(g.legal_actions()))
