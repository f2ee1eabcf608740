"""Views and redaction (docs/design.md §4, RULES.md A1.1): what each seat may know."""

from __future__ import annotations

import json
from typing import Any

from bang.cards import CardGame

from .helpers import (
    BANG_2C,
    BANG_3C,
    BANG_4C,
    BANG_AS,
    BEER_6H,
    MISSED_2S,
    PANIC_JH,
    act,
    seat,
    table,
)


def hidden_cards_leak(game: CardGame, viewer: int | None, secret: list[int]) -> bool:
    """Whether any of ``secret`` card ids appears in ``viewer``'s view as a card."""
    data = game.view(viewer).to_dict()
    text = json.dumps({k: v for k, v in data.items() if k != "config"})
    return any(f'"cards": [{c}' in text or f", {c}]" in text or f'"hand": [{c}' in text
               for c in secret)


def game4(**kw: Any) -> CardGame:
    return table(seat("sheriff", "Black Jack", hand=[PANIC_JH]),
                 seat("outlaw", "Willy the Kid", hand=[BEER_6H]),
                 seat("outlaw", "Slab the Killer", hand=[MISSED_2S]),
                 seat("renegade", "Kit Carlson", hand=[BANG_AS]), **kw)


def test_view_shows_own_hand_and_only_counts_of_others() -> None:
    game = game4()
    view = game.view(1)
    assert view.hand == (BEER_6H,)
    assert [p.hand_count for p in view.players] == [1, 1, 1, 1]
    dumped = json.dumps(view.to_dict())
    assert '"hand": [' + str(BEER_6H) + "]" in dumped
    for other in (PANIC_JH, MISSED_2S, BANG_AS):
        assert f'"hand": [{other}]' not in dumped


def test_drawn_cards_are_redacted_to_a_count_for_others() -> None:
    game = table(seat("sheriff", "Black Jack"), seat("outlaw", "Willy the Kid"),
                 seat("outlaw", "Slab the Killer"), seat("renegade", "Lucky Duke"),
                 deck=[BANG_2C, BANG_3C], phase="draw")
    mine = [e for e in game.view(0).events if e.kind == "draw"]
    theirs = [e for e in game.view(2).events if e.kind == "draw"]
    spectator = [e for e in game.view(None).events if e.kind == "draw"]
    assert mine[0].data["cards"] == [BANG_2C, BANG_3C]
    assert "cards" not in theirs[0].data and theirs[0].data["count"] == 2
    assert "cards" not in spectator[0].data and spectator[0].data["count"] == 2


def test_panic_hand_steal_is_visible_to_both_players_only() -> None:
    game = game4()
    act(game, f"play c{PANIC_JH} t1", 0)
    steal = [e for e in game.log if e.kind == "take_from_hand"]
    assert steal[0].to == frozenset({0, 1})
    for viewer, sees in ((0, True), (1, True), (2, False), (3, False), (None, False)):
        events = [e for e in game.view(viewer).events
                  if e.kind == "take_from_hand"]
        assert ("cards" in events[0].data) is sees
        if sees:
            assert events[0].data["cards"] == [BEER_6H]


def test_kit_carlson_returned_card_is_visible_to_kit_only() -> None:
    game = table(seat("sheriff", "Kit Carlson"), seat("outlaw", "Willy the Kid"),
                 seat("outlaw", "Slab the Killer"), seat("renegade", "Lucky Duke"),
                 deck=[BANG_2C, BEER_6H, BANG_3C, BANG_4C], phase="draw")
    act(game, f"return c{BEER_6H}", 0)
    for viewer in (0, 1, None):
        events = [e for e in game.view(viewer).events if e.kind == "kit_returns"]
        assert ("cards" in events[0].data) is (viewer == 0)
    assert game.view(1).pending is not None
    assert game.view(1).pending.options is None


def test_spectator_sees_no_hand_and_no_hidden_role() -> None:
    game = game4()
    view = game.view(None)
    assert view.seat is None and view.hand == () and view.role is None
    assert [p.role for p in view.players] == ["sheriff", None, None, None]
    assert view.pending.options is None
    assert not hidden_cards_leak(game, None, [PANIC_JH, BEER_6H, MISSED_2S, BANG_AS])


def test_pending_options_only_for_the_deciding_seat() -> None:
    game = game4()
    assert game.view(0).pending.options is not None
    assert game.view(2).pending.options is None


def test_no_other_hand_leaks_into_any_view() -> None:
    game = game4()
    hands = {0: [PANIC_JH], 1: [BEER_6H], 2: [MISSED_2S], 3: [BANG_AS]}
    for viewer in range(4):
        secret = [c for s, cards in hands.items() if s != viewer for c in cards]
        assert not hidden_cards_leak(game, viewer, secret)


def test_events_for_a_seat_hides_other_players_drawn_cards() -> None:
    """docs/design.md §4: the whole log as one seat may see it — its own draws in full, the
    others' as a count only."""
    from bang.cards import CardConfig, CardGame

    game = CardGame.new(CardConfig(players=5), 3)
    for viewer in range(game.n):
        for event in game.events_for(viewer):
            if event.kind == "draw":
                assert ("cards" in event.data) == (event.data["seat"] == viewer)
                assert "cards" in event.data or event.data["count"] > 0
