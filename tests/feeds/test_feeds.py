"""Each viewer's feed hands out exactly the engine's view at every step, and the deltas
it reports rebuild that view from the previous one: both games, 3 to 8 players, both
ghost variants, every seat and the spectators, whole games of random moves; also when
a viewer looks only now and then (a connection that came late), and when the fast
part-by-part conversion does not match a view's shape (then the view's own
``to_dict`` is used at every look)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bang.feeds import (
    CardFeed,
    DiceFeed,
    ViewDiffFeed,
    _Converter,
    apply_delta,
    make_feed,
)
from bang.games import game_classes, make_config

GAMES = [("cards", 4, {}), ("cards", 3, {}), ("cards", 8, {}), ("dice", 5, {}),
         ("dice", 3, {}), ("cards", 6, {"ghost_variant": "dead_reckonin"}),
         ("cards", 5, {"ghost_variant": "dead_mans_hand"})]


def normal(data: Any) -> Any:
    return json.loads(json.dumps(data))


def delta_of(look: Any) -> dict[str, Any]:
    return normal({"view": look.fields, "players": look.players, "events": look.events,
                   "events_len": len(look.window)})


def play(game_name: str, players: int, options: dict[str, Any], seed: int,
         every: int = 1, feeds: Any = make_feed) -> int:
    game_class, _ = game_classes(game_name)
    game = game_class.new(make_config(game_name, players, {**options, "round_limit": 12}),
                          seed)
    viewers: list[int | None] = [None, *range(players)]
    watched = {v: feeds(game, v) for v in viewers}
    views: dict[int | None, dict[str, Any]] = {}
    rng = random.Random(seed)
    total = steps = 0
    while True:
        if steps % every == 0:
            for viewer, feed in watched.items():
                look = feed.look(total)
                expected = normal(game.view(viewer).to_dict())
                assert normal(look.view) == expected, (viewer, steps)
                assert len(look.window) == len(expected["events"])
                if viewer in views:
                    views[viewer] = apply_delta(views[viewer], delta_of(look))
                    assert views[viewer] == expected, (viewer, steps, "delta")
                else:
                    views[viewer] = expected
        if game.pending is None:
            return steps
        total += len(game.apply(rng.choice(game.legal_actions())))
        steps += 1


@pytest.mark.parametrize(("game", "players", "options"), GAMES,
                         ids=[f"{g}-{p}-{o.get('ghost_variant', '')}" for g, p, o in GAMES])
def test_every_look_is_the_engines_view_and_every_delta_rebuilds_it(
        game: str, players: int, options: dict[str, Any]) -> None:
    for seed in range(2):
        assert play(game, players, options, seed) > 10


def test_a_feed_looked_at_now_and_then_still_agrees() -> None:
    for game, players, options in GAMES[:4]:
        play(game, players, options, seed=7, every=9)


def test_each_game_gets_its_cheapest_feed() -> None:
    cards, _ = game_classes("cards")
    dice, _ = game_classes("dice")
    card_game = cards.new(make_config("cards", 4, {}), 1)
    dice_game = dice.new(make_config("dice", 4, {}), 1)
    assert isinstance(make_feed(card_game, 0), CardFeed)
    assert isinstance(make_feed(card_game, None), CardFeed)
    assert isinstance(make_feed(dice_game, 0), DiceFeed)
    assert isinstance(make_feed(dice_game, None), ViewDiffFeed)


def test_a_view_the_fast_conversion_does_not_fit_is_converted_whole(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: _Converter, view: Any, reference: dict[str, Any]) -> None:
        self.fast = False

    monkeypatch.setattr(_Converter, "check", refuse)
    for game, players, options in (GAMES[0], GAMES[3]):
        play(game, players, options, seed=3)
