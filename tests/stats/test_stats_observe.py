"""What the watchers read from exact positions: who ended the game, with what, and
what was played on the way."""

from __future__ import annotations

from typing import Any

from bang.cards import CardGame
from bang.sim.play import GameResult
from bang.stats.observe import NOBODY, CardWatcher, GameSummary
from bang.stats.tally import LineTally

LAST_OUTLAW = [
    {"role": "sheriff", "character": "Willy the Kid", "hand": [0]},
    {"role": "outlaw", "character": "Black Jack", "life": 1},
    {"role": "renegade", "character": "Suzy Lafayette", "alive": False},
    {"role": "outlaw", "character": "Slab the Killer", "alive": False},
]


def _finish(game: CardGame, watcher: CardWatcher, first: str | None = None) -> GameSummary:
    """Answer ``first``, then the first legal action of every prompt, watching."""
    watcher.start(game)
    decisions = 0
    if first is not None:
        watcher.step(game, game.apply(first))
        decisions += 1
    while game.pending is not None:
        watcher.step(game, game.apply(game.legal_actions()[0]))
        decisions += 1
    result = GameResult(0, 0, tuple(game.roles), tuple(game.characters),
                        frozenset(game.winners), decisions)
    return watcher.summary(result)


def _counters(game: GameSummary) -> dict[str, Any]:
    tally = LineTally()
    tally.add(game)
    return {k: dict(v) for k, v in tally.counters.items() if v}


def test_the_sheriffs_bang_on_the_last_outlaw_is_his_hand_and_the_cause() -> None:
    game = CardGame.from_setup({"players": LAST_OUTLAW, "turn": 0, "phase": "play"})
    summary = _finish(game, CardWatcher(), "play c0 t1")
    assert (summary.last_victim, summary.finisher, summary.cause) == (1, 0, "BANG!")
    assert summary.plays == {"BANG!": 1}
    counted = _counters(summary)
    assert counted["teams"] == {"sheriff": 1}
    assert counted["hands"] == {"sheriff|outlaw": 1}
    assert counted["causes"] == {"BANG!": 1}
    assert counted["role_wins"] == {"sheriff": 1}
    assert counted["offset_wins"] == {"0": 1}
    assert counted["happenings"] == {"eliminations": 1}


def test_dynamite_before_the_first_decision_is_nobodys_hand() -> None:
    """The game ends while it is set up (the Dynamite check of the first turn): the
    watcher reads what happened from the game's log."""
    players = [dict(p) for p in LAST_OUTLAW]
    players[0] = {"role": "sheriff", "character": "Willy the Kid", "life": 3,
                  "equipment": [65]}  # Dynamite 2♥
    game = CardGame.from_setup({"players": players, "turn": 0, "phase": "start",
                                "deck": [25]})  # Missed! 2♠ explodes it
    assert game.pending is None
    summary = _finish(game, CardWatcher())
    assert (summary.last_victim, summary.finisher, summary.cause) == (0, NOBODY, "Dynamite")
    counted = _counters(summary)
    assert counted["teams"] == {"outlaw": 1}
    assert counted["hands"] == {"nobody|sheriff": 1}
    assert counted["happenings"]["Dynamite explosions"] == 1
    assert counted["role_team_wins"] == {"outlaw": 1}
    assert counted["role_wins"] == {"outlaw": 2}  # the dead Outlaw wins with his side


def test_an_event_game_counts_its_reveals_and_the_card_in_force_at_its_end() -> None:
    """rules/high-noon-fistful.md F5.13: the last Outlaw, at one life, loses it to High
    Noon at the start of his turn, revealed before the Sheriff's: nobody's hand, High
    Noon the cause, and the game ended under it."""
    game = CardGame.from_setup({
        "players": LAST_OUTLAW, "turn": 1, "phase": "start",
        "options": {"event_decks": "high_noon"},
        "events": {"in_force": "high_noon", "deck": [], "rounds": 4}})
    summary = _finish(game, CardWatcher())
    assert (summary.last_victim, summary.finisher, summary.cause) == (1, NOBODY,
                                                                     "High Noon")
    assert summary.happenings["games ended under High Noon"] == 1
    revealed = CardGame.from_setup({
        "players": LAST_OUTLAW, "turn": 0, "phase": "start",
        "options": {"event_decks": "high_noon"},
        "events": {"in_force": "thirst", "deck": ["curse", "high_noon"], "rounds": 1}})
    watcher = CardWatcher()
    watcher.start(revealed)
    assert watcher.event == "curse"
    assert watcher.happenings["event cards revealed"] == 1


def test_a_base_game_counts_no_event() -> None:
    game = CardGame.from_setup({"players": LAST_OUTLAW, "turn": 0, "phase": "play"})
    summary = _finish(game, CardWatcher(), "play c0 t1")
    assert not any("event" in k or "under" in k for k in summary.happenings)


def test_a_fistful_of_cards_and_russian_roulette_are_the_cause_of_what_they_take() -> None:
    """F5.26, F5.30: the life lost after Russian Roulette's miss or A Fistful of Cards'
    BANG!s is the event card's doing (the events as the engine reports them)."""
    for kind, data, cause in (("fistful_bangs", {"seat": 1, "amount": 2},
                               "A Fistful of Cards"),
                              ("roulette_loses", {"seat": 1}, "Russian Roulette")):
        watcher = CardWatcher()
        watcher.step(None, [("play", {"seat": 0, "card": 0, "target": 1}, None),
                            (kind, data, None),
                            ("damage", {"seat": 1, "amount": 2, "source": -1, "life": 0},
                             None),
                            ("eliminated", {"seat": 1, "killer": -1}, None)])
        assert watcher.last == (1, NOBODY, cause)
