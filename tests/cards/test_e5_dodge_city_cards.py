"""rules/dodge-city.md E2 and E5: the 40 Dodge City cards (their rows, the combined deck
of E2.3, Buffalo Rifle's sign of E2.2) and every card's exact effect, from exact
positions."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from bang.cards import CardConfig, CardGame, content, data
from bang.cards.dodge_city_cards import BUFFALO_RIFLE_9C, BUFFALO_RIFLE_QC, ROWS
from bang.core.errors import ConfigError, IllegalAction

from .dodge_city import (  # noqa: F401
    BIBLE,
    BINOCULAR,
    BRAWL,
    BUFFALO,
    CAN_CAN,
    CANTEEN,
    CONESTOGA,
    DERRINGER,
    DODGE,
    DODGE_KH,
    HIDEOUT,
    HOWITZER,
    IRON_PLATE,
    IRON_PLATE_QS,
    KNIFE,
    PEPPERBOX,
    PONY_EXPRESS,
    PUNCH,
    RAG_TIME,
    SOMBRERO,
    SPRINGFIELD,
    TEN_GALLON_HAT,
    TEQUILA,
    WHISKY,
    dc,
    dc_table,
    four,
    name_of,
    plain,
    plain_character,
)
from .helpers import (
    BANG_5C,
    BANG_6C,
    BANG_7C,
    BARREL_QS,
    BEER_6H,
    BEER_7H,
    BEER_8H,
    DUEL_JS,
    INDIANS_KD,
    MISSED_2S,
    MUSTANG_8H,
    SCOPE,
    VOLCANIC_10S,
    act,
    decides,
    options,
)

KINDS_ADDED = ("punch", "dodge", "springfield", "brawl", "rag_time", "tequila", "whisky",
               "binocular", "hideout", "bible", "canteen", "can_can", "conestoga",
               "derringer", "buffalo_rifle", "howitzer", "iron_plate", "knife", "pepperbox",
               "pony_express", "sombrero", "ten_gallon_hat")




def base4(hand: list[int] | None = None, equipment: list[int] | None = None,
          others: tuple[dict[str, Any], ...] = (), **kw: Any) -> CardGame:
    """P0 Sheriff Plain with ``hand`` and ``equipment``; P1-P3 as ``others`` says."""
    rest = list(others) + [plain(r) for r in ("outlaw", "outlaw", "renegade")[len(others):]]
    return four(plain("sheriff", hand=hand, equipment=equipment), *rest, **kw)


# --- E2, E2.1, E2.3 ----------------------------------------------------------------------------
def test_e2_the_40_rows_with_rank_and_suit() -> None:
    table = [name_of(c) for c in range(160, 200)]
    assert table[:12] == ["BANG! 8♠", "BANG! 5♣", "BANG! 6♣", "BANG! K♣", "Missed! 8♦",
                          "Beer 6♥", "Beer 6♠", "Cat Balou 8♣", "Panic! J♥",
                          "General Store A♠", "Indians! 5♦", "Punch 10♠"]
    assert table[26:] == ["Bible 10♥", "Canteen 7♥", "Can Can J♣", "Conestoga 9♦",
                          "Derringer 7♠", "Buffalo Rifle Q♣", "Howitzer 9♠", "Iron Plate A♦",
                          "Iron Plate Q♠", "Knife 8♥", "Pepperbox A♥", "Pony Express Q♦",
                          "Sombrero 7♣", "Ten Gallon Hat J♦"]
    assert len(ROWS) == 40


def test_e2_1_borders_and_the_cost_symbol() -> None:
    kinds = [content.kind_of(c) for c in range(160, 200)]
    assert Counter(k.color for k in kinds) == {"brown": 19, "blue": 7, "green": 14}
    assert sorted(k.key for k in {k.key: k for k in kinds}.values() if k.cost) == [
        "brawl", "rag_time", "springfield", "tequila", "whisky"]
    assert [k.key for k in content.KINDS[22:]] == list(KINDS_ADDED)


def test_e2_3_the_combined_deck_by_name() -> None:
    deck = content.deck_for(CardConfig(players=4, dodge_city=True).content_sets)
    names = Counter(data.KIND_NAMES_ALL[data.KIND[c]] for c in deck)
    assert len(deck) == 120
    assert (names["Cat Balou"], names["Panic!"], names["General Store"], names["Indians!"],
            names["Barrel"], names["Mustang"], names["Remington"],
            names["Rev. Carabine"]) == (5, 5, 3, 3, 3, 3, 2, 2)
    colors = Counter(content.kind_of(c).color for c in deck)
    assert colors == {"brown": 82, "blue": 24, "green": 14}
    pairs = Counter((data.RANK_VALUE[c], data.SUIT[c]) for c in deck)
    assert all(pairs[(v, s)] == (1 if v < 5 else 2 if v < 8 else 3)
               for v in range(2, 15) for s in data.SUITS)


def test_e2_3_dodge_city_off_is_the_base_deck() -> None:
    assert content.deck_for(CardConfig(players=4).content_sets) == list(range(80))


def test_e2_3_dodge_city_is_turned_on_by_its_option_only() -> None:
    with pytest.raises(ConfigError):
        CardConfig(players=4, dodge_city=True, expansions=("dodge_city",))
    with pytest.raises(ConfigError):
        CardConfig(players=4, dc_buffalo_rifle_sign="9C")


def test_e2_2_buffalo_rifle_sign_9c_replaces_the_queen() -> None:
    sets = CardConfig(players=4, dodge_city=True, dc_buffalo_rifle_sign="9C").content_sets
    deck = content.deck_for(sets)
    assert len(deck) == 120 and BUFFALO_RIFLE_9C in deck and BUFFALO_RIFLE_QC not in deck
    assert name_of(BUFFALO_RIFLE_9C) == "Buffalo Rifle 9♣"
    assert sum(1 for c in deck if name_of(c) == "Tequila 9♣") == 1
    copies = content.second_deck_for(sets)
    assert len(copies) == 120 and BUFFALO_RIFLE_9C + 1 in copies
    assert BUFFALO_RIFLE_QC + 40 not in copies
    game = CardGame.new(CardConfig(players=4, dodge_city=True, dc_buffalo_rifle_sign="9C"), 3)
    assert BUFFALO_RIFLE_9C in game.card_ids() and BUFFALO_RIFLE_QC not in game.card_ids()


def test_e2_2_a_setup_with_the_other_sign_is_refused() -> None:
    with pytest.raises(ConfigError):
        base4(hand=[BUFFALO_RIFLE_9C])
    with pytest.raises(ConfigError):
        base4(hand=[BUFFALO_RIFLE_QC], dc_buffalo_rifle_sign="9C")


# --- E5 brown --------------------------------------------------------------------------------


def test_e5_punch_is_a_bang_effect_at_distance_one_outside_the_limit() -> None:
    game = base4(hand=[BANG_5C, BANG_6C, PUNCH])
    act(game, f"play c{BANG_5C} t1", 0)
    assert f"play c{BANG_6C} t1" not in options(game)
    offered = options(game)
    assert {f"play c{PUNCH} t1", f"play c{PUNCH} t3"} <= offered
    assert f"play c{PUNCH} t2" not in offered
    act(game, f"play c{PUNCH} t1", 0)
    assert game.life[1] == 2 and game.bangs_played == 1


def test_e5_punch_is_answered_by_a_barrel() -> None:
    game = base4(hand=[PUNCH], others=(plain("outlaw", equipment=[BARREL_QS]),),
                 deck=[BEER_6H])
    act(game, f"play c{PUNCH} t1", 0)
    assert "barrel" in options(game)
    act(game, "barrel", 1)
    assert game.life[1] == 4


def test_e5_dodge_cancels_and_draws_but_is_never_played_on_its_own() -> None:
    game = base4(hand=[BANG_5C], others=(plain("outlaw", hand=[DODGE]),), deck=[BEER_6H])
    act(game, f"play c{BANG_5C} t1", 0)
    act(game, f"missed c{DODGE}", 1)
    assert game.life[1] == 4 and game.hands[1] == [BEER_6H]
    game = base4(hand=[DODGE_KH])
    assert not any(o.startswith(f"play c{DODGE_KH}") for o in options(game))


def test_e5_dodge_is_no_answer_to_indians_or_a_duel() -> None:
    game = base4(hand=[INDIANS_KD, DUEL_JS], others=(plain("outlaw", hand=[DODGE]),))
    act(game, f"play c{INDIANS_KD}", 0)
    assert decides(game) == (1, "indians") and f"bang c{DODGE}" not in options(game)
    act(game, "take", 1)
    act(game, f"play c{DUEL_JS} t1", 0)
    assert decides(game) == (1, "duel") and f"bang c{DODGE}" not in options(game)


def test_e5_springfield_reaches_any_other_player() -> None:
    game = dc_table(plain("sheriff", hand=[SPRINGFIELD, BEER_6H]), plain("outlaw"),
                    plain("outlaw"), plain("renegade"), plain("deputy"))
    offered = {o for o in options(game) if o.startswith(f"play c{SPRINGFIELD}")}
    assert offered == {f"play c{SPRINGFIELD} t{t} x{BEER_6H}" for t in (1, 2, 3, 4)}


def test_e5_brawl_needs_another_player_with_a_card() -> None:
    game = base4(hand=[BRAWL, BEER_6H])
    assert not any(o.startswith(f"play c{BRAWL}") for o in options(game))
    game = base4(hand=[BRAWL, BEER_6H], others=(plain("outlaw"), plain("outlaw", hand=[BANG_5C])))
    assert f"play c{BRAWL} x{BEER_6H}" in options(game)
    act(game, f"play c{BRAWL} x{BEER_6H}", 0)
    assert game.hands[2] == [] and game.discard[-1] == BANG_5C


def test_e5_rag_time_takes_from_any_player_with_a_card() -> None:
    game = base4(hand=[RAG_TIME, BEER_6H],
                 others=(plain("outlaw"), plain("outlaw", hand=[BANG_5C])))
    offered = {o for o in options(game) if o.startswith(f"play c{RAG_TIME}")}
    assert offered == {f"play c{RAG_TIME} t2 x{BEER_6H}"}
    act(game, f"play c{RAG_TIME} t2 x{BEER_6H}", 0)
    assert game.hands[0] == [BANG_5C] and game.hands[2] == []


def test_e5_tequila_heals_any_player_self_included() -> None:
    game = base4(hand=[TEQUILA, BEER_6H], others=(plain("outlaw", life=2),))
    offered = {o for o in options(game) if o.startswith(f"play c{TEQUILA}")}
    assert offered == {f"play c{TEQUILA} t{t} x{BEER_6H}" for t in range(4)}
    act(game, f"play c{TEQUILA} t1 x{BEER_6H}", 0)
    assert game.life[1] == 3


def test_e5_whisky_heals_two() -> None:
    game = four(plain("sheriff", life=2, hand=[WHISKY, BEER_6H]), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    act(game, f"play c{WHISKY} x{BEER_6H}", 0)
    assert game.life[0] == 4


def test_e5_cost_cards_are_never_death_saves() -> None:
    game = four(plain("sheriff", hand=[BANG_5C]),
                plain("outlaw", life=1, hand=[TEQUILA, WHISKY, BEER_6H]),
                plain("outlaw"), plain("renegade"))
    act(game, f"play c{BANG_5C} t1", 0)
    act(game, "take", 1)
    assert decides(game) == (1, "dying")
    assert options(game) == {f"beer c{BEER_6H}", "die"}


# --- E5 blue -----------------------------------------------------------------------------------
def test_e5_binocular_is_a_second_scope() -> None:
    game = dc_table(plain("sheriff", hand=[SCOPE], equipment=[BINOCULAR]), plain("outlaw"),
                    plain("outlaw"), plain("renegade"), plain("deputy"))
    assert game.distance(0, 2) == 1
    assert f"play c{SCOPE}" in options(game)  # another name: it may join


def test_e5_hideout_is_a_second_mustang() -> None:
    game = base4(others=(plain("outlaw", equipment=[MUSTANG_8H, HIDEOUT]),))
    assert game.distance(0, 1) == 3 and game.distance(1, 0) == 1


# --- E5 green ----------------------------------------------------------------------------------
def _answer_with(green: int, deck: list[int] | None = None) -> CardGame:
    """P1 shoots P0, who has ``green`` ready in play (P1's turn)."""
    return four(plain("sheriff", equipment=[green]), plain("outlaw", hand=[BANG_5C]),
                plain("outlaw"), plain("renegade"), turn=1, deck=deck)


@pytest.mark.parametrize("green", [IRON_PLATE, IRON_PLATE_QS, SOMBRERO, TEN_GALLON_HAT, BIBLE])
def test_e5_green_missed_cards_cancel_a_bang_effect(green: int) -> None:
    game = _answer_with(green, deck=[BEER_6H])
    act(game, f"play c{BANG_5C} t0", 1)
    act(game, f"use c{green}", 0)
    assert game.life[0] == 5 and game.tables[0] == [] and game.discard[-1] == green
    assert game.hands[0] == ([BEER_6H] if green == BIBLE else [])


def test_e5_iron_plate_either_copy_cancels_a_bang_effect() -> None:
    for plate in (IRON_PLATE, IRON_PLATE_QS):
        game = _answer_with(plate)
        act(game, f"play c{BANG_5C} t0", 1)
        assert options(game) == {f"use c{plate}", "take"}
        act(game, f"use c{plate}", 0)
        assert game.life[0] == 5


def test_e5_ten_gallon_hat_and_sombrero_cancel_without_drawing() -> None:
    for hat in (TEN_GALLON_HAT, SOMBRERO):
        game = _answer_with(hat, deck=[BEER_6H])
        act(game, f"play c{BANG_5C} t0", 1)
        act(game, f"use c{hat}", 0)
        assert game.life[0] == 5 and game.hands[0] == [] and game.deck[-1] == BEER_6H


def test_e5_bible_draws_like_dodge() -> None:
    game = _answer_with(BIBLE, deck=[BEER_7H])
    act(game, f"play c{BANG_5C} t0", 1)
    events = act(game, f"use c{BIBLE}", 0)
    assert [e.kind for e in events][:2] == ["respond", "draw"]
    assert game.hands[0] == [BEER_7H]


def test_e5_canteen_heals_one_in_phase_two() -> None:
    game = four(plain("sheriff", life=3, equipment=[CANTEEN]), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    act(game, f"use c{CANTEEN}", 0)
    assert game.life[0] == 4 and game.discard[-1] == CANTEEN


def test_e5_canteen_heals_with_two_players_left() -> None:
    game = four(plain("sheriff", life=3, equipment=[CANTEEN]), plain("renegade"),
                plain("outlaw", alive=False), plain("outlaw", alive=False))
    act(game, f"use c{CANTEEN}", 0)
    assert game.life[0] == 4


def test_e5_can_can_discards_a_card_of_any_player() -> None:
    game = dc_table(plain("sheriff", equipment=[CAN_CAN]), plain("outlaw"),
                    plain("outlaw", equipment=[VOLCANIC_10S]), plain("renegade"),
                    plain("deputy"))
    assert {o for o in options(game) if o.startswith(f"use c{CAN_CAN}")} == {
        f"use c{CAN_CAN} t2"}
    act(game, f"use c{CAN_CAN} t2", 0)
    assert game.tables[2] == [] and game.discard[-2:] == [CAN_CAN, VOLCANIC_10S]


def test_e5_conestoga_takes_a_card_of_any_player() -> None:
    game = dc_table(plain("sheriff", equipment=[CONESTOGA]), plain("outlaw"),
                    plain("outlaw", hand=[BEER_6H]), plain("renegade"), plain("deputy"))
    act(game, f"use c{CONESTOGA} t2", 0)
    assert game.hands[0] == [BEER_6H] and game.discard[-1] == CONESTOGA


def test_e5_derringer_shoots_at_distance_one_and_draws() -> None:
    game = base4(equipment=[DERRINGER], deck=[BEER_6H])
    assert {o for o in options(game) if o.startswith(f"use c{DERRINGER}")} == {
        f"use c{DERRINGER} t1", f"use c{DERRINGER} t3"}
    act(game, f"use c{DERRINGER} t3", 0)
    assert game.life[3] == 3 and game.hands[0] == [BEER_6H]


def test_e5_buffalo_rifle_at_any_distance() -> None:
    game = dc_table(plain("sheriff", equipment=[BUFFALO]), plain("outlaw"), plain("outlaw"),
                    plain("renegade"), plain("deputy"))
    assert {o for o in options(game) if o.startswith(f"use c{BUFFALO}")} == {
        f"use c{BUFFALO} t{t}" for t in (1, 2, 3, 4)}
    act(game, f"use c{BUFFALO} t2", 0)
    assert game.life[2] == 3


def test_e5_howitzer_shoots_every_other_player_clockwise() -> None:
    game = base4(equipment=[HOWITZER], others=(plain("outlaw", hand=[MISSED_2S]),))
    act(game, f"use c{HOWITZER}", 0)
    assert decides(game) == (1, "respond")
    act(game, f"missed c{MISSED_2S}", 1)
    assert game.life[1:] == [4, 3, 3] and game.life[0] == 5


def test_e5_knife_at_distance_one() -> None:
    game = dc_table(plain("sheriff", equipment=[KNIFE]), plain("outlaw"), plain("outlaw"),
                    plain("renegade"), plain("deputy"))
    assert {o for o in options(game) if o.startswith(f"use c{KNIFE}")} == {
        f"use c{KNIFE} t1", f"use c{KNIFE} t4"}


def test_e5_pepperbox_within_the_weapons_reach() -> None:
    game = dc_table(plain("sheriff", equipment=[PEPPERBOX]), plain("outlaw"), plain("outlaw"),
                    plain("renegade"), plain("deputy"))
    assert {o for o in options(game) if o.startswith(f"use c{PEPPERBOX}")} == {
        f"use c{PEPPERBOX} t1", f"use c{PEPPERBOX} t4"}


def test_e5_pony_express_draws_three() -> None:
    game = base4(equipment=[PONY_EXPRESS], deck=[BEER_6H, BEER_7H, BEER_8H, BANG_7C])
    act(game, f"use c{PONY_EXPRESS}", 0)
    assert game.hands[0] == [BEER_6H, BEER_7H, BEER_8H]
    assert game.discard[-1] == PONY_EXPRESS


def test_e5_green_cards_are_played_in_front_of_their_owner() -> None:
    game = base4(hand=[KNIFE, SOMBRERO, BANG_6C])
    act(game, f"play c{KNIFE}", 0)
    act(game, f"play c{SOMBRERO}", 0)
    assert game.tables[0] == [KNIFE, SOMBRERO] and game.green_new == (KNIFE, SOMBRERO)
    with pytest.raises(IllegalAction):
        game.apply(f"use c{KNIFE} t1", seat=0)


def test_e2_3_rl_observations_cover_the_120_card_game() -> None:
    """The RL layer plays the 120-card game with Dodge City's own codec and layout:
    every card dealt, one deck or two and either Buffalo Rifle, has a slot of its own
    (tests/rl check the rest); the base game keeps its own.  Needs the RL layer's
    extra (numpy, Gymnasium), which the engine's own environments do not install."""
    pytest.importorskip("gymnasium")
    pytest.importorskip("numpy")
    from bang.rl.games import game_spec

    for extra in ({}, {"dc_buffalo_rifle_sign": "9C"},
                  {"ghost_variant": "dead_reckonin", "ghost_separate_deck": True}):
        spec = game_spec("cards", 5, dodge_city=True, **extra)
        config = spec.config
        assert isinstance(config, CardConfig)
        dealt = content.deck_for(config.content_sets)
        if extra.get("ghost_separate_deck"):
            dealt += content.second_deck_for(config.content_sets)
        covered = set(spec.layout.content.ids)  # type: ignore[attr-defined]
        assert len(dealt) >= 120 and set(dealt) <= covered
    assert game_spec("cards", 5).layout.name == "cards-80"


def test_e2_2_a_printing_variant_must_replace_a_dealt_card() -> None:
    """A set's ``replaces`` names cards of the sets before it; any other id is refused
    and nothing changes."""
    from bang.cards.content import ContentSet

    before = len(data.KIND)
    bad = ContentSet(key="bad_variant", first_id=300, kinds=(), rows=(("knife", "2", "S"),),
                     abilities=(), characters=(), replaces=(299,))
    with pytest.raises(ConfigError, match="replaces card 299"):
        content.register(bad)
    assert "bad_variant" not in content.SETS and len(data.KIND) == before
