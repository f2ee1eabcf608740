"""rules/dodge-city.md E4: green cards (E4.1), the "discard another card" cost (E4.2),
BANG! cards against BANG! effects (E4.3), Missed! effects (E4.4) and stacking distances
(E4.5, with E11-10 and E11-11), from exact positions."""

from __future__ import annotations

import pytest

from bang.cards import CardGame
from bang.core.errors import ConfigError, IllegalAction

from .dodge_city import (  # noqa: F401
    BIBLE,
    BRAWL,
    BUFFALO,
    CANTEEN,
    DODGE,
    HOWITZER,
    IRON_PLATE,
    IRON_PLATE_QS,
    KNIFE,
    PONY_EXPRESS,
    PUNCH,
    RAG_TIME,
    SOMBRERO,
    SPRINGFIELD,
    TEQUILA,
    WHISKY,
    dc,
    dc_table,
    four,
    plain,
    plain_character,
)
from .helpers import (
    BANG_5C,
    BANG_6C,
    BEER_6H,
    BEER_7H,
    CAT_BALOU_KH,
    DUEL_JS,
    GATLING,
    INDIANS_KD,
    MISSED_2S,
    VOLCANIC_10S,
    act,
    decides,
    options,
    seat,
)


def uses(game: CardGame, card: int) -> set[str]:
    return {o for o in options(game) if o.startswith(f"use c{card}")}


# --- E4.1 green cards -------------------------------------------------------------------
def test_e4_1_1_never_two_green_cards_of_one_name_in_play() -> None:
    game = four(plain("sheriff", hand=[IRON_PLATE_QS, SOMBRERO, BIBLE], equipment=[IRON_PLATE]),
                plain("outlaw"), plain("outlaw"), plain("renegade"))
    offered = options(game)
    assert f"play c{IRON_PLATE_QS}" not in offered
    assert {f"play c{SOMBRERO}", f"play c{BIBLE}"} <= offered
    act(game, f"play c{SOMBRERO}", 0)
    act(game, f"play c{BIBLE}", 0)
    assert game.tables[0] == [IRON_PLATE, SOMBRERO, BIBLE]


def test_e4_1_1_a_set_up_with_two_of_one_name_is_refused() -> None:
    with pytest.raises(ConfigError):
        four(plain("sheriff", equipment=[IRON_PLATE, IRON_PLATE_QS]), plain("outlaw"),
             plain("outlaw"), plain("renegade"))


def test_e4_1_2_a_used_card_is_on_the_pile_before_its_effect() -> None:
    game = four(plain("sheriff", equipment=[PONY_EXPRESS]), plain("outlaw"), plain("outlaw"),
                plain("renegade"), deck=[BEER_6H, BEER_7H, BANG_6C])
    events = act(game, f"use c{PONY_EXPRESS}", 0)
    assert [e.kind for e in events][:2] == ["play", "draw"]
    assert game.discard == [PONY_EXPRESS] and game.tables[0] == []
    assert game.hands[0] == [BEER_6H, BEER_7H, BANG_6C]


def test_e4_1_3_a_new_green_card_is_ready_once_its_turn_ends() -> None:
    game = four(plain("sheriff", hand=[CANTEEN], life=4), plain("outlaw"), plain("outlaw"),
                plain("renegade"))
    act(game, f"play c{CANTEEN}", 0)
    assert uses(game, CANTEEN) == set() and game.green_new == (CANTEEN,)
    act(game, "end", 0)
    assert not game.green_new


def test_e4_1_3_a_set_up_says_which_green_cards_are_new() -> None:
    game = four(plain("sheriff", life=4, equipment=[CANTEEN, KNIFE], new=[CANTEEN]),
                plain("outlaw"), plain("outlaw"), plain("renegade"))
    assert uses(game, CANTEEN) == set() and uses(game, KNIFE) == {f"use c{KNIFE} t1",
                                                                 f"use c{KNIFE} t3"}
    assert game.view(2).players[0].waiting == (CANTEEN,)
    with pytest.raises(ConfigError):
        four(plain("sheriff", equipment=[VOLCANIC_10S], new=[VOLCANIC_10S]), plain("outlaw"),
             plain("outlaw"), plain("renegade"))
    with pytest.raises(ConfigError):
        four(plain("sheriff", new=[KNIFE]), plain("outlaw"), plain("outlaw"), plain("renegade"))


def test_e4_1_4_missed_types_only_in_answer_to_a_bang_effect() -> None:
    game = four(plain("sheriff", hand=[BEER_6H], equipment=[SOMBRERO, KNIFE]),
                plain("outlaw", hand=[DUEL_JS, INDIANS_KD]), plain("outlaw"), plain("renegade"),
                turn=1)
    # Against another player's Indians! and Duel a Missed! effect is of no use (E4.4).
    act(game, f"play c{INDIANS_KD}", 1)
    assert decides(game) == (0, "indians") and options(game) == {"take"}
    act(game, "take", 0)
    act(game, f"play c{DUEL_JS} t0", 1)
    assert decides(game) == (0, "duel") and options(game) == {"take"}


def test_e4_1_4_active_types_only_in_the_owners_phase_two() -> None:
    game = four(plain("sheriff", equipment=[KNIFE, SOMBRERO]), plain("outlaw", hand=[BANG_5C]),
                plain("outlaw"), plain("renegade"), turn=1, deck=[BEER_6H, BEER_7H])
    act(game, f"play c{BANG_5C} t0", 1)
    assert options(game) == {f"use c{SOMBRERO}", "take"}
    game = four(plain("sheriff", equipment=[KNIFE, SOMBRERO]), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    assert not any(o.startswith(f"use c{SOMBRERO}") for o in options(game))


def test_e4_1_5_green_cards_in_play_can_be_discarded_and_the_penalty_takes_them() -> None:
    game = four(plain("sheriff", hand=[CAT_BALOU_KH]), plain("outlaw", equipment=[SOMBRERO]),
                plain("outlaw"), plain("renegade"))
    act(game, f"play c{CAT_BALOU_KH} t1", 0)
    assert game.tables[1] == [] and game.discard[-1] == SOMBRERO
    game = four(plain("sheriff", hand=[BANG_5C], equipment=[KNIFE]),
                plain("deputy", life=1), plain("outlaw"), plain("renegade"))
    act(game, f"play c{BANG_5C} t1", 0)
    assert not game.alive[1] and game.tables[0] == [] and KNIFE in game.discard


def test_e4_1_6_green_cards_in_play_cannot_pay_the_cost() -> None:
    game = four(plain("sheriff", hand=[WHISKY], equipment=[KNIFE]), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    assert not any(o.startswith(f"play c{WHISKY}") for o in options(game))


def test_e4_1_7_a_new_green_card_can_be_stolen() -> None:
    game = four(plain("sheriff", hand=[RAG_TIME, BEER_6H]),
                plain("outlaw", equipment=[KNIFE], new=[KNIFE]),
                plain("outlaw"), plain("renegade"))
    act(game, f"play c{RAG_TIME} t1 x{BEER_6H}", 0)
    assert game.hands[0] == [KNIFE]


# --- E4.2 the "+1" cost ----------------------------------------------------------------
@pytest.mark.parametrize("card", [SPRINGFIELD, BRAWL, RAG_TIME, TEQUILA, WHISKY])
def test_e4_2_1_no_second_hand_card_no_play(card: int) -> None:
    game = four(plain("sheriff", hand=[card], life=3), plain("outlaw", hand=[BANG_6C]),
                plain("outlaw"), plain("renegade"))
    assert not any(o.startswith(f"play c{card}") for o in options(game))
    game = four(plain("sheriff", hand=[card, BEER_6H], life=3), plain("outlaw", hand=[BANG_6C]),
                plain("outlaw"), plain("renegade"))
    assert all(o.endswith(f"x{BEER_6H}") for o in options(game) if o.startswith(f"play c{card}"))
    assert any(o.startswith(f"play c{card}") for o in options(game))


def test_e4_2_2_the_extra_card_does_nothing() -> None:
    game = four(plain("sheriff", hand=[SPRINGFIELD, BANG_5C], life=4), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    act(game, f"play c{SPRINGFIELD} t2 x{BANG_5C}", 0)
    assert game.bangs_played == 0 and game.life[2] == 3


def test_e4_2_3_cost_cards_are_phase_two_cards_never_answers() -> None:
    game = four(plain("sheriff", hand=[BANG_5C]), plain("outlaw", hand=[WHISKY, TEQUILA]),
                plain("outlaw"), plain("renegade"))
    act(game, f"play c{BANG_5C} t1", 0)
    assert decides(game) == (1, "respond") and options(game) == {"take"}


def test_e4_2_4_suzy_draws_once_the_card_has_resolved() -> None:
    game = four(seat("sheriff", "Suzy Lafayette", life=2, hand=[WHISKY, BEER_6H]),
                plain("outlaw"), plain("outlaw"), plain("renegade"), deck=[BEER_7H])
    events = act(game, f"play c{WHISKY} x{BEER_6H}", 0)
    kinds = [e.kind for e in events]
    assert kinds.index("heal") < kinds.index("draw")
    assert game.life[0] == 4 and game.hands[0] == [BEER_7H]


# --- E4.3 BANG! cards and BANG! effects --------------------------------------------------
def test_e4_3_volcanic_lifts_the_limit_of_bang_cards_only() -> None:
    game = four(plain("sheriff", hand=[BANG_5C, BANG_6C, PUNCH], equipment=[VOLCANIC_10S]),
                plain("outlaw"), plain("outlaw"), plain("renegade"))
    act(game, f"play c{BANG_5C} t1", 0)
    assert {f"play c{BANG_6C} t1", f"play c{PUNCH} t1"} <= options(game)


def test_e4_3_howitzer_and_gatling_in_one_turn() -> None:
    game = four(plain("sheriff", hand=[GATLING], equipment=[HOWITZER]), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    act(game, f"play c{GATLING}", 0)
    act(game, f"use c{HOWITZER}", 0)
    assert game.life[1:] == [2, 2, 2]


def test_e4_3_the_player_of_a_bang_effect_is_responsible() -> None:
    game = four(plain("sheriff", equipment=[BUFFALO]), plain("renegade"),
                plain("outlaw", life=1), plain("outlaw"), deck=[BEER_6H, BEER_7H, BANG_6C])
    act(game, f"use c{BUFFALO} t2", 0)
    assert not game.alive[2]
    assert next(e for e in game.log if e.kind == "eliminated").data["killer"] == 0
    assert game.hands[0] == [BEER_6H, BEER_7H, BANG_6C]  # the Outlaw's bounty


def test_e4_3_every_answer_to_a_bang_card_answers_a_bang_effect() -> None:
    game = four(plain("sheriff", hand=[PUNCH]),
                plain("outlaw", hand=[DODGE, MISSED_2S], equipment=[SOMBRERO]),
                plain("outlaw"), plain("renegade"), deck=[BEER_6H])
    act(game, f"play c{PUNCH} t1", 0)
    assert options(game) == {f"missed c{DODGE}", f"missed c{MISSED_2S}", f"use c{SOMBRERO}",
                             "take"}


def test_e4_3_a_bang_effect_needs_a_target_in_its_distance() -> None:
    game = dc_table(plain("sheriff", hand=[PUNCH]), plain("outlaw"), plain("outlaw"),
                    plain("renegade"), plain("deputy"))
    with pytest.raises(IllegalAction) as refused:
        game.apply(f"play c{PUNCH} t2", seat=0)
    assert refused.value.code == "out_of_range"


def test_e4_1_2_using_a_green_card_has_words_in_every_language() -> None:
    from bang.i18n.messages import action_message, deed_message, render_message

    game = four(plain("sheriff", life=4, equipment=[CANTEEN, KNIFE]), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    view = game.view(0)
    for text, key in ((f"use c{CANTEEN}", "action.cards.use"),
                      (f"use c{KNIFE} t1", "action.cards.use_target")):
        menu = action_message(text, view)
        assert menu["key"] == key
        assert deed_message(text, view, 2)["key"] == key.replace("action.", "deed.")
        for lang in ("en", "zh-Hant", "zh-Hans"):
            assert render_message(menu, lang, view)


def test_e4_1_3_a_record_replays_which_green_cards_wait() -> None:
    game = four(plain("sheriff", life=4, hand=[SOMBRERO], equipment=[CANTEEN], new=[CANTEEN]),
                plain("outlaw"), plain("outlaw"), plain("renegade"))
    act(game, f"play c{SOMBRERO}", 0)
    replayed = CardGame.from_record(game.to_record())
    assert replayed.green_new == (CANTEEN, SOMBRERO) == game.green_new
    assert replayed.digest() == game.digest()
    twin = game.clone()
    act(twin, "end", 0)
    assert not twin.green_new and game.green_new == (CANTEEN, SOMBRERO)


def test_e4_1_2_the_use_of_a_green_card_is_told_in_every_language() -> None:
    from bang.i18n.messages import event_message, render_message

    game = four(plain("sheriff", life=4, equipment=[CANTEEN, KNIFE]), plain("outlaw"),
                plain("outlaw"), plain("renegade"))
    events = act(game, f"use c{CANTEEN}", 0) + act(game, f"use c{KNIFE} t1", 0)
    uses = [e for e in events if e.kind == "play"]
    keys = []
    for event in uses:
        msg = event_message({"kind": event.kind, **event.data}, "cards")
        keys.append(msg["key"])
        for lang in ("en", "zh-Hant", "zh-Hans"):
            assert render_message(msg, lang, game.view(2))
    assert keys == ["event.use", "event.use_target"]


def test_e4_2_4_suzy_draws_after_springfields_target_has_answered() -> None:
    # E9-15: Suzy Lafayette's Springfield paid with her last other card: while the
    # target answers, her hand stays empty; she draws once the whole card has resolved.
    game = four(seat("sheriff", "Suzy Lafayette", hand=[SPRINGFIELD, BEER_6H]),
                plain("outlaw"), plain("outlaw", hand=[MISSED_2S]), plain("renegade"),
                deck=[BEER_7H])
    act(game, f"play c{SPRINGFIELD} t2 x{BEER_6H}", 0)
    assert decides(game) == (2, "respond") and game.hands[0] == []
    act(game, "take", 2)
    assert game.life[2] == 3 and game.hands[0] == [BEER_7H]
    assert decides(game) == (0, "play")
