"""Issue 22, "the extension path is real": a small expansion of the tests' own
(tests/cards/frontier.py: a brown card with a cost, a blue card, a character with a
phase-1 hook that asks a prompt) goes in through the public registries only
(``bang.cards.content.register``), plays thousands of random games, and comes out
leaving every table exactly as it was.

Random play checks card conservation, termination, replay from the record, swap-twin
views (tests/twins.py), and that the new content really acts: each Long Rifle costs a
card and starts a BANG! effect (beyond the weapon's reach and past the BANG! limit),
each Watchtower changes the A4 distances that views show and BANG! targets obey, and
Ezra Quill's hook asks its prompt and trades.  The registry's refusals are checked one
by one, each leaving the tables untouched.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest

from bang.cards import CardConfig, CardGame, actions, content, data, dispatch, state
from bang.cards.content import (
    AS_MISSED,
    EQUIP,
    NEVER,
    CardKind,
    CharacterCard,
    ContentSet,
)
from bang.cards.data import CHARACTER_LIFE, roles_for
from bang.cards.state import Ability, CardState
from bang.core.errors import ConfigError, RecordError
from bang.core.protocol import Action
from twins import card_swap_twins, cards_known_to, drive_swap_twins, hidden_cards

from .frontier import FRONTIER, KEY, PASS, QUILL, RIFLES, TOWERS, TRADE
from .helpers import BANG_2C, BANG_3C, BEER_6H, BEER_7H, MISSED_2S, act, options, seat, table

#: Random base-variant games played with the expansion (every one checked at every step).
GAMES = 2_000
#: Random ghost-variant games (second copies of the new cards in the ghosts' deck).
GHOST_GAMES = 300
#: Random positions driven as swap twins.
TWIN_RUNS = 500
#: No game may need this many decisions; reaching it means a livelock.
DECISION_CAP = 20_000

EXPANSIONS = (KEY,)
#: The A4 distance changes of the cards and characters (RULES.md A4, A12), by kind key
#: and by name: the oracle the Watchtower's effect is checked against.
DEFENCE = {"mustang": 1, "watchtower": 1}
SIGHT = {"scope": 1, "watchtower": 1}
DEFENCE_OF = {"Paul Regret": 1}
SIGHT_OF = {"Rose Doolan": 1}
REACH = {"volcanic": 1, "schofield": 2, "remington": 3, "rev_carabine": 4, "winchester": 5}


# --- the registries, whole ------------------------------------------------------------
#: Caches that registering empties or fills on demand (not registries).
_CACHES = {"_IN_USE", "_MERGED", "_HELD", "_DIST_TABLES"}
_REGISTRY_MODULES: tuple[ModuleType, ...] = (data, content, state, actions, dispatch)


def _frozen(value: Any) -> Any:
    """A comparable copy of a table: containers by their contents, the rest as is (a
    function or a record compares by identity or by value)."""
    if isinstance(value, dict):
        return ("dict", tuple((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)) and not hasattr(value, "_fields"):
        return (type(value).__name__, tuple(_frozen(v) for v in value))
    if isinstance(value, (set, frozenset)):
        return (type(value).__name__, frozenset(value))
    return value


def registry_snapshot() -> dict[str, Any]:
    """Every module-level table of the card registries (``data``, ``content``, the
    abilities of ``state``, the action tables, the dispatch tables), with the identity
    of each container: the rule modules hold them by name, so they must be changed in
    place and end as they began."""
    snapshot: dict[str, Any] = {}
    for module in _REGISTRY_MODULES:
        for name, value in vars(module).items():
            if name in _CACHES or not name.lstrip("_").isupper():
                continue
            if isinstance(value, (list, dict, set, tuple, frozenset, range)):
                snapshot[f"{module.__name__}.{name}"] = (id(value), _frozen(value))
    return snapshot


@pytest.fixture(scope="module")
def frontier() -> Iterator[ContentSet]:
    """The expansion, registered for the module's tests and removed after them; the
    registries must then be exactly as before."""
    before = registry_snapshot()
    content.register(FRONTIER)
    yield FRONTIER
    content.unregister(KEY)
    after = registry_snapshot()
    changed = sorted(name for name in before if after.get(name) != before[name])
    assert not changed and set(after) == set(before), f"tables left changed: {changed}"


def kind_id(key: str) -> int:
    return content.KIND_OF_KEY[key]


def frontier_config(players: int, **options: Any) -> CardConfig:
    return CardConfig.from_dict({"players": players, "expansions": list(EXPANSIONS), **options})


# --- what registering adds ----------------------------------------------------------------
def test_the_expansion_adds_its_cards_character_and_prompt(frontier: ContentSet) -> None:
    assert content.deck_for(EXPANSIONS) == [*range(80), *sorted(RIFLES | TOWERS)]
    assert content.second_deck_for(EXPANSIONS) == [*range(80, 160), *range(255, 260)]
    assert content.deck_for(()) == list(range(80)), "a base game's deck is unchanged"
    assert [c.name for c in content.characters_for(EXPANSIONS)][-1] == QUILL
    assert QUILL not in [c.name for c in content.characters_for(())]
    assert {content.kind_of(c).key for c in RIFLES} == {"long_rifle"}
    assert {content.kind_of(c).key for c in TOWERS} == {"watchtower"}
    assert TRADE in dispatch.PROMPTS and TRADE in dispatch.LEGAL
    assert data.KIND_NAMES_ALL[-2:] == ["Long Rifle", "Watchtower"]
    assert state.CHARACTER_ABILITIES[QUILL] == ("ezra_quill",)


# --- exact positions ------------------------------------------------------------------------
def five(hand0: list[int], equipment0: list[int] | None = None, **options: Any) -> CardGame:
    """Five players, the Sheriff (seat 0) in phase 2 holding ``hand0``."""
    return table(seat("sheriff", "Bart Cassidy", hand=hand0, equipment=equipment0),
                 seat("outlaw", "Black Jack", hand=[BEER_6H]),
                 seat("outlaw", "El Gringo", hand=[MISSED_2S]),
                 seat("renegade", "Kit Carlson"), seat("deputy", "Jourdonnais"),
                 expansions=list(EXPANSIONS), **options)


def test_long_rifle_costs_another_card_and_shoots_at_any_distance(
        frontier: ContentSet) -> None:
    rifle = min(RIFLES)
    game = five([rifle, BANG_2C, BANG_3C])
    offered = {a for a in options(game) if a.startswith(f"play c{rifle}")}
    # Any other living player (seat 2 is two away, beyond the Colt's reach), paid with
    # either other card; never without a cost card.
    assert offered == {f"play c{rifle} t{t} x{x}" for t in (1, 2, 3, 4) for x in (BANG_2C,
                                                                                 BANG_3C)}
    assert f"play c{BANG_2C} t2" not in options(game), "seat 2 is beyond the BANG!'s reach"
    events = act(game, f"play c{rifle} t2 x{BANG_3C}", seat=0)
    assert [(e.kind, e.data.get("card")) for e in events[:2]] == [("play", rifle),
                                                                  ("discard", BANG_3C)]
    assert game.hands[0] == [BANG_2C]
    assert game.discard[-2:] == [BANG_3C, rifle], "its cost, then the card on top (E4.2-5)"
    assert game.pending is not None and game.pending.kind == "respond"
    assert game.pending.seat == 2 and game.pending.context["card"] == rifle
    act(game, "take", seat=2)
    assert game.life[2] == 2  # El Gringo: 3 life, one lost


def test_long_rifle_is_not_a_bang_card(frontier: ContentSet) -> None:
    """No A5 limit: it can follow the turn's BANG!, and a BANG! can follow it."""
    rifle = min(RIFLES)
    game = five([BANG_2C, rifle, BANG_3C, BEER_7H])
    act(game, f"play c{BANG_2C} t1", seat=0)
    act(game, "take", seat=1)
    assert any(a.startswith(f"play c{rifle} t3") for a in options(game))
    assert not any(a.startswith(f"play c{BANG_3C}") for a in options(game))


def test_long_rifle_alone_in_hand_cannot_be_played(frontier: ContentSet) -> None:
    game = five([min(RIFLES)])
    assert options(game) == {"end"}


def test_watchtower_changes_the_distances_both_ways(frontier: ContentSet) -> None:
    tower = min(TOWERS)
    # Seat 0's Colt reaches seats 1 and 4; with the Watchtower he sees seat 2 and 3 at
    # distance 1 too, and the others see him one farther.
    game = five([BANG_2C, tower])
    assert {a for a in options(game) if a.startswith(f"play c{BANG_2C}")} == {
        f"play c{BANG_2C} t1", f"play c{BANG_2C} t4"}
    assert [p.distance for p in game.view(1).players] == [1, None, 1, 2, 2]
    act(game, f"play c{tower}", seat=0)
    assert game.tables[0] == [tower]
    assert {a for a in options(game) if a.startswith(f"play c{BANG_2C}")} == {
        f"play c{BANG_2C} t{t}" for t in (1, 2, 3, 4)}
    assert [p.distance for p in game.view(0).players] == [None, 1, 1, 1, 1]
    assert [p.distance for p in game.view(1).players] == [2, None, 1, 2, 2]


def test_a_second_watchtower_cannot_join_the_first(frontier: ContentSet) -> None:
    first, second = sorted(TOWERS)
    game = five([second, BANG_2C], equipment0=[first])
    assert f"play c{second}" not in options(game)


def test_ezra_quill_draws_two_then_may_trade_one(frontier: ContentSet) -> None:
    game = table(seat("sheriff", QUILL, hand=[BANG_2C]), seat("outlaw", "Black Jack"),
                 seat("outlaw", "El Gringo"), seat("renegade", "Kit Carlson"),
                 deck=[BEER_6H, MISSED_2S, BANG_3C], phase="start",
                 expansions=list(EXPANSIONS))
    assert game.pending is not None and game.pending.kind == TRADE
    assert sorted(game.hands[0]) == sorted([BANG_2C, BEER_6H, MISSED_2S])
    assert options(game) == {f"discard c{c}" for c in game.hands[0]} | {"pass"}
    act(game, f"discard c{MISSED_2S}", seat=0)
    assert sorted(game.hands[0]) == sorted([BANG_2C, BEER_6H, BANG_3C])
    assert game.discard[-1] == MISSED_2S
    assert game.pending is not None and game.pending.kind == "play"


def test_ezra_quill_may_keep_his_hand(frontier: ContentSet) -> None:
    game = table(seat("sheriff", QUILL), seat("outlaw", "Black Jack"),
                 seat("outlaw", "El Gringo"), seat("renegade", "Kit Carlson"),
                 deck=[BEER_6H, MISSED_2S], phase="start", expansions=list(EXPANSIONS))
    act(game, "pass", seat=0)
    assert sorted(game.hands[0]) == sorted([BEER_6H, MISSED_2S])
    assert game.pending is not None and game.pending.kind == "play"


# --- random games -----------------------------------------------------------------------
def all_cards(game: CardGame) -> list[int]:
    g = game
    cards = ([c for h in g.hands for c in h] + [c for t in g.tables for c in t] + g.deck
             + g.discard + g.limbo + g.out + g.ghost.deck + g.ghost.discard)
    cards.sort()
    return cards


def ring(alive: list[bool], a: int, b: int) -> int:
    """A4: seats apart around the table, counting only the living, the shorter way."""
    living = [s for s in range(len(alive)) if alive[s]]
    k = abs(living.index(a) - living.index(b))
    return min(k, len(living) - k)


def oracle_distance(game: CardGame, a: int, b: int, towers: bool = True) -> int:
    """A4 from the cards in play and the characters, the expansion's Watchtower included
    (``towers`` False: as if it did nothing)."""
    def bonus(seat: int, table_of: dict[str, int], character: dict[str, int]) -> int:
        keys = [content.kind_of(c).key for c in game.tables[seat]]
        return (sum(table_of.get(k, 0) for k in keys if towers or k != "watchtower")
                + character.get(game.characters[seat], 0))
    d = ring(game.alive, a, b) + bonus(b, DEFENCE, DEFENCE_OF) - bonus(a, SIGHT, SIGHT_OF)
    return max(d, 1)


#: What the random games saw of the new content, by name.
Tally = Counter[str]


def check_distances(game: CardGame, tally: Tally) -> None:
    """At a phase-2 decision of a game with a Watchtower in play: the view's distances
    and the BANG! targets offered are those of the A4 oracle with the Watchtower."""
    seat_ = game.turn_seat
    view = game.view(seat_)
    for info in view.players:
        b = info.seat
        if b == seat_ or not game.alive[b]:
            continue
        expected = oracle_distance(game, seat_, b)
        assert info.distance == expected, (game.tables, seat_, b)
        if expected != oracle_distance(game, seat_, b, towers=False):
            tally["tower_changed_a_distance"] += 1
    tally["distance_checks"] += 1
    keys = [content.kind_of(c).key for c in game.tables[seat_]]
    reach = next((REACH[k] for k in keys if k in REACH), 1)
    free = "volcanic" in keys or game.characters[seat_] == "Willy the Kid"
    legal = game.legal_actions()
    for card in game.hands[seat_]:
        if data.KIND[card] != data.BANG:
            continue
        offered = {a.target for a in legal if a.kind == "play" and a.card == card}
        expected_targets = set()
        if game.bangs_played == 0 or free:
            expected_targets = {b for b in game.others(seat_)
                                if oracle_distance(game, seat_, b) <= reach}
        assert offered == expected_targets, (game.tables, seat_, card)


def check_plays_of_new_cards(game: CardGame, tally: Tally) -> None:
    """At a phase-2 decision: each Long Rifle in hand is offered on every other living
    player with every other hand card as its cost, and a Watchtower only while none is
    in play in front of the player."""
    seat_ = game.turn_seat
    hand = game.hands[seat_]
    legal = game.legal_actions()
    rifle, tower = kind_id("long_rifle"), kind_id("watchtower")
    for card in hand:
        kind = data.KIND[card]
        offered = {(a.target, a.arg) for a in legal if a.kind == "play" and a.card == card}
        if kind == rifle:
            assert offered == {(t, x) for t in game.others(seat_) for x in hand if x != card}
            tally["rifle_offers"] += bool(offered)
        elif kind == tower:
            in_play = any(data.KIND[c] == tower for c in game.tables[seat_])
            assert offered == (set() if in_play else {(-1, -1)})
            tally["second_tower_refused"] += in_play


def check_rifle_play(game: CardGame, action: Action, before: dict[str, Any],
                     events: list[Any], tally: Tally) -> None:
    """After a Long Rifle was played: the card and its cost left the hand for the
    discard pile, in that order and face up, and the target faces a BANG! effect from
    the player (his answer asked, or forced and applied)."""
    seat_, card, target, cost = before["seat"], action.card, action.target, action.arg
    assert cost >= 0 and card not in game.hands[seat_] and cost not in game.hands[seat_]
    assert [(e.kind, e.data.get("card"), e.to) for e in events[:2]] == [
        ("play", card, None), ("discard", cost, None)]
    pending = game.pending
    answered = pending is not None and pending.kind == "respond" and \
        pending.seat == target and pending.context.get("card") == card
    forced = any(e.kind == "auto" and e.data.get("seat") == target
                 and e.data.get("prompt") == "respond" for e in events)
    assert answered or forced, ("no BANG! effect from the Long Rifle", events)
    tally["rifles_played"] += 1
    tally["rifle_beyond_reach"] += before["distance"] > before["reach"]
    tally["rifle_after_a_bang"] += before["bangs_played"] > 0 and not before["free"]


def check_trade_prompt(game: CardGame, tally: Tally) -> None:
    """Ezra Quill's prompt: asked of him in his turn, after his phase-1 draw of two,
    offering each card of his hand or no trade."""
    pending = game.pending
    assert pending is not None
    seat_ = pending.seat
    assert seat_ == game.turn_seat and game.characters[seat_] == QUILL
    draw = next(e for e in reversed(game.log)
                if e.kind == "draw" and e.data.get("seat") == seat_)
    assert draw.data["why"] == "phase1"
    assert len(draw.data["cards"]) == 2 or len(game.deck) + len(game.discard) == 0
    assert game.legal_actions() == (*(actions.DISCARD[c] for c in game.hands[seat_]), PASS)
    tally["trade_prompts"] += 1


def play_checked(game: CardGame, rng: random.Random, tally: Tally, oracle: bool) -> int:
    """Play ``game`` out at random, checking every step; returns the decisions made."""
    expected = sorted(game.card_ids())
    main = set(content.deck_for(game.config.expansions))
    rifle = kind_id("long_rifle")
    steps = 0
    while not game.is_over:
        pending = game.pending
        assert pending is not None
        legal = game.legal_actions()
        assert legal, pending
        if pending.kind == "play":
            check_plays_of_new_cards(game, tally)
            if oracle and any(data.KIND[c] == kind_id("watchtower")
                              for t in game.tables for c in t):
                check_distances(game, tally)
        elif pending.kind == TRADE:
            check_trade_prompt(game, tally)
        action = rng.choice(legal)
        before: dict[str, Any] = {}
        if action.kind == "play" and pending.kind == "play" and \
                data.KIND[action.card] == rifle:
            s = pending.seat
            before = {"seat": s, "distance": game.distances_from(s)[action.target],
                      "reach": game.weapon_range(s), "bangs_played": game.bangs_played,
                      "free": game.free_bangs(s)}
        if pending.kind == TRADE:
            tally["trades" if action.kind == "discard" else "trade_passes"] += 1
        events = game.apply(action)
        if before:
            check_rifle_play(game, action, before, events, tally)
        if action.kind == "play" and data.KIND[action.card] == kind_id("watchtower"):
            assert action.card in game.tables[pending.seat]
            tally["towers_played"] += 1
        # Conservation: every card of the game in exactly one place, each deck's cards
        # in its own piles (the ghosts' second copies never in the main deck's).
        cards = all_cards(game)
        if game.ghost.second_deck_dealt:
            assert cards == expected
        else:
            assert cards == sorted(main)
        assert main.issuperset(game.deck) and main.issuperset(game.discard)
        assert main.isdisjoint(game.ghost.deck) and main.isdisjoint(game.ghost.discard)
        steps += 1
        assert steps < DECISION_CAP, "livelock: the game did not end"
    return steps


def test_random_games_with_the_expansion(frontier: ContentSet) -> None:
    """``GAMES`` games of 3-8 players: conservation, termination, replay, and the new
    content played and acting (counted: each count must be reached)."""
    tally = Tally()
    longest = 0
    for seed in range(GAMES):
        players = 3 + seed % 6
        extra: dict[str, Any] = {"victory_check": "immediate"} if seed % 3 == 1 else {}
        if seed % 5 == 2:
            extra["auto_forced"] = True
        game = CardGame.new(frontier_config(players, **extra), seed)
        tally["games_with_quill"] += QUILL in game.characters
        longest = max(longest, play_checked(game, random.Random(seed), tally, oracle=True))
        assert game.is_over and game.winners
        if seed % 25 == 0:
            replayed = CardGame.from_record(game.to_record())
            assert replayed.digest() == game.digest()
            assert replayed.config.expansions == EXPANSIONS
    # Each of these must happen in a sample this size (a count of 0 means the content,
    # or this test, does nothing).
    for name, at_least in (("rifles_played", GAMES), ("rifle_beyond_reach", GAMES // 4),
                           ("rifle_after_a_bang", GAMES // 10), ("towers_played", GAMES // 2),
                           ("tower_changed_a_distance", 10 * GAMES),
                           ("distance_checks", 10 * GAMES),
                           ("second_tower_refused", GAMES // 10),
                           ("games_with_quill", GAMES // 5), ("trade_prompts", GAMES // 2),
                           ("trades", GAMES // 2), ("trade_passes", GAMES // 10)):
        assert tally[name] >= at_least, (name, dict(tally))
    assert longest < DECISION_CAP


GHOST_VARIANTS = (
    {"ghost_variant": "dead_reckonin", "ghost_separate_deck": True},
    {"ghost_variant": "dead_mans_hand", "ghost_separate_deck": True},
    {"ghost_variant": "dead_reckonin"},
    {"ghost_variant": "dead_mans_hand"},
)


def test_random_ghost_games_with_the_expansion(frontier: ContentSet) -> None:
    """Both ghost variants with the expansion: the ghosts' second deck holds the new
    cards' second copies, and each deck's cards stay in their own piles."""
    tally = Tally()
    dealt = 0
    for seed in range(GHOST_GAMES):
        variant = GHOST_VARIANTS[seed % len(GHOST_VARIANTS)]
        game = CardGame.new(frontier_config(4 + seed % 5, **variant), seed)
        play_checked(game, random.Random(seed), tally, oracle=False)
        assert game.is_over
        if game.ghost.second_deck_dealt:
            dealt += 1
            assert set(range(255, 260)) <= game.card_ids()
    assert dealt >= GHOST_GAMES // 4, dealt
    assert tally["rifles_played"] >= GHOST_GAMES // 4, dict(tally)


# --- swap twins ---------------------------------------------------------------------------
NEW_CARDS = RIFLES | TOWERS


def frontier_setup(rng: random.Random, players: int) -> dict[str, Any]:
    """A start-of-turn position with the expansion: random roles, life and hands, Ezra
    Quill at one seat, a Long Rifle in the first player's hand and, half the time, a
    Watchtower in play."""
    roles = list(roles_for(players))
    rng.shuffle(roles)
    others = [c.name for c in content.characters_for(EXPANSIONS) if c.name != QUILL]
    names = rng.sample(others, players - 1)
    names.insert(rng.randrange(players), QUILL)
    life_of = {**CHARACTER_LIFE, QUILL: 4}
    cards = content.deck_for(EXPANSIONS)
    rng.shuffle(cards)
    sheriff = roles.index("sheriff")
    first_rifle = min(RIFLES)
    cards.remove(first_rifle)
    seats: list[dict[str, Any]] = []
    for s in range(players):
        hand = [cards.pop() for _ in range(rng.randint(0, 5))]
        if s == sheriff:
            hand.append(first_rifle)
        seats.append({"role": roles[s], "character": names[s], "hand": hand,
                      "life": rng.randint(1, life_of[names[s]])})
    if rng.random() < 0.5:
        tower = next(c for c in cards if c in TOWERS) if TOWERS & set(cards) else -1
        if tower >= 0:
            cards.remove(tower)
            seats[rng.randrange(players)]["equipment"] = [tower]
    split = rng.randint(0, 10)
    return {"players": seats, "discard": cards[:split], "deck": cards[split:],
            "phase": "start", "options": {"expansions": list(EXPANSIONS)}}


def test_swap_twins_with_the_expansion_look_the_same(frontier: ContentSet) -> None:
    """Two games differing only by two cards seat p cannot see (one of them a new card
    whenever another hand holds one) give p and a spectator the same views and p the
    same legal actions, step by step."""
    compared_with_new = 0
    runs_with_new = 0
    for run in range(TWIN_RUNS):
        rng = random.Random(run)
        players = 4 + run % 4
        setup = frontier_setup(rng, players)
        probe = CardGame.from_setup(setup, seed=run)
        p = rng.randrange(players)
        held = [c for s in range(players) if s != p for c in probe.hands[s]]
        hidden = hidden_cards(probe, p)
        new_held = [c for c in held if c in NEW_CARDS]
        x = rng.choice(new_held or held or hidden)
        y = rng.choice([c for c in hidden if c != x])
        first, second = card_swap_twins(setup, x, y, seed=run)
        compared = drive_swap_twins(first, second, p, rng, cards_known_to(p, (x, y)),
                                    steps=150)
        if {x, y} & NEW_CARDS:
            runs_with_new += 1
            compared_with_new += compared
    assert runs_with_new >= TWIN_RUNS // 2, runs_with_new
    assert compared_with_new >= 3 * runs_with_new, (compared_with_new, runs_with_new)


# --- what the registry refuses -------------------------------------------------------------
def _effect(game: CardState, seat_: int, card: int, target: int) -> None:
    game.heal(seat_, 1)


def _legal(game: CardState) -> tuple[Action, ...]:
    return (PASS,)


def _answer(game: CardState, action: Action) -> None:
    return None


GOOD_KIND = CardKind("probe_tonic", "Probe Tonic", "brown", "test", play=_effect)
GOOD_ABILITY = Ability("probe_knack", "test", sight=1)
GOOD_CHARACTER = CharacterCard("probe_kid", "Probe Kid", 4, "test", ("probe_knack",))


def probe_set(key: str = "probe", first_id: int = 300,
              kinds: tuple[CardKind, ...] = (GOOD_KIND,),
              rows: tuple[tuple[str, str, str], ...] = (("probe_tonic", "5", "H"),),
              abilities: tuple[Ability, ...] = (GOOD_ABILITY,),
              characters: tuple[CharacterCard, ...] = (GOOD_CHARACTER,),
              prompts: dict[str, Any] | None = None) -> ContentSet:
    """A valid set of one card and one character, ids 300 up (apart from every other
    set's, the expansion's included), with one part replaced."""
    return ContentSet(key, first_id, kinds, rows, abilities, characters, prompts or {})


def _brown(**fields: Any) -> CardKind:
    return CardKind("probe_odd", "Probe Odd", "brown", "test", **fields)


def _blue(**fields: Any) -> CardKind:
    return CardKind("probe_odd", "Probe Odd", "blue", "test", **fields)


def _with_kind(kind: CardKind) -> ContentSet:
    return probe_set(kinds=(kind,), rows=((kind.key, "5", "H"),))


def _ability_prompt(kind: str) -> ContentSet:
    return probe_set(abilities=(Ability("probe_knack", "test", sight=1,
                                        prompts={kind: (_legal, _answer)}),))


REFUSED: dict[str, tuple[ContentSet, str]] = {
    "brown card without an effect": (_with_kind(_brown()), "has no effect"),
    "brown card put in play": (_with_kind(_brown(target=EQUIP, play=_effect)),
                               "cannot be put in play"),
    "brown card with a blue card's field": (_with_kind(_brown(play=_effect, defence=1)),
                                            "cannot be put in play"),
    "blue card that changes nothing": (_with_kind(_blue(target=EQUIP)), "changes nothing"),
    "blue card that is not put in play": (_with_kind(_blue(defence=1)),
                                          "it is put in play"),
    "blue card with a play effect": (_with_kind(_blue(target=EQUIP, defence=1, play=_effect)),
                                     "not a play effect"),
    "unplayable card that answers nothing": (_with_kind(_brown(target=NEVER)),
                                             "no behaviour"),
    "cost of two cards": (_with_kind(_brown(play=_effect, cost=2)), "cost of 2"),
    "blue card with a cost": (_with_kind(_blue(target=EQUIP, defence=1, cost=1)),
                              "only a brown card"),
    "answer with a cost": (_with_kind(_brown(target=NEVER, answers=AS_MISSED, cost=1)),
                           "only a brown card"),
    "unknown colour": (_with_kind(CardKind("probe_odd", "Probe Odd", "purple", "test",
                                           play=_effect)), "colour"),
    "character without its ability entry": (
        probe_set(characters=(CharacterCard("probe_kid", "Probe Kid", 4, "test",
                                            ("probe_nothing",)),)), "no entry"),
    "character without abilities": (
        probe_set(characters=(CharacterCard("probe_kid", "Probe Kid", 4, "test", ()),)),
        "no entry"),
    "character without life": (
        probe_set(characters=(GOOD_CHARACTER._replace(life=0),)), "life points"),
    "set key taken": (probe_set(key="base"), "already registered"),
    "ids of the base game": (probe_set(first_id=79), "overlap"),
    "ids of the base game's second copies": (probe_set(first_id=159), "overlap"),
    "negative ids": (probe_set(first_id=-1), "below 0"),
    "kind key taken": (_with_kind(CardKind("bang", "Probe Bang", "brown", "t", play=_effect)),
                       "already defined"),
    "kind name taken": (_with_kind(CardKind("probe_odd", "BANG!", "brown", "t", play=_effect)),
                        "already called"),
    "two kinds of one key": (probe_set(kinds=(GOOD_KIND, GOOD_KIND)), "already defined"),
    "ability key taken": (probe_set(abilities=(Ability("bart_cassidy", "test", sight=1),),
                                    characters=(GOOD_CHARACTER._replace(
                                        abilities=("bart_cassidy",)),)), "already defined"),
    "two abilities of one key": (probe_set(abilities=(GOOD_ABILITY, GOOD_ABILITY)),
                                 "already defined"),
    "character key taken": (probe_set(characters=(GOOD_CHARACTER._replace(
        key="bart_cassidy"),)), "already defined"),
    "character name taken": (probe_set(characters=(GOOD_CHARACTER._replace(
        name="Bart Cassidy"),)), "already defined"),
    "two characters of one key": (probe_set(characters=(GOOD_CHARACTER, GOOD_CHARACTER)),
                                  "already defined"),
    "the turn's prompt": (_ability_prompt("play"), "prompt kind 'play'"),
    "an answer's prompt": (_ability_prompt("respond"), "prompt kind 'respond'"),
    "a variant's prompt": (_ability_prompt("ghost_contest"), "prompt kind 'ghost_contest'"),
    "another content's prompt": (_ability_prompt("draw_jesse"), "prompt kind 'draw_jesse'"),
    "one prompt twice": (probe_set(prompts={"probe_ask": (_legal, _answer)}, abilities=(
        Ability("probe_knack", "test", sight=1, prompts={"probe_ask": (_legal, _answer)}),)),
        "prompt kind 'probe_ask'"),
    "card of an unknown kind": (probe_set(rows=(("probe_nothing", "5", "H"),)),
                                "unknown kind"),
    "unknown rank": (probe_set(rows=(("probe_tonic", "1", "H"),)), "rank '1'"),
    "unknown suit": (probe_set(rows=(("probe_tonic", "5", "X"),)), "suit 'X'"),
    "nothing at all": (probe_set(kinds=(), rows=(), abilities=(), characters=()),
                       "adds nothing"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_the_registry_refuses_and_changes_nothing(case: str) -> None:
    """Each bad set is refused with a ``ConfigError`` saying why, before any table is
    touched (whether or not the expansion is registered at the time)."""
    bad, reason = REFUSED[case]
    before = registry_snapshot()
    with pytest.raises(ConfigError, match=reason):
        content.register(bad)
    assert registry_snapshot() == before


def test_the_probe_set_itself_is_accepted() -> None:
    """The refusals above each change one part of a set that is otherwise good: this
    one registers, plays (its ids above a gap left unused) and goes, leaving every table
    as it was; a record made with it no longer replays once it is gone."""
    before = registry_snapshot()
    probe = probe_set()
    content.register(probe)
    try:
        assert len(data.KIND) == 302 and data.KIND[300] == kind_id("probe_tonic")
        assert all(data.KIND[c] == -1 for c in range(260 if KEY in content.SETS else 242, 300))
        assert len(actions.PLAY) == 302 and actions.PLAY[300][0] == Action("play", 300)
        game = CardGame.new(CardConfig(players=4, expansions=("probe",)), 7)
        assert 300 in game.card_ids() and "Probe Kid" in content.in_use(("probe",)).life
        rng = random.Random(7)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        record = game.to_record()
        assert CardGame.from_record(record).digest() == game.digest()
        with pytest.raises(ConfigError, match="only the last registered set"):
            content.unregister("base")
    finally:
        content.unregister("probe")
    assert registry_snapshot() == before
    with pytest.raises(RecordError, match="unknown expansion 'probe'"):
        CardGame.from_record(record)


def test_unregistering_what_is_not_registered_is_refused() -> None:
    before = registry_snapshot()
    with pytest.raises(ConfigError, match="only the last registered set"):
        content.unregister("no_such_set")
    assert registry_snapshot() == before


# --- configs naming expansions ----------------------------------------------------------
@pytest.mark.parametrize("expansions", [("no_such_box",), ("base",), (KEY, "no_such_box")])
def test_a_game_with_an_unknown_expansion_is_refused(frontier: ContentSet,
                                                     expansions: tuple[str, ...]) -> None:
    config = CardConfig(players=4, expansions=expansions)
    with pytest.raises(ConfigError, match="unknown expansion"):
        CardGame.new(config, 1)
    with pytest.raises(ConfigError, match="unknown expansion"):
        table(seat("sheriff", "Bart Cassidy"), seat("outlaw", "Black Jack"),
              seat("outlaw", "El Gringo"), seat("renegade", "Kit Carlson"),
              expansions=list(expansions))


def test_an_expansion_named_twice_is_refused(frontier: ContentSet) -> None:
    with pytest.raises(ConfigError, match="twice"):
        CardConfig.from_dict({"players": 4, "expansions": [KEY, KEY]})


def test_the_expansions_content_needs_the_expansion(frontier: ContentSet) -> None:
    """Its cards and its character exist only in games that name it."""
    players = [seat("sheriff", "Bart Cassidy", hand=[min(RIFLES)]),
               seat("outlaw", "Black Jack"), seat("outlaw", "El Gringo"),
               seat("renegade", "Kit Carlson")]
    with pytest.raises(ConfigError, match="every card id of the deck"):
        table(*players)
    assert min(RIFLES) in table(*players, expansions=list(EXPANSIONS)).hands[0]
    with pytest.raises(ConfigError, match="unknown character"):
        table(seat("sheriff", QUILL), *players[1:])
    base = CardGame.new(CardConfig(players=8, eight_players=True), 3)
    assert base.card_ids() == frozenset(range(80))
    assert QUILL not in base.characters
    assert CardConfig(players=4).to_dict().get("expansions") is None
    assert frontier_config(4).to_dict()["expansions"] == [KEY]


def test_a_set_up_with_a_brown_expansion_card_in_play_is_refused(frontier: ContentSet) -> None:
    with pytest.raises(ConfigError, match=r"Long Rifle \(card 250\) is not a blue card"):
        table(seat("sheriff", "Bart Cassidy", equipment=[min(RIFLES)]),
              seat("outlaw", "Black Jack"), seat("outlaw", "El Gringo"),
              seat("renegade", "Kit Carlson"), expansions=list(EXPANSIONS))
