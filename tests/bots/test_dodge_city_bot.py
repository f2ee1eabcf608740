"""The heuristic bot with Dodge City (rules/dodge-city.md Part E): each decision rule it
follows for the expansion's cards and characters, from exact positions, and whole games
(``normal`` beats ``random`` with Dodge City as without; the search levels play it).

Seats use characters whose abilities play no part in the position (Black Jack, Kit
Carlson, Jesse Jones, Pedro Ramirez act only in phase 1), unless the test is about one.
"""

from __future__ import annotations

from typing import Any

import pytest

from bang.bots import heuristic
from bang.bots.heuristic import HeuristicBot
from bang.cards import CardConfig, CardGame, content
from bang.core.protocol import Action
from bang.sim import play

#: Characters whose ability does nothing once phase 2 has begun.
QUIET = ("Black Jack", "Kit Carlson", "Jesse Jones", "Pedro Ramirez", "Pixie Pete")


def card(name: str, short: str) -> int:
    """The id of the card ``name`` with rank and suit letter ``short`` (``"10S"``) in a
    game with Dodge City (the base game's 80 cards and Dodge City's 40)."""
    suit = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[short[-1]]
    for c in content.deck_for(CardConfig(players=4, dodge_city=True).content_sets):
        record = content.card_record(c)
        if record is not None and (record.name, record.rank, record.suit) == (
                name, short[:-1], suit):
            return c
    raise KeyError(f"no card {name} {short}")


BANG_5C, BANG_6C, BANG_7D = card("BANG!", "5C"), card("BANG!", "6C"), card("BANG!", "7D")
BANG_KC = card("BANG!", "KC")
MISSED_2S, MISSED_3S = card("Missed!", "2S"), card("Missed!", "3S")
BEER_6H, BEER_7H = card("Beer", "6H"), card("Beer", "7H")
GENERAL_STORE = card("General Store", "QS")
DYNAMITE = card("Dynamite", "2H")
BARREL, VOLCANIC = card("Barrel", "QS"), card("Volcanic", "10S")
SCHOFIELD, CARABINE = card("Schofield", "KS"), card("Rev. Carabine", "AC")
SCOPE, MUSTANG, JAIL = card("Scope", "AS"), card("Mustang", "8H"), card("Jail", "10S")
PUNCH, DODGE = card("Punch", "10S"), card("Dodge", "7D")
SPRINGFIELD, BRAWL = card("Springfield", "KS"), card("Brawl", "JS")
RAG_TIME, TEQUILA, WHISKY = card("Rag Time", "9H"), card("Tequila", "9C"), card("Whisky", "QH")
BINOCULAR, HIDEOUT = card("Binocular", "10D"), card("Hideout", "KD")
BIBLE, CANTEEN = card("Bible", "10H"), card("Canteen", "7H")
CAN_CAN, CONESTOGA = card("Can Can", "JC"), card("Conestoga", "9D")
DERRINGER, BUFFALO = card("Derringer", "7S"), card("Buffalo Rifle", "QC")
HOWITZER, IRON_PLATE = card("Howitzer", "9S"), card("Iron Plate", "AD")
KNIFE, PEPPERBOX = card("Knife", "8H"), card("Pepperbox", "AH")
PONY_EXPRESS, SOMBRERO = card("Pony Express", "QD"), card("Sombrero", "7C")


def seat(role: str, character: str = "", **info: Any) -> dict[str, Any]:
    return {"role": role, "character": character, **info}


def position(*players: dict[str, Any], turn: int = 0, phase: str = "play",
             bangs_played: int = 0, **options: Any) -> CardGame:
    """A Dodge City game at an exact position: ``turn``'s ``phase`` (the unlisted cards
    make the deck, so a draw never runs dry); a seat without a character gets one of
    ``QUIET``."""
    named = [dict(p, character=p["character"] or QUIET[i]) for i, p in enumerate(players)]
    return CardGame.from_setup({
        "players": named, "turn": turn, "phase": phase, "bangs_played": bangs_played,
        "options": {"dodge_city": True, **options}}, seed=0)


def choice(game: CardGame, loyalty: dict[int, float] | None = None) -> Action:
    """The ``normal`` bot's answer for the seat deciding, with the loyalty scores
    given (> 0: who it believes loyal to the Sheriff)."""
    bot = HeuristicBot(1)
    if loyalty:
        bot.loyalty = dict(loyalty)
    assert game.pending is not None
    action = bot.choose(game.view(game.pending.seat), game.legal_actions())
    assert action in game.legal_actions()
    return action


def outlaw(hand: list[int] | None = None, equipment: list[int] | None = None,
           sheriff_at: int = 1, **info: Any) -> list[dict[str, Any]]:
    """P0 an Outlaw (``info``: his life, character...), who knows only the Sheriff, at
    seat ``sheriff_at`` of four; the others look neither loyal nor hostile to him."""
    seats = [seat("outlaw", hand=hand or [], equipment=equipment or [], **info),
             seat("renegade"), seat("outlaw"), seat("outlaw")]
    seats[sheriff_at] = seat("sheriff")
    return seats


# --- the answers a game's content asks for ----------------------------------------------
def test_a_base_game_keeps_the_base_answers_and_dodge_city_adds_its_own() -> None:
    bot = HeuristicBot(2)
    base = CardGame.new(CardConfig(players=5), 3)
    assert base.pending is not None
    bot.choose(base.view(base.pending.seat), base.legal_actions())
    assert bot._answers is heuristic._ANSWERS
    dodge = CardGame.new(CardConfig(players=5, dodge_city=True), 3)
    assert dodge.pending is not None
    bot.choose(dodge.view(dodge.pending.seat), dodge.legal_actions())
    assert bot._answers is heuristic._DC_ANSWERS


# --- E4.1, E5 green cards -------------------------------------------------------------
def test_e4_1_a_green_card_goes_in_play_before_the_bang() -> None:
    assert choice(position(*outlaw([BANG_5C, KNIFE]))) == Action("play", KNIFE)


def test_e4_3_a_ready_knife_shoots_the_enemy_and_leaves_the_bang_for_later() -> None:
    assert choice(position(*outlaw([BANG_5C], [KNIFE]))) == Action("use", KNIFE, 1)


def test_e4_1_a_green_shot_is_kept_from_friends() -> None:
    # A Deputy whose two neighbours are the Sheriff and a player who looks loyal.
    game = position(seat("deputy", equipment=[PEPPERBOX]), seat("sheriff"), seat("outlaw"),
                    seat("renegade"))
    assert choice(game, loyalty={3: 6.0}) == Action("end")


def test_e5_buffalo_rifle_reaches_the_enemy_out_of_reach() -> None:
    assert choice(position(*outlaw(equipment=[BUFFALO], sheriff_at=2))) == Action(
        "use", BUFFALO, 2)


def test_e5_derringer_shoots_the_enemy_beside() -> None:
    assert choice(position(*outlaw(equipment=[DERRINGER]))) == Action("use", DERRINGER, 1)


def test_e5_howitzer_when_it_hits_more_enemies_than_friends() -> None:
    # The Sheriff among unknown players: all of them look hostile to him.
    game = position(seat("sheriff", equipment=[HOWITZER]), seat("outlaw"), seat("outlaw"),
                    seat("renegade"))
    assert choice(game) == Action("use", HOWITZER)


def test_e5_howitzer_never_at_a_sheriff_on_his_last_life() -> None:
    game = position(seat("deputy", equipment=[HOWITZER]), seat("sheriff", life=1),
                    seat("outlaw"), seat("renegade"))
    assert choice(game) == Action("end")


def test_e5_canteen_when_hurt_only() -> None:
    assert choice(position(*outlaw(equipment=[CANTEEN], life=2))) == Action("use", CANTEEN)
    assert choice(position(*outlaw(equipment=[CANTEEN]))) == Action("end")


def test_e5_pony_express_draws_before_anything_else() -> None:
    assert choice(position(*outlaw([BANG_5C], [PONY_EXPRESS]))) == Action("use", PONY_EXPRESS)


def test_e5_conestoga_and_can_can_at_the_enemy_at_any_distance() -> None:
    seats = outlaw(equipment=[CONESTOGA], sheriff_at=2)
    seats[2]["equipment"] = [BARREL]
    assert choice(position(*seats)) == Action("use", CONESTOGA, 2)
    seats = outlaw(equipment=[CAN_CAN], sheriff_at=2)
    seats[2]["hand"] = [BEER_6H]
    assert choice(position(*seats)) == Action("use", CAN_CAN, 2)


def test_e4_5_binocular_and_hideout_go_in_play_beside_scope_and_mustang() -> None:
    assert choice(position(*outlaw([BINOCULAR], [SCOPE]))) == Action("play", BINOCULAR)
    assert choice(position(*outlaw([HIDEOUT], [MUSTANG]))) == Action("play", HIDEOUT)


def test_e4_3_punch_besides_the_bang_card() -> None:
    game = position(*outlaw([PUNCH, BANG_5C]), bangs_played=1)
    assert choice(game) == Action("play", PUNCH, 1)


# --- E4.2 the "+1" cost --------------------------------------------------------------
def test_e4_2_springfield_at_the_far_enemy_paid_with_the_cheapest_card() -> None:
    game = position(*outlaw([SPRINGFIELD, MISSED_2S, MISSED_3S, DYNAMITE], sheriff_at=2))
    assert choice(game) == Action("play", SPRINGFIELD, 2, DYNAMITE)


def test_e4_2_the_last_missed_never_pays() -> None:
    game = position(*outlaw([SPRINGFIELD, MISSED_2S], sheriff_at=2))
    assert choice(game) == Action("end")


def test_e4_2_the_last_beer_never_pays() -> None:
    game = position(*outlaw([SPRINGFIELD, BEER_6H], sheriff_at=2))
    assert choice(game) == Action("end")


def test_e4_2_whisky_before_a_beer_when_two_life_are_missing() -> None:
    game = position(*outlaw([WHISKY, BEER_6H, BANG_KC], sheriff_at=2, life=2))
    assert choice(game) == Action("play", WHISKY, -1, BANG_KC)
    assert choice(position(*outlaw([WHISKY, BANG_KC], sheriff_at=2))) == Action("end")


def test_e4_2_tequila_on_me_or_a_hurt_ally_never_on_an_enemy() -> None:
    seats = outlaw([TEQUILA, BANG_KC], sheriff_at=2, life=3)
    seats[2]["life"] = 3
    assert choice(position(*seats)) == Action("play", TEQUILA, 0, BANG_KC)
    seats = outlaw([TEQUILA, BANG_KC], sheriff_at=2)
    seats[2]["life"] = 3
    assert choice(position(*seats)) == Action("end")
    # A Deputy at five: the hurt Sheriff is his ally.
    game = position(seat("deputy", hand=[TEQUILA, DYNAMITE]), seat("outlaw"),
                    seat("sheriff", life=3), seat("renegade"), seat("outlaw"))
    assert choice(game) == Action("play", TEQUILA, 2, DYNAMITE)


def test_e4_2_brawl_when_it_hurts_enemies_more_than_friends() -> None:
    # The Sheriff, to whom every other player looks hostile, each holding a card.
    game = position(seat("sheriff", hand=[BRAWL, BANG_KC]), seat("outlaw", hand=[BEER_6H]),
                    seat("outlaw", hand=[BEER_7H]), seat("renegade", equipment=[BARREL]),
                    bangs_played=1)
    assert choice(game) == Action("play", BRAWL, -1, BANG_KC)
    # A Deputy whose only neighbour with a card is the Sheriff.
    game = position(seat("deputy", hand=[BRAWL, BANG_KC]), seat("sheriff", hand=[BEER_6H]),
                    seat("outlaw"), seat("renegade"), bangs_played=1)
    assert choice(game) == Action("end")


def test_e4_2_rag_time_takes_the_enemys_barrel_from_afar() -> None:
    seats = outlaw([RAG_TIME, BANG_KC], sheriff_at=2)
    seats[2]["equipment"] = [BARREL]
    assert choice(position(*seats)) == Action("play", RAG_TIME, 2, BANG_KC)


# --- E6.1 characters -------------------------------------------------------------------
def test_e6_1_chuck_wengam_only_with_life_to_spare() -> None:
    game = position(*outlaw([MISSED_2S], character="Chuck Wengam"))
    assert choice(game) == Action("chuck")
    game = position(*outlaw([MISSED_2S], character="Chuck Wengam", life=3))
    assert choice(game) == Action("end")


def test_e6_1_doc_holyday_with_two_spare_cards_at_an_enemy_in_reach() -> None:
    game = position(*outlaw([BANG_KC, BANG_6C, MISSED_2S], character="Doc Holyday"),
                    bangs_played=1)
    action = choice(game)
    assert (action.kind, action.target) == ("doc", 1)
    assert {action.card, action.arg} == {BANG_KC, BANG_6C}


def test_e6_1_doc_holyday_never_pays_the_last_missed_or_beer() -> None:
    game = position(*outlaw([MISSED_2S, BEER_6H, BANG_KC], character="Doc Holyday"),
                    bangs_played=1)
    assert choice(game) == Action("end")


def test_e6_1_jose_delgado_discards_a_blue_card_he_does_not_need() -> None:
    # A Schofield while a Rev. Carabine is in play: worth less than two cards.
    game = position(*outlaw([SCHOFIELD], [CARABINE], character="José Delgado"))
    assert choice(game) == Action("jose", SCHOFIELD)
    # A Barrel he has not: put in play instead.
    game = position(*outlaw([BARREL], character="José Delgado"))
    assert choice(game) == Action("play", BARREL)


def test_e6_1_apache_kid_is_spared_a_diamond_bang() -> None:
    # The Sheriff; seat 3 looks loyal, Apache Kid (seat 1) hostile.
    def sheriff(hand: list[int]) -> CardGame:
        return position(seat("sheriff", hand=hand), seat("outlaw", "Apache Kid"),
                        seat("outlaw"), seat("renegade"))
    assert choice(sheriff([BANG_7D, BANG_5C]), loyalty={3: 6.0}) == Action("play", BANG_5C, 1)
    assert choice(sheriff([BANG_7D]), loyalty={3: 6.0}) == Action("end")


def test_e6_1_elena_fuente_answers_with_her_least_useful_card() -> None:
    game = position(seat("sheriff", hand=[BANG_5C]),
                    seat("outlaw", "Elena Fuente", hand=[BEER_6H, GENERAL_STORE, BARREL]),
                    seat("outlaw"), seat("renegade"))
    game.apply(f"play c{BANG_5C} t1")
    assert choice(game) == Action("missed", GENERAL_STORE)


def test_e4_4_dodge_and_bible_answer_first_green_missed_cards_stay_as_defence() -> None:
    def shot_at(hand: list[int], equipment: list[int]) -> CardGame:
        game = position(seat("sheriff", hand=[BANG_5C]),
                        seat("outlaw", hand=hand, equipment=equipment), seat("outlaw"),
                        seat("renegade"))
        game.apply(f"play c{BANG_5C} t1")
        return game
    assert choice(shot_at([MISSED_2S, DODGE], [IRON_PLATE])) == Action("missed", DODGE)
    assert choice(shot_at([MISSED_2S], [IRON_PLATE])) == Action("missed", MISSED_2S)
    assert choice(shot_at([], [IRON_PLATE, BIBLE])) == Action("use", BIBLE)
    assert choice(shot_at([], [IRON_PLATE])) == Action("use", IRON_PLATE)


def test_e6_1_vera_custer_copies_what_is_worth_most_to_her_now() -> None:
    def vera(life: int) -> CardGame:
        game = position(seat("outlaw", "Vera Custer", life=life), seat("sheriff", "Bill Noface"),
                        seat("renegade", "Kit Carlson"), seat("outlaw", "Jesse Jones"),
                        phase="start")
        assert game.pending is not None and game.pending.kind == "vera_copy"
        return game
    assert choice(vera(3)) == Action("copy", target=2)  # Kit Carlson, at full life
    assert choice(vera(1)) == Action("copy", target=1)  # Bill Noface: three cards


def _pat_facing(card: int, hand: list[int]) -> CardGame:
    """Pat Brennan (an Outlaw) in phase 1, the Sheriff with ``card`` in play."""
    seats = outlaw(hand=hand, character="Pat Brennan")
    seats[1]["equipment"] = [card]
    game = position(*seats, phase="start")
    assert game.pending is not None and game.pending.kind == "draw_pat"
    return game


def test_e6_1_pat_brennan_takes_an_enemys_best_card_in_play() -> None:
    for card in (BARREL, VOLCANIC, SOMBRERO, HIDEOUT):
        assert choice(_pat_facing(card, [BANG_5C])) == Action("table", card)


def test_e6_1_pat_brennan_with_nothing_to_shoot_with_draws_from_the_deck() -> None:
    # Two players passing one Barrel back and forth (Pat, and Vera Custer copying him)
    # would never draw a BANG!: a hand that cannot shoot needs the deck's cards.
    for card in (BARREL, VOLCANIC, SOMBRERO, HIDEOUT):
        assert choice(_pat_facing(card, [])) == Action("draw_deck")


def test_e6_1_pat_brennan_takes_a_jail_off_a_friend_never_off_an_enemy() -> None:
    seats = outlaw(character="Pat Brennan")
    seats[2]["equipment"] = [JAIL]
    game = position(*seats, phase="start")
    assert choice(game, loyalty={2: -6.0}) == Action("table", JAIL)
    game = position(*seats, phase="start")
    assert choice(game, loyalty={2: 6.0}) == Action("draw_deck")


def test_e6_1_pat_brennan_leaves_a_friends_barrel() -> None:
    seats = outlaw(character="Pat Brennan")
    seats[2]["equipment"] = [BARREL]
    game = position(*seats, phase="start")
    assert choice(game, loyalty={2: -6.0}) == Action("draw_deck")


# --- whole games ------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 7, 8])
def test_games_of_normal_bots_with_dodge_city_end(players: int) -> None:
    config = CardConfig.from_dict({"players": players, "dodge_city": True})
    for seed in range(6):
        result = play(CardGame, config, seed, "normal", max_decisions=5000)
        assert not result.capped and result.winners


#: Games of `normal` bots that once never ended (a Pat Brennan and a Vera Custer copying
#: him passing one card in play back and forth, neither drawing from the deck): the
#: balance study's seeds, by player count.
ONCE_ENDLESS = {3: (1252482384710703561, 5924697229635578124),
                4: (5949040688877841520, 5529569593544714088, 423389090807204259),
                5: (7850221698707075370, 5997059410252649774),
                8: (5339001122274004028, 8616805375367046690)}


@pytest.mark.parametrize("players", sorted(ONCE_ENDLESS))
def test_pat_brennan_and_a_copying_vera_custer_no_longer_pass_a_card_for_ever(
        players: int) -> None:
    from bang.sim.play import play

    config = CardConfig.from_dict({"players": players, "dodge_city": True})
    for seed in ONCE_ENDLESS[players]:
        result = play(CardGame, config, seed, "normal", max_decisions=5000)
        assert not result.capped and result.winners, (players, seed)
