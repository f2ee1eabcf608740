"""Exact positions with A Fistful of Cards' event cards in force (rules/high-noon-fistful.md
F5.16-F5.30): ``fist`` is ``events.ev_table`` with ``event_decks = "fistful"`` and the
card named in force, the round opener's turns counted so that no reveal happens unless a
test asks for one (``reveal`` puts the card next, before the Sheriff's turn)."""

from __future__ import annotations

from typing import Any

from bang.cards import CardGame

FINAL = "a_fistful_of_cards"
#: A non-final card no test below puts in force, to sit before the final card.
SPARE = ("the_judge", "ambush")


def fist(*players: dict[str, Any], card: str, turn: int = 1, phase: str = "start",
         deck: list[int] | None = None, discard: list[int] | None = None,
         reveal: bool = False, seed: int = 0, first_dead: int = -1,
         ghost: dict[str, Any] | None = None, **options: Any) -> CardGame:
    """A game at an exact position with the Fistful card ``card`` in force (or, with
    ``reveal``, about to be revealed before the Sheriff's turn ``turn``); ``first_dead``
    the player eliminated first (Dead Man), ``ghost`` the ghost variants' key."""
    spare = SPARE[0] if card != SPARE[0] else SPARE[1]
    if reveal:
        events: dict[str, Any] = {"deck": [card, FINAL], "in_force": spare, "rounds": 2}
    elif card == FINAL:
        events = {"deck": [], "pile": [spare, FINAL], "rounds": 3}
    else:
        events = {"deck": [spare, FINAL], "in_force": card, "rounds": 2}
    if first_dead >= 0:
        events["first_dead"] = first_dead
    setup: dict[str, Any] = {
        "players": list(players), "deck": list(deck or []), "discard": list(discard or []),
        "turn": turn, "phase": phase, "options": {"event_decks": "fistful", **options},
        "events": events}
    if ghost is not None:
        setup["ghost"] = ghost
    return CardGame.from_setup(setup, seed=seed)


def hand(game: CardGame, seat: int) -> list[int]:
    return list(game.hands[seat])


def showcase() -> list[CardGame]:
    """One short scripted game per Fistful card, so that every event, prompt and action
    the cards add has been seen once (the catalogues' completeness test plays them on)."""
    from .helpers import (
        BANG_2C,
        BANG_3C,
        BEER_6H,
        BEER_7H,
        DUEL_QD,
        JAIL_10S,
        MISSED_2S,
        MISSED_3S,
        MUSTANG_8H,
        PANIC_JH,
        seat,
    )

    def five(**kw: dict[str, Any]) -> list[dict[str, Any]]:
        roles = ("sheriff", "outlaw", "outlaw", "renegade", "deputy")
        chars = ("Sid Ketchum", "Paul Regret", "Rose Doolan", "Willy the Kid", "El Gringo")
        return [kw.get(f"p{i}", seat(roles[i], chars[i])) for i in range(5)]

    games: list[CardGame] = []
    mine = fist(*five(p1=seat("outlaw", "Paul Regret", life=1)), card="abandoned_mine",
                phase="draw", discard=[BANG_2C, BEER_6H, MISSED_2S])
    mine.apply("end")
    mine.apply(f"discard c{mine.hands[1][0]}")
    games.append(mine)
    pedro = fist(*five(p1=seat("outlaw", "Pedro Ramirez")), card="abandoned_mine",
                 phase="draw", discard=[BANG_2C])
    pedro.apply("mine_deck")
    games.append(pedro)
    blood = fist(*five(p0=seat("sheriff", "Sid Ketchum", life=3),
                       p1=seat("outlaw", "Paul Regret", life=3)), card="blood_brothers")
    blood.apply("give t0")
    games.append(blood)
    dead = fist(*five(p3=seat("renegade", "Willy the Kid", alive=False)), card="dead_man",
                turn=2, phase="play", first_dead=3)
    dead.apply("end")
    games.append(dead)
    liquor = fist(*five(p1=seat("outlaw", "Paul Regret", life=2)), card="hard_liquor",
                  phase="draw")
    liquor.apply("liquor")
    games.append(liquor)
    lasso = fist(*five(p1=seat("outlaw", "Paul Regret", equipment=[JAIL_10S])), card="lasso",
                 deck=[MISSED_2S], lasso_jail_dynamite="check_no_effect")
    games.append(lasso)
    law = fist(*five(), card="law_of_the_west", phase="draw", deck=[BEER_6H, PANIC_JH])
    games.append(law)
    peyote = fist(*five(), card="peyote", phase="draw", deck=[BEER_7H, DUEL_QD])
    peyote.apply("guess x0")
    peyote.apply("guess x1")
    games.append(peyote)
    ranch = fist(*five(p1=seat("outlaw", "Paul Regret", hand=[MISSED_2S])), card="ranch",
                 phase="draw")
    ranch.apply(f"ranch c{MISSED_2S}")
    ranch.apply("ranch_done")
    games.append(ranch)
    ricochet = fist(*five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C, BANG_3C]),
                          p3=seat("renegade", "Willy the Kid", hand=[MISSED_2S],
                                  equipment=[MUSTANG_8H])), card="ricochet", phase="play")
    ricochet.apply(f"ricochet c{BANG_2C} t3 x{MUSTANG_8H}")
    ricochet.apply(f"missed c{MISSED_2S}")
    ricochet.apply(f"ricochet c{BANG_3C} t3 x{MUSTANG_8H}")
    games.append(ricochet)
    roulette = fist(*five(p0=seat("sheriff", "Sid Ketchum", hand=[MISSED_2S])),
                    card="russian_roulette", turn=0, reveal=True)
    roulette.apply(f"missed c{MISSED_2S}")
    games.append(roulette)
    sniper = fist(*five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C, BANG_3C]),
                        p2=seat("outlaw", "Rose Doolan", hand=[MISSED_3S])),
                  card="sniper", phase="play")
    sniper.apply(f"sniper c{BANG_2C} t2 x{BANG_3C}")
    games.append(sniper)
    vendetta = fist(*five(), card="vendetta", phase="play", deck=[BEER_6H])
    vendetta.apply("end")
    games.append(vendetta)
    fistful = fist(*five(p1=seat("outlaw", "Paul Regret", hand=[BANG_2C])), card=FINAL)
    games.append(fistful)
    return games
