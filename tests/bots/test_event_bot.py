"""The heuristic bot with an event deck (rules/high-noon-fistful.md Part F): each
decision rule of ``bang.bots.event_policy`` from an exact position, and whole games
(``normal`` beats ``random`` with event decks as without; the search levels play them).

Seats use characters whose abilities play no part in the position (Black Jack, Kit
Carlson, Jesse Jones, Pedro Ramirez act only in phase 1).  A Fistful of Cards' cards
(Lasso, Ambush, Law of the West, Peyote) are put in force in the view the bot reads:
the rules of the bot read only the event's key there.
"""

from __future__ import annotations

from typing import Any

import pytest

from bang.bots import event_policy, heuristic
from bang.bots.heuristic import HeuristicBot
from bang.cards import CardConfig, CardGame, content
from bang.core.errors import ConfigError
from bang.core.protocol import Action
from bang.sim import play


def deck_ready(decks: str) -> None:
    """Skip where the cards of ``decks`` are not all registered yet (A Fistful of
    Cards' cards come with their own engine module)."""
    try:
        CardGame.new(CardConfig(players=4, event_decks=decks), 0)
    except ConfigError as exc:
        pytest.skip(f"event_decks={decks}: {exc}")

QUIET = ("Black Jack", "Kit Carlson", "Jesse Jones", "Pedro Ramirez", "Pixie Pete")


def card(name: str, short: str, dodge_city: bool = False) -> int:
    """The id of the card ``name`` with rank and suit letter ``short`` (``"10S"``)."""
    suit = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[short[-1]]
    config = CardConfig(players=4, dodge_city=dodge_city)
    for c in content.deck_for(config.content_sets):
        record = content.card_record(c)
        if record is not None and (record.name, record.rank, record.suit) == (
                name, short[:-1], suit):
            return c
    raise KeyError(f"no card {name} {short}")


BANG_5C, BANG_6C, BANG_7D = card("BANG!", "5C"), card("BANG!", "6C"), card("BANG!", "7D")
BANG_8D, BANG_9C = card("BANG!", "8D"), card("BANG!", "9C")
MISSED_2S, MISSED_3S = card("Missed!", "2S"), card("Missed!", "3S")
BEER_6H, BEER_7H = card("Beer", "6H"), card("Beer", "7H")
DUEL, JAIL, DYNAMITE = card("Duel", "JS"), card("Jail", "10S"), card("Dynamite", "2H")
VOLCANIC, SCHOFIELD = card("Volcanic", "10C"), card("Schofield", "KS")
BARREL, SCOPE, MUSTANG = card("Barrel", "QS"), card("Scope", "AS"), card("Mustang", "8H")
SALOON, PANIC, CAT_BALOU = card("Saloon", "5H"), card("Panic!", "JH"), card("Cat Balou", "KH")
STAGECOACH = card("Stagecoach", "9S")


def seat(role: str, character: str = "", **info: Any) -> dict[str, Any]:
    return {"role": role, "character": character, **info}


def position(*players: dict[str, Any], events: dict[str, Any], turn: int = 0,
             phase: str = "play", event_decks: str = "high_noon",
             deck: list[int] | None = None, discard: list[int] | None = None,
             **options: Any) -> CardGame:
    """A game with an event deck at an exact position: ``events`` as from_setup takes
    it (``deck`` next first, ``in_force``); a seat without a character gets one of
    ``QUIET``."""
    named = [dict(p, character=p["character"] or QUIET[i]) for i, p in enumerate(players)]
    return CardGame.from_setup({
        "players": named, "turn": turn, "phase": phase, "events": events,
        "deck": deck or [], "discard": discard or [],
        "options": {"event_decks": event_decks, **options}}, seed=0)


def choice(game: CardGame, loyalty: dict[int, float] | None = None,
           event: dict[str, Any] | None = None) -> Action:
    """The ``normal`` bot's answer for the seat deciding, with the loyalty scores given
    (> 0: who it believes loyal to the Sheriff) and, if given, ``event`` in place of the
    view's event deck."""
    bot = HeuristicBot(1)
    if loyalty:
        bot.loyalty = dict(loyalty)
    assert game.pending is not None
    view = game.view(game.pending.seat)
    if event is not None:
        view = view._replace(event=event)
    action = bot.choose(view, game.legal_actions())
    assert action in game.legal_actions()
    return action


def force(key: str, upcoming: str | None = "curse", left: int = 5) -> dict[str, Any]:
    """A view's event deck with ``key`` in force and ``upcoming`` next."""
    return {"in_force": key, "next": upcoming, "deck_count": left, "pile": [key],
            "round": 3}


def events(in_force: str, upcoming: str) -> dict[str, Any]:
    """An ``events`` setup: ``in_force``, then ``upcoming`` and the final card."""
    return {"in_force": in_force, "deck": [upcoming, "high_noon"], "rounds": 2}


def outlaw(hand: list[int] | None = None, equipment: list[int] | None = None,
           sheriff_at: int = 1, **info: Any) -> list[dict[str, Any]]:
    """P0 an Outlaw who knows only the Sheriff, at seat ``sheriff_at`` of four."""
    seats = [seat("outlaw", hand=hand or [], equipment=equipment or [], **info),
             seat("renegade"), seat("outlaw"), seat("outlaw")]
    seats[sheriff_at] = seat("sheriff", hand=[STAGECOACH])
    return seats


def sheriff_turn_to_respond(game: CardGame) -> None:
    """Answer for everybody but P0 with the last legal answer (take the hit)."""
    while game.pending is not None and game.pending.seat != 0:
        game.apply(game.legal_actions()[-1])


# --- the answers an event deck adds ---------------------------------------------------
def test_a_game_with_an_event_deck_takes_the_event_answers_and_a_base_game_not() -> None:
    bot = HeuristicBot(2)
    base = CardGame.new(CardConfig(players=5), 3)
    assert base.pending is not None
    bot.choose(base.view(base.pending.seat), base.legal_actions())
    assert bot._answers is heuristic._ANSWERS
    events = CardGame.new(CardConfig(players=5, event_decks="high_noon"), 3)
    assert events.pending is not None
    bot.choose(events.view(events.pending.seat), events.legal_actions())
    assert bot._answers is heuristic._EV_ANSWERS
    both = CardGame.new(CardConfig(players=5, event_decks="high_noon", dodge_city=True), 3)
    assert both.pending is not None
    bot.choose(both.view(both.pending.seat), both.legal_actions())
    assert bot._answers is heuristic._DC_EV_ANSWERS


# --- the event at a player's turn (F3.2) -----------------------------------------------
def test_f3_2_a_player_later_in_the_round_meets_the_card_in_force_the_others_the_next() -> None:
    # P2's turn, the Sheriff at P0: P3 still plays this round, P1 only after the reveal.
    game = position(seat("sheriff"), seat("outlaw"), seat("outlaw"), seat("renegade"),
                    turn=2, events=events("curse", "blessing"))
    view = game.view(2)
    assert event_policy.at_turn_of(view, 3) == "curse"
    assert event_policy.at_turn_of(view, 1) == "blessing"
    assert event_policy.at_turn_of(view, 2) == "blessing"


def test_f5_4_under_gold_rush_the_round_runs_counter_clockwise() -> None:
    game = position(seat("sheriff"), seat("outlaw"), seat("outlaw"), seat("renegade"),
                    turn=2, events=events("gold_rush", "blessing"))
    view = game.view(2)
    assert event_policy.at_turn_of(view, 1) == "gold_rush"
    assert event_policy.at_turn_of(view, 3) == "blessing"


def test_f3_2_the_final_card_in_force_is_in_force_at_every_turn() -> None:
    game = position(seat("sheriff"), seat("outlaw"), seat("outlaw"), seat("renegade"),
                    turn=2, events={"in_force": "high_noon", "deck": [], "rounds": 9})
    assert event_policy.at_turn_of(game.view(2), 1) == "high_noon"


# --- phase 2 --------------------------------------------------------------------------
def test_f5_10_no_duel_under_the_sermon_at_a_player_who_could_answer_it() -> None:
    seats = outlaw([DUEL, BANG_5C])
    assert choice(position(*seats, events=events("curse", "thirst"))) == Action(
        "play", BANG_5C, 1)
    assert choice(position(*seats, events=events("the_sermon", "thirst"))) == Action("end")


def test_f5_10_a_duel_under_the_sermon_at_a_player_with_no_card_is_won() -> None:
    seats = outlaw([DUEL])
    seats[1]["hand"] = []
    assert choice(position(*seats, events=events("the_sermon", "thirst"))) == Action(
        "play", DUEL, 1)


def test_f5_6_under_shootout_the_bot_shoots_twice() -> None:
    game = position(*outlaw([BANG_5C, BANG_6C]), events=events("shootout", "thirst"))
    first = choice(game)
    assert first.kind == "play" and first.target == 1
    game.apply(first)
    sheriff_turn_to_respond(game)
    second = choice(game)
    assert second.kind == "play" and second.target == 1 and second.card != first.card


def test_f5_6_under_shootout_a_volcanic_waits_for_three_bangs() -> None:
    # The Sheriff out of reach: the Volcanic is played for the BANG!s to come.
    seats = outlaw([VOLCANIC, BANG_5C, BANG_6C], sheriff_at=2)
    assert choice(position(*seats, events=events("curse", "thirst"))) == Action(
        "play", VOLCANIC)
    assert choice(position(*seats, events=events("shootout", "thirst"))) == Action("end")
    seats[0]["hand"] = [VOLCANIC, BANG_5C, BANG_6C, BANG_7D]
    assert choice(position(*seats, events=events("shootout", "thirst"))) == Action(
        "play", VOLCANIC)


def test_f5_21_under_lasso_no_volcanic() -> None:
    game = position(*outlaw([VOLCANIC, BANG_5C, BANG_6C], sheriff_at=2),
                    events=events("curse", "thirst"))
    assert choice(game) == Action("play", VOLCANIC)
    assert choice(game, event=force("lasso")) == Action("end")


def jail_position(turn: int, events: dict[str, Any]) -> CardGame:
    """P2 an Outlaw with a Jail, at his turn ``turn``; P1 looks loyal to him."""
    seats = [seat("sheriff"), seat("deputy"), seat("outlaw", hand=[JAIL]), seat("renegade")]
    return position(*seats, turn=turn, events=events)


def test_f5_1_no_jail_whose_draw_comes_under_blessing() -> None:
    # P1's next turn comes after the reveal: under the next card.
    assert choice(jail_position(2, events("curse", "thirst")), {1: 6.0}) == Action(
        "play", JAIL, 1)
    assert choice(jail_position(2, events("curse", "blessing")), {1: 6.0}) == Action("end")


def test_f5_1_a_jail_at_a_player_who_plays_before_blessing_comes() -> None:
    # Gold Rush: P1 plays after P2 in this round, under Gold Rush, not Blessing.
    assert choice(jail_position(2, events("gold_rush", "blessing")), {1: 6.0}) == Action(
        "play", JAIL, 1)


def test_f5_7_no_jail_at_a_player_who_will_have_the_daltons_first() -> None:
    assert choice(jail_position(2, events("curse", "the_daltons")), {1: 6.0}) == Action("end")


def test_f5_2_no_dynamite_when_my_next_turn_is_under_curse() -> None:
    seats = outlaw([DYNAMITE])
    assert choice(position(*seats, events=events("thirst", "blessing"))) == Action(
        "play", DYNAMITE)
    assert choice(position(*seats, events=events("thirst", "curse"))) == Action("end")


def test_f5_8_no_beer_one_life_short_when_the_doctor_comes_and_i_am_lowest() -> None:
    seats = outlaw([BEER_6H], life=3)
    assert choice(position(*seats, events=events("thirst", "curse"))) == Action(
        "play", BEER_6H)
    assert choice(position(*seats, events=events("thirst", "the_doctor"))) == Action("end")
    seats[2]["life"] = 2  # P2 lower: the Doctor heals him, not me
    assert choice(position(*seats, events=events("thirst", "the_doctor"))) == Action(
        "play", BEER_6H)


def test_f5_17_under_ambush_a_longer_weapon_waits_unless_an_enemy_has_a_mustang() -> None:
    game = position(*outlaw([SCHOFIELD]), events=events("curse", "thirst"))
    assert choice(game) == Action("play", SCHOFIELD)
    assert choice(game, event=force("ambush")) == Action("end")
    seats = outlaw([SCHOFIELD])
    seats[1]["equipment"] = [MUSTANG]
    assert choice(position(*seats, events=events("curse", "thirst")),
                  event=force("ambush")) == Action("play", SCHOFIELD)


def test_f5_22_a_turn_that_may_not_end_plays_what_harms_no_friend() -> None:
    game = position(*outlaw([BEER_6H]), events=events("curse", "thirst"))
    view = game.view(0)._replace(event=force("law_of_the_west"))
    legal = (Action("play", PANIC, 2), Action("play", BEER_6H))
    bot = HeuristicBot(1)
    bot.loyalty = {2: -6.0}  # P2 looks like a fellow Outlaw
    assert bot.choose(view, legal) == Action("play", BEER_6H)


# --- answers out of turn ----------------------------------------------------------------
def shot_at_barrel(events: dict[str, Any]) -> CardGame:
    """P0 an Outlaw shoots the Sheriff P1, who has a Barrel and a Missed!."""
    seats = outlaw([BANG_5C])
    seats[1] = seat("sheriff", hand=[MISSED_2S], equipment=[BARREL])
    game = position(*seats, events=events)
    game.apply(Action("play", BANG_5C, 1))
    assert game.pending is not None and game.pending.seat == 1
    return game


def test_f5_2_no_barrel_draw_under_curse() -> None:
    assert choice(shot_at_barrel(events("thirst", "curse"))) == Action("barrel")
    assert choice(shot_at_barrel(events("curse", "thirst"))) == Action("missed", MISSED_2S)


# --- phase 3 --------------------------------------------------------------------------
def discard_position(hand: list[int], events: dict[str, Any], life: int = 2,
                     character: str = "") -> CardGame:
    seats = outlaw(hand, life=life, character=character)
    return position(*seats, phase="discard", events=events)


def test_f5_9_under_the_reverend_at_two_life_a_missed_is_kept_before_a_beer() -> None:
    hand = [BEER_6H, MISSED_2S, MISSED_3S]
    assert choice(discard_position(hand, events("thirst", "curse"))).card in (MISSED_2S,
                                                                          MISSED_3S)
    assert choice(discard_position(hand, events("the_reverend", "curse"))) == Action(
        "discard", BEER_6H)


def test_f5_9_with_the_reverend_next_a_beer_is_worth_little() -> None:
    hand = [BEER_6H, SALOON, MISSED_2S]
    assert choice(discard_position(hand, events("thirst", "curse"))) == Action(
        "discard", SALOON)
    assert choice(discard_position(hand, events("thirst", "the_reverend"))) == Action(
        "discard", BEER_6H)


def test_f5_10_with_the_sermon_next_a_bang_is_worth_little() -> None:
    hand = [BANG_5C, SALOON, MISSED_2S]
    assert choice(discard_position(hand, events("thirst", "curse"))) == Action(
        "discard", SALOON)
    assert choice(discard_position(hand, events("thirst", "the_sermon"))) == Action(
        "discard", BANG_5C)


def test_f5_6_with_shootout_next_a_bang_is_worth_more_than_a_panic() -> None:
    hand = [BANG_5C, PANIC, MISSED_2S]
    assert choice(discard_position(hand, events("thirst", "curse"))) == Action(
        "discard", BANG_5C)
    assert choice(discard_position(hand, events("thirst", "shootout"))) == Action(
        "discard", PANIC)


def test_f5_11_with_thirst_next_sid_ketchum_keeps_his_cards() -> None:
    hand = [BANG_5C, BANG_6C, SALOON, PANIC, CAT_BALOU]
    base = choice(discard_position(hand, events("curse", "blessing"), 3, "Sid Ketchum"))
    assert base.kind == "sid"
    thirst = choice(discard_position(hand, events("curse", "thirst"), 3, "Sid Ketchum"))
    assert thirst.kind == "discard"


def test_f5_12_with_train_arrival_next_sid_ketchum_trades_one_card_over() -> None:
    hand = [BANG_5C, BANG_6C, SALOON, PANIC]
    base = choice(discard_position(hand, events("curse", "blessing"), 3, "Sid Ketchum"))
    assert base.kind == "discard"
    train = choice(discard_position(hand, events("curse", "train_arrival"), 3,
                                    "Sid Ketchum"))
    assert train.kind == "sid"


# --- the events' own prompts ------------------------------------------------------------
def daltons(equipment: list[int]) -> CardGame:
    """The Daltons revealed before the Sheriff's turn; P0 the Sheriff, with
    ``equipment``, chooses first."""
    seats = [seat("sheriff", equipment=equipment), seat("outlaw"), seat("outlaw"),
             seat("renegade")]
    game = position(*seats, phase="start", events={
        "in_force": "thirst", "deck": ["the_daltons", "high_noon"], "rounds": 1})
    assert game.pending is not None and game.pending.kind == "daltons_discard"
    return game


def test_f5_7_the_daltons_take_my_own_jail_first() -> None:
    assert choice(daltons([BARREL, JAIL])) == Action("discard", JAIL)


def test_f5_7_the_daltons_take_the_card_in_play_worth_least() -> None:
    assert choice(daltons([BARREL, SCOPE])) == Action("discard", SCOPE)


def test_f5_14_handcuffs_name_the_suit_of_the_cards_worth_most_in_my_turn() -> None:
    # The ♠ Missed! cards count for nothing (played out of my turn, where Handcuffs do
    # not bind): Beer 6♥ and Cat Balou K♥ are worth more than BANG! 5♣ and 6♣.
    hand = [MISSED_2S, MISSED_3S, BANG_5C, BEER_6H]
    game = position(*outlaw(hand), phase="draw", hn_bullet_extras=True,
                    deck=[CAT_BALOU, BANG_6C], events={
                        "in_force": "handcuffs", "deck": ["thirst", "high_noon"],
                        "rounds": 2})
    assert game.pending is not None and game.pending.kind == "handcuffs_suit"
    assert sorted(game.view(0).hand) == sorted([*hand, CAT_BALOU, BANG_6C])
    hearts = "♠♥♦♣".index("♥")
    assert choice(game) == Action("suit", arg=hearts)


def test_f3_1_the_opener_chooses_high_noon_when_he_outlives_his_enemies() -> None:
    deck_ready("fistful")  # the choice is between both decks' final cards
    game = CardGame.new(CardConfig(players=4, event_decks="mixed",
                                   event_final_card="first_player_choice"), 1)
    assert game.pending is not None and game.pending.kind == "event_final"
    assert choice(game) == Action("final", arg=0)


def test_f5_15_new_identity_is_taken_at_one_life_only() -> None:
    def start(life: int) -> CardGame:
        seats = outlaw(life=life)
        game = position(*seats, phase="start", hn_bullet_extras=True, events={
            "in_force": "new_identity", "deck": ["thirst", "high_noon"], "rounds": 3,
            "spares": ["Lucky Duke", "Vulture Sam", "Slab the Killer", "El Gringo"]})
        assert game.pending is not None and game.pending.kind == "new_identity"
        return game
    assert choice(start(1)) == Action("switch")
    assert choice(start(3)) == Action("keep")


# --- A Fistful of Cards' prompts, as its module registers them (F5.16-F5.30) -------------
def asked(kind: str, event: str, legal: tuple[Action, ...], hand: list[int] | None = None,
          context: dict[str, Any] | None = None, loyalty: dict[int, float] | None = None,
          **info: Any) -> Action:
    """The bot's answer to A Fistful of Cards' prompt ``kind`` with ``legal``, P0 an
    Outlaw (``info``: his life...) holding ``hand``, ``event`` in force."""
    game = position(*outlaw(hand, **info), events=events("thirst", "curse"))
    view = game.view(0)
    view = view._replace(pending=view.pending._replace(kind=kind, context=context or {}),
                         event=force(event))
    bot = HeuristicBot(1)
    bot.loyalty = dict(loyalty or {})
    action = bot.choose(view, legal)
    assert action in legal
    return action


SNIPER = Action("sniper", BANG_5C, 1, BANG_6C)


def sniper_turn(sheriff_hand: list[int], equipment: list[int] | None = None,
                event: str = "sniper") -> Action:
    seats = outlaw([BANG_5C, BANG_6C], equipment)
    seats[1] = seat("sheriff", hand=sheriff_hand)
    game = position(*seats, events=events("thirst", "curse"))
    legal = (*game.legal_actions()[:-1], SNIPER, game.legal_actions()[-1])
    return HeuristicBot(1).choose(game.view(0)._replace(event=force(event)), legal)


def test_f5_27_sniper_replaces_a_bang_that_one_missed_could_stop() -> None:
    assert sniper_turn([STAGECOACH]) == SNIPER


def test_f5_27_no_sniper_at_a_player_nothing_can_save() -> None:
    assert sniper_turn([]).kind == "play"


def test_f5_27_no_sniper_with_a_volcanic_nor_under_shootout() -> None:
    assert sniper_turn([STAGECOACH], [VOLCANIC]).kind == "play"
    assert sniper_turn([STAGECOACH], event="shootout").kind == "play"


def ricochet_turn(aim_owner: int, aim: int, loyalty: dict[int, float],
                  hand: list[int]) -> Action:
    seats = outlaw(hand, sheriff_at=2)
    seats[aim_owner]["equipment"] = [aim]
    game = position(*seats, events=events("thirst", "curse"))
    shot = Action("ricochet", hand[0], aim_owner, aim)
    legal = (*game.legal_actions()[:-1], shot, game.legal_actions()[-1])
    bot = HeuristicBot(1)
    bot.loyalty = dict(loyalty)
    return bot.choose(game.view(0)._replace(event=force("ricochet")), legal)


def test_f5_25_a_spare_bang_ricochets_at_an_enemys_barrel() -> None:
    # The Sheriff (P2) is out of reach: the BANG! has no other use this turn.
    assert ricochet_turn(2, BARREL, {}, [BANG_5C]) == Action("ricochet", BANG_5C, 2, BARREL)


def test_f5_25_the_last_bang_is_kept_from_a_scope() -> None:
    assert ricochet_turn(2, SCOPE, {}, [BANG_5C]) == Action("end")
    assert ricochet_turn(2, SCOPE, {}, [BANG_5C, BANG_6C]) == Action(
        "ricochet", BANG_5C, 2, SCOPE)


def test_f5_25_a_ricochet_frees_a_friend_from_jail() -> None:
    assert ricochet_turn(3, JAIL, {3: -6.0}, [BANG_5C]) == Action("ricochet", BANG_5C, 3,
                                                                  JAIL)


def test_f5_25_a_card_in_play_worth_more_than_the_missed_is_saved() -> None:
    legal = (Action("missed", MISSED_2S), Action("missed", MISSED_3S), Action("give_up"))
    saved = asked("ricochet_answer", "ricochet", legal, [MISSED_2S, MISSED_3S],
                  {"card": BARREL, "source": 1}, equipment=[BARREL])
    assert saved.kind == "missed"


def test_f5_25_a_jail_or_a_scope_is_let_go() -> None:
    legal = (Action("missed", MISSED_2S), Action("give_up"))
    assert asked("ricochet_answer", "ricochet", legal, [MISSED_2S],
                 {"card": JAIL, "source": 1}, equipment=[JAIL]) == Action("give_up")
    assert asked("ricochet_answer", "ricochet", legal, [MISSED_2S],
                 {"card": SCOPE, "source": 1}, equipment=[SCOPE]) == Action("give_up")


def test_f5_26_russian_roulette_is_answered_with_the_cheapest_missed() -> None:
    legal = (Action("missed", MISSED_2S), Action("use", card("Bible", "10H", True)),
             Action("no_missed"))
    assert asked("roulette", "russian_roulette", legal, [MISSED_2S]) != Action("no_missed")
    assert asked("roulette", "russian_roulette", (Action("no_missed"),)) == Action(
        "no_missed")


def test_f5_23_peyote_guesses_the_colour_most_unseen_and_never_stops() -> None:
    legal = (Action("guess", arg=0), Action("guess", arg=1), Action("stop"))
    # Four red cards in my hand: more black cards are unseen.
    assert asked("peyote", "peyote", legal, [BEER_6H, BEER_7H, SALOON, PANIC]) == Action(
        "guess", arg=1)
    assert asked("peyote", "peyote", legal, [BANG_5C, BANG_6C, MISSED_2S]) == Action(
        "guess", arg=0)


def test_f5_18_blood_brothers_gives_a_life_only_to_a_weak_friend() -> None:
    legal = (Action("give", target=2), Action("give", target=3), Action("decline"))
    friend = {2: -6.0}
    assert asked("blood_brothers", "blood_brothers", legal, life=4,
                 loyalty=friend) == Action("decline")  # P2 at full life
    game_lives = {"life": 4}
    seats = outlaw(**game_lives)
    seats[2]["life"] = 1
    game = position(*seats, events=events("thirst", "curse"))
    view = game.view(0)
    view = view._replace(pending=view.pending._replace(kind="blood_brothers", context={}),
                         event=force("blood_brothers"))
    bot = HeuristicBot(1)
    bot.loyalty = dict(friend)
    assert bot.choose(view, legal) == Action("give", target=2)
    bot.loyalty = {}
    assert bot.choose(view, legal) == Action("decline")  # P2 not known as a friend


def test_f5_20_hard_liquor_at_one_life_not_at_four() -> None:
    legal = (Action("liquor"), Action("phase_one"))
    assert asked("hard_liquor", "hard_liquor", legal, life=1) == Action("liquor")
    assert asked("hard_liquor", "hard_liquor", legal, life=3) == Action("phase_one")


def test_f5_24_ranch_exchanges_the_cards_worth_less_than_a_draw() -> None:
    legal = (Action("ranch", DYNAMITE), Action("ranch", MISSED_2S), Action("ranch_done"))
    assert asked("ranch", "ranch", legal, [DYNAMITE, MISSED_2S]) == Action("ranch",
                                                                          DYNAMITE)
    legal = (Action("ranch", MISSED_2S), Action("ranch_done"))
    assert asked("ranch", "ranch", legal, [MISSED_2S]) == Action("ranch_done")


def test_f5_16_pedro_under_abandoned_mine_takes_a_good_top_card() -> None:
    legal = (Action("mine_pile"), Action("mine_deck"))
    game = position(*outlaw(), events=events("thirst", "curse"), discard=[BEER_6H])
    view = game.view(0)
    view = view._replace(pending=view.pending._replace(kind="mine_pedro", context={}),
                         event=force("abandoned_mine"))
    assert HeuristicBot(1).choose(view, legal) == Action("mine_pile")
    assert HeuristicBot(1).choose(view._replace(discard_top=DYNAMITE), legal) == Action(
        "mine_deck")


# --- prompts without an answer of their own ---------------------------------------------
def unknown(kind: str, event: dict[str, Any] | None = None) -> tuple[Any, HeuristicBot]:
    game = position(*outlaw(), events=events("thirst", "curse"))
    view = game.view(0)
    view = view._replace(pending=view.pending._replace(kind=kind, context={}),
                         event=event or view.event)
    return view, HeuristicBot(1)


def test_an_unknown_prompt_gives_a_missed_before_losing_life() -> None:
    view, bot = unknown("roulette", force("russian_roulette", left=3))
    legal = (Action("take"), Action("discard", MISSED_2S))
    assert bot.choose(view, legal) == Action("discard", MISSED_2S)


def test_an_unknown_prompt_gives_up_the_cheapest_card() -> None:
    view, bot = unknown("ranch_discard")
    legal = (Action("discard", BEER_6H), Action("discard", SALOON))
    assert bot.choose(view, legal) == Action("discard", SALOON)


def test_an_unknown_optional_effect_on_a_player_is_declined() -> None:
    view, bot = unknown("blood_brothers", force("blood_brothers"))
    legal = (Action("give", target=1), Action("give", target=2), Action("pass"))
    assert bot.choose(view, legal) == Action("pass")


def test_f5_23_under_peyote_an_unknown_guess_goes_before_stopping() -> None:
    view, bot = unknown("peyote_guess", force("peyote"))
    legal = (Action("stop"), Action("guess", arg=0), Action("guess", arg=1))
    assert bot.choose(view, legal) == Action("guess", arg=0)


# --- Hangover and Dodge City's Apache Kid ------------------------------------------------
def test_f5_5_under_hangover_a_diamond_bang_reaches_apache_kid() -> None:
    bang = card("BANG!", "7D", dodge_city=True)
    seats = outlaw([bang])
    seats[1] = seat("sheriff", "Apache Kid", hand=[STAGECOACH])
    options = {"dodge_city": True}
    assert choice(position(*seats, events=events("thirst", "curse"), **options)) == Action(
        "end")
    assert choice(position(*seats, events=events("hangover", "curse"), **options)) == Action(
        "play", bang, 1)


# --- whole games ------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 7, 8])
@pytest.mark.parametrize("decks", ["high_noon", "fistful", "mixed"])
def test_games_of_normal_bots_with_an_event_deck_end(players: int, decks: str) -> None:
    deck_ready(decks)
    config = CardConfig.from_dict({"players": players, "event_decks": decks,
                                   **({} if decks == "fistful" else
                                      {"hn_bullet_extras": True})})
    for seed in range(4):
        result = play(CardGame, config, seed, "normal", max_decisions=5000)
        assert not result.capped and result.winners
