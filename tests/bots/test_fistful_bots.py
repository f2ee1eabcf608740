"""Every bot level plays only legal moves and its games end with A Fistful of Cards'
deck (rules/high-noon-fistful.md F5.16-F5.30: the new prompts and phase-2 actions),
alone and mixed with High Noon, with Dodge City and with a ghost variant.  ``simulate``
applies each choice through ``CardGame.apply``, which refuses any illegal one."""

from __future__ import annotations

from typing import Any

import pytest

from bang.bots.registry import LEVELS
from bang.sim import simulate

SETTINGS: list[tuple[int, dict[str, Any]]] = [
    (4, {"event_decks": "fistful"}),
    (5, {"event_decks": "mixed", "dodge_city": True}),
    (6, {"event_decks": "fistful", "ghost_variant": "dead_reckonin",
         "event_revival_cards": "always", "abandoned_mine_scope": "all_played"}),
    (7, {"event_decks": "fistful", "ghost_variant": "dead_mans_hand",
         "event_revival_cards": "always", "ranch_timing": "end_of_phase2"}),
]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("players", "options"), SETTINGS,
                         ids=[f"{p}p-{'-'.join(map(str, o.values()))}" for p, o in SETTINGS])
def test_every_bot_level_finishes_fistful_games(level: str, players: int,
                                                options: dict[str, Any]) -> None:
    games = {"hard": 2, "expert": 1}.get(level, 4)  # the searching levels are slow
    summary = simulate("cards", players, games, seed=players * 11, jobs=1,
                       options=options, bots=level, max_decisions=20_000)
    assert summary.capped == ()
    assert summary.finished == games


# --- the heuristic bot reads the new prompts (tests/cards/fistful.py positions) --------
def normal_choice(game: Any) -> str:
    from bang.bots.heuristic import normal_bot

    pending = game.pending
    assert pending is not None
    choice = normal_bot(1).choose(game.view(pending.seat), game.legal_actions())
    text: str = choice.format()
    return text


def test_the_bot_spends_a_missed_on_russian_roulette() -> None:
    from cards.fistful import fist
    from cards.helpers import MISSED_2S, seat

    players = [seat("sheriff", "Bart Cassidy", hand=[MISSED_2S]), seat("outlaw", "Paul Regret"),
               seat("outlaw", "Rose Doolan"), seat("renegade", "Willy the Kid")]
    game = fist(*players, card="russian_roulette", turn=0, reveal=True)
    assert normal_choice(game) == f"missed c{MISSED_2S}"


def test_the_bot_saves_a_mustang_from_a_ricochet_but_not_a_jail() -> None:
    from cards.fistful import fist
    from cards.helpers import BANG_2C, BANG_3C, JAIL_10S, MISSED_2S, MUSTANG_8H, seat

    players = [seat("sheriff", "Sid Ketchum"),
               seat("outlaw", "Paul Regret", hand=[BANG_2C, BANG_3C]),
               seat("outlaw", "Rose Doolan"),
               seat("renegade", "Willy the Kid", hand=[MISSED_2S],
                    equipment=[MUSTANG_8H, JAIL_10S]),
               seat("deputy", "El Gringo")]
    game = fist(*players, card="ricochet", phase="play")
    game.apply(f"ricochet c{BANG_2C} t3 x{MUSTANG_8H}")
    assert normal_choice(game) == f"missed c{MISSED_2S}"
    jail = fist(*players, card="ricochet", phase="play")
    jail.apply(f"ricochet c{BANG_2C} t3 x{JAIL_10S}")
    assert normal_choice(jail) == "give_up"


def test_the_bot_keeps_guessing_under_peyote() -> None:
    from cards.fistful import fist
    from cards.helpers import BEER_7H, seat

    players = [seat("sheriff", "Sid Ketchum"), seat("outlaw", "Paul Regret"),
               seat("outlaw", "Rose Doolan"), seat("renegade", "Willy the Kid")]
    game = fist(*players, card="peyote", phase="draw", deck=[BEER_7H])
    game.apply("guess x0")
    assert normal_choice(game).startswith("guess")
