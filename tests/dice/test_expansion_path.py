"""The dice engine takes new content through its public registries alone: a content set
defined here (no engine file changed) adds a die with three new faces — a double Beer on
an existing step, a final-dice step with a prompt of its own, an on-roll step that costs
life — and characters with hooks (one granting two abilities at once), and thousands of
random games with it keep every invariant, end, and replay to the same state."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from bang.core.errors import IllegalAction
from bang.core.protocol import Action
from bang.dice import DiceConfig, DiceGame, content, dispatch
from bang.dice.data import TOTAL_ARROWS, Character, Die, Face
from bang.dice.state import (
    NOBODY,
    STEP_END_TURN,
    Ability,
    DiceState,
    Prompt,
    Resolution,
    explain_target,
)

KEY = "test_lucky_die"
SHOE = "shoe"
PASS = Action("pass")
SHOES = tuple(Action(SHOE, target=t) for t in range(8))


# --- the content: its rules are this file's, not RULES.md's ---------------------------------
def run_spur(game: DiceState) -> bool:
    """Each SPUR rolled costs the roller 1 life at once (like Old Saloon's BULLET, G4.4):
    caused by no player; if it kills him his turn ends."""
    seat = game.turn
    fresh = [d for d in game.targets_dice if game.roll_mask >> d & 1]
    if fresh and game.alive[seat]:
        lost = min(len(fresh), game.life[seat])
        game.life[seat] -= lost
        game.emit("spur", {"seat": seat, "lost": lost})
        if game.eliminate_dead(NOBODY):
            return True
        if not game.alive[seat]:
            game.step = STEP_END_TURN
            return False
    return game.resolved("spur")


def run_horseshoe(game: DiceState) -> bool:
    """Each HORSESHOE of the final dice: the roller has one arrow of any player put back
    in the centre, or lets it go."""
    if game.cursor < len(game.targets_dice) and game.centre < TOTAL_ARROWS:
        return game.prompt(game.turn, SHOE, {"die": game.targets_dice[game.cursor]})
    return game.resolved("horseshoe")


def legal_shoe(game: DiceState) -> tuple[Action, ...]:
    """Whose arrow goes back: any player holding one, or nobody's."""
    return (*(SHOES[t] for t in range(game.n) if game.arrows[t]), PASS)


def answer_shoe(game: DiceState, action: Action) -> None:
    """The arrow goes back to the centre; on to the next HORSESHOE."""
    game.cursor += 1
    if action.kind == SHOE:
        game.arrows[action.target] -= 1
        game.centre += 1
        game.emit("horseshoe", {"seat": game.turn, "target": action.target})


def explain_shoe(game: DiceState, action: Action) -> IllegalAction | None:
    """A living player's arrow."""
    if action.kind != SHOE:
        return None
    return explain_target(game, action) or IllegalAction("no_arrows", "he holds no arrow")


def lady_luck_arrows(game: DiceState, seat: int, count: int) -> int:
    """Lady Luck takes one arrow fewer from each roll that shows any."""
    game.emit("lady_luck", {"seat": seat})
    return count - 1


def shoe_smith_after(game: DiceState, seat: int) -> bool:
    """Shoe Smith gains 1 life once his HORSESHOE step is over."""
    game.emit("shoe_smith", {"seat": seat, "gained": game.gain_life(seat, 1)})
    return False


LUCKY = content.ContentSet(
    key=KEY,
    resolutions=(
        Resolution("spur", "test", 25, ("spur",), on_roll=True, run=run_spur),
        Resolution("horseshoe", "test", 75, ("horseshoe",), run=run_horseshoe),
    ),
    faces=(
        Face("lucky_beer", "double Beer", "beer", "beer", "G2.4", count=2),
        Face("horseshoe", "horseshoe", "horseshoe", "horseshoe", "test"),
        Face("spur", "spur", "spur", "spur", "test"),
    ),
    dice=(Die("lucky", "lucky die",
              ("arrow", "dynamite", "lucky_beer", "two", "horseshoe", "spur"), "test"),),
    abilities=(
        Ability("lady_luck", "test", on_arrows=lady_luck_arrows),
        Ability("shoe_smith", "test", after_resolution={"horseshoe": shoe_smith_after}),
    ),
    characters=(
        Character("Lady Luck", 8, "takes one arrow fewer per roll", "lady_luck", "test",
                  ("lady_luck",)),
        Character("Twin Doolan", 7, "Rose Doolan's reach and Lady Luck's arrows",
                  "twin_doolan", "test", ("rose_doolan", "lady_luck")),
        Character("Shoe Smith", 9, "+1 life after his horseshoes", "shoe_smith", "test",
                   ("shoe_smith",)),
    ),
    prompts=(Prompt(SHOE, "test", legal_shoe, answer_shoe, (SHOE, "pass"), 75,
                    explain_shoe),),
    rolled=("base", "base", "base", "base", "lucky"),
)


@pytest.fixture(scope="module")
def lucky() -> Iterator[None]:
    content.register(LUCKY)
    try:
        yield
    finally:
        content.unregister(KEY)


def lucky_game(players: int, seed: int, **options: object) -> DiceGame:
    return DiceGame.new(DiceConfig.from_dict({"players": players, "expansions": [KEY],
                                              **options}), seed)


# --- invariants --------------------------------------------------------------------------
#: Far above any real game; reaching it means a livelock.
DECISION_CAP = 20_000


def check(g: DiceGame) -> None:
    assert g.centre + sum(g.arrows) == TOTAL_ARROWS
    assert 1 <= g.centre <= TOTAL_ARROWS
    for s in range(g.n):
        assert 0 <= g.life[s] <= g.max_life[s]
        if not g.alive[s]:
            assert g.arrows[s] == 0 and g.life[s] == 0
    decision = g.pending
    if decision is not None:
        assert g.alive[decision.seat] or (g.dead_resolving and decision.seat == g.turn)
        assert g.legal_actions()


def play(g: DiceGame, bot: random.Random, seen: Counter[str]) -> DiceGame:
    decisions = 0
    last_beer: tuple[int, int] | None = None
    while not g.is_over:
        decisions += 1
        assert decisions < DECISION_CAP
        decision = g.pending
        assert decision is not None
        seen[decision.kind] += 1
        if decision.kind == "beer":
            key = (decision.seat, decision.context["die"])
            if key == last_beer:
                seen["a double face drunk twice"] += 1
            last_beer = key
        for event in g.apply(bot.choice(g.legal_actions())):
            seen[event.kind] += 1
        check(g)
    return g


# --- the tests ----------------------------------------------------------------------------
@pytest.mark.usefixtures("lucky")
def test_thousands_of_random_games_with_a_new_die_keep_every_invariant_end_and_replay() -> None:
    seen: Counter[str] = Counter()
    for index in range(2400):
        players = 3 + index % 6
        g = lucky_game(players, 5000 + index, auto_forced=index % 5 == 0)
        check(g)
        play(g, random.Random(index), seen)
        assert g.winners
        if index % 4 == 0:
            again = DiceGame.from_record(json.loads(json.dumps(g.to_record())))
            assert again.digest() == g.digest()
    # Every new piece really played: the on-roll face, the final step and its prompt, the
    # double face, and the hooks of both new characters (one with two abilities).
    for kind in ("spur", "horseshoe", SHOE, "a double face drunk twice", "lady_luck",
                 "shoe_smith", "eliminated"):
        assert seen[kind] > 0, kind


def lucky_setup(rolls: list[str], turn: int = 0, life: int = 6) -> DiceGame:
    """Four Jesse Joneses (no ability of theirs acts at 5 life or more), seat 1 holding
    two arrows; the lucky die is die 4."""
    seats = [{"role": r, "character": "Jesse Jones"}
             for r in ("sheriff", "outlaw", "outlaw", "renegade")]
    seats[turn]["life"] = life
    seats[1]["arrows"] = 2
    return DiceGame.from_setup({"players": seats, "turn": turn, "next_rolls": rolls,
                                "allow_duplicate_characters": True,
                                "config": {"expansions": [KEY]}})


@pytest.mark.usefixtures("lucky")
def test_an_on_roll_face_acts_on_the_roll_that_shows_it_once() -> None:
    """The spur costs its life at once, before the roll prompt; a re-roll of the other
    dice does not make it act again."""
    g = lucky_setup(["beer", "beer", "beer", "gatling", "spur", "beer"])
    assert g.life[0] == 5
    assert g.view(0).dice == ("beer", "beer", "beer", "gatling", "spur")
    assert g.pending is not None and g.pending.kind == "roll"
    g.apply("reroll x8")
    assert g.life[0] == 5 and g.view(0).dice[3:] == ("beer", "spur")


@pytest.mark.usefixtures("lucky")
def test_an_on_roll_face_that_kills_the_roller_ends_his_turn() -> None:
    g = lucky_setup(["one", "one", "beer", "gatling", "spur"], turn=1, life=1)
    assert not g.alive[1]
    assert g.pending is not None and g.pending.seat == 2 and g.pending.kind == "roll"
    kinds = [e.kind for e in g.log]
    assert kinds[kinds.index("spur") + 1] == "eliminated"


@pytest.mark.usefixtures("lucky")
def test_a_double_face_is_two_symbols() -> None:
    g = lucky_setup(["beer", "gatling", "gatling", "dynamite", "lucky_beer"])
    g.apply("stop")
    beers = []
    for _ in range(3):
        assert g.pending is not None and g.pending.kind == "beer"
        beers.append(g.pending.context["die"])
        g.apply(f"beer c{beers[-1]} t0")
    assert beers == [0, 4, 4] and g.life[0] == 9


@pytest.mark.usefixtures("lucky")
def test_a_new_final_step_resolves_between_the_steps_its_order_puts_it() -> None:
    """The horseshoe (order 75) comes after the Beer (70) and before the Gatling (80)."""
    g = lucky_setup(["beer", "gatling", "gatling", "gatling", "horseshoe"])
    g.apply("stop")
    asked = []
    while g.pending is not None and g.pending.seat == 0 and g.pending.kind != "roll":
        asked.append(g.pending.kind)
        g.apply("beer c0 t0" if g.pending.kind == "beer" else "shoe t1")
    assert asked == ["beer", SHOE]
    events = [(e.kind, e.data) for e in g.log]
    kinds = [kind for kind, _ in events]
    assert kinds.index("horseshoe") < kinds.index("gatling")
    assert events[kinds.index("horseshoe")][1] == {"seat": 0, "target": 1}
    assert events[kinds.index("gatling") + 1] == ("damage", {"source": "gatling",
                                                             "lost": [0, 1, 1, 1]})


@pytest.mark.usefixtures("lucky")
def test_registering_content_changes_no_base_game() -> None:
    """With the new set registered, a base game (no expansions) replays to its golden
    digest: content is used only by the games whose config names it."""
    golden = json.loads((Path(__file__).parents[1] / "golden" / "dice-5p.json").read_text())
    assert DiceGame.from_record(golden["record"]).digest() == golden["digest"]
    assert DiceGame.new(DiceConfig(players=5), 3).table.keys == ("base",) * 5
    assert "Lady Luck" not in {c for s in range(40)
                               for c in DiceGame.new(DiceConfig(players=8), s).characters}


@pytest.mark.usefixtures("lucky")
def test_prompt_kinds_come_from_the_dispatch_table() -> None:
    assert SHOE in dispatch.PROMPT_KINDS and dispatch.ACCEPTS[SHOE] == (SHOE, "pass")
    assert SHOE not in dispatch.DECISION_KINDS
    assert dispatch.PROMPT_KINDS.index(SHOE) > dispatch.PROMPT_KINDS.index("beer")
