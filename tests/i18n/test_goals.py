"""A dead player's goal says what he may still win, for every role, game and variant
(RULES.md A10, A1.2, B6-B7, B2.1, C1.3-9, C2.1-8): a dead Deputy or Outlaw shares his
team's victory, a dead Renegade wins only through Dead Reckonin's all-dead rule, and in
the 3-player game only the living win.  And the log leaves out forced answers given for
other seats (the public events after them say what they did)."""

from __future__ import annotations

from typing import Any

import pytest

from bang.cards import CardConfig, CardGame
from bang.dice import DiceGame
from bang.i18n import LANGUAGES
from bang.i18n.messages import goal_message, log_worthy, render_message

ROLES = ["sheriff", "deputy", "outlaw", "outlaw", "renegade"]
CHARACTERS = ["Willy the Kid", "Paul Regret", "Bart Cassidy", "Jourdonnais",
              "Slab the Killer"]


def dead_card_view(role: str, options: dict[str, Any]) -> dict[str, Any]:
    """The view of a dead ``role`` in a 5-player card game with ``options``."""
    players: list[dict[str, Any]] = [{"role": r, "character": c}
                                     for r, c in zip(ROLES, CHARACTERS, strict=True)]
    seat = ROLES.index(role)
    players[seat]["alive"] = False
    game = CardGame.from_setup({"players": players, "options": options, "turn": 0})
    assert game.pending is not None  # the game goes on
    view: dict[str, Any] = game.view(seat).to_dict()
    return view


@pytest.mark.parametrize(("role", "options", "key"), [
    ("deputy", {}, "goal.dead"),
    ("outlaw", {}, "goal.dead"),
    ("renegade", {}, "goal.dead.out"),
    ("deputy", {"ghost_variant": "dead_reckonin"}, "goal.dead.dead_reckonin"),
    ("outlaw", {"ghost_variant": "dead_reckonin"}, "goal.dead.dead_reckonin"),
    ("renegade", {"ghost_variant": "dead_reckonin"}, "goal.dead.dead_reckonin.renegade"),
    ("renegade", {"ghost_variant": "dead_reckonin",
                  "dr_all_dead_renegades": "acting_renegade_only"},
     "goal.dead.dead_reckonin.renegade_acting"),
    ("deputy", {"ghost_variant": "dead_mans_hand"}, "goal.dead.dead_mans_hand"),
    ("outlaw", {"ghost_variant": "dead_mans_hand"}, "goal.dead.dead_mans_hand"),
    ("renegade", {"ghost_variant": "dead_mans_hand"}, "goal.dead.dead_mans_hand.out"),
])
def test_a_dead_card_players_goal_says_what_he_may_still_win(
        role: str, options: dict[str, Any], key: str) -> None:
    view = dead_card_view(role, options)
    goal = goal_message(view)
    assert goal is not None and goal["key"] == key
    for lang in LANGUAGES:
        text = render_message(goal, lang, view)
        assert "{" not in text and text
    if role == "renegade":  # never "your team may still win": he has none
        assert "team" not in render_message(goal, "en", view)


def test_a_dead_renegade_of_eight_players_cannot_win_either() -> None:
    game = CardGame.from_setup({
        "players": [{"role": r, "character": c, **({"alive": False} if i == 7 else {})}
                    for i, (r, c) in enumerate(zip(
                        ["sheriff", "deputy", "outlaw", "outlaw", "renegade", "outlaw",
                         "deputy", "renegade"],
                        ["Willy the Kid", "Paul Regret", "Bart Cassidy", "Jourdonnais",
                         "Slab the Killer", "Lucky Duke", "Kit Carlson", "Calamity Janet"],
                        strict=True))],
        "options": {"eight_players": True}, "turn": 0})
    goal = goal_message(game.view(7).to_dict())
    assert goal is not None and goal["key"] == "goal.dead.out"


@pytest.mark.parametrize("variant", ["none", "dead_reckonin", "dead_mans_hand"])
def test_in_the_three_player_game_the_dead_cannot_win(variant: str) -> None:
    game = CardGame.from_setup({
        "players": [{"role": "deputy", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones", "alive": False}],
        "options": {"three_player": True, "ghost_variant": variant}, "turn": 0})
    goal = goal_message(game.view(2).to_dict())
    assert goal is not None
    assert goal["key"] == {"none": "goal.dead.out",
                           "dead_reckonin": "goal.dead.dead_reckonin.out",
                           "dead_mans_hand": "goal.dead.dead_mans_hand.out"}[variant]


@pytest.mark.parametrize(("role", "key"), [
    ("deputy", "goal.dead"), ("outlaw", "goal.dead"), ("renegade", "goal.dead.out")])
def test_a_dead_dice_player_shares_his_teams_victory_unless_renegade(
        role: str, key: str) -> None:
    roles = ["sheriff", "deputy", "outlaw", "outlaw", "renegade"]
    characters = ["Paul Regret", "El Gringo", "Bart Cassidy", "Suzy Lafayette", "Jourdonnais"]
    seat = roles.index(role)
    game = DiceGame.from_setup({"players": [
        {"role": r, "character": c, **({"alive": False} if i == seat else {})}
        for i, (r, c) in enumerate(zip(roles, characters, strict=True))], "turn": 0})
    goal = goal_message(game.view(seat).to_dict())
    assert goal is not None and goal["key"] == key
    three = DiceGame.from_setup({"players": [
        {"role": "deputy", "character": "Paul Regret"},
        {"role": "outlaw", "character": "El Gringo", "alive": False},
        {"role": "renegade", "character": "Bart Cassidy"}], "turn": 0})
    goal = goal_message(three.view(1).to_dict())
    assert goal is not None and goal["key"] == "goal.dead.out"


def test_forced_answers_for_other_seats_leave_the_log() -> None:
    """Play card games to the end: every ``auto`` event a seat sees without its action
    (another seat's forced answer) is left out of the log, every one with it stays."""
    seen_hidden = seen_own = 0
    for seed in range(6):
        game = CardGame.new(CardConfig(players=5), seed)
        while game.pending is not None:
            events = game.apply(game.legal_actions()[0])
            for seat in range(5):
                for event in game.events_for(seat, events):
                    data = {"kind": event.kind, **event.data}
                    if event.kind != "auto":
                        assert log_worthy(data, "cards")
                    elif "action" in event.data:
                        seen_own += 1
                        assert log_worthy(data, "cards")
                    else:
                        seen_hidden += 1
                        assert not log_worthy(data, "cards")
    assert seen_hidden and seen_own
