"""The incremental view (``CardGame.view_feed``) equals the full view at every step.

Random games over 3-8 players, both ghost variants and random option sets; every seat and
a spectator hold a feed, some looking at every step and some only now and then (so that
a look spans many events, a trimmed log and several deaths).  Each look must give exactly
``game.view(seat)``, the events since the previous look as ``seat`` may see them, and
name every seat whose public record changed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bang.cards import CardConfig, CardGame
from bang.cards import game as game_module
from bang.cards import state as state_module
from bang.cards.feed import TableFeed, ViewFeed, public_rows
from bang.cards.view import redact_event
from bang.core import IllegalAction

VARIANTS: list[dict[str, Any]] = [
    {},
    {"auto_forced": True, "victory_check": "immediate"},
    {"ghost_variant": "dead_reckonin"},
    {"ghost_variant": "dead_mans_hand"},
    {"ghost_variant": "dead_reckonin", "ghost_separate_deck": True, "auto_forced": True},
    {"dodge_city": True},
    {"dodge_city": True, "ghost_variant": "dead_mans_hand"},
    # The event deck's public part, with a seat's own New Identity spare in it.
    {"event_decks": "high_noon", "hn_bullet_extras": True},
    {"event_decks": "high_noon", "dodge_city": True, "ghost_variant": "dead_reckonin"},
]


def check_game(seed: int, options: dict[str, Any], players: int,
               table: bool = False) -> int:
    """Play one random game checking every feed at its looks; return the looks made.
    ``table``: the feeds are a ``TableFeed``'s, looking with the moment's shared facts
    (one look in ten on its own, without them)."""
    rng = random.Random(seed)
    game = CardGame.new(CardConfig.from_dict({**options, "players": players}), seed)
    seats: list[int | None] = [*range(players), None]
    # Half the feeds look at every step, the others with a chance of one in five.
    eager = {seat: rng.random() < 0.5 for seat in seats}
    shared = TableFeed(game)
    feeds = {seat: shared.feed(seat) if table else game.view_feed(seat) for seat in seats}
    last_views: dict[int | None, Any] = {}
    seen = {seat: 0 for seat in seats}  # events of the game seen so far, per feed
    looks = 0
    while True:
        facts = shared.facts() if table else None
        for seat in seats:
            if not (eager[seat] or rng.random() < 0.2 or game.is_over):
                continue
            alone = facts is None or rng.random() < 0.1
            delta = feeds[seat].look() if alone else feeds[seat].look(facts)
            looks += 1
            assert delta.view == game.view(seat)
            total = game.log_base + len(game.log)
            kept = game.log[max(seen[seat] - game.log_base, 0):]
            assert list(delta.events) == [redact_event(e, seat) for e in kept]
            seen[seat] = total
            before = last_views.get(seat)
            if before is not None:
                for s in range(players):
                    if s not in delta.changed:
                        assert delta.view.players[s] is before.players[s]
            last_views[seat] = delta.view
        if game.is_over:
            return looks
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


@pytest.fixture
def short_log(monkeypatch: pytest.MonkeyPatch) -> None:
    """A log trimmed to its latest 45 events (views carry 40), so feeds see the front of
    it go."""
    monkeypatch.setattr(state_module, "LOG_KEEP", 45)
    monkeypatch.setattr(game_module, "LOG_KEEP", 45)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "-".join(map(str, v.values()))
                         or "base")
def test_feed_equals_the_full_view_at_every_step(variant: dict[str, Any]) -> None:
    looks = 0
    for seed in range(60):
        looks += check_game(seed, variant, 3 + seed % 6)
    assert looks > 10_000


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "-".join(map(str, v.values()))
                         or "base")
def test_table_feeds_equal_the_full_view_at_every_step(variant: dict[str, Any]) -> None:
    looks = 0
    for seed in range(40):
        looks += check_game(500 + seed, variant, 3 + seed % 6, table=True)
    assert looks > 5_000


def test_table_feeds_follow_a_trimmed_log(short_log: None) -> None:
    for seed in range(30):
        options = VARIANTS[seed % len(VARIANTS)]
        check_game(2000 + seed, options, 4 + seed % 5, table=True)


def test_a_moment_names_the_seats_whose_public_facts_changed() -> None:
    game = CardGame.new(CardConfig(players=5), 7)
    table = TableFeed(game)
    first = table.facts()
    assert first.after == -1 and first.changed == ()
    quiet = table.facts()
    # Nothing moved: the same rows, counted from the moment before.
    assert quiet.after == first.serial and quiet.changed == () and quiet.rows is first.rows
    previous, named = quiet, 0
    for _ in range(60):
        before = public_rows(game)
        game.apply(game.legal_actions()[-1])
        moment = table.facts()
        assert moment.after == previous.serial and moment.rows == public_rows(game)
        assert moment.changed == tuple(s for s in range(5) if before[s] != moment.rows[s])
        named += len(moment.changed)
        previous = moment
    assert named > 10


def test_a_table_feed_keeps_one_feed_per_viewer() -> None:
    game = CardGame.new(CardConfig(players=4), 3)
    table = TableFeed(game)
    assert table.feed(1) is table.feed(1) and table.feed(None).seat is None
    assert table.feed(2).game is game


def test_feed_follows_a_trimmed_log(short_log: None) -> None:
    for seed in range(40):
        options = VARIANTS[seed % len(VARIANTS)]
        check_game(1000 + seed, options, 4 + seed % 5)


@pytest.mark.soak
@pytest.mark.parametrize("variant", VARIANTS)
def test_soak_feed_equals_the_full_view_in_thousands_of_games(variant: dict[str, Any]) -> None:
    for seed in range(1000):
        check_game(10_000 + seed, variant, 3 + seed % 6)


def test_first_look_names_every_seat_and_a_quiet_look_none() -> None:
    game = CardGame.new(CardConfig(players=5), 7)
    feed = game.view_feed(2)
    first = feed.look()
    assert first.changed == (0, 1, 2, 3, 4)
    assert first.events == first.view.events
    again = feed.look()
    assert again.changed == () and again.events == ()
    assert again.view == first.view and again.view.players is first.view.players


def test_a_feed_is_refused_for_a_seat_that_does_not_exist() -> None:
    game = CardGame.new(CardConfig(players=4), 1)
    for bad in (4, -1, "1", 1.0, True):
        with pytest.raises(IllegalAction):
            game.view_feed(bad)  # type: ignore[arg-type]


def test_a_feed_is_bound_to_one_game() -> None:
    game = CardGame.new(CardConfig(players=4), 3)
    feed = game.view_feed(0)
    assert isinstance(feed, ViewFeed) and feed.game is game and feed.seat == 0
