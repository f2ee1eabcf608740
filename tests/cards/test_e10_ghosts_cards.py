"""rules/dodge-city.md E10: Dodge City's cards with the ghost variants of Part C (the
120-card deck, Dead Man's Hand's cards named BANG! and Missed!, a revived ghost's green
card, ``ghost_separate_deck`` as a second deck of 120)."""

from __future__ import annotations

from bang.cards import CardConfig, CardGame, content, data

from .dodge_city import (  # noqa: F401
    BANG_8S,
    DODGE,
    KNIFE,
    MISSED_8D,
    PUNCH,
    SOMBRERO,
    SPRINGFIELD,
    dc,
)
from .ghost_setups import ghost, position, seat
from .helpers import BEER_6H, BEER_7H, MISSED_2S, act, decides, options

A_SPADES = next(c.id for c in data.DECK if c.name == "BANG!" and c.rank == "A"
                and c.suit == "♠")


def test_e10_a_ghost_game_deals_the_120_cards() -> None:
    for variant in ("dead_reckonin", "dead_mans_hand"):
        game = CardGame.new(CardConfig(players=5, dodge_city=True, ghost_variant=variant), 2)
        assert len(game.card_ids()) == 120


def test_e10_ghost_separate_deck_is_a_second_deck_of_120() -> None:
    config = CardConfig(players=5, dodge_city=True, ghost_variant="dead_mans_hand",
                        ghost_separate_deck=True)
    copies = content.second_deck_for(config.content_sets)
    assert len(copies) == 120 and set(copies) == set(range(80, 160)) | set(range(200, 240))
    main = content.deck_for(config.content_sets)
    assert sorted(data.KIND[c] for c in copies) == sorted(data.KIND[c] for c in main)
    assert all(data.IS_SECOND[c] for c in copies)
    assert len(CardGame.new(config, 4).card_ids()) == 240


def test_e10_dead_mans_hand_shoots_only_cards_named_bang() -> None:
    players = [seat("sheriff"), ghost("outlaw", [BANG_8S, PUNCH, SPRINGFIELD]),
               seat("renegade"), ghost("deputy", [DODGE, MISSED_8D]), seat("outlaw")]
    game = position(players, "dead_mans_hand", dodge_city=True)
    act(game, "end")
    assert decides(game) == (1, "dmh_shoot")
    assert options(game) == {f"shoot c{BANG_8S} t3", "pass"}
    act(game, f"shoot c{BANG_8S} t3")
    assert decides(game) == (3, "dmh_missed")
    assert options(game) == {f"missed c{MISSED_8D}", "take"}


def test_e10_a_revived_ghosts_green_card_goes_when_he_is_a_ghost_again() -> None:
    ace_hearts = next(c.id for c in data.DECK if c.name == "Panic!" and c.rank == "A")
    players = [seat("sheriff", life=3), ghost("outlaw", [ace_hearts, BEER_6H]),
               seat("renegade", "Paul Regret"), seat("deputy", "Black Jack"),
               seat("outlaw", "Kit Carlson", life=2)]
    game = position(players, "dead_reckonin", dodge_city=True,
                    deck=[SOMBRERO, KNIFE, BEER_7H, MISSED_2S])
    act(game, "end", 0)  # the Ghost's two cards are his forced contest hand: A♥ acts
    assert decides(game) == (1, "ghost_action")
    act(game, "revive t1", 1)
    assert game.alive[1] and game.ghost.revived[1]
    # His turn: he draws Sombrero and Knife, plays the Sombrero (wasted, E10) and ends.
    assert decides(game) == (1, "play") and SOMBRERO in game.hands[1]
    act(game, f"play c{SOMBRERO}", 1)
    act(game, "end", 1)
    while game.pending is not None and game.pending.kind == "discard":
        act(game, f"discard c{game.hands[1][0]}", 1)
    assert game.alive == [True, False, True, True, True]
    assert game.tables[1] == [] and SOMBRERO in game.discard
