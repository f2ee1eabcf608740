"""What the dice game's search levels add to the plain search: the team-minded policy
they start from and roll out with (bang.bots.dice_team), the fitted value of a position
(bang.bots.dice_value), rollouts to the end once few players live, and still no
peeking: swap twins get the same move from the shipped levels."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_infoset import random_game, role_twins

from bang.bots.dice import DiceBot
from bang.bots.dice_belief import CHOSEN, FORCED, SPARED, ShotRecord
from bang.bots.dice_team import TeamDiceBot
from bang.bots.dice_value import dice_value
from bang.bots.levels import DICE_OPTIONS, LEVEL_OPTIONS, level_bot
from bang.bots.search import CARD_KINDS, DICE_KINDS, SearchBot
from bang.core.protocol import Action
from bang.dice import DiceGame

ROLES5 = ["sheriff", "deputy", "outlaw", "outlaw", "renegade"]
CHARS5 = ["Paul Regret", "Jesse Jones", "Vulture Sam", "El Gringo", "Jourdonnais"]


def five(lives: list[int | None] | None = None, turn: int = 0,
         rolls: list[str] | None = None, roles: list[str] = ROLES5) -> DiceGame:
    """A 5-player game at the start of ``turn``'s turn with the given first roll."""
    players: list[dict[str, Any]] = []
    for seat, (role, char) in enumerate(zip(roles, CHARS5, strict=True)):
        entry: dict[str, Any] = {"role": role, "character": char}
        life = None if lives is None else lives[seat]
        if life == 0:
            entry["alive"] = False
        elif life is not None:
            entry["life"] = life
        players.append(entry)
    return DiceGame.from_setup({"players": players, "turn": turn,
                                "next_rolls": rolls or [], "seed": 3})


def reroll_mask(bot: Any, game: DiceGame) -> int:
    seat = game.pending.seat
    action = bot.choose(game.view(seat), game.legal_actions())
    return int(action.arg) if action.kind == "reroll" else 0


def test_an_outlaw_rerolls_a_bulls_eye_that_cannot_reach_the_sheriff() -> None:
    # Seat 2 (an Outlaw) has the Sheriff (seat 0) two seats away and nobody it wants
    # hurt next to it: the ONE (die 0) goes back, the TWO (die 1) stays.
    game = five(turn=2, rolls=["one", "two", "beer", "dynamite", "dynamite"])
    assert game.pending.kind == "roll" and game.pending.seat == 2
    team = reroll_mask(TeamDiceBot(1), game)
    plain = reroll_mask(DiceBot(1), game)
    assert team & 0b1 and not team & 0b10
    # The heuristic keeps every bull's eye (and re-rolls a Beer at full life).
    assert not plain & 0b11


@pytest.mark.parametrize("role", ["renegade", "deputy"])
def test_a_bulls_eye_that_could_only_hit_the_sheriff_is_rerolled(role: str) -> None:
    # Seat 2 with seat 4 dead: the Sheriff (seat 0) is the only player two seats away,
    # so the TWO (die 1) could only hit him; the ONE (die 0) reaches seats 1 and 3.
    roles = ["sheriff", "outlaw", role, "outlaw", "deputy" if role == "renegade" else
             "renegade"]
    game = five(lives=[None, None, None, None, 0], turn=2, roles=roles,
                rolls=["one", "two", "beer", "dynamite", "dynamite"])
    mask = reroll_mask(TeamDiceBot(1), game)
    assert mask & 0b10 and not mask & 0b1
    assert not reroll_mask(DiceBot(1), game) & 0b11


def test_a_deputy_keeps_beers_for_a_hurt_sheriff_and_gives_them_to_him() -> None:
    game = five(lives=[2, None, None, None, None], turn=1,
                rolls=["beer", "beer", "gatling", "dynamite", "arrow"])
    assert game.pending.seat == 1
    assert not reroll_mask(TeamDiceBot(1), game) & 0b11
    assert reroll_mask(DiceBot(1), game) & 0b11 == 0b11
    game = five(lives=[2, 3, None, None, None], turn=1,
                rolls=["beer", "dynamite", "dynamite", "dynamite", "beer"])
    while game.pending.kind != "beer":
        game.apply(game.legal_actions()[0])
    # Hurt himself, the plain heuristic drinks; the team bot heals the Sheriff at 2.
    beer = TeamDiceBot(1).choose(game.view(1), game.legal_actions())
    assert beer.target == 0
    assert DiceBot(1).choose(game.view(1), game.legal_actions()).target == 1


def test_the_team_policy_changes_nothing_for_the_heuristic_bot() -> None:
    # The heuristic is the baseline every level is measured against: its choices in a
    # whole game are the same whether or not the team policy has been used beside it.
    def play(with_team: bool) -> list[Action]:
        game = DiceGame.new(None, 11)
        bots = [DiceBot(s) for s in range(len(game.roles))]
        team = TeamDiceBot(0)
        moves = []
        while not game.is_over:
            seat = game.pending.seat
            legal = game.legal_actions()
            if with_team:
                team.choose(game.view(seat), legal)
            move = bots[seat].choose(game.view(seat), legal)
            moves.append(move)
            game.apply(move)
        return moves

    assert play(False) == play(True)


def test_the_fitted_value_is_a_chance_and_reads_the_state() -> None:
    roles = ROLES5
    full = [10, 8, 7, 8, 9]
    alive = [True] * 5
    for seat in range(5):
        assert 0.0 < dice_value(seat, roles, full, full, alive, None) < 1.0
    over = (-1.0, -1.0, 1.0, 1.0, -1.0)
    assert dice_value(2, roles, full, full, alive, over) == 1.0
    assert dice_value(0, roles, full, full, alive, over) == 0.0
    hurt_sheriff = [2, 8, 7, 8, 9]
    assert dice_value(0, roles, hurt_sheriff, full, alive, None) < \
        dice_value(0, roles, full, full, alive, None)
    assert dice_value(2, roles, hurt_sheriff, full, alive, None) > \
        dice_value(2, roles, full, full, alive, None)
    # The Renegade gains when the Outlaws fall and the Sheriff still stands.
    no_outlaws = [True, True, False, False, True]
    gone = [10, 8, 0, 0, 9]
    assert dice_value(4, roles, gone, full, no_outlaws, None) > \
        dice_value(4, roles, full, full, alive, None)


def test_a_duel_is_searched_to_the_end() -> None:
    game = five(lives=[3, 0, 0, 0, 4], turn=4,
                rolls=["one", "beer", "gatling", "gatling", "arrow"])
    bot = level_bot("expert", 1)
    seat = game.pending.seat
    assert bot.choose(game.information_set(seat), game.legal_actions()) in \
        game.legal_actions()
    assert bot.searched == 1 and bot._horizon is None
    busy = five(turn=4, rolls=["one", "beer", "gatling", "gatling", "arrow"])
    bot.choose(busy.information_set(4), busy.legal_actions())
    assert bot._horizon == 1


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(4, 8), steps=st.integers(0, 60),
       level=st.sampled_from(["hard", "expert"]))
def test_dice_role_swap_twins_get_the_same_move_from_the_levels(
        seed: int, players: int, steps: int, level: str) -> None:
    # Two games that differ only in two roles hidden from ``seat``, played on with the
    # same moves (the dice do not depend on roles) so that a public record of shots and
    # Beers builds up, then asked at one of ``seat``'s decisions.
    rng = random.Random(seed)
    first, second, seat = role_twins("dice", rng, players)
    for _ in range(steps):
        if first.is_over or (first.pending.seat == seat and len(first.legal_actions()) > 1
                             and rng.random() < 0.3):
            break
        move = rng.choice(first.legal_actions())
        first.apply(move)
        second.apply(move)
    if first.is_over or first.pending.seat != seat or len(first.legal_actions()) == 1:
        return
    swapped = [s for s in range(players) if first.roles[s] != second.roles[s]]
    if not all(first.alive[s] for s in swapped):
        return  # a death showed one of the swapped roles: no longer twins
    assert first.view(seat).to_dict() == second.view(seat).to_dict()
    bots = [level_bot(level, seed) for _ in range(2)]
    moves = [bot.choose(g.information_set(seat), g.legal_actions())
             for bot, g in zip(bots, (first, second), strict=True)]
    assert moves[0] == moves[1]
    assert bots[0].iterations_run == bots[1].iterations_run


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_level_plays_whole_dice_games_at_every_count(level: str) -> None:
    from bang.sim import simulate

    for players in (3, 5, 8):
        summary = simulate("dice", players, 1, seed=players, jobs=1,
                           bots={"renegade": level, "sheriff": level, "deputy": level},
                           max_decisions=5_000)
        assert summary.finished == 1 and summary.capped == ()


@pytest.mark.parametrize(("target", "expected"), [(0, CHOSEN), (2, SPARED)])
def test_the_shot_record_reads_what_a_shooter_could_have_done(target: int,
                                                            expected: float) -> None:
    # Seat 1's ONE reaches the Sheriff (seat 0) and seat 2: shooting the Sheriff is a
    # choice, sparing him is too.  An observer far away (seat 3) reads the views.
    game = five(turn=1, rolls=["one", "beer", "beer", "dynamite", "gatling"])
    record = ShotRecord()
    record.read(game.view(3))
    game.apply(Action("stop"))
    assert game.pending.kind == "shoot"
    assert {a.target for a in game.legal_actions()} == {0, 2}
    game.apply(Action("shoot", 0, target))
    record.read(game.view(3))
    assert record.scores == {1: expected}
    # Reading the same events again adds nothing.
    record.read(game.view(3))
    assert record.scores == {1: expected}


def test_a_forced_shot_at_the_sheriff_counts_little() -> None:
    # Seat 4 dead: seat 2's TWO can only reach the Sheriff.
    game = five(lives=[None, None, None, None, 0], turn=2,
                rolls=["two", "beer", "beer", "dynamite", "gatling"])
    record = ShotRecord()
    game.apply(Action("stop"))
    game.apply(game.legal_actions()[0])
    record.read(game.view(3))
    assert record.scores == {2: FORCED}


def test_the_dice_options_leave_the_card_game_as_it_was() -> None:
    # The dice parts of a level are seeded apart from the search, so a level plays the
    # card game exactly as the same search without them.
    game = random_game("cards", 5, 8, 0)
    moves = 0
    while not game.is_over and moves < 6:
        legal = game.legal_actions()
        seat = game.pending.seat
        if len(legal) > 1:
            plain = {k: v for k, v in LEVEL_OPTIONS["hard"].items() if k not in DICE_OPTIONS}
            bots = [level_bot("hard", 7),
                    SearchBot(7, kinds=CARD_KINDS | DICE_KINDS, **plain)]
            info = game.information_set(seat)
            answers = [bot.choose(info, legal) for bot in bots]
            assert answers[0] == answers[1]
            assert bots[0].iterations_run == bots[1].iterations_run
            moves += 1
        game.apply(legal[0])


def test_a_copy_of_the_team_dice_policy_keeps_its_rules() -> None:
    # The search copies one template per rollout player; in the compiled build the
    # heuristic dice bot copies only its own declared attributes, so the subclass's rules
    # must travel in its state.
    import copy

    from bang.bots.dice_team import TeamDiceBot

    bot = TeamDiceBot(3, aim={"outlaw": 1.0}, beers=frozenset({"sheriff"}),
                      guard=frozenset())
    bot.loyalty = {2: 1.5}
    twin = copy.copy(bot)
    assert (twin.aim, twin.beers, twin.guard) == ({"outlaw": 1.0}, frozenset({"sheriff"}),
                                                  frozenset())
    assert twin.loyalty == {2: 1.5} and twin.noise == bot.noise
