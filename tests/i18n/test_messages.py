"""Every event kind of both games and both ghost variants renders, for the seat that may
see it whole and for another one, in every language, with no placeholder left and no key
missing (``bang.i18n.messages``); messages stay plain JSON."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bang.cards import CardConfig, CardGame
from bang.cards.view import redact_event
from bang.core.protocol import Event
from bang.dice import DiceConfig, DiceGame
from bang.i18n import LANGUAGES, catalogue, describe_event, event_dict
from bang.i18n.messages import (
    Message,
    action_message,
    event_message,
    goal_message,
    prompt_message,
    render_message,
)
from bang.sim import seat_bots

SRC = Path(__file__).resolve().parents[2] / "src" / "bang"
EMITTED = re.compile(r'(?:emit\(|_emit\(|Event, \()"(\w+)"')


def engine_event_kinds(package: str) -> set[str]:
    """Every event kind the engine's source can emit (read from the source, so a new kind
    without words fails this test)."""
    text = "".join(p.read_text() for p in (SRC / package).glob("*.py"))
    return set(EMITTED.findall(text))


def play_out(game: Any, seed: int) -> Any:
    bots = seat_bots("random", len(game.roles), seed)
    while game.pending is not None:
        seat = game.pending.seat
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return game


def janet_plays_missed_as_bang() -> CardGame:
    """A12 Calamity Janet: a Missed! aimed at a player is a BANG!."""
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Calamity Janet", "hand": [25]},
                    {"role": "outlaw", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones"}],
        "turn": 0, "phase": "play"})
    game.apply(next(a for a in game.legal_actions() if a.kind == "play" and a.target == 3))
    return game


def kit_carlson_returns_a_card() -> CardGame:
    """A12 Kit Carlson: the card he puts back is seen by him alone (the issue's
    unfilled ``{cards}``)."""
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Kit Carlson"},
                    {"role": "outlaw", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones"}],
        "deck": [0, 37, 25], "turn": 0, "phase": "draw"})
    assert game.pending is not None and game.pending.kind == "kit_return"
    game.apply(game.legal_actions()[0])
    return game


@cache
def card_games() -> tuple[Any, ...]:
    games: list[Any] = [janet_plays_missed_as_bang(), kit_carlson_returns_a_card()]
    for seed in range(24):
        players = 3 + seed % 6
        options: dict[str, Any] = {"players": players, "round_limit": 1 if seed == 5 else 0}
        if players == 3:
            options["three_player"] = True
        if players == 8:
            options["eight_players"] = True
        games.append(play_out(CardGame.new(CardConfig.from_dict(options), seed), seed))
    ghost_games = [(seed, {"players": 4 + seed % 4, "ghost_variant": variant,
                           "ghost_separate_deck": seed % 2 == 1})
                   for seed in range(12) for variant in ("dead_reckonin", "dead_mans_hand")]
    # Positions found by search that reach the rarest ghost events (a Boot Hill sit-out,
    # a void ghost action, the Deputy's extra card discarded or put back on the deck).
    ghost_games += [
        (14, {"players": 6, "ghost_variant": "dead_reckonin"}),
        (12, {"players": 6, "ghost_variant": "dead_mans_hand",
              "dmh_last_deaths_all_draw": False}),
        (23, {"players": 7, "ghost_variant": "dead_reckonin",
              "dr_will_extra_card": "top_of_deck"}),
        (211, {"players": 5, "ghost_variant": "dead_reckonin",
               "dr_will_extra_card": "top_of_deck"})]
    for seed, options in ghost_games:
        games.append(play_out(CardGame.new(CardConfig.from_dict(options), seed), seed))
    return tuple(games)


@cache
def dice_games() -> tuple[Any, ...]:
    return tuple(play_out(DiceGame.new(DiceConfig(players=3 + seed % 6,
                                                  round_limit=1 if seed == 7 else 0), seed),
                          seed)
                 for seed in range(24))


def seen_forms(game: Any, redact: Any) -> Iterator[tuple[Event, int | None]]:
    """Each event as its owner sees it and as another seat (and a spectator) sees it."""
    n = len(game.roles)
    for event in game.log:
        owners = sorted(event.to) if event.to is not None else [0]
        outsider = next((s for s in range(n) if event.to is None or s not in event.to), None)
        for seat in {owners[0], outsider, None}:
            yield redact(event, seat), seat


def keys_in(msg: Message) -> Iterator[str]:
    yield msg["key"]
    for value in msg["args"].values():
        yield from arg_keys(value)


def arg_keys(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        if "message" in value:
            yield from keys_in(value["message"])
        if "key" in value:
            yield value["key"]
        if "one" in value:
            yield value["one"]
            yield value["other"]
        for item in value.get("list", ()):
            yield from arg_keys(item)


def check(msg: Message, view: Any) -> None:
    assert json.loads(json.dumps(msg)) == msg, msg
    assert msg["key"] not in ("event.unknown", "action.generic", "prompt.unknown"), msg
    for key in keys_in(msg):
        for lang in LANGUAGES:
            assert key in catalogue(lang), (lang, key)
    for lang in LANGUAGES:
        text = render_message(msg, lang, view)
        assert text and "{" not in text and "}" not in text, (lang, text, msg)


@pytest.mark.parametrize(("game_name", "package"), [("cards", "cards"), ("dice", "dice")])
def test_every_event_kind_renders_for_owner_and_others(game_name: str, package: str) -> None:
    games = card_games() if game_name == "cards" else dice_games()
    redact = redact_event if game_name == "cards" else DiceGame.redact_event
    kinds: set[str] = set()
    for game in games:
        views = {s: game.view(s).to_dict() for s in [*range(len(game.roles)), None]}
        for event, seat in seen_forms(game, redact):
            kinds.add(event.kind)
            entry = event_dict(event, game_name)
            check(event_message(entry, game_name), views[seat])
    assert kinds == engine_event_kinds(package)


def test_the_redacted_kit_carlson_event_has_its_own_words() -> None:
    game = kit_carlson_returns_a_card()
    event = next(e for e in game.log if e.kind == "kit_returns")
    other = describe_event(redact_event(event, 1), "en", game.view(1))
    assert other == "Player 1 puts 1 card back on the deck."
    own = describe_event(event, "zh-Hant", game.view(0))
    assert own.startswith("1號玩家（你）把") and "放回牌堆" in own


def test_calamity_janet_plays_missed_as_a_bang() -> None:
    game = janet_plays_missed_as_bang()
    event = next(e for e in game.log if e.kind == "play")
    assert describe_event(event, "en", game.view(2)) == \
        "Player 1 plays Missed! 2♠ as a BANG! on Player 4."


def test_hidden_card_counts_use_plurals() -> None:
    event = {"kind": "draw", "seat": 2, "why": "phase1", "count": 2}
    assert render_message(event_message(event, "cards"), "en") == "Player 3 draws 2 cards."
    event["count"] = 1
    assert render_message(event_message(event, "cards"), "en") == "Player 3 draws 1 card."
    assert render_message(event_message(event, "cards"), "zh-Hans") == "3号玩家摸了1张牌。"


def test_seats_are_shown_from_one_and_the_viewer_is_you() -> None:
    msg = event_message({"kind": "turn", "seat": 0}, "cards")
    assert render_message(msg, "en") == "Turn: Player 1."
    assert render_message(msg, "en", {"seat": 0, "players": [{}]}) == "Turn: Player 1 (you)."
    named = {"seat": None, "players": [{"name": "Ann"}]}
    assert render_message(msg, "en", named) == "Turn: Ann."


def test_unknown_kinds_fall_back_to_their_data() -> None:
    msg = event_message({"kind": "haunt", "seat": 1}, "cards")
    assert msg["key"] == "event.unknown"
    assert render_message(msg, "en") == 'haunt: {"seat": 1}'


def test_menu_lines_prompts_and_goals_render_in_every_language() -> None:
    """Every legal action, every prompt and every goal met in random games has words."""
    prompts: set[str] = set()
    for game in [CardGame.new(CardConfig(players=5), 3), DiceGame.new(DiceConfig(players=5), 3),
                 CardGame.new(CardConfig.from_dict({"players": 5,
                                                    "ghost_variant": "dead_reckonin"}), 4),
                 CardGame.new(CardConfig.from_dict({"players": 5,
                                                    "ghost_variant": "dead_mans_hand"}), 4),
                 CardGame.new(CardConfig.from_dict({"players": 3, "three_player": True}), 2)]:
        bots = seat_bots("random", len(game.roles), 1)
        while game.pending is not None:
            seat = game.pending.seat
            view = game.view(seat).to_dict()
            prompt = prompt_message(view)
            assert prompt is not None
            prompts.add(prompt["key"])
            check(prompt, view)
            goal = goal_message(view)
            if goal is not None:
                check(goal, view)
            for action in view["pending"]["options"]:
                check(action_message(action, view), view)
            game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    assert {"prompt.play", "prompt.roll", "prompt.ghost_contest", "prompt.dmh_predict"} <= prompts


def test_the_three_player_goal_names_the_target_and_changes() -> None:
    game = CardGame.from_setup({
        "players": [{"role": "deputy", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones"}],
        "options": {"three_player": True}, "turn": 0})
    goal = goal_message(game.view(0).to_dict())
    assert goal is not None
    assert render_message(goal, "en") == \
        "Goal: eliminate Player 3 (Renegade) yourself; that wins the game."
    dead = CardGame.from_setup({
        "players": [{"role": "deputy", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones", "alive": False}],
        "options": {"three_player": True}, "turn": 0})
    goal = goal_message(dead.view(0).to_dict())
    assert goal is not None and render_message(goal, "zh-Hant") == \
        "你的目標已不在：與2號玩家決戰，活到最後就贏。"
    assert goal_message(dead.view(None).to_dict()) is None
