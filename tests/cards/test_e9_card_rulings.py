"""rules/dodge-city.md E9 (rulings 1-3, 11-17, 23, 24) and E17 (1, 4, 6, 7): the card
rulings, from exact positions."""

from __future__ import annotations

from bang.cards import CardConfig, CardGame, data

from .dodge_city import (  # noqa: F401
    BANG_5C_DC,
    BRAWL,
    CANTEEN,
    CONESTOGA,
    DERRINGER,
    DODGE,
    DYNAMITE_10C,
    HOWITZER,
    IRON_PLATE,
    KNIFE,
    SOMBRERO,
    TEQUILA,
    WHISKY,
    dc,
    dc_table,
    four,
    needs,
    plain,
    plain_character,
)
from .ghost_setups import ghost, position
from .ghost_setups import seat as ghost_seat
from .helpers import (
    BANG_2C,
    BANG_5C,
    BANG_6C,
    BEER_6H,
    BEER_7H,
    BEER_8H,
    BEER_9H,
    DYNAMITE,
    GATLING,
    JAIL_10S,
    MISSED_2S,
    MISSED_3S,
    act,
    decides,
    options,
    seat,
)


# --- E9-1, E9-2, E9-3 ---------------------------------------------------------------------------
def test_e9_1_nothing_resets_a_ready_green_card_while_it_stays_in_play() -> None:
    game = four(plain("sheriff", equipment=[KNIFE]), plain("outlaw"), plain("outlaw"),
                plain("renegade"), deck=[BEER_6H, BEER_7H, BEER_8H, BEER_9H, BANG_2C, BANG_6C,
                                         MISSED_2S, MISSED_3S])
    for s in range(4):
        act(game, "end", s)
    assert f"use c{KNIFE} t1" in options(game)


def test_e9_2_a_jailed_players_green_missed_card_still_protects_him() -> None:
    game = four(plain("sheriff"), plain("outlaw", equipment=[JAIL_10S, IRON_PLATE]),
                plain("outlaw", hand=[BANG_5C]), plain("renegade"),
                deck=[BANG_2C, BEER_6H, BEER_7H], phase="start", turn=1)
    # The Jail's draw! (2♣) fails: P1's turn is skipped; P2 then shoots him.
    assert game.turn_seat == 2 and game.tables[1] == [IRON_PLATE]
    act(game, f"play c{BANG_5C} t1", 2)
    assert f"use c{IRON_PLATE}" in options(game)


def test_e9_3_the_second_dynamite_is_caused_by_nobody() -> None:
    game = four(plain("outlaw", life=4, equipment=[DYNAMITE_10C]), plain("sheriff"),
                plain("outlaw"), plain("renegade"), deck=[MISSED_2S, BEER_6H, BEER_7H],
                phase="start")
    damage = next(e for e in game.log if e.kind == "damage")
    assert damage.data["source"] == -1 and damage.data["amount"] == 3 and game.life[0] == 1
    assert DYNAMITE_10C in game.discard


def test_e9_3_a_lethal_dynamite_leaves_the_canteen_unusable() -> None:
    game = four(plain("outlaw", life=3, hand=[BANG_6C], equipment=[DYNAMITE, CANTEEN]),
                plain("sheriff"), plain("outlaw"), plain("renegade"), deck=[MISSED_2S],
                phase="start")
    assert decides(game) == (0, "dying") and options(game) == {"die"}


# --- E9-11 Calamity Janet ------------------------------------------------------------------------
def test_e9_11_calamity_cannot_play_a_green_missed_card_as_a_bang() -> None:
    game = four(seat("outlaw", "Calamity Janet", hand=[SOMBRERO]), plain("sheriff"),
                plain("outlaw"), plain("renegade"))
    assert options(game) >= {f"play c{SOMBRERO}"}
    assert not any(o.startswith(f"play c{SOMBRERO} t") for o in options(game))


def test_e9_11_calamity_gives_dodge_in_a_duel_only_with_the_option() -> None:
    from .helpers import DUEL_JS
    for option, expected in ((False, False), (True, True)):
        game = four(plain("sheriff", hand=[DUEL_JS]),
                    seat("outlaw", "Calamity Janet", hand=[DODGE]), plain("outlaw"),
                    plain("renegade"), calamity_dodge_as_bang=option)
        act(game, f"play c{DUEL_JS} t1", 0)
        assert decides(game) == (1, "duel")
        assert (f"bang c{DODGE}" in options(game)) is expected


# --- E9-12 two Dynamites -------------------------------------------------------------------------
def test_e9_12_a_dynamite_stays_when_the_only_other_player_holds_the_other() -> None:
    game = four(plain("sheriff", equipment=[DYNAMITE_10C]), plain("renegade", equipment=[DYNAMITE]),
                plain("outlaw", alive=False), plain("outlaw", alive=False), deck=[BEER_6H],
                phase="start")
    assert game.tables[0] == [DYNAMITE_10C] and game.tables[1] == [DYNAMITE]


def test_e9_12_no_second_dynamite_may_be_played_in_front_of_a_holder() -> None:
    game = four(plain("sheriff", hand=[DYNAMITE_10C], equipment=[DYNAMITE]), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    assert f"play c{DYNAMITE_10C}" not in options(game)


# --- E9-13 Brawl ------------------------------------------------------------------------------
def test_e9_13_brawl_resolves_clockwise_and_skips_players_without_cards() -> None:
    game = four(plain("sheriff", hand=[BRAWL, BEER_6H]),
                plain("outlaw", hand=[BANG_5C], equipment=[KNIFE]), plain("outlaw"),
                plain("renegade", hand=[BANG_6C], equipment=[SOMBRERO]))
    act(game, f"play c{BRAWL} x{BEER_6H}", 0)
    assert decides(game) == (0, "choose_card") and game.pending is not None
    assert game.pending.context["target"] == 1
    act(game, "hand", 0)
    assert game.pending is not None and game.pending.context["target"] == 3
    act(game, f"table c{SOMBRERO}", 0)
    assert game.tables[1] == [KNIFE] and game.hands[1] == []
    assert game.tables[3] == [] and game.hands[3] == [BANG_6C]


# --- E9-14 Tequila and Whisky at full life -------------------------------------------------------
def test_e9_14_tequila_and_whisky_at_full_life_are_legal_and_do_nothing() -> None:
    game = four(plain("sheriff", hand=[TEQUILA, WHISKY, BEER_6H, BEER_7H]), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    act(game, f"play c{TEQUILA} t1 x{BEER_6H}", 0)
    act(game, f"play c{WHISKY} x{BEER_7H}", 0)
    assert game.life == [5, 4, 4, 4] and game.hands[0] == []


# --- E9-15, E9-16 -------------------------------------------------------------------------------
def test_e9_15_the_extra_card_is_not_played_against_anyone() -> None:
    game = four(plain("sheriff", hand=[WHISKY, BANG_5C], life=3), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    events = act(game, f"play c{WHISKY} x{BANG_5C}", 0)
    plays = [e for e in events if e.kind == "play"]
    assert [e.data["card"] for e in plays] == [WHISKY]
    assert any(e.kind == "discard" and e.data["card"] == BANG_5C for e in events)


def test_e9_16_dodge_draws_at_once_derringer_after_the_shot() -> None:
    game = four(plain("sheriff", hand=[BANG_5C], equipment=[DERRINGER]),
                plain("outlaw", hand=[DODGE, MISSED_2S]), plain("outlaw"), plain("renegade"),
                deck=[BEER_6H, BEER_7H])
    act(game, f"use c{DERRINGER} t1", 0)
    act(game, f"missed c{DODGE}", 1)
    assert game.hands[1] == [MISSED_2S, BEER_6H] and game.hands[0] == [BANG_5C, BEER_7H]


# --- E9-17 Howitzer and Gatling ------------------------------------------------------------------
def test_e9_17_any_number_of_bang_effects_in_a_turn() -> None:
    game = four(plain("sheriff", hand=[GATLING, BANG_5C], equipment=[HOWITZER]),
                plain("outlaw"), plain("outlaw"), plain("renegade"))
    act(game, f"use c{HOWITZER}", 0)
    act(game, f"play c{GATLING}", 0)
    act(game, f"play c{BANG_5C} t1", 0)
    assert game.life[1:] == [1, 2, 2]


# --- E9-23, E9-24 -------------------------------------------------------------------------------
@needs("Apache Kid")
def test_e9_23_howitzer_hits_apache_kid() -> None:
    game = four(plain("sheriff", equipment=[HOWITZER]), seat("outlaw", "Apache Kid"),
                plain("outlaw"), plain("renegade"))
    act(game, f"use c{HOWITZER}", 0)
    assert game.life[1] == 2


def test_e9_24_vulture_sam_must_play_a_dead_players_green_card_again() -> None:
    game = four(plain("sheriff", hand=[BANG_5C]), plain("outlaw", life=1, equipment=[KNIFE]),
                seat("renegade", "Vulture Sam"), plain("outlaw"),
                deck=[BEER_6H, BEER_7H, BEER_8H, BEER_9H, BANG_2C, BANG_6C])
    act(game, f"play c{BANG_5C} t1", 0)
    assert not game.alive[1] and KNIFE in game.hands[2]
    act(game, "end", 0)
    assert decides(game) == (2, "play")
    assert not any(o.startswith(f"use c{KNIFE}") for o in options(game))
    act(game, f"play c{KNIFE}", 2)
    assert not any(o.startswith(f"use c{KNIFE}") for o in options(game))


# --- E17 ----------------------------------------------------------------------------------------
def test_e17_1_a_green_card_of_the_sheriffs_turn_is_ready_in_the_contest() -> None:
    a_spades = next(c.id for c in data.DECK if c.name == "BANG!" and c.rank == "A"
                    and c.suit == "♠")
    players = [ghost_seat("sheriff", "Willy the Kid", hand=[IRON_PLATE]),
               ghost("outlaw", [a_spades, BANG_2C]),
               ghost_seat("renegade", "Paul Regret"), ghost_seat("deputy", "Black Jack"),
               ghost_seat("outlaw", "Kit Carlson")]
    game = position(players, "dead_reckonin", dodge_city=True)
    act(game, f"play c{IRON_PLATE}", 0)
    act(game, "end", 0)
    assert decides(game) == (1, "ghost_action")  # two cards: the contest was forced
    act(game, "scare t0", 1)
    assert decides(game) == (0, "respond") and f"use c{IRON_PLATE}" in options(game)
    act(game, f"use c{IRON_PLATE}", 0)
    assert game.life[0] == 5


def test_e17_4_derringers_card_comes_after_the_bounty() -> None:
    game = four(plain("sheriff", equipment=[DERRINGER]), plain("outlaw", life=1),
                plain("outlaw"), plain("renegade"), deck=[BEER_6H, BEER_7H, BEER_8H, BEER_9H])
    act(game, f"use c{DERRINGER} t1", 0)
    assert not game.alive[1]
    assert game.hands[0] == [BEER_6H, BEER_7H, BEER_8H, BEER_9H]
    draws = [e.data["why"] for e in game.log if e.kind == "draw" and e.data["seat"] == 0]
    assert draws[-2:] == ["bounty", "derringer"]


@needs("Apache Kid")
def test_e17_6_a_diamond_conestoga_does_nothing_to_apache_kid() -> None:
    game = four(plain("sheriff", equipment=[CONESTOGA]),
                seat("outlaw", "Apache Kid", hand=[BEER_6H]), plain("outlaw"), plain("renegade"))
    act(game, f"use c{CONESTOGA} t1", 0)
    assert game.hands[1] == [BEER_6H] and game.discard[-1] == CONESTOGA


def test_e17_7_copies_of_one_name_rank_and_suit_are_different_cards() -> None:
    deck = CardGame.new(CardConfig(players=4, dodge_city=True), 5).card_ids()
    assert BANG_5C in deck and BANG_5C_DC in deck and BANG_5C != BANG_5C_DC
    assert (data.KIND[BANG_5C], data.RANK_VALUE[BANG_5C], data.SUIT[BANG_5C]) == (
        data.KIND[BANG_5C_DC], data.RANK_VALUE[BANG_5C_DC], data.SUIT[BANG_5C_DC])
    game = four(plain("sheriff", hand=[BANG_5C, BANG_5C_DC]), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    assert {f"play c{BANG_5C} t1", f"play c{BANG_5C_DC} t1"} <= options(game)
