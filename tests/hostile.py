"""Hostile input for the engines (docs/security.md): junk of every JSON type, wrong seats,
stale decision ids, near-miss notations and mutated records, thrown at every public
entry point.  Each attack asserts the same four things: only the three documented error
types escape, a refused input leaves the state digest unchanged, nothing hangs (an alarm
fires after ``LIMIT`` seconds), and the game's record still replays to the same state.

The per-engine modules (``tests/*/test_hostile_*.py``) call these with their own game.
"""

from __future__ import annotations

import contextlib
import random
import signal
from collections.abc import Callable, Iterator
from typing import Any

from hypothesis import strategies as st

from bang.core.errors import ConfigError, IllegalAction, RecordError
from bang.core.protocol import Action, parse_action

ALLOWED = (IllegalAction, RecordError, ConfigError)
#: Seconds any one call may take before it counts as a hang.
LIMIT = 5.0

#: Any JSON value (and the non-JSON floats a lenient parser lets through).
JSON: st.SearchStrategy[Any] = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**40), 10**40)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8)


@contextlib.contextmanager
def deadline(seconds: float = LIMIT) -> Iterator[None]:
    """Fail with ``TimeoutError`` if the body runs longer than ``seconds``."""
    def expire(signum: int, frame: object) -> None:
        raise TimeoutError(f"no answer within {seconds} s: the engine hangs")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def refused_or_done(game: Any, call: Callable[[], object]) -> bool:
    """Run ``call``; True if it succeeded.  A refusal must be one of the documented
    errors and leave ``game`` exactly as it was."""
    before = game.digest()
    try:
        with deadline():
            call()
    except ALLOWED:
        assert game.digest() == before, "a refused input changed the game"
        return False
    return True


def still_replays(game: Any) -> None:
    with deadline():
        replay = type(game).from_record(game.to_record())
    assert replay.digest() == game.digest()


def play_random(game: Any, rng: random.Random, steps: int) -> Any:
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def throw_junk(game: Any, junk: Any, other: Any) -> None:
    """Every entry point of ``game`` and its class gets ``junk`` (and ``other`` as the
    claimed seat or decision id)."""
    cls = type(game)
    if not isinstance(junk, str):  # a text may by chance be a legal action
        refused_or_done(game, lambda: game.apply(junk))
    refused_or_done(game, lambda: game.verify(junk))
    if game.legal_actions():
        legal = game.legal_actions()[0]
        refused_or_done(game, lambda: game.verify(legal, seat=junk))
        refused_or_done(game, lambda: game.verify(legal, decision_id=junk))
    refused_or_done(game, lambda: game.view(junk))
    refused_or_done(game, lambda: parse_action(junk))
    refused_or_done(game, lambda: cls.from_record(junk))
    refused_or_done(game, lambda: cls.from_record(game.to_record(), upto=junk))
    refused_or_done(game, lambda: cls.from_setup(junk))
    refused_or_done(game, lambda: game.apply(Action("play", junk, other)))
    refused_or_done(game, lambda: game.apply(Action(junk, 0, other)))
    still_replays(game)


def wrong_seats_and_stale_ids(game: Any) -> None:
    """A legal action from the wrong seat or for an old decision is refused."""
    decision = game.pending
    if decision is None:
        return
    legal = game.legal_actions()[0]
    for seat in range(-2, game.n + 2):
        if seat != decision.seat:
            assert not refused_or_done(game, lambda s=seat: game.apply(legal, seat=s))
    for stale in (decision.id - 1, decision.id + 1, 0, -1, 2**70):
        assert not refused_or_done(game, lambda d=stale: game.apply(legal, decision_id=d))


def near_misses(text: str, rng: random.Random) -> list[str]:
    """Texts one small edit away from the legal action ``text``."""
    tokens = text.split()
    kind, rest = tokens[0], tokens[1:]
    misses = [kind.upper(), kind + "x", " ".join([kind, *rest, "c1"]),
              " ".join([kind, *reversed(rest)]), text + " x", text.replace(" ", " c", 1),
              text + "0" * 12, text.replace("c", "c-", 1), text.replace("t", "t+", 1),
              text + ".0", text + "³", text.replace("1", "¹"), text.replace("2", "٢"),
              "\x00" + text, text * 40, kind + " c" + "9" * 5000]
    for token in rest:
        misses.append(text.replace(token, token[0] + str(rng.randrange(10**6))))
        misses.append(text.replace(token, token[0]))
        misses.append(text.replace(token, token[0] + "1e3"))
    return misses


def throw_near_misses(game: Any, rng: random.Random) -> None:
    if game.pending is None:
        return
    legal_texts = {a.format() for a in game.legal_actions()}
    text = rng.choice(sorted(legal_texts))
    for miss in near_misses(text, rng):
        try:
            canonical = parse_action(miss).format()
        except IllegalAction:
            canonical = None
        if canonical in legal_texts:
            continue  # a harmless respelling (extra spaces ...) of a legal action
        assert not refused_or_done(game, lambda m=miss: game.apply(m)), miss
    still_replays(game)


def mutate_record(record: dict[str, Any], rng: random.Random, junk: Any) -> dict[str, Any]:
    """One random damage to a record: a field replaced by ``junk``, an action deleted,
    duplicated, replaced or inserted, or the config given a junk option."""
    mutated = dict(record)
    actions = list(record["actions"])
    choice = rng.randrange(7)
    if choice == 0:
        mutated[rng.choice(["format", "game", "config", "seed", "actions", "setup"])] = junk
    elif choice == 1 and actions:
        del actions[rng.randrange(len(actions))]
    elif choice == 2 and actions:
        index = rng.randrange(len(actions))
        actions.insert(index, actions[index])
    elif choice == 3 and actions:
        actions[rng.randrange(len(actions))] = junk
    elif choice == 4:
        actions.insert(rng.randrange(len(actions) + 1), junk)
    elif choice == 5:
        mutated["config"] = {**record["config"], rng.choice(list(record["config"])): junk}
    else:
        mutated["seed"] = rng.choice([junk, -1, 2**300, 1.5, "1", None])
    if choice in (1, 2, 3, 4):
        mutated["actions"] = actions
    return mutated


def replay_mutated(cls: Any, record: dict[str, Any], rng: random.Random, junk: Any) -> None:
    """A mutated record either replays or raises ``RecordError``, and nothing else."""
    mutated = mutate_record(record, rng, junk)
    try:
        with deadline():
            cls.from_record(mutated)
    except RecordError:
        pass


def hostile_tests(make: Callable[[int], Any]) -> tuple[Callable[..., None], ...]:
    """The three hostile-input tests for the games ``make(seed)`` deals; each engine's
    module binds them to test names (Hypothesis draws the seeds and the junk)."""
    from hypothesis import given, settings

    seeds, cuts = st.integers(0, 2**32), st.integers(0, 150)

    @settings(max_examples=40, deadline=None)
    @given(seed=seeds, cut=cuts, junk=JSON, other=JSON)
    def junk_at_every_entry_point(seed: int, cut: int, junk: Any, other: Any) -> None:
        game = play_random(make(seed), random.Random(seed), cut)
        throw_junk(game, junk, other)

    @settings(max_examples=25, deadline=None)
    @given(seed=seeds, cut=cuts)
    def wrong_seats_stale_ids_and_near_miss_notation(seed: int, cut: int) -> None:
        rng = random.Random(seed)
        game = play_random(make(seed), rng, cut)
        wrong_seats_and_stale_ids(game)
        throw_near_misses(game, rng)

    @settings(max_examples=40, deadline=None)
    @given(seed=seeds, cut=cuts, junk=JSON)
    def mutated_records_replay_or_raise_record_error(seed: int, cut: int, junk: Any) -> None:
        rng = random.Random(seed)
        game = play_random(make(seed), rng, cut)
        replay_mutated(type(game), game.to_record(), rng, junk)

    return (junk_at_every_entry_point, wrong_seats_stale_ids_and_near_miss_notation,
            mutated_records_replay_or_raise_record_error)
