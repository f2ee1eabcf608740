"""rules/high-noon-fistful.md F3 and appendix F-A: the event deck's options, build,
reveals, views, records, exact positions and information sets (the engine of Part F;
each card's own effect is tested in its section's module)."""

from __future__ import annotations

import random

import pytest

from bang.cards import CardConfig, CardGame
from bang.cards.event_deck import EVENTS, pool
from bang.core.errors import ConfigError

from .events import ev_table, in_force, next_event, play_to_end
from .helpers import act, decides, seat

REST = ["blessing", "curse", "gold_rush", "hangover", "shootout", "the_daltons",
        "the_reverend", "the_sermon", "thirst", "train_arrival"]


def four(lives: tuple[int, int, int, int] = (5, 3, 4, 4)) -> list[dict[str, object]]:
    """F12 W1's table: P0 Sheriff, P1 and P2 Outlaws, P3 Renegade; no ability matters."""
    return [seat("sheriff", "Bart Cassidy", life=lives[0]),
            seat("outlaw", "Paul Regret", life=lives[1]),
            seat("outlaw", "Rose Doolan", life=lives[2]),
            seat("renegade", "Willy the Kid", life=lives[3])]


def end_turns(game: CardGame, count: int) -> None:
    """Each of the next ``count`` turns ends at once (empty hands: no discards)."""
    for _ in range(count):
        assert decides(game)[1] == "play"
        act(game, "end")


# --- appendix F-A: the options -----------------------------------------------------
def test_fa_every_event_option_is_written_only_when_set() -> None:
    assert "event_decks" not in CardConfig().to_dict()
    assert CardConfig(event_decks="high_noon").to_dict()["event_decks"] == "high_noon"
    assert "doctor_lowest_among" not in CardConfig(event_decks="high_noon").to_dict()


def test_fa_an_event_option_without_an_event_deck_is_refused() -> None:
    with pytest.raises(ConfigError, match="doctor_lowest_among"):
        CardConfig(doctor_lowest_among="damaged_only")


def test_fa_a_fistful_option_with_high_noon_alone_is_refused() -> None:
    with pytest.raises(ConfigError, match="lasso_jail_dynamite"):
        CardConfig(event_decks="high_noon", lasso_jail_dynamite="check_no_effect")


def test_fa_a_high_noon_option_with_fistful_alone_is_refused() -> None:
    with pytest.raises(ConfigError, match="hn_bullet_extras"):
        CardConfig(event_decks="fistful", hn_bullet_extras=True)


def test_fa_the_final_card_is_chosen_only_in_a_mixed_deck() -> None:
    with pytest.raises(ConfigError, match="event_final_card"):
        CardConfig(event_decks="high_noon", event_final_card="fistful")
    assert CardConfig(event_decks="mixed", event_final_card="fistful").event_final_card == (
        "fistful")


def test_fa_dr_contest_event_suits_concerns_dead_reckonin_only() -> None:
    with pytest.raises(ConfigError, match="dead_reckonin"):
        CardConfig(event_decks="high_noon", dr_contest_event_suits=False)
    assert not CardConfig(event_decks="high_noon", ghost_variant="dead_reckonin",
                          dr_contest_event_suits=False).dr_contest_event_suits


def test_fa_event_deck_size_reads_all_as_every_card() -> None:
    config = CardConfig.from_dict({"event_decks": "high_noon", "event_deck_size": "all"})
    assert config.event_deck_size == 0
    with pytest.raises(ConfigError, match="event_deck_size"):
        CardConfig(event_decks="high_noon", event_deck_size=29)


def test_fa_a_deck_larger_than_its_pool_is_refused_at_the_deal() -> None:
    with pytest.raises(ConfigError, match="event_deck_size"):
        CardGame.new(CardConfig(event_decks="high_noon", event_deck_size=20), 1)


# --- F3.1: the deck ------------------------------------------------------------------
def test_f3_1_a_high_noon_deck_holds_its_pool_with_high_noon_at_the_bottom() -> None:
    config = CardConfig(event_decks="high_noon")
    game = CardGame.new(config, 7)
    assert game.events is not None
    deck = game.events.deck
    cards, finals = pool(config)
    assert finals == ["high_noon"]
    assert deck[-1] == "high_noon"
    assert sorted(deck[:-1]) == sorted(cards)
    assert "handcuffs" not in deck and "new_identity" not in deck  # F1.1: extras off


def test_f3_1_the_bullet_extras_join_only_when_asked() -> None:
    game = CardGame.new(CardConfig(event_decks="high_noon", hn_bullet_extras=True), 7)
    assert game.events is not None
    assert "handcuffs" in game.events.deck


def test_f3_1_event_deck_size_keeps_that_many_before_the_final_card() -> None:
    game = CardGame.new(CardConfig(event_decks="high_noon", event_deck_size=5), 3)
    assert game.events is not None
    deck = game.events.deck
    assert len(deck) == 6 and deck[-1] == "high_noon" and len(set(deck)) == 6


def test_f3_1_a_mixed_deck_keeps_12_and_one_final_card() -> None:
    config = CardConfig(event_decks="mixed", hn_bullet_extras=True)
    game = CardGame.new(config, 11)
    assert game.events is not None
    deck = game.events.deck
    assert len(deck) == 13 and EVENTS[deck[-1]].final
    assert not any(EVENTS[k].final for k in deck[:-1]) and len(set(deck)) == 13


def test_f3_1_the_event_deck_does_not_change_the_deal() -> None:
    plain = CardGame.new(CardConfig(players=5), 21)
    events = CardGame.new(CardConfig(players=5, event_decks="high_noon"), 21)
    assert events.hands == plain.hands and events.deck == plain.deck
    assert events.characters == plain.characters and events.roles == plain.roles


def test_f3_1_first_player_choice_puts_the_chosen_card_at_the_bottom() -> None:
    config = CardConfig(players=4, event_decks="mixed", hn_bullet_extras=True,
                        event_final_card="first_player_choice")
    game = CardGame.new(config, 2)
    assert game.events is not None
    if game.pending is not None and game.pending.kind == "event_final":
        assert game.pending.seat == game.roles.index("sheriff")
        game.apply("final x0")
    assert game.events.deck[-1] == "high_noon" and len(game.events.deck) == 13
    assert any(e.kind == "event_final" for e in game.log)


# --- F3.2: reveals -------------------------------------------------------------------
def test_f3_2_round_1_has_no_event_and_the_next_is_visible() -> None:
    game = ev_table(*four(), phase="start",
                    events={"deck": ["the_doctor", *REST, "high_noon"]})
    assert in_force(game) is None
    assert next_event(game) == "the_doctor"
    end_turns(game, 3)
    assert in_force(game) is None  # still round 1 (P3's turn)


def test_f3_2_w1_the_first_reveal_comes_before_the_sheriffs_second_turn() -> None:
    game = ev_table(*four((5, 2, 4, 4)), phase="start",
                    events={"deck": ["the_doctor", *REST, "high_noon"]})
    end_turns(game, 4)
    assert in_force(game) == "the_doctor"
    assert next_event(game) == REST[0]
    kinds = [e.kind for e in game.log]
    reveal = kinds.index("event_revealed")
    # F3.4: the ENTRY effect (P1 healed) happens before the Sheriff's turn begins.
    heal = next(i for i, e in enumerate(game.log) if e.kind == "heal" and e.data["seat"] == 1)
    turn = next(i for i, e in enumerate(game.log)
                if i > reveal and e.kind == "turn" and e.data["seat"] == 0)
    assert reveal < heal < turn
    assert game.life[1] == 3


def test_f3_2_each_reveal_covers_the_previous_card() -> None:
    game = ev_table(*four(), phase="start", events={
        "deck": ["thirst", "shootout", "high_noon"], "in_force": "blessing", "rounds": 2})
    assert in_force(game) == "thirst"
    assert game.view(0).event == {"in_force": "thirst", "next": "shootout", "deck_count": 2,
                                  "pile": ["blessing", "thirst"], "round": 3}
    assert game.forced_suit == ""  # Blessing's ♥ ended with its cover


def test_f3_2_the_final_card_stays_until_the_game_ends() -> None:
    game = ev_table(*four(), phase="start", events={
        "deck": [], "pile": ["thirst", "high_noon"], "rounds": 5})
    for _ in range(2):
        while decides(game)[1] != "play":
            act(game, "die") if decides(game)[1] == "dying" else act(game, "end")
        end_turns(game, 1)
    assert in_force(game) == "high_noon"
    assert not any(e.kind == "event_revealed" for e in game.log)


def test_f3_2_f9_1_an_extra_turn_of_the_sheriff_reveals_nothing() -> None:
    game = ev_table(*four(), phase="start", events={
        "deck": ["the_doctor", "high_noon"], "in_force": "thirst", "rounds": 2,
        "extra_turn": 0})
    assert in_force(game) == "thirst"
    assert game.events is not None and game.events.rounds == 2


def test_f3_2_f9_2_three_players_reveal_before_the_first_players_turn() -> None:
    players = [seat("outlaw", "Bart Cassidy"), seat("deputy", "Paul Regret"),
               seat("renegade", "Rose Doolan")]
    game = ev_table(*players, turn=1, phase="start",
                    events={"deck": ["thirst", "high_noon"], "rounds": 1})
    assert in_force(game) == "thirst"


def test_f3_2_f9_2_with_the_first_player_dead_the_next_living_one_opens() -> None:
    players = [seat("outlaw", "Bart Cassidy"), seat("deputy", "Paul Regret", alive=False),
               seat("renegade", "Rose Doolan")]
    game = ev_table(*players, turn=2, phase="start",
                    events={"deck": ["thirst", "high_noon"], "rounds": 1})
    assert in_force(game) == "thirst"


def test_f3_2_another_seats_turn_reveals_nothing() -> None:
    game = ev_table(*four(), turn=2, phase="start",
                    events={"deck": ["thirst", "high_noon"], "rounds": 1})
    assert in_force(game) is None


# --- exact positions (F15-7) -------------------------------------------------------
@pytest.mark.parametrize(("events", "match"), [
    ({"deck": ["not_a_card"]}, "not_a_card"),
    ({"deck": ["high_noon", "thirst"]}, "final card is the last"),
    ({"deck": ["thirst", "thirst"]}, "exists once"),
    ({"deck": ["curse"], "pile": ["high_noon"]}, "after the final card"),
    ({"colour": 1}, "unknown key"),
    ({"deck": ["handcuffs"]}, "handcuffs"),  # an extra outside the pool without the option
])
def test_f15_7_a_bad_event_position_is_refused(events: dict[str, object], match: str) -> None:
    with pytest.raises(ConfigError, match=match):
        ev_table(*four(), events=events)


def test_f15_7_events_without_an_event_deck_are_refused() -> None:
    with pytest.raises(ConfigError, match="event_decks"):
        CardGame.from_setup({"players": four(), "events": {"deck": []}})


def test_f15_7_without_a_deck_it_is_built_less_the_cards_on_the_pile() -> None:
    game = ev_table(*four(), events={"in_force": "curse", "rounds": 2})
    assert game.events is not None
    assert "curse" not in game.events.deck and game.events.deck[-1] == "high_noon"
    assert game.forced_suit == "♠"


# --- views, records, information sets -------------------------------------------------
def test_f3_1_the_event_in_force_and_the_next_are_in_every_view() -> None:
    game = ev_table(*four(), events={"deck": ["curse", "high_noon"], "in_force": "thirst",
                                     "rounds": 2})
    seen = [game.view(s).event for s in (0, 1, 2, 3, None)]
    assert all(v == seen[0] for v in seen)
    assert seen[0] is not None and seen[0]["in_force"] == "thirst"
    assert game.view(2).to_dict()["event"]["next"] == "curse"
    assert game.lazy_view(1).event == seen[0]


def test_a_base_game_has_no_event_state_view_or_record_key() -> None:
    game = CardGame.new(CardConfig(), 4)
    assert game.events is None and game.ev is None
    assert game.view(0).event is None
    assert "events" not in game.state_dict()


def test_a_game_with_events_replays_from_its_record() -> None:
    game = play_to_end(CardGame.new(CardConfig(players=6, event_decks="high_noon"), 9), 9)
    again = CardGame.from_record(game.to_record())
    assert again.digest() == game.digest()
    assert again.state_dict()["events"] == game.state_dict()["events"]


def test_f3_1_search_samples_the_unseen_order_of_the_event_deck() -> None:
    cards, _ = pool(CardConfig(event_decks="high_noon"))
    rest = [k for k in cards if k not in ("curse", "thirst")]
    game = ev_table(*four(), events={"deck": ["curse", *rest, "high_noon"],
                                     "in_force": "thirst", "rounds": 2})
    assert game.events is not None
    real = game.events.deck
    infoset = game.information_set(1)
    orders = []
    for k in range(6):
        sample = infoset.sample(random.Random(k))
        assert sample.events is not None
        deck = sample.events.deck
        assert deck[0] == "curse" and deck[-1] == "high_noon" and len(deck) == len(real)
        assert sorted(deck) == sorted(real)  # the unseen cards of a whole deck are these
        orders.append(deck)
    assert any(order != real for order in orders)
    determinized = game.determinize(1, random.Random(3))
    assert determinized.events is not None and determinized.events.deck[0] == "curse"


def test_f3_1_a_cut_deck_samples_from_every_unseen_card() -> None:
    game = ev_table(*four(), events={"deck": ["curse", "blessing", "high_noon"],
                                     "in_force": "thirst", "rounds": 2},
                    event_deck_size=3)
    seen: set[str] = set()
    infoset = game.information_set(0)
    for k in range(40):
        sample = infoset.sample(random.Random(k))
        assert sample.events is not None
        seen.add(sample.events.deck[1])
    assert "thirst" not in seen and "curse" not in seen
    assert len(seen) > 2  # not only the real "blessing": the cut is hidden too
