"""rules/dodge-city.md E11: the worked cases about Dodge City's cards (E11-1 to -14, -26,
-27, -32, -35 to -40), each from its exact position.  Cases that need a Dodge City
character not registered yet are skipped with the character's name."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from bang.cards import CardConfig, CardGame, content, data
from bang.cards.dodge_city_characters import CHARACTER_LIST
from bang.core.errors import IllegalAction

from .dodge_city import (  # noqa: F401
    BANG_8S,
    BINOCULAR,
    BRAWL,
    CANTEEN,
    CARABINE_5S,
    DERRINGER,
    DODGE_7D,
    DYNAMITE_10C,
    HIDEOUT,
    IRON_PLATE_AD,
    KNIFE,
    MISSED_8D,
    PEPPERBOX,
    PLAIN,
    PUNCH,
    RAG_TIME,
    SOMBRERO,
    SPRINGFIELD,
    TEQUILA,
    WHISKY,
    dc,
    dc_table,
    four,
    needs,
    plain,
    plain_character,
)
from .helpers import (
    BANG_3D,
    BANG_5C,
    BANG_6C,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    BEER_8H,
    BEER_9H,
    BEER_10H,
    BEER_JH,
    CARABINE,
    DYNAMITE,
    MISSED_2S,
    MISSED_3S,
    MUSTANG_8H,
    PANIC_JH,
    REMINGTON,
    SCHOFIELD_KS,
    SCOPE,
    VOLCANIC_10S,
    WINCHESTER,
    act,
    decides,
    options,
    seat,
)


# --- E11-1 --------------------------------------------------------------------------------
def test_e11_1_deck_of_120_with_the_combined_counts() -> None:
    game = CardGame.new(CardConfig(players=5, dodge_city=True), 11)
    cards = game.deck + [c for h in game.hands for c in h]
    assert sorted(cards) == [*range(80), *range(160, 200)]
    names = Counter(data.KIND_NAMES_ALL[data.KIND[c]] for c in cards)
    assert (names["BANG!"], names["Missed!"], names["Beer"], names["Dynamite"],
            names["Dodge"]) == (29, 13, 8, 2, 2)
    green = [c for c in cards if data.IS_GREEN[c]]
    assert len(green) == 14
    assert Counter(data.SUIT[c] for c in cards) == {s: 30 for s in data.SUITS}
    dodge_city = [(data.RANK_VALUE[c], data.SUIT[c]) for c in range(160, 200)]
    assert sorted(dodge_city) == sorted((v, s) for v in range(5, 15) for s in data.SUITS)
    assert (data.RANK_VALUE[dc("Buffalo Rifle", "QC")], data.SUIT[dc("Buffalo Rifle", "QC")]
            ) == (12, "♣")


def test_e11_1_the_pool_holds_the_registered_dodge_city_characters() -> None:
    pool = content.characters_for(CardConfig(players=5, dodge_city=True).content_sets)
    assert len(pool) == 16 + len(CHARACTER_LIST)
    assert sum(1 for c in CHARACTER_LIST if c.life == 3) <= 5


@pytest.mark.skipif(len(CHARACTER_LIST) < 15, reason="not all 15 characters registered yet")
def test_e11_1_the_pool_holds_31_characters_five_with_three_life() -> None:
    pool = content.characters_for(CardConfig(players=5, dodge_city=True).content_sets)
    assert len(pool) == 31
    assert sum(1 for c in pool[16:] if c.life == 3) == 5


# --- E11-2, E11-3: green cards wait for the end of their turn -------------------------------
def _end_turns(game: CardGame, *seats: int) -> None:
    for s in seats:
        act(game, "end", s)


def test_e11_2_knife_is_not_usable_in_the_turn_it_is_played() -> None:
    game = four(plain("sheriff", hand=[KNIFE]), plain("outlaw"), plain("outlaw"),
                plain("renegade"),
                deck=[BEER_6H, BEER_7H, BEER_8H, BEER_9H, BEER_10H, BEER_JH, BANG_5C, BANG_6C])
    act(game, f"play c{KNIFE}", 0)
    assert game.tables[0] == [KNIFE]
    assert not any(o.startswith(f"use c{KNIFE}") for o in options(game))
    with pytest.raises(IllegalAction):
        game.apply(f"use c{KNIFE} t1", seat=0)
    _end_turns(game, 0, 1, 2, 3)
    assert decides(game) == (0, "play")
    act(game, f"use c{KNIFE} t1", 0)
    act(game, "take", 1)
    assert game.life[1] == 3
    assert game.discard[-1] == KNIFE and KNIFE not in game.tables[0]
    assert game.bangs_played == 0 and f"play c{BANG_5C} t1" in options(game)


def test_e11_3_sombrero_protects_in_the_next_players_turn() -> None:
    game = four(plain("sheriff", hand=[SOMBRERO]), plain("outlaw", hand=[BANG_5C]),
                plain("outlaw"), plain("renegade"), deck=[BEER_6H, BEER_7H])
    act(game, f"play c{SOMBRERO}", 0)
    assert game.view(1).players[0].waiting == (SOMBRERO,)
    act(game, "end", 0)
    assert game.view(1).players[0].waiting == ()
    act(game, f"play c{BANG_5C} t0", 1)
    assert f"use c{SOMBRERO}" in options(game)
    act(game, f"use c{SOMBRERO}", 0)
    assert game.life[0] == 5 and game.tables[0] == []
    assert game.discard[-2:] == [BANG_5C, SOMBRERO]


# --- E11-4, E11-5 --------------------------------------------------------------------------
def test_e11_4_a_bang_card_and_bang_effects_in_one_turn() -> None:
    game = four(plain("outlaw", hand=[BANG_8S, PUNCH, BANG_5C], equipment=[KNIFE]),
                plain("sheriff"), plain("outlaw"), plain("renegade"))
    act(game, f"play c{BANG_8S} t1", 0)
    act(game, f"play c{PUNCH} t1", 0)
    act(game, f"use c{KNIFE} t1", 0)
    assert game.life[1] == 2
    with pytest.raises(IllegalAction) as refused:
        game.apply(f"play c{BANG_5C} t1", seat=0)
    assert refused.value.code == "bang_limit"


def test_e11_5_distance_one_ignores_the_weapon() -> None:
    game = dc_table(plain("sheriff", hand=[PUNCH, BANG_5C], equipment=[WINCHESTER]),
                    plain("outlaw", equipment=[MUSTANG_8H]), plain("outlaw"),
                    plain("renegade"), plain("deputy"))
    offered = options(game)
    assert f"play c{PUNCH} t2" not in offered
    assert f"play c{PUNCH} t1" not in offered
    assert f"play c{PUNCH} t4" in offered
    assert f"play c{BANG_5C} t2" in offered


# --- E11-6, E11-7, E11-8: the "+1" cost -----------------------------------------------------
def _springfield(hand: list[int], **options_: Any) -> CardGame:
    return dc_table(plain("outlaw", life=3, hand=hand), plain("deputy"),
                    plain("sheriff"), plain("outlaw"), plain("renegade"), **options_)


def test_e11_6_springfield_and_its_extra_card() -> None:
    game = _springfield([SPRINGFIELD, BEER_6H])
    act(game, f"play c{SPRINGFIELD} t2 x{BEER_6H}", 0)
    assert game.life[2] == 4 and game.life[0] == 3
    assert game.hands[0] == []
    assert game.discard == [BEER_6H, SPRINGFIELD]


def test_e11_6_with_dc_cost_card_on_top_the_extra_card_lies_on_top() -> None:
    game = _springfield([SPRINGFIELD, BEER_6H], dc_cost_card_on_top=True)
    act(game, f"play c{SPRINGFIELD} t2 x{BEER_6H}", 0)
    assert game.discard == [SPRINGFIELD, BEER_6H]


def test_e11_6_springfield_alone_cannot_be_played() -> None:
    game = _springfield([SPRINGFIELD])
    assert not any(o.startswith(f"play c{SPRINGFIELD}") for o in options(game))


def _whisky(life: int) -> CardGame:
    return four(plain("outlaw", life=life, hand=[WHISKY, BANG_5C, BANG_6C]),
                plain("sheriff"), plain("outlaw"), plain("renegade"))


def test_e11_7_whisky_heals_two_and_the_discarded_bang_was_not_played() -> None:
    game = _whisky(2)
    act(game, f"play c{WHISKY} x{BANG_5C}", 0)
    assert game.life[0] == 4 and game.bangs_played == 0
    act(game, f"play c{BANG_6C} t1", 0)
    assert game.life[1] == 4


def test_e11_7_whisky_is_capped() -> None:
    game = _whisky(3)
    act(game, f"play c{WHISKY} x{BANG_5C}", 0)
    assert game.life[0] == 4


def test_e11_8_tequila_is_not_a_beer() -> None:
    game = four(plain("sheriff", life=2, hand=[TEQUILA, MISSED_8D, BEER_6H]),
                plain("renegade"), plain("outlaw", alive=False), plain("outlaw", alive=False))
    act(game, f"play c{TEQUILA} t0 x{MISSED_8D}", 0)
    assert game.life[0] == 3
    act(game, f"play c{BEER_6H}", 0)
    assert game.life[0] == 3 and BEER_6H in game.discard


# --- E11-9: Brawl ------------------------------------------------------------------------------
def test_e11_9_brawl() -> None:
    game = dc_table(plain("sheriff", hand=[BRAWL, MISSED_2S]),
                    plain("outlaw", hand=[BANG_3D]),
                    plain("outlaw", equipment=[MUSTANG_8H]),
                    plain("renegade"),
                    plain("deputy", hand=[BEER_7H, PANIC_JH], equipment=[BARREL_QS]))
    act(game, f"play c{BRAWL} x{MISSED_2S}", 0)
    # P1 (hand only) and P2 (one card in play) have no choice to make; P3 has no card.
    assert decides(game) == (0, "choose_card")
    assert game.pending is not None and game.pending.context["target"] == 4
    act(game, f"table c{BARREL_QS}", 0)
    assert game.hands[1] == [] and game.tables[2] == []
    assert sorted(game.hands[4]) == sorted([BEER_7H, PANIC_JH]) and game.tables[4] == []
    assert game.discard == [MISSED_2S, BRAWL, BANG_3D, MUSTANG_8H, BARREL_QS]


# --- E11-10, E11-11: distances stack ------------------------------------------------------------
def _seven(character: str, equipment: list[int]) -> CardGame:
    first = seat("sheriff", character, hand=[BANG_5C, PANIC_JH], equipment=equipment) \
        if character != PLAIN else plain("sheriff", hand=[BANG_5C, PANIC_JH],
                                         equipment=equipment)
    return dc_table(first, plain("outlaw"), plain("outlaw"), plain("renegade", hand=[BEER_6H]),
                    plain("deputy"), plain("outlaw"), plain("deputy"))


@pytest.mark.parametrize(("character", "equipment", "distance", "legal"), [
    ("Rose Doolan", [SCOPE, BINOCULAR], 1, True),
    (PLAIN, [SCOPE, BINOCULAR], 1, True),
    (PLAIN, [BINOCULAR], 2, False),
])
def test_e11_10_scope_and_binocular_stack(character: str, equipment: list[int],
                                          distance: int, legal: bool) -> None:
    game = _seven(character, equipment)
    assert game.distance(0, 3) == distance
    offered = options(game)
    assert (f"play c{BANG_5C} t3" in offered) is legal
    assert (f"play c{PANIC_JH} t3" in offered) is legal


@pytest.mark.parametrize(("weapon", "legal"), [(REMINGTON, False), (CARABINE, True)])
def test_e11_11_mustang_hideout_and_paul_regret_stack(weapon: int, legal: bool) -> None:
    game = four(plain("sheriff", hand=[BANG_5C, PUNCH], equipment=[weapon]),
                seat("outlaw", "Paul Regret", equipment=[MUSTANG_8H, HIDEOUT]),
                plain("outlaw"), plain("renegade"))
    assert game.distance(0, 1) == 4
    offered = options(game)
    assert (f"play c{BANG_5C} t1" in offered) is legal
    assert f"play c{PUNCH} t1" not in offered


# --- E11-12, E11-13: Slab the Killer ----------------------------------------------------------
def test_e11_12_dodge_draws_and_a_missed_is_the_second_cancel() -> None:
    game = four(seat("outlaw", "Slab the Killer", hand=[BANG_5C]),
                plain("sheriff", hand=[DODGE_7D, MISSED_2S]), plain("outlaw"),
                plain("renegade"), deck=[BEER_6H])
    act(game, f"play c{BANG_5C} t1", 0)
    act(game, f"missed c{DODGE_7D}", 1)
    assert BEER_6H in game.hands[1] and decides(game) == (1, "respond")
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 5 and game.hands[1] == [BEER_6H]
    assert decides(game) == (0, "play")


def test_e11_12_the_card_dodge_draws_may_be_the_second_cancel() -> None:
    game = four(seat("outlaw", "Slab the Killer", hand=[BANG_5C]),
                plain("sheriff", hand=[DODGE_7D]), plain("outlaw"), plain("renegade"),
                deck=[MISSED_3S])
    act(game, f"play c{BANG_5C} t1", 0)
    act(game, f"missed c{DODGE_7D}", 1)
    act(game, f"missed c{MISSED_3S}", 1)
    assert game.life[1] == 5 and game.hands[1] == []


def test_e11_13_slabs_bang_effects_need_one_cancel() -> None:
    game = four(seat("outlaw", "Slab the Killer", hand=[PUNCH]),
                plain("sheriff", hand=[MISSED_2S]), plain("outlaw"), plain("renegade"))
    act(game, f"play c{PUNCH} t1", 0)
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 5 and decides(game) == (0, "play")


# --- E11-14: Apache Kid -------------------------------------------------------------------------
@needs("Apache Kid")
def test_e11_14_apache_kid_and_a_diamond_bang() -> None:
    bang_5d = next(c.id for c in data.DECK if c.name == "BANG!" and c.rank == "5"
                   and c.suit == "♦")
    game = four(plain("outlaw", hand=[bang_5d, BANG_5C, PUNCH]),
                seat("sheriff", "Apache Kid"), plain("outlaw"), plain("renegade"))
    act(game, f"play c{bang_5d} t1", 0)
    assert game.life[1] == 4 and bang_5d in game.discard
    with pytest.raises(IllegalAction):
        game.apply(f"play c{BANG_5C} t1", seat=0)
    act(game, f"play c{PUNCH} t1", 0)
    assert game.life[1] == 3


# --- E11-26, E11-27: Dynamite and the death saves -----------------------------------------------
def _dynamite(character: str) -> CardGame:
    first = seat("outlaw", character, life=1, hand=[BEER_6H, BEER_7H], equipment=[DYNAMITE]) \
        if character != PLAIN else plain("outlaw", life=1, hand=[BEER_6H, BEER_7H],
                                         equipment=[DYNAMITE])
    return four(first, plain("sheriff"), plain("outlaw"), plain("renegade"),
                deck=[CARABINE_5S, BEER_8H, BEER_9H], phase="start")


@needs("Tequila Joe")
def test_e11_26_tequila_joe_survives_a_dynamite_on_rev_carabine_5s() -> None:
    game = _dynamite("Tequila Joe")
    assert game.life[0] == -2 and decides(game) == (0, "dying")
    act(game, f"beer c{BEER_6H}", 0)
    act(game, f"beer c{BEER_7H}", 0)
    assert game.alive[0] and game.life[0] == 2
    assert game.hands[0] == [BEER_8H, BEER_9H]


def test_e11_26_a_plain_character_in_the_same_spot_dies() -> None:
    game = _dynamite(PLAIN)
    act(game, f"beer c{BEER_6H}", 0)
    act(game, f"beer c{BEER_7H}", 0)
    assert not game.alive[0]


def test_e11_27_canteen_is_never_a_death_save() -> None:
    game = four(plain("outlaw", life=1, equipment=[DYNAMITE, CANTEEN]), plain("sheriff"),
                plain("outlaw"), plain("renegade"), deck=[BANG_8S], phase="start")
    assert not game.alive[0]
    assert not any(e.kind == "draw" and e.data.get("why") == "bounty" for e in game.log)
    assert CANTEEN in game.discard


# --- E11-32: Calamity Janet and Dodge -----------------------------------------------------------
def _calamity(**options_: Any) -> CardGame:
    return four(seat("outlaw", "Calamity Janet", hand=[DODGE_7D, MISSED_8D]),
                plain("sheriff"), plain("outlaw"), plain("renegade"), **options_)


def test_e11_32_calamity_plays_missed_as_bang_but_not_dodge() -> None:
    game = _calamity()
    assert f"play c{DODGE_7D} t1" not in options(game)
    act(game, f"play c{MISSED_8D} t1", 0)
    assert game.life[1] == 4


def test_e11_32_calamity_dodge_as_bang_option_draws_nothing() -> None:
    game = _calamity(calamity_dodge_as_bang=True)
    hand = len(game.hands[0])
    act(game, f"play c{DODGE_7D} t1", 0)
    assert game.life[1] == 4 and len(game.hands[0]) == hand - 1


def test_e11_32_calamity_answers_a_punch_with_a_bang() -> None:
    game = four(plain("sheriff", hand=[PUNCH]),
                seat("outlaw", "Calamity Janet", hand=[BANG_5C]),
                plain("outlaw"), plain("renegade"))
    act(game, f"play c{PUNCH} t1", 0)
    act(game, f"missed c{BANG_5C}", 1)
    assert game.life[1] == 4


# --- E11-35: two Dynamites ------------------------------------------------------------------------
def test_e11_35_a_dynamite_passes_over_the_holder_of_the_other() -> None:
    game = four(plain("sheriff", equipment=[DYNAMITE_10C]), plain("outlaw", equipment=[DYNAMITE]),
                plain("outlaw"), plain("renegade"), deck=[BEER_6H], phase="start")
    assert game.tables[2] == [DYNAMITE_10C]
    assert game.tables[1] == [DYNAMITE] and game.tables[0] == []


# --- E11-36: 3 players --------------------------------------------------------------------------
def test_e11_36_a_punch_is_a_personal_kill_in_the_3_player_game() -> None:
    game = dc_table(plain("deputy", hand=[PUNCH]), plain("renegade", life=1),
                    plain("outlaw"), three_player=True)
    act(game, f"play c{PUNCH} t1", 0)
    assert game.is_over and game.winners == frozenset({0})


# --- E11-37, E11-38 ------------------------------------------------------------------------------
def test_e11_37_pepperbox_uses_the_weapon_and_knife_does_not() -> None:
    game = dc_table(plain("sheriff", equipment=[SCHOFIELD_KS, PEPPERBOX, KNIFE]),
                    plain("outlaw"), plain("outlaw"), plain("renegade"), plain("deputy"))
    offered = options(game)
    assert f"use c{PEPPERBOX} t2" in offered
    assert f"use c{KNIFE} t2" not in offered and f"use c{KNIFE} t1" in offered


def test_e11_38_derringer_draws_even_when_cancelled() -> None:
    game = four(plain("sheriff", equipment=[DERRINGER]), plain("outlaw", hand=[MISSED_2S]),
                plain("outlaw"), plain("renegade"), deck=[BEER_6H])
    act(game, f"use c{DERRINGER} t1", 0)
    assert BEER_6H not in game.hands[0], "the card comes after the shot's answer"
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1] == 4 and game.hands[0] == [BEER_6H]


# --- E11-39: a stolen green card waits again -----------------------------------------------------
def test_e11_39_a_stolen_green_card_waits_again() -> None:
    game = four(plain("sheriff", hand=[PANIC_JH]),
                plain("outlaw", hand=[BANG_5C], equipment=[IRON_PLATE_AD]),
                plain("outlaw"), plain("renegade"), deck=[BEER_6H, BEER_7H])
    act(game, f"play c{PANIC_JH} t1", 0)
    # P1 has no other card in play, and his hand is a random card: the plate is chosen.
    act(game, f"table c{IRON_PLATE_AD}", 0)
    act(game, f"play c{IRON_PLATE_AD}", 0)
    assert game.view(0).players[0].waiting == (IRON_PLATE_AD,)
    act(game, "end", 0)
    act(game, f"play c{BANG_5C} t0", 1)
    act(game, f"use c{IRON_PLATE_AD}", 0)
    assert game.life[0] == 5 and game.discard[-1] == IRON_PLATE_AD


# --- E11-40: Rag Time ----------------------------------------------------------------------------
def test_e11_40_rag_time_at_any_distance() -> None:
    game = dc_table(plain("sheriff", hand=[RAG_TIME, BANG_5C]), plain("outlaw"),
                    plain("outlaw"), plain("renegade", equipment=[VOLCANIC_10S]),
                    plain("deputy"), plain("outlaw"))
    assert game.distance(0, 3) == 3
    act(game, f"play c{RAG_TIME} t3 x{BANG_5C}", 0)
    assert game.hands[0] == [VOLCANIC_10S] and game.tables[3] == []
    assert game.bangs_played == 0
