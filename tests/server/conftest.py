"""Fixtures for the server tests: an app over a temporary SQLite file, a real uvicorn
on a free 127.0.0.1 port (in a thread, so tests can also reach the lobby), throwaway
PostgreSQL clusters (one shared, one of a test's own to stop and start) and a small
disk to fill."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")
pytest.importorskip("websockets")

from account_helpers import SETTINGS
from server_helpers import FAST, LiveServer, PgCluster, SmallDisk


@pytest.fixture
def live(tmp_path: Path) -> Iterator[LiveServer]:
    server = LiveServer(tmp_path / "bang.sqlite3", FAST)
    yield server
    server.stop()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LiveServer]:
    """A server with the account tests' settings (``account_helpers.SETTINGS``)."""
    live = LiveServer(tmp_path / "bang.sqlite3", SETTINGS)
    yield live
    live.stop()


# --- PostgreSQL (the clusters: server_helpers.PgCluster) --------------------------------------
@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A throwaway PostgreSQL cluster shared by the session (about a second)."""
    cluster = PgCluster()
    try:
        yield cluster.url
    finally:
        cluster.remove()


@pytest.fixture
def pg_cluster() -> Iterator[PgCluster]:
    """A cluster of its own, for a test that stops and starts it."""
    cluster = PgCluster()
    try:
        yield cluster
    finally:
        cluster.remove()


# --- a disk that fills up (server_helpers.SmallDisk) ---------------------------------------
@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[SmallDisk]:
    disk = SmallDisk(tmp_path)
    try:
        yield disk
    finally:
        disk.remove()
