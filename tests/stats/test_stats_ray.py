"""The Ray backend on a local Ray instance (one CPU) gives exactly the numbers of the
local process pool on the same seeds."""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from bang.stats.backends import run_study
from bang.stats.plan import CHUNK_SIZE, LineSpec
from bang.stats.store import ResultStore

#: Seconds a local Ray instance may take to start before the test gives up.
START_LIMIT = 90


class SlowStart(Exception):
    pass


def _too_slow(signum: int, frame: object) -> None:
    raise SlowStart(f"a local Ray instance did not start within {START_LIMIT} s")


@pytest.fixture(scope="module")
def ray_instance() -> Iterator[Any]:
    """One local Ray instance with one CPU for the module, started under an alarm
    (``ray.init`` must run in the main thread) and always shut down afterwards."""
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    ray = pytest.importorskip("ray")
    # Only the main thread may set an alarm (and call ray.init); pytest-xdist runs
    # tests in its workers' main threads too.
    assert threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGALRM, _too_slow)
    signal.alarm(START_LIMIT)
    try:
        ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False,
                 object_store_memory=80 * 1024 * 1024)
        signal.alarm(0)
        yield ray
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
        ray.shutdown()


def test_ray_gives_exactly_the_numbers_of_the_local_pool(ray_instance: Any) -> None:
    lines = [(LineSpec.make("dice", 5, 9, bots="random"), CHUNK_SIZE + 50),
             (LineSpec.make("cards", 4, 9, bots="random"), 60)]
    with ResultStore(":memory:") as on_ray, ResultStore(":memory:") as local:
        arrived: list[int] = []
        from_ray = run_study(lines, on_ray, backend="ray",
                             progress=lambda done, total: arrived.append(done))
        assert from_ray == run_study(lines, local, jobs=2)
        assert on_ray.done(lines[0][0]) == {(0, CHUNK_SIZE), (CHUNK_SIZE, CHUNK_SIZE + 50)}
    assert arrived == sorted(arrived) and arrived[-1] == CHUNK_SIZE + 50 + 60
    assert len(arrived) == 4  # the stored count first, then one per chunk as it arrived
    assert ray_instance.is_initialized()  # a Ray already running is used, not shut down


def test_address_auto_without_a_cluster_is_one_clear_line(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """``--address auto`` with no Ray cluster running ended in Ray's raw ConnectionError
    traceback.  (Ray finds any cluster running on the machine, such as this module's own,
    so Ray's refusal is given by a stand-in with Ray's own message.)"""
    import ray

    from bang.cli.main import main

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise ConnectionError("Could not find any running Ray instance. Please specify the"
                              " one to connect to by setting `--address` flag or"
                              " `RAY_ADDRESS` environment variable.")

    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    monkeypatch.setattr(ray, "init", refuse)
    assert main(["simulate", "--games", "2", "--backend", "ray", "--address", "auto"]) == 2
    err = capsys.readouterr().err
    assert "no Ray cluster could be joined" in err and "ray start --head" in err
    assert "Traceback" not in err


def test_the_ray_extra_carries_ray_client_for_ray_addresses() -> None:
    """The documented ``ray://head:10001`` address needs Ray Client (gRPC): the ``ray``
    extra installs ``ray[client]``, and the dev environment has it."""
    import tomllib
    from pathlib import Path

    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    assert any(req.startswith("ray[client]")
               for req in project["project"]["optional-dependencies"]["ray"])
    import grpc  # noqa: F401
    import ray.util.client  # noqa: F401


def test_a_ray_address_without_ray_client_names_the_extra(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from bang.stats.backends import connect_ray

    monkeypatch.setitem(sys.modules, "grpc", None)
    with pytest.raises(ValueError, match=r"ray\[client\]"):
        connect_ray(object(), "ray://head:10001")
