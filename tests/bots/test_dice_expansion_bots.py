"""The dice bots with the expansions (RULES.md Part G): games with every module end at
3 to 8 players whatever the level, and the heuristic's key choices in exact positions
(``DiceGame.from_setup``) are the ones Part G makes sensible."""

from __future__ import annotations

from typing import Any

import pytest

from bang.bots.dice import DiceBot
from bang.bots.dice_team import TeamDiceBot
from bang.bots.search import evaluate, outbreak_sides
from bang.core.protocol import Action
from bang.dice import DiceConfig, DiceGame
from bang.sim import play

#: Every module that can be turned on (Undead or Alive module 1 with the house rule G7-1).
ALL_MODULES: dict[str, Any] = {
    "os_saloon_dice": True, "os_chief_arrow": True, "os_characters": True,
    "uoa_duel_dice": True, "uoa_rage_stub": "skip", "uoa_characters": True,
    "uoa_undead": True}
SALOON = {"os_saloon_dice": True}
DUELS = {"uoa_duel_dice": True, "uoa_rage_stub": "skip"}


def modules_for(players: int) -> dict[str, Any]:
    """All modules; the zombies need 4 players (G10)."""
    return {k: v for k, v in ALL_MODULES.items() if players >= 4 or k != "uoa_undead"}


def seat(role: str, character: str = "Jesse Jones", life: int | None = None,
         arrows: int = 0, alive: bool = True, **more: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"role": role, "character": character, "arrows": arrows,
                             "alive": alive, **more}
    if life is not None:
        entry["life"] = life
    return entry


def position(*seats: dict[str, Any], stack: list[str] | None = None, turn: int = 0,
             config: dict[str, Any] | None = None, **setup: Any) -> DiceGame:
    plain: dict[str, Any] = {"players": list(seats), "next_rolls": stack or [],
                             "turn": turn, "config": config or {}, **setup}
    names = [s["character"] for s in seats]
    if len(set(names)) < len(names):
        plain["allow_duplicate_characters"] = True
    return DiceGame.from_setup(plain)


def choice(game: DiceGame, bot: DiceBot | None = None) -> Action:
    """What the bot answers the pending prompt of ``game``."""
    assert game.pending is not None
    seat_ = game.pending.seat
    return (bot or DiceBot(0)).choose(game.view(seat_), game.legal_actions())


def four(*characters: str, life: tuple[int | None, ...] = (None,) * 4,
         arrows: tuple[int, ...] = (0,) * 4) -> list[dict[str, Any]]:
    names = (*characters, *("Jesse Jones",) * (4 - len(characters)))
    return [seat(r, c, life=lf, arrows=a) for r, c, lf, a in zip(
        ("sheriff", "outlaw", "outlaw", "renegade"), names, life, arrows, strict=True)]


# --- games end --------------------------------------------------------------------------
@pytest.mark.parametrize("players", range(3, 9))
def test_heuristic_and_random_bots_finish_every_game_with_all_modules(players: int) -> None:
    config = DiceConfig(players=players, **modules_for(players))
    for seed in range(12):
        for bots in ("normal", "easy", "random"):
            result = play(DiceGame, config, seed, bots, max_decisions=5000)
            assert not result.capped and result.winners, (players, seed, bots)


@pytest.mark.parametrize("players", (4, 7))
def test_search_levels_finish_games_with_all_modules(players: int) -> None:
    config = DiceConfig(players=players, **modules_for(players))
    bots = ["hard", "expert", *["normal"] * (players - 2)]
    result = play(DiceGame, config, players, bots, max_decisions=5000)
    assert not result.capped and result.winners


def test_every_expansion_prompt_the_heuristic_meets_gets_a_legal_answer() -> None:
    kinds: set[str] = set()
    for seed in range(40):
        players = 4 + seed % 5
        game = DiceGame.new(DiceConfig(players=players, **ALL_MODULES), seed)
        bots = [DiceBot(seed * 10 + s, noise=0.1 * (s % 2)) for s in range(players)]
        for _ in range(5000):
            if game.pending is None:
                break
            seat_ = game.pending.seat
            legal = game.legal_actions()
            action = bots[seat_].choose(game.view(seat_), legal)
            assert action in legal
            kinds.add(game.pending.kind)
            game.apply(action)
        assert game.is_over
    assert {"saloon_die", "chief_arrow", "challenge", "whiskey", "broken_arrow"} <= kinds


# --- G4.1: which Saloon die ---------------------------------------------------------------
def test_healthy_bot_takes_the_loudmouth_for_its_doubles() -> None:
    assert choice(position(*four(), config=SALOON)) == Action("loudmouth")


def test_hurt_bot_takes_the_coward_for_its_beers() -> None:
    assert choice(position(*four(life=(5, None, None, None)), config=SALOON)) == Action("coward")


def test_bot_at_two_life_avoids_the_loudmouths_bullet() -> None:
    # 2 of 9 is not half hurt in every sense, but one BULLET and an arrow could kill.
    game = position(*four(life=(2, None, None, None)), config=SALOON)
    assert choice(game) == Action("coward")


def test_bot_near_an_indian_attack_takes_the_coward_for_its_broken_arrow() -> None:
    game = position(*four(arrows=(5, 0, 0, 0)), config=SALOON)
    assert choice(game) == Action("coward")


def test_jose_delgado_rolls_his_extra_loudmouth_and_tequila_joe_his_coward() -> None:
    config = {**SALOON, "os_characters": True}
    jose = position(*four("José Delgado", life=(4, None, None, None)), config=config)
    assert choice(jose) == Action("loudmouth")
    tequila = position(*four("Tequila Joe"), config=config)
    assert choice(tequila) == Action("coward")


# --- re-rolls with the new faces -----------------------------------------------------------
def loudmouth_roll(faces: list[str], life: int | None = None) -> DiceGame:
    game = position(*four(life=(life, None, None, None)), config=SALOON,
                    stack=[*faces[:4], f"loudmouth:{faces[4]}"])
    game.apply("loudmouth")
    assert game.pending is not None and game.pending.kind == "roll"
    return game


def test_a_double_gatling_is_kept_while_the_single_gatlings_short_of_three_go() -> None:
    game = loudmouth_roll(["one", "beer", "gatling", "two", "double_gatling"], life=6)
    # Die 2's Gatling makes three with the double: all kept; nothing else to re-roll.
    assert choice(game) == Action("stop")
    game = loudmouth_roll(["one", "beer", "dynamite", "two", "double_gatling"], life=6)
    assert choice(game) == Action("stop")


def test_a_lone_double_gatling_stays_and_arrows_are_rolled_again() -> None:
    game = loudmouth_roll(["arrow", "one", "two", "dynamite", "double_gatling"], life=6)
    assert choice(game) == Action("reroll", arg=0b00001)


def test_a_spent_bullet_is_rolled_again_unless_another_could_kill() -> None:
    healthy = loudmouth_roll(["one", "two", "one", "two", "bullet"])
    assert choice(healthy) == Action("reroll", arg=0b10000)
    low = loudmouth_roll(["one", "two", "one", "two", "bullet"], life=3)
    # The BULLET took him to 2: a second one from the Loudmouth is not worth the risk.
    assert low.life[0] == 2 and choice(low) == Action("stop")


def test_a_broken_arrow_is_spent_once_rolled_and_goes_again() -> None:
    game = position(*four(arrows=(0, 2, 0, 0)), config=SALOON,
                    stack=["one", "two", "one", "two", "coward:broken_arrow"])
    game.apply("coward")
    assert game.pending is not None and game.pending.kind == "broken_arrow"
    assert choice(game) == Action("return", target=1)  # an Outlaw's arrow is not his
    game.apply("return t1")
    assert choice(game) == Action("reroll", arg=0b10000)


def test_the_team_policy_reads_the_doubles_as_the_heuristic_does() -> None:
    game = loudmouth_roll(["arrow", "one", "two", "dynamite", "double_gatling"], life=6)
    assert choice(game, TeamDiceBot(0)).arg & 0b10001 == 0b00001


# --- G5: the Chief's Arrow -----------------------------------------------------------------
def test_the_chiefs_arrow_is_taken_with_a_lead_that_makes_it_free() -> None:
    config = {"os_chief_arrow": True}
    ahead = position(*four(arrows=(2, 1, 0, 0)), config=config,
                     stack=["arrow", "beer", "beer", "beer", "beer"])
    assert choice(ahead) == Action("chief")
    level = position(*four(arrows=(1, 2, 0, 0)), config=config,
                     stack=["arrow", "beer", "beer", "beer", "beer"])
    assert choice(level) == Action("arrow")


# --- G7: duels and whiskey -----------------------------------------------------------------
def test_an_outlaw_challenges_the_sheriff() -> None:
    game = position(seat("outlaw"), seat("deputy"), seat("sheriff", life=9),
                    seat("renegade"), config=DUELS,
                    stack=["beer", "beer", "beer", "duel", "gatling"])
    game.apply("stop")
    while game.pending is not None and game.pending.kind != "challenge":
        game.apply(choice(game))
    assert game.pending is not None and choice(game).target == 2


def test_a_lost_duel_is_rolled_again_by_sean_mallory() -> None:
    game = position(seat("sheriff", "Sean Mallory"), seat("outlaw"), seat("outlaw"),
                    seat("renegade"), config={**DUELS, "uoa_characters": True},
                    stack=["beer", "beer", "beer", "duel", "gatling",
                           "duel", "arrow", "duel", "arrow"])
    game.apply("stop")
    seen = set()
    while game.pending is not None and game.turn == 0:
        seen.add(game.pending.kind)
        if game.pending.kind == "sean_mallory":
            assert choice(game) == Action("reroll_duel")
        game.apply(choice(game))
    assert "sean_mallory" in seen


def test_whiskey_discards_the_wound_that_cancelled_a_kept_bulls_eye() -> None:
    game = position(seat("outlaw", life=6, wounds=["beer", "one"]), seat("sheriff"),
                    seat("deputy"), seat("renegade"), config=DUELS,
                    stack=["one", "beer", "gatling", "whiskey", "gatling"])
    game.apply("stop")
    assert game.pending is not None and game.pending.kind == "whiskey"
    assert choice(game) == Action("token", arg=1)


# --- G10: zombies and survivors -------------------------------------------------------------
def outbreak(turn: int, stack: list[str]) -> DiceGame:
    """6 players after an outbreak: S2 the Zombie Master, S4 and S5 zombies."""
    return position(seat("sheriff", "Paul Regret", life=6), seat("outlaw", life=5),
                    seat("renegade", "Black Jack", life=4),
                    seat("deputy", life=6), seat("outlaw", life=2, zombie=True),
                    seat("outlaw", life=3, zombie=True),
                    config={"uoa_undead": True}, turn=turn, stack=stack,
                    outbreak=True, zombie_life=4)


def test_after_an_outbreak_a_zombie_shoots_a_survivor_not_an_outlaw_friend() -> None:
    # S4 (zombie, Outlaw) with a ONE: his neighbours are S3 (Deputy) and S5 (zombie).
    game = outbreak(4, ["one", "beer", "beer"])
    game.apply("stop")
    assert game.pending is not None and game.pending.kind == "shoot"
    assert choice(game).target == 3


def test_a_zombies_beer_heals_his_master_never_a_zombie() -> None:
    game = outbreak(5, ["beer", "dynamite", "dynamite"])
    game.apply("stop")
    assert game.pending is not None and game.pending.kind == "beer"
    assert choice(game).target == 2


def test_a_survivor_outlaw_shoots_a_zombie_not_the_sheriff() -> None:
    # S1 (Outlaw, a survivor now) with a ONE: S0 (Sheriff) or S2 (Zombie Master).
    game = outbreak(1, ["one", "beer", "beer", "beer", "beer"])
    game.apply("stop")
    assert game.pending is not None and game.pending.kind == "shoot"
    assert choice(game).target == 2


def test_the_search_scores_a_position_after_the_outbreak_by_side() -> None:
    game = outbreak(0, ["beer"] * 5)
    assert outbreak_sides(game) == frozenset({2, 4, 5})
    # The Sheriff's and the Outlaw S1's worth is the same: they are one side now.
    assert evaluate(game, 0) == pytest.approx(evaluate(game, 1))
    assert evaluate(game, 2) == pytest.approx(1.0 - evaluate(game, 0))
    assert outbreak_sides(position(*four())) is None


# --- G9: the new characters ------------------------------------------------------------------
def test_chuck_wengam_pays_a_life_only_for_the_third_gatling() -> None:
    config = {"uoa_characters": True}
    game = position(seat("sheriff", "Chuck Wengam"), seat("outlaw"), seat("outlaw"),
                    seat("renegade"), config=config,
                    stack=["gatling", "gatling", "one", "beer", "two"])
    assert game.pending is not None and game.pending.kind == "chuck_wengam"
    wanted = choice(game)
    assert wanted.kind == "change" and wanted.card in (2, 3, 4)
    game.apply(wanted)
    assert game.view(None).dice[wanted.card] == "gatling"
    other = position(seat("sheriff", "Chuck Wengam"), seat("outlaw"), seat("outlaw"),
                     seat("renegade"), config=config,
                     stack=["gatling", "one", "one", "beer", "two"])
    assert choice(other) == Action("pass")


def test_belle_star_turns_a_dynamite_into_a_gatling() -> None:
    game = position(seat("sheriff", "Belle Star"), seat("outlaw"), seat("outlaw"),
                    seat("renegade"), config={"uoa_characters": True},
                    stack=["dynamite", "one", "one", "beer", "two"])
    assert game.pending is not None and game.pending.kind == "belle_star"
    assert choice(game).kind == "change"


def test_a_beer_nobody_friendly_needs_goes_where_it_heals_nobody_not_to_an_enemy() -> None:
    # The Sheriff (S0, full life) drinks for nobody rather than heal a hurt Outlaw: a
    # Beer that heals nobody does nothing, one on an enemy helps him (base game, B5.4).
    game = position(seat("sheriff", "Paul Regret"), seat("outlaw", life=3),
                    seat("outlaw", life=2), seat("renegade"),
                    stack=["beer", "dynamite", "dynamite", "arrow", "arrow"])
    game.apply("stop")
    assert game.pending is not None and game.pending.kind == "beer"
    assert choice(game).target in (0, 3)  # the Sheriff or the Renegade, both unhurt
