"""Tallies merge in any order, the store resumes an interrupted run, and every number
of workers gives the same numbers; observing a game never changes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from bang.core.rng import child_seed
from bang.games import game_classes
from bang.sim.play import play
from bang.stats.backends import run_study
from bang.stats.observe import observe
from bang.stats.plan import CHUNK_SIZE, LineSpec, PairSpec, chunks, interleave, play_chunk
from bang.stats.store import ResultStore
from bang.stats.tally import LineTally, PairTally

DICE = LineSpec.make("dice", 4, 5, bots="random")
CARDS = LineSpec.make("cards", 4, 5, bots="random")


@pytest.mark.parametrize("game", ["cards", "dice"])
def test_observing_a_game_plays_exactly_the_same_game(game: str) -> None:
    game_class, config_class = game_classes(game)
    config = config_class.from_dict({"players": 5})
    for index in range(5):
        seed = child_seed(11, index)
        assert observe(game_class, config, seed, "normal").result == play(
            game_class, config, seed, "normal")


def test_tallies_merge_in_any_order_and_survive_json() -> None:
    parts = [LineTally.from_dict(play_chunk(c)) for c in chunks(DICE, 3 * 40, size=40)]
    forward, backward = LineTally(), LineTally()
    for part in parts:
        forward.merge(part)
    for part in reversed(parts):
        backward.merge(part)
    whole = LineTally.from_dict(play_chunk(chunks(DICE, 120, size=120)[0]))
    assert forward == backward == whole
    assert LineTally.from_dict(whole.to_dict()) == whole
    assert whole.games == 120


def test_interleave_takes_one_chunk_of_each_line_in_turn() -> None:
    a, b = chunks(DICE, 3 * CHUNK_SIZE), chunks(CARDS, CHUNK_SIZE)
    assert interleave([a, b]) == [a[0], b[0], a[1], a[2]]


def test_an_interrupted_run_resumes_from_the_store_to_the_same_numbers(tmp_path: Path) -> None:
    games = 3 * CHUNK_SIZE
    lines = [(DICE, games)]
    calls: list[int] = []

    def stop_after_first_chunk(done: int, total: int) -> None:
        calls.append(done)
        if done > 0:
            raise KeyboardInterrupt

    with ResultStore(tmp_path / "r.sqlite") as store, pytest.raises(KeyboardInterrupt):
        run_study(lines, store, jobs=1, progress=stop_after_first_chunk)
    with ResultStore(tmp_path / "r.sqlite") as store:
        assert store.done(DICE) == {(0, CHUNK_SIZE)}
        progress: list[int] = []
        resumed = run_study(lines, store, jobs=1, progress=lambda d, t: progress.append(d))
    assert progress[0] == CHUNK_SIZE  # the stored chunk counts from the start
    with ResultStore(":memory:") as fresh:
        assert resumed == run_study(lines, fresh, jobs=1)


def test_process_pool_equals_one_process(tmp_path: Path) -> None:
    lines = [(DICE, 2 * CHUNK_SIZE + 7), (CARDS, 40)]
    with ResultStore(":memory:") as one, ResultStore(":memory:") as two:
        assert run_study(lines, one, jobs=1) == run_study(lines, two, jobs=2)


def test_a_shorter_run_reuses_the_chunks_of_a_longer_one(tmp_path: Path) -> None:
    with ResultStore(tmp_path / "r.sqlite") as store:
        run_study([(DICE, 2 * CHUNK_SIZE)], store, jobs=1)
        [short] = run_study([(DICE, CHUNK_SIZE)], store, jobs=1)
    with ResultStore(":memory:") as fresh:
        assert short == run_study([(DICE, CHUNK_SIZE)], fresh, jobs=1)[0]
    assert short.games == CHUNK_SIZE


def test_bad_backend_and_jobs_are_refused_before_any_game() -> None:
    with ResultStore(":memory:") as store:
        with pytest.raises(ValueError, match="backend"):
            run_study([(DICE, 10)], store, backend="spark")
        with pytest.raises(ValueError, match="jobs"):
            run_study([(DICE, 10)], store, jobs=0)
        assert store.done(DICE) == set()


def test_a_pair_plays_each_seed_on_both_sides_like_the_two_lines_alone() -> None:
    variant = DICE.with_options({"round_limit": 2})
    lines = [(DICE, 60), (variant, 60)]
    with ResultStore(":memory:") as alone, ResultStore(":memory:") as paired:
        base_alone, variant_alone = run_study(lines, alone, jobs=1)
        [pair] = run_study([(PairSpec(DICE, variant), 60)], paired, jobs=2)
    assert isinstance(pair, PairTally)
    assert pair.base == base_alone and pair.variant == variant_alone
    assert sum(pair.sides().values()) == 60
    assert PairTally.from_dict(pair.to_dict()) == pair
    # The variant's draws are seeds the baseline won: every "no winner" pairs with a side.
    assert all(a != "no winner" for a, _ in pair.sides())
    assert any(b == "no winner" for _, b in pair.sides())
